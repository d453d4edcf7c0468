"""Revealing and looking: cards shown to everyone or seen by one player, and what was shown —
"if you reveal a Falcon card from your hand", "if you revealed at least two different
characters", "the number of different characters you revealed"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import cards as C
from .amounts import Amount, PerUnit, count_cmp, is_num
from .conditions import Condition, compare
from .kit import CompileError, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn

if TYPE_CHECKING:
    from .cards import CardRef


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


@dataclass(frozen=True)
class RevealFrom(Condition):
    """``if you reveal a Falcon card from your hand``: the player may reveal; true if they do."""

    player: Player
    cards: CardRef


@dataclass(frozen=True)
class RevealedDistinct(Condition):
    """``if you revealed at least two different characters``."""

    player: Player
    op: str
    count: Amount
    kind: str


# ------------------------------------------------------------------------- reading


@reads("cond_reveal", builds=RevealFrom)
def cond_reveal(self, meta, player, cards):
    return RevealFrom(player, cards, span=span_of(meta))


@reads("cond_revealed_different", builds=RevealedDistinct)
def cond_revealed_different(self, meta, player, cmp, kind):
    op, count = cmp
    return RevealedDistinct(player, op, count, kind, span=span_of(meta))


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


@prints(RevealFrom)
def print_reveal_from(p, c: RevealFrom) -> str:
    return f"{p.subject(c.player)} {p.verb_for(c.player, 'reveal')} {p.node(c.cards)}"


@prints(RevealedDistinct)
def print_revealed_distinct(p, c: RevealedDistinct) -> str:
    kind = p.lang.kinds[c.kind]
    noun = kind.plural if not is_num(c.count, 1) else kind.noun
    return f"{p.subject(c.player)} revealed {count_cmp(p, c.op, c.count)} different {noun}"


# ------------------------------------------------------------------------- compiling


@compiles(DistinctRevealed, PerDistinct)
def compile_distinct(n):
    kind = n.kind
    return lambda ctx: ctx.game.distinct_values(ctx.revealed, kind)


@compiles(RevealFrom)
def compile_reveal_from(c: RevealFrom, cc=None):
    who = player_fn(c.player)
    if not isinstance(c.cards, C.Select):
        raise CompileError("E-UNSUPPORTED", "say which cards may be revealed", c)
    cands = C.selection_candidates(c.cards.filter, "hand")

    def reveal(ctx):
        g = ctx.game
        options = cands(ctx)
        if not options:
            return False
        pick = g.decide(who(ctx), "reveal", options + ["pass"], "reveal a card?")
        if pick == "pass":
            return False
        g.reveal(who(ctx), [pick])
        ctx.revealed = [*ctx.revealed, pick]
        return True

    return reveal


@compiles(RevealedDistinct)
def compile_revealed_distinct(c: RevealedDistinct, cc=None):
    op, count, kind = c.op, compile_node(c.count), c.kind
    return lambda ctx: compare(op, ctx.game.distinct_values(ctx.revealed, kind), count(ctx))
