"""Triggers set up by a step, listening wherever their card then is.

For the rest of this turn: "Whenever you defeat an Enemy this turn, you get +3 Recruit.", "When
you draw a new hand of cards at the end of this turn, draw an extra card."  Such a sentence is a
step: when it is done, its trigger starts listening, wherever its card then is (a Hero in play, a
Tactic in a Victory Pile), until the turn ends (``Timing.listen_this_turn``).  "At the end of
this turn" after the event says the same: the event is one of this turn's.

Once, later: "At the end of this turn, return this attack to your hand", "2 -> At the start of
your next turn, draw two cards" — in what happens once (a threshold's abilities, or "this
turn"'s), a trigger sentence does not wait where its card is: when the step is done it sets up a
one-time ability that happens at the next such moment, wherever the card has gone, with what the
ability knew then ("Choose a Unit. At the end of this turn, destroy it.").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import about_event
from .conditions import condition_fn
from .effects import Effect, effects_fn
from .kit import compiles, prints, reads, span_of, without
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
    from .grouping import Sentence

    cond = rest[0] if len(rest) == 2 else None
    span = span_of(meta)
    return Sentence("effects", (ThisTurn(trigger, tuple(rest[-1]), cond, span=span),), span)


@prints(ThisTurn)
def print_this_turn(p, e: ThisTurn) -> str:
    from .sentences import chain

    cond = f"if {p.node(e.condition)}, " if e.condition is not None else ""
    return f"{p.node(e.trigger, role='head')} this turn, {cond}{chain(p, e.effects)}"


@compiles(ThisTurn)
def compile_this_turn(e: ThisTurn, cc, optional=False):
    from ..interpreter.compile import Trigger as Listener  # (the interpreter imports texts)

    watch = trigger_of(e.trigger, cc)
    cond = condition_fn(e.condition, cc) if e.condition is not None else None
    run = effects_fn(e.effects, cc)
    if watch.it is not None or watch.they is not None:
        cond, run = about_event(watch, cond), about_event(watch, run)
    listener = Listener(watch.event, watch.match, cond, run, False, "this turn")

    def start(ctx):
        ctx.game.timing.listen_this_turn(ctx.source, listener)

    return start


@dataclass(frozen=True)
class Delayed(Effect):
    """``At the start of your next turn, X``, done as a step: X happens once, at the next
    moment the trigger names."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None


without(
    Delayed,
    "reading",
    "a trigger sentence among what happens once, grouped so (constructs/texts.py)",
)


@prints(Delayed)
def print_delayed(p, e: Delayed) -> str:
    from .sentences import chain

    cond = f"if {p.node(e.condition)}, " if e.condition is not None else ""
    return f"{p.node(e.trigger, role='head')}, {cond}{chain(p, e.effects)}"


@compiles(Delayed)
def compile_delayed(e: Delayed, cc, optional=False):
    from .abilities import check_references

    check_references(e.effects, event_amount=True)
    watch = trigger_of(e.trigger, cc)
    run = effects_fn(e.effects, cc)
    cond = condition_fn(e.condition, cc) if e.condition is not None else None

    def delay(ctx):
        made = ctx.snapshot()

        def fire(now):
            then = made.snapshot()
            then.event = now.event
            if cond is None or cond(then):
                run(then)

        ctx.game.delay(ctx.source, watch.event, watch.match, fire)

    return delay
