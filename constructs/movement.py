"""Cards moving: "put it on top of your deck", "put them back in any order", "return it to
your hand", "place this card", "shuffle your discard pile into your deck", "shuffle them",
"swap your hand and deck", "swap it with a random card from your opponent's hand", "gain
control of X"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import cards as C
from . import selections as SL
from . import zones as Z
from .effects import Effect, for_each_player, manner, subjects
from .kit import MeaningError, compile_node, compiles, prints, reads, span_of, word
from .players import Player, player_fn

if TYPE_CHECKING:
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class Move(Effect):
    """Put cards somewhere: ``position`` is ``top``, ``bottom``, ``top_or_bottom``, ``back``
    (where they came from) or None (the zone's usual place); ``order`` is ``any``, ``random`` or
    None; ``to`` None (and no position): "place" them where the game places such cards."""

    FINDS_IN: ClassVar[str | None] = "hand"

    OBJECT: ClassVar[str | None] = "cards"
    MAY_PASS: ClassVar[bool] = True
    HAS_MANNER: ClassVar[bool] = True
    SHARES_SUBJECT: ClassVar[bool] = True

    cards: CardRef
    to: Zone | None
    position: str | None = None
    order: str | None = None
    manner: str | None = None
    #: who puts them ("your opponent puts a card from their hand on top of their deck"; None:
    #: the player whose ability it is)
    player: Player | None = None

    def acts_for_you(self) -> bool:
        return self.to is not None and self.player is None


@dataclass(frozen=True)
class ShuffleInto(Effect):
    """``shuffle your discard pile into your deck``; ``your opponent shuffles their hand into
    their deck`` (``player``: who does it); "that many" after it is how many cards went."""

    FINDS_IN: ClassVar[str | None] = "hand"
    OBJECT: ClassVar[str | None] = "cards"
    SETS: ClassVar[tuple[str, ...]] = ("count",)
    SHARES_SUBJECT: ClassVar[bool] = True

    cards: CardRef
    zone: Zone
    player: Player | None = None

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Shuffle(Effect):
    """``shuffle your deck`` / ``shuffle them`` (the zones the effect before spoke of)."""

    target: CardRef | Zone

    def acts_for_you(self) -> bool:
        return True


@dataclass(frozen=True)
class SwapZones(Effect):
    """``swap your hand and deck``."""

    first: Zone
    second: str


@dataclass(frozen=True)
class SwapCards(Effect):
    """``swap it with a random card from opposing player``: the two cards change places."""

    first: CardRef
    second: CardRef


@dataclass(frozen=True)
class GainControl(Effect):
    """``[player] gain(s) control of X`` (no player: the ability's, "you")."""

    player: Player | None
    cards: CardRef


# ------------------------------------------------------------------------- reading

word(("any_order", "any"), ("random_order", "random"))


# where cards are put: (position, zone, order)
@reads("to_top")
def to_top(self, meta, zone, *order):
    return ("top", zone, order[0] if order else None)


@reads("to_bottom")
def to_bottom(self, meta, zone, *order):
    return ("bottom", zone, order[0] if order else None)


@reads("to_top_or_bottom")
def to_top_or_bottom(self, meta, zone):
    return ("top_or_bottom", zone, None)


@reads("to_zone")
def to_zone(self, meta, zone):
    return (None, zone, None)


@reads("to_back")
def to_back(self, meta, *order):
    return ("back", None, order[0] if order else None)


@reads("e_put", builds=Move)
def e_put(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    cards, (position, zone, order) = children[-2], children[-1]
    return Move(cards, zone, position, order, player=player, span=span_of(meta))


@reads("e_take", builds=(Move, Z.Zone))
def e_take(self, meta, cards):
    """ "Take the top card of X": into your hand."""
    hand = self.language.zone_roles.get("hand") or (
        "hand" if "hand" in self.language.zone_names else None
    )
    if hand is None:
        raise MeaningError("E-MEANING", "take it where? the game names no hand", span_of(meta))
    return Move(cards, Z.Zone(hand, Player("you"), span=span_of(meta)), span=span_of(meta))


@reads("e_return", builds=Move)
def e_return(self, meta, cards, zone):
    return Move(cards, zone, span=span_of(meta))


@reads("e_place", builds=Move)
def e_place(self, meta, cards):
    return Move(cards, None, span=span_of(meta))


# (offered to a game's own phrases: "recover all cards from Recovery")
@reads("e_return_to_hand", builds=(Move, Z.Zone))
def e_return_to_hand(self, meta, cards):
    hand = self.language.zone_roles.get("hand")
    if hand is None:
        raise MeaningError(
            "E-MEANING",
            "this game has no hand to return cards to",
            span_of(meta),
            "declare language.zone_roles.hand in game.yaml",
        )
    return Move(cards, Z.Zone(hand, None), span=span_of(meta))


@reads("e_shuffle_into", builds=ShuffleInto)
def e_shuffle_into(self, meta, *parts):
    player = parts[0] if len(parts) == 3 else None
    return ShuffleInto(parts[-2], parts[-1], player, span=span_of(meta))


# "shuffle your discard pile into your deck": a whole zone is all the cards in it
@reads("e_shuffle_zone_into", builds=(ShuffleInto, SL.Select))
def e_shuffle_zone_into(self, meta, *parts):
    player = parts[0] if len(parts) == 3 else None
    return ShuffleInto(SL.all_in(parts[-2]), parts[-1], player, span=span_of(meta))


@reads("e_shuffle_cards", "e_shuffle_zone", builds=Shuffle)
def e_shuffle(self, meta, target):
    return Shuffle(target, span=span_of(meta))


@reads("e_swap_zones", builds=(SwapZones, Z.Zone))
def e_swap_zones(self, meta, player, first, second):
    return SwapZones(Z.Zone(first, player, span=span_of(meta)), second, span=span_of(meta))


@reads("e_swap_cards", builds=(SwapCards, C.It))
def e_swap_cards(self, meta, other):
    return SwapCards(C.It(span=span_of(meta)), other, span=span_of(meta))


@reads("e_gain_control", builds=GainControl)
def e_gain_control(self, meta, player, cards):
    return GainControl(player, cards, span=span_of(meta))


@reads("e_gain_control_you", builds=GainControl)
def e_gain_control_you(self, meta, cards):
    return GainControl(None, cards, span=span_of(meta))


# ------------------------------------------------------------------------- printing


def _where(p, cards, z) -> str:
    """The zone moved to: "their owners' hands" for cards that are several, each its own
    owner's ("its owner's hand" for one)."""
    if (
        isinstance(z, Z.Zone)
        and z.player is not None
        and z.player.who == "owner"
        and not (z.also or z.that or z.opposite)
        and z.zone not in p.lang.bare_zones
        and cards.plural()
    ):
        from ..dsl.game import plural_word

        return "their owners' " + plural_word(p.lang.zone_names[z.zone])
    return p.node(z) if z is not None else ""


@prints(Move)
def print_move(p, e: Move) -> str:
    cards = p.node(e.cards)
    to = _where(p, e.cards, e.to)
    order = {"any": " in any order", "random": " in a random order", None: ""}[e.order]
    pos = e.position
    if pos == "top":
        s = f"put {cards} on top of {to}{order}"
    elif pos == "bottom":
        s = f"put {cards} on the bottom of {to}{order}"
    elif pos == "top_or_bottom":
        s = f"put {cards} on the top or bottom of {to}"
    elif pos == "back":
        s = f"put {cards} back{order}"
    elif e.to is None:
        s = f"place {cards}"
    else:
        s = f"put {cards} into {to}"
    if (e.player is not None or p.agree is not None) and s.startswith("put "):
        s = p.verb(e.player, "put") + s[3:]  # ("your opponent puts ...")
    return manner(e.manner) + s


@prints(ShuffleInto)
def print_shuffle_into(p, e: ShuffleInto) -> str:
    verb = "shuffle" if e.player is None else p.verb(e.player, "shuffle")
    return f"{verb} {p.node(e.cards)} into {_where(p, e.cards, e.zone)}"


@prints(Shuffle)
def print_shuffle(p, e: Shuffle) -> str:
    return f"shuffle {p.node(e.target)}"


@prints(SwapZones)
def print_swap_zones(p, e: SwapZones) -> str:
    return f"swap {p.node(e.first)} and {p.lang.zone_names[e.second]}"


@prints(SwapCards)
def print_swap_cards(p, e: SwapCards) -> str:
    return f"swap it with {p.node(e.second)}"


@prints(GainControl)
def print_gain_control(p, e: GainControl) -> str:
    return f"{p.verb(e.player, 'gain')} control of {p.node(e.cards)}"


# ------------------------------------------------------------------------- compiling


@compiles(Move)
def compile_move(e: Move, cc, optional=False):
    if e.player is not None and e.player.who != "you":
        # another player puts them: they choose, and "their" is theirs
        import dataclasses

        to = e.to
        if to is not None and to.player is not None and to.player.who == "you":
            to = dataclasses.replace(to, player=Player("controller"))  # ("into your hand")
        mine = compile_move(dataclasses.replace(e, player=None, to=to), cc, optional)
        return for_each_player(subjects(e.player), lambda ctx, p: mine(ctx))
    pick = C.cards_fn(e.cards, "hand", optional=optional)
    to = compile_node(e.to) if e.to is not None else None
    # ("into Recovery 2", "to their owners' hands": each card's owner's)
    owners_zone = (
        e.to is not None
        and (e.to.player is None or e.to.player.who == "owner")
        and not e.to.that
        and not e.to.opposite
    )
    position, order, how = e.position, e.order, e.manner
    # "the top card of your opponent's discard pile ... to the bottom of their deck": "their" is
    # the player whose zone the cards come from, when the sentence has no other subject
    source = _source_player(e.cards) if _means_them(e.to) else None

    def move(ctx):
        g = ctx.game
        got = pick(ctx)
        ctx.it = got
        if to is None and position is None:
            g.place(got, ctx, how)
            return
        if not got:
            return
        if position == "back":
            if order == "any" and len(got) > 1:
                g.reorder(ctx.me(), got)
            return
        if source is not None and ctx.they is None:
            ctx.they = source(ctx)
            dest_player, dest_zone = to(ctx)[0]
            ctx.they = None
        else:
            dest_player, dest_zone = to(ctx)[0]
        if owners_zone and not g.gd.on_table(dest_zone) and dest_zone != g.permanent_zone:
            dest_player = None  # "into Recovery 2": each card's owner's
        bottom = position == "bottom"
        if position == "top_or_bottom":
            bottom = g.decide(ctx.me(), "position", ["top", "bottom"]) == "bottom"
        if order == "any" and len(got) > 1:
            got = g.choose_order(ctx.me(), got)
        elif order == "random" and len(got) > 1:
            g.shuffle_cards(got)
        for c in got:
            g.put(c, g.owner[c] if dest_player is None else dest_player, dest_zone, bottom=bottom)

    return move


def _means_them(zone) -> bool:
    return zone is not None and zone.player is not None and zone.player.who == "they"


def _source_player(cards):
    """fn(ctx) -> the player whose zone ``cards`` are taken from, when the text names another
    player's zone (None otherwise)."""
    zone = cards.zone if isinstance(cards, C.ZoneEnd) else None
    if zone is None or zone.player is None or zone.player.who in ("you", "they"):
        return None
    return player_fn(zone.player)


@compiles(ShuffleInto)
def compile_shuffle_into(e: ShuffleInto, cc, optional=False):
    pick = C.cards_fn(e.cards, "hand")
    zones = compile_node(e.zone)
    if e.zone.player is not None and e.zone.player.who == "owner":
        name = e.zone.zone

        def into_owners(ctx, player=None):  # ("into their owners' decks": each card's own)
            g = ctx.game
            touched = []
            moved = pick(ctx)
            for c in moved:
                place = (g.owner[c], g.zone_members(name)[0])
                g.put(c, *place)
                touched += [place] if place not in touched else []
            for p, z in touched:
                g.shuffle(p, z)
            ctx.count = len(moved)

        if e.player is None:
            return into_owners
        return for_each_player(subjects(e.player), into_owners)

    def shuffle_into(ctx, player=None):
        g = ctx.game
        moved = 0
        for p, z in zones(ctx):
            for c in pick(ctx):
                g.put(c, p, z)
                moved += 1
            g.shuffle(p, z)
        ctx.count = moved  # ("then draw that many cards")

    if e.player is None:
        return shuffle_into
    return for_each_player(subjects(e.player), shuffle_into)


@compiles(Shuffle)
def compile_shuffle(e: Shuffle, cc, optional=False):
    if isinstance(e.target, Z.Zone):
        zones = compile_node(e.target)

        def shuffle_zones(ctx):
            for p, z in zones(ctx):
                ctx.game.shuffle(p, z)

        return shuffle_zones

    def shuffle_them(ctx):  # the zones the effect before spoke of
        for p, z in ctx.zones or []:
            ctx.game.shuffle(p, z)

    return shuffle_them


@compiles(SwapZones)
def compile_swap_zones(e: SwapZones, cc, optional=False):
    first = compile_node(e.first)
    second = e.second

    def swap(ctx):
        g = ctx.game
        for p, z in first(ctx):
            g.swap_zones(p, z, second)
            ctx.zones = [(p, z), (p, second)]

    return swap


@compiles(SwapCards)
def compile_swap_cards(e: SwapCards, cc, optional=False):
    first, second = C.cards_fn(e.first, "played"), C.cards_fn(e.second, "played")

    def swap(ctx):
        mine, theirs = first(ctx), second(ctx)
        if not mine or not theirs:
            return
        g = ctx.game
        a, b = mine[0], theirs[0]
        wa, wb = g.state.where[a], g.state.where[b]
        g.move(a, wb[0], wb[1])
        g.move(b, wa[0], wa[1])
        g.state.controller[a], g.state.controller[b] = wb[0], wa[0]

    return swap


@compiles(GainControl)
def compile_gain_control(e: GainControl, cc, optional=False):
    who = player_fn(e.player) if e.player is not None else (lambda ctx: ctx.me())
    pick = C.cards_fn(e.cards, "permanent")

    def gain(ctx):
        g = ctx.game
        p = who(ctx)
        for c in pick(ctx):
            g.gain_control(p, c)

    return gain
