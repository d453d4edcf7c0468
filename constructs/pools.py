"""Points a player gets into a pool: "you get +2 gold", "each player gets +1 gold for each
Ally they have", "you get +gold equal to the number of cards in your hand" — and the same
wording for a card's stat: "the enemy gets -2 attack this turn" is "... is attack -2 this
turn" (a stat change, printed as one).

A pool is a counter of the game's rules (``rules.counters``, usually one a seat that resets at
the end of the turn) that the language names (``language.counters``).  Getting points adds to
the player's own pool at once; a pool that remembers where its points came from (``by``)
counts them as the ability's card's (see payment in docs/game-format.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from . import amounts as N
from . import stat_changes as SC
from .effects import Effect, for_each_player, subjects
from .kit import compile_node, compiles, first_of, prints, reads, span_of
from .players import Player


@dataclass(frozen=True)
class GetPoints(Effect):
    """``you get +2 gold`` / ``+1 gold for each Ally you have`` (``amount`` a Per) / ``+gold
    equal to X`` (``amount`` any value)."""

    SHARES_SUBJECT: ClassVar[bool] = True

    player: Player | None
    counter: str
    amount: N.Amount


# ------------------------------------------------------------------------- reading


@reads("e_get_points", builds=(GetPoints, N.Num, N.Per))
def e_get_points(self, meta, *children):
    player = first_of(children, Player)
    delta, counter = [c for c in children if isinstance(c, (int, str))][:2]
    per = first_of(children, N.PerUnit)
    amount = N.Num(delta, span=span_of(meta))
    total = N.Per(amount, per, span=span_of(meta)) if per is not None else amount
    return GetPoints(player, counter, total, span=span_of(meta))


@reads("e_get_points_either", builds=(GetPoints, N.Num))
def e_get_points_either(self, meta, *children):
    """ "You get +2 Recruit or +2 Attack": "you get +2 Recruit or you get +2 Attack"."""
    from .modes import e_either

    player = first_of(children, Player)
    a, b, c, d = [c for c in children if isinstance(c, (int, str))][:4]
    span = span_of(meta)
    first = GetPoints(player, b, N.Num(a, span=span), span=span)
    # (another subject than "you" is said once: "each player gets +1 Recruit or +1 Attack" is
    # each player's choice)
    again = player if player is None or player.who == "you" else None
    second = GetPoints(again, d, N.Num(c, span=span), span=span)
    return e_either(self, meta, first, second)


@reads("m_stat_get", builds=(SC.StatChange, N.Num, N.Per))
def m_stat_get(self, meta, target, delta, stat, *rest):
    return SC.m_stat_add(self, meta, target, stat, delta, *rest)


@reads("m_stat_get_this_turn", builds=(SC.StatChange, N.Num))
def m_stat_get_this_turn(self, meta, target, delta, stat):
    """ "Any Villain you fight on the Bridge this turn gets -2 Attack": "this turn" said after
    the cards is the change's time."""
    from .durations import d_this_turn

    return SC.m_stat_add(self, meta, target, stat, delta, d_this_turn(self, meta))


@reads("e_get_points_equal", builds=GetPoints)
def e_get_points_equal(self, meta, *children):
    player = first_of(children, Player)
    counter, value = children[-2], children[-1]
    return GetPoints(player, counter, value, span=span_of(meta))


# ------------------------------------------------------------------------- printing


def _signed(p, n) -> str:
    return f"{n.value:+d}"


@prints(GetPoints)
def print_get_points(p, e: GetPoints) -> str:
    gets = p.verb(e.player, "get")
    n = e.amount
    if isinstance(n, N.Num):
        return f"{gets} {_signed(p, n)} {e.counter}"
    if isinstance(n, N.Per) and isinstance(n.base, N.Num):
        return f"{gets} {_signed(p, n.base)} {e.counter} {N.per_words(p, n.unit)}"
    return f"{gets} +{e.counter} equal to {p.node(n)}"


# ------------------------------------------------------------------------- compiling


@compiles(GetPoints)
def compile_get_points(e: GetPoints, cc, optional=False):
    name, amount = e.counter, compile_node(e.amount)

    def body(ctx, p):
        n = amount(ctx)
        if n:
            ctx.game.gain_points(name, n, p, ctx.source)

    return for_each_player(subjects(e.player), body)
