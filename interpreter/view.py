"""What a player may see, for agents and for a person at the terminal.

Hidden zones show only their size; a player's own hand shows its cards; public zones show
everything.  A card in a hidden zone is named to a player who has been shown it (revealed to
all, or looked at); in an ordered hidden zone (a deck) only while it stays where it was seen
(once it moves, or the pile is shuffled, where it lies is unknown); otherwise it is "a
face-down card".  The narration everyone reads names only cards everyone may see.
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
            return self.defs[x].name
        return str(x)

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
            known = self.knowledge[p]
            if card in known and (not zdef.ordered or known[card] == self.state.entered[card]):
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
                if shown:  # (a pile's, from its top: what comes first)
                    zdef = game.gd.zones.get(name)
                    known[(p, name)] = shown[::-1] if zdef is not None and zdef.ordered else shown
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
    """The view as text: zones by the game's own names; a shared zone once, as the table's; a
    public zone of a single card (the card in play, the card on the table) with its whole text."""
    v = view(game, player)
    deck = game.rules.cardset.decks.get(game.deck_names[player])
    lines = [
        (
            f"turn {v['turn']}, {game.pname(v['active'])} to play; you are "
            f"{game.pname(player)} ({deck.name if deck else game.deck_names[player]})"
        )
    ]
    if v["counters"]:
        lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    names = game.gd.spec.language.zone_names
    for (p, name), content in v["zones"].items():
        who = "the table's" if p == game.table else "your" if p == player else f"{game.pname(p)}'s"
        label = f"{who} {names.get(name, name.replace('_', ' '))}"
        if isinstance(content, int):
            if content:
                seen = v["known"].get((p, name))
                zdef = game.gd.zones.get(name)
                order = ", from the top," if zdef is not None and zdef.ordered else ""
                extra = f" (you have seen{order} {'; '.join(seen)})" if seen else ""
                lines.append(f"  {label}: {content} card(s){extra}")
        elif len(content) == 1:
            card = game.state.zones[p][name][0]
            lines.append(f"  {label}: {game.describe(card, detail=True)}")
        elif content:
            lines.append(f"  {label}: " + "; ".join(content))
    return "\n".join(lines)
