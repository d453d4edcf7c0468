"""Delayed effects: "At the end of this turn, return this attack to your hand", "2 -> At the
start of your next turn, draw two cards" — in what happens once (a threshold's abilities, or
"this turn"'s), a trigger sentence does not wait where its card is: when the step is done it
sets up a one-time ability that happens at the next such moment, wherever the card has gone,
with what the ability knew then ("Choose a Keeper. At the end of this turn, destroy it.").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .conditions import condition_fn
from .effects import Effect, effects_fn
from .kit import compiles, prints, without
from .triggers import trigger_of

if TYPE_CHECKING:
    from .conditions import Condition
    from .triggers import Trigger


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
