"""The rules in force: continuous effects and what they change.

Two kinds of change feed the same tables: the *static* abilities of cards that are where their
abilities work (a card in play's "Your red cards are attack +1"), and *temporary effects* that a
resolving ability made, with a duration (:class:`TempEffect`).  From them :class:`Effects`
answers a card's stat, a counter as a player sees it, the properties a card has (disabled),
whether an event is allowed (restrictions: "can't be destroyed") and the changes to the rules of play in force.  The tables are rebuilt only when a
source comes or goes or an effect begins or ends, so asking is cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .compile import CardDef
    from .engine import Game
    from .gamedef import GameDef
    from .state import Place, State
    from .timing import Event

#: the modifier tables' entries (each with its source: a card, or the context of the ability
#: that made a temporary effect)
StatMod = tuple[str, Callable[..., int], Callable[..., bool], Any, int]  # op, amount, applies
CounterMod = tuple[str, Callable[..., bool], Any, int, Callable[..., int]]  # counter, applies
Forbid = tuple[str, Callable[..., bool], Any, Callable[..., bool]]  # event kind, applies, test
Prop = tuple[str, Callable[..., bool], Any, Any]  # name, applies, source, value
NameMod = tuple[str, str, Callable[..., Any], Callable[..., bool], Any]  # kind, op, value


class TempEffect:
    """A continuous effect created by a resolving ability, with a duration.

    ``kind`` is ``stat`` (a stat of some cards), ``counter`` (a counter as some player sees
    it), ``prop`` (a property of some cards: disabled), ``forbid`` (a restriction: events of
    kind ``name`` that ``value(game, event, source)`` forbids) or ``rule`` (a change to
    how the game is played: see :mod:`constructs.rule_changes`).  It holds from turn ``start``
    to the end of turn ``end`` (inclusive; a window that waits for a player's next turn learns
    its turns when that turn begins), and — unless ``persist`` — only while its ``source``
    stays where it was (``where``/``entered``).  ``next_of``: the seat whose next card it is
    about ("next enemy card"), for games where that card may come a turn later."""

    __slots__ = (
        "applies",
        "ctx",
        "end",
        "entered",
        "kind",
        "name",
        "next_of",
        "op",
        "order",
        "persist",
        "player",
        "source",
        "start",
        "value",
        "wait",
        "where",
    )

    kind: str
    name: str
    op: str | None
    value: Any
    applies: Any
    source: int | None
    where: Place | None
    entered: int | None
    start: int
    end: int | None
    persist: bool
    order: int
    player: int | None
    ctx: Any
    wait: tuple[int, str] | None
    next_of: int | None

    def __init__(
        self,
        kind: str,
        name: str,
        op: str | None,
        value: Any,
        applies: Any,
        source: int | None,
        where: Place | None,
        entered: int | None,
        start: int,
        end: int | None,
        persist: bool = False,
        order: int = 0,
        player: int | None = None,
        ctx: Any = None,
        wait: tuple[int, str] | None = None,
        next_of: int | None = None,
    ) -> None:
        self.kind, self.name, self.op, self.value, self.applies = kind, name, op, value, applies
        self.source, self.where, self.entered = source, where, entered
        self.start, self.end, self.persist, self.order = start, end, persist, order
        self.player = player
        self.ctx = ctx  # the context of the ability that made it (read by applies)
        # (player, "turn" | "end"): the window waits for that player's next turn — it holds
        # only during that turn, or holds from now until that turn's end
        self.wait = wait
        self.next_of = next_of


def _late_stats(
    gd: GameDef,
) -> tuple[dict[str, dict[str, str]], dict[str, frozenset[str]], frozenset[str]]:
    """The stat rules of statuses ("tired: {stats: {defense: half}}"); an attachment zone ->
    the stats its cards add to their host's; every stat attached cards add."""
    status_stats = {n: dict(v.get("stats") or {}) for n, v in gd.statuses.items() if v.get("stats")}
    zone_stats = {a.zone: frozenset(a.stats) for a in gd.attachments.values() if a.stats}
    return status_stats, zone_stats, frozenset(w for ws in zone_stats.values() for w in ws)


class Effects:
    """The continuous effects of one game and the modifier tables built from them."""

    __slots__ = (
        "all_stats",
        "attached_stats",
        "counter_mods",
        "defs",
        "disabling",
        "forbids",
        "g",
        "gd",
        "late",
        "name_mods",
        "own_names",
        "props",
        "stat_mods",
        "state",
        "static_sources",
        "status_stats",
        "zone_stats",
    )

    g: Game
    state: State
    defs: list[CardDef]
    gd: GameDef
    all_stats: tuple[str, ...]
    static_sources: list[int]
    stat_mods: dict[str, list[StatMod]]
    counter_mods: list[CounterMod]
    props: list[Prop]
    forbids: list[Forbid]
    name_mods: list[NameMod]
    own_names: dict[int, list[NameMod]]
    disabling: bool
    status_stats: dict[str, dict[str, str]]
    zone_stats: dict[str, frozenset[str]]
    attached_stats: frozenset[str]
    late: bool

    def __init__(self, game: Game) -> None:
        self.g = game  # (the facade the compiled tests are called with)
        self.state = game.state
        self.defs = game.defs
        self.gd = game.gd
        self.all_stats = game.rules.all_stats
        self.static_sources = []  # cards whose statics work where they are
        self.stat_mods = {}
        self.counter_mods = []
        self.props = []
        self.forbids = []  # restrictions in force: (event kind, applies, source, test)
        self.name_mods = []  # changes to cards' names ("Your cards are also Animal")
        self.own_names = {}  # card -> changes to its own names ("This card is that suit")
        self.disabling = False  # does any "disabled" property exist (see refresh)
        self.status_stats, self.zone_stats, self.attached_stats = game.gd.derived(_late_stats)
        self.late = bool(self.status_stats or self.attached_stats)

    # ------------------------------------------------------------------ queries
    def stat(self, card: int, word: str, bonus: int = 0) -> int:
        """The card's ``word`` with every change in force, plus ``bonus`` (a change the
        play itself makes, "at attack +1"); every change applies before the floor at 0."""
        value = self.defs[card].stats.get(word, 0)
        if not self.stat_mods:
            if self.late:
                value = self.with_attached(card, word, value)
                return max(0, self.with_statuses(card, word, value) + bonus)
            return max(0, value + bonus)
        if self.late:
            value = self.with_attached(card, word, value)
        mods = self.stat_mods.get(word)
        if mods:
            g = self.g
            turn = self.state.turn
            for op, amount, applies, src, start in mods:
                if start <= turn and applies(g, card, src):
                    v = amount(g, card, src)
                    if op == "add":
                        value += v
                    elif op == "sub":
                        value -= v
                    elif op == "set":
                        value = v
                    elif op == "mul":
                        value *= v
                    elif op == "div":
                        value = value // v if v else value
        if self.late:
            value = self.with_statuses(card, word, value)
        return max(0, value + bonus)

    def stats_of(self, cards: Sequence[int], word: str) -> list[int]:
        """:meth:`stat` of each of ``cards`` (the same values, in order): the printed values at
        once when nothing changes ``word``."""
        if self.late or self.stat_mods.get(word):
            stat = self.stat
            return [stat(c, word) for c in cards]
        defs = self.defs
        return [max(0, defs[c].stats.get(word, 0)) for c in cards]

    def stat_seen(self, card: int, word: str, viewer: int) -> int:
        """The card's ``word`` as ``viewer`` can know it: what is printed on the cards they can
        see (an opponent's card attached face down counts only when the game shows that
        stat), the changes made by cards they can see or by abilities everyone saw resolve,
        and its statuses."""
        g = self.g
        can_see = g.can_see
        defs = self.defs
        value = defs[card].stats.get(word, 0) if can_see(viewer, card) else 0
        under = self.state.under.get(card) if self.attached_stats else None
        if under and word in self.attached_stats:
            where, kinds = self.state.where, g.tables.kind_of_zone
            for c in under:
                at = where[c]
                if at is None or word not in self.zone_stats.get(at[1], ()):
                    continue
                zone = at[1]
                if can_see(viewer, c) or word in kinds[zone].shows.get(defs[c].type, ()):
                    value += defs[c].stats.get(word, 0)
        turn = self.state.turn
        for op, amount, applies, src, start in self.stat_mods.get(word, ()):
            if isinstance(src, int) and not can_see(viewer, src):
                continue  # (a hidden card's change is not known)
            if start <= turn and applies(g, card, src):
                v = amount(g, card, src)
                if op == "add":
                    value += v
                elif op == "sub":
                    value -= v
                elif op == "set":
                    value = v
                elif op == "mul":
                    value *= v
                elif op == "div":
                    value = value // v if v else value
        return max(0, self.with_statuses(card, word, value))

    def with_attached(self, card: int, word: str, value: int) -> int:
        """Before abilities: the stats of the cards attached to it add to its own
        (``rules.attachments.<kind>.stats``)."""
        under = self.state.under.get(card) if self.attached_stats else None
        if under and word in self.attached_stats:
            defs, where, zone_stats = self.defs, self.state.where, self.zone_stats
            for c in under:
                at = where[c]
                if at is not None and word in zone_stats.get(at[1], ()):
                    value += defs[c].stats.get(word, 0)
        return value

    def with_statuses(self, card: int, word: str, value: int) -> int:
        """After abilities: the stat rules of its statuses ("a tired card has half its
        defence")."""
        if not self.status_stats:
            return value
        have = self.state.status.get(card)
        if have:
            for name in have:
                op = self.status_stats.get(name, {}).get(word)
                if op == "half":
                    value //= 2
                elif op == "double":
                    value *= 2
        return value

    def counter_for(self, name: str, player: int, card: int | None = None) -> int:
        """The counter as ``player`` sees it (for playing ``card``), with its modifiers and
        bounds (a player's modifiers never take it outside the counter's bounds)."""
        value = self.state.counters[name]
        if value.__class__ is list:
            value = value[player]
        if not self.counter_mods:
            return value
        g = self.g
        turn = self.state.turn
        for counter, applies, src, start, delta in self.counter_mods:
            if counter == name and start <= turn and applies(g, player, card, src):
                value += delta(g, player, card, src)
        cd = self.gd.counters[name]
        if cd.min is not None and value < cd.min:
            value = cd.min
        if cd.max is not None and value > cd.max:
            value = cd.max
        return value

    def counters_for(self, name: str, player: int, cards: Sequence[int]) -> list[int]:
        """:meth:`counter_for` of each of ``cards`` (the same values, in order): what a change
        asks of the player, its conditions and its amount are asked once, only its card test
        card by card (the power each card of a hand is played with)."""
        value = self.state.counters[name]
        if value.__class__ is list:
            value = value[player]
        if not self.counter_mods:
            return [value] * len(cards)
        g = self.g
        turn = self.state.turn
        values = [value] * len(cards)
        for counter, applies, src, start, delta in self.counter_mods:
            if counter != name or start > turn:
                continue
            split = getattr(applies, "for_player", None)
            if split is None:  # (a change that cannot say: card by card)
                for i, c in enumerate(cards):
                    if applies(g, player, c, src):
                        values[i] += delta(g, player, c, src)
                continue
            held = split(g, player, src)
            if held is None:
                continue
            amount, test, ctx = held
            for i, c in enumerate(cards):
                if test is None or test(g, c, ctx):
                    values[i] += amount
        cd = self.gd.counters[name]
        low, high = cd.min, cd.max
        return [
            low if low is not None and v < low else high if high is not None and v > high else v
            for v in values
        ]

    def any_changes(self) -> bool:
        """Does any change of stats or counters hold now (else every stat is as printed and
        every counter as it is)?"""
        return bool(self.stat_mods or self.counter_mods)

    def names_of(self, card: int, kind: str) -> set[str]:
        """The card's names of ``kind`` (lower case), with every change in force."""
        names = self.defs[card].names.get(kind, set())
        own = self.own_names.get(card) if self.own_names else None
        if not self.name_mods and not own:
            return names
        g = self.g
        for mods in (own, self.name_mods):
            for k, op, value, applies, src in mods or ():
                if k == kind and applies(g, card, src):
                    v = value(g, card, src)
                    if v is not None:
                        names = {v} if op == "set" else names | {v}
        return names

    def has_name(self, card: int, value: str, kinds: Any) -> bool:
        """Is ``value`` (lower case) one of the card's names of any of ``kinds``?"""
        if not self.name_mods and not self.own_names:
            return self.defs[card].has_name(value, kinds)
        return any(value in self.names_of(card, k) for k in kinds)

    def has_prop(self, name: str, card: int) -> list[Any]:
        """The values of property ``name`` that hold for ``card`` (e.g. unblockable)."""
        if not self.props:
            return []
        g = self.g
        return [
            v(g, card, src) if callable(v) else v
            for n, applies, src, v in self.props
            if n == name and applies(g, card, src)
        ]

    def restricts(self, kind: str) -> bool:
        """Does any restriction on events of ``kind`` hold now (then ask :meth:`allowed`)?"""
        return any(f[0] == kind for f in self.forbids) if self.forbids else False

    def allowed(self, ev: Event) -> bool:
        """May the event ``ev`` happen, by the restrictions in force ("your opponent can't
        block", "this card can't be destroyed")?  Asked before doing it."""
        if not self.forbids:
            return True
        g = self.g
        for kind, applies, src, test in self.forbids:
            if kind == ev.kind and applies(g, None, src) and test(g, ev, src):
                return False
        return True

    def required(self, ev: Event) -> bool:
        """Must the event ``ev`` be done when it can ("your opponent must block with a card
        from their hand")?  Asked by a procedure that offers a player the choice."""
        if not self.forbids:
            return False
        g = self.g
        kind = "must:" + ev.kind
        for k, applies, src, test in self.forbids:
            if k == kind and applies(g, None, src) and test(g, ev, src):
                return True
        return False

    def rule_changes(self, name: str, turn: int | None = None) -> list[Any]:
        """The changes to rule ``name`` in force at ``turn`` (now), oldest first."""
        turn = self.state.turn if turn is None else turn
        return [
            e.value
            for e in self.state.effects
            if e.kind == "rule"
            and e.name == name
            and e.start <= turn
            and (e.end is None or turn <= e.end)
        ]

    # ------------------------------------------------------------------ sources and effects
    def source_arrives(self, card: int) -> None:
        """A card whose static abilities work where it now is."""
        self.static_sources.append(card)
        self.refresh()

    def source_leaves(self, card: int) -> None:
        try:
            self.static_sources.remove(card)
        except ValueError:
            pass
        self.refresh()

    def rebuild_sources(self) -> None:
        """Find again the cards whose statics work where they are (the game went back to an
        earlier moment), then the tables."""
        where = self.state.where
        self.static_sources[:] = [
            c for c, w in enumerate(where) if w is not None and self.defs[c].statics.get(w[1])
        ]
        self.refresh()

    def add_effect(self, effect: TempEffect) -> None:
        self.state.clock += 1
        effect.order = self.state.clock
        self.state.effects.append(effect)
        self.refresh()

    def add_rule_change(
        self,
        change: Any,
        start: int,
        end: int | None,
        source: int | None = None,
        player: int | None = None,
        wait: tuple[int, str] | None = None,
    ) -> None:
        """A change to the rules (``change.name``) from turn ``start`` to the end of ``end``."""
        self.add_effect(
            TempEffect(
                "rule",
                change.name,
                "set",
                change,
                None,
                source,
                None,
                None,
                start,
                end,
                persist=True,
                player=player,
                wait=wait,
            )
        )

    def begin_waiting_windows(self, player: int, turn: int) -> None:
        """``player``'s turn ``turn`` begins: the windows waiting for it learn their turns."""
        changed = False
        over = False
        for e in self.state.effects:
            if e.wait is not None and e.wait[0] == player:
                if e.wait[1] == "turn":
                    e.start = e.end = turn
                elif e.wait[1] == "start":  # ("until the start of your next turn": over)
                    e.end = turn - 1
                    over = True
                else:
                    e.end = turn
                e.wait = None
                changed = True
        if over:
            self.state.effects = [e for e in self.state.effects if e.end is None or e.end >= turn]
        if changed:
            self.refresh()

    def postpone_next(self, player: int, turn: int) -> None:
        """``player`` has no card in the contest in ``turn``: the changes about their next card
        that hold in it wait one turn more (its next card comes later).  Changes made after
        this is said (later in the turn) are not moved."""
        changed = False
        for e in self.state.effects:
            if e.next_of == player and e.start <= turn and e.end is not None and turn <= e.end:
                if e.start == turn:
                    e.start += 1
                e.end += 1
                changed = True
        if changed:
            self.refresh()

    def expire_effects(self, turn_over: int | None = None) -> None:
        """Drop temporary effects whose time is up, whose card left where it was (a change of
        "this card"), or whose source was defeated after making them (in games that say so,
        unless the effect holds "even if defeated"; a change its defeat made lasts)."""
        state = self.state
        end_in = self.gd.effects_end_in
        keep = []
        for e in state.effects:
            if turn_over is not None and e.end is not None and e.end <= turn_over:
                continue
            src = e.source
            if (
                e.where is not None
                and src is not None
                and (state.where[src] != e.where or state.entered[src] != e.entered)
            ):
                continue
            if (
                end_in
                and not e.persist
                and src is not None
                and (at := state.where[src]) is not None
                and at[1] in end_in
                and state.entered[src] > e.order
            ):
                continue
            keep.append(e)
        if len(keep) != len(state.effects):
            state.effects = keep
            self.refresh()

    def drop_effects_of(self, source: int) -> None:
        """End every temporary effect ``source`` made (its ability was switched off)."""
        kept = [e for e in self.state.effects if e.source != source]
        if len(kept) != len(self.state.effects):
            self.state.effects = kept
            self.refresh()

    def refresh(self) -> None:
        """Rebuild the modifier tables from the cards whose statics work where they are and
        from the temporary effects that still hold."""
        stat_mods: dict[str, list[StatMod]] = {}
        counter_mods: list[CounterMod] = []
        props: list[Prop] = []
        forbids: list[Forbid] = []
        name_mods: list[NameMod] = []
        own_names: dict[int, list[NameMod]] = {}
        state = self.state
        entries: list[tuple[int, int, Any, Any]] = []
        for card in self.static_sources:
            where = state.where[card]
            if where is None:
                continue
            for s in self.defs[card].statics.get(where[1], ()):
                entries.append((0, state.entered[card], s, card))
        for e in state.effects:
            if e.kind != "rule":  # (rule changes are read where the rules consult them)
                entries.append((1, e.order, e, e.ctx if e.ctx is not None else e.source))
        entries.sort(key=lambda t: (t[2].op != "set", t[0], t[1]))
        # a card that is "disabled" (a temporary property) has its static abilities off; what
        # the card is (a characteristic) stays
        disabling = any(e.kind == "prop" and e.name == "disabled" for e in state.effects)
        for from_card, _, s, src in entries:
            start = getattr(s, "start", 0) or 0
            applies = s.applies
            if (
                disabling
                and from_card == 0
                and s.name != "disabled"
                and not getattr(s, "characteristic", False)
            ):
                applies = _unless_disabled(applies)
            if s.kind == "stat":
                words = self.all_stats if s.name == "*" else (s.name,)
                for w in words:
                    stat_mods.setdefault(w, []).append((s.op, s.value, applies, src, start))
            elif s.kind == "counter":
                counter_mods.append((s.name, applies, src, start, s.value))
            elif s.kind == "names":
                entry = (s.name, s.op, s.value, _starting3(applies, start), src)
                # a change of its own card's names (a card's static, or a change "this card"
                # made that lasts while it stays where it is) is looked up by that card
                card = src if from_card == 0 else s.source
                if (
                    from_card == 0
                    and getattr(s, "own", False)
                    or from_card == 1
                    and s.where is not None
                ):
                    own_names.setdefault(card, []).append(entry)
                else:
                    name_mods.append(entry)
            elif s.kind == "forbid":
                forbids.append((s.name, _starting3(applies, start), src, s.value))
            else:
                props.append((s.name, _starting3(applies, start), src, s.value))
        self.stat_mods = stat_mods
        self.forbids = forbids
        self.counter_mods = counter_mods
        self.props = props
        self.name_mods = name_mods
        self.own_names = own_names
        self.disabling = disabling


def _starting3(applies: Callable[..., bool], start: int) -> Callable[..., bool]:
    if not start:
        return applies
    return lambda g, c, src: g.state.turn >= start and applies(g, c, src)


def _unless_disabled(applies: Callable[..., bool]) -> Callable[..., bool]:
    """A card's static ability, off while its card (the last argument) is disabled."""

    def check(g: Game, *args: Any) -> bool:
        return applies(g, *args) and not g.has_prop("disabled", args[-1])

    return check
