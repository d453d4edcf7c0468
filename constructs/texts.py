"""A card text: its sentences, grouped into abilities.

A card text is read sentence by sentence and grouped:

* a threshold marker ("2 ->") opens a :class:`~constructs.abilities.Threshold`; everything
  after it is inside;
* the permanent marker (the game's noun, "Ally" say) is a
  :class:`~constructs.abilities.Becomes`; after it, changes are static (they hold while the
  card is in play) and "at the start of your turn, ..." / "whenever ..." sentences are
  triggered abilities;
* imperative sentences in a row are one :class:`~constructs.abilities.Steps` (so "it" in one
  sentence can mean the card the sentence before revealed);
* a change written alone, outside a threshold ("This card is attack +1 for each Ally you have
  in play.") is a static ability of the card; inside a threshold it is a step.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from . import amounts as N
from . import cards as C
from . import filters as F
from . import selections as SL
from .abilities import (
    Ability,
    Becomes,
    Replacing,
    Static,
    StaticEither,
    Steps,
    Threshold,
    Triggered,
    compile_ability,
    refers_back,
)
from .card_effects import Hit
from .changes import Change
from .conditionals import AsLongAs, DidDiscard, DidIt, ForEach, If, May, Unless
from .conditions import Has, IsDefeated
from .delayed import Delayed
from .keywords import Keyword, KeywordRead, RemindedKeyword, RemindedRead, expand, expand_reminded
from .kit import MeaningError, Node, compiles, passes, prints, reads, span_of
from .labels import CardField, Labelled, LabelRead
from .labels import build as build_label
from .redirects import Redirect
from .rule_changes import OnlyChosen
from .stat_changes import StatChange
from .triggers import AtTurn, OnDefeated, OnDestroyed


@dataclass(frozen=True)
class CardText(Node):
    abilities: tuple[Ability, ...]


# ------------------------------------------------------------------------- reading


class Sentence:
    """A sentence as read, before the text's sentences are grouped into abilities."""

    __slots__ = ("kind", "note", "span", "value")

    def __init__(self, kind, value, span, note=None):
        self.kind, self.value, self.span, self.note = kind, value, span, note


passes("plain_item", "shorthand_item", "item", "last_sentence", "reminder")
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


def _changes(meta, effects, what: str):
    for e in effects:
        if not isinstance(e, Change):
            raise MeaningError(
                "E-MEANING",
                f"'{what}' needs a change that lasts ('your power is +2', 'X can't be blocked')",
                span_of(meta),
                "write 'If ..., ...' for something done once",
            )
    return effects


@reads("as_long_as_sentence", builds=AsLongAs)
def as_long_as_sentence(self, meta, cond, effects):
    return Sentence(
        "effects",
        tuple(AsLongAs(cond, e, span=span_of(meta)) for e in _changes(meta, effects, "as long as")),
        span_of(meta),
    )


@reads("as_long_as_after_sentence", builds=AsLongAs)
def as_long_as_after_sentence(self, meta, effects, cond):
    return as_long_as_sentence(self, meta, cond, effects)


@reads("unless_sentence", builds=(If, Unless))
def unless_sentence(self, meta, cond, effects):
    span = span_of(meta)
    return Sentence("if", If(Unless(cond, span=cond.span), effects, span=span), span)


@reads("unless_after_sentence", builds=(If, Unless))
def unless_after_sentence(self, meta, effects, cond):
    return unless_sentence(self, meta, cond, effects)


@reads("unless_does_sentence", builds=(May, If, DidIt))
def unless_does_sentence(self, meta, effects, player, act):
    """ "X unless your opponent discards a Tech card": they may do it; if they do not, X."""
    span = span_of(meta)
    if getattr(act, "player", None) is not None:
        raise MeaningError("E-MEANING", "who does what stops it?", span)
    if any(isinstance(e, If) for e in effects):  # ("X if C unless ...": say one of them)
        raise MeaningError(
            "E-MEANING", "'if' and 'unless' on one effect", span, "write 'If C, X' apart"
        )
    return Sentence(
        "effects",
        (May(player, act, span=span), If(DidIt(player, True, span=span), effects, span=span)),
        span,
    )


@reads("duration_sentence")
def duration_sentence(self, meta, duration, effects):
    """ "Until the end of turn, X and Y.": the duration of each change the sentence makes."""
    out = []
    for e in effects:
        if not dataclasses.is_dataclass(e) or "duration" not in {
            f.name for f in dataclasses.fields(e)
        }:
            raise MeaningError(
                "E-MEANING",
                "this does not last: a duration needs a change ('your power is +2')",
                span_of(meta),
            )
        if e.duration is not None:
            raise MeaningError("E-MEANING", "two durations for one change", span_of(meta))
        out.append(dataclasses.replace(e, duration=duration))
    return Sentence("effects", tuple(out), span_of(meta))


@reads("for_each_sentence", builds=ForEach)
def for_each_sentence(self, meta, unit, effects):
    one = effects[0] if len(effects) == 1 else None
    if (
        isinstance(one, StatChange)
        and one.op == "add"
        and isinstance(one.amount, N.Num)
        and isinstance(unit, N.PerCard)
    ):
        # "For each Y, this card is attack +1": the change "+1 for each Y" (a change that
        # holds, not one made again for each)
        per = N.Per(one.amount, unit, span=span_of(meta))
        return Sentence("effects", (dataclasses.replace(one, amount=per),), span_of(meta))
    return Sentence("effects", (ForEach(unit, effects, span=span_of(meta)),), span_of(meta))


@reads("trigger_sentence", builds=Triggered)
def trigger_sentence(self, meta, trigger, *rest):
    cond = rest[0] if len(rest) == 2 else None
    effects = rest[-1]
    if cond is None and len(effects) == 1 and _plain_if(effects[0]):
        # "At the start of your turn, X if C" is "At the start of your turn, if C, X"
        cond, effects = effects[0].condition, effects[0].then
    return Sentence("trigger", Triggered(trigger, effects, cond, span=span_of(meta)), span_of(meta))


def _plain_if(e) -> bool:
    return (
        isinstance(e, If)
        and e.otherwise is None
        and not isinstance(e.condition, (Unless, DidDiscard))
    )


@reads("if_event_sentence", builds=Triggered)
def if_event_sentence(self, meta, event, effects):
    """ "If this attack is blocked, ...": when it happens (an event, not a state)."""
    return Sentence("trigger", Triggered(event, effects, span=span_of(meta)), span_of(meta))


@reads("would_destroyed_sentence", builds=(Triggered, OnDestroyed))
def would_destroyed_sentence(self, meta, cards, effects):
    """ "If this card would be destroyed, return it to your hand instead.": a replacement."""
    span = span_of(meta)
    trigger = OnDestroyed(cards, span=span)
    return Sentence("trigger", Triggered(trigger, effects, instead=True, span=span), span)


@reads("trigger_after_sentence", builds=Triggered)
def trigger_after_sentence(self, meta, effects, event):
    return Sentence("trigger", Triggered(event, effects, span=span_of(meta)), span_of(meta))


@reads("unless_clause", builds=Unless)
def unless_clause(self, meta, cond):
    return Unless(cond, span=cond.span)


@reads("trigger_after_unless_sentence", builds=(Triggered, Unless))
def trigger_after_unless_sentence(self, meta, effects, event, cond):
    """ "X at the start of your turn unless C": "At the start of your turn, unless C, X"."""
    return trigger_sentence(self, meta, event, Unless(cond, span=cond.span), effects)


@reads("trigger_unless_after_sentence", builds=(Triggered, Unless))
def trigger_unless_after_sentence(self, meta, event, effects, cond):
    return trigger_sentence(self, meta, event, Unless(cond, span=cond.span), effects)


_GROUPED = (
    CardText,
    Steps,
    Static,
    StaticEither,
    Triggered,
    Becomes,
    Threshold,
    OnDefeated,
    Hit,
    C.Both,
    Keyword,
    RemindedKeyword,
    Labelled,
)


@reads("start", builds=_GROUPED)
def start(self, meta, *items):
    if self.raw:  # (a declared meaning: grouped where it is used)
        return items
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
        if isinstance(s, RemindedRead):
            self.flush()
            self.current.append(expand_reminded(self, s))
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


@prints(CardText)
def print_text(p, t: CardText) -> str:
    out = ""
    for i, a in enumerate(t.abilities):
        if i:  # (a card field's text runs to the end of its line)
            fields = isinstance(t.abilities[i - 1], CardField) or isinstance(a, CardField)
            out += "\n" if fields else " "
        out += p.node(a)
    return out


# ------------------------------------------------------------------------- compiling


@compiles(CardText)
def compile_text(text: CardText, cc, out, zone: str, label=None, used: bool = False) -> None:
    """``used``: the rules use this text at a moment they choose (a special ability), so a
    change it states is made then, as a step — except what the card says of itself ("2 Turns
    in Recovery."), which is the card's own characteristic and always holds, even while the
    card is disabled."""
    for ability in text.abilities:
        compile_ability(as_used(ability) if used else ability, cc, out, zone, label)
    if used:  # (what is left static is what the card says of itself)
        for mods in out.statics.values():
            for m in mods:
                m.characteristic = True


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


def _spoken_of(effect, before):
    """``effect`` with "it"/"they" as the cards the change ``before`` is about ("This card is
    attack +2. If ..., it is attack +5 instead."); unchanged when either says no cards."""
    field = getattr(effect, "OBJECT", None)
    if field is None or field != getattr(before, "OBJECT", None):
        return effect
    if not isinstance(getattr(effect, field), C.It) or getattr(before, field) is None:
        return effect
    return dataclasses.replace(effect, **{field: getattr(before, field)})
