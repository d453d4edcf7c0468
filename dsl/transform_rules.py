"""Parse tree -> AST, part 3: effects that change the rules of a turn (who acts first, which
cards may be chosen, disabled and borrowed abilities, forced choices), and the other ways of
writing stat changes that some games print ("2 Turns in Recovery", "Cards in Recovery +1").

A game's own grammar.lark may add phrases whose aliases are the methods here; every one of
them builds a core AST node, so the printer writes the core's canonical text for it.
"""

from __future__ import annotations

import dataclasses

from . import ast as A
from .transform_refs import Card, MeaningError, _first, adjective_words, span_of


class RulesMixin:
    # ------------------------------------------------------------ who acts first
    def regardless(self, meta, stat):
        return ("regardless", stat)

    def first(self, meta, *regardless):
        return ("first", regardless[0][1] if regardless else None)

    def lowest(self, meta):
        return "lowest"

    def highest(self, meta):
        return "highest"

    def e_goes_first(self, meta, cards, *regardless):
        return A.ActsFirst(cards, regardless=_regardless(regardless), span=span_of(meta))

    def e_first_by(self, meta, card, extreme, stat):
        return A.ActsFirst(None, extreme, stat, span=span_of(meta))

    def e_first_random(self, meta, *regardless):
        return A.ActsFirst(random=True, regardless=_regardless(regardless), span=span_of(meta))

    # ------------------------------------------------------------ abilities
    def e_disable(self, meta, ability, *rest):
        target = _first(rest, (A.This, A.It, A.That, A.Those, A.Named, A.ZoneEnd, A.Select, A.Both))
        duration = _first(rest, A.Duration)
        return A.Disable(ability, target, duration, _regardless(rest), span=span_of(meta))

    def e_disable_enemy(self, meta, ability, *rest):
        duration = _first(rest, A.Duration)
        enemy = A.Select(
            "bare", None, A.CardFilter("card", adjectives=("enemy",)), span=span_of(meta)
        )
        return A.Disable(ability, enemy, duration, _regardless(rest), span=span_of(meta))

    def e_use_that_ability(self, meta, ability):
        return A.UseAbility(ability, A.It(span=span_of(meta)), span=span_of(meta))

    def as_its_own(self, meta):
        return ("own",)

    def e_use_ability(self, meta, ability, card, *rest):
        first = [r for r in rest if r[0] == "first"]
        return A.UseAbility(
            ability,
            card,
            bool(first),
            first[0][1] if first else None,
            as_own=("own",) in rest,
            span=span_of(meta),
        )

    def e_use_enemy_ability(self, meta, ability, own, *first):
        enemy = A.Select(
            "bare", None, A.CardFilter("card", adjectives=("enemy",)), span=span_of(meta)
        )
        return A.UseAbility(
            ability,
            enemy,
            bool(first),
            first[0][1] if first else None,
            as_own=True,
            span=span_of(meta),
        )

    # ------------------------------------------------------------ cards changing places
    def e_replace(self, meta, old, new):
        return A.Replace(old, new, span=span_of(meta))

    def e_swap_cards(self, meta, other):
        return A.SwapCards(A.It(span=span_of(meta)), other, span=span_of(meta))

    def e_place(self, meta, cards):
        return A.Move(cards, None, span=span_of(meta))

    def e_return_to_hand(self, meta, cards):
        hand = self.language.zone_roles.get("hand")
        if hand is None:
            raise MeaningError(
                "E-MEANING",
                "this game has no hand to return cards to",
                span_of(meta),
                "declare language.zone_roles.hand in game.yaml",
            )
        return A.Move(cards, A.Zone(hand, None), span=span_of(meta))

    # ------------------------------------------------------------ results and choices
    def e_sum_both(self, meta, noun, stat):
        both = A.Select(
            "bare",
            None,
            A.CardFilter(noun, adjectives=("current",), plural=True),
            span=span_of(meta),
        )
        return A.SumStat(stat, both, span=span_of(meta))

    def e_must_use(self, meta, cards, duration):
        return A.MustUse(cards, duration, span=span_of(meta))

    def e_player_must_use(self, meta, player, cards, duration):
        if isinstance(cards, A.Select) and cards.filter.owner is None:
            cards = dataclasses.replace(
                cards, filter=dataclasses.replace(cards.filter, owner=player)
            )
        return A.MustUse(cards, duration, span=span_of(meta))

    def e_switch_next(self, meta, card):
        return A.SwitchNext(card.noun, span=span_of(meta))

    def e_switch_next_this(self, meta, current, card):
        return A.SwitchNext(card.noun, current, span=span_of(meta))

    def e_only_chosen(self, meta, cards):
        return A.OnlyChosen(cards, span=span_of(meta))

    def e_lock_next(self, meta, player, card):
        return A.LockNext(player, card.noun, span=span_of(meta))

    def if_discarded_effect(self, meta, effect, tok):
        return A.If(A.DidDiscard(span=span_of(meta)), (effect,), span=span_of(meta))

    def even_if_defeated(self, meta, change):
        if not isinstance(change, A.StatChange):
            raise MeaningError(
                "E-MEANING", "'even if defeated' goes with a change of a stat", span_of(meta)
            )
        return dataclasses.replace(change, persist=True)

    # ------------------------------------------------------------ stat changes, other wordings
    def _stat_word_for_zone(self, zone_id: str, span):
        name = self.language.zone_names.get(zone_id, "").lower()
        for word in self.language.stats:
            if word.lower() == name:
                return word
        raise MeaningError("E-MEANING", "these cards have no stat named like their zone", span)

    def m_stat_of_this(self, meta, n, stat):
        return A.StatChange(A.This("card"), stat, "set", n, span=span_of(meta))

    def m_stat_delta(self, meta, target, delta, stat):
        return A.StatChange(target, stat, "add", A.Num(delta), span=span_of(meta))

    def m_stat_none(self, meta, stat, target):
        return A.StatChange(target, stat, "set", A.Num(0), span=span_of(meta))

    def m_zone_stat_delta(self, meta, target, delta):
        zone = None
        if isinstance(target, A.Select):
            zone = next((p.zone for p in target.filter.post if isinstance(p, A.InZone)), None)
        if zone is None:
            raise MeaningError(
                "E-MEANING", "say which stat changes: 'cards are STAT +1'", span_of(meta)
            )
        stat = self._stat_word_for_zone(zone.zone, span_of(meta))
        return A.StatChange(target, stat, "add", A.Num(delta), span=span_of(meta))

    def m_stat_delta_except(self, meta, stat, delta, excluded, target):
        return A.StatChange(
            target, stat, "add", A.Num(delta), excluding=_bare(excluded), span=span_of(meta)
        )

    def m_reduce_by_of_amount(self, meta, amount, stat, target):
        return A.StatChange(target, stat, "sub", amount, span=span_of(meta))

    def m_halve_adjectives(self, meta, *children):
        target = A.Select(
            "bare",
            None,
            A.CardFilter("card", adjectives=adjective_words(children)),
            span=span_of(meta),
        )
        return A.StatChange(target, "*", "div", A.Num(2), span=span_of(meta))

    def m_reduce_for(self, meta, stat, amount, target, *duration):
        return A.StatChange(
            target, stat, "sub", amount, duration[0] if duration else None, span=span_of(meta)
        )

    def m_increase_for(self, meta, stat, amount, target, *duration):
        return A.StatChange(
            target, stat, "add", amount, duration[0] if duration else None, span=span_of(meta)
        )

    def m_set_for(self, meta, stat, amount, target):
        return A.StatChange(target, stat, "set", amount, span=span_of(meta))

    def m_halve_of(self, meta, stat, target, *duration):
        return A.StatChange(
            target, stat, "div", A.Num(2), duration[0] if duration else None, span=span_of(meta)
        )

    def m_increase_except(self, meta, stat, amount, excluded, *target):
        everyone = (
            target[0] if target else A.Select("bare", None, A.CardFilter("card", plural=True))
        )
        return A.StatChange(
            everyone, stat, "add", amount, excluding=_bare(excluded), span=span_of(meta)
        )


def _regardless(rest):
    for r in rest:
        if isinstance(r, tuple) and r[0] == "regardless":
            return r[1]
    return None


def _bare(f: A.CardFilter) -> A.CardFilter:
    return dataclasses.replace(f, plural=True)


__all__ = ["Card", "RulesMixin"]
