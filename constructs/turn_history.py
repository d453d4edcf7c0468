"""What was played: "if you played a red card this turn", "if you played two or more cards
last turn", "if your opponent played a <kind> card this game" — conditions answered from the
turn history (see :mod:`interpreter.history`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..interpreter import history
from . import selections as SL
from .amounts import count_cmp
from .conditions import Condition, compare
from .durations import print_when
from .kit import compile_node, compiles, passes, prints, reads, span_of, word
from .players import Player, players_fn

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class Played(Condition):
    """``player`` played ``cards`` (``op`` ``count`` of them: at least one when None) in the
    turn ``when`` says: ``this_turn``, ``last_turn`` or ``game`` (any turn of this game)."""

    ASKS = history.PLAY
    player: Player
    cards: CardRef
    when: str = "this_turn"
    op: str | None = None
    count: Amount | None = None


# ------------------------------------------------------------------------- reading

word(("past_this_game", "game"))
passes("played_when")


@reads("cond_played", builds=Played)
def cond_played(self, meta, player, cards, when):
    return Played(player, cards, when, span=span_of(meta))


@reads("cond_played_count", builds=Played)
def cond_played_count(self, meta, player, cmp, cards, when):
    op, count = cmp
    return Played(player, cards, when, op, count, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Played)
def print_played(p, c: Played) -> str:
    when = "this game" if c.when == "game" else print_when(c.when)
    what = p.node(c.cards) if c.op is None else f"{count_cmp(p, c.op, c.count)} {p.node(c.cards)}"
    return f"{p.subject(c.player)} played {what} {when}"


# ------------------------------------------------------------------------- compiling


@compiles(Played)
def compile_played(c: Played, cc=None):
    from . import filters as F

    who = players_fn(c.player)
    sel = c.cards if isinstance(c.cards, SL.Select) else None
    card = F.filter_fn(sel.filter, for_event=True) if sel is not None else None
    count = compile_node(c.count) if c.count is not None else None
    # ("two or more X cards", "two X cards": at least that many, as a count of the selection)
    need = compile_node(sel.count) if sel is not None and sel.count is not None else None
    op, when = c.op, c.when

    def played(ctx):
        g = ctx.game
        players = who(ctx)
        turns = list(g.state.history) if when == "game" else [g.past_turn(when)]

        def match(e):
            return e.player in players and (
                card is None or (e.card is not None and card(g, e.card, ctx))
            )

        n = sum(history.count(g, t, history.PLAY, match) for t in turns)
        if count is not None:
            return compare(op, n, count(ctx))
        return n >= (need(ctx) if need is not None else 1)

    return played
