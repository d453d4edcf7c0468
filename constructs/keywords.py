"""Keywords a game declares: "Assault 3", "Bribe", "Berserk, Berserk" — each stands for its
meaning, card text written once in ``game.yaml`` (``language.keywords``) with its values in
place ("Assault {N}" means "At the start of your turn, this Unit hits for {N}.").

A keyword is read at once into the abilities its meaning reads as, grouped where the keyword
stands (after a permanent marker, its changes hold; inside a threshold, they happen once); the
card has the keyword (``with "Assault"`` finds it).  It prints back as the keyword alone.

A keyword printed with its reminder text ("Assault 3 (At the start of ...)") follows one rule,
:func:`expand`: a keyword the game declares means what the game declares (a reminder that says
something else is a W-KEYWORD-REMINDER warning when the set is checked); a keyword the game does
not declare means what its reminder says (:class:`RemindedKeyword`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .abilities import Ability, Static, compile_ability
from .amounts import Num
from .changes import Change, Mod
from .kit import MeaningError, compiles, holds, prints, reads, reads_declared, span_of, without


@dataclass(frozen=True)
class Keyword(Ability):
    """``Assault 3``: the keyword's name, the values of its slots, and the abilities its
    meaning reads as."""

    name: str
    values: tuple[int | str, ...]
    abilities: tuple[Ability, ...]
    #: the printed reminder says something else: the declared meaning is used, and checking
    #: the set warns (W-KEYWORD-REMINDER); not part of what the text means
    reminder_differs: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class RemindedKeyword(Ability):
    """``Shieldwall 2 (When ... )``: a keyword the game does not declare, printed with its
    reminder text, means what the reminder says (``value``: its number, if it has one)."""

    name: str
    value: int | None
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class HasProperty(Change):
    """What a keyword declared with ``gives`` makes: its card has this engine property (a rule
    of play the engine asks about by name, ``paid_with``) while its abilities work."""

    name: str
    value: object


# ------------------------------------------------------------------------- reading


class KeywordRead:
    """A keyword as read, before it is grouped with the text's other sentences: the game's
    ``index``-th keyword, or (``index`` None) one it does not declare, named ``name``."""

    __slots__ = ("index", "name", "reminder", "span", "values")

    def __init__(self, index, values, reminder, span, name=""):
        self.index, self.values, self.reminder, self.span = index, values, reminder, span
        self.name = name


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


@reads("reminded_keyword")
def reminded_keyword(self, meta, name, *rest):
    """``Word N (reminder)``: a keyword the game declares with that shape, else one whose
    reminder is its meaning (:func:`expand` decides)."""
    word = " ".join(str(name).split())
    number = rest[0] if len(rest) == 2 else None
    reminder = rest[-1]
    values = (number.value,) if number is not None else ()
    for i, spec in enumerate(self.language.keywords):
        slots = spec.pattern.slots
        if (
            spec.pattern.words.lower() == word.lower()
            and len(slots) == len(values)
            and all(s.kind is None for s in slots)
        ):
            return KeywordRead(i, values, reminder, span_of(meta))
    return KeywordRead(None, values, reminder, span_of(meta), name=word)


@reads("keyword_reminder")
def keyword_reminder(self, meta, *sentences):
    return tuple(sentences)


@reads("keyword_item")
def keyword_item(self, meta, *keywords):
    return tuple(keywords)


def expand(grouper, read: KeywordRead) -> Keyword | RemindedKeyword:
    """The keyword a keyword sentence makes, its meaning grouped as the sentences around it
    are (``grouper.sub``: a grouper in the same place of the text).  The one rule for a
    reminder: a declared keyword means its declared meaning (a reminder that differs is only
    noted, for the set's check to warn: W-KEYWORD-REMINDER); an undeclared one means its
    reminder."""
    if read.index is None:
        abilities = grouper.sub(read.reminder, read.span)
        if not abilities:
            raise MeaningError("E-MEANING", f"'{read.name}' means nothing", read.span)
        value = read.values[0] if read.values else None
        return RemindedKeyword(read.name, value, tuple(abilities), span=read.span)
    spec = grouper.reader.language.keywords[read.index]
    shown = spec.pattern.printed(read.values)
    if spec.means is None:  # engine properties, no card text
        if read.reminder is not None:
            raise MeaningError(
                "E-MEANING", f"'{shown}' is a rule of play: it has no reminder text", read.span
            )
        props = tuple(
            Static(HasProperty(k, v, span=read.span), span=read.span) for k, v in spec.gives
        )
        return Keyword(spec.name, read.values, props, span=read.span)
    text = spec.pattern.fill(spec.means, read.values)
    items = grouper.reader.expand(text)
    if isinstance(items, str):  # (why it does not read)
        raise MeaningError(
            "E-MEANING", f"the meaning of '{shown}' does not read: {items}", read.span
        )
    abilities = grouper.sub(items, read.span)
    if not abilities:
        raise MeaningError("E-MEANING", f"'{shown}' means nothing", read.span)
    differs = read.reminder is not None and grouper.sub(read.reminder, read.span) != abilities
    return Keyword(spec.name, read.values, tuple(abilities), differs, span=read.span)


# ------------------------------------------------------------------------- printing


@prints(Keyword)
def print_keyword(p, a: Keyword) -> str:
    spec = next(k for k in p.lang.keywords if k.name == a.name)
    return spec.pattern.printed(a.values) + "."


@prints(RemindedKeyword)
def print_reminded_keyword(p, a: RemindedKeyword) -> str:
    value = f" {a.value}" if a.value is not None else ""
    body = " ".join(p.node(x) for x in a.abilities)
    return f"{a.name}{value} ({body})"


# ------------------------------------------------------------------------- compiling


@holds(HasProperty)
def hold_property(e: HasProperty, ctx_of, in_play, cond):
    def own(g, c, src):  # (its own card, while its condition holds)
        return c == src and (cond is None or cond(ctx_of(g, src)))

    return [Mod("prop", e.name, "set", e.value, own)]


without(HasProperty, "reading", "a keyword declared with 'gives' makes it, not a sentence")
without(HasProperty, "printing", "it prints as its keyword")
without(HasProperty, "compiling", "it only holds, as a static ability (@holds)")


@compiles(Keyword, RemindedKeyword)
def compile_keyword(a: Keyword | RemindedKeyword, cc, out, zone, label) -> None:
    out.keywords.add(a.name.lower())
    for ability in a.abilities:
        compile_ability(ability, cc, out, zone, label)
