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
)
from .card_effects import Hit
from .changes import Change
from .conditionals import AsLongAs, DidDiscard, DidIt, ForEach, If, May, Unless, about_subject
from .grouping import Sentence, abilities_of
from .keywords import Keyword, RemindedKeyword
from .kit import MeaningError, Node, compiles, passes, prints, reads, span_of
from .labels import CardField, Labelled
from .stat_changes import StatChange
from .triggers import OnDefeated, OnDestroyed


@dataclass(frozen=True)
class CardText(Node):
    abilities: tuple[Ability, ...]


# ------------------------------------------------------------------------- reading


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
    effects = about_subject(cond, tuple(effects))
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
    return CardText(abilities_of(self, items), span=span_of(meta))


@reads("replacing_text", builds=(*_GROUPED, Replacing))
def replacing_text(self, meta, *items):
    inner = Replacing(abilities_of(self, items), span=span_of(meta))
    return CardText((inner,), span=span_of(meta))


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
