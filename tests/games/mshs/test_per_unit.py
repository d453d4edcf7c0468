"""'For each' in its variants, each counting what it says: "for each of your opponent's
Keepers", "for every two cards", a cap ("up to +4", "to a maximum of 6") and a counter's change
per card ("your power is +1 for each Keeper you have in play")."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PLAIN = "Tester: Keeper Plain"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PLAIN, level=1, attack=2, text="2 -> Keeper."),
    vanilla(
        "Tester: Theirs",
        attack=0,
        text="This card is attack +2 for each of your opponent's Keepers.",
    ),
    vanilla(
        "Tester: Pairs",
        attack=0,
        text="This card is attack +1 for every 2 cards in your opponent's hand.",
    ),
    vanilla(
        "Tester: Capped",
        attack=0,
        text="This card is attack +1 for each card in your hand, up to +4.",
    ),
    vanilla("Tester: Capped Heal", attack=0, text="Heal 2 for each Keeper you control, up to 3."),
    vanilla(
        "Tester: Rally",
        attack=0,
        text="2 -> Keeper. Your power is +1 for each Keeper you have in play.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("per_unit"), cards=CARDS, with_bundled=False)


def attack(g, name):
    """The damage the card does when played (its attack: the deck has enough to take it)."""
    g.play_card(0, card_id(g, name, 0, "hand"))
    return g.damage_done(card_id(g, name))


@pytest.mark.parametrize("theirs,value", [(0, 0), (1, 2), (3, 6)])
def test_for_each_of_your_opponents_keepers(rules, theirs, value):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Theirs"], "keepers": [PLAIN] * 2},
        p2={"keepers": [PLAIN] * theirs, "deck": [BLANK] * 8},
    )
    assert attack(g, "Tester: Theirs") == value  # (yours do not count)


@pytest.mark.parametrize("in_hand,value", [(1, 0), (2, 1), (5, 2)])
def test_for_every_two_cards_counts_whole_pairs(rules, in_hand, value):
    g = scenario(
        rules, p1={"hand": ["Tester: Pairs"]}, p2={"hand": [BLANK] * in_hand, "deck": [BLANK] * 8}
    )
    assert attack(g, "Tester: Pairs") == value


@pytest.mark.parametrize("others,value", [(3, 3), (6, 4)])
def test_up_to_caps_the_total(rules, others, value):
    g = scenario(
        rules, p1={"hand": ["Tester: Capped"] + [BLANK] * others}, p2={"deck": [BLANK] * 8}
    )
    assert attack(g, "Tester: Capped") == value


@pytest.mark.parametrize("keepers,healed", [(1, 2), (3, 3)])
def test_a_capped_heal(rules, keepers, healed):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Capped Heal"], "keepers": [PLAIN] * keepers, "discard": [BLANK] * 5},
    )
    g.play_card(0, card_id(g, "Tester: Capped Heal", 0, "hand"))
    assert cards_of(g, 0, "discard").count(BLANK) == 5 - healed


def test_a_counter_change_per_card(rules):
    g = scenario(rules, p1={"keepers": ["Tester: Rally", PLAIN, PLAIN]}, power=5)
    assert g.counter_for("power", 0) == 8  # three Keepers in play
    g.destroy(card_id(g, PLAIN, 0, "keepers"))
    assert g.counter_for("power", 0) == 7
    assert g.counter_for("power", 1) == 5  # (your power only)
