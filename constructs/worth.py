"""A card's worth: "This Villain is worth +2 VP for each Henchman in your Victory Pile" — what
the card adds to a score the rules sum (``rules.scoring``: ``sum: <stat>``) besides its printed
value, wherever it is when the score is counted.  It is read like a change of a stat, and held
by the card itself: the scoring asks it (with "you" its owner) when it counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import amounts as N
from . import cards as C
from .changes import Change
from .kit import CompileError, compile_node, compiles, prints, reads, span_of

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class Worth(Change):
    """``X is worth +N STAT (for each ...)``: ``cards`` is the card whose text it is (by
    "this card" or its name)."""

    cards: CardRef
    stat: str
    amount: Amount


@reads("m_worth", builds=(Worth, N.Num, N.Per))
def m_worth(self, meta, cards, delta, stat, *rest):
    per = rest[0] if rest and isinstance(rest[0], N.PerUnit) else None
    amount = N.Num(delta, span=span_of(meta))
    total = N.Per(amount, per, span=span_of(meta)) if per is not None else amount
    return Worth(cards, str(stat), total, span=span_of(meta))


@prints(Worth)
def print_worth(p, e: Worth) -> str:
    verb = "are" if e.cards.plural() else "is"
    per = e.amount if isinstance(e.amount, N.Per) else None
    base = per.base if per is not None else e.amount
    assert isinstance(base, N.Num)
    out = f"{p.node(e.cards)} {verb} worth {base.value:+d} {e.stat}"
    return out + (f" {N.per_words(p, per.unit)}" if per is not None else "")


@compiles(Worth)
def compile_worth(e: Worth, cc=None, optional=False):
    """(stat, fn(ctx) -> what the card adds to that stat's sum)."""
    if not isinstance(e.cards, (C.This, C.Named)):
        raise CompileError("E-UNSUPPORTED", "a card's worth is said of the card itself", e)
    return e.stat, compile_node(e.amount)
