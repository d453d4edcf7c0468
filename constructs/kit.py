"""What every construct of the card language is made of, and the tables that find its parts
by name.

A construct is a node of the AST (a frozen dataclass) with its three parts:

* its **reading**: the functions that build it as the parser reduces a grammar rule, found by
  the rule's alias (``@reads("e_draw", builds=Draw)``); they are called with the
  :class:`Reader` (the game's language and vocabulary), the rule's ``meta`` (its span) and the
  rule's children;
* its **canonical printing**: one function found by the node's class name
  (``@prints(Draw)``), called with the :class:`~dsl.printer.Printer` and the node;
* its **compilation**: one function found by the node's class name (``@compiles(Draw)``),
  returning what runs it; what that is depends on the node's role (its base class says:
  :class:`~constructs.effects.Effect` compiles to ``fn(ctx)``,
  :class:`~constructs.conditions.Condition` to ``fn(ctx) -> bool``, ...).  A change that can
  hold as a static ability also has ``@holds(StatChange)``: its modifiers; a card reference
  also has ``@matches(Select)``: a test of whether a card is one of the cards it means.

Each concept of the language (players, zones, cards, amounts, effects on cards, changes,
conditions, triggers, abilities, ...) is one module of :mod:`constructs` with its nodes and
their parts side by side, so a new construct is one place.  ``tests/dsl/test_constructs.py``
fails when a node lacks a part, and checks over generated trees that printing then reading
gives the same node back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ..dsl.game import Language
    from ..dsl.vocab import Vocabulary


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
    """A node of the AST.  Spans are kept but never compared, so two texts that mean the same
    thing have equal ASTs (``read(print(ast)) == ast``)."""

    span: Span = field(default=NO_SPAN, compare=False, repr=False, kw_only=True)

    #: the kind of event of the turn history this node asks about (see interpreter.history)
    ASKS: ClassVar[str | None] = None
    #: what this node, as a step, leaves for the steps after it: "number", "result",
    #: "count" (that many), "kind" (that Class)
    SETS: ClassVar[tuple[str, ...]] = ()
    #: it means something the text spoke of before ("it", "that many", "if you do" ...)
    REFERS_BACK: ClassVar[bool] = False
    #: what an earlier step of the same ability must leave for this node to mean anything
    #: (one of :attr:`SETS`' words; see :meth:`needs`)
    NEEDS: ClassVar[str | None] = None

    def asks(self) -> str | tuple[str, ...] | None:
        return self.ASKS

    def needs(self) -> str | None:
        """What this node needs an earlier step to have left (:attr:`NEEDS`), or None."""
        return self.NEEDS


class MeaningError(Exception):
    """Text that parses but cannot mean anything runnable (raised while reading)."""

    def __init__(self, code: str, message: str, span: Span, help: str | None = None):
        super().__init__(message)
        self.code, self.message, self.span, self.help = code, message, span, help


class CompileError(Exception):
    """The engine cannot run this text: ``code`` is E-UNSUPPORTED or E-REFERENCE."""

    def __init__(self, code: str, message: str, node: Any = None):
        super().__init__(message)
        self.code, self.message, self.node = code, message, node


class Reader:
    """What reading a text of one game knows: its language (words, zones, stats ...), its
    vocabulary of names, and the game's recurring trigger (read on demand)."""

    #: a nested reading (a keyword's meaning, a label's trigger): the text's sentences as
    #: read, not yet grouped into abilities (see constructs.texts)
    raw: bool = False

    def __init__(
        self,
        language: Language,
        vocab: Vocabulary,
        recurring_trigger: Callable | None = None,
        expand: Callable | None = None,
    ):
        self.language = language
        self.vocab = vocab
        self.recurring_trigger = recurring_trigger  # () -> the Trigger, or None
        # text -> its sentences as read (a declared meaning, read with the game's language)
        self.expand = expand


class Ctx:
    """What a resolving ability knows: its game, source card and controller, the event that
    triggered it, and what its earlier steps left behind ("it", "that many", the result)."""

    # What the steps leave behind starts as these class-level defaults: a context is made for
    # every ability (and turn step) and most never set them, so only the four fields below
    # are written when one is made.
    it: Any = None  # the cards "it"/"that card" mean
    those: Any = None  # the cards "those cards"/"them" mean
    count: Any = None  # "that many"
    number: Any = None  # "that number" (chosen, rolled, summed)
    result: Any = None  # the last coin side
    kind: Any = None  # a chosen kind value ("that Class")
    they: Any = None  # the player an "each player" step is doing
    revealed: Any = ()  # cards revealed by this ability
    discarded: Any = None  # players that discarded in this ability
    looked: Any = None  # the zone last looked at ("that hand")
    seen: Any = None  # the clock when "them" were looked at ("the rest": those not moved since)
    zones: Any = None  # zones an effect spoke of ("shuffle each of them")
    did: Any = None  # whether the effect before an "if you do" happened
    picked: Any = None  # the players this ability chose ("target opponent"), by reference
    subject: Any = None  # the other player spoken of last ("when your opponent blocks, they")
    second_person: Any = False  # the step's subject is "you": "their" in it is someone else

    #: what a snapshot of a context keeps (everything the steps may have left)
    LEFT = (
        "it",
        "those",
        "count",
        "number",
        "result",
        "kind",
        "they",
        "revealed",
        "discarded",
        "looked",
        "seen",
        "zones",
        "picked",
        "subject",
        "second_person",
    )

    def __init__(self, game, source, controller, event=None):
        self.game = game
        self.source = source
        self.controller = controller
        self.event = event

    def me(self) -> int:
        return self.they if self.they is not None else self.controller

    def snapshot(self) -> Ctx:
        """A copy of this context as it is now (a change made by an ability reads its
        references as they were when it was made)."""
        snap = Ctx(self.game, self.source, self.controller, self.event)
        for name in self.LEFT:
            setattr(snap, name, getattr(self, name))
        return snap


def span_of(meta) -> Span:
    if getattr(meta, "empty", True):
        return NO_SPAN
    return Span(
        meta.start_pos, meta.end_pos, meta.line, meta.column, meta.end_line, meta.end_column
    )


def first_of(children, cls):
    """The first of ``children`` that is a ``cls`` (None when none is)."""
    for c in children:
        if isinstance(c, cls):
            return c
    return None


# ------------------------------------------------------------------------- the tables

#: grammar alias -> fn(reader, meta, *children)
READERS: dict[str, Callable[..., Any]] = {}
#: grammar alias -> the node classes its reader may build (for the completeness test)
BUILDS: dict[str, tuple[type, ...]] = {}
#: node class name -> fn(printer, node, **how) -> str
PRINTERS: dict[str, Callable[..., str]] = {}
#: node class name -> fn(node, ...) -> what runs it
COMPILERS: dict[str, Callable[..., Any]] = {}
#: node class name -> fn(node, ...) -> the modifiers of a change that holds (static)
HOLDERS: dict[str, Callable[..., Any]] = {}
#: node class name -> fn(ref, event=False, in_play=False) -> is a card one of them
MATCHERS: dict[str, Callable[..., Any]] = {}
#: (node class name, stage) -> why the node has no part for that stage, on purpose
WITHOUT: dict[tuple[str, str], str] = {}
#: the rules a game's declarations write are named ``<prefix>__<index>`` (the N-th keyword,
#: label, verb, event of the game): prefix -> fn(reader, meta, *children, index=N)
DECLARED: dict[str, Callable[..., Any]] = {}


def reads(*aliases: str, builds: type | tuple[type, ...] | None = None):
    """Register a reader for grammar rules/aliases (``builds``: the nodes it makes)."""
    made = builds if isinstance(builds, tuple) else (builds,) if builds is not None else ()

    def register(fn):
        for a in aliases:
            if a in READERS:
                raise ValueError(f"two readers for '{a}'")
            READERS[a] = fn
            if made:
                BUILDS[a] = made
        return fn

    return register


def reads_declared(prefix: str, builds: type | tuple[type, ...] | None = None):
    """Register the reader of the rules a game's declarations write (``kw__3``: the fourth
    keyword); it is called with ``index``."""
    made = builds if isinstance(builds, tuple) else (builds,) if builds is not None else ()

    def register(fn):
        if prefix in DECLARED:
            raise ValueError(f"two readers for '{prefix}__N'")
        DECLARED[prefix] = fn
        if made:
            BUILDS[prefix + "__N"] = made
        return fn

    return register


def reader_of(name: str) -> Callable[..., Any] | None:
    """The reader of a grammar rule by its alias (or name), or None: the constructs' own, or
    one of a game's declarations (``kw__3``)."""
    fn = READERS.get(name)
    if fn is not None:
        return fn
    prefix, sep, index = name.rpartition("__")
    if sep and index.isdigit() and prefix in DECLARED:
        from functools import partial

        return partial(DECLARED[prefix], index=int(index))
    return None


def pass_through(reader, meta, value):
    """The reader of the rules :func:`passes` names (the parser may take the child itself
    without calling it: dsl/builder.py)."""
    return value


def passes(*aliases: str) -> None:
    """Rules whose value is their one child's ("card_phrase: card_ref")."""
    reads(*aliases)(pass_through)


def word(*pairs: tuple[str, Any]) -> None:
    """Rules that read as a fixed value: ``word(("heads", "heads"), ("even", "even"))``."""
    for alias, value in pairs:
        reads(alias)(lambda reader, meta, *tokens, _v=value: _v)


def _table(table: dict[str, Callable[..., Any]]):
    def decorate(*nodes: type):
        def register(fn):
            for n in nodes:
                table[n.__name__] = fn
            return fn

        return register

    return decorate


prints = _table(PRINTERS)
compiles = _table(COMPILERS)
holds = _table(HOLDERS)
matches = _table(MATCHERS)


def without(node: type, stage: str, why: str) -> None:
    """Declare that ``node`` has no part for ``stage`` (reading, printing, compiling) on
    purpose, and why."""
    WITHOUT[(node.__name__, stage)] = why


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


def compile_node(node, *args, **kw):
    """What runs ``node``, by its construct's compiler (see the node's role for what that is)."""
    fn = COMPILERS.get(type(node).__name__)
    if fn is None:
        compiler_of(node)  # (raises E-UNSUPPORTED)
    return fn(node, *args, **kw)


def node_classes() -> list[type[Node]]:
    """Every kind of node of the language (not the roles they share: Amount, Effect ...)."""
    found: list[type[Node]] = []
    stack: list[type[Node]] = [Node]
    while stack:
        cls = stack.pop()
        if cls is not Node and "__dataclass_params__" in vars(cls):
            found.append(cls)
        stack.extend(cls.__subclasses__())
    return sorted(found, key=lambda c: c.__name__)


#: node class -> the names of the fields that hold its parts (not its span, not its class's
#: own declarations)
_PARTS: dict[type, tuple[str, ...]] = {}


def parts_of(cls: type) -> tuple[str, ...]:
    names = _PARTS.get(cls)
    if names is None:
        names = _PARTS[cls] = tuple(f.name for f in fields(cls) if f.name != "span")
    return names


def walk(node) -> Iterator[Node]:
    """Every node under ``node`` (itself included), depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Node):
            yield n
            names = _PARTS.get(type(n)) or parts_of(type(n))
            for f in names:
                stack.append(getattr(n, f))
        elif isinstance(n, tuple):
            stack.extend(reversed(n))
