"""Compiling a card: its text's abilities, each by its construct's compiler (see
:mod:`constructs.abilities`), into a :class:`CardDef` once, shared by every copy of the card in
every game.  Running a card never walks its AST: everything is plain Python closures.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..constructs.kit import CompileError, compile_node
from ..constructs.texts import CardText
from ..constructs.triggers import ANYWHERE
from .readings import read_as_chosen


class Trigger:
    """A triggered ability, compiled: the event it listens for, ``match(game, event, me)``,
    its condition and what it does; ``must``: it may not be declined (in a game that announces
    abilities, see responses.py)."""

    __slots__ = ("condition", "event", "label", "match", "must", "run", "self_event")

    event: str
    match: Callable[..., bool]
    condition: Callable[..., Any] | None
    run: Callable[..., Any]
    self_event: bool
    label: str
    must: bool

    def __init__(
        self,
        event: str,
        match: Callable[..., bool],
        condition: Callable[..., Any] | None,
        run: Callable[..., Any],
        self_event: bool = False,
        label: str = "",
        must: bool = True,
    ) -> None:
        self.event, self.match, self.condition, self.run = event, match, condition, run
        self.self_event, self.label, self.must = self_event, label, must


class CompileContext:
    """What compiling needs to know about the game: its verbs (to refuse what it cannot run)
    and the zones abilities work in."""

    def __init__(
        self,
        verbs=None,
        zones=None,
        threshold="damage",
        check_verbs=True,
        played_nouns=(),
        ability_zones=None,
        used_texts=None,
        changes_in_play=False,
        rule_changes=(),
        readings=None,
        statuses=(),
        actions=(),
    ):
        self.verbs = verbs or {}
        self.zones = zones or {
            "played": "played",
            "permanent": "permanent",
            "hand": "hand",
            "deck": "deck",
        }
        self.ability_zones = ability_zones or {}
        self.threshold = threshold
        self.check_verbs = check_verbs
        self.flip_for = None
        self.played_nouns = set(played_nouns)
        self.used_texts = used_texts or {}  # card type -> fields used as abilities
        self.changes_in_play = changes_in_play  # changes are about cards in play only
        self.rule_changes = set(rule_changes)  # the rules cards may change
        self.readings = readings or {}  # the readings the game chose (interpreter.readings)
        self.statuses = set(statuses)  # the statuses of the game's rules (rules.statuses)
        self.actions = set(actions)  # the actions of the game's rules (rules.actions)

    def need_rule(self, name, node):
        if self.check_verbs and name not in self.rule_changes:
            raise CompileError(
                "E-UNSUPPORTED",
                f"this game's rules do not say how cards change "
                f"'{name}' (rules.rule_changes in game.yaml)",
                node,
            )

    def need_verb(self, name, node):
        if self.check_verbs and name not in self.verbs:
            raise CompileError("E-UNSUPPORTED", f"this game has no '{name}' to run this with", node)


class CompiledText:
    """A text's abilities, by where they work."""

    __slots__ = (
        "activated",
        "keywords",
        "kinds",
        "parts",
        "permanent",
        "play",
        "replaces",
        "statics",
        "triggers",
        "worth",
    )

    def __init__(self) -> None:
        self.play: list = []  # steps run when the card is played
        self.parts: list = []  # the same steps effect by effect: (for each player?, fn)
        self.statics: dict[str, list] = {}  # zone -> [Mod]
        self.triggers: dict[str, list[Trigger]] = {}  # zone -> [Trigger]
        self.keywords: set[str] = set()
        self.activated: list = []  # (run, label, condition): used on purpose (see abilities.py)
        self.kinds: set[str] = set()  # the kinds of ability its labels say (activated, feat ...)
        self.permanent = False  # the text can make the card a permanent
        self.replaces = False  # the text replaces the card's ability (a game marker)
        self.worth: list = []  # (stat, fn(ctx)): what the card adds to a summed score

    def listen(self, zone: str, event, match, condition, run, self_event=False, label=""):
        """A triggered ability that works in ``zone``."""
        trigger = Trigger(event, match, condition, run, self_event, label)
        self.triggers.setdefault(zone, []).append(trigger)


def compile_text(
    text: CardText,
    cc: CompileContext,
    label=None,
    card_type: str | None = None,
    used: bool = False,
) -> CompiledText:
    """``used``: the rules use this text at a moment they choose (a special ability): see
    :func:`constructs.texts.compile_text`.  The game's chosen readings of ambiguous texts are
    applied by :func:`compile_card`."""
    out = CompiledText()
    zone = cc.ability_zones.get(card_type, cc.zones["played"])
    compile_node(text, cc, out, zone, label, used)
    return out


# ============================================================================= cards


class CardDef:
    """One card, compiled: its fields, base stats, names by kind and abilities by zone."""

    __slots__ = (
        "ability_kinds",
        "activated",
        "extra",
        "fields",
        "key",
        "keywords",
        "live_in",
        "name",
        "names",
        "parts",
        "permanent",
        "play",
        "replaces",
        "statics",
        "stats",
        "triggers",
        "type",
        "worth",
    )

    key: str
    type: str
    fields: dict[str, Any]
    name: str
    stats: dict[str, int]
    names: dict[str, set[str]]
    keywords: set[str]
    triggers: dict[str, list[Trigger]]
    statics: dict[str, list[Any]]
    play: list[Callable[..., Any]]
    parts: list[Any]
    permanent: bool
    replaces: bool
    live_in: frozenset[str]  # the zones its abilities work in (entering one starts them)
    extra: dict[str, CompiledText]
    activated: list[Any]  # (run, label, condition) of its activated abilities
    ability_kinds: set[str]  # the kinds of ability its text's labels say
    worth: list  # (stat, fn(ctx)): what it adds to a score summing that stat

    def has_name(self, value: str, kinds: Any) -> bool:
        names = self.names
        for k in kinds:
            s = names.get(k)
            if s and value in s:
                return True
        return False


def compile_card(card, game_spec, cc: CompileContext, label=None) -> CardDef:
    """A :class:`~dsl.cardset.Card` -> :class:`CardDef` (raises CompileError)."""
    lang = game_spec.language
    cd = CardDef()
    cd.key, cd.type, cd.fields = card.key, card.type, card.fields
    cd.name = str(card.fields.get("name", card.key))
    cd.stats = {}
    specs = game_spec.types[card.type].fields
    for word, fname in lang.stats.items():
        v = card.fields.get(fname)
        if v is None and fname in specs and specs[fname].default is not None:
            v = specs[fname].default
        cd.stats[word] = v if isinstance(v, int) and not isinstance(v, bool) else 0
    names: dict[str, set] = {}
    for kind in lang.kinds.values():
        for f in kind.fields:
            v = card.fields.get(f)
            for x in v if isinstance(v, list) else [v]:
                if isinstance(x, str):
                    names.setdefault(kind.name, set()).update(
                        part.strip().lower() for part in x.split("&")
                    )
    for f in game_spec.names_from:
        v = card.fields.get(f)
        if isinstance(v, str):
            names.setdefault("card", set()).add(v.lower())
    cd.names = names
    used = cc.used_texts.get(card.type, ())
    texts = {f: read_as_chosen(t, cc.readings) for f, t in card.texts.items()}
    main = (
        compile_text(texts["text"], cc, label, card.type, "text" in used)
        if "text" in texts
        else CompiledText()
    )
    cd.keywords = main.keywords
    cd.triggers = main.triggers
    cd.statics = main.statics
    cd.play = main.play
    cd.parts = main.parts
    cd.permanent = main.permanent
    cd.replaces = main.replaces
    cd.activated = main.activated
    cd.ability_kinds = main.kinds
    cd.worth = main.worth
    cd.live_in = live_zones(cd)
    cd.extra = {
        f: compile_text(t, cc, label, card.type, f in used) for f, t in texts.items() if f != "text"
    }
    return cd


def live_zones(cd: CardDef) -> frozenset[str]:
    """The zones where some ability of a card works (its triggers listen, its statics hold):
    a move that neither leaves nor enters one of them starts or stops nothing."""
    return frozenset(
        z for table in (cd.triggers, cd.statics) for z, found in table.items() if found
    ) - {ANYWHERE}


def coverage_check_for(cc: CompileContext):
    """fn(ast) -> None or (code, message): can this game's engine run the text?"""

    def check(ast):
        try:
            compile_text(ast, cc)
        except CompileError as exc:
            return exc.code, exc.message
        return None

    return check
