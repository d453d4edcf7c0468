"""Situations of the small game tests/fixtures/games/skirmish, for the engine's tests of
announced abilities, activated abilities, attacks, statuses and attachments."""

from __future__ import annotations

from pathlib import Path

from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.engine import Game

SKIRMISH = str(Path(__file__).resolve().parent / "fixtures" / "games" / "skirmish")


def new(rules, seats=2, answers=None, turn=3, active=0):
    """A game of ``seats`` set up but not started: each seat's fort in place, the units in
    the table's barracks; turn ``turn``, ``active`` to play."""
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, [])) for p in range(seats)]
    g = Game(rules, [[] for _ in range(seats)], agents, 1, log=True)
    g.state.turn = turn
    g.state.active = active
    return g


def take(g, name, seat, zone="field"):
    """A copy of ``name`` from the barracks (a unit) or from any seat's deck (gear, charms),
    put into ``seat``'s ``zone`` under their control (it entered on an earlier turn)."""
    pools = [g.state.zones[g.table]["barracks"]] + [
        g.state.zones[p]["deck"] for p in range(g.nplayers)
    ]
    c = next(c for pool in pools for c in pool if g.defs[c].name == name)
    g.move(c, seat, zone)
    g.state.controller[c] = seat
    g.state.arrived[c] = g.state.turn - 1
    return c


def gear(g, name, host, seat=None):
    """Attach a copy of ``name`` to ``host`` (for ``seat``, else the host's controller)."""
    seat = g.state.controller[host] if seat is None else seat
    c = next(
        c for p in range(g.nplayers) for c in g.state.zones[p]["deck"] if g.defs[c].name == name
    )
    g.attach_to(c, host, seat)
    g.state.arrived[c] = g.state.turn - 1
    return c


def fort(g, seat):
    return g.state.zones[seat]["fort"][0]


def names(g, owner, zone):
    return [g.defs[c].name for c in g.state.zones[owner][zone]]
