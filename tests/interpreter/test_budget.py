"""A game's own verb that never ends does not hang a run: past the game's processor-time
budget (rules.limits.seconds), play stops with a coded error and a simulation counts the game
as failed, with the command that reproduces it."""

from __future__ import annotations

import json
import shutil

import pytest
import yaml
from cardsmith.dsl.cardset import BUNDLED
from cardsmith.interpreter.budget import OutOfTime, cpu_budget
from cardsmith.interpreter.cli import main
from click.testing import CliRunner


@pytest.fixture(scope="module")
def endless(tmp_path_factory):
    """MSHS whose play verb loops forever, with a budget of one second a game."""
    folder = tmp_path_factory.mktemp("budget") / "endless"
    shutil.copytree(BUNDLED / "mshs", folder)
    verbs = folder / "verbs.py"
    verbs.write_text(
        verbs.read_text()
        + "\n\ndef forever(*args, **kwargs):\n    while True:\n        pass\n\n\n"
        + 'VERBS["play"] = forever\n'
    )
    game = yaml.safe_load((folder / "game.yaml").read_text())
    game["rules"]["limits"]["seconds"] = 1
    (folder / "game.yaml").write_text(yaml.safe_dump(game, sort_keys=False))
    return folder


def test_play_of_a_verb_that_never_ends_stops_with_a_coded_error(endless):
    result = CliRunner().invoke(main, ["play", str(endless), "--seed", "1", "--quiet", "--trust"])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    (line,) = result.output.strip().splitlines()
    assert line.startswith(f"{endless}: error[E-LIMIT]: the game used more than 1 s of processor")
    assert "rules.limits.seconds" in line


def test_a_simulation_counts_a_game_that_never_ends_as_failed(endless, tmp_path):
    out = tmp_path / "r.json"
    result = CliRunner().invoke(
        main,
        ["simulate", str(endless), "-n", "2", "-j", "1", "--quiet", "--trust", "--json", str(out)],
    )
    assert result.exit_code == 1
    report = json.loads(out.read_text())
    assert report["failed"] == 2
    assert report["failures"][0]["error"].startswith("OutOfTime: the game used more than 1 s")


def test_the_budget_counts_processor_time_and_ends_with_the_block():
    with pytest.raises(OutOfTime), cpu_budget(0.2):
        while True:
            pass
    with cpu_budget(0.2):
        pass  # (a block within its budget; the timer is off after it)
    total = 0
    for i in range(2_000_000):  # (well past 0.2 s of work, with no budget in force)
        total += i
    assert total > 0
