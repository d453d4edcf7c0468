"""How a text's sentences become abilities (the grouping :mod:`constructs.texts` describes):
thresholds open, the permanent marker makes changes static, steps in a row are one ability,
"If C, ... instead" / "Otherwise, ..." go on what came before, "This affects ..." narrows
the change before."""

from __future__ import annotations

import dataclasses

from . import cards as C
from . import filters as F
from . import selections as SL
from .abilities import (
    Ability,
    Becomes,
    Static,
    StaticEither,
    Steps,
    Threshold,
    Triggered,
    refers_back,
)
from .card_effects import Hit
from .changes import Change
from .conditionals import AsLongAs, If, Unless
from .conditions import Has, IsDefeated
from .delayed import Delayed
from .keywords import KeywordRead, expand
from .kit import MeaningError
from .labels import CardField, Labelled, LabelRead
from .labels import build as build_label
from .redirects import Redirect
from .rule_changes import OnlyChosen
from .stat_changes import StatChange
from .triggers import AtTurn, OnDefeated


class Sentence:
    """A sentence as read, before the text's sentences are grouped into abilities."""

    __slots__ = ("kind", "note", "span", "value")

    def __init__(self, kind, value, span, note=None):
        self.kind, self.value, self.span, self.note = kind, value, span, note


def abilities_of(reader, items) -> tuple[Ability, ...]:
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
        self.in_label = False  # (a label's text: only "at the start/end of ..." waits)
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
        label = None  # the label whose text the sentences are, until the next one
        for s in _flat(items):
            if isinstance(s, LabelRead):
                self.end_label(label)
                label = s
            elif isinstance(s, CardField):
                self.end_label(label)
                label = None
                self.flush()
                self.current.append(s)
            elif label is not None and not _ends_label(s):
                label.items.append(s)
            else:
                self.end_label(label)
                label = None
                self.one(s)
        self.end_label(label)
        self.flush()
        return self.top

    def end_label(self, label) -> None:
        if label is not None:
            self.flush()
            before = self.current[-1] if self.current else None
            before = before if isinstance(before, Labelled) else None
            self.current.append(build_label(self, label, before))

    def sub(self, items, span, in_threshold=None, label=False) -> list:
        """The abilities ``items`` (sentences read elsewhere: a keyword's meaning, the text
        after a label) make where this grouper is in its text (``in_threshold``: as a
        threshold's, their changes happen once)."""
        inner = _Grouper(self.reader)
        inner.in_threshold, inner.permanent = self.in_threshold, self.permanent
        inner.in_label = label
        if in_threshold:
            inner.in_threshold, inner.permanent = True, False
        out = inner.group(items)
        if any(isinstance(a, tuple) for a in out):
            raise MeaningError("E-MEANING", "a keyword's meaning cannot hold a threshold", span)
        return out

    def one(self, s):
        if isinstance(s, KeywordRead):
            self.flush()
            self.current.append(expand(self, s))
            return
        kind = s.kind
        if kind == "same_effect":
            raise MeaningError(
                "E-MEANING",
                "'Same effect.' is the whole text of a label after another label",
                s.span,
                "'Fight: Draw a card. Escape: Same effect.'",
            )
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
            t = s.value
            if isinstance(t, Triggered) and self.delays(t):
                # "At the start of your next turn, X" in what happens once: X, once, then
                self.add_steps((Delayed(t.trigger, t.effects, t.condition, span=s.span),), s.span)
                return None
            return t
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
            if not isinstance(cond, IsDefeated) and self.replace_last_step(cond, effects, s.span):
                return None
            statics = self.replace_last_static(cond, effects, s.span)
            if statics is not None:
                return statics
            if not isinstance(cond, IsDefeated):
                raise MeaningError(
                    "E-MEANING", "'instead' needs an event: 'If X is defeated, ...'", s.span
                )
            return Triggered(self.defeat(cond), effects, instead=True, span=s.span)
        if kind == "if":
            if isinstance(s.value.condition, IsDefeated) and not self.steps:
                then = s.value.then
                if len(then) == 1 and isinstance(then[0], Redirect):
                    # "If X is defeated, move it to Y instead of Z": the defeat, replaced
                    trigger = self.defeat(s.value.condition)
                    return Triggered(trigger, (then[0].move,), instead=True, span=s.span)
                return Triggered(self.defeat(s.value.condition), then, span=s.span)
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
                else Static(e.effect, e.condition, span=s.span if one else e.span)
                if isinstance(e, AsLongAs)
                else Static(e, span=s.span if one else e.span)
                for e in effects
            ]
        self.add_steps(effects, s.span)
        return None

    def delays(self, t: Triggered) -> bool:
        """Is this triggered ability one that happens once, later (a trigger sentence among
        what a threshold does once, or "at the end of this turn")?"""
        if t.instead or t.after_draw:
            return False
        if getattr(t.trigger, "this", False):
            return True
        if self.in_label and not isinstance(t.trigger, AtTurn):
            return False  # ("(A) Whenever X, Y" is no ability a use sets up once)
        return self.in_threshold and not self.permanent

    def replace_last_step(self, cond, effects, span) -> bool:
        """ "X. If C, Y instead.": the step X becomes "If C, Y. Otherwise, X." (in the steps, or
        at the end of the triggered ability before); False when there is no step before."""
        if self.steps:
            last = self.steps.pop()
            self.steps.append(If(cond, tuple(effects), (last,), span=span))
            return True
        ability = self.current[-1] if self.current else None
        if isinstance(ability, Triggered) and ability.effects:
            *before, last = ability.effects
            step = If(cond, tuple(effects), (last,), span=span)
            self.current[-1] = dataclasses.replace(ability, effects=(*before, step))
            return True
        return False

    def replace_last_static(self, cond, effects, span) -> list | None:
        """ "This card is attack +2. If C, it is attack +5 instead.": the change before holds
        unless C, the new one if C (None when the sentence before is no unconditional change
        or the new one is not a change that can hold)."""
        last = self.current[-1] if self.current else None
        if self.steps or not isinstance(last, Static) or last.condition is not None:
            return None
        effects = [_spoken_of(e, last.effect) for e in effects]
        if not all(self.is_static(e) and not isinstance(e, (If, AsLongAs)) for e in effects):
            return None
        self.current.pop()
        return [StaticEither(cond, tuple(effects), (last.effect,), "instead", span=span)]

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
        elif isinstance(e, AsLongAs):
            body = e.effect
        if not isinstance(body, Change) or getattr(body, "duration", None) is not None:
            return False
        if refers_back(e):
            return False
        return self.permanent or not self.in_threshold

    def attach_otherwise(self, s: Sentence):
        effects = s.value if isinstance(s.value, tuple) else (s.value,)
        if self.steps and isinstance(self.steps[-1], If) and self.steps[-1].otherwise is None:
            step = self.steps[-1]
            self.steps[-1] = If(step.condition, step.then, effects, span=step.span)
            return
        last = self.current[-1] if self.current else None
        if (
            not self.steps
            and isinstance(last, Static)
            and last.condition is not None
            and not isinstance(last.condition, Unless)
            and (effects := tuple(_spoken_of(e, last.effect) for e in effects))
            and all(self.is_static(e) and not isinstance(e, (If, AsLongAs)) for e in effects)
        ):
            # "If C, this card is attack +5. Otherwise, it is attack +1.": changes that hold,
            # the second unless C
            either = StaticEither(last.condition, (last.effect,), effects, span=last.span)
            self.current[-1] = either
            return
        # "If ..., X. Otherwise ..." where the If became a Triggered: not allowed
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
            if not isinstance(change, StatChange) or not isinstance(change.target, SL.Select):
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


def _flat(items):
    for s in items:
        if isinstance(s, tuple):  # (keywords in a row: "Berserk, Berserk")
            yield from s
        else:
            yield s


def _ends_label(s) -> bool:
    """A threshold or the permanent marker ends the text a label gives its shape to."""
    return isinstance(s, Sentence) and s.kind in ("threshold", "permanent")


def _is_no_card_fallback(e) -> bool:
    c = getattr(e, "condition", None)
    return (
        isinstance(e, If)
        and e.otherwise is None
        and isinstance(c, Has)
        and c.negated
        and c.player.who == "any"
    )


def _intersect(target: SL.Select, other, span) -> SL.Select:
    if not isinstance(other, SL.Select):
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
    return SL.Select(other.quantity, other.count, merged, span=other.span)


# ------------------------------------------------------------------------- printing


def _spoken_of(effect, before):
    """``effect`` with "it"/"they" as the cards the change ``before`` is about ("This card is
    attack +2. If ..., it is attack +5 instead."); unchanged when either says no cards."""
    field = getattr(effect, "OBJECT", None)
    if field is None or field != getattr(before, "OBJECT", None):
        return effect
    if not isinstance(getattr(effect, field), C.It) or getattr(before, field) is None:
        return effect
    return dataclasses.replace(effect, **{field: getattr(before, field)})
