"""Situations of HERO for its rule tests: a game set up by its rules, then heroes put where
a test wants them (strengthened, entered on an earlier turn), enhancements attached."""

from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from cardsmith.interpreter.engine import Game

PASS, DONE = "pass", "done"


def new(rules, seats=2, seed=1, answers=None, setup=True, fallback=True):
    """A game of ``seats``; with ``setup`` its setup done (first heroes chosen at random)."""
    answers = answers or {}
    agents = [ScriptedAgent([], fallback=RandomAgent(p)) for p in range(seats)]
    g = Game(rules, [[] for _ in range(seats)], agents, seed, log=True)
    if setup:
        g.setup()
    for p, agent in enumerate(agents):  # (the script starts after the setup)
        agent.answers = list(answers.get(p, []))
        agent.asked.clear()
        agent.fallback = RandomAgent(p) if fallback else None
    return g


def card(g, name, where=None):
    return next(
        c
        for c, d in enumerate(g.defs)
        if d.name == name and (where is None or g.state.where[c][1] == where)
    )


def names(g, player, zone):
    return [g.defs[c].name for c in g.state.zones[player][zone]]


def field(g, player, *heroes):
    """Put the named heroes in ``player``'s play area (from wherever they are), strengthened,
    entered on an earlier turn."""
    out = []
    for n in heroes:
        c = card(g, n)
        g.move(c, player, "field")
        g.state.controller[c] = player
        g.state.arrived[c] = g.state.turn - 1
        out.append(c)
    return out


def attach(g, name, host):
    """Attach one of the host's controller's own copies of ``name`` beneath ``host``."""
    p = g.state.controller[host]
    c = next(
        c for c in g.state.zones[p]["deck"] + g.state.zones[p]["hand"] if g.defs[c].name == name
    )
    g.attach_to(c, host, p)
    return c


def clear_fields(g):
    for p in range(g.nplayers):
        for c in list(g.state.zones[p]["field"]):
            g.move(c, g.table, "box")


def at_turn(g, turn=3, active=0):
    g.state.turn, g.state.active = turn, active
    g.log.entries.clear()
    return g


def run(g, name, player=0):
    """Do the turn's step called ``name`` for ``player``."""
    g.run_step(name, player)
