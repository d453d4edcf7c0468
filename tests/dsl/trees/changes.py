"""Strategies of changes (of stats, names, blocking, counters) and of changes to the rules."""

from __future__ import annotations

from cardsmith.constructs import (
    amounts,
    cards,
    changes,
    counters,
    durations,
    filters,
    players,
    restrictions,
    rule_changes,
    selections,
    skips,
    stat_changes,
    zones,
)
from hypothesis import strategies as st

from .base import such_that, tree
from .refs import amount, card_filter, card_ref, per_unit, player, value

# ============================================================== changes


def _stat_or_every(w):
    return st.sampled_from(w.stats + (["*"] if w.every_stat else []))


@tree(stat_changes.StatChange)
def _stat_change(w):
    target = card_ref(w)
    dur = st.none() | w.of(durations.Duration)
    return st.one_of(
        # "X is attack +2 [for each ...] [this turn]"
        st.builds(
            lambda t, s, d, per, du: stat_changes.StatChange(
                t, s, "add", amounts.Per(amounts.Num(d), per) if per else amounts.Num(d), du
            ),
            target,
            st.sampled_from(w.stats),
            st.integers(-4, 4),
            st.none() | per_unit(w),
            dur,
        ),
        # "X is attack +1 for each ..., up to +4"
        st.builds(
            lambda t, s, d, per, cap: stat_changes.StatChange(
                t, s, "add", amounts.capped(amounts.Per(amounts.Num(d), per), d, cap, None)
            ),
            target,
            st.sampled_from(w.stats),
            st.integers(-4, 4).filter(bool),
            w.of(amounts.PerCard),
            st.integers(1, 9),
        ),
        # "this card's attack is equal to ..."
        st.builds(
            lambda t, s, v: stat_changes.StatChange(t, s, "set", v),
            st.one_of(w.of(cards.This), w.of(cards.That), w.of(cards.It)),
            st.sampled_from(w.stats),
            value(w),
        ),
        # "double the attack of X", "reduce the attack of X by half"
        st.builds(
            lambda t, s, op, du: stat_changes.StatChange(t, s, op, amounts.Num(2), du),
            st.none() | target,
            _stat_or_every(w),
            st.sampled_from(["mul", "div"]),
            dur,
        ),
        # "reduce the attack of X by 2", "add 2 to the attack of X"
        st.builds(
            lambda t, s, op, n, du: stat_changes.StatChange(t, s, op, n, du),
            target,
            st.sampled_from(w.stats),
            st.sampled_from(["sub", "add"]),
            amount(w),
            dur,
        ),
        # "set attack to 2 for X"
        st.builds(
            lambda t, s, n: stat_changes.StatChange(t, s, "set", n),
            w.of(selections.Select),
            st.sampled_from(w.stats),
            amount(w),
        ),
    )


@tree(changes.NamesChange)
def _names_change(w):
    dur = st.none() | w.of(durations.Duration)
    target = card_ref(w)
    options = []
    if w.kinds:
        options.append(
            st.builds(changes.NamesChange, target, st.sampled_from(w.kinds), duration=dur)
        )
    if w.names:
        options.append(
            st.builds(
                lambda t, n, d: changes.NamesChange(t, n.kinds[0], n, True, d),
                target,
                w.of(filters.NameRef),
                dur,
            )
        )
    return st.one_of(options) if options else None


@tree(changes.SwapStats)
def _swap_stats(w):
    two = st.lists(st.sampled_from(w.stats), min_size=2, max_size=2, unique=True)
    return st.builds(
        lambda t, ab: changes.SwapStats(t, ab[0], ab[1]),
        st.one_of(card_ref(w), player("object")),
        two,
    )


@tree(counters.CounterModifier)
def _counter_modifier(w):
    if not w.counters:
        return None
    return st.builds(
        counters.CounterModifier,
        st.sampled_from(w.counters),
        st.none() | player("possessive"),
        st.integers(-4, 4),
        st.none() | card_filter(w, plural=True, owner=False),
        st.none() | w.of(durations.Duration),
    ) | st.builds(
        # "your power is +1 for each ..."
        lambda c, p, d, u, du: counters.CounterModifier(c, p, d, None, du, u),
        st.sampled_from(w.counters),
        st.none() | player("possessive"),
        st.integers(-4, 4),
        w.of(amounts.PerCard),
        st.none() | w.of(durations.Duration),
    )


@tree(restrictions.Restriction)
def _restriction(w):
    R = restrictions.Restriction
    dur = st.none() | w.of(durations.Duration)
    who = player()
    counted = st.builds(lambda f: selections.Select("bare", None, f), card_filter(w, plural=True))
    by_player = st.one_of(
        # "you can't play X", "your opponent can't block with X from their hand"
        st.builds(
            lambda p, a, c, d: R(p, a, cards=c, duration=d),
            who,
            st.sampled_from(["play", "discard", "block"]),
            st.none() | card_ref(w),
            dur,
        ),
        st.builds(lambda p, z, d: R(p, "block", zone=z, duration=d), who, w.of(zones.Zone), dur),
        st.builds(lambda p, c, d: R(p, "block", using=c, duration=d), who, card_ref(w), dur),
        # "your opponent can't block your attacks with Tech cards"
        st.builds(
            lambda p, c, u, d: R(p, "block", cards=c, using=u, duration=d),
            who,
            card_ref(w),
            card_ref(w),
            dur,
        ),
        # "you can't draw more than two cards", "you can only play X-Men cards"
        st.builds(
            lambda p, a, c, n, d: R(p, a, cards=c, more_than=amounts.Num(n), duration=d),
            who,
            st.sampled_from(["play", "draw", "discard", "heal"]),
            counted,
            st.integers(1, 4),
            dur,
        ),
        st.builds(lambda p, c, d: R(p, "play", cards=c, only=True, duration=d), who, counted, dur),
        st.builds(
            lambda p, a, d: R(p, a, duration=d),
            who,
            st.sampled_from(["draw", "heal", "take damage", "be damaged"]),
            dur,
        ),
        # "you can't be damaged by Keepers": by the damage's source
        st.builds(lambda p, u, d: R(p, "be damaged", using=u, duration=d), who, card_ref(w), dur),
    )
    target = card_ref(w)
    by_card = st.one_of(
        st.builds(
            lambda t, a, d: R(t, a, duration=d),
            target,
            st.sampled_from(["be destroyed", "be blocked", "be discarded", "be played"]),
            dur,
        ),
        st.builds(
            lambda t, z, d: R(t, "be blocked", zone=z, duration=d), target, w.of(zones.Zone), dur
        ),
        st.builds(
            lambda t, c, d: R(t, "be blocked", using=c, duration=d), target, card_ref(w), dur
        ),
        # "cards of level 5 or less can't block this attack", "it can only be blocked from ..."
        st.builds(
            lambda t, c, d: R(t, "block", cards=c, duration=d), target, st.none() | card_ref(w), dur
        ),
        st.builds(
            lambda t, z, d: R(t, "be blocked", zone=z, only=True, duration=d),
            target,
            w.of(zones.Zone),
            dur,
        ),
    )
    first = {e: w.lang.events[e].wording[0].split()[0] for e in w.events}
    if any(f == "X" for f in first.values()):
        by_card = by_card | st.builds(
            lambda t, e, d: R(t, e, declared=True, duration=d),
            target,
            st.sampled_from([e for e, f in first.items() if f == "X"]),
            dur,
        )
    if any(f.lower() == "you" for f in first.values()):
        # (the cards only where the wording has an X: "you fight X", not "you draw a new hand")
        def with_cards(p, e, c, d):
            has_x = "X" in w.lang.events[e].wording[0].split()
            return R(p, e, cards=c if has_x else None, declared=True, duration=d)

        by_player = by_player | st.builds(
            with_cards,
            who,
            st.sampled_from([e for e, f in first.items() if f.lower() == "you"]),
            st.none() | card_ref(w),
            dur,
        )
    # "your opponent must block (with X / from Z)": required when it can be done
    must = st.one_of(
        st.builds(lambda p, d: R(p, "block", duration=d, must=True), who, dur),
        st.builds(
            lambda p, u, d: R(p, "block", using=u, duration=d, must=True), who, card_ref(w), dur
        ),
        st.builds(
            lambda p, z, d: R(p, "block", zone=z, duration=d, must=True), who, w.of(zones.Zone), dur
        ),
    )
    return st.one_of(by_player, by_card, must)


@tree(skips.SkipStep)
def _skip_step(w):
    """ "Skip your next draw step", "Your opponent skips their draw step next turn", "Don't
    flip the coin for power this turn"."""
    if not w.steps:
        return None
    who = st.sampled_from(["you", "opponent"]).map(players.Player)
    step = st.sampled_from(w.steps)
    dur = st.sampled_from([None, "this_turn", "next_turn"]).map(
        lambda k: durations.Duration(k) if k else None
    )
    out = [
        st.builds(
            lambda p, s: skips.SkipStep(p, s, durations.Duration("during_next", p)), who, step
        ),
        st.builds(skips.SkipStep, who, step, dur),
    ]
    flips = sorted(w.lang.flip_steps.items())
    if flips:
        out.append(
            st.builds(
                lambda p, f, d: skips.SkipStep(p, f[1], d, flip=f[0]),
                who,
                st.sampled_from(flips),
                dur,
            )
        )
    return st.one_of(out)


def change(w):
    return w.one_of(
        stat_changes.StatChange,
        changes.NamesChange,
        changes.SwapStats,
        counters.CounterModifier,
        restrictions.Restriction,
        skips.SkipStep,
    )


# ============================================================== rule changes


@tree(rule_changes.ActsFirst)
def _acts_first(w):
    regardless = st.none() | st.sampled_from(w.stats)
    return st.one_of(
        st.builds(rule_changes.ActsFirst, card_ref(w), regardless=regardless),
        st.builds(
            rule_changes.ActsFirst,
            st.none(),
            st.sampled_from(["lowest", "highest"]),
            st.sampled_from(w.stats),
        ),
        st.builds(rule_changes.ActsFirst, random=st.just(True), regardless=regardless),
    )


@tree(rule_changes.OnlyChosen)
def _only_chosen(w):
    return st.builds(rule_changes.OnlyChosen, card_ref(w))


@tree(rule_changes.MustUse)
def _must_use(w):
    return st.builds(rule_changes.MustUse, card_ref(w), w.of(durations.Duration))


@tree(rule_changes.LockNext)
def _lock_next(w):
    return st.builds(rule_changes.LockNext, player(), st.sampled_from(w.nouns))


def _ability_noun(w):
    return st.sampled_from(w.ability_nouns) if w.ability_nouns else None


@tree(rule_changes.Disable)
def _disable(w):
    noun = _ability_noun(w)
    if noun is None:
        return None
    return st.builds(
        rule_changes.Disable,
        noun,
        st.none() | card_ref(w),
        st.none() | w.of(durations.Duration),
        st.none() | st.sampled_from(w.stats),
    )


@tree(rule_changes.UseAbility)
def _use_ability(w):
    noun = _ability_noun(w)
    if noun is None:
        return None
    # ("use that Special Ability": "regardless of ..." goes with "first")
    return st.one_of(
        st.builds(rule_changes.UseAbility, noun, st.just(cards.It())),
        st.builds(
            rule_changes.UseAbility,
            noun,
            such_that(card_ref(w), lambda r: not isinstance(r, cards.It)),
            st.just(False),
            as_own=st.booleans(),
        ),
        st.builds(
            rule_changes.UseAbility,
            noun,
            card_ref(w),
            st.just(True),
            st.none() | st.sampled_from(w.stats),
            as_own=st.booleans(),
        ),
    )


@tree(rule_changes.Replace)
def _replace(w):
    # ("replace X with points 0 or less cards": "with" and a stat after the first cards reads
    # as their filter, "X with points 0 or less")
    def stat_first(r) -> bool:
        f = getattr(r, "filter", None)
        return bool(
            f is not None
            and f.owner is None
            and not f.adjectives
            and f.prefix is not None
            and any(isinstance(t, filters.StatCmp) for t in f.prefix.terms[:1])
        )

    return st.builds(
        rule_changes.Replace, card_ref(w), such_that(card_ref(w), lambda r: not stat_first(r))
    )


@tree(rule_changes.SwitchNext)
def _switch_next(w):
    return st.builds(
        rule_changes.SwitchNext,
        st.sampled_from(w.nouns),
        st.none() | card_ref(w),
    )
