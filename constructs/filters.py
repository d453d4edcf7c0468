"""Card filters: what a card must be to be one of "your Tech Allies of level 4 or less",
"a playable X-Men card", "a card that's not Tech", "cards in your discard pile" — names and
stat comparisons, adjectives, and the conditions after the noun.

A filter compiles to ``fn(game, card, ctx) -> bool``; each condition after the noun (a
:class:`Pred`) to such a test, or to None when it says how cards are picked rather than which
("of their choice").
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import zones as Z
from .english import article, join_or
from .kit import (
    COMPILERS,
    MeaningError,
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
    from .cards import CardRef
    from .zones import Zone


class Pred(Node):
    """A condition after the noun ("of level 4 or less", "in your hand"): compiles to
    ``fn(game, card, ctx) -> bool``, or None when it does not narrow which cards."""


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


@dataclass(frozen=True)
class SameAs(Pred):
    """``of that level`` / ``of that Factor`` / ``that Factor``: equal to the remembered value of
    a stat or a kind."""

    REFERS_BACK: ClassVar[bool] = True

    what: str
    is_kind: bool

    def needs(self) -> str | None:
        return "kind" if self.is_kind else None


@dataclass(frozen=True)
class HasKeyword(Pred):
    """``with "Assault"``: the card has that keyword."""

    keyword: str


@dataclass(frozen=True)
class InZone(Pred):
    """``in your hand`` / ``from enemy hand`` / ``you have in play`` (``had``)."""

    zone: Zone
    had: bool = False


@dataclass(frozen=True)
class RevealedFrom(Pred):
    """``a random card you reveal from your opponent's hand``: the card is taken from ``zone``
    and shown by ``player``."""

    player: Player
    zone: Zone


@dataclass(frozen=True)
class TheirChoice(Pred):
    """``of their choice``: the player picks."""


@dataclass(frozen=True)
class OnlyFor(Pred):
    """``only for the player with X``: the cards are for that player alone (to see)."""

    cards: CardRef


@dataclass(frozen=True)
class MatchesFields(Pred):
    """``that matches that card's Factor, level, or blocking icon``: shares a value with the
    remembered card in any of these fields (stats or kinds)."""

    card: CardRef
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Not(Pred):
    pred: CardFilter


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
    "enemy",
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


@reads("pf_that_stat", builds=SameAs)
def pf_that_stat(self, meta, stat):
    return SameAs(stat, False, span=span_of(meta))


@reads("pf_that_category", builds=SameAs)
def pf_that_category(self, meta, kind):
    return SameAs(kind, True, span=span_of(meta))


@reads("pf_not", builds=Not)
def pf_not(self, meta, pred):
    return Not(pred, span=span_of(meta))


@reads("pf_keyword", builds=HasKeyword)
def pf_keyword(self, meta, tok):
    return HasKeyword(str(tok).split('"')[1], span=span_of(meta))


@reads("pf_in", builds=InZone)
def pf_in(self, meta, zone):
    return InZone(zone, span=span_of(meta))


@reads("pf_had_in", builds=InZone)
def pf_had_in(self, meta, player, zone):
    return InZone(Z.Zone(zone.zone, player, span=zone.span), had=True, span=span_of(meta))


@reads("pf_from_player", builds=InZone)
def pf_from_player(self, meta, player):
    hand = self.language.zone_roles.get("hand")
    if hand is None:
        raise MeaningError(
            "E-MEANING",
            "from which of the player's zones?",
            span_of(meta),
            "name the zone: 'from your opponent's hand'",
        )
    return InZone(Z.Zone(hand, player), span=span_of(meta))


@reads("pf_revealed_from", builds=RevealedFrom)
def pf_revealed_from(self, meta, player, zone):
    return RevealedFrom(player, zone, span=span_of(meta))


@reads("pf_their_choice", builds=TheirChoice)
def pf_their_choice(self, meta):
    return TheirChoice(span=span_of(meta))


@reads("pf_only_for", builds=OnlyFor)
def pf_only_for(self, meta, name):
    named = C.Named(Terms((name,), span=name.span), span=name.span)
    return OnlyFor(named, span=span_of(meta))


@reads("pf_matches", builds=MatchesFields)
def pf_matches(self, meta, ref, fields):
    return MatchesFields(ref, fields, span=span_of(meta))


@reads("card_desc", builds=CardFilter)
def card_desc(self, meta, *children):
    owner = first_of(children, Player)
    adjectives = adjective_words(children)
    card = first_of(children, Card)
    idx = children.index(card)
    prefix = first_of(children[:idx], Terms)
    post = tuple(children[idx + 1 :])
    return CardFilter(card.noun, owner, adjectives, prefix, post, card.plural, span=span_of(meta))


@reads("adjectives_only", builds=CardFilter)
def adjectives_only(self, meta, *adjectives):
    return CardFilter(None, None, adjective_words(adjectives), span=span_of(meta))


# what a card "is": "level 1", "a playable X-Men card", "Energy or Tech", "not Tech"
@reads("pred_desc", builds=CardFilter)
def pred_desc(self, meta, *children):
    card = first_of(children, Card)
    return CardFilter(
        card.noun if card else None,
        None,
        adjective_words(children),
        first_of(children, Terms),
        (),
        card.plural if card else False,
        span=span_of(meta),
    )


@reads("pred_that_category", builds=CardFilter)
def pred_that_category(self, meta, kind):
    return CardFilter(None, post=(SameAs(kind, True, span=span_of(meta)),), span=span_of(meta))


@reads("pred_not", builds=CardFilter)
def pred_not(self, meta, inner):
    return CardFilter(None, post=(Not(inner, span=span_of(meta)),), span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(CardFilter)
def print_filter(p, f: CardFilter, force_plural: bool = False, drop_owner: bool = False) -> str:
    parts = []
    if f.owner is not None and not drop_owner:
        parts.append(p.possessive(f.owner))
    adjectives = " ".join(f.adjectives).replace("current next", "current & next")
    if adjectives:
        parts.append(adjectives)
    if f.prefix is not None:
        parts.append(p.node(f.prefix))
    parts.append(p.noun(f.noun, f.plural or force_plural))
    for x in f.post:
        parts.append(p.node(x, post=True))
    return " ".join(x for x in parts if x)


def predicate(p, f: CardFilter) -> str:
    """A filter after "is": "level 1", "Energy or Tech", "a playable X-Men card"."""
    if f.noun is None and not f.adjectives:
        if f.prefix is not None and not f.post:
            return p.node(f.prefix)
        if f.prefix is None and len(f.post) == 1:
            x = f.post[0]
            if isinstance(x, Not):
                return f"not {predicate(p, x.pred)}"
            if isinstance(x, SameAs) and x.is_kind:
                return f"that {p.lang.kinds[x.what].noun}"
    body = p.node(f)
    return body if f.plural else f"{article(body)} {body}"


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


@prints(SameAs)
def print_same_as(p, x: SameAs, post: bool = True) -> str:
    what = p.lang.kinds[x.what].noun if x.is_kind else x.what
    return f"of that {what}"


@prints(Not)
def print_not(p, x: Not, post: bool = True) -> str:
    return f"that's not {predicate(p, x.pred)}"


@prints(HasKeyword)
def print_has_keyword(p, x: HasKeyword, post: bool = True) -> str:
    return f'with "{x.keyword}"'


@prints(InZone)
def print_in_zone(p, x: InZone, post: bool = True) -> str:
    owner = x.zone.player
    if x.had and owner is not None:
        have = "have" if owner.who in ("you", "they") else "has"
        return f"{p.subject(owner)} {have} in {p.lang.zone_names[x.zone.zone]}"
    return f"in {p.node(x.zone)}"


@prints(TheirChoice)
def print_their_choice(p, x, post: bool = True) -> str:
    return "of their choice"


@prints(OnlyFor)
def print_only_for(p, x: OnlyFor, post: bool = True) -> str:
    return f"only for the player with {p.node(x.cards)}"


@prints(RevealedFrom)
def print_revealed_from(p, x: RevealedFrom, post: bool = True) -> str:
    return f"{p.subject(x.player)} {p.verb_for(x.player, 'reveal')} from {p.node(x.zone)}"


@prints(MatchesFields)
def print_matches(p, x: MatchesFields, post: bool = True) -> str:
    words = [p.lang.kinds[w].noun if w in p.lang.kinds else w for w in x.fields]
    return f"that matches {p.node(x.card, role='possessive')} {join_or(words)}"


# ------------------------------------------------------------------------- compiling


@compiles(CardFilter)
def filter_fn(f: CardFilter, for_event: bool = False):
    """A card filter -> fn(game, card, ctx) -> bool."""
    checks = []
    if f.noun is not None:
        checks.append(noun_check(f.noun, for_event))
    if f.owner is not None:
        who = players_fn(f.owner)
        checks.append(lambda g, c, ctx: g.state.controller[c] in who(ctx))
    placed = any(isinstance(p, InZone) for p in f.post)
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
    return lambda g, c, ctx: all(chk(g, c, ctx) for chk in checks)


def noun_check(noun: str, for_event: bool):
    def check(g, c, ctx):
        return g.is_noun(c, noun, for_event)

    return check


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


@compiles(SameAs)
def compile_same_as(p: SameAs):
    what = p.what
    if p.is_kind:
        return lambda g, c, ctx: ctx.kind is not None and g.has_name(c, ctx.kind.lower(), (what,))
    return lambda g, c, ctx: ctx.number is not None and g.stat(c, what) == ctx.number


@compiles(Not)
def compile_not(p: Not):
    inner = filter_fn(p.pred)
    return lambda g, c, ctx: not inner(g, c, ctx)


@compiles(HasKeyword)
def compile_has_keyword(p: HasKeyword):
    word = p.keyword.lower()
    return lambda g, c, ctx: word in g.defs[c].keywords


@compiles(InZone)
def compile_in_zone(p: InZone):
    z = p.zone
    if z.player is None and not z.that and not z.opposite:
        # "cards in Recovery": whoever's they are (the filter's owner, if any, says)
        name = z.zone
        return lambda g, c, ctx: (
            g.state.where[c] is not None and g.state.where[c][1] in g.zone_members(name)
        )
    zones = Z.zone_fn(z)
    return lambda g, c, ctx: g.state.where[c] in zones(ctx)


@compiles(RevealedFrom)
def compile_revealed_from(p: RevealedFrom):
    zones = Z.zone_fn(p.zone)
    return lambda g, c, ctx: g.state.where[c] in zones(ctx)


@compiles(OnlyFor, TheirChoice)
def compile_not_narrowing(p):
    """Who the cards are for, or who picks them: not which cards (see Look)."""
    return


@compiles(MatchesFields)
def compile_matches(p: MatchesFields):
    ref = C.cards_fn(p.card, "choose")
    fields = p.fields
    return lambda g, c, ctx: any(g.shares_value(c, other, fields) for other in ref(ctx))


def theirs(f: CardFilter) -> CardFilter:
    """ "You have two Allies in play": the zones a player "has" cards in are that player's."""
    post = tuple(
        dataclasses.replace(p, zone=dataclasses.replace(p.zone, player=Player("they")))
        if isinstance(p, InZone)
        and p.zone.player is None
        and not p.zone.that
        and not p.zone.opposite
        else p
        for p in f.post
    )
    return dataclasses.replace(f, post=post) if post != f.post else f


from . import cards as C
