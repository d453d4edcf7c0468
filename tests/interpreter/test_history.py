"""Turn history: every event of a turn that card text can ask about is kept with its cards and
players, and the text's questions ("damage you took last turn", "if another card damaged your
opponent this turn", "if you didn't attack last turn", "for each point your power went up")
are answered from that record — the same whether the game is logged or not."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = vanilla("Past: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
HIT3 = vanilla("Past: Hit Three", level=1, attack=3, factors=["Strength"], block="Tech")
TOOK = vanilla(
    "Past: Took",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="Draw cards equal to the amount of damage you took last turn.",
)
OTHER = vanilla(
    "Past: Other",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="If another card damaged your opponent this turn, draw a card.",
)
IDLE = vanilla(
    "Past: Idle",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="If you didn't attack your opponent last turn, draw a card.",
)
B = BLANK["name"]


@pytest.fixture(scope="module")
def rules(sets_root):
    return card_set(sets_root, "mshs", [BLANK, HIT3, TOOK, OTHER, IDLE], with_bundled=False)


def test_the_history_keeps_the_kinds_of_events_the_texts_ask_about(rules, sets_root):
    assert rules.history_kinds == {"damage", "play"}
    plain = card_set(sets_root, "mshs", [BLANK, HIT3], with_bundled=False)
    assert plain.history_kinds == frozenset()


@pytest.mark.parametrize("log", [True, False])
def test_damage_you_took_last_turn(rules, log):
    g = scenario(
        rules,
        p1={"hand": [HIT3["name"]], "deck": [B] * 5},
        p2={"hand": [TOOK["name"]], "deck": [B] * 9},
        power=3,
        turn=4,
        log=log,
    )
    g.play_card(0, card_id(g, HIT3["name"]))
    g.state.turn += 1
    g.state.active = 1
    g.play_card(1, card_id(g, TOOK["name"]))
    assert len(cards_of(g, 1, "hand")) == 3


@pytest.mark.parametrize("log", [True, False])
def test_another_card_damaged_your_opponent_this_turn(rules, log):
    g = scenario(
        rules,
        p1={"hand": [HIT3["name"], OTHER["name"]], "deck": [B] * 5},
        p2={"deck": [B] * 9},
        power=3,
        turn=4,
        log=log,
    )
    g.play_card(0, card_id(g, OTHER["name"]))
    assert len(cards_of(g, 0, "hand")) == 1  # nothing damaged them yet
    g.play_card(0, card_id(g, HIT3["name"]))
    g.state.where[card_id(g, OTHER["name"])] = None
    g.move(card_id(g, OTHER["name"]), 0, "hand")
    g.play_card(0, card_id(g, OTHER["name"]))
    assert len(cards_of(g, 0, "hand")) == 1  # (the draw replaced the card played)


@pytest.mark.parametrize("log", [True, False])
@pytest.mark.parametrize("later, drawn", [(1, 0), (2, 1)])
def test_you_didnt_attack_last_turn(rules, log, later, drawn):
    """An attack on turn 4: on turn 5 "last turn" had it; on turn 6 it did not."""
    g = scenario(
        rules,
        p1={"hand": [HIT3["name"], IDLE["name"]], "deck": [B] * 5},
        p2={"deck": [B] * 9},
        power=3,
        turn=4,
        log=log,
    )
    g.play_card(0, card_id(g, HIT3["name"]))
    assert [e.player for e in g.state.history[4] if e.kind == "play"] == [0]
    g.state.turn += later
    g.verb("play")(g, 0, card_id(g, IDLE["name"]))
    assert len(cards_of(g, 0, "hand")) == drawn


def test_every_coin_flip_is_an_event_heads_or_tails(rules):
    g = scenario(rules, p1={"deck": [B] * 5}, p2={"deck": [B] * 5}, log=True)
    sides = [g.flip("test") for _ in range(12)]
    coins = [e for e in g.log.entries if e["t"] == "event" and e["kind"] == "coin"]
    assert len(coins) == 12 and "tails" in sides and "heads" in sides
