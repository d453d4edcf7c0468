"""The benchmarks' reference (``benchmarks/vanilla_mshs.py``, the vanilla rules as a plain
hand-written loop) plays the same games as the engine: on the bundled decks with every card's
text taken away, the same seeds (the same shuffles, coins and random choices) give the same
winner after the same number of turns.  A loop that drifted from the rules would make the
engine's speed look better or worse than it is."""

import importlib.util
from pathlib import Path

import pytest
from cardsmith.dsl.cardset import load_cardset
from cardsmith.interpreter.agents import RandomAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules

LOOP = Path(__file__).resolve().parents[3] / "benchmarks" / "vanilla_mshs.py"


@pytest.fixture(scope="module")
def reference():
    spec = importlib.util.spec_from_file_location("vanilla_mshs", LOOP)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def textless():
    cs = load_cardset("mshs")
    for card in cs.cards:
        card.texts = {}
    return CompiledRules(cs)


def test_the_reference_loop_plays_the_engines_games_on_textless_decks(reference, textless):
    cs = textless.cardset
    fields = {c.name: c.fields for c in cs.cards}
    names = sorted(cs.decks)
    plain = {
        d: reference.deck_from_cards(
            [fields[n] for n, count in cs.decks[d].cards.items() for _ in range(count)]
        )
        for d in names
    }
    seen = set()
    for seed in range(64):
        a, b = names[seed % len(names)], names[(seed // len(names)) % len(names)]
        winner, turns = reference.play(plain[a], plain[b], seed)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        outcome = Game(textless, [textless.deck_keys(a), textless.deck_keys(b)], agents, seed).run()
        assert (outcome.winner, outcome.turns) == (winner, turns), (seed, a, b)
        seen.add(winner)
    assert seen == {0, 1}  # (both seats win some: the comparison is not of one kind of game)
