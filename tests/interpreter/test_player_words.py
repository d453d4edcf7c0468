"""The card language's words for players at a table of more than two: "each other player",
"each opponent" (not the same as "your opponent"), "target player", "target opponent", "that
player", "the player on your left/right", and "allied" players, which read the sides.  One
player where several fit is chosen by the player whose ability it is — never seat 1 by
default."""

import pytest
from cardsmith.constructs.draws import Draw
from cardsmith.constructs.players import Player
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK_CARD = vanilla("Word: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
BLANK = BLANK_CARD["name"]


def _card(name, text):
    return vanilla(
        f"Word: {name}", level=1, attack=0, factors=["Strength"], block="Tech", text=text
    )


CARDS = [
    BLANK_CARD,
    _card("Others Draw", "Each other player draws a card."),
    _card("Opponents Discard", "Each opponent discards a card."),
    _card("Opponent Draws", "Your opponent draws a card. Your opponent draws a card."),
    _card("Target Draws", "Target player draws two cards."),
    _card("Target Opponent", "Target opponent discards a card. That player draws a card."),
    _card("Left Draws", "The player on your left draws a card."),
    _card("Right Draws", "The player on your right draws a card."),
    _card("Allies Draw", "Each allied player draws a card."),
    _card("Look Then Discard", "Look at an opponent's hand, then discard a card from their hand."),
    _card("Draws Then Discard", "Target opponent draws a card. Discard a card from their hand."),
    _card("Each Discards", "Each player discards a card from their hand."),
]


def _seats(low, high, **rules):
    def edit(data):
        data["players"] = {"min": low, "max": high}
        data["rules"].update(rules)

    return edit


@pytest.fixture(scope="module")
def ffa(sets_root):
    return card_set(sets_root, "mshs", CARDS, with_bundled=False, game_yaml_edit=_seats(2, 4))


@pytest.fixture(scope="module")
def teams(sets_root):
    return card_set(
        sets_root,
        "mshs",
        CARDS,
        with_bundled=False,
        game_yaml_edit=_seats(4, 4, sides="teams", team_size=2),
    )


def _table(rules, seats, hand, answers=None):
    """Seat 1 holds ``hand``; every seat has a hand of one blank and a deck of blanks."""
    layouts = [{"deck": [BLANK] * 5, "hand": [BLANK]} for _ in range(seats)]
    layouts[0]["hand"] = [BLANK, hand]
    return scenario(rules, p1=layouts[0], p2=layouts[1], more=layouts[2:], answers=answers, power=9)


def _run(g, name):
    card = card_id(g, name, 0, "hand")
    g.run_ability(g.defs[card].play[0], g.context(card, 0, None))


def _hands(g):
    return [len(cards_of(g, p, "hand")) for p in range(g.nplayers)]


def test_each_other_player_is_everyone_but_you(ffa):
    g = _table(ffa, 4, "Word: Others Draw")
    _run(g, "Word: Others Draw")
    assert _hands(g) == [2, 2, 2, 2]


def test_each_opponent_is_every_seat_of_the_other_sides(teams):
    g = _table(teams, 4, "Word: Opponents Discard")
    _run(g, "Word: Opponents Discard")
    assert _hands(g) == [2, 0, 1, 0]


def test_allied_players_are_the_seats_of_your_side(teams):
    g = _table(teams, 4, "Word: Allies Draw")
    _run(g, "Word: Allies Draw")
    assert _hands(g) == [2, 1, 2, 1]


def test_your_opponent_among_several_is_chosen_once_for_the_whole_ability(ffa):
    g = _table(ffa, 3, "Word: Opponent Draws", answers={0: [2]})
    _run(g, "Word: Opponent Draws")
    assert _hands(g) == [2, 1, 3]
    asked = [d for d in g.agents[0].asked if d.kind == "player"]
    assert len(asked) == 1 and asked[0].options == [1, 2]


def test_your_opponent_with_one_opponent_is_not_asked(ffa):
    g = _table(ffa, 2, "Word: Opponent Draws")
    _run(g, "Word: Opponent Draws")
    assert _hands(g) == [2, 3]
    assert not g.agents[0].asked


def test_target_player_may_be_any_seat_you_included(ffa):
    g = _table(ffa, 3, "Word: Target Draws", answers={0: [0]})
    _run(g, "Word: Target Draws")
    assert _hands(g) == [4, 1, 1]
    assert g.agents[0].asked[0].options == [0, 1, 2]


def test_target_opponent_then_that_player(teams):
    g = _table(teams, 4, "Word: Target Opponent", answers={0: [3, BLANK]})
    _run(g, "Word: Target Opponent")
    assert _hands(g) == [2, 1, 1, 1]
    assert g.agents[0].asked[0].options == [1, 3]


def test_the_players_on_your_left_and_right(ffa):
    g = _table(ffa, 4, "Word: Left Draws")
    _run(g, "Word: Left Draws")
    assert _hands(g) == [2, 2, 1, 1]
    g = _table(ffa, 4, "Word: Right Draws")
    _run(g, "Word: Right Draws")
    assert _hands(g) == [2, 1, 1, 2]


def test_their_after_an_opponent_picked_before_is_that_opponent(ffa):
    # "you" discard, but "their hand" is the opponent's looked at, not yours
    g = _table(ffa, 3, "Word: Look Then Discard", answers={0: [2, BLANK]})
    _run(g, "Word: Look Then Discard")
    assert _hands(g) == [2, 1, 0]
    assert [d.kind for d in g.agents[0].asked][:1] == ["player"]


def test_their_after_an_opponent_did_something_is_that_opponent(ffa):
    g = _table(ffa, 3, "Word: Draws Then Discard", answers={0: [1, BLANK]})
    _run(g, "Word: Draws Then Discard")
    assert _hands(g) == [2, 1, 1]


def test_their_of_each_player_is_each_ones_own(ffa):
    g = _table(ffa, 3, "Word: Each Discards", answers={0: [BLANK]})
    _run(g, "Word: Each Discards")
    assert _hands(g) == [1, 0, 0]


@pytest.mark.parametrize(
    "text, who",
    [
        ("Each other player draws a card.", "each_other"),
        ("Every other player draws a card.", "each_other"),
        ("All other players draw a card.", "each_other"),
        ("Each opponent draws a card.", "each_opponent"),
        ("All opponents draw a card.", "each_opponent"),
        ("Your opponents draw a card.", "each_opponent"),
        ("Your opponent draws a card.", "opponent"),
        ("Target player draws a card.", "chosen"),
        ("A player of your choice draws a card.", "chosen"),
        ("Target opponent draws a card.", "target_opponent"),
        ("An opponent of your choice draws a card.", "target_opponent"),
        ("That player draws a card.", "that"),
        ("The player on your left draws a card.", "left"),
        ("The player on your right draws a card.", "right"),
        ("Each allied player draws a card.", "allies"),
        ("An allied player draws a card.", "ally"),
    ],
)
def test_player_words_read_to_their_own_reference_and_print_back(ffa, text, who):
    from cardsmith.dsl.printer import print_text

    lang = ffa.cardset.language
    ast = lang.read(text)
    draw = ast.abilities[0].effects[0]
    assert isinstance(draw, Draw) and draw.player == Player(who)
    again = lang.read(print_text(ast, ffa.cardset.game.language))
    assert again == ast
