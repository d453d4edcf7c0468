"""Triggers: when an ability happens — "at the start of your turn", "at the end of any turn
where ...", "at the end of your draw step", "whenever X is destroyed", "whenever you draw ...",
"when you block with this card", "whenever you play an X-Men card", "if X is defeated".

A trigger compiles to a :class:`Watch`: the kind of event it listens for and
``match(game, event, me) -> bool`` (``me``: the card whose ability it is).  Triggers about
damage, coins and the game's declared events are with those concepts.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from . import cards as C
from . import selections as SL
from .kit import Node, compile_node, compiles, passes, prints, reads, span_of
from .players import Player

if TYPE_CHECKING:
    from .cards import CardRef
    from .conditions import Condition
    from .zones import Zone

#: the zone of abilities that work wherever their card is
ANYWHERE = "*"


class Trigger(Node):
    """When an ability happens: compiles to a :class:`Watch`."""

    #: an ability heard as its event would happen ends with "instead" ("If X would be
    #: destroyed, ... instead"), unless its trigger's words say it ("if you would take damage")
    INSTEAD_SAID: ClassVar[bool] = True


class Watch(NamedTuple):
    """What a trigger listens for: the event kind, and ``match(game, event, me)``.
    ``self_event``: the event is about the listening card itself (it hears it wherever it
    went); ``zone``: where the ability listens from when the trigger says ("this card from
    your hand"; :data:`ANYWHERE`), None for where its card's abilities work."""

    event: str
    match: Any
    self_event: bool = False
    zone: str | None = None
    #: the event's role "it" means in the ability (None: its card, else its source):
    #: "If this attack is blocked, return it to your hand" — the attack, not the blocker
    it: str | None = None
    #: the event's role of the player the trigger names, whom "they" means in the ability
    #: ("When your opponent blocks this attack, they discard a card")
    they: str | None = None


def they_role(player: Player | None, role: str = "player") -> str | None:
    """The role "they" means when a trigger names ``player`` (not when it is you)."""
    return role if player is not None and player.who != "you" else None


def trigger_of(t: Trigger, cc=None) -> Watch:
    return compile_node(t, cc)


@dataclass(frozen=True)
class AtTurn(Trigger):
    """``At the start of your turn`` / ``At the end of any turn where ...`` / ``At the end of
    your draw step`` (a step the game's turn names)."""

    edge: str  # start | end
    player: Player | None  # None: any turn
    next: bool = False  # "your opponent's next turn"
    where: Condition | None = None
    step: str | None = None  # "At the end of your draw step": a named step of the turn
    this: bool = False  # "At the end of this turn" (said of what happens once: a delay)


@dataclass(frozen=True)
class OnDestroyed(Trigger):
    cards: CardRef


@dataclass(frozen=True)
class OnDraw(Trigger):
    player: Player


@dataclass(frozen=True)
class OnHeal(Trigger):
    player: Player


@dataclass(frozen=True)
class OnBlock(Trigger):
    """``when your opponent blocks from their hand`` / ``when you block with this card`` /
    ``when this attack is blocked`` / ``when your opponent blocks one of your attacks with a
    card from their hand``: who blocks (None: anyone), from where, with what (the blocking
    card) and what is blocked."""

    player: Player | None
    from_zone: Zone | None
    with_: CardRef | None = None
    blocked: CardRef | None = None


@dataclass(frozen=True)
class FirstTime(Trigger):
    """``the first time each turn X`` (``each_turn``) / ``the next time X``: the trigger X,
    heard once each turn, or once while its card stays where it is."""

    event: Trigger
    each_turn: bool = True


@dataclass(frozen=True)
class OnPlay(Trigger):
    """``Whenever you play an X-Men card``."""

    player: Player
    cards: CardRef


@dataclass(frozen=True)
class OnDefeated(Trigger):
    """``whenever this attack is defeated``; written ``If this attack is defeated, ...`` as a
    sentence of its own."""

    cards: CardRef


# ------------------------------------------------------------------------- reading

passes("on_event", "trigger")


def _edge(tok) -> str:
    """ "at the end of" -> "end"; "at the start of" / "at the beginning of" -> "start"."""
    return "end" if " end" in " ".join(str(tok).lower().split()) else "start"


# whose turn: (player, next, where)
@reads("turn_of")
def turn_of(self, meta, player):
    return (player, False, None)


@reads("turn_of_next")
def turn_of_next(self, meta, player):
    return (player, True, None)


@reads("turn_any")
def turn_any(self, meta):
    return (None, False, None)


@reads("turn_any_where")
def turn_any_where(self, meta, cond):
    return (None, False, cond)


@reads("turn_this")
def turn_this(self, meta):
    return "this"


@reads("at_turn", builds=AtTurn)
def at_turn(self, meta, edge, spec):
    edge = _edge(edge)
    if spec == "this":
        return AtTurn(edge, None, this=True, span=span_of(meta))
    player, nxt, where = spec
    return AtTurn(edge, player, nxt, where, span=span_of(meta))


@reads("at_step", builds=AtTurn)
def at_step(self, meta, edge, player, step):
    return AtTurn(_edge(edge), player, step=step, span=span_of(meta))


@reads("ev_destroyed", builds=OnDestroyed)
def ev_destroyed(self, meta, cards):
    return OnDestroyed(cards, span=span_of(meta))


@reads("ev_draw_some", builds=OnDraw)
def ev_draw_some(self, meta, player, cards):
    return OnDraw(player, span=span_of(meta))


@reads("ev_heal", builds=OnHeal)
def ev_heal(self, meta, player, card):
    return OnHeal(player, span=span_of(meta))


@reads("ev_heal_any", builds=OnHeal)
def ev_heal_any(self, meta, player):
    return OnHeal(player, span=span_of(meta))


passes("event")


@reads("first_time_each_turn", builds=FirstTime)
def first_time_each_turn(self, meta, event):
    return FirstTime(event, True, span=span_of(meta))


@reads("next_time", builds=FirstTime)
def next_time(self, meta, event):
    return FirstTime(event, False, span=span_of(meta))


@reads("ev_block", builds=OnBlock)
def ev_block(self, meta, player, zone, *with_):
    return OnBlock(player, zone, with_[0] if with_ else None, span=span_of(meta))


def _zone_out(ref):
    """(the cards, the zone) of "an attack from your hand" / "a card from their hand" in a
    block: where the block comes from (the blocking card has left it when the event is
    heard), said after what is blocked or what blocks."""
    from . import predicates as PR
    from . import selections as SL

    if isinstance(ref, SL.Select):
        places = [p for p in ref.filter.post if isinstance(p, PR.InZone)]
        if len(places) == 1 and not places[0].had:
            post = tuple(p for p in ref.filter.post if p is not places[0])
            f = dataclasses.replace(ref.filter, post=post)
            return dataclasses.replace(ref, filter=f), places[0].zone
    return ref, None


@reads("ev_block_with", builds=OnBlock)
def ev_block_with(self, meta, player, cards):
    cards, zone = _zone_out(cards)
    return OnBlock(player, zone, cards, span=span_of(meta))


@reads("ev_block_what", builds=(OnBlock, C.This))
def ev_block_what(self, meta, player, blocked, *with_):
    """ "you block this attack from your hand", "your opponent blocks one of your attacks
    with a card from their hand"."""
    zone = None
    if isinstance(blocked, C.This) and blocked.from_zone is not None:
        zone, blocked = blocked.from_zone, C.This(blocked.noun, span=blocked.span)
    else:
        blocked, zone = _zone_out(blocked)
    using = with_[0] if with_ else None
    if using is not None and zone is None:
        using, zone = _zone_out(using)
    return OnBlock(player, zone, using, blocked, span=span_of(meta))


@reads("ev_blocked", builds=OnBlock)
def ev_blocked(self, meta, blocked):
    return OnBlock(None, None, None, blocked, span=span_of(meta))


@reads("ev_blocked_from", builds=OnBlock)
def ev_blocked_from(self, meta, blocked, zone):
    """ "if this attack is blocked from the hand": by whoever blocks, from that zone."""
    return OnBlock(None, zone, None, blocked, span=span_of(meta))


@reads("ev_blocked_by", builds=OnBlock)
def ev_blocked_by(self, meta, blocked, using):
    """ "each time an attack is blocked by a card from your hand"."""
    using, zone = _zone_out(using)
    return OnBlock(None, zone, using, blocked, span=span_of(meta))


@reads("ev_play", builds=OnPlay)
def ev_play(self, meta, player, cards):
    return OnPlay(player, cards, span=span_of(meta))


@reads("ev_defeated", builds=OnDefeated)
def ev_defeated(self, meta, cards):
    return OnDefeated(cards, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(AtTurn)
def print_at_turn(p, t: AtTurn, role: str = "") -> str:
    if t.this:
        whose = "this turn"
    elif t.where is not None:
        whose = f"any turn where {p.node(t.where)}"
    elif t.player is None:
        whose = "each turn"
    elif t.step is not None:
        whose = f"{p.possessive(t.player)} {t.step} step"
    else:
        whose = f"{p.possessive(t.player)} {'next ' if t.next else ''}turn"
    return f"at the {t.edge} of {whose}"


@prints(OnDestroyed)
def print_on_destroyed(p, t: OnDestroyed, role: str = "") -> str:
    if role == "instead":  # (a replacement: "if X would be destroyed, ... instead")
        return f"if {p.node(t.cards)} would be destroyed"
    return f"whenever {p.node(t.cards)} {p.be(t.cards)} destroyed"


def _any_number(p, t, verb: str) -> str:
    cards = p.lang.noun_plurals.get("card", "cards")
    return f"whenever {p.subject(t.player)} {p.verb_for(t.player, verb)} any number of {cards}"


@prints(OnDraw)
def print_on_draw(p, t: OnDraw, role: str = "") -> str:
    return _any_number(p, t, "draw")


@prints(OnHeal)
def print_on_heal(p, t: OnHeal, role: str = "") -> str:
    return _any_number(p, t, "heal")


@prints(OnBlock)
def print_on_block(p, t: OnBlock, role: str = "") -> str:
    if t.player is None:
        assert t.blocked is not None
        s = f"whenever {p.node(t.blocked)} {p.be(t.blocked)} blocked"
        if t.with_ is not None:
            s += f" by {p.node(t.with_)}"
        if t.from_zone is not None:
            s += f" from {p.node(t.from_zone)}"
        return s
    s = f"whenever {p.subject(t.player)} {p.verb_for(t.player, 'block')}"
    if t.blocked is not None:
        s += f" {p.node(t.blocked)}"
        # (where the block comes from goes with a card that can say it: "this attack from
        # your hand", "one of your attacks from ...", else "with a card from their hand")
        said_after = isinstance(t.blocked, (C.This, SL.Select))
        if t.from_zone is not None and said_after:
            s += f" from {p.node(t.from_zone)}"
        if t.with_ is not None:
            s += f" with {p.node(t.with_)}"
        if t.from_zone is not None and not said_after:
            s += f" from {p.node(t.from_zone)}"
        return s
    if t.from_zone is not None:
        s += f" from {p.node(t.from_zone)}"
    if t.with_ is not None:
        s += f" with {p.node(t.with_)}"
    return s


@prints(FirstTime)
def print_first_time(p, t: FirstTime, role: str = "") -> str:
    inner = p.node(t.event)
    assert inner.startswith("whenever ")
    when = "the first time each turn" if t.each_turn else "the next time"
    return f"{when} {inner[len('whenever ') :]}"


@prints(OnPlay)
def print_on_play(p, t: OnPlay, role: str = "") -> str:
    return f"whenever {p.subject(t.player)} {p.verb_for(t.player, 'play')} {p.node(t.cards)}"


@prints(OnDefeated)
def print_on_defeated(p, t: OnDefeated, role: str = "") -> str:
    """``role="head"``: the head of an ability ("If this attack is defeated, ...")."""
    head = "if" if role in ("head", "instead") else "whenever"
    return f"{head} {p.node(t.cards)} {p.be(t.cards)} defeated"


# ------------------------------------------------------------------------- compiling


def me_is(player_ref: Player | None):
    """fn(game, event player, card) -> bool: is the event's player the one the text names,
    seen from the card's controller?"""
    who = player_ref.who if player_ref is not None else "you"
    if who == "you":
        # (a card of the table acts for whichever player the event is about)
        def you(g, p, me):
            c = g.state.controller[me]
            return p == c if c != g.table else p is not None

        return you
    if who in ("opponent", "each_opponent", "target_opponent"):

        def opponent(g, p, me):
            c = g.state.controller[me]
            return p is not None and (
                g.seats.opposes(p, c) if c != g.table else p != g.state.active
            )

        return opponent
    if who == "each_other":
        return lambda g, p, me: p is not None and p != g.state.controller[me]
    if who in ("allies", "ally"):

        def ally(g, p, me):
            c = g.state.controller[me]
            return p is not None and c != g.table and p != c and not g.seats.opposes(p, c)

        return ally
    return lambda g, p, me: p is not None


def card_is(ref: CardRef | None):
    """fn(game, card, me) -> bool: is the event's card one of those ``ref`` means?"""
    if ref is None:
        return lambda g, c, me: True
    return C.match_fn(ref, event=True)


@compiles(AtTurn)
def compile_at_turn(t: AtTurn, cc=None):
    kind = "turn_start" if t.edge == "start" else "turn_end"
    if t.step is not None:  # a named step of the turn: its own events
        kind = f"{t.edge}:{t.step}"
    if t.player is None:
        if t.where is None:
            return Watch(kind, lambda g, ev, me: True)
        where = compile_node(t.where, cc)
        return Watch(kind, lambda g, ev, me: where(g.static_ctx(me)))
    is_p = me_is(t.player)
    return Watch(kind, lambda g, ev, me: is_p(g, ev.player, me))


@compiles(OnDestroyed)
def compile_on_destroyed(t: OnDestroyed, cc=None):
    card = card_is(t.cards)
    return Watch("destroyed", lambda g, ev, me: card(g, ev.card, me), isinstance(t.cards, C.This))


@compiles(OnDraw)
def compile_on_draw(t: OnDraw, cc=None):
    is_p = me_is(t.player)
    return Watch("draw", lambda g, ev, me: is_p(g, ev.player, me), they=they_role(t.player))


@compiles(OnHeal)
def compile_on_heal(t: OnHeal, cc=None):
    is_p = me_is(t.player)
    return Watch("heal", lambda g, ev, me: is_p(g, ev.player, me), they=they_role(t.player))


@compiles(OnBlock)
def compile_on_block(t: OnBlock, cc=None):
    is_p = me_is(t.player) if t.player is not None else None
    zone = t.from_zone.zone if t.from_zone is not None else None
    listens = None
    if isinstance(t.with_, C.This):
        # "when you block with this Ally from your hand": it is the blocking card, and the
        # ability listens from there
        listens = t.with_.from_zone.zone if t.with_.from_zone is not None else None
        blocker = lambda g, c, me: c == me
    else:
        blocker = card_is(t.with_)
    blocked = card_is(t.blocked)
    return Watch(
        "block",
        lambda g, ev, me: (
            (is_p is None or is_p(g, ev.player, me))
            and (zone is None or ev.zone == zone)
            and (listens is None or ev.zone == listens)
            and blocker(g, ev.card, me)
            and blocked(g, ev.source, me)
        ),
        # (the blocking card hears its own block wherever the block sends it)
        self_event=listens is not None,
        zone=listens,
        # "when this attack is blocked ... it": the card blocked, unless the blocking card
        # is what the trigger is about
        it="source" if t.blocked is not None and t.with_ is None else None,
        they=they_role(t.player),
    )


#: each "first time" trigger compiled: its own key in the game's flags
_FIRST_TIMES = iter(range(1 << 62))


@compiles(FirstTime)
def compile_first_time(t: FirstTime, cc=None):
    """The inner trigger, heard only when it has not been this turn (or, for "the next
    time", since its card came where it is): the game's flags remember when it was."""
    inner = trigger_of(t.event, cc)
    key = ("first_time", next(_FIRST_TIMES))
    each_turn = t.each_turn

    def match(g, ev, me):
        if not inner.match(g, ev, me):
            return False
        flags = g.state.flags
        now = g.state.turn if each_turn else g.state.entered[me]
        if flags.get((key, me)) == now:
            return False
        flags[(key, me)] = now
        return True

    return Watch(inner.event, match, inner.self_event, inner.zone, inner.it, inner.they)


@compiles(OnPlay)
def compile_on_play(t: OnPlay, cc=None):
    is_p, card = me_is(t.player), card_is(t.cards)
    return Watch(
        "play",
        lambda g, ev, me: is_p(g, ev.player, me) and card(g, ev.card, me),
        they=they_role(t.player),
    )


@compiles(OnDefeated)
def compile_on_defeated(t: OnDefeated, cc=None):
    card = card_is(t.cards)
    return Watch("defeated", lambda g, ev, me: card(g, ev.card, me), isinstance(t.cards, C.This))
