"""Counters: the game's running numbers ("your power", "the power") — their value as a player
sees it, "if your power is 5 or more", and "for each point your power went up this turn" (from
the turn history)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..interpreter import history
from . import filters as F
from .amounts import Amount, PerUnit, number_cmp, per_unit_fn, per_words
from .changes import Change, Mod, change_step
from .conditions import Condition, compare
from .durations import Duration, print_when
from .effects import Effect
from .kit import compile_node, compiles, first_of, holds, prints, reads, span_of
from .players import Player, player_fn, players_fn

if TYPE_CHECKING:
    from .filters import CardFilter


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


@dataclass(frozen=True)
class CounterModifier(Change):
    """``Your power is +2 for Storm and Thor cards`` / ``Your opponent's power is -3 this
    turn``: the counter as ``player`` sees it, for cards matching ``applies_to``."""

    counter: str
    player: Player | None
    delta: int
    applies_to: CardFilter | None = None
    duration: Duration | None = None
    per: PerUnit | None = None  # "+1 for each Ally you have in play"


@dataclass(frozen=True)
class AdjustCounter(Effect):
    """``The power goes up/down by N`` (a lasting change of the counter)."""

    counter: str
    delta: int


@dataclass(frozen=True)
class SetCounter(Effect):
    """``The power becomes N``."""

    counter: str
    value: Amount


# ------------------------------------------------------------------------- reading


# a counter as named: (counter, player), the player None for the game's own
@reads("counter_of")
def counter_of(self, meta, player, counter):
    return (counter, player)


@reads("counter_game")
def counter_game(self, meta, counter):
    return (counter, None)


@reads("e_counter_up", builds=AdjustCounter)
def e_counter_up(self, meta, counter, n):
    return AdjustCounter(counter, n.value, span=span_of(meta))


@reads("e_counter_down", builds=AdjustCounter)
def e_counter_down(self, meta, counter, n):
    return AdjustCounter(counter, -n.value, span=span_of(meta))


@reads("e_counter_set", builds=SetCounter)
def e_counter_set(self, meta, counter, n):
    return SetCounter(counter, n, span=span_of(meta))


@reads("m_counter_add", builds=CounterModifier)
def m_counter_add(self, meta, counter, delta, *rest):
    applies = first_of(rest, F.CardFilter)
    duration = first_of(rest, Duration)
    name, player = counter
    return CounterModifier(name, player, delta, applies, duration, span=span_of(meta))


@reads("m_counter_add_per", builds=CounterModifier)
def m_counter_add_per(self, meta, counter, delta, per, *rest):
    name, player = counter
    duration = first_of(rest, Duration)
    return CounterModifier(name, player, delta, None, duration, per, span=span_of(meta))


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


@prints(CounterModifier)
def print_counter_modifier(p, e: CounterModifier) -> str:
    s = f"{whose(p, e.player)}{e.counter} is {e.delta:+d}"
    if e.per is not None:
        s += f" {per_words(p, e.per)}"
    if e.applies_to is not None:
        s += f" for {p.node(e.applies_to, force_plural=e.applies_to.plural)}"
    if e.duration is not None:
        s += f" {p.node(e.duration)}"
    return s


@prints(AdjustCounter)
def print_adjust_counter(p, e: AdjustCounter) -> str:
    way = "up" if e.delta >= 0 else "down"
    return f"the {e.counter} goes {way} by {abs(e.delta)}"


@prints(SetCounter)
def print_set_counter(p, e: SetCounter) -> str:
    return f"the {e.counter} becomes {p.node(e.value)}"


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


@holds(CounterModifier)
def hold_counter_modifier(e: CounterModifier, ctx_of, in_play, cond):
    who = players_fn(e.player) if e.player is not None else None
    f = F.filter_fn(e.applies_to) if e.applies_to is not None else None
    delta = e.delta
    per = per_unit_fn(e.per) if e.per is not None else None

    def value(g, p, c, src):
        return delta if per is None else delta * per(ctx_of(g, src))

    def applies(g, p, c, src):
        ctx = ctx_of(g, src)
        if who is not None and p not in who(ctx):
            return False
        if f is not None and (c is None or not f(g, c, ctx)):
            return False
        return cond is None or cond(ctx)

    def for_player(g, p, src):
        """What does not depend on the card, asked once for many cards: None when the change
        does not hold for ``p``, else (its delta, the card test or None, its context)."""
        ctx = ctx_of(g, src)
        if who is not None and p not in who(ctx):
            return None
        if cond is not None and not cond(ctx):
            return None
        return (delta if per is None else delta * per(ctx)), f, ctx

    applies.for_player = for_player  # type: ignore[attr-defined]  # (Effects.counters_for)
    return [Mod("counter", e.counter, "add", value, applies)]


compiles(CounterModifier)(change_step)


@compiles(AdjustCounter)
def compile_adjust_counter(e: AdjustCounter, cc, optional=False):
    name, delta = e.counter, e.delta
    return lambda ctx: ctx.game.adjust_counter(name, delta, ctx.me())


@compiles(SetCounter)
def compile_set_counter(e: SetCounter, cc, optional=False):
    name, value = e.counter, compile_node(e.value)
    return lambda ctx: ctx.game.set_counter(name, value(ctx), ctx.me())


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
