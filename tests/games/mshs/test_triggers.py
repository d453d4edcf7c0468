"""Event triggers in their variants, each heard when it should be and only then: "N or more
damage", "damage to you", "each time", "the first time each turn", "an attack of yours", "the
same amount", and blocks as events ("if this attack is blocked", "when your opponent blocks
this attack", "... blocks one of your attacks with a card from their hand")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
WALL = "Blocker: Strength Wall"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Blocker: Strength Wall", level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla("Tester: Punch Two", level=1, attack=2, factors=["Strength"]),
    vanilla("Tester: Punch Three", level=1, attack=3, factors=["Strength"]),
    vanilla(
        "Tester: Big Hitter Fan",
        attack=0,
        text="2 -> Keeper. Whenever an attack of yours does 3 or more damage, draw a card.",
    ),
    vanilla(
        "Tester: Once A Turn",
        attack=0,
        text="2 -> Keeper. The first time each turn you do at least 2 damage with an attack, "
        "draw a card.",
    ),
    vanilla(
        "Tester: Payback",
        attack=0,
        text="2 -> Keeper. Each time an attack does at least 2 damage to you, this Keeper hits "
        "for the same amount.",
    ),
    vanilla(
        "Tester: Boomerang",
        attack=3,
        factors=["Strength"],
        text="If this attack is blocked, return it to your hand.",
    ),
    vanilla(
        "Tester: Booby Trap",
        attack=3,
        factors=["Strength"],
        text="When your opponent blocks this attack, they discard a card at random.",
    ),
    vanilla(
        "Tester: Objection",
        attack=0,
        text="2 -> Keeper. Whenever your opponent blocks one of your attacks with a card from "
        "their hand, draw a card.",
    ),
    vanilla("Tester: Counter", level=9, attack=1, block="Strength", text="Counterstrike."),
    vanilla(
        "Tester: Counter Reminded",
        level=9,
        attack=1,
        block="Strength",
        text="Counterstrike (When you block with this card from your hand, it hits for 1.)",
    ),
    vanilla(
        "Tester: Counter Three",
        level=9,
        attack=1,
        block="Strength",
        text="Counterstrike 3 (When you block with this card from your hand, it hits for 3.)",
    ),
    vanilla(
        "Tester: Mender",
        attack=0,
        text="2 -> Keeper. Mending 2 (At the start of your turn, heal 2.)",
    ),
    vanilla(
        "Tester: Mender Hunter",
        attack=0,
        text='Destroy all Keepers with "Mending".',
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("triggers"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


@pytest.mark.parametrize("attack,drawn", [("Tester: Punch Three", 1), ("Tester: Punch Two", 0)])
def test_n_or_more_damage_with_an_attack_of_yours(rules, attack, drawn):
    g = scenario(
        rules,
        p1={"hand": [attack], "keepers": ["Tester: Big Hitter Fan"], "deck": [BLANK] * 3},
        p2={"deck": [BLANK] * 8},
    )
    play(g, attack)
    assert len(cards_of(g, 0, "hand")) == drawn


def test_the_first_time_each_turn(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Punch Two", "Tester: Punch Three", "Tester: Punch Two"],
            "keepers": ["Tester: Once A Turn"],
            "deck": [BLANK] * 3,
        },
        p2={"deck": [BLANK] * 8},
    )
    play(g, "Tester: Punch Two")
    play(g, "Tester: Punch Three")
    assert cards_of(g, 0, "hand") == ["Tester: Punch Two", BLANK]  # once this turn
    g.state.turn += 1
    play(g, "Tester: Punch Two")  # the next turn: heard again
    assert cards_of(g, 0, "hand") == [BLANK, BLANK]


def test_each_time_damage_to_you_hits_back_for_the_same_amount(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Payback"], "deck": [BLANK] * 8},
        p2={"hand": ["Tester: Punch Three"], "deck": [BLANK] * 8},
    )
    play(g, "Tester: Punch Three", player=1)
    assert len(cards_of(g, 0, "deck")) == 5
    assert len(cards_of(g, 1, "deck")) == 5  # hit back for 3


def test_if_this_attack_is_blocked_it_returns_to_your_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Boomerang"]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    play(g, "Tester: Boomerang")
    assert cards_of(g, 0, "hand") == ["Tester: Boomerang"]
    g = scenario(rules, p1={"hand": ["Tester: Boomerang"]}, p2={"deck": [BLANK] * 5})
    play(g, "Tester: Boomerang")  # not blocked: to the discard pile as always
    assert cards_of(g, 0, "discard") == ["Tester: Boomerang"]


def test_when_your_opponent_blocks_this_attack_they_discard_at_random(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Booby Trap"]},
        p2={"hand": [WALL, BLANK, BLANK], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    play(g, "Tester: Booby Trap")
    assert len(cards_of(g, 1, "hand")) == 1  # the wall blocked, then one more at random
    assert g.log is not None and any(e["t"] == "rng" for e in g.log.entries)


def test_blocks_one_of_your_attacks_with_a_card_from_their_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch Three"], "keepers": ["Tester: Objection"], "deck": [BLANK]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    play(g, "Tester: Punch Three")
    assert cards_of(g, 0, "hand") == [BLANK]
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch Three"], "keepers": ["Tester: Objection"], "deck": [BLANK]},
        p2={"deck": [BLANK] * 2 + [WALL]},
    )
    play(g, "Tester: Punch Three")  # blocked from the deck: not from their hand
    assert cards_of(g, 0, "hand") == []


@pytest.mark.parametrize("counter", ["Tester: Counter", "Tester: Counter Reminded"])
def test_a_declared_keyword_hits_back_when_it_blocks_from_the_hand(rules, counter):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch Three"], "deck": [BLANK] * 5},
        p2={"hand": [counter], "deck": [BLANK] * 5},
        answers={1: [counter]},
    )
    play(g, "Tester: Punch Three")
    assert len(cards_of(g, 0, "deck")) == 4  # it hit for 1
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch Three"], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 2 + [counter]},
    )
    play(g, "Tester: Punch Three")  # blocked from the deck: no hit back
    assert len(cards_of(g, 0, "deck")) == 5


def test_a_keyword_with_a_number_its_declaration_lacks_means_its_reminder(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch Three"], "deck": [BLANK] * 5},
        p2={"hand": ["Tester: Counter Three"], "deck": [BLANK] * 5},
        answers={1: ["Tester: Counter Three"]},
    )
    play(g, "Tester: Punch Three")
    assert len(cards_of(g, 0, "deck")) == 2  # it hit for 3, as its reminder says


def test_an_undeclared_keyword_means_its_reminder_and_is_the_cards_keyword(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Mender"], "deck": [BLANK] * 2, "discard": [BLANK] * 4},
        p2={"deck": [BLANK] * 5},
        active=1,
    )
    g.take_turn()  # player 1's turn
    # drew one, then healed two at the start of the turn (two of four discards back)
    assert len(cards_of(g, 0, "discard")) == 2
    g = scenario(
        rules,
        p1={"hand": ["Tester: Mender Hunter"], "keepers": ["Tester: Mender"], "deck": [BLANK]},
        p2={"keepers": ["Tester: Counter"], "deck": [BLANK] * 5},
    )
    play(g, "Tester: Mender Hunter")
    assert cards_of(g, 0, "keepers") == [] and cards_of(g, 1, "keepers") == ["Tester: Counter"]
