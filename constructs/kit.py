"""What every construct of the card language is made of, and the three tables that find its
parts by name.

A construct is a node of the AST (a frozen dataclass) with its three parts:

* its **reading**: the functions that build it as the parser reduces a grammar rule, found by
  the rule's alias (``@reads("e_draw", Draw)``); they are called with the reader (the
  :class:`~dsl.transform.CardTransformer`: the game's language and vocabulary), the rule's
  ``meta`` (its span) and the rule's children;
* its **canonical printing**: one function found by the node's class name
  (``@prints(Draw)``), called with the :class:`~dsl.printer.Printer` and the node;
* its **compilation**: one function found by the node's class name (``@compiles(Draw)``),
  called with the node and the compile context, returning what runs it (a closure ``fn(ctx)``
  for an effect, ``fn(ctx) -> bool`` for a condition, and so on by the node's role).  A change
  that can hold as a static ability also has ``@holds(StatChange)``: its modifiers.

Each concept of the language (players, zones, cards, amounts, effects on cards, changes,
conditions, triggers, abilities, ...) is one module of :mod:`constructs` with its nodes and
their parts side by side, so a new construct is one place.  ``tests/dsl/test_constructs.py``
fails when a node lacks a part, and checks over generated trees that printing then reading
gives the same node back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Span:
    """Where a node came from: character offsets into the text, and 1-based line/column."""

    start: int
    end: int
    line: int = 1
    col: int = 1
    end_line: int = 1
    end_col: int = 1


NO_SPAN = Span(0, 0)


@dataclass(frozen=True)
class Node:
    span: Span = field(default=NO_SPAN, compare=False, repr=False, kw_only=True)


class MeaningError(Exception):
    """Text that parses but cannot mean anything runnable (raised while reading)."""

    def __init__(self, code: str, message: str, span: Span, help: str | None = None):
        super().__init__(message)
        self.code, self.message, self.span, self.help = code, message, span, help


class CompileError(Exception):
    """The engine cannot run this text: ``code`` is E-UNSUPPORTED or E-REFERENCE."""

    def __init__(self, code: str, message: str, node=None):
        super().__init__(message)
        self.code, self.message, self.node = code, message, node


class Ctx:
    """What a resolving ability knows: its game, source card and controller, the event that
    triggered it, and what its earlier steps left behind ("it", "that many", the result)."""

    # What the steps leave behind starts as these class-level defaults: a context is made for
    # every ability (and turn step) and most never set them, so only the four fields below
    # are written when one is made.
    it = None  # the cards "it"/"that card" mean
    those = None  # the cards "those cards"/"them" mean
    count = None  # "that many"
    number = None  # "that number" (chosen, rolled, summed)
    result = None  # the last coin side
    kind = None  # a chosen kind value ("that Factor")
    they = None  # the player an "each player" step is doing
    revealed = ()  # cards revealed by this ability
    discarded = None  # players that discarded in this ability
    looked = None  # the zone last looked at ("that hand")
    zones = None  # zones an effect spoke of ("shuffle each of them")
    did = None  # whether the effect before an "if you do" happened
    picked = None  # the players this ability chose ("target opponent"), by reference

    def __init__(self, game, source, controller, event=None):
        self.game = game
        self.source = source
        self.controller = controller
        self.event = event

    def me(self) -> int:
        return self.they if self.they is not None else self.controller


def span_of(meta) -> Span:
    if getattr(meta, "empty", True):
        return NO_SPAN
    return Span(
        meta.start_pos, meta.end_pos, meta.line, meta.column, meta.end_line, meta.end_column
    )


# ------------------------------------------------------------------------- the three tables

#: grammar alias -> fn(reader, meta, *children)
READERS: dict[str, Callable[..., Any]] = {}
#: grammar alias -> the node class it builds (for the completeness test)
BUILDS: dict[str, type] = {}
#: node class name -> fn(printer, node) -> str
PRINTERS: dict[str, Callable[..., str]] = {}
#: node class name -> fn(node, cc, ...) -> what runs it
COMPILERS: dict[str, Callable[..., Any]] = {}
#: node class name -> fn(node, ...) -> the modifiers of a change that holds (static)
HOLDERS: dict[str, Callable[..., Any]] = {}


def reads(*aliases: str, builds: type | None = None):
    """Register a reader for grammar rules/aliases (``builds``: the node it makes)."""

    def register(fn):
        for a in aliases:
            if a in READERS:
                raise ValueError(f"two readers for '{a}'")
            READERS[a] = fn
            if builds is not None:
                BUILDS[a] = builds
        return fn

    return register


def prints(*nodes: type):
    def register(fn):
        for n in nodes:
            PRINTERS[n.__name__] = fn
        return fn

    return register


def compiles(*nodes: type):
    def register(fn):
        for n in nodes:
            COMPILERS[n.__name__] = fn
        return fn

    return register


def holds(*nodes: type):
    def register(fn):
        for n in nodes:
            HOLDERS[n.__name__] = fn
        return fn

    return register


def printer_of(node) -> Callable[..., str]:
    fn = PRINTERS.get(type(node).__name__)
    if fn is None:
        raise TypeError(f"cannot print {type(node).__name__}")
    return fn


def compiler_of(node, what: str = "run") -> Callable[..., Any]:
    fn = COMPILERS.get(type(node).__name__)
    if fn is None:
        raise CompileError("E-UNSUPPORTED", f"cannot {what} '{type(node).__name__}'", node)
    return fn


def walk(node):
    """Every node under ``node`` (itself included), depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Node):
            yield n
            for f in n.__dataclass_fields__:
                if f == "span":
                    continue
                stack.append(getattr(n, f))
        elif isinstance(n, tuple):
            stack.extend(reversed(n))
