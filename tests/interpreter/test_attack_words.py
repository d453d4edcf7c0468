"""Words of the card language about attacks, sides, gains and costs, read and played on the small
game tests/fixtures/games/skirmish: "X gains +10 defense for every fresh unit on the field",
"allied units", "one of the attacking units", "the attacking player", "an attack against X is
resolved" (a declared event), "discard a card ... to draw two cards"."""

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.timing import Event
from skirmish import SKIRMISH, names, new, take


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(SKIRMISH)


@pytest.fixture(scope="module")
def cs():
    return load_cardset(SKIRMISH)


@pytest.fixture(scope="module")
def fight(rules):
    return rules.procedure.named["fight"].run


def _read(cs, text):
    ast = cs.language.read(text)
    assert not isinstance(ast, TextError), ast
    return ast


# ---------------------------------------------------------------------------- reading


@pytest.mark.parametrize(
    ("gain", "change"),
    [
        ("This unit gains +10 defense.", "This unit is defense +10."),
        (
            "Allied units gain +20 attack for every tired unit.",
            "Allied units are attack +20 for each tired unit.",
        ),
        (
            "For every card in your hand, this unit gains +10 attack.",
            "This unit is attack +10 for each card in your hand.",
        ),
        ("It gains +20 defense until the end of the turn.", "It is defense +20 this turn."),
    ],
)
def test_a_gain_is_the_change_of_a_stat(cs, gain, change):
    assert _read(cs, gain) == _read(cs, change)
    assert print_text(_read(cs, gain), cs.game.language) == change


def test_cards_counted_on_a_zone_are_those_in_it(cs):
    on = _read(cs, "This unit gains +10 defense for each unit on the field.")
    assert on == _read(cs, "This unit is defense +10 for each unit in the field.")
    # ("on the opponent's next turn" stays a duration)
    assert not isinstance(
        cs.language.read("This unit is defense +10 for each unit on your next turn."), TextError
    )


@pytest.mark.parametrize(
    "text",
    [
        "Discard a card in your hand to draw two cards.",
        "You may tire one of your fresh units to tire an enemy unit.",
        "Whenever an attack against this unit is resolved, you may destroy an attacking unit.",
        "If this unit is defeated, the attacking player discards a card in their hand.",
        "Allied units are attack +10.",
        "If this unit is in the field, draw a card.",
        "Whenever this unit is attacked, you may discard a card in your hand to block that attack.",
    ],
)
def test_the_words_print_back_as_themselves(cs, text):
    assert print_text(_read(cs, text), cs.game.language) == text


def test_cards_that_are_not_something(cs):
    are_not = _read(cs, "Discard all cards in your hand that are not units.")
    assert are_not == _read(cs, "Discard all cards in your hand that aren't units.")


def test_to_before_a_place_is_not_a_cost(cs):
    put = _read(cs, "Put a card in your hand to your discard pile.")
    assert print_text(put, cs.game.language) == "Put a card in your hand into your discard pile."


# ---------------------------------------------------------------------------- playing


def test_a_gain_for_every_card_on_the_field_counts_them_as_they_change(rules):
    g = new(rules)
    bannerman = take(g, "Bannerman", 0)  # defense 20, +10 for every fresh unit on the field
    assert g.stat(bannerman, "defense") == 30  # (itself)
    knight = take(g, "Knight", 1)
    assert g.stat(bannerman, "defense") == 40  # (anyone's)
    g.set_status(knight, "tired")
    assert g.stat(bannerman, "defense") == 30


def test_allied_cards_are_those_of_your_side(rules):
    g = new(rules, seats=4)  # free-for-all: nobody else is on your side
    drill = take(g, "Drillmaster", 0)
    scout, enemy = take(g, "Scout", 0), take(g, "Knight", 1)
    assert (g.stat(scout, "attack"), g.stat(drill, "attack")) == (30, 20)
    assert g.stat(enemy, "attack") == 40


def test_allied_cards_include_a_partners_in_teams(sets_root):
    from scenario import card_set

    teams = card_set(sets_root, SKIRMISH, game_yaml_edit=_teams)
    g = new(teams, seats=4)
    take(g, "Drillmaster", 0)
    partner, enemy = take(g, "Scout", 2), take(g, "Knight", 1)
    assert (g.stat(partner, "attack"), g.stat(enemy, "attack")) == (30, 40)


def _teams(data):
    data["rules"]["sides"] = "teams"


def test_attacking_units_are_those_of_the_attack_and_heard_after_it(rules, fight):
    """An attack against Avenger resolved: its controller destroys one of the attacking units
    (the one they pick), though Avenger was defeated."""
    g = new(rules, answers={0: [], 1: []})
    avenger = take(g, "Avenger", 1)  # defense 40
    scout, archer = take(g, "Scout", 0), take(g, "Archer", 0)  # 20 + 30 = 50: defeated
    g.agents[0].answers = [avenger, scout, archer, "done", "pass"]
    g.agents[1].answers = [archer]
    fight(g, 0)
    assert names(g, g.table, "fallen") == ["Avenger"]
    assert names(g, 0, "field") == ["Scout"] and names(g, 0, "discard") == ["Archer"]


def test_the_attacking_player_is_who_attacks(rules, fight):
    g = new(rules, answers={0: [], 1: []}, seats=3)
    martyr = take(g, "Martyr", 2)
    take(g, "Knight", 1)  # (the only attacker)
    for p in (0, 1):
        g.draw(p, 2)
    # (the attacker: the only one; the card the attacking player discards: their first)
    g.agents[1].answers = [martyr, 0, "pass"]
    fight(g, 1)
    assert len(g.state.zones[1]["hand"]) == 1 and len(g.state.zones[0]["hand"]) == 2


def test_outside_an_attack_there_is_no_attacking_player(rules):
    g = new(rules)
    martyr = take(g, "Martyr", 0)
    g.draw(1, 2)
    g.emit(Event("defeated", player=1, card=martyr, target=0))  # (defeated by no attack)
    g.resolve_pending()
    assert len(g.state.zones[1]["hand"]) == 2


def test_a_price_paid_buys_the_effect(rules):
    g = new(rules)
    quartermaster = take(g, "Quartermaster", 0)
    g.draw(0, 1)
    deck = len(g.state.zones[0]["deck"])
    g.set_status(quartermaster, "tired")  # discard a card from your hand to draw two cards
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == 2 and len(g.state.zones[0]["discard"]) == 1
    assert len(g.state.zones[0]["deck"]) == deck - 2


def test_a_price_that_cannot_be_paid_buys_nothing(rules):
    g = new(rules)
    quartermaster = take(g, "Quartermaster", 0)
    deck = len(g.state.zones[0]["deck"])
    g.set_status(quartermaster, "tired")  # no card in hand to discard
    g.resolve_pending()
    assert g.state.zones[0]["hand"] == [] and len(g.state.zones[0]["deck"]) == deck


def test_a_blocked_attack_has_no_result(rules, fight):
    g = new(rules, answers={0: [], 1: []})
    bulwark = take(g, "Bulwark", 1)  # defense 10
    knight = take(g, "Knight", 0)  # attack 40
    g.draw(1, 1)
    g.agents[0].answers = [bulwark, "pass"]
    g.agents[1].answers = [True]  # (discard the card in their hand to block that attack)
    fight(g, 0)
    assert names(g, 1, "field") == ["Bulwark"] and g.state.zones[1]["hand"] == []
    assert g.has_status(knight, "tired")  # (it attacked)


def test_an_attack_not_blocked_has_its_result(rules, fight):
    g = new(rules, answers={0: [], 1: []})
    bulwark = take(g, "Bulwark", 1)
    take(g, "Knight", 0)
    g.agents[0].answers = [bulwark, "pass"]
    g.agents[1].answers = [True]  # (but there is no card in their hand to pay with)
    fight(g, 0)
    assert names(g, g.table, "fallen") == ["Bulwark"]
