"""The reference: Marvel Super Hero Squad's vanilla rules as a plain hand-written Python loop.

Cards without text: level, attack, factors and a blocking icon.  Two players, decks of 40,
hands of 4, a coin for the first player and for the power each turn (not on the first
player's first turn), one attack a turn, blocks from the hand (one per factor, each counts
as a point of damage) or from the deck (a matching icon stops the damage; the last point
doesn't help), the rest from the hand when the deck runs out, hand limit 8, and the win at the
end of a turn when the opponent has no hand and no deck.  Random choices everywhere.

This is what ``bench_engine.py`` compares the engine against on decks of text-less cards:
the engine must run the same game within 4x of this loop's speed.
"""

from __future__ import annotations

import random
import time

FACTORS = ("Animal", "Strength", "Elemental", "Energy", "Tech", "Speed")


def make_deck(rng: random.Random, size: int = 40):
    """(level, attack, factor bits, block bits) tuples: a plausible vanilla deck."""
    deck = []
    for _ in range(size):
        level = rng.choice((1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8))
        attack = level + rng.randint(1, 3)
        f = 1 << rng.randrange(6)
        if rng.random() < 0.1:
            f |= 1 << rng.randrange(6)
        deck.append((level, attack, f, 1 << rng.randrange(6)))
    return deck


def play(deck1, deck2, seed: int, max_turns: int = 200) -> int:
    """Play one game; returns the winner (0 or 1), or -1 for a draw at the turn limit."""
    rng = random.Random(seed)
    decks = [list(deck1), list(deck2)]
    rng.shuffle(decks[0])
    rng.shuffle(decks[1])
    hands = [[decks[0].pop() for _ in range(4)], [decks[1].pop() for _ in range(4)]]
    discard = [[], []]
    active = rng.randrange(2)
    first = active
    power = 1
    for turn in range(max_turns):
        if not (turn == 0 and active == first) and rng.random() < 0.5 and power < 20:
            power += 1
        me, opp = active, 1 - active
        if decks[me]:
            hands[me].append(decks[me].pop())
        playable = [c for c in hands[me] if c[0] <= power]
        if playable and rng.random() < 0.9:
            card = rng.choice(playable)
            hands[me].remove(card)
            _, attack, factors, _ = card
            need = factors
            damage = 0
            # blocks from the hand, one factor at a time, each a point of damage
            while need and damage < attack:
                blockers = [c for c in hands[opp] if c[3] & need]
                if not blockers or rng.random() < 0.5:
                    break
                b = rng.choice(blockers)
                hands[opp].remove(b)
                discard[opp].append(b)
                need &= ~b[3]
                damage += 1
            while need and damage < attack:
                if decks[opp]:
                    c = decks[opp].pop()
                elif hands[opp]:
                    c = hands[opp].pop(rng.randrange(len(hands[opp])))
                else:
                    break
                discard[opp].append(c)
                damage += 1
                if damage < attack and c[3] & need:
                    need &= ~c[3]
            discard[me].append(card)
        while len(hands[me]) > 8:
            discard[me].append(hands[me].pop(rng.randrange(len(hands[me]))))
        opp_out = not decks[opp] and not hands[opp]
        me_out = not decks[me] and not hands[me]
        if opp_out:
            return me
        if me_out:
            return opp
        active = opp
    return -1


def main(games: int = 20000) -> float:
    rng = random.Random(1)
    d1, d2 = make_deck(rng), make_deck(rng)
    start = time.perf_counter()
    wins = [0, 0, 0]
    for g in range(games):
        wins[play(d1, d2, g)] += 1
    elapsed = time.perf_counter() - start
    rate = games / elapsed
    print(f"vanilla loop: {games} games in {elapsed:.2f}s = {rate:,.0f} games/s "
          f"(wins {wins[0]}/{wins[1]}, draws {wins[2]})")
    return rate


if __name__ == "__main__":
    main()
