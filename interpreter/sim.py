"""Batch simulation: many games, in parallel, aggregated as they finish.

Game ``i`` of a run is a pure function of (the run's seed, ``i``): its matchup, its seed and
its agents' seeds follow from them.  Workers play ranges of games and return small,
mergeable tallies (:class:`Tally`), never logs, so memory stays flat in the number of games;
tallies add up in any order to the same totals, so the report does not depend on how many
workers there were or which backend ran them.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from .agents import make_agent
from .budget import OutOfTime, cpu_budget


def game_seed(run_seed: int, i: int) -> int:
    return (run_seed * 1_000_003 + i * 7_919 + 17) % 2_147_483_647


def matchups(decks: list[str], seats: int = 2) -> list[tuple[str, ...]]:
    """The decks of each seat, game after game: every ordered choice of different decks (every
    seating); a deck plays itself when there are fewer decks than seats; no decks at all (a
    game that deals its cards) is one empty matchup."""
    if not decks:
        return [()]
    if len(decks) < seats:
        return [tuple(decks[(i + k) % len(decks)] for k in range(seats)) for i in range(len(decks))]
    return list(itertools.permutations(decks, seats))


MAX_FAILURES = 100  # failures kept with their details (all are counted)


@dataclass
class Failure:
    index: int
    seed: int
    decks: tuple[str, ...]
    error: str
    seats: int = 2
    agents: tuple = ()


@dataclass
class Tally:
    games: int = 0
    draws: int = 0
    deck_games: Counter = field(default_factory=Counter)
    deck_wins: Counter = field(default_factory=Counter)
    seat: Counter = field(default_factory=Counter)  # (a, b, winner 0/1/-1) -> games
    first_wins: int = 0
    first_games: int = 0  # decided games with a first player
    lengths: Counter = field(default_factory=Counter)
    card_rows: dict = field(default_factory=dict)  # key -> [pg, pw, ug, uw, plays, fired]
    failures: list = field(default_factory=list)  # the first MAX_FAILURES, by index
    failed: int = 0  # every failed game
    seat_games: Counter = field(default_factory=Counter)  # seat -> games
    seat_wins: Counter = field(default_factory=Counter)  # seat -> games it won
    seat_scores: Counter = field(default_factory=Counter)  # seat -> total score
    scored: int = 0  # games that kept scores
    endings: Counter = field(default_factory=Counter)  # ending name -> games
    game_wins: int = 0  # games the game itself won
    # the players' side together (a cooperative game): by the setup's choices, by the number
    # of players, by the scenario they make
    choice_games: Counter = field(default_factory=Counter)  # (choice, card name) -> games
    choice_wins: Counter = field(default_factory=Counter)
    players_games: Counter = field(default_factory=Counter)  # seats -> games
    players_wins: Counter = field(default_factory=Counter)
    scenario_games: Counter = field(default_factory=Counter)  # scenario name -> games
    scenario_wins: Counter = field(default_factory=Counter)
    table_cards: set = field(default_factory=set)  # keys of the table's own cards

    def add_game(self, decks, result, game) -> None:
        self.games += 1
        winners = result.winners
        self.lengths[result.turns] += 1
        self.endings[result.ending] += 1
        if len(decks) == 2:
            w = result.winner
            self.seat[(decks[0], decks[1], w)] += 1
        if result.side is None:
            self.draws += 1
        elif result.side == "game":
            self.game_wins += 1
        for p in range(game.nplayers):
            self.seat_games[p] += 1
            if p in winners:
                self.seat_wins[p] += 1
        if result.scores is not None:
            self.scored += 1
            for p, s in enumerate(result.scores):
                self.seat_scores[p] += s
        for p, d in enumerate(decks):
            self.deck_games[d] += 1
            if p in winners:
                self.deck_wins[d] += 1
        if winners and result.first is not None and result.side != "game":
            self.first_games += 1
            self.first_wins += int(result.first in winners)
        team = int(bool(winners) and result.side != "game")  # (the players won, together)
        n = game.nplayers
        self.players_games[n] += 1
        self.players_wins[n] += team
        chosen = game.layout.chosen
        if chosen:
            names = []
            for choice, key in chosen.items():
                name = game.rules.cards[key].name
                names.append(name)
                self.choice_games[(choice, name)] += 1
                self.choice_wins[(choice, name)] += team
            combo = " / ".join(names)
            self.scenario_games[combo] += 1
            self.scenario_wins[combo] += team
        # each seat's cards, played or not; a cooperative table is one team with one result:
        # a card counts as played when any player played it
        played_keys = game.played_keys
        if game.seats.cooperative and game.deck_sets:
            seat_sets = [game.deck_sets[0]]
            seat_played = [set().union(*played_keys[: game.nplayers])]
            results = [team]
        else:
            seat_sets = game.deck_sets
            seat_played = played_keys
            results = [int(p in winners) for p in range(len(game.deck_sets))]
        for p in range(len(seat_sets)):
            won = results[p]
            played = seat_played[p]
            for key in seat_sets[p]:
                row = self.card_rows.get(key)
                if row is None:
                    row = self.card_rows[key] = [0, 0, 0, 0, 0, 0]
                if key in played:
                    row[0] += 1
                    row[1] += won
                else:
                    row[2] += 1
                    row[3] += won
        # the table's own cards (no seat's deck holds them): the games they came into play in
        seat_keys = set().union(*game.deck_sets)
        for c in game.table_cards:
            key = game.defs[c].key
            if key not in seat_keys and key not in self.table_cards:
                self.table_cards.add(key)
                self.card_rows.setdefault(key, [0, 0, 0, 0, 0, 0])
        for key in played_keys[game.table]:
            if key in self.table_cards:
                self.card_rows[key][0] += 1
        for key, n in game.play_count.items():
            self.card_rows.setdefault(key, [0, 0, 0, 0, 0, 0])[4] += n
        for key, n in game.fired_count.items():
            self.card_rows.setdefault(key, [0, 0, 0, 0, 0, 0])[5] += n

    def merge(self, other: Tally) -> Tally:
        self.games += other.games
        self.draws += other.draws
        self.deck_games.update(other.deck_games)
        self.deck_wins.update(other.deck_wins)
        self.seat.update(other.seat)
        self.first_wins += other.first_wins
        self.first_games += other.first_games
        self.lengths.update(other.lengths)
        self.seat_games.update(other.seat_games)
        self.seat_wins.update(other.seat_wins)
        self.seat_scores.update(other.seat_scores)
        self.scored += other.scored
        self.endings.update(other.endings)
        self.game_wins += other.game_wins
        for name in (
            "choice_games",
            "choice_wins",
            "players_games",
            "players_wins",
            "scenario_games",
            "scenario_wins",
        ):
            getattr(self, name).update(getattr(other, name))
        self.table_cards |= other.table_cards
        for key, row in other.card_rows.items():
            mine = self.card_rows.setdefault(key, [0, 0, 0, 0, 0, 0])
            for j, v in enumerate(row):
                mine[j] += v
        self.failed += other.failed
        self.failures = sorted(self.failures + other.failures, key=lambda f: f.index)
        del self.failures[MAX_FAILURES:]
        return self


@dataclass(frozen=True)
class Job:
    game: str
    decks: tuple[str, ...]
    agents: tuple[str, ...]  # one per seat
    seed: int
    start: int
    stop: int
    scenario: str | None = None
    # several seatings (the agents of each number of players), game i plays seatings[i % n]
    seatings: tuple = ()
    # a checked run: every invariant after every step of every game (a broken one fails it)
    checked: bool = False


_RULES: dict = {}


def _rules(target: str, scenario: str | None = None):
    rules = _RULES.get((target, scenario))
    if rules is None:
        from .rules import compiled_rules

        rules = _RULES[(target, scenario)] = compiled_rules(target, scenario)
    return rules


def check_invariants(game) -> None:
    """Every card in exactly one zone, and counters inside their bounds."""
    s = game.state
    seen = 0
    for zones in s.zones:
        for z in zones:
            if list(zones).count(z) != 1:  # (a table zone exists once, a seat's once each)
                raise AssertionError(f"zone {z} is listed twice")
    for z in game.gd.table_zones():
        if any(z in zones for zones in s.zones[: game.table]):
            raise AssertionError(f"table zone {z} has a copy at a seat")
    for p, zones in enumerate(s.zones):
        for z, cards in zones.items():
            for c in cards:
                if s.where[c] != (p, z):
                    raise AssertionError(f"card {c} is listed in {(p, z)} but is at {s.where[c]}")
            seen += len(cards)
    if seen != len(game.defs):
        raise AssertionError(f"{len(game.defs) - seen} card(s) are in no zone or in two")
    for name, cdef in game.gd.counters.items():
        v = s.counters[name]
        for x in v if isinstance(v, list) else [v]:
            if (cdef.min is not None and x < cdef.min) or (cdef.max is not None and x > cdef.max):
                raise AssertionError(f"counter {name} is {x}, outside its bounds")
    check_counters_for(game)


def check_counters_for(game) -> None:
    """The counters as each seat sees them for the cards of its zones, and every card's
    stats, asked for many cards at once (``counters_for``, ``stats_of``), are those asked
    card by card (``counter_for``, ``stat``)."""
    s = game.state
    for name in game.gd.counters:
        for p in range(game.nplayers):
            cards = [c for cards in s.zones[p].values() for c in cards]
            many = game.counters_for(name, p, cards)
            one = [game.counter_for(name, p, c) for c in cards]
            if many != one:
                raise AssertionError(
                    f"counter {name} for seat {p}: {many} asked at once, {one} card by card"
                )
    every = range(len(game.defs))
    for word in game.stat_words:
        many = game.stats_of(every, word)
        one = [game.stat(c, word) for c in every]
        if many != one:
            raise AssertionError(f"stat {word}: {many} asked at once, {one} card by card")


def _check_step(game, step) -> None:
    check_invariants(game)


def play_range(job: Job) -> Tally:
    """Play games ``job.start`` to ``job.stop - 1`` of a run; returns their tally."""
    from .match import new_game

    rules = _rules(job.game, job.scenario)
    seatings = job.seatings or (job.agents,)
    pairs_of = {len(a): matchups(list(job.decks), len(a)) for a in seatings}
    deck_sets = {d: set(rules.deck_keys(d)) for d in job.decks}
    budget = rules.gd.limits.get("seconds")
    actor_decks = {a.deck for a in rules.gd.actors.values()}
    tally = Tally()
    for i in range(job.start, job.stop):
        names = seatings[i % len(seatings)]
        seats = len(names)
        pairs = pairs_of[seats]
        decks = pairs[(i // len(seatings)) % len(pairs)]
        seed = game_seed(job.seed, i)
        agents = [make_agent(name, seed * 7919 + k + 1) for k, name in enumerate(names)]
        try:
            with cpu_budget(budget):
                g = new_game(rules, list(decks), agents, seed, seats=seats)
                # (the cards the game deals, when seats bring no decks; a deck that the table
                # plays by itself holds the table's cards, not the players')
                dealt = {
                    g.defs[c].key
                    for o, zone, ids, _ in g.places_laid
                    if o != g.table or zone not in actor_decks
                    for c in ids
                }
                g.deck_sets = [deck_sets[d] for d in decks] if decks else [dealt] * seats
                if job.checked:
                    g.on_step = _check_step
                result = g.run()
                if job.checked:
                    check_invariants(g)
        except (Exception, OutOfTime) as exc:  # noqa: BLE001 - a failing game is counted
            tally.failed += 1
            if len(tally.failures) < MAX_FAILURES:
                error = f"{type(exc).__name__}: {exc}"
                tally.failures.append(Failure(i, seed, decks, error, seats, tuple(names)))
            continue
        tally.add_game(decks, result, g)
    return tally
