"""What a game's setup takes from the card set: the table's piles, each seat's dealt cards, the
cards the setup picks (one of a kind at random, or as the scenario says) and the groups it
picks at random — decided once, before the first turn, through the game's one generator.

Setup entries read here (``rules.setup``):

* ``pick: {name, zone, cards}`` — one card of those the selector names goes to the table
  zone; at random, unless the scenario fixes it.  Later selectors may read its fields.
* ``pile: {zone, cards}`` / ``deal: {zone, cards}`` — cards laid out on the table / dealt to
  every seat (``deal: {zone, seats: {2: [seat 1's, seat 2's], ...}}``: each seat its own, by
  the number of seats).
* ``under: {host, kind, cards}`` — cards laid under the card a ``pick`` put out, as
  attachments of ``kind``, in a random order (done by :mod:`interpreter.setup`).

A selector is a mapping of card fields (``type``, ``name``, any field) and ``count``.  A
field's value may be ``{picked: <pick>, field: <f>}`` (that field of the picked card) or
``{random: N, including: {picked, field, from_players}}`` (N of the field's values among the
cards the rest of the selector matches, picked at random; the one ``including`` names among
them when there are at least ``from_players`` seats).  ``count`` is a number, a number by
seats (``{1: 3, 2: 8}``), ``{field: copies}`` (each card's own field, where a seat count
listed beside it wins) or ``{picked: <pick>, field: <f>}``.  ``N`` may be by seats too, and
a number by seats may say ``add: {picked, field}``: that field of a picked card is added (a
scenario card's "one more group").

A game whose setup picks cards has a scenario for every combination of them, named by
the picked cards' names joined with " / " ("Heist / Baron"), which fixes those choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SEP = " / "


@dataclass
class Layout:
    piles: list = field(default_factory=list)  # [(zone, [keys], entry index)]
    deals: list = field(default_factory=list)  # [(zone, [each seat's keys], entry index)]
    chosen: dict = field(default_factory=dict)  # pick name -> card key
    picked: list = field(default_factory=list)  # [(what, [values])] decided at random
    rng_calls: int = 0

    def signature(self) -> tuple:
        return tuple(sorted(self.chosen.items())), tuple((w, tuple(v)) for w, v in self.picked)


def _by_seats(value, seats: int, default=0):
    if isinstance(value, dict):
        return value.get(seats, value.get(str(seats), default))
    return value


class Layouts:
    """Layouts of one card set's setup (cached when nothing in them is random)."""

    def __init__(self, cardset, gd):
        self.gd = gd
        self.cards = cardset.cards
        self.by_key = {c.key: c for c in cardset.cards}
        self.setup = gd.setup
        self.random = any("pick" in s for s in self.setup) or _has_random(self.setup)
        self._fixed: dict = {}
        self._matching: dict = {}  # what a selector asks for -> the cards that match it

    def choices(self) -> list[tuple[str, list[str]]]:
        """(pick name, the names of the cards it picks among) for each ``pick``."""
        out = []
        for step in self.setup:
            ch = step.get("pick")
            if ch is not None:
                keys = self._select(ch.get("cards") or {}, 1, {}, None, unique=True)
                out.append((str(ch.get("name")), [self._name(k) for k in keys]))
        return out

    def scenario_choices(self, scenario: str) -> dict | None:
        """The choices a generated scenario name fixes (None: it is not one)."""
        choices = self.choices()
        if not choices:
            return None
        parts = scenario.split(SEP)
        if len(parts) != len(choices):
            return None
        fixed = {}
        for (name, names), part in zip(choices, parts):
            if part not in names:
                return None
            fixed[name] = part
        return fixed

    def scenario_names(self) -> list[str]:
        import itertools

        choices = self.choices()
        if not choices:
            return []
        return [SEP.join(combo) for combo in itertools.product(*(n for _, n in choices))]

    def layout(self, seats: int, rng=None, fixed: dict | None = None) -> Layout:
        fixed = fixed or {}
        if not self.random:
            got = self._fixed.get(seats)
            if got is None:
                got = self._fixed[seats] = self._build(seats, None, {})
            return got
        return self._build(seats, rng, fixed)

    # ------------------------------------------------------------------ building
    def _build(self, seats: int, rng, fixed: dict) -> Layout:
        out = Layout()
        for i, step in enumerate(self.setup):
            ch = step.get("pick")
            if ch is not None:
                name = str(ch.get("name"))
                among = self._select(
                    ch.get("cards") or {}, seats, out.chosen, rng, out, unique=True
                )
                if name in fixed:
                    pick = next(k for k in among if self._name(k) == fixed[name])
                else:
                    pick = among[rng.randrange(len(among))] if rng is not None else among[0]
                    out.rng_calls += rng is not None
                    out.picked.append((name, [self._name(pick)]))
                out.chosen[name] = pick
                out.piles.append((str(ch["zone"]), [pick], i))
            for kind in ("pile", "under"):
                entry = step.get(kind)
                if entry is not None:
                    keys = self._keys(entry.get("cards"), seats, out, rng)
                    zone = entry["zone"] if kind == "pile" else self._under_zone(entry)
                    out.piles.append((zone, keys, i))
            deal = step.get("deal")
            if deal is not None:
                by_count = deal.get("seats")
                if by_count is not None:  # each seat its own cards, by the number of seats
                    lists = _by_seats(by_count, seats, None) or []
                    per = [
                        self._keys(lists[p] if p < len(lists) else [], seats, out, rng)
                        for p in range(seats)
                    ]
                else:
                    per = [self._keys(deal.get("cards"), seats, out, rng)] * seats
                out.deals.append((deal["zone"], per, i))
        return out

    def _keys(self, sel, seats: int, out: Layout, rng) -> list[str]:
        """The card keys of a selector or a list of them."""
        keys: list[str] = []
        for s in sel if isinstance(sel, list) else [sel] if sel else []:
            keys += self._select(s, seats, out.chosen, rng, out)
        return keys

    def _under_zone(self, entry) -> str:
        kinds = self.gd.attachments
        kind = entry.get("kind") or next(iter(kinds))
        return kinds[kind].zone

    def _name(self, key) -> str:
        return self.by_key[key].name

    def _value(self, v, chosen: dict):
        """A selector value: plain, or a field of a picked card."""
        if isinstance(v, dict) and "picked" in v:
            key = chosen.get(v["picked"])
            if key is None:
                return None
            return self.by_key[key].fields.get(v.get("field", "name"))
        return v

    def _matching_cards(self, want: dict) -> list:
        """The cards of the set that match ``want`` (found once for each wish: a random setup
        asks again in every game)."""
        try:
            key = tuple(want.items())
            hash(key)
        except TypeError:  # (a value that is a list: looked for each time)
            return [c for c in self.cards if _matches(c, want)]
        found = self._matching.get(key)
        if found is None:
            found = self._matching[key] = [c for c in self.cards if _matches(c, want)]
        return list(found)

    def _select(self, selector: dict, seats: int, chosen: dict, rng, out=None, unique=False):
        """The card keys a selector names, each matching card ``count`` times."""
        want = {}
        randoms = {}
        for k, v in selector.items():
            if k == "count":
                continue
            if isinstance(v, dict) and "random" in v:
                randoms[k] = v
            else:
                want[k] = self._value(v, chosen)
        matching = self._matching_cards(want)
        for fname, spec in randoms.items():
            values = sorted({str(c.fields.get(fname)) for c in matching if c.fields.get(fname)})
            n = int(_by_seats(spec["random"], seats)) + self.added(spec, chosen)
            inc = spec.get("including")
            first = []
            if inc and seats >= int(inc.get("from_players", 1)):
                led = self._value(inc, chosen)
                if led in values:
                    first = [led]
            rest = [v for v in values if v not in first]
            if rng is not None:
                rng.shuffle(rest)
                if out is not None:
                    out.rng_calls += 1
            got = (first + rest)[:n]
            if out is not None:
                out.picked.append((fname, got))
            matching = [c for c in matching if str(c.fields.get(fname)) in got]
        if unique:
            return [c.key for c in matching]
        keys = []
        for c in matching:
            keys += [c.key] * self._count(selector.get("count", 1), c, seats, chosen)
        return keys

    def added(self, spec, chosen: dict) -> int:
        """``add: {picked, field}`` beside a number: that field of a picked card (0 if none)."""
        add = spec.get("add") if isinstance(spec, dict) else None
        if add is None:
            return 0
        v = self._value(add, chosen)
        return int(v) if isinstance(v, int) and not isinstance(v, bool) else 0

    def count(self, count, seats: int, chosen: dict) -> int:
        """A number of a setup entry: plain, by seats, plus a picked card's field."""
        return self._count(count, None, seats, chosen)

    def _count(self, count, card, seats: int, chosen: dict) -> int:
        if isinstance(count, dict):
            if seats in count or str(seats) in count:
                return int(_by_seats(count, seats)) + self.added(count, chosen)
            if "picked" in count:
                v = self._value(count, chosen)
                return int(v) if isinstance(v, int) else 0
            if "field" in count and card is not None:
                v = card.fields.get(count["field"])
                return int(v) if isinstance(v, int) and not isinstance(v, bool) else 1
            return 0
        return int(count)


def _matches(card, want: dict) -> bool:
    for k, v in want.items():
        have = card.type if k == "type" else card.fields.get(k)
        if k == "name" and card.fields.get("name", card.key) == v:
            continue
        if isinstance(have, list):
            if v not in have:
                return False
        elif have != v:
            return False
    return True


def _has_random(setup) -> bool:
    def walk(v):
        if isinstance(v, dict):
            return "random" in v or any(walk(x) for x in v.values())
        if isinstance(v, list):
            return any(walk(x) for x in v)
        return False

    return any(walk(s.get("pile")) or walk(s.get("deal")) or walk(s.get("under")) for s in setup)


def scenario_names(cardset) -> list[str]:
    """Every scenario of a card set: those its game declares, then one for each combination
    of the cards its setup picks."""
    from .gamedef import read_rules
    from .gamedef import scenario_names as declared

    names = declared(cardset.game)
    if any("pick" in s for s in (cardset.game.raw.get("rules") or {}).get("setup") or ()):
        names += Layouts(cardset, read_rules(cardset.game)).scenario_names()
    return names
