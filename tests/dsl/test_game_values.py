"""Every number of game.yaml has a type and a range that make sense, and every name shows all
its characters: a value that would only fail (or hang) once a game is played is a coded
diagnostic when the game is read, through validate and play alike."""

from __future__ import annotations

import pytest
import yaml
from cardsmith.dsl.cardset import BUNDLED, load_cardset
from cardsmith.dsl.diagnostics import CardsmithError
from dslkit import cli, no_traceback, write_set

CARD = (
    '- name: "Storm: Plain"\n  hero: Storm\n  team: X-Men\n  level: 2\n  attack: 3\n'
    '  factors: [Energy]\n  block: Tech\n  text: "2 -> Draw a card."\n'
)


def edited(change) -> str:
    data = yaml.safe_load((BUNDLED / "mshs" / "game.yaml").read_text(encoding="utf-8"))
    change(data)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def _set(*keys_and_value):
    def change(data):
        *keys, last, value = keys_and_value
        node = data
        for k in keys:
            node = node[k]
        node[last] = value

    return change


def _limit_param(name):
    def change(data):
        for step in data["rules"]["turn"]:
            for sub in step.get("steps", []) + [step]:
                if "limit" in sub and sub["limit"]["param"] == "hand_limit":
                    sub["limit"]["param"] = name

    return change


CASES = {
    "a negative hand limit": (_set("rules", "params", "hand_limit", -8), "E-GAME-RANGE"),
    "a hand limit in words": (_set("rules", "params", "hand_limit", "eight"), "E-GAME"),
    "a limit on an undeclared parameter": (_limit_param("hand_size"), "E-GAME"),
    "a negative chain depth": (_set("rules", "limits", "chain_depth", -1), "E-GAME-RANGE"),
    "no turns at all": (_set("rules", "limits", "max_turns", 0), "E-GAME-RANGE"),
    "a negative draw": (lambda d: d["rules"]["setup"].__setitem__(1, {"draw": -4}), "E-GAME-RANGE"),
    "a huge draw": (lambda d: d["rules"]["setup"].__setitem__(1, {"draw": 10**12}), "E-GAME-RANGE"),
    "negative players": (_set("players", -2), "E-GAME-RANGE"),
    "a million players": (_set("players", 10**6), "E-GAME-RANGE"),
    "fewest above most": (_set("players", {"min": 3, "max": 2}), "E-GAME-RANGE"),
    "a counter starting out of bounds": (
        _set("rules", "counters", "power", {"initial": 0, "min": 1, "max": 20}),
        "E-GAME-RANGE",
    ),
    "a deck size of none": (_set("decks", "size", 0), "E-GAME-RANGE"),
    "a right-to-left override in the name": (
        _set("name", "Marvel \u202eadroS"),
        "E-INVISIBLE-CHAR",
    ),
    "a zero-width space in a team's name": (
        lambda d: d["language"]["kinds"]["team"]["values"].append("X\u200bMen"),
        "E-INVISIBLE-CHAR",
    ),
}


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    return tmp_path_factory.mktemp("values")


@pytest.mark.parametrize("case", list(CASES))
def test_a_value_that_makes_no_sense_is_a_diagnostic(root, case):
    change, code = CASES[case]
    folder = write_set(
        root / f"case{list(CASES).index(case)}", {"good.yaml": CARD}, game_yaml=edited(change)
    )
    with pytest.raises(CardsmithError) as caught:
        load_cardset(str(folder))
    assert code in [d.code for d in caught.value.diagnostics], caught.value
    for args in (["validate", "."], ["play", ".", "--seed", "1", "--quiet"]):
        result = cli(*args, cwd=folder)
        no_traceback(result)
        assert result.exit_code == 1, result.output
        assert "game.yaml:" in result.output and f"error[{code}]" in result.output


def test_the_bundled_games_values_all_hold():
    result = cli("validate", "mshs", "omniverse", "crazy_eights")
    assert result.exit_code == 0, result.output


def test_a_card_name_with_an_invisible_character_is_a_diagnostic(tmp_path):
    folder = write_set(
        tmp_path / "set", {"good.yaml": CARD.replace("Storm: Plain", "Storm:\u200b Plain")}
    )
    cs = load_cardset(str(folder))
    (d,) = [d for d in cs.diagnostics if d.code == "E-INVISIBLE-CHAR"]
    assert (d.line, d.col) == (1, 9)
    assert "U+200B" in d.message


@pytest.mark.parametrize("count", [10**12, -3, {"2": 10**9}])
def test_a_setup_pile_of_absurd_size_is_a_diagnostic(tmp_path, count):
    """A pile's count is a number of cards (it would otherwise be made, card by card)."""
    data = yaml.safe_load((BUNDLED / "crazy_eights" / "game.yaml").read_text(encoding="utf-8"))
    data["rules"]["setup"][0]["pile"]["cards"]["count"] = count
    folder = tmp_path / "eights"
    folder.mkdir()
    (folder / "game.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    for args in (["validate", "."], ["simulate", ".", "-n", "1", "--quiet"]):
        result = cli(*args, cwd=folder)
        no_traceback(result)
        assert result.exit_code == 1
        assert "error[E-GAME-RANGE]: 'rules.setup.0.pile.cards.count" in result.output
