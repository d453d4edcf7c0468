"""Events a game declares in game.yaml, with their wording, become trigger and condition forms
of the card language with no grammar edit: ``rally: {wording: "you rally X", past: "you
rallied X"}`` lets cards say "Whenever you rally an X-Men card, ..." and "If you rallied an
X-Men card this turn, ...".  The events carry their player and card."""

import pytest
from cardsmith.constructs.events import OnGameEvent
from cardsmith.constructs.players import Player
from cardsmith.dsl.printer import print_text
from cardsmith.interpreter.timing import Event
from scenario import card_id, card_set, cards_of, scenario, vanilla

BLANK = vanilla("Ev: Blank", level=9, attack=1, factors=["Energy"], block="Energy")
RALLIED = vanilla(
    "Ev: Rallied", level=1, attack=0, factors=["Strength"], block="Tech", team="X-Men"
)
LISTENER = vanilla(
    "Ev: Listener",
    level=1,
    attack=2,
    factors=["Strength"],
    block="Tech",
    text="2 -> Keeper. Whenever you rally an X-Men card, draw a card.",
)
THEIRS = vanilla(
    "Ev: Theirs",
    level=1,
    attack=2,
    factors=["Strength"],
    block="Tech",
    text="2 -> Keeper. Whenever your opponent rallies a card, draw a card.",
)
ASKER = vanilla(
    "Ev: Asker",
    level=1,
    attack=0,
    factors=["Strength"],
    block="Tech",
    text="If you rallied an X-Men card this turn, draw two cards.",
)
AMBUSHED = vanilla(
    "Ev: Ambushed",
    level=1,
    attack=2,
    factors=["Strength"],
    block="Tech",
    text="2 -> Keeper. When this Keeper is ambushed, draw a card.",
)


def _events(data):
    data["language"]["events"].update(
        rally={"wording": "you rally X", "past": "you rallied X"},
        ambush={"wording": "X is ambushed", "past": "X was ambushed"},
    )


@pytest.fixture(scope="module")
def rules(sets_root):
    return card_set(
        sets_root,
        "mshs",
        [BLANK, RALLIED, LISTENER, THEIRS, ASKER, AMBUSHED],
        with_bundled=False,
        game_yaml_edit=_events,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Whenever you rally an X-Men card, draw a card.",
        "Whenever your opponent rallies a card, draw a card.",
        "Whenever each opponent rallies a card, draw a card.",
        "Whenever a Keeper is ambushed, draw a card.",
        "Whenever Keepers are ambushed, draw a card.",
        "If you rallied an X-Men card this turn, draw a card.",
        "If your opponent rallied a card last turn, draw a card.",
        "If a Keeper was ambushed this turn, draw a card.",
    ],
)
def test_declared_wordings_read_and_print_back(rules, text):
    lang = rules.cardset.language
    ast = lang.read(text)
    assert not hasattr(ast, "code"), ast
    assert lang.read(print_text(ast, rules.cardset.game.language)) == ast


def test_a_trigger_form_names_the_event_its_player_and_card(rules):
    ast = rules.cardset.language.read("Whenever your opponent rallies a card, draw a card.")
    trig = ast.abilities[0].trigger
    assert isinstance(trig, OnGameEvent) and trig.event == "rally"
    assert trig.player == Player("opponent")


def _table(rules, log=True):
    return scenario(
        rules,
        p1={
            "keepers": [LISTENER["name"]],
            "hand": [RALLIED["name"], ASKER["name"]],
            "deck": [BLANK["name"]] * 5,
        },
        p2={"keepers": [THEIRS["name"]], "deck": [BLANK["name"]] * 5},
        log=log,
    )


def test_a_declared_event_triggers_the_cards_that_listen_for_it(rules):
    g = _table(rules)
    g.emit(Event("rally", player=0, card=card_id(g, RALLIED["name"])))
    g.resolve_pending()
    assert len(cards_of(g, 0, "hand")) == 3  # "whenever you rally an X-Men card"
    assert len(cards_of(g, 1, "hand")) == 1  # "whenever your opponent rallies a card"


@pytest.mark.parametrize("log", [True, False])
def test_a_past_form_asks_the_turn_history(rules, log):
    g = _table(rules, log)
    asker = card_id(g, ASKER["name"])
    g.run_ability(g.defs[asker].play[0], g.context(asker, 0, None))
    assert len(cards_of(g, 0, "hand")) == 2  # nothing rallied yet
    g.emit(Event("rally", player=0, card=card_id(g, RALLIED["name"])))
    g.resolve_pending()
    g.run_ability(g.defs[asker].play[0], g.context(asker, 0, None))
    assert len(cards_of(g, 0, "hand")) == 5  # 1 for the Listener, 2 for the Asker
    assert "rally" in rules.history_kinds


def test_a_card_hears_an_event_about_itself(rules):
    g = scenario(
        rules,
        p1={"keepers": [AMBUSHED["name"]], "deck": [BLANK["name"]] * 5},
        p2={"deck": [BLANK["name"]] * 5},
    )
    g.emit(Event("ambush", player=1, card=card_id(g, AMBUSHED["name"])))
    g.resolve_pending()
    assert len(cards_of(g, 0, "hand")) == 1
