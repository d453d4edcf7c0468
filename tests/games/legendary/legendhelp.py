"""Helpers for the Legendary rule tests: a game of a fixed Scheme and Mastermind (a scenario),
scripted seats, and cards put where a test wants them.

Cards are found by name among the game's instances; a zone is listed bottom first (the last card
of a deck is its top).  ``stack(g, "villain_deck", [...])`` puts cards on top of a table pile in
that order (the last named is the top).
"""

from __future__ import annotations

from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import compiled_rules

CITY = ("sewers", "bank", "rooftops", "streets", "bridge")
HQ = ("hq_1", "hq_2", "hq_3", "hq_4", "hq_5")


def rules_of(scheme: str = "Doomsday Countdown", mastermind: str = "Warden Null"):
    return compiled_rules("legendary", f"{scheme} / {mastermind}")


def new(rules, seats=2, answers=None, seed=1, setup=True, log=True):
    """A game just set up (turn 0): seat 1 (P1) to play first."""
    answers = answers or {}
    agents = [
        ScriptedAgent(answers.get(p, []), fallback=RandomAgent(100 + p)) for p in range(seats)
    ]
    g = Game(rules, [[] for _ in range(seats)], agents, seed, log=log)
    if setup:
        g.setup()
        g.state.active = g.state.first = 0
    return g


def with_heroes(rules, *heroes, seats=2, answers=None):
    """A game (the first of seeds 1, 2, ...) whose Hero Deck holds these Heroes."""
    for seed in range(1, 60):
        g = new(rules, seats, answers=answers, seed=seed)
        present = {g.defs[c].fields.get("hero") for c in g.state.zones[g.table]["hero_deck"]}
        present |= {g.defs[c].fields.get("hero") for z in HQ for c in g.state.zones[g.table][z]}
        if all(h in present for h in heroes):
            return g
    raise AssertionError(f"no seed deals {heroes}")


def names(g, owner, zone) -> list[str]:
    return [g.defs[c].name for c in g.state.zones[owner][zone]]


def table(g, zone) -> list[str]:
    return names(g, g.table, zone)


def find(g, name: str, where=None, exclude=()) -> int:
    """A card of that name (in zone ``where`` of the table, or a seat's (owner, zone))."""
    for c, d in enumerate(g.defs):
        if d.name != name or c in exclude:
            continue
        w = g.state.where[c]
        if where is None or w == where or (isinstance(where, str) and w and w[1] == where):
            return c
    raise KeyError(f"no {name} {where or ''}")


def stack(g, zone: str, cards) -> list[int]:
    """Put the named cards (or card ids) on top of a table pile, the last named on top."""
    out = []
    for x in cards:
        c = x if isinstance(x, int) else _spare(g, x, out)
        g.move(c, g.table, zone)
        out.append(c)
    return out


def _spare(g, name, taken) -> int:
    """A copy of ``name`` that is not in play (a pile, a deck, the KO pile) for a test to use."""
    for c, d in enumerate(g.defs):
        if d.name == name and c not in taken:
            w = g.state.where[c]
            if w is not None and w[1] in (
                "villain_deck",
                "hero_deck",
                "bystanders",
                "wounds",
                "officers",
                "ko",
            ):
                return c
    raise KeyError(f"no spare {name}")


def hand(g, player: int, cards) -> list[int]:
    """Give ``player`` exactly these cards in hand (their own copies: starting cards, or
    Heroes from the Hero Deck made theirs); the rest of their hand goes to their deck."""
    for c in list(g.state.zones[player]["hand"]):
        g.move(c, player, "deck", bottom=True)
    out = []
    for x in cards:
        if isinstance(x, int):
            c = x
        else:
            own = [
                c
                for c, d in enumerate(g.defs)
                if d.name == x
                and g.owner[c] == player
                and c not in out
                and g.state.where[c][1] in ("deck", "discard")
            ]
            c = own[0] if own else _spare(g, x, out)
        g.owner[c] = player
        g.move(c, player, "hand")
        g.state.controller[c] = player
        out.append(c)
    return out


def events(g, kind: str, since: int = 0) -> list[dict]:
    return [e for e in g.log.entries[since:] if e["t"] == "event" and e.get("kind") == kind]


def clear_city(g) -> None:
    for z in CITY:
        for c in list(g.state.zones[g.table][z]):
            g.move(c, g.table, "ko")


def push_city(g, times: int = 5, villain: str = "Drone Sentry") -> None:
    """The villain deck plays ``villain`` ``times`` times: five push a card in the City off
    its end (it escapes)."""
    for _ in range(times):
        stack(g, "villain_deck", [villain])
        g.actor_play("Villain Deck")
