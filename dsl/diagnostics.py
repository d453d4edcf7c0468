"""Diagnostics: compiler-style problem reports with stable codes.

A :class:`Diagnostic` points at a span of a file (1-based line and column, end exclusive) and
renders as::

    cards/xmen.yaml:14:22: error[E-UNKNOWN-TEAM]: unknown team 'X-Man'
       |
    14 |   team: X-Man
       |         ^^^^^
       = help: did you mean 'X-Men'?

Every problem found in a user's files is a Diagnostic; :class:`CardsmithError` carries one or
more of them when a step cannot go on.  The codes are listed in :data:`CODES` (and in
``docs/diagnostics.md``); they never change meaning once published.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field

ERROR = "error"
WARNING = "warning"

#: Every stable diagnostic code and what it means.  ``E-UNKNOWN-<KIND>`` is a family: one code
#: per vocabulary kind a game declares (``E-UNKNOWN-TEAM``, ``E-UNKNOWN-CLASS``, ...).
CODES: dict[str, str] = {
    # files and YAML
    "E-FILE": "a file or folder cannot be read (or is not a regular file inside the card set)",
    "E-YAML-SYNTAX": "the file is not valid YAML",
    "E-YAML-DUPLICATE-KEY": "a mapping repeats a key",
    "E-YAML-TOO-LARGE": "the file, or the document it expands to, is over the size cap",
    "E-YAML-TOO-DEEP": "the document nests deeper than the cap",
    "E-YAML-TAG": "the document uses a YAML tag that safe loading refuses",
    "E-YAML-SHAPE": "the document does not have the expected shape (list of mappings, ...)",
    # game.yaml
    "E-GAME": "game.yaml is missing something or declares it wrongly",
    "E-GAME-RANGE": "a number of game.yaml is outside what it can mean (or disagrees with another)",
    "E-INVISIBLE-CHAR": "a name or text holds a character no one can see or that turns the text",
    "E-UNTRUSTED": "play, simulate or replay would run a card set's Python: it needs --trust",
    # a game's declared meanings
    "E-GAME-ALIAS": "a phrase of grammar.lark names a meaning whose parts it does not have",
    "E-GAME-KEYWORD": "a keyword that collides with another word, or whose meaning does not read",
    "E-GAME-PHRASEBOOK": "language.phrasebooks names a phrasebook cardsmith does not have",
    "E-GAME-GRAMMAR": "a game's grammar.lark defines a terminal or a regular expression",
    "E-GAME-LABEL": "a label with no shape, or whose trigger or condition does not read",
    "E-GAME-STATUS": "a status whose words collide with each other or with the language's",
    "E-GAME-VERB": "a verb that collides with another word, or whose meaning cannot be done",
    # card fields
    "E-FIELD-MISSING": "a required card field is missing",
    "E-FIELD-UNKNOWN": "a card has a field its game does not declare",
    "E-FIELD-TYPE": "a card field has a value of the wrong type",
    "E-FIELD-RANGE": "a card field's number is out of its declared range",
    "E-UNKNOWN-<KIND>": "a name of a vocabulary kind (team, class, hero, stat, ...) is unknown",
    "E-DUPLICATE-CARD": "two cards of a set have the same name",
    # card text
    "E-PARSE": "the card text stops making sense at this word",
    "E-UNKNOWN-WORD": "a misspelt word of the card language (did-you-mean offered)",
    "E-PARSE-CHAR": "the card text has a character the card language does not use",
    "E-PARSE-END": "the card text ends in the middle of a sentence",
    "E-TEXT-TOO-LONG": "the card text is over the length cap",
    "E-TEXT-TOO-DEEP": "the card text nests effects deeper than the cap",
    "E-REFERENCE": "the text says 'it', 'that ...' or 'those ...' with nothing for it to mean",
    "E-MEANING": "the text parses but means something no game can do (e.g. a threshold of 0)",
    "E-UNSUPPORTED": "the text reads, but the game's engine has nothing to run it with",
    "E-INTERNAL": "cardsmith failed on this input; please report it",
    # decks
    "E-DECK-SIZE": "a deck does not have the number of cards its game requires",
    "E-DECK-COPIES": "a deck has more copies of a card than its game allows",
    "E-DECK-UNKNOWN-CARD": "a deck names a card that is not in the set",
    # the command line (one coded line, not at a place in a file)
    "E-USAGE": "an option or argument that makes no sense (exit code 2)",
    "E-OUTPUT": "an output path that cannot be written, found before any work (exit code 2)",
    "E-LIMIT": "a game used more processor time than its rules.limits.seconds",
    "E-REPLAY": "a log that cannot be replayed: it ends early, was edited, or is not a log",
    # lints
    "W-UNREACHABLE-THRESHOLD": "a threshold no damage of this card can reach",
    "W-FILTER-EMPTY": "a filter that matches no card in the set",
    "W-UNREACHABLE-LEVEL": "a card's level is above what the power can ever reach",
    "W-CANONICAL-CHANGES": "the canonical text of a card text says what the text does not",
    "W-DECK-LARGER": "a deck larger than the game's size: each game uses some of it at random",
}


def code_is_known(code: str) -> bool:
    return code in CODES or code.startswith("E-UNKNOWN-")


@dataclass(frozen=True)
class Diagnostic:
    """One problem, at one place."""

    path: str
    line: int
    col: int
    end_line: int
    end_col: int
    severity: str
    code: str
    message: str
    help: str | None = None
    source_line: str | None = field(default=None, compare=False)

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    def to_json(self) -> dict:
        return {
            "path": self.path,
            "line": self.line,
            "col": self.col,
            "end_line": self.end_line,
            "end_col": self.end_col,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
            "help": self.help,
        }

    def render(self) -> str:
        """The human form: header, source line with a caret under the span, help."""
        head = f"{self.path}:{self.line}:{self.col}: {self.severity}[{self.code}]: {self.message}"
        lines = [head]
        if self.source_line is not None:
            src = self.source_line.rstrip("\n").expandtabs(1)
            num = str(self.line)
            pad = " " * len(num)
            start = max(self.col - 1, 0)
            if self.end_line == self.line and self.end_col > self.col:
                width = self.end_col - self.col
            else:
                width = max(len(src) - start, 1)
            width = max(1, min(width, max(len(src) - start, 1)))
            lines.append(f"{pad} |")
            lines.append(f"{num} | {src}")
            lines.append(f"{pad} | {' ' * start}{'^' * width}")
        if self.help:
            lines.append(f"  = help: {self.help}")
        return "\n".join(lines)


class CardsmithError(Exception):
    """An error in the user's input, carrying its diagnostics."""

    def __init__(self, diagnostics: Diagnostic | Iterable[Diagnostic]):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = list(diagnostics)
        super().__init__("\n".join(d.render() for d in self.diagnostics))

    @property
    def first(self) -> Diagnostic:
        return self.diagnostics[0]


class UsageError(Exception):
    """Bad command-line usage (exit code 2)."""


def did_you_mean(word: str, choices: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The closest of ``choices`` to ``word`` (case-insensitive), or None."""
    by_lower: dict[str, str] = {}
    for c in choices:
        by_lower.setdefault(c.lower(), c)
    hits = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=cutoff)
    return by_lower[hits[0]] if hits else None


def at(
    path: str,
    source: str | None,
    line: int,
    col: int,
    end_line: int,
    end_col: int,
    severity: str,
    code: str,
    message: str,
    help: str | None = None,
) -> Diagnostic:
    """Build a diagnostic, picking its source line out of ``source`` when given."""
    src_line = None
    if source is not None:
        all_lines = source.splitlines()
        if 1 <= line <= len(all_lines):
            src_line = all_lines[line - 1]
    return Diagnostic(path, line, col, end_line, end_col, severity, code, message, help, src_line)
