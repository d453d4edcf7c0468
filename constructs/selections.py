"""Selections of cards: how many of what — "a card", "two of your opponent's Allies", "all
Allies", "each card in your hand", "up to three Tech cards", "any number of cards", "two or more
Allies", "another card", "Allies" (the noun alone: all of them; "card", one) — and the zones a
selection picks from.

A selection compiles to ``fn(ctx) -> cards``: every card that fits, or the ones its player
chooses (at random when the filter says "random").
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import amounts as N
from . import filters as F
from . import players as P
from . import predicates as PR
from . import zones as Z
from .cards import CardRef
from .english import article
from .kit import (
    CompileError,
    MeaningError,
    compile_node,
    compiles,
    matches,
    prints,
    reads,
    span_of,
    word,
)

if TYPE_CHECKING:
    from .amounts import Amount
    from .filters import CardFilter
    from .zones import Zone


@dataclass(frozen=True)
class Select(CardRef):
    """A selection of cards: how many (``count``) of what (``filter``).

    ``quantity`` is ``count`` (exactly ``count``, or as many as there are), ``all``,
    ``each``, ``any_number``, ``up_to``, ``at_least``, ``another`` (one more, other than those
    spoken of), or ``bare`` (the noun alone: "Allies" are all of them, "card" one)."""

    quantity: str  # count | all | each | any_number | up_to | at_least | another | bare
    count: Amount | None
    filter: CardFilter

    def plural(self) -> bool:
        if self.quantity in ("each", "another"):
            return False
        return self.filter.plural


@dataclass(frozen=True)
class Extreme(CardRef):
    """``the card with the highest level``: of the cards ``filter`` finds, one whose ``stat`` is
    the highest (``lowest``: the lowest); on a tie the chooser picks among them."""

    filter: CardFilter
    stat: str
    lowest: bool = False


# ------------------------------------------------------------------------- reading


# quantities read as (quantity, count)
@reads("q_count")
def q_count(self, meta, n):
    return ("count", n)


@reads("q_one", builds=N.Num)
def q_one(self, meta):
    return ("count", N.Num(1, word=True, span=span_of(meta)))


@reads("q_that_many", builds=N.ThatMany)
def q_that_many(self, meta):
    return ("count", N.ThatMany(span=span_of(meta)))


@reads("q_up_to")
def q_up_to(self, meta, n):
    return ("up_to", n)


@reads("q_at_least")
def q_at_least(self, meta, n):
    return ("at_least", n)


for _alias, _quantity in (
    ("q_another", "another"),
    ("q_all", "all"),
    ("q_each", "each"),
    ("q_any_number", "any_number"),
):
    word((_alias, (_quantity, None)))


@reads("selection", builds=Select)
def selection(self, meta, quantity, desc):
    kind, count = quantity
    # How the noun is written follows from the quantity; keep one form per meaning.
    plural = not (kind in ("each", "another") or (kind == "count" and N.is_num(count, 1)))
    if desc.plural != plural:
        desc = dataclasses.replace(desc, plural=plural)
    return Select(kind, count, desc, span=span_of(meta))


@reads("counted_named", builds=(Select, F.CardFilter))
def counted_named(self, meta, quantity, terms, *post):
    """ "a S.H.I.E.L.D. Officer": cards by their name (or kind), with no noun."""
    if any(isinstance(t, F.StatCmp) for t in terms.terms):
        raise MeaningError(
            "E-MEANING", "a stat alone does not name a card", span_of(meta), "say which cards"
        )
    f = F.CardFilter(None, prefix=terms, post=tuple(post), span=span_of(meta))
    return selection(self, meta, quantity, f)


@reads("count_from_zone", builds=(Select, F.CardFilter, PR.InZone))
def count_from_zone(self, meta, quantity, zone):
    """ "discards 2 from their hand": cards, left unsaid after the count."""
    desc = F.CardFilter("card", post=(PR.InZone(zone, span=zone.span),), span=span_of(meta))
    return selection(self, meta, quantity, desc)


@reads("extreme_card", builds=Extreme)
def extreme_card(self, meta, desc, which, stat):
    lowest = str(which).lower().rstrip().endswith("lowest")
    return Extreme(desc, str(stat), lowest, span=span_of(meta))


@reads("half_of_zone", builds=(Select, F.CardFilter, PR.InZone))  # (what "discard" takes)
def half_of_zone(self, meta, zone, *rounded):
    """ "discards half of their hand, rounded up": that many of the cards there."""
    from .amounts import CountOf, Half

    up = bool(rounded) and str(rounded[0]).lower().rstrip().endswith("up")
    there = F.CardFilter("card", post=(PR.InZone(zone, span=zone.span),), plural=True)
    span = span_of(meta)
    return Select("count", Half(CountOf(there, span=span), up, span=span), there, span=span)


def _half_of_zone(s: Select):
    """The zone of "half of their hand" (half the cards there), or None."""
    f = s.filter
    if not (
        isinstance(s.count, N.Half)
        and isinstance(s.count.of, N.CountOf)
        and s.count.of.cards == f
        and f == F.CardFilter("card", post=f.post, plural=True)
        and len(f.post) == 1
        and isinstance(f.post[0], PR.InZone)
        and not f.post[0].had
    ):
        return None
    return f.post[0].zone


@reads("selection_all", builds=Select)
def selection_all(self, meta, desc):
    return Select("bare", None, desc, span=span_of(meta))


# (of phrasebooks: "cards on Recovery", "upcoming 5 Location Cards")
@reads("cards_in_zone", builds=(Select, F.CardFilter, PR.InZone))
def cards_in_zone(self, meta, zone):
    return Select(
        "bare",
        None,
        F.CardFilter("card", post=(PR.InZone(zone),), plural=True),
        span=span_of(meta),
    )


@reads("upcoming_cards", builds=(Select, F.CardFilter))
def upcoming_cards(self, meta, n, card, *post):
    return Select(
        "count",
        n,
        F.CardFilter(card.noun, adjectives=("upcoming",), post=post, plural=n.value != 1),
        span=span_of(meta),
    )


def all_in(zone: Zone) -> Select:
    """ "your hand" as the cards of an effect ("discard your hand"): every card in it."""
    return Select(
        "all",
        None,
        F.CardFilter("card", post=(PR.InZone(zone, span=zone.span),), plural=True, span=zone.span),
        span=zone.span,
    )


def found_in(cards, zone: Zone, span) -> Select:
    """``cards`` said to be in ``zone`` by words after them ("for each hero on the field", "play
    a card to the field from your hand"): the selection with that zone among its filters."""
    from .kit import MeaningError

    if not isinstance(cards, Select):
        raise MeaningError("E-MEANING", "say which cards are in it", span)
    post = cards.filter.post + (PR.InZone(zone, span=zone.span),)
    return dataclasses.replace(cards, filter=dataclasses.replace(cards.filter, post=post))


# ------------------------------------------------------------------------- printing


@prints(Select)
def print_select(p, s: Select) -> str:
    f = s.filter
    body = p.node(f)
    q = s.quantity
    if q == "bare":
        return body
    from .reveals import of_them  # ("two of them": reveals builds on selections)

    them = of_them(p, s)
    if them is not None:
        return them
    if q == "count":
        zone = _half_of_zone(s)
        if zone is not None and isinstance(s.count, N.Half):
            return f"half of {p.node(zone)}, rounded {'up' if s.count.up else 'down'}"
        if isinstance(s.count, N.Num) and s.count.value == 1 and s.count.word:
            if f.owner is None:
                return f"{article(body)} {body}"
            if f.owner.who == "opponent":
                return f"an opponent's {p.node(f, drop_owner=True)}"
            return f"one of {p.node(f, force_plural=True)}"
        of = " of" if f.owner is not None else ""  # "two of your opponent's Allies"
        return f"{p.node(s.count)}{of} {body}"
    if q == "all":
        return f"all of {body}" if f.owner is not None else f"all {body}"
    if q == "each":
        if f.owner is not None:
            return f"each of {p.node(f, force_plural=True)}"
        return f"each {body}"
    if q == "at_least":
        return f"{p.node(s.count)} or more {body}"
    if q == "any_number":
        return f"any number of {body}"
    if q == "up_to":
        of = " of" if f.owner is not None else ""
        return f"up to {p.node(s.count)}{of} {body}"
    if f.owner is not None:  # "another one of your cards in play"
        return f"another one of {p.node(f, force_plural=True)}"
    return f"another {body}"


# ------------------------------------------------------------------------- compiling


@prints(Extreme)
def print_extreme(p, ref: Extreme) -> str:
    return f"the {p.node(ref.filter)} with the {'lowest' if ref.lowest else 'highest'} {ref.stat}"


@compiles(Extreme)
def compile_extreme(ref: Extreme, default_role: str, chooser=None, optional: bool = False):
    candidates = selection_candidates(ref.filter, default_role)
    stat, best = ref.stat, (min if ref.lowest else max)

    def extreme(ctx):
        g = ctx.game
        cands = candidates(ctx)
        if not cands:
            return []
        values = g.stats_of(cands, stat)
        top = best(values)
        tied = [c for c, v in zip(cands, values, strict=True) if v == top]
        if len(tied) == 1:
            return tied
        who = chooser(ctx) if chooser else ctx.me()
        return g.choose_cards(who, tied, 1, "choose", f"choose the card with the {stat}")

    return extreme


@compiles(Select)
def compile_select(s: Select, default_role: str, chooser=None, optional: bool = False):
    candidates = selection_candidates(s.filter, default_role)
    q = s.quantity
    at_random = "random" in s.filter.adjectives
    count = compile_node(s.count) if s.count is not None else (lambda ctx: 1)
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


def filter_zones(f: CardFilter, default_role: str):
    """fn(ctx) -> the (player, zone) pairs a filter picks its cards from."""
    for p in f.post:
        if isinstance(p, (PR.InZone, PR.RevealedFrom)):
            z = p.zone
            owner = P.players_fn(f.owner) if f.owner is not None and z.player is None else None
            return Z.zone_fn(z, owner)
        places = p.places_fn()
        if places is not None:  # ("revealed this way", "among them": wherever those are)
            return places
    owner = P.players_fn(f.owner) if f.owner is not None else None
    if owner is None and "enemy" in f.adjectives:
        owner = lambda ctx: ctx.game.opponents(ctx.me())
    if "previously discarded" in f.adjectives:
        default_role = "discard"
    for p in f.post:
        if p.ROLE is not None:
            default_role = p.ROLE

    def zones(ctx):
        g = ctx.game
        zone = g.noun_zone(f.noun) or g.role_zone(default_role)
        if owner is not None and not g.gd.on_table(zone):
            return [(p, zone) for p in owner(ctx)]
        return g.places(zone, ctx.me())

    return zones


def selection_candidates(f: CardFilter, default_role: str):
    """fn(ctx) -> every card matching ``f`` in the zones it picks from."""
    zones = filter_zones(f, default_role)
    match = F.filter_fn(f)
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


def selection_count(f: CardFilter, default_role: str):
    """fn(ctx, most) -> how many cards match ``f`` in the zones it picks from, counting no
    further than ``most`` (None: all): whether a player has a card needs only the first."""
    zones = filter_zones(f, default_role)
    match = F.filter_fn(f)

    def count(ctx, most):
        g = ctx.game
        n = 0
        for p, z in zones(ctx):
            for c in g.state.zones[p][z]:
                if match(g, c, ctx):
                    n += 1
                    if n == most:
                        return n
        return n

    return count


# ------------------------------------------------------------------------- matching


@matches(Extreme)
def match_extreme(ref: Extreme, event=False, in_play=False):
    if event:
        raise CompileError("E-UNSUPPORTED", "cannot watch for the card with the highest ...", ref)
    pick = compile_extreme(ref, "permanent")
    return lambda g, c, ctx: c in pick(ctx)


@matches(Select)
def match_select(ref: Select, event=False, in_play=False):
    if event:
        f = F.filter_fn(ref.filter, for_event=True)
        other = ref.quantity == "another" or "other" in ref.filter.adjectives
        return lambda g, c, me: (
            c is not None and (not other or c != me) and f(g, c, g.static_ctx(me))
        )
    f = F.filter_fn(ref.filter)
    if not in_play or any(isinstance(p, PR.InZone) for p in ref.filter.post):
        return f
    return lambda g, c, ctx: g.in_play(c) and f(g, c, ctx)
