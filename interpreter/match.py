"""Setting up one game of a card set (replaying one from its log: ``replay.py``)."""

from __future__ import annotations

from .agents import make_agent
from .engine import Game
from .rules import CompiledRules, compiled_rules


def new_game(
    rules: CompiledRules,
    deck_names,
    agents,
    seed: int,
    log: bool = False,
    narrate=None,
    seats: int | None = None,
) -> Game:
    """A game of ``seats`` players (by default one per deck) with these decks (none for a
    game that deals its cards itself)."""
    seats = seats or len(deck_names)
    decks = [rules.deck_keys(d) for d in deck_names] if deck_names else [[]] * seats
    g = Game(
        rules,
        decks,
        agents,
        seed,
        log=log or narrate is not None,
        deck_names=list(deck_names) or None,
    )
    if narrate is not None and g.log is not None:
        g.log.sink = narrate
    return g


def agents_for(names, seed: int, **human):
    return [
        make_agent(n, seed * 7919 + i + 1, **(human if n == "human" else {}))
        for i, n in enumerate(names)
    ]


__all__ = ["agents_for", "compiled_rules", "new_game"]
