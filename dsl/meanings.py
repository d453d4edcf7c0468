"""A game's declared meanings as grammar: the rules its keywords, labels, statuses and verbs
write (see :mod:`dsl.declarations`), and the checks that keep them from colliding with the
rest of the language.

Like a declared event, each keyword, label and verb becomes one rule whose alias names it by
its index (``kw__3``, ``lbl__0``, ``verb__1``: :data:`constructs.kit.DECLARED` finds the reader
by the prefix); a slot of a pattern is a number or a name of one kind (``slot_name__K``, the
names of the K-th kind; ``slot_icon__K``, written as its icon).  A status's words are the
``status_word`` (adjectives) and ``status_verb`` rules the core grammar refers to.
"""

from __future__ import annotations

import re

from .declarations import Pattern, Slot
from .game import Language

KEYWORD, LABEL, FIELD_LABEL, VERB = "kw", "lbl", "fld", "verb"
SLOT_NAME, SLOT_ICON = "slot_name", "slot_icon"


def never(rule: str) -> tuple[str, str]:
    """A terminal of its own that matches nothing, for a rule the game leaves empty (two empty
    rules that shared one could both end at it)."""
    name = "NEVER_" + rule.strip("_!").upper()
    return name, f"{name}: /\\x00\\x01{rule.strip('_!')}\\x01\\x00/"


def lit(word: str) -> str:
    return '"' + word.lower().replace("\\", "\\\\").replace('"', '\\"') + '"i'


def _chunk(text: str) -> list[str]:
    """A pattern's literal text as grammar: its words, runs of letters and the marks between
    them as one literal each ("Final Blow", "(A)", "-")."""
    text = " ".join(text.split())
    return [lit(text)] if text else []


def kind_index(language: Language, kind: str) -> int:
    return list(language.kinds).index(kind)


def pattern_rule(pattern: Pattern, language: Language) -> str:
    out = []
    for part in pattern.parts:
        if isinstance(part, Slot):
            if part.kind is None:
                out.append("number")
            else:
                prefix = SLOT_ICON if part.icon else SLOT_NAME
                out.append(f"{prefix}__{kind_index(language, part.kind)}")
        else:
            out.extend(_chunk(part))
    return " ".join(out)


def slot_kinds(language: Language) -> set[tuple[str, bool]]:
    """(kind, as an icon) of every name slot some pattern has."""
    found = set()
    for p in [k.pattern for k in language.keywords] + [lb.pattern for lb in language.labels]:
        for s in p.slots:
            if s.kind is not None:
                found.add((s.kind, s.icon))
    return found


def declared_rules(language: Language, names: dict[str, list[str]], icons: dict[str, list[str]]):
    """The grammar of a game's declarations.  ``names``: kind -> the spellings a text may use
    for its names; ``icons``: kind -> their icon spellings."""
    rules = []

    def rule(name: str, body: str | None, alias: str = "") -> None:
        if body is None:
            term, definition = never(name)
            rules.append(definition)
            body = term
        rules.append(f"{name}: {body}{alias}")

    alts = [
        f"{pattern_rule(k.pattern, language)} -> {KEYWORD}__{i}"
        for i, k in enumerate(language.keywords)
    ]
    rule(
        "declared_keyword",
        "\n    | ".join(alts) if alts else None,
        "" if alts else f" -> {KEYWORD}__0",
    )
    for i, label in enumerate(language.labels):
        colon = ' ":"' if label.colon else ""
        if label.field:  # its text, to the end of its line, is a card field's value
            rules.append(
                f"%extend item: {pattern_rule(label.pattern, language)} FIELD_LINE"
                f" -> {FIELD_LABEL}__{i}"
            )
            continue
        rules.append(
            f"%extend item: {pattern_rule(label.pattern, language)}{colon} -> {LABEL}__{i}"
        )
    if any(label.field for label in language.labels):
        # (the colon and the rest of the line: no other terminal is ":" and more)
        rules.append(r"FIELD_LINE: /:[ \t]*[^\s][^\n]*/")
    for kind, icon in sorted(slot_kinds(language)):
        words = (icons if icon else names).get(kind) or []
        body = " | ".join(lit(w) for w in sorted(words, key=lambda w: (-len(w), w))) or None
        prefix = SLOT_ICON if icon else SLOT_NAME
        rule(f"!{prefix}__{kind_index(language, kind)}", body)
    adjectives: list[str] = []
    verbs: list[str] = []
    for s in language.statuses.values():
        for w, what in s.words().items():
            (adjectives if what in ("adjective", "opposite") else verbs).append(w)
    rule("!status_word", _alts(adjectives))
    rule("!status_verb", _alts(verbs))
    core_verbs = _core_verb_rules()
    stat_words = {w.lower() for w in language.stats} | {c.lower() for c in language.counters}
    for i, v in enumerate(language.verbs):
        forms = sorted({v.before[0].lower(), v.third.lower()})
        # a verb the card language has too ("heal") reads through the language's own rule,
        # so the two uses part on the words after it, not on the verb itself
        head = core_verbs.get(tuple(forms)) or "(" + " | ".join(lit(f) for f in forms) + ")"
        if stat_words & set(forms):
            # a verb spelled like a stat ("recruit X for free" beside "recruit 2 or less"): the
            # verb only where no number or sign comes after it
            term = f"{VERB.upper()}_WORD__{i}"
            spelled = "|".join(re.escape(f) for f in forms)
            rules.append(f"{term}.6: /(?:{spelled})(?=\\s+[^\\d\\s+-])/i")
            head = term
        subject = "card_phrase" if v.host else "player_subject?"
        for before, after_words in v.wordings():
            rest = " ".join(lit(w) for w in before[1:])
            after = " ".join(lit(w) for w in after_words)
            parts = " ".join(x for x in (subject, head, rest, "card_phrase", after) if x)
            rules.append(f"%extend plain_effect: {parts} -> {VERB}__{i}")
            if v.meaning("move") and not v.host:  # "gain a Scar to your hand"
                rules.append(f"%extend plain_effect: {parts} verb_dest -> {VERB}__{i}")
    return rules


def _core_verb_rules() -> dict[tuple[str, ...], str]:
    """The card language's verb rules (``_heal_verb: "heal"i | "heals"i``), by their
    spellings."""
    import re

    from .parser import core_grammar

    found = {}
    for name, body in re.findall(r"^(_\w+_verb):([^\n]*)$", core_grammar(), re.MULTILINE):
        forms = re.findall(r'"([^"]+)"i', body)
        if forms and body.replace("|", " ").split() == [f'"{f}"i' for f in forms]:
            found[tuple(sorted(f.lower() for f in forms))] = name
    return found


def _alts(words) -> str | None:
    uniq = sorted({w.lower() for w in words if w}, key=lambda w: (-len(w), w))
    return " | ".join(lit(w) for w in uniq) if uniq else None


# ============================================================================ collisions


def declaration_problems(language: Language, own: set[str], core_words: set[str], names):
    """What in the declarations cannot be told from the rest of the language: a list of
    ``(path, code, message, help)``.  ``own``: the game's words (nouns, stats, zones ...);
    ``core_words``: the words of the core grammar; ``names``: every name a text may use."""
    problems = []
    taken = {w: "a word of this game" for w in own}
    taken.update({n: "a name of this game" for n in names})
    for k in language.keywords:
        first = k.pattern.words.split()[0].lower()
        whole = k.pattern.words.lower()
        if whole in taken:
            problems.append(
                (
                    ("keywords", k.name),
                    "E-GAME-KEYWORD",
                    f"the keyword '{k.name}' is spelled like {taken[whole]}",
                    "a keyword is a word of its own: rename it, or the word it collides with",
                )
            )
        elif first in core_words:
            problems.append(
                (
                    ("keywords", k.name),
                    "E-GAME-KEYWORD",
                    f"the keyword '{k.name}' starts with '{first}', a word of the card language",
                    "a text starting with that word would read as the language, not the keyword",
                )
            )
    for key, s in language.statuses.items():
        for w in s.words():
            if w in core_words or w in taken:
                what = "a word the card language already uses" if w in core_words else taken[w]
                problems.append(
                    (
                        ("statuses", key),
                        "E-GAME-STATUS",
                        f"the status word '{w}' is {what}",
                        "choose another word (a phrasebook that uses it may be left out)",
                    )
                )
                break
    stat_words = {w.lower() for w in language.stats} | {c.lower() for c in language.counters}
    for v in language.verbs:
        word = v.before[0].lower()
        forms = {word, v.third.lower()}
        # (a verb spelled like a stat reads only before a card phrase: see declared_rules)
        hit = next((f for f in sorted(forms - stat_words) if f in taken), None)
        status_words = {w for s in language.statuses.values() for w in s.words()}
        hit = hit or next((f for f in sorted(forms) if f in status_words), None)
        if hit is not None:
            what = taken.get(hit, "a status's word")
            problems.append(
                (
                    ("verbs", v.name),
                    "E-GAME-VERB",
                    f"the verb '{hit}' is spelled like {what}",
                    "a verb is a word of its own: rename it",
                )
            )
    return problems
