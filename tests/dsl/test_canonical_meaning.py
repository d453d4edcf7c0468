"""``cardsmith explain`` keeps the writer's meaning: the canonical text of every bundled card
reads back to the same tree and says what the card says (the same choices, counts, negations,
randomness and numbers, in other words at most); where cardsmith reads a text another way than
it is written ("whenever your opponent draws a card" is once per draw, however many cards),
explain warns W-CANONICAL-CHANGES."""

from __future__ import annotations

import json

import pytest
from cardsmith.dsl.canonical import meaning_changes
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from dslkit import cli, no_traceback

GAMES = ["mshs", "omniverse", "crazy_eights", "legendary", "hero"]


@pytest.mark.parametrize("game", GAMES)
def test_every_bundled_card_keeps_its_meaning_in_its_canonical_text(game):
    cs = load_cardset(game)
    changed = []
    for card in cs.cards:
        for field, ast in card.texts.items():
            written = card.fields[field]
            canonical = print_text(ast, cs.game.language)
            back = cs.language.read(canonical)
            if isinstance(back, TextError) or back != ast:
                changed.append((card.name, canonical, "does not read back to the same tree"))
            for what in meaning_changes(written, canonical):
                changed.append((card.name, canonical, what))
    assert changed == []


@pytest.mark.parametrize(
    "game,written,canonical",
    [
        # a price, then an effect repeated for each of something
        (
            "hero",
            "(A) Discard two cards from your hand to draw a card for each hero in your play area.",
            "(A) Discard two cards in your hand to draw a card for each hero in your play area.",
        ),
        # "may" and the effect's own subject: written once
        (
            "hero",
            "(P) When this hero is defeated, you may gain control of one opposing hero.",
            "(P) If this hero is defeated, you may gain control of an enemy hero.",
        ),
    ],
)
def test_the_printer_writes_what_was_read(game, written, canonical):
    cs = load_cardset(game)
    ast = cs.language.read(written)
    assert print_text(ast, cs.game.language) == canonical
    assert cs.language.read(canonical) == ast


@pytest.mark.parametrize(
    "written,canonical",
    [
        ("No Recovery for X.", "Set Recovery to 0 for X."),
        ("This attack can't be blocked.", "This attack is unblockable."),
        ("Heal 1. If X, heal 3 instead.", "If X, heal 3. Otherwise, heal 1."),
        ("Heal 2 for each Keeper, up to 6.", "Heal 2 for each Keeper, to a maximum of 6."),
        ("Draw two cards.", "Draw 2 cards."),
        ("Both players draw a card (reminder: 3 cards).", "Each player draws a card."),
    ],
)
def test_other_words_for_the_same_meaning_are_no_change(written, canonical):
    assert meaning_changes(written, canonical) == []


@pytest.mark.parametrize(
    "written,canonical,says",
    [
        (
            "Whenever X draws a card, heal 1.",
            "Whenever X draws any number of cards, heal 1.",
            "says 'any number of'",
        ),
        ("You may draw a card.", "Draw a card.", "leaves out 'may' (a choice)"),
        ("Draw two cards.", "Draw 3 cards.", "has the numbers 3 where the text has 2"),
        ("Discard a card at random.", "Discard a card.", "leaves out 'at random'"),
        ("X can't be destroyed.", "X is destroyed.", "leaves out a negation"),
    ],
)
def test_a_change_of_meaning_is_named(written, canonical, says):
    (what,) = meaning_changes(written, canonical)
    assert what.startswith(says), what


def test_explain_warns_where_the_reading_is_not_the_text():
    result = cli("explain", "-g", "mshs", "2 -> Whenever your opponent draws a card, heal 1.")
    no_traceback(result)
    assert result.exit_code == 0, result.output
    assert "canonical: 2 -> Whenever your opponent draws any number of cards, heal 1." in (
        result.output
    )
    assert "warning[W-CANONICAL-CHANGES]: cardsmith reads this text another way" in result.output
    assert "says 'any number of', which the text does not" in result.output
    got = json.loads(
        cli(
            "explain", "-g", "mshs", "--json", "2 -> Whenever your opponent draws a card, heal 1."
        ).output
    )
    assert [w["code"] for w in got["warnings"]] == ["W-CANONICAL-CHANGES"]


def test_explain_is_quiet_where_the_canonical_text_means_the_same():
    result = cli("explain", "-g", "mshs", "2 -> Your opponent discards their hand.")
    assert result.exit_code == 0, result.output
    assert "all cards in their hand" in result.output
    assert "W-CANONICAL-CHANGES" not in result.output
    got = json.loads(cli("explain", "-g", "mshs", "--json", "2 -> Draw two cards.").output)
    assert "warnings" not in got
