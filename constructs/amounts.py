"""Amounts: numbers the text counts or remembers — "two", "that many", "that number", "double
...", "the level of the top card of your discard pile", "the number of Allies you have in
play", "+1 for each Ally you have in play" — and how numbers are compared ("4 or less", "at
least two", "exactly 3").

An amount compiles to ``fn(ctx) -> int``; a unit of "for each ..." to ``fn(ctx) -> how many``.
Amounts about the turn history ("the amount of damage you took last turn") are in
:mod:`constructs.damage`; counters ("your power") in :mod:`constructs.counters`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .kit import (
    COMPILERS,
    MeaningError,
    Node,
    compile_node,
    compiles,
    passes,
    prints,
    reads,
    span_of,
)

if TYPE_CHECKING:
    from .cards import CardRef
    from .filters import CardFilter


class Amount(Node):
    """A number: compiles to ``fn(ctx) -> int``."""


class PerUnit(Node):
    """What "for each ..." counts: compiles to ``fn(ctx) -> int``."""


@dataclass(frozen=True)
class Num(Amount):
    value: int
    # written as a word ("two") rather than digits: how to print it, not what it means
    word: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class ThatMany(Amount):
    """``that many``: the count the previous step remembered (or the amount of the event
    heard: "hits for that much damage")."""

    REFERS_BACK: ClassVar[bool] = True
    NEEDS: ClassVar[str | None] = "count"
    # written "that much damage": how to print it, not what it means
    much: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class ThatNumber(Amount):
    """``that number``: the number the previous step chose or rolled."""

    REFERS_BACK: ClassVar[bool] = True
    NEEDS: ClassVar[str | None] = "number"


@dataclass(frozen=True)
class Double(Amount):
    of: Amount


@dataclass(frozen=True)
class Half(Amount):
    """``half X, rounded up`` (``up``) / ``rounded down``."""

    of: Amount
    up: bool = False


@dataclass(frozen=True)
class Plus(Amount):
    """``X plus 3`` / ``X minus 1`` (``delta``)."""

    base: Amount
    delta: int


@dataclass(frozen=True)
class Sum(Amount):
    """``the number of cards in your hand plus the number of Units you have in play``: a value
    added to another (``minus``: taken from it, to no less than 0)."""

    left: Amount
    right: Amount
    minus: bool = False


@dataclass(frozen=True)
class Bounded(Amount):
    """``X, to a maximum of 12`` (``most``) / ``to a minimum of 1`` (``least``)."""

    of: Amount
    most: Num | None = None
    least: Num | None = None


@dataclass(frozen=True)
class StatOf(Amount):
    """``the level of the top card of your opponent's discard pile``."""

    stat: str
    card: CardRef
    number_word: bool = False  # "the attack number of ..."


@dataclass(frozen=True)
class TotalOf(Amount):
    """``the total level of the revealed cards``: the sum of a stat over cards."""

    stat: str
    cards: CardRef


@dataclass(frozen=True)
class DistinctAmong(Amount):
    """``the number of different Classes among your Units``: how many different names of a
    kind the cards have between them."""

    kind: str
    cards: CardRef


@dataclass(frozen=True)
class EachDistinctAmong(PerUnit):
    """``for each different Class among your Units``."""

    kind: str
    cards: CardRef


@dataclass(frozen=True)
class CountOf(Amount):
    """``the number of cards in your hand``."""

    cards: CardFilter


@dataclass(frozen=True)
class Per(Amount):
    """``+1 for each Ally you have in play``: ``base`` times how many ``unit`` there are."""

    base: Amount
    unit: PerUnit


@dataclass(frozen=True)
class PerCard(PerUnit):
    """``for each Ally you have in play``; ``every``: ``for every two cards in your hand`` (one
    per whole group of the selection's count)."""

    cards: CardRef
    every: bool = False


def is_num(n, value: int) -> bool:
    return isinstance(n, Num) and n.value == value


# ------------------------------------------------------------------------- reading

NUMBER_WORDS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}


@reads("n_int", builds=Num)
def n_int(self, meta, tok):
    return Num(int(tok), span=span_of(meta))


def _number_word(value: int):
    def read(self, meta, *tokens):
        return Num(value, word=True, span=span_of(meta))

    return read


for _value, _word in NUMBER_WORDS.items():
    reads(f"n_{_word}", builds=Num)(_number_word(_value))

passes("amt_number", "value", "value_scaled", "value_atom", "card_count")


@reads("amt_half", builds=Half)
def amt_half(self, meta, of, *rounded):
    up = bool(rounded) and str(rounded[0]).lower().rstrip().endswith("up")
    return Half(of, up, span=span_of(meta))


@reads("amt_plus", builds=(Plus, Sum))
def amt_plus(self, meta, base, n):
    if isinstance(n, Num):  # ("plus 3": a number added)
        return Plus(base, n.value, span=span_of(meta))
    return Sum(base, n, span=span_of(meta))


@reads("amt_minus", builds=(Plus, Sum))
def amt_minus(self, meta, base, n):
    if isinstance(n, Num):
        return Plus(base, -n.value, span=span_of(meta))
    return Sum(base, n, minus=True, span=span_of(meta))


@reads("val_total", builds=TotalOf)
def val_total(self, meta, stat, cards):
    return TotalOf(str(stat), cards, span=span_of(meta))


@reads("val_distinct_among", builds=DistinctAmong)
def val_distinct_among(self, meta, kind, cards):
    return DistinctAmong(kind, cards, span=span_of(meta))


@reads("each_distinct_among", builds=EachDistinctAmong)
def each_distinct_among(self, meta, kind, cards):
    return EachDistinctAmong(kind, cards, span=span_of(meta))


@reads("amt_at_most", builds=Bounded)
def amt_at_most(self, meta, of, n):
    return Bounded(of, most=n, span=span_of(meta))


@reads("amt_at_least", builds=Bounded)
def amt_at_least(self, meta, of, n):
    return Bounded(of, least=n, span=span_of(meta))


@reads("val_stat_of_poss", builds=StatOf)
def val_stat_of_poss(self, meta, card, stat):
    return StatOf(stat, card, span=span_of(meta))


@reads("amt_that_many", builds=ThatMany)
def amt_that_many(self, meta):
    return ThatMany(span=span_of(meta))


@reads("amt_that_much", builds=ThatMany)
def amt_that_much(self, meta):
    return ThatMany(much=True, span=span_of(meta))


@reads("amt_that_number", builds=ThatNumber)
def amt_that_number(self, meta):
    return ThatNumber(span=span_of(meta))


@reads("amt_double", builds=Double)
def amt_double(self, meta, amount):
    return Double(amount, span=span_of(meta))


@reads("val_stat_of", builds=StatOf)
def val_stat_of(self, meta, stat, card):
    return StatOf(stat, card, span=span_of(meta))


@reads("val_count", builds=CountOf)
def val_count(self, meta, desc):
    # "the number of card(s) ...": a count is of cards, however the noun was written
    if not desc.plural:
        desc = dataclasses.replace(desc, plural=True)
    return CountOf(desc, span=span_of(meta))


@reads("signed")
def signed(self, meta, tok):
    return int(str(tok))


# comparisons read as (op, amount)
@reads("cmp_at_least")
def cmp_at_least(self, meta, n):
    return (">=", n)


@reads("cmp_at_most")
def cmp_at_most(self, meta, n):
    return ("<=", n)


@reads("cmp_exactly")
def cmp_exactly(self, meta, n):
    return ("==", n)


@reads("number_list")
def number_list(self, meta, *numbers):
    return tuple(n.value for n in numbers)


@reads("per_card", "each_card", builds=PerCard)
def per_card(self, meta, cards):
    return PerCard(cards, span=span_of(meta))


@reads("each_of_card", builds=PerCard)
def each_of_card(self, meta, cards):
    """ "for each of your opponent's Allies": one unit per card, as "for each <card>"."""
    from .selections import Select

    if isinstance(cards, Select) and cards.quantity in ("bare", "all"):
        one = dataclasses.replace(cards.filter, plural=False)
        cards = dataclasses.replace(cards, quantity="bare", filter=one, count=None)
    return PerCard(cards, span=span_of(meta))


@reads("per_every", builds=PerCard)
def per_every(self, meta, cards):
    """ "for every two cards in your hand" (one per whole group); "for every card in your
    hand" is "for each card in your hand"."""
    from .selections import Select

    if isinstance(cards, Select) and cards.quantity == "bare":
        return PerCard(cards, span=span_of(meta))
    if not (
        isinstance(cards, Select) and cards.quantity == "count" and isinstance(cards.count, Num)
    ):
        raise MeaningError(
            "E-MEANING", "'for every' counts groups: write 'for every two cards ...'", span_of(meta)
        )
    return PerCard(cards, every=True, span=span_of(meta))


passes("for_unit")


@reads("per_cap")
def per_cap(self, meta, n):
    """ ", up to +4" / ", up to 6": the most in all (its size)."""
    return abs(n.value if isinstance(n, Num) else n)


def capped(total: Amount, base: int, cap: int, span) -> Amount:
    """A per-unit total limited to ``cap`` (a decrease to ``-cap``)."""
    if base < 0:
        return Bounded(total, least=Num(-cap), span=span)
    return Bounded(total, most=Num(cap), span=span)


# ------------------------------------------------------------------------- printing

_OP_WORDS = {"<=": "or less", ">=": "or more"}


@prints(Num)
def print_num(p, n: Num) -> str:
    if n.word and n.value in NUMBER_WORDS:
        return NUMBER_WORDS[n.value]
    return str(n.value)


@prints(ThatMany)
def print_that_many(p, n) -> str:
    return "that much damage" if n.much else "that many"


@prints(ThatNumber)
def print_that_number(p, n) -> str:
    return "that number"


#: the amounts "double" reads before it (the others are values: "twice the number of ...")
_DOUBLED = ("Num", "ThatMany", "ThatNumber", "DamageDone", "Double", "DamageTaken")


def is_amount_word(n) -> bool:
    """Is ``n`` what the grammar's ``amount`` reads ("2", "that many", "double 2"), not a
    value of the game ("the number of ...")?"""
    name = type(n).__name__
    if name == "Double":
        return is_amount_word(n.of)
    return name in ("Num", "ThatMany", "ThatNumber", "DamageDone")


@prints(Double)
def print_double(p, n: Double) -> str:
    word = "double" if type(n.of).__name__ in _DOUBLED else "twice"
    return f"{word} {p.node(n.of)}"


@prints(Half)
def print_half(p, n: Half) -> str:
    return f"half {p.node(n.of)}, rounded {'up' if n.up else 'down'}"


@prints(Plus)
def print_plus(p, n: Plus) -> str:
    return f"{p.node(n.base)} {'plus' if n.delta >= 0 else 'minus'} {abs(n.delta)}"


@prints(Sum)
def print_sum(p, n: Sum) -> str:
    return f"{p.node(n.left)} {'minus' if n.minus else 'plus'} {p.node(n.right)}"


@prints(TotalOf)
def print_total_of(p, n: TotalOf) -> str:
    return f"the total {n.stat} of {p.node(n.cards)}"


@prints(DistinctAmong)
def print_distinct_among(p, n: DistinctAmong) -> str:
    return f"the number of different {p.lang.kinds[n.kind].plural} among {p.node(n.cards)}"


@prints(EachDistinctAmong)
def print_each_distinct_among(p, u: EachDistinctAmong) -> str:
    return f"different {p.lang.kinds[u.kind].noun} among {p.node(u.cards)}"


@prints(Bounded)
def print_bounded(p, n: Bounded) -> str:
    out = p.node(n.of)
    if n.most is not None:
        out += f", to a maximum of {p.node(n.most)}"
    if n.least is not None:
        out += f", to a minimum of {p.node(n.least)}"
    return out


@prints(StatOf)
def print_stat_of(p, n: StatOf) -> str:
    return f"the {n.stat} of {p.node(n.card)}"


@prints(CountOf)
def print_count_of(p, n: CountOf) -> str:
    return f"the number of {p.node(n.cards, force_plural=True)}"


@prints(Per)
def print_per(p, n: Per) -> str:
    return f"{p.node(n.base)} {per_words(p, n.unit)}"


def per_words(p, u: PerUnit) -> str:
    """ "for each <unit>" / "for every two <cards>"."""
    if isinstance(u, PerCard) and u.every:
        return f"for every {p.node(u.cards)}"
    return f"for each {p.node(u)}"


@prints(PerCard)
def print_per_card(p, u: PerCard) -> str:
    from .selections import Select

    cards = u.cards
    if (
        isinstance(cards, Select)
        and cards.quantity == "bare"
        and cards.filter.owner is not None
        and not cards.filter.plural
    ):
        many = dataclasses.replace(cards.filter, plural=True)
        return f"of {p.node(many)}"  # "each of your opponent's Allies"
    return p.node(cards)


def count_cmp(p, op: str, n) -> str:
    """ "at least two", "two or fewer", "exactly two" (a count of things)."""
    if op == ">=":
        return f"at least {p.node(n)}"
    if op == "<=":
        return f"{p.node(n)} or fewer"
    return f"exactly {p.node(n)}"


def number_cmp(p, op: str, n) -> str:
    """ "4", "4 or less", "4 or more" (a value compared)."""
    if op == "==":
        return p.node(n)
    return f"{p.node(n)} {_OP_WORDS[op]}"


# ------------------------------------------------------------------------- compiling


def amount_fn(n: Amount):
    """An amount -> fn(ctx) -> int."""
    return compile_node(n)


def per_unit_fn(u: PerUnit):
    """A unit of "for each ..." -> fn(ctx) -> how many there are."""
    return compile_node(u)


@compiles(Num)
def compile_num(n: Num):
    v = n.value
    return lambda ctx: v


@compiles(ThatMany)
def compile_that_many(n):
    return lambda ctx: (
        ctx.count if ctx.count is not None else (ctx.event.amount if ctx.event is not None else 0)
    )


@compiles(ThatNumber)
def compile_that_number(n):
    return lambda ctx: ctx.number if ctx.number is not None else 0


@compiles(Double)
def compile_double(n: Double):
    inner = COMPILERS[type(n.of).__name__](n.of)  # ("double double ... 1" nests deeply)
    return lambda ctx: 2 * inner(ctx)


@compiles(Half)
def compile_half(n: Half):
    of = amount_fn(n.of)
    if n.up:
        return lambda ctx: (of(ctx) + 1) // 2
    return lambda ctx: of(ctx) // 2


@compiles(Plus)
def compile_plus(n: Plus):
    base, delta = amount_fn(n.base), n.delta
    return lambda ctx: max(0, base(ctx) + delta)


@compiles(Sum)
def compile_sum(n: Sum):
    left, right = amount_fn(n.left), amount_fn(n.right)
    if n.minus:
        return lambda ctx: max(0, left(ctx) - right(ctx))
    return lambda ctx: left(ctx) + right(ctx)


@compiles(TotalOf)
def compile_total_of(n: TotalOf):
    cards = C.cards_fn(n.cards, "permanent")
    word = n.stat
    return lambda ctx: sum(ctx.game.stat(c, word) for c in cards(ctx))


@compiles(DistinctAmong, EachDistinctAmong)
def compile_distinct_among(n):
    cards = C.cards_fn(n.cards, "permanent")
    kind = n.kind
    return lambda ctx: ctx.game.distinct_values(cards(ctx), kind)


@compiles(Bounded)
def compile_bounded(n: Bounded):
    of = amount_fn(n.of)
    most = n.most.value if n.most is not None else None
    least = n.least.value if n.least is not None else None

    def bounded(ctx):
        v = of(ctx)
        if most is not None:
            v = min(v, most)
        if least is not None:
            v = max(v, least)
        return v

    return bounded


@compiles(StatOf)
def compile_stat_of(n: StatOf):
    cards = C.cards_fn(n.card, "choose")
    word = n.stat

    def stat_of(ctx):
        got = cards(ctx)
        return ctx.game.stat(got[0], word) if got else 0

    return stat_of


@compiles(CountOf)
def compile_count_of(n: CountOf):
    from .selections import selection_candidates  # (selections count in amounts too)

    sel = selection_candidates(n.cards, "hand")
    return lambda ctx: len(sel(ctx))


@compiles(Per)
def compile_per(n: Per):
    base = amount_fn(n.base)
    unit = per_unit_fn(n.unit)
    return lambda ctx: base(ctx) * unit(ctx)


@compiles(PerCard)
def compile_per_card(u: PerCard):
    from .selections import Select, selection_candidates

    if isinstance(u.cards, Select):
        sel = selection_candidates(u.cards.filter, "permanent")
        if u.every:  # (one per whole group)
            group = amount_fn(u.cards.count) if u.cards.count is not None else (lambda ctx: 1)
            return lambda ctx: len(sel(ctx)) // max(1, group(ctx))
        return lambda ctx: len(sel(ctx))
    cards = C.cards_fn(u.cards, "choose")
    return lambda ctx: len(cards(ctx))


from . import cards as C
