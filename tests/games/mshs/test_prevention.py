"""Preventing damage: an ability that hears damage as it would be done ("If you would take
damage, prevent 1 of it", "If you would take damage from a Keeper, prevent it and heal 1",
"Tech attacks do 2 less damage to you", "If an attack would do more than 3 damage to you, it does
3 damage instead") lowers it before any of it is done; a shield ("Prevent the next 2 damage you
would take this turn") takes what it can and is used up."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PUNCH = "Tester: Punch Four"
TECH_PUNCH = "Tester: Tech Punch Four"
HITTER = "Tester: Hitter Keeper"
DAMPER = "Tester: Damper"
KEEPER_WARD = "Tester: Keeper Ward"
TECH_WARD = "Tester: Tech Ward"
CAP = "Tester: Cap"
SHIELD = "Tester: Shield Two"
CARDS = [
    vanilla(BLANK, level=9, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PUNCH, attack=4, factors=["Strength"]),
    vanilla(TECH_PUNCH, attack=4, factors=["Tech"], block="Strength"),
    vanilla(
        HITTER, attack=0, text="2 -> Keeper. At the start of your turn, this Keeper hits for 2."
    ),
    vanilla(DAMPER, attack=0, text="2 -> Keeper. If you would take damage, prevent 1 of it."),
    vanilla(
        KEEPER_WARD,
        attack=0,
        text="2 -> Keeper. Whenever you would take damage from a Keeper, prevent that damage "
        "and heal 1.",
    ),
    vanilla(TECH_WARD, attack=0, text="2 -> Keeper. Tech attacks do 2 less damage to you."),
    vanilla(
        CAP,
        attack=0,
        text="2 -> Keeper. If an attack would do more than 3 damage to you, it does 3 damage "
        "instead.",
    ),
    vanilla(SHIELD, attack=0, text="Prevent the next 2 damage you would take this turn."),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("prevention"), cards=CARDS, with_bundled=False)


def _attack(rules, attack, keeper, p2_deck=8, discard=0):
    g = scenario(
        rules,
        p1={"hand": [attack], "deck": [BLANK] * 5},
        p2={"keepers": [keeper], "deck": [BLANK] * p2_deck, "discard": [BLANK] * discard},
    )
    g.play_card(0, card_id(g, attack, 0, "hand"))
    return g


def test_one_of_each_damage_is_prevented(rules):
    g = _attack(rules, PUNCH, DAMPER)
    assert len(cards_of(g, 1, "deck")) == 8 - 3
    assert any(e.get("t") == "prevent" and e.get("amount") == 1 for e in g.log.entries)


def test_the_damage_from_a_keeper_is_prevented_and_the_rest_happens_too(rules):
    g = scenario(
        rules,
        p1={"keepers": [HITTER], "deck": [BLANK] * 5},
        p2={"keepers": [KEEPER_WARD], "deck": [BLANK] * 6, "discard": [BLANK] * 2},
        active=1,
    )
    g.take_turn()  # (the Hitter's turn: it hits for 2 at the start)
    assert len(cards_of(g, 1, "deck")) == 6 + 1  # nothing taken, and healed 1
    # an attack is no Keeper: its damage is not prevented
    g = _attack(rules, PUNCH, KEEPER_WARD)
    assert len(cards_of(g, 1, "deck")) == 8 - 4


@pytest.mark.parametrize("attack,taken", [(TECH_PUNCH, 2), (PUNCH, 4)])
def test_attacks_of_a_kind_do_less_damage(rules, attack, taken):
    g = _attack(rules, attack, TECH_WARD)
    assert len(cards_of(g, 1, "deck")) == 8 - taken


def test_an_attack_does_no_more_than_the_cap(rules):
    g = _attack(rules, PUNCH, CAP)
    assert len(cards_of(g, 1, "deck")) == 8 - 3


def test_a_shield_takes_what_it_can_and_is_used_up(rules):
    g = scenario(
        rules,
        p1={"hand": [SHIELD], "deck": [BLANK] * 9},
        p2={"hand": [PUNCH, PUNCH], "deck": [BLANK] * 9},
    )
    g.play_card(0, card_id(g, SHIELD, 0, "hand"))
    assert g.state.shields
    g.state.active = 1
    g.play_card(1, card_id(g, PUNCH, 1, "hand"))  # 4 damage: 2 prevented
    assert len(cards_of(g, 0, "deck")) == 9 - 2
    assert not g.state.shields
    g.play_card(1, card_id(g, PUNCH, 1, "hand"))  # the shield is gone: all 4
    assert len(cards_of(g, 0, "deck")) == 9 - 2 - 4
