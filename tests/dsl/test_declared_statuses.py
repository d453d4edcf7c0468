"""Card statuses a game declares (``language.statuses``: ``fatigued: {set: fatigue, clear: revive,
opposite: strengthened}``): an adjective ("a fatigued hero", "your strengthened heroes"), a
predicate ("if this hero is fatigued"), effects ("fatigue one of your heroes", "each player
revives a hero") and the event its setting sends ("when this hero is fatigued").  Words that
collide are a located E-GAME-STATUS.  (The small game: tests/fixtures/games/charter.)"""

from __future__ import annotations

import pytest
from cardsmith.constructs.statuses import HasStatus, SetStatus
from cardsmith.dsl.printer import print_text
from charter import new, take
from dslkit import charter_copy, cli, line_of, no_traceback, read_ok


@pytest.mark.parametrize(
    "text",
    [
        "Fatigue one of your strengthened heroes.",
        "Each player revives a fatigued hero.",
        "If this hero is fatigued, draw a card.",
        "If it's strengthened, fatigue it.",
        "Whenever a hero is fatigued, draw a card.",
        "If a hero was fatigued this turn, draw a card.",
    ],
)
def test_status_forms_read_and_print_back(charter, text):
    ast = read_ok(charter, text)
    assert print_text(ast, charter.game.language) == text


def test_the_opposite_is_the_status_not_held(charter):
    (step,) = read_ok(charter, "Fatigue one of your strengthened heroes.").abilities[0].effects
    assert isinstance(step, SetStatus) and step.status == "fatigued" and not step.clear
    assert step.cards.filter.post == (HasStatus("fatigued", negated=True),)
    # "not fatigued" is written with the opposite's word
    assert read_ok(charter, "If it's not fatigued, draw a card.") == read_ok(
        charter, "If it's strengthened, draw a card."
    )


def test_the_clearing_verb_clears(charter):
    (step,) = read_ok(charter, "Revive a hero.").abilities[0].effects
    assert isinstance(step, SetStatus) and step.clear


def test_a_status_set_by_text_is_held_and_cleared_by_text():
    g = new(answers={0: []})
    sapper = take(g, "Sapper", 0, "hand")
    g.play_card(0, sapper)  # "Fatigue one of your heroes.": the only one is itself
    g.resolve_pending()
    assert g.has_status(sapper, "fatigued")
    medic = take(g, "Medic", 0, "hand")
    g.play_card(0, medic)  # "Revive each fatigued hero."
    g.resolve_pending()
    assert not g.has_status(sapper, "fatigued")


def test_setting_a_status_sends_its_event():
    g = new()
    watcher = take(g, "Watcher", 0)
    before = len(g.state.zones[0]["hand"])
    g.set_status(watcher, "fatigued")
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before + 1


def test_a_condition_on_the_status():
    g = new()
    sentinel = take(g, "Sentinel", 0, "hand")
    before = len(g.state.zones[0]["hand"])
    g.play_card(0, sentinel)  # strengthened: draws
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before  # one played, one drawn


# ------------------------------------------------------------------ bad declarations


def _statuses(statuses=None, rules=None):
    def edit(data):
        if statuses is not None:
            data["language"]["statuses"] = statuses
            data["language"].pop("verbs")  # (one sets the status replaced here)
        if rules is not None:
            data["rules"]["statuses"] = rules

    return edit


@pytest.mark.parametrize(
    "statuses,where,says",
    [
        ({"brave": {"set": "hero"}}, "brave:", "a word of this game"),
        ({"tired": {"set": "draw"}}, "tired:", "a word the card language already uses"),
        ({"tired": {"set": "tire", "clear": "tire"}}, "tired:", "the same word twice"),
        (
            {"tired": {"set": "tire"}, "worn": {"set": "tire"}},
            "worn:",
            "both use the word 'tire'",
        ),
    ],
)
def test_a_status_whose_words_collide_is_a_located_error(tmp_path, statuses, where, says):
    folder = charter_copy(tmp_path / "set", _statuses(statuses), cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    line = line_of(folder / "game.yaml", where)
    assert f"game.yaml:{line}:" in result.output and "error[E-GAME-STATUS]" in result.output
    assert says in result.output, result.output


def test_a_status_the_rules_do_not_have_cannot_be_set(tmp_path):
    cards = '- {name: Sapper, type: hero, text: "Fatigue one of your heroes."}\n'
    folder = charter_copy(tmp_path / "set", _statuses(rules={}), cards=cards)
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1
    assert "error[E-UNSUPPORTED]" in result.output and "no status 'fatigued'" in result.output
