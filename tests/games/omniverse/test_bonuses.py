"""OmniVerse: the 30 Location bonus effects (rulebook Table 2, "FIGHTER BONUS" / "BONUS
EFFECT"), each with the Location's own fighter placed there.

Rulings (NOTES.md): the bonus is checked when the fighters are revealed, against the Location
that is there then; a "(Replace Ability)" bonus becomes the fighter's special ability for the
round (used when it acts, disabled like one); other bonuses happen as soon as the fighters are
revealed; Doctor Strange uses the enemy's ability at once, instead of his own, and the enemy
still uses its own; GREEN LANTERN's / Spider-Man's "used next turn" put the card back in the
hand and it must be placed next round; "selected card from opposing player" is picked by the
player.

Two bonuses belong to Locations that leave before the fighters are revealed (S.T.A.R. Labs and
Westview switch to the next Location): they are reached the way the rules allow -- BLACK WIDOW
disabled the Location's special effect the round before ("current & next location"), or the
fighter was placed at Westview before it switched to the bonus' Location.
"""

from omnihelp import (
    RESTS,
    acted,
    asked,
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
    moves_of,
    options,
    rounds,
    zone_of,
)

STARK, HELI = "Stark Tower", "Helicarrier"


def duel(omni, p1, p2, location, seed=1, answers=None, **zones):
    a = {"hand": [p1] + zones.pop("p1_hand", [])}
    b = {"hand": [p2] + zones.pop("p2_hand", [])}
    for k, v in zones.items():
        who, zone = k.split("_", 1)
        (a if who == "p1" else b)[zone] = v
    answers = answers or {0: [p1], 1: [p2]}
    g = build(omni, p1=a, p2=b, locations=[location], seed=seed, answers=answers)
    rounds(g)
    return g


# ============================================================================ Justice League


def test_batman_at_league_watchtower_doubles_all_his_stats(omni):
    """LDC001: BATMAN attacks with 12 (6 x 2) against CAPTAIN AMERICA's DEF 11 / 2 = 5 (PREP
    TIME); the STATS are SPEED, ATTACK, DEFENSE, so he still rests 2 turns (Rest State 2)."""
    g = duel(omni, "BATMAN", "CAPTAIN AMERICA", "League Watchtower")
    assert attacks(g) == [("BATMAN", 12, 5)]
    assert zone_of(g, "BATMAN") == "rest_2"


def test_superman_at_metropolis_has_no_rest_state(omni):
    """LDC002: SUPERMAN defeats NICK FURY and goes straight back to the hand."""
    g = duel(omni, "SUPERMAN", "NICK FURY", "Metropolis")
    assert cards_of(g, 1, "defeated") == ["NICK FURY"]
    assert zone_of(g, "SUPERMAN") == "hand"


def test_wonder_woman_at_themyscira_puts_a_random_opposing_hand_card_on_rest_state_2(omni):
    """LDC003: the one card left in P2's hand (VISION) is placed on Rest State 2 when the
    fighters are revealed; P2 cannot place it next round (P2 may place only DOCTOR STRANGE,
    back from Rest State 1)."""
    g = build(
        omni,
        p1={"hand": ["WONDER WOMAN", "SUPERMAN"]},
        p2={"hand": ["HULK", "VISION"], "rest_1": ["DOCTOR STRANGE"]},
        locations=["Themyscira", STARK],
        answers={0: ["WONDER WOMAN", "SUPERMAN"], 1: ["HULK", "DOCTOR STRANGE"]},
    )
    rounds(g)
    assert moves_of(g, "VISION")[0] == [1, "rest_2"]
    assert zone_of(g, "VISION") in RESTS
    rounds(g)
    assert fighter_options(g, 1)[1] == ["DOCTOR STRANGE"]


def test_aquaman_at_atlantis_doubles_his_defense(omni):
    """LDC004: AQUAMAN (SPD 7) acts first at Atlantis; HULK's 10 meets DEF 24."""
    g = duel(omni, "HULK", "AQUAMAN", "Atlantis")
    assert attacks(g) == [("AQUAMAN", 11, 12), ("HULK", 10, 24)]


def test_cyborg_at_star_labs_uses_a_selected_friendly_ability(omni):
    """LDC005 (Replace Ability): BLACK WIDOW disabled "current & next location" in round 1, so
    S.T.A.R. Labs does not switch in round 2 and CYBORG gets its bonus: P2 picks FLASH (not
    JOKER) from the hand; SPEEDFORCE rolls a 4 and DOCTOR STRANGE is defeated."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW", "DOCTOR STRANGE"]},
        p2={"hand": ["LEX LUTHOR", "CYBORG", "FLASH", "JOKER"]},
        locations=[STARK, "S.T.A.R. Labs"],
        seed=9,
        answers={0: ["BLACK WIDOW", "DOCTOR STRANGE"], 1: ["LEX LUTHOR", "CYBORG", "FLASH"]},
    )
    rounds(g, 2)
    assert cards_of(g, g.table, "location") == ["S.T.A.R. Labs"]
    chosen = asked(g, 1, "choose")
    assert len(chosen) == 1 and sorted(options(g, chosen[0])) == ["FLASH", "JOKER"]
    assert dice(g, 2) == [4]
    assert cards_of(g, 0, "defeated") == ["DOCTOR STRANGE"]


def test_flash_at_speedforce_always_goes_first(omni):
    """LDC006: no dice decide the order: FLASH takes the first turn (his own SPEEDFORCE is the
    only die rolled)."""
    g = duel(omni, "HULK", "FLASH", "Speedforce", seed=1)
    assert acted(g)[0] == "FLASH"
    assert len(dice(g)) == 1


def test_catwoman_at_batcave_draws_a_random_fighter_from_the_enemy_deck(omni):
    """LDC007: P1 (CATWOMAN) takes THOR, the only card in P2's deck, into P1's hand."""
    g = duel(omni, "CATWOMAN", "NICK FURY", "Batcave", p2_deck=["THOR ODINSON"])
    assert holder(g, "THOR ODINSON") == (0, "hand")
    assert cards_of(g, 1, "deck") == []


def test_green_arrow_at_lian_yu_adds_6_attack_to_him_and_the_next_player_card(omni):
    """LDC008: GREEN ARROW attacks with 11 (his own ability is disabled by Lian Yu: no die);
    next round LEX LUTHOR attacks with 9; in round 3 JOKER has his 3."""
    g = build(
        omni,
        p1={"hand": ["GREEN ARROW", "LEX LUTHOR", "JOKER"]},
        p2={"hand": ["WAR MACHINE", "NICK FURY", "LOKI"]},
        locations=["Lian Yu", STARK, HELI],
        answers={
            0: ["GREEN ARROW", "LEX LUTHOR", "JOKER"],
            1: ["WAR MACHINE", "NICK FURY", "LOKI"],
        },
    )
    rounds(g)
    assert dice(g, 1) == []
    assert attacks(g, 1) == [("GREEN ARROW", 11, 7)]
    rounds(g)
    assert ("LEX LUTHOR", 9, 5) in attacks(g, 2)
    assert cards_of(g, 1, "defeated") == ["WAR MACHINE", "NICK FURY"]
    rounds(g)
    assert attacks(g, 3)[0] == ("JOKER", 3, 4)


def test_robin_at_gotham_city_halves_current_and_next_enemy_attack(omni):
    """LDC009: NICK FURY's ATTACK is halved this round; next round IRON MAN attacks with 6
    (not 12) and CYBORG (DEF 8) survives; in round 3 HULK has his 10."""
    g = build(
        omni,
        p1={"hand": ["ROBIN", "CYBORG", "LEX LUTHOR"]},
        p2={"hand": ["NICK FURY", "IRON MAN", "HULK"]},
        locations=["Gotham City", STARK, HELI],
        answers={0: ["ROBIN", "CYBORG", "LEX LUTHOR"], 1: ["NICK FURY", "IRON MAN", "HULK"]},
    )
    rounds(g, 2)
    assert ("IRON MAN", 6, 8) in attacks(g, 2)
    assert zone_of(g, "CYBORG") != "defeated"
    rounds(g)
    assert attacks(g, 3)[0] == ("HULK", 10, 5)


def test_green_lantern_at_oa_is_used_for_the_next_turn(omni):
    """LDC010: GREEN LANTERN goes back to the hand instead of resting and is the only fighter
    P1 may place next round."""
    g = build(
        omni,
        p1={"hand": ["GREEN LANTERN", "SUPERMAN"]},
        p2={"hand": ["NICK FURY", "LOKI"]},
        locations=["Oa", STARK],
        answers={0: ["GREEN LANTERN", "GREEN LANTERN"], 1: ["NICK FURY", "LOKI"]},
    )
    rounds(g)
    assert zone_of(g, "GREEN LANTERN") == "hand"
    rounds(g)
    assert fighter_options(g, 0)[1] == ["GREEN LANTERN"]


def shazam_at_rock(omni, seed):
    return build(
        omni,
        p1={"hand": ["SHAZAM", "JOKER"]},
        p2={"hand": ["DOCTOR STRANGE", "LOKI"]},
        locations=["Rock of Eternity"],
        seed=seed,
        answers={0: ["JOKER", "SHAZAM"], 1: ["LOKI", "DOCTOR STRANGE"]},
    )


def test_shazam_at_rock_of_eternity_defeats_unless_the_roll_is_1(omni):
    """LDC011 (Replace Ability): "If result is not 1, defeat enemy." A 2 (which POWER OF FAMILY
    would not count) defeats DOCTOR STRANGE."""
    g = shazam_at_rock(omni, seed=3)
    rounds(g)
    assert dice(g) == [2]
    assert cards_of(g, 1, "defeated") == ["DOCTOR STRANGE"]


def test_shazam_at_rock_of_eternity_a_1_does_not_defeat(omni):
    """A 1 defeats nothing; DOCTOR STRANGE (11 + 6 = 17, odd) then defeats SHAZAM."""
    g = shazam_at_rock(omni, seed=2)
    rounds(g)
    assert dice(g) == [1]
    assert cards_of(g, 1, "defeated") == []
    assert cards_of(g, 0, "defeated") == ["SHAZAM"]


def test_doctor_fate_at_kahndaq_disables_the_enemy_ability_regardless_of_speed(omni):
    """LDC012: SCARLET WITCH (SPD 5) acts before DOCTOR FATE (SPD 3) but her HEX MAGIC is
    already disabled: no die is rolled."""
    g = duel(omni, "SCARLET WITCH", "DOCTOR FATE", "Kahndaq")
    assert "SCARLET WITCH's special ability is disabled" in lines(g)
    assert dice(g) == []
    assert attacks(g)[0] == ("SCARLET WITCH", 8, 12)


def test_harley_quinn_at_arkham_asylum_draws_a_selected_card_from_defeated_deck(omni):
    """LDC013: SPIDER-MAN defeats HARLEY QUINN; P2 picks SUPERMAN from P2's Defeated Deck and
    takes it into the hand (BATMAN stays defeated)."""
    g = duel(
        omni,
        "SPIDER-MAN",
        "HARLEY QUINN",
        "Arkham Asylum",
        p2_defeated=["SUPERMAN", "BATMAN"],
        answers={0: ["SPIDER-MAN"], 1: ["HARLEY QUINN", "SUPERMAN"]},
    )
    assert attacks(g)[-1] == ("SPIDER-MAN", 5, 2)
    assert holder(g, "SUPERMAN") == (1, "hand")
    assert sorted(cards_of(g, 1, "defeated")) == ["BATMAN", "HARLEY QUINN"]


def test_lex_luthor_at_lexcorp_sees_the_upcoming_5_locations(omni):
    """LDC014: P2 (LEX LUTHOR) is shown the next 5 Location Cards; P1 is not."""
    g = build(
        omni,
        p1={"hand": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"]},
        locations=["LexCorp"],
        answers={0: ["HULK"], 1: ["LEX LUTHOR"]},
    )
    upcoming = list(reversed(g.state.zones[g.table]["locations"][-6:-1]))
    rounds(g)
    assert set(upcoming) <= g.knowledge[1].keys()
    assert not set(upcoming) & g.knowledge[0].keys()


def test_joker_at_jokers_funland_swaps_selected_hand_cards(omni):
    """LDC015: P1 picks CYBORG from P1's hand and HULK from P2's; they change hands."""
    g = build(
        omni,
        p1={"hand": ["JOKER", "BATMAN", "CYBORG"]},
        p2={"hand": ["NICK FURY", "HULK", "THOR ODINSON"]},
        locations=["Joker's Funland"],
        answers={0: ["JOKER", "CYBORG", "HULK"], 1: ["NICK FURY"]},
    )
    rounds(g)
    assert sorted(cards_of(g, 0, "hand")) == ["BATMAN", "HULK"]
    assert sorted(cards_of(g, 1, "hand")) == ["CYBORG", "THOR ODINSON"]


# ============================================================================ Avengers


def test_iron_man_at_avengers_compound_goes_to_rest_state_1_instead_of_defeated(omni):
    """LMC001: GREEN ARROW's roll (+6 to current & next friendly) lets AQUAMAN (11 + 6) beat
    IRON MAN's DEF 11 in round 2; IRON MAN goes to Rest State 1, not to the Defeated Deck."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "IRON MAN"]},
        p2={"hand": ["GREEN ARROW", "AQUAMAN"]},
        locations=[STARK, "Avengers Compound"],
        seed=19,
        answers={0: ["NICK FURY", "IRON MAN"], 1: ["GREEN ARROW", "AQUAMAN"]},
    )
    rounds(g, 2)
    assert dice(g, 1) == [6]
    assert ("AQUAMAN", 17, 11) in attacks(g, 2)
    assert [1 for m in moves_of(g, "IRON MAN") if m == [0, "rest_1"]]
    assert [0, "defeated"] not in moves_of(g, "IRON MAN")
    assert cards_of(g, 0, "defeated") == ["NICK FURY"]


def test_hulk_at_gamma_lab_opposing_current_and_resting_cards_rest_one_more_turn(omni):
    """LMC002: CYBORG (the opposing current card) rests 2 turns; P2's FLASH (Rest State 1)
    waits one round longer; P2's TITAN SUPERMAN (Rest State 2) is excepted."""
    g = duel(omni, "HULK", "CYBORG", "Gamma Lab", p2_rest_1=["FLASH"], p2_rest_2=["SUPERMAN"])
    assert attacks(g)[0] == ("HULK", 10, 16)
    assert zone_of(g, "CYBORG") == "rest_2"
    assert zone_of(g, "FLASH") == "rest_1"
    assert zone_of(g, "SUPERMAN") == "rest_1"


def test_thor_at_asgard_recovers_all_cards_from_rest_state(omni):
    """LMC003: P1's resting SPIDER-MAN (Rest State 1) and HULK (Rest State 2) go back to the
    hand; P2's resting SUPERMAN is not P1's and moves down as usual."""
    g = duel(
        omni,
        "THOR ODINSON",
        "LEX LUTHOR",
        "Asgard",
        p1_rest_1=["SPIDER-MAN"],
        p1_rest_2=["HULK"],
        p2_rest_2=["SUPERMAN"],
    )
    assert zone_of(g, "HULK") == "hand" and zone_of(g, "SPIDER-MAN") == "hand"
    assert zone_of(g, "SUPERMAN") == "rest_1"
    assert zone_of(g, "THOR ODINSON") == "rest_2"


def test_captain_america_at_new_york_discards_then_picks_a_fighter_from_the_deck(omni):
    """LMC004: New York places CAPTAIN AMERICA at random (the pick says so); P1 discards HULK
    (the only card left in hand), picks VISION from the deck, and the deck is shuffled."""
    g = build(
        omni,
        p1={"hand": ["CAPTAIN AMERICA", "HULK"], "deck": ["THOR ODINSON", "VISION", "LOKI"]},
        p2={"hand": ["LEX LUTHOR"]},
        locations=["New York"],
        seed=1,
        answers={0: ["VISION"]},
    )
    rounds(g)
    picks = [e for e in entries(g, "rng") if e.get("what") == "pick"]
    assert (picks[0]["of"], picks[0]["index"]) == (2, 0)  # CAPTAIN AMERICA
    assert cards_of(g, 0, "discard") == ["HULK"]
    assert cards_of(g, 0, "hand") == ["VISION"]
    assert sorted(cards_of(g, 0, "deck")) == ["LOKI", "THOR ODINSON"]
    assert [
        e
        for e in entries(g, "rng")
        if e.get("what") == "shuffle" and e.get("player") == 0 and e.get("zone") == "deck"
    ]


def test_vision_at_stark_tower_replaces_the_enemy_with_a_selected_hand_card(omni):
    """LMC005 (Replace Ability): P1 picks LEX LUTHOR (not JOKER) from P2's hand to replace
    DOCTOR FATE; DOCTOR FATE goes back to the hand and VISION's 6 beats LEX's DEF 5."""
    g = duel(
        omni,
        "VISION",
        "DOCTOR FATE",
        STARK,
        p2_hand=["LEX LUTHOR", "JOKER"],
        answers={0: ["VISION", "LEX LUTHOR"], 1: ["DOCTOR FATE"]},
    )
    chosen = asked(g, 0, "choose")
    assert len(chosen) == 1 and sorted(options(g, chosen[0])) == ["JOKER", "LEX LUTHOR"]
    assert cards_of(g, 1, "defeated") == ["LEX LUTHOR"]
    assert zone_of(g, "DOCTOR FATE") == "hand"
    assert [e for e in entries(g, "rng") if e.get("what") == "pick"] == []


def test_scarlet_witch_at_westview_defeats_unless_the_roll_is_6(omni):
    """LMC006 (Replace Ability): BLACK WIDOW disabled round 2's Location, so Westview stays and
    SCARLET WITCH gets the bonus: a 2 (which HEX MAGIC would not count) defeats DOCTOR FATE."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW", "SCARLET WITCH"]},
        p2={"hand": ["LEX LUTHOR", "DOCTOR FATE"]},
        locations=[STARK, "Westview"],
        seed=3,
        answers={0: ["BLACK WIDOW", "SCARLET WITCH"], 1: ["LEX LUTHOR", "DOCTOR FATE"]},
    )
    rounds(g, 2)
    assert cards_of(g, g.table, "location") == ["Westview"]
    assert dice(g, 2) == [2]
    assert cards_of(g, 1, "defeated") == ["DOCTOR FATE"]


def test_black_widow_at_triskelion_draws_a_selected_fighter_from_the_enemy_discard(omni):
    """LMC007: BLACK WIDOW (ATK 3) is placed at Westview, which then switches to Triskelion;
    the bonus is checked there: P1 picks FLASH from P2's Discarded Deck (SUPERMAN stays)."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW"]},
        p2={"hand": ["LEX LUTHOR"], "discard": ["SUPERMAN", "FLASH"]},
        locations=["Westview", "Triskelion"],
        answers={0: ["BLACK WIDOW", "FLASH"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert cards_of(g, g.table, "location") == ["Triskelion"]
    assert holder(g, "FLASH") == (0, "hand")
    assert cards_of(g, 1, "discard") == ["SUPERMAN"]


def test_hawkeye_at_bartons_homestead_reduces_current_and_next_enemy_defense_by_6(omni):
    """LMC008 (Replace Ability): no die; LEX LUTHOR's DEF 5 drops to 0; next round AQUAMAN's
    DEF 12 drops to 6 and HULK's 10 beats it; in round 3 SUPERMAN has his 10."""
    g = build(
        omni,
        p1={"hand": ["HAWKEYE", "HULK", "THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR", "AQUAMAN", "SUPERMAN"]},
        locations=["Barton's Homestead", STARK, HELI],
        answers={0: ["HAWKEYE", "HULK", "THOR ODINSON"], 1: ["LEX LUTHOR", "AQUAMAN", "SUPERMAN"]},
    )
    rounds(g)
    assert dice(g, 1) == []
    assert attacks(g, 1) == [("HAWKEYE", 4, 0)]
    rounds(g)
    assert attacks(g, 2) == [("HULK", 10, 6)]
    assert "AQUAMAN" in cards_of(g, 1, "defeated")
    rounds(g)
    assert attacks(g, 3)[0] == ("THOR ODINSON", 10, 10)


def test_war_machine_at_us_air_force_base_halves_enemy_defense_even_if_defeated(omni):
    """LMC009: AQUAMAN (ATK 11 x 2) defeats WAR MACHINE first; "even if defeated", next round
    DOCTOR FATE's DEF is 12 / 2 = 6 and HULK defeats him; in round 3 SUPERMAN's DEF is 10."""
    g = build(
        omni,
        p1={"hand": ["WAR MACHINE", "HULK", "THOR ODINSON"]},
        p2={"hand": ["AQUAMAN", "DOCTOR FATE", "SUPERMAN"]},
        locations=["U.S. Air Force Base", STARK, HELI],
        answers={
            0: ["WAR MACHINE", "HULK", "THOR ODINSON"],
            1: ["AQUAMAN", "DOCTOR FATE", "SUPERMAN"],
        },
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["WAR MACHINE"]
    rounds(g)
    assert attacks(g, 2) == [("HULK", 10, 6)]
    assert "DOCTOR FATE" in cards_of(g, 1, "defeated")
    rounds(g)
    assert attacks(g, 3)[0] == ("THOR ODINSON", 10, 10)


def test_spider_man_at_daily_bugle_the_opponent_must_use_the_same_card_next_turn(omni):
    """LMC010: LEX LUTHOR goes back to P2's hand instead of resting and is the only fighter P2
    may place next round (and the one P2 locks)."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "HULK"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=["Daily Bugle", STARK],
        answers={0: ["SPIDER-MAN", "HULK", "HULK"], 1: ["LEX LUTHOR", "LEX LUTHOR", "LEX LUTHOR"]},
    )
    rounds(g)
    assert zone_of(g, "LEX LUTHOR") == "hand"
    rounds(g)
    assert fighter_options(g, 1)[-1] == ["LEX LUTHOR"]


def test_captain_marvel_at_hala_defeats_unless_the_roll_is_6(omni):
    """LMC011 (Replace Ability): SPEED 7 against AQUAMAN's 7, the coin lets CAPTAIN MARVEL act
    first; a 5 (which POWER OF COSMOS would not count) defeats AQUAMAN."""
    g = duel(omni, "CAPTAIN MARVEL", "AQUAMAN", "Hala", seed=11)
    assert len(coins(g)) == 1
    assert acted(g)[0] == "CAPTAIN MARVEL"
    assert dice(g) == [5]
    assert cards_of(g, 1, "defeated") == ["AQUAMAN"]


def test_doctor_strange_at_sanctum_uses_the_enemy_ability_first(omni):
    """LMC012: before anyone acts DOCTOR STRANGE uses FLASH's SPEEDFORCE: a 2 (even) defeats
    FLASH, who never takes his turn."""
    g = duel(omni, "DOCTOR STRANGE", "FLASH", "Sanctum Sanctorum", seed=3)
    assert dice(g) == [2]
    assert cards_of(g, 1, "defeated") == ["FLASH"]
    assert attacks(g) == []


def test_doctor_strange_at_sanctum_the_enemy_still_uses_its_own(omni):
    """A 1 (odd) defeats nobody; FLASH then takes his turn and rolls his own SPEEDFORCE (1 again,
    odd); DOCTOR STRANGE does not use SORCERY SUPREME but attacks: 5 vs DEF 4."""
    g = duel(omni, "DOCTOR STRANGE", "FLASH", "Sanctum Sanctorum", seed=2)
    assert dice(g) == [1, 1]
    assert "DOCTOR STRANGE uses SORCERY SUPREME" not in lines(g)
    assert attacks(g) == [("FLASH", 5, 11), ("DOCTOR STRANGE", 5, 4)]
    assert cards_of(g, 1, "defeated") == ["FLASH"]


def test_doctor_strange_at_sanctum_does_not_use_his_own_ability(omni):
    """AQUAMAN has no special ability to borrow; SORCERY SUPREME (11 + 12 = 23, odd) would have
    defeated him, but it is not used: AQUAMAN survives."""
    g = duel(omni, "DOCTOR STRANGE", "AQUAMAN", "Sanctum Sanctorum")
    assert cards_of(g, 1, "defeated") == []
    assert zone_of(g, "AQUAMAN") == "rest_2"


def test_deadpool_at_deadpools_apartment_goes_back_to_hand_instead_of_defeated(omni):
    """LMC013: with ATTACK and DEFENSE swapped SUPERMAN attacks with 10 against DEADPOOL's 5;
    DEADPOOL goes back to P1's hand, not to the Defeated Deck."""
    g = duel(omni, "DEADPOOL", "SUPERMAN", "Deadpool's Apartment")
    assert attacks(g)[0] == ("SUPERMAN", 10, 5)
    assert zone_of(g, "DEADPOOL") == "hand"
    assert cards_of(g, 0, "defeated") == []


def test_nick_fury_at_helicarrier_sees_the_enemy_hand(omni):
    """LMC014: P1 (NICK FURY) is shown every card in P2's hand; P2 is not shown P1's."""
    g = duel(
        omni, "NICK FURY", "LEX LUTHOR", HELI, p1_hand=["HULK"], p2_hand=["SUPERMAN", "BATMAN"]
    )
    assert {card_id(g, "SUPERMAN"), card_id(g, "BATMAN")} <= g.knowledge[0].keys()
    assert card_id(g, "HULK") not in g.knowledge[1]


def test_loki_at_jotunheim_draws_from_discard_and_swaps_with_a_random_opposing_card(omni):
    """LMC015: P1 draws HULK from P1's Discarded Deck and swaps it with the one card in P2's
    hand (BATMAN)."""
    g = duel(omni, "LOKI", "LEX LUTHOR", "Jotunheim", p1_discard=["HULK"], p2_hand=["BATMAN"])
    assert holder(g, "BATMAN") == (0, "hand")
    assert holder(g, "HULK") == (1, "hand")
    assert cards_of(g, 0, "discard") == []
