"""Replacements: "If X would be destroyed, Y instead." (Y happens, X is not destroyed; a
declined "you may" lets it be destroyed), and "X. If C, Y instead." (Y when C, else X)."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
PLAIN = "Tester: Keeper Plain"
SAFE = "Tester: Fail Safe"
MAYBE = "Tester: Maybe Safe"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(PLAIN, level=1, attack=2, text="2 -> Keeper."),
    vanilla(
        SAFE,
        attack=0,
        text="2 -> Keeper. If this Keeper would be destroyed, return it to your hand instead.",
    ),
    vanilla(
        MAYBE,
        attack=0,
        text="2 -> Keeper. If this Keeper would be destroyed, you may return it to your hand "
        "instead.",
    ),
    vanilla(
        "Tester: Comeback",
        attack=0,
        text="Heal 1. If you have fewer cards in your deck than your opponent, heal 3 instead.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("replacements"), cards=CARDS, with_bundled=False)


def test_if_this_would_be_destroyed_it_returns_to_the_hand_instead(rules):
    g = scenario(rules, p1={"keepers": [SAFE, PLAIN]})
    g.destroy(card_id(g, SAFE))
    g.destroy(card_id(g, PLAIN))
    assert cards_of(g, 0, "hand") == [SAFE]
    assert cards_of(g, 0, "discard") == [PLAIN]  # (only its own destruction is replaced)


@pytest.mark.parametrize("yes,hand,discard", [(True, [MAYBE], []), (False, [], [MAYBE])])
def test_a_declined_replacement_lets_it_happen(rules, yes, hand, discard):
    g = scenario(rules, p1={"keepers": [MAYBE]}, answers={0: [yes]})
    g.destroy(card_id(g, MAYBE))
    assert cards_of(g, 0, "hand") == hand
    assert cards_of(g, 0, "discard") == discard


@pytest.mark.parametrize("mine,theirs,healed", [(2, 5, 3), (5, 2, 1)])
def test_the_step_before_unless_the_condition_holds(rules, mine, theirs, healed):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Comeback"], "deck": [BLANK] * mine, "discard": [BLANK] * 5},
        p2={"deck": [BLANK] * theirs},
    )
    g.play_card(0, card_id(g, "Tester: Comeback", 0, "hand"))
    assert len(cards_of(g, 0, "deck")) == mine + healed
