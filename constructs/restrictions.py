"""Restrictions: what a player or a card can't do — "Your opponent can't block from their
hand", "You can't play more than one card this turn", "You can only play X-Men cards", "This
card can't be destroyed", "This attack can't be blocked by Tech cards", "This attack is
unblockable", and a game's declared events ("this Ally can't stumble").

A restriction is a change like any other (static while its card works, or made by a step for
a duration) whose modifier forbids events: the act of the text is the event the engine or the
game's verbs are about to make happen ("play", "draw", "destroyed", "block", a declared
event).  Whoever is about to make it happen asks ``game.allowed(event)`` first (the kernel for
its operations — draw, discard, destroy, play —, the game's verbs for the events they send)
and, when it is not allowed, does not do it.  "More than N" counts what happened this turn in
the turn history.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..dsl.vocab import RESTRICT_RULE
from ..interpreter import history
from . import amounts as N
from . import cards as C
from . import selections as SL
from .changes import Change, Mod, change_step, guarded
from .english import base_form
from .filters import CardFilter
from .kit import (
    CompileError,
    MeaningError,
    compiles,
    holds,
    prints,
    reads,
    reads_declared,
    span_of,
)
from .players import Player, players_fn

if TYPE_CHECKING:
    from .cards import CardRef
    from .durations import Duration
    from .zones import Zone


@dataclass(frozen=True)
class Act:
    """What a restriction forbids, as the engine sees it: the event ``kind``, the role in the
    event of the one who can't (``subject``), of what it is done to (``object``) and of what
    it is done with (``using``): ``player``, ``card``, ``source`` or ``target``."""

    kind: str
    subject: str
    object: str | None = None
    using: str | None = None
    #: "more than N" counts the events' amounts (cards drawn), not the events
    counts_amount: bool = False


#: the acts of the core language, by how the text says them (passives start with "be ")
ACTS: dict[str, Act] = {
    "play": Act("play", "player", "card"),
    "draw": Act("draw", "player", counts_amount=True),
    "discard": Act("discard", "player", "card"),
    "block": Act("block", "player", "source", "card"),
    "heal": Act("heal", "player", counts_amount=True),
    "take damage": Act("damage", "target", None, "source", counts_amount=True),
    "be played": Act("play", "card"),
    "be discarded": Act("discard", "card"),
    "be destroyed": Act("destroyed", "card"),
    "be blocked": Act("block", "source", None, "card"),
    "be damaged": Act("damage", "target", None, "source"),
}

#: the acts a card does itself ("Cards of level 5 or less can't block this attack")
CARD_ACTS: dict[str, Act] = {
    "block": Act("block", "card", "source"),
}


@dataclass(frozen=True)
class Restriction(Change):
    """``target`` (a player or cards) can't do ``act`` (a key of :data:`ACTS`, or the name of
    an event the game declares when ``declared``): to ``cards``, with or by ``using``, from
    ``zone``; ``more_than``: not more than that many times each turn; ``only``: "can only
    ...", nothing but ``cards``."""

    target: Player | CardRef
    act: str
    cards: CardRef | None = None
    using: CardRef | None = None
    zone: Zone | None = None
    more_than: N.Num | None = None
    only: bool = False
    declared: bool = False
    duration: Duration | None = None
    #: "X must ...": not forbidden but required, when it can be done
    must: bool = False

    def asks(self) -> str | None:
        # "more than N" counts this turn's events of the kind: the history must keep them
        if self.more_than is None:
            return None
        return act_of(self).kind

    def plural(self) -> bool:
        return isinstance(self.target, C.CardRef) and self.target.plural()


def act_of(r: Restriction) -> Act:
    if r.declared:
        # X-subject events are about their card; "you VERB X" events about their player
        return Act(r.act, "player", "card") if isinstance(r.target, Player) else Act(r.act, "card")
    if r.act in CARD_ACTS and not isinstance(r.target, Player):
        return CARD_ACTS[r.act]
    return ACTS[r.act]


# ------------------------------------------------------------------------- reading


class _Act:
    """What the act part of "X can't ..." read as (before its subject is known)."""

    __slots__ = ("act", "cards", "declared", "more_than", "using", "zone")

    def __init__(self, act, cards=None, using=None, zone=None, more_than=None, declared=False):
        self.act, self.cards, self.using, self.zone = act, cards, using, zone
        self.more_than, self.declared = more_than, declared


for _alias, _word in (
    ("rv_play", "play"),
    ("rv_draw", "draw"),
    ("rv_discard", "discard"),
    ("rv_block", "block"),
    ("rv_heal", "heal"),
    ("rv_take_damage", "take damage"),
    ("rv_played", "be played"),
    ("rv_discarded", "be discarded"),
    ("rv_destroyed", "be destroyed"),
    ("rv_blocked", "be blocked"),
    ("rv_damaged", "be damaged"),
):
    reads(_alias)(lambda reader, meta, *tokens, _w=_word: _w)


@reads("ra_bare")
def ra_bare(self, meta, act):
    return _Act(act)


@reads("ra_object")
def ra_object(self, meta, act, cards):
    if ACTS[act].object is None and _any_cards(cards):
        return _Act(act)  # ("can't draw cards": what draw does, not which cards)
    return _Act(act, cards=cards)


def _any_cards(cards) -> bool:
    """ "cards", "any cards": cards of no kind, count or place."""
    if not isinstance(cards, SL.Select) or cards.quantity not in ("bare", "any_number"):
        return False
    f = cards.filter
    return f.noun == "card" and f.plural and f == CardFilter("card", plural=True, span=f.span)


@reads("ra_from")
def ra_from(self, meta, act, zone):
    return _Act(act, zone=zone)


@reads("ra_using")
def ra_using(self, meta, act, using):
    return _Act(act, using=using)


@reads("ra_object_using")
def ra_object_using(self, meta, act, cards, using):
    return _Act(act, cards=cards, using=using)


@reads("ra_card_block")
def ra_card_block(self, meta, *cards):
    return _Act("block", cards=cards[0] if cards else None)


@reads("ra_more_than")
def ra_more_than(self, meta, act, cards):

    if (
        not isinstance(cards, SL.Select)
        or cards.quantity != "count"
        or not isinstance(cards.count, N.Num)
    ):
        raise MeaningError(
            "E-MEANING",
            "'more than' needs a number of cards",
            span_of(meta),
            "write 'more than one card', 'more than two X-Men cards'",
        )
    rest = SL.Select("bare", None, _plural(cards.filter), span=cards.span)
    return _Act(act, cards=rest, more_than=cards.count)


def _plural(f):

    return dataclasses.replace(f, plural=True)


def _restriction(meta, target, act: _Act, rest, only=False) -> Restriction:
    duration = rest[0] if rest else None
    return Restriction(
        target,
        act.act,
        act.cards,
        act.using,
        act.zone,
        act.more_than,
        only,
        act.declared,
        duration,
        span=span_of(meta),
    )


@reads("m_cant", builds=Restriction)
def m_cant(self, meta, target, act, *rest):
    return _restriction(meta, target, act, rest)


@reads("m_can_only", builds=Restriction)
def m_can_only(self, meta, target, act, *rest):
    if act.cards is act.using is act.zone is None:
        raise MeaningError(
            "E-MEANING",
            "'can only' needs what it allows",
            span_of(meta),
            "write 'can only play X-Men cards', 'can only be blocked from the hand'",
        )
    return _restriction(meta, target, act, rest, only=True)


def restriction_of(span, target, act: _Act, rest) -> Restriction:
    """ "X is attack +1 and can't be blocked": the restriction of the card named before."""
    return dataclasses.replace(_restriction(None, target, act, rest), span=span)


@reads("must_block")
def must_block(self, meta):
    return _Act("block")


@reads("must_block_with")
def must_block_with(self, meta, using):
    return _Act("block", using=using)


@reads("must_block_from")
def must_block_from(self, meta, zone):
    return _Act("block", zone=zone)


@reads("m_must", builds=Restriction)
def m_must(self, meta, target, act, *rest):
    """ "Your opponent must block with a card from their hand (if able) (this turn)"."""
    durations = [r for r in rest if r is not None and not isinstance(r, str)]
    r = _restriction(meta, target, act, durations)
    return dataclasses.replace(r, must=True)


@reads("m_unblockable", builds=Restriction)
def m_unblockable(self, meta, target, *duration):
    return Restriction(
        target, "be blocked", duration=duration[0] if duration else None, span=span_of(meta)
    )


@reads_declared(RESTRICT_RULE)
def declared_act(self, meta, *parts, index: int):
    """A game's declared event as the act of "X can't ..." (``gevr__N``)."""
    event = list(self.language.events)[index]
    cards = next((p for p in parts if isinstance(p, C.CardRef)), None)
    return _Act(event, cards=cards, declared=True)


# ------------------------------------------------------------------------- printing


def _act_words(p, r: Restriction) -> str:
    if r.declared:
        return declared_base(p.lang.events[r.act].wording[0], p, r.cards)
    words = r.act
    if r.more_than is not None:
        assert isinstance(r.cards, SL.Select)
        n = r.more_than
        if r.cards.filter.owner is not None:  # "more than one of your Units"
            return f"{words} more than {p.node(n)} of {p.node(r.cards)}"
        unit = SL.Select("bare", None, _plural_as(r.cards.filter, n.value != 1))
        return f"{words} more than {p.node(n)} {p.node(unit)}"
    if r.cards is not None:
        words += f" {p.node(r.cards)}"
    if r.zone is not None:
        words += f" from {p.node(r.zone)}"
    if r.using is not None:
        words += f" {'by' if r.act.startswith('be ') else 'with'} {p.node(r.using)}"
    return words


def _plural_as(f, plural: bool):

    return dataclasses.replace(f, plural=plural)


def declared_base(wording: str, p, cards) -> str:
    """ "X misfires" -> "misfire", "X is attacked" -> "be attacked", "you fight X" ->
    "fight X" (the act of a declared event after "can't")."""
    words = wording.split()
    if words[0].lower() == "you":
        out = [words[1]]
        for w in words[2:]:
            if w == "X":
                if cards is not None:
                    out.append(p.node(cards))
            elif w != "Y":
                out.append(w)
        return " ".join(out)
    verb, rest = words[1], words[2:]
    if verb.lower() in ("is", "are"):
        return " ".join(["be", *rest])
    return " ".join([base_form(verb), *rest])


@prints(Restriction)
def print_restriction(p, r: Restriction, said: bool = False) -> str:
    """``said``: the sentence named the card before ("X is attack +1 and can't be blocked")."""
    if said:
        who = ""
    elif isinstance(r.target, Player):
        who = p.subject(r.target)
    else:
        who = p.node(r.target)
    if (
        r.act == "be blocked"
        and not r.declared
        and r.cards is r.using is r.zone is r.more_than is None
        and not r.only
        and isinstance(r.target, C.CardRef)
    ):
        out = f"{who} {p.be(r.target)} unblockable"
    elif r.must:
        out = f"{who} must {_act_words(p, r)}"
    else:
        can = "can only" if r.only else "can't"
        out = f"{who} {can} {_act_words(p, r)}"
    out = out.lstrip()
    if r.duration is not None:
        out += f" {p.node(r.duration)}"
    return out


# ------------------------------------------------------------------------- compiling


def _role_test(role: str, ref, in_play: bool):
    """fn(g, ev, ctx) -> is the event's ``role`` the player(s) or one of the cards of
    ``ref``?"""
    if isinstance(ref, Player):
        who = players_fn(ref)
        return lambda g, ev, ctx: getattr(ev, role) in who(ctx)
    if role in ("player", "target"):
        raise CompileError("E-UNSUPPORTED", "this act is done by a player, not a card", ref)
    match = C.match_fn(ref, in_play=in_play)

    def card(g, ev, ctx):
        c = getattr(ev, role)
        return c is not None and bool(match(g, c, ctx))

    return card


def forbids_fn(r: Restriction, in_play: bool = False):
    """fn(g, ev, ctx) -> does this restriction forbid the event ``ev``?"""
    act = act_of(r)
    # (the cards of a block are an attack and a card from a hand or a deck, never in play:
    # "cards of level 5 or less can't block" means such cards wherever they are)
    in_play = in_play and act.kind != "block"
    subject = _role_test(act.subject, r.target, in_play)
    tests = []
    if r.cards is not None and not (r.more_than is not None and act.object is None):
        # ("can't draw more than two cards": the cards are what is counted)
        if act.object is None:
            raise CompileError("E-UNSUPPORTED", f"'{r.act}' has no object", r)
        tests.append(_role_test(act.object, r.cards, False))
    if r.using is not None:
        if act.using is None:
            raise CompileError("E-UNSUPPORTED", f"'{r.act}' is done with nothing", r)
        tests.append(_role_test(act.using, r.using, False))
    if r.zone is not None:
        zone = r.zone.zone

        def from_zone(g, ev, ctx):
            where = ev.zone
            if where is None and ev.card is not None and g.state.where[ev.card] is not None:
                where = g.state.where[ev.card][1]
            return where is not None and where in g.zone_members(zone)

        tests.append(from_zone)

    def matches(g, ev, ctx) -> bool:
        return all(t(g, ev, ctx) for t in tests)

    if isinstance(r.target, Player) and act.subject == "player" and tests:
        # "your opponent can't block your attacks with cards from their hand": "their" is the
        # player who would do it (the sentence's subject); "your" is still the card's
        plain = matches

        def matches(g, ev, ctx) -> bool:
            saved, ctx.subject = ctx.subject, ev.player
            try:
                return plain(g, ev, ctx)
            finally:
                ctx.subject = saved

    if r.only:
        return lambda g, ev, ctx: subject(g, ev, ctx) and not matches(g, ev, ctx)
    if r.more_than is None:
        return lambda g, ev, ctx: subject(g, ev, ctx) and matches(g, ev, ctx)
    limit, kind, by_amount = r.more_than.value, act.kind, act.counts_amount

    def over_limit(g, ev, ctx) -> bool:
        if not (subject(g, ev, ctx) and matches(g, ev, ctx)):
            return False
        turn = g.state.turn
        seen = lambda e: subject(g, e, ctx) and matches(g, e, ctx)
        done = (
            history.total(g, turn, kind, seen) if by_amount else history.count(g, turn, kind, seen)
        )
        return done + (ev.amount or 1 if by_amount else 1) > limit

    return over_limit


@holds(Restriction)
def hold_restriction(r: Restriction, ctx_of, in_play, cond):
    forbids = forbids_fn(r, in_play)
    applies = guarded(lambda g, c, src: True, cond, ctx_of)
    kind = act_of(r).kind
    return [
        Mod(
            "forbid",
            "must:" + kind if r.must else kind,  # (a requirement is asked as "must:<kind>")
            "set",
            lambda g, ev, src: forbids(g, ev, ctx_of(g, src)),
            applies,
        )
    ]


compiles(Restriction)(change_step)
