"""Costs and payment: actions a player takes on cards of the table by paying for them.

``rules.actions`` declares each one (a deck-builder's "buy a card from the market", "defeat a
monster by spending strength"):

* ``cards``: the zones (or groups of zones) the cards are taken from; in an ordered pile only
  its top card may be taken;
* ``types``: the card types it may take (default: any);
* ``pay: {stat, with, in}``: the price is the card's ``stat`` as the rules in force make it,
  paid from the player's counters ``with`` (one pool, or several in any combination, spent in
  the order listed), or in the zones ``in`` names from the pools listed there instead
  (``in: {astral: recruit}``); a card may also be paid for from the pools its ``paid_with``
  property names (a change in force), which are spent first, and a card with the
  ``one_source`` property only from points one source gave (a pool whose counter says
  ``by: <field>`` remembers which card name gave each point);
* ``to``: where the card goes, a role (``discard``) or zone of the acting seat; the card is
  theirs from then on (its owner's discard pile is theirs);
* ``event``: the event it sends (``player`` the payer, ``card`` the card taken, ``source`` the
  card the action was aimed at when another was taken in its place; then the card aimed at
  gets an event of its own too, first, so "whenever you fight a Boss" hears it);
* ``take_under``: an attachment kind: a card with cards of that kind under it stays, and one
  of those, at random, is taken in its place (a face-down pile under a card);
* ``with_attached: {kinds, event}``: the cards of those kinds under the card come along to the
  same place, each sending ``event``.

A turn uses an action with the step ``act: <name>`` (or an action of a ``choose`` with
``act``): the player picks one card they can pay for, or passes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .timing import Event

PASS = "pass"


@dataclass(frozen=True)
class ActionDef:
    name: str
    cards: tuple[str, ...]
    types: tuple[str, ...] = ()
    stat: str | None = None
    pools: tuple[str, ...] = ()
    to: str = "discard"
    event: str | None = None
    take_under: str | None = None
    with_attached: tuple[str, ...] = ()
    attached_event: str | None = None
    zone_pools: dict = field(default_factory=dict)  # zone -> the pools that pay there instead


def read_actions(raw: dict) -> dict[str, ActionDef]:
    out = {}
    for name, a in raw.items():
        a = a or {}
        pay = a.get("pay") or {}
        pools = pay.get("with") or ()
        attached = a.get("with_attached") or {}
        out[str(name)] = ActionDef(
            str(name),
            tuple(str(z) for z in _list(a.get("cards"))),
            tuple(str(t) for t in _list(a.get("types"))),
            pay.get("stat"),
            tuple(str(p) for p in _list(pools)),
            str(a.get("to", "discard")),
            a.get("event"),
            a.get("take_under"),
            tuple(str(k) for k in _list(attached.get("kinds"))),
            attached.get("event"),
            {str(z): tuple(str(p) for p in _list(v)) for z, v in (pay.get("in") or {}).items()},
        )
    return out


def _list(v) -> list:
    if v is None:
        return []
    return list(v) if isinstance(v, (list, tuple)) else [v]


def check_actions(spec, gd, places) -> list:
    """E-GAME for an action that names what the game does not have (with a did-you-mean)."""
    from ..dsl.diagnostics import did_you_mean

    out = []
    stats = spec.language.stats

    def fail(path, message, name=None, known=()):
        hint = did_you_mean(str(name), [str(k) for k in known]) if name is not None else None
        out.append(
            spec.doc.error(
                ("rules", "actions") + path,
                "E-GAME",
                message,
                f"did you mean '{hint}'?" if hint else None,
            )
        )

    for name, a in gd.actions.items():
        if not a.cards:
            fail((name,), f"action '{name}' needs 'cards': the zones it takes cards from")
        for z in a.cards:
            if z not in places:
                fail((name, "cards"), f"action '{name}' names an unknown zone '{z}'", z, places)
        for t in a.types:
            if t not in spec.types:
                fail((name, "types"), f"'{t}' is not a card type of the game", t, spec.types)
        if a.stat is not None and a.stat not in stats:
            fail(
                (name, "pay", "stat"),
                f"'{a.stat}' is not a stat of the game (language.stats)",
                a.stat,
                stats,
            )
        if a.stat is not None and not a.pools:
            fail((name, "pay"), f"action '{name}' has a price but no pool to pay it 'with'")
        for p in a.pools + tuple(q for v in a.zone_pools.values() for q in v):
            if p not in gd.counters:
                fail((name, "pay"), f"'{p}' is not a counter of the rules", p, gd.counters)
        for z in a.zone_pools:
            if z not in gd.zones:
                fail((name, "pay", "in"), f"'{z}' is not a zone of the rules", z, gd.zones)
        if gd.zone_for(a.to) not in gd.zones:
            fail((name, "to"), f"'{a.to}' is neither a role nor a zone", a.to, gd.zones)
        if a.take_under is not None and a.take_under not in gd.attachments:
            fail(
                (name, "take_under"),
                f"'{a.take_under}' is not a kind of rules.attachments",
                a.take_under,
                gd.attachments,
            )
        for k in a.with_attached:
            if k not in gd.attachments:
                fail(
                    (name, "with_attached"),
                    f"'{k}' is not a kind of rules.attachments",
                    k,
                    gd.attachments,
                )
    return out


def _remembering(gd) -> dict:
    """The pools that remember where their points came from: counter -> the card field naming
    it."""
    return {c.name: c.by for c in gd.counters.values() if c.by}


class Payments:
    """The actions of one game: what a player may take, at what price, and taking it; and
    where the points of pools that remember it came from (``counters.<pool>.by``)."""

    __slots__ = ("by", "g", "gd", "sources", "state")

    def __init__(self, game):
        self.g = game
        self.gd = game.gd
        self.state = game.state
        # pools that remember where their points came from: counter -> the card field naming it
        self.by = game.gd.derived(_remembering)
        self.sources: dict = {}  # (counter, player) -> {name: points}

    # ------------------------------------------------------------------ what may be taken
    def candidates(self, action: ActionDef) -> list[int]:
        """The cards the action could be aimed at, paid or not (the top of a pile)."""
        g = self.g
        zones = self.state.zones[g.table]
        out = []
        for name in action.cards:
            for z in g.zone_members(name):
                cards = zones.get(z)
                if cards is None:
                    continue
                ordered = self.gd.zones[z].ordered
                for c in cards[-1:] if ordered else cards:
                    if not action.types or g.defs[c].type in action.types:
                        out.append(c)
        return out

    def price(self, action: ActionDef, card: int) -> int:
        return 0 if action.stat is None else max(0, self.g.stat(card, action.stat))

    def pools(self, action: ActionDef, card: int) -> list[str]:
        """The counters that may pay for ``card``: those its ``paid_with`` property names
        first, then the action's own (those of the zone it is in, when the action says)."""
        own = action.pools
        if action.zone_pools:
            where = self.state.where[card]
            own = action.zone_pools.get(where[1], own) if where is not None else own
        extra = [p for p in self.g.has_prop("paid_with", card) if p not in own]
        return extra + list(own)

    def funds(self, action: ActionDef, card: int, player: int) -> int:
        """What ``player`` may pay for ``card`` with: every point of its pools, or, for a card
        paid from one source only (its ``one_source`` property), the most one source gave."""
        pools = self.pools(action, card)
        g = self.g
        if self.by and g.effects.props and g.has_prop("one_source", card):
            return max((n for p in pools for n in self.named(p, player).values()), default=0)
        return sum(g.counter_base(p, player) for p in pools)

    def allowed(self, action: ActionDef, card: int, player: int) -> bool:
        """Does no restriction in force forbid the action's event for this card ("you can't
        fight this card unless ...")?"""
        g = self.g
        if action.event is None or not g.effects.forbids:
            return True
        return g.effects.allowed(Event(action.event, player=player, card=card))

    def why_not(self, action: ActionDef, card: int, player: int) -> str | None:
        """Why ``player`` cannot take ``card`` now (None: they can)."""
        if not self.allowed(action, card, player):
            return "a card's text forbids it"
        need = self.price(action, card)
        have = self.funds(action, card, player)
        if have >= need:
            return None
        pools = " or ".join(self.pools(action, card))
        return f"needs {need} {pools}, you have {have}"

    def options(self, action: ActionDef, player: int) -> list[int]:
        """The cards ``player`` can take now."""
        return [
            c
            for c in self.candidates(action)
            if self._affords(action, c, player) and self.allowed(action, c, player)
        ]

    def any_option(self, action: ActionDef, player: int) -> bool:
        """Can ``player`` take some card now?"""
        return any(
            self._affords(action, c, player) and self.allowed(action, c, player)
            for c in self.candidates(action)
        )

    def _affords(self, action: ActionDef, card: int, player: int) -> bool:
        if action.stat is None:
            return True
        g = self.g
        need = g.stat(card, action.stat)
        if need <= 0:
            return True
        if g.effects.props or action.zone_pools:  # (what pays may depend on the card)
            return self.funds(action, card, player) >= need
        base = g.counter_base
        return sum(base(p, player) for p in action.pools) >= need

    def refused(self, action: ActionDef, player: int) -> list[tuple[int, str]]:
        """The cards ``player`` cannot take now, each with why."""
        out = []
        for c in self.candidates(action):
            why = self.why_not(action, c, player)
            if why is not None:
                out.append((c, why))
        return out

    # ------------------------------------------------------------------ where points came from
    def note(self, counter: str, player: int, card: int, points: int) -> None:
        """A played card gave ``points`` to a pool that remembers its sources: they are its
        name's (its ``by`` field, else its card name)."""
        field = self.by.get(counter)
        if field is None or points <= 0:
            return
        d = self.g.defs[card]
        name = d.fields.get(field) or d.name
        name = name[0] if isinstance(name, list) else str(name)
        got = self.sources.setdefault((counter, player), {})
        got[name] = got.get(name, 0) + points

    def named(self, counter: str, player: int) -> dict:
        """The points of a pool by the name they came from (what no named card gave is not
        listed), never more in all than the pool holds."""
        got = self.sources.get((counter, player))
        if not got:
            return {}
        left = self.g.counter_base(counter, player)
        out = {}
        for name, n in got.items():
            n = min(n, left)
            if n > 0:
                out[name] = n
                left -= n
        return out

    def _spend_named(self, counter: str, player: int, amount: int, only: str | None) -> None:
        """Take ``amount`` spent points off the pool's sources: from ``only``'s, else from
        points of no name first, then from the largest sources."""
        got = self.sources.get((counter, player))
        if not got:
            return
        unnamed = self.g.counter_base(counter, player) + amount - sum(got.values())
        if only is None:
            amount -= min(amount, max(0, unnamed))
        for name in [only] if only is not None else sorted(got, key=lambda k: (-got[k], k)):
            if amount <= 0:
                break
            n = min(got.get(name, 0), amount)
            got[name] -= n
            amount -= n

    def reset(self) -> None:
        """The pools emptied (the end of a turn): their sources are forgotten."""
        self.sources.clear()

    # ------------------------------------------------------------------ taking
    def pay(self, action: ActionDef, card: int, player: int) -> None:
        need = self.price(action, card)
        g = self.g
        pools = self.pools(action, card)
        only = None
        if self.by and g.effects.props and g.has_prop("one_source", card):
            # one source pays it all: the smallest that is enough (the larger ones stay)
            fits = sorted(
                (n, name, p)
                for p in pools
                for name, n in self.named(p, player).items()
                if n >= need
            )
            if fits:
                _, only, first = fits[0]
                pools = [first]
        for p in pools:
            if need <= 0:
                break
            have = g.counter_base(p, player)
            spent = min(have, need)
            if spent:
                g.adjust_counter(p, -spent, player)
                if p in self.by:
                    self._spend_named(p, player, spent, only)
                need -= spent

    def take(self, action: ActionDef, card: int, player: int, free: bool = False) -> int:
        """``player`` pays for ``card`` and takes it (or the card taken in its place);
        returns the card taken.  ``free``: a card's effect takes it without the payment."""
        g = self.g
        zone = g.gd.zone_for(action.to)
        place = (g.table, zone) if g.gd.on_table(zone) else (player, zone)
        price = 0 if free else self.price(action, card)
        taken = card
        if action.take_under is not None:
            pile = [c for c in g.attached(card) if self._kind_of(c) == action.take_under]
            if pile:
                taken = g.random_pick(pile)
        if g.log is not None:
            what = g.describe(card)
            if taken != card:
                what += f": {g.describe(taken)}"
            g.log.add(
                "take",
                action=action.name,
                player=player,
                card=taken,
                host=card,
                price=price,
                say=f"{g.pname(player)} {action.name}s {what}"
                + (f" for {price} {' and '.join(self.pools(action, card))}" if price else "")
                + (" for free" if free else ""),
            )
        if not free:
            self.pay(action, card, player)
        for kind in action.with_attached:
            for c in g.attached(card):
                if self._kind_of(c) == kind:
                    g.move(c, *place)
                    g.owner[c] = self.state.controller[c] = player
                    if action.attached_event and g.wants(action.attached_event):
                        g.emit(Event(action.attached_event, player=player, card=c, source=card))
        was = g.state.where[card]  # (where it happened: "if you fight X on the Bridge")
        at = was[1] if was is not None else None
        g.move(taken, *place)
        g.owner[taken] = self.state.controller[taken] = player  # (it is theirs now)
        if action.event and g.wants(action.event):
            if taken != card:  # (the card aimed at is taken too: "whenever you fight a X")
                g.emit(Event(action.event, player=player, card=card, zone=at))
            g.emit(
                Event(
                    action.event,
                    player=player,
                    card=taken,
                    source=card if taken != card else None,
                    zone=at,
                )
            )
        g.resolve_pending()
        return taken

    def _kind_of(self, card: int) -> str | None:
        where = self.state.where[card]
        if where is None:
            return None
        for kind in self.gd.attachments.values():
            if kind.zone == where[1]:
                return kind.name
        return None


def act_step(action: ActionDef, optional: bool = True):
    """The turn step ``act: <name>``: the player picks a card they can take, or passes."""

    def act(game, player):
        pay = game.payments
        options = pay.options(action, player)
        if not options:
            if game.log is not None:
                game.log.add(
                    "pass", player=player, say=f"{game.pname(player)} cannot {action.name}"
                )
            return PASS
        refused = pay.refused(action, player) if game.agents[player].explains else ()
        prompt = f"{action.name} which card?"
        if refused:
            prompt += (
                " (not: "
                + "; ".join(f"{game.describe_for(player, c)} {why}" for c, why in refused)
                + ")"
            )
        pick = game.decide(player, action.name, options + ([PASS] if optional else []), prompt)
        if pick == PASS:
            return PASS
        pay.take(action, pick, player)
        return pick

    return act
