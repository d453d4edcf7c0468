"""Card text that ends the game: "you win the game", "your opponent loses the game"."""

from __future__ import annotations

from dataclasses import dataclass

from .effects import Effect
from .kit import compiles, prints, reads, span_of
from .players import Player, players_fn


@dataclass(frozen=True)
class EndGame(Effect):
    """``player`` wins (``win``) or loses the game: the game ends now."""

    player: Player
    win: bool


@reads("e_win", builds=EndGame)
def e_win(self, meta, player):
    return EndGame(player, True, span=span_of(meta))


@reads("e_lose", builds=EndGame)
def e_lose(self, meta, player):
    return EndGame(player, False, span=span_of(meta))


@reads("e_win_you", builds=EndGame)
def e_win_you(self, meta):
    return EndGame(Player("you"), True, span=span_of(meta))


@reads("e_lose_you", builds=EndGame)
def e_lose_you(self, meta):
    return EndGame(Player("you"), False, span=span_of(meta))


@prints(EndGame)
def print_end_game(p, e: EndGame) -> str:
    return f"{p.subject(e.player)} {p.verb_for(e.player, 'win' if e.win else 'lose')} the game"


@compiles(EndGame)
def compile_end_game(e: EndGame, cc, optional=False):
    who, win = players_fn(e.player), e.win

    def end(ctx):
        g = ctx.game
        players = who(ctx)
        if not players:
            return
        if win:
            winners = players
        else:  # (the others win: those who oppose every loser)
            winners = [q for q in g.turn_order() if all(q in g.opponents(p) for p in players)]
        card = g.defs[ctx.source].name if ctx.source is not None else "a card"
        what = "wins" if win else "loses"
        g.end(winners if winners else -1, f"{g.pname(players[0])} {what} by {card}", "card")

    return end
