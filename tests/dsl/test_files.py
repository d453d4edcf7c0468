"""Only regular files inside a card set's folder are read: a FIFO is refused (never waited on),
a link to a file elsewhere is refused without showing any of it; a grammar.lark that is not
UTF-8 is a diagnostic."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from dslkit import cli, no_traceback, write_set

CARD = textwrap.dedent("""\
    - name: "Storm: Gust"
      hero: Storm
      team: X-Men
      level: 2
      attack: 3
      factors: [Energy]
      block: Tech
      text: "2 -> Draw a card."
    """)

posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")


@posix
def test_a_fifo_as_a_card_file_is_refused_not_waited_on(tmp_path):
    folder = write_set(tmp_path / "set", {"good.yaml": CARD})
    os.mkfifo(folder / "cards" / "pipe.yaml")
    run = subprocess.run(
        [sys.executable, "-m", "cardsmith.interpreter", "validate", str(folder)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,  # (a reader waiting on the FIFO would never end)
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert "pipe.yaml:1:1: error[E-FILE]: not a regular file" in run.stdout
    assert "Traceback" not in run.stdout + run.stderr


@posix
def test_a_link_to_a_file_outside_the_folder_is_refused_unread(tmp_path):
    secret = tmp_path / "private.txt"
    secret.write_text("password: hunter2\n")
    folder = write_set(tmp_path / "set", {"good.yaml": CARD})
    (folder / "cards" / "stolen.yaml").symlink_to(secret)
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1
    assert "stolen.yaml:1:1: error[E-FILE]: a link to a file outside the card set" in result.output
    assert "hunter2" not in result.output


@posix
def test_a_link_inside_the_folder_is_read(tmp_path):
    folder = write_set(tmp_path / "set", {"good.yaml": CARD})
    (folder / "extra").mkdir()
    (folder / "extra" / "more.yaml").write_text(CARD.replace("Gust", "Gale"))
    (folder / "cards" / "more.yaml").symlink_to(folder / "extra" / "more.yaml")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert "E-FILE" not in result.output


@posix
def test_a_game_yaml_linked_from_elsewhere_is_refused(tmp_path):
    folder = write_set(tmp_path / "set", {"good.yaml": CARD})
    outside = tmp_path / "game.yaml"
    os.replace(folder / "game.yaml", outside)
    (folder / "game.yaml").symlink_to(outside)
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1
    assert "game.yaml:1:1: error[E-FILE]: a link to a file outside" in result.output


def test_a_grammar_file_that_is_not_utf8_is_a_diagnostic(tmp_path):
    folder = write_set(tmp_path / "set", {"good.yaml": CARD}, game="omniverse")
    (folder / "cards" / "good.yaml").unlink()
    (folder / "grammar.lark").write_bytes(b'// phrases\nfoo: "caf\xe9"\n')
    for args in (["validate", str(folder)], ["explain", "-g", str(folder), "Draw a card."]):
        result = cli(*args)
        no_traceback(result)
        assert result.exit_code == 1
        assert "grammar.lark:2:10: error[E-FILE]: the file is not UTF-8 text" in result.output
