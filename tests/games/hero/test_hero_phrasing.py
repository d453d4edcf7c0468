"""HERO's ways of saying things, as they play: each form of the card language that HERO's texts
are worded in, on one of this edition's cards (scripted decisions, fixed seeds)."""

import pytest
from cardsmith.interpreter.rules import compiled_rules
from hero_table import at_turn, attach, card, clear_fields, field, new

HERO = "cardsets/hero"


@pytest.fixture(scope="module")
def hero():
    return compiled_rules(HERO)


def _to(g, name, player, zone):
    c = card(g, name)
    g.move(c, player, zone)
    return c


def test_a_hero_that_may_gain_a_bonus_for_every_card_takes_it(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (perrin,) = field(g, 0, "Perrin")  # attack 70; "For every Ability Card in your Discard
    # Pile, Perrin may gain +10 attack."
    assert g.stat(perrin, "attack") == 70
    _to(g, "Backfire", 0, "discard")
    _to(g, "Boost", 0, "discard")
    _to(g, "Attack +20", 0, "discard")  # (a Stat Card: not counted)
    assert g.stat(perrin, "attack") == 90


def test_a_bonus_for_each_card_on_the_field_counts_every_players_cards(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (dalia,) = field(g, 1, "Dalia")  # defense 70 (+10 for each other allied hero: none)
    attach(g, "Fortification", dalia)  # (deck C, P2's) "For each hero on the field, this
    # hero may gain +10 defense."
    assert g.stat(dalia, "defense") == 80
    field(g, 0, "Nyx", "Orrin")
    assert g.stat(dalia, "defense") == 100
