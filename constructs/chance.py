"""Chance: coins and dice — what a flip or a roll gave ("if it's heads", "if the result is
even", "If 4, 5 or 6", "for each heads"), and "whenever a coin flip is heads"."""

from __future__ import annotations

from dataclasses import dataclass

from .amounts import PerUnit
from .conditions import Condition
from .english import join_or
from .kit import MeaningError, compiles, prints, reads, span_of, word
from .triggers import Trigger, Watch


@dataclass(frozen=True)
class ResultIs(Condition):
    """A remembered random result: ``it's heads`` (``side``: heads/tails), ``the result is
    even`` (``even``/``odd``), ``If 4, 5 or 6`` (``in``), ``the result is not 1`` (``not``)."""

    test: str
    values: tuple[int, ...] = ()
    side: str | None = None


@dataclass(frozen=True)
class PerCoinSide(PerUnit):
    """``for each heads``: how many coins of the last flip came up that side."""

    side: str


@dataclass(frozen=True)
class OnCoin(Trigger):
    """``whenever a coin flip is heads``."""

    side: str


# ------------------------------------------------------------------------- reading

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


@reads("ev_coin", builds=OnCoin)
def ev_coin(self, meta, side):
    return OnCoin(side, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(ResultIs)
def print_result_is(p, c: ResultIs) -> str:
    if c.test == "side":
        return f"it's {c.side}"
    if c.test in ("even", "odd"):
        return f"the result is {c.test}"
    if c.test == "in":
        return join_or([str(v) for v in c.values])
    return f"the result is not {c.values[0]}"


@prints(PerCoinSide)
def print_per_coin_side(p, u: PerCoinSide) -> str:
    return u.side


@prints(OnCoin)
def print_on_coin(p, t: OnCoin, role: str = "") -> str:
    return f"whenever a coin flip is {t.side}"


# ------------------------------------------------------------------------- compiling


@compiles(ResultIs)
def compile_result_is(c: ResultIs, cc=None):
    test, values, side = c.test, c.values, c.side
    if test == "side":
        return lambda ctx: ctx.result == side
    if test == "even":
        return lambda ctx: ctx.number is not None and ctx.number % 2 == 0
    if test == "odd":
        return lambda ctx: ctx.number is not None and ctx.number % 2 == 1
    if test == "in":
        return lambda ctx: ctx.number in values
    return lambda ctx: ctx.number is not None and ctx.number not in values


@compiles(PerCoinSide)
def compile_per_coin_side(u: PerCoinSide):
    side = u.side
    return lambda ctx: (
        (ctx.number or 0) if side == "heads" else ((ctx.count or 0) - (ctx.number or 0))
    )


@compiles(OnCoin)
def compile_on_coin(t: OnCoin, cc=None):
    side = t.side
    return Watch("coin", lambda g, ev, me: ev.data == side)
