"""Parse tree -> AST, part 4: conditions ("if ...") and triggers ("whenever ...", "at the
start of your turn")."""

from __future__ import annotations

from . import ast as A
from .transform_refs import MeaningError, span_of


class ConditionsMixin:
    # ------------------------------------------------------------ conditions
    def condition(self, meta, cond):
        return cond

    def conditions(self, meta, cond):
        return cond

    def is_what(self, meta, what):
        return what

    def is_coin(self, meta, side):
        return ("coin", side)

    def is_parity(self, meta, parity):
        return ("parity", parity)

    def _is(self, meta, subject, what):
        if isinstance(what, tuple):
            kind, value = what
            if kind == "coin":
                return A.ResultIs("side", side=value, span=span_of(meta))
            return A.ResultIs(value, span=span_of(meta))
        return A.CardIs(subject, what, span=span_of(meta))

    def cond_it_is(self, meta, what):
        return self._is(meta, A.It(span=span_of(meta)), what)

    def cond_cards_are(self, meta, subject, what):
        return self._is(meta, subject, what)

    def cond_result_is(self, meta, what):
        if isinstance(what, tuple):
            return self._is(meta, None, what)
        raise MeaningError(
            "E-MEANING",
            "a result is a number, heads/tails or even/odd",
            span_of(meta),
            "write 'If the result is even, ...'",
        )

    def cond_result_not(self, meta, n):
        return A.ResultIs("not", (n.value,), span=span_of(meta))

    def cond_result_in(self, meta, values):
        return A.ResultIs("in", tuple(values), span=span_of(meta))

    def cond_result_parity(self, meta, parity):
        return A.ResultIs(parity, span=span_of(meta))

    def cond_defeated(self, meta, cards):
        return A.IsDefeated(cards, span=span_of(meta))

    def cond_player_has(self, meta, player, cmp, cards):
        op, count = cmp
        return A.Has(player, cards, op, count, span=span_of(meta))

    def cond_player_has_any(self, meta, player, cards):
        return A.Has(player, cards, span=span_of(meta))

    def cond_player_has_none(self, meta, player, cards):
        return A.Has(player, cards, negated=True, span=span_of(meta))

    def more(self, meta):
        return False

    def fewer(self, meta):
        return True

    def cond_compare(self, meta, player, fewer, cards, other):
        return A.HasMore(player, cards, other, fewer, span=span_of(meta))

    def cond_did(self, meta, player):
        return A.DidIt(player, span=span_of(meta))

    def cond_took_damage(self, meta, player, amount, when):
        op, count = amount
        return A.TookDamage(player, op, count, when, span=span_of(meta))

    def cond_card_damaged(self, meta, cards, player, *when):
        return A.CardDamaged(cards, player, when[0] if when else None, span=span_of(meta))

    def cond_did_not_attack(self, meta, player, target, when):
        return A.DidNotAttack(player, target, when, span=span_of(meta))

    def cond_counter_is(self, meta, counter, cmp):
        op, value = cmp
        return A.CounterIs(counter[0], counter[1], op, value, span=span_of(meta))

    def cond_reveal(self, meta, player, cards):
        return A.RevealFrom(player, cards, span=span_of(meta))

    def cond_card_does(self, meta, card, amount):
        op, count = amount
        return A.DamageIs(card, op, count, span=span_of(meta))

    def cond_card_does_that_much(self, meta, card):
        return A.DamageIs(card, "==", A.ThatNumber(span=span_of(meta)), span=span_of(meta))

    def cond_any(self, meta, *conditions):
        return A.AnyOf(tuple(conditions), span=span_of(meta))

    def cond_all(self, meta, *conditions):
        return A.AllOf(tuple(conditions), span=span_of(meta))

    def cond_shares(self, meta, subject, fields, other):
        return A.Shares(subject, other, tuple(fields), span=span_of(meta))

    def cond_zone_empty(self, meta, zone):
        return A.ZoneEmpty(zone, span=span_of(meta))

    def cond_revealed_different(self, meta, player, cmp, kind):
        op, count = cmp
        return A.RevealedDistinct(player, op, count, kind, span=span_of(meta))

    # ------------------------------------------------------------ triggers
    def at_least(self, meta, n):
        return (">=", n)

    def any_amount(self, meta):
        return ("any", None)

    def exactly(self, meta, n):
        return ("==", n)

    def edge_start(self, meta):
        return "start"

    def edge_end(self, meta):
        return "end"

    def turn_of(self, meta, player):
        return (player, False, None)

    def turn_of_next(self, meta, player):
        return (player, True, None)

    def turn_any(self, meta):
        return (None, False, None)

    def turn_any_where(self, meta, cond):
        return (None, False, cond)

    def at_turn(self, meta, edge, spec):
        player, nxt, where = spec
        return A.AtTurn(edge, player, nxt, where, span=span_of(meta))

    def at_step(self, meta, edge, player, step):
        return A.AtTurn(edge, player, step=step, span=span_of(meta))

    def on_event(self, meta, event):
        return event

    def ev_deal_damage(self, meta, player, amount, cards):
        op, count = amount
        return A.OnDealDamage(player, op, count, cards, span=span_of(meta))

    def ev_take_damage(self, meta, player, amount, *cards):
        op, count = amount
        return A.OnTakeDamage(player, op, count, cards[0] if cards else None, span=span_of(meta))

    def ev_destroyed(self, meta, cards):
        return A.OnDestroyed(cards, span=span_of(meta))

    def ev_card_deals(self, meta, cards, amount, *to):
        op, count = amount
        return A.OnCardDeals(cards, op, count, to[0] if to else None, span=span_of(meta))

    def ev_card_damages(self, meta, cards, player):
        return A.OnCardDeals(cards, "any", None, player, "damages", span=span_of(meta))

    def ev_draw(self, meta, player, card):
        return A.OnDraw(player, span=span_of(meta))

    def ev_draw_some(self, meta, player, cards):
        return A.OnDraw(player, span=span_of(meta))

    def ev_heal(self, meta, player, card):
        return A.OnHeal(player, span=span_of(meta))

    def ev_heal_any(self, meta, player):
        return A.OnHeal(player, span=span_of(meta))

    def ev_block(self, meta, player, zone):
        return A.OnBlock(player, zone, span=span_of(meta))

    def ev_block_this(self, meta, player, card, zone):
        return A.OnBlock(player, zone, A.This(card.noun), span=span_of(meta))

    def ev_block_with(self, meta, player, cards):
        return A.OnBlock(player, None, cards, span=span_of(meta))

    def ev_coin(self, meta, side):
        return A.OnCoin(side, span=span_of(meta))

    def declared_event(self, meta, *parts, index: int, past: bool):
        """A game's declared event in its wording: its parts (a player, the card X, the card
        Y, a time) in the order the wording has them."""
        event = list(self.language.events)[index]
        player = next((p for p in parts if isinstance(p, A.Player)), None)
        cards = [p for p in parts if isinstance(p, A.Node) and not isinstance(p, A.Player)]
        wording = (
            self.language.events[event].past[0] if past else self.language.events[event].wording[0]
        )
        order = [w for w in wording.split() if w in ("X", "Y")]
        x = cards[order.index("X")] if "X" in order and len(cards) > order.index("X") else None
        y = cards[order.index("Y")] if "Y" in order and len(cards) > order.index("Y") else None
        if past:
            when = next((p for p in parts if isinstance(p, str)), "this_turn")
            return A.EventHappened(event, x, player, y, when, span=span_of(meta))
        return A.OnGameEvent(x, event, player, y, span=span_of(meta))

    def ev_attack(self, meta, player, target):
        return A.OnAttack(player, target, span=span_of(meta))

    def ev_play(self, meta, player, cards):
        return A.OnPlay(player, cards, span=span_of(meta))

    def ev_defeated(self, meta, cards):
        return A.OnDefeated(cards, span=span_of(meta))
