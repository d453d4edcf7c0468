"""Properties of random Legendary games for 1 to 5 players: every card is in exactly one place
after every step, the pools are empty when a turn ends, and every game ends with an outcome and a
reason (won, lost to the Scheme or the Villain Deck, or a limit)."""

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.greedy import GreedyAgent
from cardsmith.interpreter.rules import compiled_rules
from hypothesis import given, settings
from hypothesis import strategies as st

ENDINGS = {"mastermind defeated", "evil wins", "villain deck ran out", "turn limit", "limit"}


def one_place(g):
    seen = {}
    for owner, zones in enumerate(g.state.zones):
        for z, cards in zones.items():
            for c in cards:
                assert c not in seen, f"card {c} is in {seen[c]} and {(owner, z)}"
                seen[c] = (owner, z)
                assert g.state.where[c] == (owner, z)
    assert len(seen) == len(g.defs)


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 100_000), greedy=st.booleans())
def test_random_games_keep_every_card_in_one_place_reset_pools_and_end(seats, seed, greedy):
    rules = compiled_rules("legendary")
    agents = [GreedyAgent(seed + i) if greedy else RandomAgent(seed + i) for i in range(seats)]
    g = Game(rules, [[] for _ in range(seats)], agents, seed)
    g.on_step = lambda game, step: one_place(game)
    upkeep, ends = g._upkeep, []

    def turn_end():  # the pools are empty once the turn is over
        upkeep()
        assert g.state.counters["recruit"] == [0] * seats
        assert g.state.counters["attack"] == [0] * seats
        ends.append(g.state.turn)

    g._upkeep = turn_end
    out = g.run()
    one_place(g)
    assert ends
    assert out is not None and out.reason and out.ending in ENDINGS
    assert len(out.scores) == seats and all(s >= 0 for s in out.scores)
    if out.side == "game":
        assert set(out.results) == {"lose"}
    elif out.winners:
        assert list(out.winners) == list(range(seats))
