"""AST -> closures, part 5: conditions ("if ...", fn(ctx) -> bool) and triggers (what a
trigger watches for): see constructs.conditions and constructs.triggers."""

from __future__ import annotations

from ..constructs.conditions import compare as _cmp
from ..constructs.conditions import condition_fn
from ..constructs.filters import theirs as _theirs
from ..constructs.triggers import trigger_of

__all__ = ["_cmp", "_theirs", "condition_fn", "trigger_of"]
