"""OmniVerse: the 30 Locations' special effects (rulebook Table 2), one behaviour per test.

A Location is revealed at the start of each round and its special effect happens at once
(rulebook step 1).  Rulings (NOTES.md): a Location belongs to the table and does what it says
"for you" for each player; a player with no fighter a restricted Location allows sits the round
out and the opposing player draws a card; "Rest State +1" makes each resting card wait one more
round; Joker's Funland saves the fighter (it rests) and its owner destroys a card from their own
hand; Daily Bugle's locked fighter must be placed next round; a switched-to Location's effect
happens at once.

Fighters' stats (SPD/ATK/DEF) are quoted from Table 1.  P1 is player 0 (active in round 1).
"""

import pytest
from omnihelp import (
    RESTS,
    acted,
    asked,
    attackers,
    attacks,
    build,
    card_id,
    cards_of,
    coins,
    dice,
    entries,
    fighter_options,
    holder,
    lines,
    rounds,
    zone_of,
)

STARK, HELI = "Stark Tower", "Helicarrier"


def duel(omni, p1, p2, location, seed=1, **zones):
    """One round at ``location``: P1 places ``p1``, P2 places ``p2``."""
    a = {"hand": [p1] + zones.pop("p1_hand", [])}
    b = {"hand": [p2] + zones.pop("p2_hand", [])}
    for k, v in zones.items():
        who, zone = k.split("_", 1)
        (a if who == "p1" else b)[zone] = v
    g = build(omni, p1=a, p2=b, locations=[location], seed=seed, answers={0: [p1], 1: [p2]})
    rounds(g)
    return g


# ============================================================================ who goes first


def test_league_watchtower_dc_fighters_go_first(omni):
    """LDC001: LEX LUTHOR (DC, SPD 2) takes the first turn against IRON MAN (SPD 7); no coin."""
    g = duel(omni, "LEX LUTHOR", "IRON MAN", "League Watchtower")
    assert attackers(g) == ["LEX LUTHOR", "IRON MAN"]
    assert coins(g) == []


def test_avengers_compound_marvel_fighters_go_first(omni):
    """LMC001: LOKI (Marvel, SPD 3) takes the first turn against WONDER WOMAN (SPD 8)."""
    g = duel(omni, "LOKI", "WONDER WOMAN", "Avengers Compound")
    assert attackers(g)[0] == "LOKI"


def test_atlantis_lowest_speed_goes_first(omni):
    """LDC004: DOCTOR STRANGE (SPD 4) acts before FLASH (SPD 11): 11 + 4 = 15 is odd and FLASH
    is defeated before rolling."""
    g = duel(omni, "DOCTOR STRANGE", "FLASH", "Atlantis")
    assert acted(g) == ["DOCTOR STRANGE"]
    assert dice(g) == []
    assert cards_of(g, 1, "defeated") == ["FLASH"]


def test_oa_highest_attack_goes_first(omni):
    """LDC010: HULK (ATK 10) acts before FLASH (ATK 5, SPD 11) and defeats him (10 vs 4)."""
    g = duel(omni, "HULK", "FLASH", "Oa")
    assert attacks(g) == [("HULK", 10, 4)]
    assert dice(g) == []


def test_arkham_asylum_lowest_defense_goes_first(omni):
    """LDC013: DEADPOOL (DEF 0) acts before FLASH (DEF 4, SPD 11) and defeats him (5 vs 4)."""
    g = duel(omni, "DEADPOOL", "FLASH", "Arkham Asylum")
    assert attacks(g) == [("DEADPOOL", 5, 4)]
    assert dice(g) == []


def test_lexcorp_highest_defense_goes_first(omni):
    """LDC014: HULK (DEF 12) acts before FLASH (DEF 4, SPD 11)."""
    g = duel(omni, "HULK", "FLASH", "LexCorp")
    assert attacks(g) == [("HULK", 10, 4)]
    assert dice(g) == []


def test_speedforce_the_higher_roll_goes_first(omni):
    """LDC006: "Roll a Dice to decide who goes first." Each player rolls (P1 first): 5 against
    3, so LEX LUTHOR (SPD 2) takes the first turn against IRON MAN (SPD 7)."""
    g = duel(omni, "LEX LUTHOR", "IRON MAN", "Speedforce", seed=5)
    assert dice(g)[:2] == [5, 3]
    assert attackers(g)[0] == "LEX LUTHOR"


def test_speedforce_the_lower_roll_goes_second(omni):
    """The same fighters, rolls 2 against 5: IRON MAN goes first and defeats LEX LUTHOR."""
    g = duel(omni, "LEX LUTHOR", "IRON MAN", "Speedforce", seed=1)
    assert dice(g)[:2] == [2, 5]
    assert attacks(g) == [("IRON MAN", 12, 5)]


def test_speedforce_equal_rolls_are_rolled_again(omni):
    """NOTES: ties roll again.  1 and 1, then 1 against 3: IRON MAN goes first."""
    g = duel(omni, "LEX LUTHOR", "IRON MAN", "Speedforce", seed=2)
    assert dice(g)[:4] == [1, 1, 1, 3]
    assert attacks(g) == [("IRON MAN", 12, 5)]


# ============================================================================ restrictions

RESTRICTED = [
    # Location, P1's fighter it allows, P1's fighter it forbids, P2's hand (all forbidden)
    ("Themyscira", "HULK", "NICK FURY", ["FLASH", "LEX LUTHOR"]),  # DEF >= 8
    ("Gotham City", "NICK FURY", "HULK", ["AQUAMAN", "DOCTOR FATE"]),  # DEF <= 8
    ("Triskelion", "IRON MAN", "NICK FURY", ["LEX LUTHOR", "JOKER"]),  # ATK >= 7
    ("Barton's Homestead", "NICK FURY", "IRON MAN", ["SUPERMAN", "WONDER WOMAN"]),  # ATK <= 7
    ("Hala", "THOR ODINSON", "NICK FURY", ["LEX LUTHOR", "JOKER"]),  # SPD >= 7
    ("Jotunheim", "NICK FURY", "THOR ODINSON", ["FLASH", "SUPERMAN"]),  # SPD <= 7
]


@pytest.mark.parametrize(
    "location,legal,illegal,p2_hand", RESTRICTED, ids=[r[0] for r in RESTRICTED]
)
def test_restricted_location_only_allowed_fighters_and_the_opponent_draws(
    omni, location, legal, illegal, p2_hand
):
    """ "Only fighters of <STAT> <n> and above/below can fight here. If a player does not have a
    card, opposing player draws a card."  P1 is offered only the allowed fighter; P2 has none,
    sits the round out (NOTES: no fighter, so no defeat and no rest) and P1 draws a card."""
    g = build(
        omni,
        p1={"hand": [legal, illegal], "deck": ["CAPTAIN AMERICA"]},
        p2={"hand": list(p2_hand)},
        locations=[location],
        answers={0: [legal]},
    )
    rounds(g)
    assert fighter_options(g, 0) == [[legal]]
    assert asked(g, 1, "play") == []
    assert sorted(cards_of(g, 0, "hand")) == sorted([illegal, "CAPTAIN AMERICA"])
    assert cards_of(g, 1, "hand") == list(p2_hand)
    assert attacks(g) == []
    assert zone_of(g, legal) in RESTS
    assert all(cards_of(g, p, "defeated") == [] for p in (0, 1))
    assert all(cards_of(g, 1, z) == [] for z in RESTS)


# ============================================================================ Rest State


def test_metropolis_titans_rest_one_round_less(omni):
    """LDC002: the current TITAN (HULK) goes to Rest State 1 instead of 2; a TITAN already in
    Rest State 2 (SUPERMAN) comes back at the end of the round; a non-TITAN in Rest State 2
    (CYBORG) only moves down to Rest State 1."""
    g = build(
        omni,
        p1={"hand": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "rest_2": ["SUPERMAN", "CYBORG"], "rest_1": ["AQUAMAN"]},
        locations=["Metropolis"],
        answers={0: ["HULK"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert zone_of(g, "HULK") == "rest_1"
    assert zone_of(g, "SUPERMAN") == "hand"
    assert zone_of(g, "CYBORG") == "rest_1"
    assert zone_of(g, "AQUAMAN") == "hand"


def test_kahndaq_resting_cards_wait_one_round_longer(omni):
    """LDC012 "Cards in Rest State +1": a card in Rest State 1 stays in Rest State 1 (instead of
    coming back), Rest State 2 stays in 2, and (NOTES) Rest State 3 stays in 3 -- both
    players' cards (P2's FLASH in Rest State 1 too)."""
    g = build(
        omni,
        p1={
            "hand": ["NICK FURY"],
            "rest_1": ["SPIDER-MAN"],
            "rest_2": ["HULK"],
            "rest_3": ["VISION"],
        },
        p2={"hand": ["LEX LUTHOR"], "rest_1": ["FLASH"]},
        locations=["Kahndaq"],
        answers={0: ["NICK FURY"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert zone_of(g, "SPIDER-MAN") == "rest_1"
    assert zone_of(g, "HULK") == "rest_2"
    assert zone_of(g, "VISION") == "rest_3"
    assert zone_of(g, "FLASH") == "rest_1"
    assert zone_of(g, "NICK FURY") == "rest_1"


def test_asgard_non_titans_rest_one_round_longer(omni):
    """LMC003: the current non-TITAN fighters (SPIDER-MAN, LEX LUTHOR) go to Rest State 2; a
    non-TITAN already resting (CAPTAIN MARVEL, Rest State 1) stays in 1; a TITAN in Rest State 2
    (HULK) moves down as usual.  P2's resting ROBIN (Rest State 1) waits longer too."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN"], "rest_1": ["CAPTAIN MARVEL"], "rest_2": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "rest_1": ["ROBIN"]},
        locations=["Asgard"],
        answers={0: ["SPIDER-MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert zone_of(g, "SPIDER-MAN") == "rest_2"
    assert zone_of(g, "LEX LUTHOR") == "rest_2"
    assert zone_of(g, "CAPTAIN MARVEL") == "rest_1"
    assert zone_of(g, "ROBIN") == "rest_1"
    assert zone_of(g, "HULK") == "rest_1"


def test_sanctum_sanctorum_recovers_resting_cards_at_once(omni):
    """LMC012: every resting card goes back to its owner's hand when the Location is revealed,
    so HULK (Rest State 2) may fight this very round."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "rest_1": ["SPIDER-MAN"], "rest_2": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "rest_2": ["SUPERMAN"]},
        locations=["Sanctum Sanctorum"],
        answers={0: ["HULK"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert fighter_options(g, 0) == [["HULK", "NICK FURY", "SPIDER-MAN"]]
    assert fighter_options(g, 1) == [["LEX LUTHOR", "SUPERMAN"]]
    assert zone_of(g, "SPIDER-MAN") == "hand"
    assert zone_of(g, "HULK") == "rest_2" and zone_of(g, "SUPERMAN") == "rest_2"


# ============================================================================ switching Locations


def test_star_labs_switches_to_the_next_location_for_this_round_and_the_next(omni):
    """LDC005: U.S. Air Force Base ("Double ATTACK.") replaces S.T.A.R. Labs at once and is used
    in round 2 too (no Location is revealed); round 3 reveals Stark Tower."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN", "NICK FURY", "LOKI"]},
        p2={"hand": ["LEX LUTHOR", "JOKER", "LEX LUTHOR"]},
        locations=["S.T.A.R. Labs", "U.S. Air Force Base", STARK],
        answers={0: ["IRON MAN", "NICK FURY", "LOKI"], 1: ["LEX LUTHOR", "JOKER", "LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, g.table, "location") == ["U.S. Air Force Base"]
    assert "S.T.A.R. Labs" in cards_of(g, g.table, "used_locations")
    assert attacks(g, 1) == [("IRON MAN", 24, 5)]
    rounds(g)
    assert cards_of(g, g.table, "location") == ["U.S. Air Force Base"]
    assert attacks(g, 2) == [("JOKER", 6, 5)]
    assert cards_of(g, g.table, "locations")[-1] == STARK
    rounds(g)
    assert cards_of(g, g.table, "location") == [STARK]


def test_westview_fighters_are_placed_before_the_location_switches(omni):
    """LMC006: the fighters are placed at Westview (SPIDER-MAN, DEF 5, is offered), then the
    Location becomes Themyscira ("Only fighters of DEFENSE 8 and above"): the placed fighters
    still fight.  Round 2 reveals a new Location."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "HULK"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=["Westview", "Themyscira", STARK],
        answers={0: ["SPIDER-MAN", "HULK"], 1: ["LEX LUTHOR", "SUPERMAN"]},
    )
    rounds(g)
    assert fighter_options(g, 0)[0] == ["HULK", "SPIDER-MAN"]
    assert cards_of(g, g.table, "location") == ["Themyscira"]
    assert "Westview" in cards_of(g, g.table, "used_locations")
    assert attacks(g, 1) == [("SPIDER-MAN", 5, 5), ("LEX LUTHOR", 3, 5)]
    rounds(g)
    assert cards_of(g, g.table, "location") == [STARK]


def test_westview_the_switched_to_location_effect_happens_this_round(omni):
    """Westview then U.S. Air Force Base: SPIDER-MAN attacks with 10 and defeats LEX LUTHOR."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN"]},
        p2={"hand": ["LEX LUTHOR"]},
        locations=["Westview", "U.S. Air Force Base"],
        answers={0: ["SPIDER-MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert attacks(g) == [("SPIDER-MAN", 10, 5)]
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]


# ============================================================================ stats


def test_batcave_halves_defense(omni):
    """LDC007: SUPERMAN (SPD 9) attacks HULK's DEF 12 / 2 = 6 with 11 and defeats him."""
    g = duel(omni, "HULK", "SUPERMAN", "Batcave")
    assert attacks(g) == [("SUPERMAN", 11, 6)]
    assert cards_of(g, 0, "defeated") == ["HULK"]


def test_gamma_lab_doubles_defense(omni):
    """LMC002: THOR (10 vs 20) and SUPERMAN (11 vs 20) defeat nobody (without the Location
    SUPERMAN's 11 would beat THOR's 10)."""
    g = duel(omni, "THOR ODINSON", "SUPERMAN", "Gamma Lab")
    assert attacks(g) == [("THOR ODINSON", 10, 20), ("SUPERMAN", 11, 20)]
    assert cards_of(g, 0, "defeated") == [] and cards_of(g, 1, "defeated") == []


def test_us_air_force_base_doubles_attack(omni):
    """LMC009: SPIDER-MAN's ATTACK 10 beats LEX LUTHOR's DEF 5."""
    g = duel(omni, "SPIDER-MAN", "LEX LUTHOR", "U.S. Air Force Base")
    assert attacks(g) == [("SPIDER-MAN", 10, 5)]
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]


def test_deadpools_apartment_swaps_attack_and_defense_of_both(omni):
    """LMC013: SUPERMAN becomes ATK 10 / DEF 11, HULK ATK 12 / DEF 10: SUPERMAN's 10 does not
    beat 10, HULK's 12 beats 11."""
    g = duel(omni, "HULK", "SUPERMAN", "Deadpool's Apartment")
    assert attacks(g) == [("SUPERMAN", 10, 10), ("HULK", 12, 11)]
    assert cards_of(g, 1, "defeated") == ["SUPERMAN"]


# ============================================================================ abilities


def test_lian_yu_disables_special_abilities(omni):
    """LDC008: FLASH rolls no die; HULK's 10 then beats his DEF 4."""
    g = duel(omni, "HULK", "FLASH", "Lian Yu")
    assert "FLASH's special ability is disabled" in lines(g)
    assert dice(g) == []
    assert attacks(g) == [("FLASH", 5, 12), ("HULK", 10, 4)]


def test_lian_yu_disables_batmans_prep_time(omni):
    """BATMAN's halving is his special ability too: VISION keeps DEF 10 and ATK 6, and defeats
    BATMAN (DEF 5); VISION's PHASING is disabled as well."""
    g = duel(omni, "VISION", "BATMAN", "Lian Yu")
    assert attacks(g) == [("BATMAN", 6, 10), ("VISION", 6, 5)]
    assert cards_of(g, 1, "defeated") == ["BATMAN"]


# ============================================================================ cards moving


def test_stark_tower_each_player_draws_a_card(omni):
    """LMC005 "Draw a new card.": the Location does it for each player (NOTES)."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN"], "deck": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "deck": ["BATMAN"]},
        locations=[STARK],
        answers={0: ["SPIDER-MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 0, "hand") == ["HULK"]
    assert cards_of(g, 1, "hand") == ["BATMAN"]


def test_helicarrier_each_player_draws_from_the_opposite_deck(omni):
    """LMC014: P1 draws P2's top card (BATMAN), P2 draws P1's (HULK)."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN"], "deck": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "deck": ["BATMAN"]},
        locations=[HELI],
        answers={0: ["SPIDER-MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert holder(g, "BATMAN") == (0, "hand")
    assert holder(g, "HULK") == (1, "hand")


def test_rock_of_eternity_each_player_discards_and_draws_back_a_discarded_card(omni):
    """LDC011: P1 discards HULK and picks THOR from P1's Discarded Deck; P2 discards SUPERMAN and
    takes it back (the only discarded card)."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "HULK"], "discard": ["THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=["Rock of Eternity"],
        answers={0: ["HULK", "THOR ODINSON", "SPIDER-MAN"], 1: ["SUPERMAN", "LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, 0, "discard") == ["HULK"]
    assert cards_of(g, 0, "hand") == ["THOR ODINSON"]
    assert cards_of(g, 1, "discard") == []
    assert cards_of(g, 1, "hand") == ["SUPERMAN"]


def test_rock_of_eternity_a_player_who_discards_nothing_draws_nothing(omni):
    """ "(if discarded)": P2 has no card in hand, so P2 discards nothing and does not take
    SUPERMAN back from P2's Discarded Deck."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "HULK"], "discard": ["THOR ODINSON"]},
        p2={"discard": ["SUPERMAN"], "rest_1": ["BATMAN"]},
        locations=["Rock of Eternity"],
        answers={0: ["HULK", "THOR ODINSON", "SPIDER-MAN"]},
    )
    rounds(g)
    assert cards_of(g, 1, "discard") == ["SUPERMAN"]
    assert cards_of(g, 1, "hand") == ["BATMAN"]


def test_new_york_fighters_are_placed_at_random(omni):
    """LMC004: nobody chooses; each player's fighter is picked at random from the hand."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "HULK"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=["New York"],
    )
    rounds(g)
    assert asked(g, 0, "play") == [] and asked(g, 1, "play") == []
    picks = [e for e in entries(g, "rng") if e.get("what") == "pick"]
    assert [p["of"] for p in picks] == [2, 2]
    p1 = ["SPIDER-MAN", "HULK"][picks[0]["index"]]
    p2 = ["LEX LUTHOR", "SUPERMAN"][picks[1]["index"]]
    assert f"P1 reveals {p1}" in lines(g) and f"P2 reveals {p2}" in lines(g)


def test_jokers_funland_a_defeated_fighter_is_saved_by_destroying_a_card_in_hand(omni):
    """LDC015: IRON MAN's 12 beats LEX LUTHOR's 5; instead of being defeated LEX rests and P2
    destroys the card in P2's hand (SHAZAM, to the Discarded Deck).  LEX is not defeated, so
    his I AM RICH draws nothing."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN"]},
        p2={"hand": ["LEX LUTHOR", "SHAZAM"], "deck": ["BATMAN"]},
        locations=["Joker's Funland"],
        answers={0: ["IRON MAN"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert attacks(g)[0] == ("IRON MAN", 12, 5)
    assert cards_of(g, 1, "defeated") == []
    assert cards_of(g, 1, "discard") == ["SHAZAM"]
    assert zone_of(g, "LEX LUTHOR") == "rest_1"
    assert cards_of(g, 1, "deck") == ["BATMAN"]


def test_daily_bugle_players_show_and_lock_next_rounds_fighter(omni):
    """LMC010: at the end of the round each player picks next round's fighter from the hand; it
    is shown to the other player and is the only fighter that player may place next round."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "HULK", "THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN", "BATMAN"]},
        locations=["Daily Bugle", STARK],
        answers={
            0: ["NICK FURY", "THOR ODINSON", "THOR ODINSON"],
            1: ["LEX LUTHOR", "BATMAN", "BATMAN"],
        },
    )
    rounds(g)
    thor, batman = card_id(g, "THOR ODINSON"), card_id(g, "BATMAN")
    assert thor in g.knowledge[1] and batman in g.knowledge[0]
    shown = [c for e in entries(g, "reveal", 1) for c in e["cards"]]
    assert sorted(shown) == sorted([thor, batman])
    rounds(g)
    assert fighter_options(g, 0)[-1] == ["THOR ODINSON"]
    assert fighter_options(g, 1)[-1] == ["BATMAN"]
