"""Each phrase family in its natural variants (word order, singular/plural, subjects, "may",
rounding, wordings of the same limit...): sentences written for this test, in the game's style,
that no card of ours prints.  Each must read, compile, and print to a canonical text that reads
back to the same tree — a family is supported when its variants are, not one sentence."""

from __future__ import annotations

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.compile import compile_text
from cardsmith.interpreter.rules import CompiledRules

VARIANTS = {
    "restrictions": [
        "2 -> Keeper. Your opponent can't play more than one card each turn.",
        "3 -> Keeper. Players can't draw more than two cards per turn.",
        "2 -> Keeper. Each player can't play more than one Keeper a turn.",
        "2 -> Your opponent can't draw cards until the end of your next turn.",
        "2 -> Keeper. You can't be damaged by Keepers.",
        "4 -> You can't be damaged by level 3 or less attacks this turn.",
        "2 -> Keeper. Your opponent can't heal.",
    ],
    "owners": [
        "3 -> Return all Keepers to their owners' hands.",
        "2 -> Put all Keepers of level 2 or less on top of their owners' decks.",
        "4 -> Shuffle all of your opponent's Keepers into their owners' decks.",
        "2 -> Put each Keeper into its owner's discard pile.",
        "2 -> Choose a Keeper. Return it to its owner's hand.",
    ],
    "halves": [
        "2 -> Your opponent discards half of their hand, rounded up.",
        "3 -> Each player discards half their hand.",
        "2 -> Discard half of your hand, rounding down. Draw that many cards.",
        "2 -> Heal half the damage you took last turn, rounded up.",
        "This card's attack is equal to half your power, rounded down.",
    ],
    "costs": [
        "2 -> Discard a card to play another card.",
        "2 -> You may discard two cards to play another card at attack +3.",
        "3 -> You may destroy one of your Keepers to draw three cards.",
        "2 -> Discard a card from your hand to heal 2.",
    ],
    "replacing a draw": [
        "2 -> Keeper. If your opponent would draw a card, they discard a card instead.",
        "3 -> Keeper. If you would draw cards, heal 1 instead.",
        "2 -> Keeper. If each player would draw a card, they heal 2 instead.",
    ],
    "choices by another player": [
        "2 -> Your opponent chooses one: discard a card, or you draw two cards.",
        "3 -> Your opponent must choose one: discard two cards, or you heal 3.",
    ],
    "changes either way": [
        (
            "Your Keepers are attack +1. If you have three or more Keepers in play, your Keepers "
            "are attack +2 instead."
        ),
        "This card is level -1. If your power is 6 or more, it's level -2 instead.",
        "If you have no cards in your hand, this card is attack +4. Otherwise, it is attack +1.",
        "This card is attack +1. If your opponent healed last turn, it is attack +3 instead.",
    ],
}
CASES = [(family, text) for family, texts in VARIANTS.items() for text in texts]


@pytest.fixture(scope="module")
def rules():
    return CompiledRules(load_cardset("mshs"), run_code=False)


@pytest.mark.parametrize("family,text", CASES)
def test_a_variant_reads_compiles_and_prints_back(rules, family, text):
    language = rules.cardset.language
    ast = language.read(text)
    assert not isinstance(ast, TextError), (family, text, ast)
    compile_text(ast, rules.cc)
    canonical = print_text(ast, rules.cardset.game.language)
    assert language.read(canonical) == ast, (text, canonical)
