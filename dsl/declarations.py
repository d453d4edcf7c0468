"""A game's declared meanings, as read from ``game.yaml``'s ``language`` (or ``phrasebook.yaml``
beside it): keywords, ability labels, card statuses and verbs.

Each is card language the game writes in its own words: a keyword stands for a text ("Surge
3" = "At the start of your turn, this card hits for 3."), a label gives the text after it a
shape ("Fight: ..." = "When you fight this card, ..."), a status is an adjective with the verbs
that set and clear it, a verb is an effect whose meaning is an engine operation.  Here they are
read into typed specs and their shape is checked (each problem located at its key); what they
mean for the grammar is in :mod:`dsl.meanings`, what they build in :mod:`constructs`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .diagnostics import CardsmithError, Diagnostic

#: where a declaration's key is: (kind of declaration, its key, ...) -> a located diagnostic
Locate = Callable[..., Diagnostic]

_SLOT = re.compile(r"\{([^{}]*)\}")
ABILITY_KINDS = ("activated", "passive", "feat")


@dataclass(frozen=True)
class Slot:
    """A part of a pattern that varies: a number (``{N}``) or a name of a kind (``{class}``),
    written as the kind's icon when the pattern says so (``[{class}]``)."""

    name: str
    kind: str | None = None  # None: a number
    icon: bool = False


@dataclass(frozen=True)
class Pattern:
    """How a keyword or a label is printed: literal text and slots ("Wave {N}-{M}")."""

    key: str
    parts: tuple[str | Slot, ...]

    @property
    def slots(self) -> tuple[Slot, ...]:
        return tuple(p for p in self.parts if isinstance(p, Slot))

    @property
    def words(self) -> str:
        """The pattern's fixed words ("Assault", "Cosmic Threat")."""
        return " ".join(" ".join(p.split()) for p in self.parts if isinstance(p, str)).strip()

    def fill(self, text: str, values: tuple) -> str:
        """``text`` (the pattern's key, or a meaning written with its slots) with the slots'
        values in place ("Wave {N}-{M}" -> "Wave 3-5"; "[{class}]" -> "[Tech]")."""
        for slot, value in zip(self.slots, values, strict=False):
            text = text.replace("{" + slot.name + "}", str(value))
        return text

    def printed(self, values: tuple) -> str:
        return self.fill(self.key, values)


def parse_pattern(
    key: str, kinds: dict, icons: dict[str, str], fail, words: bool = True
) -> Pattern:
    """``key`` ("Wave {N}-{M}", "[{class}]") as a :class:`Pattern`; ``fail(message, help)``
    raises where the key is."""
    parts: list[str | Slot] = []
    pos = 0
    seen = set()
    for m in _SLOT.finditer(key):
        text = key[pos : m.start()]
        name = m.group(1).strip()
        if name in seen:
            fail(f"'{{{name}}}' is used twice in '{key}'", "give each slot its own name")
        seen.add(name)
        if re.fullmatch(r"[A-Z]", name):
            slot = Slot(name)
        elif name in kinds:
            slot = Slot(name, name)
            icon = icons.get(name)
            if icon is not None:
                before, _, after = icon.partition("{}")
                rest = key[m.end() :]
                if before and after and text.endswith(before) and rest.startswith(after):
                    text = text[: -len(before)]
                    slot = Slot(name, name, icon=True)
                    pos = m.end() + len(after)
                    if text.strip():
                        parts.append(text)
                    parts.append(slot)
                    continue
        else:
            fail(
                f"'{{{name}}}' in '{key}' is neither a number ({{N}}) nor a kind of name",
                "kinds: " + ", ".join(sorted(kinds)) if kinds else "write {N} for a number",
            )
        if text.strip():
            parts.append(text)
        parts.append(slot)
        pos = m.end()
    if key[pos:].strip():
        parts.append(key[pos:])
    pattern = Pattern(key, tuple(parts))
    if words and not pattern.words:
        fail(f"'{key}' has no words of its own", "a keyword or label needs a word: 'Assault {N}'")
    for p in parts:
        if isinstance(p, str) and ("{" in p or "}" in p):
            fail(f"'{key}' has an unclosed slot", "write slots as {N} or {kind}")
    return pattern


@dataclass(frozen=True)
class KeywordSpec:
    """``Surge: {number: true, means: "At the start of your turn, this card hits for
    {N}."}``: the keyword stands for its meaning, read at once with the values in place."""

    name: str
    pattern: Pattern
    means: str | None
    key: str = ""  # as game.yaml declares it
    # engine properties the card has while its abilities work ({paid_with: recruit}): for a
    # keyword no card text says, a rule of play the engine asks about (payment.py)
    gives: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class LabelSpec:
    """``"Fight": {trigger: "When you fight this card"}``: the text after the label is the
    effect of that trigger, the body under the condition, an ability of that kind."""

    pattern: Pattern
    trigger: str | None = None
    condition: str | None = None
    ability: str | None = None  # activated | passive | feat
    key: str = ""  # as game.yaml declares it
    field: str | None = None  # the text after it, to the end of its line, is this card field

    @property
    def colon(self) -> bool:
        """ "Fight:" takes a colon; a label in parentheses ("(A)") does not."""
        key = self.pattern.key.strip()
        return not (key.startswith("(") and key.endswith(")"))


@dataclass(frozen=True)
class StatusSpec:
    """``fatigued: {set: fatigue, clear: heal, opposite: strengthened}``."""

    name: str
    set: str | None = None
    clear: str | None = None
    opposite: str | None = None

    def words(self) -> dict[str, str]:
        """word -> what it is (adjective, opposite, set, clear), each verb in both persons."""
        out = {self.name.lower(): "adjective"}
        if self.opposite:
            out[self.opposite.lower()] = "opposite"
        for what, verb in (("set", self.set), ("clear", self.clear)):
            if verb:
                out[verb.lower()] = what
                out[verb_s(verb).lower()] = what
        return out


@dataclass(frozen=True)
class VerbSpec:
    """``KO: {wording: "KO X", means: {move: ko}}``: an effect verb (its player may be named
    before it, "each player KOs ..."), whose object X is a card phrase, and what it does."""

    name: str
    before: tuple[str, ...]  # the words before X ("KO"; "put" of "put X aside")
    after: tuple[str, ...]  # the words after X
    third: str  # the first word's -s form ("KOs")
    means: tuple[tuple[str, str], ...]  # (move | set | clear | event | verb | attach | act, value)
    source: str | None = None  # where X is looked for when the text names no zone
    host: bool = False  # "Y captures X": a card (Y) does it, and X goes under Y (attach)
    #: other wordings of the same verb, (before, after) each ("defeat X" beside "defeat X
    #: for free"); the first wording is the one printed
    also: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()

    def wordings(self) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
        return [(self.before, self.after), *self.also]

    def meaning(self, key: str) -> str | None:
        return dict(self.means).get(key)


def verb_s(verb: str) -> str:
    """A verb's -s form: fight -> fights, catch -> catches, carry -> carries, KO -> KOs."""
    if verb.isupper():
        return verb + "s"
    v = verb.lower()
    if v.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if v.endswith("y") and len(v) > 1 and v[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# ============================================================================ reading


def read_declarations(
    lang: dict, kinds: dict, icons: dict[str, str], locate: Locate, events=frozenset()
):
    """(keywords, labels, statuses, verbs) of a language mapping; raises with every problem.
    ``events``: the events the language declares (a verb may send one)."""
    problems: list[Diagnostic] = []

    def failing(*path):
        def fail(message, help=None):
            problems.append(
                locate(*path, message=message, help=help, code=_CODE[path[0]], key=len(path) == 2)
            )
            raise _Skip

        return fail

    keywords = []
    for name, spec in (lang.get("keywords") or {}).items():
        spec = spec or {}
        try:
            key = str(name) + (" {N}" if spec.get("number") else "")
            pattern = parse_pattern(key, kinds, icons, failing("keywords", name))
            means = spec.get("means")
            gives = tuple((str(k), v) for k, v in (spec.get("gives") or {}).items())
            if not gives and (not isinstance(means, str) or not means.strip()):
                failing("keywords", name)(
                    f"keyword '{name}' needs 'means': the card text it stands for",
                    'for example: means: "At the start of your turn, this card hits for {N}."'
                    " (or 'gives': the engine properties its card has)",
                )
            if gives and means:
                failing("keywords", name)(
                    f"keyword '{name}' has both 'means' and 'gives'",
                    "a keyword is card text or engine properties: keep one",
                )
            keywords.append(
                KeywordSpec(pattern.words, pattern, str(means) if means else None, str(name), gives)
            )
        except _Skip:
            continue
    labels = []
    for key, spec in (lang.get("labels") or {}).items():
        spec = spec or {}
        try:
            text = str(key).strip()
            text = text[:-1].rstrip() if text.endswith(":") else text
            pattern = parse_pattern(text, kinds, icons, failing("labels", key), words=False)
            ability = spec.get("ability")
            field = spec.get("field")
            if field and (spec.get("trigger") or spec.get("condition") or ability):
                failing("labels", key, "field")(
                    f"label '{key}' is both a card field and an ability",
                    "a field label's text is the field's value: drop the trigger, condition "
                    "and ability kind",
                )
            if not (spec.get("trigger") or spec.get("condition") or ability or field):
                failing("labels", key)(
                    f"label '{key}' has no shape: say what the text after it is",
                    "give it a trigger ('When you fight this card'), a condition, an "
                    "ability kind (activated, passive, feat) or a card field",
                )
            if ability == "activated" and spec.get("trigger"):
                failing("labels", key, "ability")(
                    f"label '{key}' is both activated (used on purpose) and triggered",
                    "an activated ability has no trigger: drop one of them",
                )
            labels.append(
                LabelSpec(
                    pattern,
                    spec.get("trigger"),
                    spec.get("condition"),
                    ability,
                    str(key),
                    str(field) if field else None,
                )
            )
        except _Skip:
            continue
    statuses = {}
    owner: dict[str, str] = {}
    for name, spec in (lang.get("statuses") or {}).items():
        spec = spec or {}
        status = StatusSpec(str(name), spec.get("set"), spec.get("clear"), spec.get("opposite"))
        try:
            for w in [status.name, status.opposite, status.set, status.clear]:
                if w is not None and not re.fullmatch(r"[A-Za-z][A-Za-z'-]*", str(w)):
                    failing("statuses", name)(
                        f"'{w}' is not one word", "a status's words are single words"
                    )
            words = [status.name, status.opposite, status.set, status.clear]
            given = [w.lower() for w in words if w]
            if len(set(given)) != len(given):
                failing("statuses", name)(
                    f"status '{name}' uses the same word twice",
                    "its adjective, opposite and verbs are each a word of their own",
                )
            for w in status.words():
                if w in owner:
                    failing("statuses", name)(
                        f"status '{name}' and status '{owner[w]}' both use the word '{w}'",
                        "each word of the card language means one thing",
                    )
                owner[w] = str(name)
            statuses[str(name)] = status
        except _Skip:
            continue
    verbs = []
    for name, spec in (lang.get("verbs") or {}).items():
        spec = spec or {}
        try:
            verb = _verb(str(name), spec, lambda *at, name=name: failing("verbs", name, *at))
            _verb_meaning(verb, statuses, events, failing("verbs", name, "means"))
            verbs.append(verb)
        except _Skip:
            continue
    if problems:
        raise CardsmithError(problems)
    return tuple(keywords), tuple(labels), statuses, tuple(verbs)


class _Skip(Exception):
    """(one declaration's problem is noted; the others are still read)"""


_CODE = {
    "keywords": "E-GAME-KEYWORD",
    "labels": "E-GAME-LABEL",
    "statuses": "E-GAME-STATUS",
    "verbs": "E-GAME-VERB",
}


def _verb(name: str, spec: dict, failing) -> VerbSpec:
    """``failing(*key)``: the fail of a key under the verb's.  ``wording`` may be a list:
    other wordings of the same verb (the first is printed), each with one X, and the same
    verb word first."""
    wording = spec.get("wording")
    others: list = []
    if isinstance(wording, list):
        others = wording[1:]
        wording = wording[0] if wording else ""
    words = str(wording or "").split()
    host = bool(words) and words[0] == "Y"  # "Y captures X": a card does it
    if words and (words[0].lower() == "you" or host):
        words = words[1:]
    if words.count("X") != 1:
        failing("wording")(
            f"verb '{name}' must say where its cards go in its wording, with one X",
            'for example: wording: "KO X" or "you gain X"',
        )
    i = words.index("X")
    before, after = tuple(words[:i]), tuple(words[i + 1 :])
    if not before:
        failing("wording")(f"verb '{name}' has no verb before X", 'for example: wording: "KO X"')
    means = spec.get("means") or {}
    if not any(k in means for k in ("move", "set", "clear", "event", "verb", "attach", "act")):
        failing("means")(
            f"verb '{name}' does not say what it does",
            "means: {move: <zone>}, {set: <status>}, {clear: <status>}, {event: <event>}, "
            "{attach: <kind>}, {act: <an action of rules.actions>} or {verb: <a verb of verbs.py>}",
        )
    if ("attach" in means) != host:
        failing("means")(
            f"verb '{name}': 'attach' puts X under the card Y that does it",
            'both or neither: wording: "Y captures X", means: {attach: captured}',
        )
    if host:  # ("Y captures X" is written with the -s form: its plain form is the verb's)
        written = before[0]
        plain = re.sub(r"(ch|sh|ss|x|z)es$", r"\1", written)
        plain = plain[:-1] if plain == written and plain.endswith("s") else plain
        before = (plain, *before[1:])
        third = str(spec.get("third_person") or written)
    else:
        third = str(spec.get("third_person") or verb_s(before[0]))
    pairs = tuple((str(k), str(v)) for k, v in means.items())
    source = spec.get("from")
    also = []
    for other in others:
        more = str(other or "").split()
        if more and more[0].lower() == "you":
            more = more[1:]
        if more.count("X") != 1 or host or not more or more[0].lower() != before[0].lower():
            failing("wording")(
                f"verb '{name}': each wording has one X after the same verb ('{before[0]}')",
                'for example: wording: ["defeat X for free", "defeat X"]',
            )
            continue
        j = more.index("X")
        also.append((tuple(more[:j]), tuple(more[j + 1 :])))
    return VerbSpec(
        name, before, after, third, pairs, str(source) if source else None, host, tuple(also)
    )


def _verb_meaning(verb: VerbSpec, statuses: dict, events, fail) -> None:
    """A verb's status or event is one the language declares."""
    for key in ("set", "clear"):
        status = verb.meaning(key)
        if status is not None and status not in statuses:
            fail(
                f"verb '{verb.name}' {key}s the status '{status}', which language.statuses "
                "does not declare",
                f"declare it: statuses: {{{status}: {{}}}}",
            )
    event = verb.meaning("event")
    if event is not None and event not in events and event not in statuses:
        fail(
            f"verb '{verb.name}' sends the event '{event}', which language.events does not declare",
            f'declare its wording: events: {{{event}: {{wording: "you {verb.before[0]} X"}}}}',
        )
