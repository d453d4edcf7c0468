"""The reference: Marvel Super Hero Squad's vanilla rules as a plain hand-written Python loop.

Cards without text: level, attack, factors and a blocking icon.  Two players, decks of 40,
hands of 4, a coin for the first player and for the power each turn (not on the first
player's first turn), one attack a turn, blocks from the hand (one per factor, each counts
as a point of damage) or from the deck (a matching icon stops the damage; the last point
doesn't help), the rest from the hand when the deck runs out, hand limit 8, and the win at the
end of a turn when the opponent has no hand and no deck.  Every choice is uniformly random
among the legal options, as the engine's random agent makes it.

``bench_engine.py`` runs the engine on the same decks with their text taken away and compares.
The loop plays the engine's very games: the same seed gives the same shuffles, coins and
random choices, so the same winner after the same number of turns
(tests/games/mshs/test_reference_loop.py).
"""

from __future__ import annotations

import random
import time

FACTORS = ("Animal", "Strength", "Elemental", "Energy", "Tech", "Speed")


def deck_from_cards(cards):
    """(level, attack, factors, block) tuples from card mappings (MSHS fields)."""
    out = []
    for c in cards:
        attack = c["attack"] if isinstance(c["attack"], int) else 0
        out.append((c["level"], attack, tuple(c["factors"]), c["block"]))
    return out


def play(deck1, deck2, seed: int, max_turns: int = 300) -> tuple[int, int]:
    """One game; (winner 0/1 or -1 for a draw, turns)."""
    rng = random.Random(seed)
    agents = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    decks = [list(deck1), list(deck2)]
    rng.shuffle(decks[0])
    rng.shuffle(decks[1])
    hands = [[], []]
    for p in (0, 1):
        for _ in range(4):
            hands[p].append(decks[p].pop())
    discard = [[], []]
    active = 0 if rng.random() < 0.5 else 1
    power = 1
    turn = 0
    while turn < max_turns:
        if turn > 0:
            active = 1 - active
        turn += 1
        me, opp = active, 1 - active
        if turn > 1 and rng.random() < 0.5 and power < 20:
            power += 1
        if decks[me]:
            hands[me].append(decks[me].pop())
        hand = hands[me]
        options = [i for i, c in enumerate(hand) if c[0] <= power]
        if options:
            pick = int(agents[me].random() * (len(options) + 1))
            if pick < len(options):
                card = hand.pop(options[pick])  # (this very card: copies are alike, not one)
                attack = card[1]
                need = list(card[2])
                done = 0
                stopped = False
                ai = agents[opp]
                while need and done < attack:
                    held = hands[opp]
                    blockers = [i for i, c in enumerate(held) if c[3] in need]
                    if not blockers:
                        break
                    k = int(ai.random() * (len(blockers) + 1))
                    if k == len(blockers):
                        break
                    b = held.pop(blockers[k])
                    discard[opp].append(b)
                    need.remove(b[3])
                    done += 1
                    if not need:
                        stopped = True
                while not stopped and done < attack:
                    if decks[opp]:
                        c = decks[opp].pop()
                    elif hands[opp]:
                        h = hands[opp]
                        c = h.pop(int(ai.random() * len(h))) if len(h) > 1 else h.pop()
                    else:
                        break
                    discard[opp].append(c)
                    done += 1
                    if done < attack and c[3] in need:
                        need.remove(c[3])
                        if not need:
                            stopped = True
                discard[me].append(card)
        h = hands[me]
        while len(h) > 8:
            discard[me].append(h.pop(int(agents[me].random() * len(h))))
        me_out = not decks[me] and not hands[me]
        opp_out = not decks[opp] and not hands[opp]
        if me_out and opp_out:
            return me, turn
        if opp_out:
            return me, turn
        if me_out:
            return opp, turn
    return -1, turn


def run(decks: dict, games: int) -> tuple[float, float]:
    """games/s and mean turns over ``games`` games of the given decks (all pairings)."""
    names = list(decks)
    start = time.process_time()
    turns = 0
    for g in range(games):
        a, b = names[g % len(names)], names[(g // len(names)) % len(names)]
        turns += play(decks[a], decks[b], g)[1]
    elapsed = time.process_time() - start
    return games / elapsed, turns / games


if __name__ == "__main__":
    from cardsmith.dsl.cardset import load_cardset

    cs = load_cardset("mshs")
    by_name = {c.name: c.fields for c in cs.cards}
    decks = {
        k: deck_from_cards([by_name[n] for n, cnt in d.cards.items() for _ in range(cnt)])
        for k, d in cs.decks.items()
    }
    rate, turns = run(decks, 20000)
    print(f"vanilla loop: {rate:,.0f} games/s, {turns:.1f} turns a game")
