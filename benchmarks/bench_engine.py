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


def mshs_rules(textless: bool):
    """MSHS's rules with the bundled decks, or with every card's text taken away."""
    cardset = load_cardset("mshs")
    if textless:
        for c in cardset.cards:
            c.texts = {}
    rules = CompiledRules(cardset)
    settle(rules)  # (as a simulation does before its games)
    return rules


def vanilla_decks() -> dict:
    """The loop's decks: MSHS's bundled decks as (level, attack, factors, block) tuples."""
    cardset = load_cardset("mshs")
    by_name = {c.name: c.fields for c in cardset.cards}
    return {
        k: deck_from_cards([by_name[n] for n, cnt in d.cards.items() for _ in range(cnt)])
        for k, d in cardset.decks.items()
    }


def _settled(name: str):
    rules = compiled_rules(name)
    settle(rules)
    return rules


def case(name: str):
    """One case's run: fn(games) -> (games/s, turns a game), over ``games`` MSHS games (half
    as many of the other two-seat games and Crazy Eights, a twentieth of the longer games)."""
    if name in ("bundled", "textless"):
        rules = mshs_rules(name == "textless")
        return lambda games: engine_rate(rules, games)
    if name == "vanilla":
        decks = vanilla_decks()
        return lambda games: run_vanilla(decks, games)
    game, seats, share = {
        "omniverse": ("omniverse", 2, 2),
        "crazy_eights_4": ("crazy_eights", 4, 2),
        "legendary_2": ("legendary", 2, 20),
        "legendary_4": ("legendary", 4, 20),
        "hero_2": ("hero", 2, 20),
        "hero_4": ("hero", 4, 20),
    }[name]
    rules = _settled(game)
    return lambda games: seated_rate(rules, seats, max(1, games // share))


def cases(games: int) -> dict:
    """Every case's run: fn() -> (games/s, turns a game) (see :func:`case`)."""
    runs = {name: case(name) for name, _, _ in CASES}
    return {name: (lambda run=run: run(games)) for name, run in runs.items()}


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
