"""What was played, from the turn history (see :mod:`interpreter.history`): conditions ("if you
played a red card this turn", "if you played another red card this turn", "if you played two or
more cards last turn", "if your opponent played a <kind> card this game") and a filter ("red
cards you played this turn": "+1 gold for each other red card you played this turn").

A card matches the filter when its player played it in that turn (wherever it is now); a
selection of them is found in the zone where played cards wait (the ``played`` role)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..interpreter import history
from . import filters as F
from . import selections as SL
from .amounts import count_cmp
from .conditions import Condition, compare
from .durations import print_when
from .kit import compile_node, compiles, passes, prints, reads, span_of, word
from .players import Player, player_fn, players_fn

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class PlayedIn(F.Pred):
    """``you played this turn`` after a noun: cards ``player`` played in the turn ``when`` says."""

    ASKS = history.PLAY
    ROLE: ClassVar[str | None] = "played"

    player: Player
    when: str


@dataclass(frozen=True)
class Played(Condition):
    """``player`` played ``cards`` (``op`` ``count`` of them: at least one when None) in the
    turn ``when`` says: ``this_turn``, ``last_turn`` or ``game`` (any turn of this game).
    "another" counts only cards other than the one whose ability asks."""

    ASKS = history.PLAY
    player: Player
    cards: CardRef
    when: str = "this_turn"
    op: str | None = None
    count: Amount | None = None


# ------------------------------------------------------------------------- reading

word(("past_this_game", "game"))
passes("played_when")


@reads("pf_played", builds=PlayedIn)
def pf_played(self, meta, player, when):
    return PlayedIn(player, when, span=span_of(meta))


@reads("cond_played", builds=Played)
def cond_played(self, meta, player, cards, when):
    return Played(player, cards, when, span=span_of(meta))


@reads("cond_played_count", builds=Played)
def cond_played_count(self, meta, player, cmp, cards, when):
    op, count = cmp
    return Played(player, cards, when, op, count, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(PlayedIn)
def print_played_in(p, x: PlayedIn, post: bool = True) -> str:
    return f"{p.subject(x.player)} played {print_when(x.when)}"


@prints(Played)
def print_played(p, c: Played) -> str:
    when = "this game" if c.when == "game" else print_when(c.when)
    what = p.node(c.cards) if c.op is None else f"{count_cmp(p, c.op, c.count)} {p.node(c.cards)}"
    return f"{p.subject(c.player)} played {what} {when}"


# ------------------------------------------------------------------------- compiling


def _played_in(g, p, when) -> list[int]:
    return history.cards(g, g.past_turn(when), history.PLAY, lambda e: e.player == p)


@compiles(PlayedIn)
def compile_played_in(x: PlayedIn):
    who, when = player_fn(x.player), x.when
    return lambda g, c, ctx: c in _played_in(g, who(ctx), when)


@compiles(Played)
def compile_played(c: Played, cc=None):
    who = players_fn(c.player)
    sel = c.cards if isinstance(c.cards, SL.Select) else None
    card = F.filter_fn(sel.filter, for_event=True) if sel is not None else None
    count = compile_node(c.count) if c.count is not None else None
    # ("two or more X cards", "two X cards": at least that many, as a count of the selection)
    need = compile_node(sel.count) if sel is not None and sel.count is not None else None
    op, when = c.op, c.when
    besides = sel is not None and sel.quantity == "another"

    def played(ctx):
        g = ctx.game
        players = who(ctx)
        turns = list(g.state.history) if when == "game" else [g.past_turn(when)]

        def match(e):
            return (
                e.player in players
                and not (besides and e.card == ctx.source)
                and (card is None or (e.card is not None and card(g, e.card, ctx)))
            )

        n = sum(history.count(g, t, history.PLAY, match) for t in turns)
        if count is not None:
            return compare(op, n, count(ctx))
        return n >= (need(ctx) if need is not None else 1)

    return played
