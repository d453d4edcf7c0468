"""The cards of a game of given decks and layout, and where each one starts: the same for every
game of those decks and that layout, so it is built once (per :class:`~interpreter.rules.
CompiledRules`) and shared by all of them — a game copies the starting zones and owns the copy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .compile import CardDef
    from .layout import Layout
    from .rules import CompiledRules
    from .state import Place
    from .timing import Listener


class Deal:
    """One card instance per card of each seat's deck (owned by its seat), then each seat's
    dealt cards, then the cards the setup lays out on the table (owned by the table, seat index
    ``len(decks)``), and where each starts.  Never changed once built."""

    __slots__ = (
        "anywhere",
        "columns",
        "defs",
        "live",
        "owner",
        "places",
        "table_cards",
        "where",
        "zones",
    )

    defs: list[CardDef]
    owner: list[int]
    places: list[tuple[int, str, list[int], Any]]  # (owner, zone, cards, setup entry)
    table_cards: frozenset[int]
    zones: list[dict[str, list[int]]]
    where: list[Place | None]
    live: list[tuple[int, str]]
    anywhere: dict[str, list[Listener]]
    columns: dict[str, list[Any]]

    def __init__(self, rules: CompiledRules, decks: list[list[str]], layout: Layout) -> None:
        cards = rules.cards
        gd = rules.gd
        defs: list[CardDef] = []
        owner: list[int] = []
        for p, keys in enumerate(decks):
            defs.extend(cards[k] for k in keys)
            owner.extend([p] * len(keys))
        table = len(decks)
        # [(owner, zone, [cards], setup entry)]: what the setup puts where (not the decks)
        places: list[tuple[int, str, list[int], Any]] = []
        for zone, per_seat, entry in layout.deals:
            for p, keys in enumerate(per_seat):
                ids = list(range(len(defs), len(defs) + len(keys)))
                defs.extend(cards[k] for k in keys)
                owner.extend([p] * len(keys))
                places.append((p, zone, ids, entry))
        for zone, keys, entry in layout.piles:
            ids = list(range(len(defs), len(defs) + len(keys)))
            defs.extend(cards[k] for k in keys)
            owner.extend([table] * len(keys))
            places.append((table, zone, ids, entry))
        self.defs, self.owner, self.places = defs, owner, places
        self.table_cards = frozenset(c for o, _, ids, _ in places if o == table for c in ids)
        # where each card starts: each seat's deck (the table's, when the deck is shared),
        # then the places
        zones: list[dict[str, list[int]]] = [
            {z: [] for z in rules.seat_zones} for _ in range(len(decks))
        ]
        zones.append({z: [] for z in rules.table_zones})
        where: list[Place | None] = [None] * len(defs)
        deck = gd.zone_for("deck")
        start = 0
        for p, keys in enumerate(decks):
            o = table if gd.on_table(deck) else p
            for c in range(start, start + len(keys)):
                zones[o][deck].append(c)
                where[c] = (o, deck)
            start += len(keys)
        live: list[tuple[int, str]] = []  # (card, zone): laid out where its abilities work
        for o, zone, ids, _ in places:
            zones[o][zone].extend(ids)
            for c in ids:
                where[c] = (o, zone)
                if zone in defs[c].live_in:
                    live.append((c, zone))
        self.zones, self.where, self.live = zones, where, live
        # abilities about their own card ("when this ... escapes") listen wherever it is:
        # event kind -> [(card, trigger)]
        anywhere: dict[str, list[Listener]] = {}
        if rules.anywhere:
            for card, cd in enumerate(defs):
                for trig in cd.triggers.get("*", ()):
                    anywhere.setdefault(trig.event, []).append((card, trig))
        self.anywhere = anywhere
        self.columns = {}  # field -> every card's printed value

    def listeners(self) -> dict[str, list[Listener]]:
        """The listeners every game of this deal starts with (a new dict, the game's own)."""
        return {kind: list(entries) for kind, entries in self.anywhere.items()}

    def column(self, field: str) -> list[Any]:
        """Every card's printed ``field``, indexed by card."""
        col = self.columns.get(field)
        if col is None:
            col = self.columns[field] = [d.fields.get(field) for d in self.defs]
        return col


def deal_for(rules: CompiledRules, decks: list[list[str]], layout: Layout, shared: bool) -> Deal:
    """The deal of these decks and layout: the one every game of them shares, unless
    ``shared`` is False (decks made for this game alone: a random part of a larger deck)."""
    if not shared:
        return Deal(rules, decks, layout)
    key = (tuple(tuple(keys) for keys in decks), layout.signature())
    deal = rules.deals.get(key)
    if deal is None:
        deal = rules.deals[key] = Deal(rules, decks, layout)
    return deal
