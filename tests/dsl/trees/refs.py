"""Strategies of who and what sentences talk about: players, zones, durations, amounts,
names, filters, what comes after a noun, card references."""

from __future__ import annotations

import dataclasses

from cardsmith.constructs import (
    amounts,
    cards,
    carried,
    chance,
    counters,
    damage,
    durations,
    filters,
    past_events,
    players,
    predicates,
    reveals,
    rule_changes,
    selections,
    statuses,
    turn_history,
    zones,
)
from hypothesis import strategies as st

from .base import such_that, tree

# ============================================================== players, zones, durations

SUBJECTS = [
    "you",
    "opponent",
    "each",
    "any",
    "they",
    "owner",
    "each_other",
    "each_opponent",
    "allies",
    "chosen",
    "target_opponent",
    "ally",
    "that",
    "left",
    "right",
]
OBJECTS = [w for w in SUBJECTS if w not in ("any", "they")]
POSSESSIVES = [
    "you",
    "opponent",
    "they",
    "owner",
    "each",
    "each_other",
    "each_opponent",
    "chosen",
    "target_opponent",
    "that",
]


def player(role: str = "subject"):
    words = {"subject": SUBJECTS, "object": OBJECTS, "possessive": POSSESSIVES}[role]
    return st.sampled_from(words).map(players.Player)


@tree(players.Player)
def _player(w):
    return player()


@tree(zones.Zone)
def _zone(w):
    z = st.sampled_from(w.zones)
    return st.one_of(
        st.builds(zones.Zone, z, st.none() | player("possessive")),
        st.builds(zones.Zone, z, st.none(), st.just(True)),
        st.builds(zones.Zone, z, st.none(), st.just(False), st.just(True)),
        # "your hand or discard pile": two zones of one owner
        st.builds(
            lambda a, b, who, joiner: zones.Zone(a, who, also=(b,), joiner=joiner),
            z,
            z,
            player("possessive"),
            st.sampled_from(["or", "and"]),
        ),
        plain_zones(w),
    )


def plain_zones(w):
    """ "the Streets or Bridge": zones of no owner named, joined."""
    return st.builds(
        lambda a, bs: zones.Zone(a, None, also=tuple(bs)),
        st.sampled_from(w.zones),
        st.lists(st.sampled_from(w.zones), min_size=1, max_size=2),
    )


@tree(durations.Duration)
def _duration(w):
    return st.one_of(
        st.sampled_from(["this_turn", "next_turn", "this_and_next", "game"]).map(
            durations.Duration
        ),
        st.builds(
            durations.Duration,
            st.sampled_from(
                ["until_end_of", "until_end_of_next", "until_start_of_next", "during_next"]
            ),
            player("possessive"),
        ),
    )


WHEN = st.sampled_from(["this_turn", "last_turn"])


# ============================================================== amounts


def num(low: int = 0, high: int = 12):
    return st.builds(amounts.Num, st.integers(low, high), st.booleans())


@tree(amounts.Num)
def _num(w):
    return num()


@tree(amounts.ThatMany)
def _that_many(w):
    return st.just(amounts.ThatMany())


@tree(amounts.ThatNumber)
def _that_number(w):
    return st.just(amounts.ThatNumber())


@tree(damage.DamageDone)
def _damage_done(w):
    return st.builds(damage.DamageDone, player())


@tree(amounts.Double)
def _double(w):
    inner = st.one_of(num(), w.of(amounts.ThatMany), w.of(damage.DamageDone))
    return st.one_of(
        st.builds(amounts.Double, inner), st.builds(amounts.Double, w.of(damage.DamageTaken))
    )


def amount(w):
    """What the grammar's ``amount`` reads."""
    simple = st.one_of(num(), w.of(amounts.ThatMany), w.of(amounts.ThatNumber))
    return st.one_of(simple, simple, w.of(damage.DamageDone), st.builds(amounts.Double, simple))


@tree(counters.CounterValue)
def _counter_value(w):
    if not w.counters:
        return None
    return st.builds(
        counters.CounterValue, st.sampled_from(w.counters), st.none() | player("possessive")
    )


@tree(amounts.StatOf)
def _stat_of(w):
    return st.builds(amounts.StatOf, st.sampled_from(w.stats), card_ref(w))


@tree(amounts.CountOf)
def _count_of(w):
    return st.builds(amounts.CountOf, card_filter(w, plural=True))


@tree(reveals.DistinctRevealed)
def _distinct_revealed(w):
    if not w.kinds:
        return None
    return st.builds(reveals.DistinctRevealed, st.sampled_from(w.kinds), player())


@tree(damage.DamageTaken)
def _damage_taken(w):
    return st.builds(damage.DamageTaken, player(), WHEN)


@tree(amounts.TotalOf)
def _total_of(w):
    return st.builds(amounts.TotalOf, st.sampled_from(w.stats), card_ref(w))


@tree(amounts.DistinctAmong)
def _distinct_among(w):
    if not w.kinds:
        return None
    return st.builds(amounts.DistinctAmong, st.sampled_from(w.kinds), card_ref(w))


@tree(chance.CoinCount)
def _coin_count(w):
    return st.sampled_from(["heads", "tails"]).map(chance.CoinCount)


def _plain_nouns(w):
    """The card nouns that mean any card (what was drawn is counted, not known)."""
    return [n for n in w.nouns if not w.lang.noun_meaning.get(n)]


@tree(past_events.NumberDrawn)
def _number_drawn(w):
    if not _plain_nouns(w):
        return None
    return st.builds(past_events.NumberDrawn, st.sampled_from(_plain_nouns(w)), player(), WHEN)


def value_atom(w):
    """An amount, or a value of the game (what "twice" and "half" take)."""
    return st.one_of(
        amount(w),
        w.one_of(
            counters.CounterValue,
            amounts.StatOf,
            amounts.CountOf,
            reveals.DistinctRevealed,
            damage.DamageTaken,
            amounts.TotalOf,
            amounts.DistinctAmong,
            chance.CoinCount,
            past_events.NumberDrawn,
        ),
    )


def _scaled(w):
    atom = value_atom(w)
    values = w.one_of(
        counters.CounterValue,
        amounts.StatOf,
        amounts.CountOf,
        reveals.DistinctRevealed,
        amounts.TotalOf,
        amounts.DistinctAmong,
        chance.CoinCount,
    )
    return st.one_of(atom, atom, st.builds(amounts.Double, values), w.of(amounts.Half))


def value(w):
    """What the grammar's ``value`` reads: a value, twice or half of one, plus or minus a
    number or another value, to a maximum or minimum."""
    scaled = _scaled(w)
    return st.one_of(scaled, scaled, w.of(amounts.Plus), w.of(amounts.Sum), w.of(amounts.Bounded))


@tree(amounts.Sum)
def _sum(w):
    # (a number added is Plus: "X plus 3")
    right = such_that(_scaled(w), lambda v: not isinstance(v, amounts.Num))
    return st.builds(amounts.Sum, _scaled(w), right, st.booleans())


@tree(amounts.Half)
def _half(w):
    return st.builds(amounts.Half, value_atom(w), st.booleans())


@tree(amounts.Plus)
def _plus(w):
    return st.builds(amounts.Plus, _scaled(w), st.integers(-3, 5))


@tree(amounts.Bounded)
def _bounded(w):
    return st.one_of(
        st.builds(lambda v, n: amounts.Bounded(v, most=n), _scaled(w), num(1, 12)),
        st.builds(lambda v, n: amounts.Bounded(v, least=n), _scaled(w), num(1, 12)),
    )


@tree(amounts.Per)
def _per(w):
    return st.builds(amounts.Per, num(), per_unit(w))


@tree(amounts.PerCard)
def _per_card(w):
    every = st.builds(  # "for every two cards in your hand"
        lambda n, f: amounts.PerCard(selections.Select("count", n, f), every=True),
        num(2, 3),
        card_filter(w, plural=True),
    )
    return st.builds(amounts.PerCard, card_ref(w)) | every


@tree(counters.PerCounterRise)
def _per_counter_rise(w):
    if not w.counters:
        return None
    return st.builds(
        counters.PerCounterRise,
        st.sampled_from(w.counters),
        player("possessive"),
        WHEN,
    )


@tree(reveals.PerDistinct)
def _per_distinct(w):
    if not w.kinds:
        return None
    return st.builds(reveals.PerDistinct, st.sampled_from(w.kinds), player())


@tree(chance.PerCoinSide)
def _per_coin_side(w):
    return st.sampled_from(["heads", "tails"]).map(chance.PerCoinSide)


@tree(amounts.EachDistinctAmong)
def _each_distinct_among(w):
    if not w.kinds:
        return None
    return st.builds(amounts.EachDistinctAmong, st.sampled_from(w.kinds), card_ref(w))


@tree(past_events.Drawn)
def _drawn(w):
    if not _plain_nouns(w):
        return None
    return st.builds(past_events.Drawn, st.sampled_from(_plain_nouns(w)), player(), WHEN)


@tree(past_events.EachDone)
def _each_done(w):
    return st.sampled_from(["destroyed", "discarded", "drawn", "revealed"]).map(
        past_events.EachDone
    )


@tree(past_events.PointsDone)
def _points_done(w):
    return st.builds(past_events.PointsDone, card_ref(w), WHEN)


def per_unit(w):
    return w.one_of(
        past_events.PointsDone,
        amounts.PerCard,
        counters.PerCounterRise,
        reveals.PerDistinct,
        chance.PerCoinSide,
        amounts.EachDistinctAmong,
        past_events.Drawn,
        past_events.EachDone,
    )


# ============================================================== names, filters, predicates


@tree(filters.NameRef)
def _name(w):
    if not w.names:
        return None
    return st.sampled_from(w.names).map(lambda vk: filters.NameRef(vk[0], vk[1]))


OPS = st.sampled_from(["<=", ">=", "=="])


@tree(filters.StatCmp)
def _stat_cmp(w):
    return st.builds(filters.StatCmp, st.sampled_from(w.stats), OPS, num(0, 9))


@tree(filters.Terms)
def _terms(w):
    term = (
        st.one_of(w.of(filters.NameRef), w.of(filters.StatCmp))
        if w.names
        else w.of(filters.StatCmp)
    )
    return st.lists(term, min_size=1, max_size=3).map(lambda ts: filters.Terms(tuple(ts)))


ADJECTIVES = [
    a for a in filters.ADJECTIVE_ORDER if a not in ("upcoming",)
]  # ("upcoming": a game's own, told by its cards)


def adjectives(w):
    return st.sets(st.sampled_from(ADJECTIVES), max_size=2).map(
        lambda s: tuple(a for a in filters.ADJECTIVE_ORDER if a in s)
    )


@tree(predicates.SameAs)
def _same_as(w):
    return st.one_of(
        st.builds(predicates.SameAs, st.sampled_from(w.stats), st.just(False)),
        *(
            [st.builds(predicates.SameAs, st.sampled_from(w.kinds), st.just(True))]
            if w.kinds
            else []
        ),
    )


@tree(predicates.Not)
def _not(w):
    return st.builds(predicates.Not, card_pred(w))


@tree(predicates.NotA)
def _not_a(w):
    """ "non-hero", "non-Tech": not of a noun, or of a name."""
    # (not a noun that starts another: "non-fighter cards" reads as "non-" + "fighter cards")
    words = {x.lower() for x in w.nouns} | {x.lower() for x in w.lang.noun_plurals.values()}
    alone = [n for n in w.nouns if not any(x.startswith(n.lower() + " ") for x in words)]
    noun = st.sampled_from(alone).map(lambda n: filters.CardFilter(n))
    name = w.of(filters.NameRef).map(lambda n: filters.CardFilter(None, prefix=filters.Terms((n,))))
    return st.builds(predicates.NotA, noun | name if w.names else noun)


@tree(predicates.HasKeyword)
def _has_keyword(w):
    return st.sampled_from(["Assault", "Counterstrike"]).map(predicates.HasKeyword)


@tree(statuses.HasStatus)
def _has_status(w):
    """A status as an adjective: the status, or its opposite when it has a word for it."""
    found = [statuses.HasStatus(s.name) for s in w.lang.statuses.values()]
    found += [statuses.HasStatus(s.name, True) for s in w.lang.statuses.values() if s.opposite]
    return st.sampled_from(found) if found else None


def status_pred(w):
    """A status after "is": any of them ("it's not fatigued" when it has no opposite)."""
    found = [statuses.HasStatus(s.name, n) for s in w.lang.statuses.values() for n in (False, True)]
    return st.sampled_from(found)


@tree(predicates.InZone)
def _in_zone(w):
    return st.one_of(
        st.builds(predicates.InZone, w.of(zones.Zone)),
        st.builds(
            lambda z, p: predicates.InZone(zones.Zone(z, p), had=True),
            st.sampled_from(w.zones),
            player(),
        ),
    )


@tree(predicates.RevealedFrom)
def _revealed_from(w):
    return st.builds(predicates.RevealedFrom, player(), w.of(zones.Zone))


@tree(turn_history.PlayedIn)
def _played_in(w):
    return st.builds(turn_history.PlayedIn, player(), WHEN)


@tree(past_events.PastAct)
def _past_act(w):
    return st.one_of(
        st.builds(
            past_events.PastAct,
            st.just("discarded"),
            player(),
            WHEN,
            st.none() | w.of(zones.Zone),
        ),
        st.builds(past_events.PastAct, st.just("destroyed"), st.none(), WHEN),
    )


@tree(predicates.WithValue)
def _with_value(w):
    named = [s for s in w.stats if s not in w.lang.numeric_stats]
    # (the value of a kind, of one or two words: "with a Speed blocking icon")
    values = [v for v, kinds in w.names if set(kinds) & set(w.kinds) and len(v.split()) <= 2]
    if not named or not values:
        return None
    return st.builds(
        predicates.WithValue, st.sampled_from(named), st.none() | st.sampled_from(values)
    )


@tree(predicates.TheirChoice)
def _their_choice(w):
    return st.sampled_from(["their", "your"]).map(predicates.TheirChoice)


@tree(predicates.OnlyFor)
def _only_for(w):
    if not w.names:
        return None
    return w.of(filters.NameRef).map(lambda n: predicates.OnlyFor(cards.Named(filters.Terms((n,)))))


@tree(predicates.MatchesFields)
def _matches(w):
    fields = st.lists(st.sampled_from(w.stats + w.kinds), min_size=1, max_size=3, unique=True)
    whose = st.one_of(
        st.sampled_from(w.nouns).map(cards.This),
        st.sampled_from(w.nouns).map(cards.That),
        st.just(cards.It()),
    )
    return st.builds(predicates.MatchesFields, whose, fields.map(tuple))


@tree(predicates.StatVs)
def _stat_vs(w):
    # (a value that ends with no card of its own: its phrase could go on with the sentence)
    simple = st.one_of(num(), w.of(amounts.ThatNumber), w.of(damage.DamageDone))
    if w.counters:
        simple = simple | w.of(counters.CounterValue)
    return st.builds(
        predicates.StatVs, st.sampled_from(w.stats), st.sampled_from(["<", ">", "=="]), simple
    )


@tree(predicates.ControlledBy)
def _controlled_by(w):
    return st.builds(predicates.ControlledBy, player())


@tree(predicates.PlayedBy)
def _played_by(w):
    return st.builds(predicates.PlayedBy, player())


@tree(predicates.Except)
def _except(w):
    return card_filter(w, owner=False).map(
        lambda f: predicates.Except(dataclasses.replace(f, post=()))
    )


@tree(predicates.RevealedThisWay)
def _revealed_this_way(w):
    return st.just(predicates.RevealedThisWay())


@tree(reveals.Rest)
def _rest(w):
    return st.just(reveals.Rest())


@tree(reveals.Among)
def _among(w):
    return st.sampled_from(["among them", "in it", "from it"]).map(reveals.Among)


def post(w):
    """A condition after the noun."""
    single_stat = st.builds(
        lambda c: filters.Terms((c,)), w.of(filters.StatCmp)
    )  # "of level 4 or less"
    return st.one_of(
        single_stat,
        w.one_of(
            predicates.SameAs,
            predicates.Not,
            predicates.HasKeyword,
            predicates.InZone,
            predicates.RevealedFrom,
            predicates.TheirChoice,
            predicates.OnlyFor,
            predicates.MatchesFields,
            predicates.StatVs,
            predicates.ControlledBy,
            predicates.PlayedBy,
            predicates.Except,
            predicates.RevealedThisWay,
            reveals.Among,
            turn_history.PlayedIn,
            carried.HasUnder,
            past_events.PastAct,
            predicates.WithValue,
        ),
    )


@st.composite
def _card_filter(draw, w, plural=None, owner=True):
    noun = draw(st.sampled_from(w.nouns))
    adjs = draw(adjectives(w))
    owner = draw(st.none() | player("possessive")) if owner else None
    prefix = draw(st.none() | w.of(filters.Terms))
    # "your Rest State 2 or less cards", "enemy Rest State ...", "Rest State ...": the words
    # read as a zone; only after another adjective they are the stat
    zone_like = prefix is not None and w.zone_word_first(prefix)
    if zone_like and (owner is not None or not adjs or adjs[-1] == "enemy"):
        prefix = None
    # a status is written before the noun ("a fatigued hero"), and read first of the rest
    status = draw(st.none() | w.of(statuses.HasStatus)) if w.has(statuses.HasStatus) else None
    # "non-hero" (after the other adjectives, before a prefix: "a non-hero card")
    non = draw(st.none() | w.of(predicates.NotA)) if prefix is None else None
    before = ((status,) if status else ()) + ((non,) if non else ())
    # "a Villain or Mastermind": more nouns a card may be
    others = [n for n in w.nouns if n != noun]
    also = draw(st.lists(st.sampled_from(others), max_size=1)) if others else []
    return filters.CardFilter(
        noun,
        owner,
        adjs,
        prefix,
        before + tuple(draw(st.lists(post(w), max_size=1))),
        draw(st.booleans()) if plural is None else plural,
        tuple(also),
    )


def card_filter(w, plural=None, owner=True):
    return _card_filter(w, plural, owner)


@tree(filters.CardFilter)
def _filter(w):
    return card_filter(w)


@st.composite
def card_pred(draw, w, status: bool = False):
    """A filter after "is": "level 1", "a playable X-Men card", "that Factor", "not Tech";
    with ``status``, a status too ("fatigued", "not fatigued")."""
    kinds = ["desc", "terms", "that", "not"] + (["status"] if status and w.lang.statuses else [])
    kind = draw(st.sampled_from(kinds))
    if kind == "status":
        return filters.CardFilter(None, post=(draw(status_pred(w)),))
    if kind == "terms":
        return filters.CardFilter(None, prefix=draw(w.of(filters.Terms)))
    if kind == "that" and w.kinds:
        return filters.CardFilter(
            None, post=(predicates.SameAs(draw(st.sampled_from(w.kinds)), True),)
        )
    if kind == "not":
        return filters.CardFilter(None, post=(predicates.Not(draw(card_pred(w))),))
    return filters.CardFilter(
        draw(st.sampled_from(w.nouns)),
        None,
        draw(adjectives(w)),
        draw(st.none() | w.of(filters.Terms)),
        (),
        draw(st.booleans()),
    )


# ============================================================== card references


@tree(cards.This)
def _this(w):
    return st.sampled_from(w.nouns).map(cards.This)


@tree(cards.It)
def _it(w):
    return st.just(cards.It())


@tree(cards.That)
def _that(w):
    return st.sampled_from(w.nouns).map(cards.That)


@tree(cards.Those)
def _those(w):
    return (st.none() | st.sampled_from(w.nouns)).map(cards.Those)


@tree(cards.Named)
def _named(w):
    if not w.names:
        return None
    return st.lists(w.of(filters.NameRef), min_size=1, max_size=2).map(
        lambda ns: cards.Named(filters.Terms(tuple(ns)))
    )


@tree(cards.ZoneEnd)
def _zone_end(w):
    return st.builds(
        cards.ZoneEnd,
        st.sampled_from(["top", "bottom"]),
        num(1, 5),
        w.of(zones.Zone),
        st.sampled_from(w.nouns),
    )


QUANTITIES = ["count", "all", "each", "any_number", "up_to", "at_least", "another", "bare"]


@st.composite
def _select(draw, w):
    q = draw(st.sampled_from(QUANTITIES))
    count = None
    if q == "count":
        count = draw(st.one_of(num(1, 6), st.just(amounts.ThatMany())))
    elif q in ("up_to", "at_least"):
        count = draw(num(1, 6))
    plural = {
        "count": not amounts.is_num(count, 1),
        "each": False,
        "another": False,
        "bare": draw(st.booleans()),
    }.get(q, True)
    f = draw(card_filter(w, plural))
    return selections.Select(q, count, f)


@tree(selections.Select)
def _selection(w):
    if not w.names:
        return _select(w)
    # "a S.H.I.E.L.D. Officer", "two Storm or Thor": cards by name, counted, with no noun
    named = st.builds(
        lambda n, terms: selections.Select(
            "count", amounts.Num(n), filters.CardFilter(None, prefix=terms, plural=n != 1)
        ),
        st.integers(1, 3),
        st.lists(w.of(filters.NameRef), min_size=1, max_size=2).map(
            lambda ns: filters.Terms(tuple(ns))
        ),
    )
    return st.one_of(_select(w), _select(w), named)


def half_of_zone(w):
    """ "half of their hand, rounded up": half the cards there."""

    def build(zone, up):
        there = filters.CardFilter("card", post=(predicates.InZone(zone),), plural=True)
        return selections.Select("count", amounts.Half(amounts.CountOf(there), up), there)

    simple = such_that(w.of(zones.Zone), lambda z: z.player is not None and not z.also)
    return st.builds(build, simple, st.booleans())


@tree(cards.Both)
def _both(w):
    # "X and Y and Z" reads as (X and Y) and Z; "... and Thor" would go on a list of names
    second = such_that(card_ref(w), lambda r: not isinstance(r, cards.Named))

    def fine(b):
        return not w.goes_on_list(b.first, b.second)

    two = such_that(st.builds(cards.Both, card_ref(w), second), fine)
    return st.one_of(two, such_that(st.builds(cards.Both, two, second), fine))


def _starts_named(e) -> bool:
    """Is the effect written starting with a card's name ("Storm hits ...")?  After "and" it
    would go on the list of names before it."""
    first = getattr(e, "source", None) or getattr(e, "target", None)
    if isinstance(e, (rule_changes.MustUse, rule_changes.ActsFirst)):
        first = e.cards
    return isinstance(first, cards.Named)


@tree(selections.Extreme)
def _extreme(w):
    # ("the other ..." reads as "the others": no adjective here)
    plain = card_filter(w, owner=False).map(
        lambda f: dataclasses.replace(f, post=(), plural=False, adjectives=())
    )
    return st.builds(selections.Extreme, plain, st.sampled_from(w.stats), st.booleans())


def card_ref(w):
    """A card reference (not two joined: see :func:`objects`)."""
    refs = [
        cards.This,
        cards.It,
        cards.That,
        cards.Those,
        cards.ZoneEnd,
        cards.Named,
    ]
    return st.one_of(w.one_of(*refs), w.of(selections.Select), w.of(selections.Select))


def objects(w):
    """The cards an effect is about when they are the last words of its sentence: "destroy X
    and Y" (the verb left out before Y)."""
    return st.one_of(card_ref(w), card_ref(w), w.of(cards.Both))
