"""What comes after a card's noun: "of that level", "of that Class", "that's not Tech",
"with \"Assault\"", "in your hand", "from your opponent's hand", "you have in play", "you
reveal from your hand", "of their choice", "only for the player with X", "that matches that
card's kind or level", "with the same kind as X", "whose level is less than ...", "your
opponent controls", "your opponent plays", "except red cards", "revealed this way" — and a
filter after "is" ("it's not red", "it's that kind").

Each compiles to a test ``fn(game, card, ctx) -> bool``, or to None when it says how cards are
picked or who sees them rather than which cards.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import zones as Z
from .english import article, join_or
from .filters import CardFilter, Pred, Terms, filter_fn
from .kit import MeaningError, compiles, first_of, prints, reads, span_of, word
from .players import Player, players_fn

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class SameAs(Pred):
    """``of that level`` / ``of that Class`` / ``that Class``: equal to the remembered value of
    a stat or a kind."""

    REFERS_BACK: ClassVar[bool] = True
    NEEDS: ClassVar[str | None] = "kind"  # (when it is a kind: see needs)

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

    PLACES: ClassVar[bool] = True

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
    """``of their choice``: the player picks (``of your choice``: the ability's player, as
    when it is not said)."""

    whose: str = "their"


@dataclass(frozen=True)
class OnlyFor(Pred):
    """``only for the player with X``: the cards are for that player alone (to see)."""

    cards: CardRef


@dataclass(frozen=True)
class MatchesFields(Pred):
    """``that matches that card's Class, level, or blocking icon``: shares a value with the
    remembered card in any of these fields (stats or kinds)."""

    card: CardRef
    fields: tuple[str, ...]


@dataclass(frozen=True)
class WithValue(Pred):
    """``with a Speed blocking icon``: a stat whose value is a name is that name; ``with that
    blocking icon``: the name chosen before ("Choose a Class.")."""

    NEEDS: ClassVar[str | None] = "kind"  # (without a name: see needs)
    stat: str
    name: str | None  # None: the one chosen before

    def needs(self) -> str | None:
        return "kind" if self.name is None else None


@dataclass(frozen=True)
class Not(Pred):
    pred: CardFilter


@dataclass(frozen=True)
class NotA(Pred):
    """``non-hero cards``, ``a non-Tech hero``: cards that are not of that noun (or name)."""

    BEFORE_NOUN: ClassVar[bool] = True

    what: CardFilter


@dataclass(frozen=True)
class StatVs(Pred):
    """``whose level is less than the damage this attack did``: ``op`` ``<``, ``>`` or
    ``==`` against a value."""

    stat: str
    op: str
    value: Amount


@dataclass(frozen=True)
class ControlledBy(Pred):
    """``your opponent controls`` / ``you control``."""

    player: Player


@dataclass(frozen=True)
class PlayedBy(Pred):
    """``(cards) your opponent plays``: the cards that player is playing."""

    player: Player


@dataclass(frozen=True)
class Except(Pred):
    """``except red cards`` / ``except for X``: not those."""

    cards: CardFilter


@dataclass(frozen=True)
class RevealedThisWay(Pred):
    """``revealed this way``: among the cards the ability revealed."""

    REFERS_BACK: ClassVar[bool] = True

    def places_fn(self):
        return lambda ctx: places_of(ctx, ctx.revealed)


def places_of(ctx, cards) -> list:
    """The (player, zone) pairs where ``cards`` are."""
    where = ctx.game.state.where
    return list(dict.fromkeys(where[c] for c in cards or () if where[c] is not None))


# ------------------------------------------------------------------------- reading


@reads("pf_that_stat", builds=SameAs)
def pf_that_stat(self, meta, stat):
    return SameAs(stat, False, span=span_of(meta))


@reads("pf_that_category", builds=SameAs)
def pf_that_category(self, meta, kind):
    return SameAs(kind, True, span=span_of(meta))


@reads("pf_with_value", builds=WithValue)
def pf_with_value(self, meta, name, stat):
    return WithValue(str(stat), name.value, span=span_of(meta))


@reads("pf_with_that", builds=WithValue)
def pf_with_that(self, meta, stat):
    return WithValue(str(stat), None, span=span_of(meta))


@reads("pf_not", builds=Not)
def pf_not(self, meta, pred):
    return Not(pred, span=span_of(meta))


@reads("adj_non", builds=(NotA, CardFilter))
def adj_non(self, meta, what):
    from .words import Card

    if isinstance(what, Card):
        return NotA(CardFilter(what.noun, span=span_of(meta)), span=span_of(meta))
    return NotA(CardFilter(None, prefix=Terms((what,))), span=span_of(meta))


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


@reads("pf_your_choice", builds=TheirChoice)
def pf_your_choice(self, meta):
    return TheirChoice("your", span=span_of(meta))


@reads("pf_only_for", builds=OnlyFor)
def pf_only_for(self, meta, name):
    named = C.Named(Terms((name,), span=name.span), span=name.span)
    return OnlyFor(named, span=span_of(meta))


@reads("pf_matches", builds=MatchesFields)
def pf_matches(self, meta, ref, fields):
    return MatchesFields(ref, fields, span=span_of(meta))


word(("lt", "<"), ("gt", ">"), ("eq", "=="))


@reads("pf_stat_vs", builds=StatVs)
def pf_stat_vs(self, meta, stat, op, value):
    return StatVs(stat, op, value, span=span_of(meta))


@reads("pf_same_as", builds=MatchesFields)
def pf_same_as(self, meta, fields, ref):
    """ "with the same kind as this card": it shares that card's kind."""
    return MatchesFields(ref, fields, span=span_of(meta))


@reads("pf_controlled_by", builds=ControlledBy)
def pf_controlled_by(self, meta, player):
    return ControlledBy(player, span=span_of(meta))


@reads("pf_of_yours", builds=ControlledBy)
def pf_of_yours(self, meta):
    """ "an attack of yours": one you control."""
    return ControlledBy(Player("you"), span=span_of(meta))


@reads("pf_played_by", builds=PlayedBy)
def pf_played_by(self, meta, player):
    return PlayedBy(player, span=span_of(meta))


@reads("except_desc", builds=CardFilter)
def except_desc(self, meta, *children):
    from .filters import adjective_words
    from .words import Card

    nouns = [c for c in children if isinstance(c, Card)]
    card = nouns[0]
    also = tuple(dict.fromkeys(c.noun for c in nouns[1:] if c.noun != card.noun))
    prefix = first_of(children, Terms)
    return CardFilter(
        card.noun,
        None,
        adjective_words(children),
        prefix,
        (),
        card.plural,
        also,
        span=span_of(meta),
    )


@reads("pf_except", builds=Except)
def pf_except(self, meta, cards):
    return Except(cards, span=span_of(meta))


@reads("pf_revealed", builds=RevealedThisWay)
def pf_revealed(self, meta):
    return RevealedThisWay(span=span_of(meta))


@reads("pred_that_category", builds=CardFilter)
def pred_that_category(self, meta, kind):
    return CardFilter(None, post=(SameAs(kind, True, span=span_of(meta)),), span=span_of(meta))


@reads("pred_not", builds=CardFilter)
def pred_not(self, meta, inner):
    return CardFilter(None, post=(Not(inner, span=span_of(meta)),), span=span_of(meta))


# ------------------------------------------------------------------------- printing


def predicate(p, f: CardFilter) -> str:
    """A filter after "is": "level 1", "red or black", "a playable <kind> card", "fatigued"."""
    if f.noun is None and f.prefix is None and f.post and all(x.BEFORE_NOUN for x in f.post):
        return p.node(f)  # "it's fatigued"
    if f.noun is None and f.prefix is None and not f.post and f.adjectives == ("playable",):
        return "playable"  # "if it's playable"
    if f.noun is None and not f.adjectives:
        if f.prefix is not None and not f.post:
            return p.node(f.prefix)
        if f.prefix is None and len(f.post) == 1:
            x = f.post[0]
            if isinstance(x, Not):
                return f"not {predicate(p, x.pred)}"
            if isinstance(x, SameAs) and x.is_kind:
                return f"that {p.lang.kinds[x.what].noun}"
            if isinstance(x, InZone) and not x.had:
                return p.node(x)  # "in the play area"
    body = p.node(f)
    return body if f.plural else f"{article(body)} {body}"


@prints(SameAs)
def print_same_as(p, x: SameAs, post: bool = True) -> str:
    what = p.lang.kinds[x.what].noun if x.is_kind else x.what
    return f"of that {what}"


@prints(WithValue)
def print_with_value(p, x: WithValue, post: bool = True) -> str:
    if x.name is None:
        return f"with that {x.stat}"
    return f"with {article(x.name)} {x.name} {x.stat}"


@prints(Not)
def print_not(p, x: Not, post: bool = True) -> str:
    return f"that's not {predicate(p, x.pred)}"


@prints(NotA)
def print_not_a(p, x: NotA, post: bool = True) -> str:
    if x.what.noun is not None:
        return f"non-{p.noun(x.what.noun, False)}"
    assert x.what.prefix is not None
    return f"non-{p.node(x.what.prefix)}"


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
    return f"of {x.whose} choice"


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


_VS = {"<": "less than", ">": "greater than", "==": "equal to"}


@prints(StatVs)
def print_stat_vs(p, x: StatVs, post: bool = True) -> str:
    return f"whose {x.stat} is {_VS[x.op]} {p.node(x.value)}"


@prints(ControlledBy)
def print_controlled_by(p, x: ControlledBy, post: bool = True) -> str:
    return f"{p.subject(x.player)} {p.verb_for(x.player, 'control')}"


@prints(PlayedBy)
def print_played_by(p, x: PlayedBy, post: bool = True) -> str:
    return f"{p.subject(x.player)} {p.verb_for(x.player, 'play')}"


@prints(Except)
def print_except(p, x: Except, post: bool = True) -> str:
    return f"except {p.node(x.cards)}"


@prints(RevealedThisWay)
def print_revealed_this_way(p, x, post: bool = True) -> str:
    return "revealed this way"


# ------------------------------------------------------------------------- compiling


@compiles(StatVs)
def compile_stat_vs(x: StatVs):
    from .amounts import amount_fn

    value, stat, op = amount_fn(x.value), x.stat, x.op
    if op == "<":
        return lambda g, c, ctx: g.stat(c, stat) < value(ctx)
    if op == ">":
        return lambda g, c, ctx: g.stat(c, stat) > value(ctx)
    return lambda g, c, ctx: g.stat(c, stat) == value(ctx)


@compiles(ControlledBy)
def compile_controlled_by(x: ControlledBy):
    who = players_fn(x.player)
    return lambda g, c, ctx: g.in_play(c) and g.state.controller[c] in who(ctx)


@compiles(PlayedBy)
def compile_played_by(x: PlayedBy):
    who = players_fn(x.player)

    def played(g, c, ctx):
        where = g.state.where[c]
        return where is not None and where[1] == g.played_zone and g.state.controller[c] in who(ctx)

    return played


@compiles(Except)
def compile_except(x: Except):
    inner = filter_fn(x.cards)
    return lambda g, c, ctx: not inner(g, c, ctx)


@compiles(RevealedThisWay)
def compile_revealed_this_way(x):
    return lambda g, c, ctx: c in (ctx.revealed or ())


@compiles(SameAs)
def compile_same_as(p: SameAs):
    what = p.what
    if p.is_kind:
        return lambda g, c, ctx: ctx.kind is not None and g.has_name(c, ctx.kind.lower(), (what,))
    return lambda g, c, ctx: ctx.number is not None and g.stat(c, what) == ctx.number


@compiles(WithValue)
def compile_with_value(x: WithValue):
    stat, name = x.stat, x.name.lower() if x.name is not None else None

    def value_is(g, c, ctx):
        field = g.gd.spec.language.stats[stat]
        got = g.defs[c].fields.get(field)
        want = name if name is not None else (ctx.kind.lower() if ctx.kind else None)
        if want is None or got is None:
            return False
        values = got if isinstance(got, (list, tuple)) else (got,)
        return any(str(v).lower() == want for v in values)

    return value_is


@compiles(Not)
def compile_not(p: Not):
    inner = filter_fn(p.pred)
    return lambda g, c, ctx: not inner(g, c, ctx)


@compiles(NotA)
def compile_not_a(p: NotA):
    inner = filter_fn(p.what)
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
