"""Parse straight to the AST: the parser's reductions call the constructs' readers as they
happen.

Lark normally builds a parse tree (with a position record on every node) that a transformer
then walks.  Here each grammar rule's callback calls the reader its alias names in
:data:`constructs.kit.READERS` at once, with the rule's span worked out from its tokens — no
tree, no second walk.  Lark's own child filtering (anonymous tokens dropped, ``_inlined`` rules spliced
in, ``?rules`` with one child passed through) is kept: only the last step of each rule's
callback is ours.

Every value carries its first and last token (a :class:`_Spanned`), so a rule's span covers
the words its own tokens and its children cover, as Lark's ``propagate_positions`` would.  A
:class:`~constructs.kit.MeaningError` in a callback is kept until the whole text has
parsed, so a text with a parse error later on reports that first, as before.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from functools import partial

from lark import Token, Tree
from lark.parse_tree_builder import PropagatePositions

from ..constructs.kit import BUILDS, MeaningError, Node, Reader, reader_of, span_of

__all__ = ["Builder", "reader_of"]


class Meta:
    """Where a rule's text is: from its first token to its last (``empty`` without any)."""

    __slots__ = ("column", "empty", "end_column", "end_line", "end_pos", "line", "start_pos")

    def __init__(self, first, last):
        self.empty = first is None
        if first is not None:
            self.start_pos, self.line, self.column = first.start_pos, first.line, first.column
            self.end_pos, self.end_line, self.end_column = (
                last.end_pos,
                last.end_line,
                last.end_column,
            )


class _Spanned:
    """A rule's value with its first and last token."""

    __slots__ = ("first", "last", "value")

    def __init__(self, value, first, last):
        self.value, self.first, self.last = value, first, last

    @property
    def children(self):  # an inlined rule's tree, spliced into its parent
        return self.value.children


class Builder:
    """The callbacks of one parser; ``run`` reads one text with a given reader."""

    def __init__(self, lark) -> None:
        self.tf: Reader | None = None
        self.error: MeaningError | None = None
        self.aliases: frozenset[str] | None = None  # the game's own phrases' meanings
        self._first = self._last = None
        callbacks = {}
        for rule, chain in lark._parse_tree_builder.rule_builders:
            name = rule.alias or rule.options.template_source or rule.origin.name
            method = reader_of(name)
            # (a rule with no reader is an inlined one, "_rule": its parent takes its children)
            f = partial(Tree, name) if method is None else self._calling(method, name)
            for wrap in chain:
                if wrap is PropagatePositions or getattr(wrap, "func", None) is PropagatePositions:
                    continue
                f = wrap(f)
            callbacks[rule] = self._spanning(f)
        self.callbacks = callbacks

    def run(self, parse, tf: Reader):
        """``parse()`` with this builder's callbacks, reading with ``tf``: the AST value (or
        the first MeaningError raised).  A reader may read another text meanwhile (a
        keyword's meaning): what this reading has is kept and restored around it."""
        saved = (self.tf, self.error, self._first, self._last)
        self.tf, self.error = tf, None
        if self.aliases is None:  # (one parser, one grammar: the game's phrases are fixed)
            self.aliases = game_aliases(tf)
        try:
            result = parse()
        finally:
            error = self.error
            self.tf, self.error, self._first, self._last = saved
        if error is not None:
            raise error
        return result.value if type(result) is _Spanned else result

    def _calling(self, method, name: str):
        built = BUILDS.get(name)

        def call(children):
            if self.error is not None:
                return None
            args = [c.value if type(c) is _Spanned else c for c in children]
            meta = Meta(self._first, self._last)
            try:
                result = method(self.tf, meta, *args)
            except MeaningError as exc:
                self.error = exc
                return None
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
                # (a reader given parts it does not take: only a game's own phrase can)
                self.error = misfit(self.tf, name, meta, str(exc) or type(exc).__name__)
                if self.error is None:
                    raise
                return None
            if name in self.aliases:
                why = unfitting(result)
                if why is not None:
                    self.error = misfit(self.tf, name, meta, why)
                    return None
            elif built is not None and result is not None and not isinstance(result, built):
                # (a game's phrase that made another kind of node than its meaning makes)
                self.error = misfit(self.tf, name, meta, f"it made {type(result).__name__}")
                if self.error is not None:
                    return None
            return result

        return call

    def _spanning(self, f):
        def reduce(children):
            first = last = None
            for c in children:  # the first token the children hold
                if type(c) is _Spanned:
                    if c.first is not None:
                        first = c.first
                        break
                elif isinstance(c, Token):
                    first = c
                    break
            if first is not None:
                for c in reversed(children):  # and the last
                    if type(c) is _Spanned:
                        if c.last is not None:
                            last = c.last
                            break
                    elif isinstance(c, Token):
                        last = c
                        break
            self._first, self._last = first, last
            result = f(children)
            if type(result) is _Spanned:  # a ?rule passing its one child through
                if first is not None:
                    result.first, result.last = first, last
                return result
            return _Spanned(result, first, last)

        return reduce


def misfit(reader, name: str, meta, why: str) -> MeaningError | None:
    """E-GAME-ALIAS: a phrase of the game's grammar.lark names a meaning (``-> name``) whose
    reader does not take its parts; None when no phrase of the game's names it (a fault of
    cardsmith's own, not the game's)."""
    extension = reader.language.grammar_extension if reader is not None else ""
    found = re.search(rf"->\s*{re.escape(name)}\b", extension)
    if found is None:
        return None
    line = extension.count("\n", 0, found.start()) + 1
    return MeaningError(
        "E-GAME-ALIAS",
        f"this reads as '{name}' (grammar.lark, line {line}), but its parts do not fit "
        f"that meaning: {why}",
        span_of(meta),
        f"give the phrase in grammar.lark the parts of the core rule that says '-> {name}', "
        "or name another meaning",
    )


_ALIASES: dict[str, frozenset[str]] = {}


def game_aliases(reader) -> frozenset[str]:
    """The meanings the game's grammar.lark names (``-> name``)."""
    extension = reader.language.grammar_extension if reader is not None else ""
    if not extension:
        return frozenset()
    got = _ALIASES.get(extension)
    if got is None:
        got = _ALIASES[extension] = frozenset(re.findall(r"->\s*([A-Za-z_]\w*)", extension))
    return got


def unfitting(node) -> str | None:
    """Why a node a game's phrase made cannot be what its class says (a field holding a value
    of another kind: a zone where cards should be), or None."""
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return None
    hints = _hints(type(node))
    for f in dataclasses.fields(node):
        want = hints.get(f.name)
        value = getattr(node, f.name)
        if want is None or value is None:
            continue
        kinds = _classes(want)
        if kinds and not isinstance(value, kinds):
            return f"its {f.name} is {type(value).__name__}, not {_names(kinds)}"
    return None


_HINTS: dict[type, dict] = {}


def _hints(cls) -> dict:
    got = _HINTS.get(cls)
    if got is None:
        names = {c.__name__: c for c in _subclasses(Node)}
        names.update(vars(typing))
        got = {}
        for f in dataclasses.fields(cls):
            got[f.name] = _hint(f.type, names)
        _HINTS[cls] = got
    return got


def _hint(annotation, names: dict):
    """An annotation as an object (None: one we cannot tell, which is not checked)."""
    if not isinstance(annotation, str):
        return annotation
    try:
        return eval(annotation, dict(names))  # (the constructs' own annotations)
    except (NameError, SyntaxError, TypeError, AttributeError):
        return None


def _subclasses(cls) -> list[type]:
    out = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out.extend(_subclasses(sub))
    return out


def _classes(hint) -> tuple[type, ...]:
    """The classes a hint allows, when it is plain classes (``CardRef | Zone | None``); ()
    when it says more than that (``tuple[...]``: not checked)."""
    if isinstance(hint, type) and issubclass(hint, Node):
        return (hint,)
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        parts = [a for a in typing.get_args(hint) if a is not type(None)]
        if parts and all(isinstance(a, type) and issubclass(a, Node) for a in parts):
            return tuple(parts)
    return ()


def _names(kinds) -> str:
    return " or ".join(k.__name__ for k in kinds)
