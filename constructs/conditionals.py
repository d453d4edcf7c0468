"""Conditional steps: "If you do, ...", "(if discarded)" — conditions on what the ability's
own steps did."""

from __future__ import annotations

from dataclasses import dataclass

from .conditions import Condition
from .kit import compiles, prints, reads, span_of
from .players import Player


@dataclass(frozen=True)
class DidIt(Condition):
    """``If you do, ...``: the effect just before (often a "you may") happened."""

    player: Player


@dataclass(frozen=True)
class DidDiscard(Condition):
    """``(if discarded)``: the player discarded a card earlier in this ability."""


# ------------------------------------------------------------------------- reading


@reads("cond_did", builds=DidIt)
def cond_did(self, meta, player):
    return DidIt(player, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(DidIt)
def print_did_it(p, c: DidIt) -> str:
    return f"{p.subject(c.player)} {p.verb_for(c.player, 'do')}"


@prints(DidDiscard)
def print_did_discard(p, c) -> str:
    return "discarded"


# ------------------------------------------------------------------------- compiling


@compiles(DidIt)
def compile_did_it(c, cc=None):
    return lambda ctx: bool(ctx.did)


@compiles(DidDiscard)
def compile_did_discard(c, cc=None):
    return lambda ctx: bool(ctx.discarded) and (ctx.they is None or ctx.they in ctx.discarded)
