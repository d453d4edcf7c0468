"""Helpers for the tests of tests/dsl: writing small card sets and running the command line.

Card sets are written as folders: a copy of a bundled game's game.yaml (and verbs.py when it
has one), ``cards/*.yaml`` and ``decks/*.yaml``.  Grammar builds are slow the first time for a
new vocabulary (the cards' names are part of it), so the tests build few distinct sets.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from pathlib import Path

from cardsmith.dsl.cardset import BUNDLED
from cardsmith.interpreter.cli import main
from click.testing import CliRunner

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
#: a small game that declares keywords, labels, icons, statuses and verbs
CHARTER = str(FIXTURES / "games" / "charter")
HEADER = re.compile(r"^\S.*:\d+:\d+: (error|warning)\[[A-Z0-9-]+\]: ")


def write_set(
    folder: Path,
    cards: dict[str, str] | None = None,
    decks: dict[str, str] | None = None,
    game: str = "mshs",
    game_yaml: str | None = None,
) -> Path:
    """A card-set folder: ``cards`` and ``decks`` map file names to their YAML source."""
    folder = Path(folder)
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "cards").mkdir(parents=True)
    src = BUNDLED / game
    if game_yaml is None:
        shutil.copy(src / "game.yaml", folder / "game.yaml")
    else:
        (folder / "game.yaml").write_text(game_yaml, encoding="utf-8")
    for extra in ("verbs.py", "grammar.lark"):
        if (src / extra).is_file():
            shutil.copy(src / extra, folder / extra)
    for name, text in (cards or {}).items():
        data = text.encode("utf-8") if isinstance(text, str) else text
        (folder / "cards" / name).write_bytes(data)
    if decks:
        (folder / "decks").mkdir()
        for name, text in decks.items():
            (folder / "decks" / name).write_text(text, encoding="utf-8")
    return folder


@contextlib.contextmanager
def chdir(path):
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def cli(*args, cwd=None):
    """Run ``cardsmith ARGS`` in-process (in ``cwd`` when given) and return click's result."""
    runner = CliRunner()
    if cwd is None:
        return runner.invoke(main, list(args))
    with chdir(cwd):
        return runner.invoke(main, list(args))


def blocks(output: str) -> list[str]:
    """The rendered diagnostics of a report, one string each (header, source, caret, help)."""
    out: list[list[str]] = []
    current = None
    for line in output.splitlines():
        if HEADER.match(line):
            current = [line]
            out.append(current)
        elif current is not None and (line.startswith(" ") or line[:1].isdigit() and " | " in line):
            current.append(line)
        else:
            current = None
    return ["\n".join(b) for b in out]


def block(output: str, path: str, code: str, line: int | None = None) -> str:
    """The one rendered diagnostic of ``code`` for ``path`` (at ``line``, when given)."""
    found = []
    for b in blocks(output):
        head = b.split("\n", 1)[0]
        if not head.startswith(f"{path}:") or f"[{code}]:" not in head:
            continue
        if line is not None and not head.startswith(f"{path}:{line}:"):
            continue
        found.append(b)
    assert len(found) == 1, f"expected one {code} for {path}, found {len(found)}:\n{output}"
    return found[0]


def charter_copy(folder: Path, edit=None, cards: str | None = None) -> Path:
    """A copy of the charter game (tests/fixtures/games/charter) in ``folder``, its game.yaml
    changed by ``edit(data)`` (and its cards replaced by ``cards``, YAML source)."""
    import yaml

    folder = Path(folder)
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(CHARTER, folder)
    if edit is not None:
        path = folder / "game.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        edit(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    if cards is not None:
        (folder / "cards" / "cards.yaml").write_text(cards, encoding="utf-8")
    return folder


def line_of(path: Path, needle: str) -> int:
    """The 1-based line of ``path`` where ``needle`` first appears."""
    for i, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} is not in {path}")


def no_traceback(result) -> None:
    """The command ended normally (exit code set on purpose), with no Python traceback."""
    exc = result.exception
    assert exc is None or isinstance(exc, SystemExit), (
        f"cardsmith raised {type(exc).__name__}: {exc}\n{result.output}"
    )
    assert "Traceback" not in result.output


def read_ok(cs, text):
    """The tree of ``text`` in card set ``cs``'s language (failing the test if it does not read)."""
    from cardsmith.dsl.parser import TextError

    ast = cs.language.read(text)
    assert not isinstance(ast, TextError), ast
    return ast
