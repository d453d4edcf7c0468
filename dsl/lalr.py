"""The LALR parse loop, for the card language's own callbacks.

Lark's loop feeds each token through a parser-state object, looks its callbacks up by rule and
recomputes each rule's size on every reduction; card texts are short and read by the thousand,
so this loop keeps everything a reduction needs in one table built once per parser (rule ->
size, the rule's name, its callback) and works on local lists.  The parse tables, the lexer
and the callbacks are Lark's and :mod:`dsl.builder`'s; errors are Lark's own exceptions, so
:class:`~dsl.parser.TextParser` explains them as before.
"""

from __future__ import annotations

from lark.exceptions import UnexpectedToken
from lark.lexer import Token
from lark.parsers.lalr_analysis import Reduce, Shift


class _Text:
    """What the lexer reads: the text."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


class _Conf:
    __slots__ = ("parse_table",)

    def __init__(self, table):
        self.parse_table = table


class _Position:
    """What the lexer asks of the parser: the state it is in (to offer only the words that
    state accepts)."""

    __slots__ = ("parse_conf", "stack")

    def __init__(self, conf, stack):
        self.parse_conf, self.stack = conf, stack

    @property
    def position(self):
        return self.stack[-1]

    @property
    def state_stack(self):
        return self.stack


class Loop:
    """The parse loop of one Lark parser (start symbol ``start``) with ``callbacks``."""

    def __init__(self, lark, callbacks: dict):
        table = lark.parser.parser.parser.parse_table
        self.states = table.states
        self.start = table.start_states["start"]
        self.end = table.end_states["start"]
        self.conf = _Conf(table)
        self.lexer = lark.parser.lexer
        self.reduce: dict[int, tuple] = {}
        for actions in table.states.values():
            for action, rule in actions.values():
                if action is Reduce and id(rule) not in self.reduce:  # (by identity: fast)
                    self.reduce[id(rule)] = (len(rule.expansion), rule.origin.name, callbacks[rule])

    def parse(self, text: str):
        states, reduce, end_state = self.states, self.reduce, self.end
        stack = [self.start]
        values: list = []
        where = _Position(self.conf, stack)
        token: Token | None = None
        tokens = self.lexer.lex(_Text(text), where)
        while True:
            token_next = next(tokens, None)
            last = token_next is None
            if token_next is None:
                token = (
                    Token.new_borrow_pos("$END", "", token)
                    if token is not None
                    else Token("$END", "", 0, 1, 1)
                )
            else:
                token = token_next
            kind = token.type
            while True:  # reduce as often as needed, then shift
                state = stack[-1]
                try:
                    action, arg = states[state][kind]
                except KeyError:
                    expected = {s for s in states[state] if s.isupper()}
                    raise UnexpectedToken(token, expected, state=where) from None
                if action is Shift:
                    stack.append(arg)
                    values.append(token)
                    break
                size, name, callback = reduce[id(arg)]
                if size:
                    children = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                else:
                    children = []
                values.append(callback(children))
                stack.append(states[stack[-1]][name][1])
                if last and stack[-1] == end_state:
                    return values[-1]
