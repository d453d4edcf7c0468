"""A game's own phrase (grammar.lark: ``%extend rule: ... -> meaning``) must give its meaning
the parts that meaning takes.  One that does not — too few parts for the meaning's reader, or a
part of another kind (a zone where cards should be) — is a located E-GAME-ALIAS at the card
text that uses it, naming the grammar.lark line: exit 1, never a traceback."""

from __future__ import annotations

import pytest
from dslkit import charter_copy, cli, no_traceback


@pytest.mark.parametrize(
    "phrase,text,says",
    [
        ('"zap"i number -> e_status', "Zap 3.", "'e_status' (grammar.lark, line 2)"),
        ('"zap"i zone_phrase -> e_draw', "Zap your hand.", "its cards is Zone, not CardRef"),
    ],
)
def test_a_phrase_whose_parts_do_not_fit_its_meaning_is_located(tmp_path, phrase, text, says):
    card = f'- {{name: Zapper, type: hero, class: [Tech], attack: 1, text: "{text}"}}\n'
    folder = charter_copy(tmp_path / "set", cards=card)
    (folder / "grammar.lark").write_text(f"// zap\n%extend plain_effect: {phrase}\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    assert "cards.yaml:1:63: error[E-GAME-ALIAS]" in result.output, result.output
    assert says in result.output, result.output


def test_a_phrase_with_the_parts_of_its_meaning_reads(tmp_path):
    card = '- {name: Zapper, type: hero, class: [Tech], attack: 1, text: "Zap a card."}\n'
    folder = charter_copy(tmp_path / "set", cards=card)
    (folder / "grammar.lark").write_text('%extend plain_effect: "zap"i card_phrase -> e_draw\n')
    result = cli("validate", str(folder))
    assert result.exit_code == 0, result.output
