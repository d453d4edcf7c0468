"""A game's rules of play, read from the ``rules:`` section of its ``game.yaml``.

Everything here is generic: zones with visibility, counters with bounds, rule parameters with
defaults, setup, the turn as a list of steps (each card text, a game verb, an event or a
limit), the timing policy, win/lose checks and limits.  A game's own procedures are verbs in
its ``verbs.py``, run from the card-set folder only to play a trusted set (``game_code.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..dsl.diagnostics import CardsmithError, did_you_mean
from ..dsl.game import GameSpec
from .actor import check_actors, read_actors
from .budget import DEFAULT_SECONDS as SECONDS
from .combat import defeat_as_attacks_do, has_attack_step
from .game_code import load_verbs, verb_names
from .payment import check_actions, read_actions
from .seats import SeatRules


@dataclass(frozen=True)
class ZoneDef:
    name: str
    visible: str = "owner"  # none | owner | all
    ordered: bool = False
    owner: str = "seat"  # seat: each seat has one; table: one for the whole table


@dataclass(frozen=True)
class CounterDef:
    name: str
    initial: int = 0
    min: int | None = None
    max: int | None = None
    owner: str = "table"  # table: one value for the game; seat: one per seat
    reset: str | None = None  # "turn_end": back to ``initial`` when a turn ends (a pool)
    from_played: str | None = None  # a stat: a card played adds it to its player's counter
    by: str | None = None  # a card field: the pool remembers which value gave each point


@dataclass(frozen=True)
class Track:
    """A row of spaces a card enters at the first and is pushed along (the next card pushes
    it one space on); one pushed off the last space goes to ``off_end``, with ``event``."""

    name: str
    spaces: tuple[str, ...]
    off_end: str
    event: str = "escape"
    capacity: int = 1
    enters: str | None = None  # the event a card entering it sends (after any escapes)
    left: str = "first"  # which end of the track is its left: its first space or its last
    beside: str | None = None  # a row whose spaces lie beside this track's, one for one


@dataclass(frozen=True)
class Row:
    """Spaces kept full from a pile: a space left empty is refilled from ``refill_from``
    (``at_once``, or at the end of the turn)."""

    name: str
    spaces: tuple[str, ...]
    refill_from: str
    when: str = "at_once"


@dataclass(frozen=True)
class Attachments:
    """One kind of cards put under or beneath another card (``rules.attachments.<name>``):
    they lie in ``zone``, each with its host; they stay while the host is in one of
    ``stay_in``, and when it goes elsewhere they ``follow`` it there or go to their owner's
    ``discard``."""

    name: str
    zone: str
    stay_in: tuple[str, ...] = ()
    leave: str = "follow"
    discard_to: str = "owner"  # whose discard pile they go to: owner | controller
    stats: tuple[str, ...] = ()  # stats an attached card adds to its host's
    types: tuple[str, ...] = ()  # card types that are attached when played
    hosts: str | None = None  # the zone of the player's cards they are attached to
    shows: dict = field(default_factory=dict)  # card type -> fields others see (face down)


@dataclass(frozen=True)
class Timing:
    """How a batch of triggered abilities is ordered, and where new ones go."""

    order: tuple[str, ...] = ("opponent", "active")  # whose abilities first
    within: str = "oldest_first"  # oldest_first | newest_first
    played_card: str = "last"  # the card being played: last | first
    raised_during: str = "after_ability"  # after_ability | after_batch
    interrupts: tuple[str, ...] = ()  # game events that happen at once
    announce: bool = False  # abilities are announced one at a time (see responses.py)
    responses: bool = False  # each announcement opens a window for other seats' answers


@dataclass
class GameDef:
    spec: GameSpec
    zones: dict[str, ZoneDef]
    roles: dict[str, str]  # deck/hand/discard/permanent/played -> zone
    counters: dict[str, CounterDef]
    params: dict[str, object]
    setup: list[dict]
    turn: list[dict]  # the turn's steps, as declared (see procedure.py)
    first_player: str
    endings: list  # how the game ends (see endings.py)
    timing: Timing
    limits: dict[str, int]
    threshold: str | None
    seats: SeatRules = field(default_factory=SeatRules)
    scoring: list = field(default_factory=list)  # how seats score (see endings.py)
    scenario: str | None = None  # the scenario these rules are of (None: the game's)
    reshuffle: bool = False  # an empty deck is refilled from the discard pile
    statuses: dict = field(default_factory=dict)  # name -> {keep: bool}
    tracks: dict = field(default_factory=dict)  # name -> Track
    rows: dict = field(default_factory=dict)  # name -> Row
    attachments: dict = field(default_factory=dict)  # kind -> Attachments
    actions: dict = field(default_factory=dict)  # name -> payment.ActionDef
    actors: dict = field(default_factory=dict)  # name -> actor.ActorDef
    type_abilities: dict = field(default_factory=dict)  # card type -> [card texts]
    verbs: dict[str, Any] = field(default_factory=dict)
    groups: dict[str, tuple] = field(default_factory=dict)  # "rest" -> (rest_1, rest_2)
    ability_zones: dict[str, str] = field(default_factory=dict)  # card type -> played zone
    effects_end_in: tuple = ()  # zones where a source's effects end (its defeat)
    # card type -> text fields the rules *use* at a moment they choose (a special ability):
    # the changes such a text makes are made when it is used, not held while the card is there
    used_texts: dict[str, tuple] = field(default_factory=dict)
    # a change to cards found without a zone ("enemy") is about cards in play only (else: the
    # cards wherever they are, so a card in hand shows its changed stats)
    changes_in_play: bool = False
    rule_changes: tuple = ()  # the rules cards may change (see rule_changes.py)
    attack_step: Any = None  # the turn's first attack step (how text defeats: see combat.py)
    # what the parts of a game derive from these rules, derived once (see ``derived``)
    _derived: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def name(self) -> str:
        return self.spec.name

    def seat_zones(self) -> list[str]:
        return [z for z, d in self.zones.items() if d.owner == "seat"]

    def table_zones(self) -> list[str]:
        return [z for z, d in self.zones.items() if d.owner == "table"]

    def on_table(self, zone: str) -> bool:
        """Is ``zone`` the table's (one for the whole game)?"""
        d = self.zones.get(zone)
        return d is not None and d.owner == "table"

    def zone_for(self, role: str) -> str:
        return self.roles.get(role, role)

    def derived(self, make: Callable[[GameDef], Any]) -> Any:
        """``make(self)``, made once for these rules: the tables a part of every game reads
        from them (its zones by role, its rows' spaces, ...).  Never change what it gives."""
        got = self._derived.get(make)
        if got is None:
            got = self._derived[make] = make(self)
        return got


def _fail(spec: GameSpec, path: tuple, message: str):
    raise CardsmithError(spec.doc.error(("rules",) + path, "E-GAME", message))


def scenario_rules(spec: GameSpec, scenario: str | None) -> dict:
    """The game's ``rules`` with a scenario's changes: a scenario (``scenarios.<name>.rules``)
    replaces whole sections of the rules (its ``turn``, ``setup``, ``endings``...), and its
    ``params`` join the game's."""
    rules = spec.raw.get("rules")
    if not isinstance(rules, dict):
        raise CardsmithError(
            spec.doc.error(
                (), "E-GAME", "game.yaml has no 'rules' section", "a game needs rules to be played"
            )
        )
    if scenario is None:
        return rules
    scenarios = spec.raw.get("scenarios") or {}
    if scenario not in scenarios:
        raise KeyError(scenario)
    changes = (scenarios[scenario] or {}).get("rules") or {}
    merged = {**rules, **changes}
    if "params" in changes:
        merged["params"] = {**(rules.get("params") or {}), **changes["params"]}
    return merged


def scenario_names(spec: GameSpec) -> list[str]:
    return list(spec.raw.get("scenarios") or {})


def read_rules(spec: GameSpec, scenario: str | None = None, run_code: bool = False) -> GameDef:
    """The rules of play; the game's verbs are loaded (its ``verbs.py`` run) only with
    ``run_code``, else known by their names (see :mod:`interpreter.game_code`)."""
    rules = scenario_rules(spec, scenario)
    zones = {}
    for name, z in (rules.get("zones") or {}).items():
        z = z or {}
        zones[name] = ZoneDef(
            name,
            str(z.get("visible", "owner")),
            bool(z.get("ordered")),
            str(z.get("owner", "seat")),
        )
    if not zones:
        _fail(spec, ("zones",), "rules.zones must declare the game's zones")
    counters = {}
    for name, c in (rules.get("counters") or {}).items():
        c = c or {}
        counters[name] = CounterDef(
            name,
            int(c.get("initial", 0)),
            c.get("min"),
            c.get("max"),
            str(c.get("owner", "table")),
            c.get("reset"),
            c.get("from_played"),
            c.get("by"),
        )
    steps = list(rules.get("turn") or [])
    t = rules.get("timing") or {}
    timing = Timing(
        tuple(t.get("order", ("opponent", "active"))),
        str(t.get("within", "oldest_first")),
        str(t.get("played_card", "last")),
        str(t.get("raised_during", "after_ability")),
        tuple(t.get("interrupts", ()) or ()),
        bool(t.get("announce", False) or t.get("responses", False)),
        bool(t.get("responses", False)),
    )
    limits = {"max_turns": 200, "chain_depth": 40, "plays_in_chain": 30, "seconds": SECONDS}
    limits.update(rules.get("limits") or {})
    roles = dict(rules.get("roles") or {})
    for role, zone in roles.items():
        if zone not in zones:
            _fail(spec, ("roles", role), f"role '{role}' names an unknown zone '{zone}'")
    gd = GameDef(
        spec,
        zones,
        roles,
        counters,
        dict(rules.get("params") or {}),
        list(rules.get("setup") or []),
        steps,
        str(rules.get("first_player", "coin")),
        list(rules.get("endings") or []),
        timing,
        limits,
        rules.get("threshold"),
    )
    gd.scoring = list(rules.get("scoring") or [])
    low, high = spec.players
    gd.seats = SeatRules(
        low,
        high,
        str(rules.get("sides", "free_for_all")),
        int(rules.get("team_size", 2)),
        gd.first_player,
    )
    gd.groups = {k: tuple(v) for k, v in (rules.get("groups") or {}).items()}
    gd.ability_zones = dict(rules.get("ability_zones") or {})
    gd.changes_in_play = bool(rules.get("changes_in_play", False))
    gd.rule_changes = tuple(rules.get("rule_changes") or ())
    gd.used_texts = {t: tuple(fs or ()) for t, fs in (rules.get("used_texts") or {}).items()}
    gd.effects_end_in = tuple(gd.zone_for(r) for r in (rules.get("effects_end_in") or ()))
    gd.verbs = load_verbs(spec.path, spec.short) if run_code else verb_names(spec.path)
    if "defeat" not in gd.verbs and has_attack_step(rules.get("turn")):
        gd.verbs["defeat"] = defeat_as_attacks_do
    gd.scenario = scenario
    gd.reshuffle = bool(rules.get("reshuffle", False))
    gd.statuses = {str(k): dict(v or {}) for k, v in (rules.get("statuses") or {}).items()}
    gd.tracks = {
        str(k): Track(
            str(k),
            tuple(v["spaces"]),
            str(v["off_end"]),
            str(v.get("event", "escape")),
            int(v.get("capacity", 1)),
            v.get("enters"),
            str(v.get("left", "first")),
            v.get("beside"),
        )
        for k, v in (rules.get("tracks") or {}).items()
    }
    gd.rows = {
        str(k): Row(
            str(k), tuple(v["spaces"]), str(v["refill_from"]), str(v.get("when", "at_once"))
        )
        for k, v in (rules.get("rows") or {}).items()
    }
    gd.attachments = {
        str(k): Attachments(
            str(k),
            str(a["zone"]),
            tuple(a.get("stay_in") or ()),
            str(a.get("leave", "follow")),
            str(a.get("discard_to", "owner")),
            tuple(a.get("stats") or ()),
            tuple(a.get("types") or ()),
            a.get("hosts"),
            {str(t): tuple(v or ()) for t, v in (a.get("shows") or {}).items()},
        )
        for k, a in (rules.get("attachments") or {}).items()
    }
    gd.actions = read_actions(rules.get("actions") or {})
    gd.actors = read_actors(rules.get("actors") or {})
    gd.type_abilities = {
        str(t): [str(x) for x in (texts or ())]
        for t, texts in (rules.get("abilities") or {}).items()
    }
    problems = _cross_check(spec, gd, rules)
    if problems:
        raise CardsmithError(problems)
    return gd


def _verb_problem(v, gd: GameDef, places: set) -> tuple[str, str, str] | None:
    """(key, message, help) of what a declared verb's meaning names that the rules lack."""
    move = v.meaning("move")
    if move is not None and gd.zone_for(move) not in places:
        return (
            "move",
            f"verb '{v.name}' moves cards to '{move}', which is no zone or role of the rules",
            "name a zone of rules.zones (or a role: discard, hand ...)",
        )
    if v.source is not None and gd.zone_for(v.source) not in places:
        return (
            "from",
            f"verb '{v.name}' finds its cards in an unknown zone '{v.source}'",
            "name a zone of rules.zones",
        )
    verb = v.meaning("verb")
    if verb is not None and verb not in gd.verbs:
        return (
            "verb",
            f"verb '{v.name}' runs '{verb}', which verbs.py does not define",
            _verb_help(verb, gd.verbs),
        )
    return None


def _cross_check(spec: GameSpec, gd: GameDef, rules: dict) -> list:
    """Names one part of game.yaml uses that another must define: every problem."""
    out = []

    def fail(path, message, help=None):
        out.append(spec.doc.error(path, "E-GAME", message, help))

    places = set(gd.zones) | set(gd.groups)

    def check_steps(path, steps):
        for i, s in enumerate(steps if isinstance(steps, list) else []):
            if not isinstance(s, dict):
                continue
            name = s.get("name", f"step {i + 1}")
            verb = s.get("verb")
            if verb and verb not in gd.verbs:
                fail(
                    path + (i, "verb"),
                    f"step '{name}' calls verb '{verb}', which verbs.py does not define",
                    _verb_help(verb, gd.verbs),
                )
            limit = s.get("limit")
            if isinstance(limit, dict) and limit.get("zone") not in places:
                fail(
                    path + (i, "limit", "zone"),
                    f"step '{name}' limits an unknown zone '{limit.get('zone')}'",
                )
            for key in ("steps", "repeat", "optional", "each_player"):
                if key in s:
                    check_steps(path + (i, key), s[key])
            for j, action in enumerate(s.get("choose") or []):
                if isinstance(action, dict) and "do" in action:
                    check_steps(path + (i, "choose", j, "do"), action["do"])

    check_steps(("rules", "turn"), gd.turn)
    for i, step in enumerate(gd.setup):
        if "verb" in step and step["verb"] not in gd.verbs:
            fail(
                ("rules", "setup", i, "verb"),
                f"setup calls verb '{step['verb']}', which verbs.py does not define",
                _verb_help(step["verb"], gd.verbs),
            )
        if isinstance(step.get("draw"), str) and step["draw"] not in gd.params:
            hint = did_you_mean(step["draw"], list(gd.params))
            fail(
                ("rules", "setup", i, "draw"),
                f"setup draws '{step['draw']}' cards, but rules.params has no '{step['draw']}'",
                f"did you mean '{hint}'?" if hint else "name a parameter, or give a number",
            )
        if "shuffle" in step and step["shuffle"] not in places:
            fail(
                ("rules", "setup", i, "shuffle"),
                f"setup shuffles an unknown zone '{step['shuffle']}'",
            )
        deal = step.get("deal")
        if deal is not None and (deal.get("zone") not in gd.zones or gd.on_table(deal["zone"])):
            fail(
                ("rules", "setup", i, "deal", "zone"),
                f"cards are dealt to each seat, but '{deal.get('zone')}' is not a seat's zone",
            )
        for kind, keys in (
            ("trim", ("zone", "to")),
            ("choose", ("from",)),
            ("move", ("from", "to")),
        ):
            entry = step.get(kind)
            if not isinstance(entry, dict):
                continue
            for k in keys:
                if not gd.on_table(str(entry.get(k, ""))):
                    fail(
                        ("rules", "setup", i, kind, k),
                        f"'{entry.get(k)}' is not a table zone",
                        "declare the zone with 'owner: table'",
                    )
        choose = step.get("choose")
        if isinstance(choose, dict) and choose.get("to") not in gd.zones:
            fail(("rules", "setup", i, "choose", "to"), f"unknown zone '{choose.get('to')}'")
        if "refill" in step and step["refill"] not in gd.rows:
            fail(("rules", "setup", i, "refill"), f"unknown row '{step['refill']}'")
        pile = step.get("pile")
        if pile is not None and not gd.on_table(pile.get("zone", "")):
            fail(
                ("rules", "setup", i, "pile", "zone"),
                f"a pile is laid out on the table, but '{pile.get('zone')}' is not a table zone",
                "declare the zone with 'owner: table'",
            )
    for zid in spec.language.zone_names:
        if zid not in places:
            fail(
                ("language", "zones", zid),
                f"the text's zone '{zid}' is not a zone of the rules",
                "declare it under rules.zones (or rules.groups)",
            )
    for v in spec.language.verbs:  # a declared verb's zones and procedure are the rules'
        problem = _verb_problem(v, gd, places)
        if problem is not None:
            key, message, help = problem
            out.append(
                spec.locate(
                    "verbs", v.name, "means", key, message=message, help=help, code="E-GAME-VERB"
                )
            )
    for name in spec.language.counters:
        if name not in gd.counters:
            fail(
                ("language", "counters"),
                f"the text's counter '{name}' is not a counter of the rules",
                "declare it under rules.counters",
            )
    perm = spec.language.permanent_zone
    if perm is not None and perm != gd.zone_for("permanent"):
        fail(
            ("language", "permanent", "zone"),
            f"permanents are in '{perm}' here but in "
            f"'{gd.zone_for('permanent')}' in rules.roles.permanent",
        )
    for name, track in gd.tracks.items():
        for i, z in enumerate(track.spaces + (track.off_end,)):
            if z not in gd.zones:
                fail(("rules", "tracks", name), f"track '{name}' names an unknown zone '{z}'")
    for name, track in gd.tracks.items():
        if track.beside is not None and track.beside not in gd.rows:
            fail(("rules", "tracks", name, "beside"), f"'{track.beside}' is not a row of the rules")
    for name, row in gd.rows.items():
        for z in row.spaces + (row.refill_from,):
            if z not in gd.zones:
                fail(("rules", "rows", name), f"row '{name}' names an unknown zone '{z}'")
    for kind, a in gd.attachments.items():
        hosts = (a.hosts,) if a.hosts else ()
        for z in (a.zone,) + a.stay_in + hosts:
            if z not in places:
                fail(("rules", "attachments", kind), f"attachments name an unknown zone '{z}'")
    out += check_actions(spec, gd, places)
    out += check_actors(spec, gd, places)
    types = set(spec.types)
    for t in gd.type_abilities:
        if t not in types:
            fail(("rules", "abilities", t), f"'{t}' is not a card type of the game")
    for name, members in gd.groups.items():
        for i, z in enumerate(members):
            if z not in gd.zones:
                fail(("rules", "groups", name, i), f"group '{name}' names an unknown zone '{z}'")
    for where in ("effects_end_in",):
        for i, r in enumerate(rules.get(where) or ()):
            if gd.zone_for(r) not in places:
                fail(("rules", where, i), f"'{r}' is neither a role nor a zone")
    return out


def _verb_help(name: str, verbs: dict) -> str:
    from ..dsl.diagnostics import did_you_mean

    hint = did_you_mean(name, list(verbs))
    return f"did you mean '{hint}'?" if hint else "define it in the game's verbs.py VERBS"
