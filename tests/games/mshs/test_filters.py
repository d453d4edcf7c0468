"""Card filters with relative clauses, each picking the cards it says: "Keepers your opponent
controls", "cards your opponent plays", "whose level is less than ...", "with level N or
less", "except X Keepers", "revealed this way", "the revealed card", "its level is ...",
"every ...", "another one of your Keepers"."""

import pytest
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = "Filler: Energy Blank"
FIRE = "Filler: Fire"
CARDS = [
    vanilla("Filler: Energy Blank", level=3, attack=3, factors=["Energy"], block="Energy"),
    vanilla("Filler: Fire", level=2, attack=3, factors=["Elemental"], block="Energy"),
    vanilla("Tester: Low Keeper", level=1, attack=0, text="2 -> Keeper."),
    vanilla("Tester: High Keeper", level=5, attack=0, text="2 -> Keeper."),
    vanilla("Tester: Mutant Keeper", level=1, attack=0, team="X-Men", text="2 -> Keeper."),
    vanilla(
        "Tester: Clean Sweep", attack=0, text="Destroy up to two Keepers your opponent controls."
    ),
    vanilla(
        "Tester: Precision",
        attack=3,
        text="2 -> Destroy an opponent's Keeper whose level is less than the damage this "
        "attack did.",
    ),
    vanilla("Tester: Purge", attack=0, text="Destroy all Keepers except X-Men Keepers."),
    vanilla("Tester: Low Sweep", attack=0, text="Destroy every Keeper with level 3 or less."),
    vanilla(
        "Tester: Dampener", attack=0, text="2 -> Keeper. Cards your opponent plays are attack -1."
    ),
    vanilla(
        "Tester: Sifter",
        attack=0,
        text="Reveal the top 2 cards of your deck. Put any Elemental cards revealed this way "
        "into your hand.",
    ),
    vanilla(
        "Tester: Peek",
        attack=0,
        text="Reveal the top card of your deck. If its level is 2 or less, put the revealed "
        "card into your hand.",
    ),
    vanilla(
        "Tester: Mourner",
        attack=0,
        text="2 -> Keeper. Whenever another one of your Keepers is destroyed, draw a card.",
    ),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return card_set(tmp_path_factory.mktemp("filters"), cards=CARDS, with_bundled=False)


def play(g, name, player=0):
    g.play_card(player, card_id(g, name, player, "hand"))


def test_keepers_your_opponent_controls(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Clean Sweep"], "keepers": ["Tester: Low Keeper"]},
        p2={"keepers": ["Tester: Low Keeper", "Tester: High Keeper"]},
        answers={0: ["Tester: Low Keeper", "Tester: High Keeper"]},  # (only theirs offered)
    )
    play(g, "Tester: Clean Sweep")
    assert cards_of(g, 1, "keepers") == []
    assert cards_of(g, 0, "keepers") == ["Tester: Low Keeper"]


def test_whose_level_is_less_than_the_damage_this_attack_did(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Precision"]},
        p2={"keepers": ["Tester: High Keeper", "Tester: Low Keeper"], "deck": [BLANK] * 5},
    )
    play(g, "Tester: Precision")  # 3 damage: only the level 1 Keeper is below it
    assert cards_of(g, 1, "keepers") == ["Tester: High Keeper"]


def test_all_keepers_except_some(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Purge"], "keepers": ["Tester: Mutant Keeper", "Tester: Low Keeper"]},
        p2={"keepers": ["Tester: High Keeper"]},
    )
    play(g, "Tester: Purge")
    assert cards_of(g, 0, "keepers") == ["Tester: Mutant Keeper"]
    assert cards_of(g, 1, "keepers") == []


def test_every_keeper_with_level_3_or_less(rules):
    g = scenario(
        rules,
        p1={"hand": ["Tester: Low Sweep"], "keepers": ["Tester: High Keeper"]},
        p2={"keepers": ["Tester: Low Keeper", "Tester: Mutant Keeper"]},
    )
    play(g, "Tester: Low Sweep")
    assert cards_of(g, 0, "keepers") == ["Tester: High Keeper"]
    assert cards_of(g, 1, "keepers") == []


def test_cards_your_opponent_plays_are_weaker(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Dampener"], "deck": [BLANK] * 8, "hand": [FIRE]},
        p2={"hand": [FIRE], "deck": [BLANK] * 8},
        power=3,
    )
    play(g, FIRE, player=1)
    assert len(cards_of(g, 0, "deck")) == 6  # 3 - 1
    play(g, FIRE, player=0)  # (its own player's cards are not)
    assert len(cards_of(g, 1, "deck")) == 5


def test_cards_revealed_this_way(rules):
    g = scenario(rules, p1={"hand": ["Tester: Sifter"], "deck": [BLANK, FIRE, BLANK, FIRE]})
    play(g, "Tester: Sifter")  # reveals the top two: Fire and Blank
    assert cards_of(g, 0, "hand") == [FIRE]
    assert cards_of(g, 0, "deck") == [BLANK, FIRE, BLANK]


@pytest.mark.parametrize("top,kept", [(FIRE, [FIRE]), (BLANK, [])])
def test_its_level_and_the_revealed_card(rules, top, kept):
    g = scenario(rules, p1={"hand": ["Tester: Peek"], "deck": [BLANK, top]})
    play(g, "Tester: Peek")
    assert cards_of(g, 0, "hand") == kept


def test_another_one_of_your_keepers(rules):
    g = scenario(
        rules,
        p1={"keepers": ["Tester: Mourner", "Tester: Low Keeper"], "deck": [BLANK] * 3},
        p2={"keepers": ["Tester: Low Keeper"]},
    )
    g.destroy(card_id(g, "Tester: Low Keeper", 1))  # not one of yours
    g.resolve_pending()
    assert cards_of(g, 0, "hand") == []
    g.destroy(card_id(g, "Tester: Low Keeper", 0))
    g.resolve_pending()
    assert cards_of(g, 0, "hand") == [BLANK]
