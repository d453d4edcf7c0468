"""Revealing and looking: cards shown to everyone or seen by one player, and what was shown —
"the number of different characters you revealed"."""

from __future__ import annotations

from dataclasses import dataclass

from .amounts import Amount, PerUnit
from .kit import compiles, prints, reads, span_of
from .players import Player


@dataclass(frozen=True)
class DistinctRevealed(Amount):
    """``the number of different characters you revealed``."""

    kind: str
    player: Player


@dataclass(frozen=True)
class PerDistinct(PerUnit):
    """``for each different character you revealed``."""

    kind: str
    player: Player


# ------------------------------------------------------------------------- reading


@reads("val_distinct", builds=DistinctRevealed)
def val_distinct(self, meta, kind, player):
    return DistinctRevealed(kind, player, span=span_of(meta))


@reads("per_distinct", builds=PerDistinct)
def per_distinct(self, meta, kind, player):
    return PerDistinct(kind, player, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(DistinctRevealed)
def print_distinct_revealed(p, n: DistinctRevealed) -> str:
    kinds = p.lang.kinds[n.kind].plural
    return f"the number of different {kinds} {p.subject(n.player)} revealed"


@prints(PerDistinct)
def print_per_distinct(p, u: PerDistinct) -> str:
    return f"different {p.lang.kinds[u.kind].noun} {p.subject(u.player)} revealed"


# ------------------------------------------------------------------------- compiling


@compiles(DistinctRevealed, PerDistinct)
def compile_distinct(n):
    kind = n.kind
    return lambda ctx: ctx.game.distinct_values(ctx.revealed, kind)
