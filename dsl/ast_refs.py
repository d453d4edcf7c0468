"""The card language's abstract syntax, part 1: spans, players and zones, names and card
filters, amounts, card references and durations (see :mod:`dsl.ast`)."""

from __future__ import annotations

from ..constructs.amounts import *
from ..constructs.cards import *
from ..constructs.chance import *
from ..constructs.counters import *
from ..constructs.damage import *
from ..constructs.durations import Duration  # noqa: F401
from ..constructs.filters import *
from ..constructs.kit import NO_SPAN, Node, Span  # noqa: F401  (every node's base)
from ..constructs.players import *
from ..constructs.reveals import *
from ..constructs.zones import *
