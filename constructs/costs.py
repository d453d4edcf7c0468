"""An effect done to do another: "Discard a card from your hand to draw two cards." The first
effect is the price: when it cannot be done as written (no card to discard) nothing happens;
the second is done only if the first did something.  (A list of cards after the second verb,
"to destroy X and Y", does not read yet: the joined object looks for the verb of the whole.)"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .conditionals import May
from .effects import Effect, effect_fn, noting_done, possible_fn
from .kit import MeaningError, compiles, prints, reads, span_of

#: the verbs of the core language's effects: "to" before one of them (or a verb a game
#: declares, such as a status's) begins the effect a cost pays for
COST_VERBS = (
    "block", "choose", "defeat", "destroy", "discard", "draw", "flip", "gain", "give", "heal",
    "look", "move", "pick", "place", "play", "prevent", "put", "remove", "return", "reveal",
    "roll", "search", "select", "shuffle", "swap", "take", "cause",
)  # fmt: skip


@dataclass(frozen=True)
class PayTo(Effect):
    """``<price> to <effect>``."""

    price: Effect
    effect: Effect


@reads("e_to_do", builds=PayTo)
def e_to_do(self, meta, price, effect):
    return PayTo(price, effect, span=span_of(meta))


@reads("e_cause")
def e_cause(self, meta, player, effect):
    """ "cause any player to discard two cards": the effect, done by that player (read as
    "any player discards two cards", and printed so)."""
    if "player" not in {f.name for f in dataclasses.fields(effect)} or effect.player is not None:
        raise MeaningError("E-MEANING", "only an effect a player does can be caused", span_of(meta))
    return dataclasses.replace(effect, player=player)


@reads("may_to_do", builds=(May, PayTo))
def may_to_do(self, meta, player, price, effect):
    """ "You may discard this card to block that attack"."""
    return May(player, PayTo(price, effect, span=span_of(meta)), span=span_of(meta))


@prints(PayTo)
def print_pay_to(p, e: PayTo) -> str:
    doer = getattr(e.effect, "player", None)
    if doer is not None:  # ("... to cause any player to discard two cards")
        done = p.node(dataclasses.replace(e.effect, player=None))  # type: ignore[call-arg]
        return f"{p.node(e.price)} to cause {p.player_object(doer)} to {done}"
    return f"{p.node(e.price)} to {p.node(e.effect)}"


@compiles(PayTo)
def compile_pay_to(e: PayTo, cc, optional=False):
    can_pay = possible_fn([e.price])
    pay = noting_done(effect_fn(e.price, cc, optional))
    then = effect_fn(e.effect, cc)

    def pay_to(ctx):
        if can_pay is not None and not can_pay(ctx):
            ctx.did = False
            return
        pay(ctx)
        if ctx.did:
            then(ctx)

    return pay_to
