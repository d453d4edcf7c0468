"""Every command over broken inputs: a coded error (``where: error[CODE]: message``, with the
source line and caret when it is at a place in a file), never a traceback, never a hang."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest
import yaml
from cardsmith.dsl.cardset import BUNDLED
from cardsmith.interpreter.cli import main
from click.testing import CliRunner

CODED = re.compile(r"^\S.*: error\[[A-Z0-9-]+\]: \S")
PART_OF_A_DIAGNOSTIC = re.compile(r"^(\s*\d*\s\|.*|\s+= help: .*)$")
SUMMARY = re.compile(r"^\S+: (the game cannot be read|\d+ cards, \d+ decks: .*)$")


def copy(root, game: str, name: str, edit=None):
    folder = root / name
    shutil.copytree(BUNDLED / game, folder)
    if edit is not None:
        edit(folder)
    return folder


def _game_yaml(change):
    def edit(folder):
        data = yaml.safe_load((folder / "game.yaml").read_text())
        change(data)
        (folder / "game.yaml").write_text(yaml.safe_dump(data, sort_keys=False))

    return edit


def _write(path: str, data: bytes):
    def edit(folder):
        (folder / path).write_bytes(data)

    return edit


def _fifo(folder):
    os.mkfifo(folder / "cards" / "pipe.yaml")


def _link_out(folder):
    secret = folder.parent / "secret.txt"
    secret.write_text("token: s3cr3t\n")
    (folder / "cards" / "stolen.yaml").symlink_to(secret)


def _limit(data):
    data["rules"]["turn"][0]["limit"] = {"zone": "hand", "param": "hand_limit"}
    data["rules"].setdefault("params", {})["hand_limit"] = -8


BROKEN_SETS = {
    "game.yaml is not YAML": ("crazy_eights", _write("game.yaml", b"name: [unclosed\n")),
    "game.yaml has a tab": ("crazy_eights", _write("game.yaml", b"name: x\n\tcards: 1\n")),
    "game.yaml is not UTF-8": ("crazy_eights", _write("game.yaml", b"name: caf\xe9\n")),
    "game.yaml repeats a key": ("crazy_eights", _write("game.yaml", b"name: a\nname: b\n")),
    "a negative hand limit": ("crazy_eights", _game_yaml(_limit)),
    "no turns at all": (
        "crazy_eights",
        _game_yaml(lambda d: d["rules"]["limits"].__setitem__("max_turns", 0)),
    ),
    "a million players": ("crazy_eights", _game_yaml(lambda d: d.__setitem__("players", 10**6))),
    "a hidden character": ("crazy_eights", _game_yaml(lambda d: d.__setitem__("name", "C\u202e8"))),
    "grammar.lark is not UTF-8": ("crazy_eights", _write("grammar.lark", b'x: "\xff"\n')),
    "grammar.lark is not a grammar": ("crazy_eights", _write("grammar.lark", b"%%%\n")),
    "a card file is a FIFO": ("crazy_eights", _fifo),
    "a card file links outside": ("crazy_eights", _link_out),
    "a card file is not a list": ("crazy_eights", _write("cards/x.yaml", b"name: x\n")),
    "a card file has a python tag": (
        "crazy_eights",
        _write("cards/x.yaml", b"- !!python/object/apply:os.system ['echo hi']\n"),
    ),
    "verbs.py is not python": ("mshs", _write("verbs.py", b"VERBS = {'play': \n")),
    "verbs.py builds VERBS": ("mshs", _write("verbs.py", b"VERBS = dict(**globals())\n")),
}


@pytest.fixture(scope="module")
def broken(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    out = {}
    for i, (case, (game, edit)) in enumerate(BROKEN_SETS.items()):
        if edit in (_fifo, _link_out) and not hasattr(os, "mkfifo"):
            continue
        out[case] = copy(root, game, f"set{i}", edit)
    (root / "corpus.yaml").write_text('- name: a\n  text: "Draw a card."\n')
    return root, out


def coded(result, codes=None) -> None:
    """The command failed on purpose (exit code 1 or 2) with coded errors only."""
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{type(result.exception).__name__}: {result.exception}\n{result.output}"
    )
    assert "Traceback" not in result.output
    assert result.exit_code in (1, 2), result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines and CODED.match(lines[0]), result.output
    for line in lines:
        assert CODED.match(line) or PART_OF_A_DIAGNOSTIC.match(line) or SUMMARY.match(line), line
    if codes is not None:
        assert any(f"error[{c}]" in result.output for c in codes), result.output


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


COMMANDS = [
    ["validate", "{set}"],
    ["validate", "--json", "{set}"],
    ["explain", "-g", "{set}", "Draw a card."],
    ["export", "{set}"],
    ["coverage", "-g", "{set}", "{corpus}"],
    ["play", "{set}", "--seed", "1", "--quiet"],
    ["play", "{set}", "--seed", "1", "--quiet", "--trust"],
    ["simulate", "{set}", "-n", "3", "-j", "1", "--quiet"],
    ["simulate", "{set}", "-n", "3", "-j", "1", "--quiet", "--trust"],
]
# what a command does not read cannot break it: explain and coverage read the game, not its
# cards; explain and export need no rules of play (so no verbs)
UNREAD = {("a card file", "explain"), ("a card file", "coverage")}
UNREAD |= {("verbs.py", "explain"), ("verbs.py", "export")}


@pytest.mark.parametrize("case", list(BROKEN_SETS))
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:1] + c[-1:]))
def test_every_command_on_a_broken_card_set(broken, case, command):
    root, sets = broken
    if case not in sets:
        pytest.skip("needs FIFOs and links")
    args = [a.format(set=sets[case], corpus=root / "corpus.yaml") for a in command]
    result = run(*args)
    if command[:2] == ["validate", "--json"]:  # (the problems as JSON, each coded)
        assert result.exit_code == 1, result.output
        assert all(re.fullmatch(r"[EW]-[A-Z0-9-]+", d["code"]) for d in json.loads(result.output))
        return
    if any(case.startswith(what) and command[0] == cmd for what, cmd in UNREAD):
        assert result.exit_code == 0, result.output
        return
    coded(result)
    assert "s3cr3t" not in result.output


@pytest.mark.parametrize(
    "args,code",
    [
        (["validate", "no-such-game"], "E-FILE"),
        (["explain", "-g", "no-such-game", "Draw a card."], "E-FILE"),
        (["export", "no-such-game"], "E-FILE"),
        (["coverage", "-g", "no-such-game", "{corpus}"], "E-FILE"),
        (["play", "no-such-game"], "E-FILE"),
        (["simulate", "no-such-game", "-n", "1"], "E-FILE"),
        (["replay", "{root}/no-such.jsonl"], "E-FILE"),
        (["explain", "-g", "mshs", "0 -> Draw a card."], "E-MEANING"),
        (["explain", "-g", "mshs", "2 -> Draw draw."], "E-PARSE"),
        (["explain", "-g", "mshs", "Drow a card."], "E-UNKNOWN-WORD"),
        (["explain", "-g", "mshs", "Draw a card, and"], "E-PARSE-END"),
        (["explain", "-g", "mshs", "x" * 5000], "E-TEXT-TOO-LONG"),
        (["coverage", "-g", "mshs", "{root}/no-such.yaml"], "E-FILE"),
        (["coverage", "-g", "mshs", "{root}"], "E-FILE"),
        (["coverage", "-g", "mshs", "{root}/bad.yaml"], "E-YAML-SYNTAX"),
        (["coverage", "-g", "mshs", "{root}/dict.yaml"], "E-YAML-SHAPE"),
        (["play", "mshs", "--deck1", "nope"], "E-USAGE"),
        (["play", "mshs", "--players", "7"], "E-USAGE"),
        (["play", "mshs", "--scenario", "nope"], "E-USAGE"),
        (["play", "mshs", "--agents", "wizard"], "E-USAGE"),
        (["play", "mshs", "--log", "{root}/no/such/folder/g.jsonl"], "E-OUTPUT"),
        (["simulate", "mshs", "-n", "2", "--json", "{root}"], "E-OUTPUT"),
        (["simulate", "mshs", "-n", "2", "--csv", "{root}/bad.yaml/r.csv"], "E-OUTPUT"),
        (["simulate", "mshs", "-n", "2", "--agents", "human,random"], "E-USAGE"),
        (["simulate", "mshs", "-n", str(10**30)], "E-USAGE"),
        (["replay", "{root}/bad.yaml"], "E-REPLAY"),
        (["replay", "{root}"], "E-FILE"),
        (["replay", "{root}/deep.jsonl"], "E-REPLAY"),
        (["replay", "{root}/edited.jsonl"], "E-REPLAY"),
    ],
)
def test_every_command_on_broken_arguments_and_files(tmp_path, args, code):
    (tmp_path / "bad.yaml").write_text("- name: [unclosed\n")
    (tmp_path / "dict.yaml").write_text("name: x\n")
    (tmp_path / "deep.jsonl").write_text("[" * 50_000 + "]" * 50_000 + "\n")
    log = tmp_path / "edited.jsonl"
    assert run("play", "mshs", "--seed", "1", "--quiet", "--log", log).exit_code == 0
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines[: len(lines) // 2]) + "\n")
    result = run(*[a.format(root=tmp_path, corpus=tmp_path / "bad.yaml") for a in args])
    coded(result, [code])
