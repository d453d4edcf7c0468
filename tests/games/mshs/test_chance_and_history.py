"""Coin flips in their wordings ("if heads", "if you get heads", "flip a coin twice", "flip a
coin until it comes up tails"), "win/lose the game", what was played this turn / this game, and
zone moves ("take the top card", "put ... on the bottom of ...")."""

import pytest
from cardsmith.interpreter.engine import GameOver
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
HIGH = "Filler: High"
RED = "Filler: Animal"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(HIGH, level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla(RED, level=1, attack=0, factors=["Animal"], block="Energy"),
    vanilla("Tester: Heads", attack=0, text="Flip a coin. If heads, draw a card."),
    vanilla("Tester: Get Heads", attack=0, text="Flip a coin. If you get heads, draw two cards."),
    vanilla(
        "Tester: Streak",
        attack=0,
        text="Flip a coin until it comes up tails. Draw a card for each heads.",
    ),
    vanilla(
        "Tester: Double",
        attack=0,
        text="Flip a coin twice. If both are heads, draw a card.",
    ),
    vanilla("Tester: Victory", attack=0, text="You win the game."),
    vanilla("Tester: Defeat", attack=0, text="Your opponent loses the game."),
    vanilla(
        "Tester: Follow Up",
        attack=0,
        text="If you played an Animal card this turn, draw a card.",
    ),
    vanilla(
        "Tester: Veteran",
        attack=0,
        text="If you played two or more Animal cards this game, draw two cards.",
    ),
    vanilla("Tester: Take", attack=0, text="Take the top card of your opponent's deck."),
    vanilla(
        "Tester: Bury",
        attack=0,
        text="Move the top card of your opponent's discard pile to the bottom of their deck.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("chance"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def coins(g) -> list[str]:
    return [e["result"] for e in g.log.entries if e["t"] == "rng" and e["what"] == "coin"]


def flipped(rules, name, seeds=range(12)):
    """For each seed: the coins the card flipped and the cards it drew."""
    out = []
    for seed in seeds:
        g = scenario(rules, p1={"hand": [name], "deck": [BLANK] * 12}, seed=seed)
        play(g, name)
        out.append((coins(g), len(cards_of(g, 0, "hand"))))
    return out


@pytest.mark.parametrize("name,per_heads", [("Tester: Heads", 1), ("Tester: Get Heads", 2)])
def test_if_heads_draws_only_when_the_coin_shows_heads(rules, name, per_heads):
    seen = set()
    for flips, drawn in flipped(rules, name):
        assert len(flips) == 1
        assert drawn == (per_heads if flips[0] == "heads" else 0)
        seen.add(flips[0])
    assert seen == {"heads", "tails"}  # (these seeds show both sides)


def test_flip_until_tails_draws_a_card_for_each_heads_before_it(rules):
    lengths = set()
    for flips, drawn in flipped(rules, "Tester: Streak"):
        assert flips[-1] == "tails" and "tails" not in flips[:-1]
        assert drawn == len(flips) - 1
        lengths.add(len(flips))
    assert len(lengths) > 1  # (some seeds flip heads first)


def test_flip_twice_and_both_heads(rules):
    outcomes = set()
    for flips, drawn in flipped(rules, "Tester: Double", seeds=range(20)):
        assert len(flips) == 2
        both = flips == ["heads", "heads"]
        assert drawn == (1 if both else 0)
        outcomes.add(both)
    assert outcomes == {True, False}


@pytest.mark.parametrize("name", ["Tester: Victory", "Tester: Defeat"])
def test_a_card_can_win_or_lose_the_game(rules, name):
    g = scenario(rules, p1={"hand": [name], "deck": [BLANK]}, p2={"deck": [BLANK]})
    with pytest.raises(GameOver):
        play(g, name)
    assert g.state.outcome.winners == (0,) or list(g.state.outcome.winners) == [0]
    assert "Tester:" in g.state.outcome.reason


def test_your_opponent_wins_when_you_lose(rules):
    g = scenario(rules, p1={"deck": [BLANK]}, p2={"hand": ["Tester: Defeat"], "deck": [BLANK]})
    g.state.active = 1
    with pytest.raises(GameOver):
        play(g, "Tester: Defeat", player=1)
    assert list(g.state.outcome.winners) == [1]


@pytest.mark.parametrize("first,drawn", [(RED, 1), (BLANK, 0)])
def test_if_you_played_a_kind_of_card_this_turn(rules, first, drawn):
    g = scenario(rules, p1={"hand": [first, "Tester: Follow Up"], "deck": [HIGH] * 3})
    play(g, first)
    play(g, "Tester: Follow Up")
    assert cards_of(g, 0, "hand") == [HIGH] * drawn


def test_played_this_turn_forgets_last_turn(rules):
    g = scenario(rules, p1={"hand": [RED, "Tester: Follow Up"], "deck": [HIGH] * 3})
    play(g, RED)
    g.state.turn += 2  # (a later turn of the same player)
    play(g, "Tester: Follow Up")
    assert cards_of(g, 0, "hand") == []


@pytest.mark.parametrize("reds,drawn", [(2, 2), (1, 0)])
def test_if_you_played_two_or_more_this_game_counts_every_turn(rules, reds, drawn):
    g = scenario(rules, p1={"hand": [RED] * reds + ["Tester: Veteran"], "deck": [HIGH] * 3})
    for _ in range(reds):
        play(g, RED)
        g.state.turn += 2  # (each on a turn of its own)
    play(g, "Tester: Veteran")
    assert cards_of(g, 0, "hand") == [HIGH] * drawn


def test_take_the_top_card_of_a_deck_puts_it_into_your_hand(rules):
    g = scenario(rules, p1={"hand": ["Tester: Take"]}, p2={"deck": [BLANK, HIGH]})
    play(g, "Tester: Take")
    assert cards_of(g, 0, "hand") == [HIGH]
    assert cards_of(g, 1, "deck") == [BLANK]


def test_move_the_top_of_a_discard_pile_to_the_bottom_of_a_deck(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Bury"]},
        p2={"deck": [BLANK, BLANK], "discard": [RED, HIGH]},
    )
    play(g, "Tester: Bury")
    assert cards_of(g, 1, "deck") == [HIGH, BLANK, BLANK]  # (bottom first)
    assert cards_of(g, 1, "discard") == [RED]
