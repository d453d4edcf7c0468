"""AST -> canonical text, part 2: players, zones, amounts and cards (see :mod:`dsl.printer`)."""

from __future__ import annotations

from ..constructs.amounts import count_cmp, is_num, number_cmp
from ..constructs.counters import whose
from ..constructs.durations import print_when
from ..constructs.english import article, cap, join_or
from ..constructs.filters import predicate
from ..constructs.kit import printer_of
from . import ast as A

_cap = cap
_is_num = is_num
_OP_WORDS = {"<=": "or less", ">=": "or more"}
__all__ = ["_OP_WORDS", "_cap", "_is_num", "article", "join_or"]


def _is_everyone(target) -> bool:
    return (
        isinstance(target, A.Select)
        and target.quantity == "bare"
        and target.filter == A.CardFilter("card", plural=True)
    )


def _is_delta(n) -> bool:
    if isinstance(n, A.Num):
        return True
    return isinstance(n, A.Per) and isinstance(n.base, A.Num)


class RefsPrinter:
    """How players, zones, amounts and card references are written; mixed into
    :class:`~dsl.printer.Printer`."""

    def node(self, n, **how) -> str:
        """Any node, by its construct's printer."""
        return printer_of(n)(self, n, **how)

    def subject(self, p: A.Player) -> str:
        return self.node(p, role="subject")

    def player_object(self, p: A.Player) -> str:
        return self.node(p, role="object")

    def possessive(self, p: A.Player) -> str:
        return self.node(p, role="possessive")

    def zone(self, z: A.Zone) -> str:
        return self.node(z)

    def duration(self, d: A.Duration) -> str:
        return self.node(d)

    def amount(self, n) -> str:
        return self.node(n)

    def whose(self, player) -> str:
        return whose(self, player)

    def when(self, w: str) -> str:
        return print_when(w)

    def count_cmp(self, op, n) -> str:
        return count_cmp(self, op, n)

    def number_cmp(self, op, n) -> str:
        return number_cmp(self, op, n)

    def per_unit(self, u) -> str:
        return self.node(u)

    def plural(self, ref) -> bool:
        return ref.plural()

    def be(self, ref) -> str:
        return "are" if ref.plural() else "is"

    def noun(self, noun: str | None, plural: bool) -> str:
        if noun is None:
            return ""
        return self.lang.noun_plurals[noun] if plural else noun

    def cards(self, ref) -> str:
        return "" if ref is None else self.node(ref)

    def filter(self, f: A.CardFilter, force_plural: bool = False, drop_owner: bool = False) -> str:
        return self.node(f, force_plural=force_plural, drop_owner=drop_owner)

    def card_possessive(self, ref) -> str:
        return self.node(ref, role="possessive")

    def predicate(self, f: A.CardFilter) -> str:
        return predicate(self, f)

    def terms(self, t: A.Terms) -> str:
        return self.node(t)
