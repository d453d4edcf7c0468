"""A simple heuristic player: plays the strongest card it may, blocks when blocking saves the
most, says yes to every "you may", and gives up its weakest cards first.

It looks only at what its player may see: the options it is offered (its own hand, public
cards) and their printed or public values; a card it may not see comes face down, and among
face-down cards alone it picks at random.  How strong a card is comes from the game's
``strength`` verb when it has one, else from the sum of the card's stats ("all STATS").
"""

from __future__ import annotations

import random

from .agents import Agent, FaceDown


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
        if not cards and opts and all(isinstance(o, FaceDown) for o in opts):
            return self.rng.randrange(len(opts))
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


def _is_card(game, option) -> bool:
    return isinstance(option, int) and not isinstance(option, bool) and 0 <= option < len(game.defs)
