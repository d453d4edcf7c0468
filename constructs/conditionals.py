"""Conditional steps: "If X, Y. Otherwise, Z.", "Y unless X", "Y as long as X" / "while X",
"you may X", "If you do, ...", "(if discarded)", "For each heads, ..." / "draw a card for each
Ally you have in play"."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from . import amounts as N
from .conditions import Condition, condition_fn
from .effects import Effect, effect_fn, effects_fn, noting_done
from .kit import MeaningError, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn

if TYPE_CHECKING:
    from .amounts import PerUnit


@dataclass(frozen=True)
class DidIt(Condition):
    """``If you do, ...``: the effect just before (often a "you may") happened; ``negated``:
    ``if they don't`` / ``if they can't`` (it did not: declined, or nothing to do it with)."""

    REFERS_BACK: ClassVar[bool] = True
    player: Player
    negated: bool = False


@dataclass(frozen=True)
class DidDiscard(Condition):
    """``(if discarded)``: the player discarded a card earlier in this ability."""


@dataclass(frozen=True)
class If(Effect):
    condition: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] | None = None

    def asks_if_done(self) -> bool:
        return isinstance(self.condition, DidIt)

    def acts_for_you(self) -> bool:
        return any(x.acts_for_you() for x in self.then)


@dataclass(frozen=True)
class Unless(Condition):
    """``Y unless X``: the condition of an If that holds when X does not."""

    condition: Condition


@dataclass(frozen=True)
class AsLongAs(Effect):
    """``Y as long as X`` / ``while X, Y``: a change made by a step that holds (for its
    duration) only while X does; on a card whose abilities hold while it is somewhere, it is
    that card's static change with X as its condition."""

    condition: Condition
    effect: Effect


@dataclass(frozen=True)
class May(Effect):
    """``you may X``: the player chooses whether to do X."""

    player: Player
    effect: Effect

    def acts_for_you(self) -> bool:
        return self.effect.acts_for_you()


@dataclass(frozen=True)
class ForEach(Effect):
    """``For each heads, ...``: repeat per unit."""

    unit: PerUnit
    effects: tuple[Effect, ...]


# ------------------------------------------------------------------------- reading


@reads("cond_did", builds=DidIt)
def cond_did(self, meta, player):
    return DidIt(player, span=span_of(meta))


@reads("cond_did_not", builds=DidIt)
def cond_did_not(self, meta, player):
    return DidIt(player, negated=True, span=span_of(meta))


@reads("must_effect")
def must_effect(self, meta, player, effect):
    """ "Your opponent must discard a card": an effect is done unless it can't be, so "X must
    E" is "X Es" (canonically written so)."""
    if getattr(effect, "SHARES_SUBJECT", False) and effect.player is None:
        return dataclasses.replace(effect, player=player, span=span_of(meta))
    if player.who == "you":
        return effect
    raise MeaningError(
        "E-MEANING",
        "this effect is not done by a player: who must do it?",
        span_of(meta),
        "write the effect alone: 'destroy one of their Units'",
    )


@reads("may_effect", builds=May)
def may_effect(self, meta, player, effect):
    return May(player, effect, span=span_of(meta))


@reads("if_discarded_effect", builds=(If, DidDiscard))
def if_discarded_effect(self, meta, effect, tok):
    return If(DidDiscard(span=span_of(meta)), (effect,), span=span_of(meta))


@reads("effect_for_each", builds=(ForEach, N.Per))
def effect_for_each(self, meta, effect, unit):
    """ "Heal 1 for each Ally you have in play" (the amount is per card); "draw a card for
    each ..." (the effect, once per unit)."""
    span = span_of(meta)
    if effect.PER_AMOUNT and isinstance(effect.amount, N.Num) and isinstance(unit, N.PerCard):
        return dataclasses.replace(effect, amount=N.Per(effect.amount, unit, span=span))
    return ForEach(unit, (effect,), span=span)


@reads("effect_for_each_capped", builds=(N.Per, N.Bounded))
def effect_for_each_capped(self, meta, effect, unit, cap):
    """ "Heal 2 for each Ally you control, up to 6": the amount per card, at most the cap."""
    span = span_of(meta)
    if not (effect.PER_AMOUNT and isinstance(effect.amount, N.Num) and isinstance(unit, N.PerCard)):
        raise MeaningError(
            "E-MEANING", "'up to' caps an amount per card: 'heal 1 for each X, up to 4'", span
        )
    total = N.capped(N.Per(effect.amount, unit, span=span), effect.amount.value, cap, span)
    return dataclasses.replace(effect, amount=total)


# ------------------------------------------------------------------------- printing


@prints(Unless)
def print_unless(p, c: Unless) -> str:
    # (an If, or a static change, whose condition this is writes "Y unless X")
    return p.node(c.condition)


@prints(AsLongAs)
def print_as_long_as(p, e: AsLongAs) -> str:
    return f"{p.node(e.effect)} as long as {p.node(e.condition)}"


@prints(DidIt)
def print_did_it(p, c: DidIt) -> str:
    if c.negated:
        return f"{p.subject(c.player)} {p.verb_for(c.player, 'do')} not"
    return f"{p.subject(c.player)} {p.verb_for(c.player, 'do')}"


@prints(DidDiscard)
def print_did_discard(p, c) -> str:
    return "discarded"


@prints(If)
def print_if(p, e: If) -> str:
    if isinstance(e.condition, DidDiscard):
        return f"{p.node(e.then[0])} (if discarded)"
    return S.if_sentence(p, e)[:-1]


@prints(ForEach)
def print_for_each(p, e: ForEach) -> str:
    return S.if_sentence(p, e)[:-1]


@prints(May)
def print_may(p, e: May) -> str:
    return f"{p.subject(e.player)} may {p.node(e.effect)}"


# ------------------------------------------------------------------------- compiling


@compiles(DidIt)
def compile_did_it(c, cc=None):
    if c.negated:
        return lambda ctx: not ctx.did
    return lambda ctx: bool(ctx.did)


@compiles(DidDiscard)
def compile_did_discard(c, cc=None):
    return lambda ctx: bool(ctx.discarded) and (ctx.they is None or ctx.they in ctx.discarded)


@compiles(Unless)
def compile_unless(c: Unless, cc=None):
    cond = condition_fn(c.condition, cc)
    return lambda ctx: not cond(ctx)


@compiles(AsLongAs)
def compile_as_long_as(e: AsLongAs, cc, optional=False):
    from .changes import change_step

    return change_step(e.effect, cc, optional, condition=e.condition)


@compiles(May)
def compile_may(e: May, cc, optional=False):
    """ "You may X": X if its player says yes (or, for a choice of cards, "none" is one of the
    options); ``ctx.did`` tells an "if you do" after it whether X happened."""
    from .selections import Select

    inner = e.effect
    if inner.MAY_PASS and isinstance(getattr(inner, inner.OBJECT or "", None), Select):
        # (a choice of cards: "none" is one of its options; "you may return it": yes or no)
        return noting_done(effect_fn(inner, cc, optional=True))
    run = noting_done(effect_fn(inner, cc))
    who = player_fn(e.player)
    acts = e.player.who != "you"  # ("your opponent may discard a card": they do it)

    def may(ctx):
        ctx.did = False
        p = who(ctx)
        if ctx.game.decide(p, "may", [True, False], "do it?"):
            if acts:
                saved, ctx.they = ctx.they, p
                run(ctx)
                ctx.they, ctx.subject = saved, p
            else:
                run(ctx)

    return may


@compiles(If)
def compile_if(e: If, cc, optional=False):
    if (
        isinstance(e.condition, DidDiscard)
        and e.otherwise is None
        and all(getattr(x, "player", None) == Player("each") for x in e.then)
    ):
        return _if_each_discarded(e, cc)
    cond = condition_fn(e.condition, cc)
    then = effects_fn(e.then, cc)
    other = effects_fn(e.otherwise, cc) if e.otherwise else None

    def if_(ctx):
        if cond(ctx):
            then(ctx)
        elif other is not None:
            other(ctx)

    return if_


def _if_each_discarded(e: If, cc):
    """ "Both players discard ... and draw ... (if discarded)": each player who discarded."""
    they = Player("they")
    then = effects_fn(tuple(_by(x, they) for x in e.then), cc)

    def each(ctx):
        saved = ctx.they
        for p in ctx.game.turn_order():
            if ctx.discarded and p in ctx.discarded:
                ctx.they = p
                then(ctx)
        ctx.they = saved

    return each


def _by(effect: Any, player: Player):
    return dataclasses.replace(effect, player=player)


@compiles(ForEach)
def compile_for_each(e: ForEach, cc, optional=False):
    unit = compile_node(e.unit)
    body = effects_fn(e.effects, cc)

    def for_each(ctx):
        for _ in range(unit(ctx)):
            body(ctx)

    return for_each


from . import sentences as S
