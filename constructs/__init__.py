"""The card language's constructs, one module per concept: each node with its reading, its
canonical printing and its compilation (see :mod:`constructs.kit`).

Importing the package registers every construct in the tables of :mod:`constructs.kit`; every
module is listed here so that reading, printing and compiling always see all of them (a module
imports the concepts it builds on at its top, and the ones that build on it at its bottom, so
any order works)."""

from . import (  # noqa: F401  (each module registers its constructs)
    abilities,
    amounts,
    answers,
    attacks,
    card_effects,
    cards,
    carried,
    chance,
    changes,
    conditionals,
    conditions,
    costs,
    counters,
    damage,
    draws,
    durations,
    effects,
    english,
    events,
    filters,
    gains,
    game_end,
    keywords,
    kit,
    labels,
    movement,
    players,
    pools,
    predicates,
    restrictions,
    reveal_or,
    reveals,
    rule_changes,
    selections,
    sentences,
    stat_changes,
    statuses,
    step_times,
    texts,
    triggers,
    turn_history,
    verbs,
    words,
    zones,
)
