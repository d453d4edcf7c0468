"""A person at the terminal: their hand card by card (the game's stats and text), which cards
they may not play and why, any card they can see read with '? name', discard piles as a count
and their top card, narration wrapped to the terminal; a greedy opponent by default; 'q' or
the end of the input resigns."""

from __future__ import annotations

import re

from cardsmith.interpreter.cli import main
from click.testing import CliRunner


def play(*args, input="q\n", columns=None):
    env = {"COLUMNS": str(columns)} if columns else {"COLUMNS": None}
    result = CliRunner().invoke(main, ["play", *args], input=input, env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


MSHS = ("mshs", "--seed", "2", "--p1", "human")  # (P1's first decision: turn 2, power 1)


def first_view(output: str) -> list[str]:
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("turn "))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("player 1>"))
    return lines[start:end]


def test_the_hand_shows_each_cards_stats_and_text():
    view = first_view(play(*MSHS).output)
    at = view.index("  your hand (5 cards):")
    hand = view[at + 1 : at + 6]
    assert all(re.search(r"\(level \d+, attack \d+, ", line) for line in hand), hand
    assert any("— 2 -> Keeper. Whenever you do at least 4 damage" in line for line in hand)


def test_the_cards_that_cannot_be_played_say_why():
    view = first_view(play(*MSHS).output)
    assert (
        "    Thor: God of Thunder (level 10, attack 13, Elemental; blocks Strength) — "
        "can't be played now: its level 10 is above your power 1" in view
    )
    assert not any("Mjolnir Toss" in line and "can't" in line for line in view)


def test_the_rule_a_card_breaks_is_said_in_a_game_without_a_verb_for_it():
    view = first_view(play("crazy_eights", "--seed", "3", "--agents", "human,random").output)
    assert "    Queen of Hearts (rank 12, points 10) — can't be played now" in view
    assert "    Three of Diamonds (rank 3, points 3)" in view
    assert any(line.startswith("    (a card may be played when it's rank 8") for line in view)


def test_a_discard_pile_is_its_count_and_its_top_card():
    view = first_view(play(*MSHS).output)
    assert any(
        line.startswith("  your discard pile: 2 cards, top: Thor: Thunder Rites (level 4,")
        for line in view
    ), view


def test_any_visible_card_can_be_read():
    out = play(*MSHS, input="? thunder rites\n?3\n? rocky\n?\nq\n").output
    assert "Thor: Thunder Rites (level 4, attack 4, Elemental; blocks Speed) — 3 -> Keeper" in out
    assert "player 1> pass" in out  # (?3: the third option)
    # P2's Thing: Rocky Knuckles is still in P2's hand or deck: not visible, so not read
    assert "no card you can see is called 'rocky'" in out
    assert "'? words' reads each card you can see" in out


def test_narration_and_the_view_are_wrapped_to_the_terminal():
    out = play(*MSHS, columns=50).output
    *shown, outcome = out.splitlines()  # (the outcome stays one line, to be found by a script)
    assert max(len(line) for line in shown) <= 50
    assert outcome.startswith("winner: ")
    assert "    Thor: God of Thunder (level 10, attack 13," in out.splitlines()


def test_a_persons_opponent_is_greedy_unless_told():
    out = play(*MSHS).output
    assert out.splitlines()[0].endswith(
        "P1 Avengers Power (human), P2 Fantastic Tricks (greedy), seed 2"
    )


def test_q_and_the_end_of_the_input_resign():
    for typed in ("q\n", ""):
        r = play(*MSHS, input=typed)
        assert r.exit_code == 0
        assert r.output.strip().splitlines()[-1] == (
            "winner: P2 (Fantastic Tricks) after 2 turns: P1 resigned"
        )
