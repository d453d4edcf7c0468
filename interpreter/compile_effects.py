"""AST -> closures, part 2: effects.  Each effect compiles to ``fn(ctx)``; every one does "as
much as it can" (drawing from an empty deck draws nothing, and the rest goes on)."""

from __future__ import annotations

import dataclasses

from ..dsl import ast as A
from .compile_refs import (
    CompileError,
    amount_fn,
    cards_fn,
    filter_fn,
    player_fn,
    players_fn,
    selection_candidates,
    zone_fn,
)
from .effects import TempEffect


def effects_fn(effects, cc):
    fns = [effect_fn(e, cc) for e in effects]
    for i in range(len(fns) - 1):  # "X. If you do, Y.": note whether X happened
        nxt = effects[i + 1]
        if isinstance(nxt, A.If) and isinstance(nxt.condition, A.DidIt):
            fns[i] = noting_done(fns[i])
    if len(fns) == 1:
        return fns[0]

    def run_all(ctx):
        for fn in fns:
            fn(ctx)

    return run_all


def noting_done(fn):
    """``fn`` that sets ``ctx.did``: did it change anything (a card moved, an effect began)?"""

    def done(ctx):
        before = ctx.game.state.clock
        fn(ctx)
        ctx.did = ctx.game.state.clock != before

    return done


def effect_fn(e, cc, optional: bool = False):
    maker = _MAKERS.get(type(e))
    if maker is None:
        raise CompileError("E-UNSUPPORTED", f"the engine cannot run '{type(e).__name__}'", e)
    return maker(e, cc, optional)


def _subjects(p):
    return players_fn(p) if p is not None else (lambda ctx: [ctx.me()])


def _for_each_player(subjects, body):
    def run(ctx):
        saved = ctx.they
        for p in subjects(ctx):
            ctx.they = p
            body(ctx, p)
        ctx.they = saved

    return run


# ---------------------------------------------------------------------------- cards moving


def _draw(e: A.Draw, cc, optional):
    subjects = _subjects(e.player)
    cards = e.cards
    simple = (
        isinstance(cards, A.Select)
        and cards.quantity == "count"
        and e.manner is None
        and e.to is None
        and all(_own_deck(p, cc) for p in cards.filter.post)
        and cards.filter.owner is None
        and not cards.filter.prefix
        and set(cards.filter.adjectives) <= {"new"}
    )
    if simple:
        count = amount_fn(cards.count)
        if e.player is None and isinstance(cards.count, A.Num):
            n = cards.count.value

            def draw_mine(ctx):
                ctx.it = ctx.game.draw(ctx.controller if ctx.they is None else ctx.they, n)

            return draw_mine

        def body(ctx, p):
            ctx.it = ctx.game.draw(p, count(ctx))

        return _for_each_player(subjects, body)
    to = zone_fn(e.to) if e.to is not None else None
    top = _drawn_from_top(cards, e.manner, cc)
    if top is not None:  # "draw a card from opposite deck": a draw, not a search
        pick = cards_fn(top, "deck")
    elif isinstance(cards, A.Select):
        if e.manner == "random":
            cards = A.Select(cards.quantity, cards.count, _with_adjective(cards.filter, "random"))
        pick = cards_fn(cards, "deck", chooser=lambda ctx: ctx.me())
        if e.manner == "chosen":  # "selectively draw": a search, the searcher sees the cards
            pick = _searching(selection_candidates(cards.filter, "deck"), pick)
    else:
        pick = cards_fn(cards, "deck")

    def body(ctx, p):
        got = pick(ctx)
        dest = to(ctx)[0] if to is not None else (p, ctx.game.hand_zone)
        for c in got:
            ctx.game.move(c, dest[0], dest[1])
            ctx.game.state.controller[c] = dest[0]
        ctx.it = got
        if got:
            from .timing import Event

            ctx.game.emit(Event("draw", player=p, amount=len(got)))

    return _for_each_player(subjects, body)


def _drawn_from_top(cards, manner, cc) -> A.ZoneEnd | None:
    """ "draw a card from opposite deck" names a deck and any card of it (no "selectively",
    "randomly", kind or test): a draw of its top card, not a search.  The top cards it takes,
    or None."""
    if manner is not None or not isinstance(cards, A.Select) or cards.quantity != "count":
        return None
    f = cards.filter
    if f.prefix is not None or f.owner is not None or set(f.adjectives) - {"new"}:
        return None
    if f.noun not in (None, "card") or len(f.post) != 1 or not isinstance(f.post[0], A.InZone):
        return None
    zone = f.post[0].zone
    if cards.count is None or zone.zone != cc.zones.get("deck") or zone.that:
        return None
    return A.ZoneEnd("top", cards.count, zone, span=cards.span)


def _searching(candidates, pick):
    """A search of hidden cards: the searcher looks at them first (so what they choose by is
    what they see)."""

    def search(ctx):
        g = ctx.game
        me = ctx.me()
        hidden = [c for c in candidates(ctx) if not g.can_see(me, c)]
        if hidden:
            g.look(me, hidden)
        return pick(ctx)

    return search


def _own_deck(post, cc) -> bool:
    """ "from deck" / "from your deck": where a draw comes from anyway."""
    return (
        isinstance(post, A.InZone)
        and not post.had
        and post.zone.zone == cc.zones.get("deck")
        and not post.zone.that
        and not post.zone.opposite
        and (post.zone.player is None or post.zone.player.who == "you")
    )


def _with_adjective(f: A.CardFilter, word: str) -> A.CardFilter:
    return dataclasses.replace(f, adjectives=f.adjectives + (word,))


def _discard(e: A.Discard, cc, optional):
    if e.player is None and not isinstance(e.cards, A.Select):
        cards = cards_fn(e.cards, "hand")

        def discard_these(ctx):
            for c in cards(ctx):
                ctx.game.discard(c)

        return discard_these
    subjects = _subjects(e.player)
    f = e.cards
    random = e.at_random or e.manner == "random"
    if isinstance(f, A.Select):
        sel = f
        if random:
            sel = A.Select(f.quantity, f.count, _with_adjective(f.filter, "random"))
        pick = cards_fn(sel, "hand", chooser=lambda ctx: ctx.they)
    else:
        pick = cards_fn(f, "hand")

    def body(ctx, p):
        got = pick(ctx)
        for c in got:
            ctx.game.discard(c)
        ctx.it = got
        ctx.count = len(got)  # ("then draw that many cards")
        if got:
            ctx.discarded = (ctx.discarded or set()) | {p}

    return _for_each_player(subjects, body)


def _destroy(e: A.Destroy, cc, optional):
    ref = e.cards
    if e.manner == "random" and isinstance(ref, A.Select):
        ref = A.Select(ref.quantity, ref.count, _with_adjective(ref.filter, "random"))
    pick = cards_fn(ref, "permanent", optional=optional)

    def destroy(ctx):
        got = pick(ctx)
        for c in got:
            ctx.game.destroy_card(c)
        ctx.it = got
        ctx.count = len(got)

    return destroy


def _reveal(e: A.Reveal, cc, optional):
    who = player_fn(e.player) if e.player is not None else (lambda ctx: ctx.me())
    pick = cards_fn(e.cards, "hand", chooser=who)

    def reveal(ctx):
        got = pick(ctx)
        ctx.game.reveal(who(ctx), got)
        ctx.revealed = [*ctx.revealed, *got]
        ctx.it = got
        ctx.those = got

    return reveal


def _look(e: A.Look, cc, optional):
    if isinstance(e.target, A.Zone):
        zones = zone_fn(e.target)

        def look_zone(ctx):
            for p, z in zones(ctx):
                ctx.game.look(ctx.me(), list(ctx.game.state.zones[p][z]))
                ctx.looked = (p, z)

        return look_zone
    pick = cards_fn(e.target, "hand")
    only = next(
        (
            p.cards
            for p in getattr(getattr(e.target, "filter", None), "post", ())
            if isinstance(p, A.OnlyFor)
        ),
        None,
    )
    holders = cards_fn(only, "played") if only is not None else None

    def look(ctx):
        got = pick(ctx)
        if holders is None:
            ctx.game.look(ctx.me(), got)
        else:  # "only for the player with X": whoever has X sees them
            for p in sorted({ctx.game.state.controller[c] for c in holders(ctx)}):
                ctx.game.look(p, got)
        ctx.it = got
        ctx.those = got

    return look


def _play(e: A.Play, cc, optional):
    who = player_fn(e.player) if e.player is not None else (lambda ctx: ctx.me())
    bonus = (e.bonus.stat, e.bonus.delta) if e.bonus is not None else None
    if e.again:
        return lambda ctx: ctx.game.play_card(ctx.me(), ctx.source, bonus, again=True)
    if isinstance(e.cards, A.Select):
        cands = selection_candidates(e.cards.filter, "hand")
    else:
        ref = cards_fn(e.cards, "hand")
        cands = ref

    def play(ctx):
        g = ctx.game
        p = who(ctx)
        options = [c for c in cands(ctx) if g.can_play(p, c, bonus)]
        if not options:
            return
        if optional or len(options) > 1:
            choice = g.decide(p, "play", options + (["pass"] if optional else []), "play a card")
            if choice == "pass":
                return
        else:
            choice = options[0]
        ctx.it = [choice]
        g.play_card(p, choice, bonus)

    return play


def _move(e: A.Move, cc, optional):
    pick = cards_fn(e.cards, "hand", optional=optional)
    to = zone_fn(e.to) if e.to is not None else None
    owners_zone = e.to is not None and e.to.player is None and not e.to.that and not e.to.opposite
    position, order = e.position, e.order
    manner = e.manner

    def move(ctx):
        g = ctx.game
        got = pick(ctx)
        ctx.it = got
        if to is None and position is None:
            g.place(got, ctx, manner)
            return
        if not got:
            return
        if position == "back":
            if order == "any" and len(got) > 1:
                g.reorder(ctx.me(), got)
            return
        dest_player, dest_zone = to(ctx)[0]
        if owners_zone and not g.gd.on_table(dest_zone) and dest_zone != g.permanent_zone:
            dest_player = None  # "into Recovery 2": each card's owner's
        bottom = position == "bottom"
        if position == "top_or_bottom":
            bottom = g.decide(ctx.me(), "position", ["top", "bottom"]) == "bottom"
        if order == "any" and len(got) > 1:
            got = g.choose_order(ctx.me(), got)
        elif order == "random" and len(got) > 1:
            g.shuffle_cards(got)
        for c in got:
            g.put(c, g.owner[c] if dest_player is None else dest_player, dest_zone, bottom=bottom)

    return move


def _shuffle_into(e: A.ShuffleInto, cc, optional):
    pick = cards_fn(e.cards, "hand")
    zones = zone_fn(e.zone)

    def shuffle_into(ctx):
        g = ctx.game
        for p, z in zones(ctx):
            for c in pick(ctx):
                g.put(c, p, z)
            g.shuffle(p, z)

    return shuffle_into


def _shuffle(e: A.Shuffle, cc, optional):
    if isinstance(e.target, A.Zone):
        zones = zone_fn(e.target)
        return lambda ctx: [ctx.game.shuffle(p, z) for p, z in zones(ctx)] and None

    def shuffle_them(ctx):
        for p, z in ctx.zones or []:
            ctx.game.shuffle(p, z)

    return shuffle_them


def _swap_zones(e: A.SwapZones, cc, optional):
    first = zone_fn(e.first)
    second = e.second

    def swap(ctx):
        g = ctx.game
        for p, z in first(ctx):
            g.swap_zones(p, z, second)
            ctx.zones = [(p, z), (p, second)]

    return swap


_MAKERS = {
    A.Draw: _draw,
    A.Discard: _discard,
    A.Destroy: _destroy,
    A.Reveal: _reveal,
    A.Look: _look,
    A.Play: _play,
    A.Move: _move,
    A.ShuffleInto: _shuffle_into,
    A.Shuffle: _shuffle,
    A.SwapZones: _swap_zones,
}


#: where each kind of effect finds the cards it acts on when the text says no zone (as its
#: maker above does)
_FINDS_IN = {
    A.Draw: "deck",
    A.Discard: "hand",
    A.Destroy: "permanent",
    A.Reveal: "hand",
    A.Move: "hand",
    A.ShuffleInto: "hand",
}


def possible_fn(effects):
    """fn(ctx) -> can these effects be done?  Each effect that must find cards to act on ("a
    card", "2 cards": not "up to", "any number" or "all") finds that many.  None when nothing
    can stop them.  A replacement ("... instead") happens only if it can be done."""
    checks = []
    for e in effects:
        role = _FINDS_IN.get(type(e))
        ref = getattr(e, "cards", None)
        if role is None or not isinstance(ref, A.Select):
            continue
        if ref.quantity in ("count", "another") and ref.count is not None:
            need = amount_fn(ref.count)
        elif ref.quantity in ("count", "another", "bare") and not ref.filter.plural:
            need = _one
        else:
            continue
        checks.append((selection_candidates(ref.filter, role), need))
    if not checks:
        return None
    return lambda ctx: all(len(found(ctx)) >= need(ctx) for found, need in checks)


def _one(ctx) -> int:
    return 1


def register(node_type, maker):
    """Add a maker for another kind of effect (used by compile_changes)."""
    _MAKERS[node_type] = maker


__all__ = ["TempEffect", "effect_fn", "effects_fn", "filter_fn", "register"]
