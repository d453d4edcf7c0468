"""Games per second of the engine on one core, with random agents and no log.

(a) MSHS with the bundled decks; (b) the same decks with every card's text taken away, beside
``vanilla_mshs.py``, the plain hand-written loop of the same vanilla rules; (c) the other
bundled games (OmniVerse; Crazy Eights at 4 seats; Legendary at 2 and 4 players, a random
Scheme and Mastermind each game; HERO at 2 and 4 players).  They are run alternately, several
rounds, and the best round of each is kept (the machine's speed varies); time is this
process's CPU time, so other work on a busy machine counts less (its caches still do).  Where each case's
time goes: ``profile_engine.py``.

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
from cardsmith.interpreter.rules import CompiledRules, compiled_rules, settle
from vanilla_mshs import deck_from_cards
from vanilla_mshs import run as run_vanilla


def engine_rate(rules, games: int) -> tuple[float, float]:
    decks = list(rules.cardset.decks)
    keys = {d: rules.deck_keys(d) for d in decks}
    turns = 0
    start = time.process_time()
    for seed in range(games):
        a, b = decks[seed % len(decks)], decks[(seed // len(decks)) % len(decks)]
        res = Game(
            rules, [keys[a], keys[b]], [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)], seed
        ).run()
        turns += res.turns
    return games / (time.process_time() - start), turns / games


def seated_rate(rules, seats: int, games: int) -> tuple[float, float]:
    """Games/s of a game played by ``seats`` random agents (its decks rotated, if it has)."""
    decks = sorted(rules.cardset.decks)
    keys = {d: rules.deck_keys(d) for d in decks}
    turns = 0
    start = time.process_time()
    for seed in range(games):
        chosen = (
            [keys[decks[(seed + i) % len(decks)]] for i in range(seats)]
            if decks
            else [[] for _ in range(seats)]
        )
        res = Game(rules, chosen, [RandomAgent(seed * 8 + i) for i in range(seats)], seed).run()
        turns += res.turns
    return games / (time.process_time() - start), turns / games


CASES = (
    ("bundled", "(a) engine, bundled decks", "turns"),
    ("textless", "(b) engine, decks without text", "turns"),
    ("vanilla", "    hand-written vanilla loop", "turns"),
    ("omniverse", "(c) OmniVerse, bundled decks", "rounds"),
    ("crazy_eights_4", "    Crazy Eights, 4 seats", "turns"),
    ("legendary_2", "(d) Legendary, 2 players", "turns"),
    ("legendary_4", "    Legendary, 4 players", "turns"),
    ("hero_2", "(e) HERO, 2 players", "turns"),
    ("hero_4", "    HERO, 4 players", "turns"),
)


def cases(games: int) -> dict:
    """Each case's run: fn() -> (games/s, turns a game), over ``games`` MSHS games (fewer of
    the longer games)."""
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
    legendary, hero = compiled_rules("legendary"), compiled_rules("hero")
    few = max(1, games // 20)
    for rules in (bundled, plain, omniverse, eights, legendary, hero):
        settle(rules)  # (as a simulation does before its games)
    return {
        "bundled": lambda: engine_rate(bundled, games),
        "textless": lambda: engine_rate(plain, games),
        "vanilla": lambda: run_vanilla(vanilla_decks, games),
        "omniverse": lambda: seated_rate(omniverse, 2, games // 2),
        "crazy_eights_4": lambda: seated_rate(eights, 4, games // 2),
        "legendary_2": lambda: seated_rate(legendary, 2, few),
        "legendary_4": lambda: seated_rate(legendary, 4, few),
        "hero_2": lambda: seated_rate(hero, 2, few),
        "hero_4": lambda: seated_rate(hero, 4, few),
    }


def main(games: int = 2000, rounds: int = 5) -> dict:
    runs = cases(games)
    best = dict.fromkeys(runs, 0.0)
    turns = {}
    for _ in range(rounds):
        for name, fn in runs.items():
            rate, t = fn()
            best[name] = max(best[name], rate)
            turns[name] = t
    for name, label, unit in CASES:
        print(f"{label + ':':32s}{best[name]:8,.0f} games/s ({turns[name]:.1f} {unit}/game)")
        if name == "vanilla":
            for other in ("bundled", "textless"):
                print(
                    f"    {other} / loop:{' ' * (22 - len(other))}"
                    f"{best[other] / best['vanilla']:8.3f}x"
                )
    return {**best, "ratio": best["vanilla"] / best["textless"]}


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", type=int, nargs="?", default=2000, help="games per round")
    parser.add_argument("rounds", type=int, nargs="?", default=5, help="rounds (best kept)")
    args = parser.parse_args()
    main(args.games, args.rounds)
