"""AST -> canonical card text.

Every AST has exactly one canonical text, and reading it back gives the same AST
(``read(print(ast)) == ast``).  The printer is generic: a game's words (its zones, card nouns,
kinds, counters, its "replacing" marker) come from its :class:`~dsl.game.Language`.
"""

from __future__ import annotations

import dataclasses

from . import ast as A
from .game import Language
from .printer_effects import EffectsPrinter
from .printer_refs import RefsPrinter, _cap


class Printer(EffectsPrinter, RefsPrinter):
    def __init__(self, language: Language):
        self.lang = language

    # ================================================================= text and abilities
    def text(self, t: A.CardText) -> str:
        return " ".join(self.ability(a) for a in t.abilities)

    def ability(self, a) -> str:
        if isinstance(a, A.Threshold):
            return f"{a.n} -> " + " ".join(self.ability(x) for x in a.abilities)
        if isinstance(a, A.Becomes):
            return f"{a.noun}."
        if isinstance(a, A.Static):
            if a.condition is not None:
                return _cap(f"if {self.cond(a.condition)}, {self.effect(a.effect)}.")
            return _cap(self.effect(a.effect)) + "."
        if isinstance(a, A.Steps):
            return self.sentences(a.effects)
        if isinstance(a, A.Triggered):
            return self.triggered(a)
        if isinstance(a, A.Keyword):
            value = f" {a.value}" if a.value is not None else ""
            return f"{a.name}{value} ({self.ability(a.ability)})"
        if isinstance(a, A.Replacing):
            marker = self.lang.replacing_marker or "(Replace Ability)"
            return marker + " " + " ".join(self.ability(x) for x in a.abilities)
        raise TypeError(f"cannot print {type(a).__name__}")  # pragma: no cover

    def triggered(self, a: A.Triggered) -> str:
        first, rest = self.split_chain(a.effects)
        head = self.node(a.trigger, role="head")
        cond = f"if {self.cond(a.condition)}, " if a.condition is not None else ""
        body = self.chain(first)
        tail = " instead" if a.instead else ""
        out = _cap(f"{head}, {cond}{body}{tail}.")
        if a.after_draw:
            out += " (Do this after you draw.)"
        if rest:
            out += " " + self.sentences(rest)
        return out

    # ================================================================= effect sequences
    @staticmethod
    def split_chain(effects):
        """The effects that fit one sentence, and the rest (an If starts a new sentence)."""
        for i, e in enumerate(effects):
            if i > 0 and _starts_sentence(e):
                return effects[:i], effects[i:]
        return effects, ()

    def sentences(self, effects) -> str:
        """One sentence per effect; a hit and the destroying of its source stay together."""
        out = []
        i = 0
        while i < len(effects):
            e = effects[i]
            if _starts_sentence(e):
                out.append(self.if_sentence(e))
                i += 1
                continue
            nxt = effects[i + 1] if i + 1 < len(effects) else None
            take = 2 if isinstance(e, A.Hit) and nxt is not None and _same_ref(nxt, e.source) else 1
            if isinstance(nxt, A.If) and isinstance(nxt.condition, A.DidDiscard):
                take = 2
            out.append(_cap(self.chain(tuple(effects[i : i + take]))) + ".")
            i += take
        return " ".join(out)

    def if_sentence(self, e) -> str:
        if isinstance(e, A.ForEach):
            return _cap(f"for each {self.per_unit(e.unit)}, {self.chain(e.effects)}.")
        first, rest = self.split_chain(e.then)
        s = _cap(f"if {self.cond(e.condition)}, {self.chain(first)}.")
        if rest:
            s += " " + self.sentences(rest)
        if e.otherwise is not None:
            s += " " + _cap(f"otherwise, {self.chain(e.otherwise)}.")
        return s

    def chain(self, effects) -> str:
        parts = []
        i = 0
        prev = None
        while i < len(effects):
            e = _drop_shared_subject(effects[i], prev)
            # a left-out subject still decides the verb ("each player discards ... and draws")
            self.agree = prev.player if e is not effects[i] else None
            prev = effects[i]
            nxt = effects[i + 1] if i + 1 < len(effects) else None
            if isinstance(e, A.Hit) and nxt is not None and _same_ref(nxt, e.source):
                word = "destroyed" if isinstance(nxt, A.Destroy) else "discarded"
                parts.append(f"{self.effect(e)} and {self.be(e.source)} {word}")
                i += 2
                continue
            if _starts_sentence(e):
                parts.append(self.if_sentence(e)[:-1])
            else:
                parts.append(self.effect(e))
            i += 1
        self.agree = None
        return " and ".join(parts)

    # ================================================================= conditions, triggers
    def cond(self, c) -> str:
        return self.node(c)

    def trigger(self, t) -> str:
        return self.node(t)


_SUBJECT_TYPES = (A.Draw, A.Discard, A.Reveal, A.Play)


def _drop_shared_subject(e, prev):
    """In "X and Y", Y leaves out a subject it shares with X ("discard ... and draw ...")."""
    if prev is None or not isinstance(prev, _SUBJECT_TYPES) or prev.player is None:
        return e
    if isinstance(e, _SUBJECT_TYPES) and e.player == prev.player:
        return dataclasses.replace(e, player=None)
    if isinstance(e, A.If) and isinstance(e.condition, A.DidDiscard) and len(e.then) == 1:
        inner = e.then[0]
        if isinstance(inner, _SUBJECT_TYPES) and inner.player == prev.player:
            return dataclasses.replace(e, then=(dataclasses.replace(inner, player=None),))
    return e


def _starts_sentence(e) -> bool:
    if isinstance(e, A.If):
        return not isinstance(e.condition, A.DidDiscard)
    return isinstance(e, A.ForEach)


def _same_ref(effect, ref) -> bool:
    if isinstance(effect, A.Destroy):
        return effect.cards == ref
    if isinstance(effect, A.Discard):
        return effect.player is None and effect.cards == ref
    return False


def print_text(text: A.CardText, language: Language) -> str:
    return Printer(language).text(text)
