"""Phrasebooks (``grammar/phrasebooks/<name>.lark``): families of phrases only some games print,
which a game opts into with ``language.phrasebooks``.  A phrase of a phrasebook is another way
to write what the core language means, so it reads as the core's tree and prints back as the
core's text; a game that did not opt in does not read it.  An unknown phrasebook is a located
E-GAME-PHRASEBOOK.  A game's own grammar.lark stays an escape hatch of words and rules: a
terminal, a regular expression or a directive but %extend is E-GAME-GRAMMAR, exit 1."""

from __future__ import annotations

import dataclasses
import re

import pytest
from cardsmith.dsl.cardset import declared_names
from cardsmith.dsl.language import CardLanguage
from cardsmith.dsl.parser import TextError, phrasebook_names
from cardsmith.dsl.printer import print_text
from dslkit import charter_copy, cli, no_traceback


def _language(cs, books, strict=False):
    lang = dataclasses.replace(cs.game.language, phrasebooks=tuple(books))
    return CardLanguage(lang, declared_names(cs.game, [c.fields for c in cs.cards]), strict=strict)


@pytest.fixture(scope="module")
def with_books(charter):
    return _language(charter, phrasebook_names())


@pytest.mark.parametrize(
    "text,canonical",
    [
        ("No attack for each villain.", "Set attack to 0 for each villain."),
        (
            "Attack +1 (except for Tech heroes) for each hero.",
            "Increase attack by 1 except for Tech heroes for each hero.",
        ),
        (
            "Reduce attack by 1 for each hero. This affects each hero in your play area.",
            "Reduce the attack of each hero in your play area by 1.",
        ),
        ("Each hero has to spend +2 turns in attack.", "Each hero is attack +2."),
        ("See upcoming 2 heroes.", "Look at 2 upcoming heroes."),
        (
            "Draw a card and next player card is attack +2.",
            "Draw a card. Next friendly card is attack +2.",
        ),
    ],
)
def test_a_phrase_of_a_phrasebook_reads_as_the_core_meaning(charter, with_books, text, canonical):
    ast = with_books.read(text)
    assert not isinstance(ast, TextError), ast
    printed = print_text(ast, charter.game.language)
    assert printed == canonical
    # the core text means the same, in any game
    assert charter.language.read(printed) == ast


@pytest.mark.parametrize("text", ["No attack for each villain.", "Recover a hero."])
def test_a_game_that_did_not_opt_in_does_not_read_a_phrasebook(charter, text):
    assert isinstance(charter.language.read(text), TextError)


@pytest.mark.parametrize("book", phrasebook_names())
def test_every_phrasebook_builds_without_a_conflict(charter, book):
    strict = _language(charter, [book], strict=True)
    assert strict.parser.lark.options.strict  # (Lark's strict mode raises on a conflict)


def test_an_unknown_phrasebook_is_located_with_the_closest(tmp_path):
    folder = charter_copy(
        tmp_path / "set", edit=lambda d: d["language"].update(phrasebooks=["rounds", "round"])
    )
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    lines = (folder / "game.yaml").read_text(encoding="utf-8").splitlines()
    line = lines.index("  - round") + 1
    assert f"game.yaml:{line}:5: error[E-GAME-PHRASEBOOK]: there is no phrasebook 'round'" in (
        result.output
    ), result.output
    assert "did you mean 'rounds'?" in result.output


@pytest.mark.parametrize(
    "extra,col,says",
    [
        ("FAST.6: /(a+)+b/i", 1, "define a terminal ('FAST')"),
        ("%extend plain_effect: /(a|aa)+$/ card_phrase -> e_draw", 23, "hold a regular expression"),
        ("%import common.WORD", 1, "use the directive %import"),
        ("%ignore /x/", 1, "use the directive %ignore"),
    ],
)
def test_a_grammar_lark_with_a_terminal_or_a_regex_is_refused(tmp_path, extra, col, says):
    folder = charter_copy(tmp_path / "set")
    (folder / "grammar.lark").write_text(f'// ok: "a // b"\n{extra}\n', encoding="utf-8")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    assert f"grammar.lark:2:{col}: error[E-GAME-GRAMMAR]: grammar.lark may not {says}" in (
        result.output
    ), result.output


def test_a_grammar_lark_of_words_and_rules_reads(tmp_path):
    card = '- {name: Zapper, type: hero, class: [Tech], attack: 1, text: "Zap a card."}\n'
    folder = charter_copy(tmp_path / "set", cards=card)
    (folder / "grammar.lark").write_text(
        '// "Zap a card." (a draw; "/" in a string is a word)\n'
        '_zap_word: "zap"i | "z/ap"i\n'
        "%extend plain_effect: _zap_word card_phrase -> e_draw\n",
        encoding="utf-8",
    )
    result = cli("validate", str(folder))
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("book", phrasebook_names())
def test_every_phrase_of_a_phrasebook_has_a_reader(book):
    from cardsmith.dsl.builder import reader_of
    from cardsmith.dsl.parser import PHRASEBOOK_DIR

    text = (PHRASEBOOK_DIR / f"{book}.lark").read_text(encoding="utf-8")
    aliases = re.findall(r"->\s*([A-Za-z_]\w*)", text)
    assert aliases and [a for a in aliases if reader_of(a) is None] == []
