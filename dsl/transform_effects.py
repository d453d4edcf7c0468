"""Parse tree -> AST, part 2: effects, effect chains, modifications and durations."""

from __future__ import annotations

import dataclasses

from ..constructs.cards import all_in as _all_in
from . import ast as A
from .transform_refs import Card, MeaningError, _first, span_of


class _Elided:
    """A chain item that leaves out its verb or subject; merged into the effect before it."""

    __slots__ = ("kind", "ref", "span")

    def __init__(self, kind, ref, span):
        self.kind, self.ref, self.span = kind, ref, span


_OBJECT_FIELD = {
    A.Destroy: "cards",
    A.Discard: "cards",
    A.Draw: "cards",
    A.Reveal: "cards",
    A.Play: "cards",
    A.Move: "cards",
    A.Choose: "cards",
    A.Defeat: "target",
    A.ShuffleInto: "cards",
    A.StatChange: "target",
    A.Disable: "target",
}

# Effects whose subject, when left out after "and", is the subject of the effect before:
# "Both players discard a card and draw a card".
_SUBJECT_FIELD = (A.Draw, A.Discard, A.Reveal, A.Play)

_MANNER_TYPES = (A.Draw, A.Discard, A.Destroy, A.Move, A.Choose)


class EffectsMixin:
    # ------------------------------------------------------------ chains
    def effect_chain(self, meta, first, *rest):
        if isinstance(first, _Elided):
            raise MeaningError(
                "E-MEANING",
                "this leaves out what happens: it needs an effect before it",
                first.span,
                "write the effect: 'Double the attack of this card. Use it this turn.'",
            )
        effects = [first]
        for item in rest:
            if isinstance(item, _Elided):
                effects.extend(self._merge_elided(effects.pop(), item))
                continue
            prev = effects[-1]
            if (
                isinstance(item, _SUBJECT_FIELD)
                and item.player is None
                and isinstance(prev, _SUBJECT_FIELD)
                and prev.player is not None
            ):
                item = dataclasses.replace(item, player=prev.player)
            elif (
                isinstance(item, A.If)
                and len(item.then) == 1
                and isinstance(item.then[0], _SUBJECT_FIELD)
                and item.then[0].player is None
                and isinstance(prev, _SUBJECT_FIELD)
                and prev.player is not None
            ):
                inner = dataclasses.replace(item.then[0], player=prev.player)
                item = dataclasses.replace(item, then=(inner,))
            effects.append(item)
        return tuple(effects)

    def _merge_elided(self, prev, item: _Elided):
        if item.kind == "duration":
            if "duration" not in getattr(prev, "__dataclass_fields__", {}):
                raise MeaningError(
                    "E-MEANING", "'use it for ...' needs something to last", item.span
                )
            return [dataclasses.replace(prev, duration=item.ref)]
        if item.kind == "object":
            target = prev.effect if isinstance(prev, A.May) else prev
            fname = _OBJECT_FIELD.get(type(target))
            if fname is None:
                raise MeaningError(
                    "E-MEANING",
                    "this needs a verb: what happens to it?",
                    item.span,
                    "repeat the verb: '... and destroy X'",
                )
            joined = A.Both(getattr(target, fname), item.ref, span=item.ref.span)
            new = dataclasses.replace(target, **{fname: joined})
            if isinstance(prev, A.May):
                return [dataclasses.replace(prev, effect=new)]
            return [new]
        # "... hits for 3 and is destroyed": the subject is the previous effect's card
        src = prev.source if isinstance(prev, A.Hit) else None
        if src is None:
            raise MeaningError(
                "E-MEANING",
                f"what is {item.kind}? the effect before names no card",
                item.span,
                "name the card: 'destroy this card'",
            )
        if item.kind == "destroyed":
            return [prev, A.Destroy(src, span=item.span)]
        return [prev, A.Discard(None, src, span=item.span)]

    def elided_object(self, meta, ref):
        return _Elided("object", ref, span_of(meta))

    def elided_destroyed(self, meta):
        return _Elided("destroyed", None, span_of(meta))

    def elided_discarded(self, meta):
        return _Elided("discarded", None, span_of(meta))

    def use_it_for(self, meta, duration):
        return _Elided("duration", duration, span_of(meta))

    def chain_item(self, meta, item):
        return item

    def effect(self, meta, e):
        return e

    def plain_effect(self, meta, e):
        return e

    def may_effect(self, meta, player, effect):
        return A.May(player, effect, span=span_of(meta))

    def manner_random(self, meta):
        return "random"

    def manner_chosen(self, meta):
        return "chosen"

    def manner_now(self, meta):
        return "now"

    def manner_effect(self, meta, manner, effect):
        if manner == "now":
            return effect
        if not isinstance(effect, _MANNER_TYPES):
            raise MeaningError(
                "E-MEANING",
                f"'{'randomly' if manner == 'random' else 'selectively'}'"
                " does not change this effect",
                span_of(meta),
            )
        return dataclasses.replace(effect, manner=manner, span=span_of(meta))

    # ------------------------------------------------------------ effects
    def e_draw_equal(self, meta, *children):
        """ "Draw cards equal to the number of Allies you have in play"."""
        player = children[0] if len(children) == 2 else None
        cards = A.Select(
            "count",
            children[-1],
            A.CardFilter("card", plural=True, span=span_of(meta)),
            span=span_of(meta),
        )
        return A.Draw(player, cards, span=span_of(meta))

    def e_draw(self, meta, *children):
        player = children[0] if isinstance(children[0], A.Player) else None
        rest = children[1:] if player is not None else children
        cards = rest[0]
        to = rest[1] if len(rest) > 1 else None
        return A.Draw(player, cards, to, span=span_of(meta))

    def at_random(self, meta):
        return True

    def e_discard(self, meta, *children):
        player = children[0] if isinstance(children[0], A.Player) else None
        rest = children[1:] if player is not None else children
        return A.Discard(player, rest[0], len(rest) > 1, span=span_of(meta))

    def e_heal(self, meta, *children):
        player = children[0] if len(children) == 2 else None
        return A.Heal(children[-1], player, span=span_of(meta))

    def each_effect(self, meta, e):
        return e

    # "discard your hand", "reveal their hand", "shuffle your discard pile into your deck":
    # a whole zone is all the cards in it
    def e_discard_zone(self, meta, *children):
        player = children[0] if len(children) == 2 else None
        return A.Discard(player, _all_in(children[-1]), span=span_of(meta))

    def e_reveal_zone(self, meta, *children):
        player = children[0] if len(children) == 2 else None
        return A.Reveal(player, _all_in(children[-1]), span=span_of(meta))

    def e_shuffle_zone_into(self, meta, zone, into):
        return A.ShuffleInto(_all_in(zone), into, span=span_of(meta))

    def effect_for_each(self, meta, effect, unit):
        """ "Heal 1 for each Ally you have in play" (the amount is per card); "draw a card
        for each ..." (the effect, once per unit)."""
        span = span_of(meta)
        if (
            isinstance(effect, (A.Heal, A.Hit))
            and isinstance(effect.amount, A.Num)
            and isinstance(unit, A.PerCard)
        ):
            return dataclasses.replace(effect, amount=A.Per(effect.amount, unit, span=span))
        return A.ForEach(unit, (effect,), span=span)

    def e_hit(self, meta, source, *rest):
        target = rest[0] if len(rest) == 2 else None
        return A.Hit(source, target, rest[-1], span=span_of(meta))

    def e_destroy(self, meta, cards):
        return A.Destroy(cards, span=span_of(meta))

    def e_reveal(self, meta, *children):
        player = children[0] if len(children) == 2 else None
        return A.Reveal(player, children[-1], span=span_of(meta))

    def e_look(self, meta, cards):
        return A.Look(cards, span=span_of(meta))

    def e_look_zone(self, meta, zone):
        return A.Look(zone, span=span_of(meta))

    def play_bonus(self, meta, stat, delta):
        return A.StatBonus(stat, delta, span=span_of(meta))

    def e_play(self, meta, *children):
        player = children[0] if isinstance(children[0], A.Player) else None
        rest = children[1:] if player is not None else children
        bonus = rest[1] if len(rest) > 1 else None
        return A.Play(player, rest[0], bonus, span=span_of(meta))

    def e_play_again(self, meta, cards, *bonus):
        return A.Play(None, cards, bonus[0] if bonus else None, True, span=span_of(meta))

    def to_top(self, meta, zone, *order):
        return ("top", zone, order[0] if order else None)

    def to_bottom(self, meta, zone, *order):
        return ("bottom", zone, order[0] if order else None)

    def to_top_or_bottom(self, meta, zone):
        return ("top_or_bottom", zone, None)

    def to_zone(self, meta, zone):
        return (None, zone, None)

    def to_back(self, meta, *order):
        return ("back", None, order[0] if order else None)

    def any_order(self, meta):
        return "any"

    def random_order(self, meta):
        return "random"

    def e_put(self, meta, cards, where):
        position, zone, order = where
        return A.Move(cards, zone, position, order, span=span_of(meta))

    def e_return(self, meta, cards, zone):
        return A.Move(cards, zone, span=span_of(meta))

    def e_shuffle_into(self, meta, cards, zone):
        return A.ShuffleInto(cards, zone, span=span_of(meta))

    def e_shuffle_cards(self, meta, cards):
        return A.Shuffle(cards, span=span_of(meta))

    def e_shuffle_zone(self, meta, zone):
        return A.Shuffle(zone, span=span_of(meta))

    def e_swap_zones(self, meta, player, first, second):
        return A.SwapZones(A.Zone(first, player, span=span_of(meta)), second, span=span_of(meta))

    def e_choose_number(self, meta):
        return A.ChooseNumber(span=span_of(meta))

    def e_choose_category(self, meta, kind):
        return A.ChooseKind(kind, span=span_of(meta))

    def e_choose_card(self, meta, cards):
        return A.Choose(cards, span=span_of(meta))

    def e_flip(self, meta, *count):
        return A.Flip(count[0] if count else A.Num(1, word=True), span=span_of(meta))

    def e_roll(self, meta, *count):
        return A.Roll(count[0] if count else A.Num(1, word=True), span=span_of(meta))

    def e_count_damage(self, meta, player, *card):
        return A.CountDamage(player, card[0] if card else None, span=span_of(meta))

    def e_counter_up(self, meta, counter, n):
        return A.AdjustCounter(counter, n.value, span=span_of(meta))

    def e_counter_down(self, meta, counter, n):
        return A.AdjustCounter(counter, -n.value, span=span_of(meta))

    def e_counter_set(self, meta, counter, n):
        return A.SetCounter(counter, n, span=span_of(meta))

    def e_extra_turn(self, meta):
        return A.ExtraTurn(span=span_of(meta))

    def e_gain_control(self, meta, player, cards):
        return A.GainControl(player, cards, span=span_of(meta))

    def e_gain_control_you(self, meta, cards):
        return A.GainControl(A.Player("you", span=span_of(meta)), cards, span=span_of(meta))

    def e_force_flip(self, meta, counter, duration, side):
        return A.ForceFlip(counter, duration, side, span=span_of(meta))

    def e_defeat(self, meta, cards):
        return A.Defeat(cards, span=span_of(meta))

    def e_defeat_player(self, meta, player):
        return A.Defeat(player, span=span_of(meta))

    def e_nothing(self, meta):
        return A.Nothing(span=span_of(meta))

    # ------------------------------------------------------------ modifications
    def m_stat_add(self, meta, target, stat, delta, *rest):
        per = _first(rest, (A.PerCard, A.PerCounterRise, A.PerDistinct, A.PerCoinSide))
        duration = _first(rest, A.Duration)
        amount = A.Num(delta, span=span_of(meta))
        if per is not None:
            amount = A.Per(amount, per, span=span_of(meta))
        return A.StatChange(target, stat, "add", amount, duration, span=span_of(meta))

    def m_stat_add_if(self, meta, target, stat, delta, condition):
        change = A.StatChange(target, stat, "add", A.Num(delta), None, span=span_of(meta))
        return A.If(condition, (change,), span=span_of(meta))

    def m_stat_set(self, meta, target, stat, value):
        return A.StatChange(target, stat, "set", value, None, span=span_of(meta))

    def m_counter_add(self, meta, counter, delta, *rest):
        applies = _first(rest, A.CardFilter)
        duration = _first(rest, A.Duration)
        name, player = counter
        return A.CounterModifier(name, player, delta, applies, duration, span=span_of(meta))

    def m_unblockable(self, meta, target):
        return A.Unblockable(target, span=span_of(meta))

    def m_unblockable_if(self, meta, target, condition):
        return A.If(condition, (A.Unblockable(target, span=span_of(meta)),), span=span_of(meta))

    def m_unblockable_from(self, meta, target, zone):
        return A.Unblockable(target, zone, span=span_of(meta))

    def m_unblockable_by(self, meta, target, by):
        return A.Unblockable(target, None, by, span=span_of(meta))

    def m_double(self, meta, stat, target, *duration):
        return A.StatChange(
            target, stat, "mul", A.Num(2), duration[0] if duration else None, span=span_of(meta)
        )

    def m_double_all(self, meta, stat, *duration):
        return A.StatChange(
            None, stat, "mul", A.Num(2), duration[0] if duration else None, span=span_of(meta)
        )

    def m_halve(self, meta, stat, target, *duration):
        return A.StatChange(
            target, stat, "div", A.Num(2), duration[0] if duration else None, span=span_of(meta)
        )

    def m_halve_all(self, meta, stat, *duration):
        return A.StatChange(
            None, stat, "div", A.Num(2), duration[0] if duration else None, span=span_of(meta)
        )

    def m_add_to(self, meta, amount, stat, target, *duration):
        return A.StatChange(
            target, stat, "add", amount, duration[0] if duration else None, span=span_of(meta)
        )

    def m_reduce_by(self, meta, amount, stat, target, *duration):
        return A.StatChange(
            target, stat, "sub", amount, duration[0] if duration else None, span=span_of(meta)
        )

    def m_reduce_by_of(self, meta, stat, target, amount, *duration):
        return A.StatChange(
            target, stat, "sub", amount, duration[0] if duration else None, span=span_of(meta)
        )

    def m_swap_stats(self, meta, first, second, target):
        return A.SwapStats(target, first, second, span=span_of(meta))

    def m_swap_stats_player(self, meta, first, second, player):
        return A.SwapStats(player, first, second, span=span_of(meta))

    def modification(self, meta, m):
        return m

    # ------------------------------------------------------------ per-each and durations
    def m_names_that(self, meta, target, kind, *duration):
        return A.NamesChange(
            target, kind, None, False, duration[0] if duration else None, span=span_of(meta)
        )

    def m_names_also(self, meta, target, pred, *duration):
        terms = pred.prefix.terms if isinstance(pred, A.CardFilter) and pred.prefix else ()
        names = [t for t in terms if isinstance(t, A.NameRef)]
        if len(names) != 1 or len(terms) != 1 or pred.adjectives or pred.post:
            raise MeaningError(
                "E-MEANING",
                "a card can be given one name at a time",
                span_of(meta),
                "write 'This card is also a <name> card.'",
            )
        name = names[0]
        return A.NamesChange(
            target, name.kinds[0], name, True, duration[0] if duration else None, span=span_of(meta)
        )


__all__ = ["Card", "EffectsMixin"]
