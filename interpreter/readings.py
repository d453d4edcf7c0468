"""Readings of the card language a game chooses, where its texts are ambiguous (``rules.params``,
read when the cards are compiled, so a scenario may choose the other reading).

* ``joined_owner``: does a word saying whose cards ("opposing", "enemy", "friendly", "your")
  before two joined card references cover both, or the first only?  "Power -1 for opposing
  current card and cards in Recovery": ``both`` reads "the opposing player's current card and
  cards in Recovery"; ``first`` (the default) reads "the opposing current card, and everyone's
  cards in Recovery".
"""

from __future__ import annotations

import dataclasses

from ..constructs.cards import Both
from ..constructs.kit import Node
from ..constructs.selections import Select

#: the adjectives that say whose cards a reference is about
OWNER_WORDS = ("enemy", "friendly")


def read_as_chosen(text, params: dict):
    """A card text as the game's chosen readings understand it."""
    if params.get("joined_owner", "first") == "both":
        text = _rebuild(text, _owner_covers_both)
    return text


def _owner_covers_both(node):
    if not isinstance(node, Both):
        return node
    first, second = node.first, node.second
    if not (isinstance(first, Select) and isinstance(second, Select)):
        return node
    a, b = first.filter, second.filter
    words = tuple(w for w in a.adjectives if w in OWNER_WORDS)
    if a.owner is None and not words:
        return node
    if b.owner is not None or any(w in OWNER_WORDS for w in b.adjectives):
        return node
    b = dataclasses.replace(b, owner=a.owner, adjectives=b.adjectives + words)
    return dataclasses.replace(node, second=dataclasses.replace(second, filter=b))


def _rebuild(node, fn):
    """``node`` with ``fn`` applied to every node under it, innermost first."""
    if isinstance(node, tuple):
        return tuple(_rebuild(n, fn) for n in node)
    if not isinstance(node, Node):
        return node
    changes = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        new = _rebuild(v, fn)
        if new is not v:
            changes[f.name] = new
    if changes:
        node = dataclasses.replace(node, **changes)
    return fn(node)
