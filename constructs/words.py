"""The game's own words: its stats, zones, counters, kinds of names, card nouns, the names of
its abilities and of its turn's steps.  The grammar offers only the words a game declares
(see :mod:`dsl.vocab`); reading turns each into the game's canonical spelling, which is what
the nodes keep and the printer writes."""

from __future__ import annotations

from .kit import passes, reads


class Card:
    """A card noun as read: its key and whether it was written in the plural."""

    __slots__ = ("noun", "plural")

    def __init__(self, noun: str, plural: bool):
        self.noun, self.plural = noun, plural


def _spaced(tok) -> str:
    return " ".join(str(tok).lower().split())


@reads("stat")
def stat(self, meta, tok):
    word = str(tok).lower()
    return next((w for w in self.language.stats if w.lower() == word), str(tok))


@reads("stat_verb", "stat_verb_s")
def stat_verb(self, meta, tok):
    """A stat written as a verb ("that costs 3 or less"): the stat."""
    return self.language.stat_verbs[str(tok).lower()]


@reads("stat_plural", "all_stats")
def every_stat(self, meta, *tok):
    """ "STATS" / "all STATS": every stat ("*")."""
    return "*"


passes("field_word", "stat_or_all")


@reads("stat_list")
def stat_list(self, meta, *words):
    return tuple(words)


@reads("zone_word")
def zone_word(self, meta, tok):
    return self.language.zones[_spaced(tok)]


@reads("step_word")
def step_word(self, meta, tok):
    return self.language.step_names[_spaced(tok)]


@reads("counter_word")
def counter_word(self, meta, tok):
    word = str(tok).lower()
    return next(c for c in self.language.counters if c.lower() == word)


@reads("category_noun")
def category_noun(self, meta, tok):
    word = str(tok).lower()
    return next(
        (
            k.name
            for k in self.language.kinds.values()
            if word in (k.noun.lower(), k.plural.lower())
        ),
        word,
    )


@reads("card_noun")
def card_noun(self, meta, tok):
    word = _spaced(tok)
    noun = self.language.card_nouns[word]
    return Card(noun, word != noun.lower())


@reads("card_noun_poss")
def card_noun_poss(self, meta, tok):
    word = str(tok).lower()[:-2]  # "Ally's"
    return self.language.card_nouns.get(word, word)


@reads("card_noun_poss_pl")
def card_noun_poss_pl(self, meta, tok):
    word = str(tok).lower()[:-1]  # "cards'"
    return self.language.card_nouns.get(word, word)


@reads("permanent_noun")
def permanent_noun(self, meta, tok):
    return self.language.permanent


@reads("ability_noun")
def ability_noun(self, meta, tok):
    word = _spaced(tok)
    return next(a for a in self.language.ability_nouns if a.lower() == word)
