"""Endings and scoring as data (``rules.endings``, ``rules.scoring``): a seat with empty zones,
a count of cards or a counter at a bound, idle rounds, a position that repeats, a condition of
the card language; each with a result (lose, win, draw, or the game wins), and the outcome says
which ending ended the game and why.  Tested on MSHS's cards with the endings replaced."""

import pytest
from cardsmith.dsl.diagnostics import CardsmithError
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import Game, GameOver
from cardsmith.interpreter.timing import Event
from scenario import card_set, scenario, vanilla

BLANK = vanilla("End: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
HIT = vanilla("End: Hit", level=1, attack=2, factors=["Strength"], block="Tech")
B, H = BLANK["name"], HIT["name"]


def _rules(sets_root, endings, **more):
    def edit(data):
        data["rules"]["endings"] = endings
        data["rules"].update(more)

    return card_set(sets_root, "mshs", [BLANK, HIT], with_bundled=False, game_yaml_edit=edit)


def _end(g, when="turn_end"):
    with pytest.raises(GameOver):
        check_endings(g, when)
    return g.state.outcome


def test_a_seat_with_a_count_of_cards_loses(sets_root):
    rules = _rules(
        sets_root,
        [{"name": "buried", "count": {"zone": "discard", "at_least": 3}, "result": "lose"}],
    )
    g = scenario(rules, p1={"deck": [B] * 3}, p2={"discard": [B] * 3, "deck": [B] * 3})
    out = _end(g)
    assert out.winner == 0 and out.ending == "buried"
    assert out.reason == "P2 has at least 3 cards in discard pile"


def test_a_seat_with_no_cards_in_hand_wins(sets_root):
    rules = _rules(
        sets_root,
        [
            {
                "name": "first out",
                "count": {"zone": "hand", "at_most": 0},
                "result": "win",
                "check": "step",
                "reason": "{players} played every card",
            }
        ],
    )
    g = scenario(rules, p1={"hand": [B]}, p2={"hand": []})
    out = _end(g, "step")
    assert out.winners == (1,) and out.reason == "P2 played every card"
    g = scenario(rules, p1={"hand": [B]}, p2={"hand": [B]})
    check_endings(g, "turn_end")  # (checked after steps only)
    check_endings(g, "step")
    assert g.state.outcome is None


def test_a_counter_at_a_bound_ends_the_game_in_a_draw(sets_root):
    rules = _rules(
        sets_root,
        [{"name": "overload", "counter": {"name": "power", "at_least": 5}, "result": "draw"}],
    )
    g = scenario(rules, p1={"deck": [B]}, p2={"deck": [B]}, power=4)
    check_endings(g, "turn_end")
    g.state.counters["power"] = 5
    out = _end(g)
    assert out.side is None and out.results == ["draw", "draw"]
    assert out.reason == "the power is at least 5"


def test_the_game_itself_can_win(sets_root):
    rules = _rules(
        sets_root,
        [
            {
                "name": "doom",
                "when": "the power is 7 or more",
                "result": "game",
                "reason": "the doom clock ran out",
            }
        ],
    )
    g = scenario(rules, p1={"deck": [B]}, p2={"deck": [B]}, power=7)
    out = _end(g)
    assert out.side == "game" and out.results == ["lose", "lose"] and out.winners == ()


def test_idle_rounds_end_the_game(sets_root):
    rules = _rules(sets_root, [{"name": "idle", "idle": 2, "result": "draw"}])
    decks = [[c.key for c in rules.cardset.cards if c.name == B] * 30] * 2
    g = Game(rules, decks, [RandomAgent(1), RandomAgent(2)], 5)
    out = g.run()  # level-9 cards: nobody ever plays
    assert out.ending == "idle" and out.turns == 4
    assert "play" in rules.history_kinds


def test_the_events_an_ending_counts_are_kept_in_a_game_without_a_log(sets_root):
    """The turn history keeps only the events something asks about (when the game is not
    logged): an idle or tally ending asks about the events it names."""
    rules = _rules(
        sets_root,
        [
            {"name": "idle", "idle": 2, "events": ["draw"], "result": "draw"},
            {"name": "loop", "tally": {"event": "discard", "at_least": 3, "reset_by": ["shuffle"]},
             "result": "draw"},
        ],
    )  # fmt: skip
    assert {"draw", "discard", "shuffle"} <= rules.history_kinds
    decks = [[c.key for c in rules.cardset.cards if c.name == B] * 30] * 2
    g = Game(rules, decks, [RandomAgent(1), RandomAgent(2)], 5)
    assert g.log is None
    g.state.turn = 1
    g.draw(0, 1)
    assert g.idle_turns(("draw",)) == 0


def test_a_repeated_position_ends_the_game(sets_root):
    rules = _rules(
        sets_root,
        [{"name": "loop", "repeat": 3, "result": "draw"}],
        turn=[{"name": "nothing", "text": "Do nothing."}],
    )
    decks = [[c.key for c in rules.cardset.cards if c.name == B] * 5] * 2
    g = Game(rules, decks, [RandomAgent(1), RandomAgent(2)], 5)
    out = g.run()
    # the positions at the end of turns 1, 3 and 5 are the same (P1 to play, nothing moved)
    assert out.ending == "loop" and out.turns == 5


def test_scores_are_summed_over_a_zone(sets_root):
    rules = _rules(
        sets_root,
        [{"name": "empty", "empty": ["hand", "deck"]}],
        scoring=[{"sum": "level", "zone": "hand", "of": "others"}],
    )
    g = scenario(rules, p1={"hand": [H, B]}, p2={"hand": []})
    out = _end(g)
    assert out.winner == 0
    assert out.scores == [0, 10]  # P1 scores P2's hand (none); P2 scores P1's (1 + 9)


@pytest.mark.parametrize(
    "ending, message",
    [
        ({"empty": ["nowhere"]}, "'nowhere' is not a zone"),
        ({"count": {"zone": "hand"}}, "needs 'at_least' or 'at_most'"),
        ({"counter": {"name": "mana", "at_least": 1}}, "unknown counter 'mana'"),
        ({"name": "x"}, "needs one of"),
        ({"when": "Draw a card"}, "unexpected 'Draw'"),
    ],
)
def test_an_ending_that_cannot_work_is_a_located_game_error(sets_root, ending, message):
    with pytest.raises(CardsmithError) as err:
        _rules(sets_root, [ending])
    d = err.value.diagnostics[0]
    assert d.code == "E-GAME" and message in d.render() and d.path.endswith("game.yaml")


# ---------------------------------------------------------------------------- turns in a row,
# tallies of events (on the small game tests/fixtures/games/skirmish)


def _skirmish():
    from cardsmith.interpreter.rules import compiled_rules
    from skirmish import SKIRMISH

    return compiled_rules(SKIRMISH)


def test_a_seat_is_out_after_three_of_its_own_turns_in_a_row_with_an_empty_field():
    from skirmish import new, take

    g = new(_skirmish(), seats=3)
    take(g, "Scout", 0)
    take(g, "Scout", 1)  # (P3 has nothing in the field)
    for turn, seat in ((1, 0), (2, 1), (3, 2), (4, 0), (5, 1), (6, 2), (7, 0), (8, 1)):
        g.state.turn, g.state.active = turn, seat
        g.emit(Event("draw", player=seat))  # (not an idle game)
        check_endings(g, "turn_end")
    assert g.seats.out == [False, False, False]  # (P3's own turns so far: two)
    g.state.turn, g.state.active = 9, 2
    g.emit(Event("draw", player=2))
    check_endings(g, "turn_end")
    assert g.seats.out == [False, False, True]
    assert any(e["t"] == "out" and e["ending"] == "abandoned" for e in g.log.entries)


def test_a_turn_with_a_card_in_the_field_starts_the_count_again():
    from skirmish import new, take

    g = new(_skirmish(), seats=2)
    take(g, "Scout", 0)
    for turn in (1, 3):
        g.state.turn, g.state.active = turn + 1, 1
        g.emit(Event("draw", player=1))
        check_endings(g, "turn_end")
    scout = take(g, "Scout", 1)
    g.state.turn = 6
    check_endings(g, "turn_end")  # (something in the field: back to 0)
    g.move(scout, g.table, "fallen")
    for turn in (8, 10):
        g.state.turn = turn
        g.emit(Event("draw", player=1))  # (not an idle game)
        check_endings(g, "turn_end")
    assert g.seats.out == [False, False]
    g.state.turn = 12
    g.emit(Event("draw", player=1))
    with pytest.raises(GameOver):
        check_endings(g, "turn_end")
    assert g.state.outcome.winners == (0,) and g.state.outcome.ending == "abandoned"


def test_the_sixth_attack_with_nothing_else_in_between_is_a_draw():
    from skirmish import new

    g = new(_skirmish(), seats=2)
    g.state.turn = 1
    g.emit(Event("play", player=0))
    for i in range(5):
        g.state.turn = 2 + i
        g.emit(Event("attack", player=i % 2))
        g.emit(Event("tired", player=i % 2))  # (what an attack does is no reset)
        check_endings(g, "step")
    g.emit(Event("draw", player=0))
    g.emit(Event("attack", player=1))
    check_endings(g, "step")  # (a draw came between: the count starts again)
    for _ in range(5):
        g.emit(Event("attack", player=1))
    out = _end(g, "step")
    assert out.ending == "loop" and out.side is None


def test_rounds_in_which_nobody_draws_plays_or_attacks_are_a_draw():
    from skirmish import new, take

    g = new(_skirmish(), seats=2)
    take(g, "Scout", 0)
    take(g, "Scout", 1)
    g.state.turn = 1
    g.emit(Event("attack", player=0))
    for turn in range(2, 9):
        g.state.turn = turn
        check_endings(g, "turn_end")  # (seven turns: not yet four rounds)
    g.state.turn = 9
    out = _end(g)
    assert out.ending == "idle" and out.side is None


def test_a_streak_on_a_test_of_the_whole_table_is_refused(sets_root):
    with pytest.raises(CardsmithError) as err:
        _rules(sets_root, [{"name": "x", "idle": 2, "streak": 2, "result": "draw"}])
    assert "a streak counts a seat's own turns" in str(err.value.diagnostics[0])
