"""`cardsmith simulate legendary`: games over Schemes, Masterminds and numbers of players; the
players' win rate with its interval by each, each Hero card's effect on the team's win rate;
the same seed gives the same report with one worker or two; JSON and CSV."""

import csv
import io
import json

import pytest
from cardsmith.interpreter.cli import main
from cardsmith.interpreter.report import build
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.runner import simulate
from click.testing import CliRunner

SEATINGS = [("greedy",) * n for n in range(1, 6)]


def report_of(n, seed, jobs):
    rules = compiled_rules("legendary")
    tally = simulate(rules.target, [], SEATINGS[0], n, seed, jobs, seatings=SEATINGS)
    return build(tally, rules, seed, SEATINGS[0], rules.target, seatings=SEATINGS)


@pytest.fixture(scope="module")
def report():
    return report_of(100, 3, 2)


def test_the_same_seed_gives_the_same_report_with_one_or_two_workers(report):
    assert report_of(100, 3, 1) == report
    assert report["games"] == 100 and report["failed"] == 0


def test_win_rates_by_scheme_mastermind_and_number_of_players_with_intervals(report):
    assert report["cooperative"] and report["players"] == [1, 2, 3, 4, 5]
    schemes = report["by_choice"]["scheme"]
    masterminds = report["by_choice"]["mastermind"]
    assert sum(e["games"] for e in schemes) == sum(e["games"] for e in masterminds) == 100
    assert {e["name"] for e in masterminds} == {"The Pale Regent", "Sifu Maelstrom", "Warden Null"}
    assert [e["players"] for e in report["by_players"]] == [1, 2, 3, 4, 5]
    assert all(e["games"] == 20 for e in report["by_players"])
    for e in schemes + masterminds + report["by_players"] + report["by_scenario"]:
        assert 0 <= e["low"] <= e["win_rate"] <= e["high"] <= 1
    team = report["team"]
    assert team["wins"] == sum(e["wins"] for e in report["by_players"])
    assert sum(report["endings"].values()) == 100


def test_each_hero_card_has_its_effect_on_the_teams_win_rate(report):
    heroes = {c.name for c in compiled_rules("legendary").cardset.cards if c.type == "hero"}
    rows = [c for c in report["cards"] if c["name"] in heroes and c["games_played"]]
    assert len(rows) > 20
    for c in rows:
        # one row per game: played by anyone, or there and never played
        assert c["games_played"] + c["games_not_played"] <= 100
        assert c["difference"] is None or c["low"] <= c["difference"] <= c["high"]


def test_the_villain_decks_cards_are_the_tables_and_picked_cards_are_not_idle(report):
    """Villains, Henchmen, Master Strikes and Scheme Twists are played by the villain deck:
    rows of the table's cards (with how often they came into play), not players' cards that
    never came into play; a picked Mastermind or Scheme was in play in its games."""
    rows = {c["name"]: c for c in report["cards"]}
    for name in ("Gutter Goon", "Master Strike", "Scheme Twist"):
        assert rows[name]["table"] and rows[name]["plays"] > 0, name
        assert rows[name]["difference"] is None and name not in report["idle"]
    picked = {e["name"] for es in report["by_choice"].values() for e in es if e["games"]}
    assert picked and not picked & set(report["idle"])


def test_json_and_csv_from_the_command_line(tmp_path):
    j, c = tmp_path / "r.json", tmp_path / "r.csv"
    r = CliRunner().invoke(
        main,
        [
            "simulate",
            "legendary",
            "-n",
            "20",
            "--players",
            "2,4",
            "--agents",
            "greedy",
            "--jobs",
            "1",
            "--json",
            str(j),
            "--csv",
            str(c),
        ],
    )
    assert r.exit_code == 0, r.output
    assert "The players' win rate by scheme" in r.output
    data = json.loads(j.read_text())
    assert [e["players"] for e in data["by_players"]] == [2, 4]
    sections = {row["section"] for row in csv.DictReader(io.StringIO(c.read_text()))}
    assert {"team", "choice", "players", "scenario", "card"} <= sections


def test_players_out_of_range_is_bad_usage():
    r = CliRunner().invoke(main, ["simulate", "legendary", "-n", "2", "--players", "0-6"])
    assert r.exit_code == 2
