"""Points a player gets into a pool ("you get +2 gold", "+1 gold for each ...", "+gold equal to
..."), the cards a player played this turn ("Tech heroes you played this turn", "if you played
another Tech hero this turn") and a demand with a price ("each player reveals a Tech hero or
discards a card").  On a copy of the small game tests/fixtures/games/charter with cards of its
own; scripted decisions, fixed seeds."""

from __future__ import annotations

import pytest
from cardsmith.constructs.pools import GetPoints
from cardsmith.constructs.reveal_or import RevealOr
from cardsmith.constructs.turn_history import Played, PlayedIn
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules
from charter import names, take
from dslkit import charter_copy

CARDS = """\
- {name: Coiner, type: hero, class: [Tech], attack: 1, text: "You get +2 gold."}
- {name: Gearhead, type: hero, class: [Tech], attack: 1}
- {name: Patron, type: hero, class: [Covert], attack: 0,
   text: "You get +1 gold for each other Tech hero you played this turn."}
- {name: Tally, type: hero, class: [Tech], attack: 0,
   text: "You get +gold equal to the number of cards in your hand."}
- {name: Scout, type: hero, class: [Covert], attack: 0,
   text: "If you played another Tech hero this turn, draw a card."}
- {name: Inspector, type: hero, class: [Strength], attack: 0,
   text: "Each player reveals a Tech hero or discards a card."}
- {name: Footpad, type: hero, class: [Covert], attack: 2}
- {name: Benefactor, type: hero, class: [Covert], attack: 0, text: "Each other player gets +3 gold."}
- {name: Brute, type: villain, attack: 4}
- {name: Wound, type: wound}
"""


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    folder = charter_copy(tmp_path_factory.mktemp("pools") / "charter", cards=CARDS)
    return CompiledRules(load_cardset(str(folder)))


def new(rules, answers=None, seed=1):
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, [])) for p in range(2)]
    g = Game(rules, [[], []], agents, seed, log=True)
    g.state.turn, g.state.active = 3, 0
    return g


def play(g, name, seat=0):
    card = take(g, name, seat, "hand")
    g.play_card(seat, card)
    g.resolve_pending()
    return card


def gold(g, seat):
    return g.counter_base("gold", seat)


# ---------------------------------------------------------------------------- reading


@pytest.mark.parametrize(
    "text,node",
    [
        ("You get +2 gold.", GetPoints),
        ("Each other player gets -1 gold.", GetPoints),
        ("You get +1 gold for each Tech hero you played this turn.", GetPoints),
        ("You get +gold equal to the number of cards in your hand.", GetPoints),
        ("If you played another Tech hero this turn, draw a card.", None),
        ("If you played two or more heroes last turn, draw a card.", None),
        ("Each player reveals a Tech hero or discards a card.", RevealOr),
        ("Reveal a Covert or Tech hero or discard two cards.", RevealOr),
    ],
)
def test_the_forms_read_and_print_back(rules, text, node):
    lang = rules.cardset.language
    ast = lang.read(text)
    assert not isinstance(ast, TextError), ast
    assert print_text(ast, rules.cardset.game.language) == text
    if node is not None:
        assert isinstance(ast.abilities[0].effects[0], node)


def test_played_this_turn_is_a_filter_and_a_condition(rules):
    lang = rules.cardset.language
    (get,) = (
        lang.read("You get +1 gold for each Tech hero you played this turn.").abilities[0].effects
    )
    assert get.amount.unit.cards.filter.post == (PlayedIn(get.player, "this_turn"),)
    (step,) = (
        lang.read("If you played another Tech hero this turn, draw a card.").abilities[0].effects
    )
    assert isinstance(step.condition, Played) and step.condition.cards.quantity == "another"


# ---------------------------------------------------------------------------- pools


def test_you_get_points_into_your_own_pool(rules):
    g = new(rules)
    play(g, "Coiner")
    assert (gold(g, 0), gold(g, 1)) == (2, 0)


def test_each_other_player_gets_points_into_theirs(rules):
    g = new(rules)
    play(g, "Benefactor")
    assert (gold(g, 0), gold(g, 1)) == (0, 3)


def test_points_equal_to_a_value_are_counted_when_the_text_resolves(rules):
    g = new(rules)
    in_hand = len(g.state.zones[0]["hand"])
    play(g, "Tally")  # (it leaves the hand before its text resolves)
    assert gold(g, 0) == in_hand


# ---------------------------------------------------------------------------- played this turn


def test_for_each_other_card_you_played_this_turn_counts_this_turns_plays_not_itself(rules):
    g = new(rules)
    take(g, "Gearhead", 0, "field")  # in play since an earlier turn: not played this turn
    play(g, "Coiner")  # Tech, played this turn: +2 itself
    play(g, "Patron")  # +1 for Coiner only
    assert gold(g, 0) == 3


def test_a_tech_card_the_other_player_played_does_not_count(rules):
    g = new(rules)
    play(g, "Coiner", seat=1)
    play(g, "Patron")
    assert gold(g, 0) == 0


def test_if_you_played_another_card_of_a_class_this_turn(rules):
    g = new(rules)
    hand = len(g.state.zones[0]["hand"])
    play(g, "Scout")  # no other Tech hero played: no card
    assert len(g.state.zones[0]["hand"]) == hand
    g = new(rules)
    play(g, "Gearhead")
    hand = len(g.state.zones[0]["hand"])
    play(g, "Scout")
    assert len(g.state.zones[0]["hand"]) == hand + 1  # (Scout came from the deck)


def test_the_condition_is_about_this_turn_only(rules):
    g = new(rules)
    play(g, "Gearhead")
    g.state.turn += 1  # the next turn: Gearhead was played last turn
    hand = len(g.state.zones[0]["hand"])
    play(g, "Scout")
    assert len(g.state.zones[0]["hand"]) == hand


# ---------------------------------------------------------------------------- reveal or


def test_each_player_reveals_a_card_of_the_kind_or_pays(rules):
    # seat 0 shows the Gearhead in their hand; seat 1 has no Tech hero and discards one card
    g = new(rules, answers={0: ["Gearhead"], 1: [0]})
    for zone in ("hand", "deck"):
        for seat in (0, 1):
            for c in list(g.state.zones[seat][zone]):
                g.move(c, seat, "discard")
    take(g, "Gearhead", 0, "hand")
    take(g, "Footpad", 1, "hand")
    take(g, "Scout", 1, "hand")
    play(g, "Inspector")
    assert names(g, 0, "hand") == ["Gearhead"]
    assert len(g.state.zones[1]["hand"]) == 1 and len(names(g, 1, "discard")) >= 1


def test_a_card_played_this_turn_may_be_revealed_and_a_player_may_refuse(rules):
    # seat 0 played a Tech hero (in its play area): it may show that; seat 1 could show its
    # Tech hero but refuses and discards instead
    g = new(rules, answers={0: ["Coiner"], 1: ["pass", "Gearhead"]})
    for zone in ("hand", "deck"):
        for seat in (0, 1):
            for c in list(g.state.zones[seat][zone]):
                g.move(c, seat, "discard")
    play(g, "Coiner")
    take(g, "Gearhead", 1, "hand")
    play(g, "Inspector")
    assert names(g, 1, "hand") == [] and "Gearhead" in names(g, 1, "discard")
    reveals = [e for e in g.log.entries if e["t"] == "reveal"]
    assert len(reveals) == 1
