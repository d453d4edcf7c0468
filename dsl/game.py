"""A game's declaration (``game.yaml``): its card fields, deck rules and words.

Only the parts the card language needs are read into typed objects here; the rules of play
(setup, turn, timing, limits) are read by the interpreter from :attr:`GameSpec.raw`.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path

from .declarations import KeywordSpec, LabelSpec, StatusSpec, VerbSpec, read_declarations
from .diagnostics import CardsmithError, did_you_mean
from .files import read_text
from .game_schema import check_game, check_phrasebook
from .yamlsafe import Document, load_file

FIELD_TYPES = {"text", "int", "name", "card_text", "bool", "choice"}


@dataclass(frozen=True)
class FieldSpec:
    name: str
    type: str
    required: bool = False
    kind: str | None = None  # vocabulary kind, for type "name"
    many: bool = False
    separator: str | None = None  # "A & B" form of a many-valued name field
    min: int | None = None
    max: int | None = None
    min_items: int | None = None
    max_items: int | None = None
    star: bool = False  # the value may be "*" (set by the card's text)
    declares: str | None = None  # this field's values become names: a kind, or "card"
    choices: tuple[str, ...] = ()
    default: object = None


@dataclass(frozen=True)
class CardType:
    name: str
    fields: dict[str, FieldSpec]


@dataclass(frozen=True)
class Kind:
    name: str
    noun: str
    plural: str
    fields: tuple[str, ...]
    values: tuple[str, ...]
    icon: str | None = None  # "[{}]": each name may also be written "[Tech]"


@dataclass(frozen=True)
class EventSpec:
    """An event a game declares, with how card text words it: ``wording`` ("X escapes",
    "you fight X": X is the card it is about, "you" the player who acts, Y the card that did
    it) and ``past`` ("X escaped", "you fought X") for "if ... this turn" conditions."""

    name: str
    wording: tuple[str, ...]
    past: tuple[str, ...] = ()
    third_person: tuple[str, ...] = ()  # "you fight" -> "fights" (declared or derived)


def third_person(verb: str) -> str:
    """fight -> fights, catch -> catches, carry -> carries (an English verb's -s form)."""
    v = verb.lower()
    if v.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if v.endswith("y") and len(v) > 1 and v[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _event_spec(name: str, spec) -> EventSpec:
    spec = spec or {}
    if "verb" in spec and "wording" not in spec:  # the short form: {verb: stumbles}
        wording: tuple[str, ...] = (f"X {spec['verb']}",)
    else:
        w = spec.get("wording", f"X {name}s")
        wording = tuple(w) if isinstance(w, list) else (str(w),)
    p = spec.get("past") or ()
    past = tuple(p) if isinstance(p, list) else (str(p),)
    thirds = []
    for w in wording:
        words = w.split()
        if len(words) > 1 and words[0].lower() == "you":
            thirds.append(str(spec.get("third_person") or third_person(words[1])))
    return EventSpec(name, wording, past, tuple(thirds))


@dataclass(frozen=True)
class Language:
    kinds: dict[str, Kind]
    stats: dict[str, str]  # word -> card field
    numeric_stats: frozenset  # the stat words that are numbers
    stat_plurals: tuple[str, ...]  # "STATS": every stat
    counters: tuple[str, ...]
    card_nouns: dict[str, str]  # word (singular or plural) -> noun key
    noun_plurals: dict[str, str]  # noun key -> plural word
    noun_meaning: dict[str, dict]  # noun key -> {"zone": ..., "type": ...}
    permanent: str | None  # the permanent noun key ("Ally", say)
    permanent_zone: str | None
    recurring: str | None  # shorthand trigger text
    zones: dict[str, str]  # word -> zone id
    zone_names: dict[str, str]  # zone id -> canonical word
    bare_zones: frozenset  # zones named without "the" ("in play")
    events: dict[str, EventSpec]  # event name -> how text words it
    grammar_extension: str = ""  # the game's grammar.lark, if any
    replacing_marker: str | None = None  # "(Replace Ability)": the text replaces an ability
    ability_nouns: tuple = ()  # "Special Power": what a card's text is called
    zone_roles: dict = field(default_factory=dict)  # hand/deck/discard -> zone id
    all_stats: tuple = ()  # the stats "all STATS" means
    grammar_file: str | None = None  # the game's grammar.lark, if it has one
    step_names: dict = field(default_factory=dict)  # lower -> the turn's named steps
    # counter (lower) -> the named step whose coin flip is "the coin flip for <counter>"
    flip_steps: dict = field(default_factory=dict)
    # the game's declared meanings (dsl/declarations.py)
    keywords: tuple[KeywordSpec, ...] = ()
    labels: tuple[LabelSpec, ...] = ()
    statuses: dict[str, StatusSpec] = field(default_factory=dict)
    verbs: tuple[VerbSpec, ...] = ()
    phrasebooks: tuple[str, ...] = ()  # families of phrases the game opts into
    # a stat as a verb ("costs", and "cost" after a plural) -> the stat
    stat_verbs: dict = field(default_factory=dict)
    from_phrasebook: frozenset = frozenset()  # the keys phrasebook.yaml declares

    @property
    def icons(self) -> dict[str, str]:
        """kind -> how its names are written as icons ("[{}]")."""
        return {k.name: k.icon for k in self.kinds.values() if k.icon}


@dataclass
class GameSpec:
    path: Path  # the card-set folder
    name: str
    short: str
    players: tuple[int, int]  # (fewest, most) seats
    key: str
    types: dict[str, CardType]
    default_type: str
    names_from: tuple[str, ...]
    deck_size: int | None
    max_copies: int | None
    language: Language
    doc: Document = field(repr=False)  # game.yaml, to locate problems
    raw: dict = field(repr=False, default_factory=dict)
    phrasebook: Document | None = field(default=None, repr=False)  # phrasebook.yaml, if any
    deck_larger: str = "error"  # a deck over ``deck_size``: an error, or "random" (use
    # ``deck_size`` of its cards at random each game)

    def locate(self, *path, message: str, help=None, code: str = "E-GAME", key: bool = False):
        """A diagnostic at a key of the language section (``("keywords", "Assault")``), in
        game.yaml or in phrasebook.yaml, wherever the game declared it."""
        return _locator(self.doc, self.phrasebook, self.language.from_phrasebook)(
            *path, message=message, help=help, code=code, key=key
        )


def _locator(doc: Document, phrasebook: Document | None, from_phrasebook):
    def locate(*path, message, help=None, code="E-GAME", key=False):
        if phrasebook is not None and path and path[0] in from_phrasebook:
            return phrasebook.error(path, code, message, help, key=key)
        return doc.error(("language",) + path, code, message, help, key=key)

    return locate


def _need(doc: Document, data, path, key, typ, what):
    if not isinstance(data, dict) or key not in data:
        raise CardsmithError(doc.error(path, "E-GAME", f"game.yaml needs '{key}' ({what})"))
    val = data[key]
    if not isinstance(val, typ):
        raise CardsmithError(doc.error(path + (key,), "E-GAME", f"'{key}' must be {what}"))
    return val


def _field_spec(doc: Document, name: str, spec, path) -> FieldSpec:
    if not isinstance(spec, dict):
        raise CardsmithError(doc.error(path, "E-GAME", f"field '{name}' must be a mapping"))
    typ = spec.get("type")
    if typ not in FIELD_TYPES:
        hint = did_you_mean(str(typ), FIELD_TYPES)
        raise CardsmithError(
            doc.error(
                path + ("type",),
                "E-GAME",
                f"field '{name}' has unknown type '{typ}'",
                f"did you mean '{hint}'?"
                if hint
                else f"use one of {', '.join(sorted(FIELD_TYPES))}",
            )
        )
    known = set(FieldSpec.__dataclass_fields__) - {"name"}
    for k in spec:
        if k not in known:
            raise CardsmithError(
                doc.error(
                    path + (k,), "E-GAME", f"field '{name}' has unknown option '{k}'", key=True
                )
            )
    declares = spec.get("declares")
    if declares is True:
        declares = spec.get("kind") or "card"
    if typ == "name" and not spec.get("kind") and not declares:
        raise CardsmithError(
            doc.error(
                path,
                "E-GAME",
                f"name field '{name}' needs 'kind' (the kind of name it holds) or 'declares'",
                "for example: {type: name, kind: team}",
                key=True,
            )
        )

    return FieldSpec(
        name=name,
        type=typ,
        required=bool(spec.get("required", False)),
        kind=spec.get("kind"),
        many=bool(spec.get("many", False)),
        separator=spec.get("separator"),
        min=spec.get("min"),
        max=spec.get("max"),
        min_items=spec.get("min_items"),
        max_items=spec.get("max_items"),
        star=bool(spec.get("star", False)),
        declares=declares or None,
        choices=tuple(spec.get("choices", ()) or ()),
        default=spec.get("default"),
    )


def _check_kinds(doc: Document, data: dict, types: dict) -> None:
    """Every field's ``kind`` is a kind of the language, a kind some field declares, or
    ``card``."""
    known = set((data.get("language") or {}).get("kinds") or {}) | {"card"}
    for t in types.values():
        known |= {f.declares for f in t.fields.values() if f.declares}
    for tname, t in types.items():
        for f in t.fields.values():
            if f.kind is not None and f.kind not in known:
                hint = did_you_mean(str(f.kind), sorted(known))
                where = ("cards", "types", tname) if "types" in data["cards"] else ("cards",)
                raise CardsmithError(
                    doc.error(
                        where + ("fields", f.name, "kind"),
                        "E-GAME",
                        f"field '{f.name}' names an unknown kind '{f.kind}'",
                        f"did you mean '{hint}'?" if hint else "declare it under language.kinds",
                    )
                )


def _language(doc: Document, lang: dict, folder: Path, locate) -> Language:
    path = ("language",)
    kinds = {}
    for kname, k in (lang.get("kinds") or {}).items():
        if not isinstance(k, dict):
            raise CardsmithError(
                doc.error(path + ("kinds", kname), "E-GAME", f"kind '{kname}' must be a mapping")
            )
        noun = str(k.get("noun", kname))
        kinds[kname] = Kind(
            kname,
            noun,
            str(k.get("plural", noun + "s")),
            tuple(k.get("fields", ()) or ()),
            tuple(str(v) for v in (k.get("values") or ())),
            str(k["icon"]) if k.get("icon") else None,
        )
        icon = kinds[kname].icon
        if icon is not None and icon.count("{}") != 1:
            raise CardsmithError(
                doc.error(
                    path + ("kinds", kname, "icon"),
                    "E-GAME",
                    f"the icon of kind '{kname}' must hold one '{{}}' where the name goes",
                    'for example: icon: "[{}]"',
                )
            )
    stats, numeric, in_all, stat_verbs = {}, set(), [], {}
    for word, s in (lang.get("stats") or {}).items():
        stats[str(word)] = str((s or {}).get("field", word))
        if (s or {}).get("verb"):  # "that costs 3 or less" / "Heroes that cost 3 or less"
            stat_verbs[str(s["verb"]).lower()] = stat_verbs[str(word).lower()] = str(word)
        if (s or {}).get("numeric", True):
            numeric.add(str(word))
        if (s or {}).get("all", (s or {}).get("numeric", True)):  # in "all STATS"?
            in_all.append(str(word))
    nouns, plurals, meaning = {}, {}, {}
    for word, n in (lang.get("card_nouns") or {}).items():
        n = n or {}
        nouns[word.lower()] = word
        plural = str(n.get("plural", word + "s"))
        nouns[plural.lower()] = word
        plurals[word] = plural
        meaning[word] = {k: v for k, v in n.items() if k != "plural"}
    perm = lang.get("permanent") or None
    permanent = permanent_zone = recurring = None
    if perm:
        permanent = str(perm["noun"])
        permanent_zone = perm.get("zone")
        recurring = perm.get("recurring")
        plural = str(perm.get("plural", permanent + "s"))
        nouns[permanent.lower()] = permanent
        nouns[plural.lower()] = permanent
        plurals[permanent] = plural
        meaning[permanent] = {"zone": permanent_zone, "permanent": True}
    zones, zone_names, bare = {}, {}, set()
    for zid, z in (lang.get("zones") or {}).items():
        names = (z or {}).get("names") or [zid]
        zone_names[zid] = str(names[0])
        if (z or {}).get("bare"):
            bare.add(zid)
        for w in names:
            zones[str(w).lower()] = zid
            if not (z or {}).get("bare"):  # ("their owners' hands": each card's own)
                zones.setdefault(plural_word(str(w).lower()), zid)
    events = {str(e): _event_spec(str(e), v) for e, v in (lang.get("events") or {}).items()}
    icons = {k.name: k.icon for k in kinds.values() if k.icon}
    keywords, labels, statuses, verbs = read_declarations(
        lang, kinds, icons, locate, frozenset(events)
    )
    for status in statuses.values():  # setting a status sends its event: "X is fatigued"
        events.setdefault(
            status.name, EventSpec(status.name, (f"X is {status.name}",), (f"X was {status.name}",))
        )
    ext = folder / "grammar.lark"
    there = os.path.lexists(ext)
    extension = read_text(ext, folder) if there else ""
    grammar_file = str(ext) if there else None
    return Language(
        kinds=kinds,
        stats=stats,
        stat_verbs=stat_verbs,
        numeric_stats=frozenset(numeric),
        all_stats=tuple(in_all),
        grammar_file=grammar_file,
        bare_zones=frozenset(bare),
        stat_plurals=tuple(lang.get("stat_plurals", ()) or ()),
        counters=tuple(lang.get("counters", {}) or ()),
        card_nouns=nouns,
        noun_plurals=plurals,
        noun_meaning=meaning,
        permanent=permanent,
        permanent_zone=permanent_zone,
        recurring=recurring,
        zones=zones,
        zone_names=zone_names,
        events=events,
        grammar_extension=extension,
        replacing_marker=lang.get("replacing_marker"),
        ability_nouns=tuple(lang.get("ability_nouns", ()) or ()),
        zone_roles=dict(lang.get("zone_roles", {}) or {}),
        keywords=keywords,
        labels=labels,
        statuses=statuses,
        verbs=verbs,
        phrasebooks=_phrasebooks(lang, locate),
    )


def _check_field_labels(language: Language, types: dict[str, CardType], locate) -> None:
    """A label whose text is a card field must name a field some card type has (not a card
    text: the line is the field's value as written)."""
    problems = []
    for lb in language.labels:
        if lb.field is None:
            continue
        specs = [t.fields[lb.field] for t in types.values() if lb.field in t.fields]
        if not specs or any(s.type == "card_text" for s in specs):
            what = "is a card text" if specs else "is no card type's field"
            problems.append(
                locate(
                    "labels",
                    lb.key,
                    "field",
                    message=f"label '{lb.key}': field '{lb.field}' {what}",
                    help="name a field of cards.types that holds data (text, a name, a number)",
                    code="E-GAME-LABEL",
                )
            )
    if problems:
        raise CardsmithError(problems)


def _phrasebooks(lang: dict, locate) -> tuple[str, ...]:
    """The phrasebooks the game opts into: each one of ``grammar/phrasebooks/`` (E-GAME-PHRASEBOOK
    at an unknown one, with the closest name)."""
    from .parser import phrasebook_names

    books = [str(b) for b in lang.get("phrasebooks") or ()]
    known = phrasebook_names()
    problems = []
    for i, book in enumerate(books):
        if book not in known:
            hint = did_you_mean(book, known)
            problems.append(
                locate(
                    "phrasebooks",
                    i,
                    code="E-GAME-PHRASEBOOK",
                    message=f"there is no phrasebook '{book}'",
                    help=f"did you mean '{hint}'?"
                    if hint
                    else "the phrasebooks are: " + ", ".join(known),
                )
            )
    if problems:
        raise CardsmithError(problems)
    return tuple(dict.fromkeys(books))


def _step_names(data: dict) -> dict:
    """The names of the turn's steps (``rules.turn``, at any depth): card text may say "at
    the end of your <step> step"."""
    names: dict = {}

    def walk(steps):
        for s in steps if isinstance(steps, list) else []:
            if not isinstance(s, dict):
                continue
            if isinstance(s.get("name"), str):
                names[" ".join(s["name"].lower().split())] = s["name"]
            for key in ("steps", "repeat", "optional", "each_player"):
                walk(s.get(key))
            for action in s.get("choose") or []:
                if isinstance(action, dict):
                    walk(action.get("do"))

    rules = data.get("rules")
    walk(rules.get("turn") if isinstance(rules, dict) else None)
    return names


def _flip_steps(data: dict) -> dict:
    """The named steps of the turn that flip a coin for a counter (``flip_for``): card text
    may say "don't flip the coin for <counter> this turn" (skip that step)."""
    rules = data.get("rules")
    steps = rules.get("turn") if isinstance(rules, dict) else None
    out: dict = {}
    for s in steps if isinstance(steps, list) else []:
        if isinstance(s, dict) and isinstance(s.get("name"), str) and s.get("flip_for"):
            out[str(s["flip_for"]).lower()] = s["name"]
    return out


def _players(value) -> tuple[int, int]:
    """``players: 2`` (exactly) or ``players: {min: 1, max: 5}``."""
    if isinstance(value, dict):
        low = int(value.get("min", 1))
        return low, int(value.get("max", low))
    return int(value), int(value)


def load_game(folder, shown_as: str | None = None) -> GameSpec:
    """Read ``folder/game.yaml`` into a :class:`GameSpec` (or raise with diagnostics);
    ``shown_as``: the path its diagnostics show (a path that opens the same file)."""
    folder = Path(folder)
    doc = load_file(shown_as or folder / "game.yaml", folder)
    data = doc.data
    if not isinstance(data, dict):
        raise CardsmithError(
            doc.problems + [doc.error((), "E-GAME", "game.yaml must be a mapping")]
        )
    check_game(doc)
    name = _need(doc, data, (), "name", str, "the game's name")
    short = str(data.get("short", folder.name))
    cards = _need(doc, data, (), "cards", dict, "the card fields")
    types: dict[str, CardType] = {}
    if "types" in cards:
        for tname, t in cards["types"].items():
            fields = _need(doc, t, ("cards", "types", tname), "fields", dict, "a mapping")
            types[tname] = CardType(
                tname,
                {
                    f: _field_spec(doc, f, s, ("cards", "types", tname, "fields", f))
                    for f, s in fields.items()
                },
            )
    else:
        fields = _need(doc, cards, ("cards",), "fields", dict, "a mapping of fields")
        types["card"] = CardType(
            "card", {f: _field_spec(doc, f, s, ("cards", "fields", f)) for f, s in fields.items()}
        )
    _check_kinds(doc, data, types)
    default_type = next(iter(types))
    decks = data.get("decks") or {}
    lang = data.get("language")
    if not isinstance(lang, dict):
        raise CardsmithError(doc.error((), "E-GAME", "game.yaml needs a 'language' mapping"))
    phrasebook = _phrasebook(folder, shown_as)
    lang, from_phrasebook = _with_phrasebook(doc, lang, phrasebook)
    locate = _locator(doc, phrasebook, from_phrasebook)
    language = _language(doc, lang, folder, locate)
    _check_field_labels(language, types, locate)
    return GameSpec(
        path=folder,
        name=name,
        short=short,
        players=_players(data.get("players", 2)),
        key=str(cards.get("key", "name")),
        types=types,
        default_type=default_type,
        names_from=tuple(cards.get("names_from", ("name",)) or ()),
        deck_size=decks.get("size"),
        max_copies=decks.get("max_copies"),
        deck_larger=str(decks.get("larger", "error")),
        language=dataclasses.replace(
            language,
            step_names=_step_names(data),
            flip_steps=_flip_steps(data),
            from_phrasebook=from_phrasebook,
        ),
        raw=data,
        doc=doc,
        phrasebook=phrasebook,
    )


def _phrasebook(folder: Path, shown_as) -> Document | None:
    """``phrasebook.yaml`` beside game.yaml, if the game has one (its shape checked)."""
    path = folder / "phrasebook.yaml"
    if not os.path.lexists(path):
        return None
    shown = Path(shown_as).parent / "phrasebook.yaml" if shown_as else path
    book = load_file(shown, folder)
    if book.data is not None and not isinstance(book.data, dict):
        raise CardsmithError(
            book.problems + [book.error((), "E-GAME", "phrasebook.yaml must be a mapping")]
        )
    check_phrasebook(book)
    return book


def _with_phrasebook(doc: Document, lang: dict, book: Document | None):
    """The language section with phrasebook.yaml's keys added (each key in one file only)."""
    if book is None or not book.data:
        return lang, frozenset()
    data: dict = book.data  # type: ignore[assignment]
    twice = sorted(str(k) for k in data if k in lang)
    if twice:
        raise CardsmithError(
            [
                book.error(
                    (k,),
                    "E-GAME",
                    f"'{k}' is declared in game.yaml's language section too",
                    "declare each key in one of the two files",
                    key=True,
                )
                for k in twice
            ]
        )
    return {**lang, **data}, frozenset(str(k) for k in data)


def plural_word(phrase: str) -> str:
    """ "hand" -> "hands", "discard pile" -> "discard piles", "city" -> "cities"."""
    head, _, last = phrase.rpartition(" ")
    if last.endswith("s"):
        return phrase
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ie"
    return f"{head} {last}s".strip()
