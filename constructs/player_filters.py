"""Players picked out: "choose a player" (then "that player").

("Each player with exactly six cards in hand" is not read: a card phrase inside a player
reference would be followed by the sentence's verb, and some games' verbs are card nouns too.)
"""

from __future__ import annotations

from dataclasses import dataclass

from .effects import Effect
from .kit import compiles, prints, reads, span_of
from .players import Player, compile_player


@dataclass(frozen=True)
class ChoosePlayer(Effect):
    """``choose a player``: that player is "that player" afterwards (the player whose
    ability it is picks; a player of your choice)."""


# ------------------------------------------------------------------------- reading


@reads("e_choose_player", builds=ChoosePlayer)
def e_choose_player(self, meta):
    return ChoosePlayer(span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(ChoosePlayer)
def print_choose_player(p, e: ChoosePlayer) -> str:
    return "choose a player"


# ------------------------------------------------------------------------- compiling


@compiles(ChoosePlayer)
def compile_choose_player(e: ChoosePlayer, cc=None, optional=False):
    pick = compile_player(Player("chosen"))

    def choose(ctx):
        pick(ctx)  # (remembered as "that player")

    return choose
