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


def test_an_ability_views_one_opponents_hand(hero):
    g = at_turn(new(hero, 3, seed=3))
    clear_fields(g)
    (kestrel,) = field(g, 0, "Kestrel")  # "View one opponent's hand, then draw a card from
    # your Enhancement Deck."
    hand = len(g.state.zones[0]["hand"])
    g.agents[0].answers = [kestrel, 2, "pass"]
    g.agents[0].fallback = None
    g.abilities.window(0)
    (look,) = [e for e in g.log.entries if e["t"] == "look"]
    assert look["player"] == 0 and look["cards"] == g.state.zones[2]["hand"]
    assert len(g.state.zones[0]["hand"]) == hand + 1


def test_any_one_card_is_one_card_of_the_players_choice(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (quilla,) = field(g, 0, "Quilla")  # "Discard any one card from your hand to draw two
    # cards from your Enhancement Deck."
    hand = list(g.state.zones[0]["hand"])
    g.agents[0].answers = [quilla, hand[-1], "pass"]
    g.agents[0].fallback = None
    g.abilities.window(0)
    assert (
        g.state.where[hand[-1]][1] == "discard" and len(g.state.zones[0]["hand"]) == len(hand) + 1
    )


def test_a_feat_removes_a_hero_to_the_hero_discard_pile_and_says_so(hero):
    g = at_turn(new(hero, 2, seed=3), turn=2, active=1)  # (the next turn is P0's)
    clear_fields(g)
    a, b = field(g, 0, "Aldric", "Brenna")
    (nyx,) = field(g, 1, "Nyx")
    cost = _to(g, "Pay the Cost", 0, "hand")  # "Fatigue two of your strengthened heroes to
    # remove one opposing hero from the field."
    g.agents[0].answers = ["heroic feat", cost, a, b, nyx]
    g.agents[0].fallback = g.agents[1].fallback = None
    g.take_turn()
    assert g.has_status(a, "fatigued") and g.has_status(b, "fatigued")
    assert g.state.where[nyx] == (g.table, "fallen") and not g.is_defeated(nyx)
    assert [e["card"] for e in g.log.entries if e.get("kind") == "removed"] == [nyx]


def test_a_price_before_a_comma_is_paid_first(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (brenna,) = field(g, 0, "Brenna")  # "Discard a card from your hand, to fatigue one
    # opposing hero."
    (nyx,) = field(g, 1, "Nyx")
    for c in list(g.state.zones[0]["hand"]):
        g.move(c, 0, "discard")
    g.agents[0].answers = [brenna, "pass"]
    g.agents[0].fallback = None
    g.abilities.window(0)
    assert not g.has_status(nyx, "fatigued")  # (no card to pay with)
    card_ = _to(g, "Attack +20", 0, "hand")
    g.state.turn += 1
    g.agents[0].answers = [brenna, "pass"]
    g.abilities.window(0)
    assert g.state.where[card_][1] == "discard" and g.has_status(nyx, "fatigued")


def test_a_count_without_its_noun_counts_cards(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    (aldric,) = field(g, 0, "Aldric")
    acc = attach(g, "Accelerate", aldric)  # "Draw three cards from your Enhancement Deck,
    # then discard two from your hand."
    hand = len(g.state.zones[0]["hand"])
    g.abilities.use(0, acc, 0)
    assert len(g.state.zones[0]["hand"]) == hand + 1


def test_a_player_caused_to_discard_discards_from_their_own_hand(hero):
    g = at_turn(new(hero, 3, seed=3), turn=2, active=2)  # (the next turn is P0's)
    drain = _to(g, "Drain", 0, "hand")  # "Discard a card from your hand to cause each
    # opponent to discard two random cards from their hand."
    g.draw(1, 3)
    g.draw(2, 3)
    sizes = [len(g.state.zones[p]["hand"]) for p in range(3)]
    g.agents[0].answers = ["heroic feat", drain]
    g.agents[0].fallback = None
    g.take_turn()
    assert [len(g.state.zones[p]["hand"]) for p in range(3)] == [
        sizes[0] - 2,
        sizes[1] - 2,
        sizes[2] - 2,
    ]


def test_you_may_gain_control_prints_one_you(hero):
    from cardsmith.dsl.printer import print_text

    text = "(P) When this hero is defeated, you may gain control of one opposing hero."
    printed = print_text(hero.cardset.language.read(text), hero.cardset.game.language)
    assert printed == "(P) If this hero is defeated, you may gain control of an enemy hero."
    assert hero.cardset.language.read(printed) == hero.cardset.language.read(text)


def test_an_attacked_hero_may_choose_an_attacker_to_be_defeated(hero):
    g = at_turn(new(hero, 2, seed=3))
    clear_fields(g)
    garrick, corvin = field(g, 0, "Garrick", "Corvin")  # attack 80 + 70
    (sable,) = field(g, 1, "Sable")  # "Whenever Sable is attacked, you may choose one of the
    # attacking heroes to be defeated." (defense 80)
    g.agents[0].answers = [sable, garrick, corvin]
    g.agents[1].answers = [True, corvin]
    g.agents[0].fallback = g.agents[1].fallback = None
    g.run_step("overcome", 0)
    assert g.state.where[corvin] == (g.table, "fallen")  # (defeated as an attack defeats)
    assert next(e["card"] for e in g.log.entries if e["t"] == "defeated") == corvin
    assert g.state.where[sable] == (g.table, "fallen")  # (Garrick's 80 alone: defeated)
