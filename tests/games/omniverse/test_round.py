"""OmniVerse: the round, as the rulebook's "Game Structure and Flow" describes it."""

from scenario import cards_of, next_locations, play_round, scenario

JL = ["BATMAN", "SUPERMAN", "WONDER WOMAN", "AQUAMAN", "CYBORG", "FLASH"]
AV = ["IRON MAN", "HULK", "THOR ODINSON", "CAPTAIN AMERICA", "VISION", "SCARLET WITCH"]


def test_faster_fighter_attacks_first_and_defeats_when_attack_is_higher(omni):
    """SPEED -> Special Ability -> ATTACK -> DEFENSE: SUPERMAN (SPD 9, ATK 11) against
    VISION (SPD 4, DEF 10): Superman is faster and defeats Vision before Vision acts."""
    g = scenario(
        omni,
        p1={"hand": ["SUPERMAN"]},
        p2={"hand": ["VISION"], "rest_1": ["FLASH"]},  # (FLASH: P2 still has a fighter)
        answers={0: ["SUPERMAN"], 1: ["VISION"]},
        turn=0,
    )
    next_locations(g, "Stark Tower")  # "Draw a new card." (each player's deck is empty)
    play_round(g)
    assert cards_of(g, 1, "defeated") == ["VISION"]
    assert cards_of(g, 0, "rest_2") == ["SUPERMAN"]  # a TITAN rests two rounds
