"""Card references: which cards a sentence is about — "this card", "it", "that card", "those
cards", a card by name, "the top two cards of your deck", "a playable X-Men card", "up to
three Allies", "X and Y".

A reference compiles to a finder, ``fn(ctx) -> cards`` (asking the player when a selection
leaves a choice); it also matches (``@matches``): ``fn(game, card, ctx) -> bool``, is a card
one of them (for a change that holds on them), or, about an event, ``fn(game, card, me)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import amounts as N
from . import filters as F
from . import zones as Z
from .kit import (
    MATCHERS,
    CompileError,
    MeaningError,
    Node,
    compile_node,
    compiles,
    matches,
    passes,
    prints,
    reads,
    span_of,
    word,
)

if TYPE_CHECKING:
    from .amounts import Amount
    from .filters import Terms
    from .zones import Zone


class CardRef(Node):
    """Which cards: compiles to ``fn(ctx) -> list of cards``."""

    def plural(self) -> bool:
        """Is it written in the plural ("those cards are", "they hit")?"""
        return False


@dataclass(frozen=True)
class This(CardRef):
    """``this card`` / ``this attack`` / ``this Ally``: the card whose text this is."""

    noun: str
    from_zone: Zone | None = None


@dataclass(frozen=True)
class It(CardRef):
    """``it``: the card (or result) the text spoke of last."""

    REFERS_BACK: ClassVar[bool] = True


@dataclass(frozen=True)
class That(CardRef):
    """``that card`` / ``that Ally``: the card the text spoke of last."""

    REFERS_BACK: ClassVar[bool] = True

    noun: str


@dataclass(frozen=True)
class Those(CardRef):
    """``those cards`` / ``them`` / ``both cards``: the cards the text spoke of last."""

    REFERS_BACK: ClassVar[bool] = True

    noun: str | None
    word: str = "those"  # those | them | both | both-of-them | each-of-them

    def plural(self) -> bool:
        return True


@dataclass(frozen=True)
class Named(CardRef):
    """Cards called by name (``Eternal Invention``, ``BATMAN``)."""

    names: Terms


@dataclass(frozen=True)
class ZoneEnd(CardRef):
    """``the top two cards of your deck``."""

    end: str  # top | bottom
    count: Amount
    zone: Zone
    noun: str = "card"

    def plural(self) -> bool:
        return not N.is_num(self.count, 1)


@dataclass(frozen=True)
class Both(CardRef):
    """Two references joined: ``this card and current enemy card``."""

    first: CardRef
    second: CardRef

    def plural(self) -> bool:
        return True


# ------------------------------------------------------------------------- reading

passes("card_phrase", "hit_whom")
word(("top", "top"), ("bottom", "bottom"))


@reads("this_card", builds=This)
def this_card(self, meta, card):
    return This(card.noun, span=span_of(meta))


@reads("this_card_from", builds=This)
def this_card_from(self, meta, card, zone):
    return This(card.noun, zone, span=span_of(meta))


@reads("ref_it", "poss_it", builds=It)
def ref_it(self, meta):
    return It(span=span_of(meta))


@reads("ref_that", builds=That)
def ref_that(self, meta, card):
    return That(card.noun, span=span_of(meta))


@reads("ref_those", builds=Those)
def ref_those(self, meta, *card):
    return Those(card[0].noun if card else None, span=span_of(meta))


# "this card's" / "that Ally's" (the noun read as its possessive)
@reads("poss_this", builds=This)
def poss_this(self, meta, noun):
    return This(noun, span=span_of(meta))


@reads("poss_that", builds=That)
def poss_that(self, meta, noun):
    return That(noun, span=span_of(meta))


@reads("named_cards", builds=Named)
def named_cards(self, meta, terms):
    if any(isinstance(t, F.StatCmp) for t in terms.terms):
        raise MeaningError(
            "E-MEANING",
            "a stat alone does not name a card",
            span_of(meta),
            "say which cards: 'a level 1 card'",
        )
    return Named(terms, span=span_of(meta))


@reads("zone_end_cards", builds=(ZoneEnd, N.Num))
def zone_end_cards(self, meta, end, *rest):
    count = N.Num(1) if len(rest) == 2 else rest[0]
    card, zone = rest[-2], rest[-1]
    return ZoneEnd(end, count, zone, card.noun, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(This)
def print_this(p, ref: This, role: str = "") -> str:
    if role == "possessive":
        return f"this {ref.noun}'s"
    s = f"this {ref.noun}"
    return s + (f" from {p.node(ref.from_zone)}" if ref.from_zone else "")


@prints(It)
def print_it(p, ref: It, role: str = "") -> str:
    return "its" if role == "possessive" else "it"


@prints(That)
def print_that(p, ref: That, role: str = "") -> str:
    return f"that {ref.noun}'s" if role == "possessive" else f"that {ref.noun}"


@prints(Those)
def print_those(p, ref: Those) -> str:
    return "them" if ref.noun is None else f"those {p.noun(ref.noun, True)}"


@prints(Named)
def print_named(p, ref: Named) -> str:
    return p.node(ref.names)


@prints(ZoneEnd)
def print_zone_end(p, ref: ZoneEnd) -> str:
    one = N.is_num(ref.count, 1)
    count = "" if one else f" {p.node(ref.count)}"
    return f"the {ref.end}{count} {p.noun(ref.noun, not one)} of {p.node(ref.zone)}"


@prints(Both)
def print_both(p, ref: Both) -> str:
    return f"{p.node(ref.first)} and {p.node(ref.second)}"


# ------------------------------------------------------------------------- compiling


def cards_fn(ref: CardRef, default_role: str, chooser=None, optional: bool = False):
    """A card reference -> fn(ctx) -> list of cards (asking ``chooser``, else the ability's
    player, when a selection leaves a choice).  ``default_role``: the zone (by its role:
    ``hand``, ``permanent`` ...) a selection that names none picks from."""
    return compile_node(ref, default_role, chooser, optional)


def match_fn(ref: CardRef, event: bool = False, in_play: bool = False):
    """Is a card one of the cards ``ref`` means?  ``fn(game, card, ctx) -> bool``; with
    ``event``, about the card of an event: ``fn(game, card, me)`` (``me``: the card whose
    ability listens).  ``in_play``: in games whose changes are about cards in play only, a
    filter without a zone means the cards in play."""
    fn = MATCHERS.get(type(ref).__name__)
    if fn is None:
        raise CompileError("E-UNSUPPORTED", f"cannot watch for {type(ref).__name__}", ref)
    return fn(ref, event, in_play)


def card_this_means(g, source, noun: str):
    """The card "this <noun>" means: the card whose text it is, or, when that card is not a
    <noun> and lies attached under one, its host ("this hero" on an ability attached beneath
    a hero: an attached ability is the host's)."""
    if source is None or g.is_noun(source, noun):
        return source
    host = g.host_of(source)
    return host if host is not None and g.is_noun(host, noun) else source


@compiles(This)
def compile_this(ref, default_role, chooser=None, optional=False):
    noun = ref.noun
    return lambda ctx: [card_this_means(ctx.game, ctx.source, noun)]


@compiles(It, That)
def compile_it(ref, default_role, chooser=None, optional=False):
    # "it" is what the ability last found; a search that found no card leaves nothing for
    # "it" to mean (never the resolving card).  Before anything was found, "it" is the card
    # whose ability this is.
    def it(ctx):
        if ctx.it is not None:
            return list(ctx.it)
        return [ctx.source]

    return it


@compiles(Those)
def compile_those(ref, default_role, chooser=None, optional=False):
    return lambda ctx: list(ctx.those if ctx.those is not None else ctx.it or [])


@compiles(Named)
def compile_named(ref: Named, default_role, chooser=None, optional=False):
    check = compile_node(ref.names)
    return lambda ctx: ctx.game.named_cards(ctx, check)


@compiles(ZoneEnd)
def compile_zone_end(ref: ZoneEnd, default_role, chooser=None, optional=False):
    zones = Z.zone_fn(ref.zone)
    count = compile_node(ref.count)
    top = ref.end == "top"

    def ends(ctx):
        out = []
        n = count(ctx)
        g = ctx.game
        for p, z in zones(ctx):
            cards = g.state.zones[p][z]
            if not cards and z == g.deck_zone:
                g.ensure_deck(p)  # ("if that deck is out, reshuffle")
            picked = cards[-n:][::-1] if top else cards[:n]
            out.extend(picked if n > 0 else [])
        return out

    return ends


@compiles(Both)
def compile_both(ref: Both, default_role, chooser=None, optional=False):
    a = cards_fn(ref.first, default_role, chooser)
    b = cards_fn(ref.second, default_role, chooser)
    return lambda ctx: a(ctx) + [c for c in b(ctx) if c not in a(ctx)]


# ------------------------------------------------------------------------- matching


@matches(This)
def match_this(ref, event=False, in_play=False):
    noun = ref.noun
    if event:
        return lambda g, c, me: c == card_this_means(g, me, noun)
    return lambda g, c, ctx: c == card_this_means(g, ctx.source, noun)


def _found(ref):
    pick = cards_fn(ref, "played")
    return lambda g, c, ctx: c in pick(ctx)


@matches(It, That)
def match_it(ref, event=False, in_play=False):
    if event:  # "when it is destroyed": the card itself
        return lambda g, c, me: c == me
    return _found(ref)


@matches(Those, ZoneEnd)
def match_found(ref, event=False, in_play=False):
    if event:
        raise CompileError("E-UNSUPPORTED", f"cannot watch for {type(ref).__name__}", ref)
    return _found(ref)


@matches(Named)
def match_named(ref: Named, event=False, in_play=False):
    check = compile_node(ref.names)
    if event:
        return lambda g, c, me: c is not None and check(g, c, None)
    return check


@matches(Both)
def match_both(ref: Both, event=False, in_play=False):
    if event:
        raise CompileError("E-UNSUPPORTED", "cannot watch for Both", ref)
    a, b = match_fn(ref.first, in_play=in_play), match_fn(ref.second, in_play=in_play)
    return lambda g, c, ctx: a(g, c, ctx) or b(g, c, ctx)
