"""The compiled core: which modules the opt-in build compiles (``CARDSMITH_COMPILE=1 pip
install .``, see setup.py and docs/architecture.md), and which of them this installation
runs compiled.

The list is read by setup.py from this file's text (the package is not importable while it
builds), so it stays plain literals. Every bundled game's own procedures (``cardsets/<game>/
verbs.py``) are compiled too: they call the kernel on every play (see
game_code.compiled_verbs); which games have one is read from the folders, not listed here.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path

#: the engine's parts every turn goes through, compiled with mypyc (cardsmith.interpreter.*)
MODULES = (
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

#: where the bundled games are (beside interpreter/ in the package)
CARDSETS = Path(__file__).resolve().parent.parent / "cardsets"


def games_with_verbs(cardsets: Path = CARDSETS) -> list[str]:
    """The bundled games that have procedures of their own (a ``verbs.py``), by folder name."""
    return sorted(p.parent.name for p in cardsets.glob("*/verbs.py"))


def names() -> list[str]:
    """Every module the compiled core compiles, by its full name."""
    return [f"cardsmith.interpreter.{m}" for m in MODULES] + [
        f"cardsmith.cardsets.{g}.verbs" for g in games_with_verbs()
    ]


def is_compiled(name: str) -> bool:
    """Is the module ``name`` an extension module here (not its Python source)?"""
    spec = importlib.util.find_spec(name)
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled() -> list[str]:
    """The modules of :func:`names` that run compiled in this installation (none in the
    default, pure-Python one)."""
    return [n for n in names() if is_compiled(n)]
