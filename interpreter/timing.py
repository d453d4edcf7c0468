"""Events, triggered abilities and the timing policy.

A card's triggered abilities listen for one event kind each, and only while the card is in a
zone where they work: listeners are indexed by event kind and updated as cards move, so an
event is offered only to the abilities that care about it.  When an event happens, the
abilities it triggers are *collected* (never run at once); at the next resolution point the
collected batch is ordered by the game's timing policy and each ability resolves completely
before the next.  A source that has left its zone before its turn comes is skipped (unless
the event was about that very card leaving).  Abilities triggered while one resolves go to a
new batch, resolved right after that ability (or after the whole batch, as the game
declares).  A game's interrupts (a card stumbling, say) end the interrupted card's ability at
once.  Replacements ("... instead") are asked before an event happens, and a card may be given
another text's abilities for a turn (a grant).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .effects import TempEffect

if TYPE_CHECKING:
    from ..constructs.kit import Ctx
    from .compile import CardDef, CompiledText, Trigger
    from .effects import Effects
    from .engine import Game
    from .gamedef import GameDef
    from .log import Log
    from .state import Place, State

#: who listens: a card and one of its triggered abilities
Listener = tuple[int, "Trigger"]


def _every_kind(kind: str) -> bool:
    """A logged game wants every event (the log shows them all)."""
    return True


class Event:
    """Something that happened.  ``kind`` is the event's name; the rest is what it is about."""

    __slots__ = (
        "amount",
        "attack",
        "card",
        "data",
        "kind",
        "player",
        "source",
        "target",
        "zone",
    )

    kind: str
    player: int | None
    card: int | None
    source: int | None
    amount: int
    target: int | None
    attack: bool
    zone: str | None
    data: Any

    def __init__(
        self,
        kind: str,
        player: int | None = None,
        card: int | None = None,
        source: int | None = None,
        amount: int = 0,
        target: int | None = None,
        attack: bool = False,
        zone: str | None = None,
        data: Any = None,
    ) -> None:
        self.kind = kind
        self.player = player  # the player who acted (drew, healed, blocked, did damage)
        self.card = card  # the card the event is about (destroyed, interrupted, ...)
        self.source = source  # the card that did it (the attack, the permanent that hit)
        self.amount = amount
        self.target = target  # the player it was done to
        self.attack = attack  # damage from an attack (not from a permanent)
        self.zone = zone
        self.data = data

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for k in ("player", "card", "source", "amount", "target", "attack", "zone"):
            v = getattr(self, k)
            if v not in (None, False, 0) or k == "amount" and self.kind == "damage":
                out[k] = v
        return out


class Interrupt(Exception):
    """Ends the ability of ``card`` at once (an interrupt the game declares)."""

    def __init__(self, card: int | None) -> None:
        super().__init__(card)
        self.card = card


class ChainTooDeep(Exception):
    """Triggered abilities kept triggering each other past the game's limit."""


class NestingTooDeep(Exception):
    """Effects kept starting effects inside themselves (cards playing cards) past the limit."""


class Pending:
    __slots__ = ("card", "controller", "entered", "event", "played", "trigger", "where")

    card: int
    trigger: Trigger
    event: Event
    where: Place | None
    entered: int
    controller: int
    played: bool

    def __init__(
        self,
        card: int,
        trigger: Trigger,
        event: Event,
        where: Place | None,
        entered: int,
        controller: int,
        played: bool,
    ) -> None:
        self.card, self.trigger, self.event = card, trigger, event
        self.where, self.entered, self.controller, self.played = (
            where,
            entered,
            controller,
            played,
        )


class Timing:
    """Triggered abilities of one game: who listens for what, what an event collected, and the
    order they resolve in; replacements and granted abilities."""

    __slots__ = (
        "chain_depth",
        "defs",
        "delayed",
        "effects",
        "g",
        "gd",
        "granted",
        "listeners",
        "log",
        "pending",
        "recorded",
        "state",
        "this_turn",
        "wants",
    )

    g: Game
    state: State
    defs: list[CardDef]
    gd: GameDef
    log: Log | None
    effects: Effects
    listeners: dict[str, list[Listener]]
    wants: Callable[[str], bool]
    pending: list[Pending]
    chain_depth: int
    granted: list[tuple[str, Listener]]
    delayed: list[tuple[str, Listener]]
    this_turn: list[tuple[str, Listener]]
    recorded: frozenset[str] | None

    def __init__(self, game: Game, recorded: frozenset[str] | None) -> None:
        self.g = game
        self.state = game.state
        self.defs = game.defs
        self.gd = game.gd
        self.log = game.log
        self.effects = game.effects
        # event kind -> [(card, trigger)]; abilities about their own card ("when this ...
        # escapes") listen wherever it is.  The kinds the turn history keeps are there too
        # (maybe with nobody listening), so whether an event matters is one look-up.
        self.listeners = game.deal.listeners()
        if recorded is None:
            self.wants = _every_kind
        else:
            for kind in recorded:
                self.listeners.setdefault(kind, [])
            self.wants = self.listeners.__contains__
        self.pending = []
        self.chain_depth = 0
        self.granted = []  # (event, (card, trigger)) given for a turn
        self.delayed = []  # (event, (card, trigger)) set up to happen once, later
        self.this_turn = []  # (event, (card, trigger)) an effect set up for this turn
        # the kinds of events the turn history keeps (None: all of them)
        self.recorded = recorded

    # ------------------------------------------------------------------ listeners
    def register(self, card: int, zone: str) -> None:
        """Start the abilities ``card`` has in ``zone`` (called when it enters the zone)."""
        cd = self.defs[card]
        for trig in cd.triggers.get(zone, ()):
            self.listeners.setdefault(trig.event, []).append((card, trig))
        if cd.statics.get(zone):
            self.effects.source_arrives(card)

    def unregister(self, card: int, zone: str) -> None:
        cd = self.defs[card]
        for trig in cd.triggers.get(zone, ()):
            lst = self.listeners.get(trig.event)
            if lst:
                try:
                    lst.remove((card, trig))
                except ValueError:
                    pass
                if not lst:
                    self._forget(trig.event)
        if cd.statics.get(zone):
            self.effects.source_leaves(card)

    # ------------------------------------------------------------------ events
    # ``wants(kind)``: would an event of ``kind`` matter (something listens, the history keeps
    # it, or the game is logged)?  Operations build an event only then.

    def _forget(self, kind: str) -> None:
        """Nobody listens for ``kind`` any more: forget it, unless the history keeps it."""
        if self.recorded is None or kind not in self.recorded:
            del self.listeners[kind]

    def emit(self, ev: Event) -> None:
        """Record ``ev`` in the turn's history and collect the abilities it triggers; they
        resolve at the next resolution point."""
        state = self.state
        recorded = self.recorded
        if recorded is None or ev.kind in recorded:
            turn = state.history.get(state.turn)
            if turn is None:
                turn = state.history[state.turn] = []
            turn.append(ev)
        g = self.g
        if self.log is not None:
            self.log.add("event", **ev.to_json())
        listeners = self.listeners.get(ev.kind)
        if not listeners:
            return
        played_zone = g.played_zone
        disabling = self.effects.disabling
        for card, trig in list(listeners):
            if disabling and self.effects.has_prop("disabled", card):
                continue  # a disabled card's triggered abilities do not trigger
            if trig.match(g, ev, card):
                where = state.where[card]
                self.pending.append(
                    Pending(
                        card,
                        trig,
                        ev,
                        where,
                        state.entered[card],
                        g.acting_for(card, ev),
                        where is not None and where[1] == played_zone,
                    )
                )

    # ------------------------------------------------------------------ resolving
    def order_batch(self, batch: list[Pending]) -> list[Pending]:
        if len(batch) == 1:
            return batch  # (one ability: nothing to order)
        timing = self.gd.timing
        active = self.state.active
        groups = {"active": 1, "opponent": 0}
        if timing.order and timing.order[0] == "active":
            groups = {"active": 0, "opponent": 1}
        newest = timing.within == "newest_first"
        played_rank = 2 if timing.played_card == "last" else -1

        def key(p: Pending) -> tuple[int, int, int]:
            who = "active" if p.controller == active else "opponent"
            rank = played_rank if p.played else groups[who]
            return (rank, -p.entered if newest else p.entered, p.card)

        return sorted(batch, key=key)

    def resolve_pending(self) -> None:
        """Resolve everything collected, in policy order, until nothing is left."""
        if not self.pending or self.state.outcome is not None:
            return
        self.chain_depth += 1
        try:
            if self.chain_depth > self.gd.limits["chain_depth"]:
                raise ChainTooDeep()
            after_ability = self.gd.timing.raised_during == "after_ability"
            announcing = self.gd.timing.announce
            while self.pending and self.state.outcome is None:
                batch = self.order_batch(self.pending)
                self.pending = []
                if announcing:  # (one at a time, as their controllers announce them)
                    batch = self.g.responses.order(batch)
                for p in batch:
                    if self.state.outcome is not None:
                        return
                    if announcing:
                        self.announce_one(p)
                    else:
                        self.resolve_one(p)
                    if after_ability and self.pending:
                        self.resolve_pending()
        finally:
            self.chain_depth -= 1

    def still_there(self, p: Pending) -> bool:
        state = self.state
        return state.where[p.card] == p.where and state.entered[p.card] == p.entered

    def resolve_one(self, p: Pending) -> None:
        trig = p.trigger
        g = self.g
        if not trig.self_event and not self.still_there(p):
            if self.log is not None:
                self.log.add("skip", card=p.card, why="left play")
            return
        ctx = g.context(p.card, p.controller, p.event)
        if trig.condition is not None and not trig.condition(ctx):
            return
        if self.log is not None:
            self.log.add(
                "resolve",
                card=p.card,
                ability=trig.label,
                say=f"{g.describe(p.card)}: {trig.label}",
            )
        g.tally_fire(p.card)
        self.run_ability(trig.run, ctx)

    def announce_one(self, p: Pending) -> None:
        """Announce a triggered ability that is still there to be used (see responses.py)."""
        trig = p.trigger
        if not trig.self_event and not self.still_there(p):
            if self.log is not None:
                self.log.add("skip", card=p.card, why="left play")
            return
        ctx = self.g.context(p.card, p.controller, p.event)
        if trig.condition is not None and not trig.condition(ctx):
            return
        from .responses import Announcement

        self.g.responses.announce(
            Announcement(
                p.card,
                p.controller,
                lambda: self.run_ability(trig.run, ctx),
                trig.label,
                "triggered",
                trig.must,
                p.event,
                p,
            )
        )

    def rebuild_listeners(self, granted: list[tuple[str, Listener]]) -> None:
        """Listen again from where every card is (the game went back to an earlier moment):
        the same dict, so every holder of it sees the change."""
        self.listeners.clear()
        self.listeners.update(self.g.deal.listeners())
        for kind in self.recorded or ():
            self.listeners.setdefault(kind, [])
        for card, where in enumerate(self.state.where):
            if where is not None and where[1] in self.defs[card].live_in:
                for trig in self.defs[card].triggers.get(where[1], ()):
                    self.listeners.setdefault(trig.event, []).append((card, trig))
        for event, entry in granted:
            self.listeners.setdefault(event, []).append(entry)
        self.granted = granted
        for event, entry in self.delayed:
            self.listeners.setdefault(event, []).append(entry)

    def interrupt(self, kind: str, card: int | None) -> None:
        """A game procedure reached ``kind`` (a stumble, say): if the game declares it an
        interrupt (``timing.interrupts``), the ability of ``card`` ends here."""
        if kind in self.gd.timing.interrupts:
            raise Interrupt(card)

    def run_ability(self, run: Callable[[Ctx], Any], ctx: Ctx) -> None:
        try:
            run(ctx)
        except Interrupt as it:
            if it.card != ctx.source:
                raise
            if self.log is not None:
                self.log.add("interrupted", card=it.card)

    # ------------------------------------------------------------------ replacements, grants
    def replaced(self, kind: str, ev: Event) -> bool:
        """If an ability says something happens *instead of* this event, do that now and
        return True (the caller then does not do the event).  A disabled card's replacements
        do not apply, and a replacement that cannot be done does not replace (its trigger's
        condition says whether it can)."""
        listeners = self.listeners.get("would:" + kind)
        if not listeners:
            return False
        for ctx in self._hearing_before(listeners, ev, "instead: "):
            if ctx.did is not False:  # ("you may ... instead": declined, it happens as it would)
                return True
        return False

    def _hearing_before(self, listeners, ev: Event, said: str):
        """Resolve, one after another, the abilities of ``listeners`` that hear ``ev`` as it
        would happen (not a disabled card's; only those whose event and condition fit),
        yielding each one's context once it has resolved."""
        g = self.g
        disabling = self.effects.disabling
        for card, trig in list(listeners):
            if disabling and self.effects.has_prop("disabled", card):
                continue
            if not trig.match(g, ev, card):
                continue
            ctx = g.context(card, g.acting_for(card, ev), ev)
            if trig.condition is not None and not trig.condition(ctx):
                continue
            if self.log is not None:
                self.log.add(
                    "instead",
                    card=card,
                    ability=trig.label,
                    say=f"{said}{g.describe(card)}: {trig.label}",
                )
            g.tally_fire(card)
            self.run_ability(trig.run, ctx)
            yield ctx

    def may_prevent(self, kind: str = "damage") -> bool:
        """Could something prevent an event of ``kind`` now (an ability that hears it as it
        would happen, a shield)?  A verb asks before it builds the event for
        :meth:`damage_left`."""
        return bool(self.listeners.get("would:" + kind)) or bool(self.state.shields)

    def damage_left(self, ev) -> int:
        """The damage of ``ev`` (a ``damage`` event about to happen) after what prevents it:
        every ability that hears it as it would happen resolves with it ("If you would take
        damage, prevent 1 of it" lowers ``ev.amount``), then the shields of its target take
        what they can, oldest first.  The verb then does what is left."""
        g = self.g
        before = ev.amount
        listeners = self.listeners.get("would:" + ev.kind)
        if listeners and ev.amount > 0:
            for _ in self._hearing_before(listeners, ev, ""):
                if ev.amount <= 0:
                    break
        if self.state.shields and ev.amount > 0:
            self._shield(ev)
        if g.log is not None and ev.amount < before:
            g.log.add(
                "prevent",
                target=ev.target,
                amount=before - ev.amount,
                say=f"{before - ev.amount} damage to {g.pname(ev.target)} is prevented",
            )
        return ev.amount

    def _shield(self, ev) -> None:
        state = self.state
        turn = state.turn
        kept = []
        for shield in state.shields:
            player, left, test, start, end = shield
            if end is not None and turn > end:
                continue  # (its time is over)
            takes = ev.amount > 0 and player == ev.target and start <= turn
            if takes and (test is None or test(self.g, ev)):
                took = ev.amount if left is None else min(left, ev.amount)
                ev.amount -= took
                if left is not None:
                    left -= took
                    if left <= 0:
                        continue
                    shield = (player, left, test, start, end)
            kept.append(shield)
        state.shields = kept

    def add_shield(self, player: int, amount, test, start: int, end) -> None:
        """Prevent the next ``amount`` damage (None: all) ``player`` would take (that ``test``
        accepts: fn(game, event)) from turn ``start`` to the end of ``end`` (None: until it is
        used up)."""
        self.state.shields.append((player, amount, test, start, end))

    def delay(self, card, event: str, match, run) -> None:
        """An ability of ``card`` that happens once, the next time ``event`` matches
        (``match(game, event, card)``), wherever the card is then ("At the end of this turn,
        return this attack to your hand")."""
        from .compile import Trigger

        entry: tuple = ()

        def once(g, ev, me):
            if not match(g, ev, me):
                return False
            lst = self.listeners.get(event)
            if lst and entry in lst:
                lst.remove(entry)
                if not lst:
                    self._forget(event)
            if (event, entry) in self.delayed:
                self.delayed.remove((event, entry))
            return True

        entry = (card, Trigger(event, once, None, run, True, "later"))
        self.listeners.setdefault(event, []).append(entry)
        self.delayed.append((event, entry))

    def grant(self, card: int, text: CompiledText, zone: str) -> None:
        """Give ``card`` the triggered and static abilities of a compiled text until the end
        of the turn (a bonus that applies while it is in play)."""
        for trig in text.triggers.get(zone, ()):
            self.listeners.setdefault(trig.event, []).append((card, trig))
            self.granted.append((trig.event, (card, trig)))
        turn = self.state.turn
        for m in text.statics.get(zone, ()):
            self.effects.add_effect(
                TempEffect(
                    m.kind, m.name, m.op, m.value, m.applies, card, None, None, turn, turn, True
                )
            )

    def listen_this_turn(self, card: int, trig) -> None:
        """A triggered ability an effect set up for the rest of this turn ("whenever you
        defeat an Enemy this turn, ..."): it listens wherever its card is, until
        :meth:`end_turn`."""
        self.listeners.setdefault(trig.event, []).append((card, trig))
        self.this_turn.append((trig.event, (card, trig)))

    def end_turn(self) -> None:
        """The turn is over: the abilities set up for it stop listening."""
        for event, entry in self.this_turn:
            lst = self.listeners.get(event)
            if lst and entry in lst:
                lst.remove(entry)
                if not lst:
                    self._forget(event)
        self.this_turn = []

    def revoke_grants(self) -> None:
        for event, entry in self.granted:
            lst = self.listeners.get(event)
            if lst and entry in lst:
                lst.remove(entry)
                if not lst:
                    self._forget(event)
        self.granted = []
