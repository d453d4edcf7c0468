"""AST -> closures, part 5: conditions ("if ...", fn(ctx) -> bool) and triggers (the event
kind a trigger listens for, and fn(game, event, card) -> does this event trigger it)."""

from __future__ import annotations

import dataclasses

from ..dsl import ast as A
from . import history
from .compile_refs import (
    CompileError,
    amount_fn,
    cards_fn,
    filter_fn,
    match_fn,
    player_fn,
    players_fn,
    selection_candidates,
    zone_fn,
)

# ============================================================================= conditions


def _cmp(op, a, b):
    if op == ">=":
        return a >= b
    if op == "<=":
        return a <= b
    if op == "any":
        return a > 0
    return a == b


def condition_fn(c, cc):
    if isinstance(c, A.CardIs):
        subject = cards_fn(c.subject, "choose")
        match = filter_fn(c.filter)

        def card_is(ctx):
            cards = subject(ctx)
            return bool(cards) and all(match(ctx.game, x, ctx) for x in cards)

        return card_is
    if isinstance(c, A.ResultIs):
        test, values, side = c.test, c.values, c.side
        if test == "side":
            return lambda ctx: ctx.result == side
        if test == "even":
            return lambda ctx: ctx.number is not None and ctx.number % 2 == 0
        if test == "odd":
            return lambda ctx: ctx.number is not None and ctx.number % 2 == 1
        if test == "in":
            return lambda ctx: ctx.number in values
        return lambda ctx: ctx.number is not None and ctx.number not in values
    if isinstance(c, A.HasMore):
        who, other = player_fn(c.player), player_fn(c.other)
        cands = (
            selection_candidates(_theirs(c.cards.filter), "hand")
            if isinstance(c.cards, A.Select)
            else None
        )
        if cands is None:
            raise CompileError(
                "E-UNSUPPORTED",
                "compare counts of cards, as in 'more Allies in play than your opponent'",
                c,
            )
        fewer = c.fewer

        def count_for(ctx, p):
            saved, ctx.they = ctx.they, p
            try:
                return len(cands(ctx))
            finally:
                ctx.they = saved

        def compare(ctx):
            mine, theirs = count_for(ctx, who(ctx)), count_for(ctx, other(ctx))
            return mine < theirs if fewer else mine > theirs

        return compare
    if isinstance(c, A.Has):
        who = players_fn(c.player)
        if isinstance(c.cards, A.Select):
            sel = c.cards
            cands = selection_candidates(_theirs(sel.filter), "hand")
            need = amount_fn(sel.count) if sel.count is not None else (lambda ctx: 1)
        else:
            pick = cards_fn(c.cards, "permanent")
            cands, need = pick, (lambda ctx: 1)
        op = c.op
        count = amount_fn(c.count) if c.count is not None else None
        negated = c.negated

        def has(ctx):
            for p in who(ctx):
                saved = ctx.they
                ctx.they = p
                n = len(cands(ctx))
                ctx.they = saved
                if negated:
                    ok = n == 0
                elif op is not None:
                    ok = _cmp(op, n, count(ctx))
                else:
                    ok = n >= need(ctx)
                if ok:
                    if negated:
                        ctx.they = p
                    return True
            return False

        return has
    if isinstance(c, A.TookDamage):
        who, op, count, when = player_fn(c.player), c.op, amount_fn(c.count), c.when

        def took(ctx):
            p = who(ctx)
            g = ctx.game
            return _cmp(
                op,
                history.total(g, g.past_turn(when), history.DAMAGE, lambda e: e.target == p),
                count(ctx),
            )

        return took
    if isinstance(c, A.CardDamaged):
        who = player_fn(c.player)
        need = 1
        if isinstance(c.cards, A.Select) and c.cards.count is not None:
            need = c.cards.count.value if isinstance(c.cards.count, A.Num) else 1
        other = isinstance(c.cards, A.Select) and c.cards.quantity == "another"
        when = c.when or "this_turn"

        def damaged(ctx):
            g = ctx.game
            p = who(ctx)
            sources = history.cards(
                g,
                g.past_turn(when),
                history.DAMAGE,
                lambda e: e.target == p and e.amount > 0,
                "source",
            )
            if other:
                sources = [s for s in sources if s != ctx.source]
            return len(sources) >= need

        return damaged
    if isinstance(c, A.EventHappened):
        return _event_happened(c)
    if isinstance(c, (A.AnyOf, A.AllOf)):
        parts = [condition_fn(x, cc) for x in c.conditions]
        if isinstance(c, A.AnyOf):
            return lambda ctx: any(p(ctx) for p in parts)
        return lambda ctx: all(p(ctx) for p in parts)
    if isinstance(c, A.Shares):
        subject, other, fields = (
            cards_fn(c.subject, "choose"),
            cards_fn(c.other, "choose"),
            c.fields,
        )

        def shares(ctx):
            mine, theirs = subject(ctx), other(ctx)
            return (
                bool(mine)
                and bool(theirs)
                and all(any(ctx.game.shares_value(a, b, fields) for b in theirs) for a in mine)
            )

        return shares
    if isinstance(c, A.ZoneEmpty):
        places = zone_fn(c.zone)
        return lambda ctx: all(not ctx.game.state.zones[p][z] for p, z in places(ctx))
    if isinstance(c, A.DidNotAttack):
        who, when = player_fn(c.player), c.when

        def did_not(ctx):
            p = who(ctx)
            g = ctx.game
            return history.count(g, g.past_turn(when), history.PLAY, lambda e: e.player == p) == 0

        return did_not
    if isinstance(c, A.CounterIs):
        who = player_fn(c.player) if c.player is not None else (lambda ctx: ctx.me())
        name, op, value = c.counter, c.op, amount_fn(c.value)
        return lambda ctx: _cmp(op, ctx.game.counter_for(name, who(ctx)), value(ctx))
    if isinstance(c, A.RevealFrom):
        who = player_fn(c.player)
        if not isinstance(c.cards, A.Select):
            raise CompileError("E-UNSUPPORTED", "say which cards may be revealed", c)
        cands = selection_candidates(c.cards.filter, "hand")

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
    if isinstance(c, A.DamageIs):
        op, amount = c.op, amount_fn(c.amount)
        return lambda ctx: _cmp(op, ctx.game.damage_done(ctx.source), amount(ctx))
    if isinstance(c, A.RevealedDistinct):
        op, count, kind = c.op, amount_fn(c.count), c.kind
        return lambda ctx: _cmp(op, ctx.game.distinct_values(ctx.revealed, kind), count(ctx))
    if isinstance(c, A.IsDefeated):
        pick = cards_fn(c.cards, "played")
        return lambda ctx: any(ctx.game.is_defeated(x) for x in pick(ctx))
    if isinstance(c, A.DidIt):
        return lambda ctx: bool(ctx.did)
    if isinstance(c, A.DidDiscard):
        return lambda ctx: bool(ctx.discarded) and (ctx.they is None or ctx.they in ctx.discarded)
    raise CompileError("E-UNSUPPORTED", f"cannot test '{type(c).__name__}'", c)


def _event_happened(c: A.EventHappened):
    """ "if a Villain escaped this turn": the game's declared event in the turn history."""
    kind, when = c.event, c.when
    card = filter_fn(c.cards.filter, for_event=True) if isinstance(c.cards, A.Select) else None
    this = isinstance(c.cards, A.This)
    who = players_fn(c.player) if c.player is not None else None

    def happened(ctx):
        g = ctx.game
        players = who(ctx) if who is not None else None
        return (
            history.count(
                g,
                g.past_turn(when),
                kind,
                lambda e: (
                    (players is None or e.player in players)
                    and (not this or e.card == ctx.source)
                    and (card is None or (e.card is not None and card(g, e.card, ctx)))
                ),
            )
            > 0
        )

    return happened


# ============================================================================= triggers


def _theirs(f: A.CardFilter) -> A.CardFilter:
    """ "You have two Allies in play": the zones a player "has" cards in are that player's."""
    post = tuple(
        dataclasses.replace(p, zone=dataclasses.replace(p.zone, player=A.Player("they")))
        if isinstance(p, A.InZone)
        and p.zone.player is None
        and not p.zone.that
        and not p.zone.opposite
        else p
        for p in f.post
    )
    return dataclasses.replace(f, post=post) if post != f.post else f


def _me_is(player_ref):
    """fn(game, event player, card) -> bool: is the event's player the one the text names,
    seen from the card's controller?"""
    who = player_ref.who if player_ref is not None else "you"
    if who == "you":
        # (a card of the table acts for whichever player the event is about)
        def you(g, p, me):
            c = g.state.controller[me]
            return p == c if c != g.table else p is not None

        return you
    if who in ("opponent", "each_opponent", "target_opponent"):

        def opponent(g, p, me):
            c = g.state.controller[me]
            return p is not None and (
                g.seats.opposes(p, c) if c != g.table else p != g.state.active
            )

        return opponent
    if who == "each_other":
        return lambda g, p, me: p is not None and p != g.state.controller[me]
    if who in ("allies", "ally"):

        def ally(g, p, me):
            c = g.state.controller[me]
            return p is not None and c != g.table and p != c and not g.seats.opposes(p, c)

        return ally
    return lambda g, p, me: p is not None


def _card_matches(ref, for_event=True):
    """fn(game, card, me) -> bool for a card reference in a trigger."""
    if ref is None:
        return lambda g, c, me: True
    return match_fn(ref, event=True)


def trigger_of(t, cc):
    """(event kind, match fn(game, event, me) -> bool, self_event) for a trigger."""
    if isinstance(t, A.AtTurn):
        kind = "turn_start" if t.edge == "start" else "turn_end"
        if t.step is not None:  # a named step of the turn: its own events
            kind = f"{t.edge}:{t.step}"
        if t.player is None:
            where = condition_fn(t.where, cc) if t.where is not None else None
            if where is None:
                return kind, (lambda g, ev, me: True), False
            return kind, (lambda g, ev, me: where(g.static_ctx(me))), False
        is_p = _me_is(t.player)
        return kind, (lambda g, ev, me: is_p(g, ev.player, me)), False
    if isinstance(t, A.OnDealDamage):
        is_p, op = _me_is(t.player), t.op
        count = amount_fn(t.count) if t.count is not None else (lambda ctx: 0)
        card = _card_matches(t.with_)
        attack_only = _means_attack(t.with_, cc)
        return (
            "damage",
            (
                lambda g, ev, me: (
                    (ev.attack or not attack_only)
                    and is_p(g, ev.player, me)
                    and _cmp(op, ev.amount, count(None))
                    and card(g, ev.source, me)
                )
            ),
            False,
        )
    if isinstance(t, A.OnTakeDamage):
        is_p, op = _me_is(t.player), t.op
        count = amount_fn(t.count) if t.count is not None else (lambda ctx: 0)
        attack_only = t.from_ is not None and _means_attack(t.from_, cc)
        card = _card_matches(t.from_) if t.from_ is not None and not attack_only else None
        return (
            "damage",
            (
                lambda g, ev, me: (
                    (ev.attack or not attack_only)
                    and is_p(g, ev.target, me)
                    and _cmp(op, ev.amount, count(None))
                    and (card is None or card(g, ev.source, me))
                )
            ),
            False,
        )
    if isinstance(t, A.OnDestroyed):
        card = _card_matches(t.cards)
        self_event = isinstance(t.cards, A.This)
        return "destroyed", (lambda g, ev, me: card(g, ev.card, me)), self_event
    if isinstance(t, A.OnCardDeals):
        card = _card_matches(t.cards)
        op = t.op
        count = amount_fn(t.count) if t.count is not None else (lambda ctx: 0)
        to = _me_is(t.to) if t.to is not None else None
        return (
            "damage",
            (
                lambda g, ev, me: (
                    not ev.attack
                    and ev.amount > 0
                    and card(g, ev.source, me)
                    and _cmp(op, ev.amount, count(None))
                    and (to is None or to(g, ev.target, me))
                )
            ),
            False,
        )
    if isinstance(t, A.OnDraw):
        is_p = _me_is(t.player)
        return "draw", (lambda g, ev, me: is_p(g, ev.player, me)), False
    if isinstance(t, A.OnHeal):
        is_p = _me_is(t.player)
        return "heal", (lambda g, ev, me: is_p(g, ev.player, me)), False
    if isinstance(t, A.OnBlock):
        is_p = _me_is(t.player)
        zone = t.from_zone.zone if t.from_zone is not None else None
        with_ = t.with_
        if isinstance(with_, A.This) and t.from_zone is None:
            zone = with_.from_zone.zone if with_.from_zone is not None else None
            return (
                "block",
                (
                    lambda g, ev, me: (
                        is_p(g, ev.player, me)
                        and ev.card == me
                        and (zone is None or ev.zone == zone)
                    )
                ),
                False,
            )
        if isinstance(with_, A.This):
            return (
                "block",
                (
                    lambda g, ev, me: (
                        is_p(g, ev.player, me)
                        and ev.source == me
                        and (zone is None or ev.zone == zone)
                    )
                ),
                False,
            )
        return (
            "block",
            (lambda g, ev, me: is_p(g, ev.player, me) and (zone is None or ev.zone == zone)),
            False,
        )
    if isinstance(t, A.OnCoin):
        side = t.side
        return "coin", (lambda g, ev, me: ev.data == side), False
    if isinstance(t, A.OnGameEvent):
        card = _card_matches(t.cards)
        source = _card_matches(t.source) if t.source is not None else None
        is_p = _me_is(t.player) if t.player is not None else None
        return (
            t.event,
            (
                lambda g, ev, me: (
                    card(g, ev.card, me)
                    and (source is None or source(g, ev.source, me))
                    and (is_p is None or is_p(g, ev.player, me))
                )
            ),
            isinstance(t.cards, A.This),
        )
    if isinstance(t, A.OnAttack):
        is_p, target = _me_is(t.player), _me_is(t.target)
        return (
            "play",
            (lambda g, ev, me: is_p(g, ev.player, me) and target(g, ev.target, me)),
            False,
        )
    if isinstance(t, A.OnPlay):
        is_p, card = _me_is(t.player), _card_matches(t.cards)
        return "play", (lambda g, ev, me: is_p(g, ev.player, me) and card(g, ev.card, me)), False
    if isinstance(t, A.OnDefeated):
        card = _card_matches(t.cards)
        return "defeated", (lambda g, ev, me: card(g, ev.card, me)), isinstance(t.cards, A.This)
    raise CompileError("E-UNSUPPORTED", f"cannot watch for '{type(t).__name__}'", t)


def _means_attack(ref, cc) -> bool:
    """Does "an X-Men attack" mean a card played as an attack (the game's played noun)?"""
    return isinstance(ref, A.Select) and ref.filter.noun in cc.played_nouns
