"""Triggers for the rest of this turn: "Whenever you defeat a Villain this turn, you get +3
Recruit.", "When you draw a new hand of cards at the end of this turn, draw an extra card."

Such a sentence is a step: when it is done, its trigger starts listening, wherever its card
then is (a Hero in play, a Tactic in a Victory Pile), until the turn ends
(``Timing.listen_this_turn``).  "At the end of this turn" after the event says the same: the
event is one of this turn's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..interpreter.compile import Trigger as Listener
from .abilities import about_event
from .conditions import condition_fn
from .effects import Effect, effects_fn
from .kit import compiles, prints, reads, span_of
from .sentences import chain
from .triggers import Trigger, trigger_of

if TYPE_CHECKING:
    from .conditions import Condition


@dataclass(frozen=True)
class ThisTurn(Effect):
    """``whenever X this turn, [if C,] Y``: Y each time X happens for the rest of the turn."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None


@reads("this_turn_sentence", builds=ThisTurn)
def this_turn_sentence(self, meta, trigger, *rest):
    from .texts import Sentence

    cond = rest[0] if len(rest) == 2 else None
    span = span_of(meta)
    return Sentence("effects", (ThisTurn(trigger, tuple(rest[-1]), cond, span=span),), span)


@prints(ThisTurn)
def print_this_turn(p, e: ThisTurn) -> str:
    cond = f"if {p.node(e.condition)}, " if e.condition is not None else ""
    return f"{p.node(e.trigger, role='head')} this turn, {cond}{chain(p, e.effects)}"


@compiles(ThisTurn)
def compile_this_turn(e: ThisTurn, cc, optional=False):
    watch = trigger_of(e.trigger, cc)
    cond = condition_fn(e.condition, cc) if e.condition is not None else None
    run = effects_fn(e.effects, cc)
    if watch.it is not None or watch.they is not None:
        cond, run = about_event(watch, cond), about_event(watch, run)
    listener = Listener(watch.event, watch.match, cond, run, False, "this turn")

    def start(ctx):
        ctx.game.timing.listen_this_turn(ctx.source, listener)

    return start
