"""Activated abilities: abilities a player uses on purpose, in the windows a game's turn
declares (an ``activate`` step), rather than abilities that an event raises.

An activated ability may be used by the controller of its card, only on their own turn, once
per turn (each ability of each card), and not on the turn its card entered the zone where its
abilities work (a card put into play, or attached, this turn) — whatever else is true of the
card (a tired card may still use one).  Using one announces it (see :mod:`responses`), so in a
game with response windows the other players may answer it.

The abilities of each card come from its compiled text (``CompiledRules.activated``: card key
-> [:class:`Activated`]).
"""

from __future__ import annotations

from .responses import PASS, Announcement


class Activated:
    """One activated ability: what it does (``run(ctx)``), how it reads, and an optional
    condition (``condition(ctx)``) that must hold for it to be used."""

    __slots__ = ("condition", "label", "run")

    def __init__(self, run, label: str = "", condition=None):
        self.run, self.label, self.condition = run, label, condition


def _ability_zones(gd) -> tuple[str, ...]:
    """Where each card type's abilities work (and where attached cards are)."""
    played = gd.zone_for("played")
    zones = {gd.ability_zones.get(t, played) for t in gd.spec.types}
    zones.update(a.zone for a in gd.attachments.values())
    return tuple(sorted(zones))


class Abilities:
    """The activated abilities of one game: which a seat may use now, and using one."""

    __slots__ = ("by_key", "g", "holders", "of_card", "rank", "state", "used", "zones")

    def __init__(self, game):
        self.g = game
        self.state = game.state
        self.by_key: dict = game.rules.activated
        self.used: set = set()  # (turn, card, index) used
        self.zones = game.gd.derived(_ability_zones)
        self.rank = {z: i for i, z in enumerate(self.zones)}
        # each card's activated abilities (None: it has none), and the cards that have some:
        # a window looks at those cards only
        self.of_card: list = [self.by_key.get(d.key) or None for d in game.defs]
        self.holders = [c for c, abilities in enumerate(self.of_card) if abilities]

    def usable(self, player: int) -> list[tuple[int, int, Activated]]:
        """(card, index, ability) for each activated ability ``player`` may use now: the
        cards by seat (the table last), by zone, and in the order their zone holds them."""
        if not self.holders:
            return []
        g, state = self.g, self.state
        if state.active != player:
            return []
        turn = state.turn
        where, controller, arrived, zones = state.where, state.controller, state.arrived, self.rank
        # (not on the turn the card entered its zone)
        cards = [
            c
            for c in self.holders
            if controller[c] == player
            and arrived[c] < turn
            and (at := where[c]) is not None
            and at[1] in zones
        ]
        if not cards:
            return []
        if len(cards) > 1:
            cards.sort(
                key=lambda c: (
                    where[c][0],
                    zones[where[c][1]],
                    state.zones[where[c][0]][where[c][1]].index(c),
                )
            )
        out = []
        for c in cards:
            for i, ab in enumerate(self.of_card[c]):
                if (turn, c, i) in self.used:
                    continue
                if ab.condition is not None and not ab.condition(g.context(c, player, None)):
                    continue
                out.append((c, i, ab))
        return out

    def use(self, player: int, card: int, index: int) -> bool:
        """``player`` uses ability ``index`` of ``card``: it is announced and resolves (False
        when an answer prevented it)."""
        g = self.g
        ab = self.by_key[g.defs[card].key][index]
        self.used.add((self.state.turn, card, index))
        ctx = g.context(card, player, None)
        done = g.announce(
            Announcement(
                card, player, lambda: g.run_ability(ab.run, ctx), ab.label, "activated", True
            )
        )
        if g.pending:
            g.resolve_pending()
        return done

    def window(self, player: int, prompt: str = "use an ability?") -> None:
        """A window for activated abilities: ``player`` uses them one at a time until they
        pass or have none left."""
        g = self.g
        while self.state.outcome is None:
            options = self.usable(player)
            if not options:
                return
            pick = g.decide(player, "activate", [c for c, _, _ in options] + [PASS], prompt)
            if pick == PASS:
                return
            card, index, _ = next(o for o in options if o[0] == pick)
            self.use(player, card, index)
