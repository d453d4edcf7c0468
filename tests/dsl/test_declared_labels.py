"""Ability labels a game declares (``language.labels``): "Fight: ..." is the effect of the
label's trigger, "[Tech]: ..." the body under its condition (with the slot's value in place),
"Wave 2-4: ..." both, "(A) ..." an activated ability its controller uses in the turn's
``activate`` windows, "(P)"/"(H)" abilities of those kinds (recorded for the engine).  The text
after a label runs to the next one; the label prints back as written.  A label with no shape, or
whose trigger or condition does not read, is a located E-GAME-LABEL.  (The small game:
tests/fixtures/games/charter.)"""

from __future__ import annotations

import pytest
from cardsmith.constructs.abilities import Static, Steps
from cardsmith.constructs.labels import CardField, Labelled, meaning
from cardsmith.dsl.cardset import load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.responses import PASS
from cardsmith.interpreter.timing import Event
from charter import new, rules, take
from dslkit import charter_copy, cli, line_of, no_traceback, read_ok


@pytest.mark.parametrize(
    "text",
    [
        "Fight: Draw a card.",
        "[Tech]: Draw a card.",
        "Wave 2-4: Draw a card.",
        "(A) Revive one of your heroes.",
        "(P) Whenever a hero is fatigued, draw a card.",
        "(H) Draw two cards. Revive each of your heroes.",
        "Fight: Draw a card. [Covert]: Draw two cards.",
        "Rally. Fight: Surge 2.",
        "Lair: The old mill, by the river.\nFight: Draw a card.",
        "Fight: Draw a card.\nLair: Nowhere at all",
    ],
)
def test_labels_read_and_print_back(charter, text):
    assert print_text(read_ok(charter, text), charter.game.language) == text


def test_a_trigger_label_is_its_trigger_with_the_text_as_effects(charter):
    (a,) = read_ok(charter, "Fight: Draw a card.").abilities
    assert isinstance(a, Labelled) and a.label == "Fight"
    (plain,) = read_ok(charter, "When you fight this card, draw a card.").abilities
    assert meaning(a) == (plain,)


def test_a_condition_label_puts_its_text_under_the_condition_with_its_value(charter):
    (a,) = read_ok(charter, "[Covert]: Draw a card.").abilities
    assert a.values == ("Covert",)
    (plain,) = read_ok(
        charter, "If you have another Covert hero in your play area, draw a card."
    ).abilities
    assert meaning(a) == (plain,)


def test_a_label_with_numbers_fills_both_its_trigger_and_condition(charter):
    (a,) = read_ok(charter, "Wave 2-4: Draw a card.").abilities
    assert a.values == (2, 4)
    (plain,) = read_ok(
        charter,
        "At the start of your turn, if your gold is 2 or more and your gold is 4 or less, "
        "draw a card.",
    ).abilities
    assert meaning(a) == (plain,)


def test_a_labels_text_runs_to_the_next_label(charter):
    ast = read_ok(charter, "Fight: Draw a card. Draw a card. [Tech]: Draw a card.")
    first, second = ast.abilities
    assert [type(b) for b in first.body] == [Steps] and len(first.body[0].effects) == 2
    assert second.values == ("Tech",)


def test_a_change_after_a_trigger_label_happens_once(charter):
    (a,) = read_ok(charter, "Fight: This card is attack +1.").abilities
    assert [type(b) for b in a.body] == [Steps]
    (p,) = read_ok(charter, "(P) This card is attack +1.").abilities
    assert [type(b) for b in p.body] == [Static]
    assert a.kind is None and p.kind == "passive"


@pytest.mark.parametrize(
    "text,says",
    [
        ("Fight:", "needs a text after it"),
        ("(A) Whenever a hero is fatigued, draw a card.", "cannot hold an ability of its own"),
    ],
)
def test_a_label_whose_text_cannot_have_its_shape_is_a_meaning_error(charter, text, says):
    err = charter.language.read(text)
    assert isinstance(err, TextError) and err.code == "E-MEANING" and says in err.message


def test_the_ability_kinds_are_recorded_for_the_engine():
    defs = rules().cards
    assert defs["Mender"].ability_kinds == {"activated"}
    assert defs["Guard"].ability_kinds == {"passive"}
    assert defs["Second Wind"].ability_kinds == {"feat"}
    assert [type(t).__name__ for ts in defs["Guard"].triggers.values() for t in ts] == ["Trigger"]


def test_a_fight_label_happens_when_the_card_is_fought():
    g = new()
    brute = next(c for c in g.state.zones[g.table]["city"] if g.defs[c].name == "Brute")
    before = len(g.state.zones[0]["hand"])
    g.emit(Event("fight", player=0, card=brute))
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before + 1


@pytest.mark.parametrize("other,draws", [("Tinker", 1), ("Footpad", 0)])
def test_a_class_label_needs_another_hero_of_the_class(other, draws):
    g = new()
    take(g, other, 0)  # Tinker is Tech, Footpad Covert
    hacker = take(g, "Hacker", 0, "hand")  # "[Tech]: Draw a card."
    before = len(g.state.zones[0]["hand"])
    g.play_card(0, hacker)
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before - 1 + draws


def test_an_activated_label_is_used_once_per_turn_in_an_activate_window():
    g = new(answers={0: ["Mender", "Sapper", "Mender"]})
    mender = take(g, "Mender", 0)  # "(A) Revive one of your heroes."
    sapper = take(g, "Sapper", 0)
    g.set_status(sapper, "fatigued")
    assert rules().activated["Mender"][0].label == "(A) Revive one of your heroes."
    assert [c for c, _, _ in g.abilities.usable(0)] == [mender]
    assert g.abilities.usable(1) == []  # (only its controller, on their turn)
    g.abilities.window(0)
    assert not g.has_status(sapper, "fatigued")
    assert g.abilities.usable(0) == []  # (once a turn)


def test_an_activated_label_does_nothing_when_played():
    g = new(answers={0: [PASS]})
    mender = take(g, "Mender", 0, "hand")
    sapper = take(g, "Sapper", 0)
    g.set_status(sapper, "fatigued")
    g.play_card(0, mender)
    g.resolve_pending()
    assert g.has_status(sapper, "fatigued")


# ------------------------------------------------------------------ a card field's label


def test_a_field_labels_line_is_card_data_not_an_ability(charter):
    first, second = read_ok(
        charter, "Lair: Under the bridge. Draw a card.\nFight: Draw a card."
    ).abilities
    assert isinstance(first, CardField) and first.field == "lair"
    assert first.text == "Under the bridge. Draw a card."  # the rest of its line, as written
    assert isinstance(second, Labelled) and second.label == "Fight"


def test_a_field_labels_line_gives_the_card_that_field(tmp_path):
    cards = '- {name: Brute, type: villain, attack: 4, text: "Lair: The old mill.\\nFight: Draw a card."}\n'
    folder = charter_copy(tmp_path / "set", cards=cards)
    (brute,) = load_cardset(str(folder)).cards
    assert brute.fields["lair"] == "The old mill."
    g_cards = load_cardset(str(folder))
    assert not g_cards.errors


def test_a_field_given_twice_is_a_located_error(tmp_path):
    cards = (
        "- name: Brute\n  type: villain\n  attack: 4\n  lair: The mill.\n"
        '  text: "Lair: The old mill."\n'
    )
    folder = charter_copy(tmp_path / "set", cards=cards)
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1 and "error[E-FIELD-TWICE]" in result.output, result.output


# ------------------------------------------------------------------ bad declarations


@pytest.mark.parametrize(
    "label,spec,where,says",
    [
        ("Ambush", {}, "Ambush", "has no shape"),
        ("Ambush", {"trigger": "When this card enters the Cty"}, "Cty", "does not read"),
        ("Ambush", {"trigger": "you have a card"}, "you have a card", "does not read"),
        ("Boast", {"condition": "When you fight this card"}, "When you fight", "does not read"),
        (
            "Boast",
            {"condition": "you have a card, draw a card. Draw a card"},
            "condition:",
            "not a condition",
        ),
        (
            "Use",
            {"ability": "activated", "trigger": "When you fight this card"},
            "activated",
            "both activated",
        ),
        ("Ambush {foo}", {"trigger": "When you fight this card"}, "Ambush {foo}", "neither"),
        (
            "Den",
            {"field": "lair", "trigger": "When you fight this card"},
            "field: lair",
            "both a card",
        ),
        ("Den", {"field": "den"}, "field: den", "no card type's field"),
        ("Den", {"field": "text"}, "field: text", "is a card text"),
    ],
)
def test_a_label_that_cannot_work_is_a_located_error(tmp_path, label, spec, where, says):
    def edit(data):
        data["language"]["labels"] = {label: spec or None}

    folder = charter_copy(tmp_path / "set", edit, cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    line = line_of(folder / "game.yaml", where)
    assert f"game.yaml:{line}:" in result.output and "error[E-GAME-LABEL]" in result.output
    assert says in result.output, result.output
