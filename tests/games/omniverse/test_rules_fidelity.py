"""Defects found when OmniVerse was re-read rule by rule against the engine (issue 9; each test
failed before its fix).  Stats quoted are SPD/ATK/DEF from Table 1; P1 is player 0 (active and
asked first in round 1).
"""

from omnihelp import (
    attacks,
    build,
    cards_of,
    rounds,
)

STARK = "Stark Tower"


# ------------------------------------------------------------------ 4. Joker's Funland


def test_a_disabled_jokers_funland_does_not_save_a_fighter(omni):
    """BLACK WIDOW (SPD 6) acts before DOCTOR FATE (SPD 3) and disables the special effect of
    Joker's Funland; DOCTOR FATE's MEET YOUR FATE (6 + 12 = 18, even) defeats her: she is
    defeated, and P1 destroys nothing from the hand."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW", "LOKI"]},
        p2={"hand": ["DOCTOR FATE"]},
        locations=["Joker's Funland"],
        answers={0: ["BLACK WIDOW"], 1: ["DOCTOR FATE"]},
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["BLACK WIDOW"]
    assert cards_of(g, 0, "hand") == ["LOKI"]
    assert cards_of(g, 0, "discard") == []


def test_jokers_funland_saves_no_fighter_whose_owner_has_no_card_in_hand(omni):
    """ "destroy a card in hand instead" needs a card to destroy: VISION is P1's last card in
    hand; SUPERMAN (11) beats his DEFENSE 10 and he is defeated, not saved."""
    g = build(
        omni,
        p1={"hand": ["VISION"]},
        p2={"hand": ["SUPERMAN"]},
        locations=["Joker's Funland"],
        answers={0: ["VISION"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert attacks(g)[0] == ("SUPERMAN", 11, 10)
    assert cards_of(g, 0, "defeated") == ["VISION"]
