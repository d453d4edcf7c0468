"""OmniVerse: the core rules ("Components List & Game Setup", "Turn & Round Structure", "Win &
Lose Condition") and every decision of NOTES.md's "Rules questions" table, one per test.

P1 is player 0 (active, asked first, in round 1).  Stats quoted are SPD/ATK/DEF from Table 1.
"""

from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from omnihelp import (
    RESTS,
    asked,
    attackers,
    attacks,
    build,
    cards_of,
    coins,
    dice,
    entries,
    fighter_options,
    lines,
    rounds,
    zone_of,
)

STARK, HELI = "Stark Tower", "Helicarrier"
JL = [
    "BATMAN",
    "SUPERMAN",
    "WONDER WOMAN",
    "AQUAMAN",
    "CYBORG",
    "FLASH",
    "CATWOMAN",
    "GREEN ARROW",
    "ROBIN",
    "GREEN LANTERN",
    "SHAZAM",
    "DOCTOR FATE",
    "HARLEY QUINN",
    "LEX LUTHOR",
    "JOKER",
]
AV = [
    "IRON MAN",
    "HULK",
    "THOR ODINSON",
    "CAPTAIN AMERICA",
    "VISION",
    "SCARLET WITCH",
    "BLACK WIDOW",
    "HAWKEYE",
    "WAR MACHINE",
    "SPIDER-MAN",
    "CAPTAIN MARVEL",
    "DOCTOR STRANGE",
    "DEADPOOL",
    "NICK FURY",
    "LOKI",
]


# ============================================================================ core rules


def test_setup_six_fighters_in_hand_nine_in_deck_thirty_locations(omni):
    """Setup 2-3: each player shuffles 15 fighters and draws 6; the remaining 9 stay in the
    deck; all 30 Location Cards are shuffled together face down."""
    g = build(omni, p1={"deck": JL}, p2={"deck": AV})
    g.setup()
    for p in (0, 1):
        assert len(cards_of(g, p, "hand")) == 6
        assert len(cards_of(g, p, "deck")) == 9
    assert len(cards_of(g, g.table, "locations")) == 30
    assert cards_of(g, g.table, "location") == []
    assert [
        e for e in entries(g, "rng") if e.get("what") == "shuffle" and e.get("zone") == "locations"
    ]


def test_each_round_reveals_a_new_location(omni):
    """Step 1: each round begins with a new Location Card face up; the old one is used."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "LOKI"]},
        p2={"hand": ["LEX LUTHOR", "JOKER"]},
        locations=[STARK, HELI],
        answers={0: ["NICK FURY", "LOKI"], 1: ["LEX LUTHOR", "JOKER"]},
    )
    rounds(g)
    assert cards_of(g, g.table, "location") == [STARK]
    rounds(g)
    assert cards_of(g, g.table, "location") == [HELI]
    assert cards_of(g, g.table, "used_locations") == [STARK]


class Spy(ScriptedAgent):
    """A scripted agent that keeps what its player could see at each decision."""

    def __init__(self, answers):
        super().__init__(answers)
        self.seen = []

    def choose(self, game, decision):
        self.seen.append((decision, game.view(decision.player)))
        return super().choose(game, decision)


def test_face_down_choice_is_not_seen_before_the_reveal(omni):
    """Step 2-3: P1 places HULK face down first; when P2 decides, P2's view shows P1's chosen
    zone only as a count and names none of P1's hidden cards; the decision offers only P2's
    own cards.  After the reveal both fighters are face up."""
    g = build(
        omni,
        p1={"hand": ["HULK", "THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR"]},
        locations=[STARK],
        answers={0: ["HULK"]},
    )
    spy = g.agents[1] = Spy(["LEX LUTHOR"])
    rounds(g)
    decision, view = spy.seen[0]
    assert decision.kind == "play"
    assert view["zones"][(0, "chosen")] == 1
    assert view["zones"][(0, "hand")] == 1
    visible = [x for v in view["zones"].values() if isinstance(v, list) for x in v]
    assert "HULK" not in visible and "THOR ODINSON" not in visible
    assert [g.describe(o) for o in decision.options] == ["LEX LUTHOR"]
    assert "HULK" not in decision.prompt
    assert "P1 reveals HULK" in lines(g)


def test_undefeated_fighter_rests_one_round_and_returns_at_the_end_of_the_next(omni):
    """Step 5: SPIDER-MAN fights in round 1 and goes to Rest State 1; he cannot be placed in
    round 2, returns to the hand at the end of round 2 and may be placed in round 3."""
    g = build(
        omni,
        p1={"hand": ["SPIDER-MAN", "NICK FURY"]},
        p2={"hand": ["LEX LUTHOR", "JOKER"]},
        locations=[STARK, HELI, "Oa"],
        answers={
            0: ["SPIDER-MAN", "NICK FURY", "SPIDER-MAN"],
            1: ["LEX LUTHOR", "JOKER", "LEX LUTHOR"],
        },
    )
    rounds(g)
    assert zone_of(g, "SPIDER-MAN") == "rest_1"
    rounds(g)
    assert zone_of(g, "SPIDER-MAN") == "hand"
    rounds(g)
    assert fighter_options(g, 0) == [["NICK FURY", "SPIDER-MAN"], ["NICK FURY"], ["SPIDER-MAN"]]


def test_defeated_fighter_goes_to_the_defeated_slot(omni):
    """Step 4-5: ATTACK higher than DEFENSE defeats (SUPERMAN 11 vs VISION 10)."""
    g = build(
        omni,
        p1={"hand": ["SUPERMAN"]},
        p2={"hand": ["VISION"]},
        locations=[STARK],
        answers={0: ["SUPERMAN"], 1: ["VISION"]},
    )
    rounds(g)
    assert cards_of(g, 1, "defeated") == ["VISION"]


def test_five_defeated_loses(omni):
    """Win & Lose: P2 has 4 defeated; IRON MAN defeats HARLEY QUINN: P2 has 5 and loses."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN"]},
        p2={
            "hand": ["HARLEY QUINN"],
            "defeated": ["SUPERMAN", "BATMAN", "AQUAMAN", "WONDER WOMAN"],
        },
        locations=["Oa"],
        answers={0: ["IRON MAN"], 1: ["HARLEY QUINN", False]},
    )
    rounds(g)
    assert len(cards_of(g, 1, "defeated")) == 5
    assert g.state.outcome.winner == 0


# ============================================================================ NOTES: rulings


def speed_tie(omni, seed):
    g = build(
        omni,
        p1={"hand": ["IRON MAN"]},
        p2={"hand": ["AQUAMAN"]},
        locations=[STARK],
        seed=seed,
        answers={0: ["IRON MAN"], 1: ["AQUAMAN"]},
    )
    rounds(g)
    return g


def test_equal_speed_a_coin_decides_who_acts_first(omni):
    """IRON MAN and AQUAMAN both have SPEED 7: one coin is flipped; the two sides of the coin
    (seeds 1 and 2) give the first turn to different players."""
    heads, tails = speed_tie(omni, seed=1), speed_tie(omni, seed=2)
    assert coins(heads) == ["heads"] and coins(tails) == ["tails"]
    assert attackers(heads)[0] != attackers(tails)[0]


def test_attack_equal_to_defense_does_not_defeat(omni):
    """ "ATTACK higher than DEFENSE": IRON MAN 12 vs AQUAMAN's DEF 12 and AQUAMAN 11 vs IRON MAN's
    DEF 11 defeat nobody; both TITANs rest."""
    g = speed_tie(omni, seed=1)
    assert sorted(attacks(g)) == [("AQUAMAN", 11, 11), ("IRON MAN", 12, 12)]
    assert cards_of(g, 0, "defeated") == [] and cards_of(g, 1, "defeated") == []
    assert zone_of(g, "IRON MAN") == "rest_2" and zone_of(g, "AQUAMAN") == "rest_2"


def test_rest_state_plus_one_on_the_last_slot_keeps_it_there(omni):
    """ "Rest State +1" on a card in Rest State 4 (the last slot): it stays in Rest State 4 for
    the round, and moves down as usual the round after."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "LOKI"], "rest_4": ["VISION"]},
        p2={"hand": ["LEX LUTHOR", "JOKER"]},
        locations=["Kahndaq", STARK],
        answers={0: ["NICK FURY", "LOKI"], 1: ["LEX LUTHOR", "JOKER"]},
    )
    rounds(g)
    assert zone_of(g, "VISION") == "rest_4"
    rounds(g)
    assert zone_of(g, "VISION") == "rest_3"


def test_reduce_rest_state_on_a_card_in_rest_state_1_brings_it_back_at_the_end_of_the_round(omni):
    """Metropolis on a TITAN already in Rest State 1 (IRON MAN): it cannot be placed this
    round and is back in the hand at the end of it."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "rest_1": ["IRON MAN"]},
        p2={"hand": ["LEX LUTHOR"]},
        locations=["Metropolis"],
        answers={0: ["NICK FURY"], 1: ["LEX LUTHOR"]},
    )
    rounds(g)
    assert fighter_options(g, 0) == [["NICK FURY"]]
    assert zone_of(g, "IRON MAN") == "hand"


def test_switched_location_effect_happens_at_once_and_the_bonus_is_checked_against_it(omni):
    """S.T.A.R. Labs switches to Atlantis when revealed: Atlantis' "lowest SPEED goes first"
    makes AQUAMAN (7) act before HULK (8), and the bonus checked at the reveal is Atlantis'
    (AQUAMAN's DEF doubled: HULK's 10 meets 24)."""
    g = build(
        omni,
        p1={"hand": ["HULK"]},
        p2={"hand": ["AQUAMAN"]},
        locations=["S.T.A.R. Labs", "Atlantis"],
        answers={0: ["HULK"], 1: ["AQUAMAN"]},
    )
    rounds(g)
    assert attacks(g) == [("AQUAMAN", 11, 12), ("HULK", 10, 24)]


def test_switched_location_the_old_ones_changes_stay_for_the_round(omni):
    """Westview's change (the fighters are already placed) stays when it switches to Hala
    ("Only fighters of SPEED 7 and above"): NICK FURY (SPD 3) and JOKER (SPD 4) still fight,
    and nobody draws a card for a player "without a card"."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"], "deck": ["HULK"]},
        p2={"hand": ["JOKER"], "deck": ["BATMAN"]},
        locations=["Westview", "Hala"],
        answers={0: ["NICK FURY"], 1: ["JOKER"]},
    )
    rounds(g)
    assert cards_of(g, g.table, "location") == ["Hala"]
    assert attacks(g) == [("JOKER", 3, 5), ("NICK FURY", 2, 3)]
    assert cards_of(g, 0, "deck") == ["HULK"] and cards_of(g, 1, "deck") == ["BATMAN"]


def test_a_player_with_no_fighter_in_hand_sits_out_and_nothing_else_happens(omni):
    """P2's only fighter rests (LEX LUTHOR in Rest State 1): P2 is not asked, nothing is
    defeated, and P1 draws nothing (P1's deck still holds THOR)."""
    g = build(
        omni,
        p1={"hand": ["IRON MAN"], "deck": ["THOR ODINSON"]},
        p2={"rest_1": ["LEX LUTHOR"]},
        locations=["Oa"],
        answers={0: ["IRON MAN"]},
    )
    rounds(g)
    assert asked(g, 1, "play") == []
    assert attacks(g) == []
    assert cards_of(g, 0, "deck") == ["THOR ODINSON"]
    assert zone_of(g, "IRON MAN") == "rest_2"
    assert cards_of(g, 1, "hand") == ["LEX LUTHOR"]


def test_a_forced_card_that_may_not_fight_here_is_not_forced(omni):
    """ "same enemy card must be used next turn ... (if it may fight there)": DEADPOOL's
    CATCHPHRASE forces LEX LUTHOR, but round 2 is at Hala (SPEED 7 and above), so P2 places
    SUPERMAN."""
    g = build(
        omni,
        p1={"hand": ["DEADPOOL", "THOR ODINSON"]},
        p2={"hand": ["LEX LUTHOR", "SUPERMAN"]},
        locations=[STARK, "Hala"],
        answers={0: ["DEADPOOL", "THOR ODINSON"], 1: ["LEX LUTHOR", "SUPERMAN"]},
    )
    rounds(g)
    assert zone_of(g, "LEX LUTHOR") == "hand"
    rounds(g)
    assert fighter_options(g, 1)[1] == ["SUPERMAN"]


def test_an_empty_location_deck_is_reshuffled_from_the_used_locations(omni):
    """The Location deck is empty and all 30 Locations are used: they are shuffled into a new
    Location deck and one of them is revealed (with this seed, Deadpool's Apartment)."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY"]},
        p2={"hand": ["LEX LUTHOR"]},
        seed=2,
        fallback=RandomAgent(3),
    )
    for c in list(g.state.zones[g.table]["locations"]):
        g.move(c, g.table, "used_locations")
    rounds(g)
    assert cards_of(g, g.table, "location") == ["Deadpool's Apartment"]
    assert len(cards_of(g, g.table, "locations")) == 29
    assert cards_of(g, g.table, "used_locations") == []
    assert [
        e for e in entries(g, "rng") if e.get("what") == "shuffle" and e.get("zone") == "locations"
    ]


def test_both_players_with_five_defeated_at_the_end_of_a_round_is_a_draw(omni):
    """P1 already has 5 defeated when the round ends and P2 reaches 5 in it: a draw."""
    g = build(
        omni,
        p1={
            "hand": ["IRON MAN"],
            "defeated": ["HULK", "THOR ODINSON", "VISION", "LOKI", "HAWKEYE"],
        },
        p2={
            "hand": ["HARLEY QUINN"],
            "defeated": ["SUPERMAN", "BATMAN", "AQUAMAN", "WONDER WOMAN"],
        },
        locations=["Oa"],
        answers={0: ["IRON MAN", False], 1: ["HARLEY QUINN", False]},
    )
    rounds(g)
    assert len(cards_of(g, 1, "defeated")) == 5
    assert g.state.outcome.winner == -1


def test_no_fighter_left_anywhere_is_a_draw(omni):
    """Nobody has a fighter in hand or resting: the round is sat out and the game is a draw."""
    g = build(
        omni,
        p1={"defeated": ["HULK"], "discard": ["LOKI"]},
        p2={"defeated": ["BATMAN"]},
        locations=["Oa"],
    )
    rounds(g)
    assert g.state.outcome.winner == -1


def test_loki_taking_the_last_fighters_with_him_is_a_draw(omni):
    """LOKI and SUPERMAN are each side's last fighter; SUPERMAN defeats LOKI, TRICKSTER
    destroys both: no fighter is left anywhere, a draw."""
    g = build(
        omni,
        p1={"hand": ["LOKI"]},
        p2={"hand": ["SUPERMAN"]},
        locations=["Oa"],
        answers={0: ["LOKI"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert g.state.outcome.winner == -1


def draw_at_four(omni, p2_answers):
    """P2 has 3 defeated; IRON MAN defeats HARLEY QUINN in round 1 (4 defeated); round 2 is
    quiet (NICK FURY against JOKER at Atlantis)."""
    return build(
        omni,
        p1={"hand": ["IRON MAN", "NICK FURY"]},
        p2={
            "hand": ["HARLEY QUINN", "JOKER"],
            "deck": ["BATMAN"],
            "defeated": ["SUPERMAN", "AQUAMAN", "WONDER WOMAN"],
        },
        locations=["Oa", "Atlantis"],
        answers={0: ["IRON MAN", "NICK FURY"], 1: p2_answers},
    )


def test_draw_at_four_defeated_is_offered_at_the_end_of_the_round(omni):
    """Step 6: with 4 defeated P2 may draw a fighter from the deck at the end of the round; P1
    (no defeats) is not asked."""
    g = draw_at_four(omni, ["HARLEY QUINN", True, "JOKER"])
    rounds(g)
    assert len(cards_of(g, 1, "defeated")) == 4
    assert len(asked(g, 1, "may")) == 1
    assert cards_of(g, 1, "hand") == ["JOKER", "BATMAN"]
    assert asked(g, 0, "may") == []


def test_draw_at_four_only_once_a_game(omni):
    """Having drawn, P2 is not offered the draw again in round 2 (still 4 defeated)."""
    g = draw_at_four(omni, ["HARLEY QUINN", True, "JOKER"])
    rounds(g, 2)
    assert len(asked(g, 1, "may")) == 1


def test_draw_at_four_may_be_declined_and_is_offered_again(omni):
    """Declining does not use it up: P2 says no in round 1 and yes in round 2."""
    g = draw_at_four(omni, ["HARLEY QUINN", False, "JOKER", True])
    rounds(g)
    assert cards_of(g, 1, "deck") == ["BATMAN"]
    rounds(g)
    assert len(asked(g, 1, "may")) == 2
    assert "BATMAN" in cards_of(g, 1, "hand")


def test_a_fighters_change_ends_when_it_is_defeated(omni):
    """No "even if defeated": at Atlantis GREEN ARROW acts first and rolls a 6 (ATTACK 11 vs
    HULK's 12), then HULK defeats him; next round SUPERMAN does not get the +6 (11 vs IRON
    MAN's DEF 11)."""
    g = build(
        omni,
        p1={"hand": ["GREEN ARROW", "SUPERMAN"]},
        p2={"hand": ["HULK", "IRON MAN"]},
        locations=["Atlantis", STARK],
        seed=19,
        answers={0: ["GREEN ARROW", "SUPERMAN"], 1: ["HULK", "IRON MAN"]},
    )
    rounds(g)
    assert dice(g, 1) == [6]
    assert attacks(g, 1) == [("GREEN ARROW", 11, 12), ("HULK", 10, 6)]
    assert cards_of(g, 0, "defeated") == ["GREEN ARROW"]
    rounds(g)
    assert attacks(g, 2)[0] == ("SUPERMAN", 11, 11)


def test_a_destroyed_card_does_not_count_as_defeated(omni):
    """ "destroy" puts the card in its owner's Discarded Deck: JOKER's WHY SO SERIOUS? destroys
    HULK from P1's hand while P1 has 4 defeated; P1 still has 4 and the game goes on."""
    g = build(
        omni,
        p1={
            "hand": ["IRON MAN", "HULK"],
            "defeated": ["THOR ODINSON", "VISION", "LOKI", "HAWKEYE"],
        },
        p2={"hand": ["JOKER"], "rest_1": ["BATMAN"]},
        locations=["Oa"],
        answers={0: ["IRON MAN", False], 1: ["JOKER"]},
    )
    rounds(g)
    assert cards_of(g, 0, "discard") == ["HULK"]
    assert len(cards_of(g, 0, "defeated")) == 4
    assert g.state.outcome is None


def test_a_replace_ability_bonus_is_used_only_when_the_fighter_acts(omni):
    """CAPTAIN MARVEL's Hala bonus is her special ability for the round: SUPERMAN (SPD 9) acts
    first and defeats her (11 vs 7) before she rolls."""
    g = build(
        omni,
        p1={"hand": ["CAPTAIN MARVEL"]},
        p2={"hand": ["SUPERMAN"]},
        locations=["Hala"],
        answers={0: ["CAPTAIN MARVEL"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert dice(g) == []
    assert cards_of(g, 0, "defeated") == ["CAPTAIN MARVEL"]


def test_a_replace_ability_bonus_is_disabled_like_an_ability(omni):
    """CATWOMAN disables NICK FURY and the next enemy card; that is VISION at Stark Tower: his
    bonus (replace the enemy with a selected card) is disabled too: nothing is asked and
    DOCTOR FATE stays (and defeats VISION: 10 + 12 = 22, even)."""
    g = build(
        omni,
        p1={"hand": ["NICK FURY", "VISION"]},
        p2={"hand": ["CATWOMAN", "DOCTOR FATE", "LEX LUTHOR"]},
        locations=["Oa", STARK],
        answers={0: ["NICK FURY", "VISION"], 1: ["CATWOMAN", "DOCTOR FATE"]},
    )
    rounds(g, 2)
    assert "VISION's special ability is disabled" in lines(g, 2)
    assert asked(g, 0, "choose") == []
    assert zone_of(g, "DOCTOR FATE") == "rest_1"
    assert cards_of(g, 0, "defeated") == ["VISION"]


def test_a_location_does_its_round_effects_once(omni):
    """Batcave halves DEFENSE once (not once per player): HULK's 12 becomes 6, not 3."""
    g = build(
        omni,
        p1={"hand": ["HULK"]},
        p2={"hand": ["SUPERMAN"]},
        locations=["Batcave"],
        answers={0: ["HULK"], 1: ["SUPERMAN"]},
    )
    rounds(g)
    assert attacks(g)[0] == ("SUPERMAN", 11, 6)


def test_restricted_location_sitting_out_player_keeps_its_cards(omni):
    """At Triskelion (ATTACK 7 and above) P2 has only LEX LUTHOR and JOKER: both stay in P2's
    hand, nothing rests or is defeated on P2's side, and P1 draws a card."""
    g = build(
        omni,
        p1={"hand": ["THOR ODINSON"], "deck": ["HULK"]},
        p2={"hand": ["LEX LUTHOR", "JOKER"]},
        locations=["Triskelion"],
        answers={0: ["THOR ODINSON"]},
    )
    rounds(g)
    assert cards_of(g, 1, "hand") == ["LEX LUTHOR", "JOKER"]
    assert all(cards_of(g, 1, z) == [] for z in RESTS + ("defeated",))
    assert cards_of(g, 0, "hand") == ["HULK"]


def test_a_selected_card_from_the_opposing_hand_is_picked_face_down(omni):
    """ "selected card from opposing player": the player picks among the opponent's cards face
    down (P1 has not seen P2's hand).  VISION's Stark Tower bonus asks P1 (a person at the
    terminal) to pick P2's card: the options shown must not name LEX LUTHOR or JOKER."""
    from cardsmith.interpreter.agents import HumanAgent

    shown, typed = [], iter(["1", "1"])
    g = build(
        omni,
        p1={"hand": ["VISION"]},
        p2={"hand": ["DOCTOR FATE", "LEX LUTHOR", "JOKER"]},
        locations=[STARK],
        answers={1: ["DOCTOR FATE"]},
    )
    g.agents[0] = HumanAgent(read=lambda prompt: next(typed), write=shown.append)
    # (a decision with one option -- VISION, the only fighter -- is not shown to a person)
    rounds(g)
    picked = [s for s in shown if s.strip().startswith(("1.", "2."))]
    assert len(picked) == 2  # P2's two cards in hand
    assert not any("LEX LUTHOR" in s or "JOKER" in s for s in picked)
