"""`cardsmith validate` on other games and on broken games: every kind a game declares gets its
own E-UNKNOWN-<KIND> code, and a malformed game.yaml is a list of E-GAME diagnostics (never a
traceback)."""

from __future__ import annotations

import pytest
import yaml
from cardsmith.dsl.cardset import BUNDLED
from dslkit import block, blocks, cli, no_traceback, write_set

# ============================================================== another game's kinds

OMNI_CARDS = """\
- id: XDC001
  type: fighter
  name: ZATANNA
  universe: Marvle
  class: MAGE
  speed: 5
  attack: 6
  defense: 100
  text: "Double the DEFENSE of ZATANA."
- id: XDC002
  type: fightr
  name: RAVEN
- id: XLC001
  type: location
  name: Tower
  universe: DC
  text: "DC Fighters go first regardless of SPEED ."
  bonus_fighter: ZATANA
  bonus_text: "Double all STATS of ZATANNA"
"""


def test_unknown_names_of_every_kind_of_another_game(tmp_path):
    """E-UNKNOWN-<KIND> is one code per kind the game declares: OmniVerse's universe, class
    and card names (in a field and in text); its card type is a choice."""
    folder = write_set(tmp_path / "omni", {"x.yaml": OMNI_CARDS}, game="omniverse")
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert (
        "\n".join(blocks(result.output))
        == """\
cards/x.yaml:4:13: error[E-UNKNOWN-UNIVERSE]: unknown universe 'Marvle'
  |
4 |   universe: Marvle
  |             ^^^^^^
  = help: did you mean 'Marvel'?
cards/x.yaml:5:10: error[E-UNKNOWN-CLASS]: unknown class 'MAGE'
  |
5 |   class: MAGE
  |          ^^^^
  = help: the class names are: META, SUPPORT, TITAN, TRAP
cards/x.yaml:8:12: error[E-FIELD-RANGE]: 'defense' is 100; it must be between 0 and 99
  |
8 |   defense: 100
  |            ^^^
cards/x.yaml:9:32: error[E-UNKNOWN-CARD]: unknown card 'ZATANA'
  |
9 |   text: "Double the DEFENSE of ZATANA."
  |                                ^^^^^^
  = help: did you mean 'ZATANNA'?
cards/x.yaml:11:9: error[E-FIELD-TYPE]: the card's type must be one of fighter, location
   |
11 |   type: fightr
   |         ^^^^^^
  = help: did you mean 'fighter'?
cards/x.yaml:18:18: error[E-UNKNOWN-CARD]: unknown card 'ZATANA'
   |
18 |   bonus_fighter: ZATANA
   |                  ^^^^^^
  = help: did you mean 'ZATANNA'?"""
    )
    assert result.output.splitlines()[-1] == ".: 2 cards, 0 decks: 6 errors, 0 warnings"


# ============================================================== game.yaml


def test_e_game(tmp_path):
    game = (BUNDLED / "mshs" / "game.yaml").read_text(encoding="utf-8")
    assert "    level:   {type: int, min: 1" in game
    game = game.replace("    level:   {type: int, min: 1", "    level:   {type: integer, min: 1")
    line = next(i for i, s in enumerate(game.splitlines(), 1) if "type: integer" in s)
    folder = write_set(tmp_path / "badgame", {}, game_yaml=game)
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert (
        block(result.output, "game.yaml", "E-GAME")
        == f"""\
game.yaml:{line}:21: error[E-GAME]: field 'level' has unknown type 'integer'
   |
{line} |     level:   {{type: integer, min: 1, max: 20, required: true}}
   |                     ^^^^^^^
  = help: did you mean 'int'?"""
    )
    assert result.output.rstrip().endswith(".: the game cannot be read")


def _mshs_game() -> dict:
    return yaml.safe_load((BUNDLED / "mshs" / "game.yaml").read_text(encoding="utf-8"))


def _set(section, key, value):
    def edit(g):
        target = g
        for k in section:
            target = target[k]
        target[key] = value

    return edit


BAD_GAMES = {
    "card types are a list": _set(("cards",), "types", ["fighter", "location"]),
    "stats are a list": _set(("language",), "stats", ["level", "attack"]),
    "card nouns are a list": _set(("language",), "card_nouns", ["card"]),
    "events are a list": _set(("language",), "events", ["misfires"]),
    "kind values are a number": _set(("language", "kinds", "team"), "values", 5),
    "zone names are a number": _set(("language", "zones", "deck"), "names", 5),
    "permanent has no noun": _set(("language",), "permanent", {"zone": "keepers"}),
    "decks is text": _set((), "decks", "forty"),
    "players is text": _set((), "players", "two"),
    "names_from is a number": _set(("cards",), "names_from", 5),
    "recurring trigger does not read": _set(
        ("language", "permanent"), "recurring", "Sometimes maybe"
    ),
    "lint without its maximum": _set(("lints",), "reachable", {"field": "level"}),
}

ONE_CARD = (
    '- name: "Storm: Plain"\n  hero: Storm\n  level: 2\n  attack: 3\n'
    '  factors: [Energy]\n  block: Tech\n  text: "2 -> Keeper; hits for 2"\n'
)


@pytest.mark.parametrize("problem", list(BAD_GAMES))
def test_malformed_game_yaml_is_an_e_game_diagnostic(tmp_path, problem):
    """Whatever is wrong in game.yaml is reported as E-GAME, never as a Python exception."""
    game = _mshs_game()
    BAD_GAMES[problem](game)
    folder = write_set(
        tmp_path / "game", {"a.yaml": ONE_CARD}, game_yaml=yaml.safe_dump(game, sort_keys=False)
    )
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert "error[E-GAME]" in result.output
