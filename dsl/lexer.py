"""A contextual lexer for the card language.

Lark's contextual lexer compiles one large regular expression per parser state; with a game's
vocabulary (hundreds of names) in most states that costs a second at every start.  Nearly all
of the card language's terminals are plain words, so this lexer matches them by lookup: at
each position it offers only the terminals the parser can accept in its current state, and
takes the highest-priority, then longest, match.  Words must end at a word boundary ("a" does
not match the start of "attack").

What a state offers is indexed by the character at the position: the words that begin with
it, and the regular-expression terminals that can begin with it (:mod:`dsl.starts`), worked
out the first time a state meets a character and kept.  So a token costs a lookup and the
few candidates that can match there, however many terminals the grammar has.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lark.exceptions import UnexpectedCharacters
from lark.lexer import Lexer, Token
from lark.parsers.lalr_analysis import Shift

from .starts import first_chars

_WORDISH = re.compile(r"[\w-]")
_WORD_AT = re.compile(r"\w+|.", re.DOTALL)  # (a word, or one other character)
_word_at: Any = _WORD_AT.match  # (at a position before the end: never None)
_LETTERS = re.compile(r"\w*")
_MAX_OFFERS = 100_000
_APART = "\x80"  # (the key of a character of a text whose lower case shifts: see scan)


def _could_be(value: str, boundary: bool, key: str) -> bool:
    """Can the word ``value`` match where the lower-case text has the word ``key`` (or, where
    no word starts, the one character ``key``)?  A word that ends at a word boundary is the
    text's whole word, and one that goes on past its letters ("dr. doom", "non-") has them as
    the text's word; only one that ends in "_" may be the start of a longer word."""
    found = _LETTERS.match(value)
    letters = found.group() if found else ""
    if not letters:  # (it starts with a character of no word, as the text then does)
        return value[:1] == key
    if len(letters) < len(value) or boundary:
        return letters == key
    return key.startswith(value)


class FollowedBy:
    """A separator that counts only when one of ``words`` comes after it (the grammar's
    lookahead terminals _LSEP, _LOR, _ENEMY_ZONE), matched without a huge regex."""

    def __init__(self, head: str, words, must_take: bool = False):
        self.must_take = must_take  # (see MustTake)
        self.head = re.compile(head, re.IGNORECASE)
        self.words: dict[str, list[str]] = {}
        for w in words:
            w = w.lower()
            self.words.setdefault(w[:1], []).append(w)
        for lst in self.words.values():
            lst.sort(key=len, reverse=True)

    def match(self, text, pos, end):
        m = self.head.match(text, pos, end)
        if not m:
            return None
        i = m.end()
        while i < end and text[i].isspace():
            i += 1
        if i < end and text[i].isdigit():
            return m
        lower = text[i : i + 80].lower()
        for w in self.words.get(lower[:1], ()):
            if (
                lower.startswith(w)
                and not _WORDISH.match(lower, len(w))
                and lower[len(w) : len(w) + 1] != "'"
            ):
                return m
        return None


class MustTake:
    """A regular-expression terminal offered only where the parser can really take it (LALR
    states share lookaheads): an "or" joining clauses, where a list of nouns may go on."""

    must_take = True

    def __init__(self, pattern: str):
        self.head = re.compile(pattern, re.IGNORECASE)  # (as FollowedBy's: where a match begins)

    def match(self, text, pos, end):
        return self.head.match(text, pos, end)


class CardLexer(Lexer):
    def __init__(self, conf, special=None) -> None:
        self.literals: dict[str, list] = {}
        # (priority, name, matcher, the ASCII characters a match can begin with or None,
        # whether the parser must be able to take it: MustTake)
        self.regexes: list = []
        self.ignore = set(conf.ignore)
        special = special or {}
        for t in conf.terminals:
            if t.name in self.ignore:
                continue
            p = t.pattern
            flags = re.IGNORECASE if "i" in p.flags else 0
            if t.name in special:
                matcher = special[t.name]
                starts = first_chars(matcher.head.pattern, matcher.head.flags)
                must = bool(getattr(matcher, "must_take", False))
                self.regexes.append((t.priority, t.name, matcher, starts, must))
            elif p.type == "str":
                value = p.value.lower() if "i" in p.flags else p.value
                boundary = value[-1:].isalnum()
                self.literals.setdefault(value[:1].lower(), []).append(
                    (t.priority, len(value), value, t.name, boundary, "i" in p.flags)
                )
            else:
                rx = re.compile(p.value, flags)
                starts = first_chars(p.value, rx.flags)
                self.regexes.append((t.priority, t.name, rx, starts, False))
        for lst in self.literals.values():
            lst.sort(key=lambda x: (-x[0], -x[1]))
        self.regexes.sort(key=lambda x: -x[0])
        self._accepts: dict[int, frozenset] = {}
        # state -> character -> (its words, its regular expressions), filled as met
        self._offers: dict[int, dict[str, tuple]] = {}
        self._kept = 0

    def _allowed(self, states, state: int) -> frozenset:
        acc = self._accepts.get(state)
        if acc is None:
            acc = self._accepts[state] = frozenset(states[state])
        return acc

    def _offer(self, states, state: int, key: str, lowered: str) -> tuple:
        """What parser state ``state`` offers at a word ``key`` (or at a character that is
        not a word's; ``lowered``: in lower case): the words that can be it (or begin with
        it) and the regular expressions that can begin with its first character, both in
        priority order."""
        allowed = self._allowed(states, state)
        ch = key[:1]
        ascii_ch = ch < "\x80"  # (elsewhere every expression is tried: see dsl/starts.py)
        lits = [
            x
            for x in self.literals.get(lowered[:1], ())
            if x[3] in allowed and (ch == _APART or _could_be(x[2], x[4], lowered))
        ]
        rxs = [
            (prio, name, rx, must)
            for prio, name, rx, starts, must in self.regexes
            if name in allowed and (starts is None or not ascii_ch or ch in starts)
        ]
        got = (lits, rxs)
        self._kept += 1
        if self._kept > _MAX_OFFERS:  # (texts of made-up words: kept from growing for ever)
            self._offers.clear()
            self._kept = 1
        self._offers.setdefault(state, {})[key] = got
        return got

    def scan(self, text: str, stack: list, states) -> Iterator[tuple[str, int, int]]:
        """The tokens of ``text`` as ``(terminal, start, end)``, each read in the state the
        parser is in when it asks for it (the top of ``stack``, whose parse table is
        ``states``: Lark's)."""
        pos, end = 0, len(text)
        lower = text.lower()
        # (a character whose lower case is longer, 'İ', shifts the lower-case text: then the
        # offers are looked up by the lower-case text's character, and every expression tried)
        aligned = len(lower) == end
        offers = self._offers
        while True:
            while pos < end and text[pos].isspace():
                pos += 1
            if pos >= end:
                return
            state = stack[-1]
            if aligned:
                stop = _word_at(lower, pos).end()
                key = lowered = text[pos:stop]
                got = offers.get(state, {}).get(key)
                if got is None:
                    lowered = lower[pos:stop]
            else:  # (every word and expression is tried at a character keyed apart)
                lowered = lower[pos]
                key = _APART + lowered
                got = offers.get(state, {}).get(key)
            if got is None:
                got = self._offer(states, state, key, lowered)
            lits, rxs = got
            best = None  # (priority, length, name)
            for prio, length, value, name, boundary, _ in lits:
                if lower.startswith(value, pos) and not (
                    boundary and pos + length < end and _WORDISH.match(text, pos + length)
                ):
                    best = (prio, length, name)
                    break
            word = best
            for prio, name, rx, must in rxs:
                if best is not None and prio < best[0]:
                    break
                m = rx.match(text, pos, end)
                if m and m.end() > pos:
                    if must and not _takes(states, stack, name):
                        continue  # (a joining word the state only seems to accept)
                    length = m.end() - pos
                    if best is None or (prio, length) > best[:2]:
                        best = (prio, length, name)
            if (
                word is not None
                and best is not word
                and best
                and not _takes(states, stack, best[2])
            ):
                # LALR states share lookaheads: a separator the state seems to accept (a
                # list going on) may be one the parser cannot take here, where the plain
                # word ("," ending a condition) is what it takes
                best = word
            if best is None:
                line, col = line_col(text, pos)
                raise UnexpectedCharacters(
                    text,
                    pos,
                    line,
                    col,
                    allowed=set(self._allowed(states, state)),
                    state=state,
                )
            stop = pos + best[1]
            yield best[2], pos, stop
            pos = stop

    def lex(self, lexer_state, parser_state):
        """Lark's interface (Lark's own LALR parser driving this lexer: benchmarks/)."""
        text_slice = lexer_state.text
        text = getattr(text_slice, "text", text_slice)
        states = parser_state.parse_conf.parse_table.states
        for name, start, stop in self.scan(text, parser_state.state_stack, states):
            yield token(text, name, start, stop)


def token(text: str, name: str, start: int, stop: int) -> Token:
    """The token ``name`` at ``text[start:stop]``, with its line and column."""
    if "\n" not in text:
        return Token(name, text[start:stop], start, 1, start + 1, 1, stop + 1, stop)
    line, col = line_col(text, start)
    end_line, end_col = line_col(text, stop)
    return Token(name, text[start:stop], start, line, col, end_line, end_col, stop)


def _takes(states, stack: list, kind: str) -> bool:
    """Can the parser take a ``kind`` token now (after the reductions it makes first)?"""
    stack = list(stack)
    while True:
        action = states[stack[-1]].get(kind)
        if action is None:
            return False
        if action[0] is Shift:
            return True
        rule = action[1]
        size = len(rule.expansion)
        if size:
            del stack[-size:]
        stack.append(states[stack[-1]][rule.origin.name][1])


def line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    last = text.rfind("\n", 0, pos)
    return line, pos - last


def install(lark, special=None) -> None:
    """Use a :class:`CardLexer` for this Lark parser."""
    lark.parser.lexer = CardLexer(lark.lexer_conf, special)
