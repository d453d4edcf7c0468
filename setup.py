"""The build: pure Python unless asked for the compiled core.

``CARDSMITH_COMPILE=1 pip install .`` compiles the engine's hot modules (:data:`COMPILED`)
with mypyc into C extensions installed beside their sources; Python imports the extension
first, and the package works the same either way.  Without it (the default) nothing is
compiled and no compiler is needed.  See docs/architecture.md, "The compiled core".
"""

from __future__ import annotations

import os

from setuptools import setup

#: the modules the compiled core compiles (interpreter/...): the parts of a game every turn
#: goes through
COMPILED = (
    "state",
    "kernel",
    "timing",
    "effects",
    "decisions",
    "deal",
    "seats",
    "endings",
    "procedure",
    "cards",
    "compile",
)


def compiled_core() -> list:
    from mypyc.build import mypycify

    here = os.path.dirname(os.path.abspath(__file__))
    # (compiled through the links of .typecheck/cardsmith, so that each module gets the
    # name it installs under: cardsmith.interpreter.kernel)
    paths = [os.path.join(".typecheck", "cardsmith", "interpreter", f"{m}.py") for m in COMPILED]
    cwd = os.getcwd()
    os.chdir(here)
    try:
        return mypycify(
            [
                "--config-file",
                "pyproject.toml",
                "--disable-error-code",
                "annotation-unchecked",
                *paths,
            ],
            opt_level=os.environ.get("CARDSMITH_OPT", "3"),
            group_name="cardsmith.interpreter.core",
        )
    finally:
        os.chdir(cwd)


setup(ext_modules=compiled_core() if os.environ.get("CARDSMITH_COMPILE") else [])
