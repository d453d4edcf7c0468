"""Other players as actors: what a sentence's subject does is done by that player, and
"their" means that player ("Your opponent reveals the top card of their deck. If it's ...,
discard it."; "your opponent may ..."; "each player heals ...")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
HIGH = "Filler: High"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: High", level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla(
        "Tester: Mill Check",
        attack=0,
        text="Your opponent reveals the top card of their deck. If it's level 5 or more, "
        "discard it.",
    ),
    vanilla(
        "Tester: Their Choice",
        attack=0,
        text="Your opponent may discard a card. If they do, they draw two cards.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("actors"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


@pytest.mark.parametrize("top,discarded", [(HIGH, [HIGH]), (BLANK, [])])
def test_your_opponent_reveals_the_top_card_of_their_deck(rules, top, discarded):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Mill Check"], "deck": [HIGH, HIGH]},
        p2={"deck": [BLANK, top]},
    )
    play(g, "Tester: Mill Check")
    assert cards_of(g, 1, "discard") == discarded  # theirs, not yours
    assert cards_of(g, 0, "deck") == [HIGH, HIGH]
    revealed = [e for e in g.log.entries if e["t"] == "reveal"]
    assert revealed and revealed[0]["player"] == 1


def test_your_opponent_may_and_they_do_it(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Their Choice"], "deck": [BLANK] * 3},
        p2={"hand": [HIGH], "deck": [BLANK] * 3},
        answers={1: [True]},
    )
    play(g, "Tester: Their Choice")
    assert cards_of(g, 1, "discard") == [HIGH]
    assert cards_of(g, 1, "hand") == [BLANK, BLANK]
    assert cards_of(g, 0, "hand") == []


# ---------------------------------------------------------------- choosers and "it"/"them"

KEEP_A, KEEP_B = "Keeper: Alpha", "Keeper: Beta"
QUICK = "Filler: Quick"
CHOOSERS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: High", level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: Quick", level=1, attack=1, factors=["Speed"], block="Energy"),
    vanilla(KEEP_A, attack=0, text="2 -> Keeper. Heal 1."),
    vanilla(KEEP_B, attack=0, text="2 -> Keeper. Heal 1."),
    vanilla(
        "Tester: Their Pick",
        attack=0,
        text="Your opponent chooses one of their Keepers and destroys it.",
    ),
    vanilla(
        "Tester: Everyone Picks",
        attack=0,
        text="Each player chooses a Keeper they control and destroys it.",
    ),
    vanilla(
        "Tester: Blind Pick",
        attack=0,
        text="Your opponent chooses a card from their hand at random and discards it. "
        "If it's level 5 or more, draw a card.",
    ),
    vanilla(
        "Tester: Show Me",
        attack=0,
        text="Your opponent shows you their hand. Then they discard every card of level 5 or "
        "more from it.",
    ),
    vanilla(
        "Tester: Peek",
        attack=0,
        text="Look at your opponent's hand. Choose a card from it. Your opponent discards "
        "that card.",
    ),
    vanilla(
        "Tester: Count Them",
        attack=1,
        text="Your opponent reveals the top two cards of their deck. This card is attack +2 "
        "for each Speed card among them.",
    ),
]


@pytest.fixture(scope="module")
def choosers(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("choosers"), cards=CHOOSERS, with_bundled=False)


def test_your_opponent_chooses_one_of_their_keepers_and_destroys_it(choosers):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Their Pick"], "keepers": [KEEP_A]},
        p2={"keepers": [KEEP_A, KEEP_B], "deck": [BLANK] * 3},
        answers={1: [KEEP_B]},
    )
    play(g, "Tester: Their Pick")
    assert cards_of(g, 1, "keepers") == [KEEP_A]  # the one they chose went
    assert cards_of(g, 0, "keepers") == [KEEP_A]  # and not one of yours
    assert [d.player for d in g.agents[1].asked if d.kind == "choose"] == [1]


def test_each_player_chooses_a_keeper_they_control_and_destroys_it(choosers):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Everyone Picks"], "keepers": [KEEP_A, KEEP_B]},
        p2={"keepers": [KEEP_A, KEEP_B], "deck": [BLANK] * 3},
        answers={0: [KEEP_A], 1: [KEEP_B]},
    )
    play(g, "Tester: Everyone Picks")
    assert cards_of(g, 0, "keepers") == [KEEP_B]
    assert cards_of(g, 1, "keepers") == [KEEP_A]


@pytest.mark.parametrize("card,drawn", [(HIGH, 1), (BLANK, 0)])
def test_your_opponent_chooses_a_card_at_random_and_discards_it(choosers, card, drawn):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Blind Pick"], "deck": [BLANK] * 3},
        p2={"hand": [card], "deck": [BLANK] * 3},
        seed=7,
    )
    play(g, "Tester: Blind Pick")
    assert cards_of(g, 1, "discard") == [card]
    assert len(cards_of(g, 0, "hand")) == drawn


def test_your_opponent_shows_their_hand_and_discards_from_it(choosers):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Show Me", HIGH], "deck": [BLANK] * 3},
        p2={"hand": [HIGH, BLANK, HIGH], "deck": [BLANK] * 3},
    )
    play(g, "Tester: Show Me")
    assert cards_of(g, 1, "hand") == [BLANK]
    assert cards_of(g, 1, "discard") == [HIGH, HIGH]
    assert cards_of(g, 0, "hand") == [HIGH]  # "it" is their hand, not yours


def test_choose_a_card_from_the_hand_you_looked_at(choosers):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Peek", BLANK], "deck": [BLANK] * 3},
        p2={"hand": [BLANK, HIGH], "deck": [BLANK] * 3},
        answers={0: [HIGH]},
    )
    theirs = set(g.state.zones[1]["hand"])
    play(g, "Tester: Peek")
    (chosen,) = [d for d in g.agents[0].asked if d.kind == "choose"]
    assert set(chosen.options) == theirs  # from the hand looked at
    assert cards_of(g, 1, "hand") == [BLANK]
    assert cards_of(g, 1, "discard") == [HIGH]
    assert cards_of(g, 0, "hand") == [BLANK]


@pytest.mark.parametrize("deck,attack", [([QUICK, BLANK, QUICK], 3), ([BLANK, QUICK, QUICK], 5)])
def test_attack_plus_two_for_each_speed_card_among_them(choosers, deck, attack):
    g = scenario(
        choosers,
        p1={"hand": ["Tester: Count Them"]},
        p2={"deck": [BLANK] * 6 + deck},
    )
    play(g, "Tester: Count Them")
    assert g.damage_done(card_id(g, "Tester: Count Them")) == attack
