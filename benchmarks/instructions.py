"""Instructions per game, counted by valgrind's callgrind: a measure that, unlike time, does
not change with what else the machine is doing (the ratios of ``bench_engine.py`` are noisy on
a shared machine).

    python benchmarks/instructions.py [CASE ...] [--games N] [--profile FILE]

CASE is one of bench_engine's (default: bundled, textless, vanilla).  Each case runs in a child
process under callgrind, which counts nothing while the card set loads and compiles and while
``WARM`` games build what the later games of the same decks share, then counts ``N`` games
(default 200), and again ``2N``: the difference divided by ``N`` is a game's (what switching
the count on costs cancels out).  ``--profile FILE`` (one
case) keeps callgrind's profile of those games: ``callgrind_annotate FILE`` says which
functions, C and compiled, the instructions go to.  Needs ``valgrind`` on the PATH.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))

WARM = 20


def _child(name: str, games: int) -> None:
    from bench_engine import case

    run = case(name)
    run(WARM)
    # (callgrind counts from here on)
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True)
    run(games)


def _counted(name: str, games: int, profile: str) -> int:
    cmd = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        f"--callgrind-out-file={profile}",
        sys.executable,
        __file__,
        "--child",
        name,
        str(games),
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    if found is None:
        raise RuntimeError(f"callgrind said no count:\n{out[-2000:]}")
    return int(found.group(1))


def per_game(name: str, games: int, profile: str = "/dev/null") -> float:
    """A game's instructions in case ``name`` (mean over ``games`` games)."""
    return (_counted(name, 2 * games, "/dev/null") - _counted(name, games, profile)) / games


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        _child(argv[1], int(argv[2]))
        return
    games = 200
    if "--games" in argv:
        i = argv.index("--games")
        games = int(argv[i + 1])
        del argv[i : i + 2]
    profile = "/dev/null"
    if "--profile" in argv:
        i = argv.index("--profile")
        profile = argv[i + 1]
        del argv[i : i + 2]
    names = argv or ["bundled", "textless", "vanilla"]
    counts = {name: per_game(name, games, profile) for name in names}
    for name, n in counts.items():
        line = f"{name + ':':16s}{n / 1e6:8.3f}M instructions a game"
        if "vanilla" in counts and name != "vanilla":
            line += f"   loop / this: {counts['vanilla'] / n:.3f}x"
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
