"""The compiled core (``CARDSMITH_COMPILE=1 pip install .``, see setup.py) plays every bundled
game exactly as the pure build: the same logs and outcomes for fixed seeds.

The comparison runs where the compiled core is installed (it is skipped in the default, pure
installation, which has nothing to compare): the pure build is then these sources themselves,
imported through the package links of ``.typecheck/cardsmith`` in a child process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from cardsmith.interpreter import compiled

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = os.path.join(ROOT, ".typecheck")

# (prints how many modules run compiled, then log_fingerprints.py's lines)
FINGERPRINTS = """
import runpy, sys
from cardsmith.interpreter import compiled
print(len(compiled.compiled()))
sys.argv = ["log_fingerprints.py", "3"]
runpy.run_path({script!r}, run_name="__main__")
"""


def fingerprints(pure: bool) -> tuple[int, list[str]]:
    env = dict(os.environ)
    if pure:
        env["PYTHONPATH"] = SOURCES + os.pathsep + env.get("PYTHONPATH", "")
    script = os.path.join(ROOT, "benchmarks", "log_fingerprints.py")
    out = subprocess.run(
        [sys.executable, "-c", FINGERPRINTS.format(script=script)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    return int(out[0]), out[1:]


def test_the_listed_modules_are_the_engines_and_the_bundled_games():
    for name in compiled.MODULES:
        assert os.path.isfile(os.path.join(ROOT, "interpreter", f"{name}.py")), name
    games = compiled.games_with_verbs()
    # every bundled game folder with procedures of its own, read from the folders
    assert games == sorted(
        name
        for name in os.listdir(os.path.join(ROOT, "cardsets"))
        if os.path.isfile(os.path.join(ROOT, "cardsets", name, "verbs.py"))
    )
    assert games  # (the bundled games include some with their own procedures)
    assert len(compiled.names()) == len(compiled.MODULES) + len(games)


def test_a_game_folder_with_procedures_is_compiled_without_being_listed(tmp_path):
    for name, has_verbs in (("alpha", True), ("beta", False), ("gamma", True)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "game.yaml").write_text("name: x\n")
        if has_verbs:
            (tmp_path / name / "verbs.py").write_text("VERBS = {}\n")
    assert compiled.games_with_verbs(tmp_path) == ["alpha", "gamma"]


@pytest.mark.skipif(
    not compiled.compiled(), reason="the compiled core is not installed (the pure build)"
)
def test_the_compiled_core_plays_as_the_pure_build():
    n_compiled, compiled_prints = fingerprints(pure=False)
    n_pure, pure_prints = fingerprints(pure=True)
    assert n_compiled == len(compiled.names())
    assert n_pure == 0
    assert len(pure_prints) == 14
    assert compiled_prints == pure_prints
