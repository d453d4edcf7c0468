"""One game being played: its construction (seats, decks, the table's piles), setup, the turn
its procedure declares, endings and limits.  The game is the facade its parts' operations are
bound onto: the kernel (:mod:`interpreter.kernel`), the rules in force
(:mod:`interpreter.effects`), triggered abilities (:mod:`interpreter.timing`), decisions
(:mod:`interpreter.decisions`), card queries (:mod:`interpreter.cards`) and views
(:mod:`interpreter.view`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from ..constructs.kit import Ctx
from . import setup as setup_entries
from .abilities import Abilities
from .actor import Actors
from .cards import CardQueries
from .deal import deal_for
from .decisions import Decisions
from .effects import Effects
from .endings import check_endings, scores
from .kernel import Kernel
from .log import Log
from .payment import Payments
from .responses import Responses
from .seats import GAME, Outcome, Seats, decide_outcome
from .state import State
from .table import Table
from .timing import ChainTooDeep, NestingTooDeep, Timing
from .view import View


class GameOver(Exception):
    pass


def _count_keys(defs, cards) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in cards:
        key = defs[card].key
        out[key] = out.get(key, 0) + 1
    return out


def _role_zones(gd) -> tuple[str, ...]:
    """The zones of the roles the engine knows: deck, hand, discard, permanent, played."""
    return tuple(gd.zone_for(r) for r in ("deck", "hand", "discard", "permanent", "played"))


#: the operations the facade offers, each a part's: name -> (the part, its method)
OPERATIONS: dict[str, tuple[str, str]] = {
    # the rules in force
    **{
        n: ("effects", n)
        for n in (
            "stat",
            "stats_of",
            "counter_for",
            "counters_for",
            "has_prop",
            "stat_seen",
            "allowed",
            "required",
            "restricts",
            "has_name",
            "names_of",
            "any_changes",
            "rule_changes",
            "add_effect",
            "add_rule_change",
            "expire_effects",
            "begin_waiting_windows",
            "postpone_next",
            "drop_effects_of",
        )
    },
    "refresh_statics": ("effects", "refresh"),
    # events and triggered abilities
    **{
        n: ("timing", n)
        for n in (
            "wants",
            "emit",
            "resolve_pending",
            "run_ability",
            "interrupt",
            "replaced",
            "damage_left",
            "may_prevent",
            "add_shield",
            "delay",
            "grant",
            "revoke_grants",
        )
    },
    "announce": ("responses", "announce"),
    # decisions
    "decide": ("decisions", "decide"),
    "choose_cards": ("decisions", "choose_cards"),
    # operations
    **{
        n: ("kernel", n)
        for n in (
            "move",
            "move_silent",
            "put",
            "draw",
            "to_discard",
            "mill",
            "discard",
            "destroy",
            "destroy_card",
            "become_permanent",
            "gain_control",
            "redirect",
            "swap_zones",
            "reorder",
            "choose_order",
            "reveal",
            "look",
            "shuffle",
            "shuffle_cards",
            "flip",
            "roll",
            "random_pick",
            "counter_base",
            "set_counter",
            "set_status",
            "clear_status",
            "has_status",
            "ensure_deck",
            "adjust_counter",
            "play_card",
            "gain_points",
            "play_into",
        )
    },
    **{
        n: ("tables", n)
        for n in (
            "attach_to",
            "attached",
            "host_of",
            "enter_track",
            "refill",
            "advance",
            "beside",
            "to_go",
            "track_cards",
            "leftmost",
            "adjacent",
        )
    },
    "track_position": ("tables", "position"),
    "actor_play": ("actors", "play_top"),
    # what cards are
    **{
        n: ("cards", n)
        for n in (
            "role_zone",
            "noun_zone",
            "places",
            "in_play",
            "is_noun",
            "adjective",
            "in_contest",
            "is_defeated",
            "is_discarded",
            "printed",
            "named_cards",
            "distinct_values",
            "shares_value",
            "kind_values",
            "damage_done",
        )
    },
    # names and views
    **{
        n: ("viewer", n)
        for n in (
            "pname",
            "is_card",
            "describe",
            "can_see",
            "describe_for",
            "view",
            "render_view",
        )
    },
}

#: the parts not every game needs, made when first asked for
_LATER_PARTS: dict[str, Callable] = {
    "tables": Table,
    "payments": Payments,
    "actors": Actors,
    "responses": Responses,
    "abilities": Abilities,
    "viewer": lambda game: View(game, game.knowledge),
}


class _Later:
    """An operation (or a part) of the facade bound (made) when a game first asks for it, then
    kept in the game's own attributes (this non-data descriptor is not asked again).  Not
    ``__getattr__``: a class with one makes every attribute look-up of its instances slower."""

    __slots__ = ("make", "name")

    def __init__(self, name: str, make: Callable) -> None:
        self.name, self.make = name, make

    def __get__(self, game, owner=None):
        if game is None:
            return self
        value = game.__dict__[self.name] = self.make(game)
        return value


def _operation(part: str, attr: str) -> Callable:
    return lambda game: getattr(getattr(game, part), attr)


#: the operations nearly every game uses, bound as the game is made (the others are bound on
#: first use: a game uses a fifth of them)
BOUND_AT_ONCE = (
    "move",
    "draw",
    "mill",
    "to_discard",
    "discard",
    "shuffle",
    "flip",
    "counter_base",
    "adjust_counter",
    "play_card",
    "decide",
    "stat",
    "counter_for",
    "any_changes",
    "restricts",
    "has_name",
    "wants",
    "emit",
    "resolve_pending",
    "is_noun",
    "places",
    "noun_zone",
    "role_zone",
)


def _binders() -> tuple[tuple[str, tuple[str, ...], Callable[[Any], Any]], ...]:
    """For each part, the names of its operations bound at once and one getter of them all
    (one call binds a part's operations)."""
    by_part: dict[str, list[tuple[str, str]]] = {}
    for n in BOUND_AT_ONCE:
        part, attr = OPERATIONS[n]
        by_part.setdefault(part, []).append((n, attr))

    def getter(attrs: list[str]) -> Callable[[Any], Any]:
        get = attrgetter(*attrs)
        return get if len(attrs) > 1 else (lambda obj: (get(obj),))

    return tuple(
        (part, tuple(n for n, _ in ops), getter([a for _, a in ops]))
        for part, ops in by_part.items()
    )


_BINDERS = _binders()


class Game:
    """One game: its state and the parts that act on it — the kernel's operations
    (:class:`~interpreter.kernel.Kernel`), the rules in force
    (:class:`~interpreter.effects.Effects`), triggered abilities and their timing
    (:class:`~interpreter.timing.Timing`), the players' decisions
    (:class:`~interpreter.decisions.Decisions`), card queries and views — and the turn that
    runs them.  A game is one facade: card text and a game's verbs call the parts' operations
    on it (``game.draw``, ``game.stat``, ``game.decide``; the published list is
    :mod:`interpreter.api`), each bound once to the part that owns it."""

    def __init__(
        self, rules, decks, agents, seed: int, log: bool = False, deck_names=None, deal: bool = True
    ):
        """``rules``: a :class:`~interpreter.rules.CompiledRules`; ``decks``: one list of card
        keys per player (bottom first); ``agents``: one agent per player.  ``deal``: False
        plays the decks as given, whatever their size (a test's exact situation)."""

        self.rules = rules
        self.gd = gd = rules.gd
        self.seed = seed
        self.deck_names = deck_names or [f"deck {i + 1}" for i in range(len(decks))]
        self.log = Log() if log else None
        self.nplayers = len(decks)
        low, high = gd.seats.min, gd.seats.max
        if not low <= self.nplayers <= high:
            raise ValueError(
                f"{rules.cardset.game.name} is for {low}"
                + (f" to {high}" if high != low else "")
                + f" players, not {self.nplayers}"
            )
        self.seats = Seats(gd.seats, self.nplayers)
        rng = random.Random(seed)
        brought = decks
        decks, picked = self._deal_decks(decks, rng) if deal else (list(decks), [])
        # what the setup takes from the card set (its random choices through the generator)
        self.layout = layout = rules.layout(len(decks), rng)
        # the card instances of these decks and this layout, and where each starts (the same
        # for every game of the same decks and choices: shared)
        self.deal = dealt = deal_for(rules, decks, layout, shared=not picked)
        self.places_laid = dealt.places
        self.defs = dealt.defs
        # (cards of the table change hands: each game owns its copy of who owns what)
        self.owner = list(dealt.owner)
        self.table = self.nplayers  # the table's index among the owners
        self.table_cards = dealt.table_cards
        self.state = state = State.of_deal(dealt, rng)
        state.rng_calls = len(picked) + layout.rng_calls
        (
            self.deck_zone,
            self.hand_zone,
            self.discard_zone,
            self.permanent_zone,
            self.played_zone,
        ) = gd.derived(_role_zones)
        self.stat_words = rules.stat_words
        self.all_stats = rules.all_stats
        self.column = dealt.column  # every card's printed field (built once for these decks)
        # a hook called after every step of a turn (a test's, or a checked run's)
        self.on_step: Callable[[Game, Callable], None] | None = None
        self.action_uses: dict = {}  # (turn, seat, action) -> times used
        self.positions: dict = {}  # position digest -> times seen (a "repeat" ending)
        self.streaks: dict = {}  # (ending, seat) -> its own turns in a row the test held
        self.deck_sets: list[set[str]] = []  # each seat's card keys (simulation reports)
        # (simulation reports: each play as (seat, card) and each ability used as its card,
        # noted as they happen and counted by card key only when a report asks)
        self.plays: list[tuple[int, int]] = []
        self.fired: list[int] = []
        self._parts(agents, rules.history_kinds if self.log is None else None)
        # the steps of the first turn and of the others
        self.turns = (
            rules.quiet_turns if self.log is None else (rules.first_turn, rules.later_turns)
        )
        for c, zone in dealt.live:  # (cards laid out where their abilities work)
            self.timing.register(c, zone)
        for name, cdef in gd.counters.items():
            state.counters[name] = (
                [cdef.initial] * self.nplayers if cdef.owner == "seat" else cdef.initial
            )
        state.params = dict(gd.params)
        if self.log is not None:
            self.log.add(
                "game",
                game=rules.target,
                scenario=rules.scenario,
                seed=seed,
                decks=self.deck_names,
                cards=[list(k) for k in brought],
                agents=[getattr(a, "name", "agent") for a in agents],
            )
            for what, values in layout.picked:
                self.log.add(
                    "rng",
                    what="setup",
                    choice=what,
                    picked=values,
                    say=f"the setup picks {what}: {', '.join(values)}",
                )
            for p, left_out in picked:
                self.log.add(
                    "rng",
                    what="deck",
                    player=p,
                    left_out=left_out,
                    say=f"{self.pname(p)} brought {len(brought[p])} cards: "
                    f"{len(brought[p]) - len(left_out)} of them at random are "
                    f"the deck",
                )

    if TYPE_CHECKING:  # (the operations bound from OPERATIONS, for the type checker only)

        def __getattr__(self, name: str) -> Any: ...

    def _parts(self, agents, recorded) -> None:
        """Make the parts every game uses and bind their common operations onto this facade;
        the other parts are made, and the other operations bound, when first asked for (see
        ``__getattr__``): most games never use most of them."""
        self.effects = Effects(self)
        self.opponents = self.seats.opponents  # (the seats on other sides still in the game)
        self.timing = t = Timing(self, recorded)
        self.listeners = t.listeners  # (the same dict for the whole game)
        self.decisions = Decisions(self, agents)
        self.kernel = k = Kernel(self)
        self.knowledge = k.knowledge
        self.cards = c = CardQueries(self)
        self.can_play, self.playable = c.playable_test(), c.playable_filter()
        self.combat = None  # the attack going on (see combat.py)
        parts = self.__dict__
        for part, names, get in _BINDERS:
            parts.update(zip(names, get(getattr(self, part))))

    @property
    def agents(self) -> list:
        return self.decisions.agents

    @agents.setter
    def agents(self, agents: list) -> None:
        self.decisions.agents = agents

    @property
    def pending(self) -> list:
        return self.timing.pending

    def _deal_decks(self, decks, rng) -> tuple[list, list]:
        """The decks each player plays with: a deck larger than the game's size gives that
        many of its cards at random (``decks.larger: random``), through the game's random
        generator.  Returns (decks, [(player, the keys left out)])."""
        spec = self.rules.cardset.game
        size = spec.deck_size
        if size is None or spec.deck_larger != "random":
            return list(decks), []
        out, picked = [], []
        for p, keys in enumerate(decks):
            if len(keys) <= size:
                out.append(list(keys))
                continue
            order = list(range(len(keys)))
            rng.shuffle(order)
            kept = sorted(order[:size])
            out.append([keys[i] for i in kept])
            picked.append((p, [keys[i] for i in sorted(order[size:])]))
        return out, picked

    def tally_play(self, card: int, player: int | None = None) -> None:
        """A card was played (by ``player``, else its owner: for the balance report)."""
        self.plays.append((self.owner[card] if player is None else player, card))

    def tally_fire(self, card: int) -> None:
        """An ability of a card happened (for the balance report): a triggered ability
        resolved or replaced an event, or the game used it (a special ability, a bonus)."""
        self.fired.append(card)

    @property
    def played_keys(self) -> list[set[str]]:
        """The keys of the cards each seat (then the table) played."""
        out: list[set[str]] = [set() for _ in range(self.nplayers + 1)]
        defs = self.defs
        for p, card in self.plays:
            out[p].add(defs[card].key)
        return out

    @property
    def play_count(self) -> dict[str, int]:
        """Card key -> how many times a card of it was played."""
        return _count_keys(self.defs, (card for _, card in self.plays))

    @property
    def fired_count(self) -> dict[str, int]:
        """Card key -> how many times an ability of a card of it happened."""
        return _count_keys(self.defs, self.fired)

    # ------------------------------------------------------------------ running a game
    def run(self) -> Outcome:
        try:
            self.setup()
            limit = self.gd.limits["max_turns"]
            while self.state.outcome is None:
                if self.state.turn >= limit:
                    self.end(-1, f"turn limit ({limit})", "turn limit")
                    break
                self.take_turn()
        except GameOver:
            pass
        except ChainTooDeep:
            self._limit(
                f"triggered abilities kept triggering each other (more than "
                f"{self.gd.limits['chain_depth']} deep)"
            )
        except NestingTooDeep:
            self._limit(
                f"cards kept playing cards (more than {self.gd.limits['plays_in_chain']} deep)"
            )
        except RecursionError:
            self._limit("effects nested too deeply")
        outcome = self.state.outcome
        if outcome is None:  # (the loop above runs until there is one)
            raise RuntimeError("the game stopped without an outcome")
        return outcome

    def _limit(self, reason: str) -> None:
        try:
            self.end(-1, reason, "limit")
        except GameOver:
            pass

    def result(self) -> Outcome | None:
        """The game's outcome (None while it goes on)."""
        return self.state.outcome

    def end(self, winners, reason: str, ending: str = "rules") -> None:
        """End the game: ``winners`` is a seat, a list of seats (their sides win), ``GAME``
        (the game beat the players) or -1 (a draw); ``reason`` says why, in words."""
        s = self.state
        if s.outcome is not None:
            return
        outcome = decide_outcome(self.seats, winners, reason, ending, s.turn, s.first, state=s)
        outcome.scores = scores(self, outcome.winners)
        s.outcome = outcome
        if self.log is not None:
            self.log.add(
                "end",
                winner=s.outcome.winner,
                winners=list(s.outcome.winners),
                side=s.outcome.side,
                reason=reason,
                ending=ending,
                turns=s.turn,
                digest=s.digest(),
            )
        raise GameOver()

    def setup(self) -> None:
        for i, step in enumerate(self.gd.setup):
            if "shuffle" in step:
                zone = step["shuffle"]
                for p in [self.table] if self.gd.on_table(zone) else range(self.nplayers):
                    self.shuffle(p, zone)
            elif "draw" in step:  # N, {players: N} for each number of players, or a param
                n = step["draw"]
                if isinstance(n, dict):
                    n = n.get(self.nplayers, n.get(str(self.nplayers), 0))
                elif isinstance(n, str):
                    n = self.state.params[n]
                for p in self.seats.order_from(0):
                    self.draw(p, int(n))
            elif "text" in step:  # card text, done once (for the first seat)
                for run in self.rules.setup_texts[id(step)]:
                    run(Ctx(self, None, 0, None))
                if self.timing.pending:
                    self.resolve_pending()
            elif "verb" in step:
                self.verb(step["verb"])(self)
            elif any(k in step for k in setup_entries.KINDS):
                setup_entries.run_entry(self, step, i)
        self.timing.pending = []
        fp = self.gd.first_player
        seats = self.seats.in_game()
        if fp == "coin" and len(seats) == 2:
            first = seats[0] if self.flip("first player") == "heads" else seats[1]
        elif fp in ("coin", "random"):
            first = self.random_pick(seats)
        else:
            first = seats[0]
        self.state.first = first
        self.state.active = first
        if self.log is not None and fp != "none":
            self.log.add("first", player=first, say=f"{self.pname(first)} goes first")

    def take_turn(self) -> None:
        s = self.state
        if s.turn > 0:
            while s.extra_turns and self.seats.out[s.extra_turns[0]]:
                s.extra_turns.pop(0)
            if s.extra_turns:
                s.active = s.extra_turns.pop(0)
            else:
                s.active = self.seats.next_after(s.active)
        s.turn += 1
        active = s.active
        if self.log is not None:
            self.log.add(
                "turn",
                turn=s.turn,
                player=active,
                say=f"--- turn {s.turn}: {self.pname(active)} ---",
            )
        if s.effects:
            self.begin_waiting_windows(active, s.turn)
        rules = self.rules
        steps = self.turns[s.turn != 1]
        hook = self.on_step
        timing = self.timing
        if hook is None and not rules.step_endings:  # (the common case: nothing between steps)
            for run in steps:
                run(self, active)
                if timing.pending:
                    timing.resolve_pending()
        else:
            step_endings = rules.step_endings
            for run in steps:
                run(self, active)
                if timing.pending:
                    timing.resolve_pending()
                if step_endings:
                    check_endings(self, "step")
                if hook is not None:
                    hook(self, run)
        if s.effects:
            self.expire_effects(turn_over=s.turn)
        if timing.this_turn:
            timing.end_turn()
        if rules.turn_end_upkeep:
            self._upkeep()
        if rules.turn_end_holds(self):
            check_endings(self, "turn_end")

    def _upkeep(self) -> None:
        """The end of a turn: pools go back to where they start, rows refilled at the end of
        the turn are refilled."""
        for cd in self.gd.counters.values():
            if cd.reset == "turn_end":
                v = self.state.counters[cd.name]
                if isinstance(v, list):
                    self.state.counters[cd.name] = [cd.initial] * len(v)
                else:
                    self.state.counters[cd.name] = cd.initial
        for row in self.gd.rows.values():
            if row.when == "turn_end":
                self.refill(row)
        if self.payments.sources:
            self.payments.reset()

    def resign(self, player: int) -> None:
        """``player`` leaves the game, and the game ends — it cannot go on without their
        decisions: their side loses (the other sides win; at a cooperative table, the game
        wins)."""
        if self.state.outcome is not None:
            return
        seats = self.seats
        winners = (
            GAME
            if seats.cooperative
            else [p for p in seats.in_game() if p != player and seats.opposes(p, player)]
        )
        seats.eliminate(player)
        if self.log is not None:
            self.log.add(
                "out", player=player, ending="resigned", say=f"{self.pname(player)} resigns"
            )
        try:
            self.end(winners, f"{self.pname(player)} resigned", "resigned")
        except GameOver:
            pass

    def run_step(self, name: str, player: int) -> None:
        """Do the turn's step called ``name`` for ``player`` (then what it triggered)."""
        self.rules.procedure.named[name].run(self, player)
        if self.pending:
            self.resolve_pending()

    def apply_limit(self, player: int, limit) -> None:
        zone, param, action = limit
        most = int(self.state.params.get(param, 99))
        cards = self.state.zones[player][zone]
        while len(cards) > most:
            kind = "destroy" if action == "destroy" else "discard"
            pick = self.decide(player, kind, list(cards), f"{kind} down to {most}")
            if kind == "destroy":
                self.destroy(pick)
            else:
                self.discard(pick)

    def idle_turns(self, kinds) -> int:
        """How many turns in a row, up to this one, no event of ``kinds`` happened."""
        n = 0
        for turn in range(self.state.turn, 0, -1):
            if any(ev.kind in kinds for ev in self.state.history.get(turn, ())):
                break
            n += 1
        return n

    def position_seen(self) -> int:
        """How many times the current position has been seen at the end of a turn."""
        digest = self.state.digest(position_only=True)
        seen = self.positions
        seen[digest] = seen.get(digest, 0) + 1
        return seen[digest]

    # ------------------------------------------------------------------ contexts and players
    def context(self, source, controller, event) -> Ctx:
        ctx = Ctx(self, source, controller, event)
        if event is not None:
            c = event.card if event.card is not None else event.source
            if c is not None:
                ctx.it = [c]
            if event.amount:
                ctx.count = event.amount
        return ctx

    def acting_for(self, card, event=None) -> int:
        """The seat a card's ability acts for: its controller; for a card of the table (which
        no seat controls), the event's player, else the active seat."""
        c = self.state.controller[card] if card is not None else self.table
        if c != self.table:
            return c
        if event is not None and event.player is not None and event.player < self.table:
            return event.player
        return self.state.active

    def static_ctx(self, src, it=None) -> Ctx:
        ctx = Ctx(self, src, self.acting_for(src), None)
        if it is not None:
            ctx.it = [it]
        return ctx

    def turn_order(self) -> list:
        """Every seat still in the game, from the active one clockwise."""
        return self.seats.order_from(self.state.active)

    def past_turn(self, when: str) -> int:
        return self.state.turn - 1 if when == "last_turn" else self.state.turn

    def verb(self, name: str):
        return self.gd.verbs[name]

    # ------------------------------------------------------------------ card operations
    def place(self, cards: list, ctx, manner=None) -> None:
        """ "Place X": the game's own way of putting a card into play (a verb)."""
        self.verb("place")(self, cards, ctx, manner)

    def zone(self, player: int, name: str) -> list:
        """The cards of a zone (the live list, bottom first: read it, change it through
        the operations)."""
        return self.state.zones[player][name]

    def zone_members(self, name: str) -> tuple:
        """A zone, or the zones of a group ("Recovery" = each Recovery slot)."""
        return self.gd.groups.get(name) or (name,)


for _name, (_part, _attr) in OPERATIONS.items():
    if _name not in BOUND_AT_ONCE:
        setattr(Game, _name, _Later(_name, _operation(_part, _attr)))
for _name, _make in _LATER_PARTS.items():
    setattr(Game, _name, _Later(_name, _make))
