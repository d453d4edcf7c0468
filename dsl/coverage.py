"""How much of a corpus of real card texts the card language reads.

A corpus is a YAML list of mappings with at least ``name`` and ``text`` (``null``: no text).
Its entries are read as cards of the game: the names they declare (heroes, teams, titles, ...)
count as known, as they would in a real set, and fields the game does not know are ignored.
A text is *supported* when it parses and compiles to a complete AST (and, when a
``compile_check`` is given, the engine can compile it too).  Nothing here raises for one bad
card: an internal error is that card's failure, coded ``E-INTERNAL``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .cardset import declared_names
from .diagnostics import CardsmithError
from .game import GameSpec
from .language import CardLanguage
from .parser import TextError, over_cap
from .yamlsafe import load_file

_WORD = re.compile(r"[\w'’]")
_TOKEN = re.compile(r"->|[\w'’.+-]+|[^\w\s]")


@dataclass
class Failure:
    name: str
    text: str
    code: str
    message: str
    start: int = 0
    end: int = 0
    help: str | None = None

    @property
    def stopped_at(self) -> str:
        """The phrase where reading stopped: the failing word and up to two after it."""
        if self.code == "E-PARSE-END":
            return "(end of text)"
        start = self.start
        while start > 0 and _WORD.match(self.text[start - 1]):  # from the word's start
            start -= 1
        words = _TOKEN.findall(self.text[start:])[:3]
        return " ".join(words) if words else "(end of text)"


@dataclass
class Coverage:
    total: int = 0
    with_text: int = 0
    supported: int = 0
    failures: list[Failure] = field(default_factory=list)

    @property
    def percent(self) -> float:
        return 100.0 * self.supported / self.with_text if self.with_text else 100.0

    def groups(self) -> list[tuple[str, list[Failure]]]:
        by: dict[str, list[Failure]] = {}
        for f in self.failures:
            by.setdefault(f.stopped_at.lower(), []).append(f)
        return sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0]))

    def to_json(self) -> dict:
        return {
            "total": self.total,
            "with_text": self.with_text,
            "supported": self.supported,
            "percent": round(self.percent, 2),
            "failures": [
                {
                    "name": f.name,
                    "text": f.text,
                    "code": f.code,
                    "message": f.message,
                    "help": f.help,
                    "stopped_at": f.stopped_at,
                }
                for f in self.failures
            ],
            "groups": [{"phrase": k, "count": len(v)} for k, v in self.groups()],
        }


def measure(game: GameSpec, path: str, compile_check=None) -> Coverage:
    """Read the corpus at ``path`` as cards of ``game``; raises CardsmithError if the file
    itself cannot be read."""
    doc = load_file(path)
    if doc.problems:
        raise CardsmithError(doc.problems)
    data = doc.data
    if not isinstance(data, list):
        raise CardsmithError(
            doc.error((), "E-YAML-SHAPE", "a corpus is a list of mappings with 'name' and 'text'")
        )
    entries = [e for e in data if isinstance(e, dict)]
    declared = declared_names(game, entries, everything=True)
    lang = CardLanguage(game.language, declared)
    cov = Coverage(total=len(data))
    for i, entry in enumerate(data):
        name = str(entry.get("name", f"#{i + 1}")) if isinstance(entry, dict) else f"#{i + 1}"
        text = entry.get("text") if isinstance(entry, dict) else None
        if text is None:
            continue
        cov.with_text += 1
        if not isinstance(text, str):
            cov.failures.append(Failure(name, str(text), "E-FIELD-TYPE", "the text is not text"))
            continue
        try:
            result = over_cap(text) or lang.read(text)
            if isinstance(result, TextError):
                cov.failures.append(
                    Failure(
                        name,
                        text,
                        result.code,
                        result.message,
                        result.start,
                        result.end,
                        result.help,
                    )
                )
                continue
            if compile_check is not None:
                problem = compile_check(result)
                if problem is not None:
                    code, message = problem
                    cov.failures.append(Failure(name, text, code, message))
                    continue
            cov.supported += 1
        except CardsmithError:  # (the game's own language does not build: no text reads)
            raise
        except Exception as exc:  # noqa: BLE001 - one card's crash is that card's failure
            cov.failures.append(Failure(name, text, "E-INTERNAL", f"{type(exc).__name__}: {exc}"))
    return cov


def top_words(cov: Coverage, n: int = 10) -> list[tuple[str, int]]:
    return Counter(f.stopped_at.split(" ")[0].lower() for f in cov.failures).most_common(n)
