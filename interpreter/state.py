"""The mutable state of one game: who holds which card where, counters, rule parameters,
continuous effects, turn information and the one random generator.

Cards are small integers (instance ids); a zone is a Python list of them, bottom first (the
top of a deck is its last element).  ``zones[p]`` holds seat ``p``'s zones and
``zones[players]`` the table's (zones declared ``owner: table`` exist there only, once).  Copying a state (for search players) copies the lists;
the card definitions are shared and never change.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .seats import Outcome


class State:
    __slots__ = (
        "active",
        "arrived",
        "clock",
        "controller",
        "counters",
        "effects",
        "entered",
        "extra_turns",
        "first",
        "flags",
        "forced",
        "history",
        "host",
        "outcome",
        "params",
        "redirects",
        "rng",
        "rng_calls",
        "shields",
        "status",
        "turn",
        "under",
        "where",
        "zones",
    )

    def __init__(self, deal, seed: int, rng=None):
        """The state at the start of a game of ``deal`` (:class:`~interpreter.deal.Deal`):
        every card where it starts."""
        # one mapping of zones per seat, then the table's (at index ``players``)
        self.zones: list[dict[str, list[int]]] = [
            {z: list(cards) for z, cards in pz.items()} for pz in deal.zones
        ]
        n_cards = len(deal.defs)
        self.where: list[tuple[int, str] | None] = list(deal.where)  # card -> (player, zone)
        self.entered = [0] * n_cards  # card -> clock when it entered its zone
        self.arrived = [0] * n_cards  # card -> the turn it entered its zone
        self.controller = list(deal.owner)
        self.counters: dict = {}
        self.params: dict = {}
        self.effects: list = []  # temporary continuous effects
        self.turn = 0
        self.active = 0
        self.first = 0
        self.clock = 0
        self.rng = rng if rng is not None else random.Random(seed)
        self.rng_calls = 0
        self.outcome: Outcome | None = None  # how the game ended
        self.history: dict = {}  # turn -> its events (see history.py)
        self.extra_turns: list = []
        self.forced: dict = {}  # forced outcomes ("next power flip is heads")
        # damage a step will prevent ("prevent the next 3 damage you would take"): tuples
        # (player, amount left or None for all, test of the event or None, start, end)
        self.shields: list = []
        # where a card goes instead, the next time it would go somewhere this turn ("put it
        # into your hand instead of into your discard pile"): tuples (card, player, zone, run,
        # its context, turn)
        self.redirects: list = []
        self.flags: dict = {}
        self.status: dict = {}  # card -> the statuses it has ("fatigued")
        self.host: dict = {}  # an attached card -> the card it is under
        self.under: dict = {}  # a host -> the cards under it, oldest first

    def copy(self) -> State:
        s = State.__new__(State)
        s.zones = [{z: list(cards) for z, cards in pz.items()} for pz in self.zones]
        s.where = list(self.where)
        s.entered = list(self.entered)
        s.arrived = list(self.arrived)
        s.controller = list(self.controller)
        s.counters = {k: (list(v) if isinstance(v, list) else v) for k, v in self.counters.items()}
        s.params = dict(self.params)
        s.effects = list(self.effects)
        s.turn, s.active, s.first, s.clock = self.turn, self.active, self.first, self.clock
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.rng_calls = self.rng_calls
        s.outcome = self.outcome
        s.history = {k: list(v) for k, v in self.history.items()}
        s.extra_turns = list(self.extra_turns)
        s.forced = dict(self.forced)
        s.shields = list(self.shields)
        s.redirects = list(self.redirects)
        s.flags = dict(self.flags)
        s.status = {c: set(v) for c, v in self.status.items()}
        s.host = dict(self.host)
        s.under = {c: list(v) for c, v in self.under.items()}
        return s

    def to_json(self) -> dict:
        """A plain, serialisable picture of the state (without the random generator)."""
        return {
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "zones": [{z: list(c) for z, c in pz.items()} for pz in self.zones],
            "counters": {k: v for k, v in sorted(self.counters.items())},
            "params": {k: v for k, v in sorted(self.params.items()) if _plain(v)},
            "controller": list(self.controller),
            "status": {str(c): sorted(v) for c, v in sorted(self.status.items()) if v},
            "under": {str(c): list(v) for c, v in sorted(self.under.items()) if v},
            "outcome": self.outcome.to_json() if self.outcome is not None else None,
        }

    def digest(self, position_only: bool = False) -> str:
        """A hash of the state; ``position_only``: of where the cards are, the counters and
        whose turn it is (not the turn number), to tell a position that comes back."""
        data = self.to_json()
        if position_only:
            data = {
                k: data[k] for k in ("zones", "counters", "active", "controller", "status", "under")
            }
        blob = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _plain(v) -> bool:
    return isinstance(v, (int, str, bool, float, type(None), list, tuple))
