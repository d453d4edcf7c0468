"""Where a card goes instead: "If a card would be put into your discard pile, put it on the
bottom of your deck instead" (heard as each move would happen: the attack when it is done, the
cards damage takes off the deck), "If an opponent's card would be discarded, ..." and "Put this
attack into your hand instead of into your discard pile" (that card's next move there)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PUNCH = "Tester: Punch Two"
RECYCLER = "Tester: Recycler"
TAXMAN = "Tester: Taxman"
BOOMERANG = "Tester: Boomerang"
TOSS = "Tester: Toss"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PUNCH, attack=2),
    vanilla(
        RECYCLER,
        attack=0,
        text="2 -> Keeper. If a card would be put into your discard pile, put it on the bottom "
        "of your deck instead.",
    ),
    vanilla(
        TAXMAN,
        attack=0,
        text="2 -> Keeper. If an opponent's card would be discarded, shuffle it into its "
        "owner's deck instead.",
    ),
    vanilla(
        BOOMERANG,
        attack=0,
        text="Put this attack into your hand instead of into your discard pile.",
    ),
    vanilla(TOSS, attack=0, text="Your opponent discards a card."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("redirects"), cards=CARDS, with_bundled=False)


def _play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_cards_that_would_go_to_the_discard_pile_go_under_the_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [PUNCH], "keepers": [RECYCLER], "deck": [BLANK] * 3},
        p2={"deck": [BLANK] * 5},
    )
    _play(g, PUNCH)
    assert cards_of(g, 0, "discard") == []
    assert cards_of(g, 0, "deck") == [PUNCH, BLANK, BLANK, BLANK]  # (the attack, at the bottom)
    # the opponent's cards still go to their own discard pile
    assert cards_of(g, 1, "discard") == [BLANK, BLANK]
    # damage taken off my deck goes under it too
    g = scenario(
        rules,
        p1={"keepers": [RECYCLER], "deck": [PUNCH, BLANK, BLANK]},
        p2={"hand": [PUNCH], "deck": [BLANK] * 5},
        active=1,
    )
    _play(g, PUNCH, 1)
    assert cards_of(g, 0, "discard") == []
    assert cards_of(g, 0, "deck") == [BLANK, BLANK, PUNCH]


def test_an_opponents_card_that_would_be_discarded_goes_into_their_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [TOSS], "keepers": [TAXMAN], "deck": [BLANK] * 3},
        p2={"hand": [PUNCH], "deck": [BLANK] * 5},
    )
    _play(g, TOSS)
    assert cards_of(g, 1, "hand") == [] and cards_of(g, 1, "discard") == []
    assert PUNCH in cards_of(g, 1, "deck")
    assert cards_of(g, 0, "discard") == [TOSS]  # (mine are not the opponent's)


def test_this_attack_goes_to_the_hand_instead_when_it_is_done(rules):
    g = scenario(rules, p1={"hand": [BOOMERANG], "deck": [BLANK] * 3}, p2={"deck": [BLANK] * 5})
    _play(g, BOOMERANG)
    assert cards_of(g, 0, "hand") == [BOOMERANG] and cards_of(g, 0, "discard") == []
    assert not any(
        e.get("t") == "move" and e.get("to") == [0, "discard"] for e in g.log.entries
    )  # (never in the discard pile: its move there was replaced)
