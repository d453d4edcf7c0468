"""Where a fight happens, in card text: "If you fight X on the Bank or Rooftops, ..." (a
Fight: ability asks where its card was fought) and "Villains you fight on the Streets or
Bridge this turn get -1 Attack" (the cards on those spaces when it is played, for the rest of
the turn), each on
one of our cards, with scripted decisions and fixed seeds."""

from __future__ import annotations

import pytest
from legendhelp import clear_city, find, hand, names, new, rules_of, stack, with_heroes


@pytest.fixture(scope="module")
def rules():
    return rules_of()


def _game_with(rules, *wanted):
    """A game (the first of seeds 1, 2, ...) whose cards include these card names."""
    for seed in range(1, 120):
        g = new(rules, 2, seed=seed)
        if all(n in {d.name for d in g.defs} for n in wanted):
            return g
    raise AssertionError(f"no seed deals {wanted}")


def _fight(g, card: int, player: int = 0) -> None:
    g.adjust_counter("attack", 30, player)
    g.payments.take(g.gd.actions["fight"], card, player)


@pytest.mark.parametrize("space,rescued", [("bank", 1), ("rooftops", 1), ("sewers", 0)])
def test_a_fight_ability_asks_where_its_card_was_fought(rules, space, rescued):
    # Marrow Hound: "Fight: If you fight Marrow Hound in the Bank or Rooftops, rescue a
    # Bystander."
    g = _game_with(rules, "Marrow Hound")
    clear_city(g)
    (hound,) = stack(g, space, [find(g, "Marrow Hound", "villain_deck")])
    _fight(g, hound)
    assert names(g, 0, "victory").count("Bystander") == rescued
    assert g.state.where[hound] == (0, "victory")


def test_villains_you_fight_on_a_space_this_turn_get_less_attack(rules):
    # Lightning Rod: "Villains you fight on the Streets or Bridge this turn get -1 Attack."
    g = with_heroes(rules, "Tempest Ray")
    clear_city(g)
    (on_streets,) = stack(g, "streets", ["Drone Sentry"])
    (in_sewers,) = stack(g, "sewers", ["Drone Sentry"])
    printed = g.stat(on_streets, "attack")
    assert g.stat(in_sewers, "attack") == printed
    (rod,) = hand(g, 0, ["Lightning Rod"])
    g.play_card(0, rod)
    g.resolve_pending()
    assert g.stat(on_streets, "attack") == printed - 1
    assert g.stat(in_sewers, "attack") == printed  # (not on those spaces)
    g.expire_effects(turn_over=g.state.turn)  # (the turn is over)
    assert g.stat(on_streets, "attack") == printed
