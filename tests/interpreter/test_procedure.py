"""The turn as a declared procedure (``rules.turn``): sequences, a choice among actions with
conditions and per-turn uses, repeats, optional steps, steps for each player, and events at the
start and end of named steps that card text hears.  Tested on a small game of MSHS's cards with
its turn replaced."""

import pytest
from cardsmith.dsl.diagnostics import CardsmithError
from scenario import card_set, cards_of, scenario, vanilla

BLANK = vanilla("Proc: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
WATCHER = vanilla(
    "Proc: Watcher",
    level=9,
    attack=1,
    factors=["Energy"],
    block="Energy",
    text="2 -> Keeper. At the end of your draw step, you draw a card.",
)
CARDS = [BLANK]
B = BLANK["name"]


def _turn(steps, **more):
    def edit(data):
        data["rules"]["turn"] = steps
        data["rules"].update(more)

    return edit


def _rules(sets_root, steps, cards=CARDS):
    return card_set(sets_root, "mshs", cards, with_bundled=False, game_yaml_edit=_turn(steps))


def _game(rules, answers=None, hand0=1, **kw):
    return scenario(
        rules,
        p1={"deck": [B] * 10, "hand": [B] * hand0},
        p2={"deck": [B] * 10},
        answers=answers,
        turn=1,
        **kw,
    )


def _turn_of(g):
    g.state.turn = 0
    g.take_turn()


def test_a_choice_offers_only_the_actions_whose_condition_holds(sets_root):
    rules = _rules(
        sets_root,
        [
            {
                "name": "act",
                "choose": [
                    {
                        "name": "draw two",
                        "when": "you have at least 2 cards in your hand",
                        "do": [{"text": "Draw two cards."}],
                    },
                    {"name": "draw one", "do": [{"text": "Draw a card."}]},
                    {"name": "pass"},
                ],
            }
        ],
    )
    g = _game(rules, answers={0: ["draw one"]}, hand0=1)
    _turn_of(g)
    assert g.agents[0].asked[0].options == ["draw one", "pass"]
    assert len(cards_of(g, 0, "hand")) == 2
    g = _game(rules, answers={0: ["draw two"]}, hand0=2)
    _turn_of(g)
    assert g.agents[0].asked[0].options == ["draw two", "draw one", "pass"]
    assert len(cards_of(g, 0, "hand")) == 4


def test_an_action_that_would_play_nothing_is_not_offered(sets_root):
    # (offered, an agent that kept picking it would never end its turn)
    cheap = vanilla("Proc: Cheap", level=1, attack=1, factors=["Energy"], block="Energy")
    rules = _rules(
        sets_root,
        [
            {
                "name": "act",
                "choose": [
                    {
                        "name": "play a card",
                        "when": "you have a card in your hand",
                        "do": [{"play": {"from": "hand", "optional": False}}],
                    },
                    {"name": "draw one", "do": [{"text": "Draw a card."}]},
                    {"name": "pass"},
                ],
            }
        ],
        cards=[BLANK, cheap],
    )
    g = _game(rules, answers={0: ["draw one"]}, hand0=1)  # (a level 9 card: not playable)
    _turn_of(g)
    assert g.agents[0].asked[0].options == ["draw one", "pass"]
    g = scenario(
        rules,
        p1={"deck": [B] * 10, "hand": [cheap["name"]]},
        p2={"deck": [B] * 10},
        answers={0: ["play a card", cheap["name"]]},
        turn=1,
    )
    _turn_of(g)
    assert g.agents[0].asked[0].options == ["play a card", "draw one", "pass"]
    assert cards_of(g, 0, "hand") == []


def test_an_action_with_uses_is_offered_that_many_times_a_turn(sets_root):
    rules = _rules(
        sets_root,
        [
            {
                "name": "main",
                "repeat": [
                    {
                        "choose": [
                            {"name": "draw", "uses": 2, "do": [{"text": "Draw a card."}]},
                            {"name": "pass"},
                        ]
                    }
                ],
                "until_pass": True,
            }
        ],
    )
    g = _game(rules, answers={0: ["draw", "draw"]})
    _turn_of(g)
    # the third time only "pass" is left: no choice to ask
    assert [d.options for d in g.agents[0].asked] == [["draw", "pass"]] * 2
    assert len(cards_of(g, 0, "hand")) == 3


def test_repeat_until_a_condition_holds(sets_root):
    rules = _rules(
        sets_root,
        [{"repeat": [{"text": "Draw a card."}], "until": "you have at least 4 cards in your hand"}],
    )
    g = _game(rules, hand0=1)
    _turn_of(g)
    assert len(cards_of(g, 0, "hand")) == 4


def test_repeat_at_most_max_times(sets_root):
    rules = _rules(sets_root, [{"repeat": [{"text": "Draw a card."}], "max": 3}])
    g = _game(rules, hand0=0)
    _turn_of(g)
    assert len(cards_of(g, 0, "hand")) == 3


def test_an_optional_step_asks_first(sets_root):
    rules = _rules(sets_root, [{"optional": [{"text": "Draw two cards."}], "prompt": "draw two?"}])
    g = _game(rules, answers={0: [False]}, hand0=0)
    _turn_of(g)
    assert cards_of(g, 0, "hand") == []
    g = _game(rules, answers={0: [True]}, hand0=0)
    _turn_of(g)
    assert len(cards_of(g, 0, "hand")) == 2


def test_each_player_does_the_steps_from_the_active_seat(sets_root):
    rules = _rules(sets_root, [{"each_player": [{"text": "Draw a card."}]}])
    g = _game(rules, hand0=0, active=1)
    _turn_of(g)  # (the game's first turn: seat 2 stays active)
    draws = [e["player"] for e in g.log.entries if e["t"] == "draw"]
    assert draws == [1, 0]  # from the active seat, clockwise


def test_a_step_that_skips_the_first_turn(sets_root):
    rules = _rules(sets_root, [{"name": "draw", "text": "Draw a card.", "skip": "first_turn"}])
    g = _game(rules, hand0=0)
    _turn_of(g)
    assert cards_of(g, 0, "hand") == []
    g.take_turn()
    assert len(cards_of(g, 1, "hand")) == 1


def test_card_text_hears_the_end_of_a_named_step(sets_root):
    rules = _rules(
        sets_root,
        [{"name": "draw", "text": "Draw a card."}, {"name": "other", "text": "Draw a card."}],
        [BLANK, WATCHER],
    )
    g = scenario(
        rules, p1={"deck": [B] * 10, "keepers": [WATCHER["name"]]}, p2={"deck": [B] * 10}, turn=1
    )
    _turn_of(g)
    # the draw step's card, the Keeper's card at the end of the draw step, the other step's
    assert len(cards_of(g, 0, "hand")) == 3
    resolved = [e for e in g.log.entries if e["t"] == "resolve"]
    assert len(resolved) == 1


@pytest.mark.parametrize(
    "steps, message",
    [
        ([{"text": "Draw a card.", "event": "x"}], "exactly one of"),
        ([{"repeat": [{"text": "Draw a card."}]}], "needs 'until'"),
        ([{"choose": [{"name": "a", "when": "Draw a card"}]}], "unexpected 'Draw'"),
        (
            [{"name": "x", "text": "Draw a card."}, {"name": "x", "text": "Draw a card."}],
            "two steps are named 'x'",
        ),
        ([{"text": "Draw a flurble."}], "flurble"),
    ],
)
def test_a_step_that_cannot_work_is_a_located_game_error(sets_root, steps, message):
    with pytest.raises(CardsmithError) as err:
        _rules(sets_root, steps)
    d = err.value.diagnostics[0]
    assert d.code == "E-GAME" and message in d.render()
    assert d.path.endswith("game.yaml")
