"""The closest forms of the card language to a sentence it cannot read.

When reading stops in the middle of a sentence the writer meant something the language says
another way ("Steal a card from your opponent's hand").  The forms are the game's own grammar
(core, phrasebooks, its declared words), each alternative of an effect, condition, trigger or
event written as words with its parts as placeholders ("<player> discards <cards>"); the
closest are those sharing the most of the sentence's words (rare words counting more, a
misspelt or inflected word counting as its form's), so a game is offered only what it reads.
"""

from __future__ import annotations

import difflib
import math
import re
from typing import Any

#: the rules whose alternatives are offered (what a writer writes as a sentence or clause)
_OFFERED = ("plain_effect", "each_effect", "modification", "cond_atom", "trigger", "event")

#: how a part of a form is shown: its rule -> the placeholder
_PLACEHOLDER = {
    "card_phrase": "<cards>",
    "card_ref": "<cards>",
    "simple_ref": "<cards>",
    "card_desc": "<cards>",
    "except_desc": "<cards>",
    "player_subject": "<player>",
    "player_object": "<player>",
    "possessive": "<whose>",
    "value": "<N>",
    "amount": "<N>",
    "number": "<N>",
    "value_scaled": "<N>",
    "damage_amount": "<N>",
    "signed": "+<N>",
    "stat": "<stat>",
    "stat_or_all": "<stat>",
    "stat_list": "<stat>",
    "zone_phrase": "<zone>",
    "zone_word": "<zone>",
    "duration": "<until when>",
    "conditions": "<condition>",
    "condition": "<condition>",
    "cond_atom": "<condition>",
    "event": "<event>",
    "effect_chain": "<effect>",
    "effect": "<effect>",
    "each_effect": "<effect>",
    "counter_word": "<counter>",
    "vocab_name": "<name>",
    "card_noun": "<card>",
    "number_cmp": "<N or more>",
    "count_cmp": "<N or more>",
    "coin_side": "heads",
}
_WORD = re.compile(r"[a-z][a-z'-]*")
_TERMINAL_WORDS = {
    "INT": "<N>",
    "SIGNED_INT": "+<N>",
    "_PERIOD": "",
    "_SEMI": "",
    "_OR_CLAUSE": "or",
    "_NOUN_OR": "or",
}


class Forms:
    """The offered forms of one parser's grammar (built on the first unreadable sentence)."""

    def __init__(self, lark: Any):
        self._by_origin: dict[str, list] = {}
        for rule in lark.rules:
            self._by_origin.setdefault(rule.origin.name, []).append(rule)
        self._literal = {t.name: t.pattern.value for t in lark.terminals if t.pattern.type == "str"}
        seen: set[str] = set()
        seen_words: set[tuple] = set()
        self.forms: list[tuple[str, tuple[str, ...]]] = []
        for origin in _OFFERED:
            for rule in self._by_origin.get(origin, ()):
                shown = self._show(rule.expansion, 0)
                if shown is None or shown in seen or not _WORD.search(shown):
                    continue
                seen.add(shown)
                words = tuple(_words(shown))
                if (
                    tuple(map(_stem, words)) in seen_words
                ):  # ("draw <cards>" and "<player> draws <cards>")
                    continue
                seen_words.add(tuple(map(_stem, words)))
                self.forms.append((shown, words))
        counts: dict[str, int] = {}
        for _, words in self.forms:
            for w in set(words):
                counts[w] = counts.get(w, 0) + 1
        total = len(self.forms) or 1
        # a word few forms have tells more about which form was meant
        self._weight = {w: 1.0 + math.log(total / n) for w, n in counts.items()}

    def _show(self, expansion, depth: int) -> str | None:
        parts = []
        for sym in expansion:
            if sym.is_term:
                name = sym.name
                if name in self._literal:
                    parts.append(self._literal[name])
                elif name in _TERMINAL_WORDS:
                    parts.append(_TERMINAL_WORDS[name])
                elif name.startswith("_") and name.strip("_").replace("_", "").isalpha():
                    parts.append(name.strip("_").lower().replace("_", " "))  # "_THIS_TURN"
                else:
                    return None  # (a game's own pattern: shown by the forms that name it)
            elif sym.name in _PLACEHOLDER:
                parts.append(_PLACEHOLDER[sym.name])
            else:
                inner = self._shortest(sym.name, depth + 1)
                if inner is None:
                    return None
                parts.append(inner)
        return " ".join(p for p in parts if p).replace(" ,", ",")

    def _shortest(self, origin: str, depth: int) -> str | None:
        if depth > 3:
            return None
        shown = [self._show(r.expansion, depth) for r in self._by_origin.get(origin, ())]
        found = [s for s in shown if s is not None]
        return min(found, key=len) if found else None

    def closest(self, sentence: str, n: int = 3) -> list[str]:
        """Up to ``n`` forms closest to ``sentence`` (none when nothing is close)."""
        said = _words(sentence)
        if not said:
            return []
        said += [w for s in said for k, also in _ALSO.items() if s.startswith(k) for w in also]
        scored = []
        for shown, words in self.forms:
            score = self._score(said, words)
            if score and words and _same(words[0], said[0]):
                score += 0.15  # (the sentence's first word is usually its verb)
            elif score and shown.startswith("<player>") and said[0] in _PLAYER_WORDS:
                score += 0.15  # (or its subject, a player: "each player shuffles ...")
            if score > 0.3:
                scored.append((-score, len(shown), shown))
        scored.sort()
        if not scored or -scored[0][0] < _CLOSE:
            return []  # (nothing close: a list of far forms only misleads)
        best = -scored[0][0]
        return [s for score, _, s in scored[:n] if -score >= best - 0.35]

    def _score(self, said: list[str], words: tuple[str, ...]) -> float:
        if not words:
            return 0.0
        weight = self._weight
        matched = 0.0
        for w in words:
            if any(_same(w, s) for s in said):
                matched += weight.get(w, 1.0)
        if matched == 0.0:
            return 0.0
        form_total = sum(weight.get(w, 1.0) for w in words)
        said_total = sum(weight.get(s, 2.0) for s in said)
        return 2 * matched / (form_total + said_total)


#: a sentence's first word that says it starts with a player, its subject
_PLAYER_WORDS = frozenset(["player", "players", "opponent", "opponents", "you"])
_CLOSE = 0.4  # (the score of the closest form, below which none is offered)
_SMALL = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "and",
        "or",
        "in",
        "on",
        "for",
        "with",
        "from",
        "it",
        "its",
        "this",
        "that",
        "if",
        "is",
        "it's",
        "your",
        "their",
        "his",
        "her",
        "card",
        "cards",
        "each",
        "all",
        "any",
        "one",
        "two",
        "three",
        "four",
        "up",
    ]
)

#: what a writer may have meant by an English verb the language does not use
_ALSO = {
    # (the start of the word: "tak" is "take", "takes", "taking")
    "kill": ("destroy",),
    "remov": ("destroy", "discard"),
    "steal": ("gain", "control"),
    "deal": ("damage", "hit"),
    "search": ("look", "reveal"),
    "tak": ("put", "gain"),
    "los": ("discard",),
    "giv": ("gain",),
    "get": ("gain",),
    "bounc": ("return",),
    "bring": ("return", "put"),
    "sacrific": ("destroy",),
    "mill": ("discard",),
    "tutor": ("look", "put"),
}


def _words(text: str) -> list[str]:
    """The words of a sentence or form that say something (not "a", "the", placeholders)."""
    text = re.sub(r"<[^>]*>", " ", text.lower())
    return [w for w in _WORD.findall(text) if w not in _SMALL]


def _same(form_word: str, said: str) -> bool:
    """A form's word is the writer's: the same, inflected ("draws", "drew"?) or misspelt."""
    if form_word == said or _stem(form_word) == _stem(said):
        return True
    return len(said) > 3 and difflib.SequenceMatcher(None, form_word, said).ratio() >= 0.85


def _stem(word: str) -> str:
    for end in ("'s", "ies", "ing", "ed", "es", "s"):
        if word.endswith(end) and len(word) - len(end) >= 2:
            word = word[: -len(end)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word
