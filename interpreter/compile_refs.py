"""AST -> closures, part 1: players, zones, card filters, card selections and amounts.

Everything is compiled once per card definition into plain Python closures; running a card
never walks its AST.  Closures take a :class:`Ctx` (the resolving ability's context).
"""

from __future__ import annotations

from ..constructs.kit import CompileError, Ctx  # noqa: F401  (the closures' context)
from ..constructs.players import player_fn, players_fn
from ..constructs.zones import zone_fn
from ..dsl import ast as A
from . import history

# ==================================================================== amounts


def amount_fn(n):
    """An amount -> fn(ctx) -> int."""
    if isinstance(n, A.Num):
        v = n.value
        return lambda ctx: v
    if isinstance(n, A.ThatMany):
        return lambda ctx: (
            ctx.count
            if ctx.count is not None
            else (ctx.event.amount if ctx.event is not None else 0)
        )
    if isinstance(n, A.ThatNumber):
        return lambda ctx: ctx.number if ctx.number is not None else 0
    if isinstance(n, A.DamageDone):

        def done(ctx):
            if ctx.event is not None and ctx.event.kind == "damage":
                return ctx.event.amount
            return ctx.game.damage_done(ctx.source)

        return done
    if isinstance(n, A.Double):
        inner = amount_fn(n.of)
        return lambda ctx: 2 * inner(ctx)
    if isinstance(n, A.CounterValue):
        who = player_fn(n.player) if n.player is not None else None
        name = n.counter
        if who is None:
            return lambda ctx: ctx.game.counter_base(name, ctx.me())
        return lambda ctx: ctx.game.counter_for(name, who(ctx), ctx.source)
    if isinstance(n, A.StatOf):
        cards = cards_fn(n.card, "choose")
        word = n.stat

        def stat_of(ctx):
            got = cards(ctx)
            return ctx.game.stat(got[0], word) if got else 0

        return stat_of
    if isinstance(n, A.CountOf):
        sel = selection_candidates(n.cards, "hand")
        return lambda ctx: len(sel(ctx))
    if isinstance(n, A.DistinctRevealed):
        kind = n.kind
        return lambda ctx: ctx.game.distinct_values(ctx.revealed, kind)
    if isinstance(n, A.DamageTaken):
        who = player_fn(n.player)
        when = n.when

        def taken(ctx):
            p = who(ctx)
            g = ctx.game
            return history.total(g, g.past_turn(when), history.DAMAGE, lambda e: e.target == p)

        return taken
    if isinstance(n, A.Per):
        base = amount_fn(n.base)
        unit = per_unit_fn(n.unit)
        return lambda ctx: base(ctx) * unit(ctx)
    raise CompileError("E-UNSUPPORTED", f"cannot count {type(n).__name__}", n)


def per_unit_fn(u):
    if isinstance(u, A.PerCard):
        if isinstance(u.cards, A.Select):
            sel = selection_candidates(u.cards.filter, "permanent")
            return lambda ctx: len(sel(ctx))
        cards = cards_fn(u.cards, "choose")
        return lambda ctx: len(cards(ctx))
    if isinstance(u, A.PerCounterRise):
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
    if isinstance(u, A.PerDistinct):
        kind = u.kind
        return lambda ctx: ctx.game.distinct_values(ctx.revealed, kind)
    if isinstance(u, A.PerCoinSide):
        side = u.side
        return lambda ctx: (
            (ctx.number or 0) if side == "heads" else ((ctx.count or 0) - (ctx.number or 0))
        )
    raise CompileError("E-UNSUPPORTED", f"cannot count per {type(u).__name__}", u)


# ==================================================================== filters


def filter_fn(f: A.CardFilter, for_event: bool = False):
    """A card filter -> fn(game, card, ctx) -> bool."""
    checks = []
    if f.noun is not None:
        checks.append(noun_check(f.noun, for_event))
    if f.owner is not None:
        who = players_fn(f.owner)
        checks.append(lambda g, c, ctx: g.state.controller[c] in who(ctx))
    placed = any(isinstance(p, A.InZone) for p in f.post)
    for adj in f.adjectives:
        if adj == "previously discarded" and placed:
            continue  # "a previously discarded card from Defeated Deck": where it is now
        chk = adjective_check(adj)
        if chk is not None:
            checks.append(chk)
    if f.prefix is not None:
        checks.append(terms_check(f.prefix))
    for p in f.post:
        chk = pred_check(p)
        if chk is not None:
            checks.append(chk)
    if not checks:
        return lambda g, c, ctx: True
    if len(checks) == 1:
        return checks[0]
    return lambda g, c, ctx: all(chk(g, c, ctx) for chk in checks)


def noun_check(noun: str, for_event: bool):
    def check(g, c, ctx):
        return g.is_noun(c, noun, for_event)

    return check


def adjective_check(word: str):
    if word == "playable":
        return lambda g, c, ctx: g.can_play(ctx.me(), c)
    if word == "other":
        return lambda g, c, ctx: c != ctx.source and not (ctx.it and c in ctx.it)
    if word in ("new", "random", "different", "selected"):
        return None  # about how cards are picked, not which
    if word == "friendly":
        return lambda g, c, ctx: g.state.controller[c] == ctx.me()
    if word == "enemy":  # a card of an opposing side (the table's cards are nobody's)
        return lambda g, c, ctx: g.seats.opposes(g.state.controller[c], ctx.me())
    if word == "previously discarded":
        return lambda g, c, ctx: g.is_discarded(c)
    # a game's own adjectives ("current", "next", "upcoming", "same")
    return lambda g, c, ctx: g.adjective(word, c, ctx)


def terms_check(t: A.Terms):
    parts = []
    for term in t.terms:
        if isinstance(term, A.NameRef):
            value, kinds = term.value.lower(), term.kinds
            parts.append(lambda g, c, ctx, value=value, kinds=kinds: g.has_name(c, value, kinds))
        else:
            word, op = term.stat, term.op
            amount = amount_fn(term.value)
            if op == "<=":
                parts.append(lambda g, c, ctx, w=word, a=amount: g.stat(c, w) <= a(ctx))
            elif op == ">=":
                parts.append(lambda g, c, ctx, w=word, a=amount: g.stat(c, w) >= a(ctx))
            else:
                parts.append(lambda g, c, ctx, w=word, a=amount: g.stat(c, w) == a(ctx))
    if len(parts) == 1:
        return parts[0]
    return lambda g, c, ctx: any(p(g, c, ctx) for p in parts)


def pred_check(p):
    if isinstance(p, A.Terms):
        return terms_check(p)
    if isinstance(p, A.SameAs):
        what = p.what
        if p.is_kind:
            return lambda g, c, ctx: (
                ctx.kind is not None and g.has_name(c, ctx.kind.lower(), (what,))
            )
        return lambda g, c, ctx: ctx.number is not None and g.stat(c, what) == ctx.number
    if isinstance(p, A.Not):
        inner = filter_fn(p.pred)
        return lambda g, c, ctx: not inner(g, c, ctx)
    if isinstance(p, A.HasKeyword):
        word = p.keyword.lower()
        return lambda g, c, ctx: word in g.defs[c].keywords
    if isinstance(p, A.InZone):
        z = p.zone
        if z.player is None and not z.that and not z.opposite:
            # "cards in Recovery": whoever's they are (the filter's owner, if any, says)
            name = z.zone
            return lambda g, c, ctx: (
                g.state.where[c] is not None and g.state.where[c][1] in g.zone_members(name)
            )
        zones = zone_fn(z)
        return lambda g, c, ctx: g.state.where[c] in zones(ctx)
    if isinstance(p, A.RevealedFrom):
        zones = zone_fn(p.zone)
        return lambda g, c, ctx: g.state.where[c] in zones(ctx)
    if isinstance(p, A.OnlyFor):
        return None  # who the cards are for, not which cards (see _look)
    if isinstance(p, A.TheirChoice):
        return None
    if isinstance(p, A.MatchesFields):
        ref = cards_fn(p.card, "choose")
        fields = p.fields
        return lambda g, c, ctx: any(g.shares_value(c, other, fields) for other in ref(ctx))
    raise CompileError("E-UNSUPPORTED", f"cannot test {type(p).__name__}", p)


# ==================================================================== card selections


def filter_zones(f: A.CardFilter, default_role: str):
    """fn(ctx) -> the (player, zone) pairs a filter picks its cards from."""
    for p in f.post:
        if isinstance(p, (A.InZone, A.RevealedFrom)):
            z = p.zone
            owner = players_fn(f.owner) if f.owner is not None and z.player is None else None
            return zone_fn(z, owner)
    owner = players_fn(f.owner) if f.owner is not None else None
    if owner is None and "enemy" in f.adjectives:
        owner = lambda ctx: ctx.game.opponents(ctx.me())
    if "previously discarded" in f.adjectives:
        default_role = "discard"

    def zones(ctx):
        g = ctx.game
        zone = g.noun_zone(f.noun) or g.role_zone(default_role)
        if owner is not None and not g.gd.on_table(zone):
            return [(p, zone) for p in owner(ctx)]
        return g.places(zone, ctx.me())

    return zones


def selection_candidates(f: A.CardFilter, default_role: str):
    """fn(ctx) -> every card matching ``f`` in the zones it picks from."""
    zones = filter_zones(f, default_role)
    match = filter_fn(f)
    upcoming = "upcoming" in f.adjectives

    def candidates(ctx):
        g = ctx.game
        out = []
        for p, z in zones(ctx):
            cards = g.state.zones[p][z]
            seq = reversed(cards) if upcoming else cards
            out.extend(c for c in seq if match(g, c, ctx))
        return out

    return candidates


def cards_fn(ref, default_role: str, chooser=None, optional: bool = False):
    """A card reference -> fn(ctx) -> list of cards (asking the chooser when a selection
    leaves a choice)."""
    if isinstance(ref, A.This):
        return lambda ctx: [ctx.source]
    if isinstance(ref, (A.It, A.That)):
        # "it" is what the ability last found; a search that found no card leaves nothing
        # for "it" to mean (never the resolving card).  Before anything was found, "it" is
        # the card whose ability this is.
        def it(ctx):
            if ctx.it is not None:
                return list(ctx.it)
            return [ctx.source]

        return it
    if isinstance(ref, A.Those):
        return lambda ctx: list(ctx.those if ctx.those is not None else ctx.it or [])
    if isinstance(ref, A.Named):
        check = terms_check(ref.names)
        return lambda ctx: ctx.game.named_cards(ctx, check)
    if isinstance(ref, A.ZoneEnd):
        zones = zone_fn(ref.zone)
        count = amount_fn(ref.count)
        top = ref.end == "top"

        def ends(ctx):
            out = []
            n = count(ctx)
            g = ctx.game
            for p, z in zones(ctx):
                cards = g.state.zones[p][z]
                if not cards and z == g.deck_zone:
                    g.ensure_deck(p)  # ("if that deck is out, reshuffle")
                picked = cards[-n:][::-1] if top else cards[:n]
                out.extend(picked if n > 0 else [])
            return out

        return ends
    if isinstance(ref, A.Both):
        a, b = (
            cards_fn(ref.first, default_role, chooser),
            cards_fn(ref.second, default_role, chooser),
        )
        return lambda ctx: a(ctx) + [c for c in b(ctx) if c not in a(ctx)]
    if isinstance(ref, A.Select):
        return select_fn(ref, default_role, chooser, optional)
    raise CompileError("E-UNSUPPORTED", f"cannot find cards for {type(ref).__name__}", ref)


def select_fn(s: A.Select, default_role: str, chooser=None, optional: bool = False):
    candidates = selection_candidates(s.filter, default_role)
    q = s.quantity
    at_random = "random" in s.filter.adjectives
    count = amount_fn(s.count) if s.count is not None else (lambda ctx: 1)
    if q in ("all", "each") or (q == "bare" and s.filter.plural) or q == "at_least":
        return candidates
    if q == "any_number":

        def any_number(ctx):
            cands = candidates(ctx)
            who = chooser(ctx) if chooser else ctx.me()
            return ctx.game.choose_cards(
                who, cands, len(cands), "choose", "choose any number", optional=True
            )

        return any_number
    if q == "bare":
        return lambda ctx: candidates(ctx)[:1]
    if "upcoming" in s.filter.adjectives:
        return lambda ctx: candidates(ctx)[: count(ctx)]
    if q in ("count", "another", "up_to"):
        up_to = q == "up_to"

        def pick(ctx):
            cands = candidates(ctx)
            n = count(ctx)
            if at_random:
                out = []
                for _ in range(min(n, len(cands))):
                    c = ctx.game.random_pick(cands)
                    cands.remove(c)
                    out.append(c)
                return out
            who = chooser(ctx) if chooser else ctx.me()
            return ctx.game.choose_cards(
                who, cands, n, "choose", "choose a card", optional=optional or up_to
            )

        return pick
    raise CompileError("E-UNSUPPORTED", f"cannot select '{q}' cards", s)
