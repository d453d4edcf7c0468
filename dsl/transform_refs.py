"""Parse tree -> AST, part 1: what the other parts of the transformer share (the readers of
players, zones, cards, numbers and amounts are in :mod:`constructs`)."""

from __future__ import annotations

from ..constructs.filters import adjective_words
from ..constructs.kit import MeaningError, first_of, span_of
from ..constructs.words import Card

_first = first_of


class RefsMixin:
    language = None  # set by the transformer
    vocab = None


__all__ = ["Card", "MeaningError", "RefsMixin", "_first", "adjective_words", "span_of"]
