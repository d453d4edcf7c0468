"""Abilities: a card text's sentences, grouped into what the card can do.

A card text is read sentence by sentence and grouped:

* a threshold marker ("2 ->") opens a :class:`Threshold`; everything after it is inside;
* the permanent marker (the game's noun, "Ally" say) is a :class:`Becomes`; after it, changes
  are :class:`Static` (they hold while the card is in play) and "at the start of your turn,
  ..." / "whenever ..." sentences are :class:`Triggered`;
* imperative sentences in a row are one :class:`Steps` (so "it" in one sentence can mean the
  card the sentence before revealed);
* a change written alone, outside a threshold ("This card is attack +1 for each Ally you have
  in play.") is a Static of the card; inside a threshold it is a step.

An ability compiles into the card's :class:`~interpreter.compile.CompiledText`, by where it
works: abilities before any threshold work while the card is being played (the game's
``played`` zone); after the permanent marker, in the ``permanent`` zone; a trigger about "this
card from your hand", in the hand.  A threshold is itself a triggered ability of the card being
played, answering the game's threshold event (the damage the attack did, say) when it reaches
``n``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import cards as C
from . import filters as F
from .card_effects import Hit
from .changes import Change, static_mods
from .conditionals import DidIt, ForEach, If
from .conditions import Has, IsDefeated, condition_fn
from .effects import effect_fn, effects_fn
from .english import cap
from .kit import (
    CompileError,
    MeaningError,
    Node,
    compile_node,
    compiles,
    passes,
    prints,
    reads,
    span_of,
    walk,
)
from .rule_changes import OnlyChosen
from .sentences import chain, sentences, split_chain
from .stat_changes import StatChange
from .triggers import OnDefeated, trigger_of

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


@dataclass(frozen=True)
class CardText(Node):
    abilities: tuple[Ability, ...]


def refers_back(node) -> bool:
    """Does ``node`` use a referent set by an earlier step ("it", "that many", ...)?"""
    return any(n.REFERS_BACK for n in walk(node))


# ------------------------------------------------------------------------- reading


class Sentence:
    """A sentence as read, before the text's sentences are grouped into abilities."""

    __slots__ = ("kind", "note", "span", "value")

    def __init__(self, kind, value, span, note=None):
        self.kind, self.value, self.span, self.note = kind, value, span, note


passes("plain_item", "shorthand_item", "item", "last_sentence", "sentence", "reminder")
passes("if_clause")


@reads("reminded_item")
def reminded_item(self, meta, s, note):
    s.note = note
    return s


@reads("note_after_draw")
def note_after_draw(self, meta, player):
    return ("after_draw", span_of(meta))


@reads("threshold")
def threshold(self, meta, n):
    return Sentence("threshold", int(n), span_of(meta))


def _sentence(kind):
    def read(self, meta, *children):
        return Sentence(kind, children if len(children) != 1 else children[0], span_of(meta))

    return read


for _alias, _kind in (
    ("effect_sentence", "effects"),
    ("otherwise_sentence", "otherwise"),
    ("permanent_marker", "permanent"),
    ("bare_hit", "bare_hit"),
    ("affects_sentence", "affects"),  # (offered to a game's phrases: "This affects X and Y.")
):
    reads(_alias)(_sentence(_kind))


@reads("if_sentence", builds=If)
def if_sentence(self, meta, cond, effects):
    return Sentence("if", If(cond, effects, span=span_of(meta)), span_of(meta))


@reads("if_instead_sentence")
def if_instead_sentence(self, meta, cond, effects, *zone):
    return Sentence("instead", (cond, effects), span_of(meta))


@reads("for_each_sentence", builds=ForEach)
def for_each_sentence(self, meta, unit, effects):
    return Sentence("effects", (ForEach(unit, effects, span=span_of(meta)),), span_of(meta))


@reads("trigger_sentence", builds=Triggered)
def trigger_sentence(self, meta, trigger, *rest):
    cond = rest[0] if len(rest) == 2 else None
    return Sentence(
        "trigger", Triggered(trigger, rest[-1], cond, span=span_of(meta)), span_of(meta)
    )


@reads("trigger_after_sentence", builds=Triggered)
def trigger_after_sentence(self, meta, effects, event):
    return Sentence("trigger", Triggered(event, effects, span=span_of(meta)), span_of(meta))


_GROUPED = (CardText, Steps, Static, Triggered, Becomes, Threshold, OnDefeated, Hit, C.Both)


@reads("start", builds=_GROUPED)
def start(self, meta, *items):
    return CardText(_abilities(self, items), span=span_of(meta))


@reads("replacing_text", builds=(*_GROUPED, Replacing))
def replacing_text(self, meta, *items):
    inner = Replacing(_abilities(self, items), span=span_of(meta))
    return CardText((inner,), span=span_of(meta))


def _abilities(reader, items) -> tuple[Ability, ...]:
    """The abilities a text's sentences make, each threshold's grouped into it."""
    out = []
    for a in _Grouper(reader).group(items):
        if isinstance(a, tuple):  # ("threshold", n, its abilities, span)
            _, n, inner, span = a
            if not inner:
                raise MeaningError(
                    "E-MEANING",
                    f"'{n} ->' needs an effect after it",
                    span,
                    f"for example: '{n} -> Draw a card.'",
                )
            out.append(Threshold(n, tuple(inner), span=span))
        else:
            out.append(a)
    return tuple(out)


class _Grouper:
    """Turns the sentences of one text into abilities (see the module docstring)."""

    def __init__(self, reader) -> None:
        self.reader = reader

        self.top: list = []
        self.current = self.top
        self.in_threshold = False
        self.permanent = False
        self.steps: list | None = None
        self.steps_span = None

    def flush(self):
        if self.steps:
            self.current.append(Steps(tuple(self.steps), span=self.steps_span))
        self.steps = None

    def add_steps(self, effects, span):
        if self.steps is None:
            self.steps, self.steps_span = [], span
        self.steps.extend(effects)

    def group(self, items) -> list:
        for s in items:
            self.one(s)
        self.flush()
        return self.top

    def one(self, s: Sentence):
        kind = s.kind
        if kind == "threshold":
            self.flush()
            if s.value < 1:
                raise MeaningError("E-MEANING", "a threshold must be at least 1", s.span)
            inner: list = []
            self.top.append(("threshold", s.value, inner, s.span))
            self.current, self.in_threshold, self.permanent = inner, True, False
            return
        if kind == "permanent":
            self.flush()
            self.current.append(Becomes(s.value, span=s.span))
            self.permanent = True
            return
        ability = self.ability(s)
        if isinstance(ability, list):  # several static changes in one sentence
            self.flush()
            if s.note is not None:
                self.noted(None, s.note)
            self.current.extend(ability)
        elif ability is not None:
            self.flush()
            if s.note is not None:
                ability = self.noted(ability, s.note)
            self.current.append(ability)
        elif s.note is not None:  # the sentence joined plain steps
            self.noted(None, s.note)

    def ability(self, s: Sentence):
        """The ability a sentence is, or None when it joined the pending steps."""
        kind = s.kind
        if kind == "trigger":
            return s.value
        if kind == "keyword":
            from .keywords import keyword

            sub = _Grouper(self.reader)
            sub.in_threshold, sub.permanent = self.in_threshold, self.permanent
            return keyword(s, sub.group([s.value[2]]))
        if kind == "bare_hit":
            return self.shorthand(s)
        if kind == "otherwise":
            self.attach_otherwise(s)
            return None
        if kind == "affects":
            self.narrow_last_change(s)
            return None
        if kind == "instead":
            cond, effects = s.value
            if not isinstance(cond, IsDefeated):
                raise MeaningError(
                    "E-MEANING", "'instead' needs an event: 'If X is defeated, ...'", s.span
                )
            return Triggered(self.defeat(cond), effects, instead=True, span=s.span)
        if kind == "if":
            if isinstance(s.value.condition, IsDefeated) and not self.steps:
                return Triggered(self.defeat(s.value.condition), s.value.then, span=s.span)
            effects = (s.value,)
        else:
            effects = s.value if isinstance(s.value, tuple) else (s.value,)
        if (
            self.steps
            and isinstance(self.steps[-1], OnlyChosen)
            and len(effects) == 1
            and _is_no_card_fallback(effects[0])
        ):
            # "Only X can be chosen. If a player does not have a card, ...": the fallback
            only = self.steps[-1]
            self.steps[-1] = dataclasses.replace(only, fallback=effects[0].then)
            return None
        last = self.current[-1] if self.current else None
        if not self.steps and isinstance(last, Triggered) and refers_back(effects):
            # "Whenever ..., flip a coin. If it's heads, ...": the sentence goes on the ability
            self.current[-1] = dataclasses.replace(last, effects=last.effects + tuple(effects))
            return None
        if not self.steps and all(self.is_static(e) for e in effects):
            # "This card is attack +2 and your power is +1.": each change holds on its own
            one = len(effects) == 1
            return [
                Static(e.then[0], e.condition, span=s.span if one else e.span)
                if isinstance(e, If)
                else Static(e, span=s.span if one else e.span)
                for e in effects
            ]
        self.add_steps(effects, s.span)
        return None

    @staticmethod
    def defeat(cond: IsDefeated) -> OnDefeated:
        """ "If X is defeated, ...": a trigger of its own."""
        return OnDefeated(cond.cards, span=cond.span)

    def is_static(self, e) -> bool:
        body = e
        if isinstance(e, If):
            if e.otherwise is not None or len(e.then) != 1:
                return False
            body = e.then[0]
        if not isinstance(body, Change) or getattr(body, "duration", None) is not None:
            return False
        if refers_back(e):
            return False
        return self.permanent or not self.in_threshold

    def attach_otherwise(self, s: Sentence):
        effects = s.value if isinstance(s.value, tuple) else (s.value,)
        if self.steps and isinstance(self.steps[-1], If) and self.steps[-1].otherwise is None:
            last = self.steps[-1]
            self.steps[-1] = If(last.condition, last.then, effects, span=last.span)
            return
        # "If ..., X. Otherwise ..." where the If became a Triggered/Static: not allowed
        raise MeaningError(
            "E-MEANING",
            "'Otherwise' must follow an 'If ...' sentence",
            s.span,
            "put the 'If' sentence just before it",
        )

    def narrow_last_change(self, s: Sentence):
        """ "This affects X and Y.": the change before applies to those of its cards that are
        X or Y."""

        def narrowed(change):
            if not isinstance(change, StatChange) or not isinstance(change.target, C.Select):
                raise MeaningError(
                    "E-MEANING",
                    "'This affects ...' must follow a change of a stat of some cards",
                    s.span,
                )
            values = s.value if isinstance(s.value, tuple) else (s.value,)
            parts = [_intersect(change.target, c, s.span) for c in values]
            target = parts[0] if len(parts) == 1 else C.Both(parts[0], parts[1], span=s.span)
            return dataclasses.replace(change, target=target)

        if self.steps:
            self.steps[-1] = narrowed(self.steps[-1])
        elif self.current and isinstance(self.current[-1], Static):
            last = self.current[-1]
            self.current[-1] = dataclasses.replace(last, effect=narrowed(last.effect))
        else:
            raise MeaningError(
                "E-MEANING", "'This affects ...' must follow a change of a stat", s.span
            )

    def shorthand(self, s: Sentence):
        if not self.permanent or self.reader.recurring_trigger is None:
            raise MeaningError(
                "E-MEANING",
                "'hits for N' needs a subject here",
                s.span,
                "write 'this <card> hits for N', or use it right after the "
                "permanent marker ('2 -> <permanent>; hits for 2')",
            )
        noun = self.reader.language.permanent
        hit = Hit(C.This(noun), None, s.value, span=s.span)
        return Triggered(self.reader.recurring_trigger(), (hit,), span=s.span)

    def noted(self, ability, note):
        _, span = note
        trigger = getattr(ability, "trigger", None)
        if isinstance(ability, Triggered) and getattr(trigger, "edge", None) == "start":
            return dataclasses.replace(ability, after_draw=True)
        raise MeaningError(
            "E-MEANING",
            "'(Do this after you draw.)' belongs after an "
            "'At the start of your turn, ...' sentence",
            span,
        )


def _is_no_card_fallback(e) -> bool:
    c = getattr(e, "condition", None)
    return (
        isinstance(e, If)
        and e.otherwise is None
        and isinstance(c, Has)
        and c.negated
        and c.player.who == "any"
    )


def _intersect(target: C.Select, other, span) -> C.Select:
    if not isinstance(other, C.Select):
        raise MeaningError("E-MEANING", "say which cards: 'This affects X cards'", span)
    a, b = target.filter, other.filter
    words = set(a.adjectives) | set(b.adjectives)
    merged = F.CardFilter(
        b.noun if b.noun not in (None, "card") else a.noun,
        b.owner or a.owner,
        tuple(w for w in F.ADJECTIVE_ORDER if w in words),
        a.prefix or b.prefix,
        a.post + b.post,
        b.plural,
        span=other.span,
    )
    return C.Select(other.quantity, other.count, merged, span=other.span)


# ------------------------------------------------------------------------- printing


@prints(CardText)
def print_text(p, t: CardText) -> str:
    return " ".join(p.node(a) for a in t.abilities)


@prints(Threshold)
def print_threshold(p, a: Threshold) -> str:
    return f"{a.n} -> " + " ".join(p.node(x) for x in a.abilities)


@prints(Becomes)
def print_becomes(p, a: Becomes) -> str:
    return f"{a.noun}."


@prints(Static)
def print_static(p, a: Static) -> str:
    if a.condition is not None:
        return cap(f"if {p.node(a.condition)}, {p.node(a.effect)}.")
    return cap(p.node(a.effect)) + "."


@prints(Steps)
def print_steps(p, a: Steps) -> str:
    return sentences(p, a.effects)


@prints(Triggered)
def print_triggered(p, a: Triggered) -> str:
    first, rest = split_chain(a.effects)
    head = p.node(a.trigger, role="head")
    cond = f"if {p.node(a.condition)}, " if a.condition is not None else ""
    tail = " instead" if a.instead else ""
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
    out.play.append(effects_fn(a.effects, cc))
    out.parts.extend((e.acts_for_you(), effect_fn(e, cc)) for e in a.effects)


@compiles(Static)
def compile_static(a: Static, cc, out, zone, label) -> None:
    out.statics.setdefault(zone, []).extend(
        static_mods(a.effect, a.condition, in_play=cc.changes_in_play)
    )


@compiles(Triggered)
def compile_triggered(a: Triggered, cc, out, zone, label) -> None:
    watch = trigger_of(a.trigger, cc)
    event = watch.event
    if a.instead:
        event = "would:" + event  # a replacement: it happens instead of the event
    check_references(a.effects, event_amount=True)
    cond = condition_fn(a.condition, cc) if a.condition is not None else None
    run = effects_fn(a.effects, cc)
    out.listen(
        watch.zone or zone, event, watch.match, cond, run, watch.self_event, label_of(label, a)
    )


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
        ctx.game.tally_fire(ctx.source)
        for s in steps:
            s(ctx)

    def match(g, ev, me):
        return ev.source == me and ev.attack and ev.amount >= n

    out.listen(zone, cc.threshold, match, None, run, False, label_of(label, th))


@compiles(CardText)
def compile_text(text: CardText, cc, out, zone: str, label=None, used: bool = False) -> None:
    """``used``: the rules use this text at a moment they choose (a special ability), so a
    change it states is made then, as a step — except what the card says of itself ("2 Turns
    in Recovery."), which is the card's own characteristic and always holds."""
    for ability in text.abilities:
        compile_ability(as_used(ability) if used else ability, cc, out, zone, label)


def as_used(ability: Ability) -> Ability:
    """A static change in a used text, as the step that makes it."""
    if isinstance(ability, Replacing):
        inner = tuple(as_used(a) for a in ability.abilities)
        return Replacing(inner, span=ability.span)
    if isinstance(ability, Static) and not _about_itself(ability.effect):
        effect = ability.effect
        if ability.condition is not None:
            effect = If(ability.condition, (effect,), span=ability.span)
        return Steps((effect,), span=ability.span)
    return ability


def _about_itself(effect) -> bool:
    target = getattr(effect, "target", None)
    return isinstance(target, C.This) and getattr(effect, "duration", None) is None


_NEEDS = {
    "result": "a result (a coin flip, a die roll or a sum)",
    "number": "a number (chosen, rolled or summed)",
    "count": "a count",
    "kind": "a chosen kind of name (choose one first)",
}


def check_references(effects, event_amount: bool = False) -> None:
    """E-REFERENCE: "that many", "that number", "the result", "that Factor" with nothing
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
            need = node.needs()
            if need is not None and need not in left:
                raise CompileError(
                    "E-REFERENCE",
                    f"this refers to {_NEEDS[need]}, but nothing before it in the same "
                    "ability gives one",
                    node,
                )
            sets.update(node.SETS)
        left |= sets  # (what an effect sets is there for the ones after it)
