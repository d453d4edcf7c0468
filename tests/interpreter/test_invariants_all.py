"""Properties every bundled game keeps, for every number of seats it allows: every card is in
exactly one zone after every step of every turn, every table zone exists once (at the table,
never at a seat), every game ends with an outcome and a reason, and every log replays."""

import pytest
from cardsmith.dsl.cardset import bundled_games
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.match import new_game
from cardsmith.interpreter.replay import replay
from cardsmith.interpreter.rules import compiled_rules
from hypothesis import given, settings
from hypothesis import strategies as st

GAMES = [g for g in bundled_games()]


def seatings():
    for game in GAMES:
        rules = compiled_rules(game)
        for n in range(max(2, rules.gd.seats.min), rules.gd.seats.max + 1):
            yield game, n


def check(g):
    s = g.state
    seen = {}
    for owner, zones in enumerate(s.zones):
        for z, cards in zones.items():
            for c in cards:
                assert c not in seen, f"card {c} is in {seen[c]} and {(owner, z)}"
                seen[c] = (owner, z)
                assert s.where[c] == (owner, z)
    assert len(seen) == len(g.defs), "a card is in no zone"
    for z in g.gd.table_zones():
        assert z in s.zones[g.table]
        assert all(z not in s.zones[p] for p in range(g.nplayers))
    for z in g.gd.seat_zones():
        assert all(z in s.zones[p] for p in range(g.nplayers))
        assert z not in s.zones[g.table]


def game_of(game, n, seed, log=True):
    rules = compiled_rules(game)
    decks = sorted(rules.cardset.decks)
    names = [decks[(seed + i) % len(decks)] for i in range(n)] if decks else []
    agents = [RandomAgent(seed * 10 + i) for i in range(n)]
    g = new_game(rules, names, agents, seed, log=log, seats=n)
    g.on_step = lambda game, step: check(game)
    return g


@pytest.mark.parametrize("game, seats", list(seatings()))
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_zones_hold_and_every_game_ends_with_an_outcome(game, seats, seed):
    g = game_of(game, seats, seed)
    out = g.run()
    check(g)
    assert out is not None and out.reason and out.ending
    assert len(out.results) == seats
    assert set(out.results) <= {"win", "lose", "draw"}
    assert (out.side is None) == (set(out.results) == {"draw"}) or out.side == "game"


@pytest.mark.parametrize("game, seats", list(seatings()))
def test_every_log_replays(game, seats, tmp_path):
    for seed in (1, 2):
        g = game_of(game, seats, seed)
        g.run()
        path = tmp_path / f"{game}-{seats}-{seed}.jsonl"
        g.log.dump(str(path))
        report = replay(str(path))
        assert report.ok, report.message
