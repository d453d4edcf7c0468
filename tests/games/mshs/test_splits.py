"""Looking at the top cards of a deck and splitting them: "Put one of them into your hand and
the rest on the bottom of your deck in any order", "... and discard the other"; "the rest"
(the others, the other card) is every card looked at that no step has moved since."""

import pytest
from scenario import card_set, cards_of, scenario, vanilla

A = "Filler: Card A"
B = "Filler: Card B"
C = "Filler: Card C"
D = "Filler: Card D"
SPLIT = "Tester: Split Three"
PICK_DISCARD = "Tester: Pick And Discard"
TWO_AND_BACK = "Tester: Two And Back"
TECH_TO_HAND = "Tester: Tech To Hand"
TECH = "Filler: Tech Card"
CARDS = [
    vanilla(A, factors=["Energy"], block="Energy"),
    vanilla(B, factors=["Energy"], block="Energy"),
    vanilla(C, factors=["Energy"], block="Energy"),
    vanilla(D, factors=["Energy"], block="Energy"),
    vanilla(TECH, factors=["Tech"], block="Energy"),
    vanilla(
        SPLIT,
        attack=0,
        text="Look at the top three cards of your deck. Put one into your hand and the rest "
        "on the bottom of your deck in any order.",
    ),
    vanilla(
        PICK_DISCARD,
        attack=0,
        text="Look at the top two cards of your deck. Put one of them into your hand and "
        "discard the other.",
    ),
    vanilla(
        TWO_AND_BACK,
        attack=0,
        text="Look at the top four cards of your deck. Put two of them into your hand. Put "
        "the others back in any order.",
    ),
    vanilla(
        TECH_TO_HAND,
        attack=0,
        text="Reveal the top three cards of your deck. Put all Tech cards revealed this way "
        "into your hand and the remaining cards into your discard pile.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("splits"), cards=CARDS, with_bundled=False)


def _play(g, name):
    from scenario import card_id

    g.play_card(0, card_id(g, name, 0, "hand"))


def test_one_to_the_hand_and_the_rest_to_the_bottom_in_the_order_chosen(rules):
    # deck bottom first: D is the bottom card; A, B, C are the top three (C on top)
    g = scenario(rules, p1={"hand": [SPLIT], "deck": [D, A, B, C]}, answers={0: [B, C]})
    _play(g, SPLIT)
    assert cards_of(g, 0, "hand") == [B]
    # the rest (A and C) go under D, C chosen to be the upper of the two
    assert cards_of(g, 0, "deck") == [A, C, D]


def test_one_to_the_hand_and_the_other_discarded(rules):
    g = scenario(rules, p1={"hand": [PICK_DISCARD], "deck": [C, A, B]}, answers={0: [A]})
    _play(g, PICK_DISCARD)
    assert cards_of(g, 0, "hand") == [A]
    assert cards_of(g, 0, "discard") == [B, PICK_DISCARD]
    assert cards_of(g, 0, "deck") == [C]  # (the card not looked at stays)


def test_two_to_the_hand_and_the_others_back_on_top(rules):
    g = scenario(
        rules,
        p1={"hand": [TWO_AND_BACK], "deck": [D, A, B, C, TECH]},
        answers={0: [TECH, B, A]},  # (the two kept, then which of the others goes on top)
    )
    _play(g, TWO_AND_BACK)
    assert sorted(cards_of(g, 0, "hand")) == sorted([TECH, B])
    assert cards_of(g, 0, "deck") == [D, C, A]


def test_the_cards_a_filter_keeps_and_the_remaining_ones(rules):
    g = scenario(rules, p1={"hand": [TECH_TO_HAND], "deck": [D, TECH, A, TECH]})
    _play(g, TECH_TO_HAND)
    assert cards_of(g, 0, "hand") == [TECH, TECH]
    assert cards_of(g, 0, "discard") == [A, TECH_TO_HAND]
    assert cards_of(g, 0, "deck") == [D]
