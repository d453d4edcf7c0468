"""What cards are, for compiled text and the game's verbs: nouns, zones in play, names and
stats shared, defeated or discarded, where a zone named without an owner is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .timing import Event

if TYPE_CHECKING:
    from .compile import CardDef
    from .engine import Game
    from .gamedef import GameDef
    from .rules import CompiledRules
    from .state import State


class CardQueries:
    __slots__ = ("defs", "g", "gd", "permanent_zone", "played_zone", "rules", "state")

    g: Game
    state: State
    defs: list[CardDef]
    gd: GameDef
    rules: CompiledRules
    permanent_zone: str
    played_zone: str

    def __init__(self, game: Game) -> None:
        self.g = game
        self.state = game.state
        self.defs = game.defs
        self.gd = game.gd
        self.rules = game.rules
        self.permanent_zone = game.permanent_zone
        self.played_zone = game.played_zone

    # ------------------------------------------------------------------ what cards are
    def role_zone(self, role: str) -> str:
        return self.gd.zone_for(role)

    def noun_zone(self, noun: str | None) -> str | None:
        return self.rules.noun_zones.get(noun) if noun is not None else None

    def in_play(self, card: int) -> bool:
        """Is the card where played cards and permanents are?"""
        where = self.state.where[card]
        return where is not None and where[1] in (self.played_zone, self.permanent_zone)

    def places(self, zone: str, player: int) -> list[tuple[int, str]]:
        """Where a zone named without an owner is, for ``player``: a table zone is the
        table's; "in play" (the permanents' zone) is every seat's; any other is the player's; a
        group of zones, each of its zones."""
        members = self.gd.groups.get(zone)
        if members:
            return [pz for z in members for pz in self.places(z, player)]
        if self.gd.on_table(zone):
            return [(self.g.table, zone)]
        if zone == self.permanent_zone:
            return [(p, zone) for p in self.g.turn_order()]
        return [(player, zone)]

    def is_noun(self, card: int, noun: str, for_event: bool = False) -> bool:
        """Is ``card`` what the noun names?  A type noun ("Unit Card") checks the type;
        the permanent noun ("Ally", say) means a card in play, or elsewhere a card that can
        become one ("an Ally from your hand"); a zone noun ("attack") is any card."""
        meaning = self.rules.noun_meaning.get(noun)
        if not meaning:
            return True
        kind = meaning.get("type")
        if kind is not None and self.defs[card].type not in (
            kind if isinstance(kind, list) else (kind,)
        ):
            return False  # (a noun may name several types: a game's "Enemy" may be a Minion too)
        if meaning.get("permanent") and not for_event:
            where = self.state.where[card]
            if where is not None and where[1] == self.permanent_zone:
                return True
            return self.defs[card].permanent
        return True

    def playable_test(self) -> Callable[..., bool]:
        """fn(player, card, bonus=None) -> may ``player`` play ``card``?  The game's
        ``can_play`` verb, else its ``rules.playable`` condition (about the card, "it"),
        else yes (chosen once: the facade's ``can_play``)."""
        v = self.gd.verbs.get("can_play")
        g = self.g
        test = (
            (lambda player, card, bonus=None: v(g, player, card))
            if v is not None
            else self.can_play
        )
        effects = g.effects

        def may_play(player: int, card: int, bonus: Any = None) -> bool:
            # (and no restriction forbids it: "you can only play X-Men cards")
            if effects.forbids and not effects.allowed(Event("play", player, card)):
                return False
            return test(player, card, bonus)

        return may_play

    def playable_filter(self) -> Callable[[int, list[int]], list[int]]:
        """fn(player, cards) -> the cards ``player`` may play: the game's ``playable`` verb
        (its own fast way to sort a hand), else the one-card test for each."""
        v = self.gd.verbs.get("playable")
        g = self.g
        effects = g.effects
        if v is not None:

            def playable(player: int, cards: list[int]) -> list[int]:
                found: list[int] = v(g, player, cards)
                if effects.forbids:
                    found = [c for c in found if effects.allowed(Event("play", player, c))]
                return found

            return playable
        test = self.playable_test()
        return lambda player, cards: [c for c in cards if test(player, c)]

    def can_play(self, player: int, card: int, bonus: Any = None) -> bool:
        if self.g.tables.played_kind and self.g.tables.hosts(player, card) == []:
            return False  # (nothing to attach it to)
        cond = self.rules.playable
        if cond is None:
            return True
        ctx = self.g.context(None, player, None)
        ctx.it = [card]
        return bool(cond(ctx))

    def adjective(self, word: str, card: int, ctx) -> bool:
        v = self.gd.verbs.get("adjective")
        return v(self.g, word, card, ctx) if v is not None else True

    def in_contest(self, card: int) -> bool:
        """Is the card one of those the contest is between (what a change that names no card
        is about)?  The game's verb, else: the card being played."""
        v = self.gd.verbs.get("in_contest")
        if v is not None:
            return v(self.g, card)
        where = self.state.where[card]
        return where is not None and where[1] == self.played_zone

    def is_defeated(self, card: int) -> bool:
        """The game's verb, else: the card is in the zone of the ``defeated`` role."""
        v = self.gd.verbs.get("is_defeated")
        if v is not None:
            return v(self.g, card)
        where = self.state.where[card]
        return (
            where is not None
            and "defeated" in self.gd.roles
            and where[1] == self.gd.roles["defeated"]
        )

    def is_discarded(self, card: int) -> bool:
        where = self.state.where[card]
        return where is not None and where[1] == self.gd.zone_for("discard")

    def printed(self, card: int, word: str) -> int:
        return self.defs[card].stats.get(word, 0)

    def named_cards(self, ctx, check) -> list:
        if ctx.source is not None and check(self.g, ctx.source, ctx):
            return [ctx.source]
        out: list[int] = []
        deck = self.gd.zone_for("deck")
        for p in self.g.turn_order() + [self.g.table]:
            for z, cards in self.state.zones[p].items():
                if z == deck:
                    continue
                out.extend(c for c in cards if check(self.g, c, ctx))
        return out[:1]

    def distinct_values(self, cards, kind: str) -> int:
        seen = set()
        for c in cards:
            seen |= self.g.names_of(c, kind)
        return len(seen)

    def shares_value(self, card: int, other: int, fields) -> bool:
        a, b = self.defs[card], self.defs[other]
        effects = self.g.effects
        own = effects.own_names
        if effects.name_mods or (own and (card in own or other in own)):
            return self._shares(card, other, a, b, fields)  # (names changed: as they are now)
        # (the printed values only: the answer for these two cards is the same in every game)
        known: dict = self.rules.shared_values
        key = (a, b, fields)
        found = known.get(key)
        if found is None:
            found = known[key] = self._shares(card, other, a, b, fields)
        return found

    def _shares(self, card: int, other: int, a: CardDef, b: CardDef, fields) -> bool:
        g = self.g
        for f in fields:
            if f in self.gd.spec.language.kinds:  # (names, with the changes in force)
                if g.names_of(card, f) & g.names_of(other, f):
                    return True
                continue
            if f in a.stats and a.stats[f] == b.stats.get(f):
                return True
            fname = self.gd.spec.language.stats.get(f, f)
            va, vb = a.fields.get(fname), b.fields.get(fname)
            if va is not None and va == vb:
                return True
            if (
                isinstance(va, list)
                and isinstance(vb, (list, str))
                and set(va) & set(vb if isinstance(vb, list) else [vb])
            ):
                return True
            if isinstance(vb, list) and isinstance(va, str) and va in vb:
                return True
        return False

    def kind_values(self, kind: str) -> list:
        return list(self.gd.spec.language.kinds[kind].values)

    def damage_done(self, card) -> int:
        """The damage ``card`` did with its last attack this turn."""
        from . import history

        ev = history.last(
            self.g, self.state.turn, history.DAMAGE, lambda e: e.source == card and e.attack
        )
        return ev.amount if ev is not None else 0
