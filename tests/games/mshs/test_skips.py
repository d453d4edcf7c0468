"""Skipping a step of the turn: "Your opponent skips their next draw step" (only their next
one), "Skip your draw step next turn", "Your opponent doesn't flip the coin for power next
turn" (the step that flips it, ``flip_for: power``, is left out: the power stays)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
NO_DRAW = "Tester: No Draw"
NO_FLIP = "Tester: No Flip"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(NO_DRAW, attack=0, text="Your opponent skips their next draw step."),
    vanilla(NO_FLIP, attack=0, text="Your opponent doesn't flip the coin for power next turn."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("skips"), cards=CARDS, with_bundled=False)


def _play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_the_opponent_skips_their_next_draw_step_only(rules):
    g = scenario(rules, p1={"hand": [NO_DRAW], "deck": [BLANK] * 5}, p2={"deck": [BLANK] * 5})
    _play(g, NO_DRAW)
    g.take_turn()  # the opponent's turn: no draw
    assert g.state.active == 1 and cards_of(g, 1, "hand") == []
    assert any(e.get("t") == "skip_step" for e in g.log.entries)
    g.take_turn()  # mine: I draw
    assert len(cards_of(g, 0, "hand")) == 1
    g.take_turn()  # theirs again: they draw now
    assert len(cards_of(g, 1, "hand")) == 1


def test_the_opponent_does_not_flip_for_power_on_their_next_turn(rules):
    g = scenario(
        rules,
        p1={"hand": [NO_FLIP], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 5},
        power=4,
    )
    _play(g, NO_FLIP)
    flips = sum(1 for e in g.log.entries if e.get("what") == "coin")
    g.take_turn()
    assert sum(1 for e in g.log.entries if e.get("what") == "coin") == flips
    assert g.state.counters["power"] == 4
    assert len(cards_of(g, 1, "hand")) == 1  # (only that step: they still draw)
