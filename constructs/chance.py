"""Chance: coins and dice — "for each heads", the sides of a coin and the parity of a roll."""

from __future__ import annotations

from dataclasses import dataclass

from .amounts import PerUnit
from .kit import compiles, prints, reads, span_of, word


@dataclass(frozen=True)
class PerCoinSide(PerUnit):
    """``for each heads``: how many coins of the last flip came up that side."""

    side: str


# ------------------------------------------------------------------------- reading

word(("heads", "heads"), ("tails", "tails"), ("even", "even"), ("odd", "odd"))


@reads("per_coin_side", "each_coin_side", builds=PerCoinSide)
def per_coin_side(self, meta, side):
    return PerCoinSide(side, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(PerCoinSide)
def print_per_coin_side(p, u: PerCoinSide) -> str:
    return u.side


# ------------------------------------------------------------------------- compiling


@compiles(PerCoinSide)
def compile_per_coin_side(u: PerCoinSide):
    side = u.side
    return lambda ctx: (
        (ctx.number or 0) if side == "heads" else ((ctx.count or 0) - (ctx.number or 0))
    )
