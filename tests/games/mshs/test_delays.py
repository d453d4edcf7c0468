"""Delayed effects: in what a threshold does once, "At the start of your next turn, draw two
cards" happens once, then, wherever the card has gone; "At the end of this turn, ..." too, with
what the ability knew ("Choose a Keeper. At the end of this turn, destroy it.")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
LATER = "Tester: Later"
BACK = "Tester: Back Later"
MARK = "Tester: Marked"
PLAIN = "Tester: Plain Keeper"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PLAIN, attack=2, text="2 -> Keeper."),
    vanilla(LATER, attack=2, text="2 -> At the start of your next turn, draw two cards."),
    vanilla(BACK, attack=0, text="At the end of this turn, return this attack to your hand."),
    vanilla(MARK, attack=0, text="Choose a Keeper. At the end of this turn, destroy it."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("delays"), cards=CARDS, with_bundled=False)


def _play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_at_the_start_of_your_next_turn_once(rules):
    g = scenario(rules, p1={"hand": [LATER], "deck": [BLANK] * 9}, p2={"deck": [BLANK] * 9})
    _play(g, LATER)
    assert cards_of(g, 0, "hand") == [] and LATER in cards_of(g, 0, "discard")
    g.take_turn()  # the opponent's turn: nothing
    assert len(cards_of(g, 0, "hand")) == 0
    g.take_turn()  # mine: my draw and the two cards
    assert len(cards_of(g, 0, "hand")) == 3
    g.take_turn()
    g.take_turn()  # only once: just my draw
    assert len(cards_of(g, 0, "hand")) == 4


def test_at_the_end_of_this_turn_it_comes_back_from_the_discard_pile(rules):
    g = scenario(
        rules,
        p1={"hand": [BACK], "deck": [BLANK] * 9},
        p2={"deck": [BLANK] * 9},
        active=1,
        answers={0: [BACK]},
    )
    g.take_turn()  # my turn: I play it in my attack step
    assert cards_of(g, 0, "hand")[-1:] == [BACK]
    assert BACK not in cards_of(g, 0, "discard")


def test_what_the_ability_chose_is_what_happens_later(rules):
    g = scenario(
        rules,
        p1={"hand": [MARK], "keepers": [PLAIN], "deck": [BLANK] * 9},
        p2={"keepers": [PLAIN], "deck": [BLANK] * 9},
        answers={0: [1]},  # the opponent's Keeper
    )
    _play(g, MARK)
    assert cards_of(g, 1, "keepers") == [PLAIN]  # (not yet)
    from cardsmith.interpreter.timing import Event

    g.emit(Event("turn_end", player=0))
    g.resolve_pending()
    assert cards_of(g, 1, "keepers") == [] and cards_of(g, 0, "keepers") == [PLAIN]
