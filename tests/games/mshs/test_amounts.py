"""Computed amounts, each counted when its text resolves: "an amount equal to", "equals",
"twice", "half ..., rounded up/down", "plus/minus N", "+X, where X is ...", "to a maximum /
minimum of N", "how many", "the number of", "that card's level", "the damage this attack
did"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Tester: High", level=6, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Tester: Plain Keeper", attack=0, text="2 -> Keeper."),
    vanilla(
        "Tester: Twice Heal",
        attack=3,
        text="2 -> Heal twice the number of Keepers you have in play.",
    ),
    vanilla(
        "Tester: Half Hand",
        attack=0,
        text="This card's attack is equal to half the number of cards in your hand, rounded up.",
    ),
    vanilla(
        "Tester: Half Down",
        attack=0,
        text="This card's attack equals half the number of cards in your hand, rounded down.",
    ),
    vanilla(
        "Tester: Capped",
        attack=0,
        text="This card's attack is equal to how many cards you have in hand plus 1, "
        "to a maximum of 3.",
    ),
    vanilla(
        "Tester: Peek Power",
        attack=1,
        text="Reveal the top card of your deck. This card is attack +X, where X is that "
        "card's level.",
    ),
    vanilla(
        "Tester: Drain",
        attack=4,
        text="2 -> Heal an amount equal to the damage this attack did.",
    ),
    vanilla(
        "Tester: Counter Keeper",
        attack=0,
        text="2 -> Keeper. At the start of your turn, this Keeper hits for an amount equal to "
        "the number of cards you have in hand.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("amounts"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_heal_twice_the_number_of_keepers(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Twice Heal"],
            "keepers": ["Tester: Plain Keeper"] * 2,
            "discard": [BLANK] * 6,
        },
        p2={"deck": [BLANK] * 8},
    )
    play(g, "Tester: Twice Heal")
    assert len(cards_of(g, 0, "deck")) == 4


@pytest.mark.parametrize(
    "name,hand,damage", [("Tester: Half Hand", 3, 2), ("Tester: Half Down", 3, 1)]
)
def test_half_rounded_up_or_down(rules, name, hand, damage):
    g = scenario(rules, p1={"hand": [name] + [BLANK] * hand}, p2={"deck": [BLANK] * 8})
    play(g, name)
    assert g.damage_done(card_id(g, name)) == damage


@pytest.mark.parametrize("hand,damage", [(1, 2), (5, 3)])
def test_plus_one_to_a_maximum(rules, hand, damage):
    g = scenario(rules, p1={"hand": ["Tester: Capped"] + [BLANK] * hand}, p2={"deck": [BLANK] * 8})
    play(g, "Tester: Capped")
    assert g.damage_done(card_id(g, "Tester: Capped")) == damage


def test_plus_x_where_x_is_that_cards_level(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Peek Power"], "deck": ["Tester: High"]},
        p2={"deck": [BLANK] * 9},
    )
    play(g, "Tester: Peek Power")
    assert g.damage_done(card_id(g, "Tester: Peek Power")) == 7  # 1 + level 6


def test_heal_an_amount_equal_to_the_damage_this_attack_did(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Drain"], "discard": [BLANK] * 6},
        p2={"deck": [BLANK] * 3},
    )
    play(g, "Tester: Drain")  # the deck runs out after 3
    assert len(cards_of(g, 0, "deck")) == 3


def test_a_keeper_hits_for_an_amount_equal_to_your_hand(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Counter Keeper"], "hand": [BLANK] * 2, "deck": [BLANK] * 3},
        p2={"deck": [BLANK] * 9},
        power=1,
        active=1,
        turn=4,
    )
    g.take_turn()  # the turn's draw makes it 3 cards
    assert len(cards_of(g, 1, "deck")) == 6
