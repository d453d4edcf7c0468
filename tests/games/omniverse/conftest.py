import pytest
from cardsmith.interpreter.rules import compiled_rules


@pytest.fixture(scope="session")
def omni():
    """The OmniVerse rules and its 60 cards."""
    return compiled_rules("omniverse")
