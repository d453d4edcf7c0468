"""Cards that move to their owners' zones: "Return all Keepers to their owners' hands" sends
each card to its own owner's hand (not all to one player's), and "its owner's deck" of one card
is that card's owner's, whoever controls it."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
HITTER = "Tester: Hitter Keeper"
BOUNCE = "Tester: Bounce All"
TUCK = "Tester: Tuck All"
SHUFFLE = "Tester: Shuffle All"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(
        HITTER, attack=0, text="2 -> Keeper. At the start of your turn, this Keeper hits for 2."
    ),
    vanilla(BOUNCE, attack=0, text="Return all Keepers to their owners' hands."),
    vanilla(TUCK, attack=0, text="Put all Keepers on the bottom of their owners' decks."),
    vanilla(SHUFFLE, attack=0, text="Shuffle all Keepers into their owners' decks."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("owners"), cards=CARDS, with_bundled=False)


def test_each_keeper_returns_to_its_own_owners_hand(rules):
    g = scenario(
        rules,
        p1={"hand": [BOUNCE], "keepers": [HITTER], "deck": [BLANK] * 5},
        p2={"keepers": [HITTER, HITTER], "deck": [BLANK] * 5},
    )
    g.play_card(0, card_id(g, BOUNCE, 0, "hand"))
    assert cards_of(g, 0, "hand") == [HITTER]
    assert cards_of(g, 1, "hand") == [HITTER, HITTER]
    assert cards_of(g, 0, "keepers") == cards_of(g, 1, "keepers") == []


def test_each_keeper_goes_under_its_own_owners_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [TUCK], "keepers": [HITTER], "deck": [BLANK] * 5},
        p2={"keepers": [HITTER], "deck": [BLANK] * 5},
    )
    g.play_card(0, card_id(g, TUCK, 0, "hand"))
    assert cards_of(g, 0, "deck")[0] == HITTER and len(cards_of(g, 0, "deck")) == 6
    assert cards_of(g, 1, "deck")[0] == HITTER and len(cards_of(g, 1, "deck")) == 6


def test_each_keeper_is_shuffled_into_its_own_owners_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [SHUFFLE], "keepers": [HITTER], "deck": [BLANK] * 5},
        p2={"keepers": [HITTER, HITTER], "deck": [BLANK] * 5},
    )
    g.play_card(0, card_id(g, SHUFFLE, 0, "hand"))
    assert cards_of(g, 0, "deck").count(HITTER) == 1
    assert cards_of(g, 1, "deck").count(HITTER) == 2
