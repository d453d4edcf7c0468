"""An attack that no block stops "isn't blocked" (game.yaml declares the event: the game's hit
sends it once an attack's damage is done and no matching icon stopped it); a Keeper that hears
it acts then, and not for an attack a block stopped, nor for a Keeper's hit (no attack)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
WALL = "Blocker: Strength Wall"
PUNCH = "Tester: Strength Punch"
ZAP = "Tester: Energy Zap"
WATCH = "Keeper: Unblocked Watch"
HITTER = "Keeper: Hitter"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(WALL, level=3, attack=1, factors=["Energy"], block="Strength"),
    vanilla(PUNCH, attack=3, factors=["Strength"], block="Energy"),
    vanilla(ZAP, attack=3, factors=["Energy"], block="Energy"),
    vanilla(
        WATCH,
        attack=0,
        factors=["Tech"],
        text="2 -> Keeper. Whenever one of your Strength attacks isn't blocked, draw a card.",
    ),
    vanilla(
        HITTER,
        attack=0,
        factors=["Strength"],
        text="2 -> Keeper. At the start of your turn, this Keeper hits for 3.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("unblocked"), cards=CARDS, with_bundled=False)


def _hand_after(rules, attack, their_deck):
    g = scenario(
        rules,
        p1={"hand": [attack], "keepers": [WATCH], "deck": [BLANK] * 5},
        p2={"deck": their_deck},
    )
    g.play_card(0, card_id(g, attack, 0, "hand"))
    return len(cards_of(g, 0, "hand"))


def test_an_attack_no_block_stops_is_unblocked(rules):
    assert _hand_after(rules, PUNCH, [BLANK] * 6) == 1  # all 3 damage done: draw a card


def test_an_attack_a_block_stops_is_not_unblocked(rules):
    # the second card flipped (the deck's top is its last) has the Strength icon: it stops
    assert _hand_after(rules, PUNCH, [BLANK] * 4 + [WALL, BLANK]) == 0


def test_the_attack_must_be_one_the_ability_names(rules):
    assert _hand_after(rules, ZAP, [BLANK] * 6) == 0  # an Energy attack


def test_a_keepers_hit_is_no_attack(rules):
    # a whole turn: the Keeper hits at its start; the card drawn (level 3) cannot be played
    g = scenario(
        rules,
        p1={"keepers": [WATCH, HITTER], "deck": [BLANK] * 5},
        p2={"deck": [BLANK] * 6},
        power=1,
        active=1,  # (the turn taken is the next player's)
    )
    g.take_turn()
    assert len(cards_of(g, 1, "discard")) == 3  # the Keeper's hit was done in full
    assert cards_of(g, 0, "hand") == [BLANK]  # the turn's draw only
