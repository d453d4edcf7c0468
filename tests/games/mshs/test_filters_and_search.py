"""Filters and conditions on the table: "with a Tech blocking icon", "with that blocking icon",
"the card with the highest level", "your level 2 Animal cards", "if there is a X in play",
"if it has at least two X cards" (the zone just revealed), a trigger's "unless", "search your
deck for X", "X is blocked by a card from your hand"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
TECH_WALL = "Blocker: Tech Wall"
KEEP_T = "Keeper: Tech Icon"
KEEP_E = "Keeper: Energy Icon"
KEEP_ANIMAL = "Keeper: Animal Stay"
LOW = "Filler: Low Two"
HIGH = "Filler: High Seven"
PUNCH = "Tester: Punch Two"
ICON = "Tester: Icon Sweep"
THAT_ICON = "Tester: That Icon"
HIGHEST = "Tester: Highest"
THERE = "Tester: There Is"
IT_HAS = "Tester: It Has"
UNLESS = "Keeper: Unless"
SEARCH = "Tester: Search"
BLOCKED_BY = "Keeper: Blocked By"
FAST = "Tester: Unblockable Animals"
SHUFFLE = "Tester: Shuffle Draw"
PUNISH = "Tester: Unless They Discard"
ANIMAL_HIT = "Tester: Animal Hit"
ANIMAL_TWO = "Tester: Animal Two"
ANIMAL_WALL = "Blocker: Animal Wall"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(TECH_WALL, level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla(KEEP_T, attack=0, factors=["Strength"], block="Tech", text="2 -> Keeper."),
    vanilla(KEEP_E, attack=0, factors=["Tech"], block="Energy", text="2 -> Keeper."),
    vanilla(KEEP_ANIMAL, attack=0, factors=["Animal"], block="Energy", text="2 -> Keeper."),
    vanilla(LOW, level=2, attack=1, factors=["Tech"], block="Energy"),
    vanilla(HIGH, level=7, attack=1, factors=["Tech"], block="Energy"),
    vanilla(PUNCH, attack=2, factors=["Strength"]),
    vanilla(ICON, attack=2, text="2 -> Destroy each Keeper with a Tech blocking icon."),
    vanilla(
        THAT_ICON,
        attack=2,
        text="2 -> Choose a Factor. Destroy all of your opponent's Keepers with that blocking "
        "icon.",
    ),
    vanilla(HIGHEST, attack=2, text="2 -> Your opponent discards the card with the highest level."),
    vanilla(THERE, attack=1, text="If there is an Animal Keeper in play, draw two cards."),
    vanilla(
        IT_HAS,
        attack=0,
        text="Reveal your hand. If it has at least two Tech cards, this card is attack +4.",
    ),
    vanilla(
        UNLESS,
        attack=0,
        text="2 -> Keeper. This Keeper hits for 2 at the start of your turn unless your "
        "opponent has a Keeper in play.",
    ),
    vanilla(
        SEARCH,
        attack=2,
        text="2 -> Search your deck for a Tech card of level 3 or less and put it into your "
        "hand. Then shuffle your deck.",
    ),
    vanilla(
        BLOCKED_BY,
        attack=0,
        text="2 -> Keeper. Whenever an attack is blocked by a card from your hand, draw a card.",
    ),
    vanilla(FAST, attack=0, text="2 -> Keeper. Your level 1 Animal cards are unblockable."),
    vanilla(
        SHUFFLE,
        attack=2,
        text="2 -> Your opponent shuffles their hand into their deck, then draws that many cards.",
    ),
    vanilla(
        PUNISH,
        attack=2,
        text="2 -> Destroy an opponent's Keeper unless your opponent discards a Tech card from "
        "their hand.",
    ),
    vanilla(ANIMAL_HIT, level=1, attack=2, factors=["Animal"]),
    vanilla(ANIMAL_TWO, level=2, attack=2, factors=["Animal"]),
    vanilla(ANIMAL_WALL, level=9, attack=1, factors=["Energy"], block="Animal"),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("filters_search"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def names(g, player, zone):
    return sorted(cards_of(g, player, zone))


def test_with_a_blocking_icon(rules):
    g = scenario(
        rules,
        p1={"hand": [ICON], "keepers": [KEEP_T]},
        p2={"keepers": [KEEP_T, KEEP_E], "deck": [BLANK] * 8},
    )
    play(g, ICON)
    assert cards_of(g, 0, "keepers") == [] and cards_of(g, 1, "keepers") == [KEEP_E]


@pytest.mark.parametrize("factor, left", [("Energy", [KEEP_T]), ("Tech", [KEEP_E])])
def test_with_that_blocking_icon(rules, factor, left):
    g = scenario(
        rules,
        p1={"hand": [THAT_ICON]},
        p2={"keepers": [KEEP_T, KEEP_E], "deck": [BLANK] * 8},
        answers={0: [factor]},
    )
    play(g, THAT_ICON)
    assert cards_of(g, 1, "keepers") == left


def test_the_card_with_the_highest_level(rules):
    g = scenario(
        rules,
        p1={"hand": [HIGHEST]},
        p2={"hand": [LOW, HIGH, BLANK], "deck": [BLANK] * 8},
    )
    play(g, HIGHEST)
    assert names(g, 1, "hand") == sorted([LOW, BLANK])


@pytest.mark.parametrize("there, drawn", [(True, 2), (False, 0)])
def test_if_there_is_a_keeper_in_play(rules, there, drawn):
    g = scenario(
        rules,
        p1={"hand": [THERE], "deck": [BLANK] * 4},
        p2={"keepers": [KEEP_ANIMAL] if there else [KEEP_T], "deck": [BLANK] * 8},
    )
    play(g, THERE)
    assert len(cards_of(g, 0, "hand")) == drawn


@pytest.mark.parametrize("hand, damage", [([LOW, HIGH], 4), ([LOW, BLANK], 0)])
def test_if_it_has_at_least_two_cards(rules, hand, damage):
    g = scenario(rules, p1={"hand": [IT_HAS, *hand]}, p2={"deck": [BLANK] * 8})
    play(g, IT_HAS)
    assert len(cards_of(g, 1, "discard")) == damage


@pytest.mark.parametrize("theirs, hit", [([], 2), ([KEEP_T], 0)])
def test_a_trigger_unless(rules, theirs, hit):
    g = scenario(
        rules,
        p1={"keepers": [UNLESS], "deck": [TECH_WALL] * 4},
        p2={"keepers": theirs, "deck": [BLANK] * 8},
        power=3,
        active=1,
        turn=4,
    )
    g.take_turn()  # (their turn: its start, after the draw; nothing they can play)
    assert len(cards_of(g, 1, "discard")) == hit


def test_search_your_deck(rules):
    g = scenario(
        rules,
        p1={"hand": [SEARCH], "deck": [HIGH, LOW, BLANK, BLANK]},
        p2={"deck": [BLANK] * 8},
        answers={0: [None]},
    )
    play(g, SEARCH)
    assert cards_of(g, 0, "hand") == [LOW]  # the only Tech card of level 3 or less
    assert len(cards_of(g, 0, "deck")) == 3


@pytest.mark.parametrize("answer, hand", [(None, [BLANK]), ("take", [TECH_WALL])])
def test_blocked_by_a_card_from_your_hand(rules, answer, hand):
    g = scenario(
        rules,
        p1={"hand": [TECH_WALL], "keepers": [BLOCKED_BY], "deck": [BLANK] * 4},
        p2={"hand": [PUNCH], "deck": [BLANK] * 8},
        answers={0: [answer]},
        active=1,
    )
    play(g, PUNCH, player=1)
    assert cards_of(g, 0, "hand") == hand  # (the wall blocked, and a card was drawn)


@pytest.mark.parametrize("attack, damage", [(ANIMAL_HIT, 2), (ANIMAL_TWO, 1)])
def test_a_stat_before_the_names(rules, attack, damage):
    """Only the level 1 Animal card is unblockable: the other is stopped by the first flip."""
    g = scenario(
        rules,
        p1={"hand": [attack], "keepers": [FAST]},
        p2={"deck": [ANIMAL_WALL] * 8},
        power=3,
    )
    play(g, attack)
    assert len(cards_of(g, 1, "discard")) == damage


def test_they_shuffle_their_hand_in_and_draw_that_many(rules):
    g = scenario(
        rules,
        p1={"hand": [SHUFFLE]},
        p2={"hand": [LOW, HIGH, TECH_WALL], "deck": [BLANK] * 8},
        answers={1: ["take"]},  # (no block from the hand)
    )
    play(g, SHUFFLE)
    # the attack flipped two from their deck; then three cards went in and three came back
    assert len(cards_of(g, 1, "discard")) == 2
    assert len(cards_of(g, 1, "hand")) == 3 and len(cards_of(g, 1, "deck")) == 6


@pytest.mark.parametrize("pays, kept", [(True, [KEEP_T]), (False, [])])
def test_unless_they_discard(rules, pays, kept):
    """They may discard a Tech card to keep their Keeper; declining, they lose it."""
    g = scenario(
        rules,
        p1={"hand": [PUNISH]},
        p2={"hand": [LOW], "keepers": [KEEP_T], "deck": [BLANK] * 8},
        answers={1: [pays]},
    )
    play(g, PUNISH)
    assert cards_of(g, 1, "keepers") == kept
    assert cards_of(g, 1, "hand") == ([] if pays else [LOW])
