"""A card set from someone else: reading, checking and measuring it never runs its Python;
playing it does only with --trust (the bundled games are trusted)."""

from __future__ import annotations

import shutil
import textwrap

import pytest
from cardsmith.dsl.cardset import BUNDLED
from cardsmith.dsl.diagnostics import CardsmithError
from cardsmith.interpreter.cli import main
from cardsmith.interpreter.game_code import Unloaded, verb_names
from click.testing import CliRunner

CORPUS = '- name: "A"\n  text: "Draw a card."\n'


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


def stranger(root, name: str, tail: str):
    """A copy of MSHS whose verbs.py also does ``tail`` when it runs."""
    folder = root / name
    shutil.copytree(BUNDLED / "mshs", folder)
    verbs = folder / "verbs.py"
    verbs.write_text(verbs.read_text() + "\n" + textwrap.dedent(tail))
    return folder


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Its verbs.py leaves a mark and exits with 3 when it runs."""
    root = tmp_path_factory.mktemp("trust")
    mark = root / "it-ran"
    folder = stranger(
        root,
        "hostile",
        f"""
        import sys
        open({str(mark)!r}, "w").write("ran")
        sys.exit(3)
        """,
    )
    (root / "corpus.yaml").write_text(CORPUS)
    return folder, mark


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "{set}"],
        ["validate", "--json", "{set}"],
        ["explain", "-g", "{set}", "Draw a card."],
        ["export", "{set}"],
        ["coverage", "-g", "{set}", "{corpus}"],
    ],
)
def test_reading_checking_and_measuring_never_run_the_sets_python(hostile, args):
    folder, mark = hostile
    corpus = folder.parent / "corpus.yaml"
    result = run(*[a.format(set=folder, corpus=corpus) for a in args])
    assert result.exit_code == 0, result.output
    assert not mark.exists()


@pytest.mark.parametrize(
    "args",
    [
        ["play", "{set}", "--seed", "1", "--quiet"],
        ["simulate", "{set}", "-n", "2", "--quiet"],
    ],
)
def test_playing_a_set_that_carries_python_needs_trust(hostile, args):
    folder, mark = hostile
    result = run(*[a.format(set=folder) for a in args])
    assert result.exit_code == 2
    assert result.output.startswith(f"{folder}/verbs.py:1:1: error[E-UNTRUSTED]: ")
    assert "--trust" in result.output
    assert not mark.exists()


def test_a_trusted_set_whose_python_exits_is_a_diagnostic(hostile):
    folder, mark = hostile
    result = run("play", folder, "--seed", "1", "--quiet", "--trust")
    assert mark.exists()
    mark.unlink()
    assert result.exit_code == 1
    assert "error[E-GAME]: verbs.py cannot be loaded: SystemExit: 3" in result.output


def test_replay_of_a_log_naming_a_set_with_python_needs_trust(tmp_path):
    mark = tmp_path / "it-ran"
    folder = stranger(tmp_path, "friendly", f"open({str(mark)!r}, 'w').write('ran')\n")
    log = tmp_path / "g.jsonl"
    played = run("play", folder, "--seed", "2", "--quiet", "--trust", "--log", log)
    assert played.exit_code == 0, played.output
    mark.unlink()
    refused = run("replay", log)
    assert refused.exit_code == 2
    assert "error[E-UNTRUSTED]" in refused.output
    assert not mark.exists()
    again = run("replay", log, "--trust")
    assert again.exit_code == 0, again.output


def test_the_bundled_games_need_no_trust():
    assert run("play", "mshs", "--seed", "1", "--quiet").exit_code == 0
    assert run("simulate", "omniverse", "-n", "2", "--quiet", "-j", "1").exit_code == 0


def _verbs(tmp_path, source: str):
    (tmp_path / "verbs.py").write_text(textwrap.dedent(source))
    return verb_names(tmp_path)


def test_the_verbs_are_read_from_the_source_in_each_written_form(tmp_path):
    verbs = _verbs(
        tmp_path,
        """
        import os
        os.system("echo never")

        def hit(game): ...

        VERBS: dict = {"hit": hit, "heal": hit}
        VERBS["place"] = hit
        VERBS.update({"round": hit}, defeat=hit)
        EXTRA = dict(describe=hit)
        """,
    )
    assert sorted(verbs) == ["defeat", "heal", "hit", "place", "round"]
    assert all(isinstance(v, Unloaded) for v in verbs.values())
    assert sorted(_verbs(tmp_path, "VERBS = dict(a=1, b=2)\n")) == ["a", "b"]
    assert _verbs(tmp_path, "x = 1\n") == {}


@pytest.mark.parametrize(
    "source,line",
    [
        ("def make():\n    return {}\n\nVERBS = make()\n", 4),
        ("VERBS = {**OTHER}\n", 1),
        ("VERBS = {}\nVERBS[name] = 1\n", 2),
        ("VERBS = {}\nVERBS |= {'a': 1}\n", 2),
        ("VERBS = {'a': 1\n", 1),
    ],
)
def test_verbs_that_cannot_be_read_without_running_them_are_a_diagnostic(tmp_path, source, line):
    with pytest.raises(CardsmithError) as caught:
        _verbs(tmp_path, source)
    d = caught.value.first
    assert d.code == "E-GAME" and d.line == line, d.render()
