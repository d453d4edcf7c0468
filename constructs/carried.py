"""What a card had under it when it was moved on (pushed off a track: "When this card escapes,
if it had a Bystander under it, ..."): the cards under the event's card as the event records
them (``Event.data["under"]``), matched against the phrase's filter and count."""

from __future__ import annotations

from dataclasses import dataclass

from . import filters as F
from . import selections as SL
from .amounts import amount_fn
from .conditions import Condition
from .kit import compiles, prints, reads, span_of


@dataclass(frozen=True)
class HadUnder(Condition):
    """``it had a Bystander under it``: at least the selection's count of such cards were
    under the card of the event being answered when it moved."""

    cards: SL.Select


@reads("cond_had_under", builds=HadUnder)
def cond_had_under(self, meta, cards):
    return HadUnder(cards, span=span_of(meta))


@prints(HadUnder)
def print_had_under(p, c: HadUnder) -> str:
    return f"it had {p.node(c.cards)} under it"


@compiles(HadUnder)
def compile_had_under(c: HadUnder, cc=None):
    match = F.filter_fn(c.cards.filter)
    need = amount_fn(c.cards.count) if c.cards.count is not None else (lambda ctx: 1)

    def had_under(ctx):
        event = ctx.event
        data = getattr(event, "data", None) if event is not None else None
        under = data.get("under", ()) if isinstance(data, dict) else ()
        return sum(1 for x in under if match(ctx.game, x, ctx)) >= max(1, need(ctx))

    return had_under
