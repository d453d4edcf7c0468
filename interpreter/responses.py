"""Announced abilities and the answers other players give them.

In a game whose timing policy says ``announce: true``, abilities are *announced* one at a time
and each resolves completely before the next is announced: the abilities an event raised that
must be used come first (in the policy's order), then the others in the order their
controllers announce them — the active seat announces one, then the next seat clockwise, and
so on while anyone has one left.  An ability used on purpose (an activated ability, a card
played in place of a turn) is announced the same way.

With ``responses: true`` every announcement opens a *response window* once the ability has
resolved: each other seat still in the game, clockwise from the ability's controller, may
answer it with one of its *answers* (abilities listening for the ``answer`` event that match
the announcement).  An answer prevents the ability it answers: the game goes back to where it
was just before that ability was announced (its effects are cancelled and recalled: cards,
counters, statuses and what the turn's history holds), and then the answer resolves.  Only the
seats that could answer cost anything: the game is copied only when an answer is possible.
"""

from __future__ import annotations

from ..constructs.answers import ANSWER  # the event an announcement is to its answers
from .timing import Event

#: a seat's choice not to answer, or not to use an ability now
PASS = "pass"


class Announcement:
    """One ability being used: its card, the seat using it, what it does (``run(ctx)``), how
    it reads, its kind (``triggered``, ``activated``, ``feat`` ...) and whether it must be
    used.  ``event`` is what raised it (None for an ability used on purpose)."""

    __slots__ = ("card", "controller", "event", "kind", "label", "must", "pending", "run")

    def __init__(
        self, card, controller, run, label="", kind="triggered", must=True, event=None, pending=None
    ):
        self.card, self.controller, self.run, self.label = card, controller, run, label
        self.kind, self.must, self.event, self.pending = kind, must, event, pending


class Responses:
    """The announcements of one game and the windows that follow them."""

    __slots__ = ("announced", "g", "prevented", "state", "windows")

    def __init__(self, game):
        self.g = game
        self.state = game.state
        self.windows = game.gd.timing.responses
        self.announced = 0  # how many abilities have been announced (for the log)
        self.prevented: list[Announcement] = []  # (the game's record, newest last)

    # ------------------------------------------------------------------ ordering a batch
    def order(self, batch: list) -> list:
        """The triggered abilities of one batch in the order they are announced: those that
        must be used first (in the order given), then the others as their controllers
        announce them, one at a time, from the active seat clockwise."""
        must = [p for p in batch if _must(p)]
        rest = [p for p in batch if not _must(p)]
        if not rest:
            return must
        g = self.g
        out = list(must)
        while rest:
            for seat in g.turn_order():
                mine = [p for p in rest if p.controller == seat]
                if not mine:
                    continue
                pick = (
                    mine[0]
                    if len(mine) == 1
                    else g.decide(
                        seat,
                        "announce",
                        [p.card for p in mine],
                        "which of your abilities is announced first?",
                    )
                )
                chosen = next(p for p in mine if p is pick or p.card == pick)
                out.append(chosen)
                rest.remove(chosen)
        return out

    # ------------------------------------------------------------------ one announcement
    def announce(self, a: Announcement) -> bool:
        """Use ``a``: announce it, resolve it completely, then open the response window.
        Returns False when an answer prevented it."""
        g = self.g
        self.announced += 1
        g.tally_fire(a.card)  # (how often each card's abilities are used: the balance report)
        if g.log is not None:
            g.log.add(
                "announce",
                card=a.card,
                player=a.controller,
                kind=a.kind,
                ability=a.label,
                say=f"{g.pname(a.controller)} announces {g.describe(a.card)}: {a.label}",
            )
        ev = Event(ANSWER, player=a.controller, card=a.card, source=a.card, data=a.kind)
        saved = self._save() if self.windows and self._answerable(ev) else None
        a.run()
        if saved is None or self.state.outcome is not None:
            return True
        return not self._window(a, ev, saved)

    def _answerable(self, ev: Event) -> bool:
        """Could any other seat answer this announcement (now)?"""
        return any(
            self._can_answer(card, trig, ev) for card, trig in self.g.listeners.get(ANSWER, ())
        )

    def _can_answer(self, card, trig, ev) -> bool:
        g = self.g
        who = g.acting_for(card, ev)
        if who == ev.player or g.seats.out[who] or not trig.match(g, ev, card):
            return False
        return trig.condition is None or bool(trig.condition(g.context(card, who, ev)))

    def _window(self, a: Announcement, ev: Event, saved) -> bool:
        """Each other seat, clockwise from ``a``'s controller, may answer; the first answer
        prevents ``a``.  Returns True when ``a`` was prevented."""
        g = self.g
        order = g.seats.order_from(a.controller)[1:]
        for seat in order:
            answers = [
                (card, trig)
                for card, trig in g.listeners.get(ANSWER, ())
                if g.acting_for(card, ev) == seat and self._can_answer(card, trig, ev)
            ]
            if not answers:
                continue
            options = [card for card, _ in answers] + [PASS]
            pick = g.decide(
                seat, "answer", options, f"answer {g.describe(a.card)}: {a.label}?", card=a.card
            )
            if pick == PASS:
                continue
            card, trig = next(x for x in answers if x[0] == pick)
            self._recall(saved)
            self.prevented.append(a)
            if g.log is not None:
                g.log.add(
                    "prevented",
                    card=a.card,
                    by=card,
                    player=seat,
                    say=f"{g.pname(seat)} answers with {g.describe(card)}: "
                    f"{g.describe(a.card)} is prevented, its effects recalled",
                )
            g.run_ability(trig.run, g.context(card, seat, ev))
            return True
        return False

    # ------------------------------------------------------------------ recalling
    def _save(self):
        g = self.g
        t = g.timing
        # (who owns the table's cards a seat took, and which cards gave a pool its points,
        # are the game's, beside the state)
        sources = {k: dict(v) for k, v in g.payments.sources.items()}
        return self.state.copy(), list(t.pending), list(t.granted), list(g.owner), sources

    def _recall(self, saved) -> None:
        """Put the game back as it was when the ability was announced: the state, what was
        waiting to resolve, and the listeners and rules in force that follow from where
        the cards are."""
        snapshot, pending, granted, owner, sources = saved
        g = self.g
        g.owner[:] = owner  # (in place: the kernel holds the same list)
        g.payments.sources = sources
        self.state.recall(snapshot)
        t = g.timing
        t.pending = pending
        t.rebuild_listeners(granted)
        g.effects.rebuild_sources()


def _must(p) -> bool:
    """Must this triggered ability be used?  An ability says so when it may not be declined
    (the default: an ability whose text does not let its controller decline)."""
    return p.trigger.must
