"""A game's own word may take over a built-in one: a game whose card noun is "Enemy" reads
"each Enemy" as its noun (the built-in adjective "enemy" gives way to it; "opposing" still
says the same), prints it back, and its cards run.  (The small game: charter, with Enemy as
its noun for villains.)"""

from __future__ import annotations

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from dslkit import charter_copy, cli, no_traceback


def _enemy_game(tmp_path, cards="[]\n"):
    def edit(data):
        data["language"]["card_nouns"]["Enemy"] = {"plural": "Enemies", "type": "villain"}

    return charter_copy(tmp_path / "set", edit, cards=cards)


@pytest.mark.parametrize(
    "text",
    [
        "For each Enemy in the City, draw a card.",
        "Destroy an Enemy in the City.",
        "If you fought an Enemy this turn, draw a card.",
        "Destroy an opposing hero.",
    ],
)
def test_enemy_is_the_games_noun(tmp_path, text):
    cs = load_cardset(str(_enemy_game(tmp_path)))
    ast = cs.language.read(text)
    assert not isinstance(ast, TextError), ast
    assert print_text(ast, cs.game.language) == text


def test_a_game_with_enemy_as_its_noun_validates(tmp_path):
    card = (
        '- {name: Hunter, type: hero, attack: 1, text: "Draw a card for each Enemy in the City."}\n'
    )
    result = cli("validate", str(_enemy_game(tmp_path, card)))
    no_traceback(result)
    assert result.exit_code == 0, result.output
