"""How much a step of the turn seems worth to the player about to choose it: a rough guide,
from what that player may see, for agents that weigh a choice of actions (the cards it would
let them play, heal or take, the attack it would allow; 0 when it would do nothing).  A step
says so by carrying an ``appeal(game, player)`` function."""

from __future__ import annotations

#: what a step of card text is worth to an agent weighing actions (it cannot tell)
TEXT_APPEAL = 0.5


def valued(run, appeal):
    """``run``, carrying ``appeal``."""
    run.appeal = appeal
    return run


def appeal_of(run, game, player) -> float:
    """How much ``run`` seems worth to ``player`` now (0 for a step that does not say)."""
    fn = getattr(run, "appeal", None)
    return float(fn(game, player)) if fn is not None else 0.0
