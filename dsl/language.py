"""One game's card language: text -> AST (or a diagnostic), with the parser built once.

:class:`CardLanguage` is what the rest of cardsmith uses to read card text: it owns the game's
vocabulary and its parser, and answers :meth:`CardLanguage.read` with either a
:class:`~constructs.texts.CardText` or a :class:`~dsl.parser.TextError`.
"""

from __future__ import annotations

import dataclasses
import re

from ..constructs.abilities import Triggered
from ..constructs.kit import MeaningError, Reader
from ..constructs.texts import CardText
from . import cache
from .builder import reader_of
from .diagnostics import ERROR, CardsmithError, at
from .game import Language
from .meanings import declaration_problems
from .parser import GrammarConflict, TextError, TextParser, game_grammar, language_grammar
from .vocab import Vocabulary, _keywords, build_vocabulary, language_words, usable_names

_ALIAS = re.compile(r"->\s*([A-Za-z_][A-Za-z0-9_]*)")
_TERMINAL = re.compile(r"\s*([A-Z_][A-Z0-9_]*)\s*(\.\s*-?\d+\s*)?:")
_DIRECTIVE = re.compile(r"\s*(%[a-z]+)")


def _unsafe_part(line: str) -> tuple[int, int, str] | None:
    """(column, width, what it does) of the first part of a grammar.lark line a game may not
    write: a terminal's definition, a regular expression, a directive but %extend."""
    terminal = _TERMINAL.match(line)
    if terminal is not None:
        name = terminal.group(1)
        return terminal.start(1), len(name), f"define a terminal ('{name}')"
    directive = _DIRECTIVE.match(line)
    if directive is not None and directive.group(1) != "%extend":
        word = directive.group(1)
        return directive.start(1), len(word), f"use the directive {word}"
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == "\\" and quoted:
            i += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif not quoted and line.startswith("//", i):
            return None  # (a comment)
        elif not quoted and ch == "/":
            return i, max(line.find("/", i + 1) + 1 - i, 1), "hold a regular expression"
        i += 1
    return None


class CardLanguage:
    """Reads texts of one game.  What it has read is remembered on disk (keyed by the game's
    grammar and cardsmith's own source), so the parser is only loaded when a text is new."""

    def __init__(
        self,
        language: Language,
        declared: dict[str, set[str]] | None = None,
        strict: bool = False,
        locate=None,
    ):
        self.language = language
        self.locate = locate  # (path under language, message, help, code) -> a diagnostic
        self.vocab: Vocabulary = build_vocabulary(language, declared or {})
        self.strict = strict
        self._parser: TextParser | None = None
        self._recurring = None
        self.grammar = game_grammar(language, self.vocab)
        # the texts' ASTs depend on the grammar and on the rest of the game's words
        words = repr(dataclasses.replace(language, grammar_extension=""))
        self._memo_name = f"texts-{cache.key(self.grammar, words)}"
        self._memo = None if strict else (cache.load(self._memo_name) or {})
        self._memo_dirty = False
        self._expanded: dict[str, tuple | str] = {}  # a declared meaning -> its sentences
        self._expanding: list[str] = []  # (the meanings being read: one may not hold itself)
        self._check_safe(language.grammar_extension)
        self._check_meanings(_ALIAS.findall(language.grammar_extension))

    def _check_safe(self, extension: str) -> None:
        """A game's grammar.lark adds phrases of words and rules only: no terminal of its own,
        no regular expression (one a stranger writes could take the reader exponential time),
        no directive but %extend (E-GAME-GRAMMAR at the first that is)."""
        for i, line in enumerate(extension.splitlines()):
            unsafe = _unsafe_part(line)
            if unsafe is None:
                continue
            col, width, what = unsafe
            raise CardsmithError(
                at(
                    self.language.grammar_file or "grammar.lark",
                    extension,
                    i + 1,
                    col + 1,
                    i + 1,
                    col + 1 + width,
                    ERROR,
                    "E-GAME-GRAMMAR",
                    f"grammar.lark may not {what}",
                    'write the phrase\'s words as strings ("cards"i "on"i) and its parts as '
                    "rules of the core grammar; a family of phrases several games could use "
                    "belongs in a phrasebook (docs/game-format.md)",
                )
            )

    def _check_meanings(self, aliases) -> None:
        """Every phrase of the game's grammar.lark means something: its alias names a reader
        of the constructs (checked before any text is read: a game with no text yet is told
        too)."""
        missing = sorted({a for a in aliases if not a.startswith("_") and reader_of(a) is None})
        if missing:
            raise CardsmithError(
                self._grammar_problem(
                    f"grammar.lark gives phrases a meaning cardsmith does not have: "
                    f"{', '.join(missing)}",
                    "use '-> name' with a name of the core grammar",
                    missing[0],
                )
            )

    @property
    def parser(self) -> TextParser:
        if self._parser is None:
            try:
                parser = TextParser(self.language, self.vocab, strict=self.strict)
            except GrammarConflict as exc:
                where = self._declared_in(exc.rules)
                if where is not None and self.locate is not None:
                    path, code, what = where
                    raise CardsmithError(
                        self.locate(
                            *path,
                            code=code,
                            key=True,
                            message=f"{what} cannot be told from the rest of the card "
                            f"language: {exc}",
                            help="reword it (a phrase of the language reads the same words)",
                        )
                    ) from None
                raise CardsmithError(
                    self._grammar_problem(
                        f"the card language does not build: {exc}",
                        "a phrase of grammar.lark overlaps another; reword it",
                    )
                ) from None
            self._check_meanings(str(r.alias or r.origin.name) for r in parser.lark.rules)
            self._parser = parser
        return self._parser

    def _declared_in(self, rules) -> tuple | None:
        """The declaration (path, code, what) whose rule is among ``rules`` (a conflict's)."""
        lang = self.language
        for rule in rules:
            prefix, _, index = rule.rpartition("__")
            i = int(index) if index.isdigit() else -1
            if prefix == "kw" and i < len(lang.keywords):
                k = lang.keywords[i]
                return ("keywords", k.key), "E-GAME-KEYWORD", f"the keyword '{k.key}'"
            if prefix in ("lbl", "fld") and i < len(lang.labels):
                lb = lang.labels[i]
                return ("labels", lb.key), "E-GAME-LABEL", f"the label '{lb.key}'"
            if prefix == "verb" and i < len(lang.verbs):
                v = lang.verbs[i]
                return ("verbs", v.name), "E-GAME-VERB", f"the verb '{v.name}'"
        for rule in rules:
            if rule == "declared_keyword" and len(lang.keywords) == 1:
                k = lang.keywords[0]
                return ("keywords", k.key), "E-GAME-KEYWORD", f"the keyword '{k.key}'"
            if rule in ("status_word", "status_verb") and lang.statuses:
                name = next(iter(lang.statuses)) if len(lang.statuses) == 1 else None
                if name is not None:
                    return ("statuses", name), "E-GAME-STATUS", f"the status '{name}'"
        return None

    def _grammar_problem(self, message: str, help: str, word: str | None = None):
        path = self.language.grammar_file
        source = None
        line = col = 1
        if path is not None:
            try:
                with open(path, encoding="utf-8") as fh:
                    source = fh.read()
            except (OSError, UnicodeDecodeError):
                source = None
            found = re.search(rf"->\s*({re.escape(word)})\b", source or "") if word else None
            if source and word and (found or word in source):
                i = found.start(1) if found else source.index(word)
                line = source.count("\n", 0, i) + 1
                col = i - source.rfind("\n", 0, i)
        return at(
            path or "game.yaml",
            source,
            line,
            col,
            line,
            col + (len(word) if word and source and word in source else 1),
            ERROR,
            "E-GAME",
            message,
            help,
        )

    def save(self) -> None:
        """Write what was newly read to the cache."""
        if self._memo is not None and self._memo_dirty:
            cache.save(self._memo_name, self._memo)
            self._memo_dirty = False

    def declaration_problems(self) -> list[tuple]:
        """What cannot work in the game's declared meanings: ``(path under the language
        section, code, message, help)`` each — a word that collides with another, a meaning
        that does not read."""
        lang = self.language
        core = language_grammar(lang)
        usable = usable_names(self.vocab, lang, core)
        problems = declaration_problems(lang, language_words(lang), _keywords(core), usable)
        if problems:  # (the language cannot be built with words that collide)
            return problems
        for k in lang.keywords:
            values = self._sample(k.pattern)
            if values is None or k.means is None:
                continue
            text = k.pattern.fill(k.means, values)
            got = self.expand(text)
            if isinstance(got, str):
                problems.append(
                    (
                        ("keywords", k.name, "means"),
                        "E-GAME-KEYWORD",
                        f"the meaning of '{k.pattern.printed(values)}' does not read: {got}",
                        "write it as card text: 'At the start of your turn, draw a card.'",
                    )
                )
        for lb in lang.labels:
            values = self._sample(lb.pattern)
            if values is None:
                continue
            shapes: list[tuple[str, str | None, str, str]] = [
                ("trigger", lb.trigger, "trigger", "{}, do nothing."),
                ("condition", lb.condition, "if", "If {}, do nothing."),
            ]
            for what, phrase, kind, write in shapes:
                if not phrase:
                    continue
                got = self.expand(write.format(lb.pattern.fill(phrase, values)))
                why = got if isinstance(got, str) else None
                if why is None and (len(got) != 1 or getattr(got[0], "kind", None) != kind):
                    why = f"it is not a {what}"
                if why is not None:
                    problems.append(
                        (
                            ("labels", lb.key, what),
                            "E-GAME-LABEL",
                            f"the {what} of label '{lb.key}' does not read: {why}",
                            "write a trigger as 'When you fight this card', a condition as "
                            + "'you have another Tech card in play'",
                        )
                    )
        return problems

    def _sample(self, pattern) -> tuple | None:
        """Values to try a pattern's meaning with: 1 for a number, a name of each kind."""
        values: list = []
        for slot in pattern.slots:
            if slot.kind is None:
                values.append(1)
            else:
                names = [n for n in self.vocab.of_kind(slot.kind)]
                if not names:
                    return None
                values.append(min(names))
        return tuple(values)

    def recurring_problem(self) -> str | None:
        """Why the game's recurring trigger phrase does not read (None when it does)."""
        if self.language.recurring is None:
            return None
        try:
            self._recurring_trigger()
        except ValueError as exc:
            return str(exc)
        return None

    def _recurring_trigger(self):
        """The trigger of the shorthand "N -> <permanent>; hits for N" (read, and cached, like a
        card text: "<recurring>, this <permanent> hits for 1.")."""
        if self._recurring is None:
            perm = self.language.permanent
            ast = self.read(f"{self.language.recurring}, this {perm} hits for 1.")
            if isinstance(ast, TextError):
                raise ValueError(ast.message)
            first = ast.abilities[0] if ast.abilities else None
            if not isinstance(first, Triggered):
                raise ValueError("it is not a trigger ('At the start of your turn')")
            self._recurring = first.trigger
        return self._recurring

    def read(self, text: str) -> CardText | TextError:
        """The AST of ``text`` or the first problem with it."""
        if self._memo is not None:
            hit = self._memo.get(text)
            if hit is not None:
                return hit
            result = self._read(text)
            if len(self._memo) < 50_000:
                self._memo[text] = result
                self._memo_dirty = True
            return result
        return self._read(text)

    def expand(self, text: str) -> tuple | str:
        """A declared meaning (a keyword's) as the sentences it reads as, not yet grouped into
        abilities (the text using it groups them); or why it does not read."""
        hit = self._expanded.get(text)
        if hit is not None:
            return hit
        key = "\x01" + text  # (kept with the texts read: a meaning is read once)
        if self._memo is not None and key in self._memo:
            hit = self._expanded[text] = self._memo[key]
            return hit
        if text in self._expanding:
            return "it holds itself"
        self._expanding.append(text)
        try:
            reader = self._reader()
            reader.raw = True
            try:
                result = self.parser.parse(text, reader)
            except MeaningError as exc:
                result = TextError(exc.code, exc.message, exc.span.start, exc.span.end)
        finally:
            self._expanding.pop()
        out = (
            f"{result.message} (at '{text[result.start : result.end]}')"
            if isinstance(result, TextError)
            else tuple(result)
        )
        self._expanded[text] = out
        if self._memo is not None:
            self._memo[key] = out
            self._memo_dirty = True
        return out

    def _reader(self) -> Reader:
        recurring = self._recurring_trigger if self.language.recurring else None
        return Reader(self.language, self.vocab, recurring, self.expand)

    def _read(self, text: str) -> CardText | TextError:
        try:
            return self.parser.parse(text, self._reader())
        except MeaningError as exc:
            return TextError(
                exc.code,
                exc.message,
                exc.span.start,
                max(exc.span.end, exc.span.start + 1),
                exc.help,
            )
        except RecursionError:
            return TextError("E-TEXT-TOO-DEEP", "the text nests too deeply to read", 0, len(text))
