"""Cards looked at, then split: one reading of "one of them" / "up to two of them" / "any that
cost 2 or less" and of "the rest" in every spelling, whichever game's text it is, printed one
canonical way (constructs/reveals.py)."""

from __future__ import annotations

import pytest
from cardsmith.constructs.kit import walk
from cardsmith.constructs.reveals import Rest
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from dslkit import read_ok

LOOK = "2 -> Look at the top three cards of your deck. Put one of them into your hand. "


@pytest.mark.parametrize(
    "rest",
    [
        "the rest",
        "all the rest",
        "the others",
        "the other",
        "the other cards",
        "the remaining cards",
        "the rest of them",
    ],
)
def test_every_spelling_of_the_rest_reads_as_the_rest(mshs, rest):
    ast = read_ok(mshs, f"{LOOK}Discard {rest}.")
    assert any(isinstance(n, Rest) for n in walk(ast))
    assert print_text(ast, mshs.game.language) == f"{LOOK}Discard the rest."
    assert ast == read_ok(mshs, f"{LOOK}Discard the rest.")


@pytest.mark.parametrize(
    "said,printed",
    [
        ("Put two of them into your hand.", "Put two of them into your hand."),
        ("Put up to two of them into your hand.", "Put up to two of them into your hand."),
        ("Put one into your hand.", "Put one of them into your hand."),
    ],
)
def test_some_of_them_prints_one_way(mshs, said, printed):
    head = "2 -> Look at the top three cards of your deck. "
    ast = read_ok(mshs, head + said)
    assert print_text(ast, mshs.game.language) == head + printed
    assert read_ok(mshs, head + printed) == ast


def test_other_before_a_noun_is_not_the_rest(mshs):
    """ "the other" ends its phrase to mean the rest; before a noun it is no card reference of
    its own ("the other Keeper" does not read as "the rest" followed by a stray noun)."""
    ast = mshs.language.read(f"{LOOK}Discard the other Keeper.")
    assert isinstance(ast, TextError) or not any(isinstance(n, Rest) for n in walk(ast))
