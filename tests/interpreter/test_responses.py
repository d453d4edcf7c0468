"""Announced abilities and answers, on their own, on a small game of no rulebook
(tests/fixtures/games/skirmish, whose timing says ``announce: true, responses: true``): abilities
that must be used come first, the others in the order announced (the active seat first, then
clockwise), each resolves completely before the next, and an answer prevents the ability it
answers, its effects recalled."""

from pathlib import Path

import pytest
from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.compile import Trigger
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.responses import ANSWER, PASS, Announcement
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.timing import Event

SKIRMISH = str(Path(__file__).resolve().parent.parent / "fixtures" / "games" / "skirmish")


def Ability(event, run, must=True, label="", match=None) -> Trigger:
    """A triggered ability built in the test (the card language gives them from text)."""
    return Trigger(event, match or (lambda g, ev, me: True), None, run, False, label, must)


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(SKIRMISH)


def new(rules, seats=3, answers=None):
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, [])) for p in range(seats)]
    g = Game(rules, [[] for _ in range(seats)], agents, 1, log=True)
    return g


def unit(g, name, seat):
    """A copy of ``name`` put in front of ``seat`` (taken from the table's barracks)."""
    c = next(c for c in g.state.zones[g.table]["barracks"] if g.defs[c].name == name)
    g.move(c, seat, "field")
    g.state.controller[c] = seat
    return c


def forts(g):
    return [g.state.zones[p]["fort"][0] for p in range(g.nplayers)]


def listen(g, card, ability):
    g.listeners.setdefault(ability.event, []).append((card, ability))


def announced(g):
    return [(e["player"], e["ability"]) for e in g.log.entries if e["t"] == "announce"]


def test_abilities_that_must_be_used_come_first_then_in_the_order_announced(rules):
    g = new(rules, 3, answers={1: ["Keep"]})
    keep = forts(g)
    g.state.active = 1
    ran = []
    for seat, label, must in (
        (0, "P1 may", False),
        (1, "P2 may, first", False),
        (1, "P2 may, second", False),
        (2, "P3 must", True),
        (2, "P3 may", False),
    ):
        listen(g, keep[seat], Ability("rally", lambda ctx, x=label: ran.append(x), must, label))
    g.emit(Event("rally", player=1))
    g.resolve_pending()
    # the one that must be used, then P2 (active), P3, P1, then P2's other one
    assert ran == ["P3 must", "P2 may, first", "P3 may", "P1 may", "P2 may, second"]
    assert [a for _, a in announced(g)] == ran


def test_a_seat_with_several_abilities_chooses_which_it_announces_first(rules):
    g = new(rules, 2, answers={0: [1]})  # (P1 picks its second ability's card)
    keep = forts(g)
    scout = unit(g, "Scout", 0)
    ran = []
    listen(g, keep[0], Ability("rally", lambda ctx: ran.append("keep"), False, "keep"))
    listen(g, scout, Ability("rally", lambda ctx: ran.append("scout"), False, "scout"))
    g.emit(Event("rally", player=0))
    g.resolve_pending()
    assert ran == ["scout", "keep"]
    asked = g.agents[0].asked[0]
    assert asked.kind == "announce" and asked.options == [keep[0], scout]


def test_each_ability_resolves_completely_before_the_next_is_announced(rules):
    g = new(rules, 2)
    keep = forts(g)
    said = []

    def first(ctx):
        said.append("first begins")
        ctx.game.emit(Event("tired", player=0, card=keep[0]))  # raises another ability
        said.append("first ends")

    # (both must be used: the game's policy puts the opponent's first)
    listen(g, keep[1], Ability("rally", first, True, "first"))
    listen(g, keep[0], Ability("rally", lambda ctx: said.append("second"), True, "second"))
    listen(g, keep[0], Ability("tired", lambda ctx: said.append("raised"), True, "raised"))
    g.emit(Event("rally", player=0))
    g.resolve_pending()
    assert said == ["first begins", "first ends", "raised", "second"]


def test_an_answer_prevents_the_ability_its_effects_cancelled_and_recalled(rules):
    g = new(rules, 2, answers={1: ["Keep"]})
    keep = forts(g)
    deck0 = list(g.state.zones[0]["deck"])
    answered = []

    def draw_two(ctx):
        ctx.game.draw(0, 2)
        ctx.game.set_status(keep[1], "tired")

    def prevent(ctx):
        answered.append(ctx.event.card)
        ctx.game.draw(1, 1)  # (what the answer does happens after the recall)

    listen(g, keep[1], Ability(ANSWER, prevent, label="prevent it"))
    a = Announcement(keep[0], 0, lambda: draw_two(g.context(keep[0], 0, None)), "draw two")
    assert g.announce(a) is False
    assert g.state.zones[0]["deck"] == deck0 and g.state.zones[0]["hand"] == []
    assert not g.has_status(keep[1], "tired")
    assert answered == [keep[0]] and len(g.state.zones[1]["hand"]) == 1
    kinds = [e["t"] for e in g.log.entries]
    assert kinds.index("prevented") > kinds.index("announce")
    assert g.responses.prevented == [a]


def test_a_recalled_ability_gives_back_the_table_card_it_took(rules):
    """A card of the table a seat takes is that seat's; when the ability that took it is
    prevented, the card is the table's again, where it was."""
    g = new(rules, 2, answers={1: ["Keep"]})
    keep = forts(g)
    knight = next(c for c in g.state.zones[g.table]["barracks"] if g.defs[c].name == "Knight")
    listen(g, keep[1], Ability(ANSWER, lambda ctx: None, label="prevent it"))
    take = Announcement(keep[0], 0, lambda: g.move(knight, 0, "hand"), "take a Knight")
    assert g.announce(take) is False
    assert g.state.where[knight] == (g.table, "barracks") and g.owner[knight] == g.table
    g.move(knight, 0, "hand")  # (taken for good, it is the seat's)
    assert g.owner[knight] == 0


def test_a_seat_may_let_an_ability_stand(rules):
    g = new(rules, 2, answers={1: [PASS]})
    keep = forts(g)
    listen(g, keep[1], Ability(ANSWER, lambda ctx: None, label="prevent it"))
    a = Announcement(keep[0], 0, lambda: g.draw(0, 2), "draw two")
    assert g.announce(a) is True
    assert len(g.state.zones[0]["hand"]) == 2
    assert g.agents[1].asked[0].kind == "answer"


def test_nobody_answers_their_own_ability(rules):
    g = new(rules, 2)
    keep = forts(g)
    listen(g, keep[0], Ability(ANSWER, lambda ctx: None, label="prevent it"))
    assert g.announce(Announcement(keep[0], 0, lambda: g.draw(0, 1), "draw")) is True
    assert g.agents[0].asked == []


def test_an_answer_taken_away_by_the_ability_cannot_be_given(rules):
    """The window opens once the ability has resolved: an ability that removed the card of
    an answer leaves nothing to answer with."""
    g = new(rules, 2)
    keep = forts(g)
    scout = unit(g, "Scout", 1)
    listen(g, scout, Ability(ANSWER, lambda ctx: None, label="prevent it"))

    def remove_scout():
        g.move(scout, 1, "discard")
        g.listeners[ANSWER].remove((scout, g.listeners[ANSWER][0][1]))

    assert g.announce(Announcement(keep[0], 0, remove_scout, "remove")) is True
    assert g.agents[1].asked == []


def test_without_response_windows_nothing_is_asked(sets_root):
    from scenario import card_set

    def edit(data):
        data["rules"]["timing"] = {"announce": True}

    rules = card_set(sets_root, SKIRMISH, with_bundled=True, game_yaml_edit=edit)
    g = new(rules, 2)
    keep = forts(g)
    listen(g, keep[1], Ability(ANSWER, lambda ctx: None, label="prevent it"))
    assert g.announce(Announcement(keep[0], 0, lambda: g.draw(0, 1), "draw")) is True
    assert g.agents[1].asked == [] and len(g.state.zones[0]["hand"]) == 1
