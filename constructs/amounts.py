"""Amounts: numbers the text counts or remembers — "two", "that many", "that number", "the
amount of damage you did", "your power", "this card's level", "the number of Keepers you have
in play", "for each ...", "double ..." """

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .kit import Node

if TYPE_CHECKING:
    from .cards import CardRef
    from .filters import CardFilter
from .players import Player


@dataclass(frozen=True)
class Num(Node):
    value: int
    # written as a word ("two") rather than digits: how to print it, not what it means
    word: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class ThatMany(Node):
    """``that many``: the count the previous step remembered."""


@dataclass(frozen=True)
class ThatNumber(Node):
    """``that number``: the number the previous step chose or rolled."""


@dataclass(frozen=True)
class DamageDone(Node):
    """``the amount of damage you did``: the damage the card being resolved did."""

    player: Player


@dataclass(frozen=True)
class Double(Node):
    of: Amount


@dataclass(frozen=True)
class CounterValue(Node):
    """``your power`` / ``the power``: the value of a counter (as a player sees it)."""

    counter: str
    player: Player | None


@dataclass(frozen=True)
class StatOf(Node):
    """``the level of the top card of your opponent's discard pile``."""

    stat: str
    card: CardRef
    number_word: bool = False  # "the attack number of ..."


@dataclass(frozen=True)
class CountOf(Node):
    """``the number of cards in your hand``."""

    cards: CardFilter


@dataclass(frozen=True)
class DistinctRevealed(Node):
    """``the number of different characters you revealed``."""

    kind: str
    player: Player


@dataclass(frozen=True)
class DamageTaken(Node):
    """``the amount of damage you took last turn``."""

    player: Player
    when: str


@dataclass(frozen=True)
class Per(Node):
    """``+1 for each Ally you have in play``: ``base`` times how many ``unit`` there are."""

    base: Amount
    unit: PerUnit


@dataclass(frozen=True)
class PerCard(Node):
    cards: CardRef


@dataclass(frozen=True)
class PerCounterRise(Node):
    counter: str
    player: Player | None
    when: str


@dataclass(frozen=True)
class PerDistinct(Node):
    kind: str
    player: Player


@dataclass(frozen=True)
class PerCoinSide(Node):
    side: str


PerUnit = PerCard | PerCounterRise | PerDistinct | PerCoinSide
Amount = (
    Num
    | ThatMany
    | ThatNumber
    | DamageDone
    | Double
    | CounterValue
    | StatOf
    | CountOf
    | DistinctRevealed
    | DamageTaken
    | Per
)
