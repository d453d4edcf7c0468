"""Durations: how long a change lasts — "this turn", "next turn", "for current turn and next
turn", "until the end of your (next) turn", and the windows that wait for a player's turn.

A change about one player's things ("Your opponent's power is -3 next turn") lasts for *that
player's* next turn: after an extra turn, the game's next turn is someone else's.  A window that
waits for a player's turn learns its turn numbers when that turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cards, players, selections
from .kit import Node, compiles, prints, reads, span_of, word


@dataclass(frozen=True)
class Duration(Node):
    """How long a change lasts: ``this_turn``, ``next_turn``, ``this_and_next``,
    ``until_end_of`` (``player``'s turn), ``until_end_of_next`` (``player``'s next turn),
    ``until_start_of_next`` (until ``player``'s next turn begins), ``during_next``
    (``player``'s next turn only), ``game`` (the rest of the game)."""

    kind: str
    player: players.Player | None = None


# ------------------------------------------------------------------------- reading


@reads("d_this_turn", builds=Duration)
def d_this_turn(self, meta):
    return Duration("this_turn", span=span_of(meta))


@reads("d_next_turn", builds=Duration)
def d_next_turn(self, meta):
    return Duration("next_turn", span=span_of(meta))


@reads("d_until_end_of", builds=Duration)
def d_until_end_of(self, meta, player):
    return Duration("until_end_of", player, span=span_of(meta))


@reads("d_until_end_of_next", builds=Duration)
def d_until_end_of_next(self, meta, player):
    return Duration("until_end_of_next", player, span=span_of(meta))


@reads("d_until_start_of_next", builds=Duration)
def d_until_start_of_next(self, meta, player):
    return Duration("until_start_of_next", player, span=span_of(meta))


@reads("d_during_next", builds=Duration)
def d_during_next(self, meta, player):
    return Duration("during_next", player, span=span_of(meta))


@reads("d_game", builds=Duration)
def d_game(self, meta):
    return Duration("game", span=span_of(meta))


@reads("d_this_and_next", builds=Duration)
def d_this_and_next(self, meta):
    return Duration("this_and_next", span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Duration)
def print_duration(self, d: Duration) -> str:
    if d.kind == "this_turn":
        return "this turn"
    if d.kind == "next_turn":
        return "next turn"
    if d.kind == "this_and_next":
        return "for current turn and next turn"
    if d.kind == "until_end_of":
        return f"until the end of {self.possessive(d.player)} turn"
    if d.kind == "until_start_of_next":
        return f"until the start of {self.possessive(d.player)} next turn"
    if d.kind == "during_next":
        return f"during {self.possessive(d.player)} next turn"
    if d.kind == "game":
        return "for the rest of the game"
    return f"until the end of {self.possessive(d.player)} next turn"


# ------------------------------------------------------------------------- compiling

#: the turn of a window that waits for a player's turn (it learns its turn when that begins)
NOT_YET = 1 << 40


def adjective_window(target):
    """ "current & next enemy card": a change about the card of this turn and the next."""
    if isinstance(target, cards.Both):
        a, b = adjective_window(target.first), adjective_window(target.second)
        if a is None or b is None:
            return a or b
        return min(a[0], b[0]), max(a[1], b[1])
    if isinstance(target, selections.Select):
        adj = target.filter.adjectives
        if "next" in adj:
            return (0 if "current" in adj else 1), 1
    return None


def next_card_of(target, ctx) -> int | None:
    """The seat whose *next* card a change is about ("next friendly card": the controller's,
    "next enemy card": the one opponent's), or None.  A game whose seats may have no card in
    the contest for a turn can make such a change wait for it (``game.postpone_next``)."""
    if isinstance(target, cards.Both):
        first = next_card_of(target.first, ctx)
        return first if first is not None else next_card_of(target.second, ctx)
    if not isinstance(target, selections.Select) or "next" not in target.filter.adjectives:
        return None
    f = target.filter
    if f.owner is not None:
        got = players.players_fn(f.owner)(ctx)
        return got[0] if len(got) == 1 else None
    if "friendly" in f.adjectives:
        return ctx.me()
    if "enemy" in f.adjectives:
        opponents = ctx.game.opponents(ctx.me())
        return opponents[0] if len(opponents) == 1 else None
    return None


def whose_turn(effect) -> players.Player | None:
    """The player a change is about, when it is about one player's things ("Your opponent's
    power is -3", "Your opponent's cards are attack -5"): "next turn" is then that player's
    next turn (after an extra turn the game's next turn may be someone else's)."""
    player = getattr(effect, "player", None)
    if isinstance(player, players.Player):
        return player
    target = getattr(effect, "target", None)
    if isinstance(target, players.Player):  # ("your opponent can't block next turn")
        return target
    if isinstance(target, selections.Select) and target.filter.owner is not None:
        return target.filter.owner
    return None


def duration_window(game, d: Duration | None, ctx, target=None, whose=None):
    """(start turn, end turn, wait) of a duration, starting now (end None: for the rest of
    the game).  ``wait`` is None or (player, "turn" | "end" | "start"): the window waits for
    that player's next turn — holding only then ("turn"), from now to that turn's end ("end"),
    or from now until it begins ("start")."""
    turn = game.state.turn
    if d is None and target is not None:
        window = adjective_window(target)
        if window is not None:
            return turn + window[0], turn + window[1], None
    if d is None or d.kind == "this_turn":
        return turn, turn, None
    if d.kind == "next_turn":
        if whose is not None:
            who = _one_player(whose, ctx)
            if who is not None:
                return NOT_YET, NOT_YET, (who, "turn")
        return turn + 1, turn + 1, None
    if d.kind == "this_and_next":
        return turn, turn + 1, None
    if d.kind == "game":
        return turn, None, None
    player = d.player
    if player is not None and player.who == "they" and whose is not None:
        player = whose  # "Your opponent's power is -3 until the end of their turn"
    who = _one_player(player, ctx)
    if who is None:
        return turn, turn, None
    if d.kind == "until_end_of" and game.state.active == who:
        return turn, turn, None
    if d.kind == "during_next":
        return NOT_YET, NOT_YET, (who, "turn")
    if d.kind == "until_start_of_next":
        return turn, NOT_YET, (who, "start")
    return turn, NOT_YET, (who, "end")


def _one_player(p: players.Player | None, ctx):
    got = players.players_fn(p)(ctx)
    return got[0] if len(got) == 1 else None


@compiles(Duration)
def compile_duration(d: Duration, whose=None):
    """fn(game, ctx, target) -> (start turn, end turn, wait) of the duration, starting then."""
    return lambda game, ctx, target=None: duration_window(game, d, ctx, target, whose)


# ------------------------------------------------------------------------- the past

# "last turn" / "this turn" after a past verb ("damage you took last turn")
word(("past_last_turn", "last_turn"), ("past_this_turn", "this_turn"))


def print_when(when: str) -> str:
    return {"last_turn": "last turn", "this_turn": "this turn"}[when]
