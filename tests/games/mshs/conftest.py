import pytest

from scenario import card_set, vanilla

# Purpose-built cards for the rulebook's examples (the bundled set is loaded too).
TEST_CARDS = [
    vanilla("Tester: Red Eight", level=1, attack=8, factors=["Animal"], block="Tech"),
    vanilla("Tester: Red Two", level=1, attack=2, factors=["Animal"], block="Tech"),
    vanilla("Tester: Six Hit", level=1, attack=6, factors=["Strength"], block="Tech"),
    vanilla("Tester: Speed Animal", level=1, attack=6, factors=["Speed", "Animal"],
            block="Tech"),
    vanilla("Tester: Twin Tech", level=1, attack=5, factors=["Tech", "Tech"], block="Speed"),
    vanilla("Blocker: Animal Wall", level=9, attack=1, factors=["Energy"], block="Animal"),
    vanilla("Blocker: Speed Wall", level=9, attack=1, factors=["Energy"], block="Speed"),
    vanilla("Blocker: Strength Wall", level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: Elemental Blank", level=3, attack=3, factors=["Elemental"],
            block="Elemental"),
    vanilla("Tester: Draw Two", level=1, attack=3, factors=["Strength"], block="Tech",
            text="2 -> Draw a card."),
    vanilla("Tester: Level Nine", level=9, attack=9, factors=["Strength"], block="Tech"),
    vanilla("Tester: Keeper Two", level=1, attack=2, factors=["Strength"], block="Tech",
            text="2 -> Keeper. At the start of your turn, this Keeper hits for 2."),
    vanilla("Tester: Shorthand Keeper", level=1, attack=2, factors=["Strength"], block="Tech",
            text="2 -> Keeper; hits for 2"),
]


@pytest.fixture(scope="session")
def mshs(sets_root):
    """The MSHS rules with the bundled cards and the test cards."""
    return card_set(sets_root, "mshs", TEST_CARDS)
