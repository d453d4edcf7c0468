"""docs/card-language.md teaches the card language by example: every example in its ``card``
blocks reads (in the game the block names), compiles (the engine can run it) and prints back
to itself, so the page cannot go stale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.compile import compile_text
from cardsmith.interpreter.rules import CompiledRules
from charter import CHARTER

PAGE = Path(__file__).resolve().parents[2] / "docs" / "card-language.md"
GAMES = {"mshs": "mshs", "charter": CHARTER, "legendary": "legendary", "hero": "hero"}
_BLOCK = re.compile(r"^```card (\w+)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def _examples():
    out = []
    for game, body in _BLOCK.findall(PAGE.read_text(encoding="utf-8")):
        out += [(game, line) for line in body.splitlines() if line.strip()]
    return out


EXAMPLES = _examples()
_RULES: dict = {}


def _rules(game):
    if game not in _RULES:
        _RULES[game] = CompiledRules(load_cardset(GAMES[game]), run_code=False)
    return _RULES[game]


def test_the_page_has_examples_of_each_game():
    assert {g for g, _ in EXAMPLES} == set(GAMES) and len(EXAMPLES) >= 70


@pytest.mark.parametrize("game,text", EXAMPLES)
def test_each_example_reads_compiles_and_prints_back(game, text):
    rules = _rules(game)
    language = rules.cardset.language
    ast = language.read(text)
    assert not isinstance(ast, TextError), (text, ast)
    compile_text(ast, rules.cc)
    assert print_text(ast, rules.cardset.game.language) == text
