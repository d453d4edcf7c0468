"""`cardsmith play` and `cardsmith replay` from the command line."""

import json
import re

from cardsmith.interpreter.cli import main
from click.testing import CliRunner

RESULT = re.compile(r"^(winner: P[12] \(.+\) after \d+ turns: .+|draw after \d+ turns: .+)$")


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_play_narrates_and_ends_with_the_result_line():
    r = run("play", "mshs", "--seed", "4")
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert RESULT.match(lines[-1]), lines[-1]
    assert any("--- turn 1:" in line for line in lines)
    assert any("attacks with" in line for line in lines)


def test_quiet_prints_only_the_result_line():
    r = run("play", "mshs", "--seed", "4", "--quiet")
    assert r.exit_code == 0
    assert len(r.output.strip().splitlines()) == 1
    assert RESULT.match(r.output.strip())


def test_the_same_seed_gives_the_same_game():
    a = run("play", "mshs", "--seed", "9", "--p1", "random", "--p2", "greedy")
    b = run("play", "mshs", "--seed", "9", "--p1", "random", "--p2", "greedy")
    assert a.output == b.output


def test_decks_and_agents_are_chosen_by_name():
    r = run(
        "play",
        "mshs",
        "--seed",
        "1",
        "--deck1",
        "xmen_fury",
        "--deck2",
        "Sinister Villains",
        "--p1",
        "greedy",
        "--p2",
        "greedy",
        "--quiet",
    )
    assert r.exit_code == 0
    assert "X-Men Fury" in r.output or "Sinister Villains" in r.output or "draw:" in r.output


def test_unknown_deck_or_game_is_bad_usage():
    assert run("play", "mshs", "--deck1", "nope").exit_code == 2
    assert run("play", "no-such-game").exit_code == 2
    assert run("play", "mshs", "--p1", "wizard").exit_code == 2


def test_log_is_json_lines_and_replays(tmp_path):
    log = tmp_path / "g.jsonl"
    r = run("play", "omniverse", "--seed", "3", "--quiet", "--log", str(log))
    assert r.exit_code == 0
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    assert entries[0]["t"] == "game" and entries[0]["seed"] == 3
    assert entries[-1]["t"] == "end"
    kinds = {e["t"] for e in entries}
    assert {"decision", "rng", "move", "turn"} <= kinds
    again = run("replay", str(log))
    assert again.exit_code == 0, again.output
    assert "same final state" in again.output


def test_a_tampered_log_does_not_replay(tmp_path):
    log = tmp_path / "g.jsonl"
    run("play", "mshs", "--seed", "5", "--quiet", "--log", str(log))
    lines = log.read_text().splitlines()
    entries = [json.loads(x) for x in lines]
    i = next(i for i, e in enumerate(entries) if e["t"] == "decision" and len(e["options"]) > 1)
    e = entries[i]
    e["choice"] = (e["choice"] + 1) % len(e["options"])
    lines[i] = json.dumps(e)
    log.write_text("\n".join(lines) + "\n")
    r = run("replay", str(log))
    assert r.exit_code == 1


def test_replay_of_a_file_that_is_not_a_log(tmp_path):
    bad = tmp_path / "x.jsonl"
    bad.write_text("not json\n")
    r = run("replay", str(bad))
    assert r.exit_code == 1
    assert "Traceback" not in r.output


def test_a_person_plays_with_numbered_choices_and_end_of_input_ends_cleanly():
    r = run("play", "mshs", "--seed", "2", "--p1", "human", "--p2", "random", input="1\n1\n")
    assert r.exit_code == 0, r.output
    assert "player 1>" in r.output or "1." in r.output
    assert "winner: P2 (Fantastic Tricks) after" in r.output and "P1 resigned" in r.output
    assert "Traceback" not in r.output


def test_a_person_sees_their_hand_but_not_the_opponents():
    r = run("play", "mshs", "--seed", "2", "--p1", "human", "--p2", "random", input="")
    assert "your hand (5 cards):" in r.output
    assert re.search(r"P2's hand: \d+ card", r.output)
