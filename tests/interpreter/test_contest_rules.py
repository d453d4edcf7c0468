"""The engine's rules about cards in a contest, each on its own, on a small game of no rulebook
(tests/fixtures/games/arena): a disabled card's replacements do not apply; "instead" needs the
replacement to be possible; what a used text says of its own card holds while it is disabled;
a change ends with its source's defeat (not one its defeat made); a table card is nobody's enemy.
"""

from pathlib import Path

import pytest
from cardsmith.interpreter.api import Event, TempEffect
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
