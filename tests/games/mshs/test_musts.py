"""What a player must do: "Your opponent must block with a card from their hand if able" (the
block is no longer theirs to decline when they have a card that can), "Your opponent chooses one:
discard two cards, or you draw two cards" (they pick, and do an option without a subject; "you"
is still the card's player)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
WALL = "Blocker: Strength Wall"
PUNCH = "Tester: Punch Three"
FORCE = "Tester: Force Block"
TECH_FORCE = "Tester: Tech Force"
DILEMMA = "Tester: Dilemma"
TECH_WALL = "Blocker: Tech Strength Wall"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(WALL, level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla(TECH_WALL, level=9, attack=1, factors=["Tech"], block="Strength"),
    vanilla(PUNCH, attack=3, factors=["Strength"]),
    vanilla(
        FORCE,
        attack=0,
        text="Your opponent must block with a card from their hand this turn if able.",
    ),
    vanilla(TECH_FORCE, attack=0, text="Your opponent must block with a Tech card this turn."),
    vanilla(
        DILEMMA,
        attack=0,
        text="Your opponent must choose one: discard two cards, or you draw two cards.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("musts"), cards=CARDS, with_bundled=False)


def _play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_a_block_that_must_be_made_is_not_offered_to_decline(rules):
    g = scenario(
        rules,
        p1={"hand": [FORCE, PUNCH], "deck": [BLANK] * 5},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: [None]},  # (the first option: with one card that must block, it is asked)
    )
    _play(g, FORCE)
    _play(g, PUNCH)
    asked = [d for d in g.agents[1].asked if d.kind == "block"]
    assert asked and "take" not in asked[0].options
    assert cards_of(g, 1, "discard") == [WALL]


def test_only_the_cards_it_names_must_block(rules):
    g = scenario(
        rules,
        p1={"hand": [TECH_FORCE, PUNCH], "deck": [BLANK] * 5},
        p2={"hand": [WALL, TECH_WALL], "deck": [BLANK] * 5},
        answers={1: [None]},
    )
    _play(g, TECH_FORCE)
    _play(g, PUNCH)
    (asked,) = [d for d in g.agents[1].asked if d.kind == "block"]
    assert [g.defs[c].name for c in asked.options] == [TECH_WALL]


def test_without_it_the_block_may_be_declined(rules):
    g = scenario(
        rules,
        p1={"hand": [PUNCH], "deck": [BLANK] * 5},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: ["take"]},
    )
    _play(g, PUNCH)
    assert cards_of(g, 1, "hand") == [WALL]


@pytest.mark.parametrize("option,p1_hand,p2_hand", [(0, 0, 0), (1, 2, 2)])
def test_the_opponent_chooses_and_does_their_option(rules, option, p1_hand, p2_hand):
    g = scenario(
        rules,
        p1={"hand": [DILEMMA], "deck": [BLANK] * 5},
        p2={"hand": [BLANK, BLANK], "deck": [BLANK] * 5},
        answers={1: [option, BLANK, BLANK]},
    )
    _play(g, DILEMMA)
    assert len(cards_of(g, 0, "hand")) == p1_hand
    assert len(cards_of(g, 1, "hand")) == p2_hand
