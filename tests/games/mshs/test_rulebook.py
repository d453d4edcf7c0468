"""Marvel Super Hero Squad, rule by rule (TCG rulebook 001, online rules 000).

Each test sets up the situation a rule or worked example describes, with scripted decisions
and a fixed seed, runs the game's procedure and checks the outcome the rulebook states.
"""

from scenario import cards_of, card_id, scenario

from cardsmith.interpreter.agents import ScriptExhausted  # noqa: F401

BLANK = "Filler: Energy Blank"


def attack_with(g, name, player=0):
    """Play the named card from ``player``'s hand as an attack."""
    g.play_card(player, card_id(g, name, player))


# ---------------------------------------------------------------------------- damage and blocks

def test_deck_damage_stops_after_a_matching_icon(mshs):
    """A red Animal attack value 8; the second card flipped has an Animal block: 2 damage."""
    deck = [BLANK] * 5 + ["Blocker: Animal Wall", BLANK]     # top is last
    g = scenario(mshs, p1={"hand": ["Tester: Red Eight"]}, p2={"deck": deck})
    attack_with(g, "Tester: Red Eight")
    assert len(cards_of(g, 1, "discard")) == 2
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 2


def test_hand_block_counts_as_one_damage_and_cancels_the_attack(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Red Eight"]},
                 p2={"hand": ["Blocker: Animal Wall"], "deck": [BLANK] * 6},
                 answers={1: ["Blocker: Animal Wall"]})
    attack_with(g, "Tester: Red Eight")
    assert cards_of(g, 1, "discard") == ["Blocker: Animal Wall"]
    assert len(cards_of(g, 1, "deck")) == 6
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 1
