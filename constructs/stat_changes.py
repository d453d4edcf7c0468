"""Changes of stats: "This card is attack +2", "+1 for each Ally you have in play", "this
card's attack is equal to ...", "double the attack of this card", "reduce STATS by half",
"increase defense by 2 for X and Y", "set speed to 0 for X", "add 2 to the attack of X", "...
even if defeated", and the other wordings games print ("2 Turns in Recovery", "Cards in
Recovery +1", "Recovery +1 (except for Giant cards) for ...", "No Recovery for X").

A change of a stat is ``op`` (add, sub, mul, div, set) ``amount`` on ``stat`` (``*``: every
stat) of ``target`` (None: the cards the game's contest is between).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import amounts as N
from . import cards as C
from . import filters as F
from . import predicates as PR
from . import selections as SL
from .changes import Change, Mod, applying, change_step
from .durations import Duration
from .kit import MeaningError, compiles, first_of, holds, prints, reads, span_of, walk

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
    from .filters import CardFilter


@dataclass(frozen=True)
class StatChange(Change):
    """Change a stat of cards: ``op`` is ``add``, ``sub``, ``mul``, ``div`` or ``set``;
    ``stat`` is a stat word or ``*`` (every stat).  ``target`` None means the cards the game's
    contest is between (the two cards in a duel, say)."""

    OBJECT: ClassVar[str | None] = "target"

    target: CardRef | None
    stat: str
    op: str
    amount: Amount
    duration: Duration | None = None
    persist: bool = False  # "even if defeated": lasts after its source is defeated
    excluding: CardFilter | None = None  # "except for Giant cards"
    optional: bool = False  # "X may gain +10 attack": a bonus its controller may take

    def fixed_amount(self):
        # "that number", "that many", "for each ...", "that card's level": fixed when the
        # change is made
        if any(
            isinstance(n, (N.ThatNumber, N.ThatMany, N.Per)) or n.REFERS_BACK
            for n in walk(self.amount)
        ):
            return self.amount
        return None


# ------------------------------------------------------------------------- reading


def _change(meta, target, stat, op, amount, duration=(), **more) -> StatChange:
    return StatChange(
        target, stat, op, amount, duration[0] if duration else None, span=span_of(meta), **more
    )


@reads("m_stat_add", builds=(StatChange, N.Num, N.Per))
def m_stat_add(self, meta, target, stat, delta, *rest):
    per = first_of(rest, N.PerUnit)
    amount = N.Num(delta, span=span_of(meta))
    total = N.Per(amount, per, span=span_of(meta)) if per is not None else amount
    return StatChange(target, stat, "add", total, first_of(rest, Duration), span=span_of(meta))


@reads("m_stat_add_capped", builds=(StatChange, N.Num, N.Per, N.Bounded))
def m_stat_add_capped(self, meta, target, stat, delta, per, cap):
    """ "This card is attack +1 for each card in your hand, up to +4"."""
    span = span_of(meta)
    total = N.capped(N.Per(N.Num(delta, span=span), per, span=span), delta, cap, span)
    return StatChange(target, stat, "add", total, None, span=span)


@reads("m_stat_set", builds=StatChange)
def m_stat_set(self, meta, target, stat, value):
    return StatChange(target, stat, "set", value, None, span=span_of(meta))


@reads("m_stat_set_has", builds=StatChange)
def m_stat_set_has(self, meta, target, stat, value):
    """ "This card has attack equal to ..."."""
    return StatChange(target, stat, "set", value, None, span=span_of(meta))


@reads("m_stat_plus_x", builds=StatChange)
def m_stat_plus_x(self, meta, target, stat, *rest):
    """ "This card is attack +X, where X is ..." / "This card is attack plus ..."."""
    value = next(r for r in rest if isinstance(r, N.Amount))
    return StatChange(target, stat, "add", value, first_of(rest, Duration), span=span_of(meta))


@reads("m_double", builds=(StatChange, N.Num))
def m_double(self, meta, stat, target, *duration):
    return _change(meta, target, stat, "mul", N.Num(2), duration)


@reads("m_halve_of", builds=(StatChange, N.Num))
def m_halve_of(self, meta, stat, target, *duration):
    return _change(meta, target, stat, "div", N.Num(2), duration)


@reads("m_double_all", builds=(StatChange, N.Num))
def m_double_all(self, meta, stat, *duration):
    return _change(meta, None, stat, "mul", N.Num(2), duration)


@reads("m_halve", builds=(StatChange, N.Num))
def m_halve(self, meta, stat, target, *duration):
    return _change(meta, target, stat, "div", N.Num(2), duration)


@reads("m_halve_all", builds=(StatChange, N.Num))
def m_halve_all(self, meta, stat, *duration):
    return _change(meta, None, stat, "div", N.Num(2), duration)


@reads("m_halve_adjectives", builds=(StatChange, SL.Select, F.CardFilter, N.Num))
def m_halve_adjectives(self, meta, *children):
    target = SL.Select(
        "bare",
        None,
        F.CardFilter("card", adjectives=F.adjective_words(children)),
        span=span_of(meta),
    )
    return StatChange(target, "*", "div", N.Num(2), span=span_of(meta))


@reads("m_add_to", builds=StatChange)
def m_add_to(self, meta, amount, stat, target, *duration):
    return _change(meta, target, stat, "add", amount, duration)


@reads("m_reduce_by", builds=StatChange)
def m_reduce_by(self, meta, amount, stat, target, *duration):
    return _change(meta, target, stat, "sub", amount, duration)


@reads("m_reduce_by_of", builds=StatChange)
def m_reduce_by_of(self, meta, stat, target, amount, *duration):
    return _change(meta, target, stat, "sub", amount, duration)


@reads("m_reduce_for", builds=StatChange)
def m_reduce_for(self, meta, stat, amount, target, *duration):
    return _change(meta, target, stat, "sub", amount, duration)


@reads("m_increase_for", builds=StatChange)
def m_increase_for(self, meta, stat, amount, target, *duration):
    return _change(meta, target, stat, "add", amount, duration)


@reads("m_set_for", builds=StatChange)
def m_set_for(self, meta, stat, amount, target):
    return _change(meta, target, stat, "set", amount)


@reads("m_increase_except", builds=(StatChange, SL.Select, F.CardFilter))
def m_increase_except(self, meta, stat, amount, excluded, *target):
    everyone = target[0] if target else SL.Select("bare", None, F.CardFilter("card", plural=True))
    return _change(meta, everyone, stat, "add", amount, excluding=_bare(excluded))


@reads("even_if_defeated")
def even_if_defeated(self, meta, change):
    if not isinstance(change, StatChange):
        raise MeaningError(
            "E-MEANING", "'even if defeated' goes with a change of a stat", span_of(meta)
        )
    return dataclasses.replace(change, persist=True)


# (offered to a game's own phrases: other ways some games print a change of a stat)


@reads("m_stat_of_this", builds=(StatChange, C.This))
def m_stat_of_this(self, meta, n, stat):
    """ "2 Turns in Recovery": this card's own stat is 2."""
    return StatChange(C.This("card"), stat, "set", n, span=span_of(meta))


@reads("m_stat_delta", builds=(StatChange, N.Num))
def m_stat_delta(self, meta, target, delta, stat):
    """ "enemy has to spend +2 turns in Recovery"."""
    return StatChange(target, stat, "add", N.Num(delta), span=span_of(meta))


@reads("m_stat_none", builds=(StatChange, N.Num))
def m_stat_none(self, meta, stat, target):
    """ "No Recovery for X"."""
    return StatChange(target, stat, "set", N.Num(0), span=span_of(meta))


@reads("m_zone_stat_delta", builds=(StatChange, N.Num))
def m_zone_stat_delta(self, meta, target, delta):
    """ "Cards in Recovery +1": the stat named like the zone the cards are in."""
    zone = None
    if isinstance(target, SL.Select):
        zone = next((p.zone for p in target.filter.post if isinstance(p, PR.InZone)), None)
    if zone is None:
        raise MeaningError(
            "E-MEANING", "say which stat changes: 'cards are STAT +1'", span_of(meta)
        )
    name = self.language.zone_names.get(zone.zone, "").lower()
    stat = next((w for w in self.language.stats if w.lower() == name), None)
    if stat is None:
        raise MeaningError(
            "E-MEANING", "these cards have no stat named like their zone", span_of(meta)
        )
    return StatChange(target, stat, "add", N.Num(delta), span=span_of(meta))


@reads("m_stat_delta_except", builds=(StatChange, N.Num))
def m_stat_delta_except(self, meta, stat, delta, excluded, target):
    """ "Recovery +1 (except for Giant cards) for opposing current card"."""
    return StatChange(
        target, stat, "add", N.Num(delta), excluding=_bare(excluded), span=span_of(meta)
    )


@reads("m_reduce_by_of_amount", builds=StatChange)
def m_reduce_by_of_amount(self, meta, amount, stat, target):
    """ "reduce that number to the defense of X"."""
    return StatChange(target, stat, "sub", amount, span=span_of(meta))


def _bare(f):
    return dataclasses.replace(f, plural=True)


# ------------------------------------------------------------------------- printing


def stat_words(p, stat: str, bare: bool = False) -> str:
    """A stat, or every stat: "STATS" (``bare``) / "all STATS"."""
    if stat == "*":
        plural = p.lang.stat_plurals[0] if p.lang.stat_plurals else "stats"
        return plural if bare else f"all {plural}"
    return stat


def _is_everyone(target) -> bool:
    return (
        isinstance(target, SL.Select)
        and target.quantity == "bare"
        and target.filter == F.CardFilter("card", plural=True)
    )


def _is_delta(n) -> bool:
    if isinstance(n, N.Bounded) and isinstance(n.of, N.Per):  # ("+1 for each ..., up to +4")
        n = n.of
    return isinstance(n, N.Num) or (isinstance(n, N.Per) and isinstance(n.base, N.Num))


@prints(StatChange)
def print_stat_change(p, e: StatChange) -> str:
    text = _stat_change(p, e)
    return text + " even if defeated" if e.persist else text


def _stat_change(p, e: StatChange) -> str:
    dur = f" {p.node(e.duration)}" if e.duration is not None else ""
    stat = stat_words(p, e.stat)
    target = e.target
    if e.excluding is not None:
        verb = "increase" if e.op == "add" else "reduce"
        s = (
            f"{verb} {stat_words(p, e.stat, bare=True)} by {p.node(e.amount)} "
            f"except for {p.node(e.excluding)}"
        )
        if not _is_everyone(target):
            s += f" for {p.node(target)}"
        return s
    if isinstance(target, C.Both) and e.duration is not None:
        # "Double the attack of this card next turn and that card": the second card joins
        # the change (with its duration) after it
        first = _stat_change(p, dataclasses.replace(e, target=target.first))
        return f"{first} and {p.node(target.second)}"
    if isinstance(target, C.Both):
        # the cards go last, so "X and Y" reads back as one target
        if e.op in ("add", "sub") and isinstance(e.amount, N.Num):
            verb = "increase" if (e.op == "add") == (e.amount.value >= 0) else "reduce"
            return (
                f"{verb} {stat_words(p, e.stat, bare=True)} by {abs(e.amount.value)} "
                f"for {p.node(target)}{dur}"
            )
        if e.op in ("add", "sub"):
            verb = "increase" if e.op == "add" else "reduce"
            return (
                f"{verb} {stat_words(p, e.stat, bare=True)} by {p.node(e.amount)} "
                f"for {p.node(target)}{dur}"
            )
        if e.op == "set":
            return f"set {stat} to {p.node(e.amount)} for {p.node(target)}"
        if e.op == "div" and N.is_num(e.amount, 2):
            the = "the " if e.stat != "*" else ""
            return f"halve {the}{stat} of {p.node(target)}{dur}"
    if e.op == "add" and target is not None and _is_delta(e.amount):
        amount, cap = e.amount, ""
        if isinstance(amount, N.Bounded):
            bound = amount.most if amount.most is not None else amount.least
            assert bound is not None
            amount, cap = amount.of, f", up to {bound.value:+d}"
        if isinstance(amount, N.Per):
            base, per = amount.base, f" {N.per_words(p, amount.unit)}{cap}"
        else:
            base, per = amount, ""
        assert isinstance(base, N.Num)
        if e.optional:
            return f"{p.node(target)} may gain {base.value:+d} {stat}{per}{dur}"
        return f"{p.node(target)} {p.be(target)} {stat} {base.value:+d}{per}{dur}"
    if e.op == "set" and target is not None:
        if isinstance(target, (C.This, C.That, C.It)):
            whose = p.node(target, role="possessive")
            return f"{whose} {stat} is equal to {p.node(e.amount)}"
        return f"set {stat} to {p.node(e.amount)} for {p.node(target)}"
    of = f" of {p.node(target)}" if target is not None else ""
    the = "the " if e.stat != "*" else ""
    if e.op == "mul" and N.is_num(e.amount, 2):
        if target is None:
            return f"double {stat}{dur}"
        return f"double {the}{stat}{of}{dur}"
    if e.op == "div" and N.is_num(e.amount, 2):
        if target is None:
            return f"reduce {stat} by half{dur}"
        return f"reduce {the}{stat}{of} by half{dur}"
    if e.op == "sub" and target is not None:
        return f"reduce {the}{stat}{of} by {p.node(e.amount)}{dur}"
    if (
        e.op == "add"
        and target is not None
        and e.duration is None
        and not N.is_amount_word(e.amount)
    ):
        # a value of the game ("that card's level"): "X is attack +X, where X is ..."
        return f"{p.node(target)} {p.be(target)} {stat} +X, where X is {p.node(e.amount)}{dur}"
    if e.op == "add" and target is not None:
        return f"add {p.node(e.amount)} to {the}{stat}{of}{dur}"
    raise TypeError(f"cannot print this change of {e.stat}")  # pragma: no cover


# ------------------------------------------------------------------------- compiling


@holds(StatChange)
def hold_stat_change(e: StatChange, ctx_of, in_play, cond):
    amount = N.amount_fn(e.amount)

    def value(g, c, src):
        ctx = ctx_of(g, src)
        saved, ctx.it = ctx.it, [c]
        try:
            return amount(ctx)
        finally:
            ctx.it = saved

    applies = applying(e.target, ctx_of, cond, in_play, e.excluding)
    return [Mod("stat", e.stat, e.op, value, applies)]


compiles(StatChange)(change_step)
