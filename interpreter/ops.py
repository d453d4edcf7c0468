"""The engine's basic operations: moving cards, drawing, shuffling, coins and dice, counters,
stats with their modifiers, and asking players to decide.  Mixed into :class:`Game`.

Compiled card effects and a game's verbs are written in terms of these operations only.
"""

from __future__ import annotations

from .agents import Decision
from .timing import Event


class TempEffect:
    """A continuous effect created by a resolving ability, with a duration.

    ``kind`` is ``stat`` (a stat of some cards), ``counter`` (a counter as some player sees
    it), ``prop`` (a property of some cards: unblockable, disabled) or ``rule`` (a change to
    how the game is played: see :mod:`interpreter.rule_changes`).  It holds from turn ``start`` to the end of turn
    ``end`` (inclusive), and — unless ``persist`` — only while its ``source`` stays where it
    was (``where``/``entered``)."""

    __slots__ = (
        "applies",
        "ctx",
        "end",
        "entered",
        "kind",
        "name",
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

    def __init__(self, kind, name, op, value, applies, source, where, entered, start, end,
                 persist=False, order=0, player=None, ctx=None, wait=None):
        self.kind, self.name, self.op, self.value, self.applies = kind, name, op, value, applies
        self.source, self.where, self.entered = source, where, entered
        self.start, self.end, self.persist, self.order = start, end, persist, order
        self.player = player
        self.ctx = ctx          # the context of the ability that made it (read by applies)
        # (player, "turn" | "end"): the window waits for that player's next turn — it holds
        # only during that turn, or holds from now until that turn's end
        self.wait = wait


class OpsMixin:
    # ------------------------------------------------------------------ zones and moves
    def zone(self, player: int, name: str) -> list:
        return self.state.zones[player][name]

    def move(self, card: int, player: int, zone: str, bottom: bool = False) -> None:
        state = self.state
        old = state.where[card]
        if old is not None:
            lst = state.zones[old[0]][old[1]]
            if lst and lst[-1] == card:
                lst.pop()
            else:
                lst.remove(card)
        lst = state.zones[player][zone]
        if bottom:
            lst.insert(0, card)
        else:
            lst.append(card)
        state.where[card] = (player, zone)
        state.clock += 1
        state.entered[card] = state.clock
        if self.defs[card].has_zone_abilities:
            if old is not None:
                self.unregister(card, old[1])
            self.register(card, zone)
        if self.log is not None:
            self.log.add("move", card=card, to=[player, zone],
                         frm=list(old) if old is not None else None)

    def draw(self, player: int, n: int = 1) -> list:
        """Draw ``n`` cards from the top of the deck; an empty deck skips the rest."""
        deck = self.state.zones[player][self.deck_zone]
        drawn = []
        for _ in range(n):
            if not deck:
                break
            card = deck[-1]
            self.move(card, player, self.hand_zone)
            drawn.append(card)
        if drawn:
            if self.log is not None:
                self.log.add("draw", player=player, n=len(drawn),
                             say=f"{self.pname(player)} draws {len(drawn)} card(s)")
            if self.wants("draw"):
                self.emit(Event("draw", player=player, amount=len(drawn)))
        return drawn

    def to_discard(self, card: int) -> None:
        self.move(card, self.owner[card], self.discard_zone)

    def mill(self, player: int) -> int | None:
        """The top card of ``player``'s deck to their discard pile (a fast path of move)."""
        state = self.state
        deck = state.zones[player][self.deck_zone]
        if not deck:
            return None
        card = deck.pop()
        owner = self.owner[card]
        state.zones[owner][self.discard_zone].append(card)
        state.where[card] = (owner, self.discard_zone)
        state.clock += 1
        state.entered[card] = state.clock
        if self.defs[card].has_zone_abilities:
            self.unregister(card, self.deck_zone)
            self.register(card, self.discard_zone)
        if self.log is not None:
            self.log.add("move", card=card, to=[owner, self.discard_zone],
                         frm=[player, self.deck_zone])
        return card

    def destroy(self, card: int) -> None:
        """Put a card in play into its owner's discard pile."""
        where = self.state.where[card]
        if where is None or where[1] != self.permanent_zone:
            return
        controller = self.state.controller[card]
        if self.wants("destroyed"):
            # collected before it leaves, so its own "when this is destroyed" still hears it
            self.emit(Event("destroyed", player=controller, card=card))
        self.to_discard(card)
        self.state.controller[card] = self.owner[card]
        if self.log is not None:
            self.log.add("destroy", card=card, say=f"{self.describe(card)} is destroyed")

    def shuffle(self, player: int, zone: str) -> None:
        lst = self.state.zones[player][zone]
        self.state.rng.shuffle(lst)
        self.state.rng_calls += 1
        if self.log is not None:
            self.log.add("rng", what="shuffle", player=player, zone=zone, order=list(lst))

    # ------------------------------------------------------------------ coins and dice
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
            self.log.add("rng", what="coin", result=result, purpose=purpose,
                         say=f"the coin shows {result}")
        if self.wants("coin"):
            self.emit(Event("coin", player=self.state.active, data=result))
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
        if isinstance(v, list):
            return v[self.state.active if player is None else player]
        return v

    def counter_for(self, name: str, player: int, card: int | None = None) -> int:
        """The counter as ``player`` sees it (for playing ``card``), with its modifiers and
        bounds (a player's modifiers never take it outside the counter's bounds)."""
        value = self.state.counters[name]
        if value.__class__ is list:
            value = value[player]
        if not self.counter_mods:
            return value
        for m in self.counter_mods:
            if m[0] == name and m[1](self, player, card):
                value += m[2](self, player, card)
        cd = self.gd.counters[name]
        if cd.min is not None and value < cd.min:
            value = cd.min
        if cd.max is not None and value > cd.max:
            value = cd.max
        return value

    def set_counter(self, name: str, value: int, player: int | None = None) -> None:
        cd = self.gd.counters[name]
        if cd.min is not None and value < cd.min:
            value = cd.min
        if cd.max is not None and value > cd.max:
            value = cd.max
        old = self.counter_base(name, player)
        if value != old:
            self.state.clock += 1           # (something happened: see "if you do")
        seats = self.state.counters[name]
        if isinstance(seats, list):
            player = self.state.active if player is None else player
            seats[player] = value
            owner = player
        else:
            self.state.counters[name] = value
            owner = None
        if value != old and self.wants("counter"):
            self.emit(Event("counter", player=self.state.active if owner is None else owner,
                            amount=value - old, data=name))
        if self.log is not None:
            whose = f"{self.pname(owner)}'s " if owner is not None else "the "
            self.log.add("counter", name=name, value=value, player=owner,
                         say=f"{whose}{name} is {value}" if value != old else None)

    def adjust_counter(self, name: str, delta: int, player: int | None = None) -> None:
        self.set_counter(name, self.counter_base(name, player) + delta, player)

    # ------------------------------------------------------------------ stats
    def stat(self, card: int, word: str, bonus: int = 0) -> int:
        """The card's ``word`` with every change in force, plus ``bonus`` (a change the
        play itself makes, "at attack +1"); every change applies before the floor at 0."""
        value = self.defs[card].stats.get(word, 0)
        if not self.stat_mods:
            value += bonus
            return max(0, value)
        mods = self.stat_mods.get(word)
        if mods:
            turn = self.state.turn
            for op, amount, applies, src, start in mods:
                if start <= turn and applies(self, card, src):
                    v = amount(self, card, src)
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
        value += bonus
        return max(0, value)

    def refresh_statics(self) -> None:
        """Rebuild the modifier tables from the cards whose statics work where they are and
        from the temporary effects that still hold."""
        stat_mods: dict[str, list] = {}
        counter_mods: list = []
        props: list = []
        state = self.state
        entries = []
        for card in self.static_sources:
            where = state.where[card]
            for s in self.defs[card].statics.get(where[1], ()):
                entries.append((0, state.entered[card], s, card))
        for e in state.effects:
            if e.kind != "rule":            # (rule changes are read where the rules consult them)
                entries.append((1, e.order, e, e.ctx if e.ctx is not None else e.source))
        entries.sort(key=lambda t: (t[2].op != "set", t[0], t[1]))
        # a card that is "disabled" (a temporary property) has its static abilities off
        disabling = any(e.kind == "prop" and e.name == "disabled" for e in state.effects)
        for from_card, _, s, src in entries:
            start = getattr(s, "start", 0) or 0
            applies = s.applies
            if disabling and from_card == 0 and s.name != "disabled":
                applies = _unless_disabled(applies)
            if s.kind == "stat":
                words = self.all_stats if s.name == "*" else (s.name,)
                for w in words:
                    stat_mods.setdefault(w, []).append((s.op, s.value, applies, src, start))
            elif s.kind == "counter":
                counter_mods.append((s.name, _starting(_bind(applies, src), start, self),
                                     _bind(s.value, src)))
            else:
                props.append((s.name, _starting3(applies, start, self), src, s.value))
        self.stat_mods = stat_mods
        self.counter_mods = counter_mods
        self.props = props
        self.disabling = disabling

    def has_prop(self, name: str, card: int) -> list:
        """The values of property ``name`` that hold for ``card`` (e.g. unblockable)."""
        return [v(self, card, src) if callable(v) else v
                for n, applies, src, v in self.props if n == name and applies(self, card, src)]

    def add_rule_change(self, change, start: int, end: int | None, source=None,
                        player=None, wait=None) -> None:
        """A change to the rules (``change.name``) from turn ``start`` to the end of ``end``."""
        self.add_effect(TempEffect("rule", change.name, "set", change, None, source, None, None,
                                   start, end, persist=True, player=player, wait=wait))

    def rule_changes(self, name: str, turn: int | None = None) -> list:
        """The changes to rule ``name`` in force at ``turn`` (now), oldest first."""
        turn = self.state.turn if turn is None else turn
        return [e.value for e in self.state.effects
                if e.kind == "rule" and e.name == name and e.start <= turn
                and (e.end is None or turn <= e.end)]

    def add_effect(self, effect: TempEffect) -> None:
        self.state.clock += 1
        effect.order = self.state.clock
        self.state.effects.append(effect)
        self.refresh_statics()

    def begin_waiting_windows(self, player: int, turn: int) -> None:
        """``player``'s turn ``turn`` begins: the windows waiting for it learn their turns."""
        changed = False
        for e in self.state.effects:
            if e.wait is not None and e.wait[0] == player:
                if e.wait[1] == "turn":
                    e.start = e.end = turn
                else:
                    e.end = turn
                e.wait = None
                changed = True
        if changed:
            self.refresh_statics()

    def expire_effects(self, turn_over: int | None = None) -> None:
        """Drop temporary effects whose time is up, whose card left where it was (a change of
        "this card"), or whose source was defeated (in games that say so, unless the effect
        holds "even if defeated")."""
        state = self.state
        end_in = self.gd.effects_end_in
        keep = []
        for e in state.effects:
            if turn_over is not None and e.end is not None and e.end <= turn_over:
                continue
            if e.where is not None and (state.where[e.source] != e.where
                                        or state.entered[e.source] != e.entered):
                continue
            if end_in and not e.persist and e.source is not None and \
                    state.where[e.source] is not None and state.where[e.source][1] in end_in:
                continue
            keep.append(e)
        if len(keep) != len(state.effects):
            state.effects = keep
            self.refresh_statics()

    # ------------------------------------------------------------------ decisions
    def decide(self, player: int, kind: str, options, prompt: str = "", card=None):
        """Ask ``player``'s agent; returns the chosen option (not its index)."""
        if not options:
            raise ValueError(f"a decision without options: {kind}")
        if len(options) == 1 and kind not in self.always_ask:
            choice = 0
        else:
            agent = self.agents[player]
            rng = agent.fast_rng
            if rng is not None:
                choice = int(rng.random() * len(options))
            else:
                choice = agent.choose(self, Decision(player, kind, options, prompt, card))
                if choice.__class__ is not int or not 0 <= choice < len(options):
                    raise ValueError(f"agent chose {choice!r} of {len(options)} options")
        if self.log is not None:
            self.log.add("decision", player=player, kind=kind, choice=choice,
                         options=[self.describe(o) for o in options],
                         say=f"{self.pname(player)} chooses "
                             f"{self.describe_for(None, options[choice])}"
                         if kind not in self.quiet_decisions else None)
        if self.replay_choices is not None:
            self.replay_choices.append((player, choice))
        return options[choice]

    def choose_cards(self, player: int, candidates, n: int, kind: str = "choose",
                     prompt: str = "", optional: bool = False) -> list:
        """Up to ``n`` of ``candidates`` (all of them when there are no more than ``n``,
        unless the choice is optional)."""
        candidates = list(candidates)
        if not candidates or n <= 0:
            return []
        if len(candidates) <= n and not optional:
            return candidates
        chosen = []
        for _ in range(min(n, len(candidates))):
            options = candidates + (["done"] if optional else [])
            pick = self.decide(player, kind, options, prompt)
            if pick == "done":
                break
            chosen.append(pick)
            candidates.remove(pick)
        return chosen


def _starting(applies, start, game):
    if not start:
        return applies
    return lambda g, p, c: g.state.turn >= start and applies(g, p, c)


def _starting3(applies, start, game):
    if not start:
        return applies
    return lambda g, c, src: g.state.turn >= start and applies(g, c, src)


def _bind(fn, src):
    def bound(game, player, card):
        return fn(game, player, card, src)
    return bound


def _unless_disabled(applies):
    """A card's static ability, off while its card (the last argument) is disabled."""
    def check(g, *args):
        return applies(g, *args) and not g.has_prop("disabled", args[-1])
    return check
