"""The LALR parse loop, for the card language's own reductions.

Lark's loop feeds each token through a parser-state object, builds a token object for every
word, looks each rule's callback up and recomputes its size on every reduction.  Card texts
are short and read by the thousand, so this loop works from tables made once per parser: each
state's actions by terminal or rule name (a shift or goto as the next state, a reduction as
the rule's number, ``~n``), and per rule its size, its name and its reduction
(:mod:`dsl.builder`).  The parse tables themselves and the lexer are Lark's and
:mod:`dsl.lexer`'s; errors are Lark's own exceptions, so :class:`~dsl.parser.TextParser`
explains them as before.
"""

from __future__ import annotations

from lark.exceptions import UnexpectedToken
from lark.lexer import Token
from lark.parsers.lalr_analysis import Shift

from .lexer import token


class Loop:
    """The parse loop of one Lark parser (start symbol ``start``) with ``reductions`` (rule ->
    ``reduce(children) -> (value, start, end)``)."""

    def __init__(self, lark, reductions: dict):
        table = lark.parser.parser.parser.parse_table
        self.states = table.states  # (Lark's: for the lexer and the errors)
        self.start = table.start_states["start"]
        self.end = table.end_states["start"]
        self.lexer = lark.parser.lexer
        numbers: dict[int, int] = {}  # id(rule) -> its number (by identity: fast)
        self.rules: list[tuple] = []
        self.actions: list[dict[str, int]] = [{} for _ in range(max(table.states) + 1)]
        for state, actions in table.states.items():
            row = self.actions[state]
            for symbol, (action, arg) in actions.items():
                # (plain str keys: Lark's are Tokens, whose == is Python code)
                if action is Shift:
                    row[str(symbol)] = arg
                    continue
                n = numbers.get(id(arg))
                if n is None:
                    n = numbers[id(arg)] = len(self.rules)
                    self.rules.append((len(arg.expansion), str(arg.origin.name), reductions[arg]))
                row[str(symbol)] = ~n

    def parse(self, text: str):
        actions, rules, states = self.actions, self.rules, self.states
        stack = [self.start]
        values: list = []
        kind, start, stop = "", -1, -1
        for kind, start, stop in self.lexer.scan(text, stack, states):
            while True:  # reduce as often as needed, then shift
                act = actions[stack[-1]].get(kind)
                if act is None:
                    raise self._unexpected(text, kind, start, stop, stack[-1])
                if act >= 0:
                    stack.append(act)
                    values.append((kind, start, stop))
                    break
                size, name, reduce = rules[~act]
                if size:
                    kids = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                else:
                    kids = []
                values.append(reduce(kids))
                stack.append(actions[stack[-1]][name])
        end_state = self.end
        while True:  # the end of the text: reduce until the start symbol is whole
            act = actions[stack[-1]].get("$END")
            if act is None:
                raise self._unexpected(text, "$END", start, stop, stack[-1], kind)
            if act >= 0:  # (Lark's tables never shift the end; as Lark would if they did)
                stack.append(act)
                values.append(("$END", start, stop))
                continue
            size, name, reduce = rules[~act]
            if size:
                kids = values[-size:]
                del stack[-size:]
                del values[-size:]
            else:
                kids = []
            values.append(reduce(kids))
            stack.append(actions[stack[-1]][name])
            if stack[-1] == end_state:
                return values[-1][0]

    def _unexpected(self, text, kind, start, stop, state, last_kind=None) -> UnexpectedToken:
        """Lark's error for a token the parser cannot take in ``state`` (``$END``: the text
        ended; it borrows the last word's place, ``last_kind``, if any)."""
        if kind != "$END":
            tok = token(text, kind, start, stop)
        elif last_kind:
            tok = Token.new_borrow_pos("$END", "", token(text, last_kind, start, stop))
        else:
            tok = Token("$END", "", 0, 1, 1)
        expected = {s for s in self.states[state] if s.isupper()}
        return UnexpectedToken(tok, expected, state=state)
