"""The build backend: setuptools' own, which also asks for mypyc (it comes with mypy) when the
compiled core is asked for (``CARDSMITH_COMPILE=1``: see setup.py), so that
``CARDSMITH_COMPILE=1 pip install .`` needs nothing installed first; without it, a build needs
setuptools alone, and no compiler."""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools

#: the mypyc the compiled core is built and tested with
COMPILER = "mypy==2.4.1"

build_wheel = _setuptools.build_wheel
build_sdist = _setuptools.build_sdist
build_editable = _setuptools.build_editable
prepare_metadata_for_build_wheel = _setuptools.prepare_metadata_for_build_wheel
prepare_metadata_for_build_editable = _setuptools.prepare_metadata_for_build_editable
get_requires_for_build_sdist = _setuptools.get_requires_for_build_sdist


def _compiler() -> list[str]:
    return [COMPILER] if os.environ.get("CARDSMITH_COMPILE") else []


def get_requires_for_build_wheel(config_settings=None) -> list[str]:
    return _setuptools.get_requires_for_build_wheel(config_settings) + _compiler()


def get_requires_for_build_editable(config_settings=None) -> list[str]:
    return _setuptools.get_requires_for_build_editable(config_settings) + _compiler()
