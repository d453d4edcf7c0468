import pytest
from scenario import card_set, vanilla

# Purpose-built cards for the rulebook's examples (the bundled set is loaded too).
TEST_CARDS = [
    vanilla("Tester: Red Eight", level=1, attack=8, factors=["Animal"], block="Tech"),
    vanilla("Tester: Red Two", level=1, attack=2, factors=["Animal"], block="Tech"),
    vanilla("Tester: Six Hit", level=1, attack=6, factors=["Strength"], block="Tech"),
    vanilla("Tester: Speed Animal", level=1, attack=6, factors=["Speed", "Animal"], block="Tech"),
    vanilla("Tester: Twin Tech", level=1, attack=5, factors=["Tech", "Tech"], block="Speed"),
    vanilla("Blocker: Animal Wall", level=9, attack=1, factors=["Energy"], block="Animal"),
    vanilla("Blocker: Speed Wall", level=9, attack=1, factors=["Energy"], block="Speed"),
    vanilla("Blocker: Strength Wall", level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla("Blocker: Tech Wall", level=9, attack=1, factors=["Energy"], block="Tech"),
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: Elemental Blank", level=3, attack=3, factors=["Elemental"], block="Elemental"),
    vanilla(
        "Tester: Draw Two",
        level=1,
        attack=3,
        factors=["Strength"],
        block="Tech",
        text="2 -> Draw a card.",
    ),
    vanilla("Tester: Level Nine", level=9, attack=9, factors=["Strength"], block="Tech"),
    vanilla(
        "Tester: Keeper Two",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
    ),
    vanilla(
        "Tester: Shorthand Keeper",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper; hits for 2",
    ),
    # --- added for the rulebook suite
    vanilla(
        "Tester: Keeper One",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 1.",
    ),
    vanilla(
        "Tester: Keeper Three",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 3.",
    ),
    vanilla(
        "Tester: Hit Then Draw",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 2 and you draw a card.",
    ),
    vanilla(
        "Tester: Quiet Keeper",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper.",
    ),
    vanilla(
        "Tester: X-Men Keeper",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        team="X-Men",
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
    ),
    vanilla(
        "Tester: Draws Two Cards",
        level=1,
        attack=3,
        factors=["Strength"],
        block="Tech",
        text="2 -> Draw two cards.",
    ),
    vanilla(
        "Tester: Draws Three Cards",
        level=1,
        attack=3,
        factors=["Strength"],
        block="Tech",
        text="2 -> Draw three cards.",
    ),
    vanilla(
        "Tester: Draw Three Then Discard",
        level=1,
        attack=3,
        factors=["Strength"],
        block="Tech",
        text="2 -> Draw three cards. Then discard a card.",
    ),
    vanilla(
        "Tester: Shrinking Field",
        level=1,
        attack=3,
        factors=["Energy"],
        block="Tech",
        text="2 -> Your opponent's cards are attack -5 next turn.",
    ),
    vanilla(
        "Storm: Gentle Breeze",
        level=1,
        attack=2,
        factors=["Elemental"],
        block="Tech",
        team="X-Men",
        hero="Storm",
    ),
    # --- added for the fidelity suite (test_fidelity.py)
    vanilla(
        "Tester: Reveal And Play",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        team="Fantastic Four",
        text="2 -> Reveal the top card of your deck. If it's a playable Fantastic Four "
        "card, play it.",
    ),
    vanilla(
        "Tester: Reveal And Draw",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Reveal the top card of your deck. If it's a Strength card, put it into "
        "your hand.",
    ),
    vanilla("Tester: Printed Two", level=1, attack=2, factors=["Strength"], block="Tech"),
    vanilla(
        "Tester: Minus Three Keeper",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Keeper. Your opponent's cards are attack -3.",
    ),
    vanilla(
        "Tester: Extra And Sap",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Take an extra turn after this one. Your opponent's power is -3 next turn.",
    ),
    vanilla(
        "Tester: Sap Until Theirs",
        level=1,
        attack=2,
        factors=["Strength"],
        block="Tech",
        text="2 -> Take an extra turn after this one. Your opponent's power is -3 until "
        "the end of their next turn.",
    ),
]


@pytest.fixture(scope="session")
def mshs(sets_root):
    """The MSHS rules with the bundled cards and the test cards."""
    return card_set(sets_root, "mshs", TEST_CARDS)


def _active_first(data):
    data["rules"]["timing"].update(order=["active", "opponent"])


@pytest.fixture(scope="session")
def mshs_active_first(sets_root):
    """The same rules with the timing policy swapped: your effects first, then the
    opponent's (the card being played still last)."""
    return card_set(sets_root, "mshs", TEST_CARDS, game_yaml_edit=_active_first)
