"""Keywords a game declares (``language.keywords``): "Surge 2" stands for its meaning, card
text written once in game.yaml with the number in place; it reads into what that text reads as,
prints back as the keyword, may be printed with a reminder that says the same, and several may
stand in a row.  A keyword that cannot be told from the rest of the language is a located
E-GAME-KEYWORD.  (The small game: tests/fixtures/games/charter.)"""

from __future__ import annotations

import pytest
from cardsmith.constructs.abilities import Static, Steps, Threshold, Triggered
from cardsmith.constructs.keywords import Keyword
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from charter import names, new, take
from dslkit import charter_copy, cli, line_of, no_traceback, read_ok


def test_a_keyword_reads_as_its_meaning_with_its_number(charter):
    ast = read_ok(charter, "Surge 3.")
    (kw,) = ast.abilities
    assert isinstance(kw, Keyword) and (kw.name, kw.values) == ("Surge", (3,))
    assert kw.abilities == read_ok(charter, "Draw 3 cards.").abilities


def test_a_keyword_prints_back_as_the_keyword(charter):
    ast = read_ok(charter, "Surge 3")
    assert print_text(ast, charter.game.language) == "Surge 3."
    assert read_ok(charter, "Surge 3.") == ast


def test_a_reminder_that_says_the_same_reads_and_is_not_printed(charter):
    ast = read_ok(charter, "Surge 2 (Draw 2 cards.)")
    assert ast == read_ok(charter, "Surge 2.")


def test_a_reminder_that_says_something_else_reads_as_the_declared_meaning(charter):
    ast = read_ok(charter, "Surge 2 (Draw 3 cards.)")
    (kw,) = ast.abilities
    assert kw.reminder_differs and ast == read_ok(charter, "Surge 2.")
    assert kw.abilities == read_ok(charter, "Draw 2 cards.").abilities


def test_a_reminder_that_says_something_else_is_a_located_warning(tmp_path):
    cards = '- {name: Eel, type: villain, attack: 2, text: "Surge 2 (Draw 3 cards.)"}\n'
    folder = charter_copy(tmp_path / "set", cards=cards)
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 0, result.output
    assert "warning[W-KEYWORD-REMINDER]" in result.output
    assert "'Surge 2' means: Draw 2 cards." in result.output


def test_keywords_in_a_row(charter):
    ast = read_ok(charter, "Rally, Rally")
    assert [type(a) for a in ast.abilities] == [Keyword, Keyword]
    assert print_text(ast, charter.game.language) == "Rally. Rally."


def test_a_keyword_is_grouped_where_it_stands(charter):
    """ "Grit" means a change: of the card itself while it is where its abilities work, as a
    static ability; a triggered meaning stays triggered."""
    (grit,) = read_ok(charter, "Grit.").abilities
    assert [type(a) for a in grit.abilities] == [Static]
    (rally,) = read_ok(charter, "Rally.").abilities
    assert [type(a) for a in rally.abilities] == [Triggered]
    (surge,) = read_ok(charter, "Surge 1.").abilities
    assert [type(a) for a in surge.abilities] == [Steps]


def test_mshs_assault_is_a_declared_keyword(mshs):
    ast = read_ok(
        mshs, "3 -> Keeper. Assault 3 (At the start of your turn, this Keeper hits for 3.)"
    )
    (th,) = ast.abilities
    assert isinstance(th, Threshold)
    kw = th.abilities[1]
    assert isinstance(kw, Keyword) and kw.values == (3,)
    assert print_text(ast, mshs.game.language) == "3 -> Keeper. Assault 3."


def test_an_undeclared_keyword_with_a_reminder_reads_as_the_reminder(mshs):
    """A word the game does not declare, before a reminder, is a keyword that means the
    reminder (printed cards carry it): "Flurry" here is "Assault 1" under another name."""
    ast = read_ok(mshs, "2 -> Keeper. Flurry (At the start of your turn, this Keeper hits for 1.)")
    plain = read_ok(mshs, "2 -> Keeper. At the start of your turn, this Keeper hits for 1.")
    (th,) = ast.abilities
    (flurry,) = [a for a in th.abilities if getattr(a, "name", None) == "Flurry"]
    assert flurry.abilities == plain.abilities[0].abilities[1:]


def test_a_card_has_its_keyword_and_does_what_it_means():
    g = new()
    tinker = take(g, "Tinker", 0, "hand")
    assert "surge" in g.defs[tinker].keywords
    before = len(g.state.zones[0]["hand"])
    g.play_card(0, tinker)
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before - 1 + 2  # "Surge 2": draw 2 cards


def test_a_triggered_keyword_works_where_the_card_is():
    from cardsmith.interpreter.timing import Event

    g = new()
    take(g, "Twin Drummer", 0)  # "Rally, Rally"
    before = len(g.state.zones[0]["hand"])
    g.emit(Event("turn_start", player=0))
    g.resolve_pending()
    assert len(g.state.zones[0]["hand"]) == before + 2
    assert "Twin Drummer" in names(g, 0, "field")


# ------------------------------------------------------------------ bad declarations


def _keywords(**keywords):
    def edit(data):
        data["language"]["keywords"] = keywords

    return edit


@pytest.mark.parametrize(
    "keywords,where,says",
    [
        ({"Hero": {"means": "Draw a card."}}, "Hero:", "spelled like a word of this game"),
        ({"Covert": {"means": "Draw a card."}}, "Covert:", "spelled like a name of this game"),
        ({"Draw Two": {"means": "Draw two cards."}}, "Draw Two:", "starts with 'draw'"),
        ({"Surge": {"number": True, "means": "Drw {N} cards."}}, "Drw", "does not read"),
        ({"Surge {power}": {"means": "Draw a card."}}, "Surge {power}", "neither a number"),
    ],
)
def test_a_keyword_that_cannot_work_is_a_located_error(tmp_path, keywords, where, says):
    folder = charter_copy(tmp_path / "set", _keywords(**keywords), cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1, result.output
    line = line_of(folder / "game.yaml", where)
    assert f"game.yaml:{line}:" in result.output and "error[E-GAME-KEYWORD]" in result.output
    assert says in result.output, result.output


# ------------------------------------------------------------------ a keyword that gives properties


def test_a_keyword_may_give_its_card_an_engine_property_while_its_abilities_work(tmp_path):
    from cardsmith.constructs.keywords import HasProperty
    from cardsmith.dsl.cardset import load_cardset
    from cardsmith.interpreter.agents import ScriptedAgent
    from cardsmith.interpreter.engine import Game
    from cardsmith.interpreter.rules import CompiledRules

    cards = (
        '- {name: Eel, type: villain, attack: 2, text: "Slippery. Fight: Draw a card."}\n'
        "- {name: Brute, type: villain, attack: 4}\n"
    )
    folder = charter_copy(tmp_path / "set", cards=cards)
    rules = CompiledRules(load_cardset(str(folder)))
    (kw, _) = rules.cardset.language.read("Slippery. Fight: Draw a card.").abilities
    assert [a.effect for a in kw.abilities] == [HasProperty("elusive", True)]
    g = Game(rules, [[], []], [ScriptedAgent([]), ScriptedAgent([])], 1)
    eel, brute = (
        next(c for c in g.state.zones[g.table]["city"] if g.defs[c].name == n)
        for n in ("Eel", "Brute")
    )
    assert g.has_prop("elusive", eel) == [True] and g.has_prop("elusive", brute) == []
    g.move(eel, 0, "discard")  # out of the City, where a villain's abilities work
    assert g.has_prop("elusive", eel) == []


@pytest.mark.parametrize(
    "spec,says",
    [
        ({"gives": {"elusive": True}, "means": "Draw a card."}, "both 'means' and 'gives'"),
        ({}, "needs 'means'"),
    ],
)
def test_a_keyword_is_card_text_or_properties_not_both(tmp_path, spec, says):
    def edit(data):
        data["language"]["keywords"] = {"Sly": spec or None}

    folder = charter_copy(tmp_path / "set", edit, cards="[]\n")
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1 and "error[E-GAME-KEYWORD]" in result.output, result.output
    assert says in result.output, result.output


def test_an_undeclared_keyword_with_its_reminder_means_the_reminder(charter):
    from cardsmith.constructs.keywords import RemindedKeyword

    ast = read_ok(charter, "Stonewall 2 (Draw 2 cards.)")
    (kw,) = ast.abilities
    assert isinstance(kw, RemindedKeyword) and (kw.name, kw.value) == ("Stonewall", 2)
    assert kw.abilities == read_ok(charter, "Draw 2 cards.").abilities
    assert print_text(ast, charter.game.language) == "Stonewall 2 (Draw 2 cards.)"


def test_a_declared_keyword_with_a_number_it_does_not_take_means_its_reminder(charter):
    """ "Rally" takes no number: "Rally 3 (...)" is a keyword of the same name that means what
    its reminder says; "Surge 2 (...)" is still the declared keyword, meaning what it declares."""
    from cardsmith.constructs.keywords import RemindedKeyword

    (kw,) = read_ok(charter, "Rally 3 (Draw 3 cards.)").abilities
    assert isinstance(kw, RemindedKeyword) and kw.name == "Rally"
    (surge,) = read_ok(charter, "Surge 2 (Draw 2 cards.)").abilities
    assert isinstance(surge, Keyword)


@pytest.mark.parametrize(
    "text,declared,means",
    [
        ("Surge 4 (Draw 1 card.)", True, "Draw 4 cards."),  # (declared: its declaration)
        ("Tidecall 4 (Draw 1 card.)", False, "Draw a card."),  # (undeclared: its reminder)
    ],
)
def test_one_rule_for_a_keyword_printed_with_a_reminder(charter, text, declared, means):
    (kw,) = read_ok(charter, text).abilities
    assert isinstance(kw, Keyword) is declared
    assert kw.abilities == read_ok(charter, means).abilities
    assert getattr(kw, "reminder_differs", False) is declared


def test_a_capitalised_word_without_a_reminder_is_no_keyword(charter):
    err = charter.language.read("Stonewall 2.")
    assert isinstance(err, TextError)
