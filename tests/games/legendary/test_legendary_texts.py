"""Legendary's card texts in play: the forms this set's cards print (zone lists, cost filters,
card-data lines), each on one of our cards, with scripted decisions and fixed seeds."""

from __future__ import annotations

import pytest
from legendhelp import clear_city, hand, names, new, rules_of, stack, with_heroes


@pytest.fixture(scope="module")
def rules():
    return rules_of()


def test_heart_of_stone_may_ko_a_wound_from_the_discard_pile(rules):
    g = with_heroes(rules, "Brick", answers={0: ["Wound"]})
    wound = stack(g, "wounds", ["Wound"])[0]
    g.move(wound, 0, "discard")
    (heart,) = hand(g, 0, ["Heart of Stone"])
    g.play_card(0, heart)
    g.resolve_pending()
    assert g.state.where[wound] == (g.table, "ko")


@pytest.mark.parametrize("top,drawn", [("S.H.I.E.L.D. Agent", True), ("Heart of Stone", False)])
def test_tinkers_kit_draws_the_top_card_only_if_it_costs_one_or_less(rules, top, drawn):
    g = with_heroes(rules, "Brick")
    kit, card = hand(g, 0, ["Tinker's Kit", top])
    g.move(card, 0, "deck")  # on top
    g.play_card(0, kit)
    g.resolve_pending()
    assert (g.state.where[card] == (0, "hand")) is drawn


def test_a_masterminds_always_leads_line_is_the_group_it_leads(rules):
    regent = next(c for c in rules.cardset.cards if c.name == "The Pale Regent")
    assert regent.fields["leads"] == "Gravewights"
    scheme = next(c for c in rules.cardset.cards if c.name == "Poison the Reservoir")
    assert scheme.fields["setup"] == "8 Twists."
    assert scheme.fields["evil_wins"] == "If the Wound Stack is empty."


def test_same_effect_repeats_the_fight_text_when_the_villain_escapes():
    # Ossuary Witch: "Fight: Each player reveals a [Covert] Hero or gains a Wound.
    # Escape: Same effect."  (The Pale Regent always leads her group)
    g = new(rules_of(mastermind="The Pale Regent"), 2)
    clear_city(g)
    for p in (0, 1):  # starting cards only: no [Covert] Hero to reveal
        hand(g, p, ["S.H.I.E.L.D. Agent"] * 6)
    witch = stack(g, "villain_deck", ["Ossuary Witch"])[0]
    g.actor_play("Villain Deck")
    for _ in range(5):
        stack(g, "villain_deck", ["Drone Sentry"])
        g.actor_play("Villain Deck")
    assert g.state.where[witch] == (g.table, "escaped")
    assert [names(g, p, "discard").count("Wound") for p in (0, 1)] == [1, 1]


def test_same_effect_is_only_the_text_of_a_label_after_another(rules):
    language = rules.cardset.language
    (fight, escape) = language.read("Fight: Draw a card.\nEscape: Same effect.").abilities
    assert escape.same and escape.body == fight.body
    assert language.read("Escape: Same effect.").code == "E-MEANING"
