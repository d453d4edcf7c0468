"""Halves with rounding: "Your opponent discards half of their hand, rounded up" (half the
cards there, the count rounded as said; "rounded down" when unsaid).  ("Heal half the damage you
took last turn" is the amount's other wording: the set must build with it.)"""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PUNCH = "Tester: Punch Five"
UP = "Tester: Half Up"
DOWN = "Tester: Half Down"
MEND = "Tester: Half Mend"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PUNCH, attack=5, factors=["Strength"]),
    vanilla(UP, attack=0, text="Your opponent discards half of their hand, rounded up."),
    vanilla(DOWN, attack=0, text="Your opponent discards half their hand."),
    vanilla(MEND, attack=0, text="Heal half the damage you took last turn, rounded down."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("halves"), cards=CARDS, with_bundled=False)


@pytest.mark.parametrize("card,kept", [(UP, 2), (DOWN, 3)])
def test_half_of_a_hand_of_five_is_rounded_as_said(rules, card, kept):
    g = scenario(
        rules,
        p1={"hand": [card], "deck": [BLANK] * 5},
        p2={"hand": [BLANK] * 5, "deck": [BLANK] * 5},
        answers={1: [BLANK] * (5 - kept)},
    )
    g.play_card(0, card_id(g, card, 0, "hand"))
    assert len(cards_of(g, 1, "hand")) == kept
    assert len(cards_of(g, 1, "discard")) == 5 - kept
