"""Searching a zone: "search your deck for an Animal card of level 5 or less" — the player looks
through the zone (hidden from the others) and picks a card it names, if there is one; the card
found is "it" for the steps after ("... and put it into your hand. Then shuffle your deck.")."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import cards as C
from . import predicates as PR
from . import selections as SL
from .effects import Effect, for_each_player, subjects
from .kit import MeaningError, compiles, prints, reads, span_of

if TYPE_CHECKING:
    from .players import Player
    from .zones import Zone


@dataclass(frozen=True)
class Search(Effect):
    """``search your deck for a Tech card``: ``cards`` found in ``zone`` (None found: nothing
    happens); ``player``: who searches (None: the player whose ability it is)."""

    SHARES_SUBJECT: ClassVar[bool] = True

    zone: Zone
    cards: SL.Select
    player: Player | None = None

    def acts_for_you(self) -> bool:
        return self.player is None


# ------------------------------------------------------------------------- reading


@reads("e_search", builds=Search)
def e_search(self, meta, *parts):
    player = parts[0] if len(parts) == 3 else None
    zone, cards = parts[-2], parts[-1]
    if not isinstance(cards, SL.Select) or any(isinstance(x, PR.InZone) for x in cards.filter.post):
        raise MeaningError(
            "E-MEANING",
            "say what is searched for with a card phrase: 'search your deck for a Tech card'",
            span_of(meta),
        )
    return Search(zone, cards, player, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Search)
def print_search(p, e: Search) -> str:
    verb = "search" if e.player is None else p.verb(e.player, "search")
    return f"{verb} {p.node(e.zone)} for {p.node(e.cards)}"


# ------------------------------------------------------------------------- compiling


@compiles(Search)
def compile_search(e: Search, cc, optional=False):
    f = e.cards.filter
    inside = dataclasses.replace(
        e.cards, filter=dataclasses.replace(f, post=(*f.post, PR.InZone(e.zone)))
    )
    # (a search may find nothing: what it names need not be there)
    pick = C.cards_fn(inside, "deck", optional=True)
    if e.player is None:

        def search(ctx):
            ctx.it = pick(ctx)

        return search

    def search_one(ctx, p):
        ctx.it = [*(ctx.it or []), *pick(ctx)]

    run = for_each_player(subjects(e.player), search_one)

    def search_each(ctx):
        ctx.it = None
        run(ctx)

    return search_each
