"""The game's declared events, in its own wording: "when this Ally stumbles", "whenever you
fight an Enemy", "whenever an Enemy escapes" (triggers) and "if an Enemy escaped this turn",
"if you fought an Enemy last turn" (conditions on the turn history).

A game declares an event with its wording ("X escapes", "you fight X": X is the card it is
about, "you" the player who acts, Y the card that did it) and its past form; the grammar gets
one rule per wording (see :mod:`dsl.vocab`), whose alias names the event by its index.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..dsl.vocab import EVENT_RULE, NOW_RULE, PAST_RULE
from ..interpreter import history
from . import cards as C
from . import filters as F
from . import selections as SL
from .conditions import Condition
from .durations import print_when
from .kit import compiles, prints, reads, reads_declared, span_of
from .players import Player, players_fn
from .predicates import InZone
from .triggers import ANYWHERE, Trigger, Watch, card_is, me_is, they_role
from .zones import Zone

if TYPE_CHECKING:
    from .cards import CardRef


@dataclass(frozen=True)
class OnGameEvent(Trigger):
    """An event the game declares, in its own wording: ``when this Ally stumbles``,
    ``whenever you fight an Enemy``, ``whenever an Enemy escapes``."""

    cards: CardRef | None
    event: str
    player: Player | None = None
    source: CardRef | None = None


@dataclass(frozen=True)
class EventHappened(Condition):
    """``if an Enemy escaped this turn`` / ``if you fought an Enemy last turn``: an event the
    game declares, in the turn history."""

    event: str
    cards: CardRef | None = None
    player: Player | None = None
    source: CardRef | None = None
    when: str = "this_turn"
    #: where it happened ("... on the Rooftops or Bridge"): the zone its card was in
    where: Zone | None = None
    #: said in the present ("if you fight X in the Sewers", in the ability of that event):
    #: the event of this turn
    now: bool = False

    def asks(self) -> str | None:
        return self.event


# ------------------------------------------------------------------------- reading


@reads_declared(EVENT_RULE, builds=OnGameEvent)
def declared_trigger(self, meta, *parts, index: int):
    """``gev__N``: the N-th declared event, as a trigger."""
    return declared_event(self, meta, *parts, index=index, past=False)


@reads_declared(PAST_RULE, builds=EventHappened)
def declared_condition(self, meta, *parts, index: int):
    """``gevp__N``: the N-th declared event, in the turn history."""
    return declared_event(self, meta, *parts, index=index, past=True)


@reads_declared(NOW_RULE, builds=EventHappened)
def declared_now(self, meta, *parts, index: int):
    """``gevn__N``: the N-th declared event as it happens this turn, at a place ("if you fight
    X on the Bridge")."""
    return declared_event(self, meta, *parts, index=index, past=True, now=True)


@reads("event_place", builds=Zone)
def event_place(self, meta, first, *rest):
    """ "on the Rooftops or Bridge": the zones an event happened in (any of them)."""
    others = tuple(str(z) for z in rest[1::2])
    joiner = str(rest[0]).lower() if rest else "or"
    return Zone(str(first), None, also=others, joiner=joiner, span=span_of(meta))


@reads("pf_acted_at", builds=InZone)
def pf_acted_at(self, meta, *parts):
    """ "a Villain you fight on the Rooftops": the cards on that space (where they are when it
    happens to them)."""
    return InZone(parts[-1], span=span_of(meta))


def declared_event(self, meta, *parts, index: int, past: bool, now: bool = False):
    """A game's declared event in its wording: its parts (a player, the card X, the card Y, a
    time) in the order the wording has them."""
    event = list(self.language.events)[index]
    player = next((p for p in parts if isinstance(p, Player)), None)
    cards = [p for p in parts if isinstance(p, C.CardRef)]

    spec = self.language.events[event]
    wording = spec.past[0] if past and not now else spec.wording[0]
    order = [w for w in wording.split() if w in ("X", "Y")]
    x = cards[order.index("X")] if "X" in order and len(cards) > order.index("X") else None
    y = cards[order.index("Y")] if "Y" in order and len(cards) > order.index("Y") else None
    if past:
        when = next((p for p in parts if isinstance(p, str)), "this_turn")
        where = next((p for p in parts if isinstance(p, Zone)), None)
        return EventHappened(event, x, player, y, when, where, now, span=span_of(meta))
    return OnGameEvent(x, event, player, y, span=span_of(meta))


# ------------------------------------------------------------------------- printing


def declared(p, wording: str, x, player, y) -> str:
    """A game's declared event in its own words, with its parts filled in."""
    words = wording.split()
    out = []
    for i, w in enumerate(words):
        if w == "X":
            out.append(p.node(x) if x is not None else "a card")
        elif w == "Y":
            out.append(p.node(y) if y is not None else "a card")
        elif i == 0 and w.lower() == "you":
            out.append(p.subject(player or Player("you")))
        elif (
            i == 1
            and words[0].lower() == "you"
            and player is not None
            and player.who not in ("you", "they")
        ):
            # (a present wording's verb agrees with its player; a past one needs not)
            present = next(
                (e for e in p.lang.events.values() if wording in e.wording and e.third_person),
                None,
            )
            out.append(
                present.third_person[present.wording.index(wording)] if present is not None else w
            )
        elif w.lower() in ("is", "are", "was", "were") and x is not None:
            if x.plural():
                out.append({"is": "are", "was": "were"}.get(w.lower(), w.lower()))
            else:
                out.append({"are": "is", "were": "was"}.get(w.lower(), w.lower()))
        else:
            out.append(w)
    return " ".join(out)


@prints(OnGameEvent)
def print_on_game_event(p, t: OnGameEvent, role: str = "") -> str:
    wording = p.lang.events[t.event].wording[0]
    return "whenever " + declared(p, wording, t.cards, t.player, t.source)


@prints(EventHappened)
def print_event_happened(p, c: EventHappened) -> str:
    spec = p.lang.events[c.event]
    place = f" in {p.node(c.where)}" if c.where is not None else ""
    if c.now:
        return declared(p, spec.wording[0], c.cards, c.player, c.source) + place
    return f"{declared(p, spec.past[0], c.cards, c.player, c.source)}{place} {print_when(c.when)}"


# ------------------------------------------------------------------------- compiling


@compiles(OnGameEvent)
def compile_on_game_event(t: OnGameEvent, cc=None):
    card = card_is(t.cards)
    source = card_is(t.source) if t.source is not None else None
    is_p = me_is(t.player) if t.player is not None else None
    about_itself = isinstance(t.cards, C.This)
    return Watch(
        t.event,
        lambda g, ev, me: (
            card(g, ev.card, me)
            and (source is None or source(g, ev.source, me))
            and (is_p is None or is_p(g, ev.player, me))
        ),
        about_itself,
        # "When this Enemy escapes": about the card, wherever it is
        ANYWHERE if about_itself else None,
        they=they_role(t.player),
    )


@compiles(EventHappened)
def compile_event_happened(c: EventHappened, cc=None):
    kind, when = c.event, c.when
    card = F.filter_fn(c.cards.filter, for_event=True) if isinstance(c.cards, SL.Select) else None
    this = isinstance(c.cards, C.This)
    who = players_fn(c.player) if c.player is not None else None
    names = (c.where.zone, *c.where.also) if c.where is not None else ()

    def happened(ctx):
        g = ctx.game
        players = who(ctx) if who is not None else None
        places = {m for n in names for m in g.zone_members(n)}
        return (
            history.count(
                g,
                g.past_turn(when),
                kind,
                lambda e: (
                    (players is None or e.player in players)
                    and (not places or e.zone in places)
                    and (not this or e.card == ctx.source)
                    and (card is None or (e.card is not None and card(g, e.card, ctx)))
                ),
            )
            > 0
        )

    return happened
