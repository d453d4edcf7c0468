"""Cards coming into play and leaving it: "When this Keeper comes into play", "Whenever one of
your opponent's Keepers enters play, that Keeper ...", "Whenever your opponent puts a Keeper
into play", "When this Keeper leaves play" — heard when a card becomes a Keeper or is put into
play, and when it leaves play by any way (destroyed, returned to a hand)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
JOINER = "Tester: Joiner"
WELCOME = "Tester: Welcome Party"
SENTRY = "Tester: Sentry"
FAREWELL = "Tester: Farewell"
BOUNCE = "Tester: Bounce"
SMASH = "Tester: Smash"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(JOINER, attack=2, text="2 -> Keeper."),
    vanilla(
        WELCOME,
        attack=2,
        text="2 -> Keeper. When this Keeper comes into play, draw two cards.",
    ),
    vanilla(
        SENTRY,
        attack=0,
        text="2 -> Keeper. Whenever one of your opponent's Keepers enters play, that Keeper "
        "hits your opponent for 1.",
    ),
    vanilla(
        FAREWELL,
        attack=0,
        text="2 -> Keeper. When this Keeper leaves play, draw a card.",
    ),
    vanilla(BOUNCE, attack=0, text="Return a Keeper to its owner's hand."),
    vanilla(SMASH, attack=0, text="Destroy a Keeper."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("entering"), cards=CARDS, with_bundled=False)


def _play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_a_keeper_hears_itself_come_into_play(rules):
    g = scenario(rules, p1={"hand": [WELCOME], "deck": [BLANK] * 3}, p2={"deck": [BLANK] * 9})
    _play(g, WELCOME)
    assert cards_of(g, 0, "keepers") == [WELCOME]
    assert cards_of(g, 0, "hand") == [BLANK, BLANK]


def test_an_opponents_keeper_coming_into_play_is_that_keeper(rules):
    """The Sentry's player is P2: P1's Joiner comes into play and hits P1 for 1."""
    g = scenario(
        rules,
        p1={"hand": [JOINER], "deck": [BLANK] * 5},
        p2={"keepers": [SENTRY], "deck": [BLANK] * 9},
    )
    _play(g, JOINER)
    assert cards_of(g, 0, "keepers") == [JOINER]
    assert len(cards_of(g, 0, "deck")) == 4  # (hit for 1 by its own Keeper)
    # P2's own Keepers coming into play are not heard
    g = scenario(
        rules,
        p1={"deck": [BLANK] * 5},
        p2={"hand": [JOINER], "keepers": [SENTRY], "deck": [BLANK] * 9},
        active=1,
    )
    _play(g, JOINER, 1)
    assert len(cards_of(g, 1, "deck")) == 9


@pytest.mark.parametrize("remover", [SMASH, BOUNCE])
def test_leaving_play_is_heard_however_it_leaves(rules, remover):
    g = scenario(
        rules,
        p1={"hand": [remover], "keepers": [FAREWELL], "deck": [BLANK] * 3},
        p2={"deck": [BLANK] * 9},
    )
    _play(g, remover)
    assert cards_of(g, 0, "keepers") == []
    assert BLANK in cards_of(g, 0, "hand")
