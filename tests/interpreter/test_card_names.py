"""A card's names can change like its stats ("This card is also an Animal card.", "Choose a
Factor. This card is that Factor."), and conditions can ask what two cards share, whether a
zone is empty, and join conditions with "or" and "and"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = vanilla("Name: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
ALSO = vanilla(
    "Name: Also Animal",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="2 -> Keeper. This card is also an Animal card.",
)
CHOSEN = vanilla(
    "Name: Chosen",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="Choose a Factor. This card is that Factor.",
)
COUNT = vanilla(
    "Name: Counter",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="Draw a card for each Animal card you have in play.",
)
SHARES = vanilla(
    "Name: Sharer",
    level=1,
    attack=0,
    factors=["Speed", "Animal"],
    block="Tech",
    text="Reveal the top card of your deck. If it shares a Factor "
    "with this card, put it into your hand.",
)
EITHER = vanilla(
    "Name: Either",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="If your deck is empty or your power is 5 or more, draw a card.",
)
BOTH = vanilla(
    "Name: Both",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="If your hand is empty and your power is 5 or more, draw a card.",
)
ANIMAL = vanilla("Name: Animal", level=9, attack=1, factors=["Animal"], block="Energy")
B = BLANK["name"]


@pytest.fixture(scope="module")
def rules(sets_root):
    return card_set(
        sets_root,
        "mshs",
        [BLANK, ALSO, CHOSEN, COUNT, SHARES, EITHER, BOTH, ANIMAL],
        with_bundled=False,
    )


def _run(g, name, player=0):
    card = card_id(g, name)
    g.run_ability(g.defs[card].play[0], g.context(card, player, None))


def test_a_name_added_to_a_card_counts_while_it_holds(rules):
    g = scenario(
        rules,
        p1={"keepers": [ALSO["name"]], "hand": [COUNT["name"]], "deck": [B] * 5},
        p2={"deck": [B] * 5},
    )
    also = card_id(g, ALSO["name"])
    assert g.has_name(also, "animal", ("factor",))  # (it is in play: its static holds)
    _run(g, COUNT["name"])
    assert len(cards_of(g, 0, "hand")) == 2
    g.move(also, 0, "discard")  # out of play: it is not
    assert not g.has_name(also, "animal", ("factor",))


def test_a_card_becomes_the_chosen_name(rules):
    g = scenario(
        rules,
        p1={"hand": [CHOSEN["name"]], "deck": [B] * 5},
        p2={"deck": [B] * 5},
        answers={0: ["Elemental"]},
    )
    chosen = card_id(g, CHOSEN["name"])
    _run(g, CHOSEN["name"])
    assert g.names_of(chosen, "factor") == {"elemental"}
    assert g.has_name(chosen, "elemental", ("factor",))
    assert not g.has_name(chosen, "strength", ("factor",))


@pytest.mark.parametrize("top, kept", [(ANIMAL["name"], True), (B, False)])
def test_shares_a_name_of_a_kind(rules, top, kept):
    g = scenario(rules, p1={"hand": [SHARES["name"]], "deck": [B, top]}, p2={"deck": [B]})
    _run(g, SHARES["name"])
    assert (top in cards_of(g, 0, "hand")) is kept


@pytest.mark.parametrize("power, drawn", [(1, 0), (5, 1)])
def test_either_condition(rules, power, drawn):
    g = scenario(
        rules, p1={"keepers": [EITHER["name"]], "deck": [B] * 3}, p2={"deck": [B]}, power=power
    )
    _run(g, EITHER["name"])
    assert len(cards_of(g, 0, "hand")) == drawn


@pytest.mark.parametrize("hand, power, drawn", [([], 5, 1), ([B], 5, 0), ([], 1, 0)])
def test_both_conditions_and_an_empty_zone(rules, hand, power, drawn):
    g = scenario(
        rules,
        p1={"keepers": [BOTH["name"]], "hand": hand, "deck": [B] * 3},
        p2={"deck": [B]},
        power=power,
    )
    _run(g, BOTH["name"])
    assert len(cards_of(g, 0, "hand")) == len(hand) + drawn
