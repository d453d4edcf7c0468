"""`cardsmith simulate`: the same seed gives the same report whatever the workers and the
backend; broken games are counted with the command that reproduces them; the outputs."""

import csv
import io
import json
import re
import shutil

import pytest
from cardsmith.dsl.cardset import BUNDLED
from cardsmith.interpreter.cli import main
from cardsmith.interpreter.report import build
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.runner import simulate
from click.testing import CliRunner


def report_of(target, n, seed, jobs, backend="local"):
    rules = compiled_rules(target)
    decks = sorted(rules.cardset.decks)
    tally = simulate(rules.target, decks, ("random", "greedy"), n, seed, jobs, backend)
    return build(tally, rules, seed, ("random", "greedy"), rules.target)


@pytest.mark.parametrize("game", ["mshs", "omniverse"])
def test_same_seed_same_report_with_one_or_two_workers(game):
    one = report_of(game, 120, 11, 1)
    two = report_of(game, 120, 11, 2)
    assert one == two
    assert one["games"] == 120 and one["failed"] == 0


def test_workers_play_with_the_rules_the_command_compiled():
    """`simulate` compiles the card set once: the rules it shares are what a worker it forks
    finds, with no second load and compile (a run in one scenario keeps it apart)."""
    from cardsmith.dsl.cardset import load_cardset
    from cardsmith.interpreter.rules import CompiledRules, share

    rules = CompiledRules(load_cardset("crazy_eights"), "crazy_eights", "draw one")
    share(rules)
    assert compiled_rules("crazy_eights", "draw one") is rules
    assert compiled_rules("crazy_eights") is not rules


def test_a_different_seed_gives_a_different_report():
    assert report_of("mshs", 60, 1, 1)["cards"] != report_of("mshs", 60, 2, 1)["cards"]


def test_same_report_on_the_ray_backend():
    ray = pytest.importorskip("ray", reason="the Ray extra: pip install 'cardsmith[ray]'")
    try:
        local = report_of("mshs", 80, 5, 1)
        remote = report_of("mshs", 80, 5, 2, backend="ray")
        assert local == remote
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def broken_set(tmp_path_factory):
    """MSHS whose damage procedure crashes on every 5-point hit: a broken game verb."""
    folder = tmp_path_factory.mktemp("broken") / "broken-mshs"
    shutil.copytree(BUNDLED / "mshs", folder)
    verbs = folder / "verbs.py"
    verbs.write_text(
        verbs.read_text()
        + """

_hit = hit


def hit(game, source, target, amount, ctx=None, attack=False):
    if amount == 5:
        raise RuntimeError("a deliberately broken verb")
    return _hit(game, source, target, amount, ctx, attack)


VERBS["hit"] = lambda game, s, t, n, ctx: hit(game, s, t, n, ctx)
"""
    )
    return folder


def test_a_broken_card_set_counts_failures_with_the_command_that_reproduces_them(broken_set):
    result = CliRunner().invoke(
        main,
        [
            "simulate",
            str(broken_set),
            "--games",
            "40",
            "--seed",
            "3",
            "--jobs",
            "2",
            "--json",
            str(broken_set / "r.json"),
            "--quiet",
            "--trust",
        ],
    )
    assert result.exit_code == 1
    report = json.loads((broken_set / "r.json").read_text())
    assert report["failed"] > 0
    assert report["games"] + report["failed"] == 40
    for f in report["failures"]:
        assert "RuntimeError: a deliberately broken verb" in f["error"]
        assert f["reproduce"].startswith(f"cardsmith play {broken_set} --seed {f['seed']} ")
        assert f["reproduce"].endswith(" --trust")  # (the set carries Python)
    first = report["failures"][0]
    assert f"reproduce: {first['reproduce']}" in result.output
    # the command really reproduces it
    args = first["reproduce"].split()[1:]
    again = CliRunner().invoke(main, args)
    assert isinstance(again.exception, RuntimeError)


@pytest.fixture(scope="module")
def leaky_set(tmp_path_factory):
    """MSHS whose play verb also lists every card played at 4 attack at the bottom of its
    player's discard pile: the game goes on as before, but a card is listed in two zones."""
    folder = tmp_path_factory.mktemp("leaky") / "leaky-mshs"
    shutil.copytree(BUNDLED / "mshs", folder)
    verbs = folder / "verbs.py"
    verbs.write_text(
        verbs.read_text()
        + """

_play = play


def play(game, player, card, bonus=None, again=False):
    _play(game, player, card, bonus, again)
    if game.defs[card].stats.get("attack") == 4:
        game.state.zones[player][game.discard_zone].insert(0, card)


VERBS["play"] = play
"""
    )
    return folder


def test_a_checked_run_is_one_flag_away(leaky_set):
    def run(*flags):
        out = leaky_set / "r.json"
        args = ["simulate", str(leaky_set), "-n", "30", "--seed", "2", "--json", str(out)]
        result = CliRunner().invoke(main, args + ["--quiet", "--trust", *flags])
        return result.exit_code, json.loads(out.read_text())

    code, plain = run()
    assert code == 0 and plain["failed"] == 0  # (nothing checks what nobody asked about)
    code, checked = run("--check")
    assert code == 1 and checked["failed"] > 0
    assert all(f["error"].startswith("AssertionError: ") for f in checked["failures"])


def test_outputs_json_csv_and_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    out = {k: tmp_path / f"r.{k}" for k in ("json", "csv", "png")}
    result = CliRunner().invoke(
        main,
        [
            "simulate",
            "mshs",
            "--games",
            "60",
            "--seed",
            "2",
            "--jobs",
            "1",
            "--json",
            str(out["json"]),
            "--csv",
            str(out["csv"]),
            "--plot",
            str(out["png"]),
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(out["json"].read_text())
    for key in (
        "games",
        "failed",
        "seed",
        "decks",
        "matchups",
        "cards",
        "first_player",
        "draws",
        "length",
    ):
        assert key in report
    assert report["games"] == 60 and report["seed"] == 2
    rows = list(csv.DictReader(io.StringIO(out["csv"].read_text())))
    decks = {r["key"]: r for r in rows if r["section"] == "deck"}
    for d in report["decks"]:
        assert int(decks[d["deck"]]["wins"]) == d["wins"]
        assert float(decks[d["deck"]]["rate"]) == d["win_rate"]
    assert out["png"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Decks" in result.output and "Matchups" in result.output
    assert "simulating" not in result.output  # no progress bar when not a terminal


def test_quiet_prints_the_one_line_summary():
    result = CliRunner().invoke(
        main, ["simulate", "omniverse", "--games", "10", "--quiet", "--jobs", "1"]
    )
    assert result.exit_code == 0
    assert re.fullmatch(
        r"omniverse: 10 games \(0 failed\), seed 0, random vs random: first player wins "
        r"\d+\.\d% \(\d+\.\d–\d+\.\d%\); draws \d+; [\d.]+ turns on average\n",
        result.output,
    ), result.output


def test_each_matchup_is_played_in_both_seatings():
    report = report_of("mshs", 48, 4, 1)
    pairs = {(m["deck"], m["opponent"]) for m in report["matchups"]}
    decks = {d["deck"] for d in report["decks"]}
    assert pairs == {(a, b) for a in decks for b in decks if a != b}
    assert all(m["games"] == 8 for m in report["matchups"])


def test_lengths_and_first_player_are_reported():
    report = report_of("omniverse", 50, 9, 1)
    assert report["length"]["median"] >= 1
    assert report["length"]["p90"] >= report["length"]["median"]
    assert 0 <= report["first_player"]["win_rate"] <= 1


@pytest.mark.parametrize("columns", [60, 80])
def test_the_tables_stay_readable_on_a_narrow_terminal(columns, tmp_path):
    """No line wider than the terminal, and every card shown by its name (wrapped, never
    cut away)."""
    out = tmp_path / "r.json"
    args = ["simulate", "mshs", "-n", "60", "-j", "1", "--seed", "2", "--json", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": str(columns)})
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert max(len(line) for line in lines) <= columns
    at = next(i for i, line in enumerate(lines) if line.startswith("card "))
    rows = [line for line in lines[at + 2 :] if re.search(r" \d+ +\d+ +\d+ +[-+]\d", line)]
    cards = [c for c in json.loads(out.read_text())["cards"] if c["games_played"]]
    cards.sort(key=lambda c: (c["flag"] is None, -(c["difference"] or 0)))
    assert len(rows) == len(cards[:25])
    for row, card in zip(rows, cards):
        assert row.startswith(card["name"].split()[0]), (row, card["name"])


def test_settling_freezes_what_is_loaded_once_and_games_play_the_same():
    """Before many games, what is loaded is moved out of the collector's sight (once per
    rules); a game played after it is the game played before, log for log."""
    import gc

    from cardsmith.interpreter.agents import RandomAgent
    from cardsmith.interpreter.engine import Game
    from cardsmith.interpreter.rules import settle

    rules = compiled_rules("mshs")
    decks = [rules.deck_keys(d) for d in sorted(rules.cardset.decks)[:2]]

    def log_of_game():
        g = Game(rules, decks, [RandomAgent(5), RandomAgent(6)], 9, log=True)
        g.run()
        return g.log.text()

    before = log_of_game()
    try:
        settle(rules)
        frozen = gc.get_freeze_count()
        assert frozen > 0
        settle(rules)  # (once per rules: nothing more is frozen)
        assert gc.get_freeze_count() == frozen
        assert log_of_game() == before
    finally:
        gc.unfreeze()
