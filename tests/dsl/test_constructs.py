"""One construct, one place: every kind of AST node has its reading, its canonical printing and
its compilation, found by name (see constructs/kit.py); every grammar alias has a reader; and,
over generated trees of each bundled game's language, printing then reading gives the same
tree back."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from cardsmith.constructs.kit import (
    BUILDS,
    COMPILERS,
    PRINTERS,
    READERS,
    WITHOUT,
    node_classes,
)
from cardsmith.dsl.builder import reader_of
from cardsmith.dsl.cardset import bundled_games, load_cardset
from cardsmith.dsl.parser import TextError
from cardsmith.dsl.printer import print_text
from dslkit import CHARTER, cli, no_traceback, write_set
from hypothesis import HealthCheck, given, settings
from trees import NOT_GENERATED, TREES, Words, card_text, containing

GAMES = bundled_games()

# (a tree's strategy is large: Hypothesis writes it out when it refuses a value)
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")

# ============================================================== every node has its parts


def _read_somewhere() -> set[str]:
    return {cls.__name__ for made in BUILDS.values() for cls in made}


@pytest.mark.parametrize(
    "stage,table",
    [("reading", None), ("printing", PRINTERS), ("compiling", COMPILERS)],
    ids=["reading", "printing", "compiling"],
)
def test_every_node_has_its_part_for_each_stage(stage, table):
    """A node no reader builds, no printer writes or no compiler runs is an error unless the
    node says why it has none (kit.without)."""
    have = _read_somewhere() if table is None else set(table)
    missing = [
        cls.__name__
        for cls in node_classes()
        if cls.__name__ not in have and (cls.__name__, stage) not in WITHOUT
    ]
    assert missing == [], f"no {stage} for: {', '.join(missing)}"


def test_every_declared_absence_has_a_reason_and_a_node():
    names = {cls.__name__ for cls in node_classes()}
    for (name, stage), why in WITHOUT.items():
        assert name in names and stage in ("reading", "printing", "compiling"), (name, stage)
        assert why.strip(), f"{name} has no {stage}, and does not say why"


# ============================================================== every alias has a reader


def _aliases(cs) -> set[str]:
    return {
        name
        for r in cs.language.parser.lark.rules
        if not (name := str(r.alias or r.origin.name)).startswith("_")
    }


@pytest.mark.parametrize("game", GAMES)
def test_every_grammar_alias_has_a_reader(game):
    cs = _load(game)
    missing = sorted(a for a in _aliases(cs) if reader_of(a) is None)
    assert missing == [], f"aliases of {game}'s grammar with no reader: {missing}"


def test_every_reader_reads_some_alias():
    """A reader no grammar uses (the core's, or a bundled game's own phrases) is dead code."""
    used = set().union(*(_aliases(_load(game)) for game in GAMES))
    # (a game's declarations write rules named <prefix>__N: their readers are in DECLARED)
    unused = sorted(set(READERS) - used)
    assert unused == []


_LOADED: dict = {}


def _load(game):
    if game not in _LOADED:
        _LOADED[game] = load_cardset(game)
    return _LOADED[game]


def test_an_alias_with_no_reader_is_a_located_game_error(tmp_path):
    """A game's own phrase naming a meaning cardsmith does not have: E-GAME at the alias in
    grammar.lark, exit 1, no traceback."""
    card = (
        "- id: X1\n  type: fighter\n  name: TESTER\n  universe: Marvel\n  class: META\n"
        "  speed: 1\n  attack: 1\n  defense: 1\n  ability: null\n  text: null\n"
    )
    folder = write_set(tmp_path / "set", {"one.yaml": card}, game="omniverse")
    with open(folder / "grammar.lark", "a", encoding="utf-8") as fh:
        fh.write('%extend plain_effect: "frobnicate"i card_phrase -> e_frobnicate\n')
    lines = (folder / "grammar.lark").read_text(encoding="utf-8").splitlines()
    result = cli("validate", str(folder))
    no_traceback(result)
    assert result.exit_code == 1
    col = lines[-1].index("e_frobnicate") + 1
    assert f"grammar.lark:{len(lines)}:{col}: error[E-GAME]" in result.output, result.output
    assert "e_frobnicate" in result.output


# ============================================================== the modules load in any order

_LOAD_FIRST = textwrap.dedent(
    """
    import importlib, importlib.util, os, sys, types
    root = list(importlib.util.find_spec("cardsmith.constructs").submodule_search_locations)[0]
    mods = sorted(f[:-3] for f in os.listdir(root) if f.endswith(".py") and f != "__init__.py")
    failed = []
    for first in mods:
        for k in [k for k in sys.modules if k.startswith("cardsmith.constructs")]:
            del sys.modules[k]
        pkg = types.ModuleType("cardsmith.constructs")
        pkg.__path__ = [root]
        sys.modules["cardsmith.constructs"] = pkg
        try:
            for m in [first] + mods:
                importlib.import_module("cardsmith.constructs." + m)
        except Exception as exc:
            failed.append(f"{first}: {exc!r}")
    print("\\n".join(failed))
    """
)


def test_each_construct_module_can_be_imported_first():
    """A module imports the concepts it builds on at its top and the ones built on it at its
    bottom; whichever is imported first, all of them load."""
    out = subprocess.run(
        [sys.executable, "-c", _LOAD_FIRST], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "", out.stdout


# ============================================================== generated trees round-trip


def test_every_node_has_a_strategy_or_says_why_not(mshs, omniverse, charter):
    words = [_words(mshs), _words(omniverse), _words(charter)]
    missing = [
        cls.__name__
        for cls in node_classes()
        if cls not in NOT_GENERATED and not any(cls in TREES and w.has(cls) for w in words)
    ]
    assert missing == [], f"no strategy builds: {', '.join(missing)}"


SETTINGS = settings(
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


def _round_trip(cs, tree):
    text = print_text(tree, cs.game.language)
    again = cs.language.read(text)
    assert not isinstance(again, TextError), f"{text!r} does not read: {again}"
    assert again == tree, f"{text!r} reads as another tree:\n{again}\n!=\n{tree}"
    assert print_text(again, cs.game.language) == text


_WORDS: dict[str, Words] = {}


def _words(cs) -> Words:
    if cs.game.short not in _WORDS:
        _WORDS[cs.game.short] = Words(cs)
    return _WORDS[cs.game.short]


@pytest.mark.parametrize("cls", node_classes(), ids=lambda c: c.__name__)
@pytest.mark.parametrize("game", ["mshs", "omniverse", "charter"])
def test_each_node_prints_to_a_text_that_reads_back_to_it(request, game, cls):
    """Every kind of node, generated (with whatever it holds) and written in a text where it
    reads: printing then reading gives the same tree back, and printing that the same text."""
    cs = request.getfixturevalue(game)
    texts = containing(_words(cs), cls)
    if texts is None:
        pytest.skip(f"{game} has no words for {cls.__name__}")

    @settings(SETTINGS, max_examples=25)
    @given(texts)
    def prop(tree):
        _round_trip(cs, tree)

    prop()


@pytest.mark.parametrize("game", GAMES + ["charter"])
def test_whole_card_texts_print_to_texts_that_read_back_to_them(game):
    """Whole card texts (abilities of every kind, in the orders a text can have them), in each
    bundled game's language (and the declared meanings' small game): printing then reading
    gives the same tree back."""
    cs = _load(CHARTER if game == "charter" else game)

    @settings(SETTINGS, max_examples=300)
    @given(card_text(_words(cs)))
    def prop(tree):
        _round_trip(cs, tree)

    prop()
