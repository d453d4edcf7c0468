"""Does the canonical text say what the writer wrote?  W-CANONICAL-CHANGES.

The canonical text is printed from what cardsmith read, so where it says something the written
text does not ("draw a card" read as "draw any number of cards"), cardsmith read another
meaning than the writer's.  The texts are compared by the words that change what a sentence
does — may, any number of, up to, at random, a negation, instead, and the numbers — with the
reminders in parentheses set aside; every other difference ("from your hand" / "in your hand",
"both players" / "each player") is the same meaning in other words.
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\([^()]*\)")
_NUMBER_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twice": 2,
    "double": 2,
    "half": 2,
}
#: a marker of meaning -> how to find it
_MARKERS = {
    "'may' (a choice)": re.compile(r"\bmay\b"),
    "'any number of'": re.compile(r"\bany\s+number\s+of\b"),
    "'up to'": re.compile(r"\bup\s+to\b|\bto\s+a\s+maximum\s+of\b"),
    "'at random'": re.compile(r"\brandom(?:ly)?\b"),
    # ("No X for Y" is "X is 0 for Y"; "can't be blocked" is "unblockable")
    "a negation": re.compile(
        r"\b(?:not|no|never|nothing|cannot|without|un\w+able)\b|n't\b|(?<![\w+-])0\b"
    ),
    "'instead'": re.compile(r"\b(?:instead|otherwise)\b"),
}
_NUMBER = re.compile(r"(?<![\w+-])(\d+)(?!\w)|\b(" + "|".join(_NUMBER_WORDS) + r")\b")


def _plain(text: str) -> str:
    text = text.lower().replace("\u2019", "'")
    while True:
        bare = _REMINDER.sub(" ", text)
        if bare == text:
            return text
        text = bare


def _numbers(text: str) -> list[int]:
    found = []
    for digits, word in _NUMBER.findall(text):
        value = int(digits) if digits else _NUMBER_WORDS[word]
        if value >= 2:  # ("a", "an", "one" and 1 are written every way)
            found.append(value)
    return sorted(found)


def meaning_changes(written: str, canonical: str) -> list[str]:
    """What the canonical text says that the written one does not, or leaves out (each a short
    description: "says 'any number of', which the text does not"); [] when they mean the
    same."""
    a, b = _plain(written), _plain(canonical)
    changes = []
    for what, rx in _MARKERS.items():
        has_a, has_b = bool(rx.search(a)), bool(rx.search(b))
        if has_b and not has_a:
            changes.append(f"says {what}, which the text does not")
        elif has_a and not has_b:
            changes.append(f"leaves out {what}, which the text says")
    na, nb = _numbers(a), _numbers(b)
    if na != nb:
        shown = ", ".join(map(str, nb)) or "none"
        changes.append(
            f"has the numbers {shown} where the text has {', '.join(map(str, na)) or 'none'}"
        )
    return changes


def canonical_warnings(written: str, canonical: str) -> list:
    """W-CANONICAL-CHANGES diagnostics (at the whole ``<text>``) for each change of meaning."""
    from .diagnostics import WARNING, at

    lines = written.split("\n")
    return [
        at(
            "<text>",
            written,
            1,
            1,
            len(lines),
            len(lines[-1]) + 1,
            WARNING,
            "W-CANONICAL-CHANGES",
            f"cardsmith reads this text another way than it is written: its canonical text {what}",
            "reword the text so that its canonical text says what you mean (see "
            "docs/card-language.md for the forms)",
        )
        for what in meaning_changes(written, canonical)
    ]
