"""Damage: what a card did and what a player took — "the amount of damage you did", "the
amount of damage you took last turn", "double ..." — read from the damage the card being
resolved did and from the turn history."""

from __future__ import annotations

from dataclasses import dataclass

from ..interpreter import history
from .amounts import Amount, Double
from .durations import print_when
from .kit import compiles, prints, reads, span_of
from .players import Player, player_fn


@dataclass(frozen=True)
class DamageDone(Amount):
    """``the amount of damage you did``: the damage the card being resolved did."""

    ASKS = history.DAMAGE
    player: Player


@dataclass(frozen=True)
class DamageTaken(Amount):
    """``the amount of damage you took last turn``."""

    ASKS = history.DAMAGE
    player: Player
    when: str


# ------------------------------------------------------------------------- reading


@reads("amt_damage_done", builds=DamageDone)
def amt_damage_done(self, meta, player):
    return DamageDone(player, span=span_of(meta))


@reads("val_damage_taken", builds=DamageTaken)
def val_damage_taken(self, meta, player, when):
    return DamageTaken(player, when, span=span_of(meta))


@reads("val_double_damage_taken", builds=(Double, DamageTaken))
def val_double_damage_taken(self, meta, player, when):
    return Double(DamageTaken(player, when, span=span_of(meta)), span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(DamageDone)
def print_damage_done(p, n: DamageDone) -> str:
    return f"the amount of damage {p.subject(n.player)} did"


@prints(DamageTaken)
def print_damage_taken(p, n: DamageTaken) -> str:
    return f"the amount of damage {p.subject(n.player)} took {print_when(n.when)}"


# ------------------------------------------------------------------------- compiling


@compiles(DamageDone)
def compile_damage_done(n):
    def done(ctx):
        if ctx.event is not None and ctx.event.kind == "damage":
            return ctx.event.amount
        return ctx.game.damage_done(ctx.source)

    return done


@compiles(DamageTaken)
def compile_damage_taken(n: DamageTaken):
    who = player_fn(n.player)
    when = n.when

    def taken(ctx):
        p = who(ctx)
        g = ctx.game
        return history.total(g, g.past_turn(when), history.DAMAGE, lambda e: e.target == p)

    return taken
