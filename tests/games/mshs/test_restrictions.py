"""Restrictions on players and cards, each doing what it says where the act happens: blocks
(the game's verbs ask), misfires (a declared event), destroying, drawing and playing (the
kernel asks), with durations and limits."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
WALL = "Blocker: Strength Wall"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Blocker: Strength Wall", level=9, attack=1, factors=["Energy"], block="Strength"),
    vanilla("Tester: Punch", level=1, attack=3, factors=["Strength"]),
    vanilla("Tester: Mutant Punch", level=1, attack=1, factors=["Strength"], team="X-Men"),
    vanilla(
        "Tester: Jammer",
        attack=0,
        text="2 -> Keeper. Your opponent can't block from their hand.",
    ),
    vanilla(
        "Tester: Steady Hands",
        attack=0,
        text="2 -> Keeper. Your other Keepers can't misfire.",
    ),
    vanilla(
        "Tester: Hitter",
        attack=0,
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 2.",
    ),
    vanilla("Tester: Tough", attack=0, text="2 -> Keeper. This Keeper can't be destroyed."),
    vanilla("Tester: Wipe", attack=0, text="Destroy all Keepers."),
    vanilla(
        "Tester: Thirst",
        attack=0,
        text="You can't draw more than two cards this turn. Draw three cards.",
    ),
    vanilla(
        "Tester: Mutants Only",
        attack=0,
        text="Your opponent can only play X-Men cards until the end of their next turn.",
    ),
    vanilla(
        "Tester: Once",
        attack=0,
        text="Return this attack to your hand. You can't play it again this turn.",
    ),
    vanilla("Blocker: Small Wall", level=2, attack=1, factors=["Energy"], block="Strength"),
    vanilla("Blocker: Gadget Wall", level=9, attack=1, factors=["Tech"], block="Strength"),
    vanilla(
        "Tester: Big Only",
        attack=3,
        text="Cards of level 5 or less can't block this attack.",
    ),
    vanilla(
        "Tester: Not From Hand",
        attack=3,
        text="Your opponent can't block this attack with cards from their hand.",
    ),
    vanilla(
        "Tester: No Gadgets",
        attack=0,
        text="2 -> Keeper. Your opponent can't block your attacks with Tech cards.",
    ),
    vanilla("Tester: Hand Only", attack=3, text="This attack can only be blocked from the hand."),
    vanilla(
        "Tester: Crowd",
        attack=3,
        text="This attack can't be blocked if you have two or more Keepers in play.",
    ),
    vanilla(
        "Tester: Slick",
        attack=2,
        text="This card is attack +1 and can't be blocked from the deck.",
    ),
    vanilla(
        "Tester: Not By Strength",
        attack=3,
        factors=["Strength"],
        text="This attack can't be blocked by Energy cards.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("restrictions"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def asked(g, player, kind):
    return [d for d in g.agents[player].asked if d.kind == kind]


def test_your_opponent_cant_block_from_their_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch"], "keepers": ["Tester: Jammer"]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
    )
    play(g, "Tester: Punch")
    assert asked(g, 1, "block") == []  # never offered
    assert g.damage_done(card_id(g, "Tester: Punch")) == 3
    assert cards_of(g, 1, "hand") == [WALL]


def test_without_the_restriction_the_opponent_blocks_from_their_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch"]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    play(g, "Tester: Punch")
    assert g.damage_done(card_id(g, "Tester: Punch")) == 1  # the block stopped the rest


def test_a_keeper_that_cant_misfire_is_only_blocked(rules):
    keepers = ["Tester: Hitter", "Tester: Steady Hands"]
    g = scenario(
        rules,
        p1={"keepers": keepers, "deck": [WALL] * 3},
        p2={"deck": [BLANK] * 4 + [WALL]},
        power=3,
        active=1,
        turn=4,
    )
    g.take_turn()
    assert cards_of(g, 0, "keepers") == keepers  # the wall on top blocked: no misfire
    assert cards_of(g, 1, "discard") == [WALL]  # and the block stopped the damage


def test_the_same_keeper_misfires_without_it(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Hitter"], "deck": [WALL] * 3},
        p2={"deck": [BLANK] * 4 + [WALL]},
        power=3,
        active=1,
        turn=4,
    )
    g.take_turn()
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Tester: Hitter"]


def test_a_keeper_that_cant_be_destroyed_stays(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Wipe"], "keepers": ["Tester: Tough", "Tester: Hitter"]},
        p2={"deck": [BLANK] * 5, "keepers": ["Tester: Hitter"]},
    )
    play(g, "Tester: Wipe")
    assert cards_of(g, 0, "keepers") == ["Tester: Tough"]
    assert cards_of(g, 1, "keepers") == []


def test_cant_draw_more_than_two_cards_this_turn(rules):
    g = scenario(rules, p1={"hand": ["Tester: Thirst"], "deck": [BLANK] * 6})
    play(g, "Tester: Thirst")
    assert len(cards_of(g, 0, "hand")) == 2
    g.state.turn += 1  # the next turn: no limit
    g.expire_effects(g.state.turn - 1)
    g.draw(0, 3)
    assert len(cards_of(g, 0, "hand")) == 5


def test_can_only_play_x_men_cards_until_the_end_of_their_next_turn(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Mutants Only"], "deck": [BLANK] * 5},
        p2={"hand": ["Tester: Punch", "Tester: Mutant Punch"], "deck": [BLANK] * 5},
        power=3,
    )
    play(g, "Tester: Mutants Only")
    hand = g.state.zones[1]["hand"]
    mutant = card_id(g, "Tester: Mutant Punch", 1)
    assert g.playable(1, list(hand)) == [mutant]
    g.state.turn, g.state.active = g.state.turn + 1, 1
    g.begin_waiting_windows(1, g.state.turn)
    assert g.playable(1, list(hand)) == [mutant]
    g.state.turn += 2  # after their turn: anything again
    g.expire_effects(g.state.turn - 1)
    assert len(g.playable(1, list(hand))) == 2


def test_cant_play_it_again_this_turn(rules):
    g = scenario(rules, p1={"hand": ["Tester: Once"], "deck": [BLANK] * 5}, power=3)
    play(g, "Tester: Once")
    once = card_id(g, "Tester: Once")
    assert g.state.where[once] == (0, "hand")
    assert not g.can_play(0, once)
    g.play_card(0, once)  # (a text that plays it anyway does nothing)
    assert g.state.where[once] == (0, "hand")
    g.state.turn += 1
    g.expire_effects(g.state.turn - 1)
    assert g.can_play(0, once)


def test_cant_be_blocked_by_some_cards(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Not By Strength"]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
    )
    play(g, "Tester: Not By Strength")
    assert asked(g, 1, "block") == []  # the wall is an Energy card
    assert g.damage_done(card_id(g, "Tester: Not By Strength")) == 3


def test_small_cards_cant_block_this_attack(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Big Only"]},
        p2={"hand": ["Blocker: Small Wall"], "deck": [BLANK] * 3 + ["Blocker: Small Wall"]},
    )
    play(g, "Tester: Big Only")
    assert asked(g, 1, "block") == []  # the level 2 wall in hand is not offered
    assert g.damage_done(card_id(g, "Tester: Big Only")) == 3  # nor does the deck's block


def test_a_big_card_still_blocks_it(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Big Only"]},
        p2={"hand": [WALL], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    play(g, "Tester: Big Only")
    assert g.damage_done(card_id(g, "Tester: Big Only")) == 1


def test_cant_block_this_attack_with_cards_from_their_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Not From Hand"]},
        p2={"hand": [WALL], "deck": [BLANK] * 4 + [WALL]},
    )
    play(g, "Tester: Not From Hand")
    assert asked(g, 1, "block") == []
    assert cards_of(g, 1, "hand") == [WALL]
    assert g.damage_done(card_id(g, "Tester: Not From Hand")) == 1  # the deck's wall blocks


def test_cant_block_your_attacks_with_tech_cards(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Punch"], "keepers": ["Tester: No Gadgets"]},
        p2={"hand": ["Blocker: Gadget Wall", WALL], "deck": [BLANK] * 5},
        answers={1: [WALL]},
    )
    wall = card_id(g, WALL, 1, "hand")
    play(g, "Tester: Punch")
    assert asked(g, 1, "block")[0].options == [wall, "take"]
    assert cards_of(g, 1, "hand") == ["Blocker: Gadget Wall"]


def test_can_only_be_blocked_from_the_hand(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Hand Only"]},
        p2={"deck": [BLANK] * 4 + [WALL]},
    )
    play(g, "Tester: Hand Only")
    assert g.damage_done(card_id(g, "Tester: Hand Only")) == 3  # the wall on the deck is no block


@pytest.mark.parametrize("keepers,damage", [(1, 1), (2, 3)])
def test_cant_be_blocked_if_you_have_two_keepers(rules, keepers, damage):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Crowd"], "keepers": [BLANK] * keepers},
        p2={"deck": [BLANK] * 4 + [WALL]},
    )
    play(g, "Tester: Crowd")
    assert g.damage_done(card_id(g, "Tester: Crowd")) == damage


def test_attack_plus_one_and_cant_be_blocked_from_the_deck(rules):
    g = scenario(rules, p1={"hand": ["Tester: Slick"]}, p2={"deck": [BLANK] * 4 + [WALL]})
    play(g, "Tester: Slick")
    assert g.damage_done(card_id(g, "Tester: Slick")) == 3


ONLY_IF = [
    vanilla(
        "Tester: Lone Strike",
        attack=1,
        text="You can play this card only if you have no Keepers in play. 2 -> Draw a card.",
    ),
    vanilla(
        "Tester: Backed Strike",
        attack=1,
        text="You can only play this card if your opponent has a Keeper in play.",
    ),
    vanilla(
        "Tester: Guarded Strike",
        attack=1,
        text="You can't play this card unless you have a Keeper in play.",
    ),
    vanilla("Tester: Keeper", attack=0, text="2 -> Keeper."),
]


@pytest.fixture(scope="module")
def only_if_rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("only_if"), cards=ONLY_IF, with_bundled=False)


@pytest.mark.parametrize(
    "name,mine,theirs,playable",
    [
        ("Tester: Lone Strike", [], [], True),
        ("Tester: Lone Strike", ["Tester: Keeper"], [], False),
        ("Tester: Backed Strike", [], ["Tester: Keeper"], True),
        ("Tester: Backed Strike", [], [], False),
        ("Tester: Guarded Strike", ["Tester: Keeper"], [], True),
        ("Tester: Guarded Strike", [], ["Tester: Keeper"], False),
    ],
)
def test_a_card_playable_only_if_a_condition_holds(only_if_rules, name, mine, theirs, playable):
    """ "You can (only) play this card (only) if C" / "You can't play this card unless C":
    the card (in the hand) is no option unless C holds; nothing else the player holds is
    restricted by it."""
    g = scenario(
        only_if_rules,
        p1={"hand": [name, "Tester: Keeper"], "keepers": mine},
        p2={"keepers": theirs},
        power=3,
    )
    hand = list(g.state.zones[0]["hand"])
    expected = [c for c in hand if playable or g.defs[c].name != name]
    assert g.playable(0, hand) == expected
