"""Shared fixtures for the card-language tests: the bundled card sets (loaded once per session)
and small helpers to write throw-away card sets and run the command line."""

from __future__ import annotations

import pytest
from cardsmith.dsl.cardset import load_cardset


@pytest.fixture(scope="session")
def mshs():
    """The bundled Marvel Super Hero Squad set (cards, decks and its card language)."""
    return load_cardset("mshs")


@pytest.fixture(scope="session")
def omniverse():
    """The bundled OmniVerse set."""
    return load_cardset("omniverse")


@pytest.fixture(scope="session")
def charter():
    """The small game of tests/fixtures/games/charter: the meanings a game declares."""
    from dslkit import CHARTER

    return load_cardset(CHARTER)


@pytest.fixture(scope="session")
def languages(mshs, omniverse, charter):
    """(game name, card set) in the order card texts are tried: MSHS first, then OmniVerse,
    then the small game that declares meanings."""
    return [("mshs", mshs), ("omniverse", omniverse), ("charter", charter)]
