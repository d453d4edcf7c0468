"""AST -> closures, part 3: changes — of stats, counters and rules.

A change is either *static* (it holds while its card is where its abilities work: a
:class:`Mod` registered with the card) or a *step* (a resolving ability makes a
:class:`~interpreter.effects.TempEffect` that lasts for its duration).  Both feed the same
modifier tables the engine reads stats and counters from.
"""

from __future__ import annotations

import dataclasses

from ..constructs.durations import adjective_window, duration_window, whose_turn
from ..dsl import ast as A
from .compile_effects import register
from .compile_refs import CompileError, amount_fn, cards_fn, filter_fn, match_fn, players_fn
from .effects import TempEffect


class Mod:
    """A static change: ``kind`` stat/counter/prop/names; ``applies``/``value`` take
    (game, card, source) — for counters (game, player, card, source).  ``own``: it is about
    its source card only ("This card is that suit"), so it is looked up by that card."""

    __slots__ = ("applies", "kind", "name", "op", "own", "value")

    def __init__(self, kind, name, op, value, applies, own=False):
        self.kind, self.name, self.op, self.value, self.applies = kind, name, op, value, applies
        self.own = own


def _targets(target, in_play=False):
    """fn(game, card, ctx) -> bool: is ``card`` one of the cards a change is about?
    ``in_play``: in games whose changes are only about cards in play, cards a target finds
    by a filter without a zone ("enemy", "your opponent's cards") are the ones in play."""
    if target is None:
        return lambda g, c, ctx: g.in_contest(c)
    return match_fn(target, in_play=in_play)


def _excluding(change, applies):
    if getattr(change, "excluding", None) is None:
        return applies
    excluded = filter_fn(change.excluding)
    return lambda g, c, ctx: applies(g, c, ctx) and not excluded(g, c, ctx)


def _static_ctx(g, src):
    return g.static_ctx(src)


def static_mods(effect, condition=None, ctx_of=None, in_play=False) -> list[Mod]:
    """The Mods of a static ability (its condition is checked each time it is read).
    ``ctx_of(game, source)`` gives the context its references are read in: a fresh one for
    a static ability, the resolving ability's own for a change a step makes ("cards of that
    Factor" means the Factor that ability chose)."""
    from .compile_conditions import condition_fn

    cond = condition_fn(condition, None) if condition is not None else None
    ctx_of = ctx_of or _static_ctx

    def guard(check):
        if cond is None:
            return check
        return lambda g, c, src: check(g, c, src) and cond(ctx_of(g, src))

    if isinstance(effect, A.StatChange):
        applies = _excluding(effect, _targets(effect.target, in_play))
        amount = amount_fn(effect.amount)

        def value(g, c, src):
            ctx = ctx_of(g, src)
            saved, ctx.it = ctx.it, [c]
            try:
                return amount(ctx)
            finally:
                ctx.it = saved

        return [
            Mod(
                "stat",
                effect.stat,
                effect.op,
                value,
                guard(lambda g, c, src: applies(g, c, ctx_of(g, src))),
            )
        ]
    if isinstance(effect, A.CounterModifier):
        who = players_fn(effect.player) if effect.player is not None else None
        f = filter_fn(effect.applies_to) if effect.applies_to is not None else None
        delta = effect.delta

        def applies(g, p, c, src):
            ctx = ctx_of(g, src)
            if who is not None and p not in who(ctx):
                return False
            if f is not None and (c is None or not f(g, c, ctx)):
                return False
            return cond is None or cond(ctx)

        return [Mod("counter", effect.counter, "add", lambda g, p, c, src: delta, applies)]
    if isinstance(effect, A.Unblockable):
        applies = _targets(effect.target)
        value = _unblockable_value(effect, ctx_of)
        return [
            Mod(
                "prop",
                "unblockable",
                "set",
                value,
                guard(lambda g, c, src: applies(g, c, ctx_of(g, src))),
            )
        ]
    if isinstance(effect, A.SwapStats):
        return _swap_mods(effect, ctx_of)
    if isinstance(effect, A.NamesChange):
        applies = _targets(effect.target, in_play)
        fixed = effect.value.value.lower() if effect.value is not None else None

        def name(g, c, src):
            if fixed is not None:
                return fixed
            chosen = ctx_of(g, src).kind
            return chosen.lower() if isinstance(chosen, str) else None

        return [
            Mod(
                "names",
                effect.kind,
                "add" if effect.also else "set",
                name,
                guard(lambda g, c, src: applies(g, c, ctx_of(g, src))),
                own=isinstance(effect.target, A.This),
            )
        ]
    raise CompileError(
        "E-UNSUPPORTED", f"'{type(effect).__name__}' cannot hold as a static ability", effect
    )


def _unblockable_value(effect, ctx_of):
    if effect.from_zone is not None:
        zone = effect.from_zone.zone
        return lambda g, c, src: ("zone", zone)
    if effect.by is not None:
        by = effect.by
        if isinstance(by, A.Select):
            f = filter_fn(by.filter)
            return lambda g, c, src: ("by", lambda blocker: f(g, blocker, ctx_of(g, src)))
    return lambda g, c, src: ("all", None)


def _swap_mods(effect, ctx_of):
    a, b = effect.first, effect.second
    if isinstance(effect.target, A.Player):
        who = players_fn(effect.target)

        def applies(g, c, src):
            return g.in_contest(c) and g.state.controller[c] in who(ctx_of(g, src))
    else:
        t = _targets(effect.target)

        def applies(g, c, src):
            return t(g, c, ctx_of(g, src))

    return [
        Mod("stat", a, "set", lambda g, c, src: g.printed(c, b), applies),
        Mod("stat", b, "set", lambda g, c, src: g.printed(c, a), applies),
    ]


# ---------------------------------------------------------------------------- changes as steps


def change_step(effect, cc, optional=False):
    """A change made by a resolving ability: a TempEffect for its duration, reading its
    references in that ability's context (as it was when the change was made)."""
    duration = getattr(effect, "duration", None)
    persist = getattr(effect, "persist", False)
    target = getattr(effect, "target", None)
    if (
        duration is None
        and isinstance(target, A.Both)
        and adjective_window(target.first) != adjective_window(target.second)
    ):
        # "GREEN ARROW and next friendly card": each part for its own time
        steps = [
            change_step(dataclasses.replace(effect, target=t), cc, optional)
            for t in (target.first, target.second)
        ]

        def both(ctx):
            for step in steps:
                step(ctx)

        return both
    this_only = isinstance(target, A.This) and duration is None
    fixed = _fixed_amount(effect)
    whose = whose_turn(effect)

    # compiled once; each change made carries the context it was made in (its "source")
    mods = static_mods(_without_duration(effect), ctx_of=_made_in, in_play=cc.changes_in_play)

    def step(ctx):
        g = ctx.game
        start, end, wait = duration_window(g, duration, ctx, target, whose)
        src = ctx.source
        where = g.state.where[src] if src is not None else None
        entered = g.state.entered[src] if src is not None else None
        value_now = fixed(ctx) if fixed is not None else None
        snapshot = _snapshot(ctx)
        for m in mods:
            value = m.value
            if value_now is not None and m.kind == "stat":
                value = _constant(value_now)
            # a change of "this card" lasts while it stays where it is; any other lasts for
            # its duration, and ends with its source's defeat unless it is "even if defeated"
            g.add_effect(
                TempEffect(
                    m.kind,
                    m.name,
                    m.op,
                    value,
                    m.applies,
                    src,
                    where if this_only else None,
                    entered if this_only else None,
                    start,
                    None if this_only else end,
                    persist,
                    player=ctx.controller,
                    ctx=snapshot,
                    wait=wait,
                )
            )

    return step


def _constant(v):
    return lambda g, c, src: v


def _made_in(g, ctx):
    return ctx


def _snapshot(ctx):
    from .compile_refs import Ctx

    snap = Ctx(ctx.game, ctx.source, ctx.controller, ctx.event)
    for name in (
        "it",
        "those",
        "count",
        "number",
        "result",
        "kind",
        "they",
        "revealed",
        "discarded",
        "looked",
        "zones",
        "picked",
    ):
        setattr(snap, name, getattr(ctx, name))
    return snap


def _fixed_amount(effect):
    """Amounts that depend on what the ability did ("that number") are fixed when it makes
    the change."""
    if isinstance(effect, A.StatChange):
        for n in A.walk(effect.amount):
            if isinstance(n, (A.ThatNumber, A.ThatMany, A.Per)):
                return amount_fn(effect.amount)
    return None


def _without_duration(effect):
    if hasattr(effect, "duration") and effect.duration is not None:
        return dataclasses.replace(effect, duration=None)
    return effect


for _t in (A.StatChange, A.CounterModifier, A.Unblockable, A.SwapStats, A.NamesChange):
    register(_t, change_step)


def _sum_stat(effect: A.SumStat, cc, optional=False):
    pick = cards_fn(effect.cards, "played")
    word = effect.stat

    def total(ctx):
        ctx.number = sum(ctx.game.stat(c, word) for c in pick(ctx))

    return total


register(A.SumStat, _sum_stat)
