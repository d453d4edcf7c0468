"""AST -> closures, part 4: choices, coins and dice, counters and turns, "may"/"if"/"for each",
damage, healing and defeat (the effects that are not cards moving)."""

from __future__ import annotations

import dataclasses

from ..dsl import ast as A
from .compile_effects import _with_adjective, effect_fn, effects_fn, noting_done, register
from .compile_refs import amount_fn, cards_fn, per_unit_fn, player_fn, players_fn

# ---------------------------------------------------------------------------- choices, chance


def _choose_number(e, cc, optional):
    def choose(ctx):
        ctx.number = ctx.game.decide(ctx.me(), "number", list(range(21)), "choose a number")

    return choose


def _choose_kind(e: A.ChooseKind, cc, optional):
    kind = e.kind

    def choose(ctx):
        values = ctx.game.kind_values(kind)
        ctx.kind = ctx.game.decide(ctx.me(), "kind", values, f"choose a {kind}")

    return choose


def _choose(e: A.Choose, cc, optional):
    ref = e.cards
    if e.manner == "random" and isinstance(ref, A.Select):
        ref = A.Select(ref.quantity, ref.count, _with_adjective(ref.filter, "random"))
    pick = cards_fn(ref, "permanent", optional=optional)

    def choose(ctx):
        ctx.it = pick(ctx)

    return choose


def _flip(e: A.Flip, cc, optional):
    count = amount_fn(e.count)
    purpose = cc.flip_for
    if isinstance(e.count, A.Num) and e.count.value == 1:

        def flip_one(ctx):
            side = ctx.game.flip(purpose)
            ctx.result, ctx.number, ctx.count = side, int(side == "heads"), 1

        return flip_one

    def flip(ctx):
        n = count(ctx)
        heads = 0
        side = None
        for _ in range(n):
            side = ctx.game.flip(purpose)
            heads += side == "heads"
        ctx.result, ctx.number, ctx.count = side, heads, n

    return flip


def _roll(e: A.Roll, cc, optional):
    count = amount_fn(e.count)

    def roll(ctx):
        total = sum(ctx.game.roll() for _ in range(count(ctx)))
        ctx.number = total

    return roll


def _count_damage(e, cc, optional):
    def count(ctx):
        ctx.count = ctx.game.damage_done(ctx.source)

    return count


# ---------------------------------------------------------------------------- counters, turns


def _adjust(e: A.AdjustCounter, cc, optional):
    name, delta = e.counter, e.delta
    return lambda ctx: ctx.game.adjust_counter(name, delta, ctx.me())


def _set_counter(e: A.SetCounter, cc, optional):
    name, value = e.counter, amount_fn(e.value)
    return lambda ctx: ctx.game.set_counter(name, value(ctx), ctx.me())


def _extra_turn(e, cc, optional):
    return lambda ctx: ctx.game.state.extra_turns.append(ctx.me())


def _gain_control(e: A.GainControl, cc, optional):
    who = player_fn(e.player)
    pick = cards_fn(e.cards, "permanent")

    def gain(ctx):
        g = ctx.game
        p = who(ctx)
        for c in pick(ctx):
            g.gain_control(p, c)

    return gain


def _force_flip(e: A.ForceFlip, cc, optional):
    counter, side, kind = e.counter, e.side, e.duration.kind

    def force(ctx):
        g = ctx.game
        start = g.state.turn + (1 if kind in ("next_turn",) else 0)
        g.state.forced[("flip", counter)] = (start, side)

    return force


def _nothing(e, cc, optional):
    return lambda ctx: None


def _may(e: A.May, cc, optional):
    """ "You may X": X if its player says yes (or, for a choice of cards, "none" is one of the
    options); ``ctx.did`` tells an "if you do" after it whether X happened."""
    inner = e.effect
    if isinstance(inner, (A.Play, A.Move, A.Choose, A.Destroy)):
        return noting_done(effect_fn(inner, cc, optional=True))
    run = noting_done(effect_fn(inner, cc))
    who = player_fn(e.player)

    def may(ctx):
        ctx.did = False
        if ctx.game.decide(who(ctx), "may", [True, False], "do it?"):
            run(ctx)

    return may


def _if(e: A.If, cc, optional):
    from .compile_conditions import condition_fn

    if (
        isinstance(e.condition, A.DidDiscard)
        and e.otherwise is None
        and all(getattr(x, "player", None) == A.Player("each") for x in e.then)
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


def _if_each_discarded(e: A.If, cc):
    """ "Both players discard ... and draw ... (if discarded)": each player who discarded."""
    they = A.Player("they")
    then = effects_fn(tuple(dataclasses.replace(x, player=they) for x in e.then), cc)

    def each(ctx):
        saved = ctx.they
        for p in ctx.game.turn_order():
            if ctx.discarded and p in ctx.discarded:
                ctx.they = p
                then(ctx)
        ctx.they = saved

    return each


def _for_each(e: A.ForEach, cc, optional):
    unit = per_unit_fn(e.unit)
    body = effects_fn(e.effects, cc)

    def for_each(ctx):
        for _ in range(unit(ctx)):
            body(ctx)

    return for_each


# ---------------------------------------------------------------------------- damage, healing


def _hit(e: A.Hit, cc, optional):
    sources = cards_fn(e.source, "permanent")
    # "X hits for 2": its controller's opponent (chosen, when there are several)
    target = players_fn(e.target if e.target is not None else A.Player("opponent"))
    amount = amount_fn(e.amount)
    cc.need_verb("hit", e)

    def hit(ctx):
        g = ctx.game
        n = amount(ctx)
        for s in sources(ctx):
            for p in target(ctx):
                g.verb("hit")(g, s, p, n, ctx)

    return hit


def _heal(e: A.Heal, cc, optional):
    amount = amount_fn(e.amount)
    cc.need_verb("heal", e)
    if e.player is None:
        return lambda ctx: ctx.game.verb("heal")(ctx.game, ctx.me(), amount(ctx), ctx)
    who = players_fn(e.player)

    def heal(ctx):
        for p in who(ctx):
            ctx.game.verb("heal")(ctx.game, p, amount(ctx), ctx)

    return heal


def _defeat(e: A.Defeat, cc, optional):
    cc.need_verb("defeat", e)
    if isinstance(e.target, A.Player):
        who = players_fn(e.target)
        return lambda ctx: (
            [ctx.game.verb("defeat")(ctx.game, None, p, ctx) for p in who(ctx)] and None
        )
    pick = cards_fn(e.target, "played")

    def defeat(ctx):
        for c in pick(ctx):
            ctx.game.verb("defeat")(ctx.game, c, None, ctx)

    return defeat


def _swap_cards(e: A.SwapCards, cc, optional):
    """ "Swap it with a card from your opponent's hand": each takes the other's place."""
    first, second = cards_fn(e.first, "played"), cards_fn(e.second, "played")

    def swap(ctx):
        mine, theirs = first(ctx), second(ctx)
        if not mine or not theirs:
            return
        g = ctx.game
        a, b = mine[0], theirs[0]
        wa, wb = g.state.where[a], g.state.where[b]
        g.move(a, wb[0], wb[1])
        g.move(b, wa[0], wa[1])
        g.state.controller[a], g.state.controller[b] = wb[0], wa[0]

    return swap


for _node, _maker in (
    (A.ChooseNumber, _choose_number),
    (A.ChooseKind, _choose_kind),
    (A.Choose, _choose),
    (A.Flip, _flip),
    (A.Roll, _roll),
    (A.CountDamage, _count_damage),
    (A.AdjustCounter, _adjust),
    (A.SetCounter, _set_counter),
    (A.ExtraTurn, _extra_turn),
    (A.GainControl, _gain_control),
    (A.ForceFlip, _force_flip),
    (A.Nothing, _nothing),
    (A.May, _may),
    (A.If, _if),
    (A.ForEach, _for_each),
    (A.Hit, _hit),
    (A.Heal, _heal),
    (A.Defeat, _defeat),
    (A.SwapCards, _swap_cards),
):
    register(_node, _maker)
