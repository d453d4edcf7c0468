"""Draws and discards: "draw a card", "each player draws two cards", "draw cards equal to
...", "draw the top card of your opponent's deck to your hand", "discard a card at random",
"discard your hand"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import amounts as N
from . import cards as C
from . import filters as F
from . import predicates as PR
from . import selections as SL
from .effects import Effect, for_each_player, manner, picked_randomly, subjects
from .kit import compile_node, compiles, prints, reads, span_of
from .players import Player

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class Draw(Effect):
    FINDS_IN: ClassVar[str | None] = "deck"
    OBJECT: ClassVar[str | None] = "cards"
    SHARES_SUBJECT: ClassVar[bool] = True
    HAS_MANNER: ClassVar[bool] = True

    player: Player | None
    cards: CardRef
    to: Zone | None = None
    manner: str | None = None  # random | chosen | None

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Discard(Effect):
    FINDS_IN: ClassVar[str | None] = "hand"
    OBJECT: ClassVar[str | None] = "cards"
    SHARES_SUBJECT: ClassVar[bool] = True
    HAS_MANNER: ClassVar[bool] = True
    SETS: ClassVar[tuple[str, ...]] = ("count",)

    player: Player | None
    cards: CardRef
    at_random: bool = False
    manner: str | None = None

    def acts_for_you(self) -> bool:
        return self.player is None


# ------------------------------------------------------------------------- reading


@reads("e_draw", builds=Draw)
def e_draw(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    rest = children[1:] if player is not None else children
    to = rest[1] if len(rest) > 1 else None
    return Draw(player, rest[0], to, span=span_of(meta))


@reads("e_draw_equal", builds=(Draw, SL.Select, F.CardFilter))
def e_draw_equal(self, meta, *children):
    """ "Draw cards equal to the number of Allies you have in play"."""
    player = children[0] if len(children) == 2 else None
    cards = SL.Select(
        "count",
        children[-1],
        F.CardFilter("card", plural=True, span=span_of(meta)),
        span=span_of(meta),
    )
    return Draw(player, cards, span=span_of(meta))


@reads("at_random")
def at_random(self, meta):
    return True


@dataclass(frozen=True)
class DiscardDownTo(Effect):
    """``each player discards down to four cards``: each discards cards of their choice from
    their hand until it holds that many (nothing when it holds that many or fewer)."""

    SHARES_SUBJECT: ClassVar[bool] = True

    player: Player | None
    count: Amount

    def acts_for_you(self) -> bool:
        return self.player is None


@reads("e_discard_down", builds=DiscardDownTo)
def e_discard_down(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    return DiscardDownTo(player, children[-1], span=span_of(meta))


@prints(DiscardDownTo)
def print_discard_down(p, e: DiscardDownTo) -> str:
    cards = "card" if N.is_num(e.count, 1) else "cards"
    return f"{p.verb(e.player, 'discard')} down to {p.node(e.count)} {cards}"


@compiles(DiscardDownTo)
def compile_discard_down(e: DiscardDownTo, cc, optional=False):
    count = compile_node(e.count)

    def body(ctx, p):
        g = ctx.game
        hand = list(g.state.zones[p][g.hand_zone])
        over = len(hand) - count(ctx)
        if over <= 0:
            return
        got = g.choose_cards(p, hand, over, "discard", f"discard {over}")
        for c in got:
            g.discard(c)
        ctx.it = got
        ctx.discarded = (ctx.discarded or set()) | {p}

    return for_each_player(subjects(e.player), body)


@reads("e_discard", builds=Discard)
def e_discard(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    rest = children[1:] if player is not None else children
    return Discard(player, rest[0], len(rest) > 1, span=span_of(meta))


# "discard your hand": a whole zone is all the cards in it
@reads("e_discard_zone", builds=(Discard, SL.Select))
def e_discard_zone(self, meta, *children):
    player = children[0] if len(children) == 2 else None
    return Discard(player, SL.all_in(children[-1]), span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Draw)
def print_draw(p, e: Draw) -> str:
    c = e.cards
    if (
        isinstance(c, SL.Select)
        and c.quantity == "count"
        and c.count is not None
        and not isinstance(c.count, (N.Num, N.ThatMany))
    ):
        return f"{p.verb(e.player, 'draw')} cards equal to {p.node(c.count)}"
    s = f"{p.verb(e.player, 'draw')} {p.node(e.cards)}"
    if e.to is not None:
        s += f" to {p.node(e.to)}"
    return manner(e.manner) + s


@prints(Discard)
def print_discard(p, e: Discard) -> str:
    s = f"{p.verb(e.player, 'discard')} {p.node(e.cards)}"
    if e.at_random:
        s += " at random"
    return manner(e.manner) + s


# ------------------------------------------------------------------------- compiling


def _own_deck(post, cc) -> bool:
    """ "from deck" / "from your deck": where a draw comes from anyway."""
    return (
        isinstance(post, PR.InZone)
        and not post.had
        and post.zone.zone == cc.zones.get("deck")
        and not post.zone.that
        and not post.zone.opposite
        and (post.zone.player is None or post.zone.player.who == "you")
    )


@compiles(Draw)
def compile_draw(e: Draw, cc, optional=False):
    cards = e.cards
    if (
        isinstance(cards, SL.Select)
        and cards.quantity == "count"
        and e.manner is None
        and e.to is None
        and all(_own_deck(p, cc) for p in cards.filter.post)
        and cards.filter.owner is None
        and not cards.filter.prefix
        and set(cards.filter.adjectives) <= {"new"}
    ):
        return _plain_draw(e.player, cards.count)
    to = compile_node(e.to) if e.to is not None else None
    top = _drawn_from_top(cards, e.manner, cc)
    if top is not None:  # "draw a card from opposite deck": a draw, not a search
        pick = C.cards_fn(top, "deck")
    elif isinstance(cards, SL.Select):
        pick = C.cards_fn(picked_randomly(cards, e.manner), "deck", chooser=lambda ctx: ctx.me())
        if e.manner == "chosen":  # "selectively draw": a search, the searcher sees the cards
            pick = _searching(SL.selection_candidates(cards.filter, "deck"), pick)
    else:
        pick = C.cards_fn(cards, "deck")

    def body(ctx, p):
        got = pick(ctx)
        dest = to(ctx)[0] if to is not None else (p, ctx.game.hand_zone)
        for c in got:
            ctx.game.move(c, dest[0], dest[1])
            ctx.game.state.controller[c] = dest[0]
        ctx.it = got
        if got:
            from ..interpreter.timing import Event

            ctx.game.emit(Event("draw", player=p, amount=len(got)))

    return for_each_player(subjects(e.player), body)


def _drawn_from_top(cards, manner, cc) -> C.ZoneEnd | None:
    """ "draw a card from opposite deck" names a deck and any card of it (no "selectively",
    "randomly", kind or test): a draw of its top card, not a search.  The top cards it takes,
    or None."""
    if manner is not None or not isinstance(cards, SL.Select) or cards.quantity != "count":
        return None
    f = cards.filter
    if f.prefix is not None or f.owner is not None or set(f.adjectives) - {"new"}:
        return None
    if f.noun not in (None, "card") or len(f.post) != 1 or not isinstance(f.post[0], PR.InZone):
        return None
    zone = f.post[0].zone
    if cards.count is None or zone.zone != cc.zones.get("deck") or zone.that:
        return None
    return C.ZoneEnd("top", cards.count, zone, span=cards.span)


def _searching(candidates, pick):
    """A search of hidden cards: the searcher looks at them first (so what they choose by is
    what they see)."""

    def search(ctx):
        g = ctx.game
        me = ctx.me()
        hidden = [c for c in candidates(ctx) if not g.can_see(me, c)]
        if hidden:
            g.look(me, hidden)
        return pick(ctx)

    return search


def _plain_draw(player, n):
    """ "Draw two cards": the game's own draw, from the player's deck."""
    if player is None and isinstance(n, N.Num):
        count = n.value

        def draw_mine(ctx):
            ctx.it = ctx.game.draw(ctx.controller if ctx.they is None else ctx.they, count)

        # (the same, done for a player with nothing after it to read "it": a turn's step)
        draw_mine.plain = lambda game, player: game.draw(player, count)
        return draw_mine
    amount = compile_node(n)

    def body(ctx, p):
        ctx.it = ctx.game.draw(p, amount(ctx))

    return for_each_player(subjects(player), body)


@compiles(Discard)
def compile_discard(e: Discard, cc, optional=False):
    if e.player is None and not isinstance(e.cards, SL.Select):
        cards = C.cards_fn(e.cards, "hand")

        def discard_these(ctx):
            got = cards(ctx)
            for c in got:
                ctx.game.discard(c)
            ctx.it = got  # ("discard the top card of your deck. ... that card's level")

        return discard_these
    if isinstance(e.cards, SL.Select):
        how = "random" if e.at_random else e.manner
        pick = C.cards_fn(picked_randomly(e.cards, how), "hand", chooser=lambda ctx: ctx.they)
    else:
        pick = C.cards_fn(e.cards, "hand")

    def body(ctx, p):
        got = pick(ctx)
        for c in got:
            ctx.game.discard(c)
        ctx.it = got
        ctx.count = len(got)  # ("then draw that many cards")
        if got:
            ctx.discarded = (ctx.discarded or set()) | {p}

    return for_each_player(subjects(e.player), body)
