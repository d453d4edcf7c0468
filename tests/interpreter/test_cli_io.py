"""The edges of every command: outputs checked before the work and written whole ('-' is
standard output), Ctrl-C (130), SIGTERM (143) and a reader that goes away (141) end a run
quietly, and a simulation starts no more workers than it needs, in bounded memory."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cardsmith.interpreter import outputs, runner
from cardsmith.interpreter.cli import main
from click.testing import CliRunner

CODED = r"^\S+: error\[[A-Z0-9-]+\]: "
posix = pytest.mark.skipif(os.name != "posix", reason="signals and pipes of POSIX")


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def one_coded_line(result, code: str) -> str:
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and f"error[{code}]: " in lines[0], result.output
    return lines[0]


# (a test run started in the background of a shell ignores Ctrl-C, and its children inherit
# that: the command starts as from a terminal, Ctrl-C at its default and not blocked)
_AS_FROM_A_TERMINAL = (
    "import runpy, signal, sys\n"
    "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
    "if hasattr(signal, 'pthread_sigmask'):\n"
    "    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})\n"
    "sys.argv[0] = 'cardsmith'\n"
    "runpy.run_module('cardsmith.interpreter', run_name='__main__')\n"
)


def cardsmith(*args, **kw):
    return subprocess.Popen(
        [sys.executable, "-c", _AS_FROM_A_TERMINAL, *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kw,
    )


# ----------------------------------------------------------------------- outputs


@pytest.mark.parametrize(
    "args",
    [
        ["play", "mshs", "--seed", "1", "--log", "{missing}/g.jsonl"],
        ["simulate", "mshs", "-n", "5", "-j", "1", "--json", "{missing}/r.json"],
        ["simulate", "mshs", "-n", "5", "-j", "1", "--csv", "{file}/r.csv"],
        ["simulate", "mshs", "-n", "5", "-j", "1", "--json", "{folder}"],
    ],
)
def test_an_output_that_cannot_be_written_is_one_coded_line_before_any_work(tmp_path, args):
    (tmp_path / "a-file").write_text("x")
    paths = {"missing": tmp_path / "nowhere", "file": tmp_path / "a-file", "folder": tmp_path}
    result = run(*[a.format(**paths) for a in args])
    assert result.exit_code == 2
    line = one_coded_line(result, "E-OUTPUT")
    assert "--" in line  # (names the option)
    assert "turn" not in result.output and "games" not in result.output  # (nothing was played)


def test_outputs_are_written_whole_or_not_at_all(tmp_path, monkeypatch):
    path = tmp_path / "r.json"
    path.write_text('{"old": true}\n')

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(outputs.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        outputs.write(str(path), '{"new": "but never finished"}\n')
    assert path.read_text() == '{"old": true}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.json"]  # (no temporary file left)


def test_an_interrupted_simulation_leaves_the_old_report_and_exits_130(tmp_path, monkeypatch):
    from cardsmith.interpreter import report

    path = tmp_path / "r.json"
    path.write_text("{}\n")

    def ctrl_c(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "build", ctrl_c)
    result = run("simulate", "mshs", "-n", "5", "-j", "1", "--json", path)
    assert result.exit_code == 130
    assert "Traceback" not in result.output
    assert path.read_text() == "{}\n"


def test_a_log_to_standard_output_is_the_log_alone():
    result = run("play", "mshs", "--seed", "3", "--log", "-")
    assert result.exit_code == 0
    entries = [json.loads(line) for line in result.stdout.splitlines()]
    assert entries[0]["t"] == "game" and entries[-1]["t"] == "end"
    assert "winner" in result.stderr or "draw" in result.stderr  # (the outcome, for a person)


def test_a_report_to_standard_output_is_the_report_alone():
    result = run("simulate", "mshs", "-n", "6", "-j", "1", "--json", "-")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["games"] == 6
    assert "Seats" in result.stderr


def test_two_outputs_cannot_both_be_standard_output():
    result = run("simulate", "mshs", "-n", "6", "--json", "-", "--csv", "-")
    assert result.exit_code == 2
    one_coded_line(result, "E-USAGE")


def test_a_log_replaces_an_existing_file_keeping_its_mode(tmp_path):
    path = tmp_path / "g.jsonl"
    path.write_text("old\n")
    os.chmod(path, 0o640)
    assert run("play", "mshs", "--seed", "3", "--quiet", "--log", path).exit_code == 0
    assert path.read_text().startswith('{"agents"')
    assert path.stat().st_mode & 0o777 == 0o640


# ----------------------------------------------------------------------- signals and pipes


def _read_until(stream, marker: bytes) -> bytes:
    seen = b""
    while marker not in seen:
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
    return seen


@posix
def test_ctrl_c_at_a_persons_prompt_exits_130_quietly():
    p = cardsmith("play", "mshs", "--seed", "2", "--p1", "human", stdin=subprocess.PIPE)
    assert b"player 1>" in _read_until(p.stdout, b"player 1>")
    p.send_signal(signal.SIGINT)
    # (stdin stays open until the process is gone: closing it first could let the prompt
    # read the end of the input, a resignation, before the interruption is handled)
    p.wait(timeout=60)
    stderr = p.stderr.read()
    p.stdin.close()
    assert p.returncode == 130
    assert b"Traceback" not in stderr


@posix
def test_a_reader_that_goes_away_ends_the_game_quietly():
    p = cardsmith("play", "mshs", "--seed", "1")
    p.stdout.readline()
    p.stdout.close()  # (as `| head -1` does)
    stderr = p.stderr.read()
    p.wait(timeout=60)
    assert p.returncode in (0, 141)
    assert b"Traceback" not in stderr and b"Exception" not in stderr


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def _workers_started(p, n: int) -> list[int]:
    """The worker processes of ``p`` once ``n`` of them run (waiting for them, not timing)."""
    for _ in range(600):
        kids = _children(p.pid)
        if len(kids) >= n:
            return kids
        if p.poll() is not None:
            break
        time.sleep(0.1)
    pytest.fail(f"the simulation did not start {n} workers: {p.communicate()}")


@posix
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="needs two workers")
@pytest.mark.parametrize("how,code", [("term", 143), ("ctrl-c", 130)])
def test_an_interrupted_simulation_stops_its_workers_without_tracebacks(how, code):
    p = cardsmith("simulate", "mshs", "-n", "10000000", "-j", "2", start_new_session=True)
    workers = _workers_started(p, 2)
    if how == "term":
        p.send_signal(signal.SIGTERM)
    else:  # (Ctrl-C at a terminal signals the whole foreground group)
        os.killpg(p.pid, signal.SIGINT)
    _, stderr = p.communicate(timeout=120)
    assert p.returncode == code, stderr
    assert b"Traceback" not in stderr and b"BrokenPipe" not in stderr, stderr.decode()
    for w in workers:
        for _ in range(100):
            if not Path(f"/proc/{w}").exists() or "Z" in _state(w):
                break
            time.sleep(0.1)
        else:
            pytest.fail(f"worker {w} outlived the simulation")


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return "Z"


# ----------------------------------------------------------------------- workers and memory


def test_no_more_workers_than_useful():
    assert runner.workers_for(3, 999) == 1  # (3 games are one range)
    assert runner.workers_for(10**6, 999) <= (os.cpu_count() or 1)
    assert runner.workers_for(10**6, 1) == 1


def test_a_few_games_with_many_jobs_start_no_pool(monkeypatch):
    def no_pool(*args, **kwargs):
        raise AssertionError("a pool was started for 3 games")

    monkeypatch.setattr(runner.multiprocessing, "get_context", no_pool)
    result = run("simulate", "mshs", "-n", "3", "-j", "999", "--quiet")
    assert result.exit_code == 0, result.output


def test_a_huge_number_of_games_is_handed_out_as_it_goes():
    """10**20 games: the ranges are made as they are needed (a list of them would never end);
    the run is stopped after its first tallies."""
    script = """
import sys
from cardsmith.interpreter import runner

class Enough(Exception):
    pass

seen = []
def on_tally(t):
    seen.append(t.games)
    if len(seen) == 3:
        raise Enough

for workers in (1, 2):
    seen.clear()
    jobs = runner.jobs_for("mshs", ["avengers_power", "xmen_fury"], ["random"] * 2, 10**20, 1, 2)
    try:
        runner.run_local(jobs, workers, on_tally)
    except Enough:
        pass
    assert seen == [100, 100, 100], seen
print("ok")
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.stdout.strip() == "ok", done.stderr


def test_more_games_than_a_run_could_ever_play_are_refused():
    result = run("simulate", "mshs", "-n", str(10**23), "--quiet")
    assert result.exit_code == 2
    one_coded_line(result, "E-USAGE")


@posix
def test_answers_from_a_pipe_come_a_line_at_a_time_each_after_its_prompt():
    """Lines written at once are answered one per prompt (none lost in a buffer); the last
    line needs no newline; the end of the input is EOFError (a resignation)."""
    import io

    from cardsmith.interpreter.cli_io import AnswerReader

    r, w = os.pipe()
    os.write(w, b"1\n?2\r\nq")
    os.close(w)
    out = io.StringIO()
    with os.fdopen(r, "rb") as stdin:
        read = AnswerReader(stdin=stdin, stdout=out)
        assert [read("a> "), read("b> "), read("c> ")] == ["1", "?2", "q"]
        with pytest.raises(EOFError):
            read("d> ")
    assert out.getvalue() == "a> b> c> d> "
