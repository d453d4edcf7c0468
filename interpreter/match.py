"""Setting up one game of a card set, and replaying one from its log.

A log's first entry (``t: game``) holds everything needed to play the same game again: the
game, the seed and every card of every deck; its ``decision`` entries hold every choice.
Replaying feeds those choices back in and checks that the game ends in the same state
(and writes the same log, entry for entry).
"""

from __future__ import annotations

from dataclasses import dataclass

from .agents import ReplayAgent, make_agent
from .engine import Game
from .log import read_log
from .rules import CompiledRules, compiled_rules
from .seats import Outcome


def new_game(
    rules: CompiledRules,
    deck_names,
    agents,
    seed: int,
    log: bool = False,
    narrate=None,
    seats: int | None = None,
) -> Game:
    """A game of ``seats`` players (by default one per deck) with these decks (none for a
    game that deals its cards itself)."""
    seats = seats or len(deck_names)
    decks = [rules.deck_keys(d) for d in deck_names] if deck_names else [[]] * seats
    g = Game(
        rules,
        decks,
        agents,
        seed,
        log=log or narrate is not None,
        deck_names=list(deck_names) or None,
    )
    if narrate is not None:
        g.log.sink = narrate
    g.state_game_name = rules.cardset.game.short
    return g


def agents_for(names, seed: int, **human):
    return [
        make_agent(n, seed * 7919 + i + 1, **(human if n == "human" else {}))
        for i, n in enumerate(names)
    ]


@dataclass
class ReplayReport:
    ok: bool
    message: str
    result: Outcome | None = None


class Untrusted(Exception):
    """The log's card set carries Python and the person has not said it may run."""

    def __init__(self, diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def replay(path: str, target: str | None = None, trust: bool = False) -> ReplayReport:
    """Re-run a logged game; ok when it ends in the same state with the same log.  A log
    names its card set: one not bundled whose Python would run needs ``trust``."""
    from ..dsl.cardset import find_folder
    from .game_code import trust_problem

    entries = read_log(path)
    if not entries or entries[0].get("t") != "game":
        return ReplayReport(False, f"{path}: not a cardsmith game log (no 'game' header)")
    head = entries[0]
    target = target or head["game"]
    untrusted = trust_problem(find_folder(target)[0], trust, "replay")
    if untrusted is not None:
        raise Untrusted(untrusted)
    rules = compiled_rules(target, head.get("scenario"))
    choices: dict[int, list[int]] = {}
    for e in entries:
        if e.get("t") == "decision":
            choices.setdefault(e["player"], []).append(e["choice"])
    n = len(head["cards"])
    agents = [ReplayAgent(choices.get(p, [])) for p in range(n)]
    g = Game(rules, head["cards"], agents, head["seed"], log=True, deck_names=head.get("decks"))
    result = g.run()
    end = next((e for e in reversed(entries) if e.get("t") == "end"), None)
    if end is None:
        return ReplayReport(False, f"{path}: the log has no end entry", result)
    if result.digest != end.get("digest"):
        return ReplayReport(
            False,
            f"the replay ends in a different state "
            f"({result.digest} instead of {end.get('digest')})",
            result,
        )
    replayed = [_plain(e) for e in g.log.entries]
    recorded = [_plain(e) for e in entries]
    for log in (replayed, recorded):  # who made the choices may differ; the choices not
        log[0].pop("agents", None)
    if replayed != recorded:
        i = (
            next(i for i, (a, b) in enumerate(zip(replayed, recorded)) if a != b)
            if any(a != b for a, b in zip(replayed, recorded))
            else min(len(replayed), len(recorded))
        )
        return ReplayReport(False, f"the replay's log differs from entry {i + 1}", result)
    return ReplayReport(
        True, f"replayed {len(entries)} entries: same final state ({result.digest})", result
    )


def _plain(e: dict) -> dict:
    import json

    return json.loads(json.dumps(e, sort_keys=True))


__all__ = ["agents_for", "compiled_rules", "new_game", "replay"]
