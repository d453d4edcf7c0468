"""Bundled MSHS cards whose text does something unusual, each doing what it says."""

from scenario import card_id, cards_of, scenario

BLANK = "Filler: Energy Blank"  # blocks Energy only
ELEM = "Filler: Elemental Blank"
LEVEL9 = "Tester: Level Nine"  # level 9 (unplayable at low power); blocks Tech only
WALLS = {
    "Energy": BLANK,
    "Elemental": ELEM,
    "Animal": "Blocker: Animal Wall",
    "Speed": "Blocker: Speed Wall",
    "Strength": "Blocker: Strength Wall",
    "Tech": "Blocker: Tech Wall",
}


def filler(rules, name):
    """A vanilla card whose blocking icon is not one of ``name``'s factors (it never stops
    ``name``'s damage)."""
    factors = next(c.fields["factors"] for c in rules.cardset.cards if c.name == name)
    return next(w for f, w in WALLS.items() if f not in factors)


def attack(g, name, player=0):
    g.play_card(player, card_id(g, name, player))


def rolls(g, what):
    return [e["result"] for e in g.log.entries if e["t"] == "rng" and e["what"] == what]


def test_silver_surfer_power_cosmic_takes_an_extra_turn(mshs):
    f = filler(mshs, "Silver Surfer: Power Cosmic")
    g = scenario(
        mshs,
        p1={"hand": ["Silver Surfer: Power Cosmic"], "deck": [f] * 5},
        p2={"deck": [f] * 20},
        power=12,
    )
    attack(g, "Silver Surfer: Power Cosmic")
    assert g.damage_done(card_id(g, "Silver Surfer: Power Cosmic")) >= 5
    assert g.state.extra_turns == [0]
    g.agents[0].answers = ["pass"]
    g.take_turn()
    assert g.state.active == 0  # the extra turn is player 1's again


def _rigged_odds(rules, play):
    f = WALLS["Tech"]  # level 9: never playable here; Rigged Odds is a Speed card
    hand2 = ["Hulk: Smash Everything", "Black Panther: Hit and Run"]  # levels 5, 4
    g = scenario(
        rules,
        p1={"hand": ["Nick Fury: Rigged Odds"], "deck": [f] * 3},
        p2={"hand": hand2, "deck": [f] * 10},
        power=5,
        seed=1,
    )
    if play:
        attack(g, "Nick Fury: Rigged Odds")
    g.agents[1].answers = ["pass"]
    return g


def offered(g, player):
    """The names offered in ``player``'s last decision to play a card."""
    d = [d for d in g.agents[player].asked if d.kind == "play"][-1]
    return [o if isinstance(o, str) else g.defs[o].name for o in d.options]


def test_nick_fury_rigged_odds_makes_the_next_power_flip_tails(mshs):
    """The coin flip for power next turn is tails, and the opponent's power is -1 then."""
    g = _rigged_odds(mshs, play=False)
    g.take_turn()
    assert rolls(g, "coin")[-1] == "heads"  # this seed's flip, left alone
    assert offered(g, 1) == ["Hulk: Smash Everything", "Black Panther: Hit and Run", "pass"]
    g = _rigged_odds(mshs, play=True)
    assert g.state.forced == {("flip", "power"): (g.state.turn + 1, "tails")}
    assert g.counter_for("power", 1) == 5  # not yet: it is still player 1's turn
    g.take_turn()  # the opponent's turn: its flip is tails, and their power is 5 - 1
    assert rolls(g, "coin")[-1] == "tails"
    assert g.state.counters["power"] == 5
    assert g.state.forced == {}
    assert offered(g, 1) == ["Black Panther: Hit and Run", "pass"]
    assert g.counter_for("power", 1) == 5  # over after that turn


def test_herald_s_blast_attack_equals_the_power(mshs):
    g = scenario(mshs, p1={"hand": ["Silver Surfer: Herald's Blast"]}, power=7)
    assert g.stat(card_id(g, "Silver Surfer: Herald's Blast"), "attack") == 0  # printed '*'
    f = filler(mshs, "Silver Surfer: Herald's Blast")
    g2 = scenario(
        mshs, p1={"hand": ["Silver Surfer: Herald's Blast"]}, p2={"deck": [f] * 10}, power=7
    )
    attack(g2, "Silver Surfer: Herald's Blast")
    assert g2.damage_done(card_id(g2, "Silver Surfer: Herald's Blast")) == 7


def test_ricochet_volley_is_attack_plus_4_while_the_opponent_has_more_keepers(mshs):
    volley = "Hawkeye: Ricochet Volley"
    for mine, theirs, bonus in ((1, 2, 4), (2, 2, 0), (0, 1, 4), (1, 0, 0)):
        g = scenario(
            mshs,
            p1={"hand": [volley], "keepers": ["Tester: Quiet Keeper"] * mine},
            p2={
                "keepers": ["Tester: Quiet Keeper"] * theirs,
                "deck": [filler(mshs, volley)] * 12,
            },
            power=9,
        )
        c = card_id(g, volley)
        attack(g, volley)
        assert g.damage_done(c) == g.printed(c, "attack") + bonus, (mine, theirs)


def test_double_or_nothing_is_attack_plus_three_on_heads(mshs):
    for seed in range(1, 12):
        f = filler(mshs, "Gambit: Double or Nothing")
        g = scenario(
            mshs,
            p1={"hand": ["Gambit: Double or Nothing"]},
            p2={"deck": [f] * 15},
            power=9,
            seed=seed,
        )
        c = card_id(g, "Gambit: Double or Nothing")
        attack(g, "Gambit: Double or Nothing")
        bonus = 3 if rolls(g, "coin")[0] == "heads" else 0
        assert g.damage_done(c) == g.printed(c, "attack") + bonus


def test_high_voltage_reveals_and_is_attack_plus_three_if_elemental(mshs):
    f = filler(mshs, "Electro: High Voltage")
    g = scenario(
        mshs, p1={"hand": ["Electro: High Voltage"], "deck": [ELEM]}, p2={"deck": [f] * 15}, power=9
    )
    c = card_id(g, "Electro: High Voltage")
    attack(g, "Electro: High Voltage")
    assert g.damage_done(c) == g.printed(c, "attack") + 3
    assert cards_of(g, 0, "deck") == [ELEM]  # revealed, and left where it was
    g = scenario(
        mshs,
        p1={"hand": ["Electro: High Voltage"], "deck": [BLANK]},
        p2={"deck": [f] * 15},
        power=9,
    )
    c = card_id(g, "Electro: High Voltage")
    attack(g, "Electro: High Voltage")
    assert g.damage_done(c) == g.printed(c, "attack")


def test_hit_and_run_returns_to_the_hand_at_three_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Black Panther: Hit and Run"]},
        p2={"deck": [filler(mshs, "Black Panther: Hit and Run")] * 10},
        power=9,
    )
    attack(g, "Black Panther: Hit and Run")
    assert "Black Panther: Hit and Run" in cards_of(g, 0, "hand")
    assert "Black Panther: Hit and Run" not in cards_of(g, 0, "discard")


def test_genius_intellect_draws_two_then_discards_one(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Beast: Genius Intellect"], "deck": [BLANK, ELEM]},
        p2={"deck": [BLANK] * 10},
        power=9,
        answers={0: [ELEM]},
    )
    attack(g, "Beast: Genius Intellect")
    assert cards_of(g, 0, "hand") == [BLANK]
    assert cards_of(g, 0, "discard") == [ELEM, "Beast: Genius Intellect"]


def test_worldbreaker_destroys_every_keeper_of_level_four_or_less_both_sides(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Hulk: Worldbreaker"], "keepers": ["Wasp: Sting Swarm"]},
        p2={
            "keepers": ["Tester: Keeper Two", "Captain America: Sentinel of Liberty"],
            "deck": [BLANK] * 12,
        },
        power=12,
    )
    levels = {
        n: g.printed(card_id(g, n), "level")
        for n in ("Wasp: Sting Swarm", "Tester: Keeper Two", "Captain America: Sentinel of Liberty")
    }
    attack(g, "Hulk: Worldbreaker")
    for name, level in levels.items():
        owner = 0 if name == "Wasp: Sting Swarm" else 1
        assert (name in cards_of(g, owner, "keepers")) == (level > 4), name


def test_lucky_streak_draws_whenever_a_coin_flip_is_heads(mshs):
    g = scenario(mshs, p1={"keepers": ["Black Cat: Lucky Streak"], "deck": [BLANK] * 8}, seed=1)
    heads = 0
    for _ in range(6):
        heads += g.flip() == "heads"
        g.resolve_pending()
    assert 0 < heads < 6
    assert len(cards_of(g, 0, "hand")) == heads
    assert len(cards_of(g, 0, "deck")) == 8 - heads


def test_pheromone_haze_lowers_the_opponents_power_next_turn_only(mshs):
    g = scenario(
        mshs, p1={"hand": ["Spider-Woman: Pheromone Haze"]}, p2={"deck": [BLANK] * 10}, power=8
    )
    attack(g, "Spider-Woman: Pheromone Haze")
    assert g.counter_for("power", 1) == 8  # not yet: it is still player 1's turn
    g.state.turn += 1
    g.state.active = 1
    g.begin_waiting_windows(1, g.state.turn)  # (player 2's turn begins)
    assert g.counter_for("power", 1) == 5
    assert g.counter_for("power", 0) == 8
    g.expire_effects(turn_over=g.state.turn)
    g.state.turn += 1
    assert g.counter_for("power", 1) == 8


def test_double_agent_lets_you_play_a_higher_shield_card_this_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Black Widow: Double Agent", "Maria Hill: Tactical Command"]},
        p2={"hand": [BLANK], "deck": [BLANK] * 20},
        answers={0: ["Maria Hill: Tactical Command"]},
        power=3,
    )
    hill = card_id(g, "Maria Hill: Tactical Command")
    need = g.printed(hill, "level")
    g.state.counters["power"] = max(
        need - 2, g.printed(card_id(g, "Black Widow: Double Agent"), "level")
    )
    attack(g, "Black Widow: Double Agent")
    assert g.state.where[hill][1] in ("discard", "keepers")  # it was played
    assert any(e["t"] == "look" for e in g.log.entries)  # the hand was looked at


def test_web_cocoon_is_destroyed_at_the_end_of_the_opponents_turn(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Spider-Man: Web Cocoon"], "deck": [BLANK] * 3},
        p2={"hand": [BLANK], "deck": [BLANK] * 5},
        active=0,
        answers={1: ["pass"]},
    )
    assert g.stat(card_id(g, BLANK, 1), "attack") == max(
        0, g.printed(card_id(g, BLANK, 1), "attack") - 3
    )
    g.take_turn()  # the opponent's turn (player 2)
    assert g.state.active == 1
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Spider-Man: Web Cocoon"]


def test_backup_armor_draws_two_cards_when_it_misfires(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Iron Man: Backup Armor"], "deck": [BLANK] * 6},
        p2={"deck": [BLANK] * 4 + [WALLS["Tech"]]},  # the top card blocks its first point
        active=1,
        turn=4,
        answers={0: ["pass"]},
    )
    g.take_turn()
    assert cards_of(g, 0, "keepers") == []
    assert "Iron Man: Backup Armor" in cards_of(g, 0, "discard")
    assert len(cards_of(g, 0, "hand")) == 1 + 2  # the turn's draw, then two
    g = scenario(
        mshs,
        p1={"keepers": ["Iron Man: Backup Armor"], "deck": [BLANK] * 6},
        p2={"deck": [BLANK] * 5},
        active=1,
        turn=4,
        answers={0: ["pass"]},
    )
    g.take_turn()  # no misfire: it hits for 2 and stays
    assert cards_of(g, 0, "keepers") == ["Iron Man: Backup Armor"]
    assert len(cards_of(g, 0, "hand")) == 1
    assert len(cards_of(g, 1, "deck")) == 3


def test_psionic_dome_shrinks_attacks_until_a_tails_at_the_start_of_your_turn(mshs):
    results = set()
    for seed in range(1, 9):
        g = scenario(
            mshs,
            p1={"keepers": ["Invisible Woman: Psionic Dome"], "deck": [LEVEL9] * 6},
            p2={"hand": ["Tester: Red Eight"], "deck": [BLANK] * 6},
            active=1,
            turn=4,
            seed=seed,
            answers={0: ["pass"]},
        )
        assert g.stat(card_id(g, "Tester: Red Eight"), "attack") == 8 - 2
        g.take_turn()
        dome = rolls(g, "coin")[-1]  # the Keeper's flip, after the one for power
        results.add(dome)
        kept = cards_of(g, 0, "keepers") == ["Invisible Woman: Psionic Dome"]
        assert kept == (dome == "heads"), seed
    assert results == {"heads", "tails"}


def test_supernova_halo_hits_at_the_end_of_the_opponents_turn_only(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Human Torch: Supernova Halo"], "deck": [LEVEL9] * 6},
        p2={"deck": [BLANK] * 10},
        active=1,
        turn=4,
        answers={0: ["pass"], 1: ["pass"]},
    )
    g.take_turn()  # your own turn: nothing
    assert len(cards_of(g, 1, "deck")) == 10
    g.take_turn()  # the opponent's: it draws, then the Keeper hits at the end
    assert len(cards_of(g, 1, "deck")) == 10 - 1 - 2
    assert any(e["t"] == "resolve" for e in g.log.entries)


def test_strafing_run_hits_at_the_end_of_your_turn_if_the_opponent_has_no_keepers(mshs):
    for theirs, left in (([], 10 - 2), (["Tester: Quiet Keeper"], 10)):
        g = scenario(
            mshs,
            p1={"keepers": ["Green Goblin: Strafing Run"], "deck": [LEVEL9] * 6},
            p2={"keepers": theirs, "deck": [BLANK] * 10},
            active=1,
            turn=4,
            answers={0: ["pass"]},
        )
        g.take_turn()
        assert len(cards_of(g, 1, "deck")) == left, theirs


def test_fishbowl_illusion_discards_the_opponents_top_card_of_level_4_or_more(mshs):
    for top, gone in ((LEVEL9, True), (BLANK, False)):  # levels 9 and 3
        g = scenario(
            mshs,
            p1={"hand": ["Mysterio: Fishbowl Illusion"]},
            p2={"deck": [ELEM] * 3 + [top] + [ELEM] * 2},
            power=2,
        )
        attack(g, "Mysterio: Fishbowl Illusion")  # attack 2 from the top, then the look
        assert (cards_of(g, 1, "discard") == [ELEM, ELEM, top]) == gone, top
        assert (cards_of(g, 1, "deck") == [ELEM] * 3 + [top]) == (not gone), top


def test_double_cross_discards_two_of_theirs_only_if_you_discard_one(mshs):
    for yes in (True, False):
        g = scenario(
            mshs,
            p1={"hand": ["Mystique: Double Cross", LEVEL9]},
            p2={"hand": [ELEM] * 3, "deck": [ELEM] * 8},
            answers={0: [yes]},
            power=4,
        )
        attack(g, "Mystique: Double Cross")
        assert cards_of(g, 0, "hand") == ([] if yes else [LEVEL9])
        assert len(cards_of(g, 1, "hand")) == (1 if yes else 3)


def test_closing_argument_needs_four_cards_in_the_opponents_hand(mshs):
    for held, left in ((4, 2), (3, 3)):
        g = scenario(
            mshs,
            p1={"hand": ["She-Hulk: Closing Argument"]},
            p2={"hand": [BLANK] * held, "deck": [BLANK] * 8},
            power=4,
        )
        attack(g, "She-Hulk: Closing Argument")
        assert len(cards_of(g, 1, "hand")) == left, held


def test_loaded_dice_discards_a_card_for_each_heads(mshs):
    seen = set()
    for seed in range(1, 9):
        g = scenario(
            mshs,
            p1={"hand": ["Scarlet Witch: Loaded Dice"]},
            p2={"hand": [ELEM] * 4, "deck": [ELEM] * 8},
            power=7,
            seed=seed,
        )
        attack(g, "Scarlet Witch: Loaded Dice")
        heads = rolls(g, "coin").count("heads")
        seen.add(heads)
        assert len(rolls(g, "coin")) == 2
        assert len(cards_of(g, 1, "hand")) == 4 - heads
    assert len(seen) > 1


def test_redwing_strike_makes_the_opponent_discard_after_4_damage_with_an_avengers_attack(mshs):
    for attacker, discards in (("Iron Man: Go Team!", 1), ("Thor: Mjolnir Toss", 0)):  # 5, 3
        g = scenario(
            mshs,
            p1={"keepers": ["Falcon: Redwing Strike"], "hand": [attacker], "deck": [LEVEL9] * 3},
            p2={"hand": [BLANK] * 2, "deck": [ELEM] * 8},
            power=6,
        )
        attack(g, attacker)
        assert len(cards_of(g, 1, "hand")) == 2 - discards, attacker


def test_stretch_goals_raises_your_power_for_spider_man_and_fantastic_four_cards(mshs):
    hand = ["Spider-Man: Web Cocoon", "Thing: Overpower", "Hulk: Smash Everything"]  # all 5
    g = scenario(mshs, p1={"keepers": ["Mr. Fantastic: Stretch Goals"], "hand": hand}, power=4)
    assert [g.can_play(0, card_id(g, n)) for n in hand] == [True, True, False]


def test_red_room_intel_looks_at_the_hand_and_lowers_the_opponents_power_next_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Black Widow: Red Room Intel"]},
        p2={"hand": [ELEM], "deck": [ELEM] * 8},
        power=6,
    )
    attack(g, "Black Widow: Red Room Intel")
    assert any(e["t"] == "look" for e in g.log.entries)
    assert g.counter_for("power", 1) == 6  # not yet: it is still player 1's turn
    g.state.turn += 1
    g.state.active = 1
    g.begin_waiting_windows(1, g.state.turn)  # (player 2's turn begins)
    assert g.counter_for("power", 1) == 4
    assert g.counter_for("power", 0) == 6
