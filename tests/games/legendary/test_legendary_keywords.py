"""Keywords of the later sets, declared in game.yaml and printed on our cards: "Versatile 2"
(Jury-Rig: +2 Recruit or +2 Attack, the player's choice) and "Wall-Crawl" (Field Intel: when
recruited, it may go on top of its new owner's deck), with scripted decisions and fixed
seeds."""

from __future__ import annotations

import pytest
from legendhelp import hand, rules_of, stack, with_heroes


@pytest.mark.parametrize("option,recruit,attack", [("option 1", 2, 0), ("option 2", 0, 2)])
def test_versatile_gives_recruit_or_attack_as_the_player_chooses(option, recruit, attack):
    g = with_heroes(rules_of(), "Sparkwright", answers={0: [option]})
    (rig,) = hand(g, 0, ["Jury-Rig"])
    g.play_card(0, rig)
    g.resolve_pending()
    assert (g.counter_base("recruit", 0), g.counter_base("attack", 0)) == (recruit, attack)


@pytest.mark.parametrize("yes", [True, False])
def test_wall_crawl_puts_the_recruited_hero_on_top_of_the_deck_if_the_player_wants(yes):
    g = with_heroes(rules_of(), "Warden Grey", answers={0: [yes]})
    (intel,) = stack(g, "hq_3", ["Field Intel"])
    g.adjust_counter("recruit", 3, 0)
    g.payments.take(g.gd.actions["recruit"], intel, 0)
    g.resolve_pending()
    assert g.state.where[intel] == (0, "deck" if yes else "discard")
    if yes:
        assert g.state.zones[0]["deck"][-1] == intel  # (its top)
