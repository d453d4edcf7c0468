"""Preventing damage: "If you would take damage, prevent 1 of it", "If you would take damage
from a Unit, prevent it and heal 1", "Tech attacks do 2 less damage to you", "If an attack
would do more than 5 damage to you, it does 5 damage instead", "Prevent the next 3 damage you
would take this turn".

Damage about to be done is an event (``damage``) that the game's verb hands to
``game.damage_left(ev)`` before doing it (interpreter/timing.py): every ability that listens
for it *as it would happen* ("If you would take damage, ...": a trigger read with ``instead``)
resolves with that event, and "prevent N of it" lowers its amount; then the shields a step put
up ("prevent the next 3 damage you would take") take what they can, and the verb does what is
left.  "Prevent it" in such an ability is all of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import amounts as N
from .answers import Prevent
from .damage import OnCardDeals, OnTakeDamage
from .effects import Effect
from .kit import CompileError, MeaningError, compile_node, compiles, prints, reads, span_of, walk
from .players import Player, players_fn

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
    from .durations import Duration

#: the event damage is, heard as it would happen
DAMAGE = "damage"


@dataclass(frozen=True)
class PreventDamage(Effect):
    """``prevent it`` / ``prevent 2 of it`` / ``prevent all but 5 of it``: of the damage an
    ability hears as it would be done (``amount`` None: all of it; ``keep``: all but that)."""

    amount: Amount | None = None
    keep: Amount | None = None


@dataclass(frozen=True)
class PreventNext(Effect):
    """``prevent the next 3 damage you would take [from X] [this turn]`` (``amount`` None:
    "prevent all damage ..."): a shield that takes that much of the damage to come."""

    player: Player
    amount: Amount | None
    source: CardRef | None = None
    duration: Duration | None = None


# ------------------------------------------------------------------------- reading


@reads("e_prevent_some", builds=PreventDamage)
def e_prevent_some(self, meta, n):
    return PreventDamage(n, span=span_of(meta))


@reads("e_prevent_all", builds=PreventDamage)
def e_prevent_all(self, meta):
    return PreventDamage(span=span_of(meta))


@reads("e_prevent_but", builds=PreventDamage)
def e_prevent_but(self, meta, n):
    """ "prevent all but 5 of it" / "it does 5 damage instead": at most that much is left."""
    return PreventDamage(keep=n, span=span_of(meta))


@reads("shield_whom")
def shield_whom(self, meta, player, *source):
    return ("whom", player, source[0] if source else None)


@reads("e_prevent_next", builds=PreventNext)
def e_prevent_next(self, meta, *children):
    from .durations import Duration

    n = children[0] if isinstance(children[0], N.Amount) else None
    whom = next((c for c in children if isinstance(c, tuple)), ("whom", Player("you"), None))
    duration = next((c for c in children if isinstance(c, Duration)), None)
    return PreventNext(whom[1], n, whom[2], duration, span=span_of(meta))


@reads("e_prevent_every")
def e_prevent_every(self, meta, *children):
    """ "prevent all damage you would take this turn": a shield without end."""
    return e_prevent_next(self, meta, *children)


def damage_would(reader, meta, trigger, effects):
    """The ability of "If <damage would be done>, <effects>": heard as the damage would
    happen; "prevent it" is all of it."""
    from .abilities import Triggered

    if not any(isinstance(n, (Prevent, PreventDamage)) for e in effects for n in walk(e)):
        raise MeaningError(
            "E-MEANING",
            "damage that would be done needs what happens to it: 'prevent 1 of it'",
            span_of(meta),
            "write 'If you would take damage, prevent 1 of it.'",
        )
    effects = tuple(_all_of_it(e) for e in effects)
    return Triggered(trigger, effects, instead=True, span=span_of(meta))


def _all_of_it(e):
    if isinstance(e, Prevent):
        return PreventDamage(span=e.span)
    return e


@reads("wd_take", builds=OnTakeDamage)
def wd_take(self, meta, player, *rest):
    amount = next((r for r in rest if isinstance(r, tuple)), ("any", None))
    source = next((r for r in rest if not isinstance(r, tuple)), None)
    return OnTakeDamage(player, amount[0], amount[1], source, span=span_of(meta))


@reads("wd_deal", builds=OnCardDeals)
def wd_deal(self, meta, cards, *rest):
    amount = next((r for r in rest if isinstance(r, tuple)), ("any", None))
    to = next((r for r in rest if isinstance(r, Player)), None)
    return OnCardDeals(cards, amount[0], amount[1], to, span=span_of(meta))


@reads("more_than")
def more_than(self, meta, n):
    """ "more than 5 damage": at least 6."""
    if not isinstance(n, N.Num):
        raise MeaningError("E-MEANING", "more than a number", span_of(meta))
    return (">=", N.Num(n.value + 1, span=n.span))


@reads("would_damage_sentence")
def would_damage_sentence(self, meta, trigger, effects, *instead):
    from .grouping import Sentence

    return Sentence("trigger", damage_would(self, meta, trigger, effects), span_of(meta))


@reads("less_damage_sentence")
def less_damage_sentence(self, meta, cards, n, *to):
    """ "Tech attacks do 2 less damage to you": as "If Tech attacks would do any amount of
    damage to you, prevent 2 of it."."""
    trigger = OnCardDeals(cards, "any", None, to[0] if to else None, span=span_of(meta))
    return would_damage_sentence(self, meta, trigger, (PreventDamage(n, span=span_of(meta)),))


@reads("take_less_sentence")
def take_less_sentence(self, meta, player, n, *source):
    """ "You take 1 less damage from Units"."""
    trigger = OnTakeDamage(player, "any", None, source[0] if source else None)
    return would_damage_sentence(self, meta, trigger, (PreventDamage(n, span=span_of(meta)),))


# ------------------------------------------------------------------------- printing


@prints(PreventDamage)
def print_prevent_damage(p, e: PreventDamage) -> str:
    if e.keep is not None:
        return f"prevent all but {p.node(e.keep)} of it"
    if e.amount is None:
        return "prevent it"
    return f"prevent {p.node(e.amount)} of it"


@prints(PreventNext)
def print_prevent_next(p, e: PreventNext) -> str:
    who = p.subject(e.player)
    take = p.verb_for(e.player, "take")
    s = "prevent all damage" if e.amount is None else f"prevent the next {p.node(e.amount)} damage"
    s += f" {who} would {take.removesuffix('s') if take.endswith('takes') else take}"
    if e.source is not None:
        s += f" from {p.node(e.source)}"
    if e.duration is not None:
        s += f" {p.node(e.duration)}"
    return s


# ------------------------------------------------------------------------- compiling


def check_prevention(effects, event: str, instead: bool, where) -> None:
    """E-MEANING: "prevent N of it" where no damage is about to be done."""
    found = next((n for e in effects for n in walk(e) if isinstance(n, PreventDamage)), None)
    if found is not None and not (instead and event == DAMAGE):
        raise CompileError(
            "E-MEANING",
            "'prevent N of it' is said of damage that would be done: 'If you would take "
            "damage, prevent 1 of it.'",
            found,
        )


@compiles(PreventDamage)
def compile_prevent_damage(e: PreventDamage, cc, optional=False):
    if e.keep is not None:
        keep = compile_node(e.keep)

        def prevent_but(ctx):
            ev = ctx.event
            ev.amount = min(ev.amount, keep(ctx))

        return prevent_but
    if e.amount is None:

        def prevent_all(ctx):
            ctx.event.amount = 0

        return prevent_all
    n = compile_node(e.amount)

    def prevent(ctx):
        ev = ctx.event
        ev.amount = max(0, ev.amount - n(ctx))

    return prevent


@compiles(PreventNext)
def compile_prevent_next(e: PreventNext, cc, optional=False):
    from .cards import match_fn
    from .durations import duration_window

    who = players_fn(e.player)
    n = compile_node(e.amount) if e.amount is not None else None
    source = match_fn(e.source) if e.source is not None else None
    duration = e.duration

    def shield(ctx):
        g = ctx.game
        start, end = g.state.turn, None  # (no duration: until it is used up)
        if duration is not None:
            start, end, wait = duration_window(g, duration, ctx)
            if wait is not None:  # (a window waiting for a player's turn: from now on)
                start, end = g.state.turn, None
        made_in = ctx.snapshot()
        test = None
        if source is not None:
            test = lambda game, ev: ev.source is not None and source(game, ev.source, made_in)
        for p in who(ctx):
            g.add_shield(p, n(ctx) if n is not None else None, test, start, end)

    return shield
