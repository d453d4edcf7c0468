"""Hostile YAML and hostile card text: an alias bomb ("billion laughs"), a file over the size
cap, deeply nested YAML, deeply nested card text, duplicate keys and python tags each give a
clear cardsmith diagnostic (the right code, no traceback, no hang) through both
``load_cardset`` and ``cardsmith validate``."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.diagnostics import CardsmithError
from cardsmith.dsl.yamlsafe import MAX_DEPTH, MAX_FILE_BYTES, MAX_NODES
from dslkit import cli, no_traceback, write_set

GOOD = (
    '- name: "Storm: Plain"\n  hero: Storm\n  level: 2\n  attack: 3\n'
    '  factors: [Energy]\n  block: Tech\n  text: "2 -> Draw a card."\n'
)


def _laughs(levels: int = 9) -> str:
    out = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    prev = "a"
    for name in "bcdefghijk"[: levels - 1]:
        out += f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]\n"
        prev = name
    return out


def _laughing_card() -> str:
    """A card whose (unknown) fields expand, through aliases, to a million values."""
    out = GOOD.replace("Storm: Plain", "Storm: Laughing")
    out += "  a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for prev, name in zip("abcde", "bcdef"):
        anchor = f"&{name} " if name != "f" else ""
        out += f"  {name}: {anchor}[" + ", ".join([f"*{prev}"] * 10) + "]\n"
    return out


CASES = {
    # name: (file contents, expected code)
    "billion laughs": (_laughs(), "E-YAML-TOO-LARGE"),
    "laughs inside a card": (_laughing_card(), "E-YAML-TOO-LARGE"),
    "over the size cap": ("# " + "x" * MAX_FILE_BYTES + "\n", "E-YAML-TOO-LARGE"),
    "nested flow lists": ("- name: " + "[" * 100 + "]" * 100 + "\n", "E-YAML-TOO-DEEP"),
    "nested flow mappings": (
        "- name: " + "{a: " * 2_000 + "1" + "}" * 2_000 + "\n",
        "E-YAML-TOO-DEEP",
    ),
    "nested block lists": (
        "".join("  " * i + "-\n" for i in range(MAX_DEPTH + 10)) + "  " * (MAX_DEPTH + 10) + "x\n",
        "E-YAML-TOO-DEEP",
    ),
    "nested block mappings": (
        "".join("  " * i + f"k{i}:\n" for i in range(MAX_DEPTH + 10))
        + "  " * (MAX_DEPTH + 10)
        + "x\n",
        "E-YAML-TOO-DEEP",
    ),
    "python object": ("- !!python/object/apply:os.system ['echo pwned']\n", "E-YAML-TAG"),
    "python object mapping": (
        '- !!python/object:__main__.Card\n  name: "Storm: Obj"\n',
        "E-YAML-TAG",
    ),
    "python name": ("- name: !!python/name:os.system\n", "E-YAML-TAG"),
    "custom tag": ('- name: !card "Storm: Tagged"\n', "E-YAML-TAG"),
    "merge key": ('- &base\n  name: "Storm: Base"\n- <<: *base\n  level: 2\n', "E-YAML-TAG"),
    "binary": ("- name: !!binary aGVsbG8=\n", "E-YAML-TAG"),
    "syntax error": ('- name: "Storm: Open\n  hero: [Storm\n', "E-YAML-SYNTAX"),
    # values the YAML resolver takes for numbers or booleans but cannot convert
    "hex number without digits": ('- name: "Storm: Hex"\n  level: 0x_\n', "E-YAML-SYNTAX"),
    "binary number without digits": ('- name: "Storm: Bin"\n  level: 0b_\n', "E-YAML-SYNTAX"),
    "int tag on a word": ('- name: "Storm: Int"\n  level: !!int abc\n', "E-YAML-SYNTAX"),
    "float tag on a word": ('- name: "Storm: Float"\n  level: !!float abc\n', "E-YAML-SYNTAX"),
    "bool tag on a word": ('- name: "Storm: Bool"\n  level: !!bool maybe\n', "E-YAML-SYNTAX"),
}


@pytest.fixture(scope="module")
def sets_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("hostile")


@pytest.mark.parametrize("case", list(CASES))
def test_hostile_yaml_gives_its_diagnostic(sets_dir, case):
    contents, code = CASES[case]
    folder = write_set(
        sets_dir / f"case{list(CASES).index(case)}", {"good.yaml": GOOD, "bad.yaml": contents}
    )
    # load_cardset: one diagnostic for the bad file, the good card still read
    cs = load_cardset(str(folder))
    found = [d for d in cs.diagnostics if d.path.endswith("bad.yaml")]
    assert [d.code for d in found] == [code], [d.render() for d in found]
    assert found[0].is_error and found[0].message
    assert [c.name for c in cs.cards] == ["Storm: Plain"]
    # the command line: the same, rendered and as JSON, exit code 1
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert f"cards/bad.yaml:{found[0].line}:{found[0].col}: error[{code}]: " in result.output
    as_json = cli("validate", "--json", ".", cwd=folder)
    no_traceback(as_json)
    assert [d["code"] for d in json.loads(as_json.output)] == [code]


TWICE = GOOD.replace("Storm: Plain", "Storm: Twice") + "  level: 3\n"


def test_a_duplicate_key_is_reported_and_the_file_still_checked(tmp_path):
    """The first value is kept; the file's other problems are reported too, and a deck of the
    card finds it."""
    other = GOOD.replace("Storm: Plain", "Storm: Other").replace("attack: 3", "attack: three")
    deck = "name: Twice\ncards:\n  'Storm: Twice': 1\n  'Storm: Other': 1\n"
    folder = write_set(
        tmp_path / "set", {"good.yaml": GOOD, "bad.yaml": TWICE + other}, decks={"d.yaml": deck}
    )
    cs = load_cardset(str(folder))
    codes = sorted(d.code for d in cs.diagnostics if d.path.endswith("bad.yaml"))
    assert codes == ["E-FIELD-TYPE", "E-YAML-DUPLICATE-KEY"], [d.render() for d in cs.errors]
    assert not [d for d in cs.diagnostics if d.code == "E-DECK-UNKNOWN-CARD"]
    assert cs.by_key["Storm: Twice"].fields["level"] == 2
    dup = next(d for d in cs.diagnostics if d.code == "E-YAML-DUPLICATE-KEY")
    assert (dup.line, dup.col) == (8, 3)
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert (
        "cards/bad.yaml:8:3: error[E-YAML-DUPLICATE-KEY]: duplicate key 'level' (first at line 3)"
        in result.output
    )


def test_a_duplicate_key_in_a_flow_mapping_keeps_the_first(tmp_path):
    bad = '- {name: "Storm: Flow", name: "Storm: Again"}\n'
    folder = write_set(tmp_path / "set", {"good.yaml": GOOD, "bad.yaml": bad})
    cs = load_cardset(str(folder))
    assert "E-YAML-DUPLICATE-KEY" in [d.code for d in cs.diagnostics]
    assert "Storm: Flow" in cs.by_key


@pytest.mark.parametrize(
    "source,line,col,help",
    [
        ("- name: a\n\tteam: b\n", 2, 1, "never tabs"),
        ("- name: a\n  text: Draw: a card\n", 2, 13, "quote a value that holds ': '"),
        ("- name: a\n  team: b\n level: 2\n", 3, 2, "check this line's indentation"),
        ("- name: a\n  team b\n  level: 2\n", 2, 3, "a field needs ':'"),
        ('- name: "a\n  team: b\n', 1, 9, "never closed"),
        ("- name: a\n  team: [b\n  level: 2\n", 2, 9, "written inline"),
    ],
)
def test_a_yaml_syntax_error_gets_a_help(tmp_path, source, line, col, help):
    folder = write_set(tmp_path / "set", {"good.yaml": GOOD, "bad.yaml": source})
    cs = load_cardset(str(folder))
    (d,) = [d for d in cs.diagnostics if d.path.endswith("bad.yaml")]
    assert d.code == "E-YAML-SYNTAX"
    assert (d.line, d.col) == (line, col), d.render()
    assert help in d.help


def test_caps_are_the_documented_ones():
    assert MAX_FILE_BYTES == 4 * 1024 * 1024
    assert MAX_NODES == 200_000
    assert MAX_DEPTH == 64


def test_a_file_just_under_the_cap_reads(tmp_path):
    filler = "# " + "x" * (MAX_FILE_BYTES - 2 * len(GOOD) - 10) + "\n"
    folder = write_set(tmp_path / "big", {"good.yaml": GOOD + filler})
    assert (folder / "cards" / "good.yaml").stat().st_size < MAX_FILE_BYTES
    cs = load_cardset(str(folder))
    assert cs.diagnostics == []
    assert [c.name for c in cs.cards] == ["Storm: Plain"]


def test_aliases_under_the_cap_are_allowed(tmp_path):
    """Aliases themselves are fine: only an expansion over the cap is refused."""
    folder = write_set(
        tmp_path / "alias",
        {
            "good.yaml": GOOD
            + textwrap.dedent("""\
        - name: "Storm: Shared"
          hero: Storm
          level: 2
          attack: 3
          factors: &f [Energy]
          block: Tech
        - name: "Storm: Sharer"
          hero: Storm
          level: 2
          attack: 3
          factors: *f
          block: Tech
        """)
        },
    )
    cs = load_cardset(str(folder))
    assert cs.diagnostics == []
    assert cs.by_key["Storm: Sharer"].fields["factors"] == ["Energy"]


# ============================================================== game.yaml itself


@pytest.mark.parametrize(
    "game_yaml,code",
    [
        (_laughs(), "E-YAML-TOO-LARGE"),
        ("name: x\nname: y\n", "E-YAML-DUPLICATE-KEY"),
        ("!!python/object/apply:os.system ['echo pwned']\n", "E-YAML-TAG"),
        ("name: " + "[" * 100 + "]" * 100 + "\n", "E-YAML-TOO-DEEP"),
        ("name: [unclosed\n", "E-YAML-SYNTAX"),
        ("- just\n- a list\n", "E-GAME"),
    ],
)
def test_hostile_game_yaml(tmp_path, game_yaml, code):
    folder = write_set(tmp_path / "game", {"good.yaml": GOOD}, game_yaml=game_yaml)
    with pytest.raises(CardsmithError) as caught:
        load_cardset(str(folder))
    assert caught.value.first.code == code
    result = cli("validate", ".", cwd=folder)
    no_traceback(result)
    assert result.exit_code == 1
    assert f"error[{code}]" in result.output


# ============================================================== far too deep for any parser


def _run(code: str, timeout: int = 300):
    return subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.parametrize("depth", [30_000, 100_000])
def test_very_deep_yaml_is_a_diagnostic_not_a_crash(tmp_path, depth):
    """A small file (a few hundred KB) of nested brackets: E-YAML-TOO-DEEP, like a shallower
    one, never a crash of the process (run in a subprocess so a crash cannot take the test
    run with it)."""
    folder = write_set(
        tmp_path / "deep", {"deep.yaml": "- name: " + "[" * depth + "]" * depth + "\n"}
    )
    assert (folder / "cards" / "deep.yaml").stat().st_size < MAX_FILE_BYTES
    loaded = _run(
        f"from cardsmith.dsl.cardset import load_cardset\n"
        f"cs = load_cardset({str(folder)!r})\n"
        f"print(' '.join(d.code for d in cs.diagnostics))\n"
    )
    assert loaded.returncode == 0, f"load_cardset died (exit {loaded.returncode})"
    assert loaded.stdout.split() == ["E-YAML-TOO-DEEP"]
    validated = _run(
        f"import sys\nfrom cardsmith.interpreter.cli import main\n"
        f"sys.argv = ['cardsmith', 'validate', {str(folder)!r}]\nmain()\n"
    )
    assert validated.returncode == 1, f"validate died (exit {validated.returncode})"
    assert "error[E-YAML-TOO-DEEP]" in validated.stdout
    assert "Traceback" not in validated.stderr


# ============================================================== card text

LONG_TEXT = " ".join(["Draw a card."] * 200)
TEXTS = {
    # name: (text, expected code or None when it reads)
    "Storm: Heads": ("Flip a coin. " + "If it's heads, " * 130 + "draw a card.", "E-PARSE"),
    "Storm: Lower": ("flip a coin. " + "if it's heads, " * 130 + "draw a card.", "E-PARSE"),
    "Storm: Nested": ("2 -> Heal " + "double " * 280 + "1.", None),
    "Storm: Nots": (
        "2 -> Reveal the top card of your deck. If it's " + "not " * 400 + "Tech, play it.",
        None,
    ),
    "Storm: Long": (LONG_TEXT, "E-TEXT-TOO-LONG"),
    "Storm: Parens": ("(" * 900 + "Draw a card." + ")" * 900, "E-PARSE-CHAR"),
}


@pytest.mark.parametrize("name", list(TEXTS))
def test_deep_or_long_card_text(sets_dir, name):
    """Each text in a set of its own (one card, always called the same, so the sets share one
    grammar): a clear diagnostic, or the card reads; never an exception."""
    text, code = TEXTS[name]
    folder = write_set(
        sets_dir / f"text{list(TEXTS).index(name)}",
        {
            "deep.yaml": (
                '- name: "Storm: Deep"\n  hero: Storm\n  level: 2\n  attack: 3\n'
                f'  factors: [Energy]\n  block: Tech\n  text: "{text}"\n'
            )
        },
    )
    result = cli("validate", "--json", ".", cwd=folder)
    no_traceback(result)
    cs = load_cardset(str(folder))
    errors = [d.code for d in cs.diagnostics if d.is_error]
    shown = [d["code"] for d in json.loads(result.output) if d["severity"] == "error"]
    if code is None:
        assert errors == [] and shown == []
        assert "text" in cs.by_key["Storm: Deep"].texts
        assert result.exit_code == 0
    else:
        assert errors == [code], [d.render() for d in cs.diagnostics]
        assert shown == [code]
        assert result.exit_code == 1
