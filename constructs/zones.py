"""Zones: where cards are — "your hand", "the discard pile", "play", "that hand", "opposite
decks", a group of zones ("Recovery": each of its slots), the table's own zones.

A zone named without an owner is the zone of the player the sentence is about; a zone of the
table is the table's; the zone of permanents ("in play") is every seat's.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from . import players
from .kit import Node, compiles, prints, reads, span_of


@dataclass(frozen=True)
class Zone(Node):
    """A zone of the game (``deck``, ``hand``, a permanent zone, ...) of a player.

    ``player`` is None when the text names no owner ("from deck"): the zone of the player the
    sentence is about.  ``that`` marks "that hand" (the zone just looked at); ``opposite`` marks
    "opposite decks" (each player's other player's zone)."""

    zone: str
    player: players.Player | None = None
    that: bool = False
    opposite: bool = False
    # more zones of the same owner: "your hand or discard pile" (cards in any of them)
    also: tuple[str, ...] = ()
    joiner: str = "or"


# ------------------------------------------------------------------------- reading


@reads("zone_of", builds=Zone)
def zone_of(self, meta, player, zone):
    return Zone(zone, player, span=span_of(meta))


@reads("zone_list", builds=Zone)
def zone_list(self, meta, player, zone, joiner, other):
    """ "your hand or discard pile", "their hand and discard pile": the cards of both zones."""
    return Zone(zone, player, also=(other,), joiner=str(joiner).lower(), span=span_of(meta))


@reads("zone_list_plain", builds=Zone)
def zone_list_plain(self, meta, zone, *rest):
    """ "the Streets or Bridge": the cards of any of those zones (the table's, or the player's
    the sentence is about)."""
    others = tuple(str(z) for z in rest[1::2])
    return Zone(zone, None, also=others, joiner=str(rest[0]).lower(), span=span_of(meta))


@reads("zone_plain", builds=Zone)
def zone_plain(self, meta, zone):
    return Zone(zone, None, span=span_of(meta))


@reads("zone_enemy", builds=Zone)
def zone_enemy(self, meta, zone):
    return Zone(zone, players.Player("opponent"), span=span_of(meta))


@reads("zone_some_opponent", builds=Zone)
def zone_some_opponent(self, meta, zone):
    """ "one opponent's hand": the zone of an opponent the player picks."""
    return Zone(zone, players.Player("target_opponent"), span=span_of(meta))


@reads("zone_that", builds=Zone)
def zone_that(self, meta, zone):
    return Zone(zone, None, that=True, span=span_of(meta))


@reads("zone_opposite", builds=Zone)
def zone_opposite(self, meta, zone):
    return Zone(zone, None, opposite=True, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Zone)
def print_zone(self, z: Zone) -> str:
    word = self.lang.zone_names[z.zone]
    if z.that:
        return f"that {word}"
    if z.opposite:
        return f"opposite {word}"
    if z.also:
        others = f" {z.joiner} ".join(self.lang.zone_names[o] for o in z.also)
        owner = "the" if z.player is None else self.possessive(z.player)
        return f"{owner} {word} {z.joiner} {others}"
    if z.player is None:
        return word if z.zone in self.lang.bare_zones else f"the {word}"
    return f"{self.possessive(z.player)} {word}"


# ------------------------------------------------------------------------- compiling


@compiles(Zone)
def zone_fn(z: Zone, default_player=None):
    """A zone reference -> fn(ctx) -> list of (player, zone) pairs (a zone group, such as
    every Recovery slot, stands for all its zones)."""
    if z.also:  # each zone's places, in the order written
        parts = [
            zone_fn(dataclasses.replace(z, zone=n, also=()), default_player)
            for n in (z.zone, *z.also)
        ]
        return lambda ctx: [place for part in parts for place in part(ctx)]
    name = z.zone
    if z.that:
        return lambda ctx: [ctx.looked] if ctx.looked else []
    if z.opposite:
        return lambda ctx: [
            (o, m) for o in ctx.game.opponents(ctx.me()) for m in ctx.game.zone_members(name)
        ]
    if z.player is not None:
        who = players.players_fn(z.player)
        return lambda ctx: [(p, m) for p in who(ctx) for m in ctx.game.zone_members(name)]
    if default_player is not None:
        return lambda ctx: [
            (p, m) for p in default_player(ctx) for m in ctx.game.zone_members(name)
        ]

    def plain(ctx):
        g = ctx.game
        me = ctx.me()
        return [place for m in g.zone_members(name) for place in g.places(m, me)]

    return plain
