"""Property tests of the card language (Hypothesis).

(a) Strings generated from each bundled game's own grammar (``hypothesis.extra.lark``) either
    read into a CardText or give a TextError, never another exception; and whatever reads
    prints to a canonical text that reads back to the same AST.
(b) Random mutations of the bundled cards' real texts (characters and words deleted, inserted,
    swapped; case changes; unicode; very long and deeply repeated input) always give a
    CardText or a TextError.

The searches are derandomized so a run is repeatable; each property stays within a few
seconds (no timings are asserted).  Generated ASTs (rather than strings) round-trip in
test_constructs.py.
"""

from __future__ import annotations

import collections

import pytest
from cardsmith.constructs.texts import CardText
from cardsmith.dsl.diagnostics import CODES
from cardsmith.dsl.parser import MAX_TEXT, TextError
from cardsmith.dsl.printer import print_text
from dslkit import FIXTURES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark

GAMES = ["mshs", "omniverse"]

# Terminals whose regular expressions use lookaheads Hypothesis cannot generate, written out.
# Placeholders (NEVER_MATCHES, a GAME_EVENT of a game without events: patterns starting with
# a NUL) stand for words a game does not have; they are meant never to match, so they are
# generated as nothing at all (that they can in fact be matched is tested in
# test_grammar.py::test_placeholder_terminal_is_not_a_word).
EXPLICIT = {
    "_LSEP": st.sampled_from([", ", " and ", ", or ", " & "]),
    "_LOR": st.just(" or "),
    "NEXT_ADJ": st.sampled_from(["next", "NEXT"]),
    "_ADJ_AND": st.sampled_from([" & ", " and "]),
    "_ENEMY_ZONE": st.just("enemy"),
    "WITH_QUOTED": st.sampled_from(['with "assault"', 'with "Counterstrike"']),
    "CARDS_ON": st.just("cards on"),
    "AS_OWN_ABILITY": st.just("as LOKI's Special Ability"),
    "PLAYER_ADJ": st.just("player"),
    "NEVER_MATCHES": st.just(" "),
    "KEYWORD_NAME": st.sampled_from(["Overdrive", "Rally Cry"]),
    "PLAYABLE_ALONE": st.just("playable"),
    "_THE_REST": st.sampled_from(["the rest", "the others", "the other card"]),
    "_INTO_PLAY": st.just("comes into"),
    "_LEAVES_PLAY": st.just("leaves"),
    "_INSTEAD_OF": st.just("instead of into"),
}

SETTINGS = settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


def _strategy(cs, spaced: bool):
    lark = cs.language.parser.lark
    names = {t.name for t in lark.terminals}
    explicit = {k: v for k, v in EXPLICIT.items() if k in names}
    for t in lark.terminals:
        if t.pattern.type == "re" and t.pattern.value.startswith("\x00"):
            explicit[t.name] = st.just(" ")
    if spaced:
        # Generated tokens are often glued together ("drawa card"), which the card language
        # rightly refuses; with spaces around every word far more of the strings read.
        for t in lark.terminals:
            if t.pattern.type == "str" and t.name not in explicit:
                v = t.pattern.value
                explicit[t.name] = st.sampled_from([v, v.upper(), v.title()]).map(
                    lambda s: f" {s} "
                )
    return from_lark(lark, start="start", explicit=explicit)


def _check_error(text: str, err: TextError) -> None:
    assert err.code in CODES or err.code.startswith("E-UNKNOWN-"), err
    assert 0 <= err.start < err.end <= max(len(text), 1), (err, len(text))
    assert err.message


def _read(cs, text: str):
    result = cs.language.read(text)
    assert isinstance(result, (CardText, TextError)), type(result)
    if isinstance(result, TextError):
        _check_error(text, result)
    return result


# ============================================================== (a) strings of the grammar


@pytest.mark.parametrize("spaced", [False, True], ids=["raw", "spaced"])
@pytest.mark.parametrize("game", GAMES)
def test_grammar_strings_read_or_give_a_text_error(request, game, spaced):
    cs = request.getfixturevalue(game)
    outcomes = collections.Counter()

    @SETTINGS
    @given(_strategy(cs, spaced))
    def prop(text):
        result = _read(cs, text)
        outcomes["read" if isinstance(result, CardText) else result.code] += 1

    prop()
    assert sum(outcomes.values()) > 0


@pytest.mark.parametrize("game", GAMES)
def test_grammar_strings_that_read_round_trip(request, game):
    cs = request.getfixturevalue(game)
    read = collections.Counter()

    @SETTINGS
    @given(_strategy(cs, spaced=True))
    def prop(text):
        ast = _read(cs, text)
        if isinstance(ast, TextError):
            return
        read["ok"] += 1
        printed = print_text(ast, cs.game.language)
        if len(printed) > MAX_TEXT:  # (the cap: see test_grammar.py)
            return
        again = cs.language.read(printed)
        assert again == ast, f"{text!r} prints as {printed!r}, which reads as {again}"
        assert print_text(again, cs.game.language) == printed

    prop()
    assert read["ok"] > 0, "no generated string read: the property tested nothing"


# ============================================================== canonical texts, varied

# Phrases of the same kind: swapping one for another keeps a text in the language (or makes
# it fail to read); either way what reads must round-trip through the printer.
SWAPS = [
    ["you ", "your opponent ", "each player ", "a player ", "they ", "its owner "],
    ["your ", "your opponent's ", "their ", "its owner's "],
    [" 1", " 2", " 3", " one", " two", " three", " ten"],
    ["this turn", "next turn", "until the end of your turn", "for current turn and next turn"],
    [
        " a ",
        " one ",
        " each ",
        " another ",
        " all ",
        " up to two ",
        " two or more ",
        " any number of ",
    ],
    ["card", "cards", "Keeper", "Keepers", "attack", "fighter"],
    [". ", " and ", ", then ", ", ", "; "],
    ["heads", "tails", "even", "odd"],
    ["start", "end"],
    ["top", "bottom"],
    ["destroy", "discard", "draw", "reveal", "play", "shuffle", "return", "choose", "put"],
]


@st.composite
def varied(draw, lines):
    text = draw(st.sampled_from(lines))
    for _ in range(draw(st.integers(1, 3))):
        group = draw(st.sampled_from(SWAPS))
        present = [w for w in group if w in text]
        if not present:
            continue
        old, new = draw(st.sampled_from(present)), draw(st.sampled_from(group))
        starts = [i for i in range(len(text)) if text.startswith(old, i)]
        i = draw(st.sampled_from(starts))
        text = text[:i] + new + text[i + len(old) :]
    return text


def test_varied_canonical_texts_round_trip(mshs, omniverse):
    lines = (FIXTURES / "identity.txt").read_text(encoding="utf-8").splitlines()
    read = collections.Counter()

    @settings(SETTINGS, max_examples=1500)
    @given(varied(lines))
    def prop(text):
        for cs in (mshs, omniverse):
            ast = _read(cs, text)
            if isinstance(ast, TextError):
                continue
            read["ok"] += 1
            printed = print_text(ast, cs.game.language)
            again = cs.language.read(printed)
            assert again == ast, f"{text!r} prints as {printed!r}, which reads as {again}"

    prop()
    assert read["ok"] > 0


# ============================================================== (b) mutated real texts


def _texts(cs) -> list[str]:
    return sorted(
        {v for c in cs.cards for f, v in c.fields.items() if f in c.texts and isinstance(v, str)}
    )


@st.composite
def mutated(draw, texts, words):
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(
            st.sampled_from(
                [
                    "delete",
                    "insert",
                    "swap",
                    "unicode",
                    "word-delete",
                    "word-insert",
                    "word-swap",
                    "case",
                    "repeat",
                    "stutter",
                ]
            )
        )
        if op in ("delete", "insert", "swap", "unicode"):
            i = draw(st.integers(0, max(len(text) - 1, 0)))
            if op == "delete":
                text = text[:i] + text[i + 1 :]
            elif op == "insert":
                text = text[:i] + draw(st.characters()) + text[i:]
            elif op == "unicode":
                text = text[:i] + draw(st.text(min_size=1, max_size=4)) + text[i:]
            elif i + 1 < len(text):
                text = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
        elif op.startswith("word"):
            ws = text.split(" ")
            i = draw(st.integers(0, len(ws) - 1))
            if op == "word-delete" and len(ws) > 1:
                del ws[i]
            elif op == "word-insert":
                ws.insert(i, draw(st.sampled_from(words)))
            elif op == "word-swap" and i + 1 < len(ws):
                ws[i], ws[i + 1] = ws[i + 1], ws[i]
            text = " ".join(ws)
        elif op == "case":
            text = draw(
                st.sampled_from([text.upper(), text.lower(), text.swapcase(), text.title()])
            )
        elif op == "repeat":  # very long input, over the cap or just under it
            text = " ".join([text] * draw(st.integers(2, 60)))
        else:  # one word repeated many times: deep or long input
            ws = text.split(" ")
            i = draw(st.integers(0, len(ws) - 1))
            ws[i : i + 1] = [ws[i]] * draw(st.integers(2, 400))
            text = " ".join(ws)
    return text


@pytest.mark.parametrize("game", GAMES)
def test_mutated_texts_read_or_give_a_text_error(request, game):
    cs = request.getfixturevalue(game)
    texts = _texts(cs)
    words = sorted({w for t in texts for w in t.split()})

    @settings(SETTINGS, max_examples=300)
    @given(mutated(texts, words))
    def prop(text):
        _read(cs, text)

    prop()


@pytest.mark.parametrize("game", GAMES)
def test_arbitrary_text_reads_or_gives_a_text_error(request, game):
    cs = request.getfixturevalue(game)

    @SETTINGS
    @given(st.text(max_size=300))
    def prop(text):
        _read(cs, text)

    prop()


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "\x00",
        "\ud800",  # a lone surrogate
        "2 -> " * 500,  # over the cap
        "Draw a card. " * 153,  # just under the cap
        "2 -> Heal " + "double " * 280 + "1.",  # deeply nested amounts
        "2 -> Reveal the top card of your deck. If it's " + "not " * 450 + "Tech, play it.",
        "Flip a coin. " + "If it's heads, " * 130 + "draw a card.",
        "(" * 1000 + "Draw a card." + ")" * 900,
        "2 -> Destroy a " + ", ".join(["Tech"] * 300) + " Keeper.",
        "x" * 100_000,
    ],
)
def test_extreme_inputs_read_or_give_a_text_error(mshs, omniverse, text):
    for cs in (mshs, omniverse):
        _read(cs, text)
