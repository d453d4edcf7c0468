"""What every strategy of the card language's trees shares: the registry and the words of
one game."""

from __future__ import annotations

from collections.abc import Callable

from cardsmith.dsl.parser import language_grammar
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.vocab import _keywords, list_words, usable_names
from hypothesis import reject
from hypothesis import strategies as st

#: node class -> fn(words) -> strategy (or None: the game has no words for it)
TREES: dict[type, Callable] = {}
#: node class -> why no strategy builds it
NOT_GENERATED: dict[type, str] = {}


@st.composite
def _such_that(draw, strategy, ok):
    for _ in range(3):
        value = draw(strategy)
        if ok(value):
            return value
    reject()


def such_that(strategy, ok):
    """``strategy.filter(ok)``, without writing out the strategy each time a value is
    refused (a tree's strategy is large)."""
    return _such_that(strategy, ok)


def tree(cls):
    def register(fn):
        TREES[cls] = fn
        return fn

    return register


class Words:
    """The words of one game a tree may use."""

    def __init__(self, cardset):
        lang = cardset.game.language
        vocab = cardset.language.vocab
        self.lang = lang
        self.stats = sorted(lang.stats)
        self.every_stat = bool(lang.stat_plurals)
        self.kinds = sorted(k for k, v in lang.kinds.items() if v.noun)
        self.counters = list(lang.counters)
        self.nouns = sorted(lang.noun_plurals)
        self.permanent = lang.permanent
        self.zones = sorted(lang.zone_names)
        self.events = list(lang.events)
        self.steps = sorted(set(lang.step_names.values()))
        self.ability_nouns = list(lang.ability_nouns)
        grammar = language_grammar(lang)
        usable = set(usable_names(vocab, lang, grammar))
        names = sorted({vocab.names[n] for n in usable}, key=lambda x: x[0])
        # names that start with one of the language's own words ("Double Agent") read as the
        # language wherever it can go on ("Double the attack ..."): left out
        own = _keywords(grammar)
        self.names = [
            (v, k)
            for v, k in names
            if v.replace(" ", "").replace("-", "").isalpha() and v.split()[0].lower() not in own
        ][:40]
        self._cache: dict = {}
        self.language = cardset.language
        self.printer = Printer(lang)
        self.list_words = list_words(lang, vocab)

    def zone_word_first(self, terms) -> bool:
        """Do the terms start with a word that is also a zone's ("Rest State 2 or less")?"""
        first = self.printer.node(terms).lower()
        return any(first.startswith(z) for z in self.lang.zones)

    def goes_on_list(self, left, right) -> bool:
        """ "... ATTACK and 2 cards", "Storm and Thor must be used", "If it's Tech, Storm is
        attack +2", "If 1 or 2, Storm ...": ``right`` after ``left`` (and "and" or a comma)
        would read as going on the list (of names, stats, numbers) ``left`` ends with."""
        first = " " + self.printer.node(left).lower()
        second = self.printer.node(right).lower() + " "
        # (a comparison ends with a number's words: "level 3 or less, Storm ...")
        compared = ("less", "fewer", "lower", "below", "more", "higher", "greater", "above")
        ends = (
            first[-1:].isdigit()
            or any(first.endswith(" " + x) for x in self.list_words)
            or any(first.endswith((" or " + x, " and " + x)) for x in compared)
        )
        starts = second[:1].isdigit() or any(second.startswith(x + " ") for x in self.list_words)
        return ends and starts

    def names_of(self, kind: str) -> list[str]:
        return [v for v, kinds in self.names if kind in kinds]

    def keyword(self, spec, values):
        """The Keyword a declared keyword with these values reads as."""
        text = spec.pattern.printed(tuple(values)) + "."
        return self.language.read(text).abilities[0]

    def labelled(self, spec, values, body):
        """The Labelled a declared label with these values reads as, with ``body``."""
        import dataclasses

        text = spec.pattern.printed(tuple(values)) + (":" if spec.colon else "") + " Do nothing."
        return dataclasses.replace(self.language.read(text).abilities[0], body=tuple(body))

    def made(self, cls):
        """The strategy of ``cls`` in this game (made once), or None."""
        if cls not in self._cache:
            self._cache[cls] = None  # (while it is being made)
            self._cache[cls] = TREES[cls](self)
        return self._cache[cls]

    def of(self, cls):
        return st.deferred(lambda: self.made(cls) if self.made(cls) is not None else st.nothing())

    def has(self, cls) -> bool:
        return self.made(cls) is not None

    def one_of(self, *classes):
        return st.one_of([self.of(c) for c in classes if self.has(c)])
