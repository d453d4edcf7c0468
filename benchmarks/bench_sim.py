"""Simulation throughput and memory.

    python benchmarks/bench_sim.py [games] [big]

Games per second with 1 and 2 worker processes on MSHS and OmniVerse (random agents), and the
peak memory (max RSS of this process and of its workers) of a run of ``big`` games — which
should stay flat however many games are played.
"""

from __future__ import annotations

import resource
import sys
import time

from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.runner import simulate


def rate(game: str, n: int, jobs: int) -> float:
    rules = compiled_rules(game)
    decks = sorted(rules.cardset.decks)
    start = time.perf_counter()
    tally = simulate(rules.target, decks, ("random", "random"), n, 1, jobs)
    elapsed = time.perf_counter() - start
    assert tally.games + len(tally.failures) == n
    return n / elapsed


def peak_mb() -> tuple[float, float]:
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return me, kids


def main(n: int = 6000, big: int = 100_000, tries: int = 3) -> None:
    # best of a few runs each: on a shared virtual machine a process's speed varies by up to
    # ~1.7x with where it lands, which would otherwise swamp the J=1 / J=2 comparison
    for game in ("mshs", "omniverse"):
        r1 = max(rate(game, n, 1) for _ in range(tries))
        r2 = max(rate(game, n, 2) for _ in range(tries))
        print(
            f"{game:10s} J=1 {r1:8,.0f} games/s   J=2 {r2:8,.0f} games/s   speed-up {r2 / r1:.2f}x"
        )
    start = time.perf_counter()
    rules = compiled_rules("mshs")
    tally = simulate(rules.target, sorted(rules.cardset.decks), ("random", "random"), big, 7, 2)
    me, kids = peak_mb()
    print(
        f"{big:,} MSHS games on 2 workers in {time.perf_counter() - start:.0f}s: "
        f"peak memory {me:.0f} MB (main) / {kids:.0f} MB (largest worker); "
        f"{tally.games} played, {len(tally.failures)} failed"
    )


if __name__ == "__main__":
    main(*[int(a) for a in sys.argv[1:]])
