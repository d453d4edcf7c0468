"""Attacks as a declared step, statuses with stat rules, and cards attached face down, each on
its own on the small game tests/fixtures/games/skirmish (units with attack and defence in front
of a fort; gear under units; ``tired`` halves a card's defence; an attack defeats at its total
defence and tires at half of it)."""

import pytest
from cardsmith.interpreter.combat import AttackError, compile_attack
from cardsmith.interpreter.rules import compiled_rules
from cardsmith.interpreter.timing import Event
from skirmish import SKIRMISH, fort, gear, names, new, take


@pytest.fixture(scope="module")
def rules():
    return compiled_rules(SKIRMISH)


@pytest.fixture(scope="module")
def fight(rules):
    return rules.procedure.named["fight"].run


def attack_log(g):
    return [e for e in g.log.entries if e["t"] in ("attack", "defense")]


# ---------------------------------------------------------------------------- statuses


def test_a_tired_card_has_half_its_defense_after_everything_else(rules):
    g = new(rules)
    knight = take(g, "Knight", 0)  # defence 50
    gear(g, "Shield", knight)  # +30
    assert g.stat(knight, "defense") == 80
    g.set_status(knight, "tired")
    assert g.stat(knight, "defense") == 40  # (50 + 30) / 2
    assert g.stat(knight, "attack") == 40  # (attack is not halved)
    g.clear_status(knight, "tired")
    assert g.stat(knight, "defense") == 80


# ---------------------------------------------------------------------------- attachments


def test_attached_stats_add_to_the_hosts(rules):
    g = new(rules)
    scout = take(g, "Scout", 0)
    gear(g, "Pike", scout)
    gear(g, "Shield", scout)
    assert (g.stat(scout, "attack"), g.stat(scout, "defense")) == (40, 60)


def test_opponents_see_only_what_the_game_shows_of_a_face_down_card(rules):
    g = new(rules)
    scout = take(g, "Scout", 0)
    pike, charm = gear(g, "Pike", scout), gear(g, "Charm", scout)
    assert g.describe_for(0, pike) == "Pike"  # (its controller sees it)
    assert g.describe_for(1, pike) == "a face-down gear: attack 20, defense 0"
    assert g.describe_for(1, charm) == "a face-down charm"
    seen = g.view(1)["zones"][(0, "kit")]
    assert seen == ["a face-down gear: attack 20, defense 0", "a face-down charm"]


def test_attached_cards_leave_with_their_host_to_their_controllers_discard_pile(rules):
    g = new(rules)
    scout = take(g, "Scout", 0)
    pike = gear(g, "Pike", scout, seat=0)
    shield = gear(g, "Shield", scout, seat=1)  # (P2 put this one there)
    g.move(scout, g.table, "fallen")
    assert g.state.where[pike] == (0, "discard") and g.state.where[shield] == (1, "discard")
    assert g.attached(scout) == []


def test_a_played_card_of_an_attached_type_goes_under_a_card_its_player_chooses(rules):
    g = new(rules, answers={0: ["Knight"]})
    take(g, "Scout", 0)
    knight = take(g, "Knight", 0)
    pike = take(g, "Pike", 0, zone="hand")
    assert g.playable(0, [pike]) == [pike]
    g.play_card(0, pike)
    assert g.attached(knight) == [pike] and g.state.controller[pike] == 0


def test_a_card_to_attach_cannot_be_played_with_nothing_to_attach_it_to(rules):
    g = new(rules)
    pike = take(g, "Pike", 0, zone="hand")
    assert g.playable(0, [pike]) == []


# ---------------------------------------------------------------------------- attacks


def test_several_attackers_declare_one_attack_with_their_total(rules, fight):
    # P1 attacks the Knight (defence 50) with Scout (20) and Archer (30): 50 defeats it
    g = new(rules, answers={0: ["Knight", "Scout", "Archer", "pass"]})
    scout, archer = take(g, "Scout", 0), take(g, "Archer", 0)
    knight = take(g, "Knight", 1)
    fight(g, 0)
    entries = attack_log(g)
    assert entries[0]["total"] == 50 and entries[0]["attackers"] == [scout, archer]
    assert entries[1]["total"] == 50 and entries[1]["result"] == "defeat"
    assert g.state.where[knight] == (g.table, "fallen")
    assert g.has_status(scout, "tired") and g.has_status(archer, "tired")


def test_an_attack_equal_to_half_the_defense_tires_the_target(rules, fight):
    g = new(rules, answers={0: ["Knight", "pass"]})
    scout = take(g, "Scout", 0)
    knight = take(g, "Knight", 1)
    gear(g, "Pike", scout)  # Scout 20 + 20 against 50: not defeated, but at least 25
    fight(g, 0)
    assert g.has_status(knight, "tired") and g.state.where[knight] == (1, "field")


def test_an_attack_under_half_the_defense_does_nothing(rules, fight):
    g = new(rules, answers={0: ["Giant", "pass"]})
    take(g, "Scout", 0)  # 20 against 70: less than 35
    giant = take(g, "Giant", 1)
    fight(g, 0)
    assert not g.has_status(giant, "tired") and attack_log(g)[1].get("result") is None


def test_a_tired_target_is_defeated_at_half_its_defense(rules, fight):
    g = new(rules, answers={0: ["Giant", "Scout", "Archer", "pass"]})
    take(g, "Scout", 0)
    take(g, "Archer", 0)  # 50 against the tired Giant's 35
    giant = take(g, "Giant", 1)
    g.set_status(giant, "tired")
    fight(g, 0)
    assert g.state.where[giant] == (g.table, "fallen")


def test_the_total_attack_is_fixed_before_the_defender_answers(rules, fight):
    """An ability answering the attack that lowers the attackers' attack comes too late."""
    from test_responses import Ability

    g = new(rules, answers={0: ["Knight", "Scout", "Archer", "pass"]})
    scout, archer = take(g, "Scout", 0), take(g, "Archer", 0)
    knight = take(g, "Knight", 1)

    def weaken(ctx):
        g.move(archer, 0, "hand")  # (the Archer leaves: its 30 still counts)

    g.listeners.setdefault("attacked", []).append(
        (knight, Ability("attacked", weaken, label="weaken"))
    )
    fight(g, 0)
    assert g.state.where[knight] == (g.table, "fallen")
    assert g.has_status(scout, "tired") and not g.has_status(archer, "tired")


def test_attackers_are_tired_together_after_the_result(rules, fight):
    g = new(rules, answers={0: ["Giant", "Scout", "Archer", "pass"]})
    scout, archer = take(g, "Scout", 0), take(g, "Archer", 0)
    take(g, "Giant", 1)
    fight(g, 0)
    statuses = [e for e in g.log.entries if e["t"] in ("status", "defense")]
    assert [e["t"] for e in statuses] == ["defense", "status", "status", "status"]
    assert g.has_status(scout, "tired") and g.has_status(archer, "tired")


def test_the_attacks_go_on_while_attackers_are_left(rules, fight):
    g = new(rules, answers={0: ["Scout", "Knight", "done", "Scout"]})
    take(g, "Knight", 0)
    take(g, "Archer", 0)
    s1 = take(g, "Scout", 1)
    s2 = take(g, "Scout", 1)
    fight(g, 0)  # two attacks; then nobody is left to attack with: the step ends
    attacks = [e for e in g.log.entries if e["t"] == "attack"]
    assert [e["target"] for e in attacks] == [s1, s2]
    assert names(g, g.table, "fallen") == ["Scout", "Scout"]


def test_a_fort_can_be_attacked_only_when_nothing_stands_in_front_of_it(rules, fight):
    g = new(rules, answers={0: ["pass"]})
    take(g, "Knight", 0)
    take(g, "Scout", 1)
    fight(g, 0)
    options = g.agents[0].asked[0].options
    assert fort(g, 1) not in options and len(options) == 2
    g = new(rules, answers={0: ["Keep"]})
    take(g, "Giant", 0)  # 60 against the Keep's 60
    fight(g, 0)
    assert g.state.zones[1]["fort"] == [] and names(g, g.table, "ruins") == ["Keep"]


def test_defeating_a_fort_heals_the_attackers_cards_in_free_for_all_only(rules, fight, sets_root):
    from scenario import card_set

    def play(rules):
        g = new(rules, seats=4 if rules.gd.seats.sides == "teams" else 3,
                answers={0: ["Keep", "pass"]})  # fmt: skip
        giant, scout = take(g, "Giant", 0), take(g, "Scout", 0)
        g.set_status(scout, "tired")
        g.state.zones[1]["field"] = []
        rules.procedure.named["fight"].run(g, 0)
        return g.has_status(giant, "tired"), g.has_status(scout, "tired")

    assert play(rules) == (False, False)  # free-for-all: all healed at once

    def teams(data):
        data["rules"]["sides"] = "teams"

    assert play(card_set(sets_root, SKIRMISH, game_yaml_edit=teams)) == (True, True)


def test_an_attack_is_resolved_for_its_target_even_when_it_was_defeated(rules, fight):
    from test_responses import Ability

    g = new(rules, answers={0: ["Scout"]})
    take(g, "Knight", 0)
    scout = take(g, "Scout", 1)
    heard = []
    g.listeners.setdefault("attack_resolved", []).append(
        (scout, Ability("attack_resolved", lambda ctx: heard.append(ctx.event.card)))
    )
    fight(g, 0)
    assert g.state.where[scout] == (g.table, "fallen") and heard == [scout]


def test_a_blocked_attack_has_no_result(rules, fight):
    from test_responses import Ability

    g = new(rules, answers={0: ["Scout"]})
    take(g, "Knight", 0)
    scout = take(g, "Scout", 1)

    def block(ctx):
        ctx.game.combat.blocked = True

    g.listeners.setdefault("attacked", []).append((scout, Ability("attacked", block)))
    fight(g, 0)
    assert g.state.where[scout] == (1, "field") and not g.has_status(scout, "tired")


def test_an_attack_is_an_event_texts_and_endings_hear(rules, fight):
    g = new(rules, answers={0: ["Scout"]})
    take(g, "Knight", 0)
    take(g, "Scout", 1)
    fight(g, 0)
    kinds = [ev.kind for ev in g.state.history[g.state.turn]]
    assert kinds.index("attack") < kinds.index("attacked") < kinds.index("attack_resolved")
    assert isinstance(g.state.history[g.state.turn][0], Event)


def test_a_step_that_names_an_unknown_status_is_refused(rules):
    with pytest.raises(AttackError) as err:
        compile_attack({"results": [{"at_least": "total", "then": "sleepy"}]}, rules.gd, None, ())
    assert "neither 'defeat' nor a status" in err.value.message


def test_what_an_attack_seems_worth_from_what_the_player_can_see(rules):
    step = rules.procedure.named["fight"].run
    g = new(rules)
    take(g, "Scout", 0)  # 20
    giant = take(g, "Giant", 1)  # 70: not even half
    assert step.appeal(g, 0) == 0.0
    take(g, "Archer", 0)  # 50 in all: at least half of 70
    assert step.appeal(g, 0) == 1.0
    g.set_status(giant, "tired")  # 35: defeated
    assert step.appeal(g, 0) > 6.0


def test_the_choice_of_actions_tells_an_agent_what_each_seems_worth(rules):
    from cardsmith.interpreter.agents import Agent

    seen = []

    class Looker(Agent):
        def choose(self, game, decision):
            if decision.kind == "action":
                seen.append(decision.about())
            return decision.options.index("fight") if "fight" in decision.options else 0

    g = new(rules)
    g.agents[0] = Looker()
    take(g, "Giant", 0)
    scout = take(g, "Scout", 1)
    g.rules.procedure.steps[1].run(g, 0)  # (muster, trick or fight)
    assert seen[0]["fight"] > seen[0]["muster"] > 0
    assert g.state.where[scout] == (g.table, "fallen")
