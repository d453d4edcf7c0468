"""Parse tree -> AST, part 1: players, zones, cards, numbers, amounts, conditions, triggers.

Methods are named after the grammar's rules and aliases; each gets the node's ``meta`` (for the
span) and its children.  Vocabulary tokens are turned into the game's canonical words here.
"""

from __future__ import annotations

import dataclasses

from lark import Token, Tree

from ..constructs.kit import MeaningError, span_of
from . import ast as A
from .diagnostics import CardsmithError


def adjective_words(children) -> tuple:
    """The adjectives among ``children``, once each, in the language's fixed order."""
    words = {c.word for c in children if isinstance(c, A.Adjective)}
    return tuple(w for w in A.ADJECTIVE_ORDER if w in words)


def _one(n) -> bool:
    return isinstance(n, A.Num) and n.value == 1


def _first(children, cls):
    for c in children:
        if isinstance(c, cls):
            return c
    return None


class Card:
    """A card noun as read: its key and whether it was plural."""

    __slots__ = ("noun", "plural")

    def __init__(self, noun: str, plural: bool):
        self.noun, self.plural = noun, plural


class RefsMixin:
    language = None  # set by the transformer
    vocab = None

    # ------------------------------------------------------------ vocabulary tokens
    def vocab_name(self, meta, tok):
        canon, kinds = self.vocab.lookup(str(tok))
        return A.NameRef(canon, kinds, span=span_of(meta))

    def stat(self, meta, tok):
        word = str(tok).lower()
        for w in self.language.stats:
            if w.lower() == word:
                return w
        return str(tok)  # pragma: no cover - the grammar only lets declared stats through

    def stat_plural(self, meta, tok):
        return "*"

    def field_word(self, meta, word):
        return word

    def zone_word(self, meta, tok):
        return self.language.zones[" ".join(str(tok).lower().split())]

    def step_word(self, meta, tok):
        return self.language.step_names[" ".join(str(tok).lower().split())]

    def counter_word(self, meta, tok):
        word = str(tok).lower()
        return next(c for c in self.language.counters if c.lower() == word)

    def category_noun(self, meta, tok):
        word = str(tok).lower()
        for k in self.language.kinds.values():
            if word in (k.noun.lower(), k.plural.lower()):
                return k.name
        return word  # pragma: no cover

    def card_noun(self, meta, tok):
        word = " ".join(str(tok).lower().split())
        noun = self.language.card_nouns[word]
        return Card(noun, word != noun.lower())

    def card_noun_poss(self, meta, tok):
        word = str(tok).lower()[:-2]
        return self.language.card_nouns.get(word, word)

    def permanent_noun(self, meta, tok):
        return self.language.permanent

    # ------------------------------------------------------------ zones

    # ------------------------------------------------------------ numbers and amounts
    def n_int(self, meta, tok):
        return A.Num(int(tok), span=span_of(meta))

    def _word(value):
        def make(self, meta, *children):
            return A.Num(value, word=True, span=span_of(meta))

        return make

    n_one, n_two, n_three, n_four, n_five = _word(1), _word(2), _word(3), _word(4), _word(5)
    n_six, n_seven, n_eight, n_nine, n_ten = _word(6), _word(7), _word(8), _word(9), _word(10)

    def amt_number(self, meta, n):
        return n

    def amt_that_many(self, meta):
        return A.ThatMany(span=span_of(meta))

    def amt_that_number(self, meta):
        return A.ThatNumber(span=span_of(meta))

    def amt_damage_done(self, meta, player):
        return A.DamageDone(player, span=span_of(meta))

    def amt_double(self, meta, amount):
        return A.Double(amount, span=span_of(meta))

    def value(self, meta, amount):
        return amount

    def val_counter(self, meta, player, counter):
        return A.CounterValue(counter, player, span=span_of(meta))

    def val_counter_game(self, meta, counter):
        return A.CounterValue(counter, None, span=span_of(meta))

    def val_stat_of(self, meta, stat, card):
        return A.StatOf(stat, card, span=span_of(meta))

    def val_count(self, meta, desc):
        # "the number of card(s) ...": a count is of cards, however the noun was written
        if isinstance(desc, A.CardFilter) and not desc.plural:
            desc = dataclasses.replace(desc, plural=True)
        return A.CountOf(desc, span=span_of(meta))

    def val_distinct(self, meta, kind, player):
        return A.DistinctRevealed(kind, player, span=span_of(meta))

    def val_double_damage_taken(self, meta, player, when):
        return A.Double(A.DamageTaken(player, when, span=span_of(meta)), span=span_of(meta))

    def val_damage_taken(self, meta, player, when):
        return A.DamageTaken(player, when, span=span_of(meta))

    def counter_of(self, meta, player, counter):
        return (counter, player)

    def counter_game(self, meta, counter):
        return (counter, None)

    def signed(self, meta, tok):
        return int(str(tok))

    def past_last_turn(self, meta):
        return "last_turn"

    def past_this_turn(self, meta):
        return "this_turn"

    def even(self, meta):
        return "even"

    def odd(self, meta):
        return "odd"

    def heads(self, meta):
        return "heads"

    def tails(self, meta):
        return "tails"

    def number_list(self, meta, *numbers):
        return tuple(n.value if isinstance(n, A.Num) else n for n in numbers)

    def cmp_at_least(self, meta, n):
        return (">=", n)

    def cmp_at_most(self, meta, n):
        return ("<=", n)

    def cmp_exactly(self, meta, n):
        return ("==", n)

    # ------------------------------------------------------------ cards
    def card_phrase(self, meta, ref):
        return ref

    def this_card(self, meta, card):
        return A.This(card.noun, span=span_of(meta))

    def this_card_from(self, meta, card, zone):
        return A.This(card.noun, zone, span=span_of(meta))

    def ref_it(self, meta):
        return A.It(span=span_of(meta))

    def ref_that(self, meta, card):
        return A.That(card.noun, span=span_of(meta))

    def ref_those(self, meta, *card):
        return A.Those(card[0].noun if card else None, span=span_of(meta))

    def named_cards(self, meta, terms):
        if any(isinstance(t, A.StatCmp) for t in terms.terms):
            raise MeaningError(
                "E-MEANING",
                "a stat alone does not name a card",
                span_of(meta),
                "say which cards: 'a level 1 card'",
            )
        return A.Named(terms, span=span_of(meta))

    def top(self, meta):
        return "top"

    def bottom(self, meta):
        return "bottom"

    def card_count(self, meta, n):
        return n

    def zone_end_cards(self, meta, end, *rest):
        count = A.Num(1) if len(rest) == 2 else rest[0]
        card, zone = rest[-2], rest[-1]
        return A.ZoneEnd(end, count, zone, card.noun, span=span_of(meta))

    def q_count(self, meta, n):
        return ("count", n)

    def q_one(self, meta):
        return ("count", A.Num(1, word=True, span=span_of(meta)))

    def q_another(self, meta):
        return ("another", None)

    def q_all(self, meta):
        return ("all", None)

    def q_each(self, meta):
        return ("each", None)

    def q_any_number(self, meta):
        return ("any_number", None)

    def q_up_to(self, meta, n):
        return ("up_to", n)

    def q_that_many(self, meta):
        return ("count", A.ThatMany(span=span_of(meta)))

    def q_at_least(self, meta, n):
        return ("at_least", n)

    def selection(self, meta, quantity, desc):
        kind, count = quantity
        # How the noun is written follows from the quantity; keep one form per meaning.
        if kind in ("each", "another") or (kind == "count" and _one(count)):
            plural = False
        else:
            plural = True
        if desc.plural != plural:
            desc = dataclasses.replace(desc, plural=plural)
        return A.Select(kind, count, desc, span=span_of(meta))

    def adjectives_only(self, meta, *adjectives):
        return A.CardFilter(None, None, adjective_words(adjectives), span=span_of(meta))

    def selection_all(self, meta, desc):
        return A.Select("bare", None, desc, span=span_of(meta))

    def card_desc(self, meta, *children):
        owner = _first(children, A.Player)
        adjectives = adjective_words(children)
        card = _first(children, Card)
        idx = children.index(card)
        prefix = _first(children[:idx], A.Terms)
        post = tuple(children[idx + 1 :])
        return A.CardFilter(
            card.noun, owner, adjectives, prefix, post, card.plural, span=span_of(meta)
        )

    def _adj(word):
        def make(self, meta, *token):
            return A.Adjective(word, span=span_of(meta))

        return make

    adj_playable = _adj("playable")
    adj_other = _adj("other")
    adj_new = _adj("new")
    adj_different = _adj("different")
    adj_random = _adj("random")
    adj_discarded = _adj("previously discarded")
    adj_friendly = _adj("friendly")
    adj_enemy = _adj("enemy")
    adj_current = _adj("current")
    adj_next = _adj("next")
    adj_selected = _adj("selected")
    adj_same = _adj("same")
    adj_upcoming = _adj("upcoming")

    def prefix_filter(self, meta, *terms):
        return A.Terms(tuple(terms), span=span_of(meta))

    def pt_name(self, meta, name):
        return name

    def pt_stat(self, meta, stat, cmp):
        op, value = cmp
        return A.StatCmp(stat, op, value, span=span_of(meta))

    def pf_stat(self, meta, stat, cmp):
        op, value = cmp
        return A.Terms((A.StatCmp(stat, op, value, span=span_of(meta)),), span=span_of(meta))

    def pf_that_stat(self, meta, stat):
        return A.SameAs(stat, False, span=span_of(meta))

    def pf_that_category(self, meta, kind):
        return A.SameAs(kind, True, span=span_of(meta))

    def pf_not(self, meta, pred):
        return A.Not(pred, span=span_of(meta))

    def pf_keyword(self, meta, tok):
        return A.HasKeyword(str(tok).split('"')[1], span=span_of(meta))

    def pf_in(self, meta, zone):
        return A.InZone(zone, span=span_of(meta))

    def pf_had_in(self, meta, player, zone):
        return A.InZone(A.Zone(zone.zone, player, span=zone.span), had=True, span=span_of(meta))

    def pf_from_player(self, meta, player):
        hand = self.language.zone_roles.get("hand")
        if hand is None:
            raise MeaningError(
                "E-MEANING",
                "from which of the player's zones?",
                span_of(meta),
                "name the zone: 'from your opponent's hand'",
            )
        return A.InZone(A.Zone(hand, player), span=span_of(meta))

    def pf_revealed_from(self, meta, player, zone):
        return A.RevealedFrom(player, zone, span=span_of(meta))

    def pf_their_choice(self, meta):
        return A.TheirChoice(span=span_of(meta))

    def pf_only_for(self, meta, name):
        named = A.Named(A.Terms((name,), span=name.span), span=name.span)
        return A.OnlyFor(named, span=span_of(meta))

    def pf_matches(self, meta, ref, fields):
        return A.MatchesFields(ref, fields, span=span_of(meta))

    def stat_list(self, meta, *words):
        return tuple(words)

    def pred_desc(self, meta, *children):
        adjectives = adjective_words(children)
        prefix = _first(children, A.Terms)
        card = _first(children, Card)
        return A.CardFilter(
            card.noun if card else None,
            None,
            adjectives,
            prefix,
            (),
            card.plural if card else False,
            span=span_of(meta),
        )

    def pred_that_category(self, meta, kind):
        return A.CardFilter(
            None, None, (), None, (A.SameAs(kind, True, span=span_of(meta)),), span=span_of(meta)
        )

    def pred_not(self, meta, inner):
        return A.CardFilter(
            None, None, (), None, (A.Not(inner, span=span_of(meta)),), span=span_of(meta)
        )


def token_text(t) -> str:
    if isinstance(t, Token):
        return str(t)
    if isinstance(t, Tree):
        return " ".join(token_text(c) for c in t.children)
    return str(t)


__all__ = ["Card", "CardsmithError", "MeaningError", "RefsMixin", "span_of", "token_text"]
