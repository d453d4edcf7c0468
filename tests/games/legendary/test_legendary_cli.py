"""`cardsmith play legendary` from the command line: the narration, the one closing line, a
person's view of the table, and replays, for 1 to 5 players."""

import re

import pytest
from cardsmith.interpreter.cli import main
from click.testing import CliRunner

LINE = re.compile(r"^the players (win|lose) after \d+ turns: .+; VP " + r"P1 \d+(, P\d \d+)*$")


def run(*args, input=None):
    # (no $COLUMNS: lines are asserted whole, so they must not be wrapped to whatever width
    # the environment of the run happens to name)
    return CliRunner().invoke(main, list(args), input=input, env={"COLUMNS": None})


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_play_ends_with_one_line_won_or_lost_why_when_and_each_players_vp(players):
    r = run("play", "legendary", "--players", str(players), "--seed", "3", "--quiet")
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and LINE.match(lines[0]), lines
    assert lines[0].count(", P") == players - 1


def test_a_scenario_names_the_scheme_and_the_mastermind():
    r = run(
        "play",
        "legendary",
        "--players",
        "2",
        "--seed",
        "5",
        "--scenario",
        "Doomsday Countdown / Sifu Maelstrom",
    )
    assert r.exit_code == 0, r.output
    assert "Legendary (Doomsday Countdown / Sifu Maelstrom)" in r.output.splitlines()[0]
    assert "the Villain Deck plays" in r.output
    assert run("play", "legendary", "--scenario", "No Such Scheme").exit_code == 2
    assert run("play", "legendary", "--players", "6").exit_code == 2


def test_a_person_sees_the_city_hq_mastermind_scheme_their_hand_pools_and_why_not():
    r = run(
        "play",
        "legendary",
        "--players",
        "2",
        "--seed",
        "7",
        "--p1",
        "human",
        "--scenario",
        "Doomsday Countdown / The Pale Regent",
        input="1\n1\nq\n",
    )
    out = r.output
    assert "City: Sewers:" in out and "| Bridge:" in out
    assert "HQ: " in out and "(cost " in out
    assert "Mastermind space: The Pale Regent (attack 8, vp 6) with 4 face-down cards" in out
    assert "Scheme space: Doomsday Countdown" in out
    assert "your hand (6 cards):\n    S.H.I.E.L.D." in out and "recruit: 0, attack: 0" in out
    assert "Wound Stack: Wound x30" in out  # (repeated cards counted)
    assert re.search(r"not now: recruit: the cheapest, .+, needs \d recruit, you have 0", out)


def test_a_logged_game_replays(tmp_path):
    log = tmp_path / "game.jsonl"
    r = run("play", "legendary", "--players", "3", "--seed", "11", "--quiet", "--log", str(log))
    assert r.exit_code == 0
    r = run("replay", str(log))
    assert r.exit_code == 0, r.output
