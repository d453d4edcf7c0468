"""What happened earlier, read from the turn history (see :mod:`interpreter.history`), beyond
the cards played (:mod:`constructs.turn_history`) and the damage (:mod:`constructs.damage`):

* cards a player discarded, or that were destroyed, in a turn, after a noun ("for each card your
  opponent discarded from their hand this turn", "each Unit destroyed this turn"): a card
  matches when the history has it so, wherever it is now;
* the cards a player drew ("for each card you drew this turn", "the number of cards you drew
  last turn"): a count, as drawing keeps how many were drawn, not which (a drawn card is
  secret);
* what a player did ("if your opponent healed last turn", "if you blocked this turn") and
  "if your opponent blocked your last attack (from their hand)";
* "for each one destroyed": one for each card the step before did it to (its count).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..interpreter import history
from . import filters as F
from .amounts import Amount, PerUnit
from .conditions import Condition
from .durations import print_when
from .kit import MeaningError, compiles, prints, reads, span_of
from .players import Player, player_fn, players_fn
from .zones import Zone

if TYPE_CHECKING:
    from .cards import CardRef

#: a past act after a noun -> the kind of history event it is
_ACT_EVENTS = {"discarded": "discard", "destroyed": "destroyed"}
#: what a player did -> the kind of history event it is
_DID_EVENTS = {"healed": "heal", "blocked": "block", "drew": "draw", "discarded": "discard"}


@dataclass(frozen=True)
class PastAct(F.Pred):
    """``you discarded (from your hand) this turn`` / ``destroyed last turn`` after a noun:
    cards the history has so in the turn ``when`` says (``player``: whose they were)."""

    #: its printing agrees with the noun's number ("that were destroyed")
    AGREES: ClassVar[bool] = True

    act: str  # discarded | destroyed
    player: Player | None
    when: str
    zone: Zone | None = None

    def asks(self) -> str | None:
        return _ACT_EVENTS[self.act]

    def places_fn(self):
        match = _event_match(self)
        kind = _ACT_EVENTS[self.act]

        def places(ctx):
            g = ctx.game
            found = history.cards(g, g.past_turn(self.when), kind, lambda e: match(ctx, e))
            out: list = []
            for c in found:
                where = g.state.where[c]
                if where is not None and where not in out:
                    out.append(where)
            return out

        return places


@dataclass(frozen=True)
class Drawn(PerUnit):
    """``for each card you drew this turn``: how many cards ``player`` drew in that turn."""

    ASKS = history.DRAW
    noun: str
    player: Player
    when: str


@dataclass(frozen=True)
class NumberDrawn(Amount):
    """``the number of cards you drew this turn``."""

    ASKS = history.DRAW
    noun: str
    player: Player
    when: str


@dataclass(frozen=True)
class EachDone(PerUnit):
    """``for each one destroyed``: one for each card the step before did it to."""

    REFERS_BACK: ClassVar[bool] = True
    NEEDS: ClassVar[str | None] = "count"
    done: str  # destroyed | discarded | drawn | revealed


@dataclass(frozen=True)
class PointsDone(PerUnit):
    """``for each point of damage your other attacks did this turn``: the damage ``cards`` did
    in that turn, in all."""

    ASKS = history.DAMAGE
    cards: CardRef
    when: str


@dataclass(frozen=True)
class DidIn(Condition):
    """``your opponent healed last turn``: ``player`` did ``act`` in that turn."""

    player: Player
    act: str  # healed | blocked | drew | discarded
    when: str

    def asks(self) -> str | None:
        return _DID_EVENTS[self.act]


@dataclass(frozen=True)
class BlockedLast(Condition):
    """``your opponent blocked your last attack (from their hand)``: a card of ``player``'s
    blocked the card ``attacker`` played last before this one."""

    player: Player
    attacker: Player
    zone: Zone | None = None

    def asks(self) -> tuple[str, ...]:
        return (history.PLAY, "block")


# ------------------------------------------------------------------------- reading


def _noun_of_cards(self, meta, noun) -> str:
    """The noun of "for each card you drew": only cards (what was drawn is not known)."""
    key = noun.noun
    if self.language.noun_meaning.get(key):
        raise MeaningError(
            "E-MEANING",
            "what was drawn is counted, not known: write 'for each card you drew ...' with "
            "the plain noun for cards",
            span_of(meta),
        )
    return key


@reads("pf_discarded_in", builds=PastAct)
def pf_discarded_in(self, meta, player, *rest):
    zone = rest[0] if len(rest) == 2 else None
    return PastAct("discarded", player, rest[-1], zone, span=span_of(meta))


@reads("pf_destroyed_in", builds=PastAct)
def pf_destroyed_in(self, meta, when):
    return PastAct("destroyed", None, when, span=span_of(meta))


@reads("each_drawn", builds=Drawn)
def each_drawn(self, meta, noun, player, when):
    return Drawn(_noun_of_cards(self, meta, noun), player, when, span=span_of(meta))


@reads("val_drawn", builds=NumberDrawn)
def val_drawn(self, meta, noun, player, when):
    return NumberDrawn(_noun_of_cards(self, meta, noun), player, when, span=span_of(meta))


@reads("each_one_done", builds=EachDone)
def each_one_done(self, meta, word):
    return EachDone(word, span=span_of(meta))


@reads("did_act", "done_word")
def act_word(self, meta, tok):
    return str(tok).lower()


@reads("each_point_done", builds=PointsDone)
def each_point_done(self, meta, cards, when):
    return PointsDone(cards, when, span=span_of(meta))


@reads("cond_did_in", builds=DidIn)
def cond_did_in(self, meta, player, act, when):
    return DidIn(player, act, when, span=span_of(meta))


@reads("cond_blocked_last", builds=BlockedLast)
def cond_blocked_last(self, meta, player, attacker, *zone):
    return BlockedLast(player, attacker, zone[0] if zone else None, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(PastAct)
def print_past_act(p, x: PastAct, post: bool = True, plural: bool = False) -> str:
    if x.act == "destroyed":
        return f"that {'were' if plural else 'was'} destroyed {print_when(x.when)}"
    where = f" from {p.node(x.zone)}" if x.zone is not None else ""
    return f"{p.subject(x.player)} discarded{where} {print_when(x.when)}"


def _drawn(p, n, many: bool) -> str:
    noun = p.lang.noun_plurals[n.noun] if many else n.noun
    return f"{noun} {p.subject(n.player)} drew {print_when(n.when)}"


@prints(Drawn)
def print_drawn(p, u: Drawn) -> str:
    return _drawn(p, u, False)


@prints(NumberDrawn)
def print_number_drawn(p, n: NumberDrawn) -> str:
    return "the number of " + _drawn(p, n, True)


@prints(EachDone)
def print_each_done(p, u: EachDone) -> str:
    return f"one {u.done}"


@prints(PointsDone)
def print_points_done(p, u: PointsDone) -> str:
    return f"point of damage {p.node(u.cards)} did {print_when(u.when)}"


@prints(DidIn)
def print_did_in(p, c: DidIn) -> str:
    return f"{p.subject(c.player)} {c.act} {print_when(c.when)}"


@prints(BlockedLast)
def print_blocked_last(p, c: BlockedLast) -> str:
    where = f" from {p.node(c.zone)}" if c.zone is not None else ""
    return f"{p.subject(c.player)} blocked {p.possessive(c.attacker)} last attack{where}"


# ------------------------------------------------------------------------- compiling


def _event_match(x: PastAct):
    """fn(ctx, event) -> is it one of the acts ``x`` names (whose, from where)?"""
    who = players_fn(x.player) if x.player is not None else None
    # (from whose zone is the player's: "your opponent discarded from their hand")
    zone = x.zone.zone if x.zone is not None else None

    def match(ctx, e) -> bool:
        if who is not None and e.player not in who(ctx):
            return False
        return zone is None or e.zone == zone

    return match


@compiles(PastAct)
def compile_past_act(x: PastAct):
    match = _event_match(x)
    kind, when = _ACT_EVENTS[x.act], x.when
    return lambda g, c, ctx: c in history.cards(g, g.past_turn(when), kind, lambda e: match(ctx, e))


@compiles(Drawn, NumberDrawn)
def compile_drawn(n):
    who, when = player_fn(n.player), n.when
    return lambda ctx: history.total(
        ctx.game, ctx.game.past_turn(when), history.DRAW, lambda e: e.player == who(ctx)
    )


@compiles(EachDone)
def compile_each_done(u: EachDone):
    return lambda ctx: ctx.count or 0


@compiles(PointsDone)
def compile_points_done(u: PointsDone):
    from .cards import match_fn

    by, when = match_fn(u.cards, event=True), u.when

    def points(ctx):
        g = ctx.game
        me = ctx.source
        return history.total(
            g,
            g.past_turn(when),
            history.DAMAGE,
            lambda e: e.source is not None and by(g, e.source, me),
        )

    return points


@compiles(DidIn)
def compile_did_in(c: DidIn, cc=None):
    who, when, kind = players_fn(c.player), c.when, _DID_EVENTS[c.act]

    def did(ctx):
        players = who(ctx)
        g = ctx.game
        return history.count(g, g.past_turn(when), kind, lambda e: e.player in players) > 0

    return did


@compiles(BlockedLast)
def compile_blocked_last(c: BlockedLast, cc=None):
    blockers, attacker = players_fn(c.player), player_fn(c.attacker)
    zone = c.zone.zone if c.zone is not None else None

    def blocked(ctx):
        g = ctx.game
        me = attacker(ctx)
        # the newest attack of theirs before this one (the card now resolving is not it)
        for turn in sorted(g.state.history, reverse=True):
            played = [
                e.card
                for e in history.events(g, turn, history.PLAY)
                if e.player == me and not (turn == g.state.turn and e.card == ctx.source)
            ]
            if played:
                last = played[-1]
                who = blockers(ctx)
                return any(
                    e.source == last and e.player in who and (zone is None or e.zone == zone)
                    for e in history.events(g, turn, "block")
                )
        return False

    return blocked
