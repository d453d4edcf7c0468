"""Card filters: what a card must be to be one of "your Tech Allies of level 4 or less",
"a playable X-Men card", "a card that's not Tech", "cards in your discard pile" — names and
stat comparisons, adjectives, and the conditions after the noun.

A filter compiles to ``fn(game, card, ctx) -> bool``; each condition after the noun (a
:class:`Pred`) to such a test, or to None when it says how cards are picked rather than which
("of their choice").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .english import join_or
from .kit import (
    COMPILERS,
    Node,
    compile_node,
    compiles,
    first_of,
    passes,
    prints,
    reads,
    span_of,
)
from .players import Player, players_fn
from .words import Card

if TYPE_CHECKING:
    from .amounts import Amount


class Pred(Node):
    """A condition after the noun ("of level 4 or less", "in your hand"): compiles to
    ``fn(game, card, ctx) -> bool``, or None when it does not narrow which cards."""

    #: it says which zone the card is in ("in your hand")
    PLACES: ClassVar[bool] = False
    #: it is written before the noun, as an adjective ("a fatigued hero")
    BEFORE_NOUN: ClassVar[bool] = False
    #: where (a zone's role) its cards are found when nothing else says ("cards you played
    #: this turn": where played cards wait)
    ROLE: ClassVar[str | None] = None

    def places_fn(self) -> Callable[..., list] | None:
        """fn(ctx) -> the (player, zone) pairs its cards are in, when it says so by pointing
        back ("revealed this way", "among them"); None otherwise."""
        return None


@dataclass(frozen=True)
class NameRef(Node):
    """A declared name: ``kinds`` are the vocabulary kinds it belongs to (``hero``, ``team``,
    ``card`` for card names, ...); ``value`` is its canonical spelling."""

    value: str
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class StatCmp(Node):
    """``level 4 or less``: ``op`` is one of ``<=``, ``>=``, ``==``."""

    stat: str
    op: str
    value: Amount


@dataclass(frozen=True)
class Terms(Pred):
    """A list of names and stat comparisons joined by "or"/"and"/commas; a card matches any."""

    terms: tuple[NameRef | StatCmp, ...]


#: The order adjectives are kept (and printed) in, whatever order the text used.
ADJECTIVE_ORDER = (
    "playable",
    "other",
    "new",
    "different",
    "random",
    "previously discarded",
    "selected",
    "upcoming",
    "same",
    "current",
    "next",
    "friendly",
    "allied",
    "enemy",
    "attacking",
)


@dataclass(frozen=True)
class CardFilter(Node):
    """What kind of card: an owner (possessive), adjectives, a prefix (``X-Men``,
    ``level 1``), the noun (``card``, the permanent noun, a game noun) and postfix predicates
    (``of level 5 or less``, ``in your hand``).  All must hold.  ``plural`` is how the noun was
    written; a bare plural ("Allies") means all of them."""

    noun: str | None
    owner: Player | None = None
    adjectives: tuple[str, ...] = ()
    prefix: Terms | None = None
    post: tuple[Pred, ...] = ()
    plural: bool = False
    #: more nouns a card may be instead ("an Enemy or Boss": ``noun`` Enemy, ``also``
    #: (Boss,)); the first noun says where the cards are looked for
    also: tuple[str, ...] = ()


# ------------------------------------------------------------------------- reading


class Adjective:
    """An adjective as read; a filter keeps its word (in :data:`ADJECTIVE_ORDER`)."""

    __slots__ = ("word",)

    def __init__(self, word: str):
        self.word = word


def adjective_words(children) -> tuple[str, ...]:
    """The adjectives among ``children``, once each, in the language's fixed order."""
    words = {c.word for c in children if isinstance(c, Adjective)}
    return tuple(w for w in ADJECTIVE_ORDER if w in words)


for _alias, _adjective in (
    ("adj_playable", "playable"),
    ("adj_other", "other"),
    ("adj_new", "new"),
    ("adj_different", "different"),
    ("adj_random", "random"),
    ("adj_discarded", "previously discarded"),
    ("adj_friendly", "friendly"),
    ("adj_enemy", "enemy"),
    ("adj_current", "current"),
    ("adj_next", "next"),
    ("adj_selected", "selected"),
    ("adj_same", "same"),
    ("adj_upcoming", "upcoming"),
):
    reads(_alias)(lambda self, meta, *tokens, _word=_adjective: Adjective(_word))


@reads("vocab_name", builds=NameRef)
def vocab_name(self, meta, tok):
    canon, kinds = self.vocab.lookup(str(tok))
    return NameRef(canon, kinds, span=span_of(meta))


@reads("prefix_filter", builds=Terms)
def prefix_filter(self, meta, *terms):
    return Terms(tuple(terms), span=span_of(meta))


passes("pt_name")


@reads("pt_stat", builds=StatCmp)
def pt_stat(self, meta, stat, cmp):
    op, value = cmp
    return StatCmp(stat, op, value, span=span_of(meta))


@reads("pf_stat", builds=(Terms, StatCmp))
def pf_stat(self, meta, stat, cmp):
    op, value = cmp
    return Terms((StatCmp(stat, op, value, span=span_of(meta)),), span=span_of(meta))


def before_noun(children) -> tuple:
    """The conditions written as adjectives ("fatigued"): kept with the ones after the noun."""
    return tuple(c for c in children if isinstance(c, Pred) and c.BEFORE_NOUN)


@reads("card_desc", builds=CardFilter)
def card_desc(self, meta, *children):
    owner = first_of(children, Player)
    adjectives = adjective_words(children)
    card = first_of(children, Card)
    idx = children.index(card)
    prefix = first_of(children[:idx], Terms)
    # ("level 1 Animal cards": the stat before the names is a condition of its own)
    lead = tuple(Terms((c,)) for c in children[:idx] if isinstance(c, StatCmp))
    rest = children[idx + 1 :]
    also = tuple(dict.fromkeys(c.noun for c in rest if isinstance(c, Card) and c.noun != card.noun))
    post = lead + before_noun(children[:idx]) + tuple(c for c in rest if not isinstance(c, Card))
    return CardFilter(
        card.noun, owner, adjectives, prefix, post, card.plural, also, span=span_of(meta)
    )


@reads("adjectives_only", builds=CardFilter)
def adjectives_only(self, meta, *adjectives):
    return CardFilter(
        None, None, adjective_words(adjectives), post=before_noun(adjectives), span=span_of(meta)
    )


# what a card "is": "level 1", "a playable X-Men card", "Energy or Tech", "not Tech"
@reads("pred_desc", builds=CardFilter)
def pred_desc(self, meta, *children):
    card = first_of(children, Card)
    return CardFilter(
        card.noun if card else None,
        None,
        adjective_words(children),
        first_of(children, Terms),
        before_noun(children),
        card.plural if card else False,
        span=span_of(meta),
    )


# ------------------------------------------------------------------------- printing


@prints(CardFilter)
def print_filter(p, f: CardFilter, force_plural: bool = False, drop_owner: bool = False) -> str:
    parts = []
    if f.owner is not None and not drop_owner:
        parts.append(p.possessive(f.owner))
    adjectives = " ".join(f.adjectives).replace("current next", "current & next")
    if "enemy" in f.adjectives and p.lang.card_nouns.get("enemy"):
        adjectives = adjectives.replace("enemy", "opposing")  # (the game's noun took the word)
    if adjectives:
        parts.append(adjectives)
    for x in f.post:
        if x.BEFORE_NOUN:
            parts.append(p.node(x, post=False))
    if f.prefix is not None:
        parts.append(p.node(f.prefix))
    parts.append(" or ".join(p.noun(n, f.plural or force_plural) for n in (f.noun, *f.also)))
    for x in f.post:
        if getattr(x, "AGREES", False):  # ("that was destroyed", "that were destroyed")
            parts.append(p.node(x, post=True, plural=f.plural or force_plural))
        elif not x.BEFORE_NOUN:
            parts.append(p.node(x, post=True))
    return " ".join(x for x in parts if x)


@prints(Terms)
def print_terms(p, t: Terms, post: bool = False) -> str:
    words = join_or([p.node(x) for x in t.terms])
    return f"of {words}" if post else words


@prints(NameRef)
def print_name(p, n: NameRef) -> str:
    return n.value


@prints(StatCmp)
def print_stat_cmp(p, x: StatCmp) -> str:
    from .amounts import number_cmp

    return f"{x.stat} {number_cmp(p, x.op, x.value)}"


# ------------------------------------------------------------------------- compiling


@compiles(CardFilter)
def filter_fn(f: CardFilter, for_event: bool = False):
    """A card filter -> fn(game, card, ctx) -> bool."""
    checks = []
    if f.noun is not None and f.also:
        nouns = (f.noun, *f.also)
        checks.append(lambda g, c, ctx: any(g.is_noun(c, n, for_event) for n in nouns))
    elif f.noun is not None:
        checks.append(noun_check(f.noun, for_event))
    if f.owner is not None:
        who = players_fn(f.owner)
        checks.append(lambda g, c, ctx: g.state.controller[c] in who(ctx))
    placed = any(p.PLACES for p in f.post)
    for adj in f.adjectives:
        if adj == "previously discarded" and placed:
            continue  # "a previously discarded card from Defeated Deck": where it is now
        chk = adjective_check(adj)
        if chk is not None:
            checks.append(chk)
    if f.prefix is not None:
        checks.append(compile_node(f.prefix))
    for p in f.post:
        # (looked up here, not through compile_node: "not not ... not Tech" nests deeply)
        chk = COMPILERS[type(p).__name__](p)
        if chk is not None:
            checks.append(chk)
    if not checks:
        return lambda g, c, ctx: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda g, c, ctx: first(g, c, ctx) and second(g, c, ctx)

    def every(g, c, ctx):
        for chk in checks:
            if not chk(g, c, ctx):
                return False
        return True

    return every


def noun_check(noun: str, for_event: bool):
    def check(g, c, ctx):
        return g.is_noun(c, noun, for_event)

    return check


#: adjectives whose test lives with another concept ("attacking": constructs/attacks.py)
ADJECTIVE_CHECKS: dict = {}


def adjective_check(word: str):
    if word == "playable":
        return lambda g, c, ctx: g.can_play(ctx.me(), c)
    if word == "other":
        return lambda g, c, ctx: c != ctx.source and not (ctx.it and c in ctx.it)
    if word in ("new", "random", "different", "selected"):
        return None  # about how cards are picked, not which
    if word == "friendly":
        return lambda g, c, ctx: g.state.controller[c] == ctx.me()
    if word == "enemy":  # a card of an opposing side (the table's cards are nobody's)
        return lambda g, c, ctx: g.seats.opposes(g.state.controller[c], ctx.me())
    if word == "previously discarded":
        return lambda g, c, ctx: g.is_discarded(c)
    if word in ADJECTIVE_CHECKS:
        return ADJECTIVE_CHECKS[word]
    # a game's own adjectives ("current", "next", "upcoming", "same")
    return lambda g, c, ctx: g.adjective(word, c, ctx)


@compiles(NameRef)
def compile_name(term: NameRef):
    value, kinds = term.value.lower(), term.kinds
    return lambda g, c, ctx: g.has_name(c, value, kinds)


@compiles(StatCmp)
def compile_stat_cmp(term: StatCmp):
    word, op = term.stat, term.op
    amount = compile_node(term.value)
    if op == "<=":
        return lambda g, c, ctx: g.stat(c, word) <= amount(ctx)
    if op == ">=":
        return lambda g, c, ctx: g.stat(c, word) >= amount(ctx)
    return lambda g, c, ctx: g.stat(c, word) == amount(ctx)


@compiles(Terms)
def compile_terms(t: Terms):
    parts = [compile_node(term) for term in t.terms]
    if len(parts) == 1:
        return parts[0]
    return lambda g, c, ctx: any(p(g, c, ctx) for p in parts)
