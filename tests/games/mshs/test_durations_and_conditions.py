"""How long a change lasts and while what it holds: "until end of turn", "until the start of
your next turn", "during their next turn", "for the rest of the game" (also at the start of a
sentence); "as long as" / "while" on a static change and on a change a step makes; "unless";
"... if C" after its effect; "X must ..." and "if they can't"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Tester: Plain Keeper", attack=0, text="2 -> Keeper."),
    vanilla(
        "Tester: Slow Down",
        attack=0,
        text="Until the start of your next turn, your opponent's cards are attack -2.",
    ),
    vanilla(
        "Tester: Later",
        attack=0,
        text="Your opponent's cards are attack -2 during their next turn.",
    ),
    vanilla("Tester: Forever", attack=0, text="Your power is +1 for the rest of the game."),
    vanilla("Tester: Brief", attack=0, text="Until end of turn, your power is +3."),
    vanilla(
        "Tester: Crowd",
        attack=0,
        text="2 -> Keeper. Your power is +2 as long as you have three or more cards in hand.",
    ),
    vanilla(
        "Tester: Backed",
        attack=3,
        text="2 -> Your power is +2 as long as you have a Keeper in play.",
    ),
    vanilla(
        "Tester: Alone", attack=5, text="This card is attack -2 unless you have a Keeper in play."
    ),
    vanilla(
        "Tester: Bully",
        attack=0,
        text="2 -> Keeper. At the start of each of your turns, this Keeper hits for 2 if your "
        "opponent has no Keepers in play.",
    ),
    vanilla(
        "Tester: Toll",
        attack=0,
        text="Your opponent must discard a card. If they can't, this attack hits them for 2.",
    ),
    vanilla(
        "Tester: Catch Up",
        attack=0,
        text="Draw a card unless your opponent has more Keepers in play than you.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("durations"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def next_turn(g):
    """The turn ends (its changes run out) and the other player's begins."""
    s = g.state
    g.expire_effects(turn_over=s.turn)
    s.turn += 1
    s.active = 1 - s.active
    g.begin_waiting_windows(s.active, s.turn)


def power(g, player=0):
    return g.counter_for("power", player)


def test_until_the_start_of_your_next_turn(rules):
    g = scenario(rules, p1={"hand": ["Tester: Slow Down"]}, p2={"hand": [BLANK]}, power=3)
    blank = card_id(g, BLANK, 1)
    play(g, "Tester: Slow Down")
    assert g.stat(blank, "attack") == 1
    next_turn(g)  # the opponent's turn: still
    assert g.stat(blank, "attack") == 1
    next_turn(g)  # your next turn begins: over
    assert g.stat(blank, "attack") == 3


def test_during_their_next_turn_only(rules):
    g = scenario(rules, p1={"hand": ["Tester: Later"]}, p2={"hand": [BLANK]}, power=3)
    blank = card_id(g, BLANK, 1)
    play(g, "Tester: Later")
    assert g.stat(blank, "attack") == 3  # not yet
    next_turn(g)
    assert g.stat(blank, "attack") == 1
    next_turn(g)
    assert g.stat(blank, "attack") == 3


def test_for_the_rest_of_the_game(rules):
    g = scenario(rules, p1={"hand": ["Tester: Forever"]}, power=3)
    play(g, "Tester: Forever")
    for _ in range(5):
        next_turn(g)
    assert power(g) == 4


def test_a_duration_at_the_start_of_the_sentence(rules):
    g = scenario(rules, p1={"hand": ["Tester: Brief"]}, power=3)
    play(g, "Tester: Brief")
    assert power(g) == 6
    next_turn(g)
    assert power(g) == 3


def test_as_long_as_on_a_keeper_holds_while_its_condition_does(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Crowd"], "hand": [BLANK, BLANK], "deck": [BLANK] * 3},
        power=3,
    )
    assert power(g) == 3  # two cards in hand
    g.draw(0, 1)
    assert power(g) == 5
    g.discard(card_id(g, BLANK, 0, "hand"))
    assert power(g) == 3


def test_as_long_as_on_a_change_a_step_makes(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Backed"], "keepers": ["Tester: Plain Keeper"]},
        p2={"deck": [BLANK] * 8},
        power=3,
    )
    play(g, "Tester: Backed")
    assert power(g) == 5
    g.destroy(card_id(g, "Tester: Plain Keeper"))
    assert power(g) == 3  # the change is still made, but does not hold


def test_unless_on_a_static_change(rules):
    g = scenario(rules, p1={"hand": ["Tester: Alone"]}, p2={"deck": [BLANK] * 8})
    play(g, "Tester: Alone")
    assert g.damage_done(card_id(g, "Tester: Alone")) == 3
    g = scenario(
        rules,
        p1={"hand": ["Tester: Alone"], "keepers": ["Tester: Plain Keeper"]},
        p2={"deck": [BLANK] * 8},
    )
    play(g, "Tester: Alone")
    assert g.damage_done(card_id(g, "Tester: Alone")) == 5


def test_unless_on_a_step(rules):
    g = scenario(rules, p1={"hand": ["Tester: Catch Up"], "deck": [BLANK] * 3})
    play(g, "Tester: Catch Up")
    assert cards_of(g, 0, "hand") == [BLANK]
    g = scenario(
        rules,
        p1={"hand": ["Tester: Catch Up"], "deck": [BLANK] * 3},
        p2={"keepers": ["Tester: Plain Keeper"]},
    )
    play(g, "Tester: Catch Up")
    assert cards_of(g, 0, "hand") == []


@pytest.mark.parametrize("theirs,milled", [([], 2), (["Tester: Plain Keeper"], 0)])
def test_hits_at_the_start_of_each_of_your_turns_if_a_condition_after_it(rules, theirs, milled):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Bully"], "deck": [BLANK] * 3},
        p2={"keepers": theirs, "deck": [BLANK] * 6},
        active=1,
        turn=4,
    )
    g.take_turn()  # your turn
    assert len(cards_of(g, 1, "discard")) == milled
    g.take_turn()  # theirs: nothing
    assert len(cards_of(g, 1, "discard")) == milled


@pytest.mark.parametrize("hand,discarded", [([BLANK], [BLANK]), ([], [BLANK, BLANK])])
def test_your_opponent_must_discard_and_if_they_cant_it_hits_them(rules, hand, discarded):
    g = scenario(rules, p1={"hand": ["Tester: Toll"]}, p2={"hand": hand, "deck": [BLANK] * 6})
    play(g, "Tester: Toll")
    assert cards_of(g, 1, "discard") == discarded  # the card discarded, or two milled
    assert cards_of(g, 1, "hand") == []
