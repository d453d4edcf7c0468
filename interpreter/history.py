"""Turn history: the events of every turn, with their cards and players, for card text that asks
about the past — "damage you took last turn", "if you played another card of a kind this turn",
"the first card you played this turn", "if your power went up this turn", "the number of cards
you drew this turn".

The record is ``state.history``: turn number -> the events of that turn, in order.  A game keeps
the kinds of events that something can ask about: the kinds its texts query (:func:`asked_about`),
and every kind when the game is logged.  An event no text can ask about is not kept, so a fast simulation does
not pay for a record nobody reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

#: the event kinds of the engine's own operations a text may ask about
DRAW, DAMAGE, PLAY, COUNTER = "draw", "damage", "play", "counter"


def asked_about(text) -> set[str]:
    """The kinds of events a text (an AST) asks the history about."""
    from ..constructs.kit import walk

    out: set[str] = set()
    for n in walk(text):
        kind = n.asks()  # (one kind, or several: "blocked your last attack")
        if isinstance(kind, tuple):
            out.update(kind)
        elif kind is not None:
            out.add(kind)
    return out


def events(game, turn: int, kind: str) -> Iterator:
    """The ``kind`` events of ``turn``, oldest first."""
    for ev in game.state.history.get(turn, ()):
        if ev.kind == kind:
            yield ev


def total(game, turn: int, kind: str, match: Callable) -> int:
    """The sum of the amounts of the ``kind`` events of ``turn`` that ``match``."""
    return sum(ev.amount for ev in events(game, turn, kind) if match(ev))


def count(game, turn: int, kind: str, match: Callable) -> int:
    return sum(1 for ev in events(game, turn, kind) if match(ev))


def cards(game, turn: int, kind: str, match: Callable, role: str = "card") -> list[int]:
    """The cards (the events' ``role``: card or source) of the ``kind`` events of ``turn``
    that ``match``, oldest first, each once."""
    out: list[int] = []
    for ev in events(game, turn, kind):
        c = getattr(ev, role)
        if c is not None and c not in out and match(ev):
            out.append(c)
    return out


def last(game, turn: int, kind: str, match: Callable):
    """The newest ``kind`` event of ``turn`` that matches (or None)."""
    found = None
    for ev in events(game, turn, kind):
        if match(ev):
            found = ev
    return found
