"""Amounts computed from the table and from the turn history, each counted when its text
resolves: a value plus another, the total of a stat, different Factors among cards, the number
of heads, cards drawn / destroyed / discarded this turn, "for each one destroyed", "that much
damage"; and what a player did: "if your opponent healed last turn", "if your opponent blocked
your last attack"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
HIGH = "Filler: High Six"
WALL = "Blocker: Strength Wall"
KEEP_S = "Keeper: Strength Stay"
KEEP_E = "Keeper: Energy Stay"
PUNCH = "Tester: Punch Two"
SUM = "Tester: Hand Plus Keepers"
TOTAL = "Tester: Total Level"
DISTINCT = "Tester: Distinct Factors"
HEADS = "Tester: Twice Heads"
DREW = "Tester: Drew"
DESTROYED = "Tester: Destroyed"
DISCARDED = "Tester: Discarded"
EACH_ONE = "Tester: Each One"
MUCH = "Keeper: Much Damage"
HEALED = "Tester: Healed"
POINTS = "Tester: Points"
BLOCKED = "Tester: Blocked Last"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(HIGH, level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla(WALL, level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla(KEEP_S, attack=0, factors=["Strength"], text="2 -> Keeper."),
    vanilla(KEEP_E, attack=0, factors=["Energy", "Tech"], text="2 -> Keeper."),
    vanilla(PUNCH, attack=2, factors=["Strength"]),
    vanilla(
        SUM,
        attack=0,
        text="This card's attack is equal to the number of cards in your hand plus the number "
        "of Keepers you have in play.",
    ),
    vanilla(
        TOTAL,
        attack=0,
        text="Reveal the top two cards of your deck. This card's attack is equal to the total "
        "level of them.",
    ),
    vanilla(
        DISTINCT,
        attack=0,
        text="This card's attack is equal to the number of different Factors among your Keepers.",
    ),
    vanilla(
        HEADS,
        attack=0,
        text="Flip three coins. This card's attack is equal to twice the number of heads.",
    ),
    vanilla(DREW, attack=0, text="This card is attack +2 for each card you drew this turn."),
    vanilla(
        DESTROYED, attack=0, text="This card is attack +1 for each Keeper destroyed this turn."
    ),
    vanilla(
        DISCARDED,
        attack=0,
        text="This card is attack +3 for each card your opponent discarded from their hand "
        "this turn.",
    ),
    vanilla(
        EACH_ONE,
        attack=3,
        text="3 -> Destroy all of your opponent's Keepers. For each one destroyed, draw a card.",
    ),
    vanilla(
        MUCH,
        attack=0,
        text="2 -> Keeper. Whenever you take at least 2 damage, this Keeper hits for that much "
        "damage.",
    ),
    vanilla(
        POINTS,
        attack=0,
        text="This card is attack +1 for each point of damage your other attacks did this turn.",
    ),
    vanilla(HEALED, attack=1, text="If your opponent healed last turn, draw a card."),
    vanilla(BLOCKED, attack=0, text="If your opponent blocked your last attack, draw two cards."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("history_amounts"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_a_value_plus_another_value(rules):
    g = scenario(
        rules,
        p1={"hand": [SUM, BLANK, BLANK], "keepers": [KEEP_S]},
        p2={"deck": [BLANK] * 8},
    )
    play(g, SUM)
    assert g.damage_done(card_id(g, SUM)) == 3  # two cards in hand, one Keeper


def test_the_total_level_of_the_revealed_cards(rules):
    g = scenario(rules, p1={"hand": [TOTAL], "deck": [BLANK, HIGH]}, p2={"deck": [BLANK] * 12})
    play(g, TOTAL)
    assert g.damage_done(card_id(g, TOTAL)) == 9  # 3 + 6


def test_different_factors_among_your_keepers(rules):
    g = scenario(
        rules,
        p1={"hand": [DISTINCT], "keepers": [KEEP_S, KEEP_S, KEEP_E]},
        p2={"deck": [BLANK] * 8},
    )
    play(g, DISTINCT)
    assert g.damage_done(card_id(g, DISTINCT)) == 3  # Strength, Energy, Tech


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_twice_the_number_of_heads(rules, seed):
    g = scenario(rules, p1={"hand": [HEADS]}, p2={"deck": [BLANK] * 8}, seed=seed)
    play(g, HEADS)
    coins = [e["result"] for e in g.log.entries if e["t"] == "rng" and e["what"] == "coin"]
    heads = coins.count("heads")
    assert len(coins) == 3
    assert g.damage_done(card_id(g, HEADS)) == 2 * heads


@pytest.mark.parametrize("log", [True, False])
def test_for_each_card_you_drew_this_turn(rules, log):
    g = scenario(rules, p1={"hand": [DREW], "deck": [BLANK] * 5}, p2={"deck": [BLANK] * 8}, log=log)
    g.draw(0, 2)
    g.draw(1, 1)  # (the opponent's draw is not yours)
    play(g, DREW)
    assert len(cards_of(g, 1, "discard")) == 4  # (the damage, flipped from their deck)


def test_for_each_keeper_destroyed_this_turn(rules):
    g = scenario(
        rules,
        p1={"hand": [DESTROYED], "keepers": [KEEP_S, KEEP_S]},
        p2={"keepers": [KEEP_E], "deck": [BLANK] * 8},
        turn=4,
    )
    g.destroy(card_id(g, KEEP_S, 0, "keepers"))  # (last turn's does not count)
    g.state.turn = 5
    g.destroy(card_id(g, KEEP_S, 0, "keepers"))
    g.destroy(card_id(g, KEEP_E))
    play(g, DESTROYED)
    assert g.damage_done(card_id(g, DESTROYED)) == 2


def test_for_each_card_your_opponent_discarded_from_their_hand(rules):
    g = scenario(
        rules,
        p1={"hand": [DISCARDED, BLANK]},
        p2={"hand": [BLANK], "deck": [BLANK] * 10},
    )
    g.discard(card_id(g, BLANK, 1, "hand"))
    g.discard(card_id(g, BLANK, 0, "hand"))  # (yours: not theirs)
    g.mill(1)  # (from their deck: not from their hand)
    play(g, DISCARDED)
    assert g.damage_done(card_id(g, DISCARDED)) == 3


def test_for_each_one_destroyed(rules):
    g = scenario(
        rules,
        p1={"hand": [EACH_ONE], "deck": [BLANK] * 5},
        p2={"keepers": [KEEP_S, KEEP_E], "deck": [BLANK] * 8},
    )
    play(g, EACH_ONE)
    assert cards_of(g, 1, "keepers") == []
    assert len(cards_of(g, 0, "hand")) == 2


def test_that_much_damage_is_the_damage_heard(rules):
    g = scenario(
        rules,
        p1={"keepers": [MUCH], "deck": [BLANK] * 8},
        p2={"hand": [PUNCH], "deck": [BLANK] * 8},
        active=1,
    )
    play(g, PUNCH, player=1)
    assert len(cards_of(g, 0, "deck")) == 6  # the attack did 2
    assert len(cards_of(g, 1, "deck")) == 6  # and the Keeper hit back for 2


@pytest.mark.parametrize("healed, drawn", [(True, 1), (False, 0)])
def test_if_your_opponent_healed_last_turn(rules, healed, drawn):
    g = scenario(
        rules,
        p1={"hand": [HEALED], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 8, "discard": [BLANK] * 3},
        turn=4,
        active=1,
    )
    if healed:
        g.verb("heal")(g, 1, 2)
    g.state.turn, g.state.active = 5, 0
    play(g, HEALED)
    assert len(cards_of(g, 0, "hand")) == drawn


@pytest.mark.parametrize("answer, drawn", [(None, 2), ("take", 0)])
def test_if_your_opponent_blocked_your_last_attack(rules, answer, drawn):
    g = scenario(
        rules,
        p1={"hand": [PUNCH, BLOCKED], "deck": [BLANK] * 5},
        p2={"hand": [WALL], "deck": [BLANK] * 8},
        answers={1: [answer]},
        turn=3,
    )
    play(g, PUNCH)  # the wall blocks it from the hand, or not
    g.state.turn = 5
    play(g, BLOCKED)
    assert len(cards_of(g, 0, "hand")) == drawn


def test_for_each_point_of_damage_your_other_attacks_did(rules):
    g = scenario(
        rules,
        p1={"hand": [PUNCH, PUNCH, POINTS], "deck": [BLANK] * 6},
        p2={"hand": [PUNCH], "deck": [BLANK] * 12},
        active=0,
    )
    play(g, PUNCH)
    play(g, PUNCH)  # two attacks of yours: 2 + 2
    g.state.active = 1
    play(g, PUNCH, player=1)  # (theirs does not count)
    g.state.active = 0
    play(g, POINTS)
    assert g.damage_done(card_id(g, POINTS)) == 4
