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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .deal import Deal
    from .effects import TempEffect
    from .seats import Outcome
    from .timing import Event

#: a card's place: (its owner's index, the zone's name)
Place = tuple[int, str]


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

    # one mapping of zones per seat, then the table's (at index ``players``)
    zones: list[dict[str, list[int]]]
    where: list[Place | None]  # card -> where it is
    entered: list[int]  # card -> clock when it entered its zone
    arrived: list[int]  # card -> the turn it entered its zone
    controller: list[int]
    counters: dict[str, Any]  # a counter -> its value (a seat's counter: one per seat)
    params: dict[str, Any]
    effects: list[TempEffect]  # temporary continuous effects
    turn: int
    active: int
    first: int
    clock: int
    rng: random.Random
    rng_calls: int
    outcome: Outcome | None  # how the game ended
    history: dict[int, list[Event]]  # turn -> its events (see history.py)
    extra_turns: list[int]
    forced: dict[tuple[str, Any], Any]  # forced outcomes ("next power flip is heads")
    shields: list[tuple[Any, ...]]
    redirects: list[tuple[Any, ...]]
    flags: dict[Any, Any]
    status: dict[int, set[str]]  # card -> the statuses it has ("fatigued")
    host: dict[int, int]  # an attached card -> the card it is under
    under: dict[int, list[int]]  # a host -> the cards under it, oldest first

    def __init__(
        self,
        zones: list[dict[str, list[int]]],
        where: list[Place | None],
        controller: list[int],
        rng: random.Random,
    ) -> None:
        """A state of cards in ``zones`` (owned: taken as they are), each card ``where`` it
        is and controlled by ``controller``, with the random generator ``rng``; turn 0, no
        counters, no effects."""
        self.zones = zones
        self.where = where
        n_cards = len(where)
        self.entered = [0] * n_cards
        self.arrived = [0] * n_cards
        self.controller = controller
        self.counters = {}
        self.params = {}
        self.effects = []
        self.turn = 0
        self.active = 0
        self.first = 0
        self.clock = 0
        self.rng = rng
        self.rng_calls = 0
        self.outcome = None
        self.history = {}
        self.extra_turns = []
        self.forced = {}
        # damage a step will prevent ("prevent the next 3 damage you would take"): tuples
        # (player, amount left or None for all, test of the event or None, start, end)
        self.shields = []
        # where a card goes instead, the next time it would go somewhere this turn ("put it
        # into your hand instead of into your discard pile"): tuples (card, player, zone, run,
        # its context, turn)
        self.redirects = []
        self.flags = {}
        self.status = {}
        self.host = {}
        self.under = {}

    @staticmethod
    def of_deal(deal: Deal, rng: random.Random) -> State:
        """The state at the start of a game of ``deal`` (:class:`~interpreter.deal.Deal`):
        every card where it starts."""
        return State(
            [{z: list(cards) for z, cards in pz.items()} for pz in deal.zones],
            list(deal.where),
            list(deal.owner),
            rng,
        )

    def copy(self) -> State:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        s = State(
            [{z: list(cards) for z, cards in pz.items()} for pz in self.zones],
            list(self.where),
            list(self.controller),
            rng,
        )
        s.entered = list(self.entered)
        s.arrived = list(self.arrived)
        s.counters = {k: (list(v) if isinstance(v, list) else v) for k, v in self.counters.items()}
        s.params = dict(self.params)
        s.effects = list(self.effects)
        s.turn, s.active, s.first, s.clock = self.turn, self.active, self.first, self.clock
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

    def recall(self, snapshot: State) -> None:
        """Take back everything ``snapshot`` (a :meth:`copy`) holds, except chance (the
        generator and its count: the same draws would come again)."""
        self.zones, self.where = snapshot.zones, snapshot.where
        self.entered, self.arrived = snapshot.entered, snapshot.arrived
        self.controller, self.counters = snapshot.controller, snapshot.counters
        self.params, self.effects = snapshot.params, snapshot.effects
        self.turn, self.active, self.first = snapshot.turn, snapshot.active, snapshot.first
        self.clock, self.outcome = snapshot.clock, snapshot.outcome
        self.history, self.extra_turns = snapshot.history, snapshot.extra_turns
        self.forced, self.flags = snapshot.forced, snapshot.flags
        self.status, self.host, self.under = snapshot.status, snapshot.host, snapshot.under

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


def _plain(v: object) -> bool:
    return isinstance(v, (int, str, bool, float, type(None), list, tuple))
