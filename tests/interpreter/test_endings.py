"""Endings and scoring as data (``rules.endings``, ``rules.scoring``): a seat with empty zones,
a count of cards or a counter at a bound, idle rounds, a position that repeats, a condition of
the card language; each with a result (lose, win, draw, or the game wins), and the outcome says
which ending ended the game and why.  Tested on MSHS's cards with the endings replaced."""

import pytest
from cardsmith.dsl.diagnostics import CardsmithError
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import Game, GameOver
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
