"""The card language's abstract syntax: frozen dataclasses with source spans.

Every node is something the engine can run or evaluate; there is no catch-all node.  Spans are
kept on every node but never compared, so two texts that mean the same thing have equal ASTs
(``parse(print(ast)) == ast``).

Names here are the language's own, never one game's: a game's words (its permanent noun, its
zones, stats, kinds of names) appear only as *values* taken from its ``game.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..constructs.chance import *
from ..constructs.conditionals import *
from ..constructs.conditions import *
from ..constructs.counters import *
from ..constructs.damage import *
from ..constructs.events import *
from ..constructs.reveals import *
from ..constructs.triggers import *

# every node, whichever part of the language it belongs to, is ``ast.<Name>``
from .ast_effects import *
from .ast_refs import *
from .ast_refs import NO_SPAN, Node, Span  # noqa: F401  (named for readers and linters)

# ==================================================================== abilities


@dataclass(frozen=True)
class Steps(Node):
    """Imperative sentences, done in order when the ability resolves."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Static(Node):
    """A change that holds while the card is where its abilities work."""

    effect: Effect
    condition: Condition | None = None


@dataclass(frozen=True)
class Triggered(Node):
    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    after_draw: bool = False  # "(Do this after you draw.)"
    instead: bool = False  # the effects replace what the event would do


@dataclass(frozen=True)
class Becomes(Node):
    """The permanent marker (``Ally``, say): the card stays in play."""

    noun: str


@dataclass(frozen=True)
class Keyword(Node):
    """``Assault 3 (At the start of your turn, this Ally hits for 3.)``."""

    name: str
    value: int | None
    ability: Ability


@dataclass(frozen=True)
class Threshold(Node):
    """``2 -> ...``: the abilities after it happen only if the card's result reaches ``n``."""

    n: int
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class Replacing(Node):
    """The text replaces its card's ability (a game marker such as "(Replace Ability)")."""

    abilities: tuple[Ability, ...]


Ability = Steps | Static | Triggered | Becomes | Keyword | Threshold | Replacing


@dataclass(frozen=True)
class CardText(Node):
    abilities: tuple[Ability, ...]


from ..constructs.kit import walk  # noqa: F401
