"""Skipping a step of the turn: "Skip your next draw step", "Your opponent skips their draw
step next turn", "Don't flip the coin for power this turn" (the step that flips it: a step of
the turn declaring ``flip_for: power``).

A skip is a change like a restriction, for its duration: before each named step of the turn,
the turn's procedure asks ``game.allowed(Event("step", player=…, data=<step name>))`` and
leaves the step out when the answer is no (interpreter/procedure.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .changes import Change, Mod, change_step, guarded
from .durations import Duration
from .kit import MeaningError, compiles, holds, prints, reads, span_of, walk
from .players import Player, players_fn

#: the event a named step of the turn is, asked before it is done
STEP = "step"


@dataclass(frozen=True)
class SkipStep(Change):
    """``player`` skips the named ``step`` of their turn for ``duration`` (``flip``: said as
    "don't flip the coin for <flip>")."""

    player: Player
    step: str
    duration: Duration | None = None
    flip: str | None = None


# ------------------------------------------------------------------------- reading


def _doer(meta, subject, whose):
    """The player who skips: the subject, or whose step it is ("skip your opponent's next
    draw step"); "your opponent skips their ..." is theirs."""
    if subject is None:
        return whose if whose is not None else Player("you")
    if whose is not None and whose.who not in ("they", subject.who):
        raise MeaningError(
            "E-MEANING",
            "a player skips a step of their own turn",
            span_of(meta),
            "write 'your opponent skips their next draw step'",
        )
    return subject


@reads("m_skip_next", builds=(SkipStep, Duration))
def m_skip_next(self, meta, *children):
    """ "skip your next draw step": during that player's next turn."""
    subject, whose, (step,) = _parts(children)
    player = _doer(meta, subject, whose)
    return SkipStep(player, step, Duration("during_next", player), span=span_of(meta))


@reads("m_skip", builds=SkipStep)
def m_skip(self, meta, *children):
    subject, whose, rest = _parts(children)
    step, duration = rest[0], (rest[1] if len(rest) > 1 else None)
    return SkipStep(_doer(meta, subject, whose), step, duration, span=span_of(meta))


@reads("m_skip_flip", builds=SkipStep)
def m_skip_flip(self, meta, *children):
    """ "don't flip the coin for power this turn" / "skip the coin flip for power"."""
    subject, whose, rest = _parts(children)
    counter, duration = rest[0], (rest[1] if len(rest) > 1 else None)
    step = self.language.flip_steps.get(counter.lower())
    if step is None:
        raise MeaningError(
            "E-MEANING",
            f"no step of the turn flips a coin for {counter}",
            span_of(meta),
            "a step of rules.turn says which counter its coin is for: 'flip_for: <counter>'",
        )
    player = _doer(meta, subject, whose)
    return SkipStep(player, step, duration, flip=counter, span=span_of(meta))


def _parts(children):
    subject = whose = None
    rest = []
    for c in children:
        if isinstance(c, tuple) and c and c[0] == "subject":
            subject = c[1]
        elif isinstance(c, Player):
            whose = c
        else:
            rest.append(c)
    return subject, whose, rest


@reads("skip_subject")
def skip_subject(self, meta, player):
    return ("subject", player)


# ------------------------------------------------------------------------- printing


def _verb(p, e: SkipStep, base: str) -> str:
    if e.player.who == "you":
        return base
    return p.verb(e.player, base)


@prints(SkipStep)
def print_skip(p, e: SkipStep) -> str:
    if e.flip is not None:
        if e.player.who == "you":
            s = f"don't flip the coin for {e.flip}"
        else:
            s = f"{p.subject(e.player)} {p.verb_for(e.player, 'skip')} their coin flip for {e.flip}"
    else:
        whose = "your" if e.player.who == "you" else "their"
        d = e.duration
        if d is not None and d.kind == "during_next" and d.player == e.player:
            return f"{_verb(p, e, 'skip')} {whose} next {e.step} step"
        s = f"{_verb(p, e, 'skip')} {whose} {e.step} step"
    if e.duration is not None:
        s += f" {p.node(e.duration)}"
    return s


# ------------------------------------------------------------------------- compiling


def skips_steps(text) -> bool:
    """Does a text (an AST) skip a step of the turn? (The turn asks before its named steps
    only in a game whose cards can.)"""
    return any(isinstance(n, SkipStep) for n in walk(text))


@holds(SkipStep)
def hold_skip(e: SkipStep, ctx_of, in_play, cond):
    who, step = players_fn(e.player), e.step
    applies = guarded(lambda g, c, src: True, cond, ctx_of)
    return [
        Mod(
            "forbid",
            STEP,
            "set",
            lambda g, ev, src: ev.data == step and ev.player in who(ctx_of(g, src)),
            applies,
        )
    ]


compiles(SkipStep)(change_step)
