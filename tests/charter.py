"""Situations of the small game tests/fixtures/games/charter, for the tests of the meanings a
game declares (keywords, labels, icons, statuses, verbs)."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.cardset import load_cardset
from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules

CHARTER = str(Path(__file__).resolve().parent / "fixtures" / "games" / "charter")
_RULES: list = []


def rules() -> CompiledRules:
    """The game's compiled rules (once per process)."""
    if not _RULES:
        _RULES.append(CompiledRules(load_cardset(CHARTER)))
    return _RULES[0]


def new(answers=None, turn=3, active=0, seed=1):
    """A game set up (villains in the City, Wounds in their stack, each seat's heroes in its
    deck, three drawn), turn ``turn``, ``active`` to play."""
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, [])) for p in range(2)]
    g = Game(rules(), [[], []], agents, seed, log=True)
    g.state.turn, g.state.active = turn, active
    return g


def take(g, name, seat, zone="field"):
    """A copy of ``name`` (from any zone of the seat's, else the table's) put into ``seat``'s
    ``zone`` under their control; it entered on an earlier turn."""
    for owner in (seat, g.table):
        for z, cards in g.state.zones[owner].items():
            for c in cards:
                if g.defs[c].name == name and (owner, z) != (seat, zone):
                    g.move(c, seat, zone)
                    g.state.controller[c] = seat
                    g.state.arrived[c] = g.state.turn - 1
                    return c
    raise LookupError(name)


def names(g, owner, zone):
    return [g.defs[c].name for c in g.state.zones[owner][zone]]
