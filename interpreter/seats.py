"""Seats, sides and the outcome of a game.

A game has ``n`` seats (its ``players: {min, max}`` range says how many it may have).  Seats
belong to sides: every seat its own (``free_for_all``), fixed teams (``teams``, partners seated
alternately around the table), or every seat together against the game itself
(``cooperative``).  Opponents are the seats of the other sides that are still in the game; the
turn passes clockwise to the next seat still in, and a game ends when its declared endings
say so, with an :class:`Outcome`: which side won (or that the game beat everyone), each seat's
result and score, and why.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import State

GAME = "game"  # the winning side of a cooperative game the players lost


@dataclass(frozen=True)
class SeatRules:
    """What ``game.yaml`` says about seats: how many, how they form sides, who goes first."""

    min: int = 2
    max: int = 2
    sides: str = "free_for_all"  # free_for_all | teams | cooperative
    team_size: int = 2
    first: str = "coin"  # coin | random | first | none

    def sides_for(self, n: int) -> list[int]:
        """The side of each of ``n`` seats."""
        if self.sides == "cooperative":
            return [0] * n
        if self.sides == "teams":
            teams = max(1, n // max(1, self.team_size))
            return [i % teams for i in range(n)]
        return list(range(n))


@functools.lru_cache(maxsize=256)
def _start(
    rules: SeatRules, n: int
) -> tuple[list[int], bool, list[list[int]], list[list[int]], list[int], list[int]]:
    """What :class:`Seats` starts with for ``n`` seats of ``rules``: sides, whether they are
    one cooperative side, and with every seat in, each seat's opponents and allies and the
    seats in."""
    side = rules.sides_for(n)
    return (side, rules.sides == "cooperative", *_around(side, [False] * n, n))


def _around(
    side: list[int], out: list[bool], n: int
) -> tuple[list[list[int]], list[list[int]], list[int], list[int]]:
    """Each seat's opponents (then the table's, at index ``n``: it opposes nobody) and allies
    still in the game, the seats in, and each seat's next seat clockwise."""
    opponents = [[q for q in range(n) if side[q] != side[p] and not out[q]] for p in range(n)]
    allies = [
        [q for q in range(n) if q != p and side[q] == side[p] and not out[q]] for p in range(n)
    ]
    seats_in = [p for p in range(n) if not out[p]]
    # the next seat clockwise still in (``p`` itself if none is)
    after = [next((q for q in seats_in if q > p), seats_in[0] if seats_in else p) for p in range(n)]
    return opponents + [[]], allies, seats_in, after


class Seats:
    """The seats of one game: sides, who is still in, opponents and the rotation."""

    __slots__ = ("_after", "_allies", "_in", "_opponents", "cooperative", "n", "out", "side_of")

    n: int
    out: list[bool]
    side_of: list[int]
    cooperative: bool
    _opponents: list[list[int]]
    _allies: list[list[int]]
    _in: list[int]
    _after: list[int]

    def __init__(self, rules: SeatRules, n: int):
        self.n = n
        self.out = [False] * n
        # (the same for every game of these rules and seats: shared, never changed in place)
        (
            self.side_of,
            self.cooperative,
            self._opponents,
            self._allies,
            self._in,
            self._after,
        ) = _start(rules, n)

    def _rebuild(self) -> None:
        self._opponents, self._allies, self._in, self._after = _around(
            self.side_of, self.out, self.n
        )

    def opponents(self, p: int) -> list[int]:
        """The seats on other sides still in the game (none in a cooperative game, none for
        the table: ``p`` = the number of seats)."""
        return self._opponents[p]

    def allies(self, p: int) -> list[int]:
        """The other seats of ``p``'s side still in the game."""
        return self._allies[p]

    def opposes(self, a: int, b: int) -> bool:
        return 0 <= a < self.n and 0 <= b < self.n and self.side_of[a] != self.side_of[b]

    def eliminate(self, p: int) -> None:
        self.out[p] = True
        self._rebuild()

    def in_game(self) -> list[int]:
        """The seats still in the game (the same list until one goes out: don't change it)."""
        return self._in

    def next_after(self, p: int) -> int:
        """The next seat clockwise that is still in the game (``p`` itself if none is)."""
        return self._after[p]

    def order_from(self, p: int) -> list[int]:
        """Every seat still in, clockwise from ``p``."""
        return [q for q in ((p + i) % self.n for i in range(self.n)) if not self.out[q]]

    def left_of(self, p: int) -> int:
        """The player on ``p``'s left: the next seat clockwise (play passes to the left)."""
        return self.next_after(p)

    def right_of(self, p: int) -> int:
        for i in range(1, self.n + 1):
            q = (p - i) % self.n
            if not self.out[q]:
                return q
        return p

    def sides_left(self) -> set[int]:
        return {self.side_of[p] for p in range(self.n) if not self.out[p]}


class Outcome:
    """How a game ended.

    ``winners``: the seats that won (every seat of the winning side); ``side``: the winning
    side, :data:`GAME` when the game itself beat the players, None for a draw; ``results``:
    each seat's ``win`` / ``lose`` / ``draw``; ``scores``: each seat's score (None when the
    game keeps none); ``ending``: the name of the ending that ended it; ``reason``: why, in
    words.  ``winner`` is the single winning seat when exactly one seat won, else -1."""

    __slots__ = (
        "_state",
        "ending",
        "first",
        "reason",
        "results",
        "scores",
        "side",
        "turns",
        "winners",
    )

    winners: tuple[int, ...]
    side: Any  # a side's number, GAME, or None
    results: list[str]
    reason: str
    ending: str
    turns: int
    first: int | None
    scores: list[int] | None
    _state: State | None

    def __init__(
        self,
        winners: Any,
        side: Any,
        results: Any,
        reason: str,
        ending: str,
        turns: int,
        first: int | None,
        scores: Any = None,
        state: State | None = None,
    ) -> None:
        self.winners = tuple(winners)
        self.side = side
        self.results = list(results)
        self.reason = reason
        self.ending = ending
        self.turns = turns
        self.first = first
        self.scores = list(scores) if scores is not None else None
        self._state = state

    @property
    def winner(self) -> int:
        return self.winners[0] if len(self.winners) == 1 else -1

    @property
    def draw(self) -> bool:
        return self.side is None

    @property
    def digest(self) -> str:
        """A hash of the final state (computed when asked)."""
        if self._state is None:
            raise ValueError("this outcome was made without its game's state")
        return self._state.digest()

    def to_json(self) -> dict:
        return {
            "winners": list(self.winners),
            "side": self.side,
            "results": self.results,
            "scores": self.scores,
            "reason": self.reason,
            "ending": self.ending,
            "turns": self.turns,
        }

    def __repr__(self):
        return (
            f"Outcome(winners={list(self.winners)}, side={self.side!r}, "
            f"turns={self.turns}, reason={self.reason!r})"
        )


def decide_outcome(
    seats: Seats, winners, reason: str, ending: str, turns: int, first, scores=None, state=None
) -> Outcome:
    """The outcome when ``winners`` won: a seat, a list of seats (their whole sides win),
    :data:`GAME` (the game beat every seat) or -1 / an empty list (a draw)."""
    if winners == GAME:
        return Outcome((), GAME, ["lose"] * seats.n, reason, ending, turns, first, scores, state)
    if isinstance(winners, int):
        winners = [] if winners < 0 else [winners]
    won_sides = {seats.side_of[p] for p in winners}
    if not won_sides:
        return Outcome((), None, ["draw"] * seats.n, reason, ending, turns, first, scores, state)
    won = [p for p in range(seats.n) if seats.side_of[p] in won_sides]
    side = next(iter(won_sides)) if len(won_sides) == 1 else None
    results = ["win" if p in won else "lose" for p in range(seats.n)]
    return Outcome(won, side, results, reason, ending, turns, first, scores, state)
