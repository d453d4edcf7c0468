"""The attack going on and the sides of the table, as words of cards: "the attacking heroes"
(the cards of the attack being made: an ``attack`` step's attackers, ``game.combat``), "the
attacking player" (who makes it), "allied heroes" (cards controlled by you or a player of your
side).  Outside an attack nothing is attacking and there is no attacking player."""

from __future__ import annotations

from dataclasses import dataclass

from . import filters as F
from . import players as P
from . import predicates as PR
from .effects import Effect
from .kit import compiles, prints, reads, span_of

for _alias, _adjective in (("adj_attacking", "attacking"), ("adj_allied", "allied")):
    reads(_alias)(lambda self, meta, *tokens, _word=_adjective: F.Adjective(_word))

reads("p_attacking", builds=P.Player)(
    lambda self, meta, *tokens: P.Player("attacking", span=span_of(meta))
)


def attacking(g, c, ctx) -> bool:
    """Is ``c`` one of the cards of the attack being made?"""
    return g.combat is not None and c in g.combat.attackers


def allied(g, c, ctx) -> bool:
    """Is ``c`` controlled by you or by a player of your side?"""
    me, holder = ctx.me(), g.state.controller[c]
    return holder == me or holder in g.seats.allies(me)


def attacking_player(ctx) -> list[int]:
    """The player making the attack going on (none outside an attack)."""
    combat = ctx.game.combat
    return [combat.player] if combat is not None else []


F.ADJECTIVE_CHECKS.update(attacking=attacking, allied=allied)
P.WHO.update(attacking=attacking_player)
P.WORDS.update(attacking="the attacking player")
P.POSSESSIVES.update(attacking="the attacking player's")


@reads("pred_in", builds=(F.CardFilter, PR.InZone))
def pred_in(self, meta, zone):
    """ "X is in the play area": what a card is, by where it is."""
    return F.CardFilter(None, post=(PR.InZone(zone, span=span_of(meta)),), span=span_of(meta))


@dataclass(frozen=True)
class BlockAttack(Effect):
    """``block that attack``: the attack going on has no result (nothing outside one)."""


@reads("e_block_attack", builds=BlockAttack)
def e_block_attack(self, meta, *tokens):
    return BlockAttack(span=span_of(meta))


@prints(BlockAttack)
def print_block_attack(p, e: BlockAttack) -> str:
    return "block that attack"


@compiles(BlockAttack)
def compile_block_attack(e: BlockAttack, cc, optional=False):
    def block(ctx):
        combat = ctx.game.combat
        if combat is not None and not combat.blocked:
            combat.blocked = True
            ctx.game.state.clock += 1  # (something happened: "if you do" sees it)

    return block
