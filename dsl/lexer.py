"""A contextual lexer for the card language.

Lark's contextual lexer compiles one large regular expression per parser state; with a game's
vocabulary (hundreds of names) in most states that costs a second at every start.  Nearly all
of the card language's terminals are plain words, so this lexer matches them by lookup: at
each position it offers only the terminals the parser can accept in its current state, and
takes the highest-priority, then longest, match.  Words must end at a word boundary ("a" does
not match the start of "attack").  The few regular-expression terminals are compiled once.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedCharacters
from lark.lexer import Lexer, Token
from lark.parsers.lalr_analysis import Shift

_WORDISH = re.compile(r"[\w-]")


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
        self.rx = re.compile(pattern, re.IGNORECASE)

    def match(self, text, pos, end):
        return self.rx.match(text, pos, end)


class CardLexer(Lexer):
    def __init__(self, conf, special=None) -> None:
        self.literals: dict[str, list] = {}
        self.regexes: list = []
        self.ignore = set(conf.ignore)
        special = special or {}
        for t in conf.terminals:
            if t.name in self.ignore:
                continue
            p = t.pattern
            if t.name in special:
                self.regexes.append((t.priority, t.name, special[t.name]))
            elif p.type == "str":
                value = p.value.lower() if "i" in p.flags else p.value
                boundary = value[-1:].isalnum()
                self.literals.setdefault(value[:1].lower(), []).append(
                    (t.priority, len(value), value, t.name, boundary, "i" in p.flags)
                )
            else:
                flags = re.IGNORECASE if "i" in p.flags else 0
                self.regexes.append((t.priority, t.name, re.compile(p.value, flags)))
        for lst in self.literals.values():
            lst.sort(key=lambda x: (-x[0], -x[1]))
        self.regexes.sort(key=lambda x: -x[0])
        self._accepts: dict[int, frozenset] = {}
        self._by_state: dict = {}
        self._rx_by_state: dict = {}

    def _allowed(self, parser_state) -> frozenset:
        pos = parser_state.position
        acc = self._accepts.get(pos)
        if acc is None:
            acc = self._accepts[pos] = frozenset(parser_state.parse_conf.parse_table.states[pos])
        return acc

    def _candidates(self, state: int, allowed, ch: str):
        """The literal terminals starting with ``ch`` that parser state ``state`` accepts, and
        its regular-expression terminals (both in priority order), cached per state."""
        key = (state, ch)
        got = self._by_state.get(key)
        if got is None:
            lits = [x for x in self.literals.get(ch, ()) if x[3] in allowed]
            rxs = self._rx_by_state.get(state)
            if rxs is None:
                rxs = self._rx_by_state[state] = [r for r in self.regexes if r[1] in allowed]
            got = self._by_state[key] = (lits, rxs)
        return got

    def lex(self, lexer_state, parser_state):
        text_slice = lexer_state.text
        text = getattr(text_slice, "text", text_slice)
        pos = getattr(text_slice, "start", 0)
        end = getattr(text_slice, "end", len(text))
        lower = text.lower()
        one_line = "\n" not in text
        by_state = self._by_state
        while True:
            while pos < end and text[pos].isspace():
                pos += 1
            if pos >= end:
                return
            got = by_state.get((parser_state.position, lower[pos]))
            if got is None:
                got = self._candidates(
                    parser_state.position, self._allowed(parser_state), lower[pos]
                )
            lits, rxs = got
            best = None  # (priority, length, name)
            for prio, length, value, name, boundary, _ in lits:
                if lower.startswith(value, pos) and not (
                    boundary and pos + length < end and _WORDISH.match(text, pos + length)
                ):
                    best = (prio, length, name)
                    break
            word = best
            for prio, name, rx in rxs:
                if best is not None and prio < best[0]:
                    break
                m = rx.match(text, pos, end)
                if m and m.end() > pos:
                    if getattr(rx, "must_take", False) and not _takes(parser_state, name):
                        continue  # (a joining word the state only seems to accept)
                    length = m.end() - pos
                    if best is None or (prio, length) > best[:2]:
                        best = (prio, length, name)
            if word is not None and best is not word and not _takes(parser_state, best[2]):
                # LALR states share lookaheads: a separator the state seems to accept (a
                # list going on) may be one the parser cannot take here, where the plain
                # word ("," ending a condition) is what it takes
                best = word
            if best is None:
                line, col = _line_col(text, pos)
                raise UnexpectedCharacters(
                    text,
                    pos,
                    line,
                    col,
                    allowed=set(self._allowed(parser_state)),
                    state=parser_state.position,
                )
            _, length, name = best
            stop = pos + length
            if one_line:
                yield Token(name, text[pos:stop], pos, 1, pos + 1, 1, stop + 1, stop)
            else:
                line, col = _line_col(text, pos)
                end_line, end_col = _line_col(text, stop)
                yield Token(name, text[pos:stop], pos, line, col, end_line, end_col, stop)
            pos = stop


def _takes(parser_state, kind: str) -> bool:
    """Can the parser take a ``kind`` token now (after the reductions it makes first)?"""
    states = parser_state.parse_conf.parse_table.states
    stack = list(parser_state.state_stack)
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


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    last = text.rfind("\n", 0, pos)
    return line, pos - last


def install(lark, special=None) -> None:
    """Use a :class:`CardLexer` for this Lark parser."""
    lark.parser.lexer = CardLexer(lark.lexer_conf, special)
