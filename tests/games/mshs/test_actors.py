"""Other players as actors: what a sentence's subject does is done by that player, and
"their" means that player ("Your opponent reveals the top card of their deck. If it's ...,
discard it."; "your opponent may ..."; "each player heals ...")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
HIGH = "Filler: High"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: High", level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla(
        "Tester: Mill Check",
        attack=0,
        text="Your opponent reveals the top card of their deck. If it's level 5 or more, "
        "discard it.",
    ),
    vanilla(
        "Tester: Their Choice",
        attack=0,
        text="Your opponent may discard a card. If they do, they draw two cards.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("actors"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


@pytest.mark.parametrize("top,discarded", [(HIGH, [HIGH]), (BLANK, [])])
def test_your_opponent_reveals_the_top_card_of_their_deck(rules, top, discarded):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Mill Check"], "deck": [HIGH, HIGH]},
        p2={"deck": [BLANK, top]},
    )
    play(g, "Tester: Mill Check")
    assert cards_of(g, 1, "discard") == discarded  # theirs, not yours
    assert cards_of(g, 0, "deck") == [HIGH, HIGH]
    revealed = [e for e in g.log.entries if e["t"] == "reveal"]
    assert revealed and revealed[0]["player"] == 1


def test_your_opponent_may_and_they_do_it(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Their Choice"], "deck": [BLANK] * 3},
        p2={"hand": [HIGH], "deck": [BLANK] * 3},
        answers={1: [True]},
    )
    play(g, "Tester: Their Choice")
    assert cards_of(g, 1, "discard") == [HIGH]
    assert cards_of(g, 1, "hand") == [BLANK, BLANK]
    assert cards_of(g, 0, "hand") == []
