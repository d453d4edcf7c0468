"""Setup entries that work on the cards already laid out (``rules.setup``): keeping only some
of a pile, each seat choosing cards from the table, moving cards from pile to pile, filling a
row, laying cards under the card the setup picked.  (What the setup takes from the card set —
``pile``, ``deal``, ``pick`` and the cards of ``under`` — is decided before: see
:mod:`interpreter.layout`.)

* ``trim: {zone, keep, to}`` — only the top ``keep`` cards of a table pile are used (``keep``
  may depend on the number of seats: ``{2: 14, 3: 20}``); the rest go to ``to`` (a box the
  game never uses);
* ``choose: {from, to, count, prompt}`` — each seat in turn, from seat 1, chooses ``count``
  cards (default 1) of the table zone ``from`` and puts them into its own zone ``to``;
* ``move: {from, to, count}`` — the top ``count`` cards of one table pile go onto another, one
  at a time (``count`` by seats, with ``add``: see layout.py); without ``count`` the whole pile
  goes as it lies (the rest of a line-up becomes a deck, say);
* ``refill: <row>`` — the row's empty spaces are filled from its pile;
* ``under: {host, kind, cards}`` — its cards go under the card the ``pick`` named ``host`` put
  out, as attachments of ``kind``, in a random order.
"""

from __future__ import annotations

KINDS = ("trim", "choose", "move", "refill", "under")


def by_seats(value, seats: int) -> int:
    if isinstance(value, dict):
        got = value.get(seats, value.get(str(seats), 0))
        return int(got or 0)
    return int(value)


def run_entry(game, step: dict, index: int) -> None:
    """Do one of these setup entries (``index``: its place in ``rules.setup``)."""
    table = game.table
    zones = game.state.zones[table]
    if "trim" in step:
        t = step["trim"]
        pile = zones[t["zone"]]
        keep = by_seats(t["keep"], game.nplayers)
        for c in list(pile[: max(0, len(pile) - keep)]):  # (the bottom ones go)
            game.move(c, table, t["to"])
    elif "choose" in step:
        c = step["choose"]
        count = int(c.get("count", 1))
        prompt = str(c.get("prompt", "choose a card"))
        for p in game.seats.order_from(0):
            for _ in range(count):
                options = list(zones[c["from"]])
                if not options:
                    return
                pick = game.decide(p, "choose", options, prompt)
                game.move(pick, p, c["to"])
                game.state.controller[pick] = p
    elif "move" in step:
        m = step["move"]
        pile = zones[m["from"]]
        if "count" not in m:
            for c in list(pile):
                game.move(c, table, m["to"])
            return
        n = game.rules.layouts.count(m["count"], game.nplayers, game.layout.chosen)
        for _ in range(min(n, len(pile))):
            game.move(pile[-1], table, m["to"])
    elif "refill" in step:
        game.refill(game.gd.rows[step["refill"]])
    elif "under" in step:
        _lay_under(game, index, step["under"])


def _lay_under(game, index: int, under: dict) -> None:
    """The cards of an ``under`` entry (laid out for it: see layout.py) go under the card its
    ``host`` pick put out, in a random order."""
    host_zone = next(
        s["pick"]["zone"]
        for s in game.gd.setup
        if "pick" in s and s["pick"].get("name") == under["host"]
    )
    hosts = game.state.zones[game.table][host_zone]
    cards = [c for _, _, ids, e in game.places_laid if e == index for c in ids]
    if not hosts or not cards:
        return
    game.shuffle_cards(cards)
    for c in cards:
        game.attach_to(c, hosts[-1], under.get("kind"))
