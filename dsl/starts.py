"""Which characters can begin a match of a regular expression.

The card lexer tries at each position only the terminals that can begin with the character
there (:mod:`dsl.lexer`).  For a plain word that is its first letter; for a regular expression
it is worked out here from the expression's parse (the standard library's own parser), one
ASCII character at a time: each single-character part of the expression (a letter, a class
such as ``[+-]`` or ``\\s``) is compiled on its own with the flags in force there and tried
on each character, so what counts as a match is the regular-expression engine's own answer
(case folding included).  Anything this does not know (a back-reference, a construct of a
newer Python) makes the answer "any character": the lexer then tries the terminal everywhere,
as if there were no index, so a gap here can cost speed but never a token.
"""

from __future__ import annotations

import importlib
import re

try:  # (Python 3.11+; the same parser was sre_parse before)
    _sre = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - Python 3.10
    _sre = importlib.import_module("sre_parse")

ASCII = tuple(chr(i) for i in range(128))

_CATEGORY = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}
_ZERO_WIDTH = {"AT", "ASSERT", "ASSERT_NOT"}  # (they consume nothing: the next part starts)
_REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}


class _Unknown(Exception):
    """A part of the expression this module does not read: any character may start it."""


def first_chars(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """The ASCII characters a non-empty match of ``pattern`` can begin with, or None when
    that cannot be told (any character may).  A character outside ASCII may begin a match
    whatever this says: the lexer tries every terminal there."""
    try:
        parsed = _sre.parse(pattern, flags)
        chars, _ = _sequence(list(parsed), flags | parsed.state.flags)
    except (_Unknown, re.error, AttributeError, TypeError, ValueError):
        return None
    return frozenset(chars)


def _sequence(items, flags: int) -> tuple[set[str], bool]:
    """(the characters the sequence can begin with, whether it can match the empty string)"""
    chars: set[str] = set()
    for op, arg in items:
        got, empty = _item(str(op), arg, flags)
        chars |= got
        if not empty:
            return chars, False
    return chars, True


def _item(op: str, arg, flags: int) -> tuple[set[str], bool]:
    if op in _ZERO_WIDTH:
        return set(), True  # (a lookahead only narrows what follows: ignoring it is safe)
    if op == "SUBPATTERN":
        _, add, remove, sub = arg
        return _sequence(list(sub), (flags | add) & ~remove)
    if op == "ATOMIC_GROUP":
        return _sequence(list(arg), flags)
    if op == "BRANCH":
        chars: set[str] = set()
        empty = False
        for alternative in arg[1]:
            got, can_be_empty = _sequence(list(alternative), flags)
            chars |= got
            empty = empty or can_be_empty
        return chars, empty
    if op in _REPEATS:
        low, _, sub = arg
        got, empty = _sequence(list(sub), flags)
        return got, empty or low == 0
    return _one_char(_leaf(op, arg), flags), False


def _leaf(op: str, arg) -> str:
    """A pattern matching exactly what the one-character part ``op arg`` matches."""
    if op == "LITERAL":
        return re.escape(chr(arg))
    if op == "NOT_LITERAL":
        return f"[^{re.escape(chr(arg))}]"
    if op == "ANY":
        return "."
    if op == "IN":
        parts: list[str] = []
        for item_op, item in arg:
            kind = str(item_op)
            if kind == "NEGATE":
                parts.insert(0, "^")
            elif kind == "LITERAL":
                parts.append(re.escape(chr(item)))
            elif kind == "RANGE":
                parts.append(f"{re.escape(chr(item[0]))}-{re.escape(chr(item[1]))}")
            elif kind == "CATEGORY" and str(item) in _CATEGORY:
                parts.append(_CATEGORY[str(item)])
            else:
                raise _Unknown(kind)
        return "[" + "".join(parts) + "]"
    raise _Unknown(op)


_LEAVES: dict[tuple[str, int], set[str]] = {}


def _one_char(leaf: str, flags: int) -> set[str]:
    key = (leaf, flags)
    got = _LEAVES.get(key)
    if got is None:
        rx = re.compile(leaf, flags & ~re.VERBOSE)
        got = _LEAVES[key] = {c for c in ASCII if rx.fullmatch(c)}
    return got
