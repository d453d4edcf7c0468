"""The turn as a declared procedure: ``game.yaml``'s ``rules.turn`` is a tree of steps, compiled
once into plain callables ``run(game, player)``.

Step kinds (each a mapping; ``name`` labels any of them):

* ``text: "Draw a card."`` — card text, done by the player whose turn it is;
* ``verb: name`` — the game's own procedure (``verbs.py``);
* ``event: name`` — an event card text can listen to ("at the start of your turn");
* ``limit: {zone, param, action}`` — the player gets the zone down to the parameter;
* ``play: {from: zone, optional: true}`` — the player plays one card of the zone that may be
  played (or passes, if optional);
* ``steps: [...]`` — a sequence;
* ``choose: [actions]`` — the player picks one action among those available: each has a
  ``name``, an optional ``when`` (a condition in the card language, "you have a card in your
  hand"), an optional ``uses`` (how many times a turn) and ``do`` (its steps); an action with
  no ``do`` does nothing (a pass);
* ``repeat: [steps]`` with ``until`` (a condition, or a list: any of them), ``until_pass: true`` (the steps are a
  ``choose`` and the player picked an action named ``pass``) and/or ``max`` (times);
* ``optional: [steps]`` — the player may do them (asked "may");
* ``act: <action>`` — the player takes a card by paying for it (``rules.actions``), or
  passes; in a ``choose``, an action with ``act`` instead of ``do`` is available only when
  there is a card the player can pay for;
* ``actor: <name>`` — a deck that plays itself plays its top card (``rules.actors``);
* ``each_player: [steps]`` with ``order: turn | simultaneous`` — every seat still in the game
  does the steps, from the active seat clockwise (``simultaneous``: what they choose stays
  hidden until every seat has chosen, so nobody answers what another did).

A step may say ``skip: first_turn`` (not on the game's very first turn).  Every *named* step
sends the events ``start:<name>`` and ``end:<name>`` around it, which card text hears as "at
the start of your <name> step".  After each step of the turn's top level, pending triggered
abilities resolve, and ``check: step`` endings are checked after every step, nested ones
included.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..constructs.abilities import Steps
from ..constructs.conditionals import If
from ..constructs.conditions import condition_fn
from ..constructs.kit import CompileError, Ctx
from ..constructs.skips import STEP as SKIP
from ..dsl.diagnostics import CardsmithError
from ..dsl.parser import TextError
from . import history
from .actor import actor_step
from .appeal import TEXT_APPEAL, appeal_of, valued
from .compile import compile_text
from .endings import check_endings
from .payment import act_step
from .timing import Event

if TYPE_CHECKING:
    from .engine import Game

#: a compiled step: run(game, player) -> what it did (a ``play`` step: the card, or PASS)
Run = Callable[["Game", int], Any]

#: the keys that say what kind of step a mapping is
KINDS = (
    "text",
    "verb",
    "event",
    "limit",
    "play",
    "steps",
    "choose",
    "repeat",
    "optional",
    "each_player",
    "act",
    "actor",
    "activate",
    "attack",
    "take",
    "status",
)

PASS = "pass"


class ProcedureError(Exception):
    """A step ``game.yaml`` declares that cannot work: (path in rules, message, help)."""

    def __init__(self, path: tuple, message: str, help: str | None = None):
        super().__init__(message)
        self.path, self.message, self.help = path, message, help


class Step:
    """A compiled step: ``run(game, player)``; ``name`` (or None); ``event``: the event kind
    a step does nothing but send (else None)."""

    __slots__ = ("event", "name", "run", "skip_first")

    name: str | None
    run: Run
    skip_first: bool
    event: str | None

    def __init__(
        self, name: str | None, run: Run, skip_first: bool = False, event: str | None = None
    ) -> None:
        self.name, self.run, self.skip_first, self.event = name, run, skip_first, event

    def __call__(self, game: Game, player: int) -> None:
        self.run(game, player)


class Procedure:
    """A game's turn: the top-level steps, and every named step by name."""

    steps: list[Step]
    named: dict[str, Step]
    history_kinds: frozenset[str]
    first_turn: list[Run]
    later_turns: list[Run]

    def __init__(
        self, steps: list[Step], named: dict[str, Step], history_kinds: Any = frozenset()
    ) -> None:
        self.steps = steps
        self.named = named
        self.history_kinds = frozenset(history_kinds)
        # the top-level steps as plain calls: the first turn's and the others'
        self.first_turn = [s.run for s in steps if not s.skip_first]
        self.later_turns = [s.run for s in steps]

    def quiet(self, needed: Any) -> tuple[list[Run], list[Run]]:
        """The first turn's and the others' steps in a game nobody logs: without the events
        of ``needed`` kinds' complement — events no card can hear and the history does not
        keep, whose steps would do nothing."""
        steps = [s for s in self.steps if s.event is None or s.event in needed]
        return [s.run for s in steps if not s.skip_first], [s.run for s in steps]


class _Compiler:
    def __init__(self, rules, gd):
        self.rules = rules  # CompiledRules (its language and compile context)
        self.gd = gd
        self.named: dict[str, Step] = {}
        self.history_kinds: set[str] = set()
        # the events some card's triggers listen for or the turn history keeps ("after an
        # Action"): a step's own events only then
        self.heard: set[str] = rules.heard_events | rules.history_kinds

    def rules_has_step_endings(self) -> bool:
        return any(isinstance(e, dict) and e.get("check") == "step" for e in self.gd.endings)

    # ------------------------------------------------------------------ card language
    def text(self, path, source: str):
        result = self.rules.cardset.language.read(source)
        if isinstance(result, TextError):
            raise ProcedureError(path, f'{result.message} (in "{source}")', result.help)
        self.history_kinds |= history.asked_about(result)
        try:
            compiled = compile_text(result, self.rules.cc)
        except CompileError as exc:
            raise ProcedureError(path, exc.message) from None
        return compiled.play

    def condition(self, path, source: str):
        """A condition in the card language ("you have a card in your hand") -> fn(ctx)."""
        body = source.strip().rstrip(".")
        if body[:3].lower() == "if ":  # (a condition printed with its "If": "If X escape.")
            body = body[3:]
        wrapped = f"If {body}, do nothing."
        result = self.rules.cardset.language.read(wrapped)
        if isinstance(result, TextError):
            raise ProcedureError(path, f'{result.message} (in "{source}")', result.help)
        steps = result.abilities[0] if result.abilities else None
        node = steps.effects[0] if isinstance(steps, Steps) and steps.effects else None
        if not isinstance(node, If):
            raise ProcedureError(
                path,
                f"'{source}' is not a condition",
                "write it as the part after 'if' in a card text",
            )
        self.history_kinds |= history.asked_about(node.condition)
        try:
            return condition_fn(node.condition, self.rules.cc)
        except CompileError as exc:
            raise ProcedureError(path, exc.message) from None

    # ------------------------------------------------------------------ steps
    def steps(self, path, items) -> list[Step]:
        if not isinstance(items, list):
            raise ProcedureError(path, "steps must be a list")
        return [self.step(path + (i,), item) for i, item in enumerate(items)]

    def step(self, path, item) -> Step:
        if not isinstance(item, dict):
            raise ProcedureError(path, "a step is a mapping")
        kinds = [k for k in KINDS if k in item]
        if len(kinds) != 1:
            raise ProcedureError(
                path,
                "a step needs exactly one of " + ", ".join(KINDS),
                f"found: {', '.join(kinds) or 'none'}",
            )
        kind = kinds[0]
        name = item.get("name")
        run = getattr(self, "_" + kind)(path, item)
        event = str(item["event"]) if kind == "event" else None
        if name is not None:
            name = str(name)
            if name in self.named:
                raise ProcedureError(path + ("name",), f"two steps are named '{name}'")
            if {f"start:{name}", f"end:{name}"} & self.heard:
                run = _with_appeal(_named(name, run), run)  # (only when some card listens)
                event = None
            if getattr(self.rules, "skips_steps", False):  # ("skip your next draw step")
                run = _with_appeal(_skippable(name, run), run)
                event = None
        skip = item.get("skip")
        if skip not in (None, "first_turn"):
            raise ProcedureError(
                path + ("skip",), f"unknown skip '{skip}'", "the only one is 'first_turn'"
            )
        step = Step(name, run, skip == "first_turn", event)
        if name is not None:
            self.named[name] = step
        return step

    def _text(self, path, item):
        self.rules.cc.flip_for = item.get("flip_for")
        try:
            fns = self.text(path + ("text",), str(item["text"]))
        finally:
            self.rules.cc.flip_for = None

        # the text's steps as plain calls: a sequence's steps one by one, and a step that
        # needs no context for a player (it leaves nothing a later step reads) without one
        fns = [f for fn in fns for f in getattr(fn, "steps", (fn,))]
        plain = getattr(fns[0], "plain", None) if len(fns) == 1 else None
        if plain is not None:
            return valued(plain, lambda game, player: TEXT_APPEAL)
        if len(fns) == 1:
            (fn,) = fns

            def text(game: Game, player: int) -> None:
                fn(Ctx(game, None, player, None))

        else:

            def text(game: Game, player: int) -> None:
                ctx = Ctx(game, None, player, None)
                for f in fns:
                    f(ctx)

        return valued(text, lambda game, player: TEXT_APPEAL)

    def _verb(self, path, item):
        name = item["verb"]
        fn = self.gd.verbs.get(name)
        if fn is None:
            raise ProcedureError(
                path + ("verb",), f"step calls verb '{name}', which verbs.py does not define"
            )
        return fn

    def _event(self, path, item):
        kind = str(item["event"])

        def event(game: Game, player: int) -> None:
            if game.wants(kind):
                game.emit(Event(kind, player=player))

        return event

    def _limit(self, path, item):
        lim = item["limit"]
        zone, param, action = lim["zone"], lim["param"], lim.get("action")

        def limit(game: Game, player: int) -> None:
            if len(game.state.zones[player][zone]) > game.state.params.get(param, 99):
                game.apply_limit(player, (zone, param, action))

        return limit

    def _play(self, path, item):
        spec = item["play"] or {}
        zone = self.gd.zone_for(spec.get("from", "hand"))
        if zone not in self.gd.zones:
            raise ProcedureError(path + ("play", "from"), f"unknown zone '{zone}'")
        optional = bool(spec.get("optional", True))
        prompt = str(spec.get("prompt", "play a card?"))
        label = str(item.get("name", "play"))
        types = frozenset(spec.get("types") or ())
        into = spec.get("to")
        if into is not None:
            into = self.gd.zone_for(str(into))
            if into not in self.gd.zones:
                raise ProcedureError(path + ("play", "to"), f"unknown zone '{into}'")

        def playable(game: Game, player: int) -> list[int]:
            options: list[int] = game.playable(player, game.state.zones[player][zone])
            if types:
                options = [c for c in options if game.defs[c].type in types]
            return options

        def play(game: Game, player: int) -> Any:
            options: list[int] = game.playable(player, game.state.zones[player][zone])
            if types:
                options = [c for c in options if game.defs[c].type in types]
            if not options:
                if game.log is not None:
                    game.log.add(
                        "pass",
                        player=player,
                        say=f"{game.pname(player)} has no card that can be played",
                    )
                return PASS
            choice = game.decide(player, "play", options + ([PASS] if optional else []), prompt)
            if choice == PASS:
                if game.log is not None:
                    game.log.add(
                        "pass", player=player, say=f"{game.pname(player)} does not {label}"
                    )
                return PASS
            if into is not None:
                game.play_into(player, choice, into)
            else:
                game.play_card(player, choice)
            return choice

        def possible(game: Game, player: int) -> bool:
            return bool(playable(game, player))

        play.possible = possible  # (see _can_do)
        return valued(play, lambda game, player: 1.0 if possible(game, player) else 0.0)

    def _activate(self, path, item):
        prompt = str((item["activate"] or {}).get("prompt", "use an ability?"))

        def activate(game, player):
            game.abilities.window(player, prompt)

        return activate

    def _take(self, path, item):
        from .picking import PickError, compile_take

        try:
            return compile_take(item["take"] or {}, self.gd, path)
        except PickError as exc:
            raise ProcedureError(exc.path, exc.message, exc.help) from None

    def _status(self, path, item):
        from .picking import PickError, compile_status

        try:
            return compile_status(item["status"] or {}, self.gd, path)
        except PickError as exc:
            raise ProcedureError(exc.path, exc.message, exc.help) from None

    def _attack(self, path, item):
        from .combat import AttackError, compile_attack

        try:
            return compile_attack(item["attack"] or {}, self.gd, self.condition, path)
        except AttackError as exc:
            raise ProcedureError(exc.path, exc.message, exc.help) from None

    def _act(self, path, item):
        name = str(item["act"])
        action = self.gd.actions.get(name)
        if action is None:
            raise ProcedureError(
                path + ("act",), f"'{name}' is not an action of the rules (rules.actions)"
            )
        return act_step(action)

    def _actor(self, path, item):
        name = str(item["actor"])
        if name not in self.gd.actors:
            raise ProcedureError(
                path + ("actor",), f"'{name}' is not an actor of the rules (rules.actors)"
            )
        return actor_step(name)

    def _steps(self, path, item):
        return _sequence(self.steps(path + ("steps",), item["steps"]))

    def _choose(self, path, item):
        actions = []
        for i, a in enumerate(item["choose"]):
            where = path + ("choose", i)
            if not isinstance(a, dict) or "name" not in a:
                raise ProcedureError(where, "an action is a mapping with a 'name'")
            when = self.condition(where + ("when",), str(a["when"])) if "when" in a else None
            paid = None
            if "act" in a:
                body = self._act(where, a)
                paid = self.gd.actions[str(a["act"])]
                when = _can_act(paid, when)
            else:
                steps = self.steps(where + ("do",), a.get("do") or [])
                body = _sequence(steps)
                if steps and not steps[0].skip_first:
                    possible = getattr(steps[0].run, "possible", None)
                    if possible is not None:  # (an action that would play nothing is not one)
                        when = _can_do(possible, when)
            uses = a.get("uses")
            actions.append((str(a["name"]), when, body, uses, paid))
        prompt = str(item.get("prompt", "what do you do?"))

        def choose(game: Game, player: int) -> Any:
            turn = game.state.turn
            used = game.action_uses
            ctx = Ctx(game, None, player, None)
            names = [
                name
                for name, when, _, uses, _ in actions
                if (when is None or when(ctx))
                and (uses is None or used.get((turn, player, name), 0) < uses)
            ]
            if not names:
                return None
            ask = prompt
            if game.agents[player].explains:  # (a person is told what is not on offer, and why)
                ask += _not_offered(game, player, actions, names)
            about = None
            if len(names) > 1:  # (the worth of each action, for agents that weigh them)

                def about(names=names):
                    return {
                        n: appeal_of(body, game, player)
                        for n, _, body, _, _ in actions
                        if n in names
                    }

            pick = game.decide(player, "action", names, ask, about=about)
            for name, _, body, uses, _ in actions:
                if name == pick:
                    if uses is not None:
                        used[(turn, player, name)] = used.get((turn, player, name), 0) + 1
                    if game.log is not None:
                        game.log.add(
                            "action",
                            player=player,
                            action=name,
                            say=f"{game.pname(player)}: {name}",
                        )
                    body(game, player)
                    break
            return pick

        return valued(
            choose,
            lambda game, player: max(
                [appeal_of(body, game, player) for _, _, body, _, _ in actions] or [0.0]
            ),
        )

    def _repeat(self, path, item):
        body_steps = self.steps(path + ("repeat",), item["repeat"])
        until = None
        if "until" in item:  # a condition, or a list of them (any one ends it)
            raw = item["until"] if isinstance(item["until"], list) else [item["until"]]
            tests = [self.condition(path + ("until", i), str(t)) for i, t in enumerate(raw)]
            until = (
                tests[0]
                if len(tests) == 1
                else (lambda ctx, tests=tests: any(t(ctx) for t in tests))
            )
        until_pass = bool(item.get("until_pass", False))
        most = item.get("max")
        if until is None and not until_pass and most is None:
            raise ProcedureError(
                path,
                "a repeat needs 'until', 'until_pass' or 'max'",
                "otherwise it would never end",
            )
        limit = int(most) if most is not None else None

        step_endings = self.rules_has_step_endings()

        def repeat(game: Game, player: int) -> None:
            n = 0
            while game.state.outcome is None and (limit is None or n < limit):
                if until is not None and until(Ctx(game, None, player, None)):
                    return
                picked = None
                for s in body_steps:
                    picked = s.run(game, player)
                    if game.pending:
                        game.resolve_pending()
                    if step_endings:
                        check_endings(game, "step")
                n += 1
                if until_pass and picked in (PASS, None):
                    return

        body = body_steps[0].run if len(body_steps) == 1 else _sequence(body_steps)

        def appeal(game, player) -> float:
            # (a repeat whose end already holds does nothing: "draw up to three cards" from an
            # empty deck is worth nothing to an agent weighing its actions)
            if until is not None and until(Ctx(game, None, player, None)):
                return 0.0
            return appeal_of(body, game, player) * (limit or 1)

        return valued(repeat, appeal)

    def _optional(self, path, item):
        body = _sequence(self.steps(path + ("optional",), item["optional"]))
        prompt = str(item.get("prompt", "do it?"))

        def optional(game: Game, player: int) -> None:
            if game.decide(player, "may", [True, False], prompt):
                body(game, player)

        return _with_appeal(optional, body)

    def _each_player(self, path, item):
        body = _sequence(self.steps(path + ("each_player",), item["each_player"]))
        order = item.get("order", "turn")
        if order not in ("turn", "simultaneous"):
            raise ProcedureError(
                path + ("order",), f"unknown order '{order}'", "use 'turn' or 'simultaneous'"
            )

        def each_player(game: Game, player: int) -> None:
            for p in game.turn_order():
                body(game, p)

        return each_player


def _not_offered(game, player, actions, offered) -> str:
    why = []
    for name, _, _, _, action in actions:
        if action is None or name in offered:
            continue
        refused = game.payments.refused(action, player)
        if refused:
            c, reason = min(refused, key=lambda r: game.payments.price(action, r[0]))
            why.append(f"{name}: the cheapest, {game.describe_for(player, c)}, {reason}")
        else:
            why.append(f"{name}: nothing to {name}")
    return " (not now: " + "; ".join(why) + ")" if why else ""


def _can_act(action, when):
    """An action of a ``choose`` that takes a card: available when some card can be paid
    for (and its own condition holds)."""

    def available(ctx):
        if when is not None and not when(ctx):
            return False
        return ctx.game.payments.any_option(action, ctx.controller)

    return available


def _can_do(possible, when):
    """An action of a ``choose`` whose first step plays a card: available when some card can
    be played (and its own condition holds), so no one is offered an action that does nothing
    (an agent picking it again and again would never end its turn)."""

    def available(ctx):
        if when is not None and not when(ctx):
            return False
        return possible(ctx.game, ctx.controller)

    return available


def _sequence(steps: list[Step]) -> Run:
    if len(steps) == 1 and not steps[0].skip_first:
        return steps[0].run

    def sequence(game: Game, player: int) -> Any:
        first = game.state.turn == 1
        result = None
        for s in steps:
            if s.skip_first and first:
                continue
            result = s.run(game, player)
            if game.pending:
                game.resolve_pending()
        return result

    return valued(sequence, lambda game, player: sum(appeal_of(s.run, game, player) for s in steps))


def _with_appeal(wrapper, inner):
    """``wrapper`` keeps what ``inner`` says of itself (its appeal, whether it can do anything)."""
    possible = getattr(inner, "possible", None)
    if possible is not None:
        wrapper.possible = possible
    fn = getattr(inner, "appeal", None)
    return valued(wrapper, fn) if fn is not None else wrapper


def _named(name: str, run: Run) -> Run:
    start, end = f"start:{name}", f"end:{name}"

    def named(game: Game, player: int) -> Any:
        if game.wants(start):
            game.emit(Event(start, player=player))
            game.resolve_pending()
        result = run(game, player)
        if game.wants(end):
            game.emit(Event(end, player=player))
            game.resolve_pending()
        return result

    return named


def _skippable(name: str, run):
    """The named step, left out while a change says its player skips it."""

    def step(game, player):
        if game.restricts(SKIP) and not game.allowed(Event(SKIP, player=player, data=name)):
            if game.log is not None:
                game.log.add(
                    "skip_step", player=player, step=name, say=f"the {name} step is skipped"
                )
            return None
        return run(game, player)

    return step


def read_text(rules, source: str) -> list:
    """Card text ("Draw a card.") -> its compiled steps; raises ProcedureError."""
    return _Compiler(rules, rules.gd).text((), source)


def read_condition(rules, source: str):
    """A condition in the card language ("you have no cards in your hand") -> fn(ctx);
    raises ProcedureError (path ()) when it does not read."""
    return _Compiler(rules, rules.gd).condition((), source)


def compile_procedure(rules, gd) -> Procedure:
    """The game's turn (``rules.turn``), compiled; E-GAME diagnostics for steps that cannot
    work."""
    c = _Compiler(rules, gd)
    try:
        steps = c.steps(("turn",), gd.turn)
    except ProcedureError as exc:
        raise CardsmithError(
            gd.spec.doc.error(("rules",) + exc.path, "E-GAME", exc.message, exc.help)
        ) from None
    return Procedure(steps, c.named, c.history_kinds)
