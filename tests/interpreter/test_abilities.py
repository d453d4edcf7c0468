"""Activated abilities and cards played in place of a turn's action, on their own, on the small
game tests/fixtures/games/skirmish: an activated ability is used by its card's controller in
the windows the turn declares, once per turn, only on their own turn, never on the turn the
card entered — even on a tired card; using one announces it, so it can be answered."""

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.interpreter.abilities import Activated
from cardsmith.interpreter.responses import ANSWER, PASS
from cardsmith.interpreter.rules import CompiledRules
from skirmish import SKIRMISH, fort, gear, names, new, take
from test_responses import Ability


@pytest.fixture(scope="module")
def rules():
    """The game's own compiled rules (not the shared cache: its cards get abilities here)."""
    r = CompiledRules(load_cardset(SKIRMISH))
    r.activated["Knight"] = [Activated(lambda ctx: ctx.game.draw(ctx.controller, 1), "draw")]
    r.activated["Charm"] = [Activated(lambda ctx: ctx.game.draw(ctx.controller, 2), "draw two")]
    return r


def window(g, player=0):
    g.abilities.window(player)


def test_an_activated_ability_is_used_once_per_turn(rules):
    g = new(rules, answers={0: ["Knight", "Knight"]})
    take(g, "Knight", 0)
    window(g)
    assert len(g.state.zones[0]["hand"]) == 1
    assert g.abilities.usable(0) == []  # (used this turn: not offered again)
    g.state.turn += 2
    assert [c for c, _, _ in g.abilities.usable(0)] == g.state.zones[0]["field"]


def test_an_activated_ability_is_used_only_on_its_controllers_turn(rules):
    g = new(rules, active=1)
    take(g, "Knight", 0)
    assert g.abilities.usable(0) == []


def test_an_activated_ability_is_not_used_on_the_turn_its_card_entered(rules):
    g = new(rules)
    knight = take(g, "Knight", 0)
    g.move(knight, 0, "hand")
    g.move(knight, 0, "field")  # (played this turn)
    assert g.abilities.usable(0) == []


def test_a_tired_card_may_still_use_its_activated_ability(rules):
    g = new(rules, answers={0: ["Knight", PASS]})
    knight = take(g, "Knight", 0)
    g.set_status(knight, "tired")
    window(g)
    assert len(g.state.zones[0]["hand"]) == 1


def test_an_attached_cards_ability_is_used_from_under_its_host_not_the_turn_it_came(rules):
    g = new(rules, answers={0: ["Charm"]})
    scout = take(g, "Scout", 0)
    charm = gear(g, "Charm", scout)
    g.state.arrived[charm] = g.state.turn
    assert g.abilities.usable(0) == []
    g.state.arrived[charm] = g.state.turn - 1
    window(g)
    assert len(g.state.zones[0]["hand"]) == 2


def test_the_player_may_pass(rules):
    g = new(rules, answers={0: [PASS]})
    take(g, "Knight", 0)
    window(g)
    assert g.state.zones[0]["hand"] == [] and g.agents[0].asked[0].kind == "activate"


def test_using_an_activated_ability_announces_it_and_it_can_be_answered(rules):
    g = new(rules, answers={0: ["Knight"], 1: ["Keep"]})
    take(g, "Knight", 0)
    g.listeners.setdefault(ANSWER, []).append((fort(g, 1), Ability(ANSWER, lambda ctx: None)))
    window(g)
    assert g.state.zones[0]["hand"] == []  # (prevented: the card drawn is back)
    announced = [e for e in g.log.entries if e["t"] == "announce"]
    assert announced[0]["kind"] == "activated"
    assert any(e["t"] == "prevented" for e in g.log.entries)
    assert g.abilities.usable(0) == []  # (it was used, though prevented)


def test_activated_abilities_between_attacks(rules):
    g = new(rules, answers={0: ["Scout", "Knight", "done", "Knight", "Scout"]})
    take(g, "Knight", 0)
    take(g, "Archer", 0)
    take(g, "Scout", 1)
    take(g, "Scout", 1)
    rules.procedure.named["fight"].run(g, 0)
    kinds = [e["t"] for e in g.log.entries if e["t"] in ("attack", "announce")]
    assert kinds == ["attack", "announce", "attack"]


def test_a_card_played_in_place_of_an_action_goes_to_the_discard_pile_and_does_its_text(rules):
    g = new(rules, answers={0: ["trick", "Ruse"]})
    ruse = take(g, "Ruse", 0, zone="hand")
    deck = len(g.state.zones[0]["deck"])
    g.rules.procedure.steps[1].run(g, 0)  # (the turn's choice of action)
    assert g.state.where[ruse] == (0, "discard")
    assert len(g.state.zones[0]["deck"]) == deck - 2
    announced = [e for e in g.log.entries if e["t"] == "announce"]
    assert announced[0]["kind"] == "trick" and announced[0]["card"] == ruse
    assert names(g, 0, "hand") and "Ruse" not in names(g, 0, "hand")
