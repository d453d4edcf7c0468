"""The engine's mechanisms of payment and of decks that play themselves, each on its own, on a
small co-operative game of no rulebook (tests/fixtures/games/siege): pools a played card adds
its printed values to, actions that take a card for a price, face-down piles under a card taken
at random, cards carried along with the card they are under, a deck that plays its top card
by its type, abilities every card of a type has, the setup's choices and random picks, track
words, and endings about the table."""

from pathlib import Path

import pytest
from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from cardsmith.interpreter.effects import TempEffect
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import Game, GameOver
from cardsmith.interpreter.layout import scenario_names
from cardsmith.interpreter.rules import compiled_rules

SIEGE = str(Path(__file__).resolve().parent.parent / "fixtures" / "games" / "siege")
BARON = "Long Night / Baron"


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(SIEGE, BARON)


def new(rules, seats=3, answers=None, seed=1):
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, []), fallback=RandomAgent(p)) for p in range(seats)]
    g = Game(rules, [[] for _ in range(seats)], agents, seed, log=True)
    g.setup()
    g.state.turn = 1
    return g


def card(g, name, where=None):
    for c, d in enumerate(g.defs):
        if d.name == name and (where is None or g.state.where[c] == where):
            return c
    raise KeyError(name)


def names(g, owner, zone):
    return [g.defs[c].name for c in g.state.zones[owner][zone]]


def events(g, kind):
    return [e for e in g.log.entries if e["t"] == "event" and e.get("kind") == kind]


def clear_road(g):
    for z in ("road_1", "road_2", "road_3"):
        for c in list(g.state.zones[g.table][z]):
            g.move(c, g.table, "gone")


def raider(g, name):
    """A raider of the set, brought to the table whatever the setup picked."""
    return next(c for c, d in enumerate(g.defs) if d.name == name and g.state.where[c][1] != "gone")


# ---------------------------------------------------------------------------- pools


def test_a_card_played_adds_its_printed_values_to_its_players_pools(rules):
    g = new(rules)
    penny = next(c for c in range(len(g.defs)) if g.owner[c] == 0 and g.defs[c].name == "Penny")
    stick = next(c for c in range(len(g.defs)) if g.owner[c] == 0 and g.defs[c].name == "Stick")
    g.play_card(0, penny)
    g.play_card(0, stick)
    assert g.counter_base("treasury", 0) == 1 and g.counter_base("fury", 0) == 1
    assert g.counter_base("treasury", 1) == 0


def test_pools_empty_at_the_end_of_the_turn(rules):
    g = new(rules)
    g.adjust_counter("treasury", 4, 0)
    g.adjust_counter("fury", 2, 1)
    g._upkeep()
    assert g.state.counters["treasury"] == [0] * 3 and g.state.counters["fury"] == [0] * 3


# ---------------------------------------------------------------------------- buying


def test_buying_pays_the_price_and_the_card_goes_to_the_buyers_discard_pile(rules):
    g = new(rules)
    market = [g.state.zones[g.table][z][0] for z in ("market_1", "market_2", "market_3")]
    target = max(market, key=lambda c: g.defs[c].stats["cost"])
    cost = g.defs[target].stats["cost"]
    top = g.state.zones[g.table]["supply"][-1]
    g.adjust_counter("treasury", cost + 1, 0)
    g.payments.take(g.gd.actions["buy"], target, 0)
    assert g.state.zones[0]["discard"] == [target]
    assert g.owner[target] == 0  # it is theirs: discarding it later puts it in their pile
    assert g.counter_base("treasury", 0) == 1
    # the market space it left was refilled at once from the supply's top card
    assert top in [g.state.zones[g.table][z][0] for z in ("market_1", "market_2", "market_3")]
    assert events(g, "buy")[-1]["card"] == target


def test_a_verb_meaning_an_action_does_it_without_paying(rules):
    # "buy X for free" (language.verbs: {act: buy}): the buy's move and event, not its price
    from cardsmith.interpreter.compile import compile_text

    g = new(rules)
    market = [g.state.zones[g.table][z][0] for z in ("market_1", "market_2", "market_3")]
    steps = compile_text(rules._read("Buy a hero in the market for free."), rules.cc).play
    ctx = g.context(None, 0, None)
    for step in steps:
        g.timing.run_ability(step, ctx)
    (got,) = g.state.zones[0]["discard"]
    assert got in market and g.owner[got] == 0
    assert g.counter_base("treasury", 0) == 0  # (nothing was paid, and nothing owed)
    assert events(g, "buy")[-1]["card"] == got
    assert any(e.get("say", "").endswith("for free") for e in g.log.entries)


def test_a_verb_meaning_an_action_the_rules_lack_does_not_compile(rules):
    import copy

    from cardsmith.constructs.kit import CompileError
    from cardsmith.interpreter.compile import compile_text

    cc = copy.copy(rules.cc)
    cc.actions = set()
    with pytest.raises(CompileError, match="no action 'buy'"):
        compile_text(rules._read("Buy a hero in the market for free."), cc)


def test_a_card_that_cannot_be_paid_for_is_not_offered_and_says_why(rules):
    g = new(rules)
    buy = g.gd.actions["buy"]
    g.adjust_counter("treasury", 1, 0)
    offered = g.payments.options(buy, 0)
    assert all(g.defs[c].stats["cost"] <= 1 for c in offered)
    refused = dict(g.payments.refused(buy, 0))
    assert refused and all(why.endswith("treasury, you have 1") for why in refused.values())


def test_a_card_may_be_paid_from_another_pool_its_property_names(rules):
    g = new(rules)
    storm = g.gd.actions["storm"]
    clear_road(g)
    goblin = raider(g, "Bone Troll")
    g.move(goblin, g.table, "road_1")
    g.adjust_counter("treasury", 4, 0)
    g.adjust_counter("fury", 2, 0)
    assert goblin not in g.payments.options(storm, 0)
    g.add_effect(
        TempEffect(
            "prop",
            "paid_with",
            None,
            "treasury",
            lambda gm, c, s: c == goblin,
            None,
            None,
            0,
            0,
            None,
            persist=True,
        )
    )
    assert goblin in g.payments.options(storm, 0)
    g.payments.take(storm, goblin, 0)
    # its own pools first (treasury), then the action's (fury)
    assert g.counter_base("treasury", 0) == 0 and g.counter_base("fury", 0) == 0


def test_the_choose_step_offers_an_action_only_when_a_card_can_be_paid_for(rules):
    g = new(rules, answers={0: ["pass"]})
    for c in list(g.state.zones[0]["hand"]):
        g.move(c, 0, "discard")
    g.adjust_counter("treasury", 9, 0)
    g.run_step("main", 0)
    asked = [e for e in g.log.entries if e["t"] == "decision" and e["kind"] == "action"]
    assert asked[0]["options"] == ["buy", "pass"]  # (no card in hand, nothing to storm)


# ---------------------------------------------------------------------------- storming


def test_storming_a_raider_takes_it_with_the_villagers_it_carried(rules):
    g = new(rules)
    clear_road(g)
    goblin, villager = raider(g, "Goblin"), card(g, "Villager", (g.table, "villagers"))
    g.enter_track(goblin, "road")
    g.attach_to(villager, goblin, "captives")
    g.adjust_counter("fury", 2, 0)
    g.payments.take(g.gd.actions["storm"], goblin, 0)
    assert names(g, 0, "trophies") == ["Villager", "Goblin"]
    assert [e["card"] for e in events(g, "rescue")] == [villager]
    assert g.counter_base("fury", 0) == 0


def test_storming_the_warlord_takes_one_of_its_face_down_plans_at_random(rules):
    g = new(rules, answers={0: []})
    baron = g.state.zones[g.table]["keep"][0]
    plans = g.attached(baron, "plans")
    assert sorted(g.defs[c].name for c in plans) == ["Baron's Ambush", "Baron's Hoard"]
    assert g.gd.zones["plans"].visible == "none"
    g.adjust_counter("fury", 12, 0)
    first = g.payments.take(g.gd.actions["storm"], baron, 0)
    picks = [e for e in g.log.entries if e["t"] == "rng" and e.get("what") == "pick"]
    assert picks and first in plans
    assert g.state.zones[g.table]["keep"] == [baron]  # the warlord stays
    assert g.state.zones[0]["trophies"] == [first]
    second = g.payments.take(g.gd.actions["storm"], baron, 0)
    assert {first, second} == set(plans) and g.attached(baron) == []
    # the Ambush's "When you storm this card, draw a card." was heard when it was taken
    assert len(g.state.zones[0]["hand"]) == 3 + 1


def test_villagers_under_the_warlord_are_rescued_when_it_is_stormed(rules):
    g = new(rules)
    baron = g.state.zones[g.table]["keep"][0]
    villager = card(g, "Villager", (g.table, "villagers"))
    g.attach_to(villager, baron, "captives")
    g.adjust_counter("fury", 6, 0)
    g.payments.take(g.gd.actions["storm"], baron, 0)
    assert villager in g.state.zones[0]["trophies"] and g.owner[villager] == 0


# ---------------------------------------------------------------------------- the raid deck


def top(g, name):
    """Put a card of that name (not one already put there) on top of the raid deck."""
    placed = g.__dict__.setdefault("_placed", set())
    c = next(
        c
        for c, d in enumerate(g.defs)
        if d.name == name
        and c not in placed
        and g.state.where[c][1] in ("raid", "villagers", "gone", "road_1")
    )
    placed.add(c)
    g.move(c, g.table, "raid")
    return c


def test_a_raider_played_from_the_raid_deck_enters_the_road(rules):
    g = new(rules)
    clear_road(g)
    c = top(g, "Wolf Rider")
    assert g.actor_play("raid deck") == c
    assert g.state.zones[g.table]["road_1"] == [c]


def test_one_pushed_off_the_road_flees_and_its_abilities_come_before_the_arrival(rules):
    g = new(rules)
    clear_road(g)
    for name in ("Goblin Shaman", "Wolf Rider", "Goblin"):
        g.enter_track(raider(g, name), "road")
    hands = [len(g.state.zones[p]["hand"]) for p in range(3)]
    chief = top(g, "Wolf Chief")
    mark = len(g.log.entries)
    g.actor_play("raid deck")
    assert names(g, g.table, "fled") == ["Goblin Shaman"]
    kinds = [e["kind"] for e in g.log.entries[mark:] if e["t"] == "event"]
    assert kinds.index("flee") < kinds.index("arrive")
    # the type's "each player discards a card" first, then the Shaman's "each player draws a
    # card", then the Chief's arrival "each player discards a card"
    resolved = [e["ability"] for e in g.log.entries[mark:] if e["t"] == "resolve"]
    assert resolved == [
        "Whenever this card flees, each player discards a card.",
        "Whenever this card flees, each player draws a card.",
        "Whenever this card arrives, each player discards a card.",
    ]
    assert [len(g.state.zones[p]["hand"]) for p in range(3)] == [h - 1 for h in hands]
    assert g.state.zones[g.table]["road_1"] == [chief]


def test_a_villager_is_carried_off_by_the_raider_nearest_the_raid_deck(rules):
    g = new(rules)
    clear_road(g)
    far, near = raider(g, "Goblin"), raider(g, "Wolf Rider")
    g.enter_track(far, "road")
    g.enter_track(near, "road")
    v = top(g, "Villager")
    g.actor_play("raid deck")
    assert g.attached(near) == [v] and g.attached(far) == []
    g.enter_track(raider(g, "Bone Troll"), "road")  # the carrier moves on: the villager too
    assert g.attached(near) == [v] and g.state.where[near] == (g.table, "road_2")


def test_with_no_raider_on_the_road_the_warlord_carries_the_villager(rules):
    g = new(rules)
    clear_road(g)
    v = top(g, "Villager")
    g.actor_play("raid deck")
    assert g.attached(g.state.zones[g.table]["keep"][0], "captives") == [v]


def test_an_omen_counts_up_sends_its_event_and_goes_to_the_graveyard(rules):
    g = new(rules)
    o = top(g, "Dark Omen")
    g.actor_play("raid deck")
    assert g.counter_base("omens") == 1 and g.state.where[o] == (g.table, "gone")
    assert events(g, "omen")[-1]["amount"] == 1


def test_an_ability_of_a_card_on_any_space_of_the_road_works(rules):
    g = new(rules)
    clear_road(g)
    for name in ("Goblin", "Wolf Rider", "Bone Troll"):
        g.enter_track(raider(g, name), "road")
    drummer = raider(g, "Troll Drummer")
    assert all(g.defs[drummer].triggers.get(z) for z in ("road_1", "road_2", "road_3"))
    g.enter_track(drummer, "road")  # the Goblin flees: the Drummer, on the road, hears it
    hands = [len(g.state.zones[p]["hand"]) for p in range(3)]
    g.enter_track(raider(g, "Goblin Shaman"), "road")
    # the Wolf Rider flees: each player discards (its type's) then draws (the Drummer)
    assert [len(g.state.zones[p]["hand"]) for p in range(3)] == hands


# ---------------------------------------------------------------------------- track words


def test_spaces_of_a_track_leftmost_and_adjacent(rules):
    g = new(rules)
    clear_road(g)
    a, b, c = raider(g, "Goblin"), raider(g, "Wolf Rider"), raider(g, "Bone Troll")
    for x in (a, b, c):
        g.enter_track(x, "road")
    assert g.track_position(a) == ("road", 2) and g.to_go(a) == 0 and g.to_go(c) == 2
    # the road's left is its last space (the end cards flee from)
    assert g.leftmost([a, b, c]) == [a] and g.leftmost([b, c]) == [b]
    assert sorted(g.adjacent(b)) == sorted([a, c]) and g.adjacent(c) == [b]
    assert g.track_cards("road") == [c, b, a]


# ---------------------------------------------------------------------------- setup


def test_the_setup_lays_the_picked_cards_and_their_plans_face_down_in_a_random_order(rules):
    g = new(rules)
    t = g.table
    assert names(g, t, "doom") == ["Long Night"] and names(g, t, "keep") == ["Baron"]
    assert sorted(names(g, t, "plans")) == ["Baron's Ambush", "Baron's Hoard"]
    orders = {tuple(names(new(rules, seed=s), t, "plans")) for s in range(8)}
    assert len(orders) == 2


def test_the_warlords_band_is_in_the_raid_deck_from_two_players_and_counts_by_copies(rules):
    for seats in (2, 3, 4):
        for seed in range(4):
            g = new(rules, seats, seed=seed)
            bands = {g.defs[c].fields.get("band") for c in g.state.zones[g.table]["raid"]}
            assert "Wolves" in bands
            wolves = [c for c in range(len(g.defs)) if g.defs[c].fields.get("band") == "Wolves"]
            assert len(wolves) == 4  # Wolf Rider x3, Wolf Chief x1
            assert len(bands - {None}) == (2 if seats == 2 else 3)


def test_solo_picks_its_one_band_at_random(rules):
    bands = set()
    for seed in range(12):
        g = new(rules, 1, seed=seed)
        bands |= {g.defs[c].fields.get("band") for c in g.state.zones[g.table]["raid"]} - {None}
    assert len(bands) > 1


def test_counts_by_a_picked_cards_field_by_seats_and_a_pile_moved_by_seats(rules):
    for seats in (1, 2, 3, 4):
        g = new(rules, seats)
        raid = names(g, g.table, "raid")
        assert raid.count("Dark Omen") == 3  # Long Night's omens
        assert raid.count("Villager") == seats
        assert len(names(g, g.table, "villagers")) == 10 - seats
        assert all(len(g.state.zones[g.table][z]) == 1 for z in ("market_1", "market_2"))
        assert sorted(names(g, 0, "hand") + names(g, 0, "deck")) == ["Penny"] * 4 + ["Stick"] * 2


def test_the_random_choices_are_logged_and_a_scenario_fixes_them():
    names_ = scenario_names(compiled_rules(SIEGE).cardset)
    assert names_ == [
        "Long Night / Baron",
        "Long Night / Witch",
        "Burning Fields / Baron",
        "Burning Fields / Witch",
    ]
    free = compiled_rules(SIEGE)
    seen = set()
    for seed in range(10):
        g = Game(free, [[], []], [RandomAgent(0), RandomAgent(1)], seed, log=True)
        picks = [e for e in g.log.entries if e["t"] == "rng" and e.get("what") == "setup"]
        assert [p["choice"] for p in picks[:2]] == ["doom", "warlord"]
        seen.add((names(g, g.table, "doom")[0], names(g, g.table, "keep")[0]))
    assert len(seen) > 1
    fixed = compiled_rules(SIEGE, "Burning Fields / Witch")
    g = Game(fixed, [[], []], [RandomAgent(0), RandomAgent(1)], 5)
    assert names(g, g.table, "doom") == ["Burning Fields"] and names(g, g.table, "keep") == [
        "Witch"
    ]


# ---------------------------------------------------------------------------- endings


def test_the_players_win_when_the_warlords_last_plan_is_taken_mid_turn(rules):
    g = new(rules, answers={0: ["storm", None, "storm", None]})
    baron = g.state.zones[g.table]["keep"][0]
    clear_road(g)
    g.adjust_counter("fury", 12, 0)
    g.state.active = 0
    with pytest.raises(GameOver):  # (checked after the step, inside the turn's main part)
        g.run_step("main", 0)
    out = g.result()
    assert out is not None and list(out.winners) == [0, 1, 2] and out.ending == "warlord beaten"
    assert g.attached(baron) == []


def test_the_game_wins_on_the_condition_printed_on_the_doom_card(rules):
    g = new(rules)
    for _ in range(3):
        top(g, "Dark Omen")
    g.state.active = 0
    g.run_step("raid", 0)
    g.run_step("raid", 0)
    check_endings(g, "step")
    assert g.result() is None
    g.run_step("raid", 0)
    with pytest.raises(GameOver):
        check_endings(g, "step")
    out = g.result()
    assert out.side == "game" and out.reason == "Long Night: the omens is 3 or more"


def test_every_game_ends_with_an_outcome_and_scores():
    free = compiled_rules(SIEGE)
    for seed in range(6):
        seats = seed % 4 + 1
        g = Game(free, [[]] * seats, [RandomAgent(seed + i) for i in range(seats)], seed)
        out = g.run()
        assert out is not None and out.reason and len(out.scores) == seats


# ---------------------------------------------------------------------------- more of the road


def test_a_card_that_flees_says_how_many_cards_went_with_it(rules):
    g = new(rules)
    clear_road(g)
    first = raider(g, "Goblin")
    g.enter_track(first, "road")
    g.attach_to(card(g, "Villager", (g.table, "villagers")), first, "captives")
    g.attach_to(card(g, "Villager", (g.table, "villagers")), first, "captives")
    for name in ("Wolf Rider", "Bone Troll", "Goblin Shaman"):
        g.enter_track(raider(g, name), "road")
    assert [e["amount"] for e in events(g, "flee")] == [2]
    assert names(g, g.table, "fled") == ["Goblin", "Villager", "Villager"]


def test_a_card_charging_along_a_track_pushes_the_ones_in_its_way_and_may_go_off(rules):
    g = new(rules)
    clear_road(g)
    a, b, c = raider(g, "Goblin"), raider(g, "Wolf Rider"), raider(g, "Bone Troll")
    g.enter_track(a, "road")  # a in the gate
    g.enter_track(b, "road")  # b gate, a square
    g.move(c, g.table, "road_1")
    g.move(b, g.table, "gone")
    # the gate's card charges two spaces: a is pushed to the bridge, then off the end
    assert g.advance(c, 2) == [a]
    assert g.state.where[c] == (g.table, "road_3") and names(g, g.table, "fled") == ["Goblin"]
    assert g.advance(c, 1) == [c] and g.state.where[c] == (g.table, "fled")
    assert [e["card"] for e in events(g, "flee")] == [a, c]


def test_the_space_of_a_row_beside_a_cards_space(rules):
    g = new(rules)
    clear_road(g)
    x = raider(g, "Goblin")
    g.enter_track(x, "road")
    g.enter_track(raider(g, "Wolf Rider"), "road")
    assert g.beside(x) == g.state.zones[g.table]["market_2"]  # x is on the square


def test_a_card_in_another_zone_is_paid_from_that_zones_pools(rules):
    g = new(rules)
    goblin = raider(g, "Goblin")
    g.enter_track(goblin, "tower")
    storm = g.gd.actions["storm"]
    g.adjust_counter("fury", 5, 0)
    assert goblin not in g.payments.options(storm, 0)
    assert g.payments.why_not(storm, goblin, 0) == "needs 2 treasury, you have 0"
    g.adjust_counter("treasury", 2, 0)
    g.payments.take(storm, goblin, 0)
    assert g.counter_base("treasury", 0) == 0 and g.counter_base("fury", 0) == 5


def test_a_card_paid_from_one_source_only_counts_the_points_one_name_gave(rules):
    g = new(rules)
    storm = g.gd.actions["storm"]
    clear_road(g)
    troll = raider(g, "Bone Troll")  # strength 6
    g.enter_track(troll, "road")
    g.add_effect(
        TempEffect(
            "prop",
            "one_source",
            None,
            True,
            lambda gm, c, s: c == troll,
            None,
            None,
            0,
            0,
            None,
            persist=True,
        )
    )
    mine = [c for c in range(len(g.defs)) if g.owner[c] == 0 and g.defs[c].name == "Stick"]
    for c in mine:  # two Sticks: 2 might from "Stick"
        g.play_card(0, c)
    squire = next(c for c in range(len(g.defs)) if g.defs[c].name == "Champion")
    g.owner[squire] = 0
    g.play_card(0, squire)  # 4 might from "Champion"
    g.adjust_counter("fury", 3, 0)  # 3 more from no card
    assert g.counter_base("fury", 0) == 9
    assert g.payments.named("fury", 0) == {"Stick": 2, "Champion": 4}
    assert g.payments.funds(storm, troll, 0) == 4
    assert troll not in g.payments.options(storm, 0)
    wolf = raider(g, "Wolf Rider")  # strength 3, anyone may pay
    g.enter_track(wolf, "road")
    g.payments.take(storm, wolf, 0)  # the points of no name go first
    assert g.payments.named("fury", 0) == {"Stick": 2, "Champion": 4}
    g._upkeep()
    assert g.payments.named("fury", 0) == {}


def test_a_card_of_the_table_a_seat_takes_is_theirs_and_goes_to_their_discard_pile(rules):
    g = new(rules)
    hero = g.state.zones[g.table]["supply"][-1]
    assert g.owner[hero] == g.table
    g.move(hero, 1, "hand")  # (gained by any means, not only bought)
    assert g.owner[hero] == 1
    g.discard(hero)
    assert g.state.where[hero] == (1, "discard")
    again = new(rules)  # (each game owns its copy of who owns what)
    assert again.owner[hero] == again.table


def test_actions_and_actors_naming_what_the_game_lacks_are_located_errors(sets_root):
    from cardsmith.dsl.diagnostics import CardsmithError
    from scenario import card_set

    def edit(data):
        r = data["rules"]
        r["actions"]["buy"]["cards"] = ["markt"]
        r["actions"]["storm"]["take_under"] = "plan"
        r["actors"]["raid deck"]["plays"]["raider"] = {"enter": "rood"}

    with pytest.raises(CardsmithError) as err:
        card_set(sets_root, SIEGE, with_bundled=True, game_yaml_edit=edit)
    found = [(d.code, d.message, d.help) for d in err.value.diagnostics]
    assert (
        "E-GAME",
        "action 'buy' names an unknown zone 'markt'",
        "did you mean 'market'?",
    ) in found
    assert ("E-GAME", "'plan' is not a kind of rules.attachments", "did you mean 'plans'?") in found
    assert any(m == "'rood' is not a track of the rules" for _, m, _ in found)
    assert all(d.line > 1 for d in err.value.diagnostics)
