"""Replacing a draw: "If your opponent would draw a card, they discard a card instead" is heard
for each card they would draw; that card stays on their deck and they discard instead."""

import pytest
from scenario import card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
SPARK = "Filler: Spark"
DRAIN = "Tester: Drain"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(SPARK, level=9, attack=1, factors=["Energy"], block="Energy"),
    vanilla(
        DRAIN,
        attack=0,
        text="2 -> Keeper. If your opponent would draw a card, they discard a card instead.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("would_draw"), cards=CARDS, with_bundled=False)


@pytest.mark.parametrize("log", [True, False])
def test_each_card_the_opponent_would_draw_is_a_discard_instead(rules, log):
    g = scenario(
        rules,
        p1={"keepers": [DRAIN], "deck": [BLANK] * 5},
        p2={"hand": [SPARK, SPARK, SPARK], "deck": [BLANK] * 4},
        answers={1: [SPARK, SPARK]},
        log=log,
    )
    assert g.draw(1, 2) == []
    assert cards_of(g, 1, "hand") == [SPARK]
    assert cards_of(g, 1, "discard") == [SPARK, SPARK]
    assert len(cards_of(g, 1, "deck")) == 4  # (nothing left the deck)


def test_the_keepers_own_player_still_draws(rules):
    g = scenario(
        rules,
        p1={"keepers": [DRAIN], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 4},
    )
    assert len(g.draw(0, 2)) == 2
    assert len(cards_of(g, 0, "hand")) == 2
