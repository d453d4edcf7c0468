"""Ability labels a game declares (``language.labels``): a printed prefix that gives the text
after it its shape — "Fight: ..." is the effect of a trigger ("When you fight this card"),
"[Tech]: ..." the body under a condition ("you played another Tech card this turn"), "(A) ..."
an ability of a kind (activated: used on purpose; passive; feat).  A label may have slots
("Wave {N}-{M}", "[{class}]"), filled into its trigger and condition.

The text after a label runs to the next label (or threshold, or permanent marker).  The label
is kept in the AST (:class:`Labelled`: the label, its values, the trigger and condition its
declaration reads as, the ability kind, and the body) and prints back as the label and its text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import Ability, Static, Steps, Triggered, check_references, compile_ability
from .conditionals import If
from .conditions import AllOf, condition_fn
from .effects import effects_fn
from .english import cap
from .keywords import Keyword, slot_values
from .kit import MeaningError, compiles, prints, reads, reads_declared, span_of

if TYPE_CHECKING:
    from .conditions import Condition
    from .triggers import Trigger


@dataclass(frozen=True)
class Labelled(Ability):
    """``Fight: Draw a card.``: the label (as declared), the values of its slots, what its
    declaration makes of the body (a trigger, a condition, a kind of ability) and the body."""

    label: str
    values: tuple[int | str, ...]
    trigger: Trigger | None
    condition: Condition | None
    kind: str | None
    body: tuple[Ability, ...]
    same: bool = False  # printed "Same effect.": the body is the label's before it


@dataclass(frozen=True)
class CardField(Ability):
    """``Setup: 8 Twists.``: a label whose text, to the end of its line, is the value of a card
    field (the game declares which): card data printed as a line of the card's text."""

    label: str
    field: str
    text: str


# ------------------------------------------------------------------------- reading


class LabelRead:
    """A label as read, before the sentences after it are grouped under it."""

    __slots__ = ("index", "items", "span", "values")

    def __init__(self, index, values, span):
        self.index, self.values, self.span = index, values, span
        self.items: list = []


@reads_declared("lbl")
def declared_label(self, meta, *slots, index: int):
    """``lbl__N``: the N-th label the game declares, with its slots' values."""
    return LabelRead(index, slot_values(slots), span_of(meta))


@reads_declared("fld", builds=CardField)
def declared_field(self, meta, *parts, index: int):
    """``fld__N``: the N-th label the game declares, a card field's: its slots' values (unused)
    and the rest of its line."""
    spec = self.language.labels[index]
    text = str(parts[-1])[1:].strip()  # (the line, after its colon)
    return CardField(spec.key, spec.field, text, span=span_of(meta))


def _declared(reader, text: str, what: str, read: LabelRead):
    """The one sentence a label's trigger or condition makes (read with a body that does
    nothing: "When you fight this card, do nothing.")."""
    items = reader.expand(text)
    if isinstance(items, str) or len(items) != 1:
        why = items if isinstance(items, str) else "it is more than one sentence"
        raise MeaningError("E-MEANING", f"the label's {what} does not read: {why}", read.span)
    return items[0]


def label_parts(reader, read: LabelRead):
    """(spec, trigger, condition) of a label with its values."""
    spec = reader.language.labels[read.index]
    trigger = condition = None
    if spec.trigger:
        s = _declared(
            reader, spec.pattern.fill(spec.trigger, read.values) + ", do nothing.", "trigger", read
        )
        if s.kind != "trigger":
            raise MeaningError("E-MEANING", "the label's trigger is no trigger", read.span)
        trigger = s.value.trigger
    if spec.condition:
        s = _declared(
            reader,
            "If " + spec.pattern.fill(spec.condition, read.values) + ", do nothing.",
            "condition",
            read,
        )
        if s.kind != "if":
            raise MeaningError("E-MEANING", "the label's condition is no condition", read.span)
        condition = s.value.condition
    return spec, trigger, condition


@reads("same_effect")
def same_effect(self, meta):
    from .grouping import Sentence

    return Sentence("same_effect", None, span_of(meta))


def build(grouper, read: LabelRead, before: Labelled | None = None) -> Labelled:
    """The ability a label and the sentences after it make (``grouper``: the text's;
    ``before``: the label just before it, whose text "Same effect." repeats)."""
    spec, trigger, condition = label_parts(grouper.reader, read)
    shown = spec.pattern.printed(read.values)
    same = [s for s in read.items if getattr(s, "kind", None) == "same_effect"]
    if same:
        if len(read.items) != 1 or before is None:
            raise MeaningError(
                "E-MEANING",
                "'Same effect.' is the whole text of a label after another label",
                same[0].span,
                "'Fight: Draw a card. Escape: Same effect.'",
            )
        return Labelled(
            spec.key,
            read.values,
            trigger,
            condition,
            spec.ability,
            before.body,
            same=True,
            span=read.span,
        )
    # what a trigger, a condition or a use does is done once (a change is a step)
    once = trigger is not None or condition is not None or spec.ability == "activated"
    body = grouper.sub(read.items, read.span, in_threshold=once or None, label=True)
    if not body:
        raise MeaningError(
            "E-MEANING", f"'{shown}' needs a text after it", read.span, f"'{shown} Draw a card.'"
        )
    if (trigger is not None or spec.ability == "activated") and not all(_is_steps(a) for a in body):
        what = "a trigger's" if trigger is not None else "an activated ability's"
        raise MeaningError(
            "E-MEANING",
            f"the text after '{shown}' is {what} effects: it cannot hold an ability of its own",
            read.span,
        )
    return Labelled(
        spec.key, read.values, trigger, condition, spec.ability, tuple(body), span=read.span
    )


def _is_steps(a) -> bool:
    """Steps, or a keyword that means steps ("Fight: Surge 2.")."""
    return isinstance(a, Steps) or (
        isinstance(a, Keyword) and all(isinstance(x, Steps) for x in a.abilities)
    )


def _effects(body) -> tuple:
    """The effects of a body of steps (a keyword's included), in order."""
    out: list = []
    for a in body:
        for s in a.abilities if isinstance(a, Keyword) else (a,):
            if isinstance(s, Steps):
                out.extend(s.effects)
    return tuple(out)


# ------------------------------------------------------------------------- printing


def _spec(p, a: Labelled | CardField):
    return next(lb for lb in p.lang.labels if lb.key == a.label)


@prints(Labelled)
def print_labelled(p, a: Labelled) -> str:
    spec = _spec(p, a)
    head = spec.pattern.printed(a.values) + (":" if spec.colon else "")
    if a.same:
        return f"{head} Same effect."
    body = " ".join(cap(p.node(x)) for x in a.body)
    return f"{head} {body}"


@prints(CardField)
def print_card_field(p, a: CardField) -> str:
    head = _spec(p, a).pattern.key
    return f"{head}: {a.text}"


# ------------------------------------------------------------------------- compiling


@compiles(CardField)
def compile_card_field(a: CardField, cc, out, zone, label) -> None:
    """(card data: the card set gives it to the card's field; nothing happens in play)"""


def meaning(a: Labelled) -> tuple[Ability, ...]:
    """What the label makes of its body: the abilities to compile."""
    if a.trigger is not None:
        return (Triggered(a.trigger, _effects(a.body), a.condition, span=a.span),)
    if a.condition is None:
        return a.body
    return _under(a.condition, a.body)


def _under(condition, body) -> tuple[Ability, ...]:
    """``body`` under a label's condition: steps done only if it holds, abilities working
    only while it does."""
    out: list[Ability] = []
    for b in body:
        if isinstance(b, Keyword):
            out.extend(_under(condition, b.abilities))
        elif isinstance(b, Steps):
            out.append(Steps((If(condition, b.effects, span=b.span),), span=b.span))
        elif isinstance(b, (Static, Triggered)):
            both = condition if b.condition is None else AllOf((condition, b.condition))
            out.append(dataclasses.replace(b, condition=both))
        else:
            out.append(b)
    return tuple(out)


@compiles(Labelled)
def compile_labelled(a: Labelled, cc, out, zone, label) -> None:
    if a.kind is not None:
        out.kinds.add(a.kind)
    out.keywords.update(b.name.lower() for b in a.body if isinstance(b, Keyword))
    if a.kind == "activated":
        effects = _effects(a.body)
        check_references(effects)
        condition = a.condition
        if len(effects) == 1 and isinstance(effects[0], If) and effects[0].otherwise is None:
            # "(A) After an Action, heal a hero.": a text that is one condition's says when
            # the ability may be used (used otherwise, it would do nothing)
            whole = effects[0].condition
            condition = whole if condition is None else AllOf((condition, whole))
            effects = effects[0].then
        cond = condition_fn(condition, cc) if condition is not None else None
        name = label(a) if label is not None else a.label
        out.activated.append((effects_fn(effects, cc), name, cond))
        return
    for ability in meaning(a):
        compile_ability(ability, cc, out, zone, label)
