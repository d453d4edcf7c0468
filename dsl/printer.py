"""AST -> canonical card text.

Every AST has exactly one canonical text, and reading it back gives the same AST
(``read(print(ast)) == ast``).  The printer is generic: a game's words (its zones, card nouns,
kinds, counters, its "replacing" marker) come from its :class:`~dsl.game.Language`.
"""

from __future__ import annotations

from ..constructs import sentences as S
from ..constructs.english import cap as _cap
from ..constructs.english import third_person
from ..constructs.kit import printer_of
from . import ast as A
from .game import Language


class Printer:
    """Writes nodes of one game's language, each by its construct's printer (see
    :mod:`constructs.kit`); what the printers share is here: the game's words, the roles a
    player is written in, verbs agreeing with their subject, "is"/"are"."""

    #: the subject a verb agrees with when it is left out ("each player discards a card and
    #: draws a card")
    agree = None

    def __init__(self, language: Language):
        self.lang = language

    def node(self, n, **how) -> str:
        """Any node, by its construct's printer (``how``: the role it is written in)."""
        return printer_of(n)(self, n, **how)

    def subject(self, p) -> str:
        return self.node(p, role="subject")

    def player_object(self, p) -> str:
        return self.node(p, role="object")

    def possessive(self, p) -> str:
        return self.node(p, role="possessive")

    def verb_for(self, player, base: str) -> str:
        """``base`` agreeing with ``player``: "you draw", "each player draws"."""
        return base if player.who in ("you", "they") else third_person(base)

    def verb(self, player, base: str) -> str:
        """``player`` and the verb ("each player draws"); with no player, the verb alone,
        agreeing with a left-out subject (see :attr:`agree`)."""
        if player is None:
            return base if self.agree is None else self.verb_for(self.agree, base)
        return f"{self.subject(player)} {self.verb_for(player, base)}"

    def be(self, ref) -> str:
        return "are" if ref.plural() else "is"

    def noun(self, noun: str | None, plural: bool) -> str:
        if noun is None:
            return ""
        return self.lang.noun_plurals[noun] if plural else noun

    # (until abilities are constructs)
    def effect(self, e) -> str:
        return self.node(e)

    def cond(self, c) -> str:
        return self.node(c)

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
    def sentences(self, effects) -> str:
        return S.sentences(self, effects)

    def chain(self, effects) -> str:
        return S.chain(self, effects)

    def split_chain(self, effects):
        return S.split_chain(effects)


def print_text(text, language: Language) -> str:
    return Printer(language).text(text)
