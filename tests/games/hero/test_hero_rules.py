"""HERO, rule by rule (the rulebook in the seeds, the rulings in cardsets/hero/NOTES.md), with
scripted decisions and fixed seeds, through the generic engine only."""

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import GameOver
from cardsmith.interpreter.rules import compiled_rules
from hero_table import at_turn, attach, card, clear_fields, field, names, new, run

PASS, DONE = "pass", "done"


@pytest.fixture(scope="module")
def hero():
    return compiled_rules("hero")


@pytest.fixture(scope="module")
def teams():
    return compiled_rules("hero", "teams")


# ---------------------------------------------------------------------------- set-up


def test_two_players_use_fourteen_heroes_the_rest_stay_in_the_box(hero):
    g = new(hero, 2)
    t = g.table
    assert len(names(g, t, "box")) == 6 and names(g, t, "lineup") == []
    assert [len(names(g, p, "hand")) for p in range(2)] == [1, 1]  # each player's first hero
    hq = sum(len(names(g, t, z)) for z in ("hq_1", "hq_2", "hq_3"))
    assert hq == 3 and len(names(g, t, "reserves")) == 14 - 2 - 3


@pytest.mark.parametrize("seats", [3, 4])
def test_three_or_four_players_use_all_twenty_heroes(hero, seats):
    g = new(hero, seats)
    t = g.table
    assert names(g, t, "box") == []
    assert len(names(g, t, "reserves")) == 20 - seats - 3


def test_each_player_chooses_a_first_hero_from_those_laid_out(hero):
    g = new(hero, 2, setup=False)
    g.agents[0].answers, g.agents[1].answers = ["Dalia"], ["Lorcan"]
    g.agents[0].fallback = g.agents[1].fallback = None
    g.setup()  # (seed 1 lays out Dalia and Lorcan among its fourteen)
    assert names(g, 0, "hand") == ["Dalia"] and names(g, 1, "hand") == ["Lorcan"]
    asked = g.agents[0].asked[0]
    assert asked.kind == "choose" and len(asked.options) == 14


def test_each_player_has_a_skybase_and_the_stat_cards(hero):
    g = new(hero, 3)
    for p in range(3):
        assert names(g, p, "base") == ["SkyBase"]
        deck = names(g, p, "deck")
        stats = {
            n: deck.count(n) for n in ("Attack +20", "Attack +30", "Defense +20", "Defense +30")
        }
        assert stats == {"Attack +20": 4, "Attack +30": 3, "Defense +20": 3, "Defense +30": 2}


DECKS = {
    "A": {"Under Siege", "Boost", "Backfire", "Accelerate", "Reduction", "Shielding"},
    "B": {"Absorb", "Pay the Cost", "Revelation", "Kairos", "Resurrect", "Bolster"},
    "C": {"Drain", "Drought", "Convert", "Protect", "Impede", "Fortification"},
    "D": {"Going Nuclear", "Prevention", "Reinforcement", "Collateral Damage", "Hardened",
          "Counter-Measures"},
}  # fmt: skip


def abilities(g, p):
    return {n for n in names(g, p, "deck") if not n.startswith(("Attack", "Defense"))}


def test_the_standardized_decks_by_the_number_of_players(hero):
    g = new(hero, 2)
    assert [abilities(g, p) for p in range(2)] == [DECKS["A"] | DECKS["D"], DECKS["B"] | DECKS["C"]]
    g = new(hero, 4)
    assert [abilities(g, p) for p in range(4)] == [DECKS[d] for d in "ABCD"]
    g = new(hero, 3)
    got = [abilities(g, p) for p in range(3)]
    for p, d in enumerate("ABC"):
        assert DECKS[d] < got[p] and len(got[p] - DECKS[d]) == 2
    assert set().union(*(s - DECKS[d] for s, d in zip(got, "ABC"))) == DECKS["D"]


# ---------------------------------------------------------------------------- the turn


def test_each_turn_is_one_action_of_four(hero):
    g = at_turn(new(hero, 2, answers={0: ["Recruit", DONE]}), turn=2, active=1)
    g.take_turn()  # (P1's turn 3)
    actions = [e["action"] for e in g.log.entries if e["t"] == "action"]
    assert actions == ["action", "Recruit"]
    asked = [d for d in g.agents[0].asked if d.kind == "action"]
    assert asked[-1].options == ["Heal", "Enhance", "Recruit", "Overcome"]


def test_heal_heals_any_fatigued_heroes_then_plays_up_to_three_cards(hero):
    g = at_turn(new(hero, 2))
    mine, theirs, other = field(g, 0, "Aldric") + field(g, 1, "Brenna", "Corvin")
    for c in (mine, theirs, other):
        g.set_status(c, "fatigued")
    g.agents[0].answers = ["Aldric", "Brenna", DONE]
    run(g, "heal fatigued heroes")
    assert [g.has_status(c, "fatigued") for c in (mine, theirs, other)] == [False, False, True]


def test_skybases_cannot_be_healed(hero):
    g = at_turn(new(hero, 2))
    base = g.state.zones[1]["base"][0]
    g.set_status(base, "fatigued")
    g.agents[0].answers = []
    g.agents[0].fallback = None
    run(g, "heal fatigued heroes")  # (nothing is offered: the SkyBase is not a hero in a play area)
    assert g.has_status(base, "fatigued")


def test_a_player_plays_up_to_three_cards(hero):
    g = at_turn(new(hero, 2))
    for n in ("Dalia", "Emeric", "Fenna", "Garrick"):
        g.move(card(g, n), 0, "hand")
    g.agents[0].answers = ["Heal", "Dalia", "Emeric", "Fenna"]
    g.agents[0].fallback = None
    g.rules.procedure.named["action"].run(g, 0)
    assert {"Dalia", "Emeric", "Fenna"} <= set(names(g, 0, "field"))
    assert "Garrick" in names(g, 0, "hand")


def test_heroes_are_played_strengthened_in_front_of_the_skybase(hero):
    g = at_turn(new(hero, 2))
    dalia = card(g, "Dalia")
    g.move(dalia, 0, "hand")
    g.play_card(0, dalia)
    assert g.state.where[dalia] == (0, "field") and not g.has_status(dalia, "fatigued")


def test_enhancements_are_attached_face_down_beneath_a_hero(hero):
    g = at_turn(new(hero, 2))
    (dalia,) = field(g, 0, "Dalia")
    stat = card(g, "Attack +20", "deck")
    ability = next(c for c in g.state.zones[0]["deck"] if g.defs[c].type == "ability")
    for c in (stat, ability):
        g.move(c, 0, "hand")
        g.play_card(0, c)
    assert g.attached(dalia) == [stat, ability]
    assert g.describe_for(1, stat) == "a face-down stat: attack 20, defense 0"
    assert g.describe_for(1, ability) == "a face-down ability"
    assert g.stat(dalia, "attack") == 40


def test_enhance_draws_up_to_three_cards_one_at_a_time(hero):
    g = at_turn(new(hero, 2, answers={0: ["draw a card", "draw a card", "pass"]}, fallback=False))
    before = len(names(g, 0, "hand"))
    run(g, "draw")
    assert len(names(g, 0, "hand")) == before + 2
    g = at_turn(new(hero, 2, answers={0: ["draw a card"] * 3}, fallback=False))
    run(g, "draw")  # (a fourth is not offered)
    assert len(names(g, 0, "hand")) == before + 3


def test_recruit_up_to_two_heroes_from_the_hq_or_the_reserves(hero):
    g = at_turn(new(hero, 2))
    t = g.table
    hq = g.state.zones[t]["hq_2"][0]
    top = g.state.zones[t]["reserves"][-1]
    g.agents[0].answers = [g.describe(hq), 2]  # (then the Reserves' top card is the 3rd option)
    run(g, "recruit heroes")
    assert {hq, top} <= set(g.state.zones[0]["hand"])
    assert g.state.zones[t]["hq_2"] == []  # (not refilled before the end of the turn)
    recruited = [e for e in g.log.entries if e["t"] == "event" and e["kind"] == "recruit"]
    assert len(recruited) == 2


def test_only_the_top_of_the_reserves_is_offered(hero):
    g = at_turn(new(hero, 2))
    t = g.table
    reserves = g.state.zones[t]["reserves"]
    g.agents[0].answers = [DONE]
    run(g, "recruit heroes")
    options = g.agents[0].asked[0].options
    assert reserves[-1] in options and not set(reserves[:-1]) & set(options)


def test_the_hero_hq_is_refilled_at_the_end_of_the_turn(hero):
    g = at_turn(new(hero, 2))
    t = g.table
    hq = [g.state.zones[t][z][0] for z in ("hq_1", "hq_2")]
    g.agents[0].answers = ["Recruit"] + hq
    g.agents[0].fallback = None
    g.state.turn = 2
    g.state.active = 1
    g.take_turn()
    assert all(g.state.zones[t][z] for z in ("hq_1", "hq_2", "hq_3"))


def test_recruiting_stops_when_the_hq_and_reserves_are_empty(hero):
    g = at_turn(new(hero, 2))
    t = g.table
    for z in ("hq_1", "hq_2", "hq_3", "reserves"):
        for c in list(g.state.zones[t][z]):
            g.move(c, t, "box")
    g.agents[0].fallback = None
    run(g, "recruit heroes")  # (nothing to recruit: nobody is asked)
    assert g.agents[0].asked == []


def test_a_heroic_feat_replaces_the_whole_turn(hero):
    g = at_turn(new(hero, 2))
    siege = card(g, "Under Siege")
    g.move(siege, 0, "hand")
    g.agents[0].answers = ["heroic feat", "Under Siege"]
    g.agents[0].fallback = None
    g.state.turn, g.state.active = 2, 1
    g.take_turn()
    assert g.state.where[siege] == (0, "discard")
    assert [e["action"] for e in g.log.entries if e["t"] == "action"] == ["heroic feat"]
    assert not [e for e in g.log.entries if e["t"] == "decision" and e["kind"] == "activate"]


# ---------------------------------------------------------------------------- Overcome


def overcome(g, player=0):
    run(g, "overcome", player)


def attacks(g):
    return [e for e in g.log.entries if e["t"] in ("attack", "defense")]


def test_a_skybase_is_attacked_only_when_no_hero_stands_in_front_of_it(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    field(g, 0, "Jorund")
    field(g, 1, "Lorcan")
    g.agents[0].answers = [PASS]
    overcome(g)
    assert g.state.zones[1]["base"][0] not in g.agents[0].asked[0].options
    g.move(card(g, "Lorcan"), g.table, "fallen")
    g.agents[0].answers = ["SkyBase", PASS]
    overcome(g)
    base = g.state.zones[1]["base"][0]
    assert attacks(g)[0]["target"] == base and g.has_status(base, "fatigued")  # 90 against 100


def test_combined_heroes_make_one_attack_with_their_total(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    corvin, garrick = field(g, 0, "Corvin", "Garrick")  # 70 + 80
    (lorcan,) = field(g, 1, "Lorcan")  # defense 90
    g.agents[0].answers = [lorcan, corvin, garrick]
    overcome(g)
    a, d = attacks(g)[:2]
    assert a["total"] == 150 and d["total"] == 90 and d["result"] == "defeat"
    assert g.state.where[lorcan] == (g.table, "fallen")


def test_attached_attack_counts_in_the_total(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (jorund,) = field(g, 0, "Jorund")  # 90
    attach(g, "Attack +30", jorund)
    (lorcan,) = field(g, 1, "Lorcan")
    g.agents[0].answers = [lorcan]
    overcome(g)
    assert attacks(g)[0]["total"] == 120


def test_defeated_at_an_attack_equal_to_the_total_defense(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    field(g, 0, "Corvin")  # 70
    (dalia,) = field(g, 1, "Dalia")  # 70
    g.agents[0].answers = [dalia]
    overcome(g)
    assert g.state.where[dalia] == (g.table, "fallen")


def test_fatigued_at_an_attack_equal_to_half_the_total_defense(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (halvard,) = field(g, 0, "Halvard")  # attack 10, plus 30
    attach(g, "Attack +30", halvard)  # 40
    (lorcan,) = field(g, 1, "Lorcan")
    attach(g, "Defense +30", lorcan)  # 90 + 30 = 120: half is 60
    g.agents[0].answers = [lorcan]
    overcome(g)
    assert attacks(g)[1].get("result") is None  # 40 < 60
    g2 = at_turn(new(hero, 2))
    clear_fields(g2)
    field(g2, 0, "Jorund")  # 90
    (lorcan,) = field(g2, 1, "Lorcan")
    attach(g2, "Defense +30", lorcan)
    attach(g2, "Defense +30", lorcan)  # 150: half is 75, 90 fatigues
    g2.agents[0].answers = [lorcan]
    overcome(g2)
    assert g2.has_status(lorcan, "fatigued") and g2.state.where[lorcan] == (1, "field")


def test_fatigued_heroes_have_half_their_total_defense_with_enhancements(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (dalia,) = field(g, 1, "Dalia")  # 70
    attach(g, "Defense +30", dalia)  # 100
    g.set_status(dalia, "fatigued")
    assert g.stat(dalia, "defense") == 50
    field(g, 0, "Corvin")  # 70 >= 50: defeated
    g.agents[0].answers = [dalia]
    overcome(g)
    assert g.state.where[dalia] == (g.table, "fallen")


def test_a_fatigued_skybase_has_half_its_defense(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    base = g.state.zones[1]["base"][0]
    assert g.stat(base, "defense") == 100
    g.set_status(base, "fatigued")
    assert g.stat(base, "defense") == 50


def test_all_attackers_are_fatigued_at_the_same_time(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    corvin, jorund = field(g, 0, "Corvin", "Jorund")
    (lorcan,) = field(g, 1, "Lorcan")
    g.agents[0].answers = [lorcan, corvin, jorund]
    overcome(g)
    tired = [e["card"] for e in g.log.entries if e["t"] == "status" and e.get("on")]
    assert tired == [corvin, jorund]


def test_enhancements_of_a_defeated_hero_go_to_their_controllers_discard_pile(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    field(g, 0, "Jorund")
    (dalia,) = field(g, 1, "Dalia")
    stat = attach(g, "Defense +20", dalia)
    g.agents[0].answers = [dalia]
    overcome(g)  # 90 against 90
    assert g.state.where[dalia] == (g.table, "fallen")
    assert g.state.where[stat] == (1, "discard")


def test_a_destroyed_skybase_heals_the_attackers_heroes_in_free_for_all(hero):
    g = at_turn(new(hero, 3))
    clear_fields(g)
    jorund, corvin = field(g, 0, "Jorund", "Corvin")
    g.set_status(corvin, "fatigued")
    field(g, 2, "Dalia")
    g.agents[0].answers = ["SkyBase", PASS]  # (the only attacker; no Active Ability after)
    g.agents[0].fallback = None
    overcome(g)  # 90 against 100: fatigued only
    assert g.has_status(g.state.zones[1]["base"][0], "fatigued")
    g = at_turn(new(hero, 3))
    clear_fields(g)
    jorund, corvin, garrick = field(g, 0, "Jorund", "Corvin", "Garrick")
    g.set_status(corvin, "fatigued")
    field(g, 2, "Dalia")
    g.agents[0].answers = ["SkyBase", jorund, garrick, PASS, PASS]
    g.agents[0].fallback = None
    overcome(g)  # 170 against 100: destroyed, and every hero of P1 healed
    assert names(g, g.table, "ruins") == ["SkyBase"]
    assert not any(g.has_status(c, "fatigued") for c in (jorund, corvin, garrick))


def test_a_destroyed_skybase_heals_nobody_in_team_play(teams):
    g = at_turn(new(teams, 4))
    clear_fields(g)
    jorund, corvin, garrick = field(g, 0, "Jorund", "Corvin", "Garrick")
    g.set_status(corvin, "fatigued")
    field(g, 3, "Dalia")
    g.agents[0].answers = ["SkyBase", jorund, garrick, PASS]
    g.agents[0].fallback = None
    overcome(g)
    assert names(g, g.table, "ruins") == ["SkyBase"]
    assert all(g.has_status(c, "fatigued") for c in (jorund, corvin, garrick))


def test_the_attacker_goes_on_with_strengthened_heroes_left(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    jorund, _ = field(g, 0, "Jorund", "Garrick")
    nyx, aldric = field(g, 1, "Nyx", "Aldric")
    g.agents[0].answers = [nyx, jorund, DONE, aldric]
    g.agents[0].fallback = None
    overcome(g)
    targets = [e["target"] for e in g.log.entries if e["t"] == "attack"]
    assert targets == [nyx, aldric]  # (then nobody strengthened is left)


def test_an_attack_counts_once_however_many_heroes_make_it(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    corvin, garrick = field(g, 0, "Corvin", "Garrick")
    (lorcan,) = field(g, 1, "Lorcan")
    g.agents[0].answers = [lorcan, corvin, garrick]
    overcome(g)
    assert [ev.kind for ev in g.state.history[g.state.turn]].count("attack") == 1


# ---------------------------------------------------------------------------- endings


def test_a_player_whose_skybase_is_destroyed_is_out_and_the_last_one_left_wins(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    jorund, garrick = field(g, 0, "Jorund", "Garrick")
    field(g, 1, "Dalia")
    g.move(card(g, "Dalia"), g.table, "fallen")
    g.agents[0].answers = ["SkyBase", jorund, garrick]
    with pytest.raises(GameOver):
        overcome(g)
        check_endings(g, "step")
    out = g.state.outcome
    assert out.winners == (0,) and out.ending == "SkyBase destroyed"


def test_a_player_with_no_hero_in_front_of_their_skybase_for_three_full_turns_is_removed(hero):
    g = at_turn(new(hero, 3), turn=1)
    clear_fields(g)
    field(g, 0, "Dalia")
    field(g, 1, "Emeric")
    from cardsmith.interpreter.timing import Event

    for turn in range(1, 9):
        g.state.turn, g.state.active = turn, (turn - 1) % 3
        g.emit(Event("draw", player=g.state.active))
        check_endings(g, "turn_end")
    assert not g.seats.out[2]  # (two of P3's turns)
    g.state.turn, g.state.active = 9, 2
    g.emit(Event("draw", player=2))
    check_endings(g, "turn_end")
    assert g.seats.out == [False, False, True]


def test_a_tie_after_five_full_turns_of_nobody_drawing_playing_attacking_or_recruiting(hero):
    g = at_turn(new(hero, 2), turn=1)
    field(g, 0, "Dalia")
    field(g, 1, "Emeric")
    from cardsmith.interpreter.timing import Event

    g.emit(Event("recruit", player=0))
    for turn in range(2, 11):
        g.state.turn, g.state.active = turn, turn % 2
        g.emit(Event("fatigued", player=0))  # (healing and fatiguing are not in the list)
        check_endings(g, "turn_end")
    g.state.turn = 11
    with pytest.raises(GameOver):
        check_endings(g, "turn_end")
    assert g.state.outcome.ending == "idle tie" and g.state.outcome.side is None


def test_a_tie_at_the_sixth_attack_of_an_attack_and_heal_loop(hero):
    g = at_turn(new(hero, 2), turn=1)
    field(g, 0, "Dalia")
    field(g, 1, "Emeric")
    from cardsmith.interpreter.timing import Event

    g.emit(Event("play", player=0))
    for i in range(5):
        g.state.turn = 2 + i
        g.emit(Event("attack", player=i % 2))
        g.emit(Event("fatigued", player=i % 2))
        check_endings(g, "step")
    g.emit(Event("attack", player=1))
    with pytest.raises(GameOver):
        check_endings(g, "step")
    assert g.state.outcome.ending == "loop tie"


def test_a_team_wins_when_both_opposing_skybases_are_destroyed(teams):
    g = at_turn(new(teams, 4))
    for p in (1, 3):
        base = g.state.zones[p]["base"][0]
        g.move(base, g.table, "ruins")
        if p == 1:
            check_endings(g, "step")
            assert g.seats.out == [False, True, False, False] and g.state.outcome is None
    with pytest.raises(GameOver):
        check_endings(g, "step")
    assert g.state.outcome.winners == (0, 2)


# ---------------------------------------------------------------------------- abilities
# (HERO's timing with abilities built in the test: the card texts are played once the ability
# labels are words of the card language — see NOTES.md)


def passive(event, run, must=False, label=""):
    """A triggered ability built in the test (the engine's own kind, as card text compiles
    to): it hears every ``event``; ``must`` (else optional: "may")."""
    from cardsmith.interpreter.compile import Trigger

    return Trigger(event, lambda g, ev, me: True, None, run, label=label, must=must)


def listen(g, card, ability):
    g.listeners.setdefault(ability.event, []).append((card, ability))


def test_abilities_are_used_in_the_order_announced_those_that_must_first(hero):
    from cardsmith.interpreter.timing import Event

    g = at_turn(new(hero, 3, answers={0: ["Emeric"]}), active=0)
    clear_fields(g)
    a, b = field(g, 0, "Aldric", "Emeric")
    (c,) = field(g, 1, "Fenna")
    (d,) = field(g, 2, "Garrick")
    used = []
    for card_, label, must in ((a, "P1 first", False), (b, "P1 second", False),
                               (c, "P2 may", False), (d, "P3 must", True)):  # fmt: skip
        listen(g, card_, passive("recruit", lambda ctx, x=label: used.append(x), must, label))
    g.emit(Event("recruit", player=0))
    g.resolve_pending()
    # the one that must be used; then P1 announces Emeric's (chosen), P2 its own, P1 the last
    assert used == ["P3 must", "P1 second", "P2 may", "P1 first"]


def test_a_prevention_cancels_an_announced_ability_and_recalls_its_effects(hero):
    from cardsmith.interpreter.responses import ANSWER, Announcement

    g = at_turn(new(hero, 2, answers={1: ["Dalia"]}))
    clear_fields(g)
    (corvin,) = field(g, 0, "Corvin")
    (dalia,) = field(g, 1, "Dalia")
    listen(g, dalia, passive(ANSWER, lambda ctx: None, label="prevent it"))
    hand = list(g.state.zones[0]["hand"])
    done = g.announce(Announcement(corvin, 0, lambda: g.draw(0, 1), "draw a card", "activated"))
    assert done is False and g.state.zones[0]["hand"] == hand
    assert [e["t"] for e in g.log.entries if e["t"] in ("announce", "prevented")] == [
        "announce",
        "prevented",
    ]


def test_an_attack_against_a_hero_is_resolved_even_if_the_hero_was_defeated(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    field(g, 0, "Jorund")
    (nyx,) = field(g, 1, "Nyx")
    heard = []
    listen(g, nyx, passive("attack_resolved", lambda ctx: heard.append(ctx.event.card), True))
    g.agents[0].answers = [nyx]
    overcome(g)
    assert g.state.where[nyx] == (g.table, "fallen") and heard == [nyx]


def test_an_active_ability_is_not_usable_on_the_turn_its_hero_was_played(tmp_path):
    from cardsmith.dsl.cardset import load_cardset
    from cardsmith.interpreter.abilities import Activated
    from cardsmith.interpreter.rules import CompiledRules

    rules = CompiledRules(load_cardset("hero"))  # (its own: a card gets an ability here)
    rules.activated["Corvin"] = [Activated(lambda ctx: ctx.game.draw(ctx.controller, 1), "draw")]
    g = at_turn(new(rules, 2))
    corvin = card(g, "Corvin")
    g.move(corvin, 0, "hand")
    g.play_card(0, corvin)
    assert g.abilities.usable(0) == []
    g.state.turn += 2
    g.set_status(corvin, "fatigued")  # (even a fatigued hero)
    assert [c for c, _, _ in g.abilities.usable(0)] == [corvin]


# ---------------------------------------------------------------------------- properties


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_team_games_keep_every_card_in_one_place_and_end_with_a_reason(teams, seed):
    from cardsmith.interpreter.match import new_game

    agents = [RandomAgent(seed * 10 + i) for i in range(4)]
    g = new_game(teams, [], agents, seed, seats=4)
    seen = []

    def check(game, step):
        where = {}
        for owner, zones in enumerate(game.state.zones):
            for z, cards in zones.items():
                for c in cards:
                    assert c not in where
                    where[c] = (owner, z)
        assert len(where) == len(game.defs)
        seen.append(1)

    g.on_step = check
    out = g.run()
    assert out.reason and out.ending and seen
    if out.side is not None:
        assert set(out.winners) in ({0, 2}, {1, 3})


def test_a_hero_whose_controller_changes_keeps_its_position(hero):
    """(NOTES.md: cards that change a hero's controller) It moves to its new controller's
    play area, fatigued or strengthened as it was; enhancements still beneath it go, when it
    leaves the field, to the Discard Pile of the player who attached them."""
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (dalia,) = field(g, 0, "Dalia")
    stat = attach(g, "Defense +20", dalia)
    g.set_status(dalia, "fatigued")
    g.gain_control(1, dalia)
    assert g.state.where[dalia] == (1, "field") and g.state.controller[dalia] == 1
    assert g.has_status(dalia, "fatigued")
    g.move(dalia, g.table, "fallen")
    assert g.state.where[stat] == (0, "discard")
