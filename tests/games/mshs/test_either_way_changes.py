"""Changes that hold either way a condition goes: "This card is attack +2. If C, it's attack +5
instead." and "If C, this card is attack +3. Otherwise, it's attack +1." — the attack does the
one whose condition holds when it is played, never both; "it" is the card the change before
spoke of, and "it's" is "it is"."""

import pytest
from scenario import card_id, card_set, scenario, vanilla

BLANK = "Filler: Energy Blank"
KEEP = "Keeper: Strength Stay"
INSTEAD = "Tester: Instead"
OTHERWISE = "Tester: Otherwise"
CARDS = [
    vanilla(BLANK, level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla(KEEP, attack=0, factors=["Strength"], text="2 -> Keeper."),
    vanilla(
        INSTEAD,
        attack=1,
        factors=["Strength"],
        block="Strength",
        text="This card is attack +2. If you have a Keeper in play, it's attack +5 instead.",
    ),
    vanilla(
        OTHERWISE,
        attack=1,
        factors=["Strength"],
        block="Strength",
        text="If your opponent has no Keepers in play, this card is attack +3. Otherwise, "
        "it's attack +1.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("either_way"), cards=CARDS, with_bundled=False)


@pytest.mark.parametrize("keepers,done", [([], 3), ([KEEP], 6)])
def test_a_change_replaced_instead_while_its_condition_holds(rules, keepers, done):
    g = scenario(rules, p1={"hand": [INSTEAD], "keepers": keepers}, p2={"deck": [BLANK] * 12})
    g.play_card(0, card_id(g, INSTEAD, 0, "hand"))
    assert g.damage_done(card_id(g, INSTEAD)) == done  # 1 +2, or 1 +5 (not +7)


@pytest.mark.parametrize("theirs,done", [([], 4), ([KEEP], 2)])
def test_otherwise_holds_while_the_condition_does_not(rules, theirs, done):
    g = scenario(rules, p1={"hand": [OTHERWISE]}, p2={"deck": [BLANK] * 12, "keepers": theirs})
    g.play_card(0, card_id(g, OTHERWISE, 0, "hand"))
    assert g.damage_done(card_id(g, OTHERWISE)) == done  # 1 +3, or 1 +1
