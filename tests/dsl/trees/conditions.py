"""Strategies of conditions ("if ...") and triggers ("at ...", "whenever ...")."""

from __future__ import annotations

import dataclasses
import itertools

from cardsmith.constructs import (
    amounts,
    cards,
    carried,
    chance,
    conditionals,
    conditions,
    counters,
    damage,
    entering,
    events,
    past_events,
    predicates,
    redirects,
    reveals,
    selections,
    triggers,
    turn_history,
    zones,
)
from cardsmith.constructs.players import Player
from hypothesis import strategies as st

from .base import such_that, tree
from .refs import OPS, WHEN, card_pred, card_ref, num, plain_zones, player

# ============================================================== conditions


@tree(conditions.CardIs)
def _card_is(w):
    return st.builds(conditions.CardIs, card_ref(w), card_pred(w, status=True))


@tree(chance.ResultIs)
def _result_is(w):
    return st.one_of(
        st.sampled_from(["heads", "tails"]).map(lambda s: chance.ResultIs("side", side=s)),
        st.sampled_from(["heads", "tails"]).map(lambda s: chance.ResultIs("all", side=s)),
        st.sampled_from(["even", "odd"]).map(chance.ResultIs),
        st.lists(st.integers(1, 6), min_size=2, max_size=3).map(
            lambda vs: chance.ResultIs("in", tuple(vs))
        ),
        st.integers(1, 6).map(lambda v: chance.ResultIs("not", (v,))),
    )


@tree(conditions.Has)
def _has(w):
    return st.one_of(
        st.builds(
            conditions.Has,
            player(),
            w.of(selections.Select),
            st.sampled_from([">=", "<=", "=="]),
            num(1, 5),
        ),
        st.builds(conditions.Has, player(), w.of(selections.Select)),
        st.builds(conditions.Has, player(), w.of(selections.Select), negated=st.just(True)),
    )


@tree(conditions.HasMore)
def _has_more(w):
    return st.builds(
        conditions.HasMore, player(), w.of(selections.Select), player("object"), st.booleans()
    )


@tree(damage.TookDamage)
def _took_damage(w):
    return st.builds(damage.TookDamage, player(), st.sampled_from([">=", "=="]), num(1, 5), WHEN)


@tree(damage.CardDamaged)
def _card_damaged(w):
    return st.builds(damage.CardDamaged, card_ref(w), player("object"), WHEN)


@tree(damage.DidNotAttack)
def _did_not_attack(w):
    return st.builds(damage.DidNotAttack, player(), player("object"), WHEN)


@tree(counters.CounterIs)
def _counter_is(w):
    if not w.counters:
        return None
    return st.builds(
        counters.CounterIs,
        st.sampled_from(w.counters),
        st.none() | player("possessive"),
        OPS,
        num(),
    )


@tree(reveals.RevealFrom)
def _reveal_from(w):
    return st.builds(reveals.RevealFrom, player(), w.of(selections.Select))


@tree(damage.DamageIs)
def _damage_is(w):
    return st.one_of(
        st.builds(damage.DamageIs, card_ref(w), st.sampled_from([">=", "=="]), num(1)),
        st.builds(damage.DamageIs, card_ref(w), st.just("=="), st.just(amounts.ThatNumber())),
    )


@tree(reveals.RevealedDistinct)
def _revealed_distinct(w):
    if not w.kinds:
        return None
    return st.builds(
        reveals.RevealedDistinct,
        player(),
        st.sampled_from([">=", "<=", "=="]),
        num(1, 5),
        st.sampled_from(w.kinds),
    )


@tree(conditions.Shares)
def _shares(w):
    fields = st.lists(st.sampled_from(w.stats + w.kinds), min_size=1, max_size=2, unique=True)
    return st.builds(conditions.Shares, card_ref(w), card_ref(w), fields.map(tuple))


@tree(conditions.ZoneEmpty)
def _zone_empty(w):
    return st.builds(conditions.ZoneEmpty, w.of(zones.Zone))


@tree(conditions.IsDefeated)
def _is_defeated(w):
    return st.builds(conditions.IsDefeated, card_ref(w))


@tree(carried.HadUnder)
def _had_under(w):
    return st.builds(carried.HadUnder, w.of(selections.Select))


@tree(carried.HasUnder)
def _has_under(w):
    # (what is under it: a noun with no owner and nothing after it)
    under = such_that(
        w.of(selections.Select),
        lambda s: (
            s.filter.noun is not None
            and s.filter.owner is None
            and not s.filter.post
            and s.quantity not in ("bare",)
        ),
    )
    return st.builds(carried.HasUnder, under, st.booleans())


@tree(conditionals.DidIt)
def _did_it(w):
    # "if you do", "if they don't" / "if they can't"
    return st.builds(conditionals.DidIt, player(), st.booleans())


@tree(conditionals.DidDiscard)
def _did_discard(w):
    return st.just(conditionals.DidDiscard())


@tree(events.EventHappened)
def _event_happened(w):
    if not w.events:
        return None

    def happened(e, c, p, when):
        # (a "you ..." wording always reads its player)
        past = w.lang.events[e].past
        you = bool(past) and past[0].split()[0].lower() == "you"
        return events.EventHappened(e, c, p if you else None, when=when)

    with_past = [e for e in w.events if w.lang.events[e].past]
    if not with_past:
        return None
    # (cards whose last words are "in the Bank" would read as where it happened; KNOWN GAP,
    # left for the declared-events work: a noun list before "last turn" in a declared past,
    # "if you fought a card or Wound last turn", does not read yet, so generated trees leave
    # noun lists out here until it does)
    cards_ = such_that(
        card_ref(w),
        lambda c: (
            not _ends_in_plain_zone(c)
            and (not isinstance(c, selections.Select) or not c.filter.also)
        ),
    )
    past = st.builds(happened, st.sampled_from(with_past), cards_, player(), WHEN)
    # "... in the Streets or Bridge": where it happened; "if you fight X in the Sewers": now
    with_x = [e for e in with_past if "X" in w.lang.events[e].past[0].split()]
    if not with_x:
        return past
    at = st.builds(
        lambda c, where: dataclasses.replace(c, where=where),
        such_that(past, lambda c: c.event in with_x),
        plain_zones(w),
    )
    now_events = [
        e
        for e in with_x
        if any(
            x.split()[0].lower() == "you" and x.split()[-1] == "X"
            for x in w.lang.events[e].wording[:1]
        )
        and w.lang.events[e].wording[0].split()[1].lower() not in _past_forms(w, e)
    ]
    if not now_events:
        return st.one_of(past, at)
    now = st.builds(
        lambda e, c, where: events.EventHappened(e, c, Player("you"), where=where, now=True),
        st.sampled_from(now_events),
        cards_,
        plain_zones(w),
    )
    return st.one_of(past, at, now)


def _past_forms(w, e) -> set[str]:
    spec = w.lang.events[e]
    return {
        f.lower()
        for p in spec.past
        if len(p.split()) > 1
        for f in (p.split()[1], *spec.third_person)
    }


def _ends_in_plain_zone(c) -> bool:
    f = getattr(c, "filter", None)
    return bool(
        f is not None
        and f.post
        and isinstance(f.post[-1], predicates.InZone)
        and f.post[-1].zone.player is None
    )


@tree(turn_history.Played)
def _played(w):
    whens = st.sampled_from(["this_turn", "last_turn", "game"])
    return st.one_of(
        st.builds(turn_history.Played, player(), card_ref(w), whens),
        st.builds(
            lambda p, c, wh, oc: turn_history.Played(p, c, wh, oc[0], oc[1]),
            player(),
            w.of(selections.Select),
            whens,
            st.tuples(st.sampled_from([">=", "<=", "=="]), num(0, 5)),
        ),
    )


@tree(past_events.DidIn)
def _did_in(w):
    acts = st.sampled_from(["healed", "blocked", "drew", "discarded"])
    return st.builds(past_events.DidIn, player(), acts, WHEN)


@tree(past_events.BlockedLast)
def _blocked_last(w):
    return st.builds(
        past_events.BlockedLast, player(), player("possessive"), st.none() | w.of(zones.Zone)
    )


@tree(conditions.ThereIs)
def _there_is(w):
    return st.one_of(
        st.builds(conditions.ThereIs, card_ref(w)),
        st.builds(
            lambda c, oc: conditions.ThereIs(c, oc[0], oc[1]),
            w.of(selections.Select),
            st.tuples(st.sampled_from([">=", "<=", "=="]), num(0, 5)),
        ),
    )


def atom(w):
    """A condition of its own (not joined)."""
    return w.one_of(
        turn_history.Played,
        past_events.DidIn,
        past_events.BlockedLast,
        conditions.ThereIs,
        conditions.CardIs,
        chance.ResultIs,
        conditions.Has,
        conditions.HasMore,
        damage.TookDamage,
        damage.CardDamaged,
        damage.DidNotAttack,
        counters.CounterIs,
        reveals.RevealFrom,
        damage.DamageIs,
        reveals.RevealedDistinct,
        conditions.Shares,
        conditions.ZoneEmpty,
        conditions.IsDefeated,
        carried.HadUnder,
        conditionals.DidIt,
        events.EventHappened,
    )


def _joined(w):
    # ("If 4 or 5 or 6" is one list of results; so is "it's Storm or Thor is ...")
    return such_that(
        st.lists(
            such_that(atom(w), lambda c: getattr(c, "test", None) != "in"), min_size=2, max_size=3
        ),
        lambda cs: not any(w.goes_on_list(a, b) for a, b in itertools.pairwise(cs)),
    )


@tree(conditions.AnyOf)
def _any_of(w):
    return _joined(w).map(lambda cs: conditions.AnyOf(tuple(cs)))


@tree(conditions.AllOf)
def _all_of(w):
    return _joined(w).map(lambda cs: conditions.AllOf(tuple(cs)))


def condition(w):
    return st.one_of(atom(w), atom(w), w.of(conditions.AnyOf), w.of(conditions.AllOf))


# ============================================================== triggers


@tree(triggers.AtTurn)
def _at_turn(w):
    edge = st.sampled_from(["start", "end"])
    options = [
        st.builds(triggers.AtTurn, edge, player("possessive"), st.booleans()),
        st.builds(triggers.AtTurn, edge, st.none()),
        st.builds(triggers.AtTurn, edge, st.none(), where=atom(w)),
    ]
    if w.steps:
        options.append(
            st.builds(triggers.AtTurn, edge, player("possessive"), step=st.sampled_from(w.steps))
        )
    return st.one_of(options)


def damage_count():
    return st.one_of(
        st.tuples(st.just("any"), st.none()),
        st.tuples(st.sampled_from([">=", "=="]), num(1, 5)),
    )


@tree(damage.OnDealDamage)
def _on_deal_damage(w):
    return st.builds(
        lambda p, oc, c, to: damage.OnDealDamage(p, oc[0], oc[1], c, to),
        player(),
        damage_count(),
        card_ref(w),
        st.none() | player("object"),
    )


@tree(damage.OnTakeDamage)
def _on_take_damage(w):
    return st.builds(
        lambda p, oc, c: damage.OnTakeDamage(p, oc[0], oc[1], c),
        player(),
        damage_count(),
        st.none() | card_ref(w),
    )


@tree(triggers.OnDestroyed)
def _on_destroyed(w):
    return st.builds(triggers.OnDestroyed, card_ref(w))


@tree(damage.OnCardDeals)
def _on_card_deals(w):
    return st.one_of(
        st.builds(
            lambda c, oc, to: damage.OnCardDeals(c, oc[0], oc[1], to),
            card_ref(w),
            damage_count(),
            st.none() | player("object"),
        ),
        st.builds(
            lambda c, to: damage.OnCardDeals(c, "any", None, to, "damages"),
            card_ref(w),
            player("object"),
        ),
    )


@tree(triggers.OnDraw)
def _on_draw(w):
    return st.builds(triggers.OnDraw, player())


@tree(triggers.OnHeal)
def _on_heal(w):
    return st.builds(triggers.OnHeal, player())


@tree(triggers.OnBlock)
def _on_block(w):
    # (a card that says no place of its own: where the block comes from is said apart)
    plain = st.one_of(
        st.sampled_from(w.nouns).map(cards.This),
        w.of(selections.Select).map(
            lambda s: dataclasses.replace(s, filter=dataclasses.replace(s.filter, post=()))
        ),
    )
    zone = st.none() | w.of(zones.Zone)
    return st.one_of(
        st.builds(triggers.OnBlock, player(), w.of(zones.Zone)),
        st.builds(triggers.OnBlock, player(), w.of(zones.Zone), plain),
        st.builds(triggers.OnBlock, player(), st.none(), plain),
        # "with this card from your hand": it listens from there
        st.builds(
            lambda p, n, z: triggers.OnBlock(p, None, cards.This(n, z)),
            player(),
            st.sampled_from(w.nouns),
            w.of(zones.Zone),
        ),
        # what is blocked, from where, with what
        st.builds(
            lambda p, b, z, u: triggers.OnBlock(p, z, u, b),
            player(),
            plain,
            zone,
            st.none() | plain,
        ),
        st.builds(
            lambda p, b, z, u: triggers.OnBlock(p, z, u, b),
            player(),
            w.one_of(cards.It, cards.That),
            w.of(zones.Zone),
            w.of(selections.Select).map(
                lambda s: dataclasses.replace(s, filter=dataclasses.replace(s.filter, post=()))
            ),
        ),
        st.builds(lambda b: triggers.OnBlock(None, None, None, b), card_ref(w)),
        # "X is blocked by a card from your hand", "X is blocked from the hand"
        st.builds(lambda b, z, u: triggers.OnBlock(None, z, u, b), plain, zone, st.none() | plain),
    )


@tree(triggers.FirstTime)
def _first_time(w):
    heard = w.one_of(
        damage.OnDealDamage,
        damage.OnTakeDamage,
        triggers.OnDestroyed,
        damage.OnCardDeals,
        triggers.OnDraw,
        triggers.OnHeal,
        events.OnGameEvent,
        triggers.OnPlay,
    )
    return st.builds(triggers.FirstTime, heard, st.booleans())


@tree(chance.OnCoin)
def _on_coin(w):
    return st.sampled_from(["heads", "tails"]).map(chance.OnCoin)


@tree(events.OnGameEvent)
def _on_game_event(w):
    if not w.events:
        return None

    def on(e, c, p):
        # (a "you ..." wording always reads its player)
        wording = w.lang.events[e].wording[0]
        you = wording.split()[0].lower() == "you"
        # (an event whose wording names no card, "you draw a new hand", has none)
        return events.OnGameEvent(c if "X" in wording.split() else None, e, p if you else None)

    return st.builds(on, st.sampled_from(w.events), card_ref(w), player())


@tree(damage.OnAttack)
def _on_attack(w):
    return st.builds(damage.OnAttack, player(), player("object"))


@tree(triggers.OnPlay)
def _on_play(w):
    return st.builds(triggers.OnPlay, player(), card_ref(w))


@tree(triggers.OnDefeated)
def _on_defeated(w):
    return st.builds(triggers.OnDefeated, card_ref(w))


def _play_area(w):
    zone = w.lang.permanent_zone
    return None if zone is None else st.just(zones.Zone(zone, None))


@tree(entering.OnEnter)
def _on_enter(w):
    area = _play_area(w)
    if area is None:
        return None
    return st.builds(entering.OnEnter, card_ref(w), area, st.none() | player())


@tree(entering.OnLeave)
def _on_leave(w):
    area = _play_area(w)
    if area is None:
        return None
    return st.builds(entering.OnLeave, card_ref(w), area)


@tree(redirects.OnWouldDraw)
def _on_would_draw(w):
    """(as a replacement only: "If your opponent would draw a card, ... instead")"""
    return st.builds(redirects.OnWouldDraw, player())


@tree(redirects.OnPut)
def _on_put(w):
    """(heard as the move would happen only: "If X would be put into Z, ... instead")"""
    zone = w.of(zones.Zone)
    return st.builds(redirects.OnPut, card_ref(w), zone, st.none() | zone)


def trigger(w):
    """A trigger that is written "at ..." / "whenever ..."."""
    return w.one_of(
        triggers.AtTurn,
        damage.OnDealDamage,
        damage.OnTakeDamage,
        triggers.OnDestroyed,
        damage.OnCardDeals,
        triggers.OnDraw,
        triggers.OnHeal,
        triggers.OnBlock,
        chance.OnCoin,
        events.OnGameEvent,
        damage.OnAttack,
        triggers.OnPlay,
        triggers.FirstTime,
        entering.OnEnter,
        entering.OnLeave,
    )
