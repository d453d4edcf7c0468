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
            return self.face_down(x)
        return self.describe(x, detail)

    def face_down(self, card: int) -> str:
        """What others see of a hidden card: nothing, or for a card attached face down what
        the game shows of its type (``rules.attachments.shows``: "a face-down ability", "a
        face-down stat: attack 20")."""
        attach = self.gd.attachments
        if attach is None or not attach.shows or card not in self.state.host:
            return FACE_DOWN
        d = self.defs[card]
        shown = attach.shows.get(d.type, ())
        if not shown:
            return FACE_DOWN
        head = f"a face-down {d.type}" if "type" in shown else FACE_DOWN
        parts = [f"{f} {d.fields.get(f, 0)}" for f in shown if f != "type"]
        return head + (": " + ", ".join(parts) if parts else "")

    def view(self, player: int) -> dict:
        """What ``player`` may see."""
        return view(self.g, player)

    def render_view(self, player: int) -> str:
        return render(self.g, player)


def view(game, player: int) -> dict:
    """``zones``: (player, zone) -> the card names, or the number of cards when the zone is
    hidden from ``player``; ``known``: the hidden cards ``player`` has been shown, by zone."""
    s = game.state
    zones: dict = {}
    known: dict = {}
    attach = game.gd.attachments
    face_down = attach.zone if attach is not None and attach.shows else None
    for p, pz in enumerate(s.zones):
        for name, cards in pz.items():
            if name == face_down:  # (cards attached face down show what the game shows)
                zones[(p, name)] = [game.describe_for(player, c) for c in cards]
                continue
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
    if deck is not None or game.rules.cardset.decks:
        you = f"{game.pname(player)} ({deck.name if deck else game.deck_names[player]})"
    else:
        you = game.pname(player)
    allies = game.seats.allies(player) if game.gd.seats.sides == "teams" else []
    if allies:
        you += ", with " + " and ".join(game.pname(a) for a in allies)
    lines = [f"turn {v['turn']}, {game.pname(v['active'])} to play; you are {you}"]
    if v["counters"]:
        lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    names = game.gd.spec.language.zone_names
    attach = game.gd.attachments
    detailed = bool(game.gd.statuses or attach is not None)
    for (p, name), content in v["zones"].items():
        who = "the table's" if p == game.table else "your" if p == player else f"{game.pname(p)}'s"
        group = next((g for g, ms in game.gd.groups.items() if name in ms), None)
        word = names.get(name) or (names.get(group) if group else None)
        label = f"{who} {word or name.replace('_', ' ')}"
        if attach is not None and name == attach.zone:
            continue  # (shown with the cards they are attached to)
        if detailed and not isinstance(content, int) and content:
            cards = game.state.zones[p][name]
            lines.append(f"  {label}: " + "; ".join(card_line(game, c, player) for c in cards))
            continue
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


def card_line(game, card: int, viewer: int) -> str:
    """A card as ``viewer`` sees it on the table: its name, its stats as they can know them,
    its statuses and the cards attached to it (face down: what the game shows)."""
    if not game.can_see(viewer, card):
        return game.describe_for(viewer, card)
    d = game.defs[card]
    parts = [
        f"{w} {game.stat_seen(card, w, viewer)}"
        for w in game.stat_words
        if w in d.stats and d.fields.get(game.gd.spec.language.stats.get(w, w)) is not None
    ]
    statuses = sorted(game.state.status.get(card) or ())
    text = d.name
    if parts or statuses:
        text += " (" + ", ".join(parts) + ("; " if parts and statuses else "")
        text += ", ".join(statuses) + ")"
    under = game.state.under.get(card)
    if under:
        text += " with " + ", ".join(game.describe_for(viewer, c) for c in under)
    return text
