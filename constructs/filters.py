"""Card filters: what a card must be to be one of "your Tech Keepers of level 4 or less",
"a playable X-Men card", "a card that's not Tech", "cards in your discard pile" — names and
stat comparisons, adjectives, and the conditions after the noun."""

from __future__ import annotations

from dataclasses import dataclass, field  # noqa: F401
from typing import TYPE_CHECKING

from .kit import Node

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
from .players import Player
from .zones import Zone


@dataclass(frozen=True)
class NameRef(Node):
    """A declared name: ``kinds`` are the vocabulary kinds it belongs to (``hero``, ``team``,
    ``card`` for card names, ...); ``value`` is its canonical spelling."""

    value: str
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class StatCmp(Node):
    """``level 4 or less``: ``op`` is one of ``<=``, ``>=``, ``==``."""

    stat: str
    op: str
    value: Amount


@dataclass(frozen=True)
class Names(Node):
    """Any of these names (a card matches when any field of the right kind has one)."""

    names: tuple[NameRef, ...]


@dataclass(frozen=True)
class Terms(Node):
    """A list of names and stat comparisons joined by "or"/"and"/commas; a card matches any."""

    terms: tuple[NameRef | StatCmp, ...]


@dataclass(frozen=True)
class Adjective(Node):
    """``playable``, ``other``, ``new``, ``different``, ``random``, ``discarded`` (previously
    discarded), ``friendly``, ``enemy``, ``current``, ``next``, ``selected``, ``upcoming``."""

    word: str


@dataclass(frozen=True)
class SameAs(Node):
    """``of that level`` / ``of that Factor`` / ``that Factor``: equal to the remembered value of
    a stat or a kind."""

    what: str
    is_kind: bool


@dataclass(frozen=True)
class HasKeyword(Node):
    keyword: str


@dataclass(frozen=True)
class InZone(Node):
    """``in your hand`` / ``from enemy hand`` / ``you have in play`` (``had``)."""

    zone: Zone
    had: bool = False


@dataclass(frozen=True)
class RevealedFrom(Node):
    """``a random card you reveal from your opponent's hand``: the card is taken from ``zone``
    and shown by ``player``."""

    player: Player
    zone: Zone


@dataclass(frozen=True)
class TheirChoice(Node):
    """``of their choice``: the player picks."""


@dataclass(frozen=True)
class OnlyFor(Node):
    """``only for the player with LEX LUTHOR``: the cards are for that player alone (to see)."""

    cards: CardRef


@dataclass(frozen=True)
class MatchesFields(Node):
    """``that matches that card's Factor, level, or blocking icon``: shares a value with the
    remembered card in any of these fields (stats or kinds)."""

    card: CardRef
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Not(Node):
    pred: Pred


Pred = (
    Terms
    | Adjective
    | SameAs
    | HasKeyword
    | InZone
    | RevealedFrom
    | TheirChoice
    | OnlyFor
    | MatchesFields
    | Not
)


#: The order adjectives are kept (and printed) in, whatever order the text used.
ADJECTIVE_ORDER = (
    "playable",
    "other",
    "new",
    "different",
    "random",
    "previously discarded",
    "selected",
    "upcoming",
    "same",
    "current",
    "next",
    "friendly",
    "enemy",
)


@dataclass(frozen=True)
class CardFilter(Node):
    """What kind of card: an owner (possessive), adjectives, a prefix (``X-Men``,
    ``level 1``), the noun (``card``, the permanent noun, a game noun) and postfix predicates
    (``of level 5 or less``, ``in your hand``).  All must hold.  ``plural`` is how the noun was
    written; a bare plural ("Allies") means all of them."""

    noun: str | None
    owner: Player | None = None
    adjectives: tuple[str, ...] = ()
    prefix: Terms | None = None
    post: tuple[Pred, ...] = ()
    plural: bool = False
