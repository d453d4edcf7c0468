"""A card set made ready to play: its rules read, every card's text compiled once, the turn's
text steps compiled.  One :class:`CompiledRules` serves any number of games.
"""

from __future__ import annotations

import gc
from typing import Any

from ..constructs.kit import NO_SPAN, CompileError
from ..constructs.skips import skips_steps
from ..dsl.cardset import CardSet
from ..dsl.diagnostics import CardsmithError, at
from ..dsl.parser import TextError
from ..dsl.printer import Printer
from . import history
from .abilities import Activated
from .compile import CompileContext, compile_card, compile_text, live_zones
from .endings import may_hold
from .gamedef import read_rules, scenario_names
from .layout import Layouts
from .procedure import compile_procedure


class CompiledRules:
    def __init__(
        self,
        cardset: CardSet,
        target: str | None = None,
        scenario: str | None = None,
        run_code: bool = True,
    ):
        """``run_code``: load the game's verbs (run its ``verbs.py``) to play; without it,
        the rules are only checked and the verbs known by name."""
        self.cardset = cardset
        self.target = target or _target_of(cardset)
        self.scenario = scenario
        declared = scenario is None or scenario in scenario_names(cardset.game)
        self.gd = gd = read_rules(cardset.game, scenario if declared else None, run_code)
        lang = cardset.game.language
        self.noun_meaning = dict(lang.noun_meaning)
        self.noun_zones = {
            noun: m["zone"] for noun, m in lang.noun_meaning.items() if m.get("zone")
        }
        self.cc = compile_context(gd)
        printer = Printer(lang)
        self.label = lambda node: _label(printer, node)
        self.seat_zones = gd.seat_zones()
        self.table_zones = gd.table_zones()
        self.stat_words = tuple(lang.stats)
        self.all_stats = tuple(lang.all_stats)  # what "all STATS" changes
        self.cards = {}
        self.choices: dict = {}  # the setup's choices a scenario fixes (see layout.py)
        self.type_texts: dict = {}  # card type -> the texts of its rules.abilities
        self.deals: dict = {}  # (decks, layout) -> the cards of their games (see deal.py)
        # (card, other card, fields) -> do their printed values share one (see
        # CardQueries.shares_value): the same in every game, asked again and again
        self.shared_values: dict = {}
        problems = []
        for card in cardset.cards:
            try:
                self.cards[card.key] = compile_card(card, cardset.game, self.cc, self.label)
            except CompileError as exc:
                problems.append(self._diagnostic(card, exc))
        if problems:
            raise CardsmithError(problems)
        self._type_abilities(gd)
        self._group_zones(gd)
        self.layouts = Layouts(cardset, gd)
        if not declared:  # a scenario of the setup's choices ("Heist / Baron")
            fixed = self.layouts.scenario_choices(str(scenario))
            if fixed is None:
                raise KeyError(scenario)
            self.choices = fixed
            gd.scenario = scenario
        # card key -> its activated abilities (see abilities.py): its text's "(A)" labels
        self.activated: dict = {
            key: [Activated(run, name, cond) for run, name, cond in cd.activated]
            for key, cd in self.cards.items()
            if cd.activated
        }
        # do some cards have abilities that work wherever they are?
        self.anywhere = any("*" in cd.triggers for cd in self.cards.values())
        # the events some card listens for (any of its texts, any zone)
        self.heard_events: set[str] = {
            trig.event
            for cd in self.cards.values()
            for text in [cd] + list(cd.extra.values())
            for trigs in text.triggers.values()
            for trig in trigs
        }
        # the events the turn history must keep: those the texts ask about
        self.history_kinds: frozenset = frozenset(
            kind
            for card in cardset.cards
            for text in card.texts.values()
            for kind in history.asked_about(text)
        )
        # the turn, as declared: its top-level steps for the first turn and the others'
        self.history_kinds |= {
            kind
            for texts in self.type_texts.values()
            for text in texts
            for kind in history.asked_about(text)
        }
        # can some card skip a step of the turn (the turn then asks before each named step)?
        self.skips_steps = any(
            skips_steps(text) for card in cardset.cards for text in card.texts.values()
        )
        self.procedure = compile_procedure(self, gd)
        self.history_kinds |= self.procedure.history_kinds
        self.endings = self._endings(gd)
        # ... and those the endings count (an idle table, a tally of attacks)
        self.history_kinds |= {kind for ending in self.endings for kind in ending.history}
        self.setup_texts = {
            id(step): self._setup_text(i, step) for i, step in enumerate(gd.setup) if "text" in step
        }
        self.playable = self._playable(gd)
        self.scoring = gd.scoring
        self.endings_at = {
            when: [e for e in self.endings if e.check == when] for when in ("step", "turn_end")
        }
        self.step_endings = bool(self.endings_at["step"])
        self.turn_end_holds = may_hold(self.endings_at["turn_end"])
        self.turn_end_upkeep = any(c.reset == "turn_end" for c in gd.counters.values()) or any(
            r.when == "turn_end" for r in gd.rows.values()
        )
        self.first_turn = self.procedure.first_turn
        self.later_turns = self.procedure.later_turns
        # (a game nobody logs skips the events nothing can hear or keep; not when endings are
        # checked after every step: a skipped step would move a check)
        self.quiet_turns = (
            (self.first_turn, self.later_turns)
            if self.step_endings
            else self.procedure.quiet(self.heard_events | self.history_kinds)
        )
        cardset.language.save()  # (the turn's texts join the cache of read texts)

    def _type_abilities(self, gd) -> None:
        """``rules.abilities``: abilities every card of a type has, written once; they come
        before the card's own (an escape's rules before the card's Escape text)."""
        from .procedure import ProcedureError

        for t, texts in gd.type_abilities.items():
            for i, source in enumerate(texts):
                try:
                    text = self._read(source)
                    extra = compile_text(text, self.cc, self.label, t)
                except (ProcedureError, CompileError) as exc:
                    raise CardsmithError(
                        gd.spec.doc.error(
                            ("rules", "abilities", t, i),
                            "E-GAME",
                            getattr(exc, "message", str(exc)),
                            getattr(exc, "help", None),
                        )
                    ) from None
                if extra.play or extra.statics:
                    raise CardsmithError(
                        gd.spec.doc.error(
                            ("rules", "abilities", t, i),
                            "E-GAME",
                            "a type's abilities are triggered abilities",
                            'write "When this card ..., ..." or "Whenever ..., ..."',
                        )
                    )
                self.type_texts.setdefault(t, []).append(text)
                cd: Any
                for cd in self.cards.values():
                    if cd.type == t:
                        for zone, trigs in extra.triggers.items():
                            cd.triggers = dict(cd.triggers)
                            cd.triggers[zone] = list(trigs) + list(cd.triggers.get(zone, ()))
                        cd.live_in = live_zones(cd)

    def _read(self, source: str):
        from .procedure import ProcedureError

        result = self.cardset.language.read(source)
        if isinstance(result, TextError):
            raise ProcedureError((), f'{result.message} (in "{source}")', result.help)
        return result

    def _group_zones(self, gd) -> None:
        """An ability zone that is a group of zones (a track's spaces): the abilities work in
        each of its zones."""
        groups = {z: gd.groups[z] for z in set(gd.ability_zones.values()) if z in gd.groups}
        if not groups:
            return
        cd: Any
        for cd in self.cards.values():
            for attr in ("triggers", "statics"):
                table = getattr(cd, attr)
                hit = [g for g in groups if g in table]
                if hit:
                    table = dict(table)
                    for g in hit:
                        for z in groups[g]:
                            table[z] = list(table.get(z, ())) + list(table[g])
                    setattr(cd, attr, table)
            cd.live_in = live_zones(cd)

    def _diagnostic(self, card, exc: CompileError):
        from ..dsl.cardset import text_position

        doc = self.cardset.docs.get(card.path)
        source = card.fields.get("text") or ""
        span = getattr(exc.node, "span", None) if exc.node is not None else None
        if doc is None:
            return at(card.path, None, 1, 1, 1, 1, "error", exc.code, exc.message)
        if span is None or span is NO_SPAN:
            return doc.error((card.index, "text"), exc.code, exc.message)
        line, col, eline, ecol = text_position(
            doc, (card.index, "text"), source, span.start, span.end
        )
        return at(doc.path, doc.source, line, col, eline, ecol, "error", exc.code, exc.message)

    def _setup_text(self, i: int, step: dict) -> list:
        from .procedure import ProcedureError, read_text

        try:
            return read_text(self, str(step["text"]))
        except ProcedureError as exc:
            raise CardsmithError(
                self.gd.spec.doc.error(
                    ("rules", "setup", i, "text"), "E-GAME", exc.message, exc.help
                )
            ) from None

    def _playable(self, gd):
        """``rules.playable``: which cards may be played, a condition about "it" (for games
        without a ``can_play`` verb)."""
        text = gd.spec.raw.get("rules", {}).get("playable")
        if text is None:
            return None
        from .procedure import ProcedureError, read_condition

        try:
            return read_condition(self, str(text))
        except ProcedureError as exc:
            raise CardsmithError(
                gd.spec.doc.error(("rules", "playable"), "E-GAME", exc.message, exc.help)
            ) from None

    def _endings(self, gd):
        """The game's endings, compiled (E-GAME for one that cannot work)."""
        from .endings import EndingError, compile_endings
        from .procedure import ProcedureError, read_condition

        kinds: set[str] = set()

        def condition(path, text):
            try:
                return read_condition(self, text)
            except ProcedureError as exc:
                raise EndingError(path, exc.message, exc.help) from None

        def card_conditions(path, fname):
            out = {}
            for card in self.cardset.cards:
                text = card.fields.get(fname)
                if isinstance(text, str) and text.strip():
                    try:
                        shown = text.strip().rstrip(".")
                        shown = shown[3:] if shown[:3].lower() == "if " else shown
                        out[card.key] = (read_condition(self, text), shown)
                    except ProcedureError as exc:
                        raise EndingError(path, f"{card.name}: {exc.message}", exc.help) from None
            return out

        try:
            endings = compile_endings(gd.endings, gd, condition, card_conditions)
        except EndingError as exc:
            raise CardsmithError(
                gd.spec.doc.error(("rules",) + exc.path, "E-GAME", exc.message, exc.help)
            ) from None
        for e in gd.endings:
            if isinstance(e, dict) and "idle" in e:
                kinds |= set(e.get("events") or ("play",))
            if isinstance(e, dict) and isinstance(e.get("tally"), dict):
                t = e["tally"]
                kinds |= {str(t.get("event"))} | set(t.get("reset_by") or ())
        self.history_kinds |= kinds
        return endings

    def layout(self, seats: int, rng=None):
        """What the setup takes from the card set for a game of ``seats`` (see
        :mod:`interpreter.layout`): random choices through ``rng``, fixed ones from the
        scenario."""
        return self.layouts.layout(seats, rng, self.choices)

    def deck_keys(self, deck_name: str) -> list[str]:
        deck = self.cardset.decks[deck_name]
        by_name = {str(c.fields.get("name", c.key)): c.key for c in self.cardset.cards}
        keys = []
        for name, n in deck.cards.items():
            keys += [by_name.get(name, name)] * n
        return keys


def compile_context(gd) -> CompileContext:
    """What compiling a game's texts needs to know of its rules."""
    lang = gd.spec.language
    zones = {role: gd.zone_for(role) for role in ("played", "permanent", "hand", "deck")}
    played_nouns = {n for n, m in lang.noun_meaning.items() if m.get("zone") == zones["played"]}
    return CompileContext(
        gd.verbs,
        zones,
        gd.threshold or "damage",
        played_nouns=played_nouns,
        ability_zones=gd.ability_zones,
        used_texts=gd.used_texts,
        changes_in_play=gd.changes_in_play,
        rule_changes=gd.rule_changes,
        readings=gd.params,
        statuses=gd.statuses,
        actions=gd.actions,
    )


def engine_problems(cardset: CardSet) -> list:
    """What the engine cannot run in a card set that reads (the rules' names, cards whose
    text this game has no way to do): ``validate`` reports them with the rest."""
    if "rules" not in cardset.game.raw or cardset.errors:
        return []
    try:
        CompiledRules(cardset, run_code=False)  # (checking never runs a game's Python)
    except CardsmithError as exc:
        shown = cardset.reported
        return [
            d
            for d in exc.diagnostics
            if shown is None
            or d.path in shown
            or not d.path.endswith(".yaml")
            or d.path.endswith("game.yaml")
        ]
    return []


def _label(printer: Printer, node) -> str:
    try:
        return printer.node(node)
    except Exception:  # noqa: BLE001 - a label is only for reading logs
        return type(node).__name__


def _target_of(cardset: CardSet) -> str:
    """How a log names this card set: a bundled game's short name, else its folder."""
    from ..dsl.cardset import BUNDLED

    folder = cardset.game.path.resolve()
    if folder.parent == BUNDLED.resolve():
        return folder.name
    return str(folder)


_CACHE: dict = {}
_SETTLED: set[int] = set()


def settle(rules: CompiledRules) -> None:
    """Before many games of ``rules``: what is loaded by then (the card sets, their grammars
    and compiled texts — hundreds of thousands of objects that live as long as the process)
    is moved out of the cyclic garbage collector's sight (``gc.freeze``), so its passes over
    the games' own short-lived objects no longer walk it every time (a tenth of a game's
    time).  Once per rules in a process; garbage is collected first, so none is kept."""
    if id(rules) in _SETTLED:
        return
    _SETTLED.add(id(rules))
    gc.collect()
    gc.freeze()


def share(rules: CompiledRules) -> None:
    """Make ``rules`` what :func:`compiled_rules` gives for their game and scenario in this
    process, and so in the worker processes it forks: a worker then plays at once instead of
    loading and compiling the card set again."""
    _CACHE[(rules.target, rules.scenario)] = rules


def compiled_rules(target: str, scenario: str | None = None) -> CompiledRules:
    """The compiled rules of a bundled game or card-set folder, in one of its scenarios (once
    per process)."""
    from ..dsl.cardset import load_cardset

    rules = _CACHE.get((target, scenario))
    if rules is None:
        base = _CACHE.get((target, None))
        cs = base.cardset if base is not None else load_cardset(target)
        if cs.errors:
            raise CardsmithError(cs.errors)
        rules = CompiledRules(cs, target, scenario)
        _CACHE[(target, scenario)] = rules
    return rules
