"""Legendary's card texts in play: the forms this set's cards print (zone lists, cost filters,
card-data lines), each on one of our cards, with scripted decisions and fixed seeds."""

from __future__ import annotations

import pytest
from legendhelp import clear_city, find, hand, names, new, push_city, rules_of, stack, with_heroes


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
    push_city(g)
    assert g.state.where[witch] == (g.table, "escaped")
    assert [names(g, p, "discard").count("Wound") for p in (0, 1)] == [1, 1]


def test_same_effect_is_only_the_text_of_a_label_after_another(rules):
    language = rules.cardset.language
    (fight, escape) = language.read("Fight: Draw a card.\nEscape: Same effect.").abilities
    assert escape.same and escape.body == fight.body
    assert language.read("Escape: Same effect.").code == "E-MEANING"


def _game_with(rules, villain, hero, answers=None):
    """A game (the first of seeds 1, 2, ...) with this Villain and this Hero in it."""
    for seed in range(1, 80):
        g = new(rules, 2, answers=answers, seed=seed)
        got = {d.name for d in g.defs} | {d.fields.get("hero") for d in g.defs}
        if villain in got and hero in got:
            return g
    raise AssertionError(f"no seed deals {villain} and {hero}")


def test_cross_dimensional_rampage_wounds_each_player_without_that_heroes_card(rules):
    # Echo of Ironclad: "Ambush: Cross-Dimensional Ironclad Rampage"
    g = _game_with(rules, "Echo of Ironclad", "Ironclad", answers={0: ["Steam Burst"]})
    clear_city(g)
    hand(g, 0, ["Steam Burst"] + ["S.H.I.E.L.D. Agent"] * 5)  # an Ironclad card to reveal
    hand(g, 1, ["S.H.I.E.L.D. Agent"] * 6)
    stack(g, "villain_deck", ["Echo of Ironclad"])
    g.actor_play("Villain Deck")
    g.resolve_pending()
    assert [names(g, p, "discard").count("Wound") for p in (0, 1)] == [0, 1]


def test_conqueror_gives_attack_while_any_villain_is_on_that_space(rules):
    # Rift Marauder (3 Attack): "Rooftops Conqueror 2"
    g = _game_with(rules, "Rift Marauder", "Ironclad")
    clear_city(g)
    marauder = stack(g, "villain_deck", ["Rift Marauder"])[0]
    g.actor_play("Villain Deck")  # into the Sewers; nobody on the Rooftops
    assert g.stat(marauder, "attack") == 3
    sentry = stack(g, "villain_deck", ["Drone Sentry"])[0]
    g.actor_play("Villain Deck")
    g.move(sentry, g.table, "rooftops")  # another Villain on the Rooftops
    assert g.stat(marauder, "attack") == 5
    g.move(sentry, g.table, "ko")
    g.move(marauder, g.table, "rooftops")  # itself on the Rooftops
    assert g.stat(marauder, "attack") == 5


def test_hostage_exchanges_twist_has_each_villain_in_the_city_capture_a_bystander():
    # Hostage Exchange: "Twist: Each Villain in the City captures a Bystander."
    g = new(rules_of("Hostage Exchange"), 2)
    clear_city(g)
    goons = stack(g, "villain_deck", ["Drone Sentry", "Drone Sentry"])
    g.actor_play("Villain Deck")
    g.actor_play("Villain Deck")
    stack(g, "villain_deck", ["Scheme Twist"])
    g.actor_play("Villain Deck")
    got = [[g.defs[c].name for c in g.attached(v, "captured")] for v in goons]
    assert got == [["Bystander"], ["Bystander"]]


def test_a_tactic_may_give_the_player_another_turn(rules):
    # Warden Null's Empty Cell: "Fight: Take another turn after this one."
    g = new(rules, 2, answers={0: ["pass"]})
    warden = g.state.zones[g.table]["mastermind"][0]
    cell = find(g, "Empty Cell")
    for t in [c for c in g.attached(warden, "tactics") if c != cell]:
        g.move(t, g.table, "ko")  # (only Empty Cell is left to take)
    g.adjust_counter("attack", 20, 0)
    g.payments.take(g.gd.actions["fight"], warden, 0)
    assert g.state.where[cell] == (0, "victory")
    assert g.state.extra_turns == [0]  # the same player takes the next turn


def test_a_field_line_of_a_corpus_text_declares_its_names(tmp_path, rules):
    # "Always Leads: <group>" fills the Mastermind's group field: measuring a corpus, that group
    # is a name its other texts may use (as the field itself would declare it)
    from cardsmith.dsl.coverage import measure

    corpus = tmp_path / "corpus.yaml"
    corpus.write_text(
        "- {name: Vault Tyrant, card_type: mastermind, text: 'Always Leads: Iron Wardens'}\n"
        "- {name: Warden Shield, card_type: tactic, text: 'Fight: Draw a card for each "
        "Iron Wardens Villain in your Victory Pile.'}\n"
    )
    cov = measure(rules.cardset.game, str(corpus))
    assert (cov.supported, cov.with_text) == (2, 2)
    corpus.write_text(corpus.read_text().replace("Always Leads: Iron Wardens", "Draw a card."))
    assert measure(rules.cardset.game, str(corpus)).supported == 1  # (now an unknown name)
