"""Small helpers shared by the OmniVerse rulebook tests.

A game is built with ``tests/scenario.py``: P1 (player 0) and P2 (player 1), zones listed
bottom first, the named Locations put on top of the Location deck in the order they are
revealed.  ``turn=0`` makes the first ``play_round`` round 1 with P1 active (P1 is asked first,
and wins a SPEED-tie coin on "heads" only if the engine says so: the tests never rely on which
side of the coin means what).
"""

from __future__ import annotations

import re

from cardsmith.interpreter.engine import GameOver
from scenario import (  # noqa: F401  (cards_of, said: re-exported for the tests)
    card_id,
    cards_of,
    next_locations,
    play_round,
    said,
    scenario,
)

RESTS = ("rest_1", "rest_2", "rest_3", "rest_4")
ZONES = ("hand", "deck", "chosen", "current", *RESTS, "defeated", "discard")


def build(omni, p1=None, p2=None, locations=(), answers=None, seed=1, fallback=None):
    """A game about to play round 1 (P1 active), with ``locations`` revealed in order."""
    g = scenario(omni, p1=p1, p2=p2, answers=answers or {}, seed=seed, turn=0, fallback=fallback)
    if locations:
        next_locations(g, *locations)
    return g


def rounds(g, n: int = 1) -> None:
    """Play ``n`` rounds (a game that ends stops there)."""
    for _ in range(n):
        if g.state.outcome is not None:
            return
        try:
            play_round(g)
        except GameOver:
            return


def zone_of(g, name: str, player: int | None = None) -> str | None:
    """The zone a named card is in (the first copy found), e.g. "rest_2"."""
    c = card_id(g, name, player)
    where = g.state.where[c]
    return where[1] if where is not None else None


def holder(g, name: str):
    """(player, zone) of a named card."""
    return g.state.where[card_id(g, name)]


def entries(g, t: str, rnd: int | None = None, **match) -> list[dict]:
    """Log entries of type ``t`` (optionally only those of round ``rnd``)."""
    out, cur = [], 0
    for e in g.log.entries:
        if e["t"] == "turn":
            cur = e["turn"]
        if e["t"] != t or (rnd is not None and cur != rnd):
            continue
        if all(e.get(k) == v for k, v in match.items()):
            out.append(e)
    return out


def dice(g, rnd: int | None = None) -> list[int]:
    """Every die rolled (in round ``rnd``), in order."""
    return [e["result"] for e in entries(g, "rng", rnd) if e.get("what") == "die"]


def coins(g, rnd: int | None = None) -> list[str]:
    return [e["result"] for e in entries(g, "rng", rnd) if e.get("what") == "coin"]


def lines(g, rnd: int | None = None) -> list[str]:
    """The narration (of round ``rnd``)."""
    out, cur = [], 0
    for e in g.log.entries:
        if e["t"] == "turn":
            cur = e["turn"]
        if e.get("say") and (rnd is None or cur == rnd):
            out.append(e["say"])
    return out


_ATTACK = re.compile(r"^(.+) attacks: ATTACK (\d+) against DEFENSE (\d+)$")


def attacks(g, rnd: int | None = None) -> list[tuple[str, int, int]]:
    """(attacker, its ATTACK, the defender's DEFENSE) of every attack, in order."""
    out = []
    for s in lines(g, rnd):
        m = _ATTACK.match(s)
        if m:
            out.append((m.group(1), int(m.group(2)), int(m.group(3))))
    return out


def attackers(g, rnd: int | None = None) -> list[str]:
    return [a for a, _, _ in attacks(g, rnd)]


def acted(g, rnd: int | None = None) -> list[str]:
    """The fighters that took their turn (used or had disabled an ability, or attacked), in
    the order they first did."""
    out = []
    pat = re.compile(r"^(.+?)(?: uses |'s special ability is disabled| attacks: )")
    for s in lines(g, rnd):
        m = pat.match(s)
        if m and m.group(1) not in out and not m.group(1).startswith(("P1", "P2")):
            out.append(m.group(1))
    return out


def asked(g, player: int, kind: str | None = None):
    """The decisions ``player`` was asked (of one kind), in order."""
    return [d for d in g.agents[player].asked if kind is None or d.kind == kind]


def options(g, decision) -> list[str]:
    return [g.describe(o) for o in decision.options]


def fighter_options(g, player: int) -> list[list[str]]:
    """The options of each decision ``player`` was asked to place a fighter, as names."""
    return [sorted(options(g, d)) for d in asked(g, player, "play")]


def moves_of(g, name: str) -> list[list]:
    """Every [player, zone] the named card was moved to, in order."""
    c = card_id(g, name)
    return [e["to"] for e in g.log.entries if e["t"] == "move" and e["card"] == c]
