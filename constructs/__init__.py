"""The card language's constructs, one module per concept: each node with its reading, its
canonical printing and its compilation (see :mod:`constructs.kit`).

Importing the package registers every construct in the tables of :mod:`constructs.kit`; the
modules are listed here so that reading, printing and compiling always see all of them."""

from . import (  # noqa: F401  (each module registers its constructs)
    amounts,
    cards,
    chance,
    counters,
    damage,
    durations,
    english,
    filters,
    kit,
    players,
    reveals,
    words,
    zones,
)
