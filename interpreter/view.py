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
        """A card as a person reads it: its name, the game's stats (as they are now) and its
        text: ``Gold Dragon (power 8, cost 5) — When it enters, draw a card.``"""
        d = self.defs[card]
        lang = self.gd.spec.language
        shown = []
        for word, fname in lang.stats.items():
            if word in lang.numeric_stats:
                shown.append(f"{word} {self.g.stat(card, word)}")
            elif d.fields.get(fname) not in (None, ""):
                value = d.fields[fname]
                shown.append(
                    f"{word} {', '.join(map(str, value)) if isinstance(value, list) else value}"
                )
        ctype = self.gd.spec.types.get(d.type)
        texts = [
            str(d.fields[f])
            for f, spec in (ctype.fields.items() if ctype else ())
            if spec.type == "card_text" and d.fields.get(f)
        ]
        return (
            d.name
            + (f" ({', '.join(shown)})" if shown else "")
            + (f" — {' / '.join(' '.join(t.split()) for t in texts)}" if texts else "")
        )

    def visible_cards(self, player: int) -> list[int]:
        """The cards ``player`` may see where they are now."""
        s = self.state
        return [
            c
            for zones in s.zones
            for cards in zones.values()
            for c in cards
            if self.can_see(player, c)
        ]

    def read(self, player: int, words: str) -> list[str]:
        """Each card ``player`` may see whose name holds ``words``, as a person reads it (one
        line for each different card)."""
        want = " ".join(words.lower().split())
        seen, out = set(), []
        for c in self.visible_cards(player):
            name = self.defs[c].name
            if want in name.lower() and name not in seen:
                seen.add(name)
                out.append(self.describe(c, detail=True))
        return out

    def unplayable(self, player: int, cards: list) -> tuple[dict, str | None]:
        """The cards of ``cards`` that ``player`` may not play now, each with why (the game's
        ``why_unplayable`` verb), and the rule they break (its ``rules.playable``)."""
        try:
            ok = set(self.g.playable(player, list(cards)))
        except Exception:  # noqa: BLE001 - only a hint for a person: no hint, no harm
            return {}, None
        verb = self.gd.verbs.get("why_unplayable")
        rule = self.g.rules.cardset.game.raw.get("rules", {}).get("playable")
        out = {}
        for c in cards:
            if c not in ok:
                out[c] = verb(self.g, player, c) if verb is not None else None
        return out, (str(rule) if rule and out and verb is None else None)

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
    """The view as text for a person: zones by the game's own names; a shared zone once, as
    the table's; their own hand card by card with its stats and text (and, on their turn, why
    a card cannot be played); a discard pile as its count and its top card; a public zone of a
    single card (the card in play) with its whole text."""
    v = view(game, player)
    deck = game.rules.cardset.decks.get(game.deck_names[player])
    lines = [
        f"turn {v['turn']}, {game.pname(v['active'])} to play; you are {game.pname(player)}"
        + (f" ({deck.name})" if deck else "")
    ]
    if v["counters"]:
        lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    names = game.gd.spec.language.zone_names
    s = game.state
    for (p, name), content in v["zones"].items():
        who = "the table's" if p == game.table else "your" if p == player else f"{game.pname(p)}'s"
        label = f"{who} {names.get(name, name.replace('_', ' '))}"
        cards = s.zones[p][name]
        if isinstance(content, int):
            if content:
                seen = v["known"].get((p, name))
                extra = f" (you have seen {'; '.join(seen)})" if seen else ""
                lines.append(f"  {label}: {_count(content)}{extra}")
        elif not content:
            continue
        elif p == player and name == game.hand_zone:
            blocked, rule = {}, None
            if v["active"] == player:
                blocked, rule = game.viewer.unplayable(player, cards)
            lines.append(f"  {label} ({_count(len(cards))}):")
            for c in cards:
                why = ""
                if c in blocked:
                    why = " — can't be played now" + (f": {blocked[c]}" if blocked[c] else "")
                lines.append(f"    {game.describe(c, detail=True)}{why}")
            if rule:
                lines.append(f"    (a card may be played when {rule})")
        elif name == game.discard_zone and len(cards) > 1:
            top = game.describe(cards[-1], detail=True)
            lines.append(f"  {label}: {_count(len(cards))}, top: {top}")
        elif len(content) == 1:
            lines.append(f"  {label}: {game.describe(cards[0], detail=True)}")
        else:
            lines.append(f"  {label}: " + "; ".join(content))
    return "\n".join(lines)


def _count(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")
