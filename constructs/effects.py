"""Effects: what a sentence makes happen.  This module holds what every effect shares — its
role (:class:`Effect`: compiles to ``fn(ctx)``), running several in order, "if you do", doing
something for each player a sentence names, how an effect is done ("randomly",
"selectively", "instantly") — and the effect that does nothing ("do nothing").

Each kind of effect is with its concept: draws and discards, movement, effects on cards,
reveals, chance, counters, changes, rule changes, conditionals.  Every effect does "as much as
it can" (drawing from an empty deck draws nothing, and the rest goes on).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from . import selections as SL
from .kit import MeaningError, Node, compile_node, compiles, passes, prints, reads, span_of, word
from .players import players_fn


class Effect(Node):
    """What a sentence makes happen: compiles (with the compile context and ``optional``:
    a "may" lets its player decline) to ``fn(ctx)``."""

    #: the field that "X and Y" joins when the verb is left out ("destroy X and Y")
    OBJECT: ClassVar[str | None] = None
    #: a left-out subject after "and" is the subject before ("each player discards a card
    #: and draws a card"): the effect has a ``player``
    SHARES_SUBJECT: ClassVar[bool] = False
    #: "randomly" / "selectively" can say how it is done: the effect has a ``manner``
    HAS_MANNER: ClassVar[bool] = False
    #: "you may X" is X's own choice of cards with "none" among the options
    MAY_PASS: ClassVar[bool] = False
    #: "X for each Y" multiplies X's ``amount`` ("heal 1 for each Ally") rather than doing X
    #: again for each
    PER_AMOUNT: ClassVar[bool] = False
    #: the zone (by its role) where the effect finds the ``cards`` it acts on when the text
    #: names none ("discard a card": the hand), for :func:`possible_fn`
    FINDS_IN: ClassVar[str | None] = None

    def asks_if_done(self) -> bool:
        """Does this step ask whether the step before it did something ("If you do, ...")?"""
        return False

    def acts_for_you(self) -> bool:
        """Does this effect act for "you" without naming a player (so a card that belongs
        to the table does it for each player)?"""
        return False


def effect_fn(e: Effect, cc, optional: bool = False):
    """An effect -> fn(ctx)."""
    return compile_node(e, cc, optional)


def effects_fn(effects, cc):
    """Effects done in order -> fn(ctx)."""
    fns = [effect_fn(e, cc) for e in effects]
    for i in range(len(fns) - 1):  # "X. If you do, Y.": note whether X happened
        if effects[i + 1].asks_if_done():
            fns[i] = noting_done(fns[i])
    if len(fns) == 1:
        return fns[0]

    def run_all(ctx):
        for fn in fns:
            fn(ctx)

    run_all.steps = fns  # (a turn's text step runs them itself)
    return run_all


def noting_done(fn):
    """``fn`` that sets ``ctx.did``: did it change anything (a card moved, an effect began)?"""

    def done(ctx):
        before = ctx.game.state.clock
        fn(ctx)
        ctx.did = ctx.game.state.clock != before

    return done


def possible_fn(effects):
    """fn(ctx) -> can these effects be done?  Each effect that must find cards to act on ("a
    card", "2 cards": not "up to", "any number" or "all") finds that many.  None when nothing
    can stop them.  A replacement ("... instead") happens only if it can be done."""
    checks = []
    for e in effects:
        ref = getattr(e, "cards", None)
        if e.FINDS_IN is None or not isinstance(ref, SL.Select):
            continue
        if ref.quantity in ("count", "another") and ref.count is not None:
            need = compile_node(ref.count)
        elif ref.quantity in ("count", "another", "bare") and not ref.filter.plural:
            need = _one
        else:
            continue
        found = SL.selection_candidates(ref.filter, e.FINDS_IN)
        who = getattr(e, "player", None)
        if who is not None and who.who != "you":  # ("they discard a card": in their hand)
            found = _as_each(subjects(who), found)
        checks.append((found, need))
    if not checks:
        return None
    return lambda ctx: all(len(found(ctx)) >= need(ctx) for found, need in checks)


def _as_each(players, found):
    """fn(ctx) -> the fewest cards ``found`` finds for any of ``players`` (as "they")."""

    def fewest(ctx):
        saved = ctx.they
        try:
            least = None
            for p in players(ctx):
                ctx.they = p
                got = found(ctx)
                least = got if least is None or len(got) < len(least) else least
            return least or []
        finally:
            ctx.they = saved

    return fewest


def _one(ctx) -> int:
    return 1


def subjects(p):
    """The players a sentence's subject means (None: the player whose ability it is)."""
    if p is not None and p.who != "you":
        return players_fn(p)

    def you(ctx):
        return [ctx.me()]

    you.second_person = True
    return you


def for_each_player(who, body):
    """fn(ctx): ``body(ctx, player)`` for each of ``who(ctx)``, with "they" meaning that
    player meanwhile (and after, when it was one other player: the sentences after it
    speak of them).  When the subject is "you", "their" in the sentence is not the doer
    ("look at an opponent's hand, then discard a card from their hand": the opponent's)."""
    second_person = getattr(who, "second_person", False)

    def run(ctx):
        saved, saved_person = ctx.they, ctx.second_person
        players = who(ctx)
        for p in players:
            ctx.they, ctx.second_person = p, second_person
            body(ctx, p)
        ctx.they, ctx.second_person = saved, saved_person
        if len(players) == 1 and players[0] != ctx.controller:
            ctx.subject = players[0]  # ("Your opponent reveals ... If they do, they ...")

    return run


def picked_randomly(ref, manner):
    """ "Randomly discard a card": the selection picks at random."""
    if manner == "random" and isinstance(ref, SL.Select):
        f = ref.filter
        return SL.Select(
            ref.quantity, ref.count, dataclasses.replace(f, adjectives=f.adjectives + ("random",))
        )
    return ref


# ------------------------------------------------------------------------- doing nothing


@dataclass(frozen=True)
class Nothing(Effect):
    """``do nothing`` / ``do not defeat``."""


@reads("e_nothing", builds=Nothing)
def e_nothing(self, meta):
    return Nothing(span=span_of(meta))


@prints(Nothing)
def print_nothing(p, e) -> str:
    return "do nothing"


@compiles(Nothing)
def compile_nothing(e, cc, optional=False):
    return lambda ctx: None


# ------------------------------------------------------------------------- how it is done

passes("effect", "plain_effect", "chain_item")
word(("manner_random", "random"), ("manner_chosen", "chosen"), ("manner_now", "now"))


@reads("manner_effect")
def manner_effect(self, meta, manner, effect):
    if manner == "now":
        return effect
    if not effect.HAS_MANNER:
        how = "randomly" if manner == "random" else "selectively"
        raise MeaningError("E-MEANING", f"'{how}' does not change this effect", span_of(meta))
    return dataclasses.replace(effect, manner=manner, span=span_of(meta))


def manner(m: str | None) -> str:
    """How an effect is done, before its verb: "randomly " / "selectively " / ""."""
    return {"random": "randomly ", "chosen": "selectively ", None: ""}[m]
