"""Conditions: what "if ..." asks of the game as it is — "it's level 1", "you have at least
three Allies in play", "you have more Allies in play than your opponent", "it shares a suit
with the top card of the discard pile", "the stock is empty", "X is defeated" — and conditions
joined by "or"/"and".

A condition compiles to ``fn(ctx) -> bool``.  Conditions about chance, counters, damage, what
was revealed and the game's declared events are with those concepts.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import cards as C
from . import filters as F
from . import predicates as PR
from . import selections as SL
from .amounts import Num, count_cmp
from .english import article, join_or
from .kit import (
    CompileError,
    MeaningError,
    Node,
    compile_node,
    compiles,
    passes,
    prints,
    reads,
    span_of,
    word,
)
from .players import Player, player_fn, players_fn

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
    from .filters import CardFilter
    from .zones import Zone


class Condition(Node):
    """What "if ..." asks: compiles to ``fn(ctx) -> bool``."""


def condition_fn(c: Condition, cc=None):
    """A condition -> fn(ctx) -> bool."""
    return compile_node(c, cc)


def compare(op: str, a: int, b: int) -> bool:
    """``a op b`` for the comparisons the language reads (``any``: a is more than 0)."""
    if op == ">=":
        return a >= b
    if op == "<=":
        return a <= b
    if op == "any":
        return a > 0
    return a == b


@dataclass(frozen=True)
class CardIs(Condition):
    """``it's level 1`` / ``the top card of your discard pile is a playable Animal card``."""

    subject: CardRef
    filter: CardFilter


@dataclass(frozen=True)
class Has(Condition):
    """``you have at least three Allies in play`` (``op``/``count``) or ``you have a ... in
    play`` (op None: at least the selection's own count); ``negated``: "you have no ..."."""

    player: Player
    cards: CardRef
    op: str | None = None
    count: Amount | None = None
    negated: bool = False


@dataclass(frozen=True)
class ThereIs(Condition):
    """``there is a Tech Unit in play`` (anyone's), ``there are at least two Units in play``
    (``op``/``count``; None: at least the selection's own count)."""

    cards: CardRef
    op: str | None = None
    count: Amount | None = None


@dataclass(frozen=True)
class HasMore(Condition):
    """``If you have more Allies in play than your opponent`` (``fewer``: fewer)."""

    player: Player
    cards: CardRef
    other: Player
    fewer: bool = False


@dataclass(frozen=True)
class Shares(Condition):
    """``it shares a suit or rank with the top card of the discard pile``: the cards have a
    value in common in any of these fields (kinds or stats)."""

    subject: CardRef
    other: CardRef
    fields: tuple[str, ...]


@dataclass(frozen=True)
class ZoneEmpty(Condition):
    """``the stock is empty`` / ``there are no cards in your hand``."""

    zone: Zone


@dataclass(frozen=True)
class IsDefeated(Condition):
    """``if this attack is defeated`` (as a sentence of its own, a trigger: see
    :class:`~constructs.triggers.OnDefeated`)."""

    cards: CardRef


@dataclass(frozen=True)
class AnyOf(Condition):
    """``if it's an Eight or it shares a suit with ...``: any of the conditions."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True)
class AllOf(Condition):
    """``if you have an Ally in play and your power is 5 or more``: all of them."""

    conditions: tuple[Condition, ...]


# ------------------------------------------------------------------------- reading

passes("condition", "conditions", "is_what")
word(("more", False), ("fewer", True))


@reads("cond_it_is", builds=CardIs)
def cond_it_is(self, meta, what):
    return is_what(meta, C.It(span=span_of(meta)), what)


@reads("cond_cards_are", builds=CardIs)
def cond_cards_are(self, meta, subject, what):
    return is_what(meta, subject, what)


@reads("cond_can_play", builds=(CardIs, F.CardFilter))
def cond_can_play(self, meta, player, subject):
    """ "If you can play it": it is playable (by the player whose ability it is)."""
    if player.who != "you":
        raise MeaningError(
            "E-MEANING",
            "only the player whose ability it is can be asked whether they can play a card",
            span_of(meta),
            "write 'if it's playable'",
        )
    playable = F.CardFilter(None, None, ("playable",), span=span_of(meta))
    return CardIs(subject, playable, span=span_of(meta))


def is_what(meta, subject, what):
    """ "X is <what>": a card is something, or ("it's heads") a result is (what: a
    (kind, value) pair, see constructs.chance)."""
    if isinstance(what, tuple):
        from .chance import result_is

        return result_is(meta, what)
    return CardIs(subject, what, span=span_of(meta))


@reads("cond_stat_is", builds=(CardIs, F.CardFilter, F.Terms, F.StatCmp))
def cond_stat_is(self, meta, card, stat, cmp):
    """ "its level is 2 or less": the card is level 2 or less."""
    op, value = cmp
    span = span_of(meta)
    terms = F.Terms((F.StatCmp(stat, op, value, span=span),), span=span)
    return CardIs(card, F.CardFilter(None, prefix=terms, span=span), span=span)


@reads("cond_defeated", builds=IsDefeated)
def cond_defeated(self, meta, cards):
    return IsDefeated(cards, span=span_of(meta))


@reads("cond_player_has", builds=Has)
def cond_player_has(self, meta, player, cmp, cards):
    op, count = cmp
    return Has(player, cards, op, count, span=span_of(meta))


@reads("cond_player_has_any", builds=Has)
def cond_player_has_any(self, meta, player, cards):
    return Has(player, cards, span=span_of(meta))


@reads("cond_player_has_none", builds=Has)
def cond_player_has_none(self, meta, player, cards):
    return Has(player, cards, negated=True, span=span_of(meta))


@reads("cond_there_is", builds=ThereIs)
def cond_there_is(self, meta, cards):
    return ThereIs(cards, span=span_of(meta))


@reads("cond_there_count", builds=ThereIs)
def cond_there_count(self, meta, cmp, cards):
    op, count = cmp
    return ThereIs(cards, op, count, span=span_of(meta))


@reads("cond_it_has", builds=(ThereIs, SL.Select))
def cond_it_has(self, meta, it, cmp, cards):
    """ "(Reveal your hand.) If it has at least two Tech cards": there are that many of them
    in the zone just looked at or revealed ("in it")."""
    from .reveals import Among

    if not isinstance(it, C.It) or not isinstance(cards, SL.Select) or cards.quantity != "bare":
        raise MeaningError(
            "E-MEANING",
            "'it has at least N cards' is about the zone just revealed or looked at: "
            "write 'If it has at least two Tech cards, ...' after 'Reveal your hand.'",
            span_of(meta),
        )
    f = cards.filter
    inside = dataclasses.replace(f, post=(*f.post, Among("in it")))
    op, count = cmp
    return ThereIs(dataclasses.replace(cards, filter=inside), op, count, span=span_of(meta))


@reads("cond_compare", builds=HasMore)
def cond_compare(self, meta, player, fewer, cards, other):
    return HasMore(player, cards, other, fewer, span=span_of(meta))


@reads("cond_shares", builds=Shares)
def cond_shares(self, meta, subject, fields, other):
    return Shares(subject, other, tuple(fields), span=span_of(meta))


@reads("cond_zone_empty", builds=ZoneEmpty)
def cond_zone_empty(self, meta, zone):
    return ZoneEmpty(zone, span=span_of(meta))


@reads("cond_any", builds=AnyOf)
def cond_any(self, meta, *conditions):
    return AnyOf(tuple(conditions), span=span_of(meta))


@reads("cond_all", builds=AllOf)
def cond_all(self, meta, *conditions):
    return AllOf(tuple(conditions), span=span_of(meta))


# ------------------------------------------------------------------------- printing


def _have(player: Player) -> str:
    return "have" if player.who in ("you", "they") else "has"


@prints(CardIs)
def print_card_is(p, c: CardIs) -> str:
    if isinstance(c.subject, C.It):
        return f"it's {PR.predicate(p, c.filter)}"
    return f"{p.node(c.subject)} {p.be(c.subject)} {PR.predicate(p, c.filter)}"


@prints(Has)
def print_has(p, c: Has) -> str:
    subj = p.subject(c.player)
    if c.negated:
        return f"{subj} {p.verb_for(c.player, 'do')} not have {p.node(c.cards)}"
    if c.op is None:
        return f"{subj} {_have(c.player)} {p.node(c.cards)}"
    return f"{subj} {_have(c.player)} {count_cmp(p, c.op, c.count)} {p.node(c.cards)}"


@prints(ThereIs)
def print_there_is(p, c: ThereIs) -> str:
    one = c.op == "==" and isinstance(c.count, Num) and c.count.value == 1
    be = "are" if (c.op is not None and not one) or (c.op is None and c.cards.plural()) else "is"
    what = p.node(c.cards) if c.op is None else f"{count_cmp(p, c.op, c.count)} {p.node(c.cards)}"
    return f"there {be} {what}"


@prints(HasMore)
def print_has_more(p, c: HasMore) -> str:
    more = "fewer" if c.fewer else "more"
    return (
        f"{p.subject(c.player)} {_have(c.player)} {more} {p.node(c.cards)} than "
        f"{p.player_object(c.other)}"
    )


@prints(Shares)
def print_shares(p, c: Shares) -> str:
    words = [p.lang.kinds[w].noun if w in p.lang.kinds else w for w in c.fields]
    verb = "share" if c.subject.plural() else "shares"
    return f"{p.node(c.subject)} {verb} {article(words[0])} {join_or(words)} with {p.node(c.other)}"


@prints(ZoneEmpty)
def print_zone_empty(p, c: ZoneEmpty) -> str:
    return f"{p.node(c.zone)} is empty"


@prints(IsDefeated)
def print_is_defeated(p, c: IsDefeated) -> str:
    return f"{p.node(c.cards)} {p.be(c.cards)} defeated"


@prints(AnyOf)
def print_any_of(p, c: AnyOf) -> str:
    return " or ".join(p.node(x) for x in c.conditions)


@prints(AllOf)
def print_all_of(p, c: AllOf) -> str:
    return " and ".join(p.node(x) for x in c.conditions)


# ------------------------------------------------------------------------- compiling


@compiles(CardIs)
def compile_card_is(c: CardIs, cc=None):
    subject = C.cards_fn(c.subject, "choose")
    match = F.filter_fn(c.filter)

    def card_is(ctx):
        cards = subject(ctx)
        return bool(cards) and all(match(ctx.game, x, ctx) for x in cards)

    return card_is


@compiles(ThereIs)
def compile_there_is(c: ThereIs, cc=None):
    if isinstance(c.cards, SL.Select):
        sel = c.cards
        counted = SL.selection_count(sel.filter, "permanent")
        need = compile_node(sel.count) if sel.count is not None else (lambda ctx: 1)
    else:
        cards = C.cards_fn(c.cards, "permanent")
        counted, need = (lambda ctx, most: len(cards(ctx))), (lambda ctx: 1)
    op = c.op
    if op is None or c.count is None:
        return lambda ctx: counted(ctx, need(ctx)) >= need(ctx)
    count = compile_node(c.count)
    return lambda ctx: compare(op, counted(ctx, None), count(ctx))


@compiles(Has)
def compile_has(c: Has, cc=None):
    who = players_fn(c.player)
    if isinstance(c.cards, SL.Select):
        sel = c.cards
        f = PR.theirs(sel.filter)
        if sel.quantity == "another" and "other" not in f.adjectives:
            # "you have another Tech card in play": one other than this card
            f = dataclasses.replace(
                f, adjectives=tuple(a for a in F.ADJECTIVE_ORDER if a in {*f.adjectives, "other"})
            )
        counted = SL.selection_count(f, "hand")
        need = compile_node(sel.count) if sel.count is not None else (lambda ctx: 1)
    else:
        cards = C.cards_fn(c.cards, "permanent")
        counted, need = (lambda ctx, most: len(cards(ctx))), (lambda ctx: 1)
    op = c.op
    count = compile_node(c.count) if c.count is not None else None
    negated = c.negated
    # (how many cards are enough to know: one for "no card", ``need`` for "N cards", all of
    # them to compare)
    enough = (lambda ctx: 1) if negated else need if op is None else (lambda ctx: None)

    def has(ctx):
        for p in who(ctx):
            most = enough(ctx)
            saved = ctx.they
            ctx.they = p
            n = counted(ctx, most)
            ctx.they = saved
            if negated:
                ok = n == 0
            elif op is not None:
                ok = compare(op, n, count(ctx))
            else:
                ok = n >= most
            if ok:
                if negated:
                    ctx.they = p  # ("If a player does not have a card, ..." : that player)
                return True
        return False

    return has


@compiles(HasMore)
def compile_has_more(c: HasMore, cc=None):
    if not isinstance(c.cards, SL.Select):
        raise CompileError(
            "E-UNSUPPORTED",
            "compare counts of cards, as in 'more Allies in play than your opponent'",
            c,
        )
    who, other = player_fn(c.player), player_fn(c.other)
    cands = SL.selection_candidates(PR.theirs(c.cards.filter), "hand")
    fewer = c.fewer

    def count_for(ctx, p):
        saved, ctx.they = ctx.they, p
        try:
            return len(cands(ctx))
        finally:
            ctx.they = saved

    def more(ctx):
        mine, theirs = count_for(ctx, who(ctx)), count_for(ctx, other(ctx))
        return mine < theirs if fewer else mine > theirs

    return more


@compiles(Shares)
def compile_shares(c: Shares, cc=None):
    subject, other = C.cards_fn(c.subject, "choose"), C.cards_fn(c.other, "choose")
    fields = c.fields

    def shares(ctx):
        mine, theirs = subject(ctx), other(ctx)
        return (
            bool(mine)
            and bool(theirs)
            and all(any(ctx.game.shares_value(a, b, fields) for b in theirs) for a in mine)
        )

    return shares


@compiles(ZoneEmpty)
def compile_zone_empty(c: ZoneEmpty, cc=None):
    places = compile_node(c.zone)
    return lambda ctx: all(not ctx.game.state.zones[p][z] for p, z in places(ctx))


@compiles(IsDefeated)
def compile_is_defeated(c: IsDefeated, cc=None):
    pick = C.cards_fn(c.cards, "played")
    return lambda ctx: any(ctx.game.is_defeated(x) for x in pick(ctx))


@compiles(AnyOf)
def compile_any_of(c: AnyOf, cc=None):
    parts = [condition_fn(x, cc) for x in c.conditions]
    return lambda ctx: any(p(ctx) for p in parts)


@compiles(AllOf)
def compile_all_of(c: AllOf, cc=None):
    parts = [condition_fn(x, cc) for x in c.conditions]
    return lambda ctx: all(p(ctx) for p in parts)
