"""Legendary, rule by rule (the rules: ../shared/seeds/002; the rulings: cardsets/legendary/
NOTES.md), with scripted decisions and fixed seeds.  The game is data on the generic engine;
these tests run it through that engine only."""

from collections import Counter

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import Game, GameOver
from cardsmith.interpreter.layout import scenario_names
from cardsmith.interpreter.rules import compiled_rules
from legendhelp import (
    HQ,
    clear_city,
    events,
    find,
    hand,
    names,
    new,
    push_city,
    rules_of,
    stack,
    table,
    with_heroes,
)

SCHEMES = ["Poison the Reservoir", "Mass Breakout", "Doomsday Countdown", "Hostage Exchange"]
MASTERMINDS = ["The Pale Regent", "Sifu Maelstrom", "Warden Null"]


@pytest.fixture(scope="module")
def rules():
    return rules_of()


# ---------------------------------------------------------------------------- setup

# the rules' table: players -> (Villain groups, Henchman groups, Bystanders in the Villain Deck)
TABLE = {1: (1, 1, 1), 2: (2, 1, 2), 3: (3, 1, 8), 4: (3, 2, 8), 5: (4, 2, 12)}


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_setup_counts_follow_the_rules_table_for_each_number_of_players(rules, seats):
    for seed in (1, 2, 3):
        g = new(rules, seats, seed=seed)
        deck = [g.defs[c] for c in g.state.zones[g.table]["villain_deck"]]
        villains, henchmen, bystanders = TABLE[seats]
        assert len({d.fields["group"] for d in deck if d.type == "villain"}) == villains
        assert Counter(d.type for d in deck)["villain"] == 8 * villains
        hench = [d for d in deck if d.type == "henchman"]
        assert len({d.fields["group"] for d in hench}) == henchmen
        # ten identical cards a group; three in a solo game
        assert len(hench) == (3 if seats == 1 else 10 * henchmen)
        assert sum(d.type == "bystander" for d in deck) == bystanders
        assert len(table(g, "bystanders")) == 30 - bystanders
        assert sum(d.name == "Master Strike" for d in deck) == 5
        assert sum(d.name == "Scheme Twist" for d in deck) == 7  # Doomsday Countdown's


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_the_hero_deck_is_five_heroes_of_fourteen_cards_six_with_five_players(rules, seats):
    g = new(rules, seats)
    heroes = [g.defs[c] for z in ("hero_deck",) + HQ for c in g.state.zones[g.table][z]]
    per_hero = Counter(d.fields["hero"] for d in heroes)
    assert len(per_hero) == (6 if seats == 5 else 5)
    assert set(per_hero.values()) == {14}
    assert all(len(g.state.zones[g.table][z]) == 1 for z in HQ)  # five face up in the HQ


def test_each_player_has_twelve_starting_cards_and_draws_six(rules):
    g = new(rules, 3)
    for p in range(3):
        mine = names(g, p, "hand") + names(g, p, "deck")
        assert Counter(mine) == {"S.H.I.E.L.D. Agent": 8, "S.H.I.E.L.D. Trooper": 4}
        assert len(g.state.zones[p]["hand"]) == 6
    assert Counter(table(g, "officers")) == {"S.H.I.E.L.D. Officer": 30}
    assert len(table(g, "wounds")) == 30


def test_the_mastermind_has_its_four_tactics_face_down_beneath_it_in_random_order():
    orders = set()
    for seed in range(6):
        g = new(rules_of(mastermind="Sifu Maelstrom"), 2, seed=seed)
        sifu = g.state.zones[g.table]["mastermind"][0]
        tactics = g.attached(sifu, "tactics")
        assert sorted(g.defs[c].name for c in tactics) == [
            "Broken Lineage",
            "Dragon's Breath",
            "Hundred Hands",
            "Still Water",
        ]
        assert not g.can_see(0, tactics[0])  # face down
        orders.add(tuple(tactics))
    assert len(orders) > 1


def test_the_mastermind_always_leads_its_group_except_in_solo():
    rules = rules_of(mastermind="Sifu Maelstrom")
    for seed in range(5):
        g = new(rules, 2, seed=seed)
        groups = {
            g.defs[c].fields["group"]
            for c in g.state.zones[g.table]["villain_deck"]
            if g.defs[c].type == "villain"
        }
        assert "Circle of the Jade Fist" in groups
    solo = set()
    for seed in range(12):
        g = new(rules, 1, seed=seed)
        solo |= {
            g.defs[c].fields["group"]
            for c in g.state.zones[g.table]["villain_deck"]
            if g.defs[c].type == "villain"
        }
    assert len(solo) > 1  # picked at random


def test_a_mastermind_that_leads_henchmen_brings_its_henchman_group():
    g = new(rules_of("Doomsday Countdown", "Warden Null"), 2)
    groups = {
        g.defs[c].fields["group"]
        for c in g.state.zones[g.table]["villain_deck"]
        if g.defs[c].type == "henchman"
    }
    assert groups == {"Drone Sentries"}


def test_scheme_setup_extra_henchmen_and_bystanders():
    g = new(rules_of("Mass Breakout", "The Pale Regent"), 2)
    deck = [g.defs[c] for c in g.state.zones[g.table]["villain_deck"]]
    assert len({d.fields["group"] for d in deck if d.type == "henchman"}) == 2
    assert sum(d.name == "Scheme Twist" for d in deck) == 8
    g = new(rules_of("Hostage Exchange", "The Pale Regent"), 3)
    assert sum(g.defs[c].type == "bystander" for c in g.state.zones[g.table]["villain_deck"]) == 12


def test_the_scheme_and_mastermind_are_random_or_a_scenario_fixes_them():
    free = compiled_rules("legendary")
    assert len(scenario_names(free.cardset)) == len(SCHEMES) * len(MASTERMINDS)
    seen = set()
    for seed in range(12):
        g = Game(free, [[], []], [RandomAgent(0), RandomAgent(1)], seed, log=True)
        seen.add((table(g, "scheme")[0], table(g, "mastermind")[0]))
        picks = [e["choice"] for e in g.log.entries if e["t"] == "rng" and e.get("what") == "setup"]
        assert picks[:2] == ["scheme", "mastermind"]
    assert len(seen) > 3
    g = new(rules_of("Hostage Exchange", "Warden Null"), 2)
    assert table(g, "scheme") == ["Hostage Exchange"] and table(g, "mastermind") == ["Warden Null"]


# ---------------------------------------------------------------------------- the turn


def test_a_turn_plays_the_villain_deck_then_the_player_acts_then_discards_and_draws_six(rules):
    g = new(rules, 2, answers={0: ["play a card", None, "pass"]})
    top = stack(g, "villain_deck", ["Drone Sentry"])[0]
    mark = len(g.log.entries)
    g.take_turn()
    kinds = [e["t"] for e in g.log.entries[mark:]]
    assert kinds.index("actor") < kinds.index("play") < kinds.index("draw")
    assert g.state.where[top] == (g.table, "sewers")
    assert len(g.state.zones[0]["hand"]) == 6 and g.state.zones[0]["played"] == []
    assert len(g.state.zones[0]["discard"]) == 6  # the card played and the five kept


def test_cards_played_give_their_recruit_and_attack_and_the_pools_empty_at_the_end(rules):
    g = new(rules, 2, answers={0: ["play a card", None] * 3 + ["pass"]})
    hand(g, 0, ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])
    stack(g, "villain_deck", ["Scheme Twist"])
    g.take_turn()
    pools = [
        (e["name"], e["value"])
        for e in g.log.entries
        if e.get("player") == 0 and e["t"] == "counter"
    ]
    assert sorted(pools) == [("attack", 1), ("recruit", 1), ("recruit", 2)]
    assert g.state.counters["recruit"] == [0, 0] and g.state.counters["attack"] == [0, 0]


def test_recruiting_pays_the_cost_puts_the_hero_in_the_discard_pile_and_refills_the_hq(rules):
    g = new(rules, 2)
    slot = g.state.zones[g.table]["hq_2"][0]
    cost = g.defs[slot].stats["cost"]
    top = g.state.zones[g.table]["hero_deck"][-1]
    g.adjust_counter("recruit", cost, 0)
    g.payments.take(g.gd.actions["recruit"], slot, 0)
    assert g.state.zones[0]["discard"] == [slot] and g.counter_base("recruit", 0) == 0
    assert g.state.zones[g.table]["hq_2"] == [top]  # refilled at once from the Hero Deck


def test_a_hero_you_cannot_afford_is_not_offered_and_the_reason_is_given(rules):
    g = new(rules, 2)
    g.adjust_counter("recruit", 2, 0)
    recruit = g.gd.actions["recruit"]
    for c in g.payments.options(recruit, 0):
        assert g.defs[c].stats["cost"] <= 2
    officer = g.state.zones[g.table]["officers"][-1]
    assert g.payments.why_not(recruit, officer, 0) == "needs 3 recruit, you have 2"


def test_officers_are_recruited_from_their_stack_one_at_a_time(rules):
    g = new(rules, 2)
    g.adjust_counter("recruit", 6, 0)
    recruit = g.gd.actions["recruit"]
    officers = [
        c for c in g.payments.options(recruit, 0) if g.defs[c].name == "S.H.I.E.L.D. Officer"
    ]
    assert len(officers) == 1  # only the top of the stack
    g.payments.take(recruit, officers[0], 0)
    assert len(table(g, "officers")) == 29 and names(g, 0, "discard") == ["S.H.I.E.L.D. Officer"]


def test_fighting_spends_attack_and_the_villain_goes_to_your_victory_pile(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    g.adjust_counter("attack", 5, 0)
    g.adjust_counter("recruit", 5, 0)
    g.payments.take(g.gd.actions["fight"], goon, 0)
    assert names(g, 0, "victory") == ["Drone Sentry"]
    assert g.counter_base("attack", 0) == 2 and g.counter_base("recruit", 0) == 5


def test_recruit_cannot_pay_for_a_fight(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    g.adjust_counter("recruit", 9, 0)
    assert goon not in g.payments.options(g.gd.actions["fight"], 0)


def test_the_deck_is_reshuffled_only_when_a_card_must_be_drawn_from_it(rules):
    g = new(rules, 2)
    deck = g.state.zones[0]["deck"]
    for c in list(deck)[:-2]:
        g.move(c, 0, "discard")
    g.move(g.state.zones[0]["hand"][0], 0, "discard")
    before = list(deck)
    drawn = g.draw(0, 6)
    assert drawn[:2] == before[::-1]  # the two left first
    assert len(drawn) == 6 and any(e["t"] == "reshuffle" for e in g.log.entries)
    # a deck that runs out exactly is not rebuilt before a card is needed
    g2 = new(rules, 2)
    g2.move(g2.state.zones[0]["hand"][0], 0, "discard")
    assert len(g2.state.zones[0]["deck"]) == 6
    g2.draw(0, 6)
    assert g2.state.zones[0]["deck"] == [] and len(g2.state.zones[0]["discard"]) == 1


# ---------------------------------------------------------------------------- the City


def test_a_villain_enters_the_sewers_and_pushes_only_what_must_move(rules):
    g = new(rules, 2)
    clear_city(g)
    a, b = stack(g, "villain_deck", ["Drone Sentry", "Drone Sentry"])[::-1]
    g.actor_play("Villain Deck")
    g.move(a, g.table, "rooftops")
    g.actor_play("Villain Deck")
    assert g.state.where[b] == (g.table, "sewers") and g.state.where[a] == (g.table, "rooftops")
    c = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    assert [g.state.where[x][1] for x in (c, b, a)] == ["sewers", "bank", "rooftops"]


def test_a_villain_pushed_off_the_bridge_escapes_before_the_new_villains_ambush(rules):
    g = new(rules, 2, answers={0: []})
    clear_city(g)
    push_city(g)
    last = g.state.zones[g.table]["bridge"][0]
    stack(g, "villain_deck", ["Drone Sentry"])
    mark = len(g.log.entries)
    g.actor_play("Villain Deck")
    assert g.state.where[last] == (g.table, "escaped")
    kinds = [e["kind"] for e in g.log.entries[mark:] if e["t"] == "event"]
    assert kinds.index("escape") < kinds.index("enter")
    # the escape's KO of a Hero from the HQ resolved before the entering card's Ambush
    resolved = [e for e in g.log.entries[mark:] if e["t"] in ("resolve", "event")]
    assert [e.get("kind") or "resolve" for e in resolved][:3] == ["escape", "resolve", "enter"]


def test_an_escape_kos_a_hero_of_cost_six_or_less_from_the_hq_and_refills_it(rules):
    g = new(rules, 2)
    clear_city(g)
    push_city(g)
    hq = [g.state.zones[g.table][z][0] for z in HQ]
    cheap = [c for c in hq if g.defs[c].stats["cost"] <= 6]
    stack(g, "villain_deck", ["Drone Sentry"])
    g.actor_play("Villain Deck")
    ko = [c for c in g.state.zones[g.table]["ko"] if g.defs[c].type == "hero"]
    assert len(ko) == 1 and ko[0] in cheap
    assert all(len(g.state.zones[g.table][z]) == 1 for z in HQ)


def test_captured_bystanders_go_with_their_villain_and_into_the_escape_pile(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    by = stack(g, "villain_deck", ["Bystander"])[0]
    g.actor_play("Villain Deck")
    assert g.attached(goon, "captured") == [by]
    for _ in range(4):  # a Bystander doesn't push anyone; Villains do
        stack(g, "villain_deck", ["Drone Sentry"])
        g.actor_play("Villain Deck")
    assert g.state.where[goon] == (g.table, "bridge") and g.attached(goon) == [by]
    stack(g, "villain_deck", ["Drone Sentry"])
    g.actor_play("Villain Deck")
    assert table(g, "escaped") == ["Drone Sentry", "Bystander"]


def test_an_escape_with_a_bystander_makes_each_player_discard_one_card(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    stack(g, "villain_deck", ["Bystander", "Bystander"][::-1])
    g.actor_play("Villain Deck")
    g.actor_play("Villain Deck")
    push_city(g)
    assert g.state.where[goon] == (g.table, "escaped")
    assert [len(g.state.zones[p]["hand"]) for p in range(2)] == [5, 5]


def test_an_escape_without_a_bystander_makes_no_one_discard(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    push_city(g)
    assert g.state.where[goon] == (g.table, "escaped")
    assert [len(g.state.zones[p]["hand"]) for p in range(2)] == [6, 6]


def test_a_bystander_is_captured_by_the_villain_nearest_the_villain_deck(rules):
    g = new(rules, 2)
    clear_city(g)
    far, near = stack(g, "villain_deck", ["Drone Sentry", "Drone Sentry"])[::-1]
    g.actor_play("Villain Deck")
    g.actor_play("Villain Deck")
    g.move(near, g.table, "streets")  # now 'far' (in the Bank) is nearest the deck
    by = stack(g, "villain_deck", ["Bystander"])[0]
    g.actor_play("Villain Deck")
    assert g.attached(far, "captured") == [by] and g.attached(near) == []


def test_with_no_villain_in_the_city_the_mastermind_captures_the_bystander(rules):
    g = new(rules, 2)
    clear_city(g)
    by = stack(g, "villain_deck", ["Bystander"])[0]
    g.actor_play("Villain Deck")
    sifu = g.state.zones[g.table]["mastermind"][0]
    assert g.attached(sifu, "captured") == [by]


def test_defeating_a_villain_rescues_its_bystanders_into_your_victory_pile(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    by = stack(g, "villain_deck", ["Bystander"])[0]
    g.actor_play("Villain Deck")
    g.adjust_counter("attack", 3, 1)
    g.payments.take(g.gd.actions["fight"], goon, 1)
    assert sorted(names(g, 1, "victory")) == ["Bystander", "Drone Sentry"]
    assert [e["card"] for e in events(g, "rescue")] == [by]


# ---------------------------------------------------------------------------- the Villain Deck


def test_a_scheme_twist_counts_does_its_twist_and_goes_to_the_ko_pile(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    top_hero = g.state.zones[g.table]["hero_deck"][-1]
    twist = stack(g, "villain_deck", ["Scheme Twist"])[0]
    g.actor_play("Villain Deck")
    assert g.counter_base("twist count") == 1 and g.state.where[twist] == (g.table, "ko")
    # Doomsday Countdown's Twist: the top card of the Hero Deck goes to the KO pile
    assert g.state.where[top_hero] == (g.table, "ko")
    assert g.state.where[goon] == (g.table, "sewers")  # nothing was pushed


def test_a_master_strike_does_the_masterminds_strike_and_goes_to_the_ko_pile():
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2, answers={0: [None], 1: [None]})
    clear_city(g)
    strike = stack(g, "villain_deck", ["Master Strike"])[0]
    hands = [len(g.state.zones[p]["hand"]) for p in range(2)]
    g.actor_play("Villain Deck")
    assert g.state.where[strike] == (g.table, "ko") and g.counter_base("strike count") == 1
    # Sifu Maelstrom's Master Strike: each player discards a card
    assert [len(g.state.zones[p]["hand"]) for p in range(2)] == [h - 1 for h in hands]


# ---------------------------------------------------------------------------- the Mastermind


def test_fighting_the_mastermind_takes_a_random_tactic_and_does_its_fight_effect():
    g = new(rules_of("Doomsday Countdown", "The Pale Regent"), 2)
    regent = g.state.zones[g.table]["mastermind"][0]
    seen = set()
    for seed in range(8):
        g = new(rules_of("Doomsday Countdown", "The Pale Regent"), 2, seed=seed)
        regent = g.state.zones[g.table]["mastermind"][0]
        g.adjust_counter("attack", 8, 0)
        tactic = g.payments.take(g.gd.actions["fight"], regent, 0)
        assert g.state.zones[0]["victory"][0] == tactic and g.defs[tactic].type == "tactic"
        assert g.state.zones[g.table]["mastermind"] == [regent]  # the Mastermind stays
        seen.add(g.defs[tactic].name)
        if g.defs[tactic].name == "Regent's Tithe":  # "When you fight this card, draw two"
            assert len(g.state.zones[0]["hand"]) == 8
        if g.defs[tactic].name == "Last Rites":  # "Fight: Rescue two Bystanders."
            assert names(g, 0, "victory")[1:] == ["Bystander", "Bystander"]
    assert len(seen) > 1


def test_the_players_win_when_the_mastermind_is_defeated_four_times(rules):
    g = new(rules, 2, answers={0: ["fight", None] * 4})
    sifu = g.state.zones[g.table]["mastermind"][0]
    clear_city(g)
    g.adjust_counter("attack", 40, 0)
    with pytest.raises(GameOver):
        g.run_step("heroics", 0)
    out = g.result()
    assert out.ending == "mastermind defeated" and list(out.winners) == [0, 1]
    assert g.attached(sifu, "tactics") == [] and len(g.state.zones[0]["victory"]) == 4


def test_bystanders_the_mastermind_captured_are_rescued_when_it_is_fought(rules):
    g = new(rules, 2)
    clear_city(g)
    by = stack(g, "villain_deck", ["Bystander"])[0]
    g.actor_play("Villain Deck")
    g.adjust_counter("attack", 10, 0)
    g.payments.take(g.gd.actions["fight"], g.state.zones[g.table]["mastermind"][0], 0)
    assert by in g.state.zones[0]["victory"]


# ---------------------------------------------------------------------------- the end


def test_the_players_lose_when_the_schemes_evil_wins_condition_holds(rules):
    g = new(rules, 2)
    clear_city(g)
    stack(g, "villain_deck", ["Scheme Twist"] * 7)
    for _ in range(6):
        g.actor_play("Villain Deck")
    check_endings(g, "step")
    g.actor_play("Villain Deck")
    with pytest.raises(GameOver):
        check_endings(g, "step")
    out = g.result()
    assert out.side == "game" and out.ending == "evil wins"
    assert out.reason == "Evil wins (Doomsday Countdown: the twist count is 7 or more)"


def test_the_players_lose_when_the_villain_deck_runs_out_at_the_end_of_that_turn(rules):
    g = new(rules, 2, answers={0: ["pass"]})
    for c in list(g.state.zones[g.table]["villain_deck"])[:-1]:
        g.move(c, g.table, "ko")
    stack(g, "villain_deck", ["Drone Sentry"])
    g.move(g.state.zones[g.table]["villain_deck"][0], g.table, "ko")
    with pytest.raises(GameOver):
        g.take_turn()
    out = g.result()
    assert out.side == "game" and out.ending == "villain deck ran out"


def test_victory_points_are_each_players_own_victory_pile(rules):
    g = new(rules, 2)
    clear_city(g)
    goon = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    stack(g, "villain_deck", ["Bystander"])
    g.actor_play("Villain Deck")
    g.adjust_counter("attack", 3, 1)
    g.payments.take(g.gd.actions["fight"], goon, 1)
    g.adjust_counter("attack", 10, 0)
    g.payments.take(g.gd.actions["fight"], g.state.zones[g.table]["mastermind"][0], 0)
    from cardsmith.interpreter.endings import scores

    assert scores(g) == [6, 2]  # a Tactic 6; a Henchman 1 and a Bystander 1


# ---------------------------------------------------------------------------- card language


def _play(g, seat, card):
    g.play_card(seat, card)
    g.resolve_pending()


def test_a_class_superpower_works_only_after_another_card_of_that_class(rules):
    # Riveted Fists: 2 Attack; "[Strength]: You get +1 Attack."
    g = with_heroes(rules, "Ironclad")
    first, second = hand(g, 0, ["Riveted Fists", "Riveted Fists"])
    _play(g, 0, first)  # no other Strength Hero played this turn: 2
    assert g.counter_base("attack", 0) == 2
    _play(g, 0, second)  # the first one is another Strength Hero: 2 + 1
    assert g.counter_base("attack", 0) == 5


def test_a_team_superpower_counts_only_heroes_played_this_turn(rules):
    # Lance Charge (Avengers): 2 Attack; "Avengers: You get +1 Attack."
    g = with_heroes(rules, "Dame Valora")
    earlier, now = hand(g, 0, ["Lance Charge", "Lance Charge"])
    g.move(earlier, 0, "played")  # in play, but not played this turn
    _play(g, 0, now)
    assert g.counter_base("attack", 0) == 2


def test_berserk_discards_the_top_card_of_the_deck_for_its_printed_attack(rules):
    # Steam Burst: 2 Attack; "Berserk, Berserk"
    g = with_heroes(rules, "Ironclad")
    (burst,) = hand(g, 0, ["Steam Burst"])
    trooper, agent = (
        find(g, n, (0, "deck")) for n in ("S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent")
    )
    g.move(agent, 0, "deck")  # (the last card of a deck is its top)
    g.move(trooper, 0, "deck")
    _play(g, 0, burst)
    assert g.counter_base("attack", 0) == 2 + 1 + 0  # a Trooper's 1, an Agent's none
    assert names(g, 0, "discard")[-2:] == ["S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent"]


def test_a_gained_wound_goes_to_the_discard_pile():
    # Poison the Reservoir's Twist: "Each player reveals a [Tech] Hero or gains a Wound."
    g = new(rules_of("Poison the Reservoir", "Warden Null"), 2)
    twist = stack(g, "villain_deck", ["Scheme Twist"])[0]
    wounds = len(g.state.zones[g.table]["wounds"])
    g.actor_play("Villain Deck")  # (starting hands hold no Tech Hero)
    assert g.state.where[twist] == (g.table, "ko")
    assert "Wound" in names(g, 0, "discard") and "Wound" in names(g, 1, "discard")
    assert len(g.state.zones[g.table]["wounds"]) == wounds - 2


def test_a_player_who_reveals_the_class_gains_no_wound():
    rules = rules_of("Poison the Reservoir", "Warden Null")
    g = with_heroes(rules, "Ironclad")
    (tech,) = hand(g, 0, ["Boiler Heart"])
    g.agents[0].answers = [tech]  # seat 0 reveals its Tech Hero
    stack(g, "villain_deck", ["Scheme Twist"])
    g.actor_play("Villain Deck")
    assert "Wound" not in names(g, 0, "discard") and "Wound" in names(g, 1, "discard")
    assert names(g, 0, "hand") == ["Boiler Heart"]


def test_a_wound_in_hand_cannot_be_played(rules):
    g = new(rules, 2)
    wound, agent = hand(g, 0, ["Wound", "S.H.I.E.L.D. Agent"])
    assert g.playable(0, [wound, agent]) == [agent]


# ---------------------------------------------------------------------------- keywords' rules
# (what the engine does for them; the keywords' own wording waits for the card language)


def test_astral_plane_a_villain_there_is_fought_with_recruit_not_attack(rules):
    g = new(rules, 2)
    sentry = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.enter_track(sentry, "astral")
    fight = g.gd.actions["fight"]
    g.adjust_counter("attack", 9, 0)
    assert sentry not in g.payments.options(fight, 0)
    g.adjust_counter("recruit", 3, 0)
    g.payments.take(fight, sentry, 0)
    assert names(g, 0, "victory") == ["Drone Sentry"] and g.counter_base("attack", 0) == 9


def test_astral_plane_one_entering_makes_the_one_there_escape_with_no_ambush(rules):
    g = new(rules, 2)
    first, second = stack(g, "villain_deck", ["Drone Sentry", "Drone Sentry"])
    g.enter_track(first, "astral")
    mark = len(g.log.entries)
    g.enter_track(second, "astral")
    assert g.state.where[first] == (g.table, "escaped")
    assert [e["kind"] for e in g.log.entries[mark:] if e["t"] == "event"] == ["escape"]
    # the escape does what any escape does: a Hero of cost 6 or less from the HQ is KO'd
    assert any(g.defs[c].type == "hero" for c in g.state.zones[g.table]["ko"])


def test_charge_pushes_the_villains_ahead_and_may_make_one_escape(rules):
    g = new(rules, 2)
    clear_city(g)
    cards = stack(g, "villain_deck", ["Drone Sentry"] * 5)
    for _ in range(4):
        g.actor_play("Villain Deck")
    charger = cards[1]  # the last to enter: in the Sewers, three ahead of it
    assert g.state.where[charger] == (g.table, "sewers")
    g.advance(charger, 2)
    assert g.state.where[charger] == (g.table, "rooftops")
    assert len(g.state.zones[g.table]["escaped"]) == 1


def test_abomination_the_hq_space_under_a_villains_city_space(rules):
    g = new(rules, 2)
    clear_city(g)
    sentry = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    assert g.beside(sentry) == g.state.zones[g.table]["hq_1"]  # the Sewers: the first space
    stack(g, "villain_deck", ["Drone Sentry"])
    g.actor_play("Villain Deck")
    assert g.beside(sentry) == g.state.zones[g.table]["hq_2"]


def test_chivalrous_duel_only_attack_from_a_single_hero_name_pays():
    # Lotus Duelist: "Chivalrous Duel" (4 Attack); Sifu Maelstrom leads her group
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2)
    clear_city(g)
    duelist = stack(g, "villain_deck", ["Lotus Duelist"])[0]
    g.actor_play("Villain Deck")
    troopers = hand(g, 0, ["S.H.I.E.L.D. Trooper"] * 4)
    for c in troopers[:3]:
        g.play_card(0, c)
    g.adjust_counter("attack", 5, 0)  # Attack that no Hero gave (a Tactic, say)
    fight = g.gd.actions["fight"]
    # (a card with no Hero Name: its card name is its Hero Name)
    assert g.payments.named("attack", 0) == {"S.H.I.E.L.D. Trooper": 3}
    assert duelist not in g.payments.options(fight, 0)  # 8 Attack, but 3 from one name
    g.play_card(0, troopers[3])
    assert duelist in g.payments.options(fight, 0)
    g.payments.take(fight, duelist, 0)
    assert g.counter_base("attack", 0) == 5 and g.payments.named("attack", 0) == {}


def test_bribe_a_villain_may_be_fought_with_recruit():
    # Paper Tiger: "Bribe" (4 Attack); Sifu Maelstrom leads its group
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2)
    clear_city(g)
    tiger = stack(g, "villain_deck", ["Paper Tiger"])[0]
    g.actor_play("Villain Deck")
    g.resolve_pending()
    fight = g.gd.actions["fight"]
    g.adjust_counter("recruit", 3, 0)
    g.adjust_counter("attack", 1, 0)
    assert tiger in g.payments.options(fight, 0)  # 3 Recruit and 1 Attack make 4
    g.payments.take(fight, tiger, 0)
    assert g.counter_base("recruit", 0) == 0 and g.counter_base("attack", 0) == 0
    assert g.state.where[tiger] == (0, "victory")


def test_without_bribe_recruit_does_not_pay_for_a_fight():
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2)
    clear_city(g)
    duelist = stack(g, "villain_deck", ["Lotus Duelist"])[0]
    g.actor_play("Villain Deck")
    g.adjust_counter("recruit", 9, 0)
    assert duelist not in g.payments.options(g.gd.actions["fight"], 0)


def test_a_tactics_fight_effect_kos_cards_from_your_discard_pile():
    g = new(rules_of(mastermind="The Pale Regent"), 2, answers={0: [0, 0]})
    regent = g.state.zones[g.table]["mastermind"][0]
    crypt = find(g, "Crypt Sanctuary")
    for c in g.attached(regent, "tactics"):
        if c != crypt:
            g.move(c, g.table, "ko")  # (only the Crypt is left to take)
    discards = list(g.state.zones[0]["hand"])[:3]
    for c in discards:
        g.move(c, 0, "discard")
    g.adjust_counter("attack", 8, 0)
    assert g.payments.take(g.gd.actions["fight"], regent, 0) == crypt
    ko = [c for c in g.state.zones[g.table]["ko"] if g.owner[c] == 0]
    assert len(ko) == 2 and set(ko) <= set(discards)
    assert len(g.state.zones[0]["discard"]) == 1
