"""The logs of fixed seeds, hashed: a change to the engine that claims to keep every game the
same is checked by comparing these before and after it.

    python benchmarks/log_fingerprints.py [games per case] [--dump DIR]

For each bundled game (MSHS and OmniVerse with every pairing of their decks, Crazy Eights at
4 seats, Legendary and HERO at 2 and 4 players), with random and with greedy agents, it plays
games of seeds 0, 1, ... with the log on and prints one SHA-256 per case over the logs' text;
``--dump DIR`` also writes each log, to diff the first one that differs.  Games are also run
without a log, and their outcomes hashed beside: a fast path that only the unlogged game takes
must end every game the same way.
"""

from __future__ import annotations

import hashlib
import os
import sys

from cardsmith.interpreter.agents import make_agent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.sim import matchups

CASES = (
    ("mshs", 2),
    ("omniverse", 2),
    ("crazy_eights", 4),
    ("legendary", 2),
    ("legendary", 4),
    ("hero", 2),
    ("hero", 4),
)


def games_of(game: str, seats: int, agent: str, n: int):
    rules = compiled_rules(game)
    pairs = matchups(sorted(rules.cardset.decks), seats)
    for seed in range(n):
        names = pairs[seed % len(pairs)]
        chosen = [rules.deck_keys(d) for d in names] if names else [[] for _ in range(seats)]

        def make(log: bool, seed=seed, chosen=chosen):
            agents = [make_agent(agent, seed * 7919 + i + 1) for i in range(seats)]
            return Game(rules, chosen, agents, seed, log=log)

        yield seed, make


def fingerprint(game: str, seats: int, agent: str, n: int, dump: str | None) -> tuple[str, str]:
    logs, outcomes = hashlib.sha256(), hashlib.sha256()
    for seed, make in games_of(game, seats, agent, n):
        g = make(True)
        out = g.run()
        text = g.log.text()
        logs.update(text.encode())
        if dump:
            with open(os.path.join(dump, f"{game}-{seats}-{agent}-{seed}.jsonl"), "w") as f:
                f.write(text)
        quiet = make(False)
        res = quiet.run()
        for o in (out, res):
            outcomes.update(repr((o.winners, o.side, o.turns, o.ending, o.reason)).encode())
        outcomes.update(quiet.state.digest().encode())
    return logs.hexdigest()[:16], outcomes.hexdigest()[:16]


def main(argv: list[str]) -> None:
    dump = None
    if "--dump" in argv:
        i = argv.index("--dump")
        dump = argv[i + 1]
        del argv[i : i + 2]
        os.makedirs(dump, exist_ok=True)
    n = int(argv[0]) if argv else 10
    for game, seats in CASES:
        for agent in ("random", "greedy"):
            logs, outcomes = fingerprint(game, seats, agent, n, dump)
            print(f"{game:13s} {seats} {agent:7s} logs {logs}  outcomes {outcomes}")


if __name__ == "__main__":
    main(sys.argv[1:])
