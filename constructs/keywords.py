"""Keywords: a named ability with its reminder text, "Assault 3 (At the start of your turn,
this Ally hits for 3.)" — the card has the keyword (``with "Assault"`` finds it) and the
ability the reminder text says."""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import Ability, compile_ability
from .kit import MeaningError, compiles, prints, reads, span_of
from .texts import Sentence


@dataclass(frozen=True)
class Keyword(Ability):
    """``Assault 3 (At the start of your turn, this Ally hits for 3.)``."""

    name: str
    value: int | None
    ability: Ability


@reads("keyword_item", builds=Keyword)
def keyword_item(self, meta, name, *rest):
    value = int(rest[0]) if len(rest) == 2 else None
    return Sentence("keyword", (str(name), value, rest[-1]), span_of(meta))


def keyword(s: Sentence, abilities: list) -> Keyword:
    """The keyword a keyword sentence makes, with the abilities its reminder text made."""
    name, value, _ = s.value
    if len(abilities) != 1:
        raise MeaningError("E-MEANING", "a keyword's reminder must be one ability", s.span)
    return Keyword(name, value, abilities[0], span=s.span)


@prints(Keyword)
def print_keyword(p, a: Keyword) -> str:
    value = f" {a.value}" if a.value is not None else ""
    return f"{a.name}{value} ({p.node(a.ability)})"


@compiles(Keyword)
def compile_keyword(a: Keyword, cc, out, zone, label) -> None:
    out.keywords.add(a.name.lower())
    compile_ability(a.ability, cc, out, zone, label)
