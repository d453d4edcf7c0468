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

from functools import partial

from lark import Token, Tree
from lark.parse_tree_builder import PropagatePositions

from ..constructs.kit import MeaningError, Reader, reader_of

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
        self._first = self._last = None
        callbacks = {}
        for rule, chain in lark._parse_tree_builder.rule_builders:
            name = rule.alias or rule.options.template_source or rule.origin.name
            method = reader_of(name)
            # (a rule with no reader is an inlined one, "_rule": its parent takes its children)
            f = partial(Tree, name) if method is None else self._calling(method)
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
        try:
            result = parse()
        finally:
            error = self.error
            self.tf, self.error, self._first, self._last = saved
        if error is not None:
            raise error
        return result.value if type(result) is _Spanned else result

    def _calling(self, method):
        def call(children):
            if self.error is not None:
                return None
            args = [c.value if type(c) is _Spanned else c for c in children]
            try:
                return method(self.tf, Meta(self._first, self._last), *args)
            except MeaningError as exc:
                self.error = exc
                return None

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
