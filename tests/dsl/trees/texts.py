"""Strategies of abilities and whole card texts, and a card text around any one node."""

from __future__ import annotations

from cardsmith.constructs import (
    abilities,
    amounts,
    card_effects,
    cards,
    conditionals,
    conditions,
    damage,
    delayed,
    draws,
    durations,
    effects,
    filters,
    keywords,
    labels,
    players,
    prevention,
    redirects,
    reveals,
    selections,
    stat_changes,
    step_times,
    texts,
    triggers,
    zones,
)
from cardsmith.constructs import sentences as S
from cardsmith.constructs.kit import walk
from hypothesis import strategies as st

from .base import NOT_GENERATED, Words, such_that, tree
from .changes import change
from .conditions import atom, condition, trigger
from .effects import _if_discarded, _shared_subject, chain, plain_effect
from .refs import player

# ============================================================== abilities


def _refers_back(node) -> bool:
    return any(n.REFERS_BACK for n in walk(node))


def step(w):
    """An effect of a run of steps after the first: a plain effect, a change made as a step,
    "if", "for each", "you may", "X (if discarded)"."""
    return st.one_of(
        plain_effect(w),
        plain_effect(w),
        change(w),
        w.of(conditionals.If),
        w.of(conditionals.ForEach),
        w.of(conditionals.May),
        w.of(conditionals.AsLongAs),
        # "put X into W instead of into Z" (an effect of its own, not a plain one)
        w.of(redirects.Redirect),
        # "After an action, draw a card."
        st.builds(
            lambda t, e: conditionals.If(t, (e,)), w.of(step_times.StepTime), plain_effect(w)
        ),
        w.of(conditionals.DidDiscard).flatmap(
            # ("draw X and Y (if discarded)" reads as "draw X" and "Y (if discarded)")
            lambda d: such_that(plain_effect(w), _not_joined).map(
                lambda e: conditionals.If(d, (e,))
            )
        ),
    )


def _not_joined(e) -> bool:
    return not (e.OBJECT is not None and isinstance(getattr(e, e.OBJECT, None), cards.Both))


@tree(step_times.StepTime)
def _step_time(w):
    if not w.steps:
        return None
    steps = st.sampled_from(w.steps)
    edge = st.sampled_from(["after", "before"])
    return st.builds(step_times.StepTime, edge, steps, st.none() | steps)


@tree(abilities.Steps)
def _steps(w):
    # (the first step is no change that could hold on its own: it would be a static ability)
    first = st.one_of(plain_effect(w), w.of(conditionals.May))
    return (
        such_that(
            st.builds(lambda a, rest: (a, *rest), first, st.lists(step(w), max_size=2)),
            _written_as_read,
        )
        .map(_glued)
        .map(abilities.Steps)
    )


def _glued(effects) -> tuple:
    """ "X and Y (if discarded)" is one sentence: Y shares X's subject."""
    out: list = []
    for e in effects:
        out.append(_shared_subject(out[-1], e) if out and _if_discarded(e) else e)
    return tuple(out)


def _written_as_read(effects) -> bool:
    """Steps whose sentences read back as these steps: "X (if discarded)" goes with the plain
    effect before it, in its sentence; the first sentence says nothing about what came before
    (after a triggered ability, it would go on that ability)."""
    sentences: list[list] = []
    for e in effects:
        glued = (
            sentences
            and _if_discarded(e)
            and len(sentences[-1]) == 1
            and not S.starts_sentence(sentences[-1][0])
            # ("... as long as X and Y (if discarded)": "and" would go on X)
            and not isinstance(sentences[-1][0], conditionals.AsLongAs)
        )
        if glued:
            sentences[-1].append(e)
        elif _if_discarded(e):
            return False
        else:
            sentences.append([e])
    return not _refers_back(tuple(sentences[0]))


@tree(abilities.Static)
def _static(w):
    # ("If X is defeated, ..." on its own is a trigger)
    cond = such_that(atom(w), lambda c: not isinstance(c, conditions.IsDefeated))
    return such_that(
        st.builds(
            abilities.Static,
            change(w),
            st.none() | cond | cond.map(lambda c: conditionals.Unless(c)),
        ),
        lambda s: (
            not _refers_back(s)
            and getattr(s.effect, "duration", None) is None
            and not (s.condition is not None and w.goes_on_list(s.condition, s.effect))
        ),
    )


@tree(abilities.StaticEither)
def _static_either(w):
    # (a condition of a change that holds: not a happening, which is a trigger of its own)
    cond = such_that(atom(w), lambda c: not isinstance(c, conditions.IsDefeated))
    one = change(w).map(lambda e: (e,))
    return such_that(
        st.builds(
            abilities.StaticEither,
            cond,
            one,
            one,
            st.sampled_from(["instead", "otherwise"]),
        ),
        lambda s: (
            not _refers_back(s)
            and all(
                getattr(e, "duration", None) is None and not w.goes_on_list(s.condition, e)
                for e in (*s.then, *s.otherwise)
            )
        ),
    )


@tree(abilities.Triggered)
def _triggered(w):
    effects = st.lists(plain_effect(w), min_size=1, max_size=2).map(lambda es: chain(w, es))
    return st.one_of(
        such_that(
            st.builds(
                abilities.Triggered,
                trigger(w),
                effects,
                st.none() | condition(w) | condition(w).map(conditionals.Unless),
            ),
            lambda t: t.condition is None or not w.goes_on_list(t.condition, t.effects[0]),
        ),
        st.builds(
            lambda t, c: abilities.Triggered(t, c, after_draw=True),
            st.builds(triggers.AtTurn, st.just("start"), player("possessive")),
            effects,
        ),
        # ("If X is defeated, put it into Y instead of into Z." is the defeat replaced)
        such_that(
            st.builds(
                lambda t, c, instead: abilities.Triggered(t, c, instead=instead),
                w.of(triggers.OnDefeated),
                effects,
                st.booleans(),
            ),
            lambda t: (
                not (
                    not t.instead
                    and len(t.effects) == 1
                    and isinstance(t.effects[0], redirects.Redirect)
                )
            ),
        ),
        # "If X would be destroyed, Y instead."
        st.builds(
            lambda t, c: abilities.Triggered(t, c, instead=True),
            w.of(triggers.OnDestroyed),
            effects,
        ),
        # "If a card would be put into your discard pile, put it into your hand instead."
        st.builds(
            lambda t, c: abilities.Triggered(t, c, instead=True), w.of(redirects.OnPut), effects
        ),
        # "If your opponent would draw a card, they discard a card instead."
        st.builds(
            lambda t, c: abilities.Triggered(t, c, instead=True),
            w.of(redirects.OnWouldDraw),
            effects,
        ),
        # "If you would take damage, prevent 1 of it (and Y)."
        st.builds(
            lambda t, p, c: abilities.Triggered(t, (p, *c[:1]), instead=True),
            st.one_of(
                w.of(damage.OnTakeDamage),
                such_that(w.of(damage.OnCardDeals), lambda t: t.verb == "does"),
            ),
            w.of(prevention.PreventDamage),
            st.lists(plain_effect(w), max_size=1),
        ),
    )


@tree(delayed.ThisTurn)
def _this_turn(w):
    """ "Whenever X this turn, [if C,] Y": a trigger of an event (not a time of the turn)."""
    effects = st.lists(plain_effect(w), min_size=1, max_size=2).map(lambda es: chain(w, es))
    heard = such_that(
        trigger(w), lambda t: not isinstance(t, (triggers.AtTurn, triggers.FirstTime))
    )
    return such_that(
        st.builds(delayed.ThisTurn, heard, effects, st.none() | condition(w)),
        lambda t: t.condition is None or not w.goes_on_list(t.condition, t.effects[0]),
    )


@tree(abilities.Becomes)
def _becomes(w):
    if w.permanent is None:
        return None
    return st.just(abilities.Becomes(w.permanent))


@tree(abilities.Threshold)
def _threshold(w):
    inner = st.one_of(
        w.of(abilities.Steps).map(lambda s: (s,)),
        st.builds(
            lambda b, after: (b, *after),
            w.of(abilities.Becomes),
            st.lists(st.one_of(w.of(abilities.Static), w.of(abilities.Triggered)), max_size=2),
        )
        if w.permanent
        else w.of(abilities.Steps).map(lambda s: (s,)),
    )
    return st.builds(abilities.Threshold, st.integers(1, 9), inner)


@tree(keywords.Keyword)
def _keyword(w):
    """A keyword the game declares, with values for its slots: what it means is what reading
    it gives (its meaning is the game's)."""
    if not w.lang.keywords:
        return None

    def values(spec):
        parts = [
            st.integers(1, 5) if s.kind is None else st.sampled_from(w.names_of(s.kind))
            for s in spec.pattern.slots
        ]
        return st.tuples(*parts).map(lambda v, spec=spec: w.keyword(spec, v))

    usable = [
        k
        for k in w.lang.keywords
        if all(s.kind is None or w.names_of(s.kind) for s in k.pattern.slots)
    ]
    return st.one_of([values(k) for k in usable]) if usable else None


@tree(keywords.RemindedKeyword)
def _reminded_keyword(w):
    """A keyword the game does not declare, printed with its reminder text: a triggered
    ability (which means the same wherever the keyword stands)."""
    name = st.sampled_from(["Overdrive", "Rally Cry", "Stonewall"])
    value = st.none() | st.integers(1, 5)
    return st.builds(
        keywords.RemindedKeyword,
        name,
        value,
        such_that(w.of(abilities.Triggered), lambda t: not t.after_draw).map(lambda t: (t,)),
    )


# (a keyword declared with 'gives' holds it: the keyword strategies build it, as its keyword)
NOT_GENERATED[keywords.HasProperty] = "made by a keyword with 'gives', printed as the keyword"


@tree(keywords.HasProperty)
def _has_property(w):
    return None  # (never alone: see NOT_GENERATED)


@tree(labels.Labelled)
def _labelled(w):
    """A label the game declares with values for its slots, and a text after it: steps (what a
    trigger, a condition or a use does), or for a passive or feat label any ability."""
    if not w.lang.labels:
        return None
    steps = w.of(abilities.Steps).map(lambda s: (s,))
    anything = st.one_of(
        steps,
        such_that(w.of(abilities.Static), lambda a: a.condition is None).map(lambda a: (a,)),
        w.of(abilities.Triggered).map(lambda a: (a,)),
    )

    def one(spec):
        slots = [
            st.integers(1, 5) if s.kind is None else st.sampled_from(w.names_of(s.kind))
            for s in spec.pattern.slots
        ]
        shaped = spec.trigger or spec.condition or spec.ability == "activated"
        return st.builds(
            lambda v, body, spec=spec: w.labelled(spec, v, body),
            st.tuples(*slots),
            steps if shaped else anything,
        )

    usable = [
        lb
        for lb in w.lang.labels
        if lb.field is None and all(s.kind is None or w.names_of(s.kind) for s in lb.pattern.slots)
    ]
    return st.one_of([one(lb) for lb in usable]) if usable else None


@tree(labels.CardField)
def _card_field(w):
    """A card field's label and the rest of its line (any words, marks and numbers)."""
    fields = [lb for lb in w.lang.labels if lb.field is not None]
    if not fields:
        return None
    word = st.sampled_from(["Eight", "twists", "3", "Wounds.", "of", "If", "the", "Stack,", "X:"])
    line = st.lists(word, min_size=1, max_size=5).map(" ".join)
    return st.builds(
        lambda lb, text: labels.CardField(lb.key, lb.field, text), st.sampled_from(fields), line
    )


@tree(abilities.Replacing)
def _replacing(w):
    if not w.lang.replacing_marker:
        return None
    return st.builds(lambda s: abilities.Replacing((s,)), w.of(abilities.Steps))


@tree(texts.CardText)
def _card_text(w):
    """A card text: static and triggered abilities, a run of steps, then thresholds."""
    head = st.lists(
        st.one_of(
            w.of(abilities.Static),
            w.of(abilities.StaticEither),
            w.of(abilities.Triggered),
            w.of(keywords.Keyword),
            w.of(keywords.RemindedKeyword),
        ),
        max_size=2,
    )
    steps = st.lists(w.of(abilities.Steps), max_size=1)
    # a label's text runs to the next label or threshold: labels come last but thresholds
    labelled = (
        st.lists(w.of(labels.Labelled), max_size=2) if w.has(labels.Labelled) else st.just([])
    )
    tail = st.lists(w.of(abilities.Threshold), max_size=2)
    # card data printed as lines of the text ("Setup: ..."), at its start
    fields = (
        st.lists(w.of(labels.CardField), max_size=1) if w.has(labels.CardField) else st.just([])
    )

    def text(f, h, s, lb, t):
        return texts.CardText((*f, *h, *s, *lb, *t))

    plain = such_that(st.builds(text, fields, head, steps, labelled, tail), lambda t: t.abilities)
    if not w.has(abilities.Replacing):
        return plain
    return st.one_of(plain, w.of(abilities.Replacing).map(lambda r: texts.CardText((r,))))


def card_text(words: Words):
    return words.of(texts.CardText)


# ============================================================== a text around one node

_AMOUNTS_HEALED = (amounts.Num, amounts.ThatMany, amounts.ThatNumber, damage.DamageDone)


def _step(effect):
    """A card text whose steps do nothing, then ``effect``."""
    return texts.CardText((abilities.Steps((effects.Nothing(), effect)),))


def _destroy(ref):
    return _step(card_effects.Destroy(ref))


def _bare(f):
    return selections.Select("bare", None, f)


def containing(w, cls):
    """Card texts in which a node of ``cls`` is written (in a place where it reads), or None
    when the game has no words for it."""
    if not w.has(cls):
        return None
    node = w.of(cls)
    if cls is texts.CardText:
        return node
    if cls in (abilities.Becomes,):
        return node.map(lambda b: texts.CardText((abilities.Threshold(1, (b,)),)))
    if issubclass(cls, abilities.Ability):
        return node.map(lambda a: texts.CardText((a,)))
    if cls is prevention.PreventDamage:  # (said of damage that would be done)
        taken = damage.OnTakeDamage(players.Player("you"), "any", None, None)
        return node.map(lambda e: texts.CardText((abilities.Triggered(taken, (e,), instead=True),)))
    if cls is delayed.Delayed:  # (among what happens once: a threshold's steps)
        return node.map(
            lambda d: texts.CardText(
                (abilities.Threshold(1, (abilities.Steps((effects.Nothing(), d)),)),)
            )
        )
    if cls is conditionals.DidDiscard:
        return node.map(lambda c: _step(conditionals.If(c, (effects.Nothing(),))))
    if issubclass(cls, effects.Effect):
        return node.map(_step)
    if issubclass(cls, conditions.Condition):
        return node.map(lambda c: _step(conditionals.If(c, (effects.Nothing(),))))
    if cls in (redirects.OnPut, redirects.OnWouldDraw):  # (heard as the move would happen)
        return node.map(
            lambda t: texts.CardText((abilities.Triggered(t, (effects.Nothing(),), instead=True),))
        )
    if issubclass(cls, triggers.Trigger):
        return node.map(lambda t: texts.CardText((abilities.Triggered(t, (effects.Nothing(),)),)))
    if cls is amounts.Per:  # ("+1 for each ...": a change of a stat)
        stat = w.stats[0]
        return node.map(
            lambda n: _step(stat_changes.StatChange(cards.This(w.nouns[0]), stat, "add", n))
        )
    if issubclass(cls, _AMOUNTS_HEALED):
        return node.map(lambda n: _step(card_effects.Heal(n)))
    if issubclass(cls, amounts.Amount):
        card = filters.CardFilter("card", plural=True)
        return node.map(lambda n: _step(draws.Draw(None, selections.Select("count", n, card))))
    if issubclass(cls, amounts.PerUnit):
        stat = w.stats[0]
        return node.map(
            lambda u: _step(
                stat_changes.StatChange(
                    cards.This(w.nouns[0]), stat, "add", amounts.Per(amounts.Num(1), u)
                )
            )
        )
    if issubclass(cls, cards.CardRef):
        return node.map(_destroy)
    if cls is filters.CardFilter:
        return node.map(lambda f: _destroy(_bare(f)))
    if issubclass(cls, filters.Pred) and cls is not filters.Terms:
        return node.map(
            lambda x: _destroy(_bare(filters.CardFilter("card", post=(x,), plural=True)))
        )
    if cls in (filters.Terms, filters.NameRef, filters.StatCmp):
        terms = node if cls is filters.Terms else node.map(lambda t: filters.Terms((t,)))
        return terms.map(
            lambda t: _destroy(_bare(filters.CardFilter("card", prefix=t, plural=True)))
        )
    if cls is players.Player:
        return player().map(lambda p: _step(draws.Draw(p, cards.This(w.nouns[0]))))
    if cls is zones.Zone:
        return node.map(lambda z: _step(reveals.Look(z)))
    if cls is durations.Duration:
        stat = w.stats[0]
        return node.map(
            lambda d: _step(
                stat_changes.StatChange(cards.This(w.nouns[0]), stat, "add", amounts.Num(1), d)
            )
        )
    if cls is card_effects.StatBonus:
        return node.map(lambda b: _step(card_effects.Play(None, cards.This(w.nouns[0]), b)))
    raise AssertionError(f"no text around a {cls.__name__}: add it to trees.containing")
