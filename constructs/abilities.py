"""Abilities: what a card can do — steps (sentences done in order), static changes (they
hold while the card is where its abilities work), triggered abilities ("at the start of your
turn, ...", "whenever ..."), the permanent marker, thresholds ("2 -> ...") and texts that
replace their card's ability.  How a text's sentences become abilities is in
:mod:`constructs.texts`.

An ability compiles into the card's :class:`~interpreter.compile.CompiledText`, by where it
works: abilities before any threshold work while the card is being played (the game's
``played`` zone); after the permanent marker, in the ``permanent`` zone; a trigger about "this
card from your hand", in the hand.  A threshold is itself a triggered ability of the card being
played, answering the game's threshold event (the damage the attack did, say) when it reaches
``n``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .changes import static_mods
from .conditionals import DidIt, If, Unless
from .conditions import condition_fn
from .effects import effect_fn, effects_fn, possible_fn
from .english import cap
from .kit import (
    CompileError,
    Node,
    compile_node,
    compiles,
    prints,
    walk,
)
from .sentences import chain, sentences, split_chain
from .triggers import trigger_of

if TYPE_CHECKING:
    from .conditions import Condition
    from .effects import Effect
    from .triggers import Trigger


class Ability(Node):
    """What a card can do: compiles into its compiled text (``compile(a, cc, out, zone,
    label)``, ``zone``: where its card's abilities work)."""


@dataclass(frozen=True)
class Steps(Ability):
    """Imperative sentences, done in order when the ability resolves."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Static(Ability):
    """A change that holds while the card is where its abilities work."""

    effect: Effect
    condition: Condition | None = None


@dataclass(frozen=True)
class StaticEither(Ability):
    """Changes that hold either way a condition goes: ``then`` while it holds, ``otherwise``
    while it does not.  Said two ways (``said``): "This card is attack +2. If C, it is attack
    +5 instead." ("instead") and "If C, this card is attack +5. Otherwise, it is attack +1."
    ("otherwise")."""

    condition: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...]
    said: str = "otherwise"


@dataclass(frozen=True)
class Triggered(Ability):
    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    after_draw: bool = False  # "(Do this after you draw.)"
    instead: bool = False  # the effects replace what the event would do


@dataclass(frozen=True)
class Becomes(Ability):
    """The permanent marker (``Ally``, say): the card stays in play."""

    noun: str


@dataclass(frozen=True)
class Threshold(Ability):
    """``2 -> ...``: the abilities after it happen only if the card's result reaches ``n``."""

    n: int
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class Replacing(Ability):
    """The text replaces its card's ability (a game marker such as "(Replace Ability)")."""

    abilities: tuple[Ability, ...]


def refers_back(node) -> bool:
    """Does ``node`` use a referent set by an earlier step ("it", "that many", ...)?"""
    return any(n.REFERS_BACK for n in walk(node))


# ------------------------------------------------------------------------- printing


@prints(Threshold)
def print_threshold(p, a: Threshold) -> str:
    return f"{a.n} -> " + " ".join(p.node(x) for x in a.abilities)


@prints(Becomes)
def print_becomes(p, a: Becomes) -> str:
    return f"{a.noun}."


@prints(Static)
def print_static(p, a: Static) -> str:
    if isinstance(a.condition, Unless):
        return cap(f"{p.node(a.effect)} unless {p.node(a.condition.condition)}.")
    if a.condition is not None:
        return cap(f"if {p.node(a.condition)}, {p.node(a.effect)}.")
    return cap(p.node(a.effect)) + "."


@prints(StaticEither)
def print_static_either(p, a: StaticEither) -> str:
    cond = p.node(a.condition)
    if a.said == "instead":
        return cap(f"{chain(p, a.otherwise)}. If {cond}, {chain(p, a.then)} instead.")
    return cap(f"if {cond}, {chain(p, a.then)}. Otherwise, {chain(p, a.otherwise)}.")


@prints(Steps)
def print_steps(p, a: Steps) -> str:
    return sentences(p, a.effects)


@prints(Triggered)
def print_triggered(p, a: Triggered) -> str:
    first, rest = split_chain(a.effects)
    head = p.node(a.trigger, role="instead" if a.instead else "head")
    cond = f"if {p.node(a.condition)}, " if a.condition is not None else ""
    if type(a.condition).__name__ == "Unless":
        cond = f"unless {p.node(a.condition)}, "
    tail = " instead" if a.instead and a.trigger.INSTEAD_SAID else ""
    out = cap(f"{head}, {cond}{chain(p, first)}{tail}.")
    if a.after_draw:
        out += " (Do this after you draw.)"
    if rest:
        out += " " + sentences(p, rest)
    return out


@prints(Replacing)
def print_replacing(p, a: Replacing) -> str:
    marker = p.lang.replacing_marker or "(Replace Ability)"
    return marker + " " + " ".join(p.node(x) for x in a.abilities)


# ------------------------------------------------------------------------- compiling


def compile_ability(a: Ability, cc, out, zone: str, label) -> None:
    """Compile ``a`` into ``out`` (a CompiledText), working in ``zone``."""
    compile_node(a, cc, out, zone, label)


def label_of(label, node) -> str:
    return label(node) if label is not None else type(node).__name__


@compiles(Steps)
def compile_steps(a: Steps, cc, out, zone, label) -> None:
    check_references(a.effects)
    check_prevention(a.effects, "", False, a)
    out.play.append(effects_fn(a.effects, cc))
    out.parts.extend((e.acts_for_you(), effect_fn(e, cc)) for e in a.effects)


@compiles(Static)
def compile_static(a: Static, cc, out, zone, label) -> None:
    out.statics.setdefault(zone, []).extend(
        static_mods(a.effect, a.condition, in_play=cc.changes_in_play)
    )


@compiles(StaticEither)
def compile_static_either(a: StaticEither, cc, out, zone, label) -> None:
    unless = Unless(a.condition, span=a.span)
    for effects, condition in ((a.then, a.condition), (a.otherwise, unless)):
        for e in effects:
            out.statics.setdefault(zone, []).extend(
                static_mods(e, condition, in_play=cc.changes_in_play)
            )


@compiles(Triggered)
def compile_triggered(a: Triggered, cc, out, zone, label) -> None:
    watch = trigger_of(a.trigger, cc)
    event = watch.event
    check_references(a.effects, event_amount=True)
    check_answer(event, a.effects, a)
    check_prevention(a.effects, event, a.instead, a)
    cond = condition_fn(a.condition, cc) if a.condition is not None else None
    if a.instead:
        event = "would:" + event  # a replacement: it happens instead of the event
        possible = possible_fn(a.effects)  # ... and only if it can be done
        if possible is not None:
            cond = possible if cond is None else _both(cond, possible)
    run = effects_fn(a.effects, cc)
    if watch.it is not None or watch.they is not None:
        cond, run = about_event(watch, cond), about_event(watch, run)
    out.listen(
        watch.zone or zone, event, watch.match, cond, run, watch.self_event, label_of(label, a)
    )


def about_event(watch, fn):
    """``fn`` with "it" and "they" what the trigger is about (an event's other card, its
    player)."""
    if fn is None:
        return None
    it, they = watch.it, watch.they

    def about(ctx):
        ev = ctx.event
        if ev is not None:
            if it is not None and getattr(ev, it, None) is not None:
                ctx.it = [getattr(ev, it)]
            if they is not None and getattr(ev, they, None) is not None:
                ctx.subject = getattr(ev, they)
        return fn(ctx)

    return about


def _both(first, second):
    return lambda ctx: first(ctx) and second(ctx)


def _become_permanent(ctx):
    ctx.game.become_permanent(ctx.source)


@compiles(Becomes)
def compile_becomes(a: Becomes, cc, out, zone, label) -> None:
    out.permanent = True
    out.play.append(_become_permanent)


@compiles(Replacing)
def compile_replacing(a: Replacing, cc, out, zone, label) -> None:
    out.replaces = True
    for inner in a.abilities:
        compile_ability(inner, cc, out, zone, label)


@compiles(Threshold)
def compile_threshold(th: Threshold, cc, out, zone, label) -> None:
    n = th.n
    steps = []
    permanent_zone = cc.zones["permanent"]
    became = False
    for a in th.abilities:
        if isinstance(a, Becomes):
            became = True
            out.permanent = True
            steps.append(_become_permanent)
        elif isinstance(a, Steps):
            check_references(a.effects)
            steps.append(effects_fn(a.effects, cc))
        elif isinstance(a, Static) and not became:
            # a change under a threshold without a permanent marker happens once
            effect = a.effect if a.condition is None else If(a.condition, (a.effect,))
            steps.append(effect_fn(effect, cc))
        else:
            compile_ability(a, cc, out, permanent_zone, label)

    def run(ctx):
        for s in steps:
            s(ctx)

    def match(g, ev, me):
        return ev.source == me and ev.attack and ev.amount >= n

    out.listen(zone, cc.threshold, match, None, run, False, label_of(label, th))


_NEEDS = {
    "result": "a result (a coin flip, a die roll or a sum)",
    "number": "a number (chosen, rolled or summed)",
    "count": "a count",
    "kind": "a chosen kind of name (choose one first)",
}


def check_references(effects, event_amount: bool = False) -> None:
    """E-REFERENCE: "that many", "that number", "the result", "that Class" with nothing
    before them in the ability to mean."""
    left: set[str] = set()  # what the steps so far leave for the ones after them
    if event_amount:
        left.add("count")  # "that many": the amount of the event
    for i, e in enumerate(effects):
        if isinstance(e, If) and isinstance(e.condition, DidIt) and i == 0:
            raise CompileError(
                "E-REFERENCE", "'if you do' needs something before it to do", e.condition
            )
        sets: set[str] = set()
        for node in walk(e):
            if node.NEEDS is not None:
                need = node.needs()
                if need is not None and need not in left:
                    raise CompileError(
                        "E-REFERENCE",
                        f"this refers to {_NEEDS[need]}, but nothing before it in the same "
                        "ability gives one",
                        node,
                    )
            if node.SETS:
                sets.update(node.SETS)
        left |= sets  # (what an effect sets is there for the ones after it)


from .answers import check_answer  # (at the bottom: answers build on effects)
from .prevention import check_prevention
