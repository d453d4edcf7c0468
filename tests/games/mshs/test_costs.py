"""Costs: "Discard a card to play another card" (the effect happens only when the cost was
paid; "to play" after a cost is the verb, not the zone "play")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PUNCH = "Tester: Punch Four"
TRADE = "Tester: Trade In"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PUNCH, level=1, attack=4, factors=["Strength"]),
    vanilla(TRADE, level=1, attack=0, text="You may discard a card to play another card."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("costs"), cards=CARDS, with_bundled=False)


def test_paying_the_cost_plays_another_card(rules):
    g = scenario(
        rules,
        p1={"hand": [TRADE, BLANK, PUNCH], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 8},
        answers={0: ["yes", BLANK, PUNCH]},
        power=9,
    )
    g.play_card(0, card_id(g, TRADE, 0, "hand"))
    assert cards_of(g, 0, "hand") == []
    assert PUNCH in cards_of(g, 0, "discard") and BLANK in cards_of(g, 0, "discard")
    assert len(cards_of(g, 1, "deck")) == 8 - 4  # the punch was played


def test_without_the_cost_nothing_is_played(rules):
    g = scenario(
        rules,
        p1={"hand": [TRADE, BLANK, PUNCH], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 8},
        answers={0: ["no"]},
        power=9,
    )
    g.play_card(0, card_id(g, TRADE, 0, "hand"))
    assert cards_of(g, 0, "hand") == [BLANK, PUNCH]
    assert len(cards_of(g, 1, "deck")) == 8
