"""Hypothesis strategies for the card language's AST: one per kind of node, each building only
well-formed trees (the canonical trees a game's language can write and read back), with the
words of one game (its stats, zones, nouns, names ...).

``TREES[Node]`` makes the strategy of one kind of node from a game's :class:`Words` (None when
the game has no words for it); ``NOT_GENERATED`` names the nodes no strategy builds, with why.
``card_text(words)`` is the strategy of whole card texts: every node strategy is reachable from
it, so the round trip ``read(print(text)) == text`` tests every construct's reading and
printing together.  ``tests/dsl/test_constructs.py`` checks that every kind of node has a
strategy here.
"""

from __future__ import annotations

from .base import NOT_GENERATED, TREES, Words
from .texts import card_text, containing

__all__ = ["NOT_GENERATED", "TREES", "Words", "card_text", "containing"]
