"""Icons as spellings of a kind's names (``kinds.<kind>.icon: "[{}]"``): "[Tech]" is the name
Tech wherever a name can stand, prints as the name, and a misspelt icon is the kind's
E-UNKNOWN code with the icon it meant.  (The small game: tests/fixtures/games/charter.)"""

from __future__ import annotations

from cardsmith.dsl.parser import TextError
from charter import new, take
from dslkit import charter_copy, cli, line_of, no_traceback


def test_an_icon_is_the_name(charter):
    lang = charter.language
    assert lang.read("Destroy a [Tech] hero.") == lang.read("Destroy a Tech hero.")
    assert lang.read("Destroy a [Tech] or [Covert] hero.") == lang.read(
        "Destroy a Tech or Covert hero."
    )


def test_a_misspelt_icon_names_the_icon_it_meant(charter):
    err = charter.language.read("Destroy a [Tehc] hero.")
    assert isinstance(err, TextError) and err.code == "E-UNKNOWN-CLASS"
    assert err.help == "did you mean '[Tech]'?"
    assert (err.start, err.end) == (10, 16)


def test_a_game_without_icons_does_not_read_them(mshs):
    err = mshs.language.read("Destroy a [Tech] card.")
    assert isinstance(err, TextError) and err.code == "E-PARSE-CHAR"


def test_an_icon_in_a_condition_works():
    g = new()
    take(g, "Tinker", 0)  # a Tech hero in the play area
    tuner = take(g, "Tuner", 0, "hand")
    before = len(g.state.zones[0]["hand"])
    g.play_card(0, tuner)
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before  # played one, drew one


def test_an_icon_must_hold_one_place_for_the_name(tmp_path):
    def edit(data):
        data["language"]["kinds"]["class"]["icon"] = "[]"

    folder = charter_copy(tmp_path / "set", edit, cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1
    line = line_of(folder / "game.yaml", "icon:")
    assert f"game.yaml:{line}:" in result.output and "error[E-GAME]" in result.output
