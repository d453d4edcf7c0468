"""Turn steps in which the player picks cards on the table, on their own, on the small game
tests/fixtures/games/skirmish: taking cards from table zones (a face-down pile offers only its
top card), and setting or clearing a status on cards the player chooses."""

import pytest
from cardsmith.interpreter.picking import DONE, PickError, compile_status, compile_take
from cardsmith.interpreter.rules import compiled_rules
from skirmish import SKIRMISH, names, new, take


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(SKIRMISH)


def test_a_player_takes_up_to_n_cards_from_the_table_each_an_event(rules):
    step = compile_take(
        {"from": ["barracks"], "to": "hand", "up_to": 2, "event": "rally"}, rules.gd, ()
    )
    g = new(rules, answers={0: ["Giant", "Knight"]})
    step(g, 0)
    assert names(g, 0, "hand") == ["Giant", "Knight"]
    assert all(g.state.controller[c] == 0 for c in g.state.zones[0]["hand"])
    assert [e["kind"] for e in g.log.entries if e["t"] == "event"] == ["rally", "rally"]
    assert any(e["t"] == "take" and "from the barracks" in e["say"] for e in g.log.entries)


def test_a_player_may_take_fewer(rules):
    step = compile_take({"from": ["barracks"], "to": "hand", "up_to": 2}, rules.gd, ())
    g = new(rules, answers={0: ["Giant", DONE]})
    step(g, 0)
    assert names(g, 0, "hand") == ["Giant"]


def test_a_face_down_pile_offers_only_its_top_card(rules, sets_root):
    from scenario import card_set

    def edit(data):
        data["rules"]["zones"]["barracks"]["visible"] = "none"
        data["rules"]["zones"]["barracks"]["ordered"] = True

    hidden = card_set(sets_root, SKIRMISH, game_yaml_edit=edit)
    step = compile_take({"from": ["barracks"], "to": "hand", "up_to": 1}, hidden.gd, ())
    g = new(hidden, answers={0: [0]})
    top = g.state.zones[g.table]["barracks"][-1]
    step(g, 0)
    assert g.agents[0].asked[0].options == [top, DONE]
    assert g.state.zones[0]["hand"] == [top]


def test_a_take_from_a_seats_zone_is_refused(rules):
    with pytest.raises(PickError):
        compile_take({"from": ["hand"], "to": "hand"}, rules.gd, ())


def test_the_player_clears_a_status_from_any_number_of_cards_they_choose(rules):
    step = compile_status(
        {"clear": "tired", "zone": "field", "whose": "any", "choose": "any"}, rules.gd, ()
    )
    g = new(rules, answers={0: ["Knight", "Scout", DONE]})
    knight, scout, giant = take(g, "Knight", 1), take(g, "Scout", 0), take(g, "Giant", 0)
    archer = take(g, "Archer", 1)
    for c in (knight, scout, giant):
        g.set_status(c, "tired")
    step(g, 0)
    assert [g.has_status(c, "tired") for c in (knight, scout, giant, archer)] == [
        False,
        False,
        True,
        False,
    ]
    assert g.agents[0].asked[0].options[:3] == [scout, giant, knight]  # (only tired ones)


def test_a_status_step_on_the_players_own_cards_or_all_of_them(rules):
    step = compile_status(
        {"set": "tired", "zone": "field", "whose": "opponents", "choose": "all"}, rules.gd, ()
    )
    g = new(rules, seats=3)
    mine, theirs, others = take(g, "Scout", 0), take(g, "Knight", 1), take(g, "Giant", 2)
    step(g, 0)
    assert [g.has_status(c, "tired") for c in (mine, theirs, others)] == [False, True, True]


def test_a_status_the_rules_do_not_declare_is_refused(rules):
    with pytest.raises(PickError):
        compile_status({"clear": "sleepy"}, rules.gd, ())
