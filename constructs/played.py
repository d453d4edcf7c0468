"""The cards a player played in a turn, from the turn history: "Tech cards you played this
turn" (a filter: "+1 gold for each other Tech card you played this turn"), and "if you played
another Tech card this turn" / "if you played at least two Allies last turn" (a condition).

A card matches when its player played it in that turn (wherever it is now); a selection of
them is found in the zone where played cards wait (the ``played`` role).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..interpreter import history
from . import filters as F
from . import selections as SL
from .conditions import Condition
from .durations import print_when
from .kit import CompileError, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn


@dataclass(frozen=True)
class PlayedBy(F.Pred):
    """``you played this turn`` after a noun: cards ``player`` played in that turn."""

    ASKS = history.PLAY
    ROLE: ClassVar[str | None] = "played"

    player: Player
    when: str


@dataclass(frozen=True)
class Played(Condition):
    """``you played another Tech card this turn``: at least as many cards as ``cards`` says
    ("another": one besides this card) of those ``player`` played in that turn."""

    ASKS = history.PLAY

    player: Player
    cards: SL.Select
    when: str


# ------------------------------------------------------------------------- reading


@reads("pf_played", builds=PlayedBy)
def pf_played(self, meta, player, when):
    return PlayedBy(player, when, span=span_of(meta))


@reads("cond_played", builds=Played)
def cond_played(self, meta, player, cards, when):
    return Played(player, cards, when, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(PlayedBy)
def print_played_by(p, x: PlayedBy, post: bool = True) -> str:
    return f"{p.subject(x.player)} played {print_when(x.when)}"


@prints(Played)
def print_played(p, c: Played) -> str:
    return f"{p.subject(c.player)} played {p.node(c.cards)} {print_when(c.when)}"


# ------------------------------------------------------------------------- compiling


def _played(g, p, when) -> list[int]:
    return history.cards(g, g.past_turn(when), history.PLAY, lambda e: e.player == p)


@compiles(PlayedBy)
def compile_played_by(x: PlayedBy):
    who, when = player_fn(x.player), x.when
    return lambda g, c, ctx: c in _played(g, who(ctx), when)


@compiles(Played)
def compile_played(c: Played, cc=None):
    if not isinstance(c.cards, SL.Select):
        raise CompileError("E-UNSUPPORTED", "say which cards were played", c)
    who, when, sel = player_fn(c.player), c.when, c.cards
    match = F.filter_fn(sel.filter)
    besides = sel.quantity == "another"
    counted = sel.quantity in ("count", "at_least") and sel.count is not None
    need = compile_node(sel.count) if counted else (lambda ctx: 1)

    def played(ctx):
        g = ctx.game
        cards = [
            x
            for x in _played(g, who(ctx), when)
            if not (besides and x == ctx.source) and match(g, x, ctx)
        ]
        return len(cards) >= need(ctx)

    return played
