"""A game's own Python (its ``verbs.py``): what it defines, read without running it, and the
module itself, run only when the card set is trusted.

A card set is something people send each other, and running its Python runs whatever it
says.  Reading, checking and measuring a card set (validate, explain, export, coverage) never
runs it: the names of its verbs are read from the source (:func:`verb_names`: the keys of its
``VERBS`` dictionary, written out) and stand for the verbs, which checking only looks up.
Playing one (play, simulate, replay) runs it, and does so for a folder of someone else's only
when the person says ``--trust`` (:func:`trust_problem`); the bundled games are trusted.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import importlib.util
import os
import sys
import traceback
from pathlib import Path
from typing import NoReturn

from ..dsl.diagnostics import ERROR, CardsmithError, Diagnostic, at
from ..dsl.files import read_text

FILE = "verbs.py"
_SHAPE = (
    "write VERBS out as a dictionary of names ({'hit': hit, ...}), so that cardsmith can read "
    "it without running the file"
)


def carries_code(folder) -> bool:
    """Does the card set in ``folder`` carry Python that playing it would run?"""
    return os.path.lexists(Path(folder) / FILE)


def bundled(folder) -> bool:
    from ..dsl.cardset import BUNDLED

    return Path(folder).resolve().parent == BUNDLED.resolve()


def trust_problem(folder, trusted: bool, command: str = "play") -> Diagnostic | None:
    """E-UNTRUSTED when ``command`` would run the Python of a card set not bundled with
    cardsmith and the person has not said ``--trust`` (None when it may go on)."""
    if trusted or not carries_code(folder) or bundled(folder):
        return None
    return at(
        str(Path(folder) / FILE),
        None,
        1,
        1,
        1,
        1,
        ERROR,
        "E-UNTRUSTED",
        f"this card set carries Python ({FILE}), which {command} would run: read it, then run "
        "again with --trust",
    )


class Unloaded:
    """A verb known by its name only (the file was read, not run): checking looks verbs up,
    never calls them."""

    def __init__(self, name: str):
        self.name = name

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"verb '{self.name}' was read, not loaded: the card set is not trusted")

    def __repr__(self):
        return f"<verb {self.name}, not loaded>"


def verb_names(folder) -> dict[str, object]:
    """The verbs ``verbs.py`` defines, found without running it: each name of its ``VERBS``
    dictionary (``VERBS = {...}``, ``VERBS = dict(...)``, ``VERBS["name"] = ...``,
    ``VERBS.update(...)`` at the top of the module) as an :class:`Unloaded` verb."""
    path = Path(folder) / FILE
    if not os.path.lexists(path):
        return {}
    source = read_text(path, folder)
    shown = str(path)
    try:
        tree = ast.parse(source, shown)
    except SyntaxError as exc:
        line, col = exc.lineno or 1, exc.offset or 1
        raise CardsmithError(
            at(shown, source, line, col, line, col + 1, ERROR, "E-GAME", f"not Python: {exc.msg}")
        ) from None
    except (ValueError, RecursionError, MemoryError) as exc:  # (NUL bytes, absurd nesting)
        raise CardsmithError(
            at(shown, None, 1, 1, 1, 1, ERROR, "E-GAME", f"not Python cardsmith can read: {exc}")
        ) from None
    names: list[str] | None = None  # (None: VERBS not yet defined)

    def fail(node, message=f"{FILE} defines VERBS in a way cardsmith cannot read") -> NoReturn:
        line, col = getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1
        raise CardsmithError(
            at(shown, source, line, col, line, col + 1, ERROR, "E-GAME", message, _SHAPE)
        )

    def text(node) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        fail(node)

    def keys(node) -> list[str]:
        if isinstance(node, ast.Dict):
            return [text(k) for k in node.keys]  # (a None key is a '**' spread: refused)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "dict"
            and not node.args
            and all(k.arg for k in node.keywords)
        ):
            return [str(k.arg) for k in node.keywords]
        fail(node)

    def is_verbs(node) -> bool:
        return isinstance(node, ast.Name) and node.id == "VERBS"

    for stmt in tree.body:
        value: ast.expr | None = None
        targets: list[ast.expr] = []
        if isinstance(stmt, ast.Assign):
            value, targets = stmt.value, stmt.targets
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            value, targets = stmt.value, [stmt.target]
        elif isinstance(stmt, ast.AugAssign) and is_verbs(stmt.target):
            fail(stmt)
        for t in targets:
            if is_verbs(t):
                names = keys(value)
            elif isinstance(t, ast.Subscript) and is_verbs(t.value):
                if names is None:
                    fail(t)
                names.append(text(t.slice))
        call = stmt.value if isinstance(stmt, ast.Expr) else None
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and is_verbs(call.func.value)
        ):
            if call.func.attr != "update" or names is None or len(call.args) > 1:
                fail(call)
            if call.args:
                names += keys(call.args[0])
            names += [str(k.arg) for k in call.keywords if k.arg]
    return {n: Unloaded(n) for n in names or []}


def compiled_verbs(folder: Path):
    """The module a bundled game's ``verbs.py`` was compiled to by the compiled core's build
    (``cardsmith.cardsets.<game>.verbs``, an extension module), or None: the file is then
    run as it is."""
    from .compiled import is_compiled

    if not bundled(folder):
        return None
    name = f"cardsmith.cardsets.{Path(folder).name}.verbs"
    try:
        if not is_compiled(name):
            return None
    except ImportError:
        return None
    return importlib.import_module(name)


def load_verbs(folder: Path, module_name: str) -> dict[str, object]:
    """Run ``verbs.py`` and return the verbs of its ``VERBS`` mapping (a trusted card set's
    only: see :func:`trust_problem`); a bundled game's compiled verbs when there are."""
    path = folder / FILE
    if not path.is_file():
        return {}
    verb_names(folder)  # (a file cardsmith could not check is not run either)
    compiled = compiled_verbs(folder)
    if compiled is not None:
        return dict(compiled.VERBS)
    tag = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:12]
    name = f"cardsmith_game_{module_name.replace('-', '_')}_{tag}"
    if name in sys.modules:
        return dict(sys.modules[name].VERBS)
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        return {}
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - the game's own code: reported
        del sys.modules[name]
        line = next(
            (
                f.lineno
                for f in reversed(traceback.extract_tb(exc.__traceback__))
                if f.filename == str(path)
            ),
            getattr(exc, "lineno", None) or 1,
        )
        raise CardsmithError(
            at(
                str(path),
                _read(path),
                line or 1,
                1,
                line or 1,
                2,
                ERROR,
                "E-GAME",
                f"verbs.py cannot be loaded: {type(exc).__name__}: {exc}",
            )
        ) from None
    verbs = getattr(module, "VERBS", {})
    if not isinstance(verbs, dict):
        raise CardsmithError(
            at(
                str(path),
                None,
                1,
                1,
                1,
                1,
                ERROR,
                "E-GAME",
                "verbs.py must define VERBS as a mapping of names to functions",
            )
        )
    return dict(verbs)


def _read(path) -> str | None:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
