"""The greedy agent in HERO: it attacks where its attackers' total beats the defense it can
see, heals when that pays, answers an opponent's announced ability with a prevention, and
never weighs what it may not see (an opponent's enhancements face down)."""

import pytest
from cardsmith.interpreter.agents import Decision
from cardsmith.interpreter.greedy import GreedyAgent
from cardsmith.interpreter.rules import compiled_rules
from hero_table import attach, card, clear_fields, field, new, run

PASS = "pass"


@pytest.fixture(scope="module")
def hero():
    return compiled_rules("hero")


def greedy_game(hero, seats=2):
    g = new(hero, seats)
    g.agents[0] = GreedyAgent(1)
    g.state.turn, g.state.active = 3, 0
    clear_fields(g)
    return g


def test_greedy_attacks_a_hero_its_total_defeats(hero):
    g = greedy_game(hero)
    corvin, garrick = field(g, 0, "Corvin", "Garrick")  # 70 + 80
    lorcan, dalia = field(g, 1, "Lorcan", "Dalia")  # 90, 70
    run(g, "overcome")
    first = next(e for e in g.log.entries if e["t"] == "attack")
    # Dalia (70) is the one worth most that Garrick (80) defeats alone
    assert first["target"] == dalia and first["attackers"] == [garrick]
    assert g.state.where[dalia][1] == "fallen"
    # then Corvin (70) wears Lorcan (90) down: at least half of it
    assert g.has_status(lorcan, "fatigued") and g.has_status(corvin, "fatigued")


def test_greedy_does_not_attack_where_it_can_do_nothing(hero):
    g = greedy_game(hero)
    field(g, 0, "Halvard")  # attack 10
    field(g, 1, "Lorcan")  # defense 90: not even half
    run(g, "overcome")
    assert not [e for e in g.log.entries if e["t"] == "attack"]


def test_greedy_heals_when_its_own_heroes_are_fatigued(hero):
    g = greedy_game(hero)
    a, b = field(g, 0, "Aldric", "Brenna")
    field(g, 1, "Dalia")
    for c in (a, b):
        g.set_status(c, "fatigued")
    g.rules.procedure.named["action"].run(g, 0)
    actions = [e["action"] for e in g.log.entries if e["t"] == "action"]
    assert actions == ["Heal"] and not g.has_status(a, "fatigued")


def test_greedy_heals_only_its_own_heroes(hero):
    g = greedy_game(hero)
    (mine,) = field(g, 0, "Aldric")
    (theirs,) = field(g, 1, "Dalia")
    for c in (mine, theirs):
        g.set_status(c, "fatigued")
    run(g, "heal fatigued heroes")
    assert not g.has_status(mine, "fatigued") and g.has_status(theirs, "fatigued")


def test_greedy_answers_an_opponents_ability_not_an_allys(hero):
    g = greedy_game(hero, 4)
    agent = g.agents[0]
    (mine,) = field(g, 0, "Aldric")
    (opp,) = field(g, 1, "Dalia")
    answer = Decision(0, "answer", [mine, PASS], "answer?", card=opp)
    assert agent.choose(g, answer) == 0
    g2 = greedy_game(compiled_rules("hero", "teams"), 4)
    (mine,) = field(g2, 0, "Aldric")
    (ally,) = field(g2, 2, "Emeric")
    answer = Decision(0, "answer", [mine, PASS], "answer?", card=ally)
    assert g2.agents[0].choose(g2, answer) == 1


def test_greedy_does_not_see_an_opponents_face_down_enhancements(hero):
    """Against a hero whose defense it sees as 70 (but is 100 with a hidden ability's help or
    a stat it cannot read), greedy attacks with 70; a stat card's numbers it can see."""
    g = greedy_game(hero)
    field(g, 0, "Corvin")  # 70
    (dalia,) = field(g, 1, "Dalia")  # 70
    ability = next(c for c in g.state.zones[1]["deck"] if g.defs[c].type == "ability")
    g.attach_to(ability, dalia, player=1)
    assert g.stat_seen(dalia, "defense", 0) == 70
    attach(g, "Defense +30", dalia)
    assert g.stat_seen(dalia, "defense", 0) == 100  # (a stat card's numbers show)
    assert g.describe_for(0, ability) == "a face-down ability"


def test_greedy_ranks_a_face_down_card_by_what_it_can_see(hero):
    g = greedy_game(hero)
    agent = g.agents[0]
    top = g.state.zones[g.table]["reserves"][-1]
    hq = g.state.zones[g.table]["hq_1"][0]
    assert agent.strength(g, top, 0) == 0 and agent.strength(g, hq, 0) > 0
    assert card(g, g.defs[hq].name) == hq


def test_greedy_does_not_enhance_from_an_empty_enhancement_deck(hero):
    # (an endgame: enhancing from an empty deck does nothing, so it is worth nothing; a
    # greedy player went on enhancing rather than attack, and the game ended in an idle tie)
    g = greedy_game(hero)
    field(g, 0, "Brenna")  # attack 50
    (dalia,) = field(g, 1, "Dalia")  # defense 70: fatigued from 35
    for c in list(g.state.zones[0]["deck"]) + list(g.state.zones[0]["hand"]):
        g.move(c, 0, "discard")
    for zone in ("reserves", "hq_1", "hq_2", "hq_3"):
        for c in list(g.state.zones[g.table][zone]):
            g.move(c, g.table, "box")
    g.rules.procedure.named["action"].run(g, 0)
    actions = [e["action"] for e in g.log.entries if e["t"] == "action"]
    assert actions == ["Overcome"] and g.has_status(dalia, "fatigued")
