"""Players picked out: "each player with exactly six cards in hand", "each other player without
a Wound in their discard pile" (those of them who have — or have none of — those cards), and
"choose a player" (then "that player").

"Each player with X" is an "each" player reference narrowed by a test asked of each of them as
"they" (the cards in "in hand" are that player's); the players are the base reference's, in
its order, less those who fail it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .amounts import count_cmp
from .effects import Effect
from .kit import compile_node, compiles, prints, reads, span_of
from .players import Player, compile_player

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class PlayersWith(Player):
    """``each player with exactly 6 cards in hand`` (``op``/``count``: how many; None: at least
    the selection's own count), ``each other player without a Wound`` (``without``)."""

    cards: CardRef | None = None
    op: str | None = None
    count: Amount | None = None
    without: bool = False


@dataclass(frozen=True)
class ChoosePlayer(Effect):
    """``choose a player``: that player is "that player" afterwards (the player whose
    ability it is picks; a player of your choice)."""


# ------------------------------------------------------------------------- reading


@reads("p_with", builds=PlayersWith)
def p_with(self, meta, base, *rest):
    op, count = rest[0] if len(rest) == 2 else (None, None)
    return PlayersWith(base.who, rest[-1], op, count, span=span_of(meta))


@reads("p_without", builds=PlayersWith)
def p_without(self, meta, base, cards):
    return PlayersWith(base.who, cards, without=True, span=span_of(meta))


@reads("e_choose_player", builds=ChoosePlayer)
def e_choose_player(self, meta):
    return ChoosePlayer(span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(PlayersWith)
def print_players_with(p, x: PlayersWith, role: str = "subject") -> str:
    base = p.node(Player(x.who), role="subject")
    if x.without:
        return f"{base} without {p.node(x.cards)}"
    if x.op is None:
        return f"{base} with {p.node(x.cards)}"
    return f"{base} with {count_cmp(p, x.op, x.count)} {p.node(x.cards)}"


@prints(ChoosePlayer)
def print_choose_player(p, e: ChoosePlayer) -> str:
    return "choose a player"


# ------------------------------------------------------------------------- compiling


@compiles(PlayersWith)
def compile_players_with(x: PlayersWith):
    """fn(ctx) -> the base reference's players who pass the test (asked of each as "they")."""
    from .conditions import Has

    base = compile_player(Player(x.who))
    assert x.cards is not None
    test = compile_node(Has(Player("they"), x.cards, x.op, x.count, x.without))

    def players(ctx):
        out = []
        saved = ctx.they
        for q in base(ctx):
            ctx.they = q
            if test(ctx):
                out.append(q)
        ctx.they = saved
        return out

    return players


@compiles(ChoosePlayer)
def compile_choose_player(e: ChoosePlayer, cc=None, optional=False):
    pick = compile_player(Player("chosen"))

    def choose(ctx):
        pick(ctx)  # (remembered as "that player")

    return choose
