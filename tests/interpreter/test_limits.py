"""Limits: a game that would never end, or whose effects never stop, ends with a declared
result (never a hang, never a traceback)."""

import pytest
from cardsmith.interpreter.agents import RandomAgent
from scenario import card_set, scenario, vanilla

PING = vanilla(
    "Echo: Ping",
    level=1,
    attack=2,
    factors=["Speed"],
    block="Tech",
    text="2 -> Keeper. Whenever you draw any number of cards, your opponent draws a card.",
)
AGAIN = vanilla(
    "Echo: Again",
    level=1,
    attack=1,
    factors=["Speed"],
    block="Tech",
    text="1 -> Play this attack again.",
)
BLANK = vanilla("Echo: Blank", level=9, attack=1, factors=["Energy"], block="Energy")


@pytest.fixture(scope="module")
def loops(sets_root):
    return card_set(sets_root, "mshs", [PING, AGAIN, BLANK], with_bundled=False)


def test_triggers_that_trigger_each_other_end_the_game_at_the_chain_limit(loops):
    """Each player's Keeper makes the other draw whenever its owner draws: a ping-pong."""
    g = scenario(
        loops,
        p1={"keepers": ["Echo: Ping"], "deck": ["Echo: Blank"] * 30},
        p2={"keepers": ["Echo: Ping"], "deck": ["Echo: Blank"] * 30},
        turn=0,
    )
    g.agents = [RandomAgent(1), RandomAgent(2)]
    result = g.run()
    assert result.winner == -1
    assert result.reason == ("triggered abilities kept triggering each other (more than 40 deep)")


def test_a_card_that_plays_itself_forever_ends_the_game_at_the_nesting_limit(loops):
    g = scenario(
        loops, p1={"hand": ["Echo: Again"]}, p2={"deck": ["Echo: Blank"] * 60}, turn=0, power=1
    )
    g.agents = [RandomAgent(1), RandomAgent(2)]
    result = g.run()
    assert result.winner == -1
    assert "kept playing cards" in result.reason


def test_a_game_that_never_ends_stops_at_the_turn_limit(sets_root):
    rules = card_set(
        sets_root,
        "mshs",
        [BLANK],
        with_bundled=False,
        game_yaml_edit=lambda d: d["rules"]["limits"].update(max_turns=7),
    )
    g = scenario(
        rules, p1={"deck": ["Echo: Blank"] * 40}, p2={"deck": ["Echo: Blank"] * 40}, turn=0
    )
    g.agents = [RandomAgent(1), RandomAgent(2)]
    result = g.run()  # level-9 cards are never playable: nobody ever attacks
    assert result.winner == -1
    assert result.reason == "turn limit (7)"
    assert result.turns == 7
