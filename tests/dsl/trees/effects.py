"""Strategies of effects: plain effects, conditional steps, changes, rule changes."""

from __future__ import annotations

import dataclasses
import itertools

from cardsmith.constructs import (
    amounts,
    answers,
    attacks,
    card_effects,
    cards,
    chance,
    conditionals,
    costs,
    counters,
    damage,
    delayed,
    draws,
    durations,
    effects,
    filters,
    game_end,
    modes,
    movement,
    player_filters,
    players,
    pools,
    prevention,
    redirects,
    reveal_or,
    reveals,
    rule_changes,
    searches,
    selections,
    statuses,
    triggers,
    verbs,
    worth,
    zones,
)
from cardsmith.constructs.kit import walk
from hypothesis import strategies as st

from .base import such_that, tree
from .conditions import condition
from .refs import (
    _starts_named,
    card_ref,
    half_of_zone,
    num,
    objects,
    per_unit,
    player,
    value,
)

# ============================================================== effects


def chain(w, effects) -> tuple:
    """Effects joined in one sentence, as reading leaves them: an effect whose subject is left
    out after "and" has the subject of the one before ("each player discards a card and
    draws a card")."""
    out: list = []
    for e in effects:
        if out and (_starts_named(e) or w.goes_on_list(out[-1], e)):
            continue
        out.append(_shared_subject(out[-1] if out else None, e))
    return tuple(out)


def _shared_subject(prev, e):
    """``e`` after ``prev`` and "and", as reading leaves it (its left-out subject filled)."""
    if prev is None or not prev.SHARES_SUBJECT or prev.player is None:
        return e
    if e.SHARES_SUBJECT and e.player is None:
        return dataclasses.replace(e, player=prev.player)
    if _if_discarded(e) and e.then[0].SHARES_SUBJECT and e.then[0].player is None:
        return dataclasses.replace(e, then=(dataclasses.replace(e.then[0], player=prev.player),))
    return e


def maybe_player():
    return st.none() | player()


@tree(draws.Draw)
def _draw(w):
    return st.one_of(
        st.builds(draws.Draw, maybe_player(), objects(w)),
        st.builds(draws.Draw, maybe_player(), card_ref(w), w.of(zones.Zone)),
        st.builds(
            lambda p, n: draws.Draw(
                p, selections.Select("count", n, filters.CardFilter("card", plural=True))
            ),
            maybe_player(),
            w.one_of(counters.CounterValue, amounts.StatOf, amounts.CountOf),
        ),
    )


@tree(draws.Discard)
def _discard(w):
    return st.one_of(
        st.builds(draws.Discard, maybe_player(), objects(w)),
        st.builds(draws.Discard, maybe_player(), card_ref(w), st.just(True)),
        # "discards half of their hand, rounded up"
        st.builds(draws.Discard, maybe_player(), half_of_zone(w)),
    )


@tree(card_effects.Heal)
def _heal(w):
    if any(v.before[0].lower() == "heal" for v in w.lang.verbs):
        return None  # (a game's own "heal X" is its healing: "heal N" is not read there)
    return st.one_of(
        st.builds(card_effects.Heal, value(w), maybe_player()),
        st.builds(
            lambda n, u, p: card_effects.Heal(amounts.Per(n, u), p),
            num(),
            w.of(amounts.PerCard),
            maybe_player(),
        ),
        st.builds(  # "heal 2 for each ..., to a maximum of 6"
            lambda n, u, cap, p: card_effects.Heal(
                amounts.capped(amounts.Per(n, u), n.value, cap, None), p
            ),
            num(),
            w.of(amounts.PerCard),
            st.integers(1, 9),
            maybe_player(),
        ),
    )


@tree(statuses.SetStatus)
def _set_status(w):
    """A status's verb: the one that sets it, or the one that clears it."""
    made = [(s.name, False) for s in w.lang.statuses.values() if s.set]
    made += [(s.name, True) for s in w.lang.statuses.values() if s.clear]
    if not made:
        return None
    return st.builds(
        lambda p, ref, how: statuses.SetStatus(p, ref, *how),
        maybe_player(),
        objects(w),
        st.sampled_from(made),
    )


@tree(verbs.DeclaredVerb)
def _declared_verb(w):
    """A verb the game declares, with its player and its object."""
    if not w.lang.verbs:
        return None

    def one(v):
        if v.host:  # "Each Villain in the City captures a Bystander": a card does it
            host = such_that(card_ref(w), lambda r: not isinstance(r, cards.Both))
            return st.builds(
                lambda h, ref: verbs.DeclaredVerb(None, ref, v.name, v.means, v.source, h),
                host,
                objects(w),
            )
        # (words after X, "defeat X for free": X is one card phrase, not "X and it")
        them = objects(w)
        if _spelled_like_a_stat(w, v):
            # ("recruit 2 or less" is the stat: the verb's count is written as a word)
            them = them.map(_count_in_words)
        if v.after:
            them = such_that(them, lambda r: not isinstance(r, cards.Both))
        plain = st.builds(
            lambda p, ref: verbs.DeclaredVerb(p, ref, v.name, v.means, v.source),
            maybe_player(),
            them,
        )
        if not v.meaning("move"):
            return plain
        # "gain a Wound to your hand", "... on top of your deck"
        one_ref = such_that(objects(w), lambda r: not isinstance(r, cards.Both))
        return st.one_of(
            plain,
            st.builds(
                lambda p, ref, z, pos: verbs.DeclaredVerb(
                    p, ref, v.name, v.means, v.source, None, z, pos
                ),
                maybe_player(),
                one_ref,
                w.of(zones.Zone),
                st.sampled_from([None, "top", "bottom"]),
            ),
        )

    return st.one_of([one(v) for v in w.lang.verbs])


def _spelled_like_a_stat(w, v) -> bool:
    stat_words = {s.lower() for s in w.lang.stats} | {c.lower() for c in w.lang.counters}
    return bool(stat_words & {v.before[0].lower(), v.third.lower()})


def _count_in_words(ref):
    if isinstance(ref, selections.Select) and isinstance(ref.count, amounts.Num):
        return dataclasses.replace(ref, count=amounts.Num(ref.count.value, word=True))
    return ref


@tree(card_effects.Hit)
def _hit(w):
    return st.builds(card_effects.Hit, card_ref(w), st.none() | player("object"), value(w))


@tree(card_effects.Destroy)
def _destroy(w):
    return st.builds(card_effects.Destroy, objects(w))


@tree(reveals.Reveal)
def _reveal(w):
    return st.builds(reveals.Reveal, maybe_player(), objects(w))


@tree(pools.GetPoints)
def _get_points(w):
    if not w.counters:
        return None
    counter = st.sampled_from(w.counters)
    signed = st.integers(-3, 5).map(amounts.Num)
    return st.one_of(
        st.builds(pools.GetPoints, maybe_player(), counter, signed),
        st.builds(
            pools.GetPoints,
            maybe_player(),
            counter,
            st.builds(amounts.Per, signed, w.of(amounts.PerCard)),
        ),
        st.builds(pools.GetPoints, maybe_player(), counter, value(w)),
    )


@tree(reveal_or.RevealOr)
def _reveal_or(w):
    # (the other effect has no subject of its own: it is the revealing player's; it ends the
    # sentence, so "X and Y" after it would go on the sentence, not its object)
    otherwise = such_that(
        plain_effect(w),
        lambda e: (
            getattr(e, "player", None) is None
            and not any(isinstance(n, cards.Both) for n in walk(e))
        ),
    )
    # ("Reveal a card that matches its points or Ace of Clubs goes first": the other effect
    # would go on the list the cards end with)
    return such_that(
        st.builds(reveal_or.RevealOr, maybe_player(), w.of(selections.Select), otherwise),
        lambda r: not w.goes_on_list(r.cards, r.otherwise),
    )


@tree(reveals.Look)
def _look(w):
    return st.builds(reveals.Look, st.one_of(card_ref(w), w.of(zones.Zone)))


@tree(card_effects.StatBonus)
def _stat_bonus(w):
    return st.builds(card_effects.StatBonus, st.sampled_from(w.stats), st.integers(-3, 3))


@tree(card_effects.Play)
def _play(w):
    bonus = st.none() | w.of(card_effects.StatBonus)
    return st.one_of(
        st.builds(card_effects.Play, maybe_player(), objects(w)),
        st.builds(card_effects.Play, maybe_player(), card_ref(w), bonus),
        st.builds(card_effects.Play, st.none(), card_ref(w), bonus, st.just(True)),
    )


@tree(movement.Move)
def _move(w):
    zone = w.of(zones.Zone)
    return st.one_of(
        st.builds(
            movement.Move,
            card_ref(w),
            zone,
            st.sampled_from(["top", "bottom"]),
            st.sampled_from([None, "any", "random"]),
        ),
        st.builds(movement.Move, card_ref(w), zone, st.sampled_from([None, "top_or_bottom"])),
        st.builds(
            movement.Move,
            card_ref(w),
            st.none(),
            st.just("back"),
            st.sampled_from([None, "any", "random"]),
        ),
        st.builds(movement.Move, card_ref(w), st.none()),
        # "your opponent puts X on top of their deck"
        st.builds(
            lambda c, z, pos, p: movement.Move(c, z, pos, player=p),
            card_ref(w),
            zone,
            st.sampled_from([None, "top", "bottom"]),
            player(),
        ),
    )


@tree(movement.ShuffleInto)
def _shuffle_into(w):
    return st.builds(movement.ShuffleInto, card_ref(w), w.of(zones.Zone), st.none() | player())


@tree(movement.Shuffle)
def _shuffle(w):
    return st.builds(movement.Shuffle, st.one_of(card_ref(w), w.of(zones.Zone)))


@tree(movement.SwapZones)
def _swap_zones(w):
    return st.builds(
        lambda p, a, b: movement.SwapZones(zones.Zone(a, p), b),
        player("possessive"),
        st.sampled_from(w.zones),
        st.sampled_from(w.zones),
    )


@tree(movement.SwapCards)
def _swap_cards(w):
    return st.builds(movement.SwapCards, st.just(cards.It()), card_ref(w))


@tree(movement.GainControl)
def _gain_control(w):
    # (no player, "gain control of X": read, printed back, and run in the hero tests)
    return st.builds(movement.GainControl, player(), card_ref(w))


@tree(worth.Worth)
def _worth(w):
    """ "This card is worth +2 VP for each ...": a card's own worth."""
    delta = st.integers(-3, 5).filter(bool).map(amounts.Num)
    per = st.builds(amounts.Per, delta, per_unit(w))
    return st.builds(
        worth.Worth,
        st.sampled_from(w.nouns).map(cards.This),
        st.sampled_from(w.stats),
        st.one_of(delta, per),
    )


@tree(draws.DiscardDownTo)
def _discard_down(w):
    return st.builds(draws.DiscardDownTo, st.none() | player(), num(0, 7))


@tree(player_filters.ChoosePlayer)
def _choose_player(w):
    return st.just(player_filters.ChoosePlayer())


@tree(chance.ChooseNumber)
def _choose_number(w):
    return st.just(chance.ChooseNumber())


@tree(chance.ChooseKind)
def _choose_kind(w):
    if not w.kinds:
        return None
    return st.sampled_from(w.kinds).map(chance.ChooseKind)


@tree(chance.Choose)
def _choose(w):
    # "choose a card", "your opponent chooses one of their Keepers at random" (a manner
    # before the verb, "randomly choose", is not a plain effect: see manner_effect)
    # ("choose it and it at random" does not read: "and it" joins after the effect)
    return st.builds(chance.Choose, objects(w)) | such_that(
        st.builds(chance.Choose, objects(w), st.sampled_from([None, "random"]), player()),
        lambda e: e.manner is None or not isinstance(e.cards, cards.Both),
    )


@tree(modes.ChooseOne)
def _choose_one(w):
    # "Choose one: A, or B[, or C]": each option one effect or two joined by "and"
    option = st.lists(plain_effect(w), min_size=1, max_size=2).map(lambda es: chain(w, es))
    # (", or" after an option ending with a name would go on that list of names)
    options = such_that(
        st.lists(option, min_size=2, max_size=3).map(tuple),
        lambda os: not any(w.goes_on_list(a[-1], b[0]) for a, b in itertools.pairwise(os)),
    )
    # ("Your opponent chooses one: ...": another player picks)
    chooser = st.none() | st.sampled_from(["opponent", "each"]).map(players.Player)
    announced = st.builds(modes.ChooseOne, options, chooser)
    # "A or B" (A not a reveal: that is a demand with a price); "each player A or B": the
    # subject is theirs, and neither option names its own
    alone = such_that(
        plain_effect(w),
        lambda e: (
            not isinstance(e, (reveals.Reveal, reveal_or.RevealOr, modes.ChooseOne))
            and not any(isinstance(n, cards.Both) for n in walk(e))
            and (getattr(e, "player", None) is None or not e.SHARES_SUBJECT)
        ),
    )
    theirs = such_that(alone, lambda e: e.SHARES_SUBJECT)
    said = st.one_of(
        st.builds(lambda a, b: modes.ChooseOne(((a,), (b,)), None, False), alone, alone),
        st.builds(
            lambda p, a, b: modes.ChooseOne(((a,), (b,)), p, False),
            player().filter(lambda p: p.who != "you"),
            theirs,
            theirs,
        ),
    )
    return st.one_of(
        announced,
        such_that(said, lambda c: not w.goes_on_list(c.options[0][0], c.options[1][0])),
    )


@tree(chance.Flip)
def _flip(w):
    return st.builds(chance.Flip, num(1, 5))


@tree(chance.FlipUntil)
def _flip_until(w):
    return st.sampled_from(["heads", "tails"]).map(chance.FlipUntil)


@tree(game_end.EndGame)
def _end_game(w):
    return st.builds(game_end.EndGame, player(), st.booleans())


@tree(chance.Roll)
def _roll(w):
    return st.builds(chance.Roll, num(1, 5))


@tree(chance.SumStat)
def _sum_stat(w):
    return st.builds(
        lambda noun, stat: chance.SumStat(
            stat,
            selections.Select(
                "bare", None, filters.CardFilter(noun, adjectives=("current",), plural=True)
            ),
        ),
        st.sampled_from(w.nouns),
        st.sampled_from(w.stats),
    )


@tree(chance.ForceFlip)
def _force_flip(w):
    if not w.counters:
        return None
    return st.builds(
        chance.ForceFlip,
        st.sampled_from(w.counters),
        w.of(durations.Duration),
        st.sampled_from(["heads", "tails"]),
    )


@tree(damage.CountDamage)
def _count_damage(w):
    return st.builds(damage.CountDamage, player(), st.none() | card_ref(w))


@tree(counters.AdjustCounter)
def _adjust(w):
    if not w.counters:
        return None
    return st.builds(counters.AdjustCounter, st.sampled_from(w.counters), st.integers(-4, 4))


@tree(counters.SetCounter)
def _set_counter(w):
    if not w.counters:
        return None
    return st.builds(counters.SetCounter, st.sampled_from(w.counters), num())


@tree(rule_changes.ExtraTurn)
def _extra_turn(w):
    return st.just(rule_changes.ExtraTurn())


@tree(card_effects.Defeat)
def _defeat(w):
    # (a game whose own verb reads "defeat X" means that by it: only "defeat <player>" is left)
    taken = any(
        " ".join([*b, "X", *a]).lower() == "defeat x" for v in w.lang.verbs for b, a in v.wordings()
    )
    if taken:
        return st.builds(card_effects.Defeat, player("object"))
    return st.builds(card_effects.Defeat, st.one_of(objects(w), player("object")))


@tree(effects.Nothing)
def _nothing(w):
    return st.just(effects.Nothing())


@tree(answers.Prevent)
def _prevent(w):
    return st.just(answers.Prevent())


@tree(prevention.PreventDamage)
def _prevent_damage(w):
    return st.one_of(
        st.just(prevention.PreventDamage()),
        st.builds(prevention.PreventDamage, num()),
        st.builds(lambda n: prevention.PreventDamage(keep=n), num()),
    )


@tree(prevention.PreventNext)
def _prevent_next(w):
    who = st.sampled_from(["you", "opponent"]).map(players.Player)
    return st.builds(
        prevention.PreventNext,
        who,
        st.none() | num(),
        st.none() | card_ref(w),
        st.none() | w.of(durations.Duration),
    )


@tree(redirects.Redirect)
def _redirect(w):
    """ "put X on top of your deck instead of into your discard pile"."""
    zone = w.of(zones.Zone)
    move = st.one_of(
        st.builds(movement.Move, card_ref(w), zone, st.sampled_from([None, "top", "bottom"])),
        st.builds(movement.ShuffleInto, card_ref(w), zone),
    )
    return st.builds(redirects.Redirect, move, zone)


@tree(delayed.Delayed)
def _delayed(w):
    """ "At the start of your next turn, draw two cards." among what happens once (see
    texts.containing: in a threshold); "at the end of this turn" anywhere."""
    from .conditions import trigger

    edge = st.sampled_from(["start", "end"])
    when = st.one_of(
        trigger(w).filter(lambda t: not getattr(t, "this", False)),
        st.builds(lambda e: triggers.AtTurn(e, None, this=True), edge),
    )
    effects = st.lists(plain_effect(w), min_size=1, max_size=1).map(tuple)
    return st.builds(delayed.Delayed, when, effects)


@tree(attacks.BlockAttack)
def _block_attack(w):
    return st.just(attacks.BlockAttack())


@tree(costs.PayTo)
def _pay_to(w):
    # (a price and what it pays for, each an effect whose verb begins it)
    # (both written as orders: "discard a card to draw two cards", no subject of their own)
    paid = (draws.Draw, draws.Discard, statuses.SetStatus, card_effects.Destroy)
    return such_that(
        st.builds(costs.PayTo, w.one_of(*paid), w.one_of(*paid, reveals.Reveal)),
        lambda e: (
            getattr(e.price, "player", None) is None
            and getattr(e.effect, "player", None) is None
            and " and " not in w.printer.node(e)
        ),  # ("X and Y" after "to": see costs.py)
    )


@tree(conditionals.May)
def _may(w):
    return st.builds(conditionals.May, player(), plain_effect(w))


@tree(conditionals.If)
def _if(w):
    body = st.lists(plain_effect(w), min_size=1, max_size=2).map(lambda es: chain(w, es))
    return such_that(
        st.builds(
            conditionals.If, condition(w) | w.of(conditionals.Unless), body, st.none() | body
        ),
        lambda e: not w.goes_on_list(e.condition, e.then[0]),
    )


@tree(conditionals.Unless)
def _unless(w):
    return st.builds(conditionals.Unless, condition(w))


@tree(conditionals.AsLongAs)
def _as_long_as(w):
    from .changes import change

    return st.builds(conditionals.AsLongAs, condition(w), change(w))


@tree(conditionals.ForEach)
def _for_each(w):
    # ("for each ..." of a sentence counts cards or coin sides)
    # (a unit of names would take the comma after it as its list's: "For each A, B goes first")
    unit = such_that(
        w.one_of(amounts.PerCard, chance.PerCoinSide),
        lambda u: not (isinstance(u, amounts.PerCard) and isinstance(u.cards, cards.Named)),
    )
    return st.builds(
        conditionals.ForEach,
        unit,
        st.lists(plain_effect(w), min_size=1, max_size=2).map(lambda es: chain(w, es)),
    )


@tree(searches.Search)
def _search(w):
    plain = w.of(selections.Select).map(
        lambda s: dataclasses.replace(s, filter=dataclasses.replace(s.filter, post=()))
    )
    return st.builds(searches.Search, w.of(zones.Zone), plain, st.none() | player())


def plain_effect(w):
    """An effect that is a sentence's own verb (not "if"/"for each"/a change)."""
    return w.one_of(
        searches.Search,
        draws.Draw,
        draws.Discard,
        card_effects.Heal,
        card_effects.Hit,
        card_effects.Destroy,
        statuses.SetStatus,
        verbs.DeclaredVerb,
        reveals.Reveal,
        reveal_or.RevealOr,
        pools.GetPoints,
        reveals.Look,
        card_effects.Play,
        movement.Move,
        movement.ShuffleInto,
        movement.Shuffle,
        movement.SwapZones,
        movement.SwapCards,
        movement.GainControl,
        chance.ChooseNumber,
        chance.ChooseKind,
        chance.Choose,
        chance.Flip,
        chance.FlipUntil,
        game_end.EndGame,
        chance.Roll,
        chance.SumStat,
        chance.ForceFlip,
        damage.CountDamage,
        counters.AdjustCounter,
        counters.SetCounter,
        rule_changes.ExtraTurn,
        card_effects.Defeat,
        effects.Nothing,
        rule_changes.ActsFirst,
        rule_changes.OnlyChosen,
        prevention.PreventNext,
        rule_changes.MustUse,
        rule_changes.LockNext,
        rule_changes.Disable,
        rule_changes.UseAbility,
        rule_changes.Replace,
        rule_changes.SwitchNext,
    )


def _if_discarded(e) -> bool:
    return isinstance(e, conditionals.If) and isinstance(e.condition, conditionals.DidDiscard)
