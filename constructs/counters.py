"""Counters: the game's running numbers ("your power", "the power") — their value as a player
sees it, "if your power is 5 or more", and "for each point your power went up this turn" (from
the turn history)."""

from __future__ import annotations

from dataclasses import dataclass

from ..interpreter import history
from .amounts import Amount, PerUnit, number_cmp
from .conditions import Condition, compare
from .durations import print_when
from .kit import compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn


@dataclass(frozen=True)
class CounterValue(Amount):
    """``your power`` / ``the power``: the value of a counter (as a player sees it)."""

    counter: str
    player: Player | None


@dataclass(frozen=True)
class PerCounterRise(PerUnit):
    """``for each point your power went up this turn``."""

    ASKS = history.COUNTER
    counter: str
    player: Player | None
    when: str


@dataclass(frozen=True)
class CounterIs(Condition):
    """``if your power is 5 or more``."""

    counter: str
    player: Player | None
    op: str
    value: Amount


# ------------------------------------------------------------------------- reading


# a counter as named: (counter, player), the player None for the game's own
@reads("counter_of")
def counter_of(self, meta, player, counter):
    return (counter, player)


@reads("counter_game")
def counter_game(self, meta, counter):
    return (counter, None)


@reads("val_counter", builds=CounterValue)
def val_counter(self, meta, player, counter):
    return CounterValue(counter, player, span=span_of(meta))


@reads("val_counter_game", builds=CounterValue)
def val_counter_game(self, meta, counter):
    return CounterValue(counter, None, span=span_of(meta))


@reads("per_counter_rise", builds=PerCounterRise)
def per_counter_rise(self, meta, counter, when):
    return PerCounterRise(counter[0], counter[1], when, span=span_of(meta))


@reads("cond_counter_is", builds=CounterIs)
def cond_counter_is(self, meta, counter, cmp):
    op, value = cmp
    return CounterIs(counter[0], counter[1], op, value, span=span_of(meta))


# ------------------------------------------------------------------------- printing


def whose(p, player: Player | None) -> str:
    """ "your " / "your opponent's " for a player's counter; "the " for the game's."""
    return f"{p.possessive(player)} " if player is not None else "the "


@prints(CounterValue)
def print_counter_value(p, n: CounterValue) -> str:
    return f"{whose(p, n.player)}{n.counter}"


@prints(PerCounterRise)
def print_per_counter_rise(p, u: PerCounterRise) -> str:
    return f"point {whose(p, u.player)}{u.counter} went up {print_when(u.when)}"


@prints(CounterIs)
def print_counter_is(p, c: CounterIs) -> str:
    return f"{whose(p, c.player)}{c.counter} is {number_cmp(p, c.op, c.value)}"


# ------------------------------------------------------------------------- compiling


@compiles(CounterValue)
def compile_counter_value(n: CounterValue):
    name = n.counter
    if n.player is None:
        return lambda ctx: ctx.game.counter_base(name, ctx.me())
    who = player_fn(n.player)
    return lambda ctx: ctx.game.counter_for(name, who(ctx), ctx.source)


@compiles(PerCounterRise)
def compile_per_counter_rise(u: PerCounterRise):
    who = player_fn(u.player) if u.player is not None else None
    name, when = u.counter, u.when

    def rises(ctx):
        g = ctx.game
        p = who(ctx) if who is not None else g.state.active
        return history.total(
            g,
            g.past_turn(when),
            history.COUNTER,
            lambda e: e.data == name and e.player == p and e.amount > 0,
        )

    return rises


@compiles(CounterIs)
def compile_counter_is(c: CounterIs, cc=None):
    who = player_fn(c.player) if c.player is not None else (lambda ctx: ctx.me())
    name, op, value = c.counter, c.op, compile_node(c.value)
    return lambda ctx: compare(op, ctx.game.counter_for(name, who(ctx)), value(ctx))
