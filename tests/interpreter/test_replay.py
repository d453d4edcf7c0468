"""`cardsmith replay` of a log that ends early, was edited or is no log at all: one coded line
naming the log's line and the turn where the replay diverges, never a traceback."""

from __future__ import annotations

import json
import re

import pytest
from cardsmith.interpreter.cli import main
from click.testing import CliRunner


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    log = tmp_path_factory.mktemp("replay") / "g.jsonl"
    result = run("play", "mshs", "--seed", "5", "--quiet", "--log", log)
    assert result.exit_code == 0
    return log.read_text().splitlines()


def entries(lines):
    return [json.loads(x) for x in lines]


def turn_of(lines, index: int) -> int:
    return max([e["turn"] for e in entries(lines[: index + 1]) if e["t"] == "turn"] or [0])


def decision(lines, many: bool = True) -> int:
    """The index of the middle decision of the log with several options."""
    found = [
        i
        for i, e in enumerate(entries(lines))
        if e["t"] == "decision" and (len(e["options"]) > 1) == many
    ]
    return found[len(found) // 2]


def edit(lines, index: int, **changes) -> list[str]:
    e = json.loads(lines[index])
    e.update(changes)
    return lines[:index] + [json.dumps(e)] + lines[index + 1 :]


def replayed(tmp_path, lines) -> tuple[int, str, int | None, str]:
    """(exit code, the one line, its log line, the turn it names) of replaying ``lines``."""
    log = tmp_path / "edited.jsonl"
    log.write_text("\n".join(lines) + "\n")
    result = run("replay", log)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    out = result.output.strip().splitlines()
    assert len(out) == 1, result.output
    m = re.match(rf"^{re.escape(str(log))}(?::(\d+))?: error\[E-REPLAY\]: (.*)$", out[0])
    assert m, out[0]
    turn = re.search(r"at turn (\d+)", m.group(2))
    return result.exit_code, m.group(2), int(m.group(1) or 0), turn.group(1) if turn else ""


def test_the_untouched_log_replays(recorded, tmp_path):
    log = tmp_path / "g.jsonl"
    log.write_text("\n".join(recorded) + "\n")
    result = run("replay", log)
    assert result.exit_code == 0 and "same final state" in result.output


def test_a_log_that_ends_early(recorded, tmp_path):
    cut = len(recorded) // 2
    code, message, line, turn = replayed(tmp_path, recorded[:cut])
    assert code == 1
    assert "the log ends here, but the game goes on" in message
    assert line == cut and turn == str(turn_of(recorded, cut - 1))


def test_a_log_cut_in_the_middle_of_a_line(recorded, tmp_path):
    cut = len(recorded) // 2
    code, message, line, _ = replayed(tmp_path, recorded[:cut] + [recorded[cut][:25]])
    assert code == 1 and line == cut + 1 and message.startswith("not a JSON line")


def test_another_choice_diverges_in_the_turn_it_was_made(recorded, tmp_path):
    i = decision(recorded)
    e = json.loads(recorded[i])
    other = (e["choice"] + 1) % len(e["options"])
    code, message, line, turn = replayed(tmp_path, edit(recorded, i, choice=other))
    assert code == 1 and message.startswith("the replay diverges at turn")
    assert line > i + 1 and int(turn) >= turn_of(recorded, i)


@pytest.mark.parametrize("choice", [99, -1, "two", None, 1.5])
def test_a_choice_that_is_no_option(recorded, tmp_path, choice):
    i = decision(recorded)
    code, message, line, turn = replayed(tmp_path, edit(recorded, i, choice=choice))
    assert code == 1 and line == i + 1 and turn == str(turn_of(recorded, i))
    assert f"the log's choice {choice!r} is not one of the" in message


def test_a_decision_of_a_seat_the_game_has_not(recorded, tmp_path):
    i = decision(recorded)
    code, message, line, _ = replayed(tmp_path, edit(recorded, i, player=7))
    assert code == 1 and line == i + 1 and "a seat the game does not have" in message


def test_a_decision_taken_out(recorded, tmp_path):
    i = decision(recorded)
    code, _, line, turn = replayed(tmp_path, recorded[:i] + recorded[i + 1 :])
    assert code == 1 and line <= i + 1 and turn == str(turn_of(recorded, i))


def test_an_edited_narration(recorded, tmp_path):
    i = next(i for i, e in enumerate(entries(recorded)) if e.get("say") and e["t"] != "turn")
    code, message, line, _ = replayed(tmp_path, edit(recorded, i, say="P1 wins everything"))
    assert code == 1 and line == i + 1 and "P1 wins everything" in message


def test_entries_after_the_end(recorded, tmp_path):
    code, message, line, _ = replayed(tmp_path, recorded + [recorded[-1]])
    assert code == 1 and line == len(recorded) + 1
    assert "the game has ended, but the log goes on" in message


@pytest.mark.parametrize(
    "changes,words",
    [
        ({"seed": "five"}, "seed is not a whole number"),
        ({"seed": 6}, "diverges"),
        ({"cards": "all of them"}, "cards are not a list"),
        ({"cards": [["No Such Card"], []]}, "which the game has not"),
        ({"cards": [[]] * 5}, "cannot be set up"),
        ({"game": "no-such-game"}, "is not here"),
        ({"game": 7}, "names no game"),
        ({"scenario": "no such variant"}, "no scenario"),
        ({"decks": 3}, "decks are not a list"),
    ],
)
def test_an_edited_header(recorded, tmp_path, changes, words):
    code, message, line, _ = replayed(tmp_path, edit(recorded, 0, **changes))
    assert code == 1 and words in message
    if words != "diverges":
        assert line == 1


@pytest.mark.parametrize(
    "text,words",
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ("[1, 2, 3]", "not a log entry"),
        ('{"no": "kind"}', "not a log entry"),
        ("plain words", "not a JSON line"),
    ],
)
def test_a_line_that_is_no_log_entry(recorded, tmp_path, text, words):
    code, message, line, _ = replayed(tmp_path, recorded[:3] + [text] + recorded[3:])
    assert code == 1 and line == 4 and words in message


def test_files_that_are_no_log(tmp_path):
    for name, data in (("empty", b""), ("latin1", b"caf\xe9\n"), ("move", b'{"t": "move"}\n')):
        log = tmp_path / f"{name}.jsonl"
        log.write_bytes(data)
        result = run("replay", log)
        assert result.exit_code == 1
        assert re.fullmatch(rf"{re.escape(str(log))}:1: error\[E-REPLAY\]: .+\n", result.output)
    missing = run("replay", tmp_path / "missing.jsonl")
    assert missing.exit_code == 2
    assert "error[E-FILE]: cannot read the log" in missing.output
