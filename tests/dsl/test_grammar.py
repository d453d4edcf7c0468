"""The card language as a whole: the bundled games' grammars build strictly, every bundled and
OmniVerse text reads, the printer's canonical text reads back to the same AST, and the
identity fixture (tests/fixtures/identity.txt) prints back unchanged line for line."""

from __future__ import annotations

import dataclasses

import pytest
from cardsmith.constructs.abilities import Triggered
from cardsmith.constructs.amounts import Num
from cardsmith.constructs.card_effects import Heal
from cardsmith.constructs.chance import ResultIs
from cardsmith.constructs.durations import Duration
from cardsmith.constructs.keywords import Keyword
from cardsmith.constructs.kit import NO_SPAN, Node, node_classes
from cardsmith.constructs.movement import Move
from cardsmith.constructs.players import Player
from cardsmith.constructs.selections import Select
from cardsmith.constructs.stat_changes import StatChange
from cardsmith.constructs.texts import CardText
from cardsmith.constructs.triggers import AtTurn
from cardsmith.dsl.cardset import declared_names, load_cardset
from cardsmith.dsl.language import CardLanguage
from cardsmith.dsl.parser import MAX_TEXT, TextError
from cardsmith.dsl.printer import print_text
from dslkit import FIXTURES

IDENTITY = (FIXTURES / "identity.txt").read_text(encoding="utf-8").split("\n")
if IDENTITY and IDENTITY[-1] == "":
    IDENTITY.pop()
OMNIVERSE_TEXTS = [
    t
    for t in (FIXTURES / "omniverse_texts.txt").read_text(encoding="utf-8").splitlines()
    if t.strip()
]

# The card texts of the bundled sets, collected once at import (cheap: the sets' ASTs are cached).
_BUNDLED = {g: load_cardset(g) for g in ("mshs", "omniverse", "legendary")}
BUNDLED_TEXTS = [(g, c.key, f) for g, cs in _BUNDLED.items() for c in cs.cards for f in c.texts]


def read_ok(cs, text: str) -> CardText:
    result = cs.language.read(text)
    assert isinstance(result, CardText), f"{text!r} does not read: {result}"
    return result


def canonical(cs, text: str) -> str:
    return print_text(read_ok(cs, text), cs.game.language)


def nodes(tree):
    """Every AST node under ``tree`` (fields included, spans not)."""
    if isinstance(tree, Node):
        yield tree
        for f in dataclasses.fields(tree):
            if f.name != "span":
                yield from nodes(getattr(tree, f.name))
    elif isinstance(tree, tuple):
        for item in tree:
            yield from nodes(item)


# ============================================================== (a) strict grammar builds


@pytest.mark.parametrize("game", ["mshs", "omniverse", "legendary", "hero"])
def test_bundled_grammar_builds_with_lark_strict(game):
    """Lark's strict mode fails on any shift/reduce conflict or terminal collision."""
    cs = _BUNDLED[game] if game in _BUNDLED else load_cardset(game)
    declared = declared_names(cs.game, [c.fields for c in cs.cards])
    strict = CardLanguage(cs.game.language, declared, strict=True)
    assert strict.vocab == cs.language.vocab
    lark = strict.parser.lark  # builds the parser; raises on a conflict
    assert lark.options.strict
    # the strict parser understands the set's texts exactly as the normal one does
    for card in cs.cards:
        for fname, ast in card.texts.items():
            assert strict.read(card.fields[fname]) == ast, card.name


def test_a_declared_verb_spelled_like_the_languages_own_keeps_both_readings():
    """HERO declares "heal X" (a status cleared); the language's "heal 2" still reads, each
    by the words after the verb."""
    from cardsmith.constructs.verbs import DeclaredVerb

    lang = load_cardset("hero").language
    (verb,) = lang.read("Heal one of your heroes.").abilities[0].effects
    (heal,) = lang.read("Heal 2.").abilities[0].effects
    (more,) = lang.read("Heal 2 more.").abilities[0].effects
    assert isinstance(verb, DeclaredVerb) and verb.verb == "heal"
    assert isinstance(heal, Heal) and heal == dataclasses.replace(more, span=heal.span)


def test_a_declared_event_starting_with_fixed_words_is_not_a_card_phrase():
    """ "An attack against X is resolved" beside "an attack 30 hero" (a stat filter)."""
    from cardsmith.constructs.events import OnGameEvent

    lang = load_cardset("hero").language
    (ability,) = lang.read("When an attack against a hero is resolved, draw a card.").abilities
    assert isinstance(ability, Triggered) and isinstance(ability.trigger, OnGameEvent)


# ============================================================== (b) OmniVerse verbatim


@pytest.mark.parametrize("text", OMNIVERSE_TEXTS)
def test_omniverse_text_reads_verbatim(omniverse, text):
    read_ok(omniverse, text)


def test_omniverse_fixture_is_complete():
    assert len(OMNIVERSE_TEXTS) >= 100


def test_every_omniverse_card_parses(omniverse):
    assert omniverse.errors == []
    by_type = {}
    for card in omniverse.cards:
        by_type.setdefault(card.type, []).append(card)
    assert len(by_type["fighter"]) == 30
    assert len(by_type["location"]) == 30
    for card in omniverse.cards:
        spec = omniverse.game.types[card.type].fields
        text_fields = [
            f
            for f, s in spec.items()
            if s.type == "card_text"
            and isinstance(card.fields.get(f), str)
            and card.fields[f].strip()
        ]
        assert sorted(card.texts) == sorted(text_fields), card.name
        for f in text_fields:
            assert omniverse.language.read(card.fields[f]) == card.texts[f]
    locations = by_type["location"]
    assert all(set(c.texts) == {"text", "bonus_text"} for c in locations)


def test_every_mshs_card_parses(mshs):
    assert mshs.diagnostics == []
    assert len(mshs.cards) >= 147
    with_text = [c for c in mshs.cards if isinstance(c.fields.get("text"), str)]
    assert all("text" in c.texts for c in with_text)


# ============================================================== (c) bundled texts round-trip


@pytest.mark.parametrize("game,card,field", BUNDLED_TEXTS)
def test_bundled_text_round_trips(game, card, field):
    cs = _BUNDLED[game]
    ast = cs.by_key[card].texts[field]
    printed = print_text(ast, cs.game.language)
    again = cs.language.read(printed)
    assert again == ast, f"{printed!r} reads as {again}"
    assert print_text(again, cs.game.language) == printed


# ============================================================== (d) the identity fixture


def test_identity_file_format():
    assert len(IDENTITY) >= 120
    assert all(line.strip() == line and line for line in IDENTITY), "blank or padded line"
    assert not any(line.startswith("#") for line in IDENTITY)
    assert len(set(IDENTITY)) == len(IDENTITY), "duplicate lines"


def _identity_reading(languages, line):
    """The first game whose language reads ``line`` and prints it back unchanged."""
    tried = []
    for game, cs in languages:
        result = cs.language.read(line)
        if isinstance(result, TextError):
            tried.append(f"{game}: {result.code} {result.message}")
            continue
        printed = print_text(result, cs.game.language)
        if printed == line:
            return game, result
        tried.append(f"{game}: prints as {printed!r}")
    pytest.fail(f"{line!r} does not print back unchanged: " + "; ".join(tried))


@pytest.mark.parametrize("line", IDENTITY)
def test_identity_line_prints_back_unchanged(languages, line):
    _identity_reading(languages, line)


def test_identity_file_covers_the_language(languages):
    """Every kind of AST node, and every value of the language's closed enumerations, is used
    by some line of the identity file."""
    found = []
    games = set()
    for line in IDENTITY:
        game, ast = _identity_reading(languages, line)
        games.add(game)
        found.extend(nodes(ast))
    assert games == {"mshs", "omniverse", "charter"}
    kinds = {type(n).__name__ for n in found}
    every = {c.__name__ for c in node_classes()}
    assert every - kinds == set()

    def values(cls, attr):
        return {getattr(n, attr) for n in found if isinstance(n, cls)}

    assert values(Duration, "kind") == {
        "this_turn",
        "next_turn",
        "this_and_next",
        "until_end_of",
        "until_end_of_next",
        "until_start_of_next",
        "during_next",
        "game",
    }
    assert values(Select, "quantity") == {
        "count",
        "all",
        "each",
        "any_number",
        "up_to",
        "at_least",
        "another",
        "bare",
    }
    assert values(Player, "who") == {
        "you",
        "opponent",
        "each",
        "any",
        "they",
        "owner",
        "each_other",
        "each_opponent",
        "allies",
        "chosen",
        "target_opponent",
        "ally",
        "that",
        "left",
        "right",
    }
    assert values(Move, "position") == {None, "top", "bottom", "top_or_bottom", "back"}
    assert values(StatChange, "op") == {"add", "sub", "mul", "div", "set"}
    assert values(ResultIs, "test") == {"side", "all", "even", "odd", "in", "not"}
    assert values(AtTurn, "edge") == {"start", "end"}
    assert values(Num, "word") == {True, False}  # numbers as words and digits
    assert {"Assault"} <= values(Keyword, "name")  # (the keyword MSHS declares)
    assert values(Triggered, "instead") == {True, False}
    assert values(Triggered, "after_draw") == {True, False}


# ============================================================== (e) how texts may be written


@pytest.mark.parametrize(
    "written,meant",
    [
        ("DRAW A CARD.", "Draw a card."),
        ("draw a card.", "Draw a card."),
        ("dRaW a CaRd", "Draw a card."),
        ("2 -> DESTROY AN X-MEN KEEPER.", "2 -> Destroy an X-Men Keeper."),
        (
            "2 -> destroy all of your opponent's keepers.",
            "2 -> Destroy all of your opponent's Keepers.",
        ),
        ("2 -> Draw a card", "2 -> Draw a card."),
        ("2 -> Draw  a\n card .", "2 -> Draw a card."),
    ],
)
def test_case_and_spacing_do_not_matter(mshs, written, meant):
    assert read_ok(mshs, written) == read_ok(mshs, meant)


def test_reading_is_case_insensitive_for_omniverse_words(omniverse):
    assert read_ok(omniverse, "DOUBLE THE defense OF aquaman.") == read_ok(
        omniverse, "Double the DEFENSE of AQUAMAN."
    )


@pytest.mark.parametrize(
    "shorthand,long",
    [
        (
            "2 -> Keeper; hits for 2",
            "2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
        ),
        (
            "3 -> Keeper; hits for 1",
            "3 -> Keeper. At the start of your turn, this Keeper hits for 1.",
        ),
        (
            "2 -> keeper; HITS FOR 2",
            "2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
        ),
    ],
)
def test_keeper_shorthand_equals_the_long_form(mshs, shorthand, long):
    assert read_ok(mshs, shorthand) == read_ok(mshs, long)
    assert canonical(mshs, shorthand) == long


@pytest.mark.parametrize(
    "curly,straight",
    [
        (
            "Flip a coin. If it\u2019s heads, draw two cards.",
            "Flip a coin. If it's heads, draw two cards.",
        ),
        (
            "2 -> Destroy all of your opponent\u2018s Keepers.",
            "2 -> Destroy all of your opponent's Keepers.",
        ),
        (
            "2 -> Destroy a Keeper with \u201cassault\u201d.",
            '2 -> Destroy a Keeper with "assault".',
        ),
        (
            "2 -> Your opponent\u2019s power is \u22123 next turn.",
            "2 -> Your opponent's power is -3 next turn.",
        ),
        ("2 \u2192 Draw a card.", "2 -> Draw a card."),
        ("2 => Draw a card.", "2 -> Draw a card."),
    ],
)
def test_printed_punctuation_reads_like_plain(mshs, curly, straight):
    assert read_ok(mshs, curly) == read_ok(mshs, straight)


def test_spans_point_into_the_text(mshs):
    text = "2 -> Keeper. Whenever another Keeper is destroyed, heal 2."
    ast = read_ok(mshs, text)
    for node in nodes(ast):
        if node.span is not NO_SPAN:
            assert 0 <= node.span.start <= node.span.end <= len(text)
    heal = next(n for n in nodes(ast) if isinstance(n, Heal))
    assert text[heal.span.start : heal.span.end] == "heal 2"


# ============================================================== what the printer writes


@pytest.mark.parametrize(
    "game,text",
    [
        # "does" in a trigger is printed "dos" for a player other than you
        (
            "mshs",
            "2 -> Keeper. Whenever your opponent does at least 2 damage with an attack, heal 1.",
        ),
        # "the top one card": the count's spelling is kept in the AST but dropped by the printer
        ("mshs", "2 -> Reveal the top one card of your deck."),
        # two changes joined by "and" print as two sentences, which read as two statics
        ("mshs", "This card is attack +2 and your power is +1."),
        # a change of two cards with a duration prints the duration after the second card
        ("mshs", "2 -> Double the attack of this card next turn and that card."),
        ("mshs", "2 -> Your opponent's cards are attack -2 this turn and this card."),
        # "1" spelt as digits: the printer writes "a die" / "a coin", which read as the word "one"
        ("mshs", "Roll 1 die."),
        ("mshs", "Flip 1 coin."),
        # "upcoming N" is always plural, whatever N is
        ("omniverse", "See upcoming 1 Location Card."),
    ],
)
def test_whatever_reads_prints_to_a_text_that_reads_the_same(game, text):
    cs = _BUNDLED[game]
    ast = read_ok(cs, text)
    printed = print_text(ast, cs.game.language)
    assert cs.language.read(printed) == ast, f"{text!r} prints as {printed!r}"


@pytest.mark.parametrize(
    "text",
    [
        "2 -> If your opponent reveals a Tech card, heal 1.",
        "2 -> Destroy a Keeper your opponent reveals from their hand.",
        (
            "Each player discards a card of their choice and selectively draws a previously discarded "
            "card (if discarded)."
        ),
    ],
)
def test_canonical_text_agrees_with_its_subject(mshs, text):
    """The canonical text of a grammatical sentence is that sentence (verbs agree)."""
    assert canonical(mshs, text) == text


def test_canonical_text_of_long_cards_stays_readable(omniverse):
    """A text under the length cap prints to a text that reads back."""
    text = " ".join(["Reduce all enemy STATS by half. 2 Turns in Rest State."] * 35)
    assert len(text) <= MAX_TEXT
    ast = read_ok(omniverse, text)
    printed = print_text(ast, omniverse.game.language)
    assert omniverse.language.read(printed) == ast, (
        f"the canonical text is {len(printed)} characters, over the {MAX_TEXT} cap"
    )


# ============================================================== texts that must not read


@pytest.mark.parametrize(
    "text",
    [
        "2 -> Use it this turn.",
        "2 -> For each heads, use it this turn.",
    ],
)
def test_text_that_reads_can_be_printed(mshs, text):
    """'use it <duration>' with nothing before it to last: an error, not an AST the printer
    cannot print."""
    result = mshs.language.read(text)
    if isinstance(result, CardText):
        printed = print_text(result, mshs.game.language)
        assert mshs.language.read(printed) == result
    else:
        assert result.code == "E-MEANING"


@pytest.mark.parametrize(
    "game,text",
    [
        ("mshs", "Disable \x00\x01never\x01\x00."),
        ("mshs", "Destroy a card \x00\x01never\x01\x00."),
        ("omniverse", "Disable \x00\x01never\x01\x00."),
        ("omniverse", "Whenever this card \x00\x01no-event\x01\x00, draw a card."),
    ],
)
def test_placeholder_terminal_is_not_a_word(game, text):
    """The grammar's placeholders for words a game does not have (MSHS has no "Special
    Ability", OmniVerse no game events) must really never match: any text gives a CardText or
    a TextError, never an exception."""
    result = _BUNDLED[game].language.read(text)
    assert isinstance(result, TextError)
    assert result.code in ("E-PARSE", "E-PARSE-CHAR")


@pytest.mark.parametrize("text", ["2 ->", "2 -> Draw a card. 3 ->"])
def test_threshold_with_nothing_after_it_is_an_error(mshs, text):
    result = mshs.language.read(text)
    assert isinstance(result, TextError), f"{text!r} reads as {result}"
    assert result.code in ("E-PARSE-END", "E-MEANING")


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card. (Do this after you draw.)",
        "2 -> Keeper. Your power is +1. (Do this after you draw.)",
    ],
)
def test_after_draw_note_needs_a_start_of_turn_ability(mshs, text):
    result = mshs.language.read(text)
    assert isinstance(result, TextError), f"{text!r} reads as {result}"
    assert result.code == "E-MEANING"


def test_after_draw_note_on_a_start_of_turn_ability(mshs):
    ast = read_ok(
        mshs, "Keeper. At the start of your turn, this Keeper hits for 1. (Do this after you draw.)"
    )
    assert any(isinstance(n, Triggered) and n.after_draw for n in nodes(ast))


@pytest.mark.parametrize(
    "text,word",
    [
        ("Flip a coin. If it's heads, If it's heads, draw a card.", "If"),
        ("2 -> Keeper. Your power is +1 each Keeper you have in play.", "each"),
    ],
)
def test_words_of_the_language_are_not_reported_as_unknown_names(mshs, text, word):
    result = mshs.language.read(text)
    assert isinstance(result, TextError)
    assert text[result.start : result.end] == word
    assert result.code == "E-PARSE", f"{word!r} reported as {result.code}: {result.message}"


@pytest.mark.parametrize(
    "text",
    [
        # a separator the parser's state only seems to accept: "," then a name after a
        # comparison reads as the end of the condition, not as a list going on
        "If your power is 5 or more, Storm is attack +2.",
        "If your power is 2 or less, Storm or Thor is attack +1.",
        # "that many" with an owner, as the printer writes it
        "Discard a card. Destroy that many of your opponent's Keepers.",
    ],
)
def test_texts_the_printer_writes_read_back(mshs, text):
    """Found by printing generated trees (test_constructs.py): each read as a parse error."""
    assert canonical(mshs, text) == text
