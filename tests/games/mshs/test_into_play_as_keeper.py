"""Cards put "into play as a Keeper" (or "as Keepers") go where Keepers are and are Keepers
there: their own Keeper abilities work, and they count as Keepers; "as a Keeper" anywhere else
is an error of meaning."""

import pytest
from cardsmith.dsl.parser import TextError
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
ANIMAL = "Keeper: Animal Biter"
RAISE = "Tester: Raise"
BRING = "Tester: Bring Two"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(
        ANIMAL,
        attack=0,
        factors=["Animal"],
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
    ),
    vanilla(
        RAISE,
        attack=0,
        text="If the top card of your discard pile is an Animal card, put it into play as a "
        "Keeper.",
    ),
    vanilla(
        BRING,
        attack=0,
        text="Put up to two Animal cards from your hand into play as Keepers.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("as_keeper"), cards=CARDS, with_bundled=False)


@pytest.mark.parametrize("top,raised", [(ANIMAL, [ANIMAL]), (BLANK, [])])
def test_the_top_card_of_the_discard_pile_put_into_play_as_a_keeper(rules, top, raised):
    g = scenario(rules, p1={"hand": [RAISE], "discard": [top]}, p2={"deck": [BLANK] * 6})
    g.play_card(0, card_id(g, RAISE, 0, "hand"))
    assert cards_of(g, 0, "keepers") == raised


def test_cards_put_into_play_as_keepers_hit_as_keepers_do(rules):
    g = scenario(
        rules,
        p1={"hand": [BRING, ANIMAL, ANIMAL, BLANK], "deck": [BLANK] * 4},
        p2={"deck": [BLANK] * 8},
        answers={0: [ANIMAL, ANIMAL, "done"]},
        active=1,
        power=1,
    )
    g.play_card(0, card_id(g, BRING, 0, "hand"))
    assert cards_of(g, 0, "keepers") == [ANIMAL, ANIMAL]
    g.take_turn()  # their turn start: each hits for 2
    assert len(cards_of(g, 1, "discard")) == 4


def test_as_a_keeper_where_keepers_are_not_is_an_error(rules):
    read = rules.cardset.language.read(
        "Put a card from your hand into your discard pile as a Keeper."
    )
    assert isinstance(read, TextError) and read.code == "E-MEANING"
