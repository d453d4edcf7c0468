"""The engine's rules about cards in a contest, each on its own, on a small game of no rulebook
(tests/fixtures/games/arena): a disabled card's replacements do not apply; "instead" needs the
replacement to be possible; what a used text says of its own card holds while it is disabled;
a change ends with its source's defeat (not one its defeat made); a table card is nobody's enemy.
"""

from pathlib import Path

import pytest
from cardsmith.interpreter.agents import ScriptedAgent
from cardsmith.interpreter.api import Event, TempEffect
from cardsmith.interpreter.greedy import GreedyAgent
from cardsmith.interpreter.rules import compiled_rules
from scenario import card_id, cards_of, scenario

ARENA = str(Path(__file__).resolve().parent.parent / "fixtures" / "games" / "arena")


@pytest.fixture(scope="module")
def arena():
    return compiled_rules(ARENA)


def on_field(g, name):
    """Put the table's ground ``name`` on the field (where its abilities work)."""
    c = card_id(g, name)
    g.move(c, g.table, "field")
    return c


def defeat(g, c) -> bool:
    """What a game's defeat does: unless something happens instead, the card is defeated."""
    ev = Event("defeated", player=g.owner[c], card=c)
    if g.replaced("defeated", ev):
        return False
    g.emit(ev)
    g.move(c, g.owner[c], "defeated")
    g.resolve_pending()
    return True


def disable(g, card, turns=0):
    """``card`` is disabled from now to the end of ``turns`` turns later."""
    t = g.state.turn
    g.add_effect(
        TempEffect(
            "prop", "disabled", "set", True, lambda g, c, src: c == card, None, None, None,
            t, t + turns, persist=True,
        )
    )  # fmt: skip


def use(g, c):
    """Use a unit's text (its steps, as the game's rules would)."""
    ctx = g.context(c, g.owner[c], None)
    for _, step in g.defs[c].parts:
        g.run_ability(step, ctx)
    g.resolve_pending()


# ---------------------------------------------------------------------------- replacements


def test_a_replacement_happens_instead_of_the_event(arena):
    g = scenario(arena, p1={"arena": ["Grunt"], "hand": ["Brute"]}, answers={0: ["Brute"]})
    on_field(g, "Safe Ground")
    assert not defeat(g, card_id(g, "Grunt"))
    assert cards_of(g, 0, "arena") == ["Grunt"]
    assert cards_of(g, 0, "discard") == ["Brute"]


def test_a_disabled_cards_replacement_does_not_apply(arena):
    g = scenario(arena, p1={"arena": ["Grunt"], "hand": ["Brute"]})
    disable(g, on_field(g, "Safe Ground"))
    assert defeat(g, card_id(g, "Grunt"))
    assert cards_of(g, 0, "defeated") == ["Grunt"]
    assert cards_of(g, 0, "hand") == ["Brute"]


def test_instead_needs_the_replacement_to_be_possible(arena):
    """ "destroy a card in the hand instead" with no card in that hand: nothing replaces the
    defeat."""
    g = scenario(arena, p1={"arena": ["Grunt"]}, p2={"hand": ["Brute"]})
    on_field(g, "Safe Ground")
    assert defeat(g, card_id(g, "Grunt"))
    assert cards_of(g, 0, "defeated") == ["Grunt"]
    assert cards_of(g, 1, "hand") == ["Brute"]


# ---------------------------------------------------------------------------- disabled cards


def test_what_a_used_text_says_of_its_own_card_holds_while_it_is_disabled(arena):
    """ "This card's guard is equal to 3." is what the card is, not an ability it uses: a
    disabled Stubborn keeps guard 3."""
    g = scenario(arena, p1={"arena": ["Stubborn"]})
    stubborn = card_id(g, "Stubborn")
    assert g.stat(stubborn, "guard") == 3
    disable(g, stubborn)
    assert g.has_prop("disabled", stubborn)
    assert g.stat(stubborn, "guard") == 3


def test_a_disabled_cards_static_ability_stops(arena):
    """A ground's "Units are power -1." (not a used text: an ability it has while on the
    field) stops while the ground is disabled."""
    g = scenario(arena, p1={"arena": ["Grunt"]})
    rough = on_field(g, "Rough Ground")
    grunt = card_id(g, "Grunt")
    assert g.stat(grunt, "power") == 2
    disable(g, rough)
    assert g.stat(grunt, "power") == 3


# ---------------------------------------------------------------------------- the table


def test_a_table_card_is_nobodys_enemy(arena):
    """A change to "enemy cards" covers the other seat's cards, never the table's."""
    g = scenario(arena, p1={"arena": ["Spite"]}, p2={"arena": ["Grunt"], "hand": ["Brute"]})
    ground = on_field(g, "Safe Ground")
    use(g, card_id(g, "Spite"))
    change = g.state.effects[-1]
    covers = [c for c in range(len(g.defs)) if change.applies(g, c, change.ctx)]
    assert sorted(g.defs[c].name for c in covers) == ["Brute", "Grunt"]
    assert ground not in covers


# ---------------------------------------------------------------------------- defeat


def test_a_change_ends_when_its_source_is_defeated(arena):
    g = scenario(arena, p1={"arena": ["Rallier"]})
    rallier = card_id(g, "Rallier")
    use(g, rallier)
    assert len(g.state.effects) == 1
    defeat(g, rallier)
    g.expire_effects(turn_over=g.state.turn)
    assert g.state.effects == []


def test_a_change_its_sources_defeat_made_lasts(arena):
    """ "If this card is defeated, your cards are power +2 next turn.": made when the card was
    already defeated, the change is not ended by that defeat."""
    g = scenario(arena, p1={"arena": ["Martyr"], "hand": ["Grunt"]})
    defeat(g, card_id(g, "Martyr"))
    g.expire_effects(turn_over=g.state.turn)
    assert len(g.state.effects) == 1
    g.begin_waiting_windows(0, g.state.turn + 1)  # (P1's next turn begins)
    g.state.turn += 1
    assert g.stat(card_id(g, "Grunt"), "power") == 5


# ---------------------------------------------------------------------------- what players see


def test_a_looked_at_card_in_a_pile_is_known_while_it_stays_put(arena):
    """The top two grounds of the table's face-down pile, looked at by P1: P1's view names them
    (from the top), P2's does not; one that leaves and comes back, or a shuffle, is unknown."""
    g = scenario(arena)
    pile = g.state.zones[g.table]["grounds"]
    top, second = pile[-1], pile[-2]
    g.look(0, [top, second])
    names = [g.defs[c].name for c in (top, second)]
    assert g.view(0)["known"][(g.table, "grounds")] == names
    assert (g.table, "grounds") not in g.view(1)["known"]
    g.move(top, g.table, "field")
    g.move(top, g.table, "grounds")
    assert g.view(0)["known"][(g.table, "grounds")] == names[1:]
    g.shuffle(g.table, "grounds")
    assert (g.table, "grounds") not in g.view(0)["known"]


def test_a_looked_at_card_in_a_hand_stays_known(arena):
    g = scenario(arena, p2={"hand": ["Grunt", "Brute"]})
    brute = card_id(g, "Brute")
    g.look(0, [brute])
    assert g.view(0)["known"][(1, "hand")] == ["Brute"]
    assert g.describe_for(0, brute) == "Brute"
    assert g.describe_for(0, card_id(g, "Grunt")) == "a face-down card"


# ---------------------------------------------------------------------------- draws and searches


def test_drawing_a_card_from_a_deck_takes_its_top_card(arena):
    """ "Each player draws a card in opposite deck.": each takes the top card of the other's
    deck (a draw, not a search: nobody is asked)."""
    g = scenario(
        arena,
        p1={"arena": ["Swapper"], "deck": ["Grunt", "Brute"]},
        p2={"deck": ["Rallier", "Martyr"]},
    )
    use(g, card_id(g, "Swapper"))
    assert cards_of(g, 0, "hand") == ["Martyr"] and cards_of(g, 1, "hand") == ["Brute"]
    assert g.agents[0].asked == [] and g.agents[1].asked == []


def test_a_selective_draw_is_a_search_of_cards_the_searcher_sees(arena):
    g = scenario(arena, p1={"arena": ["Seeker"], "deck": ["Grunt", "Brute", "Martyr"]})
    g.agents[0] = GreedyAgent(1)
    use(g, card_id(g, "Seeker"))
    assert cards_of(g, 0, "hand") == ["Brute"]  # (the strongest: it saw them all)


# ---------------------------------------------------------------------------- hidden options


class Spy(ScriptedAgent):
    """Keeps the options it was offered; answers from its script."""

    told = False

    def __init__(self, answers):
        super().__init__(answers)
        self.offered = []

    def choose(self, game, decision):
        self.offered.append(list(decision.options))
        return super().choose(game, decision)


def test_an_agent_gets_the_cards_its_player_may_not_see_face_down(arena):
    g = scenario(arena, p1={"hand": ["Grunt"]}, p2={"hand": ["Brute", "Martyr"]})
    spy = g.agents[0] = Spy([1, 0])
    grunt, brute, martyr = (card_id(g, n) for n in ("Grunt", "Brute", "Martyr"))
    got = g.decide(0, "choose", [grunt, brute, martyr], "choose a card")
    offered = spy.offered[0]
    assert offered[0] == grunt  # (its own card, seen)
    assert [type(o).__name__ for o in offered[1:]] == ["FaceDown", "FaceDown"]
    assert [g.describe_for(0, o) for o in offered[1:]] == ["a face-down card"] * 2
    assert got == brute  # (the decision is about the cards all the same)
    g.look(0, [martyr])
    g.decide(0, "choose", [brute, martyr], "choose a card")
    assert spy.offered[1][1] == martyr  # (now seen)


def test_no_agent_ranks_face_down_cards_by_what_they_are(arena):
    """The greedy agent picks the strongest card it sees; among the opponent's face-down cards
    its pick is the same place whichever card lies there."""

    def pick(order, seed):
        g = scenario(arena, p2={"hand": order})
        g.agents[0] = GreedyAgent(seed)
        cards = [card_id(g, n) for n in order]
        return cards.index(g.decide(0, "choose", cards, "choose a card"))

    for seed in range(6):
        assert pick(["Grunt", "Brute"], seed) == pick(["Brute", "Grunt"], seed)


def test_an_agent_told_its_answers_gets_the_options_as_they_are(arena):
    g = scenario(arena, p2={"hand": ["Brute", "Martyr"]}, answers={0: ["Martyr"]})
    cards = [card_id(g, "Brute"), card_id(g, "Martyr")]
    assert g.decide(0, "choose", cards, "choose a card") == cards[1]


# ---------------------------------------------------------------------------- setup


def test_the_setup_draws_as_many_as_a_parameter_says(arena):
    """ "draw: opening_hand": each seat draws that parameter's value (a scenario may change
    it)."""
    from cardsmith.interpreter.agents import RandomAgent
    from cardsmith.interpreter.engine import Game

    keys = ["Grunt", "Brute", "Rallier", "Martyr"]
    for n in (2, 3):
        g = Game(arena, [keys, keys], [RandomAgent(1), RandomAgent(2)], 1)
        g.state.params["opening_hand"] = n
        g.setup()
        assert [len(g.state.zones[p]["hand"]) for p in (0, 1)] == [n, n]


def test_a_setup_draw_of_an_unknown_parameter_is_an_e_game_diagnostic(tmp_path):
    import shutil

    from cardsmith.interpreter.cli import main
    from click.testing import CliRunner

    folder = tmp_path / "arena"
    shutil.copytree(ARENA, folder)
    game = folder / "game.yaml"
    game.write_text(game.read_text().replace("draw: opening_hand", "draw: opening_hnd"))
    result = CliRunner().invoke(main, ["validate", str(folder)])
    assert result.exit_code == 1
    assert "error[E-GAME]: setup draws 'opening_hnd' cards" in result.output
    assert "did you mean 'opening_hand'?" in result.output


# ---------------------------------------------------------------------------- "next" cards


def test_a_change_about_a_players_next_card_waits_while_they_have_none(arena):
    """ "Double the power of next friendly card." made in turn 1 holds in turn 2; a game whose
    seat has no card in the contest in turn 2 says so (``postpone_next``), and the change then
    waits for turn 3.  Another seat's turn without a card moves nothing."""
    g = scenario(arena, p1={"arena": ["Heartener"], "hand": ["Grunt"]}, turn=1)
    use(g, card_id(g, "Heartener"))
    change = g.state.effects[-1]
    assert (change.start, change.end, change.next_of) == (2, 2, 0)
    g.postpone_next(1, 2)
    assert (change.start, change.end) == (2, 2)
    g.postpone_next(0, 2)
    assert (change.start, change.end) == (3, 3)
    g.state.turn = 3
    assert g.stat(card_id(g, "Grunt"), "power") == 6


# ---------------------------------------------------------------------------- readings


def mocked(rules):
    """Which cards "Double the power of enemy card and cards in the hand." (P1's Mocker)
    covers."""
    g = scenario(rules, p1={"arena": ["Mocker"], "hand": ["Grunt"]}, p2={"hand": ["Brute"]})
    use(g, card_id(g, "Mocker"))
    change = g.state.effects[-1]
    return sorted(g.defs[c].name for c in range(len(g.defs)) if change.applies(g, c, change.ctx))


def test_a_whose_word_before_joined_references_covers_the_first_by_default(arena):
    assert mocked(arena) == ["Brute", "Grunt"]


def test_joined_owner_both_reads_the_whose_word_over_both_references(tmp_path):
    import shutil

    folder = tmp_path / "arena"
    shutil.copytree(ARENA, folder)
    game = folder / "game.yaml"
    text = game.read_text().replace("{opening_hand: 2}", "{opening_hand: 2, joined_owner: both}")
    game.write_text(text.replace("short: arena", "short: arena-both"))
    assert mocked(compiled_rules(str(folder))) == ["Brute"]
