"""HERO at the terminal and in simulation: a person sees their own heroes with their visible
totals, statuses and attachments and the opponents' with only what is public, and is asked when
a response window opens; `play --teams`, `simulate` for every player count."""

import re

import pytest
from cardsmith.interpreter.agents import HumanAgent
from cardsmith.interpreter.cli import main
from cardsmith.interpreter.responses import ANSWER, Announcement
from cardsmith.interpreter.rules import compiled_rules
from click.testing import CliRunner
from hero_table import attach, clear_fields, field, new


@pytest.fixture(scope="module")
def hero():
    return compiled_rules("hero")


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_a_person_sees_their_heroes_and_the_opponents_public_side(hero):
    g = new(hero, 2)
    g.state.turn = 3
    clear_fields(g)
    (dalia,) = field(g, 0, "Dalia")
    attach(g, "Attack +20", dalia)
    ability = next(c for c in g.state.zones[0]["deck"] if g.defs[c].type == "ability")
    g.attach_to(ability, dalia, 0)
    (lorcan,) = field(g, 1, "Lorcan")
    g.set_status(lorcan, "fatigued")
    mine = g.render_view(0)
    assert (
        f"your play area: Dalia (attack 40, defense 70) with Attack +20, {g.defs[ability].name}"
        in mine
    )
    assert "P2's play area: Lorcan (attack 0, defense 45; fatigued)" in mine
    theirs = g.render_view(1)
    assert (
        "P1's play area: Dalia (attack 40, defense 70) with a face-down stat: attack 20" in theirs
    )
    assert "a face-down ability" in theirs and g.defs[ability].name not in theirs
    assert "the table's Hero HQ:" in theirs


def test_a_person_is_asked_when_a_response_window_opens(hero):
    g = new(hero, 2)
    g.state.turn = 3
    clear_fields(g)
    (corvin,) = field(g, 0, "Corvin")
    (dalia,) = field(g, 1, "Dalia")
    said = []
    g.agents[1] = HumanAgent(read=lambda prompt: "1", write=said.append)

    class Answer:
        event, must, label, condition, self_event = ANSWER, True, "prevent it", None, False
        run = staticmethod(lambda ctx: None)

        def match(self, g, ev, me):
            return True

    g.listeners.setdefault(ANSWER, []).append((dalia, Answer()))
    done = g.announce(Announcement(corvin, 0, lambda: g.draw(0, 1), "draw a card", "activated"))
    assert done is False
    assert any(line.startswith("answer Corvin: draw a card?") for line in said)
    assert any(line.startswith("  1. Dalia") for line in said)
    assert any(line.startswith("  2. pass") for line in said)


def test_play_in_teams_from_the_command_line():
    r = run("play", "hero", "--players", "4", "--teams", "--seed", "2")
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[0].startswith("HERO (teams): P1 (greedy)")
    assert re.match(
        r"^(winners: P[13] and P[13]|winners: P[24] and P[24]|draw) ", r.output.splitlines()[-1]
    )


def test_teams_for_a_game_without_team_play_is_a_usage_error():
    r = run("play", "crazy_eights", "--teams")
    assert r.exit_code == 2 and "has no team play" in r.output


@pytest.mark.parametrize("players, teams", [(2, False), (3, False), (4, False), (4, True)])
def test_simulate_reports_seats_and_how_games_ended(players, teams, tmp_path):
    path = tmp_path / "report.json"
    args = ["simulate", "hero", "-n", "12", "--players", str(players), "-j", "1"]
    args += ["--json", str(path)] + (["--teams"] if teams else [])
    r = run(*args)
    assert r.exit_code == 0, r.output
    assert "how games ended:" in r.output
    import json

    report = json.loads(path.read_text())
    assert len(report["seats"]) == players
