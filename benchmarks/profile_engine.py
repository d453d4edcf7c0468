"""Where a game's time goes: one of bench_engine's cases under cProfile.

    python benchmarks/profile_engine.py CASE [games] [--top N] [--save FILE]

CASE is one of bench_engine's: bundled, textless, omniverse, crazy_eights_4, legendary_2,
legendary_4, hero_2, hero_4.  Prints the functions with the most time of their own and the
most time under them (``--save``: the raw profile, for pstats or snakeviz).
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys

sys.path.insert(0, os.path.dirname(__file__))

from bench_engine import cases


def main(argv: list[str]) -> None:
    top, save = 30, None
    if "--top" in argv:
        i = argv.index("--top")
        top = int(argv[i + 1])
        del argv[i : i + 2]
    if "--save" in argv:
        i = argv.index("--save")
        save = argv[i + 1]
        del argv[i : i + 2]
    name = argv[0]
    games = int(argv[1]) if len(argv) > 1 else 500
    run = cases(games)[name]
    run()  # (warm: the first game of a deck pair builds what every later one shares)
    prof = cProfile.Profile()
    prof.enable()
    run()
    prof.disable()
    if save:
        prof.dump_stats(save)
    stats = pstats.Stats(prof)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


if __name__ == "__main__":
    main(sys.argv[1:])
