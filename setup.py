"""The build: pure Python unless asked for the compiled core.

``CARDSMITH_COMPILE=1 pip install .`` compiles the modules that ``interpreter/compiled.py``
lists with mypyc into C extension modules, installed beside their sources (Python imports an
extension module before the source of the same name); the package works the same either way.
Without it (the default) nothing is compiled and no compiler is needed.  See
docs/architecture.md, "The compiled core".
"""

from __future__ import annotations

import ast
import glob
import os

from setuptools import setup

HERE = os.path.dirname(os.path.abspath(__file__))


def _listed(name: str) -> tuple[str, ...]:
    """A tuple of interpreter/compiled.py, read from its text (not imported: the package is
    not importable while it builds)."""
    with open(os.path.join(HERE, "interpreter", "compiled.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return tuple(ast.literal_eval(node.value))
    raise LookupError(f"interpreter/compiled.py has no {name}")


def compiled_core() -> list:
    from mypyc.build import mypycify

    # (compiled through the links of .typecheck/cardsmith, so that each module gets the name
    # it installs under: cardsmith.interpreter.kernel, cardsmith.cardsets.mshs.verbs)
    base = os.path.join(".typecheck", "cardsmith")
    paths = [os.path.join(base, "interpreter", f"{m}.py") for m in _listed("MODULES")]
    # every bundled game's own procedures (the same rule as compiled.games_with_verbs)
    paths += sorted(glob.glob(os.path.join(base, "cardsets", "*", "verbs.py")))
    cwd = os.getcwd()
    os.chdir(HERE)
    try:
        return mypycify(
            [
                "--config-file",
                "pyproject.toml",
                "--explicit-package-bases",
                "--disable-error-code",
                "annotation-unchecked",
                *paths,
            ],
            opt_level=os.environ.get("CARDSMITH_OPT", "3"),
            group_name="cardsmith.interpreter.core",
        )
    finally:
        os.chdir(cwd)


if os.environ.get("CARDSMITH_COMPILE"):
    # (built apart from the pure build's files, so that neither installs the other's)
    setup(ext_modules=compiled_core(), options={"build": {"build_base": "build/compiled"}})
else:
    setup()
