"""A demand with a price: "each player reveals a Tech card or discards a card".

Each player the sentence names may show a matching card — from their hand, or one of the cards
they have played (the ``played`` role's zone), unless the phrase says where ("a Tech card from
your hand") — and one who does not does the other effect.  A player who has such a card may
still choose not to show it (and so take the other effect).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import filters as F
from . import selections as SL
from .effects import Effect, for_each_player, subjects
from .kit import compile_node, compiles, prints
from .players import Player


@dataclass(frozen=True)
class RevealOr(Effect):
    """``player`` reveals ``cards`` or does ``otherwise`` (with "they" that player)."""

    player: Player | None
    cards: SL.Select
    otherwise: Effect


# (read as "A or B" where A reveals: constructs.modes.e_either)


# ------------------------------------------------------------------------- printing


@prints(RevealOr)
def print_reveal_or(p, e: RevealOr) -> str:
    agree = p.agree
    p.agree = e.player
    try:
        otherwise = p.node(e.otherwise)
    finally:
        p.agree = agree
    return f"{p.verb(e.player, 'reveal')} {p.node(e.cards)} or {otherwise}"


# ------------------------------------------------------------------------- compiling


@compiles(RevealOr)
def compile_reveal_or(e: RevealOr, cc, optional=False):
    f = e.cards.filter
    if any(x.PLACES for x in f.post):
        found = SL.selection_candidates(f, "hand")
    else:
        match = F.filter_fn(f)

        def found(ctx):
            g, p = ctx.game, ctx.me()
            zones = dict.fromkeys((g.role_zone("hand"), g.role_zone("played")))
            return [c for z in zones if z for c in g.state.zones[p][z] if match(g, c, ctx)]

    otherwise = compile_node(e.otherwise, cc)

    def body(ctx, p):
        g = ctx.game
        options = found(ctx)
        if options:
            pick = g.decide(p, "reveal", [*options, "pass"], "reveal a card?")
            if pick != "pass":
                g.reveal(p, [pick])
                ctx.revealed = [*ctx.revealed, pick]
                return
        otherwise(ctx)

    return for_each_player(subjects(e.player), body)
