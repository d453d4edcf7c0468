"""Another player puts cards somewhere: "Your opponent puts a card from their hand on top of
their deck" (they choose; "their" is theirs), "... chooses a card from their hand and puts it
into your hand" (the subject goes on to the joined effect), "each player puts ..."."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

A = "Filler: Card A"
B = "Filler: Card B"
STASH = "Tester: Stash It"
GIFT = "Tester: Hand It Over"
BOTH = "Tester: Both Stash"
CARDS = [
    vanilla(A, factors=["Energy"], block="Energy"),
    vanilla(B, factors=["Energy"], block="Energy"),
    vanilla(
        STASH,
        attack=0,
        text="Your opponent puts a card from their hand on top of their deck.",
    ),
    vanilla(
        GIFT,
        attack=0,
        text="Your opponent chooses a card from their hand and puts it into your hand.",
    ),
    vanilla(
        BOTH,
        attack=0,
        text="Each player puts a card from their hand on the bottom of their deck.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("players_put"), cards=CARDS, with_bundled=False)


def _play(g, name):
    g.play_card(0, card_id(g, name, 0, "hand"))


def test_the_opponent_chooses_from_their_hand_and_it_goes_on_their_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [STASH], "deck": [A]},
        p2={"hand": [A, B], "deck": [A]},
        answers={1: [B]},
    )
    _play(g, STASH)
    assert cards_of(g, 1, "hand") == [A]
    assert cards_of(g, 1, "deck") == [A, B]


def test_the_subject_goes_on_to_the_joined_effect(rules):
    g = scenario(
        rules,
        p1={"hand": [GIFT], "deck": [A]},
        p2={"hand": [A, B], "deck": [A]},
        answers={1: [B]},
    )
    _play(g, GIFT)
    assert cards_of(g, 0, "hand") == [B]
    assert cards_of(g, 1, "hand") == [A]


def test_each_player_puts_a_card_of_their_own(rules):
    g = scenario(
        rules,
        p1={"hand": [BOTH, A, B], "deck": [A]},
        p2={"hand": [A, B], "deck": [A]},
        answers={0: [A], 1: [B]},
    )
    _play(g, BOTH)
    assert cards_of(g, 0, "deck") == [A, A] and cards_of(g, 0, "hand") == [B]
    assert cards_of(g, 1, "deck") == [B, A] and cards_of(g, 1, "hand") == [A]
