"""A simple heuristic player: plays the strongest card it may, blocks when blocking saves the
most, says yes to every "you may", and gives up its weakest cards first.  Where the turn is a
choice of actions (play a card, take a card for a price, pass) it plays its cards first, then
defeats, then gains: it gains the dearest card it can pay for, and defeats the card about to
be pushed off a track, else the card with a face-down pile under it (the boss), else the card
nearest the end of its track.

It looks only at what its player may see: the options it is offered (its own hand, public
cards) and their printed or public values.  How strong a card is comes from the game's
``strength`` verb when it has one, else from the sum of the card's stats ("all STATS").
"""

from __future__ import annotations

import random

from .agents import Agent


class GreedyAgent(Agent):
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def strength(self, game, card) -> int:
        v = game.gd.verbs.get("strength")
        if v is not None:
            return v(game, card)
        return sum(game.stat(card, w) for w in game.all_stats)

    def choose(self, game, decision) -> int:
        opts = decision.options
        kind = decision.kind
        cards = [i for i, o in enumerate(opts) if _is_card(game, o)]
        if kind == "action":
            return self.action(game, opts)
        action = game.gd.actions.get(kind)
        if action is not None:
            return self.take(game, opts, action)
        if kind == "may":
            return opts.index(True) if True in opts else 0
        if kind == "play":
            if not cards:
                return 0
            return max(cards, key=lambda i: (self.strength(game, opts[i]), -i))
        if kind == "block":
            if not cards:
                return 0
            threat = self.strength(game, decision.card) if decision.card is not None else 0
            if threat >= 3:
                return min(cards, key=lambda i: (self.strength(game, opts[i]), i))
            return next((i for i, o in enumerate(opts) if not _is_card(game, o)), 0)
        if kind in ("discard", "destroy") and cards:
            mine = [i for i in cards if game.state.controller[opts[i]] == decision.player]
            if kind == "destroy":
                theirs = [i for i in cards if game.state.controller[opts[i]] != decision.player]
                pool = theirs or cards
                return max(pool, key=lambda i: (self.strength(game, opts[i]), -i))
            return min(mine or cards, key=lambda i: (self.strength(game, opts[i]), i))
        if kind == "choose" and cards:
            theirs = [i for i in cards if game.state.controller[opts[i]] != decision.player]
            pool = theirs or cards
            return max(pool, key=lambda i: (self.strength(game, opts[i]), -i))
        return 0

    def action(self, game, opts) -> int:
        """Play cards first, then defeat, then gain, then pass."""

        def rank(i):
            name = opts[i]
            a = game.gd.actions.get(name)
            if name == "pass":
                return 3
            if a is None:
                return 0
            return 2 if game.gd.zone_for(a.to) == game.discard_zone else 1

        return min(range(len(opts)), key=lambda i: (rank(i), i))

    def take(self, game, opts, action) -> int:
        cards = [i for i, o in enumerate(opts) if _is_card(game, o)]
        if not cards:
            return 0

        def price(i):
            return game.payments.price(action, opts[i])

        if game.gd.zone_for(action.to) == game.discard_zone:  # a gain: the dearest
            return max(cards, key=lambda i: (price(i), self.strength(game, opts[i]), -i))
        escaping = [i for i in cards if game.to_go(opts[i]) == 0]
        if escaping:
            return max(escaping, key=lambda i: (price(i), -i))
        if action.take_under is not None:
            boss = [i for i in cards if game.attached(opts[i], action.take_under)]
            if boss:
                return boss[0]

        def togo(i):
            n = game.to_go(opts[i])
            return 99 if n is None else n

        return min(cards, key=lambda i: (togo(i), -price(i), i))


def _is_card(game, option) -> bool:
    return isinstance(option, int) and not isinstance(option, bool) and 0 <= option < len(game.defs)
