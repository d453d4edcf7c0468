"""Cards looked at, then split: "Look at the top three cards of your deck. Discard one of them
and put the rest back in any order." (Copycat Circuit: "one of them" is picked among the cards
looked at, "the rest" are those still on the deck); "discards down to four cards" (Star
Warden); a card "worth +1 VP for each ..." (The Shattered Crown); with scripted decisions and
fixed seeds."""

from __future__ import annotations

import pytest
from legendhelp import hand, names, rules_of, with_heroes


def test_discard_one_of_the_cards_looked_at_and_put_the_rest_back():
    g = with_heroes(rules_of(), "Sparkwright", answers={0: ["S.H.I.E.L.D. Trooper"]})
    (circuit,) = hand(g, 0, ["Copycat Circuit"])
    deck = g.state.zones[0]["deck"]
    agents = [c for c in deck if g.defs[c].name == "S.H.I.E.L.D. Agent"][:2]
    trooper = next(c for c in deck if g.defs[c].name == "S.H.I.E.L.D. Trooper")
    for c in (agents[0], trooper, agents[1]):  # (the last is the top)
        g.move(c, 0, "deck")
    below = deck[:-3]
    g.play_card(0, circuit)
    g.resolve_pending()
    assert names(g, 0, "discard") == ["S.H.I.E.L.D. Trooper"]
    assert sorted(deck[-2:]) == sorted(agents)  # (the rest: back on top, in the order chosen)
    assert deck[:-2] == below


def _hand_size(g, player: int, n: int) -> None:
    while len(g.state.zones[player]["hand"]) > n:
        g.move(g.state.zones[player]["hand"][-1], player, "deck")
    while len(g.state.zones[player]["hand"]) < n:
        g.move(g.state.zones[player]["deck"][-1], player, "hand")


def test_each_player_without_the_hero_discards_down_to_four_cards():
    # Star Warden: "Ambush: Each player reveals a [Ranged] Hero or discards down to four
    # cards."  (P1 holds six cards, P2 three; neither has a [Ranged] Hero)
    from legendhelp import clear_city, find, new, stack

    rules = rules_of()
    g = next(
        g
        for g in (new(rules, 2, seed=s) for s in range(1, 120))
        if "Star Warden" in {d.name for d in g.defs}
    )
    clear_city(g)
    _hand_size(g, 0, 6)
    _hand_size(g, 1, 3)
    stack(g, "villain_deck", [find(g, "Star Warden", "villain_deck")])
    g.actor_play("Villain Deck")
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == 4 and len(g.state.zones[0]["discard"]) == 2
    assert len(g.state.zones[1]["hand"]) == 3 and not g.state.zones[1]["discard"]


@pytest.mark.parametrize("marauders", [0, 2])
def test_a_villain_worth_more_vp_for_each_other_of_its_group_in_the_victory_pile(marauders):
    # The Shattered Crown (5 VP): "This Villain is worth +1 VP for each other Rift Raiders
    # Villain in your Victory Pile."  (Rift Marauders are worth 2 VP each)
    from cardsmith.interpreter.endings import scores
    from legendhelp import find, new

    rules = rules_of()
    g = next(
        g
        for g in (new(rules, 2, seed=s) for s in range(1, 120))
        if "The Shattered Crown" in {d.name for d in g.defs}
    )
    for z in ("victory",):
        for p in (0, 1):
            for c in list(g.state.zones[p][z]):
                g.move(c, g.table, "ko")
    g.move(find(g, "The Shattered Crown"), 0, "victory")
    taken: list[int] = []
    for _ in range(marauders):
        c = find(g, "Rift Marauder", exclude=taken)
        taken.append(c)
        g.move(c, 0, "victory")
    assert scores(g) == [5 + marauders * 2 + marauders, 0]


def test_any_of_the_revealed_cards_that_cost_little_go_to_the_hand_and_the_rest_away():
    # Whispered Lead: "Reveal the top four cards of your deck. Put any that cost 3 or less
    # into your hand. Discard the rest."
    g = with_heroes(rules_of(), "Nightshade")
    (lead,) = hand(g, 0, ["Whispered Lead"])
    cheap = [c for c in g.state.zones[0]["deck"] if g.defs[c].name == "S.H.I.E.L.D. Agent"][:3]
    (dear,) = [c for c in g.state.zones[g.table]["hero_deck"] if g.defs[c].name == "Night Bloom"]
    g.owner[dear] = 0
    for c in (cheap[0], dear, cheap[1], cheap[2]):  # (the last is the top)
        g.move(c, 0, "deck")
    g.play_card(0, lead)
    g.resolve_pending()
    assert sorted(g.state.zones[0]["hand"]) == sorted(cheap)
    assert g.state.zones[0]["discard"] == [dear]
