"""The same properties as test_invariants.py, over random OmniVerse games (both universes,
both seatings, random and greedy agents): every card — fighters and the 30 Locations — in
exactly one zone after every step of every round; every game ends; the same seed gives the
same log; every log replays to the same final state."""

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.greedy import GreedyAgent
from cardsmith.interpreter.match import new_game
from cardsmith.interpreter.replay import replay
from cardsmith.interpreter.rules import compiled_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from test_invariants import check_zones

SEATINGS = st.sampled_from([("avengers", "justice_league"), ("justice_league", "avengers")])


@pytest.fixture(scope="module")
def omni():
    return compiled_rules("omniverse")


def agents_for(kind, seed):
    return {
        "random": [RandomAgent(seed + 1), RandomAgent(seed + 2)],
        "greedy": [GreedyAgent(seed + 1), GreedyAgent(seed + 2)],
        "mixed": [GreedyAgent(seed + 1), RandomAgent(seed + 2)],
    }[kind]


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    decks=SEATINGS,
    agents=st.sampled_from(["random", "greedy", "mixed"]),
)
def test_random_omniverse_games_keep_every_invariant(omni, seed, decks, agents):
    g = new_game(omni, list(decks), agents_for(agents, seed), seed, log=True)
    steps = []

    def on_step(game, step):
        check_zones(game)
        steps.append(step)

    g.on_step = on_step
    result = g.run()
    check_zones(g)
    assert steps  # the hook saw every round
    assert result.winner is not None and result.reason  # every game ends
    assert result.turns <= g.gd.limits["max_turns"]
    assert len(g.defs) == 60  # 2 x 15 fighters + 30 Locations


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), decks=SEATINGS)
def test_omniverse_same_seed_same_log(omni, seed, decks):
    logs = []
    for _ in range(2):
        g = new_game(omni, list(decks), agents_for("mixed", seed), seed, log=True)
        g.run()
        logs.append(g.log.text())
    assert logs[0] == logs[1]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), decks=SEATINGS)
def test_every_omniverse_log_replays(omni, seed, decks, tmp_path_factory):
    g = new_game(omni, list(decks), agents_for("random", seed), seed, log=True)
    g.run()
    path = tmp_path_factory.mktemp("ologs") / f"g{seed}.jsonl"
    g.log.dump(str(path))
    report = replay(str(path))
    assert report.ok, report.message
    assert report.result.digest == g.result().digest
