"""Properties of whole games, over many random games with every bundled deck: every card is
in exactly one zone after every step, counters stay in bounds, the end-of-turn limits hold,
every game ends, the same seed gives the same log, and every log replays."""

import itertools

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.greedy import GreedyAgent
from cardsmith.interpreter.match import new_game
from cardsmith.interpreter.replay import replay
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.sim import check_counters_for
from hypothesis import given, settings
from hypothesis import strategies as st


@pytest.fixture(scope="module")
def mshs():
    return compiled_rules("mshs")


def check_zones(g):
    seen = {}
    s = g.state
    for p, zones in enumerate(s.zones):
        for z, cards in zones.items():
            for c in cards:
                assert c not in seen, f"card {c} is in {seen[c]} and {(p, z)}"
                seen[c] = (p, z)
                assert s.where[c] == (p, z)
    assert len(seen) == len(g.defs), "a card is in no zone"


def check_counters(g):
    for name, cdef in g.gd.counters.items():
        for p in range(g.nplayers):
            v = g.counter_for(name, p)
            assert cdef.min is None or v >= cdef.min
            assert cdef.max is None or v <= cdef.max
        base = g.state.counters[name]
        assert cdef.max is None or base <= cdef.max
        assert cdef.min is None or base >= cdef.min


def watched_game(rules, decks, seed, agents):
    g = new_game(rules, decks, agents, seed, log=True)
    steps = []

    def on_step(game, kind):
        check_zones(game)
        check_counters(game)
        check_counters_for(game)
        steps.append(kind)

    g.on_step = on_step
    return g


def end_of_turn_limits(g):
    for p in range(g.nplayers):
        assert len(g.state.zones[p]["hand"]) <= g.state.params["hand_limit"]
        assert len(g.state.zones[p]["keepers"]) <= g.state.params["keeper_limit"]


deck_pairs = st.sampled_from(
    list(
        itertools.product(
            ["avengers_power", "fantastic_tricks", "sinister_villains", "xmen_fury"], repeat=2
        )
    )
)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    decks=deck_pairs,
    agents=st.sampled_from(["random", "greedy", "mixed"]),
)
def test_random_games_keep_every_invariant(mshs, seed, decks, agents):
    ags = {
        "random": [RandomAgent(seed + 1), RandomAgent(seed + 2)],
        "greedy": [GreedyAgent(seed + 1), GreedyAgent(seed + 2)],
        "mixed": [GreedyAgent(seed + 1), RandomAgent(seed + 2)],
    }[agents]
    g = watched_game(mshs, list(decks), seed, ags)
    turns = []
    original = g.take_turn

    def take_turn():
        original()
        if g.state.outcome is None:
            end_of_turn_limits(g)
        turns.append(g.state.turn)

    g.take_turn = take_turn
    result = g.run()
    check_zones(g)
    assert result.winner is not None  # every game ends
    assert result.turns <= g.gd.limits["max_turns"]
    assert result.reason


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), decks=deck_pairs)
def test_same_seed_same_log(mshs, seed, decks):
    logs = []
    for _ in range(2):
        g = new_game(
            mshs, list(decks), [RandomAgent(seed + 1), GreedyAgent(seed + 2)], seed, log=True
        )
        g.run()
        logs.append(g.log.text())
    assert logs[0] == logs[1]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), decks=deck_pairs)
def test_every_log_replays(mshs, seed, decks, tmp_path_factory):
    g = new_game(mshs, list(decks), [RandomAgent(seed + 1), RandomAgent(seed + 2)], seed, log=True)
    g.run()
    path = tmp_path_factory.mktemp("logs") / f"g{seed}.jsonl"
    g.log.dump(str(path))
    report = replay(str(path))
    assert report.ok, report.message
    assert report.result.digest == g.result().digest


def test_a_different_seed_gives_a_different_game(mshs):
    texts = set()
    for seed in (1, 2, 3):
        g = new_game(
            mshs, ["xmen_fury", "avengers_power"], [RandomAgent(1), RandomAgent(2)], seed, log=True
        )
        g.run()
        texts.add(g.log.text())
    assert len(texts) == 3
