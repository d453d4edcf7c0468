"""Phrases of printed MSHS text beyond the rulebooks' examples, each doing what it says:
"if you do", "has no", "for each" after an effect, a whole hand or pile as the object,
"that many" after a discard, "two of your opponent's Keepers", another player healing, and
"whenever you play ..." triggers, playing several cards ("up to two more cards", "any number
of ..., one at a time"), "an extra card" and "Choose one: A, or B"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

WALL = "Filler: Energy Blank"
PHRASES = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Tester: Keeper Plain", level=1, attack=2, text="2 -> Keeper."),
    vanilla(
        "Tester: If You Do", attack=0, text="You may discard a card. If you do, draw two cards."
    ),
    vanilla(
        "Tester: Empty Handed",
        attack=1,
        text="If your opponent has no cards in hand, this card is attack +3.",
    ),
    vanilla("Tester: Draw Each", attack=0, text="Draw a card for each Keeper you have in play."),
    vanilla("Tester: Heal Each", attack=0, text="Heal 1 for each Keeper you have in play."),
    vanilla("Tester: Discard Hands", attack=0, text="Your opponent discards their hand."),
    vanilla("Tester: Refill", attack=0, text="Discard your hand. Then draw that many cards."),
    vanilla("Tester: Recycle", attack=0, text="Shuffle your discard pile into your deck."),
    vanilla("Tester: Two Keepers", attack=0, text="Destroy two of your opponent's Keepers."),
    vanilla("Tester: Everyone Heals", attack=0, text="Each player heals 2."),
    vanilla(
        "Tester: Fan",
        level=1,
        attack=2,
        team="X-Men",
        text="2 -> Keeper. Whenever you play an X-Men card, this Keeper hits for 1.",
    ),
    vanilla("Tester: X-Men Jab", level=1, attack=0, team="X-Men"),
    vanilla(
        "Tester: Outnumbered",
        attack=0,
        text="If you have fewer Keepers in play than your opponent, draw two cards.",
    ),
    vanilla(
        "Tester: Keeper Trade",
        level=1,
        attack=2,
        text="2 -> Keeper. At the start of your turn, you may discard a card. If you do, "
        "this Keeper hits for 3.",
    ),
    vanilla("Tester: Jab", level=1, attack=1),
    vanilla("Tester: Two More", attack=0, text="You may play up to two more cards."),
    vanilla(
        "Tester: All Mutants",
        attack=0,
        text="You may play any number of X-Men cards, one at a time.",
    ),
    vanilla("Tester: Extra", attack=0, text="Each player draws a card. You draw an extra card."),
    vanilla(
        "Tester: Either",
        attack=0,
        text="Choose one: draw two cards, or your opponent discards a card and heal 1.",
    ),
    vanilla(
        "Tester: Counted Draw",
        attack=0,
        text="Draw cards equal to the number of Keepers you have in play.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("phrases"), cards=PHRASES, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player))


def test_if_you_do_happens_only_when_the_may_was_done(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: If You Do", WALL], "deck": [WALL] * 5},
        answers={0: [True, WALL]},
    )
    play(g, "Tester: If You Do")
    assert len(cards_of(g, 0, "hand")) == 2  # discarded the wall, drew two
    g = scenario(
        rules, p1={"hand": ["Tester: If You Do", WALL], "deck": [WALL] * 5}, answers={0: [False]}
    )
    play(g, "Tester: If You Do")
    assert cards_of(g, 0, "hand") == [WALL]  # said no: no discard, no draw


def test_if_you_do_with_nothing_to_discard_draws_nothing(rules):
    g = scenario(rules, p1={"hand": ["Tester: If You Do"], "deck": [WALL] * 5}, answers={0: [True]})
    play(g, "Tester: If You Do")
    assert cards_of(g, 0, "hand") == []


def test_has_no_cards_in_hand(rules):
    plain = ["Tester: Keeper Plain"] * 6  # (blocks nothing here)
    g = scenario(rules, p1={"hand": ["Tester: Empty Handed"]}, p2={"hand": [], "deck": plain})
    play(g, "Tester: Empty Handed")
    assert g.damage_done(card_id(g, "Tester: Empty Handed")) == 4
    g = scenario(rules, p1={"hand": ["Tester: Empty Handed"]}, p2={"hand": [WALL], "deck": plain})
    play(g, "Tester: Empty Handed")
    assert g.damage_done(card_id(g, "Tester: Empty Handed")) == 1


def test_draw_a_card_for_each_keeper(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Draw Each"],
            "deck": [WALL] * 5,
            "keepers": ["Tester: Keeper Plain"] * 3,
        },
    )
    play(g, "Tester: Draw Each")
    assert len(cards_of(g, 0, "hand")) == 3


def test_heal_one_for_each_keeper(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Heal Each"],
            "discard": [WALL] * 4,
            "keepers": ["Tester: Keeper Plain"] * 2,
        },
    )
    play(g, "Tester: Heal Each")
    assert len(cards_of(g, 0, "deck")) == 2


def test_opponent_discards_their_whole_hand(rules):
    g = scenario(rules, p1={"hand": ["Tester: Discard Hands"]}, p2={"hand": [WALL] * 3})
    play(g, "Tester: Discard Hands")
    assert cards_of(g, 1, "hand") == [] and len(cards_of(g, 1, "discard")) == 3


def test_discard_your_hand_then_draw_that_many(rules):
    g = scenario(
        rules, p1={"hand": ["Tester: Refill", WALL, WALL], "deck": ["Tester: Keeper Plain"] * 4}
    )
    play(g, "Tester: Refill")
    assert cards_of(g, 0, "hand") == ["Tester: Keeper Plain"] * 2


def test_shuffle_your_discard_pile_into_your_deck(rules):
    g = scenario(rules, p1={"hand": ["Tester: Recycle"], "discard": [WALL] * 3})
    play(g, "Tester: Recycle")
    assert len(cards_of(g, 0, "deck")) == 3 and cards_of(g, 0, "discard") == ["Tester: Recycle"]


def test_destroy_two_of_your_opponents_keepers(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Two Keepers"]},
        p2={"keepers": ["Tester: Keeper Plain"] * 3},
        answers={0: ["Tester: Keeper Plain", "Tester: Keeper Plain"]},
    )
    play(g, "Tester: Two Keepers")
    assert len(cards_of(g, 1, "keepers")) == 1


def test_each_player_heals(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Everyone Heals"], "discard": [WALL] * 3},
        p2={"discard": [WALL] * 3},
    )
    play(g, "Tester: Everyone Heals")
    assert len(cards_of(g, 0, "deck")) == 2 and len(cards_of(g, 1, "deck")) == 2


def test_whenever_you_play_an_x_men_card(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: X-Men Jab", WALL], "keepers": ["Tester: Fan"]},
        p2={"deck": ["Tester: Keeper Plain"] * 5},
    )  # (blocks nothing here)
    play(g, "Tester: X-Men Jab")  # attack 0; the Fan hits for 1
    assert len(cards_of(g, 1, "deck")) == 4
    play(g, WALL)  # not X-Men: the Fan does nothing
    assert len(cards_of(g, 1, "deck")) == 1  # (the wall's own 3 damage)


def test_fewer_keepers_than_your_opponent(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Outnumbered"],
            "deck": [WALL] * 4,
            "keepers": ["Tester: Keeper Plain"],
        },
        p2={"keepers": ["Tester: Keeper Plain"] * 2},
    )
    play(g, "Tester: Outnumbered")
    assert len(cards_of(g, 0, "hand")) == 2
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Outnumbered"],
            "deck": [WALL] * 4,
            "keepers": ["Tester: Keeper Plain"] * 2,
        },
        p2={"keepers": ["Tester: Keeper Plain"] * 2},
    )
    play(g, "Tester: Outnumbered")  # as many: not fewer
    assert cards_of(g, 0, "hand") == []


def test_if_you_do_inside_a_keepers_trigger(rules):
    g = scenario(
        rules,
        p1={"hand": [WALL], "keepers": ["Tester: Keeper Trade"], "deck": [WALL] * 3},
        p2={"deck": ["Tester: Keeper Plain"] * 6},
        answers={0: [True, WALL, "pass"]},
        turn=1,
        active=1,
    )
    g.take_turn()  # player 1's turn starts: the trigger
    assert len(cards_of(g, 1, "deck")) == 3


def test_draw_cards_equal_to_the_number_of_keepers(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: Counted Draw"],
            "deck": [WALL] * 5,
            "keepers": ["Tester: Keeper Plain"] * 2,
        },
    )
    play(g, "Tester: Counted Draw")
    assert len(cards_of(g, 0, "hand")) == 2


@pytest.mark.parametrize("answers,played", [(["Tester: Jab"] * 2, 2), (["Tester: Jab", "pass"], 1)])
def test_you_may_play_up_to_two_more_cards(rules, answers, played):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Two More"] + ["Tester: Jab"] * 3},
        p2={"deck": [WALL] * 8},
        power=5,
        answers={0: answers},
    )
    play(g, "Tester: Two More")
    assert cards_of(g, 0, "hand") == ["Tester: Jab"] * (3 - played)
    assert len(cards_of(g, 1, "deck")) == 8 - played  # each Jab hit for 1


def test_any_number_of_x_men_cards_one_at_a_time(rules):
    g = scenario(
        rules,
        p1={
            "hand": ["Tester: All Mutants", "Tester: X-Men Jab", "Tester: X-Men Jab", "Tester: Jab"]
        },
        p2={"deck": [WALL] * 8},
        power=5,
        answers={0: ["Tester: X-Men Jab"] * 2},
    )
    play(g, "Tester: All Mutants")
    assert cards_of(g, 0, "hand") == ["Tester: Jab"]  # not an X-Men card
    offered = [d.options for d in g.agents[0].asked if d.kind == "play"]
    assert len(offered) == 2 and all("pass" in o for o in offered)


def test_you_draw_an_extra_card(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Extra"], "deck": [WALL] * 4},
        p2={"deck": [WALL] * 4},
    )
    play(g, "Tester: Extra")
    assert len(cards_of(g, 0, "hand")) == 2
    assert len(cards_of(g, 1, "hand")) == 1


@pytest.mark.parametrize("option,mine,theirs", [("option 1", 2, [WALL]), ("option 2", 0, [])])
def test_choose_one_does_only_the_option_chosen(rules, option, mine, theirs):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Either"], "deck": [WALL] * 4},
        p2={"hand": [WALL], "deck": [WALL] * 4},
        answers={0: [option]},
    )
    play(g, "Tester: Either")
    assert len(cards_of(g, 0, "hand")) == mine
    assert cards_of(g, 1, "hand") == theirs
    (asked,) = [d for d in g.agents[0].asked if d.kind == "option"]
    assert asked.options == ["option 1", "option 2"]
