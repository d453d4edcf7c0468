"""Seats and sides: how many players a game takes, who goes first among all seats, the
rotation that skips seats out of the game, opponents by side, and the outcome."""

import pytest
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.seats import GAME, SeatRules, Seats, decide_outcome
from scenario import card_set, vanilla

BLANK = vanilla("Seat: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
HITTER = vanilla("Seat: Hitter", level=1, attack=3, factors=["Strength"], block="Tech")


def _players(low, high, **rules):
    def edit(data):
        data["players"] = {"min": low, "max": high}
        data["rules"].update(rules)

    return edit


@pytest.fixture(scope="module")
def four_seats(sets_root):
    """MSHS's rules for 2 to 4 players, free for all."""
    return card_set(
        sets_root, "mshs", [BLANK, HITTER], with_bundled=False, game_yaml_edit=_players(2, 4)
    )


@pytest.fixture(scope="module")
def teams(sets_root):
    return card_set(
        sets_root,
        "mshs",
        [BLANK, HITTER],
        with_bundled=False,
        game_yaml_edit=_players(4, 4, sides="teams", team_size=2),
    )


def _deck(rules, n_hit=20, n_blank=20):
    key = {c.name: c.key for c in rules.cardset.cards}
    return [key["Seat: Hitter"]] * n_hit + [key["Seat: Blank"]] * n_blank


def _game(rules, seats, seed):
    decks = [_deck(rules) for _ in range(seats)]
    return Game(rules, decks, [RandomAgent(seed * 10 + i) for i in range(seats)], seed)


# ---------------------------------------------------------------------------- the parts


def test_free_for_all_every_other_seat_is_an_opponent():
    s = Seats(SeatRules(2, 4), 4)
    assert s.opponents(0) == [1, 2, 3]
    assert s.allies(0) == []


def test_teams_sit_alternately_and_partners_are_not_opponents():
    s = Seats(SeatRules(4, 4, sides="teams", team_size=2), 4)
    assert s.side_of == [0, 1, 0, 1]
    assert s.opponents(0) == [1, 3]
    assert s.allies(0) == [2]


def test_in_a_cooperative_game_nobody_is_an_opponent():
    s = Seats(SeatRules(1, 5, sides="cooperative"), 3)
    assert s.opponents(1) == []
    assert s.allies(1) == [0, 2]


def test_the_rotation_skips_seats_that_are_out():
    s = Seats(SeatRules(2, 4), 4)
    s.eliminate(2)
    assert s.next_after(1) == 3
    assert s.order_from(1) == [1, 3, 0]
    assert s.opponents(0) == [1, 3]
    assert s.left_of(1) == 3 and s.right_of(3) == 1


def test_an_outcome_names_the_winning_side_and_each_seats_result():
    s = Seats(SeatRules(4, 4, sides="teams", team_size=2), 4)
    o = decide_outcome(s, [1], "seat 2 won", "test", 10, 0)
    assert o.winners == (1, 3) and o.side == 1
    assert o.results == ["lose", "win", "lose", "win"]
    assert o.winner == -1  # two seats won: no single winner
    draw = decide_outcome(s, -1, "nobody", "test", 10, 0)
    assert draw.side is None and draw.results == ["draw"] * 4
    lost = decide_outcome(
        Seats(SeatRules(1, 5, sides="cooperative"), 2), GAME, "evil won", "scheme", 5, 0
    )
    assert lost.side == GAME and lost.results == ["lose", "lose"]


# ---------------------------------------------------------------------------- whole games


def test_a_game_refuses_a_number_of_seats_outside_its_range(four_seats, sets_root):
    with pytest.raises(ValueError, match="2 to 4 players, not 5"):
        _game(four_seats, 5, 1)
    two = card_set(sets_root, "mshs", [BLANK, HITTER], with_bundled=False)
    with pytest.raises(ValueError, match="for 2 players, not 3"):
        _game(two, 3, 1)


def test_with_three_seats_every_seat_goes_first_and_wins_sometimes(four_seats):
    firsts, wins = set(), set()
    for seed in range(1, 40):
        g = _game(four_seats, 3, seed)
        result = g.run()
        firsts.add(result.first)
        if result.winner >= 0:
            wins.add(result.winner)
    assert firsts == {0, 1, 2}
    assert wins == {0, 1, 2}


def test_a_seat_with_no_cards_left_is_out_and_the_turn_skips_it(four_seats):
    for seed in range(1, 40):
        decks = [_deck(four_seats) for _ in range(3)]
        g = Game(four_seats, decks, [RandomAgent(seed * 10 + i) for i in range(3)], seed, log=True)
        g.run()
        gone = [i for i, e in enumerate(g.log.entries) if e["t"] == "out"]
        if gone and g.result().winner >= 0:
            break
    else:
        pytest.fail("no game had a seat go out before the end")
    out = g.log.entries[gone[0]]["player"]
    later = [e["player"] for e in g.log.entries[gone[0] :] if e["t"] == "turn"]
    assert later and out not in later
    assert g.result().results[out] == "lose"


def test_the_game_ends_when_one_team_is_left(teams):
    for seed in range(1, 20):
        g = _game(teams, 4, seed)
        result = g.run()
        if result.side is not None:
            assert len(result.winners) == 2
            assert {g.seats.side_of[p] for p in result.winners} == {result.side}
            assert all(g.seats.out[p] for p in range(4) if p not in result.winners)
            return
    pytest.fail("no team won")


def test_a_counter_of_each_seat_changes_for_the_seat_whose_text_changes_it(sets_root):
    def edit(data):
        data["rules"]["counters"]["power"]["owner"] = "seat"

    rules = card_set(sets_root, "mshs", [BLANK, HITTER], with_bundled=False, game_yaml_edit=edit)
    g = _game(rules, 2, 3)
    g.setup()
    g.state.turn = 1
    g.state.active = 1
    g.adjust_counter("power", 2, 1)
    assert g.state.counters["power"] == [1, 3]
    g.adjust_counter("power", 1)  # no seat named: the active seat's
    assert g.state.counters["power"] == [1, 4]


# ---------------------------------------------------------------------------- resigning


def test_a_seat_that_resigns_loses_with_its_whole_team(teams):
    g = _game(teams, 4, 3)
    g.setup()
    g.resign(0)  # P1 and P3 are one team
    out = g.result()
    assert out is not None and out.ending == "resigned"
    assert sorted(out.winners) == [1, 3]
    assert out.results[0] == out.results[2] == "lose"


def test_in_a_free_for_all_the_others_win_when_one_resigns(four_seats):
    g = _game(four_seats, 3, 5)
    g.setup()
    g.resign(1)
    out = g.result()
    assert sorted(out.winners) == [0, 2]
    assert out.results[1] == "lose"


def test_at_a_cooperative_table_a_resignation_is_the_game_s_win(sets_root):
    coop = card_set(
        sets_root,
        "mshs",
        [BLANK, HITTER],
        with_bundled=False,
        game_yaml_edit=_players(2, 3, sides="cooperative"),
    )
    g = _game(coop, 3, 1)
    g.setup()
    g.resign(2)
    out = g.result()
    assert out.side == GAME and out.winners == ()
    assert all(r == "lose" for r in out.results)
