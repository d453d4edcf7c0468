"""Card references: which cards a sentence is about — "this card", "it", "that card", "those
cards", a card by name, "the top two cards of your deck", "a playable X-Men card", "up to
three Keepers", "X and Y"."""

from __future__ import annotations

from dataclasses import dataclass, field  # noqa: F401
from typing import TYPE_CHECKING

from .kit import Node

if TYPE_CHECKING:
    from .amounts import Amount
from .filters import CardFilter, Terms
from .zones import Zone


@dataclass(frozen=True)
class This(Node):
    """``this card`` / ``this attack`` / ``this Ally``: the card whose text this is."""

    noun: str
    from_zone: Zone | None = None


@dataclass(frozen=True)
class It(Node):
    """``it``: the card (or result) the text spoke of last."""


@dataclass(frozen=True)
class That(Node):
    """``that card`` / ``that Ally``: the card the text spoke of last."""

    noun: str


@dataclass(frozen=True)
class Those(Node):
    """``those cards`` / ``them`` / ``both cards``: the cards the text spoke of last."""

    noun: str | None
    word: str = "those"  # those | them | both | both-of-them | each-of-them


@dataclass(frozen=True)
class Named(Node):
    """Cards called by name (``Eternal Invention``, ``BATMAN``)."""

    names: Terms


@dataclass(frozen=True)
class ZoneEnd(Node):
    """``the top two cards of your deck``."""

    end: str  # top | bottom
    count: Amount
    zone: Zone
    noun: str = "card"


@dataclass(frozen=True)
class Select(Node):
    """A selection of cards: how many (``count``) of what (``filter``).

    ``quantity`` is ``count`` (exactly ``count``, or as many as there are), ``all``,
    ``any_number``, ``up_to``, ``another`` (one more, other than those spoken of), or
    ``one_of``."""

    quantity: str  # count | all | each | any_number | up_to | at_least | another | bare
    count: Amount | None
    filter: CardFilter


@dataclass(frozen=True)
class Both(Node):
    """Two references joined: ``this card and current enemy card``."""

    first: CardRef
    second: CardRef


CardRef = This | It | That | Those | Named | ZoneEnd | Select | Both
