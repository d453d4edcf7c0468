"""Defects found when OmniVerse was re-read rule by rule against the engine (issue 9; each test
failed before its fix).  Stats quoted are SPD/ATK/DEF from Table 1; P1 is player 0 (active and
asked first in round 1).
"""

from omnihelp import (
    asked,
    attacks,
    build,
    cards_of,
    coins,
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


# ------------------------------------------------------------------ 9. every parameter works

JL = ["BATMAN", "SUPERMAN", "WONDER WOMAN", "AQUAMAN", "CYBORG", "FLASH", "CATWOMAN"]
AV = ["IRON MAN", "HULK", "THOR ODINSON", "CAPTAIN AMERICA", "VISION", "SCARLET WITCH"]


def test_hand_size_is_each_players_first_hand(omni):
    g = build(omni, p1={"deck": JL}, p2={"deck": AV})
    g.state.params["hand_size"] = 4
    g.setup()
    assert [len(cards_of(g, p, "hand")) for p in (0, 1)] == [4, 4]


def iron_man_against_aquaman(omni, **params):
    """Equal SPEED (7) and ATTACK equal to DEFENSE both ways (12/11 against 11/12)."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN"], "rest_1": ["HULK"]},
        p2={"hand": ["AQUAMAN"], "rest_1": ["SUPERMAN"]},
        locations=[STARK],
        answers={0: ["IRON MAN"], 1: ["AQUAMAN"]},
    )
    g.state.params.update(params)
    rounds(g)
    return g


def test_speed_tie_active_lets_the_active_player_act_first(omni):
    g = iron_man_against_aquaman(omni, speed_tie="active")
    assert coins(g) == []
    assert [a for a, _, _ in attacks(g)] == ["IRON MAN", "AQUAMAN"]


def test_defeat_when_at_least_defeats_on_equal_attack_and_defense(omni):
    g = iron_man_against_aquaman(omni, speed_tie="active", defeat_when="at_least")
    assert attacks(g) == [("IRON MAN", 12, 12)]
    assert cards_of(g, 1, "defeated") == ["AQUAMAN"]


def test_locations_when_empty_none_plays_on_without_a_location(omni):
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "rest_1": ["HULK"]},
        p2={"hand": ["LEX LUTHOR"], "rest_1": ["SUPERMAN"]},
        answers={0: ["NICK FURY"], 1: ["LEX LUTHOR"]},
    )
    g.state.params["locations_when_empty"] = "none"
    for c in list(g.state.zones[g.table]["locations"]):
        g.move(c, g.table, "used_locations")
    rounds(g)
    assert cards_of(g, g.table, "location") == []
    assert len(cards_of(g, g.table, "used_locations")) == 30
    assert attacks(g) == [("NICK FURY", 2, 5), ("LEX LUTHOR", 3, 5)]


def test_lose_and_draw_at_defeated_are_the_parameters_numbers(omni):
    """With lose_at_defeated 3 and draw_at_defeated 2: P2's second defeat offers the draw, the
    third loses."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN", "SUPERMAN"]},
        p2={"hand": ["HARLEY QUINN", "JOKER"], "deck": ["BATMAN"], "defeated": ["AQUAMAN"]},
        locations=["Oa", "Atlantis"],
        answers={0: ["IRON MAN", "SUPERMAN"], 1: ["HARLEY QUINN", False, "JOKER", False]},
    )
    g.state.params.update(lose_at_defeated=3, draw_at_defeated=2)
    rounds(g)
    assert len(asked(g, 1, "may")) == 1 and g.state.outcome is None
    rounds(g)
    assert g.state.outcome.winner == 0 and "3 defeated" in g.state.outcome.reason


# ------------------------------------------------------------------ 10. readings


def last_fighter(omni, **params):
    """SUPERMAN defeats VISION, P2's last fighter (nothing in hand, nothing resting)."""
    g = build(
        omni,
        p1={"hand": ["SUPERMAN", "NICK FURY"]},
        p2={"hand": ["VISION"], "deck": ["LOKI"]},
        locations=["Oa"],
        answers={0: ["SUPERMAN"], 1: ["VISION"]},
    )
    g.state.params.update(params)
    rounds(g)
    return g


def test_a_player_with_no_fighter_left_loses(omni):
    """The other does not play alone until the turn limit: P2 has no fighter left, P1 wins."""
    g = last_fighter(omni)
    assert g.state.outcome.winner == 0
    assert g.state.outcome.reason == "P2 has no fighter left"


def test_no_fighter_left_draw_makes_the_game_a_draw(omni):
    g = last_fighter(omni, no_fighter_left="draw")
    assert g.state.outcome.winner == -1
    assert g.state.outcome.reason == "P2 has no fighter left"


def wonder_woman_at_themyscira(omni, **params):
    """WONDER WOMAN's bonus puts P2's other card, NICK FURY, on Rest State 2 mid-round."""
    g = build(
        omni,
        p1={"hand": ["WONDER WOMAN", "HULK"]},
        p2={"hand": ["DOCTOR STRANGE", "NICK FURY"]},
        locations=["Themyscira", STARK],
        answers={0: ["WONDER WOMAN", "HULK"], 1: ["DOCTOR STRANGE"]},
    )
    g.state.params.update(params)
    rounds(g)
    return g


def test_a_card_put_in_rest_state_mid_round_starts_resting_at_the_rounds_end(omni):
    """ "Rest State 2" means two rounds, like a TITAN's: NICK FURY is still in Rest State 2
    when round 1 ends."""
    g = wonder_woman_at_themyscira(omni)
    assert zone_of(g, "NICK FURY") == "rest_2"


def test_rest_put_mid_round_moves_reads_step_5_literally(omni):
    g = wonder_woman_at_themyscira(omni, rest_put_mid_round="moves")
    assert zone_of(g, "NICK FURY") == "rest_1"


def green_lantern_then_a_round_out(omni, **params):
    """GREEN LANTERN's WILLPOWER ("Double the DEFENSE of next friendly card") in round 1; in
    round 2, at Triskelion (ATTACK 7 and above), P1's SPIDER-MAN may not fight; in round 3, at
    Arkham Asylum (lowest DEFENSE first), JOKER attacks SPIDER-MAN (DEF 5)."""
    g = build(
        omni,
        p1={"hand": ["GREEN LANTERN", "SPIDER-MAN"]},
        p2={"hand": ["NICK FURY", "SUPERMAN", "JOKER"]},
        locations=[STARK, "Triskelion", "Arkham Asylum"],
        answers={0: ["GREEN LANTERN", "SPIDER-MAN"], 1: ["NICK FURY", "SUPERMAN", "JOKER"]},
    )
    g.state.params.update(params)
    rounds(g, 3)
    return g


def test_next_friendly_card_is_that_players_next_fighter(omni):
    g = green_lantern_then_a_round_out(omni)
    assert ("JOKER", 3, 10) in attacks(g, 3)


def test_next_card_round_is_next_rounds_card_only(omni):
    g = green_lantern_then_a_round_out(omni, next_card="round")
    assert ("JOKER", 3, 5) in attacks(g, 3)


def scarlet_witch_at_westview(omni, **params):
    """SCARLET WITCH and NICK FURY are placed at Westview, which then switches to Hala."""
    g = build(
        omni,
        p1={"hand": ["SCARLET WITCH"], "rest_1": ["HULK"]},
        p2={"hand": ["NICK FURY"], "rest_1": ["SUPERMAN"]},
        locations=["Westview", "Hala"],
        answers={0: ["SCARLET WITCH"], 1: ["NICK FURY"]},
    )
    g.state.params.update(params)
    rounds(g)
    return g


def test_the_bonus_is_the_locations_at_the_reveal(omni):
    g = scarlet_witch_at_westview(omni)
    assert not any(s.startswith("bonus for") for s in lines(g))


def test_bonus_location_placement_gives_the_bonus_of_where_she_was_placed(omni):
    g = scarlet_witch_at_westview(omni, bonus_location="placement")
    assert any(s.startswith("bonus for SCARLET WITCH") for s in lines(g))


def disabled_doctor_strange_at_sanctum(omni, **params):
    """CATWOMAN disables NICK FURY and P1's next card, DOCTOR STRANGE, who is placed at
    Sanctum Sanctorum in round 2 against FLASH."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "DOCTOR STRANGE"]},
        p2={"hand": ["CATWOMAN", "FLASH"]},
        locations=[STARK, "Sanctum Sanctorum"],
        answers={0: ["NICK FURY", "DOCTOR STRANGE"], 1: ["CATWOMAN", "FLASH"]},
    )
    g.state.params.update(params)
    rounds(g, 2)
    return g


def test_a_disabled_doctor_strange_borrows_nothing(omni):
    """ "Use Enemy's Special Ability as DOCTOR STRANGE's Special Ability": it is his Special
    Ability, and his is disabled."""
    g = disabled_doctor_strange_at_sanctum(omni)
    assert "DOCTOR STRANGE uses the ability of FLASH" not in lines(g, 2)
    assert "DOCTOR STRANGE's special ability is disabled" in lines(g, 2)


def test_disabled_borrows_lets_a_disabled_doctor_strange_borrow(omni):
    g = disabled_doctor_strange_at_sanctum(omni, disabled_borrows=True)
    assert "DOCTOR STRANGE uses the ability of FLASH" in lines(g, 2)


def hulk_at_gamma_lab(rules):
    """HULK's bonus at Gamma Lab: "Rest State +1 (except for Titan Cards) for opposing current
    card and cards on Rest State"; NICK FURY (P1's) and LOKI (P2's) rest in Rest State 1."""
    g = build(
        rules,
        p1={"hand": ["HULK"], "rest_1": ["NICK FURY"]},
        p2={"hand": ["LEX LUTHOR"], "rest_1": ["LOKI"]},
        locations=["Gamma Lab"],
        answers={0: ["HULK"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    return g


def test_hulks_gamma_lab_bonus_keeps_only_the_opposing_players_cards_resting(omni):
    """ "opposing" covers both: LOKI waits a round more; HULK's own NICK FURY comes back."""
    g = hulk_at_gamma_lab(omni)
    assert zone_of(g, "LOKI") == "rest_1"
    assert zone_of(g, "NICK FURY") == "hand"


def test_joined_owner_first_keeps_every_resting_card(tmp_path):
    from scenario import card_set

    def first(data):
        data["rules"]["params"]["joined_owner"] = "first"

    g = hulk_at_gamma_lab(card_set(tmp_path, "omniverse", game_yaml_edit=first))
    assert zone_of(g, "LOKI") == "rest_1"
    assert zone_of(g, "NICK FURY") == "rest_1"


# ------------------------------------------------------------------ 11. every card acts


def test_simulate_shows_every_one_of_the_60_cards_acting():
    """The balance report lists the 30 Locations beside the 30 fighters: how often each came
    into play (revealed, placed) and how often its abilities acted (a Location's special
    effect and bonus, a fighter's special ability and triggers)."""
    from cardsmith.interpreter.cli import main
    from cardsmith.interpreter.report import build as report_of
    from cardsmith.interpreter.rules import compiled_rules
    from cardsmith.interpreter.runner import simulate
    from click.testing import CliRunner

    rules = compiled_rules("omniverse")
    agents = ("random", "random")
    tally = simulate(rules.target, sorted(rules.cardset.decks), agents, 200, 3, 1, "local")
    report = report_of(tally, rules, 3, agents, rules.target)
    cards = {c["name"]: c for c in report["cards"]}
    assert len(cards) == 60 and report["idle"] == []
    locations = [c for c in report["cards"] if c["table"]]
    assert len(locations) == 30
    assert all(c["plays"] and c["fired"] and c["difference"] is None for c in locations)
    assert all(c["plays"] for c in cards.values())
    with_ability = [c.name for c in rules.cardset.cards if c.fields.get("ability")]
    assert all(cards[name]["fired"] for name in with_ability)
    out = CliRunner().invoke(main, ["simulate", "omniverse", "-n", "60", "-j", "1"]).output
    assert "The table's cards" in out and "Joker's Funland" in out
    assert "every card came into play" in out
