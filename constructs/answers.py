"""Answers to announced abilities: "prevent it" / "prevent that ability" / "prevent its
effects", said by an ability of the ``answer`` event (interpreter/responses.py: a game declares
its wording, ``answer: {wording: "you use X"}``).  The answer's window prevents the ability
(the game put back as it was before it) before the answer resolves, so the words do nothing
more than say it: an ability of that event must say them, and no other ability may."""

from __future__ import annotations

from dataclasses import dataclass

from .effects import Effect
from .kit import CompileError, compiles, prints, reads, span_of, walk

#: the event an announced ability is to the abilities that answer it
ANSWER = "answer"


@dataclass(frozen=True)
class Prevent(Effect):
    """``prevent it``: the announced ability this answers is prevented."""


@reads("e_prevent", builds=Prevent)
def e_prevent(self, meta, *tokens):
    return Prevent(span=span_of(meta))


@prints(Prevent)
def print_prevent(p, e: Prevent) -> str:
    return "prevent it"


@compiles(Prevent)
def compile_prevent(e: Prevent, cc, optional=False):
    return lambda ctx: None  # (the window prevented it before the answer resolved)


def check_answer(event: str, effects, where) -> None:
    """E-MEANING: "prevent it" in an ability that answers nothing, or an answer that does not
    say it prevents."""
    prevents = next((n for e in effects for n in walk(e) if isinstance(n, Prevent)), None)
    if prevents is not None and event != ANSWER:
        raise CompileError(
            "E-MEANING",
            "'prevent it' answers an announced ability: say it after 'When <a player> uses ...'",
            prevents,
        )
    if prevents is None and event == ANSWER:
        raise CompileError(
            "E-MEANING", "an ability that answers another prevents it: say 'prevent it'", where
        )
