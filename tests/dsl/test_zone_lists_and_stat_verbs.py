"""Zones joined in one phrase ("from your hand or discard pile", "in their hand and discard
pile": the cards of each) and a stat written as a verb the game declares (``stats.cost.verb:
costs``: "a hero that costs 2 or less", "heroes that cost 2 or less", "If it costs 2 or less")
or as "with a cost of 4 or more" / "If it has a cost of 2 or less".  Each reads as the filter
or condition already in the language and prints in its canonical form.  (The small game:
tests/fixtures/games/charter, with cards of these tests' own.)"""

from __future__ import annotations

import pytest
from cardsmith.constructs.zones import Zone
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules
from dslkit import charter_copy, read_ok

CARDS = """\
- {name: Sifter, type: hero, cost: 1, text: "KO a hero that costs 2 or less from your hand or discard pile."}
- {name: Collector, type: hero, cost: 1, text: "KO all heroes with a cost of 4 or more in your hand and discard pile."}
- {name: Appraiser, type: hero, cost: 1, text: "Reveal the top card of your deck. If it has a cost of 2 or less, draw it."}
- {name: Pricer, type: hero, cost: 1, text: "Reveal the top card of your deck. If that card costs 5 or more, draw it."}
- {name: Cheap, type: hero, cost: 2}
- {name: Dear, type: hero, cost: 5}
- {name: Brute, type: villain, attack: 4}
"""


@pytest.fixture(scope="module")
def game_rules(tmp_path_factory):
    folder = charter_copy(tmp_path_factory.mktemp("zl") / "set", cards=CARDS)
    return CompiledRules(load_cardset(str(folder)))


def _game(rules, answers=()):
    g = Game(rules, [[], []], [ScriptedAgent(list(answers)), ScriptedAgent([])], 1, log=True)
    for seat in (0, 1):  # empty hands, decks and discard piles: each test puts its cards
        for zone in ("hand", "deck", "discard"):
            for c in list(g.state.zones[seat][zone]):
                g.move(c, g.table, "ko")
    g.state.turn, g.state.active = 3, 0
    return g


def _put(g, name, zone, seat=0):
    c = next(c for c in g.state.zones[g.table]["ko"] if g.defs[c].name == name)
    g.move(c, seat, zone)
    return c


def _play(g, name):
    c = _put(g, name, "hand")
    g.play_card(0, c)
    g.resolve_pending()
    return c


@pytest.mark.parametrize(
    "text,canonical",
    [
        (
            "KO a hero from your hand or discard pile.",
            "KO a hero in your hand or discard pile.",
        ),
        (
            "KO all heroes in your hand and discard pile.",
            "KO all heroes in your hand and discard pile.",
        ),
        ("KO a hero that costs 2 or less.", "KO a hero of cost 2 or less."),
        ("KO all heroes that cost 2 or less.", "KO all heroes of cost 2 or less."),
        ("KO a hero with a cost of 4 or more.", "KO a hero of cost 4 or more."),
    ],
)
def test_the_forms_read_as_the_languages_filters_and_print_canonically(charter, text, canonical):
    assert print_text(read_ok(charter, text), charter.game.language) == canonical
    assert print_text(read_ok(charter, canonical), charter.game.language) == canonical


def test_a_zone_list_is_one_zone_phrase_with_the_others_of_the_same_owner(charter):
    ast = read_ok(charter, "KO a hero from your hand or discard pile.")
    (zone,) = [n for n in _nodes(ast) if isinstance(n, Zone)]
    assert (zone.zone, zone.also, zone.joiner) == ("hand", ("discard",), "or")


def _nodes(node):
    import dataclasses

    yield node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            v = getattr(node, f.name)
            for x in v if isinstance(v, tuple) else (v,):
                if dataclasses.is_dataclass(x):
                    yield from _nodes(x)


def test_a_card_is_chosen_from_either_zone_and_only_if_it_costs_little_enough(game_rules):
    g = _game(game_rules, answers=["Cheap"])
    dear = _put(g, "Dear", "hand")
    cheap = _put(g, "Cheap", "discard")
    _play(g, "Sifter")
    assert g.state.where[cheap] == (g.table, "ko")  # from the discard pile
    assert g.state.where[dear] == (0, "hand")  # costs 5: never offered


def test_all_takes_the_cards_of_both_zones_with_a_cost_of_four_or_more(game_rules):
    g = _game(game_rules)
    dears = [_put(g, "Dear", z) for z in ("hand", "discard")]
    cheap = _put(g, "Cheap", "discard")
    _play(g, "Collector")
    assert all(g.state.where[c] == (g.table, "ko") for c in dears)
    assert g.state.where[cheap] == (0, "discard")


@pytest.mark.parametrize(
    "card,top,drawn",
    [
        ("Appraiser", "Cheap", True),
        ("Appraiser", "Dear", False),
        ("Pricer", "Dear", True),
        ("Pricer", "Cheap", False),
    ],
)
def test_a_condition_on_what_a_revealed_card_costs(game_rules, card, top, drawn):
    g = _game(game_rules)
    c = _put(g, top, "deck")
    _play(g, card)
    assert (g.state.where[c] == (0, "hand")) is drawn


def test_a_card_that_costs_too_much_is_not_chosen_from_either_zone(game_rules):
    g = _game(game_rules, answers=["Dear", "Dear"])
    dears = [_put(g, "Dear", z) for z in ("hand", "discard")]
    _play(g, "Sifter")
    assert [g.state.where[c] for c in dears] == [(0, "hand"), (0, "discard")]
