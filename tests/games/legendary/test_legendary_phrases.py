"""Legendary's phrase families in play, each on one of our cards, with scripted decisions and
fixed seeds: "defeat" (the fight's success, as an event and as a card's free fight), noun
lists ("a Villain or Mastermind"), "that has a Bystander", triggers for the rest of a turn and
the cleanup's new hand, "You can't defeat X unless ..."."""

from __future__ import annotations

import pytest
from legendhelp import (
    clear_city,
    events,
    find,
    hand,
    names,
    new,
    rules_of,
    stack,
    with_heroes,
)


@pytest.fixture(scope="module")
def rules():
    return rules_of()


def _game_with(rules, *names, answers=None):
    """A game (the first of seeds 1, 2, ...) whose cards include these (card or Hero names)."""
    for seed in range(1, 120):
        g = new(rules, 2, answers=answers, seed=seed)
        got = {d.name for d in g.defs} | {d.fields.get("hero") for d in g.defs}
        if all(n in got for n in names):
            return g
    raise AssertionError(f"no seed deals {names}")


def _enter(g, name: str) -> int:
    """The Villain Deck plays a copy of ``name`` into the City."""
    card = stack(g, "villain_deck", [name])[0]
    g.actor_play("Villain Deck")
    g.resolve_pending()
    return card


def _fight(g, card: int, player: int = 0) -> None:
    g.adjust_counter("attack", 30, player)
    g.payments.take(g.gd.actions["fight"], card, player)


def test_whenever_you_defeat_this_turn_pays_for_each_fight_of_this_turn_only(rules):
    # Oathkeeper Blade: "Whenever you defeat a Villain or Mastermind this turn, you get +2
    # Recruit."
    g = with_heroes(rules, "Dame Valora")
    clear_city(g)
    (blade,) = hand(g, 0, ["Oathkeeper Blade"])
    first = _enter(g, "Drone Sentry")
    _fight(g, first)  # before the Blade is played: nothing
    assert g.counter_base("recruit", 0) == 0
    g.play_card(0, blade)
    g.resolve_pending()
    second, third = _enter(g, "Drone Sentry"), _enter(g, "Drone Sentry")
    _fight(g, second)
    _fight(g, third)
    assert g.counter_base("recruit", 0) == 4
    g.timing.end_turn()  # (the turn is over: it stops listening)
    fourth = _enter(g, "Drone Sentry")
    _fight(g, fourth)
    assert g.counter_base("recruit", 0) == 4


def test_a_mastermind_is_one_of_a_villain_or_mastermind(rules):
    g = with_heroes(rules, "Dame Valora")
    (blade,) = hand(g, 0, ["Oathkeeper Blade"])
    g.play_card(0, blade)
    g.resolve_pending()
    _fight(g, g.state.zones[g.table]["mastermind"][0])
    assert g.counter_base("recruit", 0) == 2


@pytest.mark.parametrize("tactic,kept", [("Null Protocol", 8), ("Final Lockdown", 6)])
def test_a_new_hand_at_the_end_of_this_turn_has_the_extra_cards(rules, tactic, kept):
    # Warden Null's Null Protocol: "Fight: When you draw a new hand of cards at the end of this
    # turn, draw two extra cards."  The cleanup draws six, and two more.
    g = new(rules, 2, answers={0: ["fight", "Warden Null", "pass"]})
    warden = g.state.zones[g.table]["mastermind"][0]
    taken = find(g, tactic)
    others = [c for c in g.attached(warden, "tactics") if c != taken]
    for t in others[1:]:
        g.move(t, g.table, "ko")
    g.move(others[0], g.table, "ko")
    stack(g, "tactics", ["Drone Sentry"])  # (a card left there: the Mastermind still stands)
    stack(g, "villain_deck", ["Drone Sentry"])
    g.adjust_counter("attack", 30, 0)
    g.take_turn()
    assert g.state.where[taken] == (0, "victory")
    assert len(g.state.zones[0]["hand"]) == kept
    g.take_turn()  # (the next turn's new hand is six again)
    assert len(g.state.zones[0]["hand"]) == kept


def test_last_arrow_defeats_a_henchman_in_the_city_for_free(rules):
    g = with_heroes(rules, "Quill")
    clear_city(g)
    sentry = _enter(g, "Drone Sentry")
    (arrow,) = hand(g, 0, ["Last Arrow"])
    g.play_card(0, arrow)
    g.resolve_pending()
    assert g.state.where[sentry] == (0, "victory")
    assert g.counter_base("attack", 0) == 3  # (its printed Attack only: nothing was spent)


def test_that_has_a_bystander_takes_only_a_card_with_one_under_it():
    # Sifu Maelstrom's Dragon's Breath: "Fight: Defeat a Henchman or Mastermind that has a
    # Bystander."
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2)
    clear_city(g)
    plain, holding = _enter(g, "Drone Sentry"), _enter(g, "Drone Sentry")
    g.attach_to(stack(g, "bystanders", ["Bystander"])[0], holding, "captured")
    sifu = g.state.zones[g.table]["mastermind"][0]
    breath = find(g, "Dragon's Breath")
    for t in [c for c in g.attached(sifu, "tactics") if c != breath]:
        g.move(t, g.table, "ko")
    _fight(g, sifu)
    assert g.state.where[holding] == (0, "victory")
    assert g.state.where[plain][1] in ("sewers", "bank", "rooftops", "streets", "bridge")


@pytest.mark.parametrize("ranged", [False, True])
def test_you_cannot_defeat_herald_of_nothing_unless_you_have_a_ranged_hero(ranged):
    # Herald of Nothing: "You can't defeat Herald of Nothing unless you have a [Ranged] Hero."
    rules = rules_of(mastermind="The Pale Regent")
    g = _game_with(rules, "Herald of Nothing", "Tempest Ray")
    clear_city(g)
    herald = _enter(g, "Herald of Nothing")
    hand(g, 0, ["Static Field" if ranged else "S.H.I.E.L.D. Agent"])
    g.adjust_counter("attack", 30, 0)
    fight = g.gd.actions["fight"]
    assert (herald in g.payments.options(fight, 0)) is ranged
    if not ranged:
        assert g.payments.why_not(fight, herald, 0) == "a card's text forbids it"


@pytest.mark.parametrize("option,where", [("option 1", "discard"), ("option 2", "deck")])
def test_scout_ahead_discards_the_top_card_or_puts_it_back(rules, option, where):
    # Scout Ahead: "Look at the top card of your deck. Discard it or put it back."
    g = with_heroes(rules, "Quill", answers={0: [option]})
    scout, top = hand(g, 0, ["Scout Ahead", "S.H.I.E.L.D. Trooper"])
    g.move(top, 0, "deck")  # on top
    g.play_card(0, scout)
    g.resolve_pending()
    assert g.state.where[top] == (0, where)
    if where == "deck":
        assert g.state.zones[0]["deck"][-1] == top  # (back on top)


@pytest.mark.parametrize("option", ["option 1", "option 2"])
def test_each_other_player_chooses_to_discard_or_gain_a_wound(option):
    # Sifu Maelstrom's Broken Lineage: "Fight: Each other player discards a card or gains a
    # Wound."  (P2 chooses, for themselves)
    g = new(rules_of(mastermind="Sifu Maelstrom"), 2, answers={1: [option]})
    sifu = g.state.zones[g.table]["mastermind"][0]
    lineage = find(g, "Broken Lineage")
    for t in [c for c in g.attached(sifu, "tactics") if c != lineage]:
        g.move(t, g.table, "ko")
    _fight(g, sifu)
    assert len(g.state.zones[1]["hand"]) == (5 if option == "option 1" else 6)
    assert names(g, 1, "discard").count("Wound") == (0 if option == "option 1" else 1)
    assert names(g, 0, "discard").count("Wound") == 0


def test_silent_alarm_recruits_a_tech_hero_from_the_hq_for_free(rules):
    # Warden Null's Silent Alarm: "Fight: You may recruit a [Tech] Hero from the HQ for free."
    g = with_heroes(rules, "Ironclad", answers={0: ["Boiler Heart"]})
    tech = stack(g, "hq_2", ["Boiler Heart"])[0]  # (a [Tech] Hero in the HQ)
    warden = g.state.zones[g.table]["mastermind"][0]
    alarm = find(g, "Silent Alarm")
    for t in [c for c in g.attached(warden, "tactics") if c != alarm]:
        g.move(t, g.table, "ko")
    mark = len(g.log.entries)
    _fight(g, warden)
    assert g.state.where[tech] == (0, "discard")
    assert g.counter_base("recruit", 0) == 0  # (nothing was paid: there was nothing to pay)
    assert [e["card"] for e in events(g, "recruit", mark)] == [tech]


def test_directors_order_gains_an_officer_to_the_hand(rules):
    # Director's Order: "Draw two cards. You may gain a S.H.I.E.L.D. Officer to your hand."
    g = with_heroes(rules, "Warden Grey", answers={0: ["S.H.I.E.L.D. Officer"]})
    (order,) = hand(g, 0, ["Director's Order"])
    officers = len(g.state.zones[g.table]["officers"])
    g.play_card(0, order)
    g.resolve_pending()
    assert len(g.state.zones[g.table]["officers"]) == officers - 1
    assert names(g, 0, "hand").count("S.H.I.E.L.D. Officer") == 1
    assert len(g.state.zones[0]["hand"]) == 3  # two drawn, one gained
