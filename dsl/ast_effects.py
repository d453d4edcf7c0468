"""The card language's abstract syntax, part 2: effects (see :mod:`dsl.ast`)."""

from __future__ import annotations

from ..constructs.card_effects import *
from ..constructs.chance import *
from ..constructs.changes import *
from ..constructs.conditionals import *
from ..constructs.counters import *
from ..constructs.damage import *
from ..constructs.draws import *
from ..constructs.effects import *
from ..constructs.movement import *
from ..constructs.reveals import *
from ..constructs.rule_changes import *
from ..constructs.stat_changes import *

MODIFICATIONS = (Change,)
