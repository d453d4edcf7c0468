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

    def strength(self, game, card, viewer=None) -> int:
        """How strong a card looks to ``viewer``: by what they can see of it (a card they
        cannot see, or one with cards attached face down, by its visible part only)."""
        v = game.gd.verbs.get("strength")
        if v is not None:
            return v(game, card)
        if viewer is not None and (
            game.gd.attachments is not None or not game.can_see(viewer, card)
        ):
            return sum(game.stat_seen(card, w, viewer) for w in game.all_stats)
        return sum(game.stat(card, w) for w in game.all_stats)

    def choose(self, game, decision) -> int:
        opts = decision.options
        kind = decision.kind
        cards = [i for i, o in enumerate(opts) if _is_card(game, o)]
        if not cards and opts and all(isinstance(o, FaceDown) for o in opts):
            return self.rng.randrange(len(opts))
        about = decision.about() if callable(decision.about) else decision.about
        me = decision.player
        if about is not None or kind in ("answer", "take", "host"):
            picked = self.weigh(game, decision, about, cards)
            if picked is not None:
                return picked
        if kind == "may":
            return opts.index(True) if True in opts else 0
        if kind == "play":
            if not cards:
                return 0
            return max(cards, key=lambda i: (self.strength(game, opts[i], me), -i))
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

    # ------------------------------------------------------------------ weighed choices
    def weigh(self, game, decision, about, cards) -> int | None:
        """Choices the engine says more about: actions by their worth, attacks that win,
        cards that help their own side, answers to opponents' abilities.  None: no view."""
        opts, kind, me = decision.options, decision.kind, decision.player
        if kind == "action" and isinstance(about, dict) and about:
            return max(range(len(opts)), key=lambda i: (about.get(opts[i], 0.0), -i))
        if kind == "attack" and about:
            return self.attack_target(game, me, opts, about)
        if kind == "attacker" and about:
            return self.attacker(game, me, opts, about)
        if kind == "choose" and about and "helps" in about:
            own = about["helps"] == "own"
            for i in cards:
                if (game.state.controller[opts[i]] == me) == own:
                    return i
            return opts.index("done") if "done" in opts else 0
        if kind == "answer":
            announcer = game.state.controller[decision.card] if decision.card is not None else me
            hurts = announcer in game.opponents(me)
            if hurts and cards:
                return cards[0]
            return opts.index("pass") if "pass" in opts else 0
        if kind in ("take", "host") and cards:
            return max(cards, key=lambda i: (self.strength(game, opts[i], me), -i))
        return None

    def attack_target(self, game, me, opts, about) -> int:
        attack, defense = about["attack"], about["defense"]
        total = sum(game.stat_seen(c, attack, me) for c in about["attackers"])
        best, pick = 0.0, None
        for i, t in enumerate(opts):
            if not _is_card(game, t):
                continue
            d = game.stat_seen(t, defense, me)
            if total >= d:
                value = 10.0 + game.stat_seen(t, attack, me) / 10 - d / 100
            elif total * 2 >= d and not game.state.status.get(t):
                value = 1.0
            else:
                continue
            if value > best:
                best, pick = value, i
        if pick is None:
            return opts.index("pass") if "pass" in opts else 0
        return pick

    def attacker(self, game, me, opts, about) -> int:
        attack, defense = about["attack"], about["defense"]
        need = game.stat_seen(about["target"], defense, me)
        total = sum(game.stat_seen(c, attack, me) for c in about["chosen"])
        if about["chosen"] and total >= need and "done" in opts:
            return opts.index("done")
        cards = [i for i, o in enumerate(opts) if _is_card(game, o)]
        return max(cards, key=lambda i: (game.stat_seen(opts[i], attack, me), -i))


def _is_card(game, option) -> bool:
    return isinstance(option, int) and not isinstance(option, bool) and 0 <= option < len(game.defs)
