"""Games per second of the engine on one core, with random agents and no log.

(a) MSHS with the bundled decks; (b) the same decks with every card's text taken away, beside
``vanilla_mshs.py``, the plain hand-written loop of the same vanilla rules; (c) the other
bundled games (OmniVerse; Crazy Eights at 4 seats; Legendary at 2 and 4 players, a random
Scheme and Mastermind each game).  They are run alternately, several rounds,
and the best round of each is kept (the machine's speed varies).

    python benchmarks/bench_engine.py [games per round] [rounds]
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))

from cardsmith.dsl.cardset import load_cardset
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules, compiled_rules
from vanilla_mshs import deck_from_cards
from vanilla_mshs import run as run_vanilla


def engine_rate(rules, games: int) -> tuple[float, float]:
    decks = list(rules.cardset.decks)
    keys = {d: rules.deck_keys(d) for d in decks}
    turns = 0
    start = time.perf_counter()
    for seed in range(games):
        a, b = decks[seed % len(decks)], decks[(seed // len(decks)) % len(decks)]
        res = Game(
            rules, [keys[a], keys[b]], [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed
        ).run()
        turns += res.turns
    return games / (time.perf_counter() - start), turns / games


def seated_rate(rules, seats: int, games: int) -> tuple[float, float]:
    """Games/s of a game played by ``seats`` random agents (its decks rotated, if it has)."""
    decks = sorted(rules.cardset.decks)
    keys = {d: rules.deck_keys(d) for d in decks}
    turns = 0
    start = time.perf_counter()
    for seed in range(games):
        chosen = (
            [keys[decks[(seed + i) % len(decks)]] for i in range(seats)]
            if decks
            else [[] for _ in range(seats)]
        )
        res = Game(rules, chosen, [RandomAgent(seed * 8 + i) for i in range(seats)], seed).run()
        turns += res.turns
    return games / (time.perf_counter() - start), turns / games


def main(games: int = 2000, rounds: int = 5) -> dict:
    bundled = CompiledRules(load_cardset("mshs"))
    plain_set = load_cardset("mshs")
    for c in plain_set.cards:
        c.texts = {}
    plain = CompiledRules(plain_set)
    by_name = {c.name: c.fields for c in plain_set.cards}
    vanilla_decks = {
        k: deck_from_cards([by_name[n] for n, cnt in d.cards.items() for _ in range(cnt)])
        for k, d in plain_set.decks.items()
    }
    omniverse, eights = compiled_rules("omniverse"), compiled_rules("crazy_eights")
    legendary = compiled_rules("legendary")
    best = {
        "bundled": 0.0,
        "textless": 0.0,
        "vanilla": 0.0,
        "omniverse": 0.0,
        "crazy_eights_4": 0.0,
        "legendary_2": 0.0,
        "legendary_4": 0.0,
    }
    turns = {}
    for _ in range(rounds):
        for name, fn in (
            ("bundled", lambda: engine_rate(bundled, games)),
            ("textless", lambda: engine_rate(plain, games)),
            ("vanilla", lambda: run_vanilla(vanilla_decks, games)),
            ("omniverse", lambda: seated_rate(omniverse, 2, games // 2)),
            ("crazy_eights_4", lambda: seated_rate(eights, 4, games // 2)),
            ("legendary_2", lambda: seated_rate(legendary, 2, max(1, games // 20))),
            ("legendary_4", lambda: seated_rate(legendary, 4, max(1, games // 20))),
        ):
            rate, t = fn()
            best[name] = max(best[name], rate)
            turns[name] = t
    ratio = best["vanilla"] / best["textless"]
    print(
        f"(a) engine, bundled decks:      {best['bundled']:8,.0f} games/s "
        f"({turns['bundled']:.1f} turns/game)"
    )
    print(
        f"(b) engine, decks without text: {best['textless']:8,.0f} games/s "
        f"({turns['textless']:.1f} turns/game)"
    )
    print(
        f"    hand-written vanilla loop:  {best['vanilla']:8,.0f} games/s "
        f"({turns['vanilla']:.1f} turns/game)"
    )
    print(f"    ratio (loop / engine):      {ratio:8.2f}x")
    print(
        f"(c) OmniVerse, bundled decks:   {best['omniverse']:8,.0f} games/s "
        f"({turns['omniverse']:.1f} rounds/game)"
    )
    print(
        f"    Crazy Eights, 4 seats:      {best['crazy_eights_4']:8,.0f} games/s "
        f"({turns['crazy_eights_4']:.1f} turns/game)"
    )
    print(
        f"(d) Legendary, 2 players:       {best['legendary_2']:8,.0f} games/s "
        f"({turns['legendary_2']:.1f} turns/game)"
    )
    print(
        f"    Legendary, 4 players:       {best['legendary_4']:8,.0f} games/s "
        f"({turns['legendary_4']:.1f} turns/game)"
    )
    return {**best, "ratio": ratio}


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*args)
