"""Changes: what a card says of cards, players or rules that holds for a while — "This card is
attack +2", "Your power is -3 this turn", "This card is that suit", "Swap attack and
defense of current enemy card".

A change is either *static* (it holds while its card is where its abilities work: its
modifiers, a list of :class:`Mod`, come from the change's ``@holds`` part) or a *step* (a
resolving ability makes a :class:`~interpreter.effects.TempEffect` for each modifier, lasting
for the change's duration).  Both feed the same modifier tables the engine reads stats,
counters, properties and names from.  This module holds what every change shares and the
changes of names and swaps of stats; changes of stats are in :mod:`constructs.stat_changes`,
of counters in :mod:`constructs.counters`, what can't be done in
:mod:`constructs.restrictions`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..interpreter.effects import TempEffect
from . import cards as C
from . import filters as F
from .durations import adjective_window, duration_window, next_card_of, whose_turn
from .effects import Effect
from .kit import (
    HOLDERS,
    CompileError,
    Ctx,
    MeaningError,
    compile_node,
    compiles,
    holds,
    prints,
    reads,
    span_of,
)
from .players import Player, players_fn

if TYPE_CHECKING:
    from .cards import CardRef
    from .durations import Duration
    from .filters import NameRef


class Change(Effect):
    """A change that holds (static, ``@holds``: its modifiers) or lasts (a step: compiles
    like every change, with :func:`change_step`)."""

    def fixed_amount(self):
        """The amount to fix when a step makes the change (one that depends on what the
        ability did, such as "that number"), or None."""
        return


class Mod:
    """A static change: ``kind`` stat/counter/prop/names; ``applies``/``value`` take
    (game, card, source) — for counters (game, player, card, source).  ``own``: it is about
    its source card only ("This card is that suit"), so it is looked up by that card.
    ``characteristic``: what the card is rather than an ability it has (what a used text says
    of its own card): it holds even while the card is disabled."""

    __slots__ = ("applies", "characteristic", "kind", "name", "op", "own", "value")

    def __init__(self, kind, name, op, value, applies, own=False):
        self.kind, self.name, self.op, self.value, self.applies = kind, name, op, value, applies
        self.own = own
        self.characteristic = False


def targets(target, in_play=False):
    """fn(game, card, ctx) -> bool: is ``card`` one of the cards a change is about?  None:
    the cards the game's contest is between (the two cards in a duel, say)."""
    if target is None:
        return lambda g, c, ctx: g.in_contest(c)
    return C.match_fn(target, in_play=in_play)


def _static_ctx(g, src):
    return Ctx(g, src, g.acting_for(src), None)  # (g.static_ctx(src), one call less)


def static_mods(effect, condition=None, ctx_of=None, in_play=False) -> list[Mod]:
    """The Mods of a static ability (its condition is checked each time it is read).
    ``ctx_of(game, source)`` gives the context its references are read in: a fresh one for
    a static ability, the resolving ability's own for a change a step makes ("cards of that
    Class" means the Class that ability chose)."""
    hold = HOLDERS.get(type(effect).__name__)
    if hold is None:
        raise CompileError(
            "E-UNSUPPORTED", f"'{type(effect).__name__}' cannot hold as a static ability", effect
        )
    cond = compile_node(condition, None) if condition is not None else None
    return hold(effect, ctx_of or _static_ctx, in_play, cond)


def guarded(check, cond, ctx_of):
    """``check`` (game, card, source), and the static ability's condition."""
    if cond is None:
        return check
    return lambda g, c, src: check(g, c, src) and cond(ctx_of(g, src))


def applying(target, ctx_of, cond, in_play=False, excluding=None):
    """fn(game, card, source): the change applies to this card (and its condition holds)."""
    applies = targets(target, in_play)
    if excluding is not None:
        excluded, inner = F.filter_fn(excluding), applies
        applies = lambda g, c, ctx: inner(g, c, ctx) and not excluded(g, c, ctx)
    return guarded(lambda g, c, src: applies(g, c, ctx_of(g, src)), cond, ctx_of)


# ------------------------------------------------------------------------- changes as steps


def change_step(effect, cc, optional=False, condition=None):
    """A change made by a resolving ability: a TempEffect for its duration, reading its
    references in that ability's context (as it was when the change was made); with a
    ``condition`` ("as long as ..."), it holds only while that does."""
    duration = getattr(effect, "duration", None)
    persist = getattr(effect, "persist", False)
    target = getattr(effect, "target", None)
    if (
        duration is None
        and isinstance(target, C.Both)
        and adjective_window(target.first) != adjective_window(target.second)
    ):
        # "X and next friendly card": each part for its own time
        steps = [
            change_step(dataclasses.replace(effect, target=t), cc, optional, condition)
            for t in (target.first, target.second)
        ]

        def both(ctx):
            for step in steps:
                step(ctx)

        return both
    this_only = isinstance(target, C.This) and duration is None
    fixed_amount = effect.fixed_amount()
    fixed = compile_node(fixed_amount) if fixed_amount is not None else None
    whose = whose_turn(effect)
    bare = dataclasses.replace(effect, duration=None) if duration is not None else effect
    # compiled once; each change made carries the context it was made in (its "source")
    mods = static_mods(bare, condition, ctx_of=_made_in, in_play=cc.changes_in_play)

    def step(ctx):
        g = ctx.game
        start, end, wait = duration_window(g, duration, ctx, target, whose)
        src = ctx.source
        where = g.state.where[src] if src is not None else None
        entered = g.state.entered[src] if src is not None else None
        value_now = fixed(ctx) if fixed is not None else None
        snapshot = ctx.snapshot()
        next_of = next_card_of(target, ctx) if duration is None else None
        for m in mods:
            value = m.value
            if value_now is not None and m.kind == "stat":
                value = _constant(value_now)
            # a change of "this card" lasts while it stays where it is; any other lasts for
            # its duration, and ends with its source's defeat unless it is "even if defeated"
            g.add_effect(
                TempEffect(
                    m.kind,
                    m.name,
                    m.op,
                    value,
                    m.applies,
                    src,
                    where if this_only else None,
                    entered if this_only else None,
                    start,
                    None if this_only else end,
                    persist,
                    player=ctx.controller,
                    ctx=snapshot,
                    wait=wait,
                    next_of=next_of,
                )
            )

    return step


def _constant(v):
    return lambda g, c, src: v


def _made_in(g, ctx):
    return ctx


# ------------------------------------------------------------------------- names


@dataclass(frozen=True)
class NamesChange(Change):
    """``This card is that suit`` (``value`` None: the name the ability chose of ``kind``) /
    ``This card is also a Tech card`` (``also``: the name is added to its own)."""

    target: CardRef
    kind: str
    value: NameRef | None = None
    also: bool = False
    duration: Duration | None = None


@reads("m_names_that", builds=NamesChange)
def m_names_that(self, meta, target, kind, *duration):
    return NamesChange(
        target, kind, None, False, duration[0] if duration else None, span=span_of(meta)
    )


@reads("m_names_also", builds=NamesChange)
def m_names_also(self, meta, target, pred, *duration):
    terms = pred.prefix.terms if pred.prefix else ()
    names = [t for t in terms if isinstance(t, F.NameRef)]
    if len(names) != 1 or len(terms) != 1 or pred.adjectives or pred.post:
        raise MeaningError(
            "E-MEANING",
            "a card can be given one name at a time",
            span_of(meta),
            "write 'This card is also a <name> card.'",
        )
    name = names[0]
    return NamesChange(
        target, name.kinds[0], name, True, duration[0] if duration else None, span=span_of(meta)
    )


@prints(NamesChange)
def print_names_change(p, e: NamesChange) -> str:
    dur = f" {p.node(e.duration)}" if e.duration is not None else ""
    cards, be = p.node(e.target), p.be(e.target)
    if e.value is None:
        return f"{cards} {be} that {p.lang.kinds[e.kind].noun}{dur}"
    art = "an" if e.value.value[:1].lower() in "aeiou" else "a"
    return f"{cards} {be} also {art} {e.value.value} card{dur}"


@holds(NamesChange)
def hold_names_change(e: NamesChange, ctx_of, in_play, cond):
    fixed = e.value.value.lower() if e.value is not None else None

    def name(g, c, src):
        if fixed is not None:
            return fixed
        chosen = ctx_of(g, src).kind
        return chosen.lower() if isinstance(chosen, str) else None

    op = "add" if e.also else "set"
    applies = applying(e.target, ctx_of, cond, in_play)
    return [Mod("names", e.kind, op, name, applies, own=isinstance(e.target, C.This))]


# ------------------------------------------------------------------------- swapped stats


@dataclass(frozen=True)
class SwapStats(Change):
    """``Swap attack and defense of current enemy card`` / ``... of your opponent``."""

    target: CardRef | Player
    first: str
    second: str


@reads("m_swap_stats", "m_swap_stats_player", builds=SwapStats)
def m_swap_stats(self, meta, first, second, target):
    return SwapStats(target, first, second, span=span_of(meta))


@prints(SwapStats)
def print_swap_stats(p, e: SwapStats) -> str:
    whose = p.player_object(e.target) if isinstance(e.target, Player) else p.node(e.target)
    return f"swap {e.first} and {e.second} of {whose}"


@holds(SwapStats)
def hold_swap_stats(e: SwapStats, ctx_of, in_play, cond):
    a, b = e.first, e.second
    if isinstance(e.target, Player):
        who = players_fn(e.target)

        def applies(g, c, src):
            return g.in_contest(c) and g.state.controller[c] in who(ctx_of(g, src))
    else:
        t = targets(e.target)

        def applies(g, c, src):
            return t(g, c, ctx_of(g, src))

    applies = guarded(applies, cond, ctx_of)
    return [
        Mod("stat", a, "set", lambda g, c, src: g.printed(c, b), applies),
        Mod("stat", b, "set", lambda g, c, src: g.printed(c, a), applies),
    ]


compiles(NamesChange, SwapStats)(change_step)
