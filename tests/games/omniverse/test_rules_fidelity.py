"""Defects found when OmniVerse was re-read rule by rule against the engine (issue 9; each test
failed before its fix).  Stats quoted are SPD/ATK/DEF from Table 1; P1 is player 0 (active and
asked first in round 1).
"""

from omnihelp import (
    asked,
    attacks,
    build,
    cards_of,
    lines,
    options,
    rounds,
    zone_of,
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


# ------------------------------------------------------------------ 1. a disabled TITAN


def test_a_disabled_titan_still_rests_two_rounds(omni):
    """CATWOMAN disables NICK FURY and P2's next card, HULK; HULK's "2 Turns in Rest State."
    is what a TITAN is (step 5: undefeated TITANs go to Rest State 2), not an ability a
    disable turns off: he goes to Rest State 2."""
    g = build(
        omni,
        p1={"hand": ["CATWOMAN", "LEX LUTHOR"]},
        p2={"hand": ["NICK FURY", "HULK"]},
        locations=[STARK, "Oa"],
        answers={0: ["CATWOMAN", "LEX LUTHOR"], 1: ["NICK FURY", "HULK"]},
    )
    rounds(g, 2)
    assert "HULK's special ability is disabled" not in lines(g, 2)  # (he has none to use)
    assert cards_of(g, 0, "defeated") == ["LEX LUTHOR"]
    assert zone_of(g, "HULK") == "rest_2"


# ------------------------------------------------------------------ 2. a Location is nobody's enemy


def test_catwoman_does_not_disable_the_location(omni):
    """ "Disable SPECIAL ABILITY of current & next enemy card" at Kahndaq ("Cards in Rest
    State +1"): the Location is nobody's enemy card, so its change stays: SUPERMAN, resting in
    Rest State 1, waits one round more."""
    g = build(
        omni,
        p1={"hand": ["CATWOMAN"]},
        p2={"hand": ["NICK FURY"], "rest_1": ["SUPERMAN"]},
        locations=["Kahndaq"],
        answers={0: ["CATWOMAN"], 1: ["NICK FURY"]},
    )
    rounds(g)
    assert "CATWOMAN uses STEALER OF HEARTS" in lines(g)
    assert zone_of(g, "SUPERMAN") == "rest_1"


def test_doctor_fates_kahndaq_bonus_does_not_switch_kahndaq_off(omni):
    """DOCTOR FATE's bonus at Kahndaq ("Disable Enemy Special Ability") disables the enemy
    fighter only: Kahndaq's "+1" still keeps BATMAN in Rest State 1."""
    g = build(
        omni,
        p1={"hand": ["DOCTOR FATE"], "rest_1": ["BATMAN"]},
        p2={"hand": ["NICK FURY"]},
        locations=["Kahndaq"],
        answers={0: ["DOCTOR FATE"], 1: ["NICK FURY"]},
    )
    rounds(g)
    assert any(s.startswith("bonus for DOCTOR FATE") for s in lines(g))
    assert zone_of(g, "BATMAN") == "rest_1"


# ------------------------------------------------------------------ 5. Rest State slots


def harley_on_iron_man(rules):
    """IRON MAN (SPD 7, ATK 12) defeats HARLEY QUINN (DEF 2) at Oa; MAD LOVE: "enemy has to
    spend +2 turns in Rest State"."""
    return build(
        rules,
        p1={"hand": ["HARLEY QUINN", "NICK FURY", "LOKI", "SPIDER-MAN", "HAWKEYE"]},
        p2={"hand": ["IRON MAN", "LEX LUTHOR", "JOKER", "ROBIN", "CATWOMAN"]},
        locations=["Oa", STARK, "Atlantis", "Batcave", "Lian Yu"],
        answers={
            0: ["HARLEY QUINN", "NICK FURY", "LOKI", "SPIDER-MAN", "HAWKEYE"],
            1: ["IRON MAN", "LEX LUTHOR", "JOKER", "ROBIN", "CATWOMAN"],
        },
    )


def test_harley_quinns_plus_two_turns_on_a_titan_is_four_rounds(omni):
    """A TITAN's 2 turns and MAD LOVE's +2: IRON MAN rests four rounds (Rest State 4, 3, 2, 1)
    and is back in P2's hand at the end of the fifth."""
    g = harley_on_iron_man(omni)
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["HARLEY QUINN"]
    seen = [zone_of(g, "IRON MAN")]
    for _ in range(4):
        rounds(g)
        seen.append(zone_of(g, "IRON MAN"))
    assert seen == ["rest_4", "rest_3", "rest_2", "rest_1", "hand"]


def test_the_rest_state_slots_are_the_ones_game_yaml_declares(tmp_path):
    """The slots are the zones of the ``rest`` group: with only Rest State 1 and 2 declared,
    IRON MAN's four rounds rest in the last slot (no error for a rest longer than the
    slots)."""
    from scenario import card_set

    def two_slots(data):
        data["rules"]["groups"]["rest"] = ["rest_1", "rest_2"]

    g = harley_on_iron_man(card_set(tmp_path, "omniverse", game_yaml_edit=two_slots))
    rounds(g)
    assert zone_of(g, "IRON MAN") == "rest_2"
    rounds(g)
    assert zone_of(g, "IRON MAN") == "rest_1"


# ------------------------------------------------------------------ 7. "current & next" and defeat


def test_catwomans_current_and_next_ends_with_her_defeat(omni):
    """At Atlantis CATWOMAN (SPD 5) acts before WONDER WOMAN (SPD 8) and disables her; WONDER
    WOMAN (12) defeats her (DEF 6).  No "even if defeated": P2's next card, FLASH, uses his
    SPEEDFORCE in round 2."""
    g = build(
        omni,
        p1={"hand": ["CATWOMAN", "NICK FURY"]},
        p2={"hand": ["WONDER WOMAN", "FLASH"]},
        locations=["Atlantis", STARK],
        answers={0: ["CATWOMAN", "NICK FURY"], 1: ["WONDER WOMAN", "FLASH"]},
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["CATWOMAN"]
    rounds(g)
    assert "FLASH uses SPEEDFORCE" in lines(g, 2)


def test_black_widows_next_location_is_not_disabled_after_her_defeat(omni):
    """BLACK WIDOW (SPD 6) acts before SCARLET WITCH (SPD 5) and disables Batcave; SCARLET
    WITCH defeats her (HEX MAGIC, else ATTACK 8 against DEFENSE 6).  Round 2's Stark Tower is
    not disabled: both players draw a card."""
    g = build(
        omni,
        p1={"hand": ["BLACK WIDOW", "NICK FURY"], "deck": ["HULK"]},
        p2={"hand": ["SCARLET WITCH", "LEX LUTHOR"], "deck": ["BATMAN"]},
        locations=["Batcave", STARK],
        answers={0: ["BLACK WIDOW", "NICK FURY"], 1: ["SCARLET WITCH", "LEX LUTHOR"]},
    )
    rounds(g)
    assert "BLACK WIDOW uses INCOGNITO" in lines(g, 1)
    assert cards_of(g, 0, "defeated") == ["BLACK WIDOW"]
    rounds(g)
    assert "HULK" in cards_of(g, 0, "hand") and "BATMAN" in cards_of(g, 1, "hand")


# ------------------------------------------------------------------ 3. Daily Bugle and a forced card


def test_a_daily_bugle_lock_does_not_free_a_forced_card(omni):
    """At Daily Bugle SUPERMAN defeats DEADPOOL: CATCHPHRASE makes SUPERMAN P2's card next
    round.  The lock at the round's end offers P2 only SUPERMAN (the forced card wins over the
    lock), and P2 places him in round 2."""
    g = build(
        omni,
        p1={"hand": ["DEADPOOL", "NICK FURY"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=["Daily Bugle", STARK],
        answers={0: ["DEADPOOL", None, None], 1: ["SUPERMAN", None, None]},
    )
    rounds(g)
    assert cards_of(g, 0, "defeated") == ["DEADPOOL"]
    lock = asked(g, 1, "play")[1]
    assert options(g, lock) == ["SUPERMAN"]
    rounds(g)
    assert "P2 reveals SUPERMAN" in [s.split(" (")[0] for s in lines(g, 2)]


# ------------------------------------------------------------------ 6. LexCorp's look


def test_lexcorps_upcoming_locations_are_in_lex_luthors_players_view(omni):
    """LEX LUTHOR's bonus at LexCorp shows P2 the next 5 Location Cards: P2's view (what an
    agent reads, and what a person at the terminal is shown) names them, from the top; P1's
    does not.  Once the first is revealed, P2 still knows the other four."""
    g = build(
        omni,
        p1={"hand": ["HULK", "NICK FURY"]},
        p2={"hand": ["LEX LUTHOR", "JOKER"]},
        locations=["LexCorp", "Oa", "Hala", "Asgard", "Batcave", "Gamma Lab"],
        answers={0: ["HULK", "NICK FURY"], 1: ["LEX LUTHOR", "JOKER"]},
    )
    rounds(g)
    pile = (g.table, "locations")
    upcoming = ["Oa", "Hala", "Asgard", "Batcave", "Gamma Lab"]
    assert g.view(1)["known"][pile] == upcoming
    assert pile not in g.view(0)["known"]
    assert "you have seen, from the top, Oa; Hala; Asgard; Batcave; Gamma Lab" in g.render_view(1)
    assert "Oa" not in g.render_view(0)
    rounds(g)
    assert g.view(1)["known"][pile] == upcoming[1:]


# ------------------------------------------------------------------ 8. Helicarrier draws


def test_helicarrier_draws_the_top_card_of_the_opposite_deck(omni):
    """ "Both players draw a card from opposite decks": each draws the top card of the other's
    deck (the last listed), and nobody searches the deck."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "deck": ["HULK", "THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR"], "deck": ["SUPERMAN", "JOKER"]},
        locations=["Helicarrier"],
        answers={0: ["NICK FURY"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert "JOKER" in cards_of(g, 0, "hand")
    assert "THOR ODINSON" in cards_of(g, 1, "hand")
    assert cards_of(g, 0, "deck") == ["HULK"] and cards_of(g, 1, "deck") == ["SUPERMAN"]
    assert asked(g, 0, "choose") == [] and asked(g, 1, "choose") == []
