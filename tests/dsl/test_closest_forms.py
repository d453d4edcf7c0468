"""An unknown phrase names the two or three closest forms the game's language has (its own
grammar: core, phrasebooks, declared words), written with their parts as placeholders
("destroy <cards>"), from the words the writer used — an English verb the language does not
use counting as the ones it may mean ("kill" -> destroy)."""

from __future__ import annotations

import pytest
from cardsmith.dsl.parser import TextError


def _help(cs, text):
    got = cs.language.read(text)
    assert isinstance(got, TextError), got
    return got.help or ""


@pytest.mark.parametrize(
    "text,offered",
    [
        ("2 -> Kill a Keeper.", "'destroy <cards>'"),
        ("2 -> Sacrifice one of your Keepers.", "'destroy <cards>'"),
        ("2 -> Steal a Keeper from your opponent.", "'<player> gain control of <cards>'"),
        ("2 -> Your opponent loses 2 cards.", "'<player> discard <cards>'"),
        ("2 -> Bring a Keeper back to its owner's hand.", "'return <cards> to <zone>'"),
        (
            "2 -> Each player shuffles their hand in with their deck.",
            "'<player> shuffle <cards> into <zone>'",
        ),
        ("2 -> Remove a Keeper from play.", "'destroy <cards>'"),
    ],
)
def test_a_misphrased_sentence_is_offered_the_closest_forms(mshs, text, offered):
    help = _help(mshs, text)
    assert "closest forms: " in help and offered in help, help
    forms = help.split("closest forms: ", 1)[1]
    assert forms.count("', '") <= 2  # (two or three, not a list to read through)


def test_the_forms_offered_are_the_games_own(charter, mshs):
    # a declared verb is a form of the game that declares it (with or without a destination,
    # which a declared verb also takes), and of no other
    assert "'<player> ko <cards>" in _help(charter, "KO away a villain.")
    assert " ko " not in _help(mshs, "2 -> KO away a Keeper.")


def test_a_sentence_like_no_form_is_offered_none(mshs):
    assert "closest forms" not in _help(mshs, "2 -> Xyzzy plugh frobnicate.")


def test_a_misspelt_word_of_the_game_is_offered_as_the_game_spells_it(mshs):
    assert _help(mshs, "2 -> Destroy a Keeeper.") == "did you mean 'Keeper'?"
    assert _help(mshs, "2 -> Draw a crad.") == "did you mean 'card'?"
