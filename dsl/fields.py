"""Checking one card's fields against its game's field schema.

Each check reports a diagnostic at the value (or key) it is about and moves on, so a file's
problems are all reported at once.  Names of a vocabulary kind are checked against the game's
list (or the names the set's cards declare) with a did-you-mean.
"""

from __future__ import annotations

from .diagnostics import ERROR, Diagnostic, did_you_mean
from .game import CardType, FieldSpec, GameSpec
from .game_values import hidden_char
from .yamlsafe import Document


def split_names(spec: FieldSpec, value) -> list[str] | None:
    """The names a name field holds: a list, or one string ("A & B" when it has a separator)."""
    if isinstance(value, list):
        if all(isinstance(v, str) for v in value):
            return [" ".join(v.split()) for v in value]
        return None
    if isinstance(value, str):
        if spec.many and spec.separator:
            return [" ".join(v.split()) for v in value.split(spec.separator.strip()) if v.strip()]
        return [" ".join(value.split())]
    return None


def card_type(game: GameSpec, card: dict) -> str | None:
    if len(game.types) == 1:
        return game.default_type
    t = card.get("type")
    return t if t in game.types else None


def check_fields(
    game: GameSpec,
    doc: Document,
    index: int,
    card: dict,
    known_names: dict[str, set[str]],
    strict_unknown: bool = True,
) -> list[Diagnostic]:
    """Problems with the fields of card number ``index`` of ``doc``."""
    out: list[Diagnostic] = []
    base = (index,)
    tname = card_type(game, card)
    if tname is None:
        choices = ", ".join(game.types)
        hint = did_you_mean(str(card.get("type")), game.types)
        out.append(
            doc.error(
                base + ("type",),
                "E-FIELD-TYPE" if "type" in card else "E-FIELD-MISSING",
                f"the card's type must be one of {choices}",
                f"did you mean '{hint}'?" if hint else None,
            )
        )
        return out
    ctype: CardType = game.types[tname]
    for fname, spec in ctype.fields.items():
        if fname not in card or card[fname] is None:
            if spec.required:
                out.append(
                    doc.error(
                        base, "E-FIELD-MISSING", f"card is missing the required field '{fname}'"
                    )
                )
            continue
        out += _check_value(doc, base + (fname,), spec, card[fname], known_names)
    if strict_unknown:
        for fname in card:
            if fname not in ctype.fields:
                hint = did_you_mean(str(fname), ctype.fields)
                out.append(
                    doc.error(
                        base + (fname,),
                        "E-FIELD-UNKNOWN",
                        f"unknown field '{fname}' for a {tname}",
                        f"did you mean '{hint}'?"
                        if hint
                        else f"the fields are: {', '.join(ctype.fields)}",
                        key=True,
                    )
                )
    return out


def _check_value(doc: Document, path, spec: FieldSpec, value, known_names) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    if spec.type in ("text", "name"):  # (a card's text is read by the card language)
        for i, v in enumerate(value if isinstance(value, list) else [value]):
            ch = hidden_char(v) if isinstance(v, str) else None
            if ch is not None:
                return [
                    doc.error(
                        path + (i,) if isinstance(value, list) else path,
                        "E-INVISIBLE-CHAR",
                        f"'{spec.name}' holds a character no one can see: U+{ord(ch):04X}",
                        "delete it: a name must read as it looks",
                    )
                ]
    if spec.type == "int":
        if spec.star and value == "*":
            return out
        if isinstance(value, bool) or not isinstance(value, int):
            return [
                doc.error(
                    path,
                    "E-FIELD-TYPE",
                    f"'{spec.name}' must be a whole number, not {value!r}",
                    "write '*' if the card's text sets it" if spec.star else None,
                )
            ]
        if spec.min is not None and value < spec.min or spec.max is not None and value > spec.max:
            out.append(
                doc.error(
                    path,
                    "E-FIELD-RANGE",
                    f"'{spec.name}' is {value}; it must be between {spec.min} and {spec.max}",
                )
            )
        return out
    if spec.type in ("text", "card_text"):
        if not isinstance(value, str):
            return [
                doc.error(
                    path,
                    "E-FIELD-TYPE",
                    f"'{spec.name}' must be text, not {value!r}",
                    "put it in quotes",
                )
            ]
        return out
    if spec.type == "bool":
        if not isinstance(value, bool):
            return [doc.error(path, "E-FIELD-TYPE", f"'{spec.name}' must be true or false")]
        return out
    if spec.type == "choice":
        if value not in spec.choices:
            hint = did_you_mean(str(value), spec.choices)
            return [
                doc.error(
                    path,
                    "E-FIELD-TYPE",
                    f"'{spec.name}' must be one of {', '.join(spec.choices)}",
                    f"did you mean '{hint}'?" if hint else None,
                )
            ]
        return out
    # a name field
    names = split_names(spec, value)
    if names is None:
        return [
            doc.error(
                path,
                "E-FIELD-TYPE",
                f"'{spec.name}' must be a name or a list of names, not {value!r}",
            )
        ]
    if not spec.many and len(names) != 1:
        out.append(doc.error(path, "E-FIELD-TYPE", f"'{spec.name}' holds one name"))
    if spec.min_items is not None and len(names) < spec.min_items:
        out.append(
            doc.error(
                path, "E-FIELD-RANGE", f"'{spec.name}' needs at least {spec.min_items} name(s)"
            )
        )
    if spec.max_items is not None and len(names) > spec.max_items:
        out.append(
            doc.error(path, "E-FIELD-RANGE", f"'{spec.name}' holds at most {spec.max_items} names")
        )
    if spec.declares:
        return out
    kind = spec.kind or "name"
    known = known_names.get(kind, set())
    lower = {k.lower(): k for k in known}
    for i, name in enumerate(names):
        if name.lower() in lower:
            continue
        hint = did_you_mean(name, known)
        where = path + (i,) if isinstance(value, list) else path
        out.append(
            doc.error(
                where,
                f"E-UNKNOWN-{kind.upper()}",
                f"unknown {kind} '{name}'",
                f"did you mean '{hint}'?" if hint else _known_help(kind, known),
            )
        )
    return out


def _known_help(kind: str, known: set[str]) -> str:
    if not known:
        return f"no {kind} is declared"
    shown = sorted(known)[:8]
    more = f", ... ({len(known)} in all)" if len(known) > 8 else ""
    return f"the {kind} names are: {', '.join(shown)}{more}"


__all__ = ["ERROR", "card_type", "check_fields", "split_names"]
