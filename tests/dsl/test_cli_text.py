"""The report commands of the command line: validate (bundled sets, one card file, several
paths), explain (canonical text and tree, diagnostics, --json), export (every card with its
fields, text and canonical text) and coverage (on a synthetic corpus written here)."""

from __future__ import annotations

import json
import re
import textwrap

import pytest
from cardsmith.dsl.cardset import BUNDLED, load_cardset
from cardsmith.dsl.explain import tree_json
from cardsmith.dsl.printer import print_text
from dslkit import blocks, cli, no_traceback, write_set

# ============================================================== validate


def test_validate_bundled_sets():
    result = cli("validate", "mshs", "omniverse")
    no_traceback(result)
    assert result.exit_code == 0
    assert re.fullmatch(
        r"mshs: \d+ cards, \d+ decks: ok\nomniverse: 60 cards, \d+ decks: ok\n", result.output
    )


def test_validate_a_bundled_set_by_its_folder():
    result = cli("validate", str(BUNDLED / "mshs"))
    assert result.exit_code == 0
    assert result.output.rstrip().endswith(": ok")


def test_validate_one_bundled_card_file():
    path = BUNDLED / "mshs" / "cards" / "xmen.yaml"
    result = cli("validate", str(path))
    no_traceback(result)
    assert result.exit_code == 0
    assert result.output.startswith(f"{path}: ")


GOOD = textwrap.dedent("""\
    - name: "Storm: Gust"
      hero: Storm
      team: X-Men
      level: 2
      attack: 3
      factors: [Energy]
      block: Tech
      text: "2 -> Draw a card."
    """)
BAD = textwrap.dedent("""\
    - name: "Storm: Squall"
      hero: Storm
      team: X-Man
      level: 2
      attack: 3
      factors: [Energy]
      block: Tech
      text: "2 -> Drow a card."
    """)


@pytest.fixture(scope="module")
def small_set(tmp_path_factory):
    return write_set(tmp_path_factory.mktemp("small") / "set", {"good.yaml": GOOD, "bad.yaml": BAD})


def test_validate_a_good_card_file_of_a_set_with_problems(small_set):
    """A single file is checked against its whole set, but only its problems are reported."""
    result = cli("validate", "cards/good.yaml", cwd=small_set)
    no_traceback(result)
    assert result.exit_code == 0
    assert result.output == "cards/good.yaml: 2 cards, 0 decks: ok\n"


def test_validate_a_bad_card_file(small_set):
    result = cli("validate", "cards/bad.yaml", cwd=small_set)
    no_traceback(result)
    assert result.exit_code == 1
    assert [b.split("\n")[0] for b in blocks(result.output)] == [
        "cards/bad.yaml:3:9: error[E-UNKNOWN-TEAM]: unknown team 'X-Man'",
        "cards/bad.yaml:8:15: error[E-UNKNOWN-WORD]: unknown word 'Drow'",
    ]
    assert (
        result.output.splitlines()[-1] == "cards/bad.yaml: 2 cards, 0 decks: 2 errors, 0 warnings"
    )


def test_validate_several_paths(small_set):
    result = cli("validate", "cards/good.yaml", "mshs", "cards/bad.yaml", cwd=small_set)
    no_traceback(result)
    assert result.exit_code == 1
    summary = result.output.splitlines()[-3:]
    assert summary[0] == "cards/good.yaml: 2 cards, 0 decks: ok"
    assert re.fullmatch(r"mshs: \d+ cards, \d+ decks: ok", summary[1])
    assert summary[2] == "cards/bad.yaml: 2 cards, 0 decks: 2 errors, 0 warnings"
    as_json = cli("validate", "--json", "cards/good.yaml", "mshs", "cards/bad.yaml", cwd=small_set)
    assert as_json.exit_code == 1
    assert [(d["path"], d["code"]) for d in json.loads(as_json.output)] == [
        ("cards/bad.yaml", "E-UNKNOWN-TEAM"),
        ("cards/bad.yaml", "E-UNKNOWN-WORD"),
    ]


def test_validate_the_whole_small_set(small_set):
    result = cli("validate", ".", cwd=small_set)
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == ".: 2 cards, 0 decks: 2 errors, 0 warnings"


# ============================================================== explain


def test_explain_shows_canonical_text_and_tree():
    result = cli("explain", "--game", "mshs", "2 -> Keeper; hits for 2")
    no_traceback(result)
    assert result.exit_code == 0
    assert result.output == textwrap.dedent("""\
        canonical: 2 -> Keeper. At the start of your turn, this Keeper hits for 2.
        CardText
          Threshold n=2
            Becomes noun='Keeper'
            Triggered
              trigger: AtTurn edge='start'
                player: Player who='you'
              effects:
                Hit
                  source: This noun='Keeper'
                  amount: Num value=2
        """)


def test_explain_json():
    result = cli("explain", "--game", "mshs", "--json", "2 -> Draw two cards.")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data == {
        "canonical": "2 -> Draw two cards.",
        "tree": {
            "node": "CardText",
            "abilities": [
                {
                    "node": "Threshold",
                    "n": 2,
                    "abilities": [
                        {
                            "node": "Steps",
                            "effects": [
                                {
                                    "node": "Draw",
                                    "cards": {
                                        "node": "Select",
                                        "quantity": "count",
                                        "count": {"node": "Num", "value": 2, "word": True},
                                        "filter": {
                                            "node": "CardFilter",
                                            "noun": "card",
                                            "plural": True,
                                        },
                                    },
                                }
                            ],
                        }
                    ],
                }
            ],
        },
    }


@pytest.mark.parametrize("game", ["mshs", "omniverse", "crazy_eights"])
def test_explain_json_of_every_bundled_text_is_json(game):
    """Every node of every bundled card's tree is a JSON value (no object left as it is)."""
    cs = load_cardset(game)
    for card in cs.cards:
        for ast in card.texts.values():
            json.dumps(tree_json(ast), allow_nan=False)


def test_explain_an_omniverse_text():
    result = cli("explain", "-g", "omniverse", "Roll a dice. If result is EVEN, defeat enemy.")
    assert result.exit_code == 0
    assert (
        result.output.splitlines()[0]
        == "canonical: Roll a die. If the result is even, defeat enemy."
    )


def test_explain_with_a_card_set_folder(small_set):
    result = cli("explain", "--game", ".", "2 -> Destroy a Storm Keeper.", cwd=small_set)
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == "canonical: 2 -> Destroy a Storm Keeper."


def test_explain_bad_text_is_a_diagnostic():
    result = cli("explain", "--game", "mshs", "2 -> Destroy an X-Man Keeper.")
    no_traceback(result)
    assert result.exit_code == 1
    assert result.output == textwrap.dedent("""\
        <text>:1:17: error[E-UNKNOWN-TEAM]: unknown team 'X-Man'
          |
        1 | 2 -> Destroy an X-Man Keeper.
          |                 ^^^^^
          = help: did you mean 'X-Men'?
        """)


def test_explain_bad_text_json():
    result = cli("explain", "--game", "mshs", "--json", "0 -> Draw a card.")
    assert result.exit_code == 1
    assert json.loads(result.output) == {
        "error": {
            "path": "<text>",
            "line": 1,
            "col": 1,
            "end_line": 1,
            "end_col": 5,
            "severity": "error",
            "code": "E-MEANING",
            "message": "a threshold must be at least 1",
            "help": None,
        }
    }


def test_explain_points_at_the_right_line_of_a_text_of_several_lines():
    result = cli("explain", "--game", "mshs", "--json", "2 -> Draw a card.\nDraw a kard.")
    assert result.exit_code == 1
    error = json.loads(result.output)["error"]
    assert error["code"] == "E-UNKNOWN-WORD" and error["help"] == "did you mean 'card'?"
    assert (error["line"], error["col"], error["end_col"]) == (2, 8, 12)


# ============================================================== export


@pytest.mark.parametrize("game", ["mshs", "omniverse"])
def test_export_lists_every_card(game):
    result = cli("export", game, "--format", "json")
    no_traceback(result)
    assert result.exit_code == 0
    exported = json.loads(result.output)
    cs = load_cardset(game)
    assert len(exported) == len(cs.cards)
    for entry, card in zip(exported, cs.cards):
        for fname, value in card.fields.items():
            assert entry[fname] == value
        assert "text" in entry and "canonical" in entry
        if "text" in card.texts:
            assert entry["canonical"] == print_text(card.texts["text"], cs.game.language)
            assert cs.language.read(entry["canonical"]) == card.texts["text"]
        else:
            assert entry["canonical"] is None
        for fname, ast in card.texts.items():
            if fname != "text":
                assert entry[f"canonical_{fname}"] == print_text(ast, cs.game.language)


def test_export_a_card_without_text():
    exported = json.loads(cli("export", "mshs").output)
    unibeam = next(e for e in exported if e["name"] == "Iron Man: Unibeam")
    assert unibeam["text"] is None and unibeam["canonical"] is None
    go_team = next(e for e in exported if e["name"] == "Iron Man: Go Team!")
    assert go_team == {
        "name": "Iron Man: Go Team!",
        "hero": "Iron Man",
        "title": "Go Team!",
        "team": "Avengers",
        "level": 6,
        "attack": 5,
        "factors": ["Tech"],
        "block": "Energy",
        "text": "2 -> Draw a card.",
        "canonical": "2 -> Draw a card.",
    }


def test_export_keeps_the_printed_text_and_adds_the_canonical_one():
    exported = json.loads(cli("export", "omniverse").output)
    watchtower = next(e for e in exported if e["name"] == "League Watchtower")
    assert watchtower["text"] == "DC Fighters go first regardless of SPEED ."
    assert watchtower["canonical"] == "DC fighters go first regardless of SPEED."
    assert watchtower["canonical_bonus_text"] == "Double all STATS of BATMAN."


def test_export_of_a_set_with_errors_fails(small_set):
    result = cli("export", ".", cwd=small_set)
    no_traceback(result)
    assert result.exit_code == 1
    assert "error[E-UNKNOWN-TEAM]" in result.output  # (the report goes to stderr)


# ============================================================== coverage

CORPUS = textwrap.dedent("""\
    - name: "Zed: Opener"
      hero: Zed
      team: Avengers
      text: "2 -> Draw a card."
    - name: "Zed: Own Name"
      hero: Zed
      text: "2 -> Destroy a Zed Keeper."
    - name: "Quux: New Team"
      hero: Quux
      team: Quuxers
      text: "2 -> Destroy a Quuxers Keeper."
    - name: "Nope: One"
      text: "2 -> Frobnicate a card."
    - name: "Nope: Two"
      text: "3 -> Frobnicate a card."
    - name: "Blank"
      text: null
    - name: "Char"
      text: "Draw a card @ once."
    - name: "Zero"
      text: "0 -> Draw a card."
    - name: "Shorthand"
      text: "2 -> Keeper; hits for 2"
    - name: "Extra field"
      rarity: common
      text: "Flip a coin. If it's heads, draw two cards."
    """)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    path = tmp_path_factory.mktemp("corpus") / "corpus.yaml"
    path.write_text(CORPUS, encoding="utf-8")
    return path


def test_coverage_report(corpus):
    result = cli("coverage", "--game", "mshs", str(corpus))
    no_traceback(result)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "5 of 9 texts supported (55.6%); 10 entries, 1 without text"
    stopped = lines[lines.index("Where reading stopped") + 1 : lines.index("Failures") - 1]
    assert len(stopped) == 3  # one line per phrase, the most frequent first
    assert stopped[0] == "    2  frobnicate a card."
    assert "    1  @ once." in stopped
    failures = lines[lines.index("Failures") + 1 :]
    assert "Nope: One: E-UNKNOWN-NAME: unknown name 'Frobnicate'" in failures
    assert "Char: E-PARSE-CHAR: unexpected character '@'" in failures
    assert "Zero: E-MEANING: a threshold must be at least 1" in failures
    assert "    0 -> Draw a card." in failures


def test_coverage_json(corpus):
    result = cli("coverage", "--game", "mshs", "--json", str(corpus))
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert {"total", "with_text", "supported", "failures"} <= set(data)
    assert (data["total"], data["with_text"], data["supported"]) == (10, 9, 5)
    assert data["percent"] == pytest.approx(55.56, abs=0.01)
    assert [{k: f[k] for k in ("name", "text", "code", "message")} for f in data["failures"]] == [
        {
            "name": "Nope: One",
            "text": "2 -> Frobnicate a card.",
            "code": "E-UNKNOWN-NAME",
            "message": "unknown name 'Frobnicate'",
        },
        {
            "name": "Nope: Two",
            "text": "3 -> Frobnicate a card.",
            "code": "E-UNKNOWN-NAME",
            "message": "unknown name 'Frobnicate'",
        },
        {
            "name": "Char",
            "text": "Draw a card @ once.",
            "code": "E-PARSE-CHAR",
            "message": "unexpected character '@'",
        },
        {
            "name": "Zero",
            "text": "0 -> Draw a card.",
            "code": "E-MEANING",
            "message": "a threshold must be at least 1",
        },
    ]
    assert data["groups"][0] == {"phrase": "frobnicate a card.", "count": 2}


def test_coverage_corpus_declares_its_names(corpus, tmp_path):
    """Heroes and teams named by the corpus's entries are known to its texts ("Quuxers" is
    a team only this corpus has); without the entry that declares it, it is unknown."""
    data = json.loads(cli("coverage", "--game", "mshs", "--json", str(corpus)).output)
    failed = {f["name"] for f in data["failures"]}
    assert {"Zed: Own Name", "Quux: New Team"}.isdisjoint(failed)
    alone = tmp_path / "alone.yaml"
    alone.write_text(
        '- name: "Other"\n  text: "2 -> Destroy a Quuxers Keeper."\n', encoding="utf-8"
    )
    data = json.loads(cli("coverage", "--game", "mshs", "--json", str(alone)).output)
    assert (data["total"], data["supported"]) == (1, 0)
    assert data["failures"][0]["code"] == "E-UNKNOWN-NAME"
    assert data["failures"][0]["message"] == "unknown name 'Quuxers'"


def test_coverage_groups_by_whole_words(corpus, tmp_path):
    """Where reading stopped is told in the words of the text: "0 -> draw", not "0 - >", and
    a text that ends too soon stops at its end, not in the middle of its last word."""
    path = tmp_path / "ends.yaml"
    path.write_text(
        '- name: "End"\n  text: "2 -> Draw a card and"\n'
        '- name: "Zero"\n  text: "0 -> Draw a card."\n',
        encoding="utf-8",
    )
    data = json.loads(cli("coverage", "--game", "mshs", "--json", str(path)).output)
    for f in data["failures"]:
        words = f["text"].lower().split()
        phrase = f["stopped_at"].lower()
        assert (
            phrase == "(end of text)"
            or " ".join(words).find(phrase) >= 0
            and all(w in words for w in phrase.split())
        ), (f["name"], phrase)


def test_coverage_of_an_omniverse_corpus(tmp_path):
    path = tmp_path / "omni.yaml"
    path.write_text(
        textwrap.dedent("""\
        - name: ZATANNA
          type: fighter
          universe: DC
          class: META
          text: "Double the DEFENSE of ZATANNA."
        - name: Somewhere
          type: location
          universe: Marvel
          text: "Fighters with lowest SPEED goes first."
        - name: Nowhere
          type: location
          text: "Roll a dice & frobnicate."
        """),
        encoding="utf-8",
    )
    data = json.loads(cli("coverage", "--game", "omniverse", "--json", str(path)).output)
    assert (data["total"], data["with_text"], data["supported"]) == (3, 3, 2)
    assert [f["name"] for f in data["failures"]] == ["Nowhere"]


def test_coverage_of_a_file_that_is_not_a_corpus(tmp_path):
    path = tmp_path / "notalist.yaml"
    path.write_text("name: x\ntext: Draw a card.\n", encoding="utf-8")
    result = cli("coverage", "--game", "mshs", str(path))
    no_traceback(result)
    assert result.exit_code == 1
    assert "error[E-YAML-SHAPE]" in result.output


def test_coverage_of_bad_yaml(tmp_path):
    path = tmp_path / "dup.yaml"
    path.write_text('- name: x\n  name: y\n  text: "Draw a card."\n', encoding="utf-8")
    result = cli("coverage", "--game", "mshs", str(path))
    no_traceback(result)
    assert result.exit_code == 1
    assert "error[E-YAML-DUPLICATE-KEY]" in result.output


def test_coverage_counts_every_text_of_the_bundled_sets(tmp_path):
    """The bundled cards, as a corpus, are all supported."""
    cs = load_cardset("mshs")
    entries = [
        {"name": c.name, "hero": c.fields["hero"], "text": c.fields.get("text")} for c in cs.cards
    ]
    path = tmp_path / "bundled.yaml"
    path.write_text(json.dumps(entries), encoding="utf-8")  # JSON is YAML
    data = json.loads(cli("coverage", "--game", "mshs", "--json", str(path)).output)
    with_text = sum(1 for e in entries if e["text"] is not None)
    assert (data["total"], data["with_text"]) == (len(entries), with_text)
    assert data["supported"] == with_text, data["failures"][:3]
    assert data["percent"] == 100.0
