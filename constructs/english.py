"""How English is written in canonical text: capitals, articles, lists and verb agreement."""

from __future__ import annotations


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def article(word: str) -> str:
    w = word.lower()
    return "an" if w[:1] in "aeiou" or w.startswith("x-") else "a"


def join_or(items: list[str], word: str = "or") -> str:
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} {word} {items[1]}"
    return ", ".join(items[:-1]) + f", {word} {items[-1]}"


def third_person(base: str) -> str:
    """draw -> draws, discard -> discards, do -> does."""
    if base.endswith(("sh", "ch", "s", "x", "o")):
        return base + "es"
    return base + "s"


def base_form(verb: str) -> str:
    """misfires -> misfire, catches -> catch, carries -> carry (a verb's -s form undone)."""
    v = verb.lower()
    if v.endswith("ies") and len(v) > 4:
        return verb[:-3] + "y"
    if v.endswith(("shes", "ches", "sses", "xes", "zes", "oes")):
        return verb[:-2]
    if v.endswith("s") and not v.endswith("ss"):
        return verb[:-1]
    return verb
