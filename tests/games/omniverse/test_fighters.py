"""OmniVerse: the 30 fighters' special abilities (rulebook Table 1), one behaviour per test.

Rules the tests lean on (rulebook "Turn & Round Structure" step 4): the fighter with the higher
SPEED takes the first turn; on its turn its Special Ability is activated, then its ATTACK is
compared with the enemy's DEFENSE (ATTACK must be higher).  A fighter defeated before its turn
never uses its ability.  Rulings (NOTES.md): "current & next" holds this round and the next,
"next" alone only next round; a fighter's changes end when it is defeated unless they say
"even if defeated"; "destroy" puts a card in its owner's Discarded Deck.

Every die a test relies on is asserted (``dice(g)``); the seed was picked to give that roll.
Stats (SPD/ATK/DEF) are quoted from Table 1 next to each fighter.
"""

import pytest
from omnihelp import (
    RESTS,
    acted,
    attackers,
    attacks,
    build,
    cards_of,
    dice,
    entries,
    fighter_options,
    lines,
    rounds,
    zone_of,
)

# two Locations that do nothing when both decks are empty ("Draw a new card.", "Both players
# draw a card from opposite decks.")
STARK, HELI = "Stark Tower", "Helicarrier"


def one_round(omni, p1, p2, location=STARK, seed=1, p1_extra=None, p2_extra=None):
    """P1 places ``p1``, P2 places ``p2`` (each the only card in hand unless more are given)."""
    a = {"hand": [p1] + list(p1_extra or [])}
    b = {"hand": [p2] + list(p2_extra or [])}
    g = build(omni, p1=a, p2=b, locations=[location], seed=seed, answers={0: [p1], 1: [p2]})
    rounds(g)
    return g


# ============================================================================ TITANs

TITANS_JL = ["BATMAN", "SUPERMAN", "WONDER WOMAN", "AQUAMAN"]
TITANS_AV = ["IRON MAN", "HULK", "THOR ODINSON", "CAPTAIN AMERICA"]


@pytest.mark.parametrize("titan", TITANS_JL + TITANS_AV)
def test_titan_spends_two_turns_in_rest_state(omni, titan):
    """ "2 Turns in Rest State.": an undefeated TITAN goes to Rest State 2, moves to Rest State 1
    at the end of the next round and is back in the hand at the end of the round after."""
    if titan in TITANS_JL:
        mine, theirs = ["LEX LUTHOR", "LEX LUTHOR"], ["NICK FURY"] * 3
    else:
        mine, theirs = ["NICK FURY", "NICK FURY"], ["LEX LUTHOR"] * 3
    g = build(
        omni,
        p1={"hand": [titan] + mine},
        p2={"hand": theirs},
        locations=[STARK, HELI, "Oa"],
        answers={0: [titan] + mine, 1: theirs},
    )
    rounds(g)  # the TITAN defeats the weak TRAP card and is not defeated
    assert zone_of(g, titan) == "rest_2"
    rounds(g)
    assert zone_of(g, titan) == "rest_1"
    assert titan not in fighter_options(g, 0)[1]
    rounds(g)
    assert zone_of(g, titan) == "hand"


# ============================================================================ BATMAN (5/6/5)


def test_batman_prep_time_halves_all_enemy_stats(omni):
    """PREP TIME: "Reduce all enemy STATS by half."  BATMAN (SPD 5) is faster than VISION
    (SPD 4, ATK 6, DEF 10); on his turn VISION drops to DEF 5 and ATTACK 6 beats it."""
    g = one_round(omni, "BATMAN", "VISION")
    assert attacks(g) == [("BATMAN", 6, 5)]
    assert cards_of(g, 1, "defeated") == ["VISION"]
    assert zone_of(g, "BATMAN") == "rest_2"


def test_batman_prep_time_happens_on_his_turn(omni):
    """SPEED -> Special Ability -> ATTACK: IRON MAN (SPD 7) takes the first turn at full
    strength and defeats BATMAN (DEF 5) before BATMAN's ability is activated."""
    g = one_round(omni, "BATMAN", "IRON MAN")
    assert attacks(g) == [("IRON MAN", 12, 5)]
    assert cards_of(g, 0, "defeated") == ["BATMAN"]
    assert cards_of(g, 1, "defeated") == []


def test_batman_prep_time_does_not_halve_rest_state(omni):
    """The STATS are SPEED, ATTACK and DEFENSE; a halved TITAN still spends 2 turns resting.
    At Atlantis (lowest SPEED first) BATMAN acts before HULK: HULK becomes 4/5/6, nobody is
    defeated (6 vs 6, 5 vs 5), and HULK goes to Rest State 2."""
    g = build(
        omni,
        p1={"hand": ["HULK"]},
        p2={"hand": ["BATMAN"]},
        locations=["Atlantis"],
        answers={0: ["HULK"], 1: ["BATMAN"]},
    )
    rounds(g)
    assert attacks(g) == [("BATMAN", 6, 6), ("HULK", 5, 5)]
    assert zone_of(g, "HULK") == "rest_2"
    assert zone_of(g, "BATMAN") == "rest_2"


# ============================================================================ CYBORG (5/7/8)


def cyborg_round(omni, seed):
    return one_round(omni, "CYBORG", "DOCTOR STRANGE", seed=seed, p1_extra=["FLASH", "LEX LUTHOR"])


def test_cyborg_uses_the_ability_of_a_random_friendly_card_in_hand(omni):
    """APOKOLIPTIAN TECH: a random card of the two in hand (FLASH, LEX LUTHOR) is picked; the
    seed picks FLASH, whose SPEEDFORCE rolls a 4 (even): DOCTOR STRANGE (DEF 11, which
    CYBORG's ATTACK 7 could not beat) is defeated."""
    g = cyborg_round(omni, seed=6)
    picks = [e for e in entries(g, "rng") if e.get("what") == "pick"]
    assert [(p["of"], p["index"]) for p in picks] == [(2, 0)]  # FLASH
    assert dice(g) == [4]
    assert cards_of(g, 1, "defeated") == ["DOCTOR STRANGE"]
    assert cards_of(g, 0, "hand") == ["FLASH", "LEX LUTHOR"]  # the card stays in hand


# ============================================================================ FLASH (11/5/4)


def test_flash_speedforce_even_roll_defeats_enemy(omni):
    """SPEEDFORCE: "Roll a dice. If result is EVEN, defeat enemy." A 2 defeats HULK (DEF 12)."""
    g = one_round(omni, "FLASH", "HULK", seed=3)
    assert dice(g) == [2]
    assert cards_of(g, 1, "defeated") == ["HULK"]
    assert attacks(g) == []  # nothing left to attack
    assert zone_of(g, "FLASH") == "rest_1"


def test_flash_speedforce_odd_roll_does_not_defeat(omni):
    """An odd roll (1) defeats nothing; FLASH's ATTACK 5 cannot beat DEF 12 and HULK's ATTACK
    10 then beats FLASH's DEF 4."""
    g = one_round(omni, "FLASH", "HULK", seed=2)
    assert dice(g) == [1]
    assert attacks(g) == [("FLASH", 5, 12), ("HULK", 10, 4)]
    assert cards_of(g, 0, "defeated") == ["FLASH"]
    assert zone_of(g, "HULK") == "rest_2"


# ============================================================================ SCARLET WITCH (5/8/7)


def test_scarlet_witch_hex_magic_odd_roll_defeats_enemy(omni):
    """HEX MAGIC: "Roll a dice. If result is ODD, defeat enemy." A 1 defeats DOCTOR FATE
    (DEF 12, more than her ATTACK 8)."""
    g = one_round(omni, "SCARLET WITCH", "DOCTOR FATE", seed=2)
    assert dice(g) == [1]
    assert cards_of(g, 1, "defeated") == ["DOCTOR FATE"]


def test_scarlet_witch_hex_magic_even_roll_does_not_defeat(omni):
    """A 2 defeats nothing: 8 vs DEF 12; DOCTOR FATE's sum 12 + 7 = 19 is odd; 5 vs 7."""
    g = one_round(omni, "SCARLET WITCH", "DOCTOR FATE", seed=3)
    assert dice(g) == [2]
    assert attacks(g) == [("SCARLET WITCH", 8, 12), ("DOCTOR FATE", 5, 7)]
    assert zone_of(g, "DOCTOR FATE") == "rest_1"
    assert zone_of(g, "SCARLET WITCH") == "rest_1"


# ============================================================================ SHAZAM (7/7/6)


def test_shazam_power_of_family_high_roll_defeats_enemy(omni):
    """POWER OF FAMILY: "If 4, 5 or 6, defeat enemy." A 4 defeats DOCTOR STRANGE (DEF 11)."""
    g = one_round(omni, "SHAZAM", "DOCTOR STRANGE", seed=9)
    assert dice(g) == [4]
    assert cards_of(g, 1, "defeated") == ["DOCTOR STRANGE"]


def test_shazam_power_of_family_low_roll_does_not_defeat(omni):
    """ "Otherwise do not defeat.": a 1 leaves DOCTOR STRANGE standing (ATTACK 7 vs DEF 11);
    DOCTOR STRANGE's sum 6 + 11 = 17 is odd and defeats SHAZAM."""
    g = one_round(omni, "SHAZAM", "DOCTOR STRANGE", seed=2)
    assert dice(g) == [1]
    assert cards_of(g, 1, "defeated") == []
    assert zone_of(g, "DOCTOR STRANGE") == "rest_1"
    assert cards_of(g, 0, "defeated") == ["SHAZAM"]


# ============================================================================ CAPTAIN MARVEL (7/6/7)


def test_captain_marvel_power_of_cosmos_low_roll_defeats_enemy(omni):
    """POWER OF COSMOS: "If 1, 2 or 3, defeat enemy." A 1 defeats DOCTOR FATE (DEF 12)."""
    g = one_round(omni, "CAPTAIN MARVEL", "DOCTOR FATE", seed=2)
    assert dice(g) == [1]
    assert cards_of(g, 1, "defeated") == ["DOCTOR FATE"]


def test_captain_marvel_power_of_cosmos_high_roll_does_not_defeat(omni):
    """A 4 defeats nothing: 6 vs DEF 12; DOCTOR FATE's sum 12 + 7 = 19 is odd; 5 vs 7."""
    g = one_round(omni, "CAPTAIN MARVEL", "DOCTOR FATE", seed=9)
    assert dice(g) == [4]
    assert cards_of(g, 1, "defeated") == []
    assert zone_of(g, "CAPTAIN MARVEL") == "rest_1"


# ============================================================================ DOCTOR FATE (3/5/12)


def test_doctor_fate_even_defense_sum_defeats_enemy(omni):
    """MEET YOUR FATE: SUPERMAN (SPD 9) attacks first, 11 vs 12; then 12 + 10 = 22 is even:
    SUPERMAN is defeated."""
    g = one_round(omni, "DOCTOR FATE", "SUPERMAN")
    assert attacks(g) == [("SUPERMAN", 11, 12)]
    assert cards_of(g, 1, "defeated") == ["SUPERMAN"]


def test_doctor_fate_odd_defense_sum_does_not_defeat(omni):
    """Against CAPTAIN AMERICA (DEF 11) the sum 23 is odd: nobody is defeated."""
    g = one_round(omni, "DOCTOR FATE", "CAPTAIN AMERICA")
    assert cards_of(g, 1, "defeated") == [] and cards_of(g, 0, "defeated") == []
    assert zone_of(g, "CAPTAIN AMERICA") == "rest_2"


# ============================================================================ DOCTOR STRANGE (4/5/11)


def test_doctor_strange_odd_defense_sum_defeats_enemy(omni):
    """SORCERY SUPREME: AQUAMAN (SPD 7) attacks first, 11 vs 11 (not higher); then
    11 + 12 = 23 is odd: AQUAMAN is defeated."""
    g = one_round(omni, "DOCTOR STRANGE", "AQUAMAN")
    assert attacks(g) == [("AQUAMAN", 11, 11)]
    assert cards_of(g, 1, "defeated") == ["AQUAMAN"]


def test_doctor_strange_even_defense_sum_does_not_defeat(omni):
    """Against LEX LUTHOR (DEF 5) the sum 16 is even: nobody is defeated (5 vs 5, 3 vs 11)."""
    g = one_round(omni, "DOCTOR STRANGE", "LEX LUTHOR")
    assert cards_of(g, 1, "defeated") == []
    assert zone_of(g, "LEX LUTHOR") == "rest_1"


# ============================================================================ CATWOMAN (5/4/6)


def test_catwoman_disables_current_and_next_enemy_card_but_not_the_one_after(omni):
    """STEALER OF HEARTS.  Round 1: CATWOMAN (SPD 5) acts before DOCTOR STRANGE (SPD 4): his
    ability (6 + 11 = 17, odd, would defeat her) is disabled.  Round 2: the next enemy card,
    SCARLET WITCH, rolls no die.  Round 3: CAPTAIN MARVEL's ability works again."""
    g = build(
        omni,
        p1={"hand": ["CATWOMAN", "DOCTOR FATE", "LEX LUTHOR"]},
        p2={"hand": ["DOCTOR STRANGE", "SCARLET WITCH", "CAPTAIN MARVEL"]},
        locations=[STARK, HELI, "Oa"],
        answers={
            0: ["CATWOMAN", "DOCTOR FATE", "LEX LUTHOR"],
            1: ["DOCTOR STRANGE", "SCARLET WITCH", "CAPTAIN MARVEL"],
        },
    )
    rounds(g)
    assert "DOCTOR STRANGE's special ability is disabled" in lines(g, 1)
    assert zone_of(g, "CATWOMAN") == "rest_1"
    rounds(g)
    assert "SCARLET WITCH's special ability is disabled" in lines(g, 2)
    assert dice(g, 2) == []
    rounds(g)
    assert "CAPTAIN MARVEL uses POWER OF COSMOS" in lines(g, 3)
    assert len(dice(g, 3)) == 1


def test_catwoman_disables_war_machines_arsenal(omni):
    """WAR MACHINE (SPD 3) acts after CATWOMAN: with ARSENAL disabled his ATTACK stays 5, which
    does not beat her DEF 6 (doubled it would be 10)."""
    g = one_round(omni, "CATWOMAN", "WAR MACHINE")
    assert attacks(g) == [("CATWOMAN", 4, 7), ("WAR MACHINE", 5, 6)]
    assert cards_of(g, 0, "defeated") == []


# ============================================================================ GREEN ARROW (4/5/6)


def test_green_arrow_adds_the_roll_to_current_and_next_friendly_attack(omni):
    """YOU HAVE FAILED THIS CITY!: a 6 is added to GREEN ARROW's ATTACK this round and to the
    next friendly card's (WONDER WOMAN) next round; not to LEX LUTHOR's in round 3."""
    g = build(
        omni,
        p1={"hand": ["GREEN ARROW", "WONDER WOMAN", "LEX LUTHOR"]},
        p2={"hand": ["NICK FURY", "DOCTOR STRANGE", "NICK FURY"]},
        locations=[STARK, HELI, "Oa"],
        seed=19,
        answers={
            0: ["GREEN ARROW", "WONDER WOMAN", "LEX LUTHOR"],
            1: ["NICK FURY", "DOCTOR STRANGE", "NICK FURY"],
        },
    )
    rounds(g, 3)
    assert dice(g, 1) == [6]
    assert attacks(g, 1) == [("GREEN ARROW", 11, 5)]
    assert attacks(g, 2) == [("WONDER WOMAN", 18, 11)]
    assert ("LEX LUTHOR", 3, 5) in attacks(g, 3)


# ============================================================================ ROBIN (5/3/7)


def test_robin_halves_the_current_enemy_defense(omni):
    """TEEN TITAN: NICK FURY's DEF 5 becomes 2 and ROBIN's ATTACK 3 beats it."""
    g = one_round(omni, "ROBIN", "NICK FURY")
    assert attacks(g) == [("ROBIN", 3, 2)]
    assert cards_of(g, 1, "defeated") == ["NICK FURY"]


def test_robin_halving_holds_for_the_next_enemy_even_if_defeated(omni):
    """At Atlantis ROBIN acts first: HULK's DEF becomes 6; HULK then defeats ROBIN.  "even if
    defeated": next round DOCTOR STRANGE's DEF 11 is halved to 5 (AQUAMAN's 11 beats it); in
    round 3 CAPTAIN AMERICA's DEF is whole again."""
    g = build(
        omni,
        p1={"hand": ["ROBIN", "AQUAMAN", "WONDER WOMAN"]},
        p2={"hand": ["HULK", "DOCTOR STRANGE", "CAPTAIN AMERICA"]},
        locations=["Atlantis", STARK, HELI],
        answers={
            0: ["ROBIN", "AQUAMAN", "WONDER WOMAN"],
            1: ["HULK", "DOCTOR STRANGE", "CAPTAIN AMERICA"],
        },
    )
    rounds(g)
    assert attacks(g, 1) == [("ROBIN", 3, 6), ("HULK", 10, 7)]
    assert cards_of(g, 0, "defeated") == ["ROBIN"]
    rounds(g)
    assert attacks(g, 2) == [("AQUAMAN", 11, 5)]
    assert cards_of(g, 1, "defeated") == ["DOCTOR STRANGE"]
    rounds(g)
    assert ("WONDER WOMAN", 12, 11) in attacks(g, 3)


# ============================================================================ GREEN LANTERN (3/5/7)


def test_green_lantern_doubles_the_next_friendly_defense_only(omni):
    """WILLPOWER: "Double the DEFENSE of next friendly card."  Round 1 (Atlantis, GREEN LANTERN
    first): his own DEF stays 7 (DOCTOR STRANGE's sum 7 + 11 = 18 is even: no defeat).  Round 2:
    SUPERMAN's DEF is 20 and IRON MAN's 12 does not beat it.  Round 3: WONDER WOMAN's DEF is 10
    again."""
    g = build(
        omni,
        p1={"hand": ["GREEN LANTERN", "SUPERMAN", "WONDER WOMAN"]},
        p2={"hand": ["DOCTOR STRANGE", "IRON MAN", "CAPTAIN AMERICA"]},
        locations=["Atlantis", STARK, HELI],
        answers={
            0: ["GREEN LANTERN", "SUPERMAN", "WONDER WOMAN"],
            1: ["DOCTOR STRANGE", "IRON MAN", "CAPTAIN AMERICA"],
        },
    )
    rounds(g)
    assert attacks(g, 1) == [("GREEN LANTERN", 5, 11), ("DOCTOR STRANGE", 5, 7)]
    assert zone_of(g, "GREEN LANTERN") == "rest_1"
    rounds(g)
    assert ("IRON MAN", 12, 20) in attacks(g, 2)
    assert zone_of(g, "SUPERMAN") == "rest_2"
    rounds(g)
    assert ("CAPTAIN AMERICA", 10, 10) in attacks(g, 3)


# ============================================================================ SPIDER-MAN (5/5/5)


def test_spider_man_doubles_the_next_friendly_speed(omni):
    """WEBSLINGER.  Round 2: CAPTAIN AMERICA's SPEED 9 becomes 18, faster than FLASH (11): he
    defeats FLASH before FLASH rolls.  Round 3: HULK's SPEED is 8 again and SUPERMAN (9) goes
    first."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "CAPTAIN AMERICA", "HULK"]},
        p2={"hand": ["LEX LUTHOR", "FLASH", "SUPERMAN"]},
        locations=[STARK, HELI, "Themyscira"],
        answers={
            0: ["SPIDER-MAN", "CAPTAIN AMERICA", "HULK"],
            1: ["LEX LUTHOR", "FLASH", "SUPERMAN"],
        },
    )
    rounds(g, 2)
    assert attacks(g, 2) == [("CAPTAIN AMERICA", 10, 4)]
    assert dice(g, 2) == []
    assert cards_of(g, 1, "defeated") == ["FLASH"]
    rounds(g)
    assert attackers(g, 3)[0] == "SUPERMAN"


def test_spider_man_does_not_double_his_own_speed(omni):
    """Only the *next* friendly card: WONDER WOMAN (SPD 8) goes before SPIDER-MAN (SPD 5) and
    defeats him."""
    g = one_round(omni, "SPIDER-MAN", "WONDER WOMAN")
    assert attacks(g) == [("WONDER WOMAN", 12, 5)]
    assert cards_of(g, 0, "defeated") == ["SPIDER-MAN"]


# ============================================================================ WAR MACHINE (3/5/7)


def test_war_machine_doubles_his_attack(omni):
    """ARSENAL: WAR MACHINE (SPD 3) goes before LEX LUTHOR (SPD 2) with ATTACK 10 > DEF 5."""
    g = one_round(omni, "WAR MACHINE", "LEX LUTHOR")
    assert attacks(g) == [("WAR MACHINE", 10, 5)]
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]


def test_war_machine_doubles_the_next_friendly_attack_even_if_defeated(omni):
    """At Atlantis WAR MACHINE acts first (10 vs SUPERMAN's DEF 10) and is then defeated.
    "even if defeated": next round CAPTAIN AMERICA attacks with 20 and defeats AQUAMAN (DEF 12);
    in round 3 HULK's ATTACK is 10 again."""
    g = build(
        omni,
        p1={"hand": ["WAR MACHINE", "CAPTAIN AMERICA", "HULK"]},
        p2={"hand": ["SUPERMAN", "AQUAMAN", "CYBORG"]},
        locations=["Atlantis", STARK, HELI],
        answers={
            0: ["WAR MACHINE", "CAPTAIN AMERICA", "HULK"],
            1: ["SUPERMAN", "AQUAMAN", "CYBORG"],
        },
    )
    rounds(g)
    assert attacks(g, 1) == [("WAR MACHINE", 10, 10), ("SUPERMAN", 11, 7)]
    assert cards_of(g, 0, "defeated") == ["WAR MACHINE"]
    rounds(g)
    assert attacks(g, 2) == [("CAPTAIN AMERICA", 20, 12)]
    assert cards_of(g, 1, "defeated") == ["AQUAMAN"]
    rounds(g)
    assert attacks(g, 3) == [("HULK", 10, 8)]


# ============================================================================ HAWKEYE (4/4/7)


def test_hawkeye_reduces_current_and_next_enemy_defense_by_the_roll(omni):
    """TRICK ARROWS: a 4 comes off LEX LUTHOR's DEF (5 -> 1) and off the next enemy card's
    (DOCTOR FATE 12 -> 8), not off AQUAMAN's in round 3."""
    g = build(
        omni,
        p1={"hand": ["HAWKEYE", "THOR ODINSON", "HULK"]},
        p2={"hand": ["LEX LUTHOR", "DOCTOR FATE", "AQUAMAN"]},
        locations=[STARK, HELI, "Themyscira"],
        seed=9,
        answers={
            0: ["HAWKEYE", "THOR ODINSON", "HULK"],
            1: ["LEX LUTHOR", "DOCTOR FATE", "AQUAMAN"],
        },
    )
    rounds(g)
    assert dice(g, 1) == [4]
    assert attacks(g, 1) == [("HAWKEYE", 4, 1)]
    rounds(g)
    assert attacks(g, 2)[0] == ("THOR ODINSON", 10, 8)
    rounds(g)
    assert attacks(g, 3)[0] == ("HULK", 10, 12)


# ============================================================================ VISION (4/6/10)


def test_vision_replaces_the_enemy_with_a_random_card_from_its_hand(omni):
    """PHASING: VISION (SPD 4) acts before DOCTOR FATE (SPD 3) and replaces him with the card
    in P2's hand, LEX LUTHOR; DOCTOR FATE goes back to the hand and VISION's 6 beats DEF 5."""
    g = one_round(omni, "VISION", "DOCTOR FATE", p2_extra=["LEX LUTHOR"])
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]
    assert cards_of(g, 1, "hand") == ["DOCTOR FATE"]
    assert attacks(g) == [("VISION", 6, 5)]
    assert "DOCTOR FATE uses MEET YOUR FATE" not in lines(g)


# ============================================================================ BLACK WIDOW (6/3/6)


def test_black_widow_disables_the_current_location(omni):
    """INCOGNITO at U.S. Air Force Base ("Double ATTACK."): once BLACK WIDOW acts the doubling
    ends: her ATTACK is 3 (not 6) against LEX LUTHOR's DEF 5, and his 3 (not 6) against her 6."""
    g = one_round(omni, "BLACK WIDOW", "LEX LUTHOR", location="U.S. Air Force Base")
    assert attacks(g) == [("BLACK WIDOW", 3, 5), ("LEX LUTHOR", 3, 6)]
    assert cards_of(g, 0, "defeated") == [] and cards_of(g, 1, "defeated") == []


def test_black_widow_disables_the_next_location_but_not_the_one_after(omni):
    """Round 2's Location (Stark Tower, "Draw a new card.") does nothing; round 3's
    (Helicarrier, "Both players draw a card from opposite decks.") works."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW", "NICK FURY", "LOKI"], "deck": ["HULK"]},
        p2={"hand": ["LEX LUTHOR", "JOKER", "LEX LUTHOR"], "deck": ["SUPERMAN"]},
        locations=["Atlantis", STARK, HELI],
        answers={0: ["BLACK WIDOW", "NICK FURY", "LOKI"], 1: ["LEX LUTHOR", "JOKER", "LEX LUTHOR"]},
    )
    rounds(g, 2)
    assert cards_of(g, 0, "deck") == ["HULK"] and cards_of(g, 1, "deck") == ["SUPERMAN"]
    rounds(g)
    assert "SUPERMAN" in cards_of(g, 0, "hand")
    assert "HULK" in cards_of(g, 1, "hand")


# ============================================================================ TRAP cards


def test_harley_quinn_defeated_enemy_spends_two_more_turns_in_rest_state(omni):
    """MAD LOVE: SPIDER-MAN defeats HARLEY QUINN (5 vs DEF 2) and rests 1 + 2 = 3 rounds
    (Rest State 3); P1's card already in Rest State 1 (CAPTAIN MARVEL) is not the enemy card and
    comes back as usual.  Next round SPIDER-MAN moves down to Rest State 2."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "NICK FURY"], "rest_1": ["CAPTAIN MARVEL"]},
        p2={"hand": ["HARLEY QUINN", "LEX LUTHOR"]},
        locations=[STARK, HELI],
        answers={0: ["SPIDER-MAN", "NICK FURY"], 1: ["HARLEY QUINN", "LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 1, "defeated") == ["HARLEY QUINN"]
    assert zone_of(g, "SPIDER-MAN") == "rest_3"
    assert zone_of(g, "CAPTAIN MARVEL") == "hand"
    rounds(g)
    assert zone_of(g, "SPIDER-MAN") == "rest_2"


def test_deadpool_defeated_the_same_enemy_card_must_be_used_next_turn(omni):
    """CATCHPHRASE: LEX LUTHOR (ATK 3) defeats DEADPOOL (DEF 0); LEX goes back to P2's hand
    instead of resting, and next round P2 may place only LEX."""
    g = build(
        omni,
        p1={"hand": ["DEADPOOL", "NICK FURY"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=[STARK, HELI],
        answers={0: ["DEADPOOL", "NICK FURY"], 1: ["LEX LUTHOR", "LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["DEADPOOL"]
    assert zone_of(g, "LEX LUTHOR") == "hand"
    rounds(g)
    assert fighter_options(g, 1)[1] == ["LEX LUTHOR"]


def test_lex_luthor_defeated_draws_a_new_card_from_deck(omni):
    """I AM RICH: IRON MAN defeats LEX LUTHOR; P2 draws the top card of the deck (BATMAN)."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN"]},
        p2={"hand": ["LEX LUTHOR"], "deck": ["AQUAMAN", "BATMAN"]},
        locations=["Oa"],
        answers={0: ["IRON MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]
    assert cards_of(g, 1, "hand") == ["BATMAN"]
    assert cards_of(g, 1, "deck") == ["AQUAMAN"]


def test_nick_fury_defeated_draws_a_random_card_from_own_discarded_deck(omni):
    """ASSEMBLE: SUPERMAN defeats NICK FURY; P1 draws HULK from P1's Discarded Deck (P2's
    discarded BATMAN stays where it is)."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "discard": ["HULK"]},
        p2={"hand": ["SUPERMAN"], "discard": ["BATMAN"]},
        locations=[STARK],
        answers={0: ["NICK FURY"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["NICK FURY"]
    assert cards_of(g, 0, "hand") == ["HULK"]
    assert cards_of(g, 1, "discard") == ["BATMAN"]


def test_joker_defeated_destroys_a_random_card_in_the_opponents_hand(omni):
    """WHY SO SERIOUS?: IRON MAN defeats JOKER; the one card in P1's hand (HULK) is destroyed:
    it goes to P1's Discarded Deck and is not defeated."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN", "HULK"]},
        p2={"hand": ["JOKER", "SHAZAM"]},
        locations=["Oa"],
        answers={0: ["IRON MAN"], 1: ["JOKER"]},
    )
    rounds(g)
    assert cards_of(g, 1, "defeated") == ["JOKER"]
    assert cards_of(g, 0, "discard") == ["HULK"]
    assert cards_of(g, 0, "hand") == [] and cards_of(g, 0, "defeated") == []
    assert cards_of(g, 1, "hand") == ["SHAZAM"]


def test_loki_defeated_destroys_itself_and_the_current_enemy_card(omni):
    """TRICKSTER: SUPERMAN defeats LOKI; LOKI and SUPERMAN are destroyed (to their owners'
    Discarded Decks): neither counts as defeated and SUPERMAN does not rest."""
    g = one_round(omni, "LOKI", "SUPERMAN")
    assert cards_of(g, 0, "discard") == ["LOKI"]
    assert cards_of(g, 1, "discard") == ["SUPERMAN"]
    assert cards_of(g, 0, "defeated") == [] and cards_of(g, 1, "defeated") == []
    assert all(zone_of(g, "SUPERMAN") != z for z in RESTS)


def test_trap_cards_do_nothing_unless_defeated(omni):
    """A TRAP card that is not defeated triggers nothing: LEX LUTHOR (DEF 5) against NICK FURY
    (ATK 2): no card is drawn although P2's deck has one."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"]},
        p2={"hand": ["LEX LUTHOR"], "deck": ["BATMAN"]},
        locations=["Oa"],
        answers={0: ["NICK FURY"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 1, "deck") == ["BATMAN"]
    assert acted(g) == ["LEX LUTHOR", "NICK FURY"]
