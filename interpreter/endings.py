"""How a game ends, as data: ``rules.endings`` is a list of endings, each checked at the end of
every turn (``check: turn_end``, the default) or after every step (``check: step``); the first
that holds ends the game (or puts seats out of it).  ``rules.scoring`` sums the seats' scores.

An ending is a mapping with a ``name`` and one test:

* ``empty: [zones]`` — a seat whose listed zones are all empty;
* ``count: {zone, at_least | at_most, owner}`` — a seat (or, with ``owner: table``, the table)
  with that many cards in the zone;
* ``counter: {name, at_least | at_most}`` — a counter of a seat (or the table's) at a bound;
* ``idle: N`` — N rounds in a row in which no seat did any of ``events`` (default: play);
* ``repeat: K`` — the same position for the K-th time at the end of a turn;
* ``when: "condition"`` — a condition of the card language, true for the active seat;
* ``card: {zone, field}`` — the condition printed in a field of the card in a table zone (a
  scenario card's "you lose when ..."), in the card language, about that card;
* ``tally: {event, at_least, reset_by}`` — the ``event`` happened ``at_least`` times since the
  last of the ``reset_by`` events (an attack-and-heal loop: the sixth attack with nothing
  defeated, drawn or played in between).

A seat's test may add ``streak: N``: it must hold at the end of N of that seat's own turns in a
row (a seat with no card in front of it for three full turns), and is checked at the end of the
seat's own turns only.

and a ``result``: ``lose`` (the seats it holds for are out of the game; when one side is left it
wins, and when every seat left goes out together ``tie`` decides: ``active`` — the active seat
wins — or ``draw``), ``win`` (their side wins), ``draw``, ``game`` (the game beats every
seat: a cooperative loss), or ``fewest`` / ``most`` (the seat with the fewest / most of
``rank_by: {sum: stat, zone: z}`` wins; a tie between sides is a draw).  A test of the table (or ``idle``, ``repeat``, ``when``) applies to
every seat: ``win`` then means the side of the seats still in.  ``reason`` words the outcome
(``{players}`` is replaced by the seats it holds for); a sensible one is made otherwise.

Scoring: ``scoring: [{sum: stat, zone: z, of: self | others, negative: true, for: all |
winners}]`` — each seat's score is the sum of a stat over the cards in its own zone (or in
every other seat's); ``for: winners`` scores only the seats that won.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..constructs.kit import Ctx
from .seats import GAME

if TYPE_CHECKING:
    from .engine import Game

RESULTS = ("lose", "win", "draw", "game", "fewest", "most")


class EndingError(Exception):
    def __init__(self, path: tuple, message: str, help: str | None = None):
        super().__init__(message)
        self.path, self.message, self.help = path, message, help


class Ending:
    __slots__ = (
        "any_seat",
        "check",
        "history",
        "name",
        "rank_by",
        "reason",
        "result",
        "streak",
        "test",
        "tie",
        "whole_table",
    )

    name: str
    test: Callable[[Game, int], bool]
    result: str
    check: str
    tie: str
    reason: Any  # its words, or fn(game) -> them
    whole_table: bool
    rank_by: dict[str, Any] | None
    streak: int
    history: frozenset[str]
    any_seat: Callable[[Game], bool] | None

    def __init__(
        self,
        name: str,
        test: Callable[[Game, int], bool],
        result: str,
        check: str,
        tie: str,
        reason: Any,
        whole_table: bool,
        rank_by: dict[str, Any] | None = None,
    ) -> None:
        self.name, self.test, self.result, self.check = name, test, result, check
        self.tie, self.reason, self.whole_table = tie, reason, whole_table
        self.rank_by = rank_by
        self.streak = 0  # the seat's own turns in a row it must hold for (0: at once)
        self.history = frozenset()  # the events the turn history must keep for it
        # fn(game) -> does the test hold for a seat still in, asked in one pass (the test of
        # zones left empty, asked at the end of every turn); None: ask ``test`` seat by seat
        self.any_seat = None


def _bound(spec: dict, path: tuple):
    if "at_least" in spec:
        n = int(spec["at_least"])
        return lambda v: v >= n, f"at least {n}"
    if "at_most" in spec:
        n = int(spec["at_most"])
        return lambda v: v <= n, f"at most {n}"
    raise EndingError(path, "a count needs 'at_least' or 'at_most'")


def compile_endings(spec_list, gd, condition=None, card_conditions=None) -> list[Ending]:
    """``condition(path, text)`` compiles a card-language condition (for ``when``);
    ``card_conditions(path, field)`` those printed in a field of the cards ({key: (fn,
    text)}, for ``card``)."""
    out = []
    for i, e in enumerate(spec_list or []):
        path = ("endings", i)
        any_seat: Callable[[Game], bool] | None = None
        if not isinstance(e, dict):
            raise EndingError(path, "an ending is a mapping")
        name = str(e.get("name", f"ending {i + 1}"))
        result = e.get("result", "lose")
        if result not in RESULTS:
            raise EndingError(
                path + ("result",), f"unknown result '{result}'", "use " + ", ".join(RESULTS)
            )
        check = e.get("check", "turn_end")
        if check not in ("turn_end", "step"):
            raise EndingError(path + ("check",), f"unknown check '{check}'", "use turn_end or step")
        tie = e.get("tie", "draw")
        whole_table = False
        history: frozenset = frozenset()
        reason = e.get("reason")
        worded: Callable[..., str] | None = None
        test: Callable[..., bool]
        if "empty" in e:
            zones = list(e["empty"])
            for z in zones:
                if z not in gd.zones or gd.on_table(z):
                    raise EndingError(path + ("empty",), f"'{z}' is not a zone of a seat")

            def holds_empty(game: Game, seat: int, zones: list[str] = zones) -> bool:
                pz = game.state.zones[seat]
                for z in zones:
                    if pz[z]:
                        return False
                return True

            test = holds_empty

            def any_empty(game: Game, zones: list[str] = zones) -> bool:
                state_zones = game.state.zones
                for seat in game.seats.in_game():
                    pz = state_zones[seat]
                    for z in zones:
                        if pz[z]:
                            break
                    else:
                        return True
                return False

            any_seat = any_empty

            default = "{players} {has} no cards in " + " or ".join(
                gd.spec.language.zone_names.get(z, z) for z in zones
            )
        elif "count" in e:
            c = e["count"]
            zone = c.get("zone")
            if zone not in gd.zones:
                raise EndingError(path + ("count", "zone"), f"unknown zone '{zone}'")
            ok, words = _bound(c, path + ("count",))
            whole_table = gd.on_table(zone)

            def holds_count(
                game: Game, seat: int, zone: str = zone, ok: Any = ok, table: bool = whole_table
            ) -> bool:
                return ok(len(game.state.zones[game.table if table else seat][zone]))

            test = holds_count

            zname = gd.spec.language.zone_names.get(zone, zone)
            default = (
                "{players} {has} " if not whole_table else "the table has "
            ) + f"{words} cards in {zname}"
        elif "counter" in e:
            c = e["counter"]
            cname = c.get("name")
            if cname not in gd.counters:
                raise EndingError(path + ("counter", "name"), f"unknown counter '{cname}'")
            ok, words = _bound(c, path + ("counter",))
            whole_table = gd.counters[cname].owner == "table"

            def holds_counter(game, seat, cname=cname, ok=ok):
                return ok(game.counter_base(cname, seat))

            test = holds_counter

            default = (
                f"{{players}}'s {cname} is {words}"
                if not whole_table
                else f"the {cname} is {words}"
            )
        elif "idle" in e:
            rounds = int(e["idle"])
            kinds = tuple(e.get("events") or ("play",))
            whole_table = True
            history = frozenset(kinds)

            def holds_idle(game, seat, rounds=rounds, kinds=kinds):
                return game.idle_turns(kinds) >= rounds * len(game.seats.in_game())

            test = holds_idle

            default = f"{rounds} rounds in a row in which nothing happened"
        elif "repeat" in e:
            times = int(e["repeat"])
            whole_table = True

            def holds_repeat(game, seat, times=times):
                return game.position_seen() >= times

            test = holds_repeat

            default = f"the same position {times} times"
        elif "tally" in e:
            t = e["tally"]
            kind, most = str(t.get("event")), int(t.get("at_least", 1))
            resets = frozenset(t.get("reset_by") or ())
            whole_table = True
            history = resets | {kind}

            def holds_tally(game, seat, kind=kind, most=most, resets=resets):
                return tally_since(game, kind, resets) >= most

            test = holds_tally

            default = f"{most} times {kind} with nothing else in between"
        elif "when" in e:
            if condition is None:
                raise EndingError(path + ("when",), "conditions are not available here")
            cond = condition(path + ("when",), str(e["when"]))
            whole_table = True

            def holds_when(game, seat, cond=cond):
                return bool(cond(Ctx(game, None, game.state.active, None)))

            test = holds_when

            default = str(e["when"])
        elif "card" in e:
            c = e["card"]
            zone, fname = c.get("zone"), c.get("field")
            if not gd.on_table(zone or ""):
                raise EndingError(path + ("card", "zone"), f"'{zone}' is not a table zone")
            if card_conditions is None:
                raise EndingError(path + ("card",), "conditions are not available here")
            conds = card_conditions(path + ("card", "field"), fname)
            whole_table = True

            def holding(game, zone=zone, conds=conds):
                for card in game.state.zones[game.table][zone]:
                    got = conds.get(game.defs[card].key)
                    if got is not None and got[0](Ctx(game, card, game.state.active, None)):
                        return card, got[1]
                return None

            def holds_card(game, seat, holding=holding):
                return holding(game) is not None

            test = holds_card

            def named(game, holding=holding):
                got = holding(game)
                return f"{game.defs[got[0]].name}: {got[1]}" if got else "its condition holds"

            if reason and "{condition}" in reason:  # "Evil wins: {condition}"

                def worded(game, named=named, template=reason):
                    return template.replace("{condition}", named(game))

                reason = None
            else:
                worded = named  # (the reason is worded when it holds)
            default = ""

        else:
            raise EndingError(
                path,
                "an ending needs one of empty, count, counter, idle, repeat, tally, when, card",
            )
        rank_by = e.get("rank_by")
        if result in ("fewest", "most"):
            if not isinstance(rank_by, dict) or not {"sum", "zone"} <= set(rank_by):
                raise EndingError(
                    path + ("rank_by",),
                    f"result '{result}' needs 'rank_by: {{sum: <stat>, zone: <zone>}}'",
                )
            if rank_by["zone"] not in gd.zones:
                raise EndingError(path + ("rank_by", "zone"), f"unknown zone '{rank_by['zone']}'")
        ending = Ending(
            name, test, result, check, tie, reason or worded or default, whole_table, rank_by
        )
        ending.history = history
        if "streak" in e:
            if whole_table:
                raise EndingError(
                    path + ("streak",),
                    "a streak counts a seat's own turns: use it on a seat's test",
                )
            if check != "turn_end":
                raise EndingError(path + ("check",), "a streak is counted at the end of turns")
            ending.streak = int(e["streak"])
        ending.any_seat = any_seat
        out.append(ending)
    return out


def tally_since(game, kind: str, resets) -> int:
    """How many ``kind`` events happened since the last event of ``resets`` (over turns)."""
    n = 0
    history = game.state.history
    for turn in range(game.state.turn, 0, -1):
        for ev in history.get(turn, ())[::-1]:
            if ev.kind in resets:
                return n
            if ev.kind == kind:
                n += 1
    return n


def _streak(game: Game, e: Ending) -> list[int] | None:
    """The seats for which a streak ending holds: the active seat's count goes up when its
    test holds at the end of its turn and back to 0 when it does not."""
    seat = game.state.active
    key = (e.name, seat)
    counts = game.streaks
    if e.test(game, seat):
        counts[key] = counts.get(key, 0) + 1
    else:
        counts[key] = 0
    return [seat] if counts[key] >= e.streak else None


def _words(game, seats, template: str) -> str:
    names = " and ".join(game.pname(p) for p in seats)
    has = "has" if len(seats) == 1 else "have"
    return template.replace("{players}", names).replace("{has}", has)


def may_hold(endings: list[Ending]) -> Callable[[Game], bool]:
    """fn(game) -> may one of ``endings`` hold now (then :func:`check_endings` decides)?  The
    seat-by-seat tests of the plain endings are asked straight away (most turns end with none
    holding); an ending that counts a streak, or tests the whole table, is always checked."""
    if not endings:
        return lambda game: False
    if any(e.whole_table or e.streak for e in endings):
        return lambda game: True
    tests = [e.test for e in endings]
    if len(tests) == 1:
        if endings[0].any_seat is not None:
            return endings[0].any_seat
        test = tests[0]

        def one_holds(game: Game) -> bool:
            for p in game.seats.in_game():
                if test(game, p):
                    return True
            return False

        return one_holds

    def any_holds(game: Game) -> bool:
        seats = game.seats.in_game()
        return any(test(game, p) for test in tests for p in seats)

    return any_holds


def check_endings(game: Game, when: str) -> None:
    """Check the endings of ``when`` (``turn_end`` or ``step``); end the game (GameOver)
    or put seats out when one holds."""
    seats = game.seats
    for e in game.rules.endings_at[when]:
        hit: list[int] | None
        if e.whole_table:
            if not e.test(game, game.state.active):
                continue
            hit = seats.in_game()
        elif e.streak:
            hit = _streak(game, e)
            if hit is None:
                continue
        else:
            test = e.test
            hit = None
            for p in seats.in_game():
                if test(game, p):
                    if hit is None:
                        hit = []
                    hit.append(p)
            if hit is None:
                continue
        if hit is None:
            continue
        template = e.reason(game) if callable(e.reason) else e.reason
        reason = _words(game, hit, template)
        if e.result == "win":
            game.end(hit, reason, e.name)
        if e.result == "draw":
            game.end(-1, reason, e.name)
        if e.result == "game":
            game.end(GAME, reason, e.name)
        if e.result in ("fewest", "most"):
            stat, zone = e.rank_by["sum"], e.rank_by["zone"]
            totals = {
                p: sum(game.stat(c, stat) for c in game.state.zones[p][zone])
                for p in seats.in_game()
            }
            best = (min if e.result == "fewest" else max)(totals.values())
            top = [p for p, t in totals.items() if t == best]
            sides = {seats.side_of[p] for p in top}
            word = "fewest" if e.result == "fewest" else "most"
            who = _words(game, top, "{players} {has}")
            game.end(
                top if len(sides) == 1 else -1,
                reason
                + (
                    f"; {who} the {word} {stat} ({best})"
                    if len(sides) == 1
                    else f"; a tie at {best} {stat}"
                ),
                e.name,
            )
        left = [p for p in seats.in_game() if p not in hit]
        if not left:
            if e.tie == "active" and game.state.active in hit:
                game.end(
                    game.state.active, reason + " on the same turn; the active player wins", e.name
                )
            game.end(-1, reason + " on the same turn", e.name)
        for p in hit:
            seats.eliminate(p)
            if game.log is not None:
                game.log.add("out", player=p, ending=e.name, say=_words(game, [p], template))
        if len(seats.sides_left()) == 1:
            game.end(left, reason, e.name)


def scores(game, winners=()) -> list[int] | None:
    """Each seat's score by the game's ``scoring`` (None when it keeps none); ``winners``: the
    seats that won (what ``for: winners`` scores)."""
    rules = game.rules.scoring
    if not rules:
        return None
    out = []
    for p in range(game.nplayers):
        total = 0
        for r in rules:
            if r.get("for") == "winners" and p not in winners:
                continue
            stat, zone = r["sum"], r["zone"]
            owners = [q for q in range(game.nplayers) if q != p] if r.get("of") == "others" else [p]
            value = sum(
                game.stat(c, stat) + _worth(game, c, stat)
                for q in owners
                for c in game.state.zones[q][zone]
            )
            total += -value if r.get("negative") else value
        out.append(total)
    return out


def _worth(game, card: int, stat: str) -> int:
    """What a card's text says it is worth besides its printed ``stat`` ("worth +2 VP for
    each ..."), read with its owner as "you"."""
    found = game.defs[card].worth
    if not found:
        return 0
    ctx = game.context(card, game.owner[card], None)
    return sum(fn(ctx) for s, fn in found if s == stat)
