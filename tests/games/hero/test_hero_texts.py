"""HERO's card texts as they play: an attached Ability Card's "this hero" is its host, an answer
("When your opponent uses a Heroic Feat, discard this card to prevent it") prevents a feat."""

import pytest
from cardsmith.interpreter.rules import compiled_rules
from hero_table import at_turn, attach, card, clear_fields, field, names, new

HERO = "cardsets/hero"


@pytest.fixture(scope="module")
def hero():
    return compiled_rules(HERO)


def test_an_attached_abilitys_this_hero_is_its_host(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (corvin,) = field(g, 0, "Corvin")  # attack 70
    attach(g, "Reinforcement", corvin)  # "This hero gains +10 attack for each card in your hand."
    hand = len(g.state.zones[0]["hand"])
    assert g.stat(corvin, "attack") == 70 + 10 * hand
    g.draw(0, 1)
    assert g.stat(corvin, "attack") == 70 + 10 * (hand + 1)


def test_an_answer_prevents_a_heroic_feat_and_pays_its_price(hero):
    g = at_turn(new(hero, 2))
    clear_fields(g)
    (dalia,) = field(g, 1, "Dalia")
    drought = attach(g, "Drought", dalia)
    siege = card(g, "Under Siege")
    g.move(siege, 0, "hand")
    g.draw(1, 2)  # (Ability or Stat Cards: what the feat would discard)
    theirs = list(g.state.zones[1]["hand"])
    g.agents[0].answers = ["heroic feat", "Under Siege"]
    g.agents[1].answers = [drought]  # (the answer window: answer with Drought)
    g.agents[0].fallback = g.agents[1].fallback = None
    g.state.turn, g.state.active = 2, 1  # (the next turn is P1's)
    g.take_turn()
    assert g.state.zones[1]["hand"] == theirs  # (the feat's effects recalled)
    assert names(g, 1, "discard") == ["Drought"] and g.state.where[siege] == (0, "discard")
    assert [e["t"] for e in g.log.entries if e["t"] in ("announce", "prevented")][:2] == [
        "announce",
        "prevented",
    ]
