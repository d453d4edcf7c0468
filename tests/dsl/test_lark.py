"""The parts of Lark the card language's reader uses beyond its public interface.

dsl/builder.py builds each rule's reduction from Lark's rules (keeping the children Lark's
tree builder keeps), dsl/lalr.py runs the parse loop over Lark's LALR tables, dsl/lexer.py is a contextual lexer
in Lark's place, and dsl/parser.py pickles the built parser.  pyproject.toml pins ``lark`` to
the versions these were tested with; on another version, these tests say which part moved.
"""

from __future__ import annotations

import inspect
import pickle

import lark
import pytest
from cardsmith.dsl.builder import Builder
from cardsmith.dsl.lalr import Loop
from cardsmith.dsl.lexer import install
from cardsmith.dsl.parser import TextError
from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lexer import Lexer
from lark.parsers import lalr_analysis

GRAMMAR = """
start: greeting+
greeting: "hello"i name _END        -> hello
        | "bye"i name? _END          -> bye
name: WORD
_END: "."
WORD: /[a-z]+/i
%ignore /\\s+/
"""


@pytest.fixture(scope="module")
def parser():
    return Lark(
        GRAMMAR,
        parser="lalr",
        lexer="basic",
        propagate_positions=False,
        maybe_placeholders=False,
    )


def _needs(condition: bool, what: str, who: str) -> None:
    assert condition, (
        f"Lark {lark.__version__} moved what {who} uses: {what}. "
        "Pin lark in pyproject.toml to a version the card language was tested with."
    )


def test_rules_have_what_the_builder_reads_of_them(parser):
    for rule in parser.rules:
        _needs(
            hasattr(rule, "alias") and hasattr(rule.options, "template_source"),
            "a rule's alias and options.template_source",
            "dsl/builder.py",
        )
        _needs(
            hasattr(rule.options, "keep_all_tokens") and hasattr(rule.options, "expand1"),
            "a rule's options.keep_all_tokens / expand1",
            "dsl/builder.py",
        )
        _needs(hasattr(rule.origin, "name"), "a rule's origin.name", "dsl/builder.py")
        for sym in rule.expansion:
            _needs(
                hasattr(sym, "is_term") and hasattr(sym, "name"),
                "a symbol's is_term / name",
                "dsl/builder.py",
            )
            _needs(
                not sym.is_term or hasattr(sym, "filter_out"),
                "a terminal's filter_out",
                "dsl/builder.py",
            )


TOY = """
?start: toy_items
toy_items: toy_item+
toy_item: "say"i toy_name _END              -> toy_say
        | "skip"i toy_name? _END            -> toy_skip
        | "pair"i _toy_two _END
        | toy_bang _END
        | "maybe"i toy_opt _END
?toy_opt: toy_name | toy_name "and"i toy_name
!toy_bang: "wow"i "!"
_toy_two: toy_name toy_name
toy_name: WORD
_END: "."
WORD: /[a-z]+/i
%ignore /\\s+/
"""


@pytest.mark.parametrize(
    "text",
    [
        "say Ann.",
        "skip. skip Bo.",
        "pair Ann Bo. wow!.",
        "maybe Cy. maybe Ann and Bo.",
        "say Ann.\npair Cy\n Di.",
    ],
)
def test_the_builder_keeps_the_children_lark_s_tree_builder_keeps(text):
    """dsl/builder.py picks each rule's children itself (:func:`parts`): with no readers, the
    card language's loop and builder give Lark's own tree, token for token."""
    lark_tree = Lark(TOY, parser="lalr", lexer="basic", maybe_placeholders=False).parse(text)
    ours = Lark(TOY, parser="lalr", lexer="basic", maybe_placeholders=False)
    install(ours)
    builder = Builder(ours)
    loop = Loop(ours, builder.reductions)
    got = builder.run(text, loop.parse, None)
    _needs(got == lark_tree, "the children a rule's tree keeps", "dsl/builder.py (parts)")
    for mine, theirs in zip(got.scan_values(bool), lark_tree.scan_values(bool), strict=True):
        assert (mine.type, mine.start_pos, mine.line, mine.column, mine.end_pos) == (
            theirs.type,
            theirs.start_pos,
            theirs.line,
            theirs.column,
            theirs.end_pos,
        )


def test_the_lalr_tables_have_their_shape(parser):
    table = getattr(
        getattr(getattr(parser.parser, "parser", None), "parser", None), "parse_table", None
    )
    _needs(table is not None, "Lark.parser.parser.parser.parse_table", "dsl/lalr.py")
    _needs(
        "start" in table.start_states and "start" in table.end_states,
        "parse_table.start_states / end_states by start symbol",
        "dsl/lalr.py",
    )
    kinds = set()
    for actions in table.states.values():
        for action, arg in actions.values():
            kinds.add(action)
            if action is lalr_analysis.Reduce:
                _needs(
                    hasattr(arg, "expansion") and hasattr(arg.origin, "name"),
                    "a Reduce action's rule (expansion, origin.name)",
                    "dsl/lalr.py",
                )
    _needs(
        kinds == {lalr_analysis.Shift, lalr_analysis.Reduce},
        "the actions Shift and Reduce (compared by identity)",
        "dsl/lalr.py, dsl/lexer.py",
    )
    _needs(hasattr(lalr_analysis.Shift, "name"), "Action.name", "dsl/parser.py (pickling)")


def test_the_lexer_can_stand_in_for_lark_s(parser):
    conf = getattr(parser, "lexer_conf", None)
    _needs(conf is not None, "Lark.lexer_conf", "dsl/lexer.py")
    _needs(
        hasattr(conf, "terminals") and hasattr(conf, "ignore") and hasattr(conf, "re_module"),
        "lexer_conf.terminals / ignore / re_module",
        "dsl/lexer.py, dsl/parser.py",
    )
    for t in conf.terminals:
        _needs(
            hasattr(t, "priority") and {"type", "value", "flags"} <= set(dir(t.pattern)),
            "a terminal's priority and pattern (type, value, flags)",
            "dsl/lexer.py",
        )
    _needs(hasattr(parser.parser, "lexer"), "Lark.parser.lexer (replaced)", "dsl/lexer.py")
    _needs(inspect.isclass(Lexer), "lark.lexer.Lexer", "dsl/lexer.py")
    _needs(hasattr(Token, "new_borrow_pos"), "Token.new_borrow_pos", "dsl/lalr.py")


def test_its_errors_take_what_the_reader_gives_them():
    token = Token("WORD", "x", 0, 1, 1)
    UnexpectedToken(token, {"WORD"}, state=None)
    err = UnexpectedCharacters("x", 0, 1, 1, allowed={"WORD"}, state=0)
    _needs(err.pos_in_stream == 0 and err.allowed == {"WORD"}, "UnexpectedCharacters", "dsl")


def test_a_parser_with_the_card_lexer_pickles(parser):
    """dsl/parser.py keeps built parsers on disk: Lark's tables and the card lexer pickle."""
    fresh = Lark(GRAMMAR, parser="lalr", lexer="basic", maybe_placeholders=False)
    install(fresh)
    conf = fresh.lexer_conf
    saved, conf.re_module = conf.re_module, None  # (as dsl/parser.py saves it)
    try:
        copy = pickle.loads(pickle.dumps(fresh))
    finally:
        conf.re_module = saved
    table = copy.parser.parser.parser.parse_table
    _needs(
        set(table.states) == set(fresh.parser.parser.parser.parse_table.states),
        "a pickled parser",
        "dsl/parser.py",
    )


def test_the_card_language_reads_and_explains_on_this_lark(mshs):
    """The whole reader on this Lark: a text reads, a mistake is explained."""
    assert not isinstance(mshs.language.read("2 -> Draw a card."), TextError)
    result = mshs.language.read("2 -> Drw a card.")
    assert isinstance(result, TextError) and result.code.startswith("E-")
