"""Cards under cards: what a card had under it when it was moved on (pushed off a track: "When
this card escapes, if it had a Bystander under it, ..."): the cards under the event's card as
the event records them (``Event.data["under"]``), matched against the phrase's filter and
count; and what a card has under it now ("an Enemy that has a Bystander")."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import filters as F
from . import selections as SL
from .amounts import amount_fn
from .conditions import Condition
from .filters import Pred
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


@dataclass(frozen=True)
class HasUnder(Pred):
    """``an Enemy that has a Bystander``: at least the selection's count of such cards are
    under the card now (of any kind of attachment).  ``have``: the verb as written, agreeing
    with a plural noun (the same meaning)."""

    cards: SL.Select
    have: bool = field(default=False, compare=False)


@reads("pf_has_under", builds=HasUnder)
def pf_has_under(self, meta, verb, quantity, desc):
    cards = SL.selection(self, meta, quantity, desc)
    return HasUnder(cards, str(verb).lower() == "have", span=span_of(meta))


@prints(HasUnder)
def print_has_under(p, x: HasUnder, post: bool = True) -> str:
    return f"that {'have' if x.have else 'has'} {p.node(x.cards)}"


@compiles(HasUnder)
def compile_has_under(x: HasUnder, cc=None):
    match = F.filter_fn(x.cards.filter)
    need = amount_fn(x.cards.count) if x.cards.count is not None else (lambda ctx: 1)

    def has_under(g, c, ctx):
        under = g.state.under.get(c)
        if not under:
            return False
        return sum(1 for u in under if match(g, u, ctx)) >= max(1, need(ctx))

    return has_under
