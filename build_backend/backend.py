"""The build backend: setuptools' own, which also asks for mypyc (it comes with mypy) when the
compiled core is asked for (``CARDSMITH_COMPILE=1``: see setup.py), so that
``CARDSMITH_COMPILE=1 pip install .`` needs nothing installed first; without it, a build needs
setuptools alone, and no compiler."""

from __future__ import annotations

import contextlib
import os

from setuptools import build_meta as _setuptools

#: the mypyc the compiled core is built and tested with, and what it reads the types of (it
#: checks the whole package as mypy does: the dependencies of pyproject.toml and their stubs)
COMPILER = [
    "mypy==2.4.1",
    "lark>=1.2,<1.4",
    "PyYAML>=6.0",
    "types-PyYAML>=6.0",
    "click>=8.1",
    "rich>=13.0",
]
#: the switch that asks for the compiled core
SWITCH = "CARDSMITH_COMPILE"

build_wheel = _setuptools.build_wheel


@contextlib.contextmanager
def _pure():
    """What is the same in both builds (what a build needs, its metadata, its source archive)
    is read from the pure build: setuptools runs setup.py for it, before mypyc is there.
    Yields the compiled core's own needs when it is asked for."""
    switch = os.environ.pop(SWITCH, None)
    try:
        yield list(COMPILER) if switch else []
    finally:
        if switch is not None:
            os.environ[SWITCH] = switch


def _not_editable() -> None:
    # (an editable build would put the extension modules beside the sources, where they would
    # shadow every later edit of them, in every environment that reads that folder)
    if os.environ.get(SWITCH):
        raise SystemExit(
            f"error: the compiled core installs with `{SWITCH}=1 pip install .`, not with -e;"
            " an editable install is always the pure build"
        )


def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    with _pure() as compiler:
        return _setuptools.get_requires_for_build_wheel(config_settings) + compiler


def get_requires_for_build_editable(config_settings=None) -> list[str]:
    _not_editable()
    return _setuptools.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings=None) -> list[str]:
    with _pure():
        return _setuptools.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None) -> str:
    with _pure():
        return _setuptools.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None) -> str:
    _not_editable()
    return _setuptools.prepare_metadata_for_build_editable(metadata_directory, config_settings)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None) -> str:
    _not_editable()
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None) -> str:
    with _pure():
        return _setuptools.build_sdist(sdist_directory, config_settings)
