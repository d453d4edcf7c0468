"""Marvel Super Hero Squad, rule by rule (TCG rulebook 001, online rules 000).

Each test sets up the situation a rule or worked example describes, with scripted decisions
and a fixed seed, runs the game's procedure and checks the outcome the rulebook states.
Where the two rulebooks differ the TCG rulebook wins; rules only the online rulebook has are
tested too (their test names say so).

A zone in ``scenario`` is listed bottom first: the LAST card of a deck is its top card.
"""

from types import SimpleNamespace

import pytest
from cardsmith.interpreter.agents import RandomAgent, ScriptExhausted  # noqa: F401
from cardsmith.interpreter.endings import check_endings
from cardsmith.interpreter.engine import GameOver
from scenario import card_id, cards_of, said, scenario

BLANK = "Filler: Energy Blank"  # blocks Energy only
ELEM = "Filler: Elemental Blank"  # blocks Elemental only
LEVEL9 = "Tester: Level Nine"  # level 9 (unplayable at low power); blocks Tech only
ANIMAL_WALL = "Blocker: Animal Wall"
SPEED_WALL = "Blocker: Speed Wall"
STRENGTH_WALL = "Blocker: Strength Wall"
TECH_WALL = "Blocker: Tech Wall"

HULK = "Hulk: Building Fury"


# ---------------------------------------------------------------------------- helpers


def attack_with(g, name, player=0):
    """Play the named card from ``player``'s hand as an attack."""
    g.play_card(player, card_id(g, name, player, "hand"))


def turn(g):
    """Take the next player's whole turn (a game that ends at its end is fine)."""
    try:
        g.take_turn()
    except GameOver:
        pass


def resolved(g):
    """The names of the abilities' cards, in the order they resolved."""
    return [g.defs[e["card"]].name for e in g.log.entries if e["t"] == "resolve"]


def resolved_by(g):
    """(owner, card name) of every resolved ability, in order."""
    return [
        (g.owner[e["card"]], g.defs[e["card"]].name) for e in g.log.entries if e["t"] == "resolve"
    ]


def hitters(g):
    """The cards that started doing damage, in order."""
    return [g.defs[e["source"]].name for e in g.log.entries if e["t"] == "damage_start"]


def coins(g, purpose=None):
    return [
        e["result"]
        for e in g.log.entries
        if e["t"] == "rng"
        and e.get("what") == "coin"
        and (purpose is None or e.get("purpose") == purpose)
    ]


def asked(g, player, kind=None):
    """The decisions ``player`` was asked (optionally of one kind)."""
    return [d for d in g.agents[player].asked if kind is None or d.kind == kind]


def offered(g, player, kind="play", which=0):
    """The options (as names) of ``player``'s ``which``-th decision of ``kind``."""
    d = asked(g, player, kind)[which]
    return [g.describe(o) for o in d.options]


def index_of(g, pred):
    for i, e in enumerate(g.log.entries):
        if pred(e):
            return i
    raise AssertionError("no such log entry")


# ============================================================================ starting the game


def test_each_player_shuffles_and_draws_a_starting_hand_of_four(mshs):
    g = scenario(mshs, p1={"deck": [BLANK] * 10}, p2={"deck": [ELEM] * 10}, turn=0, seed=3)
    g.setup()
    assert len(cards_of(g, 0, "hand")) == 4 and len(cards_of(g, 1, "hand")) == 4
    assert len(cards_of(g, 0, "deck")) == 6 and len(cards_of(g, 1, "deck")) == 6
    shuffles = [e for e in g.log.entries if e["t"] == "rng" and e.get("what") == "shuffle"]
    assert {e["player"] for e in shuffles} == {0, 1}


def test_a_coin_flip_decides_who_goes_first(mshs):
    firsts = set()
    for seed in range(1, 9):
        g = scenario(mshs, p1={"deck": [BLANK] * 6}, p2={"deck": [BLANK] * 6}, turn=0, seed=seed)
        g.setup()
        assert coins(g, "first player"), "the first player is decided by a coin flip"
        firsts.add(g.state.first)
        assert g.state.active == g.state.first
    assert firsts == {0, 1}


def test_each_turn_you_draw_one_card(mshs):
    g = scenario(
        mshs,
        p1={"deck": [BLANK, LEVEL9, "Thor: God of Thunder"]},
        p2={"deck": [LEVEL9] * 3},
        power=3,
        active=1,
        turn=4,
        seed=1,
    )
    turn(g)
    assert cards_of(g, 0, "hand") == ["Thor: God of Thunder"]  # the top card
    assert len(cards_of(g, 0, "deck")) == 2


def test_the_power_starts_at_1(mshs):
    g = scenario(mshs, p1={"deck": [BLANK] * 6}, p2={"deck": [BLANK] * 6}, turn=0)
    assert g.state.counters["power"] == 1
    g.setup()
    assert g.state.counters["power"] == 1


# ============================================================================ power


def test_power_up_heads_raises_the_power_by_1(mshs):
    g = scenario(
        mshs,
        p1={"deck": [LEVEL9] * 3},
        p2={"deck": [LEVEL9] * 3},
        power=3,
        active=1,
        turn=4,
        seed=1,
    )
    turn(g)
    assert g.state.active == 0
    assert coins(g, "power") == ["heads"]
    assert g.state.counters["power"] == 4


def test_power_up_tails_leaves_the_power_alone(mshs):
    g = scenario(
        mshs,
        p1={"deck": [LEVEL9] * 3},
        p2={"deck": [LEVEL9] * 3},
        power=3,
        active=1,
        turn=4,
        seed=2,
    )
    turn(g)
    assert coins(g, "power") == ["tails"]
    assert g.state.counters["power"] == 3


def test_first_player_skips_the_first_power_flip(mshs):
    g = scenario(
        mshs, p1={"deck": [LEVEL9] * 3}, p2={"deck": [LEVEL9] * 3}, turn=0, active=0, seed=1
    )
    turn(g)  # the game's very first turn
    assert g.state.turn == 1 and g.state.active == 0
    assert coins(g) == []
    assert g.state.counters["power"] == 1
    assert len(cards_of(g, 0, "hand")) == 1  # the draw still happens
    turn(g)  # the second player's first turn does flip
    assert g.state.active == 1
    assert coins(g, "power") == ["heads"]
    assert g.state.counters["power"] == 2


def test_the_power_is_shared_by_both_players(mshs):
    g = scenario(
        mshs,
        p1={"deck": [LEVEL9] * 3},
        p2={"deck": [LEVEL9] * 3, "hand": ["Black Panther: Hit and Run"]},
        power=3,
        active=1,
        turn=4,
        seed=1,
    )
    turn(g)  # P1's heads raises the power for both
    assert coins(g, "power") == ["heads"]
    assert g.counter_for("power", 0) == g.counter_for("power", 1) == 4
    assert g.can_play(1, card_id(g, "Black Panther: Hit and Run"))  # a level 4 card


def test_the_power_never_goes_above_20(mshs):
    g = scenario(
        mshs,
        p1={"deck": [LEVEL9] * 3},
        p2={"deck": [LEVEL9] * 3},
        power=20,
        active=1,
        turn=4,
        seed=1,
        answers={0: ["pass"]},
    )
    turn(g)
    assert coins(g, "power") == ["heads"]
    assert g.state.counters["power"] == 20


def test_a_players_power_never_goes_above_20_with_modifiers(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Thor: Thunder Rites"], "hand": ["Storm: Goddess of Lightning"]},
        power=19,
    )
    storm = card_id(g, "Storm: Goddess of Lightning")
    assert g.counter_for("power", 0, storm) == 20


def test_a_players_power_modifiers_never_take_it_below_1(mshs):
    """Your opponent's power is -1 and -3 at power 2: you can still play a level 1 attack."""
    g = scenario(
        mshs,
        p1={"hand": ["Thor: Mjolnir Toss", "Falcon: Updraft"]},
        p2={
            "keepers": ["Dr. Octopus: Tentacle Grab", "Mr. Fantastic: Tangled Up"],
            "deck": [BLANK] * 5,
        },
        power=2,
        answers={0: ["pass"]},
    )
    assert g.counter_for("power", 0) == 1
    assert g.counter_for("power", 1) == 2
    g.run_step("attack", 0)
    assert set(offered(g, 0)) == {"Thor: Mjolnir Toss", "Falcon: Updraft", "pass"}


def test_only_cards_of_level_at_most_the_power_can_be_played(mshs):
    hand = [
        "Thor: Mjolnir Toss",
        "Hawkeye: Net Arrow",
        "Black Panther: Hit and Run",
        LEVEL9,
    ]  # levels 1, 3, 4, 9
    g = scenario(mshs, p1={"hand": hand}, power=3, answers={0: ["pass"]})
    g.run_step("attack", 0)
    assert offered(g, 0) == ["Thor: Mjolnir Toss", "Hawkeye: Net Arrow", "pass"]


# ============================================================================ the attack step


def test_attacking_is_optional(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Thor: Mjolnir Toss"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 5},
        power=3,
        active=1,
        turn=4,
        answers={0: ["pass"]},
    )
    turn(g)
    assert "Thor: Mjolnir Toss" in cards_of(g, 0, "hand")
    assert len(cards_of(g, 1, "deck")) == 5
    assert cards_of(g, 0, "discard") == []


def test_no_attack_when_no_card_is_playable(mshs):
    """ "You don't have to play a card ... if you don't have enough power": nothing is asked."""
    g = scenario(
        mshs,
        p1={"hand": [LEVEL9], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 5},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert asked(g, 0, "play") == []
    assert len(cards_of(g, 1, "deck")) == 5


def test_only_one_attack_a_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Thor: Mjolnir Toss", "Falcon: Updraft"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 10},
        power=3,
        active=1,
        turn=4,
        answers={0: ["Thor: Mjolnir Toss"]},
    )
    turn(g)
    assert len(asked(g, 0, "play")) == 1
    assert cards_of(g, 0, "discard") == ["Thor: Mjolnir Toss"]
    assert "Falcon: Updraft" in cards_of(g, 0, "hand")
    assert len(cards_of(g, 1, "deck")) == 7


# ============================================================================ blocking and damage


def test_hand_block_counts_as_one_damage_and_cancels_the_attack(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"hand": [ANIMAL_WALL], "deck": [BLANK] * 6},
        answers={1: [ANIMAL_WALL]},
    )
    attack_with(g, "Tester: Red Eight")
    assert cards_of(g, 1, "discard") == [ANIMAL_WALL]
    assert len(cards_of(g, 1, "deck")) == 6
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 1


def test_a_blocked_attack_does_nothing_else(mshs):
    """ "If they block, the attack is canceled and doesn't do anything else": no "2 ->"."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Draw Two"], "deck": [LEVEL9] * 3},
        p2={"hand": [STRENGTH_WALL], "deck": [BLANK] * 6},
        answers={1: [STRENGTH_WALL]},
    )
    attack_with(g, "Tester: Draw Two")
    assert cards_of(g, 0, "hand") == []
    assert len(cards_of(g, 0, "deck")) == 3
    assert len(cards_of(g, 1, "deck")) == 6


def test_only_a_matching_blocking_icon_can_block(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"hand": [SPEED_WALL, STRENGTH_WALL], "deck": [BLANK] * 10},
    )
    attack_with(g, "Tester: Red Eight")  # P2 is not even asked: nothing matches Animal
    assert asked(g, 1, "block") == []
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 8
    assert len(cards_of(g, 1, "hand")) == 2


def test_the_defender_may_choose_not_to_block(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"hand": [ANIMAL_WALL], "deck": [BLANK] * 10},
        answers={1: ["take"]},
    )
    attack_with(g, "Tester: Red Eight")
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 8
    assert cards_of(g, 1, "hand") == [ANIMAL_WALL]


def test_a_blocks_level_does_not_matter(mshs):
    """A level 9 card blocks even while the power is 1."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"hand": [ANIMAL_WALL], "deck": [BLANK] * 6},
        power=1,
        answers={1: [ANIMAL_WALL]},
    )
    assert g.stat(card_id(g, ANIMAL_WALL), "level") == 9
    attack_with(g, "Tester: Red Eight")
    assert cards_of(g, 1, "discard") == [ANIMAL_WALL]
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 1


def test_damage_discards_cards_from_the_top_of_the_deck_one_at_a_time(mshs):
    deck = [ELEM, ELEM, "Thor: Mjolnir Toss", "Falcon: Updraft", "Hulk: Green Rampage"]
    g = scenario(mshs, p1={"hand": ["Storm: Gentle Breeze"]}, p2={"deck": [BLANK] + deck})
    g.play_card(0, card_id(g, "Storm: Gentle Breeze"))  # attack 2, Elemental
    # top first: Green Rampage then Updraft went to the discard pile, in that order
    assert cards_of(g, 1, "discard") == ["Hulk: Green Rampage", "Falcon: Updraft"]
    assert len(cards_of(g, 1, "deck")) == 4


def test_deck_damage_stops_after_a_matching_icon(mshs):
    """A red Animal attack value 8; the second card flipped has an Animal block: 2 damage."""
    deck = [BLANK] * 5 + [ANIMAL_WALL, BLANK]  # top is last
    g = scenario(mshs, p1={"hand": ["Tester: Red Eight"]}, p2={"deck": deck})
    attack_with(g, "Tester: Red Eight")
    assert len(cards_of(g, 1, "discard")) == 2
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 2


def test_a_match_on_the_third_flip_is_3_damage(mshs):
    deck = [BLANK] * 5 + [ANIMAL_WALL, BLANK, BLANK]
    g = scenario(mshs, p1={"hand": ["Tester: Red Eight"]}, p2={"deck": deck})
    attack_with(g, "Tester: Red Eight")
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 3
    assert len(cards_of(g, 1, "deck")) == 5


def test_a_matching_icon_on_the_last_point_does_not_help(mshs):
    """Hit for 6, a matching block on the 6th flip: still 6 damage."""
    deck = [BLANK] * 3 + [STRENGTH_WALL] + [BLANK] * 5
    g = scenario(mshs, p1={"hand": ["Tester: Six Hit"]}, p2={"deck": deck})
    attack_with(g, "Tester: Six Hit")
    assert g.damage_done(card_id(g, "Tester: Six Hit")) == 6
    assert cards_of(g, 1, "discard")[-1] == STRENGTH_WALL
    assert len(cards_of(g, 1, "deck")) == 3


def test_no_hand_block_once_deck_damage_has_started(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"hand": [ANIMAL_WALL], "deck": [BLANK] * 10},
        answers={1: ["take"]},
    )
    attack_with(g, "Tester: Red Eight")
    assert len(asked(g, 1, "block")) == 1  # asked once, before any damage
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 8
    assert cards_of(g, 1, "hand") == [ANIMAL_WALL]


def test_special_abilities_happen_only_with_at_least_that_much_damage(mshs):
    # 1 damage (a block on the first flip): no "2 -> Draw a card."
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Draw Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 4 + [STRENGTH_WALL]},
    )
    attack_with(g, "Tester: Draw Two")
    assert g.damage_done(card_id(g, "Tester: Draw Two")) == 1
    assert cards_of(g, 0, "hand") == []
    # 2 damage (a block on the second flip): the card is drawn
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Draw Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 4 + [STRENGTH_WALL, BLANK]},
    )
    attack_with(g, "Tester: Draw Two")
    assert g.damage_done(card_id(g, "Tester: Draw Two")) == 2
    assert cards_of(g, 0, "hand") == [LEVEL9]


def test_the_attack_is_discarded_when_it_is_finished(mshs):
    g = scenario(
        mshs, p1={"hand": ["Tester: Draw Two"], "deck": [LEVEL9] * 3}, p2={"deck": [BLANK] * 6}
    )
    attack_with(g, "Tester: Draw Two")
    assert cards_of(g, 0, "discard") == ["Tester: Draw Two"]
    assert cards_of(g, 0, "attack") == []
    # ... and after its special ability: the draw happened while it was still the attack
    draw = index_of(g, lambda e: e["t"] == "draw" and e.get("player") == 0)
    to_discard = index_of(g, lambda e: e["t"] == "move" and e.get("to") == [0, "discard"])
    assert draw < to_discard


# ============================================================================ running out of cards


def test_damage_continues_from_the_hand_when_the_deck_runs_out(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"deck": [BLANK] * 2, "hand": [BLANK] * 4},
        answers={1: [BLANK, BLANK, BLANK]},
    )
    attack_with(g, "Tester: Red Eight")
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 6
    assert cards_of(g, 1, "deck") == [] and cards_of(g, 1, "hand") == []


def test_a_matching_icon_discarded_from_the_hand_stops_the_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"deck": [BLANK], "hand": [BLANK, ANIMAL_WALL, BLANK]},
        answers={1: ["take", ANIMAL_WALL]},
    )
    attack_with(g, "Tester: Red Eight")
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 2
    assert cards_of(g, 1, "hand") == [BLANK, BLANK]


def test_drawing_from_an_empty_deck_is_skipped(mshs):
    g = scenario(
        mshs, p1={"hand": [LEVEL9]}, p2={"deck": [BLANK] * 5}, power=3, active=1, turn=4, seed=1
    )
    turn(g)
    assert cards_of(g, 0, "hand") == [LEVEL9]
    assert not [e for e in g.log.entries if e["t"] == "draw" and e.get("player") == 0]
    assert g.state.outcome is None  # the turn went on as normal
    assert g.state.turn == 5


def test_draw_a_card_effect_with_an_empty_deck_does_nothing(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Draw Two"]}, p2={"deck": [BLANK] * 6})
    attack_with(g, "Tester: Draw Two")
    assert g.damage_done(card_id(g, "Tester: Draw Two")) == 3
    assert cards_of(g, 0, "hand") == []


# ============================================================================ winning


def test_you_win_at_the_end_of_a_turn_when_the_opponent_has_no_hand_and_no_deck(mshs):
    g = scenario(
        mshs, p1={"hand": ["Tester: Red Eight", LEVEL9]}, p2={"deck": [BLANK] * 2, "hand": [BLANK]}
    )
    attack_with(g, "Tester: Red Eight")
    assert cards_of(g, 1, "deck") == [] and cards_of(g, 1, "hand") == []
    assert g.state.outcome is None  # not in the middle of the turn ...
    with pytest.raises(GameOver):
        check_endings(g, "turn_end")  # ... but at its end
    assert g.state.outcome.winner == 0


def test_winning_after_a_whole_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"], "deck": [LEVEL9] * 2},
        p2={"deck": [BLANK] * 2, "hand": [BLANK]},
        power=3,
        active=1,
        turn=4,
        answers={0: ["Tester: Red Eight"]},
    )
    turn(g)
    assert g.state.outcome.winner == 0


def test_a_player_with_an_empty_deck_but_cards_in_hand_keeps_playing(mshs):
    g = scenario(
        mshs,
        p1={"hand": [LEVEL9], "deck": [LEVEL9] * 8},
        p2={"hand": ["Thor: Mjolnir Toss", LEVEL9]},
        power=3,
        active=1,
        turn=4,
        answers={1: ["Thor: Mjolnir Toss"]},
    )
    turn(g)  # P1's turn: P2 has no deck but a hand
    assert g.state.outcome is None
    turn(g)  # P2 draws nothing and plays on
    assert g.state.outcome is None
    assert cards_of(g, 1, "discard") == ["Thor: Mjolnir Toss"]
    assert cards_of(g, 1, "hand") == [LEVEL9]
    assert len(cards_of(g, 0, "discard")) == 3


def test_keepers_in_play_do_not_keep_a_player_in_the_game(mshs):
    """ "Completely out of cards, both in their hand and in their deck" (the TCG quick rules
    also name the play zone; the full rules text is followed here)."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"], "deck": [LEVEL9] * 2},
        p2={"deck": [BLANK] * 2, "keepers": ["Black Panther: Heart-Shaped Herb"]},
        power=3,
        active=1,
        turn=4,
        answers={0: ["Tester: Red Eight"]},
    )
    turn(g)
    assert g.state.outcome.winner == 0


def test_when_both_run_out_on_the_same_turn_the_active_player_wins(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Red Eight"]},
        p2={"deck": [BLANK] * 2, "hand": [BLANK]},
        power=3,
        active=1,
        turn=4,
        answers={0: ["Tester: Red Eight"]},
    )
    turn(g)  # P1 plays the very last card
    assert cards_of(g, 0, "hand") == [] and cards_of(g, 0, "deck") == []
    assert g.state.outcome.winner == 0


def test_the_game_can_be_played_to_the_end(mshs):
    deck = [
        "Thor: Mjolnir Toss",
        "Falcon: Updraft",
        "Hulk: Green Rampage",
        BLANK,
        ELEM,
        "Wolverine: Adamantium Uppercut",
        "Tester: Keeper Two",
        "Storm: Sudden Squall",
    ] * 2
    g = scenario(
        mshs,
        p1={"deck": list(deck)},
        p2={"deck": list(deck)},
        turn=0,
        seed=7,
        fallback=RandomAgent(7),
    )
    result = g.run()
    assert result.winner in (0, 1)
    loser = 1 - result.winner
    assert cards_of(g, loser, "hand") == [] and cards_of(g, loser, "deck") == []


# ============================================================================ Keepers


def test_a_keeper_comes_into_play_at_its_threshold(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Keeper Two"]}, p2={"deck": [BLANK] * 6})
    attack_with(g, "Tester: Keeper Two")
    assert cards_of(g, 0, "keepers") == ["Tester: Keeper Two"]
    assert cards_of(g, 0, "discard") == []


def test_a_keeper_with_threshold_3_needs_3_damage(mshs):
    """Thor: Eye of the Storm, "3 -> Keeper": 2 damage is not enough."""
    g = scenario(
        mshs,
        p1={"hand": ["Thor: Eye of the Storm"]},
        p2={"deck": [BLANK] * 4 + [ANIMAL_WALL, ELEM, BLANK]},
    )
    attack_with(g, "Thor: Eye of the Storm")  # Elemental: stops on the 2nd flip
    assert g.damage_done(card_id(g, "Thor: Eye of the Storm")) == 2
    assert cards_of(g, 0, "keepers") == []
    g = scenario(mshs, p1={"hand": ["Thor: Eye of the Storm"]}, p2={"deck": [BLANK] * 7})
    attack_with(g, "Thor: Eye of the Storm")
    assert cards_of(g, 0, "keepers") == ["Thor: Eye of the Storm"]


def test_a_keeper_below_its_threshold_is_discarded(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Keeper Two"]},
        p2={"hand": [STRENGTH_WALL], "deck": [BLANK] * 6},
        answers={1: [STRENGTH_WALL]},
    )
    attack_with(g, "Tester: Keeper Two")
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Tester: Keeper Two"]


def test_keeper_hits_at_the_start_of_your_turn(mshs):
    """ "2 -> Keeper; hits for 2": the Keeper hits for 2 at the start of each of your turns."""
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Shorthand Keeper"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 6},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert hitters(g) == ["Tester: Shorthand Keeper"]
    assert len(cards_of(g, 1, "deck")) == 4


def test_start_of_turn_effects_come_after_the_draw(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 6},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    draw = index_of(g, lambda e: e["t"] == "draw" and e.get("player") == 0)
    hit = index_of(g, lambda e: e["t"] == "resolve")
    power = index_of(g, lambda e: e["t"] == "rng" and e.get("purpose") == "power")
    assert power < draw < hit


def test_keeper_hits_can_be_blocked_from_the_hand(mshs):
    """... and a block on the very first point makes the Keeper misfire into the discard."""
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Two"], "deck": [LEVEL9] * 3},
        p2={"hand": [STRENGTH_WALL], "deck": [BLANK] * 6},
        power=3,
        active=1,
        turn=4,
        answers={1: [STRENGTH_WALL]},
    )
    turn(g)
    assert cards_of(g, 1, "discard") == [STRENGTH_WALL]
    assert len(cards_of(g, 1, "deck")) == 6
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Tester: Keeper Two"]


def test_keeper_damage_stops_at_a_matching_icon_from_the_deck(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Three"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 3 + [STRENGTH_WALL, BLANK]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert len(cards_of(g, 1, "deck")) == 3  # 2 damage, not 3


def test_a_keeper_misfires_when_the_top_card_of_the_deck_blocks(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 4 + [STRENGTH_WALL]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert cards_of(g, 1, "discard") == [STRENGTH_WALL]
    assert len(cards_of(g, 1, "deck")) == 4
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Tester: Keeper Two"]


def test_a_misfiring_keeper_is_destroyed_at_once_and_skips_the_rest_of_its_effect(mshs):
    # without a block: 2 damage, then the Keeper's controller draws a card
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Hit Then Draw"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 6},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert len(cards_of(g, 0, "hand")) == 2
    # blocked on the first point: destroyed, and no draw
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Hit Then Draw"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 5 + [STRENGTH_WALL]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert cards_of(g, 0, "discard") == ["Tester: Hit Then Draw"]
    assert len(cards_of(g, 0, "hand")) == 1  # only the turn's normal draw


def test_a_keeper_hitting_for_3_misfires_only_if_the_first_hit_is_blocked(mshs):
    # the second flip blocks: the damage stops at 2, and the Keeper stays
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Three"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 3 + [STRENGTH_WALL, BLANK]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert len(cards_of(g, 1, "deck")) == 3
    assert cards_of(g, 0, "keepers") == ["Tester: Keeper Three"]


def test_a_keeper_hitting_for_2_misfires_only_if_the_first_hit_is_blocked(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 3 + [STRENGTH_WALL, BLANK]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert len(cards_of(g, 1, "deck")) == 3
    assert cards_of(g, 0, "keepers") == ["Tester: Keeper Two"]


def test_a_keeper_hitting_for_1_misfires_on_a_matching_top_card(mshs):
    """ "Misfires can happen if ... they flip a matching blocking icon from the very top of
    their deck": the first point of a "hits for 1" is blocked by a matching top card."""
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper One"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 4 + [STRENGTH_WALL]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Tester: Keeper One"]


def test_the_hit_verb_misfires_a_keeper(mshs):
    g = scenario(
        mshs, p1={"keepers": ["Tester: Keeper Two"]}, p2={"deck": [BLANK] * 4 + [STRENGTH_WALL]}
    )
    keeper = card_id(g, "Tester: Keeper Two")
    g.verb("hit")(g, keeper, 1, 2, None)
    assert g.state.where[keeper] == (0, "discard")
    assert len(cards_of(g, 1, "deck")) == 4


def test_keeper_damage_is_not_an_attack(mshs):
    """An X-Men Keeper's 2 damage doesn't trigger "whenever you do at least 2 damage with an
    X-Men attack"."""
    g = scenario(
        mshs,
        p1={"keepers": ["Cyclops: Tactical Genius", "Tester: X-Men Keeper"], "deck": [LEVEL9] * 3},
        p2={"deck": [ELEM] * 8},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert resolved(g) == ["Tester: X-Men Keeper"]
    assert hitters(g) == ["Tester: X-Men Keeper"]
    assert len(cards_of(g, 1, "deck")) == 6
    assert "Cyclops: Tactical Genius" in cards_of(g, 0, "keepers")


def test_an_x_men_attack_does_trigger_an_x_men_keeper(mshs):
    """Tactical Genius hits for 1 for each other Keeper you have: one here."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Cyclops: Tactical Genius", "Tester: Quiet Keeper"],
            "hand": ["Wolverine: Adamantium Uppercut"],
        },
        p2={"deck": [ELEM] * 8},
    )
    attack_with(g, "Wolverine: Adamantium Uppercut")
    assert resolved(g) == ["Cyclops: Tactical Genius"]
    assert len(cards_of(g, 1, "deck")) == 8 - 3 - 1


def test_hand_limit_is_8_at_the_end_of_the_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": [LEVEL9] * 9, "deck": [LEVEL9] * 2},
        p2={"hand": [LEVEL9] * 9, "deck": [BLANK] * 5},
        power=3,
        active=1,
        turn=4,
        answers={0: [LEVEL9, LEVEL9]},
    )
    turn(g)
    assert len(cards_of(g, 0, "hand")) == 8
    assert cards_of(g, 0, "discard") == [LEVEL9, LEVEL9]
    assert len(cards_of(g, 1, "hand")) == 9  # only at the end of *your* turn


def test_keeper_limit_is_6_at_the_end_of_the_turn(mshs):
    q = "Tester: Quiet Keeper"
    g = scenario(
        mshs,
        p1={"keepers": [q] * 6, "hand": [q], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 8},
        power=3,
        active=1,
        turn=4,
        answers={0: [q, q]},
    )
    turn(g)
    assert len(cards_of(g, 0, "keepers")) == 6
    assert cards_of(g, 0, "discard") == [q]
    assert [d.kind for d in asked(g, 0)] == ["play", "destroy"]


# ============================================================================ multi-factor attacks


def test_multi_factor_option_1_two_hand_blocks_do_2_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"hand": [SPEED_WALL, ANIMAL_WALL], "deck": [BLANK] * 8},
        answers={1: [SPEED_WALL, ANIMAL_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 2
    assert cards_of(g, 1, "discard") == [SPEED_WALL, ANIMAL_WALL]
    assert len(cards_of(g, 1, "deck")) == 8


def test_multi_factor_option_2_top_card_animal_block_is_2_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"hand": [SPEED_WALL], "deck": [BLANK] * 6 + [ANIMAL_WALL]},
        answers={1: [SPEED_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 2
    assert cards_of(g, 1, "discard") == [SPEED_WALL, ANIMAL_WALL]


def test_multi_factor_option_2_second_card_animal_block_is_3_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"hand": [SPEED_WALL], "deck": [BLANK] * 6 + [ANIMAL_WALL, BLANK]},
        answers={1: [SPEED_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 3
    assert len(cards_of(g, 1, "deck")) == 6


def test_multi_factor_option_2_no_animal_block_in_5_is_6_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"hand": [SPEED_WALL], "deck": [BLANK] * 8},
        answers={1: [SPEED_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 6
    assert len(cards_of(g, 1, "deck")) == 3  # 1 from the hand, 5 from the deck


def test_multi_factor_option_3_both_icons_in_the_first_two_flips_is_2_damage(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"deck": [BLANK] * 6 + [ANIMAL_WALL, SPEED_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 2
    assert len(cards_of(g, 1, "deck")) == 6


def test_multi_factor_option_3_no_icons_in_six_flips_is_6_damage(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Speed Animal"]}, p2={"deck": [BLANK] * 9})
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 6
    assert len(cards_of(g, 1, "deck")) == 3


def test_multi_factor_attack_is_not_stopped_by_one_factor_alone(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"deck": [BLANK] * 6 + [SPEED_WALL, SPEED_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 6


def test_multi_factor_one_hand_block_does_not_cancel_the_attack(mshs):
    """Blocking one factor from the hand isn't enough: the attack goes on to the deck."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Speed Animal"]},
        p2={"hand": [ANIMAL_WALL], "deck": [BLANK] * 8},
        answers={1: [ANIMAL_WALL]},
    )
    attack_with(g, "Tester: Speed Animal")
    assert g.damage_done(card_id(g, "Tester: Speed Animal")) == 6


def test_twin_factor_cards_need_both_factors_blocked(mshs):
    # one Tech icon on the first flip does not stop a Tech + Tech attack; a second one does
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Twin Tech"]},
        p2={"deck": [BLANK] * 4 + [TECH_WALL, BLANK, TECH_WALL]},
    )
    attack_with(g, "Tester: Twin Tech")
    assert g.damage_done(card_id(g, "Tester: Twin Tech")) == 3
    # a single Tech icon anywhere: all 5 damage
    g = scenario(mshs, p1={"hand": ["Tester: Twin Tech"]}, p2={"deck": [BLANK] * 6 + [TECH_WALL]})
    attack_with(g, "Tester: Twin Tech")
    assert g.damage_done(card_id(g, "Tester: Twin Tech")) == 5


def test_twin_factor_cards_can_be_blocked_with_two_hand_blocks(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Twin Tech"]},
        p2={"hand": [TECH_WALL, TECH_WALL], "deck": [BLANK] * 6},
        answers={1: [TECH_WALL, TECH_WALL]},
    )
    attack_with(g, "Tester: Twin Tech")
    assert g.damage_done(card_id(g, "Tester: Twin Tech")) == 2
    assert len(cards_of(g, 1, "deck")) == 6


def test_team_up_cards_count_as_both_heroes_and_both_factors(mshs):
    """ "An 'Elektra & Daredevil' team-up card counts as both an Elektra card and a Daredevil
    card"; a Speed + Animal team-up is both a Speed card and an Animal card.  "Your Black
    Panther cards are attack +2" (the second hero) and "Your power is +2 for Elemental cards"
    (the first hero's Factor) both apply to the Storm & Black Panther team-up."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Black Panther: Heart-Shaped Herb", "Thor: Thunder Rites"],
            "hand": ["Storm & Black Panther: Wakandan Tempest", "Storm: Sudden Squall"],
        },
        p2={"deck": [BLANK] * 12},
        power=7,
    )
    tempest = card_id(g, "Storm & Black Panther: Wakandan Tempest")
    assert g.stat(tempest, "attack") == 11
    assert g.can_play(0, tempest)  # level 9 at power 7 + 2
    squall = card_id(g, "Storm: Sudden Squall")  # Storm alone is no Black Panther card
    assert g.stat(squall, "attack") == g.printed(squall, "attack")


def test_team_up_cards_count_as_both_factors(mshs):
    """A Strength + Animal team-up is an Animal attack for "whenever you do at least 2
    damage with an Animal attack"."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Sabretooth: Blood Frenzy"],
            "hand": ["Colossus & Wolverine: Fastball Special"],
        },
        p2={"deck": [ELEM] * 12},
    )
    attack_with(g, "Colossus & Wolverine: Fastball Special")
    assert resolved(g) == ["Sabretooth: Blood Frenzy"]
    assert len(cards_of(g, 1, "deck")) == 3  # 8 + 1


# ============================================================================ unblockable


def test_an_unblockable_attack_ignores_blocking_icons_in_hand_and_deck(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Invisible Woman: Unseen Strike"]},
        p2={"hand": [BLANK], "deck": [BLANK] * 5},
    )
    attack_with(g, "Invisible Woman: Unseen Strike")  # Energy, attack 3
    assert asked(g, 1, "block") == []
    assert g.damage_done(card_id(g, "Invisible Woman: Unseen Strike")) == 3
    assert cards_of(g, 1, "hand") == [BLANK]


def test_unblockable_damage_comes_from_the_hand_only_when_the_deck_is_empty(mshs):
    """TCG: the damage has to come from the deck unless no cards remain there."""
    g = scenario(
        mshs,
        p1={"hand": ["Invisible Woman: Unseen Strike"]},
        p2={"hand": [BLANK, BLANK, BLANK], "deck": [BLANK]},
        answers={1: [BLANK, BLANK]},
    )
    attack_with(g, "Invisible Woman: Unseen Strike")
    assert g.damage_done(card_id(g, "Invisible Woman: Unseen Strike")) == 3
    assert cards_of(g, 1, "deck") == [] and cards_of(g, 1, "hand") == [BLANK]


def test_cant_be_blocked_from_the_deck_can_still_be_blocked_from_the_hand(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Thing: Overpower"]},
        p2={"hand": [STRENGTH_WALL], "deck": [STRENGTH_WALL] * 6},
        answers={1: [STRENGTH_WALL]},
    )
    attack_with(g, "Thing: Overpower")
    assert g.damage_done(card_id(g, "Thing: Overpower")) == 1
    assert len(cards_of(g, 1, "deck")) == 6


def test_cant_be_blocked_from_the_deck_ignores_deck_icons(mshs):
    g = scenario(mshs, p1={"hand": ["Thing: Overpower"]}, p2={"deck": [STRENGTH_WALL] * 6})
    attack_with(g, "Thing: Overpower")
    assert g.damage_done(card_id(g, "Thing: Overpower")) == 5
    assert len(cards_of(g, 1, "deck")) == 1


# ============================================================================ card effects


def test_a_factor_card_is_a_card_of_that_factor_not_of_that_blocking_icon(mshs):
    """ "You may play an Animal card": an Animal card is a (red) Animal Factor card; a card
    that only blocks Animal is not one."""
    hand = [
        "Wolverine: Snikkity Snikt",
        "Wolverine: Berserker Barrage",
        "Captain America: Shield Bounce",
        "Human Torch: Supernova Halo",
    ]  # block Animal
    g = scenario(mshs, p1={"hand": hand}, p2={"deck": [BLANK] * 10}, power=7, answers={0: ["pass"]})
    attack_with(g, "Wolverine: Snikkity Snikt")
    assert offered(g, 0) == ["Wolverine: Berserker Barrage", "pass"]


def test_an_animal_attack_is_an_attack_with_the_animal_factor(mshs):
    """ "Whenever you do at least 2 damage with an Animal attack" is not triggered by a Speed
    attack that blocks Animal."""
    g = scenario(
        mshs,
        p1={"keepers": ["Sabretooth: Blood Frenzy"], "hand": ["Captain America: Shield Bounce"]},
        p2={"deck": [ELEM] * 10},
    )
    attack_with(g, "Captain America: Shield Bounce")
    assert resolved(g) == []
    assert len(cards_of(g, 1, "deck")) == 6


def test_you_may_is_optional(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Wolverine: Snikkity Snikt", "Wolverine: Berserker Barrage"]},
        p2={"deck": [BLANK] * 10},
        power=7,
        answers={0: ["pass"]},
    )
    attack_with(g, "Wolverine: Snikkity Snikt")
    assert offered(g, 0) == ["Wolverine: Berserker Barrage", "pass"]
    assert cards_of(g, 0, "hand") == ["Wolverine: Berserker Barrage"]
    assert len(cards_of(g, 1, "deck")) == 8


def test_an_effect_without_you_may_must_be_followed(mshs):
    g = scenario(
        mshs,
        p1={
            "hand": ["Tester: Draw Three Then Discard", "Thor: Mjolnir Toss"],
            "deck": [LEVEL9] * 4,
        },
        p2={"deck": [BLANK] * 6},
        answers={0: ["Thor: Mjolnir Toss"]},
    )
    attack_with(g, "Tester: Draw Three Then Discard")
    d = asked(g, 0)[-1]
    assert "pass" not in d.options and "done" not in d.options
    assert cards_of(g, 0, "hand") == [LEVEL9] * 3
    assert cards_of(g, 0, "discard")[0] == "Thor: Mjolnir Toss"


def test_do_as_much_as_you_can_draw_two_with_one_card_left(mshs):
    g = scenario(
        mshs, p1={"hand": ["Tester: Draws Two Cards"], "deck": [LEVEL9]}, p2={"deck": [BLANK] * 6}
    )
    attack_with(g, "Tester: Draws Two Cards")
    assert cards_of(g, 0, "hand") == [LEVEL9]
    assert cards_of(g, 0, "deck") == []


def test_do_as_much_as_you_can_draw_three_with_one_card_left(mshs):
    g = scenario(
        mshs, p1={"hand": ["Tester: Draws Three Cards"], "deck": [LEVEL9]}, p2={"deck": [BLANK] * 6}
    )
    attack_with(g, "Tester: Draws Three Cards")
    assert cards_of(g, 0, "hand") == [LEVEL9]


def test_draw_three_then_discard_with_an_empty_deck_still_discards(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Draw Three Then Discard", "Thor: Mjolnir Toss", "Falcon: Updraft"]},
        p2={"deck": [BLANK] * 6},
        answers={0: ["Falcon: Updraft"]},
    )
    attack_with(g, "Tester: Draw Three Then Discard")
    assert cards_of(g, 0, "hand") == ["Thor: Mjolnir Toss"]
    assert cards_of(g, 0, "discard") == ["Falcon: Updraft", "Tester: Draw Three Then Discard"]


def test_cards_may_break_the_rules_but_not_the_level_rule(mshs):
    """Hulk: Adrenal Surge at power 2: your power is +4 this turn, and you may play another
    card — of level 6 or less."""
    hand = [
        "Hulk: Adrenal Surge",
        "Hulk: Smash Everything",
        "Hulk: Thunderclap",
        "She-Hulk: Closing Argument",
        "Iron Man: Proton Cannon",
        "Thor: Mjolnir Toss",
    ]  # levels 2, 5, 8, 4, 8, 1
    g = scenario(mshs, p1={"hand": hand}, p2={"deck": [BLANK] * 10}, power=2, answers={0: ["pass"]})
    attack_with(g, "Hulk: Adrenal Surge")
    assert g.counter_for("power", 0) == 6
    assert offered(g, 0) == [
        "Hulk: Smash Everything",
        "She-Hulk: Closing Argument",
        "Thor: Mjolnir Toss",
        "pass",
    ]


def test_playing_another_card_needs_enough_power_snikkity_snikt(mshs):
    """Power 7: Snikkity Snikt cannot play The Best at What I Do (level 9) but can play a
    level 7 Animal card."""
    hand = [
        "Wolverine: Snikkity Snikt",
        "Wolverine: The Best at What I Do",
        "Black Panther: King of the Jungle",
    ]
    g = scenario(
        mshs,
        p1={"hand": hand},
        p2={"deck": [BLANK] * 14},
        power=7,
        answers={0: ["Black Panther: King of the Jungle"]},
    )
    attack_with(g, "Wolverine: Snikkity Snikt")
    assert offered(g, 0) == ["Black Panther: King of the Jungle", "pass"]
    assert g.damage_done(card_id(g, "Black Panther: King of the Jungle")) == 8
    assert cards_of(g, 0, "hand") == ["Wolverine: The Best at What I Do"]
    assert len(cards_of(g, 1, "deck")) == 4


# The rulebook's example is "Whisk on the Winds" at power 7 revealing "The Best at What I Do";
# Storm: Eye of the Hurricane reveals and plays a playable X-Men or Elemental card the same way.


def test_a_revealed_x_men_card_above_the_power_cannot_be_played(mshs):
    g = scenario(
        mshs,
        p1={
            "hand": ["Storm: Eye of the Hurricane"],
            "deck": [LEVEL9, "Wolverine: The Best at What I Do"],
        },
        p2={"deck": [BLANK] * 10},
        power=7,
    )
    attack_with(g, "Storm: Eye of the Hurricane")
    assert g.damage_done(card_id(g, "Storm: Eye of the Hurricane")) == 4
    assert [e for e in g.log.entries if e["t"] == "reveal"]
    assert cards_of(g, 0, "deck") == [LEVEL9, "Wolverine: The Best at What I Do"]
    assert len(cards_of(g, 1, "deck")) == 6


def test_a_revealed_level_7_x_men_card_is_played_at_power_7(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Storm: Eye of the Hurricane"], "deck": [LEVEL9, "Cyclops: Visor Wide Open"]},
        p2={"deck": [LEVEL9] * 16},
        power=7,
    )
    attack_with(g, "Storm: Eye of the Hurricane")
    visor = card_id(g, "Cyclops: Visor Wide Open")
    assert g.damage_done(visor) == 9 + 1  # played at attack +1
    assert g.stat(visor, "attack") == 9  # (for that play only)
    assert cards_of(g, 0, "deck") == [LEVEL9]
    assert cards_of(g, 0, "discard") == ["Cyclops: Visor Wide Open", "Storm: Eye of the Hurricane"]
    assert len(cards_of(g, 1, "deck")) == 16 - 4 - 10


def test_a_revealed_card_goes_back_where_it_came_from(mshs):
    g = scenario(
        mshs,
        p1={
            "hand": ["Spider-Man: Web-Slinger Relay"],
            "deck": [LEVEL9, "Hulk: Smash Everything"],
        },
        p2={"deck": [BLANK] * 10},
        power=7,
    )
    attack_with(g, "Spider-Man: Web-Slinger Relay")  # reveals a Strength card: not played
    assert [e for e in g.log.entries if e["t"] == "reveal"]
    assert cards_of(g, 0, "deck") == [LEVEL9, "Hulk: Smash Everything"]
    assert cards_of(g, 0, "hand") == []


def test_you_may_play_a_card_at_an_attack_bonus(mshs):
    """The rulebook's "You may play a Speed or Elemental card at attack +1" (a card of printed
    attack 4 counts as 5), here Rooftop Race's "You may play a level 2 or less card at attack
    +2": a printed attack 4 counts as 6, for that play only, and only cards the text names
    (and of level at most the power) are offered."""
    hand = [
        "Spider-Man & Human Torch: Rooftop Race",
        "Human Torch: Hot Pursuit",
        "Thing: Overpower",
        "Human Torch: Nova Burst",
        "Thing: Rocky Knuckles",
    ]  # levels 7, 2, 5, 9, 1
    g = scenario(
        mshs,
        p1={"hand": hand},
        p2={"deck": [BLANK] * 14},
        power=7,
        answers={0: ["Human Torch: Hot Pursuit"]},
    )
    attack_with(g, "Spider-Man & Human Torch: Rooftop Race")
    assert g.damage_done(card_id(g, "Human Torch: Hot Pursuit")) == 6
    assert len(cards_of(g, 1, "deck")) == 14 - 6 - 6
    # the bonus was for that play only
    assert g.stat(card_id(g, "Human Torch: Hot Pursuit"), "attack") == 4
    # offered: cards of level 2 or less (Overpower is level 5, Nova Burst level 9)
    assert offered(g, 0) == ["Human Torch: Hot Pursuit", "Thing: Rocky Knuckles", "pass"]


def test_your_power_is_plus_2_for_some_cards(mshs):
    """The rulebook's "Your power is +2 for Storm and Thor cards" at power 3 (a Storm or Thor
    card of level 5 or less, or another hero's of level 3), here Thunder Rites' "Your power is
    +2 for Elemental cards": an Elemental card of level 5 or less, or another of level 3 (a
    card that only blocks Elemental is not an Elemental card)."""
    hand = [
        "Human Torch: Supernova Halo",
        "Thor: Lightning Strike",
        "Hulk: Smash Everything",
        "She-Hulk: Closing Argument",
        "Hulk: Green Rampage",
        "Storm: Goddess of Lightning",
    ]  # 5, 5, 5, 4 (blocks Elemental), 3, 8
    g = scenario(
        mshs,
        p1={"keepers": ["Thor: Thunder Rites"], "hand": hand},
        power=3,
        answers={0: ["pass"]},
    )
    g.run_step("attack", 0)
    assert offered(g, 0) == [
        "Human Torch: Supernova Halo",
        "Thor: Lightning Strike",
        "Hulk: Green Rampage",
        "pass",
    ]


def test_your_black_panther_cards_are_attack_plus_2(mshs):
    """The rulebook's "Your Black Panther and Storm cards are attack +1" (a Storm attack 2
    counts as 3), here Heart-Shaped Herb's "Your Black Panther cards are attack +2"."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Black Panther: Heart-Shaped Herb"],
            "hand": ["Black Panther: Vibranium Claws", "Thor: Mjolnir Toss"],
        },
        p2={"deck": [BLANK] * 8},
    )
    assert g.stat(card_id(g, "Black Panther: Vibranium Claws"), "attack") == 3 + 2
    assert g.stat(card_id(g, "Thor: Mjolnir Toss"), "attack") == 3  # printed 3, not +2
    attack_with(g, "Black Panther: Vibranium Claws")
    assert g.damage_done(card_id(g, "Black Panther: Vibranium Claws")) == 5
    assert len(cards_of(g, 1, "deck")) == 3


def test_opponents_power_minus_3_lasts_through_their_turn_then_the_keeper_is_destroyed(mshs):
    """TCG: "Your opponent's power is -3. At the end of your opponent's turn, destroy this
    Keeper." Power 7 on the opponent's turn: they act as if it were 4."""
    hand2 = ["Black Panther: Hit and Run", "Thor: Lightning Strike", "Hulk: Green Rampage"]
    g = scenario(
        mshs,
        p1={"hand": ["Mr. Fantastic: Tangled Up"], "deck": [BLANK] * 4},
        p2={"hand": hand2, "deck": [LEVEL9] * 10},
        power=7,
        seed=2,
        answers={1: ["pass"]},
    )
    attack_with(g, "Mr. Fantastic: Tangled Up")
    assert cards_of(g, 0, "keepers") == ["Mr. Fantastic: Tangled Up"]
    assert g.counter_for("power", 0) == 7
    assert g.counter_for("power", 1) == 4
    turn(g)  # the opponent's turn
    assert coins(g, "power") == ["tails"]
    assert offered(g, 1) == ["Black Panther: Hit and Run", "Hulk: Green Rampage", "pass"]
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Mr. Fantastic: Tangled Up"]
    assert g.counter_for("power", 1) == 7


def test_the_minus_3_keeper_is_not_destroyed_at_the_end_of_your_own_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Mr. Fantastic: Tangled Up"], "deck": [LEVEL9] * 4},
        p2={"deck": [LEVEL9] * 10},
        power=7,
        active=1,
        turn=4,
        seed=2,
        answers={0: ["Mr. Fantastic: Tangled Up"]},
    )
    turn(g)  # your turn: the Keeper comes into play
    assert cards_of(g, 0, "keepers") == ["Mr. Fantastic: Tangled Up"]


def test_online_opponents_power_minus_3_next_turn(mshs):
    """Online: "Your opponent's power is -3 next turn"."""
    hand2 = ["Black Panther: Hit and Run", "Hulk: Smash Everything", "Hulk: Green Rampage"]
    g = scenario(
        mshs,
        p1={"hand": ["Spider-Woman: Pheromone Haze"], "deck": [BLANK] * 4},
        p2={"hand": hand2, "deck": [LEVEL9] * 10},
        power=7,
        seed=2,
        answers={1: ["pass"]},
    )
    attack_with(g, "Spider-Woman: Pheromone Haze")
    turn(g)
    assert coins(g, "power") == ["tails"]
    assert offered(g, 1) == ["Black Panther: Hit and Run", "Hulk: Green Rampage", "pass"]
    assert g.counter_for("power", 1) == 7  # over after that turn


def test_opponents_cards_attack_minus_n_until_the_end_of_their_turn(mshs):
    """TCG: "Your opponent's cards are attack -5. At the end of your opponent's turn, destroy
    this Keeper." (an attack value 8 counts as 3); Web Cocoon says the same with -3: an attack
    value 8 counts as 5."""
    g = scenario(
        mshs,
        p1={"hand": ["Spider-Man: Web Cocoon"], "deck": [ELEM] * 8},
        p2={"hand": ["Scarlet Witch: Chaos Magic"], "deck": [ELEM] * 10},
        power=7,
        seed=2,
        answers={1: ["Scarlet Witch: Chaos Magic"]},
    )
    attack_with(g, "Spider-Man: Web Cocoon")
    magic = card_id(g, "Scarlet Witch: Chaos Magic")
    assert cards_of(g, 0, "keepers") == ["Spider-Man: Web Cocoon"]
    assert g.printed(magic, "attack") == 8
    assert g.stat(magic, "attack") == 8 - 3
    turn(g)
    assert g.damage_done(magic) == 5
    assert len(cards_of(g, 0, "deck")) == 3
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == [ELEM] * 5 + ["Spider-Man: Web Cocoon"]


def test_attack_minus_n_turns_an_attack_2_card_into_0(mshs):
    """Attack value 0: no damage, no cards discarded, no "2 ->" effect."""
    g = scenario(
        mshs,
        p1={"keepers": ["Spider-Man: Web Cocoon"], "deck": [BLANK] * 8},
        p2={"hand": ["Toad: Tongue Whip"], "deck": [LEVEL9] * 10},
        power=7,
        seed=2,
        answers={1: ["Toad: Tongue Whip"]},
    )
    toad = card_id(g, "Toad: Tongue Whip")
    assert g.stat(toad, "attack") == 0
    turn(g)
    assert g.damage_done(toad) == 0
    assert len(cards_of(g, 0, "deck")) == 8
    assert cards_of(g, 0, "discard") == ["Spider-Man: Web Cocoon"]  # destroyed at the end
    assert cards_of(g, 1, "hand") == [LEVEL9]  # only the turn's draw, not "Draw a card"
    assert cards_of(g, 1, "discard") == ["Toad: Tongue Whip"]


def test_online_opponents_cards_attack_minus_5_next_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Shrinking Field"], "deck": [BLANK] * 8},
        p2={"hand": ["Tester: Red Eight"], "deck": [LEVEL9] * 10},
        power=7,
        seed=2,
        answers={1: ["Tester: Red Eight"]},
    )
    attack_with(g, "Tester: Shrinking Field")
    turn(g)
    assert g.damage_done(card_id(g, "Tester: Red Eight")) == 3
    assert len(cards_of(g, 0, "deck")) == 5
    assert g.stat(card_id(g, "Tester: Red Eight"), "attack") == 8  # over after that turn


def test_destroy_a_keeper_puts_it_into_the_discard_pile(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Hawkeye: Net Arrow"], "deck": [LEVEL9]},
        p2={"keepers": ["Black Panther: Heart-Shaped Herb"], "deck": [BLANK] * 6},
    )
    attack_with(g, "Hawkeye: Net Arrow")
    assert cards_of(g, 1, "keepers") == []
    assert cards_of(g, 1, "discard")[-1] == "Black Panther: Heart-Shaped Herb"
    assert cards_of(g, 0, "hand") == [LEVEL9]  # "Then draw a card."


def test_heal_2_puts_the_bottom_two_discards_under_the_deck(mshs):
    discard = ["Thor: Mjolnir Toss", "Hulk: Green Rampage", "Falcon: Updraft"]
    g = scenario(mshs, p1={"discard": discard, "deck": [LEVEL9]})
    g.verb("heal")(g, 0, 2, None)
    deck = cards_of(g, 0, "deck")
    assert sorted(deck[:2]) == sorted(discard[:2]) and deck[2:] == [LEVEL9]
    assert cards_of(g, 0, "discard") == ["Falcon: Updraft"]


def test_heal_2_from_a_card(mshs):
    discard = ["Thor: Mjolnir Toss", "Hulk: Green Rampage", "Falcon: Updraft"]
    g = scenario(
        mshs,
        p1={"hand": ["Iron Fist: Inner Calm"], "discard": discard, "deck": [LEVEL9]},
        p2={"deck": [BLANK] * 3 + [ELEM] * 4},
    )
    attack_with(g, "Iron Fist: Inner Calm")  # Energy, attack 3: "3 -> Heal 2."
    deck = cards_of(g, 0, "deck")
    assert sorted(deck[:2]) == sorted(discard[:2]) and deck[2:] == [LEVEL9]
    assert cards_of(g, 0, "discard") == ["Falcon: Updraft", "Iron Fist: Inner Calm"]


def test_each_of_your_opponents_keepers_hits_your_opponent_and_can_misfire(mshs):
    """Magneto: Turn Their Steel: the opponent's own deck makes their Keeper misfire."""
    deck2 = [ANIMAL_WALL] * 3 + [ANIMAL_WALL, ANIMAL_WALL] + [STRENGTH_WALL] + [ANIMAL_WALL] * 5
    g = scenario(
        mshs,
        p1={"hand": ["Magneto: Turn Their Steel"]},
        p2={"keepers": ["Tester: Keeper Two", "Tester: Keeper Three"], "deck": deck2},
    )
    attack_with(g, "Magneto: Turn Their Steel")  # Energy, attack 5
    # Keeper Two hits its own player: the top card blocks Strength -> misfire
    assert cards_of(g, 1, "keepers") == ["Tester: Keeper Three"]
    assert "Tester: Keeper Two" in cards_of(g, 1, "discard")
    # Keeper Three hits its own player for 2
    assert len(cards_of(g, 1, "deck")) == 11 - 5 - 1 - 2


def test_putting_a_keeper_into_play_from_the_hand_does_no_damage_and_cant_be_blocked(mshs):
    """Online: "You may put a Keeper of level 5 or less from your hand into play"; Howling
    Commandos: "3 -> You may put a Keeper of level 3 or less from your hand into play"."""
    g = scenario(
        mshs,
        p1={"hand": ["Nick Fury: Howling Commandos", "Tester: Keeper Two"]},
        p2={"hand": [STRENGTH_WALL], "deck": [BLANK] * 8},
        answers={0: ["Tester: Keeper Two"]},
        power=6,
    )
    attack_with(g, "Nick Fury: Howling Commandos")
    assert cards_of(g, 0, "keepers") == ["Tester: Keeper Two"]
    assert asked(g, 1, "block") == []
    assert hitters(g) == ["Nick Fury: Howling Commandos"]
    assert len(cards_of(g, 1, "deck")) == 8 - 4
    assert cards_of(g, 1, "hand") == [STRENGTH_WALL]


# ======================================================================== deck rules, visibility


def test_a_deck_is_exactly_40_cards_with_at_most_4_copies(mshs, tmp_path):
    from cardsmith.dsl.cardset import Deck
    from cardsmith.dsl.checks import check_decks
    from cardsmith.dsl.yamlsafe import load_text

    def problems(cards):
        src = "name: t\ncards:\n" + "".join(f'  "{n}": {k}\n' for n, k in cards.items())
        deck = Deck("t", "t.yaml", dict(cards), "", load_text(src, "t.yaml"))
        cs = SimpleNamespace(
            game=mshs.cardset.game, cards=mshs.cardset.cards, decks={"t": deck}, diagnostics=[]
        )
        check_decks(cs)
        return sorted(d.code for d in cs.diagnostics)

    ten = [
        "Thor: Mjolnir Toss",
        "Falcon: Updraft",
        "Hulk: Green Rampage",
        "Storm: Sudden Squall",
        "Iron Man: Unibeam",
        "Thing: Rocky Knuckles",
        "Cyclops: Optic Blast",
        "Magneto: Iron Filings",
        "Toad: Tongue Whip",
        "Black Widow: Covert Op",
    ]
    assert problems({n: 4 for n in ten}) == []
    assert problems({n: 4 for n in ten[:9]} | {ten[9]: 3}) == ["E-DECK-SIZE"]
    assert problems({n: 4 for n in ten[:8]} | {ten[8]: 5, ten[9]: 3}) == ["E-DECK-COPIES"]


def test_discard_piles_are_face_up_and_deck_sizes_are_public(mshs):
    g = scenario(
        mshs, p1={"hand": [LEVEL9, LEVEL9], "deck": [BLANK] * 7, "discard": ["Thor: Mjolnir Toss"]}
    )
    seen = g.view(1)["zones"]
    assert seen[(0, "deck")] == 7  # the number of cards is public
    assert seen[(0, "hand")] == 2  # the hand is not
    assert [s.split(" (")[0] for s in seen[(0, "discard")]] == ["Thor: Mjolnir Toss"]


# ============================================================================ timing


def test_your_keepers_effects_resolve_from_oldest_to_newest(mshs):
    for keepers in (
        ["Tester: Keeper Two", "Tester: Keeper Three"],
        ["Tester: Keeper Three", "Tester: Keeper Two"],
    ):
        g = scenario(
            mshs,
            p1={"keepers": keepers, "deck": [LEVEL9] * 3},
            p2={"deck": [BLANK] * 10},
            power=3,
            active=1,
            turn=4,
        )
        turn(g)
        assert resolved(g) == keepers


def test_the_opponents_effects_come_before_yours(mshs):
    """A coin flip heads triggers both players' Keepers: the opponent's first, then yours
    from oldest to newest."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Black Cat: Lucky Streak", "Black Cat: Jinxed"],
            "deck": [LEVEL9] * 6,
        },
        p2={"keepers": ["Black Cat: Jinxed"], "deck": [BLANK] * 6},
        power=3,
        active=1,
        turn=4,
        seed=1,
    )
    turn(g)
    assert coins(g, "power") == ["heads"]
    assert resolved_by(g) == [
        (1, "Black Cat: Jinxed"),
        (0, "Black Cat: Lucky Streak"),
        (0, "Black Cat: Jinxed"),
    ]


# The rulebooks' "especially tricky example" with our own cards in its roles: an old Keeper
# of yours, a newer one, the opponent's Keeper that hits back when it takes damage from the
# attack and is destroyed, and an attack with a "2 ->" draw.
CYCLOPS = "Cyclops: Tactical Genius"  # online: Cyclops: Strong Leader
GAMBIT = "Gambit: Kinetic Charge"  # online: Gambit: Adrenaline Rush
WITCH = "Scarlet Witch: Reality Shift"
FALCON = "Falcon: Redwing Strike"  # TCG: Falcon: Avengers Assemble!


def _tricky(rules, keepers, attack):
    g = scenario(
        rules,
        p1={"keepers": keepers, "hand": [attack], "deck": [BLANK] * 8},
        p2={"keepers": [HULK], "hand": [STRENGTH_WALL], "deck": [ELEM] * 14},
        power=6,
        seed=1,
    )
    attack_with(g, attack)
    return g


def test_extra_tricky_timing_online(mshs):
    """Online: Cyclops (old), Gambit (newer), the opponent's Hulk; Wolverine: Feral Stalker
    does all 5 damage: Hulk hits and is destroyed, then Cyclops (1 for each other Keeper),
    then Gambit, then Feral Stalker's draw."""
    g = _tricky(mshs, [CYCLOPS, GAMBIT], "Wolverine: Feral Stalker")
    assert g.damage_done(card_id(g, "Wolverine: Feral Stalker")) == 5
    assert resolved(g) == [HULK, CYCLOPS, GAMBIT, "Wolverine: Feral Stalker"]
    assert hitters(g) == ["Wolverine: Feral Stalker", HULK, CYCLOPS, GAMBIT]
    assert HULK in cards_of(g, 1, "discard")
    assert cards_of(g, 1, "keepers") == []
    assert len(cards_of(g, 1, "deck")) == 14 - 5 - 1 - 2
    assert len(cards_of(g, 0, "deck")) == 8 - 3 - 1  # hit for 3 by Hulk, then the draw
    # the draw is the very last thing
    draw = index_of(g, lambda e: e["t"] == "draw" and e.get("player") == 0)
    last_hit = max(i for i, e in enumerate(g.log.entries) if e["t"] == "flip")
    assert draw > last_hit


def test_extra_tricky_timing_tcg(mshs):
    """TCG: Scarlet Witch: Reality Shift (old), Falcon (newer), the opponent's Hulk; Iron
    Man: Go Team! does all 5 damage: Hulk, then Reality Shift, then Falcon (the opponent
    discards a card at random), then Go Team!'s draw."""
    g = _tricky(mshs, [WITCH, FALCON], "Iron Man: Go Team!")
    assert g.damage_done(card_id(g, "Iron Man: Go Team!")) == 5
    assert resolved(g) == [HULK, WITCH, FALCON, "Iron Man: Go Team!"]
    assert hitters(g)[:2] == ["Iron Man: Go Team!", HULK]
    assert cards_of(g, 1, "keepers") == [] and HULK in cards_of(g, 1, "discard")
    assert cards_of(g, 1, "hand") == []  # Falcon's discard
    falcon = index_of(g, lambda e: e["t"] == "resolve" and g.defs[e["card"]].name == FALCON)
    discard = index_of(g, lambda e: e["t"] == "move" and e["frm"] == [1, "hand"])
    draw = index_of(g, lambda e: e["t"] == "draw" and e.get("player") == 0)
    last_hit = max(i for i, e in enumerate(g.log.entries) if e["t"] == "flip")
    assert falcon < discard < draw and draw > last_hit


def test_extra_tricky_timing_with_your_effects_first(mshs_active_first):
    """The same examples under a timing policy of "active player first": your Keepers, then
    the opponent's Hulk, and the attack's own ability still last."""
    g = _tricky(mshs_active_first, [CYCLOPS, GAMBIT], "Wolverine: Feral Stalker")
    assert resolved(g) == [CYCLOPS, GAMBIT, HULK, "Wolverine: Feral Stalker"]
    g = _tricky(mshs_active_first, [WITCH, FALCON], "Iron Man: Go Team!")
    assert resolved(g) == [WITCH, FALCON, HULK, "Iron Man: Go Team!"]


def _spring_cleaning(rules, keeper, deck2):
    g = scenario(
        rules,
        p1={"keepers": [keeper], "hand": ["Iron Man: Spring Cleaning"]},
        p2={
            "keepers": ["Black Panther: Heart-Shaped Herb", "Mr. Fantastic: Stretch Goals"],
            "deck": deck2,
        },
        power=9,
    )
    attack_with(g, "Iron Man: Spring Cleaning")
    return g


def test_breakdancing_triggers_twice_when_two_keepers_are_destroyed(mshs):
    g = _spring_cleaning(mshs, "Abomination: Breakdancing", [BLANK] * 12)
    assert cards_of(g, 1, "keepers") == []
    assert resolved(g).count("Abomination: Breakdancing") == 2
    assert len(cards_of(g, 1, "deck")) == 12 - 5 - 2 - 2
    assert cards_of(g, 0, "keepers") == ["Abomination: Breakdancing"]


def test_breakdancing_misfiring_skips_its_second_trigger(mshs):
    """Online: Breakdancing misfires during its first effect: its second is skipped."""
    g = _spring_cleaning(
        mshs, "Abomination: Breakdancing", [BLANK] * 3 + [ANIMAL_WALL] + [BLANK] * 5
    )
    assert resolved(g).count("Abomination: Breakdancing") == 1
    assert cards_of(g, 0, "keepers") == []
    assert cards_of(g, 0, "discard") == ["Abomination: Breakdancing", "Iron Man: Spring Cleaning"]
    assert len(cards_of(g, 1, "deck")) == 3


def test_flailing_wildly_misfiring_skips_its_second_trigger(mshs):
    """TCG: the same with Hulk: Flailing Wildly."""
    g = _spring_cleaning(mshs, "Hulk: Flailing Wildly", [BLANK] * 3 + [STRENGTH_WALL] + [BLANK] * 5)
    assert resolved(g).count("Hulk: Flailing Wildly") == 1
    assert cards_of(g, 0, "keepers") == []
    assert len(cards_of(g, 1, "deck")) == 3
    g = _spring_cleaning(mshs, "Hulk: Flailing Wildly", [BLANK] * 12)
    assert resolved(g).count("Hulk: Flailing Wildly") == 2
    assert len(cards_of(g, 1, "deck")) == 3


def test_an_effect_is_finished_before_another_starts(mshs):
    """Latverian Decree destroys a Keeper, which triggers Breakdancing: Breakdancing waits
    until the Decree has also healed 1."""
    g = scenario(
        mshs,
        p1={
            "keepers": ["Abomination: Breakdancing"],
            "hand": ["Dr. Doom: Latverian Decree"],
            "discard": ["Thor: Mjolnir Toss"],
            "deck": [LEVEL9],
        },
        p2={"keepers": ["Black Panther: Heart-Shaped Herb"], "deck": [ELEM] * 8},
    )
    attack_with(g, "Dr. Doom: Latverian Decree")
    heal = index_of(g, lambda e: e["t"] == "heal")
    breakdance = index_of(
        g, lambda e: e["t"] == "resolve" and g.defs[e["card"]].name == "Abomination: Breakdancing"
    )
    assert heal < breakdance
    assert len(cards_of(g, 1, "deck")) == 8 - 3 - 2


def test_yoink_discard_order(mshs):
    """Yoink! plays the top card of the discard pile (the rulebook's Spider-Strikes, here
    Web-Slinger Relay), which plays Spider-Swing from the deck: they go to the discard pile
    in the order they finish."""
    g = scenario(
        mshs,
        p1={
            "hand": ["Spider-Man: Yoink!"],
            "discard": ["Spider-Man: Web-Slinger Relay"],
            "deck": [LEVEL9, "Spider-Man: Spider-Swing"],
        },
        p2={"deck": [BLANK] * 10},
    )
    attack_with(g, "Spider-Man: Yoink!")
    assert cards_of(g, 0, "discard") == [
        "Spider-Man: Spider-Swing",
        "Spider-Man: Web-Slinger Relay",
        "Spider-Man: Yoink!",
    ]
    assert len(cards_of(g, 1, "deck")) == 10 - 2 - 2 - 3


def test_a_keeper_count_is_checked_when_the_effect_resolves(mshs):
    """The rulebook's "if you have at least three keepers in play, this Keeper hits for 1":
    an older Keeper that misfires first may leave too few.  Hold the Line: "if you have more
    Keepers in play than your opponent" -- three against two, until the oldest misfires."""
    keepers = [
        "Tester: Keeper Two",
        "Black Panther: Heart-Shaped Herb",
        "Captain America: Hold the Line",
    ]
    theirs = ["Tester: Quiet Keeper", "Tester: Quiet Keeper"]
    g = scenario(
        mshs,
        p1={"keepers": keepers, "deck": [LEVEL9] * 3},
        p2={"keepers": theirs, "deck": [BLANK] * 4 + [STRENGTH_WALL]},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert "Tester: Keeper Two" in cards_of(g, 0, "discard")
    assert "Captain America: Hold the Line" not in hitters(g)
    assert len(cards_of(g, 1, "deck")) == 4
    # with all three Keepers still in play it hits for 2
    g = scenario(
        mshs,
        p1={"keepers": keepers, "deck": [LEVEL9] * 3},
        p2={"keepers": theirs, "deck": [BLANK] * 5},
        power=3,
        active=1,
        turn=4,
    )
    turn(g)
    assert hitters(g) == ["Tester: Keeper Two", "Captain America: Hold the Line"]
    assert len(cards_of(g, 1, "deck")) == 5 - 2 - 2


def test_narration_tells_the_tricky_example_in_order(mshs):
    g = _tricky(mshs, [CYCLOPS, GAMBIT], "Wolverine: Feral Stalker")
    lines = said(g)

    def first(text):
        return next(i for i, s in enumerate(lines) if text in s)

    assert (
        first("Wolverine: Feral Stalker hits")
        < first(HULK + " hits")
        < first(HULK + " is destroyed")
        < first(CYCLOPS + " hits")
        < first(GAMBIT + " hits")
        < first("P1 draws")
    )
