"""Keywords a game declares: "Assault 3", "Bribe", "Berserk, Berserk" — each stands for its
meaning, card text written once in ``game.yaml`` (``language.keywords``) with its values in
place ("Assault {N}" means "At the start of your turn, this Keeper hits for {N}.").

A keyword is read at once into the abilities its meaning reads as, grouped where the keyword
stands (after a permanent marker, its changes hold; inside a threshold, they happen once); the
card has the keyword (``with "Assault"`` finds it).  Printed with its reminder text ("Assault 3
(At the start of ...)"), the reminder must say what the keyword means.  It prints back as the
keyword alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import Ability, compile_ability
from .amounts import Num
from .kit import MeaningError, compiles, prints, reads, reads_declared, span_of


@dataclass(frozen=True)
class Keyword(Ability):
    """``Assault 3``: the keyword's name, the values of its slots, and the abilities its
    meaning reads as."""

    name: str
    values: tuple[int | str, ...]
    abilities: tuple[Ability, ...]


# ------------------------------------------------------------------------- reading


class KeywordRead:
    """A keyword as read, before it is grouped with the text's other sentences."""

    __slots__ = ("index", "reminder", "span", "values")

    def __init__(self, index, values, reminder, span):
        self.index, self.values, self.reminder, self.span = index, values, reminder, span


def slot_values(slots) -> tuple[int | str, ...]:
    """The values of a pattern's slots as read: numbers and canonical names."""
    return tuple(s.value if isinstance(s, Num) else str(s) for s in slots)


@reads_declared("kw")
def declared_keyword(self, meta, *slots, index: int):
    """``kw__N``: the N-th keyword the game declares, with its slots' values."""
    return KeywordRead(index, slot_values(slots), None, span_of(meta))


@reads_declared("slot_name")
def slot_name(self, meta, tok, index: int):
    """A name standing in a pattern's slot (``{class}``): its canonical spelling."""
    return self.vocab.lookup(str(tok))[0]


@reads_declared("slot_icon")
def slot_icon(self, meta, tok, index: int):
    """A name written as its kind's icon in a pattern's slot (``[{class}]``)."""
    return self.vocab.lookup(str(tok))[0]


@reads("keyword")
def keyword(self, meta, read: KeywordRead, *reminder):
    read.reminder = reminder[0] if reminder else None
    read.span = span_of(meta)
    return read


@reads("keyword_reminder")
def keyword_reminder(self, meta, *sentences):
    return tuple(sentences)


@reads("keyword_item")
def keyword_item(self, meta, *keywords):
    return tuple(keywords)


def expand(grouper, read: KeywordRead) -> Keyword:
    """The keyword a keyword sentence makes: its meaning read, and grouped as the sentences
    around it are (``grouper.sub``: a grouper in the same place of the text)."""
    spec = grouper.reader.language.keywords[read.index]
    text = spec.pattern.fill(spec.means, read.values)
    shown = spec.pattern.printed(read.values)
    items = grouper.reader.expand(text)
    if isinstance(items, str):  # (why it does not read)
        raise MeaningError(
            "E-MEANING", f"the meaning of '{shown}' does not read: {items}", read.span
        )
    abilities = grouper.sub(items, read.span)
    if read.reminder is not None and grouper.sub(read.reminder, read.span) != abilities:
        raise MeaningError(
            "E-MEANING",
            f"the reminder text says something other than what '{shown}' means",
            read.span,
            f"'{shown}' means: {text}",
        )
    if not abilities:
        raise MeaningError("E-MEANING", f"'{shown}' means nothing", read.span)
    return Keyword(spec.name, read.values, tuple(abilities), span=read.span)


# ------------------------------------------------------------------------- printing


@prints(Keyword)
def print_keyword(p, a: Keyword) -> str:
    spec = next(k for k in p.lang.keywords if k.name == a.name)
    return spec.pattern.printed(a.values) + "."


# ------------------------------------------------------------------------- compiling


@compiles(Keyword)
def compile_keyword(a: Keyword, cc, out, zone, label) -> None:
    out.keywords.add(a.name.lower())
    for ability in a.abilities:
        compile_ability(ability, cc, out, zone, label)
