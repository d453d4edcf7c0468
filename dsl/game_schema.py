"""The shape of ``game.yaml``: which keys each section may have, what kind of value each holds
and, for numbers, the range that makes sense.  Checked before the file is read, so a malformed
game is a list of diagnostics (every problem, each at its key, a misspelt key with a
did-you-mean; ``E-GAME`` for a shape, ``E-GAME-RANGE`` for a number out of its range,
``E-INVISIBLE-CHAR`` for a name with a character no one can see) and never a traceback, nor a
value that would only fail (or hang) once a game is played.  What the values *mean* (field
types, zone names) is checked where they are read.
"""

from __future__ import annotations

from .diagnostics import CardsmithError, did_you_mean
from .game_values import MOST, bounds, invisible
from .yamlsafe import Document

TEXT, BOOL, ANY = "text", "true or false", "any value"


class Int:
    """A whole number from ``low`` to ``high`` (None: no bound that side)."""

    def __init__(self, low: int | None = None, high: int | None = None):
        self.low, self.high = low, high

    def holds(self, value: int) -> bool:
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)

    def span(self) -> str:
        if self.high is None:
            return f"at least {self.low}"
        if self.low is None:
            return f"at most {self.high}"
        return f"from {self.low} to {self.high}"


INT = Int(-(10**9), 10**9)  # a number of the game (a counter's value)
COUNT = Int(0, MOST)  # a number of cards
SEATS = Int(1, 100)  # the players a game may seat


class Map:
    """A mapping with known keys (those in ``need`` must be there)."""

    others = False  # may other keys be there too, holding any value?

    def __init__(self, need=(), **keys):
        self.keys, self.required = keys, set(need)


class Fields(Map):
    """A mapping of card fields to match (any field), with some keys of known shape."""

    others = True


class DictOf:
    """A mapping whose keys are names the game chooses, each holding ``value``."""

    def __init__(self, value):
        self.value = value


class ListOf:
    def __init__(self, item):
        self.item = item


class Choice:
    """One of a few words."""

    def __init__(self, *words):
        self.words = words


class Either:
    """One of several shapes (the first that fits)."""

    def __init__(self, *shapes):
        self.shapes = shapes


WORDS = ListOf(TEXT)
# a field of a card the setup picked (``{picked: boss, field: leads}``)
PICKED = Map(need=("picked", "field"), picked=TEXT, field=TEXT)
# how many cards: a number, by player count (with ``add: <picked field>``), each card's own
# ``field``, or a picked card's field
CARD_COUNT = Either(COUNT, DictOf(Either(COUNT, TEXT, PICKED)))
# the cards a setup lays out: card fields to match, and how many of each (by player count)
SELECTOR = Fields(count=CARD_COUNT)
FIELD = Map(
    need=("type",),
    type=TEXT,
    required=BOOL,
    kind=TEXT,
    many=BOOL,
    separator=TEXT,
    min=INT,
    max=INT,
    min_items=COUNT,
    max_items=COUNT,
    star=BOOL,
    declares=Either(TEXT, BOOL),
    choices=ListOf(ANY),
    default=ANY,
)
STEP = Map(
    name=TEXT,
    text=TEXT,
    verb=TEXT,
    event=TEXT,
    skip=Choice("first_turn"),
    flip_for=TEXT,
    limit=Map(need=("zone", "param"), zone=TEXT, param=TEXT, action=Choice("discard", "destroy")),
    play=Either(Map(**{"from": TEXT, "to": TEXT}, optional=BOOL, prompt=TEXT, types=WORDS), None),
    activate=Either(Map(prompt=TEXT), None),
    take=Map(**{"from": WORDS}, to=TEXT, up_to=INT, event=TEXT, prompt=TEXT),
    status=Map(
        set=TEXT,
        clear=TEXT,
        zone=TEXT,
        whose=Choice("own", "opponents", "any"),
        choose=Choice("any", "one", "all"),
        prompt=TEXT,
    ),
    attack=Map(
        attackers=Map(zone=TEXT, without=TEXT),
        targets=ListOf(Map(need=("zone",), zone=TEXT, when_empty=TEXT, defeated_to=TEXT)),
        attack=TEXT,
        defense=TEXT,
        results=ListOf(
            Map(need=("at_least", "then"), at_least=Either(INT, Choice("total", "half")), then=TEXT)
        ),
        after=TEXT,
        after_defeating=ListOf(
            Map(
                zone=TEXT,
                sides=Choice("free_for_all", "teams", "cooperative"),
                clear=TEXT,
                **{"in": TEXT},
            )
        ),
        repeat=BOOL,
        between=Choice("activate"),
        events=DictOf(TEXT),
    ),
    until=Either(TEXT, WORDS),
    until_pass=BOOL,
    max=Int(1, MOST),
    prompt=TEXT,
    order=Choice("turn", "simultaneous"),
    act=TEXT,
    actor=TEXT,
)
# (steps hold steps: the turn is a tree)
ACTION = Map(need=("name",), name=TEXT, when=TEXT, uses=Int(1, MOST), do=ListOf(STEP), act=TEXT)
STEP.keys.update(
    steps=ListOf(STEP),
    choose=ListOf(ACTION),
    repeat=ListOf(STEP),
    optional=ListOf(STEP),
    each_player=ListOf(STEP),
)

RULES = Map(
    zones=DictOf(
        Either(
            Map(
                visible=Choice("none", "owner", "all"), ordered=BOOL, owner=Choice("seat", "table")
            ),
            None,
        )
    ),
    groups=DictOf(WORDS),
    roles=DictOf(TEXT),
    counters=DictOf(
        Either(
            Map(
                initial=INT,
                min=INT,
                max=INT,
                owner=Choice("seat", "table"),
                reset=Choice("turn_end"),
                from_played=TEXT,
                by=TEXT,
            ),
            None,
        )
    ),
    reshuffle=BOOL,
    statuses=DictOf(Either(Map(keep=BOOL, stats=DictOf(Choice("half", "double"))), None)),
    tracks=DictOf(
        Map(
            need=("spaces", "off_end"),
            spaces=WORDS,
            off_end=TEXT,
            event=TEXT,
            capacity=Int(1, MOST),
            enters=TEXT,
            left=Choice("first", "last"),
            beside=TEXT,
        )
    ),
    rows=DictOf(
        Map(
            need=("spaces", "refill_from"),
            spaces=WORDS,
            refill_from=TEXT,
            when=Choice("at_once", "turn_end"),
        )
    ),
    attachments=DictOf(
        Map(
            need=("zone",),
            zone=TEXT,
            stay_in=WORDS,
            leave=Choice("follow", "discard"),
            discard_to=Choice("owner", "controller"),
            stats=WORDS,
            types=WORDS,
            hosts=TEXT,
            shows=DictOf(WORDS),
        )
    ),
    actions=DictOf(
        Map(
            need=("cards",),
            cards=Either(TEXT, WORDS),
            types=Either(TEXT, WORDS),
            pay=Map(
                need=("stat", "with"),
                stat=TEXT,
                **{"with": Either(TEXT, WORDS), "in": DictOf(Either(TEXT, WORDS))},
            ),
            to=TEXT,
            event=TEXT,
            take_under=TEXT,
            with_attached=Map(need=("kinds",), kinds=Either(TEXT, WORDS), event=TEXT),
        )
    ),
    actors=DictOf(
        Map(
            need=("deck", "plays"),
            deck=TEXT,
            plays=DictOf(
                Map(
                    enter=TEXT,
                    capture=Map(need=("track",), track=TEXT, kind=TEXT, **{"else": TEXT}),
                    then=TEXT,
                    event=TEXT,
                    count=TEXT,
                )
            ),
        )
    ),
    abilities=DictOf(WORDS),
    params=DictOf(ANY),
    setup=ListOf(
        Map(
            shuffle=TEXT,
            draw=Either(COUNT, DictOf(COUNT), TEXT),
            verb=TEXT,
            text=TEXT,
            pile=Map(need=("zone", "cards"), zone=TEXT, cards=Either(SELECTOR, ListOf(SELECTOR))),
            deal=Map(
                need=("zone",),
                zone=TEXT,
                cards=Either(SELECTOR, ListOf(SELECTOR)),
                seats=DictOf(ListOf(Either(SELECTOR, ListOf(SELECTOR)))),
            ),
            trim=Map(
                need=("zone", "keep", "to"), zone=TEXT, keep=Either(COUNT, DictOf(COUNT)), to=TEXT
            ),
            pick=Map(need=("name", "zone", "cards"), name=TEXT, zone=TEXT, cards=SELECTOR),
            choose=Map(need=("from", "to"), **{"from": TEXT}, to=TEXT, count=COUNT, prompt=TEXT),
            under=Map(
                need=("host", "cards"),
                host=TEXT,
                kind=TEXT,
                cards=Either(SELECTOR, ListOf(SELECTOR)),
            ),
            move=Map(
                need=("from", "to"),
                **{"from": TEXT},
                to=TEXT,
                count=CARD_COUNT,
            ),
            refill=TEXT,
        )
    ),
    turn=ListOf(STEP),
    first_player=Choice("coin", "random", "first", "none"),
    sides=Choice("free_for_all", "teams", "cooperative"),
    team_size=Int(1, 100),
    endings=ListOf(
        Map(
            name=TEXT,
            empty=WORDS,
            count=Map(need=("zone",), zone=TEXT, at_least=COUNT, at_most=COUNT),
            counter=Map(need=("name",), name=TEXT, at_least=INT, at_most=INT),
            idle=Int(1, MOST),
            events=WORDS,
            repeat=Int(1, MOST),
            when=TEXT,
            card=Map(need=("zone", "field"), zone=TEXT, field=TEXT),
            tally=Map(need=("event", "at_least"), event=TEXT, at_least=INT, reset_by=WORDS),
            streak=INT,
            result=Choice("lose", "win", "draw", "game", "fewest", "most"),
            rank_by=Map(need=("sum", "zone"), sum=TEXT, zone=TEXT),
            check=Choice("turn_end", "step"),
            tie=Choice("active", "draw"),
            reason=TEXT,
        )
    ),
    scoring=ListOf(
        Map(
            need=("sum", "zone"),
            name=TEXT,
            sum=TEXT,
            zone=TEXT,
            of=Choice("self", "others"),
            negative=BOOL,
            **{"for": Choice("all", "winners")},
        )
    ),
    timing=Map(
        order=ListOf(Choice("active", "opponent")),
        within=Choice("oldest_first", "newest_first"),
        played_card=Choice("last", "first"),
        raised_during=Choice("after_ability", "after_batch"),
        interrupts=WORDS,
        announce=BOOL,
        responses=BOOL,
    ),
    limits=Map(
        max_turns=Int(1, 1_000_000),
        chain_depth=Int(1, 1000),
        plays_in_chain=Int(1, 1000),
        seconds=Int(1, 86_400),
    ),
    threshold=TEXT,
    playable=TEXT,
    ability_zones=DictOf(TEXT),
    used_texts=DictOf(WORDS),
    effects_end_in=WORDS,
    changes_in_play=BOOL,
    rule_changes=ListOf(Choice("acts_first", "only_chosen", "must_use", "lock_next")),
)

#: the language section (and phrasebook.yaml, which holds the same keys)
LANGUAGE = Map(
    kinds=DictOf(Map(noun=TEXT, plural=TEXT, fields=WORDS, values=WORDS, icon=TEXT)),
    stats=DictOf(Either(Map(field=TEXT, numeric=BOOL, all=BOOL, verb=TEXT), None)),
    stat_plurals=WORDS,
    counters=Either(DictOf(ANY), WORDS),
    card_nouns=DictOf(Either(Map(plural=TEXT, type=Either(TEXT, WORDS), zone=TEXT), None)),
    permanent=Map(need=("noun",), noun=TEXT, plural=TEXT, zone=TEXT, recurring=TEXT),
    zones=DictOf(Either(Map(names=WORDS, bare=BOOL), None)),
    zone_roles=DictOf(TEXT),
    events=DictOf(
        Either(
            Map(
                verb=TEXT,
                wording=Either(TEXT, WORDS),
                past=Either(TEXT, WORDS),
                third_person=TEXT,
            ),
            None,
        )
    ),
    ability_nouns=WORDS,
    replacing_marker=TEXT,
    phrasebooks=WORDS,
    keywords=DictOf(
        Either(Map(number=BOOL, means=TEXT, gives=DictOf(Either(TEXT, BOOL, INT))), None)
    ),
    labels=DictOf(
        Either(
            Map(
                trigger=TEXT,
                condition=TEXT,
                ability=Choice("activated", "passive", "feat"),
                field=TEXT,
            ),
            None,
        )
    ),
    statuses=DictOf(Either(Map(set=TEXT, clear=TEXT, opposite=TEXT), None)),
    verbs=DictOf(
        Either(
            Map(
                need=("wording", "means"),
                wording=Either(TEXT, WORDS),
                third_person=TEXT,
                means=Map(
                    move=TEXT, set=TEXT, clear=TEXT, event=TEXT, verb=TEXT, attach=TEXT, act=TEXT
                ),
                **{"from": TEXT},
            ),
            None,
        )
    ),
)

GAME = Map(
    required=("name", "cards", "language"),
    name=TEXT,
    short=TEXT,
    players=Either(SEATS, Map(need=("min", "max"), min=SEATS, max=SEATS)),
    cards=Map(
        key=TEXT,
        fields=DictOf(FIELD),
        types=DictOf(Map(need=("fields",), fields=DictOf(FIELD))),
        names_from=WORDS,
    ),
    decks=Map(size=Int(1, MOST), max_copies=Int(1, MOST), larger=Choice("error", "random")),
    language=LANGUAGE,
    scenarios=DictOf(Either(Map(description=TEXT, rules=RULES), None)),
    lints=Map(threshold_stat=TEXT, reachable=Map(need=("field", "max"), field=TEXT, max=INT)),
    rules=RULES,
)


def check_game(doc: Document) -> None:
    """Raise :class:`CardsmithError` with every problem of a game.yaml document's shape, its
    numbers' ranges and its names' characters."""
    problems: list = list(doc.problems)  # (a repeated key)
    invisible(doc, doc.data, (), problems)
    _check(doc, doc.data, GAME, (), problems)
    if not problems and isinstance(doc.data, dict):
        bounds(doc, doc.data, problems)
    if problems:
        raise CardsmithError(problems)


def check_phrasebook(doc: Document) -> None:
    """Raise with every problem of a phrasebook.yaml's shape (the language section's keys)."""
    problems: list = list(doc.problems)
    invisible(doc, doc.data, (), problems)
    _check(doc, doc.data, LANGUAGE, (), problems)
    if problems:
        raise CardsmithError(problems)


def _fits(value, shape) -> bool:
    if shape is None:
        return value is None
    if shape == ANY:
        return True
    if shape == TEXT:
        return isinstance(value, (str, int, float)) and not isinstance(value, bool)
    if isinstance(shape, Int):
        return isinstance(value, int) and not isinstance(value, bool)
    if shape == BOOL:
        return isinstance(value, bool)
    if isinstance(shape, (Map, DictOf)):
        return value is None or isinstance(value, dict)
    if isinstance(shape, ListOf):
        return value is None or isinstance(value, list)
    if isinstance(shape, Choice):
        return value in shape.words
    return any(_fits(value, s) for s in shape.shapes)


def _describe(shape) -> str:
    if shape is None:
        return "empty"
    if isinstance(shape, str):
        return shape
    if isinstance(shape, Int):
        return "a whole number"
    if isinstance(shape, (Map, DictOf)):
        return "a mapping"
    if isinstance(shape, Choice):
        return "one of " + ", ".join(shape.words)
    if isinstance(shape, ListOf):
        return (
            f"a list of {_describe(shape.item)}s"
            if isinstance(shape.item, str) and shape.item != ANY
            else "a list"
        )
    return " or ".join(_describe(s) for s in shape.shapes if s is not None)


def _check(doc, value, shape, path, problems) -> None:
    if isinstance(shape, Either):
        fitting = [s for s in shape.shapes if _fits(value, s)]
        if fitting:
            shape = fitting[0]
    if not _fits(value, shape):
        where = "'" + ".".join(str(p) for p in path) + "'" if path else "game.yaml"
        problems.append(doc.error(path, "E-GAME", f"{where} must be {_describe(shape)}"))
        return
    if isinstance(shape, Int) and not shape.holds(value):
        where = ".".join(str(p) for p in path)
        problems.append(
            doc.error(path, "E-GAME-RANGE", f"'{where}' is {value}; it must be {shape.span()}")
        )
        return
    if isinstance(shape, Map) and value:
        for k in sorted(shape.required - set(value), key=str):
            where = ".".join(str(p) for p in path) or "game.yaml"
            problems.append(doc.error(path, "E-GAME", f"{where} needs '{k}'", key=bool(path)))
        for k, v in value.items():
            if k not in shape.keys and shape.others:
                continue
            if k not in shape.keys:
                hint = did_you_mean(str(k), [str(x) for x in shape.keys])
                where = ".".join(str(p) for p in path) or "game.yaml"
                problems.append(
                    doc.error(
                        path + (k,),
                        "E-GAME",
                        f"unknown key '{k}' in {where}",
                        f"did you mean '{hint}'?"
                        if hint
                        else "known keys: " + ", ".join(sorted(shape.keys)),
                        key=True,
                    )
                )
                continue
            _check(doc, v, shape.keys[k], path + (k,), problems)
    elif isinstance(shape, DictOf) and value:
        for k, v in value.items():
            _check(doc, v, shape.value, path + (k,), problems)
    elif isinstance(shape, ListOf) and value:
        for i, v in enumerate(value):
            _check(doc, v, shape.item, path + (i,), problems)
