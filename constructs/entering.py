"""Cards coming into play and leaving it, as events: "When this Unit comes into play",
"Whenever one of your opponent's Units enters play", "Whenever a card is put into play",
"Whenever your opponent puts a Unit into play", "When this Unit leaves play".

The play area is the game's permanent zone (``language.permanent.zone``): a card comes into
it by becoming permanent or by being put there (the kernel sends ``enters`` then, with the
player who now controls it), and leaves it by any move out of it (``left``, with the player
who controlled it).  Another zone named here is E-MEANING: only the play area's comings and
goings are heard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import cards as C
from .kit import MeaningError, compiles, prints, reads, span_of
from .players import Player
from .triggers import Trigger, Watch, card_is, me_is, they_role

if TYPE_CHECKING:
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class OnEnter(Trigger):
    """``X comes into play`` (``player`` None) / ``your opponent puts X into play``."""

    cards: CardRef
    zone: Zone
    player: Player | None = None


@dataclass(frozen=True)
class OnLeave(Trigger):
    """``X leaves play``."""

    cards: CardRef
    zone: Zone


# ------------------------------------------------------------------------- reading


def _play_area(reader, zone, span) -> Zone:
    if zone.zone != reader.language.permanent_zone or zone.also:
        raise MeaningError(
            "E-MEANING",
            "only cards coming into play and leaving it can be heard",
            span,
            "write '... comes into play'",
        )
    return zone


@reads("ev_enters", builds=OnEnter)
def ev_enters(self, meta, cards, zone):
    return OnEnter(cards, _play_area(self, zone, span_of(meta)), span=span_of(meta))


@reads("ev_put_into_play", builds=OnEnter)
def ev_put_into_play(self, meta, player, cards, zone):
    return OnEnter(cards, _play_area(self, zone, span_of(meta)), player, span=span_of(meta))


@reads("ev_leaves", builds=OnLeave)
def ev_leaves(self, meta, cards, zone):
    return OnLeave(cards, _play_area(self, zone, span_of(meta)), span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(OnEnter)
def print_on_enter(p, t: OnEnter, role: str = "") -> str:
    if t.player is not None:
        put = p.verb_for(t.player, "put")
        return f"whenever {p.subject(t.player)} {put} {p.node(t.cards)} into {p.node(t.zone)}"
    come = "come" if t.cards.plural() else "comes"
    return f"whenever {p.node(t.cards)} {come} into {p.node(t.zone)}"


@prints(OnLeave)
def print_on_leave(p, t: OnLeave, role: str = "") -> str:
    leave = "leave" if t.cards.plural() else "leaves"
    return f"whenever {p.node(t.cards)} {leave} {p.node(t.zone)}"


# ------------------------------------------------------------------------- compiling


@compiles(OnEnter)
def compile_on_enter(t: OnEnter, cc=None):
    card = card_is(t.cards)
    if t.player is None:
        return Watch("enters", lambda g, ev, me: card(g, ev.card, me), it="card")
    is_p = me_is(t.player)
    return Watch(
        "enters",
        lambda g, ev, me: is_p(g, ev.player, me) and card(g, ev.card, me),
        it="card",
        they=they_role(t.player),
    )


@compiles(OnLeave)
def compile_on_leave(t: OnLeave, cc=None):
    card = card_is(t.cards)
    # (a card hears its own leaving wherever it went)
    return Watch(
        "left", lambda g, ev, me: card(g, ev.card, me), isinstance(t.cards, C.This), it="card"
    )
