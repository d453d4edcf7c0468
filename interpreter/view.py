"""What a player may see, for agents and for a person at the terminal.

Hidden zones show only their size; a player's own hand shows its cards; public zones show
everything.  A card in a hidden zone is named to a player who has been shown it (revealed to
all, or looked at) while it stays out of an ordered hidden zone (a deck: once back in it, where
it lies is unknown); otherwise it is "a face-down card".  The narration everyone reads names
only cards everyone may see.
"""

from __future__ import annotations

FACE_DOWN = "a face-down card"


class View:
    """Names and views of cards for people and agents."""

    __slots__ = ("defs", "g", "gd", "knowledge", "nplayers", "state")

    def __init__(self, game, knowledge):
        self.g = game
        self.state = game.state
        self.defs = game.defs
        self.gd = game.gd
        self.nplayers = game.nplayers
        self.knowledge = knowledge  # (the kernel's: what each seat has been shown)

    def pname(self, player: int) -> str:
        return f"P{player + 1}"

    def is_card(self, x) -> bool:
        return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(self.defs)

    def describe(self, x, detail: bool = False) -> str:
        if isinstance(x, bool):
            return "yes" if x else "no"
        if self.is_card(x):
            if detail:
                v = self.gd.verbs.get("describe")
                if v is not None:
                    return v(self.g, x)
                return self.details(x)
            return self.defs[x].name
        return str(x)

    def details(self, card: int) -> str:
        """A card with its stats as the rules in force make them ("Riveted Fists (cost 3,
        attack 2)"): the stats it prints."""
        d = self.defs[card]
        stats = [
            f"{w} {self.g.stat(card, w)}"
            for w, field in self.gd.spec.language.stats.items()
            if d.fields.get(field) is not None
        ]
        return d.name + (f" ({', '.join(stats)})" if stats else "")

    def can_see(self, player: int | None, card: int) -> bool:
        """May ``player`` (None: every player) see which card this is?"""
        where = self.state.where[card]
        if where is None:
            return True
        zdef = self.gd.zones.get(where[1])
        if zdef is None or zdef.visible == "all":
            return True
        players = range(self.nplayers) if player is None else (player,)
        for p in players:
            if zdef.visible == "owner" and where[0] == p:
                continue
            if card in self.knowledge[p] and not zdef.ordered:
                continue
            return False
        return True

    def describe_for(self, player: int | None, x, detail: bool = False) -> str:
        """``describe``, naming a card only if ``player`` (None: everyone) may see it."""
        if self.is_card(x) and not self.can_see(player, x):
            return FACE_DOWN
        return self.describe(x, detail)

    def view(self, player: int) -> dict:
        """What ``player`` may see."""
        return view(self.g, player)

    def render_view(self, player: int) -> str:
        return render(self.g, player)


def view(game, player: int) -> dict:
    """``zones``: (player, zone) -> the card names, or the number of cards when the zone is
    hidden from ``player``; ``known``: the hidden cards ``player`` has been shown, by zone."""
    s = game.state
    zones, known = {}, {}
    for p, pz in enumerate(s.zones):
        for name, cards in pz.items():
            shown = [game.describe(c) for c in cards if game.can_see(player, c)]
            if len(shown) == len(cards):
                zones[(p, name)] = shown
            else:
                zones[(p, name)] = len(cards)
                if shown:
                    known[(p, name)] = shown
    counters = {}
    for name in game.gd.counters:
        counters[name] = game.counter_for(name, player)
    return {
        "player": player,
        "turn": s.turn,
        "active": s.active,
        "zones": zones,
        "known": known,
        "counters": counters,
    }


def render(game, player: int) -> str:
    """The view as text: the pools and counters, the table (each track and row on a line of its
    own, space by space; a card with cards under it says so, face down or not), then the
    seats' zones; a shared zone once, as the table's; repeated cards counted; a public zone of
    a single card, and the player's own hand, with each card's details."""
    v = view(game, player)
    gd = game.gd
    deck = game.rules.cardset.decks.get(game.deck_names[player]) if game.deck_names else None
    lines = [
        (
            f"turn {v['turn']}, {game.pname(v['active'])} to play; you are "
            f"{game.pname(player)}" + (f" ({deck.name})" if deck else "")
        )
    ]
    if v["counters"]:
        lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    names = gd.spec.language.zone_names

    def zname(z):
        return names.get(z, z.replace("_", " "))

    def card_text(c, detail=False):
        text = game.describe_for(player, c, detail=detail)
        under = game.state.under.get(c)
        if under:
            seen = [game.describe_for(player, u) for u in under if game.can_see(player, u)]
            hidden = len(under) - len(seen)
            extra = seen + ([f"{hidden} face-down card(s)"] if hidden else [])
            text += " [under it: " + ", ".join(extra) + "]"
        return text

    shown = set()
    t = game.table
    for kind, spaces in [("track", tr.spaces) for tr in gd.tracks.values()] + [
        ("row", r.spaces) for r in gd.rows.values()
    ]:
        label = zname(next((n for n, g in gd.groups.items() if tuple(g) == tuple(spaces)), kind))
        cells = []
        for z in spaces:
            shown.add(z)
            cards = game.state.zones[t][z]
            cells.append(f"{zname(z)}: " + (", ".join(card_text(c, True) for c in cards) or "-"))
        lines.append(f"  {label}: " + " | ".join(cells))
    hidden_under = {a.zone for a in gd.attachments.values()}
    for (p, name), content in v["zones"].items():
        if (p == t and name in shown) or name in hidden_under:
            continue
        who = "the table's" if p == t else "your" if p == player else f"{game.pname(p)}'s"
        label = f"{who} {zname(name)}"
        cards = game.state.zones[p][name]
        if isinstance(content, int):
            if content:
                seen = v["known"].get((p, name))
                extra = f" (you have seen {'; '.join(seen)})" if seen else ""
                lines.append(f"  {label}: {content} card(s){extra}")
        elif len(content) == 1 or (p == player and name == game.hand_zone):
            lines.append(f"  {label}: " + "; ".join(card_text(c, True) for c in cards))
        elif content:
            lines.append(f"  {label}: " + "; ".join(_counted([card_text(c) for c in cards])))
    return "\n".join(lines)


def _counted(items: list[str]) -> list[str]:
    """Repeated items once, with how many: ["Wound x3", ...] (in first-seen order)."""
    counts: dict[str, int] = {}
    for x in items:
        counts[x] = counts.get(x, 0) + 1
    return [f"{x} x{n}" if n > 1 else x for x, n in counts.items()]
