"""Golden tests of `cardsmith validate`: for every diagnostic code cardsmith produces today, a
small bad card set is checked and the whole rendered report of that problem (header
``path:line:col: severity[CODE]: message``, source line, caret line, help line) is compared
with the text written here.  Also: every problem of a file is reported, ``--json`` and the
exit codes (0 ok, 1 problems in files, 2 bad usage).  Another game's kinds and malformed
game.yaml files: test_game_yaml.py."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from cardsmith.dsl.cardset import BUNDLED
from dslkit import block, blocks, cli, no_traceback, write_set


def card(name: str, level: int = 2, attack: int = 3, text: str | None = None) -> str:
    hero = name.split(":")[0]
    out = (
        f'- name: "{name}"\n  hero: {hero}\n  level: {level}\n  attack: {attack}\n'
        f"  factors: [Energy]\n  block: Tech\n"
    )
    if text is not None:
        out += f'  text: "{text}"\n'
    return out


FIELDS = """\
- name: "Wolverine: Claws Out"
  hero: Wolverine
  team: X-Man
  level: 3
  attack: 4
  factors: [Animal]
  block: Tech
  text: "2 -> Draw a card."
- name: "Wolverine: No Level"
  hero: Wolverine
  attack: 4
  factors: [Animal]
  block: Tech
- name: "Wolverine: Too High"
  hero: Wolverine
  level: 25
  attack: five
  factors: [Animal, Tech, Speed]
  block: Tech
  colour: red
- name: "Wolverine: Claws Out"
  hero: Wolverine
  level: 3
  attack: 3
  factors: [Animals]
  block: Lightning
"""

LONG = " ".join(["Draw a card."] * 160)  # 2,079 characters: over the 2,000 cap

TEXTS = "".join(
    [
        card("Storm: Parse", text="Flip a coin. If it's heads draw a card."),  # line 7
        card("Storm: Char", text="2 -> Draw a card @ once."),  # 14
        card("Storm: End", text="2 -> Draw a card and"),  # 21
        card("Storm: Long", text=LONG),  # 28
        card("Storm: Meaning", text="0 -> Draw a card."),  # 35
        card("Storm: Name", text="2 -> Destroy a Frobnicator Keeper."),  # 42
        card("Storm: Hero", text="2 -> Destroy a Wolverin Keeper."),  # 49
        card("Storm: Team", text="2 -> Destroy an X-Man Keeper."),  # 56
        card("Storm: Word", text="2 -> Drwa a card."),  # 63
    ]
)

WARNINGS = "".join(
    [
        card("Storm: Threshold", attack=3, text="5 -> Draw a card."),  # 7
        card("Storm: Filter", text="2 -> Destroy a Brotherhood Keeper."),  # 14
        card("Storm: Strong", text="2 -> Destroy all Keepers of attack 20 or more."),  # 21
    ]
)

# One card per YAML style of writing a text; each text has "Tehc" (a misspelt factor) once.
STYLES = {
    "style_plain.yaml": "  text: 2 -> Destroy a Tehc Keeper.\n",
    "style_plain_lines.yaml": (
        "  text: 2 -> Keeper.\n    Whenever you block from your hand,\n    destroy a Tehc Keeper.\n"
    ),
    "style_single.yaml": (
        "  text: 'Reveal the top card of your deck. If it''s heads, destroy a Tehc Keeper.'\n"
    ),
    "style_double.yaml": ('  text: "Play a card with \\"assault\\". Destroy a Tehc Keeper."\n'),
    "style_double_lines.yaml": (
        '  text: "2 -> Keeper.\n    Whenever you block from your hand,\n'
        '    destroy a Tehc Keeper."\n'
    ),
    "style_literal.yaml": (
        "  text: |\n    2 -> Keeper.\n"
        "    Whenever you block from your hand, destroy a Tehc Keeper.\n"
    ),
    "style_folded.yaml": (
        "  text: >\n    2 -> Keeper.\n    Whenever you block from your hand,\n"
        "    destroy a Tehc Keeper.\n"
    ),
    "style_curly.yaml": (
        '  text: "Reveal the top card of your deck. If it\u2019s heads, destroy a Tehc Keeper."\n'
    ),
}


def _bomb() -> str:
    out = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    prev = "a"
    for name in "bcdefghi":
        out += f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]\n"
        prev = name
    return out


YAML_FILES = {
    "yaml_bomb.yaml": _bomb(),
    "yaml_big.yaml": "# " + "x" * (4 * 1024 * 1024) + "\n",
    "yaml_deep.yaml": "- name: " + "[" * 80 + "]" * 80 + "\n",
    "yaml_dup.yaml": '- name: "Storm: Twice"\n  hero: Storm\n  level: 1\n  level: 2\n',
    "yaml_tag.yaml": '- !!python/object:os.system\n  name: "Storm: Tagged"\n',
    "yaml_merge.yaml": '- &base\n  name: "Storm: Base"\n- <<: *base\n  level: 2\n',
    "yaml_syntax.yaml": '- name: "Storm: Broken"\n  hero: Storm\n   level: 2\n',
    "yaml_shape.yaml": 'name: "Storm: Alone"\nhero: Storm\n',
    "yaml_latin1.yaml": '- name: "Storm: Caf\xe9"\n'.encode("latin-1"),
}

DECK = 'name: Bad deck\ncards:\n  "Storm: Parse": 5\n  "Wolverine: Claw Out": 1\n'


@pytest.fixture(scope="module")
def golden(tmp_path_factory):
    """The bad card set, and its `validate` report (text and JSON), computed once."""
    cards = {"fields.yaml": FIELDS, "texts.yaml": TEXTS, "warnings.yaml": WARNINGS, **YAML_FILES}
    for i, (fname, text_line) in enumerate(STYLES.items()):
        cards[fname] = card(f"Storm: Style {i}") + text_line
    folder = write_set(tmp_path_factory.mktemp("golden") / "set", cards, {"bad.yaml": DECK})
    text = cli("validate", ".", cwd=folder)
    as_json = cli("validate", "--json", ".", cwd=folder)
    return folder, text, as_json


@pytest.fixture(scope="module")
def report(golden):
    return golden[1].output


def test_golden_set_fails_without_traceback(golden):
    _, text, as_json = golden
    for result in (text, as_json):
        no_traceback(result)
        assert result.exit_code == 1
    assert text.output.rstrip().endswith(".: 24 cards, 1 deck: 41 errors, 4 warnings")


# ============================================================== card fields


def test_e_unknown_team(report):
    assert (
        block(report, "cards/fields.yaml", "E-UNKNOWN-TEAM")
        == """\
cards/fields.yaml:3:9: error[E-UNKNOWN-TEAM]: unknown team 'X-Man'
  |
3 |   team: X-Man
  |         ^^^^^
  = help: did you mean 'X-Men'?"""
    )


def test_e_field_missing(report):
    assert (
        block(report, "cards/fields.yaml", "E-FIELD-MISSING")
        == """\
cards/fields.yaml:9:3: error[E-FIELD-MISSING]: card is missing the required field 'level'
  |
9 | - name: "Wolverine: No Level"
  |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^"""
    )


def test_e_field_range_of_a_number(report):
    assert (
        block(report, "cards/fields.yaml", "E-FIELD-RANGE", line=16)
        == """\
cards/fields.yaml:16:10: error[E-FIELD-RANGE]: 'level' is 25; it must be between 1 and 20
   |
16 |   level: 25
   |          ^^"""
    )


def test_e_field_range_of_a_list(report):
    assert (
        block(report, "cards/fields.yaml", "E-FIELD-RANGE", line=18)
        == """\
cards/fields.yaml:18:12: error[E-FIELD-RANGE]: 'factors' holds at most 2 names
   |
18 |   factors: [Animal, Tech, Speed]
   |            ^^^^^^^^^^^^^^^^^^^^^"""
    )


def test_w_unreachable_level(report):
    assert (
        block(report, "cards/fields.yaml", "W-UNREACHABLE-LEVEL")
        == """\
cards/fields.yaml:16:10: warning[W-UNREACHABLE-LEVEL]: level 25 can never be played: it never \
goes above 20
   |
16 |   level: 25
   |          ^^"""
    )


def test_e_field_type(report):
    assert (
        block(report, "cards/fields.yaml", "E-FIELD-TYPE")
        == """\
cards/fields.yaml:17:11: error[E-FIELD-TYPE]: 'attack' must be a whole number, not 'five'
   |
17 |   attack: five
   |           ^^^^
  = help: write '*' if the card's text sets it"""
    )


def test_e_field_unknown(report):
    assert (
        block(report, "cards/fields.yaml", "E-FIELD-UNKNOWN")
        == """\
cards/fields.yaml:20:3: error[E-FIELD-UNKNOWN]: unknown field 'colour' for a card
   |
20 |   colour: red
   |   ^^^^^^
  = help: the fields are: name, hero, title, team, level, attack, factors, block, text"""
    )


def test_e_duplicate_card(report):
    assert (
        block(report, "cards/fields.yaml", "E-DUPLICATE-CARD")
        == """\
cards/fields.yaml:21:9: error[E-DUPLICATE-CARD]: another card is already called 'Wolverine: \
Claws Out' (cards/fields.yaml:1)
   |
21 | - name: "Wolverine: Claws Out"
   |         ^^^^^^^^^^^^^^^^^^^^^^
  = help: give each card its own name"""
    )


def test_e_unknown_factor_in_a_list(report):
    assert (
        block(report, "cards/fields.yaml", "E-UNKNOWN-FACTOR", line=25)
        == """\
cards/fields.yaml:25:13: error[E-UNKNOWN-FACTOR]: unknown factor 'Animals'
   |
25 |   factors: [Animals]
   |             ^^^^^^^
  = help: did you mean 'Animal'?"""
    )


def test_e_unknown_factor_without_a_near_name(report):
    assert (
        block(report, "cards/fields.yaml", "E-UNKNOWN-FACTOR", line=26)
        == """\
cards/fields.yaml:26:10: error[E-UNKNOWN-FACTOR]: unknown factor 'Lightning'
   |
26 |   block: Lightning
   |          ^^^^^^^^^
  = help: the factor names are: Animal, Elemental, Energy, Speed, Strength, Tech"""
    )


def test_every_problem_of_a_file_is_reported(golden):
    found = [
        (d["line"], d["code"])
        for d in json.loads(golden[2].output)
        if d["path"] == "cards/fields.yaml"
    ]
    assert found == [
        (3, "E-UNKNOWN-TEAM"),
        (9, "E-FIELD-MISSING"),
        (16, "E-FIELD-RANGE"),
        (16, "W-UNREACHABLE-LEVEL"),
        (17, "E-FIELD-TYPE"),
        (18, "E-FIELD-RANGE"),
        (20, "E-FIELD-UNKNOWN"),
        (21, "E-DUPLICATE-CARD"),
        (25, "E-UNKNOWN-FACTOR"),
        (26, "E-UNKNOWN-FACTOR"),
    ]
    texts = [d["code"] for d in json.loads(golden[2].output) if d["path"] == "cards/texts.yaml"]
    assert texts == [
        "E-PARSE",
        "E-PARSE-CHAR",
        "E-PARSE-END",
        "E-TEXT-TOO-LONG",
        "E-MEANING",
        "E-UNKNOWN-NAME",
        "E-UNKNOWN-HERO",
        "E-UNKNOWN-TEAM",
        "E-UNKNOWN-WORD",
    ]


# ============================================================== card text


def more(rendered: str) -> str:
    """A report with the count of the words a help does not list ("(or 52 more)") left out:
    it changes with every word the grammar gains, which is not what these tests are about."""
    return re.sub(r"\(or \d+ more\)", "(or N more)", rendered)


def test_e_parse(report):
    assert (
        more(block(report, "cards/texts.yaml", "E-PARSE"))
        == """\
cards/texts.yaml:7:37: error[E-PARSE]: unexpected 'draw' here
  |
7 |   text: "Flip a coin. If it's heads draw a card."
  |                                     ^^^^
  = help: expected '&', 'and', 'at', ',', 'during', 'even', 'for', 'if' (or N more)"""
    )


def test_e_parse_char(report):
    assert (
        more(block(report, "cards/texts.yaml", "E-PARSE-CHAR"))
        == """\
cards/texts.yaml:14:27: error[E-PARSE-CHAR]: unexpected character '@'
   |
14 |   text: "2 -> Draw a card @ once."
   |                           ^
  = help: expected 'a', 'again', 'all', 'allied', 'already', 'always', 'among', '&' (or N more)"""
    )


def test_e_parse_end(report):
    assert (
        more(block(report, "cards/texts.yaml", "E-PARSE-END"))
        == """\
cards/texts.yaml:21:29: error[E-PARSE-END]: the text ends in the middle of a sentence
   |
21 |   text: "2 -> Draw a card and"
   |                             ^
  = help: expected 'a', 'add', 'all', 'allied', 'an', 'animal', 'another', 'any' (or N more)"""
    )


def test_e_text_too_long(report):
    col = len('  text: "') + 2000 + 1
    assert block(report, "cards/texts.yaml", "E-TEXT-TOO-LONG") == (
        f"cards/texts.yaml:28:{col}: error[E-TEXT-TOO-LONG]: the text is {len(LONG)} "
        f"characters long (the cap is 2000)\n"
        f"   |\n"
        f'28 |   text: "{LONG}"\n'
        f"   | {' ' * (col - 1)}{'^' * (len(LONG) - 2000)}\n"
        f"  = help: split it or shorten it"
    )


def test_e_meaning(report):
    assert (
        block(report, "cards/texts.yaml", "E-MEANING")
        == """\
cards/texts.yaml:35:10: error[E-MEANING]: a threshold must be at least 1
   |
35 |   text: "0 -> Draw a card."
   |          ^^^^"""
    )


def test_e_unknown_name_in_text(report):
    assert (
        block(report, "cards/texts.yaml", "E-UNKNOWN-NAME")
        == """\
cards/texts.yaml:42:25: error[E-UNKNOWN-NAME]: unknown name 'Frobnicator'
   |
42 |   text: "2 -> Destroy a Frobnicator Keeper."
   |                         ^^^^^^^^^^^
  = help: names must be declared by the game or by a card of the set"""
    )


def test_e_unknown_word_in_text(report):
    assert (
        block(report, "cards/texts.yaml", "E-UNKNOWN-WORD")
        == """\
cards/texts.yaml:63:15: error[E-UNKNOWN-WORD]: unknown word 'Drwa'
   |
63 |   text: "2 -> Drwa a card."
   |               ^^^^
  = help: did you mean 'draw'?"""
    )


def test_e_unknown_hero_in_text(report):
    assert (
        block(report, "cards/texts.yaml", "E-UNKNOWN-HERO")
        == """\
cards/texts.yaml:49:25: error[E-UNKNOWN-HERO]: unknown hero 'Wolverin'
   |
49 |   text: "2 -> Destroy a Wolverin Keeper."
   |                         ^^^^^^^^
  = help: did you mean 'Wolverine'?"""
    )


def test_e_unknown_team_in_text(report):
    assert (
        block(report, "cards/texts.yaml", "E-UNKNOWN-TEAM")
        == """\
cards/texts.yaml:56:26: error[E-UNKNOWN-TEAM]: unknown team 'X-Man'
   |
56 |   text: "2 -> Destroy an X-Man Keeper."
   |                          ^^^^^
  = help: did you mean 'X-Men'?"""
    )


# ============================================================== lints


def test_w_unreachable_threshold(report):
    assert (
        block(report, "cards/warnings.yaml", "W-UNREACHABLE-THRESHOLD")
        == """\
cards/warnings.yaml:7:10: warning[W-UNREACHABLE-THRESHOLD]: '5 ->' can never happen: this \
card's attack is 3
  |
7 |   text: "5 -> Draw a card."
  |          ^^^^
  = help: lower the threshold to 3 or less, or raise the attack"""
    )


def test_w_filter_empty_for_a_name(report):
    assert (
        block(report, "cards/warnings.yaml", "W-FILTER-EMPTY", line=14)
        == """\
cards/warnings.yaml:14:25: warning[W-FILTER-EMPTY]: no card of this set is Brotherhood
   |
14 |   text: "2 -> Destroy a Brotherhood Keeper."
   |                         ^^^^^^^^^^^
  = help: this part of the text can never find a card"""
    )


def test_w_filter_empty_for_a_stat(report):
    assert (
        block(report, "cards/warnings.yaml", "W-FILTER-EMPTY", line=21)
        == """\
cards/warnings.yaml:21:35: warning[W-FILTER-EMPTY]: no card of this set is attack >= 20
   |
21 |   text: "2 -> Destroy all Keepers of attack 20 or more."
   |                                   ^^^^^^^^^^^^^^^^^^^^
  = help: this part of the text can never find a card"""
    )


def test_warnings_alone_do_not_fail(tmp_path):
    folder = write_set(tmp_path / "warned", {"warnings.yaml": WARNINGS})
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 0
    assert [b.split("\n")[0].split(": ")[1] for b in blocks(result.output)] == [
        "warning[W-UNREACHABLE-THRESHOLD]",
        "warning[W-FILTER-EMPTY]",
        "warning[W-FILTER-EMPTY]",
    ]
    assert result.output.splitlines()[-1] == ".: 3 cards, 0 decks: 0 errors, 3 warnings"
    as_json = cli("validate", "--json", ".", cwd=folder)
    assert as_json.exit_code == 0
    assert [d["severity"] for d in json.loads(as_json.output)] == ["warning"] * 3


def test_validating_one_file_reports_only_that_file(golden):
    """`validate cards/warnings.yaml` checks that file (against the whole set) and reports its
    problems only: the broken YAML files beside it are not its problems."""
    folder = golden[0]
    result = cli("validate", "cards/warnings.yaml", cwd=folder)
    no_traceback(result)
    paths = {b.split(":", 1)[0] for b in blocks(result.output)}
    assert paths == {"cards/warnings.yaml"}, result.output
    assert result.exit_code == 0
    assert (
        result.output.splitlines()[-1]
        == "cards/warnings.yaml: 24 cards, 0 decks: 0 errors, 3 warnings"
    )


def test_paths_are_shown_the_same_way_for_every_problem(golden):
    """A folder given by its absolute path: every diagnostic's path is shown relative to the
    current folder, those of unreadable files too."""
    folder = golden[0]
    result = cli("validate", "--json", str(folder.resolve()), cwd=folder)
    paths = sorted({d["path"] for d in json.loads(result.output)})
    assert all(not Path(p).is_absolute() for p in paths), paths


# ============================================================== YAML and files


def test_e_file(report):
    assert (
        block(report, "cards/yaml_latin1.yaml", "E-FILE")
        == "cards/yaml_latin1.yaml:1:20: error[E-FILE]: the file is not UTF-8 text (byte 19)"
    )


def test_e_yaml_syntax(report):
    assert (
        block(report, "cards/yaml_syntax.yaml", "E-YAML-SYNTAX")
        == """\
cards/yaml_syntax.yaml:3:9: error[E-YAML-SYNTAX]: mapping values are not allowed in this context
  |
3 |    level: 2
  |         ^
  = help: quote a value that holds ': ' (text: "Draw: a card"); else this line is indented \
more than the fields beside it"""
    )


def test_e_yaml_duplicate_key(report):
    assert (
        block(report, "cards/yaml_dup.yaml", "E-YAML-DUPLICATE-KEY")
        == """\
cards/yaml_dup.yaml:4:3: error[E-YAML-DUPLICATE-KEY]: duplicate key 'level' (first at line 3); \
the first value is used
  |
4 |   level: 2
  |   ^^^^^
  = help: each key may appear once in a mapping; remove or rename one"""
    )


def test_e_yaml_too_large_file(report):
    assert (
        block(report, "cards/yaml_big.yaml", "E-YAML-TOO-LARGE")
        == "cards/yaml_big.yaml:1:1: error[E-YAML-TOO-LARGE]: the file is larger than 4 MiB"
    )


def test_e_yaml_too_large_aliases(report):
    assert (
        block(report, "cards/yaml_bomb.yaml", "E-YAML-TOO-LARGE")
        == """\
cards/yaml_bomb.yaml:1:20: error[E-YAML-TOO-LARGE]: the document expands to more than 200,000 \
values
  |
1 | a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
  |                    ^^^^^
  = help: is an alias ('*name') repeated many times? write the values out"""
    )


def test_e_yaml_too_deep(report):
    source = "- name: " + "[" * 80 + "]" * 80
    assert block(report, "cards/yaml_deep.yaml", "E-YAML-TOO-DEEP") == (
        "cards/yaml_deep.yaml:1:72: error[E-YAML-TOO-DEEP]: the document nests deeper than 64 "
        "levels\n"
        "  |\n"
        f"1 | {source}\n"
        f"  | {' ' * 71}{'^' * 34}"
    )  # the 65th list: 17 '[' and 17 ']'


def test_e_yaml_tag(report):
    assert (
        block(report, "cards/yaml_tag.yaml", "E-YAML-TAG")
        == """\
cards/yaml_tag.yaml:1:3: error[E-YAML-TAG]: the tag 'tag:yaml.org,2002:python/object:os.system' \
is not allowed
  |
1 | - !!python/object:os.system
  |   ^^^^^^^^^^^^^^^^^^^^^^^^^
  = help: card files hold only plain values, lists and mappings"""
    )


def test_e_yaml_tag_for_a_merge_key(report):
    assert (
        block(report, "cards/yaml_merge.yaml", "E-YAML-TAG")
        == """\
cards/yaml_merge.yaml:3:3: error[E-YAML-TAG]: merge keys ('<<') are not allowed
  |
3 | - <<: *base
  |   ^^
  = help: write the fields out in each card"""
    )


def test_e_yaml_shape(report):
    assert (
        block(report, "cards/yaml_shape.yaml", "E-YAML-SHAPE")
        == """\
cards/yaml_shape.yaml:1:1: error[E-YAML-SHAPE]: a card file is a list of cards
  |
1 | name: "Storm: Alone"
  | ^^^^^^^^^^^^^^^^^^^^
  = help: start each card with '- '"""
    )


# ============================================================== decks


def test_e_deck_size(report):
    assert (
        block(report, "decks/bad.yaml", "E-DECK-SIZE")
        == """\
decks/bad.yaml:2:1: error[E-DECK-SIZE]: the deck has 6 cards; it must have exactly 40
  |
2 | cards:
  | ^^^^^"""
    )


def test_e_deck_copies(report):
    assert (
        block(report, "decks/bad.yaml", "E-DECK-COPIES")
        == """\
decks/bad.yaml:3:19: error[E-DECK-COPIES]: 5 copies of 'Storm: Parse'; a deck may hold at most 4
  |
3 |   "Storm: Parse": 5
  |                   ^"""
    )


def test_e_deck_unknown_card(report):
    assert (
        block(report, "decks/bad.yaml", "E-DECK-UNKNOWN-CARD")
        == """\
decks/bad.yaml:4:3: error[E-DECK-UNKNOWN-CARD]: no card of the set is called 'Wolverine: Claw Out'
  |
4 |   "Wolverine: Claw Out": 1
  |   ^^^^^^^^^^^^^^^^^^^^^
  = help: did you mean 'Wolverine: Claws Out'?"""
    )


# ============================================================== where a text's problem is


@pytest.mark.parametrize("fname", list(STYLES))
def test_text_problem_points_at_the_word_in_every_yaml_style(golden, fname):
    """However the text is written in YAML (plain, quoted with escapes, block, folded, over
    several lines), the caret is under the misspelt word in the file."""
    folder = golden[0]
    source = (folder / "cards" / fname).read_text(encoding="utf-8").splitlines()
    line = next(i for i, s in enumerate(source, 1) if "Tehc" in s)
    col = source[line - 1].index("Tehc") + 1
    found = [d for d in json.loads(golden[2].output) if d["path"] == f"cards/{fname}"]
    assert [d["code"] for d in found] == ["E-UNKNOWN-FACTOR"]
    d = found[0]
    assert (d["line"], d["col"], d["end_line"], d["end_col"]) == (line, col, line, col + 4), (
        f"points at {source[d['line'] - 1]!r} col {d['col']}"
    )


# ============================================================== --json and exit codes


def test_json_lists_every_problem(golden):
    _, text, as_json = golden
    found = json.loads(as_json.output)
    assert isinstance(found, list) and len(found) == 45
    for d in found:
        assert list(d) == [
            "path",
            "line",
            "col",
            "end_line",
            "end_col",
            "severity",
            "code",
            "message",
            "help",
        ]
        assert d["severity"] in ("error", "warning")
        assert d["severity"] == ("warning" if d["code"].startswith("W-") else "error")
    assert found[0] == {
        "path": "cards/fields.yaml",
        "line": 3,
        "col": 9,
        "end_line": 3,
        "end_col": 14,
        "severity": "error",
        "code": "E-UNKNOWN-TEAM",
        "message": "unknown team 'X-Man'",
        "help": "did you mean 'X-Men'?",
    }
    # the same problems, in the same order, as the rendered report
    heads = [b.split("\n")[0] for b in blocks(text.output)]
    assert heads == [
        f"{d['path']}:{d['line']}:{d['col']}: {d['severity']}[{d['code']}]: {d['message']}"
        for d in found
    ]


def test_json_of_a_clean_set_is_an_empty_list():
    result = cli("validate", "--json", "mshs")
    assert result.exit_code == 0
    assert json.loads(result.output) == []


@pytest.mark.parametrize("args", [["mshs"], ["omniverse"], ["mshs", "omniverse"]])
def test_bundled_sets_validate_clean(args):
    result = cli("validate", *args)
    no_traceback(result)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert len(lines) == len(args)
    for game, line in zip(args, lines):
        assert re.fullmatch(rf"{game}: \d+ cards, \d+ decks: ok", line), line


@pytest.mark.parametrize(
    "args",
    [
        ["validate"],
        ["validate", "no-such-game"],
        ["validate", "mshs", "no/such/folder"],
        ["validate", "--no-such-option", "mshs"],
        ["explain", "--game", "no-such-game", "Draw a card."],
        ["explain", "Draw a card."],
        ["export", "no-such-game"],
        ["coverage", "--game", "no-such-game", "corpus.yaml"],
        ["no-such-command"],
    ],
)
def test_bad_usage_exits_2(args):
    result = cli(*args)
    no_traceback(result)
    assert result.exit_code == 2


def test_a_folder_without_game_yaml_is_bad_usage(tmp_path):
    (tmp_path / "cards").mkdir()
    result = cli("validate", str(tmp_path))
    assert result.exit_code == 2


def test_version_and_help():
    assert cli("--help").exit_code == 0
    assert cli("validate", "--help").exit_code == 0
    result = cli("--version")
    assert result.exit_code == 0 and "version 0." in result.output


def test_python_version_is_supported():
    assert sys.version_info >= (3, 10)
    assert Path(BUNDLED / "mshs" / "game.yaml").is_file()
