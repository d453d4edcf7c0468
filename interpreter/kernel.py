"""The kernel's operations: what happens to cards, counters and chance.

Moving a card (with its abilities starting and stopping as it enters and leaves zones),
drawing, discarding, destroying, shuffling; coins, dice and random picks through the game's one
seeded generator, each logged; counters; playing a card (through the game's own ``play`` verb,
or the generic play: the card goes to where played cards go, its text happens, and there it
stays).  Compiled card text and a game's verbs do everything through these operations.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .timing import Event, NestingTooDeep

if TYPE_CHECKING:
    from .compile import CardDef
    from .effects import Effects
    from .engine import Game
    from .gamedef import GameDef
    from .log import Log
    from .state import State
    from .timing import Timing


def _kernel_tables(gd: GameDef) -> tuple[bool, bool, list[tuple[str, str]], bool]:
    """(is the deck the table's, is the discard pile the table's, the pools a card played adds
    its printed value to: [(counter, stat)], does a move need more than moving: statuses to
    clear, attachments, rows to refill)."""
    from_played = [(c.name, c.from_played) for c in gd.counters.values() if c.from_played]
    watch = bool(
        gd.statuses or gd.attachments or any(r.when == "at_once" for r in gd.rows.values())
    )
    return gd.on_table(gd.zone_for("deck")), gd.on_table(gd.zone_for("discard")), from_played, watch


def shuffle_in_place(rng: random.Random, cards: list[Any]) -> None:
    """``rng.shuffle(cards)``, written out: the same draws of the generator and the same order
    (the algorithm of Python's ``random.shuffle``, 3.10 to 3.13: tests/interpreter/
    test_kernel_shuffle.py), in code a compiled kernel runs natively."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


class Kernel:
    __slots__ = (
        "deck_on_table",
        "deck_zone",
        "defs",
        "discard_on_table",
        "discard_zone",
        "effects",
        "from_played",
        "g",
        "gd",
        "hand_zone",
        "knowledge",
        "listeners",
        "log",
        "most_plays",
        "noted",
        "owner",
        "permanent_zone",
        "play_depth",
        "play_verb",
        "played_zone",
        "redirecting",
        "state",
        "table",
        "table_owns",
        "timing",
        "wants",
        "watch",
    )

    g: Game
    state: State
    defs: list[CardDef]
    owner: list[int]
    table: int
    table_owns: bool
    gd: GameDef
    log: Log | None
    timing: Timing
    wants: Callable[[str], bool]
    effects: Effects
    deck_zone: str
    hand_zone: str
    discard_zone: str
    permanent_zone: str
    played_zone: str
    play_depth: int
    most_plays: int
    play_verb: Callable[..., Any] | None
    deck_on_table: bool
    discard_on_table: bool
    from_played: list[tuple[str, str]]
    watch: bool
    noted: bool
    knowledge: list[dict[int, int | None]]
    listeners: dict[str, list[Any]]
    redirecting: set[int]

    def __init__(self, game: Game) -> None:
        self.g = game
        self.state = game.state
        self.defs = game.defs
        self.owner = game.owner
        self.table = game.table
        self.table_owns = bool(game.table_cards)  # (does the table own a card of this game)
        self.gd = game.gd
        self.log = game.log
        self.timing = game.timing
        self.wants = game.timing.wants
        self.listeners = game.timing.listeners  # (the same dict, kept up to date by timing)
        self.effects = game.effects  # (the restrictions in force: "can't draw more than ...")
        self.deck_zone = game.deck_zone
        self.hand_zone = game.hand_zone
        self.discard_zone = game.discard_zone
        self.permanent_zone = game.permanent_zone
        self.played_zone = game.played_zone
        self.play_depth = 0
        self.redirecting = set()  # the cards whose move is being replaced
        self.most_plays = game.gd.limits["plays_in_chain"]
        self.play_verb = game.gd.verbs.get("play")  # (the game's own play, if it has one)
        self.deck_on_table, self.discard_on_table, self.from_played, self.watch = game.gd.derived(
            _kernel_tables
        )
        self.noted = self.log is not None or self.watch  # (see move)
        # what each seat has been shown of the hidden cards: card -> the clock it had entered
        # its zone at when it was seen (None once a shuffle lost where it lies)
        self.knowledge = [{} for _ in range(game.nplayers)]

    # ------------------------------------------------------------------ zones and moves
    def move(self, card: int, player: int, zone: str, bottom: bool = False) -> None:
        state = self.state
        where = state.where
        old = where[card]
        if (state.redirects or "would:put" in self.listeners) and self._redirected(
            card, player, zone, old
        ):
            return  # (it went where a replacement said instead)
        if old is not None:
            lst = state.zones[old[0]][old[1]]
            if lst[-1] == card:  # (it is there: where says so)
                lst.pop()
            else:
                lst.remove(card)
        if bottom:
            state.zones[player][zone].insert(0, card)
        else:
            state.zones[player][zone].append(card)
        where[card] = (player, zone)
        if self.table_owns and player != self.table and self.owner[card] == self.table:
            self.owner[card] = player  # a card of the table a seat takes is theirs from now on
        clock = state.clock = state.clock + 1
        state.entered[card] = clock
        state.arrived[card] = state.turn
        live = self.defs[card].live_in
        if live:
            if old is not None and old[1] in live:
                self.timing.unregister(card, old[1])
            if zone in live:
                self.timing.register(card, zone)
        if self.noted:  # (the game is logged, or a move has more to it)
            self._noted(card, old, player, zone)

    def _noted(self, card: int, old, player: int, zone: str) -> None:
        log = self.log
        if log is not None:
            log.add(
                "move", card=card, to=[player, zone], frm=list(old) if old is not None else None
            )
        if self.watch and old is not None and old[1] != zone:
            self._after_move(card, old, player, zone)

    def _redirected(self, card: int, player: int, zone: str, old) -> bool:
        """Was the move of ``card`` into ``player``'s ``zone`` replaced (and done the way the
        replacement says)?  A one-time redirection of that card first, then the abilities that
        hear the move as it would happen; never again while the card's move is replaced."""
        if card in self.redirecting or (old is not None and old == (player, zone)):
            return False
        state = self.state
        for i, (c, p, z, run, ctx, turn) in enumerate(state.redirects):
            if turn < state.turn:
                continue
            if c == card and p == player and z == zone:
                del state.redirects[i]
                self.redirecting.add(card)
                try:
                    run(ctx)
                finally:
                    self.redirecting.discard(card)
                return True
        if state.redirects:
            state.redirects = [r for r in state.redirects if r[5] >= state.turn]
        if "would:put" not in self.listeners:
            return False
        ev = Event("put", player=player, card=card, zone=zone, data=old)
        self.redirecting.add(card)
        try:
            return self.timing.replaced("put", ev)
        finally:
            self.redirecting.discard(card)

    def redirect(self, card: int, player: int, zone: str, run, ctx) -> None:
        """The next time ``card`` would go into ``player``'s ``zone`` this turn, ``run(ctx)``
        instead ("put it into your hand instead of into your discard pile")."""
        self.state.redirects.append((card, player, zone, run, ctx, self.state.turn))

    def _after_move(self, card: int, old, player: int, zone: str) -> None:
        """What follows a card leaving a zone: its statuses end (unless kept), then what the
        table's mechanisms say (attachments, rows: see :mod:`interpreter.table`)."""
        state = self.state
        if state.status.get(card):
            kept = {s for s in state.status[card] if self.gd.statuses.get(s, {}).get("keep")}
            state.status[card] = kept
        self.g.tables.after_move(card, old, player, zone)

    # ------------------------------------------------------------------ statuses
    def set_status(self, card: int, name: str) -> None:
        """``card`` is now ``name`` ("fatigued"); the event ``name`` happens (a game may
        declare its wording: "When a hero is fatigued, ...")."""
        have = self.state.status.setdefault(card, set())
        if name in have:
            return
        have.add(name)
        self.state.clock += 1
        g = self.g
        if self.log is not None:
            self.log.add(
                "status", card=card, status=name, on=True, say=f"{g.describe(card)} is {name}"
            )
        if self.wants(name):
            self.timing.emit(Event(name, player=self.state.controller[card], card=card))

    def clear_status(self, card: int, name: str) -> None:
        have = self.state.status.get(card)
        if not have or name not in have:
            return
        have.discard(name)
        self.state.clock += 1
        g = self.g
        if self.log is not None:
            self.log.add(
                "status",
                card=card,
                status=name,
                on=False,
                say=f"{g.describe(card)} is no longer {name}",
            )

    def has_status(self, card: int, name: str) -> bool:
        have = self.state.status.get(card)
        return have is not None and name in have

    # ------------------------------------------------------------------ the deck
    def ensure_deck(self, player: int) -> None:
        """A deck that is out of cards when a card must come from it is rebuilt from the
        discard pile, shuffled (in games that say so: ``rules.reshuffle``)."""
        if not self.gd.reshuffle:
            return
        owner, zone = self.deck_of(player)
        if self.state.zones[owner][zone]:
            return
        pile_owner = self.g.table if self.discard_on_table else player
        pile = self.state.zones[pile_owner][self.discard_zone]
        if not pile:
            return
        for c in list(pile):
            self.move(c, owner, zone)
        self.shuffle(owner, zone)
        g = self.g
        if self.log is not None:
            self.log.add(
                "reshuffle",
                player=player,
                say=f"{g.pname(player)} shuffles the discard pile into a new deck",
            )

    def move_silent(self, card: int, player: int, zone: str) -> None:
        """Put a card that is nowhere yet into a zone (building a game)."""
        self.state.zones[player][zone].append(card)
        self.state.where[card] = (player, zone)

    def deck_of(self, player: int) -> tuple[int, str]:
        """Where ``player`` draws from: their deck, or the table's when the deck is shared."""
        return (self.g.table, self.deck_zone) if self.deck_on_table else (player, self.deck_zone)

    def draw(self, player: int, n: int = 1) -> list:
        """Draw ``n`` cards from the top of the deck; an empty deck skips the rest."""
        deck = self.state.zones[self.table if self.deck_on_table else player][self.deck_zone]
        if n == 1 and deck and not self.effects.forbids and self.log is None:
            # (one card, nothing to ask or to write: the common draw)
            card = deck[-1]
            self.move(card, player, self.hand_zone)
            if self.state.where[card] != (player, self.hand_zone):
                return []  # (what happened instead of the draw)
            self.state.controller[card] = player
            if self.wants("draw"):
                self.timing.emit(Event("draw", player=player, amount=1))
            return [card]
        drawn: list[int] = []
        for _ in range(n):
            if not deck:
                self.ensure_deck(player)
                if not deck:
                    break
            if self.effects.forbids and not self.effects.allowed(
                Event("draw", player, amount=len(drawn) + 1)
            ):
                break
            card = deck[-1]
            self.move(card, player, self.hand_zone)
            if self.state.where[card] != (player, self.hand_zone):
                continue  # (what happened instead of drawing that card)
            self.state.controller[card] = player
            drawn.append(card)
        if drawn:
            g = self.g
            if self.log is not None:
                self.log.add(
                    "draw",
                    player=player,
                    n=len(drawn),
                    say=f"{g.pname(player)} draws "
                    + ("a card" if len(drawn) == 1 else f"{len(drawn)} cards"),
                )
            if self.wants("draw"):
                self.timing.emit(Event("draw", player=player, amount=len(drawn)))
        return drawn

    def to_discard(self, card: int) -> None:
        self.move(
            card, self.g.table if self.discard_on_table else self.owner[card], self.discard_zone
        )

    def mill(self, player: int) -> int | None:
        """The top card of ``player``'s deck to their discard pile (a fast path of move)."""
        state = self.state
        deck = state.zones[self.table if self.deck_on_table else player][self.deck_zone]
        if not deck:
            return None
        if state.redirects or "would:put" in self.listeners:
            card = deck[-1]  # (a move that may be replaced: the whole way)
            self.move(card, self.owner[card], self.discard_zone)
            return card
        card = deck.pop()
        owner = self.owner[card]
        state.zones[owner][self.discard_zone].append(card)
        state.where[card] = (owner, self.discard_zone)
        state.clock += 1
        state.entered[card] = state.clock
        state.arrived[card] = state.turn
        live = self.defs[card].live_in
        if live:
            if self.deck_zone in live:
                self.timing.unregister(card, self.deck_zone)
            if self.discard_zone in live:
                self.timing.register(card, self.discard_zone)
        log = self.log
        if log is not None:
            log.add("move", card=card, to=[owner, self.discard_zone], frm=[player, self.deck_zone])
        return card

    def discard(self, card: int) -> None:
        where = self.state.where[card]
        if self.effects.forbids and not self.effects.allowed(
            Event("discard", where[0] if where else None, card, zone=where[1] if where else None)
        ):
            return
        was_permanent = where is not None and where[1] == self.permanent_zone
        if where is not None and was_permanent and self.wants("left"):
            # (heard by the card itself: before it goes)
            self.timing.emit(Event("left", player=where[0], card=card))
        self.to_discard(card)
        self.state.controller[card] = self.owner[card]
        timing = self.timing
        if self.wants("discard"):
            timing.emit(
                Event(
                    "discard",
                    player=where[0] if where else None,
                    card=card,
                    zone=where[1] if where else None,
                )
            )
        if where is not None and was_permanent and self.wants("destroyed"):
            timing.emit(Event("destroyed", player=where[0], card=card))

    def destroy(self, card: int) -> None:
        """Put a card in play into its owner's discard pile."""
        where = self.state.where[card]
        if where is None or where[1] != self.permanent_zone:
            return
        controller = self.state.controller[card]
        if self.effects.forbids and not self.effects.allowed(Event("destroyed", controller, card)):
            return
        if self.timing.replaced("destroyed", Event("destroyed", player=controller, card=card)):
            return  # ("if X would be destroyed, ... instead")
        if self.wants("destroyed"):
            # collected before it leaves, so its own "when this is destroyed" still hears it
            self.timing.emit(Event("destroyed", player=controller, card=card))
        if self.wants("left"):
            self.timing.emit(Event("left", player=controller, card=card))
        self.to_discard(card)
        self.state.controller[card] = self.owner[card]
        g = self.g
        if self.log is not None:
            self.log.add("destroy", card=card, say=f"{g.describe(card)} is destroyed")

    def destroy_card(self, card: int) -> None:
        where = self.state.where[card]
        if where is not None and where[1] == self.permanent_zone:
            self.destroy(card)
        else:
            self.discard(card)

    def become_permanent(self, card: int) -> None:
        controller = self.state.controller[card]
        self.move(card, controller, self.permanent_zone)
        g = self.g
        if self.log is not None:
            self.log.add("permanent", card=card, say=f"{g.describe(card)} stays in play")
        if self.wants("enters"):
            self.timing.emit(Event("enters", player=controller, card=card))

    def put(self, card: int, player: int, zone: str, bottom: bool = False) -> None:
        was = self.state.where[card]
        permanent = self.permanent_zone
        if was is not None and was[1] == permanent and zone != permanent:
            # (heard by the card itself too: before it goes)
            self.timing.emit(Event("left", player=was[0], card=card))
        self.move(card, player, zone, bottom=bottom)
        if zone == permanent:
            self.state.controller[card] = player
        else:
            self.state.controller[card] = self.owner[card] if zone != self.hand_zone else player
        if zone == permanent and (was is None or was[1] != permanent) and self.wants("enters"):
            self.timing.emit(Event("enters", player=player, card=card))

    def gain_control(self, player: int, card: int) -> None:
        self.state.controller[card] = player
        self.move(card, player, self.permanent_zone)

    def swap_zones(self, player: int, a: str, b: str) -> None:
        za, zb = self.state.zones[player][a], self.state.zones[player][b]
        for c in list(za):
            self.state.where[c] = (player, b)
        for c in list(zb):
            self.state.where[c] = (player, a)
        self.state.zones[player][a], self.state.zones[player][b] = zb, za
        if self.log is not None:
            self.log.add("swap", player=player, zones=[a, b])

    def reorder(self, player: int, cards: list) -> None:
        """Put ``cards`` (where they are, on top of their zone) back in an order ``player``
        chooses."""
        ordered = self.choose_order(player, cards)
        for c in ordered[::-1]:  # (not reversed(): mypyc 1.x fails on it here)
            p, z = self.state.where[c]
            self.move(c, p, z)

    def choose_order(self, player: int, cards: list) -> list:
        """The order ``player`` puts cards in, first = top."""
        rest = list(cards)
        out = []
        while len(rest) > 1:
            pick = self.g.decide(player, "order", rest, "which goes on top?")
            out.append(pick)
            rest.remove(pick)
        return out + rest

    # ------------------------------------------------------------------ what players see
    def reveal(self, player: int, cards: list) -> None:
        entered = self.state.entered
        for k in self.knowledge:
            for c in cards:
                k[c] = entered[c]
        g = self.g
        if self.log is not None and cards:
            self.log.add(
                "reveal",
                player=player,
                cards=list(cards),
                say=f"{g.pname(player)} reveals {', '.join(g.describe(c) for c in cards)}",
            )

    def look(self, player: int, cards: list) -> None:
        """``player`` sees ``cards`` where they are (in a pile: known while they stay put)."""
        k, entered = self.knowledge[player], self.state.entered
        for c in cards:
            k[c] = entered[c]
        if self.log is not None:
            self.log.add("look", player=player, cards=list(cards))

    # ------------------------------------------------------------------ chance
    def shuffle(self, player: int, zone: str) -> None:
        lst = self.state.zones[player][zone]
        shuffle_in_place(self.state.rng, lst)
        self.state.rng_calls += 1
        for k in self.knowledge:  # (where the seen cards of a pile lie is lost)
            if k:
                for c in lst:
                    if c in k:
                        k[c] = None
        if self.log is not None:
            self.log.add("rng", what="shuffle", player=player, zone=zone, order=list(lst))

    def shuffle_cards(self, cards: list) -> None:
        """Put ``cards`` (a list, not a zone) in a random order, in place."""
        shuffle_in_place(self.state.rng, cards)
        self.state.rng_calls += 1
        if self.log is not None:
            self.log.add("rng", what="order", cards=list(cards))

    def flip(self, purpose: str | None = None) -> str:
        state = self.state
        forced = state.forced.get(("flip", purpose)) if purpose and state.forced else None
        if forced is not None and forced[0] <= state.turn:
            del state.forced[("flip", purpose)]
            result = forced[1]
        else:
            result = "heads" if state.rng.random() < 0.5 else "tails"
            state.rng_calls += 1
        if self.log is not None:
            self.log.add(
                "rng", what="coin", result=result, purpose=purpose, say=f"the coin shows {result}"
            )
        if self.wants("coin"):
            self.timing.emit(Event("coin", player=state.active, data=result))
        return result

    def roll(self, sides: int = 6) -> int:
        value = self.state.rng.randint(1, sides)
        self.state.rng_calls += 1
        if self.log is not None:
            self.log.add("rng", what="die", result=value, say=f"the die shows {value}")
        return value

    def random_pick(self, seq):
        """One element of ``seq`` at random (through the game's generator)."""
        if not seq:
            return None
        i = self.state.rng.randrange(len(seq))
        self.state.rng_calls += 1
        if self.log is not None:
            self.log.add("rng", what="pick", index=i, of=len(seq))
        return seq[i]

    # ------------------------------------------------------------------ counters
    def counter_base(self, name: str, player: int | None = None) -> int:
        """The counter's own value (a seat's counter: ``player``'s, the active seat's when no
        player is named)."""
        v = self.state.counters[name]
        if v.__class__ is list:
            return v[self.state.active if player is None else player]
        return v

    def set_counter(self, name: str, value: int, player: int | None = None) -> None:
        cd = self.gd.counters[name]
        if cd.min is not None and value < cd.min:
            value = cd.min
        if cd.max is not None and value > cd.max:
            value = cd.max
        state = self.state
        seats = state.counters[name]
        if seats.__class__ is list:
            owner = state.active if player is None else player
            old = seats[owner]
            seats[owner] = value
        else:
            old = seats
            state.counters[name] = value
            owner = None
        if value != old:
            state.clock += 1  # (something happened: see "if you do")
        if value != old and self.wants("counter"):
            self.timing.emit(
                Event(
                    "counter",
                    player=state.active if owner is None else owner,
                    amount=value - old,
                    data=name,
                )
            )
        g = self.g
        if self.log is not None:
            whose = f"{g.pname(owner)}'s " if owner is not None else "the "
            self.log.add(
                "counter",
                name=name,
                value=value,
                player=owner,
                say=f"{whose}{name} is {value}" if value != old else None,
            )

    def adjust_counter(self, name: str, delta: int, player: int | None = None) -> None:
        v = self.state.counters[name]
        if v.__class__ is list:
            v = v[self.state.active if player is None else player]
        self.set_counter(name, v + delta, player)

    def gain_points(self, name: str, points: int, player: int, source: int | None) -> None:
        """``player``'s pool ``name`` gets ``points`` from ``source`` (a card: a pool that
        remembers where its points came from counts them as that card's)."""
        self.adjust_counter(name, points, player)
        if source is not None:
            self.g.payments.note(name, player, source, points)

    # ------------------------------------------------------------------ playing cards
    def play_card(self, player: int, card: int, bonus=None, again: bool = False) -> None:
        """``player`` plays ``card``: the game's ``play`` verb, else the generic play."""
        self.play_depth += 1
        try:
            if self.play_depth > self.most_plays:
                raise NestingTooDeep()
            if self.effects.forbids and not self.effects.allowed(Event("play", player, card)):
                return
            verb = self.play_verb
            if verb is not None:
                verb(self.g, player, card, bonus, again)
            else:
                self.generic_play(player, card, again)
        finally:
            self.play_depth -= 1

    def generic_play(self, player: int, card: int, again: bool = False) -> None:
        """The card goes to where played cards go (the player's, or the table's), the event
        ``play`` happens, then the card's text; the card stays there.  A card of a type the
        game attaches when played (``rules.attachments.<kind>.types``) goes under one of the
        player's cards instead, which the player chooses."""
        g = self.g
        if g.tables.played_kind and not again:
            hosts = g.tables.hosts(player, card)
            if hosts:
                host = g.decide(player, "host", hosts, f"attach {g.describe(card)} to?")
                kind = g.tables.played_kind[self.defs[card].type].name
                g.attach_to(card, host, kind, player)
                self._played(player, card)
                return
        zone = self.played_zone
        place = (g.table, zone) if self.gd.on_table(zone) else (player, zone)
        if not again:
            self.move(card, place[0], place[1])
            self.state.controller[card] = player
        g.tally_play(card, player)
        if self.log is not None:
            self.log.add(
                "play", player=player, card=card, say=f"{g.pname(player)} plays {g.describe(card)}"
            )
        if self.wants("play"):
            self.timing.emit(Event("play", player=player, card=card, source=card))
        for counter, stat in self.from_played:
            n = g.stat(card, stat)
            if n:
                self.gain_points(counter, n, player, card)
        steps = self.defs[card].play
        if steps:
            ctx = g.context(card, player, None)
            for step in steps:
                self.timing.run_ability(step, ctx)
                if self.state.where[card] != place:
                    break
        self.timing.resolve_pending()

    def _played(self, player: int, card: int) -> None:
        g = self.g
        g.tally_play(card, player)
        if self.log is not None:
            self.log.add(
                "play", player=player, card=card, say=f"{g.pname(player)} plays {g.describe(card)}"
            )
        if self.wants("play"):
            self.timing.emit(Event("play", player=player, card=card, source=card))
        self.timing.resolve_pending()

    def play_into(self, player: int, card: int, zone: str) -> None:
        """``player`` plays ``card`` into ``zone`` (their own, or the table's), where its text
        happens (a card played in place of something else: into the discard pile, say).  In a
        game that announces abilities, the text is announced, as an ability of the card's
        type."""
        g = self.g
        place = (g.table, zone) if self.gd.on_table(zone) else (player, zone)
        self.move(card, place[0], place[1])
        self.state.controller[card] = player
        self._played(player, card)
        steps = self.defs[card].play
        if not steps:
            return
        ctx = g.context(card, player, None)

        def run():
            for step in steps:
                self.timing.run_ability(step, ctx)

        if self.gd.timing.announce:
            from .responses import Announcement

            g.announce(Announcement(card, player, run, g.describe(card), self.defs[card].type))
        else:
            run()
        self.timing.resolve_pending()
