"""Times of the turn named by its steps: "After an Action, ...", "Before performing an Overcome
Action, ..." — a condition on the turn so far (the turn history's ``start:<step>`` and
``end:<step>`` events, which every named step of the turn sends when something keeps them).

"after STEP": the step has ended this turn (for the player whose turn it is); "before STEP": it
has not started.  Worded first in a sentence, it leads it ("After an Action, heal a hero."); on
an activated ability whose whole text it governs, it says when the ability may be used (see
:func:`constructs.labels.compile_labelled`).  "an Overcome Action" names the step Overcome (a
step inside the Action step): the second word names the step that holds it and is printed back.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..interpreter import history
from .conditionals import If
from .conditions import Condition
from .english import article
from .grouping import Sentence
from .kit import compiles, prints, reads, span_of


@dataclass(frozen=True)
class StepTime(Condition):
    """``after``/``before`` the turn's step ``step`` (``within``: the step holding it, as
    worded: "an Overcome Action")."""

    LEADS = True  # printed at the head of its sentence, without "if"

    edge: str  # "after" | "before"
    step: str
    within: str | None = None

    def asks(self) -> str | None:
        return f"{'end' if self.edge == 'after' else 'start'}:{self.step}"


# ------------------------------------------------------------------------- reading


@reads("step_after", builds=StepTime)
def step_after(self, meta, step, *within):
    return StepTime("after", step, within[0] if within else None, span=span_of(meta))


@reads("step_before", builds=StepTime)
def step_before(self, meta, step, *within):
    return StepTime("before", step, within[0] if within else None, span=span_of(meta))


@reads("step_time_sentence", builds=If)
def step_time_sentence(self, meta, time, effects):
    return Sentence("if", If(time, effects, span=span_of(meta)), span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(StepTime)
def print_step_time(p, c: StepTime) -> str:
    words = c.step if c.within is None else f"{c.step} {c.within}"
    return f"{c.edge} {article(words)} {words}"


# ------------------------------------------------------------------------- compiling


@compiles(StepTime)
def compile_step_time(c: StepTime, cc=None):
    kind = c.asks()
    assert kind is not None

    def held(ctx) -> bool:
        game = ctx.game
        me = ctx.me()
        seen = any(ev.player == me for ev in history.events(game, game.state.turn, kind))
        return seen if c.edge == "after" else not seen

    return held
