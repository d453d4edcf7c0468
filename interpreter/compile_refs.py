"""AST -> closures, part 1: players, zones, card filters, card selections and amounts.

Everything is compiled once per card definition into plain Python closures; running a card
never walks its AST.  Closures take a :class:`Ctx` (the resolving ability's context).
"""

from __future__ import annotations

from ..constructs.amounts import amount_fn, per_unit_fn
from ..constructs.cards import cards_fn, filter_zones, match_fn, selection_candidates
from ..constructs.filters import filter_fn
from ..constructs.kit import CompileError, Ctx, compile_node
from ..constructs.players import player_fn, players_fn
from ..constructs.zones import zone_fn

__all__ = [
    "CompileError",
    "Ctx",
    "amount_fn",
    "cards_fn",
    "filter_fn",
    "filter_zones",
    "match_fn",
    "per_unit_fn",
    "player_fn",
    "players_fn",
    "selection_candidates",
    "terms_check",
    "zone_fn",
]


def terms_check(t):
    return compile_node(t)
