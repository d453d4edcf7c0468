"""A card set made ready to play: its rules read, every card's text compiled once, the turn's
text steps compiled.  One :class:`CompiledRules` serves any number of games.
"""

from __future__ import annotations

from ..constructs.kit import NO_SPAN, CompileError
from ..dsl.cardset import CardSet
from ..dsl.diagnostics import CardsmithError, at
from ..dsl.printer import Printer
from . import history
from .compile import CompileContext, compile_card
from .gamedef import read_rules
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
        self.gd = gd = read_rules(cardset.game, scenario, run_code)
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
        self._piles: dict = {}
        self.instances: dict = {}  # decks -> (card definitions, owners, table cards)
        self.columns: dict = {}  # (field, decks) -> every card's printed field
        problems = []
        for card in cardset.cards:
            try:
                self.cards[card.key] = compile_card(card, cardset.game, self.cc, self.label)
            except CompileError as exc:
                problems.append(self._diagnostic(card, exc))
        if problems:
            raise CardsmithError(problems)
        # card key -> its activated abilities (see abilities.py)
        self.activated: dict = {}
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
        self.procedure = compile_procedure(self, gd)
        self.history_kinds |= self.procedure.history_kinds
        self.endings = self._endings(gd)
        self.setup_texts = {
            id(step): self._setup_text(i, step) for i, step in enumerate(gd.setup) if "text" in step
        }
        self.playable = self._playable(gd)
        self.scoring = gd.scoring
        self.endings_at = {
            when: [e for e in self.endings if e.check == when] for when in ("step", "turn_end")
        }
        self.step_endings = bool(self.endings_at["step"])
        self.turn_end_upkeep = any(c.reset == "turn_end" for c in gd.counters.values()) or any(
            r.when == "turn_end" for r in gd.rows.values()
        )
        self.first_turn = self.procedure.first_turn
        self.later_turns = self.procedure.later_turns
        cardset.language.save()  # (the turn's texts join the cache of read texts)

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

        try:
            endings = compile_endings(gd.endings, gd, condition)
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

    def table_piles(self, seats: int | None = None) -> list[tuple[str, list[str]]]:
        """The piles the setup lays out on the table from the card set (``pile`` entries):
        (zone, card keys bottom first), each selector's cards in the order of the set."""
        return self.layout(seats or self.gd.seats.min)[0]

    def layout(self, seats: int) -> tuple[list, list]:
        """What the setup takes from the card set for a game of ``seats``: the table's piles,
        as [(zone, card keys)], and each seat's dealt cards (``deal`` entries), as [(zone,
        [each seat's card keys])] — the same ``cards`` for every seat, or each seat its own
        by the number of seats (``seats: {2: [seat 1's, seat 2's], ...}``)."""
        got = self._piles.get(seats)
        if got is None:
            piles, deals = [], []
            for step in self.gd.setup:
                entry = step.get("pile")
                if entry is not None:
                    piles.append((entry["zone"], self._keys(entry.get("cards"), seats)))
                entry = step.get("deal")
                if entry is None:
                    continue
                by_count = entry.get("seats")
                if by_count is not None:
                    lists = by_count.get(seats, by_count.get(str(seats))) or []
                    per = [
                        self._keys(lists[p] if p < len(lists) else [], seats) for p in range(seats)
                    ]
                else:
                    per = [self._keys(entry.get("cards"), seats)] * seats
                deals.append((entry["zone"], per))
            got = self._piles[seats] = (piles, deals)
        return got

    def _keys(self, sel, seats: int) -> list[str]:
        keys: list[str] = []
        for s in sel if isinstance(sel, list) else [sel] if sel else []:
            keys += self._select(s, seats)
        return keys

    def _select(self, selector: dict, seats: int) -> list[str]:
        """The card keys a setup selector names: ``{type: T}``, ``{name: N}`` or any card
        fields (``{group: G}``), each matching card ``count`` times (default once; ``count``
        may depend on the number of seats: ``{1: 3, 2: 8}``)."""
        count = selector.get("count", 1)
        if isinstance(count, dict):
            count = count.get(seats, count.get(str(seats), 0))
        count = int(count)
        want = {k: v for k, v in selector.items() if k != "count"}
        out = []
        for c in self.cardset.cards:
            if all(
                (c.type if k == "type" else c.fields.get(k)) == v or (k == "name" and c.name == v)
                for k, v in want.items()
            ):
                out += [c.key] * count
        return out

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
