"""Choices and chance: "choose a card", "choose a number", "choose a Class", "flip a coin",
"roll two dice", "take the sum of both cards' defense", "the coin flip for power next turn is
automatically heads" — and what they gave: "if it's heads", "if the result is even", "If 4, 5
or 6", "for each heads", "whenever a coin flip is heads".

What a choice or a throw gives is left for the steps after it: the cards ("it"), the number
("that number"), the coin's side (the result), the chosen kind ("that Class").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import amounts as N
from . import cards as C
from . import filters as F
from . import selections as SL
from .amounts import PerUnit
from .conditions import Condition
from .durations import Duration
from .effects import Effect, for_each_player, manner, picked_randomly, subjects
from .english import article, join_or
from .kit import MeaningError, compile_node, compiles, prints, reads, span_of, word
from .players import Player
from .triggers import Trigger, Watch

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class ResultIs(Condition):
    """A remembered random result: ``it's heads`` (``side``: heads/tails), ``the result is
    even`` (``even``/``odd``), ``If 4, 5 or 6`` (``in``), ``the result is not 1`` (``not``)."""

    REFERS_BACK: ClassVar[bool] = True
    NEEDS: ClassVar[str | None] = "result"

    test: str
    values: tuple[int, ...] = ()
    side: str | None = None


@dataclass(frozen=True)
class PerCoinSide(PerUnit):
    """``for each heads``: how many coins of the last flip came up that side."""

    side: str


@dataclass(frozen=True)
class CoinCount(N.Amount):
    """``the number of heads``: how many coins of the last flip came up that side."""

    side: str


@dataclass(frozen=True)
class OnCoin(Trigger):
    """``whenever a coin flip is heads``."""

    side: str


@dataclass(frozen=True)
class Choose(Effect):
    """``choose a card from your hand``: the cards chosen are "it" afterwards."""

    OBJECT: ClassVar[str | None] = "cards"
    MAY_PASS: ClassVar[bool] = True
    HAS_MANNER: ClassVar[bool] = True
    SHARES_SUBJECT: ClassVar[bool] = True

    cards: CardRef
    manner: str | None = None
    #: who chooses ("your opponent chooses one of their Units"); None: you
    player: Player | None = None

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class ChooseNumber(Effect):
    """``choose a number``: "that number" afterwards."""

    SETS: ClassVar[tuple[str, ...]] = ("number",)


@dataclass(frozen=True)
class ChooseKind(Effect):
    """``choose a Class``: "that Class" afterwards."""

    SETS: ClassVar[tuple[str, ...]] = ("kind",)
    kind: str


@dataclass(frozen=True)
class Flip(Effect):
    """``flip a coin`` / ``flip three coins``: the last side is the result, the heads are
    "that number", the coins "that many"."""

    SETS: ClassVar[tuple[str, ...]] = ("number", "result", "count")
    count: Amount


@dataclass(frozen=True)
class FlipUntil(Effect):
    """``flip a coin until it comes up tails``: the heads are "that number" (and "for each
    heads"), the coins "that many", the last side the result."""

    SETS: ClassVar[tuple[str, ...]] = ("number", "count", "result")
    side: str


@dataclass(frozen=True)
class Roll(Effect):
    """``roll a die`` / ``roll two dice``: the total is the result and "that number"."""

    SETS: ClassVar[tuple[str, ...]] = ("number", "result")
    count: Amount


@dataclass(frozen=True)
class SumStat(Effect):
    """``Take the sum of both cards' defense``: remembered as the result."""

    SETS: ClassVar[tuple[str, ...]] = ("number", "result")
    stat: str
    cards: CardRef


@dataclass(frozen=True)
class ForceFlip(Effect):
    """``The coin flip for power next turn is automatically heads``."""

    counter: str
    duration: Duration
    side: str


# ------------------------------------------------------------------------- reading


@reads("e_choose_number", builds=ChooseNumber)
def e_choose_number(self, meta):
    return ChooseNumber(span=span_of(meta))


@reads("e_choose_category", builds=ChooseKind)
def e_choose_category(self, meta, kind):
    return ChooseKind(kind, span=span_of(meta))


@reads("e_choose_card", builds=Choose)
def e_choose_card(self, meta, *parts):
    player = parts[0] if isinstance(parts[0], Player) else None
    cards = parts[1] if player is not None else parts[0]
    randomly = "random" if len(parts) > (2 if player is not None else 1) else None
    return Choose(cards, randomly, player, span=span_of(meta))


@reads("e_flip", builds=(Flip, N.Num))
def e_flip(self, meta, *count):
    return Flip(count[0] if count else N.Num(1, word=True), span=span_of(meta))


@reads("e_flip_twice", builds=(Flip, N.Num))
def e_flip_twice(self, meta):
    return Flip(N.Num(2, word=True), span=span_of(meta))


@reads("e_flip_until", builds=FlipUntil)
def e_flip_until(self, meta, side):
    return FlipUntil(side, span=span_of(meta))


@reads("cond_coin", builds=ResultIs)
def cond_coin(self, meta, *parts):
    """ "If heads", "if you get heads", "if it comes up heads": the last flip's side."""
    return ResultIs("side", side=parts[-1], span=span_of(meta))


@reads("cond_all_sides", builds=ResultIs)
def cond_all_sides(self, meta, side):
    """ "If both are heads": every coin of the last flip came up that side."""
    return ResultIs("all", side=side, span=span_of(meta))


@reads("e_roll", builds=(Roll, N.Num))
def e_roll(self, meta, *count):
    return Roll(count[0] if count else N.Num(1, word=True), span=span_of(meta))


@reads("e_sum_both", builds=(SumStat, SL.Select, F.CardFilter))
def e_sum_both(self, meta, noun, stat):
    both = SL.Select(
        "bare", None, F.CardFilter(noun, adjectives=("current",), plural=True), span=span_of(meta)
    )
    return SumStat(stat, both, span=span_of(meta))


@reads("e_force_flip", builds=ForceFlip)
def e_force_flip(self, meta, counter, duration, side):
    return ForceFlip(counter, duration, side, span=span_of(meta))


word(("heads", "heads"), ("tails", "tails"), ("even", "even"), ("odd", "odd"))


# what a result "is" (after "it's" / "the result is"): (kind, value)
@reads("is_coin")
def is_coin(self, meta, side):
    return ("coin", side)


@reads("is_parity")
def is_parity(self, meta, parity):
    return ("parity", parity)


def result_is(meta, what) -> ResultIs:
    kind, value = what
    if kind == "coin":
        return ResultIs("side", side=value, span=span_of(meta))
    return ResultIs(value, span=span_of(meta))


@reads("cond_result_is", builds=ResultIs)
def cond_result_is(self, meta, what):
    if isinstance(what, tuple):
        return result_is(meta, what)
    raise MeaningError(
        "E-MEANING",
        "a result is a number, heads/tails or even/odd",
        span_of(meta),
        "write 'If the result is even, ...'",
    )


@reads("cond_result_not", builds=ResultIs)
def cond_result_not(self, meta, n):
    return ResultIs("not", (n.value,), span=span_of(meta))


@reads("cond_result_in", builds=ResultIs)
def cond_result_in(self, meta, values):
    return ResultIs("in", tuple(values), span=span_of(meta))


@reads("cond_result_parity", builds=ResultIs)
def cond_result_parity(self, meta, parity):
    return ResultIs(parity, span=span_of(meta))


@reads("per_coin_side", "each_coin_side", builds=PerCoinSide)
def per_coin_side(self, meta, side):
    return PerCoinSide(side, span=span_of(meta))


@reads("val_coin_count", builds=CoinCount)
def val_coin_count(self, meta, side):
    return CoinCount(side, span=span_of(meta))


@reads("ev_coin", builds=OnCoin)
def ev_coin(self, meta, side):
    return OnCoin(side, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Choose)
def print_choose(p, e: Choose) -> str:
    if e.player is None and p.agree is None:
        return manner(e.manner) + f"choose {p.node(e.cards)}"
    # (a chooser named: "your opponent chooses a card from their hand at random")
    out = f"{p.verb(e.player, 'choose')} {p.node(e.cards)}"
    if e.manner == "random":
        return out + " at random"
    return manner(e.manner) + out


@prints(ChooseNumber)
def print_choose_number(p, e) -> str:
    return "choose a number"


@prints(ChooseKind)
def print_choose_kind(p, e: ChooseKind) -> str:
    noun = p.lang.kinds[e.kind].noun
    return f"choose {article(noun)} {noun}"


@prints(Flip)
def print_flip(p, e: Flip) -> str:
    return "flip a coin" if N.is_num(e.count, 1) else f"flip {p.node(e.count)} coins"


@prints(FlipUntil)
def print_flip_until(p, e: FlipUntil) -> str:
    return f"flip a coin until it comes up {e.side}"


@prints(Roll)
def print_roll(p, e: Roll) -> str:
    return "roll a die" if N.is_num(e.count, 1) else f"roll {p.node(e.count)} dice"


@prints(SumStat)
def print_sum_stat(p, e: SumStat) -> str:
    noun = e.cards.filter.noun if isinstance(e.cards, SL.Select) else "card"
    noun = noun or "card"
    return f"take the sum of both {p.lang.noun_plurals.get(noun, noun + 's')}' {e.stat}"


@prints(ForceFlip)
def print_force_flip(p, e: ForceFlip) -> str:
    return f"the coin flip for {e.counter} {p.node(e.duration)} is automatically {e.side}"


@prints(ResultIs)
def print_result_is(p, c: ResultIs) -> str:
    if c.test == "side":
        return f"it's {c.side}"
    if c.test == "all":
        return f"all are {c.side}"
    if c.test in ("even", "odd"):
        return f"the result is {c.test}"
    if c.test == "in":
        return join_or([str(v) for v in c.values])
    return f"the result is not {c.values[0]}"


@prints(PerCoinSide)
def print_per_coin_side(p, u: PerCoinSide) -> str:
    return u.side


@prints(CoinCount)
def print_coin_count(p, n: CoinCount) -> str:
    return f"the number of {n.side}"


@prints(OnCoin)
def print_on_coin(p, t: OnCoin, role: str = "") -> str:
    return f"whenever a coin flip is {t.side}"


# ------------------------------------------------------------------------- compiling


@compiles(Choose)
def compile_choose(e: Choose, cc, optional=False):
    pick = C.cards_fn(picked_randomly(e.cards, e.manner), "permanent", optional=optional)
    if e.player is None:

        def choose(ctx):
            ctx.it = pick(ctx)

        return choose

    # each player it names chooses ("each player chooses a Unit they control and destroys
    # it": "it" is every card chosen)
    def choose_one(ctx, p):
        ctx.it = [*ctx.it, *pick(ctx)] if ctx.it is not None else pick(ctx)

    run = for_each_player(subjects(e.player), choose_one)

    def choose_each(ctx):
        ctx.it = None
        run(ctx)

    return choose_each


@compiles(ChooseNumber)
def compile_choose_number(e, cc, optional=False):
    def choose(ctx):
        ctx.number = ctx.game.decide(ctx.me(), "number", list(range(21)), "choose a number")

    return choose


@compiles(ChooseKind)
def compile_choose_kind(e: ChooseKind, cc, optional=False):
    kind = e.kind

    def choose(ctx):
        values = ctx.game.kind_values(kind)
        ctx.kind = ctx.game.decide(ctx.me(), "kind", values, f"choose a {kind}")

    return choose


@compiles(Flip)
def compile_flip(e: Flip, cc, optional=False):
    purpose = cc.flip_for
    if N.is_num(e.count, 1):

        def flip_one(ctx):
            side = ctx.game.flip(purpose)
            ctx.result, ctx.number, ctx.count = side, int(side == "heads"), 1

        return flip_one
    count = compile_node(e.count)

    def flip(ctx):
        n = count(ctx)
        heads = 0
        side = None
        for _ in range(n):
            side = ctx.game.flip(purpose)
            heads += side == "heads"
        ctx.result, ctx.number, ctx.count = side, heads, n

    return flip


#: flips a "flip until" makes at most (a coin that never comes up is no game)
MAX_FLIPS = 100


@compiles(FlipUntil)
def compile_flip_until(e: FlipUntil, cc, optional=False):
    purpose, stop = cc.flip_for, e.side

    def flip_until(ctx):
        heads = n = 0
        side = None
        while n < MAX_FLIPS:
            side = ctx.game.flip(purpose)
            n += 1
            heads += side == "heads"
            if side == stop:
                break
        ctx.result, ctx.number, ctx.count = side, heads, n

    return flip_until


@compiles(Roll)
def compile_roll(e: Roll, cc, optional=False):
    count = compile_node(e.count)

    def roll(ctx):
        ctx.number = sum(ctx.game.roll() for _ in range(count(ctx)))

    return roll


@compiles(SumStat)
def compile_sum_stat(e: SumStat, cc, optional=False):
    pick = C.cards_fn(e.cards, "played")
    word = e.stat

    def total(ctx):
        ctx.number = sum(ctx.game.stat(c, word) for c in pick(ctx))

    return total


@compiles(ForceFlip)
def compile_force_flip(e: ForceFlip, cc, optional=False):
    counter, side, kind = e.counter, e.side, e.duration.kind

    def force(ctx):
        g = ctx.game
        start = g.state.turn + (1 if kind == "next_turn" else 0)
        g.state.forced[("flip", counter)] = (start, side)

    return force


@compiles(ResultIs)
def compile_result_is(c: ResultIs, cc=None):
    test, values, side = c.test, c.values, c.side
    if test == "side":
        return lambda ctx: ctx.result == side
    if test == "all":  # (the heads are "that number", the coins "that many")
        if side == "heads":
            return lambda ctx: ctx.count is not None and ctx.number == ctx.count
        return lambda ctx: ctx.count is not None and ctx.number == 0
    if test == "even":
        return lambda ctx: ctx.number is not None and ctx.number % 2 == 0
    if test == "odd":
        return lambda ctx: ctx.number is not None and ctx.number % 2 == 1
    if test == "in":
        return lambda ctx: ctx.number in values
    return lambda ctx: ctx.number is not None and ctx.number not in values


@compiles(PerCoinSide, CoinCount)
def compile_per_coin_side(u: PerCoinSide | CoinCount):
    side = u.side
    return lambda ctx: (
        (ctx.number or 0) if side == "heads" else ((ctx.count or 0) - (ctx.number or 0))
    )


@compiles(OnCoin)
def compile_on_coin(t: OnCoin, cc=None):
    side = t.side
    return Watch("coin", lambda g, ev, me: ev.data == side)
