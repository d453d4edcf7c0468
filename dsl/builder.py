"""Parse straight to the AST: the parser's reductions call the constructs' readers as they
happen.

Lark normally builds a parse tree (with a position record on every node) that a transformer
then walks.  Here each grammar rule has one reduction, made once per parser, that calls the
reader its alias names in :data:`constructs.kit.READERS` at once with the rule's span worked
out from its words — no tree, no second walk.  Which children a reader is given is Lark's rule
(:func:`parts`, checked against Lark's own tree builder by tests/dsl/test_lark.py): the
anonymous words and ``_TERMINALS`` are left out (but in a ``!rule``), an ``_inlined`` rule's
children are spliced into its parent, and a ``?rule`` with one child passes it through.

The parser's value stack holds ``(value, start, end)``: a word is ``(its terminal, start,
end)`` and becomes a :class:`~lark.Token` only when a reader is given it; a rule's value
spans from the start of its first child that covers any text to the end of its last, as
Lark's ``propagate_positions`` would.  A :class:`~constructs.kit.MeaningError` in a reader is
kept until the whole text has parsed, so a text with a parse error later on reports that
first, as before.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable

from lark import Token, Tree

from ..constructs.kit import MeaningError, Node, Reader, pass_through, reader_of, span_of
from .lexer import line_col, token

__all__ = ["Builder", "parts", "reader_of"]

#: how a reduction takes one child: a word given to the reader, a rule's value, or the
#: children of an inlined rule spliced in
WORD, VALUE, SPLICE = "word", "value", "splice"


class Meta:
    """Where a rule's text is: from ``start`` to ``end`` (``empty`` when it covers none)."""

    __slots__ = ("column", "empty", "end_column", "end_line", "end_pos", "line", "start_pos")

    def __init__(self, start, end, text: str | None):
        """``text``: the text, when it has more than one line (else lines and columns are
        offsets from 1 on line 1)."""
        self.empty = start is None
        if start is not None:
            self.start_pos, self.end_pos = start, end
            if text is None:
                self.line = self.end_line = 1
                self.column, self.end_column = start + 1, end + 1
            else:
                self.line, self.column = line_col(text, start)
                self.end_line, self.end_column = line_col(text, end)


def parts(rule) -> tuple[tuple[int, str], ...]:
    """The children of ``rule`` a reader is given, as Lark's tree builder chooses them: the
    position of each in the rule's expansion and how it is taken (WORD, VALUE, SPLICE)."""
    keep_all = rule.options.keep_all_tokens
    out = []
    for i, sym in enumerate(rule.expansion):
        if sym.is_term:
            if keep_all or not sym.filter_out:
                out.append((i, WORD))
        else:
            out.append((i, SPLICE if sym.name.startswith("_") else VALUE))
    return tuple(out)


class Builder:
    """The reductions of one parser; ``run`` reads one text with a given reader."""

    def __init__(self, lark) -> None:
        self.tf: Reader | None = None
        self.error: MeaningError | None = None
        self.aliases: frozenset[str] = frozenset()  # the game's own phrases' meanings
        self._aliases_known = False  # (one parser, one grammar: they are fixed)
        self.text = ""
        self.lines: str | None = None  # the text, when it has more than one line
        self.reductions: dict = {rule: self._reduction(rule) for rule in lark.rules}

    def run(self, text: str, parse: Callable[[str], object], tf: Reader):
        """``parse(text)`` with this builder's reductions, reading with ``tf``: the AST value
        (or the first MeaningError raised).  A reader may read another text meanwhile (a
        keyword's meaning): what this reading has is kept and restored around it."""
        saved = (self.tf, self.error, self.text, self.lines)
        self.tf, self.error, self.text = tf, None, text
        self.lines = text if "\n" in text else None
        if not self._aliases_known:
            self.aliases, self._aliases_known = game_aliases(tf), True
        try:
            result = parse(text)
        finally:
            error = self.error
            self.tf, self.error, self.text, self.lines = saved
        if error is not None:
            raise error
        return result

    def _reduction(self, rule) -> Callable[[list], tuple]:
        """``reduce(children) -> (value, start, end)`` for ``rule``: the children are the
        value stack's entries its expansion popped.  (One function per rule, with what can
        be known of the rule worked out here: a reduction is the reader's most frequent
        step.)"""
        name = str(rule.alias or rule.options.template_source or rule.origin.name)
        method = reader_of(name)
        plan = parts(rule)
        size = len(rule.expansion)
        expand1 = bool(rule.options.expand1 and not rule.alias)  # (a ?rule: one child passes)
        first_word = size > 0 and rule.expansion[0].is_term  # (a word: its start is known)
        last_word = size > 0 and rule.expansion[-1].is_term
        values_only = all(how is VALUE for _, how in plan)
        whole = values_only and len(plan) == size  # (every child, as it is)
        at = tuple(i for i, _ in plan)
        inlined = str(rule.origin.name).startswith("_")  # (its parent splices its children)
        passes = method is pass_through  # (its one child is its value: no call needed)
        builder = self

        def reduce(kids):
            if first_word:
                start = kids[0][1]
            else:
                start = None
                for kid in kids:
                    if kid[1] is not None:
                        start = kid[1]
                        break
            if last_word:
                end = kids[-1][2]
            else:
                end = None
                if start is not None:
                    for kid in reversed(kids):
                        if kid[2] is not None:
                            end = kid[2]
                            break
            if whole:
                values = [kid[0] for kid in kids]
            elif values_only:
                values = [kids[i][0] for i in at]
            else:
                values = builder.values(plan, kids)
            if expand1 and len(values) == 1:
                return values[0], start, end
            if method is None:  # (a rule without a reader: Lark's tree, or inlined)
                return (values if inlined else Tree(name, values)), start, end
            if builder.error is not None:
                return None, start, end
            if passes and len(values) == 1 and name not in builder.aliases:
                return values[0], start, end
            meta = Meta(start, end, builder.lines)
            try:
                result = method(builder.tf, meta, *values)
            except MeaningError as exc:
                builder.error = exc
                return None, start, end
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
                # (a reader given parts it does not take: only a game's own phrase can)
                builder.error = misfit(builder.tf, name, meta, str(exc) or type(exc).__name__)
                if builder.error is None:
                    raise
                return None, start, end
            if name in builder.aliases:
                why = unfitting(result)
                if why is not None:
                    builder.error = misfit(builder.tf, name, meta, why)
                    return None, start, end
            return result, start, end

        return reduce

    def values(self, plan, kids) -> list:
        """The values a reader is given from its rule's children (``plan``: :func:`parts`),
        a word made a token."""
        out = []
        text, lines = self.text, self.lines
        for i, how in plan:
            kid = kids[i]
            if how is VALUE:
                out.append(kid[0])
            elif how is WORD:
                s, e = kid[1], kid[2]
                if lines is None:  # (one line: as the lexer would make it, quicker)
                    out.append(Token(kid[0], text[s:e], s, 1, s + 1, 1, e + 1, e))
                else:
                    out.append(token(text, kid[0], s, e))
            else:
                out.extend(kid[0])
        return out


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
