"""The card language's abstract syntax, part 1: spans, players and zones, names and card
filters, amounts, card references and durations (see :mod:`dsl.ast`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..constructs.kit import NO_SPAN, Node, Span  # noqa: F401  (every node's base)
from ..constructs.players import Player
from ..constructs.zones import Zone

# ==================================================================== names and filters

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


Pred = (Terms | Adjective | SameAs | HasKeyword | InZone | RevealedFrom | TheirChoice | OnlyFor |
        MatchesFields | Not)


#: The order adjectives are kept (and printed) in, whatever order the text used.
ADJECTIVE_ORDER = ("playable", "other", "new", "different", "random", "previously discarded",
                   "selected", "upcoming", "same", "current", "next", "friendly", "enemy")


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


# ==================================================================== amounts

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
    number_word: bool = False   # "the attack number of ..."


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


PerUnit = (PerCard | PerCounterRise | PerDistinct | PerCoinSide)
Amount = (Num | ThatMany | ThatNumber | DamageDone | Double | CounterValue | StatOf | CountOf |
          DistinctRevealed | DamageTaken | Per)


# ==================================================================== card references

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
    word: str = "those"   # those | them | both | both-of-them | each-of-them


@dataclass(frozen=True)
class Named(Node):
    """Cards called by name (``Eternal Invention``, ``BATMAN``)."""

    names: Terms


@dataclass(frozen=True)
class ZoneEnd(Node):
    """``the top two cards of your deck``."""

    end: str            # top | bottom
    count: Amount
    zone: Zone
    noun: str = "card"


@dataclass(frozen=True)
class Select(Node):
    """A selection of cards: how many (``count``) of what (``filter``).

    ``quantity`` is ``count`` (exactly ``count``, or as many as there are), ``all``,
    ``any_number``, ``up_to``, ``another`` (one more, other than those spoken of), or
    ``one_of``."""

    quantity: str          # count | all | each | any_number | up_to | at_least | another | bare
    count: Amount | None
    filter: CardFilter


@dataclass(frozen=True)
class Both(Node):
    """Two references joined: ``this card and current enemy card``."""

    first: CardRef
    second: CardRef


CardRef = (This | It | That | Those | Named | ZoneEnd | Select | Both)


# ==================================================================== durations

@dataclass(frozen=True)
class Duration(Node):
    """How long a change lasts: ``this_turn``, ``next_turn``, ``this_and_next``,
    ``until_end_of`` (``player``'s turn), ``until_end_of_next`` (``player``'s next turn)."""

    kind: str
    player: Player | None = None
