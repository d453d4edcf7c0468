"""Verbs a game declares (``language.verbs``): an effect in the game's words whose meaning is
an operation of the engine — cards moved to a zone ("KO a villain": ``{move: ko}``), a status
set ("exhaust a hero": ``{set: fatigued}``), a verb of the game's verbs.py ("rescue a
villain"), and the declared event it sends for each card ("whenever you KO a villain", "if
you KO'd a villain this turn").  Its player agrees ("each player KOs ..."); its cards are
found where the text says, else in its ``from`` zone.  A verb whose meaning names what the
game lacks is a located E-GAME-VERB.  (The small game: tests/fixtures/games/charter.)"""

from __future__ import annotations

import pytest
from cardsmith.constructs.verbs import DeclaredVerb
from cardsmith.dsl.printer import print_text
from charter import names, new, take
from dslkit import charter_copy, cli, line_of, no_traceback, read_ok


@pytest.mark.parametrize(
    "text",
    [
        "KO a villain in the City.",
        "Each player KOs one of their heroes.",
        "You gain a Wound.",
        "Exhaust one of your heroes.",
        "Rescue a villain.",
        "Whenever you KO a villain, draw a card.",
        "If you KO'd a villain this turn, draw a card.",
    ],
)
def test_verb_forms_read_and_print_back(charter, text):
    assert print_text(read_ok(charter, text), charter.game.language) == text


def test_a_verb_is_its_declared_meaning(charter):
    (step,) = read_ok(charter, "Each player KOs a hero.").abilities[0].effects
    assert isinstance(step, DeclaredVerb) and step.verb == "KO"
    assert dict(step.means) == {"move": "ko", "event": "ko"} and step.player.who == "each"


def test_a_move_verb_moves_the_cards_and_sends_its_event():
    g = new()
    slayer = take(g, "Slayer", 0, "hand")  # "KO a villain in the City."
    g.play_card(0, slayer)
    g.resolve_pending()
    assert names(g, g.table, "city") == [] and names(g, g.table, "ko") == ["Brute"]
    ko = [e for e in g.state.history[g.state.turn] if e.kind == "ko"]
    assert [(e.player, g.defs[e.card].name) for e in ko] == [(0, "Brute")]


@pytest.mark.parametrize("played,draws", [(True, 1), (False, 0)])
def test_the_verbs_event_triggers_and_is_remembered(played, draws):
    g = new()
    take(g, "Warden", 0)  # "Whenever you KO a villain, draw a card."
    slayer = take(g, "Slayer", 0, "hand")  # "KO a villain in the City."
    hand = len(g.state.zones[0]["hand"])
    if played:
        g.play_card(0, slayer)
        g.resolve_pending()
        hand -= 1
    assert len(g.state.zones[0]["hand"]) == hand + draws
    auditor = take(g, "Auditor", 0, "hand")  # "If you KO'd a villain this turn, draw a card."
    g.play_card(0, auditor)
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == hand + 2 * draws


def test_each_player_does_the_verb_from_its_from_zone():
    g = new(answers={0: [0], 1: [0]})
    g.play_card(0, take(g, "Recruiter", 0, "hand"))  # "Each player gains a Wound."
    g.resolve_pending()
    assert names(g, 0, "discard") == ["Wound"] and names(g, 1, "discard") == ["Wound"]
    assert len(g.state.zones[g.table]["wounds"]) == 3


def test_a_status_verb_sets_the_status():
    g = new(answers={0: ["Footpad"]})
    footpad = take(g, "Footpad", 0)
    g.play_card(0, take(g, "Drainer", 0, "hand"))  # "Exhaust one of your heroes."
    g.resolve_pending()
    assert g.has_status(footpad, "fatigued")


def test_a_verb_of_the_games_code_runs_it():
    g = new()
    g.play_card(0, take(g, "Savior", 0, "hand"))  # "Rescue a villain." (from the City)
    g.resolve_pending()
    assert "Brute" in names(g, 0, "hand") and names(g, g.table, "city") == []


# ------------------------------------------------------------------ bad declarations


@pytest.mark.parametrize(
    "name,spec,where,says",
    [
        ("KO", {"wording": "KO", "means": {"move": "ko"}}, "wording: KO", "with one X"),
        ("KO", {"wording": "KO X", "means": {"move": "pit"}}, "move: pit", "no zone or role"),
        ("KO", {"wording": "KO X", "means": {"set": "dazed"}}, "set: dazed", "does not declare"),
        ("KO", {"wording": "KO X", "means": {"event": "kod"}}, "event: kod", "does not declare"),
        ("KO", {"wording": "KO X", "means": {"verb": "kayo"}}, "verb: kayo", "verbs.py"),
        ("Tech", {"wording": "Tech X", "means": {"move": "ko"}}, "Tech:", "spelled like"),
        ("fatigue", {"wording": "fatigue X", "means": {"move": "ko"}}, "fatigue:", "status"),
        ("grab", {"wording": "grab X", "means": {"attach": "held"}}, "attach: held", "under"),
        ("grab", {"wording": "Y grabs X", "means": {"move": "ko"}}, "move: ko", "under"),
    ],
)
def test_a_verb_that_cannot_work_is_a_located_error(tmp_path, name, spec, where, says):
    def edit(data):
        data["language"]["verbs"] = {name: spec}

    folder = charter_copy(tmp_path / "set", edit, cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    line = line_of(folder / "game.yaml", where)
    assert f"game.yaml:{line}:" in result.output and "error[E-GAME-VERB]" in result.output
    assert says in result.output, result.output


# ------------------------------------------------------------------ a card that does the verb


def _grabbing_game(tmp_path):
    """charter with a card-subject verb: "Y grabs X" puts X (a Wound) under the card Y."""

    def edit(data):
        data["language"]["verbs"]["grab"] = {
            "wording": "Y grabs X",
            "from": "wounds",
            "means": {"attach": "held"},
        }
        data["rules"]["zones"]["held"] = {"owner": "table", "visible": "all"}
        data["rules"]["attachments"] = {"held": {"zone": "held", "stay_in": ["city"]}}

    cards = (
        '- {name: Grabber, type: hero, attack: 0, text: "Each villain in the City grabs a Wound."}\n'
        '- {name: Brute, type: villain, attack: 4, text: "Fight: This card grabs two Wounds."}\n'
        "- {name: Lout, type: villain, attack: 2}\n"
        "- {name: Wound, type: wound}\n"
    )
    return charter_copy(tmp_path / "set", edit, cards=cards)


def test_a_card_subject_verb_reads_and_prints_with_its_card(tmp_path):
    from cardsmith.dsl.cardset import load_cardset

    cs = load_cardset(str(_grabbing_game(tmp_path)))
    for text in ("Each villain in the City grabs a Wound.", "This card grabs two Wounds."):
        ast = read_ok(cs, text)
        assert print_text(ast, cs.game.language) == text


def test_a_card_subject_verb_puts_the_cards_under_each_card_doing_it(tmp_path):
    from cardsmith.dsl.cardset import load_cardset
    from cardsmith.interpreter.agents import ScriptedAgent
    from cardsmith.interpreter.engine import Game
    from cardsmith.interpreter.rules import CompiledRules

    rules = CompiledRules(load_cardset(str(_grabbing_game(tmp_path))))
    g = Game(rules, [[], []], [ScriptedAgent(["Wound", "Wound"]), ScriptedAgent([])], 1)
    g.state.turn, g.state.active = 3, 0
    villains = list(g.state.zones[g.table]["city"])
    grabber = take(g, "Grabber", 0, "hand")
    g.play_card(0, grabber)
    g.resolve_pending()
    assert [len(g.attached(v, "held")) for v in villains] == [1, 1]
    assert all(g.defs[c].name == "Wound" for v in villains for c in g.attached(v))
    assert len(g.state.zones[g.table]["wounds"]) == 3  # five, less the two grabbed
