"""AST -> closures, the last part: abilities; a card's whole text compiled
into a :class:`CardDef` once, and shared by every copy of the card in every game.

Where an ability works follows from where it is written: abilities before any threshold work
while the card is being played (the game's ``played`` zone); abilities after the permanent
marker work in the ``permanent`` zone; a trigger about "this card from your hand" works in the
hand.  A threshold ("2 ->") is itself a triggered ability of the card being played, answering
the game's threshold event (say: the damage the attack did) when it reaches ``n``.
"""

from __future__ import annotations

from ..constructs.changes import static_mods
from ..constructs.conditions import condition_fn
from ..constructs.effects import effect_fn, effects_fn
from ..constructs.kit import CompileError
from ..constructs.triggers import trigger_of
from ..dsl import ast as A


class Trigger:
    __slots__ = ("condition", "event", "label", "match", "run", "self_event")

    def __init__(self, event, match, condition, run, self_event=False, label=""):
        self.event, self.match, self.condition, self.run = event, match, condition, run
        self.self_event, self.label = self_event, label


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


# ============================================================================= abilities


class CompiledText:
    """A text's abilities, by where they work."""

    __slots__ = ("keywords", "parts", "permanent", "play", "replaces", "statics", "triggers")

    def __init__(self):
        self.play = []  # steps run when the card is played
        self.parts = []  # the same steps effect by effect: (for each player?, fn)
        self.statics = {}  # zone -> [Mod]
        self.triggers = {}  # zone -> [Trigger]
        self.keywords = set()
        self.permanent = False  # the text can make the card a permanent
        self.replaces = False  # the text replaces the card's ability (a game marker)


def compile_text(
    text: A.CardText,
    cc: CompileContext,
    label=None,
    card_type: str | None = None,
    used: bool = False,
) -> CompiledText:
    """``used``: the rules use this text at a moment they choose (a special ability), so a
    change it states is made then, as a step — except what the card says of itself ("2 Turns
    in Recovery."), which is the card's own characteristic and always holds."""
    out = CompiledText()
    zone = cc.ability_zones.get(card_type, cc.zones["played"])
    for ability in text.abilities:
        _ability(_as_used(ability) if used else ability, cc, out, zone, label)
    return out


def _as_used(ability):
    """A static change in a used text, as the step that makes it."""
    if isinstance(ability, A.Replacing):
        inner = tuple(_as_used(a) for a in ability.abilities)
        return A.Replacing(inner, span=ability.span)
    if isinstance(ability, A.Static) and not _about_itself(ability.effect):
        effect = ability.effect
        if ability.condition is not None:
            effect = A.If(ability.condition, (effect,), span=ability.span)
        return A.Steps((effect,), span=ability.span)
    return ability


def _about_itself(effect) -> bool:
    target = getattr(effect, "target", None)
    return isinstance(target, A.This) and getattr(effect, "duration", None) is None


def _label(label, node) -> str:
    return label(node) if label is not None else type(node).__name__


def _ability(a, cc, out: CompiledText, zone: str, label) -> None:
    if isinstance(a, A.Steps):
        check_references(a.effects, a)
        out.play.append(effects_fn(a.effects, cc))
        out.parts.extend((_implicit_you(e), effect_fn(e, cc)) for e in a.effects)
    elif isinstance(a, A.Static):
        out.statics.setdefault(zone, []).extend(
            static_mods(a.effect, a.condition, in_play=cc.changes_in_play)
        )
    elif isinstance(a, A.Triggered):
        _trigger(a, cc, out, zone, label)
    elif isinstance(a, A.Keyword):
        out.keywords.add(a.name.lower())
        _ability(a.ability, cc, out, zone, label)
    elif isinstance(a, A.Becomes):
        out.permanent = True
        out.play.append(lambda ctx: ctx.game.become_permanent(ctx.source))
    elif isinstance(a, A.Threshold):
        out.triggers.setdefault(zone, []).append(_threshold(a, cc, out, label))
    elif isinstance(a, A.Replacing):
        out.replaces = True
        for inner in a.abilities:
            _ability(inner, cc, out, zone, label)
    else:
        raise CompileError("E-UNSUPPORTED", f"cannot run '{type(a).__name__}'", a)


#: the "zone" of abilities that work wherever their card is
ANYWHERE = "*"


def _trigger(a: A.Triggered, cc, out: CompiledText, zone: str, label) -> None:
    watch = trigger_of(a.trigger, cc)
    event = watch.event
    if a.instead:
        event = "would:" + event  # a replacement: it happens instead of the event
    check_references(a.effects, a, event_amount=True)
    cond = condition_fn(a.condition, cc) if a.condition is not None else None
    trigger = Trigger(
        event, watch.match, cond, effects_fn(a.effects, cc), watch.self_event, _label(label, a)
    )
    out.triggers.setdefault(watch.zone or zone, []).append(trigger)


def _threshold(th: A.Threshold, cc, out: CompiledText, label) -> Trigger:
    n = th.n
    steps = []
    permanent_zone = cc.zones["permanent"]
    became = False
    for a in th.abilities:
        if isinstance(a, A.Becomes):
            became = True
            out.permanent = True
            steps.append(lambda ctx: ctx.game.become_permanent(ctx.source))
        elif isinstance(a, A.Steps):
            check_references(a.effects, a)
            steps.append(effects_fn(a.effects, cc))
        elif became:
            _ability(a, cc, out, permanent_zone, label)
        elif isinstance(a, A.Static):
            # a change under a threshold without a permanent marker happens once
            steps.append(
                effect_fn(a.effect, cc)
                if a.condition is None
                else effect_fn(A.If(a.condition, (a.effect,)), cc)
            )
        else:
            _ability(a, cc, out, permanent_zone, label)

    def run(ctx):
        ctx.game.tally_fire(ctx.source)
        for s in steps:
            s(ctx)

    def match(g, ev, me):
        return ev.source == me and ev.attack and ev.amount >= n

    return Trigger(cc.threshold, match, None, run, False, _label(label, th))


def _implicit_you(e) -> bool:
    """Does this effect act for "you" without naming a player (so a card that belongs to the
    table does it for each player)?"""
    return e.acts_for_you()


# ============================================================================= references


def check_references(effects, where, event_amount: bool = False) -> None:
    """E-REFERENCE: "that many", "that number", "the result", "that Factor" with nothing
    before them in the ability to mean."""
    left: set[str] = set()  # what the steps so far leave for the ones after them
    if event_amount:
        left.add("count")  # "that many": the event's amount
    for i, e in enumerate(effects):
        if isinstance(e, A.If) and isinstance(e.condition, A.DidIt) and i == 0:
            raise CompileError(
                "E-REFERENCE", "'if you do' needs something before it to do", e.condition
            )
        sets: set[str] = set()
        for node in A.walk(e):
            need = node.needs()
            if need is not None and need not in left:
                raise CompileError(
                    "E-REFERENCE",
                    f"this refers to {_NEEDS.get(need, 'a chosen ' + need)}, but nothing "
                    "before it in the same ability gives one",
                    node,
                )
            sets.update(node.SETS)
        left |= sets  # (what an effect sets is there for the ones after it)


_NEEDS = {
    "result": "a result (a coin flip, a die roll or a sum)",
    "number": "a number (chosen, rolled or summed)",
    "count": "a count",
    "kind": "a chosen kind of name (choose one first)",
}


# ============================================================================= cards


class CardDef:
    """One card, compiled: its fields, base stats, names by kind and abilities by zone."""

    __slots__ = (
        "extra",
        "fields",
        "has_zone_abilities",
        "key",
        "keywords",
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
    )

    def has_name(self, value: str, kinds) -> bool:
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
    main = (
        compile_text(card.texts["text"], cc, label, card.type, "text" in used)
        if "text" in card.texts
        else CompiledText()
    )
    cd.keywords = main.keywords
    cd.triggers = main.triggers
    cd.statics = main.statics
    cd.play = main.play
    cd.parts = main.parts
    cd.permanent = main.permanent
    cd.replaces = main.replaces
    cd.has_zone_abilities = bool(main.statics) or any(z != ANYWHERE for z in main.triggers)
    cd.extra = {
        f: compile_text(t, cc, label, card.type, f in used)
        for f, t in card.texts.items()
        if f != "text"
    }
    return cd


def coverage_check_for(cc: CompileContext):
    """fn(ast) -> None or (code, message): can this game's engine run the text?"""

    def check(ast):
        try:
            compile_text(ast, cc)
        except CompileError as exc:
            return exc.code, exc.message
        return None

    return check
