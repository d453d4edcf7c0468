"""Crazy Eights, rule by rule (the variant in cardsets/crazy_eights/NOTES.md), with scripted
decisions and fixed seeds.  The game is pure data: these tests run it through the generic
engine only."""

import itertools

import pytest
from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import Game, GameOver
from cardsmith.interpreter.rules import compiled_rules


@pytest.fixture(scope="module")
def c8():
    return compiled_rules("crazy_eights")


def new(c8, seats=2, seed=1, answers=None, log=True):
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, []), fallback=RandomAgent(p)) for p in range(seats)]
    return Game(c8, [[] for _ in range(seats)], agents, seed, log=log)


def card(g, name):
    return next(c for c, d in enumerate(g.defs) if d.name == name)


def lay(g, hands=(), discard=(), stock=None, active=0):
    """Put the named cards where the test wants them: hands per seat, the discard pile (last
    is the top) and the stock (last is the top; None: every other card, in id order)."""
    placed = set()
    for p, names in enumerate(hands):
        for n in names:
            g.move(card(g, n), p, "hand")
            placed.add(n)
    for n in discard:
        g.move(card(g, n), g.table, "discard")
        placed.add(n)
    if stock is not None:
        for c in list(g.state.zones[g.table]["stock"]):
            g.move(c, g.table, "discard", bottom=True)
        for n in stock:
            g.move(card(g, n), g.table, "stock")
    g.state.active = active
    g.state.turn = 1
    return g


def names(g, player, zone):
    return [g.defs[c].name for c in g.state.zones[player][zone]]


def top(g):
    return g.defs[g.state.zones[g.table]["discard"][-1]].name


# ---------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("seats, dealt", [(2, 7), (3, 5), (4, 5), (5, 5)])
def test_seven_cards_each_for_two_players_five_for_more(c8, seats, dealt):
    g = new(c8, seats)
    g.setup()
    assert [len(g.state.zones[p]["hand"]) for p in range(seats)] == [dealt] * seats
    assert len(g.state.zones[g.table]["discard"]) == 1  # the starter
    assert len(g.state.zones[g.table]["stock"]) == 52 - seats * dealt - 1


def test_the_stock_and_discard_pile_are_the_tables_once(c8):
    g = new(c8, 3)
    assert set(g.state.zones[g.table]) == {"stock", "discard"}
    assert all(set(g.state.zones[p]) == {"hand"} for p in range(3))


def test_the_first_player_is_any_seat_chosen_at_random(c8):
    firsts = {new(c8, 4, seed).run().first for seed in range(1, 40)}
    assert firsts == {0, 1, 2, 3}


# ---------------------------------------------------------------------------- playing


def test_a_card_of_the_same_suit_or_rank_may_be_played(c8):
    g = lay(
        new(c8),
        hands=[["Five of Hearts", "Nine of Clubs", "Nine of Spades", "King of Diamonds"]],
        discard=["Nine of Hearts"],
    )
    playable = [g.defs[c].name for c in g.state.zones[0]["hand"] if g.can_play(0, c)]
    assert playable == ["Five of Hearts", "Nine of Clubs", "Nine of Spades"]


def test_an_eight_may_always_be_played(c8):
    g = lay(new(c8), hands=[["Eight of Clubs"]], discard=["Two of Hearts"])
    assert g.can_play(0, card(g, "Eight of Clubs"))


def test_an_eight_names_the_suit_the_next_player_must_follow(c8):
    g = lay(
        new(c8, answers={0: ["Eight of Clubs", "Spades"]}),
        hands=[["Eight of Clubs", "Two of Diamonds"], ["Four of Spades", "Five of Clubs"]],
        discard=["Two of Hearts"],
        stock=["Ace of Diamonds"],
    )
    g.run_step("play", 0)
    assert top(g) == "Eight of Clubs"
    assert g.names_of(card(g, "Eight of Clubs"), "suit") == {"spades"}
    assert g.can_play(1, card(g, "Four of Spades"))
    assert not g.can_play(1, card(g, "Five of Clubs"))  # the Eight's printed suit is gone


def test_a_player_who_cannot_play_draws_until_they_can_then_must_play(c8):
    g = lay(
        new(c8, answers={1: ["Seven of Hearts"]}),
        hands=[["Ace of Spades"], ["Two of Clubs"]],
        discard=["King of Hearts"],
        stock=["Seven of Hearts", "Three of Diamonds", "Four of Clubs"],
        active=1,
    )
    g.state.turn = 0  # (the game's first turn: seat 2 stays active)
    g.take_turn()
    assert g.state.active == 1
    draws = [e for e in g.log.entries if e["t"] == "draw"]
    assert len(draws) == 3
    assert top(g) == "Seven of Hearts"
    assert sorted(names(g, 1, "hand")) == ["Four of Clubs", "Three of Diamonds", "Two of Clubs"]


def test_a_player_who_can_play_does_not_draw(c8):
    g = lay(
        new(c8, answers={0: ["King of Spades"]}),
        hands=[["King of Spades", "Two of Clubs"]],
        discard=["King of Hearts"],
        stock=["Seven of Hearts"],
    )
    g.run_step("draw", 0)
    g.run_step("play", 0)
    assert names(g, 0, "hand") == ["Two of Clubs"] and top(g) == "King of Spades"
    assert names(g, g.table, "stock") == ["Seven of Hearts"]


def test_with_the_stock_empty_a_player_who_cannot_play_passes(c8):
    g = lay(new(c8), hands=[["Two of Clubs"]], discard=["King of Hearts"], stock=[])
    g.run_step("draw", 0)
    g.run_step("play", 0)
    assert names(g, 0, "hand") == ["Two of Clubs"] and top(g) == "King of Hearts"
    assert any("has no card that can be played" in line for line in g.log.narration())


def test_turns_pass_clockwise_to_every_seat(c8):
    g = new(c8, 4, seed=3)
    g.run()
    order = [e["player"] for e in g.log.entries if e["t"] == "turn"]
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(order))


# ---------------------------------------------------------------------------- the end


def test_the_first_player_out_wins_and_scores_the_other_hands(c8):
    g = lay(
        new(c8, 3, answers={0: ["Two of Hearts"]}),
        hands=[
            ["Two of Hearts"],
            ["Eight of Clubs", "King of Spades"],
            ["Ace of Diamonds", "Five of Spades"],
        ],
        discard=["Nine of Hearts"],
        stock=["Three of Clubs"],
    )
    g.state.turn = 0
    with pytest.raises(GameOver):
        g.take_turn()
    out = g.result()
    assert out.winners == (0,) and out.ending == "first out"
    assert out.reason == "P1 played every card"
    assert out.scores == [50 + 10 + 1 + 5, 0, 0]


def test_a_blocked_game_is_won_by_the_fewest_penalty_points(c8):
    g = lay(
        new(c8, 2),
        hands=[["Two of Clubs", "Three of Clubs"], ["King of Clubs"]],
        discard=["Nine of Hearts"],
        stock=[],
    )
    g.state.turn = 0
    with pytest.raises(GameOver):
        for _ in range(4):
            g.take_turn()
    out = g.result()
    assert out.ending == "blocked" and out.winners == (0,)  # 5 points against 10
    assert out.scores == [10, 0]  # the winner scores the rest
    assert out.reason == "nobody could play; P1 has the fewest points (5)"


def test_a_blocked_game_with_equal_points_is_a_draw(c8):
    g = lay(
        new(c8, 2),
        hands=[["Two of Clubs", "Three of Clubs"], ["Five of Clubs"]],
        discard=["Nine of Hearts"],
        stock=[],
    )
    g.state.turn = 0
    with pytest.raises(GameOver):
        for _ in range(4):
            g.take_turn()
    assert g.result().ending == "blocked" and g.result().side is None


def test_going_out_is_checked_at_once_not_at_the_end_of_the_turn(c8):
    g = lay(new(c8), hands=[[], ["Two of Clubs"]], discard=["Nine of Hearts"], stock=[])
    with pytest.raises(GameOver):
        check_endings(g, "step")
    assert g.result().winners == (0,)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_game_ends_with_an_outcome_and_a_reason(c8, seats):
    for seed in range(1, 15):
        out = new(c8, seats, seed, log=False).run()
        assert (
            out is not None and out.reason and out.ending in ("first out", "blocked", "turn limit")
        )


# ---------------------------------------------------------------------------- variants


def test_the_draw_one_variant_draws_a_single_card_then_passes():
    rules = compiled_rules("crazy_eights", "draw one")
    g = lay(
        new(rules),
        hands=[["Ace of Spades"], ["Two of Clubs"]],
        discard=["King of Hearts"],
        stock=["Seven of Clubs", "Three of Diamonds", "Four of Clubs"],
    )
    g.run_step("draw", 0)
    g.run_step("play", 0)
    assert sorted(names(g, 0, "hand")) == ["Ace of Spades", "Four of Clubs"]
    assert top(g) == "King of Hearts"


def test_the_standard_game_draws_until_a_card_plays(c8):
    g = lay(
        new(c8),
        hands=[["Ace of Spades"], ["Two of Clubs"]],
        discard=["King of Hearts"],
        stock=["Seven of Hearts", "Three of Diamonds", "Four of Clubs"],
    )
    g.run_step("draw", 0)
    assert len(names(g, 0, "hand")) == 4
