"""Setup entries that work on the cards already laid out (``rules.setup``): keeping only some
of a pile, each seat choosing cards from the table, moving a whole pile, filling a row.

* ``trim: {zone, keep, to}`` — only the top ``keep`` cards of a table pile are used (``keep``
  may depend on the number of seats: ``{2: 14, 3: 20}``); the rest go to ``to`` (a box the
  game never uses);
* ``choose: {from, to, count, prompt}`` — each seat in turn, from seat 1, chooses ``count``
  cards (default 1) of the table zone ``from`` and puts them into its own zone ``to``;
* ``move: {from, to}`` — every card of one table zone into another (the rest of a line-up
  becomes a deck, say);
* ``refill: <row>`` — the row's empty spaces are filled from its pile.
"""

from __future__ import annotations

KINDS = ("trim", "choose", "move", "refill")


def by_seats(value, seats: int) -> int:
    if isinstance(value, dict):
        got = value.get(seats, value.get(str(seats), 0))
        return int(got or 0)
    return int(value)


def run_entry(game, step: dict) -> None:
    """Do one of these setup entries."""
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
        for c in list(zones[m["from"]]):
            game.move(c, table, m["to"])
    elif "refill" in step:
        game.refill(game.gd.rows[step["refill"]])
