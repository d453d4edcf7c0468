"""One game's card language: text -> AST (or a diagnostic), with the parser built once.

:class:`CardLanguage` is what the rest of cardsmith uses to read card text: it owns the game's
vocabulary, its parser and its transformer, and answers :meth:`CardLanguage.read` with either a
:class:`~dsl.ast.CardText` or a :class:`~dsl.parser.TextError`.
"""

from __future__ import annotations

from . import ast as A
from .game import Language
from .parser import TextError, TextParser
from .transform import transform
from .transform_refs import MeaningError
from .vocab import Vocabulary, build_vocabulary


class CardLanguage:
    def __init__(self, language: Language, declared: dict[str, set[str]] | None = None,
                 strict: bool = False):
        self.language = language
        self.vocab: Vocabulary = build_vocabulary(language, declared or {})
        self.parser = TextParser(language, self.vocab, strict=strict)
        self._recurring = None

    def _recurring_trigger(self):
        if self._recurring is None:
            perm = self.language.permanent
            text = f"{self.language.recurring}, this {perm} hits for 1."
            tree = self.parser.parse(text)
            if isinstance(tree, TextError):
                raise ValueError(f"game.yaml: permanent.recurring does not read: {tree.message}")
            ast = transform(tree, self.language, self.vocab)
            self._recurring = ast.abilities[0].trigger
        return self._recurring

    def read(self, text: str) -> A.CardText | TextError:
        """The AST of ``text`` or the first problem with it."""
        tree = self.parser.parse(text)
        if isinstance(tree, TextError):
            return tree
        try:
            recurring = self._recurring_trigger if self.language.recurring else None
            return transform(tree, self.language, self.vocab, recurring)
        except MeaningError as exc:
            return TextError(exc.code, exc.message, exc.span.start,
                             max(exc.span.end, exc.span.start + 1), exc.help)
        except RecursionError:
            return TextError("E-TEXT-TOO-DEEP", "the text nests too deeply to read", 0, len(text))
