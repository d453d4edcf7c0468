"""Changes to how a game is played, made by card text: "Red Units go first", "Only units
of DEFENSE 8 and above can fight here", "the same card must be used next turn", "Players have
to show and lock the Unit Card that will be played in the next turn".

Each is a continuous effect of kind ``rule`` (see :class:`~interpreter.effects.TempEffect`) with a
duration like any other — ending when its time is up, or at once when its source is disabled —
named after the rule it changes.  The game's own procedures consult them with
``game.rule_changes(name)`` where its rules decide that thing (who acts first, which cards may
be chosen).  A game declares which rules it lets cards change (``rules.rule_changes`` in its
``game.yaml``); a card changing another is E-UNSUPPORTED there.

The other rule-changing effects (disable, use an ability, replace a card, switch the card on the table)
are procedures of the game, run through its verbs: see :func:`verb_effect`.
"""

from __future__ import annotations

from ..constructs.durations import duration_window
from ..dsl import ast as A
from .compile_changes import _snapshot, _targets
from .compile_effects import register
from .compile_refs import cards_fn

#: the rules card text can change, by the effect that changes them
RULE_OF = {
    A.ActsFirst: "acts_first",
    A.OnlyChosen: "only_chosen",
    A.MustUse: "must_use",
    A.LockNext: "lock_next",
}


class RuleParts:
    """A rule-changing effect, compiled: for each card reference a matcher
    ``fn(game, card, ctx) -> bool`` and a finder ``fn(ctx) -> cards``; for each list of
    effects, one compiled ``fn(ctx)``; and the effect's own AST (for its words)."""

    def __init__(self, effect, cc):
        from .compile_effects import effects_fn

        self.effect = effect
        self.match, self.find, self.run = {}, {}, {}
        for field in effect.__dataclass_fields__:
            v = getattr(effect, field)
            if field == "span" or v is None:
                continue
            if isinstance(v, tuple) and v and isinstance(v[0], A.Node):
                self.run[field] = effects_fn(v, cc)
            elif isinstance(v, A.Node) and not isinstance(v, (A.Duration, A.Player)):
                self.match[field] = _targets(v)
                self.find[field] = cards_fn(v, "played")


class RuleChange:
    """One change to rule ``name``: the effect's parts, the context it was made in (its
    references read as they were), and the cards its references named then."""

    __slots__ = ("cards", "ctx", "effect", "match", "name", "run")

    def __init__(self, name: str, effect, ctx, cards=None, match=None, run=None):
        self.name, self.effect, self.ctx = name, effect, ctx
        self.cards, self.match, self.run = cards or {}, match or {}, run or {}

    @classmethod
    def made(cls, name: str, parts: RuleParts, ctx) -> RuleChange:
        """The change an effect makes, its card references read now."""
        return cls(
            name,
            parts.effect,
            ctx,
            {f: find(ctx) for f, find in parts.find.items()},
            parts.match,
            parts.run,
        )

    def matches(self, game, card, field: str = "cards") -> bool:
        return self.match[field](game, card, self.ctx)


def rule_change(name: str):
    def make(effect, cc, optional=False):
        cc.need_rule(name, effect)
        parts = RuleParts(effect, cc)
        duration = getattr(effect, "duration", None)

        def change(ctx):
            g = ctx.game
            start, end, wait = duration_window(g, duration, ctx)
            g.add_rule_change(
                RuleChange.made(name, parts, _snapshot(ctx)),
                start,
                end,
                ctx.source,
                ctx.controller,
                wait,
            )

        return change

    return make


def verb_effect(name: str):
    """An effect the game's verb ``name`` carries out (a game without it cannot run it:
    E-UNSUPPORTED when compiling)."""

    def make(effect, cc, optional=False):
        cc.need_verb(name, effect)
        parts = RuleParts(effect, cc)

        def run(ctx):
            ctx.game.verb(name)(ctx.game, parts, ctx)

        return run

    return make


for _t, _name in RULE_OF.items():
    register(_t, rule_change(_name))
for _t, _name in (
    (A.Disable, "disable"),
    (A.UseAbility, "use_ability"),
    (A.Replace, "replace"),
    (A.SwitchNext, "switch_next"),
):
    register(_t, verb_effect(_name))
