"""More wordings of restrictions, each doing what it says: "X can't be damaged by Y" (by the
damage's source), "can't play more than one card each turn" ("per turn", "a turn": what "more
than" counts is this turn's anyway), "can't draw cards" (drawing at all)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PUNCH = "Tester: Punch Four"
HITTER = "Tester: Hitter Keeper"
WARD = "Tester: Keeper Ward"
LIMIT = "Tester: One Per Turn"
DROUGHT = "Tester: Drought"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PUNCH, attack=4, factors=["Strength"]),
    vanilla(
        HITTER, attack=0, text="2 -> Keeper. At the start of your turn, this Keeper hits for 2."
    ),
    vanilla(WARD, attack=0, text="2 -> Keeper. You can't be damaged by Keepers."),
    vanilla(
        LIMIT, attack=0, text="2 -> Keeper. Your opponent can't play more than one card per turn."
    ),
    vanilla(
        DROUGHT,
        attack=0,
        text="Your opponent can't draw cards until the end of your next turn.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("restriction_forms"), cards=CARDS, with_bundled=False)


@pytest.mark.parametrize("wards,taken", [([WARD], 0), ([], 2)])
def test_cant_be_damaged_by_keepers_stops_a_keepers_hit(rules, wards, taken):
    g = scenario(
        rules,
        p1={"keepers": [HITTER], "deck": [BLANK] * 5},
        p2={"keepers": wards, "deck": [BLANK] * 8},
        active=1,
    )
    g.take_turn()  # (the Hitter's turn: it hits for 2 at the start)
    assert len(cards_of(g, 1, "deck")) == 8 - taken


def test_cant_be_damaged_by_keepers_lets_an_attack_damage(rules):
    g = scenario(
        rules,
        p1={"hand": [PUNCH], "deck": [BLANK] * 5},
        p2={"keepers": [WARD], "deck": [BLANK] * 8},
    )
    g.play_card(0, card_id(g, PUNCH, 0, "hand"))
    assert len(cards_of(g, 1, "deck")) == 8 - 4


def test_cant_play_more_than_one_card_per_turn(rules):
    g = scenario(
        rules,
        p1={"keepers": [LIMIT], "deck": [BLANK] * 5},
        p2={"hand": [PUNCH, PUNCH], "deck": [BLANK] * 8},
        active=1,
    )
    first, second = (c for c in g.state.zones[1]["hand"])
    assert g.can_play(1, first)
    g.play_card(1, first)
    assert not g.can_play(1, second)
    g.state.turn += 1  # (a new turn: one more)
    assert g.can_play(1, second)


def test_cant_draw_cards_until_the_end_of_your_next_turn(rules):
    g = scenario(
        rules,
        p1={"hand": [DROUGHT], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 8},
    )
    g.play_card(0, card_id(g, DROUGHT, 0, "hand"))
    assert g.draw(1, 2) == []
    assert g.draw(0, 1) != []  # (only the opponent)
