"""The engine's table mechanisms, each on its own, on a small game of no rulebook
(tests/fixtures/games/tabletop): a track of spaces cards are pushed along and off, a row kept
full from a pile, cards put under other cards, statuses, pools that empty at the end of a turn,
decks rebuilt from the discard pile, and cards dealt to each seat by the setup."""

from pathlib import Path

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import compiled_rules

TABLETOP = str(Path(__file__).resolve().parent.parent / "fixtures" / "games" / "tabletop")


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(TABLETOP)


def new(rules, seats=2, log=True):
    return Game(
        rules, [[] for _ in range(seats)], [RandomAgent(i) for i in range(seats)], 1, log=log
    )


def card(g, name, where=None):
    for c, d in enumerate(g.defs):
        if d.name == name and (where is None or g.state.where[c] == where):
            return c
    raise KeyError(name)


def names(g, owner, zone):
    return [g.defs[c].name for c in g.state.zones[owner][zone]]


def test_the_setup_deals_each_seat_its_own_cards(rules):
    g = new(rules, 3)
    assert [names(g, p, "deck") for p in range(3)] == [["Copper"] * 5] * 3
    assert all(g.owner[c] == p for p in range(3) for c in g.state.zones[p]["deck"])
    assert sorted(names(g, g.table, "supply")) == ["Bear", "Fox", "Owl", "Rat", "Wolf"]


# ---------------------------------------------------------------------------- tracks


def test_a_card_entering_a_track_pushes_the_others_along(rules):
    g = new(rules)
    t = g.table
    for name in ("Rat", "Wolf"):
        g.enter_track(card(g, name), "street")
    assert names(g, t, "street_1") == ["Wolf"] and names(g, t, "street_2") == ["Rat"]
    g.enter_track(card(g, "Bear"), "street")
    assert [names(g, t, z) for z in ("street_1", "street_2", "street_3")] == [
        ["Bear"],
        ["Wolf"],
        ["Rat"],
    ]


def test_only_a_card_that_must_move_is_pushed(rules):
    g = new(rules)
    t = g.table
    g.move(card(g, "Rat"), t, "street_2")
    g.enter_track(card(g, "Wolf"), "street")
    assert names(g, t, "street_1") == ["Wolf"] and names(g, t, "street_2") == ["Rat"]


def test_a_card_pushed_off_the_end_escapes_before_the_entering_card_goes_on(rules):
    g = new(rules)
    t = g.table
    for name in ("Owl", "Rat", "Wolf"):
        g.enter_track(card(g, name), "street")
    assert names(g, t, "street_3") == ["Owl"]
    pushed = g.enter_track(card(g, "Bear"), "street")
    assert [g.defs[c].name for c in pushed] == ["Owl"]
    assert names(g, t, "escaped") == ["Owl"]
    # the Owl's "When this unit escapes, draw a card." happened at once, for the active seat
    assert len(names(g, 0, "hand")) == 1
    kinds = [e.get("kind") for e in g.log.entries if e["t"] == "event"]
    assert "escape" in kinds


# ---------------------------------------------------------------------------- rows


def test_a_row_space_left_empty_is_refilled_at_once(rules):
    g = new(rules)
    t = g.table
    g.refill(rules.gd.rows["market"])
    first = g.state.zones[t]["market_1"][0]
    top = g.state.zones[t]["supply"][-1]
    g.move(first, 0, "hand")
    assert g.state.zones[t]["market_1"] == [top]


# ---------------------------------------------------------------------------- cards under cards


def test_cards_under_a_card_travel_with_it_along_the_track_then_follow_it_out(rules):
    g = new(rules)
    t = g.table
    wolf, rat = card(g, "Wolf"), card(g, "Rat")
    g.enter_track(wolf, "street")
    g.attach_to(rat, wolf)
    assert g.attached(wolf) == [rat] and names(g, t, "under") == ["Rat"]
    g.enter_track(card(g, "Bear"), "street")  # the Wolf moves on: the Rat stays under
    assert g.attached(wolf) == [rat]
    g.move(wolf, 0, "discard")  # the Wolf leaves the street
    assert names(g, 0, "discard") == ["Wolf", "Rat"] and g.attached(wolf) == []


@pytest.mark.parametrize("carried,draws", [(True, 2), (False, 0)])
def test_an_escape_remembers_what_was_under_the_card(rules, carried, draws):
    # Fox: "When this unit escapes, if it had a unit under it, draw two cards."
    g = new(rules)
    t = g.table
    fox, rat = card(g, "Fox"), card(g, "Rat")
    g.enter_track(fox, "street")
    if carried:
        g.attach_to(rat, fox)
    for name in ("Wolf", "Bear", "Owl"):
        g.enter_track(card(g, name), "street")
    assert g.state.where[fox] == (t, "escaped") and g.attached(fox) == []
    assert len(names(g, 0, "hand")) == draws


def test_cards_under_a_card_can_go_to_their_owners_discard_pile_instead(sets_root):
    from scenario import card_set

    def edit(data):
        data["rules"]["attachments"]["under"]["leave"] = "discard"

    rules = card_set(sets_root, TABLETOP, with_bundled=True, game_yaml_edit=edit)
    g = new(rules)
    wolf, copper = card(g, "Wolf"), g.state.zones[1]["deck"][0]
    g.enter_track(wolf, "street")
    g.attach_to(copper, wolf)
    g.move(wolf, g.table, "escaped")
    assert names(g, g.table, "escaped") == ["Wolf"]
    assert names(g, 1, "discard") == ["Copper"]


# ---------------------------------------------------------------------------- statuses


def test_a_status_holds_until_the_card_leaves_its_zone_unless_kept(rules):
    g = new(rules)
    wolf = card(g, "Wolf")
    g.move(wolf, 0, "play")
    g.set_status(wolf, "tired")
    g.set_status(wolf, "marked")
    assert g.has_status(wolf, "tired") and g.has_status(wolf, "marked")
    g.clear_status(wolf, "tired")
    assert not g.has_status(wolf, "tired")
    g.set_status(wolf, "tired")
    g.move(wolf, 0, "discard")
    assert not g.has_status(wolf, "tired") and g.has_status(wolf, "marked")


def test_becoming_tired_is_an_event_cards_can_hear(rules):
    g = new(rules)
    wolf = card(g, "Wolf")
    g.set_status(wolf, "tired")
    assert any(e["t"] == "event" and e.get("kind") == "tired" for e in g.log.entries)


# ---------------------------------------------------------------------------- pools and decks


def test_a_pool_goes_back_to_where_it_started_at_the_end_of_a_turn(rules):
    g = new(rules)
    g.setup()
    g.adjust_counter("gold", 3, 0)
    g.adjust_counter("gold", 2, 1)
    assert g.state.counters["gold"] == [3, 2]
    g.take_turn()
    assert g.state.counters["gold"] == [0, 0]


def test_an_empty_deck_is_rebuilt_from_the_discard_pile_when_a_card_must_come(rules):
    g = new(rules)
    deck = list(g.state.zones[0]["deck"])
    for c in deck[:4]:
        g.move(c, 0, "discard")
    g.draw(0, 1)
    assert g.state.zones[0]["deck"] == []  # not rebuilt before it is needed
    drawn = g.draw(0, 3)
    assert len(drawn) == 3 and len(g.state.zones[0]["deck"]) == 1
    assert g.state.zones[0]["discard"] == []
    assert any(e["t"] == "reshuffle" for e in g.log.entries)


def test_with_nothing_to_rebuild_from_the_draw_stops(rules):
    g = new(rules)
    drawn = g.draw(0, 9)
    assert len(drawn) == 5


# ---------------------------------------------------------------------------- setup


def _setup_rules(sets_root, entries, more_zones=None):
    from scenario import card_set

    def edit(data):
        data["rules"]["zones"].update(more_zones or {})
        data["rules"]["setup"] = entries

    return card_set(sets_root, TABLETOP, with_bundled=True, game_yaml_edit=edit)


def test_each_seat_can_be_dealt_its_own_cards_by_the_number_of_seats(sets_root):
    rules = _setup_rules(
        sets_root,
        [
            {
                "deal": {
                    "zone": "deck",
                    "seats": {
                        2: [[{"name": "Rat"}, {"name": "Wolf"}], [{"name": "Bear"}]],
                        3: [{"name": "Rat"}, {"name": "Wolf"}, {"name": "Bear"}],
                    },
                }
            }
        ],
    )
    g = new(rules, 2)
    assert [names(g, p, "deck") for p in range(2)] == [["Rat", "Wolf"], ["Bear"]]
    assert g.owner[g.state.zones[1]["deck"][0]] == 1
    g = new(rules, 3)
    assert [names(g, p, "deck") for p in range(3)] == [["Rat"], ["Wolf"], ["Bear"]]


def test_a_pile_can_be_trimmed_chosen_from_moved_and_a_row_filled(sets_root):
    rules = _setup_rules(
        sets_root,
        [
            {"pile": {"zone": "street_1", "cards": {"type": "unit"}}},
            {"trim": {"zone": "street_1", "keep": {2: 4, 3: 5}, "to": "escaped"}},
            {"choose": {"from": "street_1", "to": "hand", "prompt": "take a unit"}},
            {"move": {"from": "street_1", "to": "supply"}},
            {"refill": "market"},
        ],
    )
    from cardsmith.interpreter.agents import ScriptedAgent

    g = Game(rules, [[], []], [ScriptedAgent(["Wolf"]), ScriptedAgent(["Owl"])], 1, log=True)
    g.setup()
    t = g.table
    # five units in the order of the set; the bottom one (Rat) is left out of a 2-seat game
    assert names(g, t, "escaped") == ["Rat"]
    assert names(g, 0, "hand") == ["Wolf"] and names(g, 1, "hand") == ["Owl"]
    assert g.state.controller[g.state.zones[1]["hand"][0]] == 1
    assert names(g, t, "street_1") == []
    assert names(g, t, "market_1") == ["Fox"] and names(g, t, "market_2") == ["Bear"]
    assert g.agents[0].asked[0].options == [card(g, n) for n in ("Wolf", "Bear", "Owl", "Fox")]


def test_a_setup_entry_on_a_seats_zone_is_refused(sets_root):
    from cardsmith.dsl.diagnostics import CardsmithError

    with pytest.raises(CardsmithError) as err:
        _setup_rules(sets_root, [{"move": {"from": "hand", "to": "supply"}}])
    assert "'hand' is not a table zone" in str(err.value.diagnostics[0])
