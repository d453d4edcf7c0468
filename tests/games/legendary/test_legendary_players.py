"""Players and cards picked out, in card text: "choose a player. That player ..." and "a
Villain of your choice", each on one of our cards, with scripted decisions and fixed seeds."""

from __future__ import annotations

import pytest
from legendhelp import clear_city, find, hand, new, rules_of, stack, with_heroes


@pytest.fixture(scope="module")
def rules():
    return rules_of()


def _game_with(rules, *wanted, answers=None):
    """A game (the first of seeds 1, 2, ...) whose cards include these card names."""
    for seed in range(1, 120):
        g = new(rules, 2, answers=answers, seed=seed)
        if all(n in {d.name for d in g.defs} for n in wanted):
            return g
    raise AssertionError(f"no seed deals {wanted}")


def _enter(g, card: int) -> None:
    """The Villain Deck plays ``card`` (put on its top) into the City."""
    stack(g, "villain_deck", [card])
    g.actor_play("Villain Deck")
    g.resolve_pending()


@pytest.mark.parametrize("pick", [0, 1])
def test_choose_a_player_then_that_player_draws(rules, pick):
    # Trick Arrow: "Choose a player. That player draws a card."
    g = with_heroes(rules, "Quill", answers={0: [pick]})
    (arrow,) = hand(g, 0, ["Trick Arrow"])
    before = [len(g.state.zones[p]["hand"]) for p in (0, 1)]
    g.play_card(0, arrow)
    g.resolve_pending()
    after = [len(g.state.zones[p]["hand"]) for p in (0, 1)]
    assert after[pick] == before[pick] + (1 if pick else 0)  # (P1's Arrow left their hand)
    assert after[1 - pick] == before[1 - pick] - (1 if pick else 0)


def test_a_villain_of_your_choice_captures_a_bystander(rules):
    # Mirror Twin: "Ambush: A Villain of your choice captures a Bystander."
    g = _game_with(rules, "Mirror Twin", "Drone Sentry", answers={0: ["Drone Sentry"]})
    clear_city(g)
    (sentry,) = stack(g, "streets", [find(g, "Drone Sentry", "villain_deck")])
    twin = find(g, "Mirror Twin", "villain_deck")
    _enter(g, twin)
    assert [g.defs[c].name for c in g.attached(sentry, "captured")] == ["Bystander"]
    assert not g.attached(twin, "captured")
