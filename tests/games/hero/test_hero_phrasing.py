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


def test_a_hero_played_to_the_field_by_an_ability(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (nyx,) = field(g, 1, "Nyx")  # "Whenever Nyx is fatigued, you may play a hero from your
    # hand to the field."
    for c in list(g.state.zones[1]["hand"]):
        g.move(c, 1, "discard")
    orrin = _to(g, "Orrin", 1, "hand")
    g.agents[1].answers = [orrin]
    g.agents[1].fallback = None
    g.set_status(nyx, "fatigued")
    g.resolve_pending()
    assert g.state.where[orrin] == (1, "field")


def test_a_bonus_while_a_hero_is_in_play_ends_when_it_leaves(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    dalia, nyx = field(g, 0, "Dalia", "Nyx")  # "Other allied heroes gain +10 defense while
    # Dalia is in play." (Nyx: defense 60)
    assert g.stat(nyx, "defense") == 70 and g.stat(dalia, "defense") == 70
    g.move(dalia, g.table, "fallen")
    assert g.stat(nyx, "defense") == 60


def test_playing_to_a_zone_where_playing_does_not_put_cards_is_refused(hero):
    from cardsmith.constructs.kit import CompileError
    from cardsmith.interpreter.compile import compile_text

    read = hero.cardset.language.read
    compile_text(read("(A) Play a card to the field."), hero.cc)
    with pytest.raises(CompileError, match="E-UNSUPPORTED|playing puts cards"):
        compile_text(read("(A) Play a card to your Discard Pile."), hero.cc)


def _usable(g, player=0):
    return sorted(g.defs[c].name for c, _, _ in g.abilities.usable(player))


def test_an_ability_used_after_or_before_an_action_is_offered_only_then(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    isolde, talia = field(g, 0, "Isolde", "Talia")  # "After an Action, heal up to two allied
    # heroes." / "Before an Action, put a card from your Discard Pile into your hand."
    assert _usable(g) == ["Talia"]
    g.agents[0].answers = ["Heal", "pass"]
    g.agents[0].fallback = None
    g.run_step("action", 0)
    assert _usable(g) == ["Isolde"]
    g.set_status(talia, "fatigued")
    g.agents[0].answers = [isolde, talia, "done", "pass"]
    g.run_step("after action", 0)
    assert not g.has_status(talia, "fatigued")


def test_a_feat_discards_the_non_hero_cards_of_a_hand(hero):
    g = at_turn(new(hero, 2, seed=3), turn=2, active=1)  # (the next turn is P0's)
    for c in list(g.state.zones[1]["hand"]):
        g.move(c, 1, "discard")
    orrin, boost = _to(g, "Orrin", 1, "hand"), _to(g, "Boost", 1, "hand")
    stat = _to(g, "Defense +20", 1, "hand")
    siege = _to(g, "Under Siege", 0, "hand")  # "Target opponent reveals their hand, then
    # discards all non-hero cards in their hand."
    g.agents[0].answers = ["heroic feat", siege]
    g.agents[0].fallback = g.agents[1].fallback = None
    g.take_turn()
    assert g.state.zones[1]["hand"] == [orrin]
    assert [g.state.where[c][1] for c in (boost, stat)] == ["discard", "discard"]
