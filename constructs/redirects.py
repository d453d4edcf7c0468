"""Replacing where a card goes: "If a card would be put into your discard pile, put it on the
bottom of your deck instead" (an ability heard as the move would happen), and "Put this attack
into your hand instead of into your discard pile" (a step that changes where that card goes
the next time it would go there, this turn).

Both are real changes of destination at the moment of the move: the kernel, about to move a
card, asks first (interpreter/kernel.py: ``put`` events heard as they would happen, and the
one-time redirections steps set up) and, when one applies, does that instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .effects import Effect
from .kit import MeaningError, compile_node, compiles, prints, reads, span_of
from .triggers import Trigger, Watch, card_is, me_is, they_role

if TYPE_CHECKING:
    from .cards import CardRef
    from .players import Player
    from .zones import Zone

#: the event a card's move is, heard as it would happen ("would:put")
PUT = "put"


@dataclass(frozen=True)
class OnPut(Trigger):
    """``X would be put into <zone> [from <zone>]``: heard as the move would happen."""

    cards: CardRef
    to: Zone
    from_: Zone | None = None


@dataclass(frozen=True)
class OnWouldDraw(Trigger):
    """``If <player> would draw a card, ... instead``: each card they would draw, heard as it
    would be put into their hand from their deck (it stays where it is)."""

    player: Player


@dataclass(frozen=True)
class Redirect(Effect):
    """``<move> instead of into <zone>``: the cards the move is about go where it says, the
    next time they would go into ``from_`` this turn (at once, when they are there already:
    the ability could only come after)."""

    move: Effect
    from_: Zone


# ------------------------------------------------------------------------- reading


@reads("would_put_sentence", builds=OnPut)
def would_put_sentence(self, meta, cards, to, *rest):
    from .abilities import Triggered
    from .grouping import Sentence
    from .zones import Zone

    from_ = rest[0] if len(rest) == 2 else None
    effects = rest[-1]
    if not isinstance(to, Zone):  # ("would be discarded": into its owner's discard pile)
        to = _discard_zone(self, meta)
    trigger = OnPut(cards, to, from_, span=span_of(meta))
    ability = Triggered(trigger, effects, instead=True, span=span_of(meta))
    return Sentence("trigger", ability, span_of(meta))


@reads("would_draw_sentence", builds=OnWouldDraw)
def would_draw_sentence(self, meta, player, effects):
    from .abilities import Triggered
    from .grouping import Sentence

    span = span_of(meta)
    ability = Triggered(OnWouldDraw(player, span=span), effects, instead=True, span=span)
    return Sentence("trigger", ability, span)


def _discard_zone(reader, meta):
    from .zones import Zone

    lang = reader.language
    zone = lang.zone_roles.get("discard") or ("discard" if "discard" in lang.zone_names else None)
    if zone is None:
        raise MeaningError("E-MEANING", "this game names no discard pile", span_of(meta))
    return Zone(zone, None, span=span_of(meta))


@reads("would_discarded")
def would_discarded(self, meta):
    return "discarded"


@reads("e_redirect", builds=Redirect)
def e_redirect(self, meta, move, zone):
    if getattr(move, "OBJECT", None) is None or not hasattr(move, "cards"):
        raise MeaningError(
            "E-MEANING",
            "'instead of into ...' follows what puts cards somewhere",
            span_of(meta),
            "write 'put it into your hand instead of into your discard pile'",
        )
    return Redirect(move, zone, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(OnPut)
def print_on_put(p, t: OnPut, role: str = "") -> str:
    head = "if" if role == "instead" else "whenever"
    be = "would be" if role == "instead" else p.be(t.cards)
    s = f"{head} {p.node(t.cards)} {be} put into {p.node(t.to)}"
    return s + (f" from {p.node(t.from_)}" if t.from_ is not None else "")


@prints(OnWouldDraw)
def print_on_would_draw(p, t: OnWouldDraw, role: str = "") -> str:
    return f"if {p.subject(t.player)} would draw a card"


@prints(Redirect)
def print_redirect(p, e: Redirect) -> str:
    return f"{p.node(e.move)} instead of into {p.node(e.from_)}"


# ------------------------------------------------------------------------- compiling


def _zone_test(zone: Zone | None):
    """fn(game, player, zone id, me) -> is it that zone (of that player, if it names one)?"""
    if zone is None:
        return lambda g, p, z, me: True
    zid, also = zone.zone, zone.also
    whose = me_is(zone.player) if zone.player is not None else None
    return lambda g, p, z, me: (z == zid or z in also) and (whose is None or whose(g, p, me))


@compiles(OnPut)
def compile_on_put(t: OnPut, cc=None):
    if t.to.that or t.to.opposite:
        raise MeaningError("E-MEANING", "say whose zone it is", t.to.span)
    card, to, frm = card_is(t.cards), _zone_test(t.to), _zone_test(t.from_)

    def match(g, ev, me):
        came = ev.data
        return (
            card(g, ev.card, me)
            and to(g, ev.player, ev.zone, me)
            and (t.from_ is None or (came is not None and frm(g, came[0], came[1], me)))
        )

    return Watch(PUT, match, it="card")


@compiles(OnWouldDraw)
def compile_on_would_draw(t: OnWouldDraw, cc=None):
    whose = me_is(t.player)

    def match(g, ev, me):
        came = ev.data
        return (
            ev.zone == g.hand_zone
            and came is not None
            and came[1] == g.deck_zone
            and whose(g, ev.player, me)
        )

    return Watch(PUT, match, they=they_role(t.player))


@compiles(Redirect)
def compile_redirect(e: Redirect, cc, optional=False):
    from .cards import cards_fn

    cards = cards_fn(e.move.cards, "hand")  # type: ignore[attr-defined]
    move = compile_node(e.move, cc)
    zones = compile_node(e.from_)

    def redirect(ctx):
        g = ctx.game
        places = zones(ctx)
        for c in cards(ctx):
            where = g.state.where[c]
            snap = ctx.snapshot()
            snap.it = [c]
            if where is not None and (where[0], where[1]) in places:
                move(snap)  # (it went there before this could be done: from there)
                continue
            for p, z in places:
                g.redirect(c, p, z, move, snap)

    return redirect
