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
        the game shows of its type (``rules.attachments.<kind>.shows``: "a face-down ability", "a
        face-down stat: attack 20")."""
        if card not in self.state.host:
            return FACE_DOWN
        where = self.state.where[card]
        kind = self.g.tables.kind_of_zone.get(where[1]) if where is not None else None
        if kind is None or not kind.shows:
            return FACE_DOWN
        d = self.defs[card]
        shown = kind.shows.get(d.type, ())
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
    face_down = {a.zone for a in game.gd.attachments.values() if a.shows}
    for p, pz in enumerate(s.zones):
        for name, cards in pz.items():
            if name in face_down:  # (cards attached face down show what the game shows)
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
    """The view as text for a person: the pools and counters; the table's tracks and rows, each
    on a line of its own, space by space; then zones by the game's own names (a shared zone
    once, as the table's); their own hand card by card with its stats and text (and, on their
    turn, why a card cannot be played); a discard pile as its count and its top card; in a
    game of statuses or attachments each card with its stats as they can know them, its
    statuses and the cards under it (face down or not); a public zone of a single card (the
    card in play) with its whole text; repeated cards counted."""
    v = view(game, player)
    gd = game.gd
    names_of_decks = game.deck_names
    deck = game.rules.cardset.decks.get(names_of_decks[player]) if names_of_decks else None
    if names_of_decks and (deck is not None or game.rules.cardset.decks):
        you = f"{game.pname(player)} ({deck.name if deck else names_of_decks[player]})"
    else:
        you = game.pname(player)
    allies = game.seats.allies(player) if gd.seats.sides == "teams" else []
    if allies:
        you += ", with " + " and ".join(game.pname(a) for a in allies)
    lines = [f"turn {v['turn']}, {game.pname(v['active'])} to play; you are {you}"]
    if v["counters"]:
        lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    names = gd.spec.language.zone_names

    def zname(z, by_group=True):
        group = next((g for g, ms in gd.groups.items() if z in ms), None) if by_group else None
        return names.get(z) or (names.get(group) if group else None) or z.replace("_", " ")

    detailed = bool(gd.statuses or gd.attachments)
    s = game.state
    t = game.table
    shown = set()  # (the table's zones shown space by space)
    for kind, spaces in [("track", tr.spaces) for tr in gd.tracks.values()] + [
        ("row", r.spaces) for r in gd.rows.values()
    ]:
        group = next((n for n, ms in gd.groups.items() if tuple(ms) == tuple(spaces)), kind)
        cells = []
        for z in spaces:
            shown.add(z)
            cards = s.zones[t][z]
            on_it = ", ".join(card_line(game, c, player) for c in cards)
            cells.append(f"{zname(z, by_group=False)}: {on_it or '-'}")
        lines.append(f"  the table's {zname(group, by_group=False)}: " + " | ".join(cells))
    attached = {a.zone for a in gd.attachments.values()}  # (shown with their hosts)
    for (p, name), content in v["zones"].items():
        if (p == t and name in shown) or name in attached:
            continue
        who = "the table's" if p == t else "your" if p == player else f"{game.pname(p)}'s"
        label = f"{who} {zname(name)}"
        cards = s.zones[p][name]
        if isinstance(content, int):
            if content:
                seen = v["known"].get((p, name))
                zdef = gd.zones.get(name)
                order = ", from the top," if zdef is not None and zdef.ordered else ""
                extra = f" (you have seen{order} {'; '.join(seen)})" if seen else ""
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
        elif detailed:
            lines.append(
                f"  {label}: " + "; ".join(_counted([card_line(game, c, player) for c in cards]))
            )
        elif len(content) == 1:
            lines.append(f"  {label}: {game.describe(cards[0], detail=True)}")
        else:
            lines.append(f"  {label}: " + "; ".join(_counted(content)))
    return "\n".join(lines)


def card_line(game, card: int, viewer: int) -> str:
    """A card as ``viewer`` sees it on the table: its name, its stats as they can know them,
    its statuses and the cards attached to it (face down: what the game shows; plain face-down
    cards counted)."""
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
        seen = [game.describe_for(viewer, c) for c in under]
        hidden = seen.count(FACE_DOWN)
        listed = _counted([x for x in seen if x != FACE_DOWN])
        if hidden:
            listed.append(FACE_DOWN if hidden == 1 else f"{hidden} face-down cards")
        text += " with " + ", ".join(listed)
    return text


def _counted(items: list[str]) -> list[str]:
    """Repeated items once, with how many: ["Scar x3", ...] (in first-seen order)."""
    counts: dict[str, int] = {}
    for x in items:
        counts[x] = counts.get(x, 0) + 1
    return [f"{x} x{n}" if n > 1 else x for x, n in counts.items()]


def _count(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")
