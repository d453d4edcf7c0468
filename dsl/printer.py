"""AST -> canonical card text.

Every AST has exactly one canonical text, and reading it back gives the same AST
(``read(print(ast)) == ast``).  Each node is written by its construct's printer (found by the
node's class in :data:`constructs.kit.PRINTERS`); the printer is generic: a game's words (its
zones, card nouns, kinds, counters, its "replacing" marker) come from its
:class:`~dsl.game.Language`.
"""

from __future__ import annotations

from ..constructs.english import third_person
from ..constructs.kit import printer_of
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


def print_text(text, language: Language) -> str:
    """The canonical text of a card text (any node, in fact)."""
    return Printer(language).node(text)
