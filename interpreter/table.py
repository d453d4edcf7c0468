"""The table's mechanisms: tracks of spaces cards are pushed along, rows kept full from a pile,
and cards put under other cards.

* A **track** (``rules.tracks``) is a line of spaces a card enters at the first; a card in a
  full space is pushed one space on, and one pushed off the last space goes to the track's end
  zone (its event happens and its abilities resolve before the entering card's go on; then
  the entering card's ``enters`` event).  Its spaces are words of the card language ("the
  gate"), and cards are "leftmost" or "adjacent" by their spaces (``left`` says which end is
  the left).
* A **row** (``rules.rows``) is spaces kept full from a pile: at once when one is left empty,
  or at the end of the turn.
* **Attachments** (``rules.attachments.<kind>``) are cards put under another card: they lie in
  the kind's zone with their host, stay while the host is in one of ``stay_in``, and when it
  goes elsewhere they follow it there or go to a discard pile (their owner's, or with
  ``discard_to: controller`` the player's who attached them).  A kind whose zone is hidden is
  a face-down pile under its host.  A card of one of a kind's ``types`` is played under one of
  its player's cards in ``hosts``.
"""

from __future__ import annotations

from .timing import Event


def _places(gd) -> tuple:
    """(a space of a row kept full at once -> its row; an attachment zone -> its kind; a card
    type -> the kind a card of it is attached as when played; a space of a track -> (track,
    index))."""
    return (
        {z: r for r in gd.rows.values() if r.when == "at_once" for z in r.spaces},
        {a.zone: a for a in gd.attachments.values()},
        {t: a for a in gd.attachments.values() for t in a.types},
        {z: (t, i) for t in gd.tracks.values() for i, z in enumerate(t.spaces)},
    )


class Table:
    __slots__ = (
        "g",
        "gd",
        "kind_of_zone",
        "played_kind",
        "row_of",
        "space_of",
        "state",
        "timing",
    )

    def __init__(self, game):
        self.g = game
        self.gd = gd = game.gd
        self.state = game.state
        self.timing = game.timing
        self.row_of, self.kind_of_zone, self.played_kind, self.space_of = gd.derived(_places)

    # ------------------------------------------------------------------ after a move
    def after_move(self, card: int, old, player: int, zone: str) -> None:
        """A card left ``old`` for ``zone``: it is no longer under another, the cards under
        it follow it or are let go, its row space is refilled."""
        state = self.state
        host = state.host.pop(card, None)
        if host is not None:
            state.under[host].remove(card)
        under = state.under.get(card)
        if under:
            self._let_go(card, player, zone)
        row = self.row_of.get(old[1])
        if row is not None and not state.zones[old[0]][old[1]]:
            self.refill(row, old[1])

    def _let_go(self, host: int, player: int, zone: str) -> None:
        """The cards under ``host`` when it moves: those whose kind stays with it in
        ``zone`` stay; the others follow it or go to a discard pile (their owner's, or their
        controller's)."""
        state = self.state
        g = self.g
        kept = []
        for c in list(state.under.pop(host)):
            where = state.where[c]
            kind = self.kind_of_zone.get(where[1]) if where is not None else None
            if kind is not None and zone in kind.stay_in:
                kept.append(c)
                continue
            state.host.pop(c, None)
            if kind is None or kind.leave == "follow":
                g.move(c, player, zone)
            elif kind.discard_to == "controller" and not g.kernel.discard_on_table:
                g.move(c, state.controller[c], g.discard_zone)
            else:
                g.to_discard(c)
        if kept:
            state.under[host] = kept

    # ------------------------------------------------------------------ cards under cards
    def attach_to(
        self, card: int, host: int, kind: str | None = None, player: int | None = None
    ) -> None:
        """Put ``card`` under ``host`` as an attachment of ``kind`` (default: the first kind
        the rules declare): it lies in the kind's zone (the table's, or the host owner's)
        until the host leaves; ``player`` (else the host's controller) controls it."""
        if not self.gd.attachments:
            raise ValueError("this game declares no attachments (rules.attachments)")
        a = (
            self.gd.attachments[kind]
            if kind is not None
            else next(iter(self.gd.attachments.values()))
        )
        g = self.g
        owner = g.table if self.gd.on_table(a.zone) else self.state.where[host][0]
        g.move(card, owner, a.zone)
        state = self.state
        state.controller[card] = state.controller[host] if player is None else player
        self.state.host[card] = host
        self.state.under.setdefault(host, []).append(card)
        if g.log is not None:
            g.log.add("attach", card=card, host=host, kind=a.name)

    def attached(self, host: int, kind: str | None = None) -> list:
        """The cards under ``host`` (of ``kind``), oldest first."""
        cards = self.state.under.get(host, ())
        if kind is None:
            return list(cards)
        zone = self.gd.attachments[kind].zone
        where = self.state.where
        return [c for c in cards if where[c] is not None and where[c][1] == zone]

    def host_of(self, card: int) -> int | None:
        return self.state.host.get(card)

    def hosts(self, player: int, card: int) -> list | None:
        """The cards of ``player`` that ``card`` may be attached to when it is played (None:
        no kind attaches cards of its type when played)."""
        kind = self.played_kind.get(self.g.defs[card].type)
        if kind is None:
            return None
        if kind.hosts is None:
            return []
        state = self.state
        return [c for c in state.zones[player][kind.hosts] if state.controller[c] == player]

    # ------------------------------------------------------------------ tracks
    def enter_track(self, card: int, name: str) -> list:
        """``card`` enters track ``name`` at its first space; a space that is full pushes its
        card one space on, and a card pushed off the last space goes to the track's end zone
        (its event happens and its abilities resolve before the entering card's go on; the
        event's amount is how many cards went off under it).  Returns the cards pushed off."""
        track = self.gd.tracks[name]
        pushed_off = self._make_room(track, 0)
        g = self.g
        g.move(card, g.table, track.spaces[0])
        self._gone(track, pushed_off)
        timing = self.timing
        if track.enters is not None and timing.wants(track.enters):
            timing.emit(Event(track.enters, player=self.state.active, card=card))
            timing.resolve_pending()
        return [c for c, _ in pushed_off]

    def advance(self, card: int, spaces: int = 1) -> list:
        """``card`` moves ``spaces`` spaces on along its track (a charge), one at a time,
        pushing the cards in its way; it goes off the end itself past the last space.
        Returns the cards pushed off (it among them, if it went)."""
        got = self.position(card)
        if got is None:
            return []
        track = self.gd.tracks[got[0]]
        i = got[1]
        off: list = []
        g = self.g
        for _ in range(max(0, spaces)):
            if i + 1 >= len(track.spaces):
                off.append((card, tuple(self.state.under.get(card, ()))))
                g.move(card, g.table, track.off_end)
                break
            off += self._make_room(track, i + 1)
            i += 1
            g.move(card, g.table, track.spaces[i])
        self._gone(track, off)
        return [c for c, _ in off]

    def _make_room(self, track, index: int) -> list:
        """Make room at space ``index``: the cards from there up to the first space with room
        move one space on; past the last space they go off.  Returns [(card, cards it
        carried off)]."""
        g = self.g
        table = g.table
        zones = self.state.zones[table]
        spaces = track.spaces
        last = len(spaces) - 1
        if len(zones[spaces[index]]) < track.capacity:
            return []
        free = next(
            (i for i in range(index, last + 1) if len(zones[spaces[i]]) < track.capacity), None
        )
        off = []
        if free is None:  # every space from here on is full: the one at the far end goes off
            free = last
            for c in list(zones[spaces[last]]):
                off.append((c, tuple(self.state.under.get(c, ()))))
                g.move(c, table, track.off_end)
        for i in range(free, index, -1):
            for c in list(zones[spaces[i - 1]]):
                g.move(c, table, spaces[i])
        return off

    def _gone(self, track, off) -> None:
        """The cards pushed off a track: their event (with how many cards went under each),
        and what it triggers, at once."""
        timing = self.timing
        for c, carried in off:
            if timing.wants(track.event):
                timing.emit(
                    Event(
                        track.event,
                        player=self.state.active,
                        card=c,
                        amount=len(carried),
                        data={"under": carried},  # (what was under it: "if it had X under it")
                    )
                )
        if off:
            timing.resolve_pending()

    def beside(self, card: int) -> list:
        """The cards in the space of the track's ``beside`` row that lies beside ``card``'s
        space (the same place along both)."""
        got = self.position(card)
        if got is None:
            return []
        track = self.gd.tracks[got[0]]
        if track.beside is None:
            return []
        row = self.gd.rows[track.beside]
        if got[1] >= len(row.spaces):
            return []
        return list(self.state.zones[self.g.table][row.spaces[got[1]]])

    def position(self, card: int) -> tuple | None:
        """(track name, space index) of a card on a track, else None."""
        where = self.state.where[card]
        if where is None or where[0] != self.g.table:
            return None
        got = self.space_of.get(where[1])
        return (got[0].name, got[1]) if got is not None else None

    def to_go(self, card: int) -> int | None:
        """How many spaces a card on a track has before it is pushed off (0: the last)."""
        got = self.position(card)
        if got is None:
            return None
        return len(self.gd.tracks[got[0]].spaces) - 1 - got[1]

    def track_cards(self, name: str) -> list:
        """The cards on a track, space by space from its first."""
        zones = self.state.zones[self.g.table]
        return [c for z in self.gd.tracks[name].spaces for c in zones[z]]

    def leftmost(self, cards) -> list:
        """Of ``cards``, those on a track nearest its left end (every track by its own)."""
        best: dict = {}
        for c in cards:
            got = self.position(c)
            if got is None:
                continue
            track, i = got
            rank = i if self.gd.tracks[track].left == "first" else -i
            if track not in best or rank < best[track][0]:
                best[track] = (rank, [c])
            elif rank == best[track][0]:
                best[track][1].append(c)
        return [c for _, cs in best.values() for c in cs]

    def adjacent(self, card: int) -> list:
        """The cards in the spaces next to ``card``'s on its track."""
        got = self.position(card)
        if got is None:
            return []
        track = self.gd.tracks[got[0]]
        zones = self.state.zones[self.g.table]
        out = []
        for i in (got[1] - 1, got[1] + 1):
            if 0 <= i < len(track.spaces):
                out.extend(zones[track.spaces[i]])
        return out

    def nearest_on(self, name: str) -> int | None:
        """The card of track ``name`` nearest the space cards enter at (None: it is empty)."""
        cards = self.track_cards(name)
        return cards[0] if cards else None

    # ------------------------------------------------------------------ rows
    def refill(self, row, space: str | None = None) -> None:
        """Fill the empty spaces of a row (or one space) from its pile's top card."""
        if isinstance(row, str):
            row = self.gd.rows[row]
        g = self.g
        table = g.table
        zones = self.state.zones[table]
        pile = zones[row.refill_from]
        for z in row.spaces if space is None else (space,):
            if not zones[z] and pile:
                g.move(pile[-1], table, z)
