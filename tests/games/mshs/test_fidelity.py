"""Defects found when MSHS was re-read rule by rule against the engine (each test failed
before its fix).

A zone in ``scenario`` is listed bottom first: the LAST card of a deck is its top card.
"""

from cardsmith.interpreter.engine import GameOver
from scenario import card_id, cards_of, said, scenario

BLANK = "Filler: Energy Blank"  # blocks Energy only
STRENGTH_WALL = "Blocker: Strength Wall"
LEVEL9 = "Tester: Level Nine"  # level 9 (unplayable at low power)


def plays(g) -> list[str]:
    return [g.defs[e["card"]].name for e in g.log.entries if e["t"] == "play"]


# ---------------------------------------------------------------------------- references


def test_a_card_revealed_from_an_empty_deck_is_nothing_so_the_attack_does_not_play_itself(mshs):
    """ "Reveal the top card of your deck. If it's ..., play it." with an empty deck: "it"
    found no card, so it refers to nothing — never to the card that is resolving."""
    g = scenario(mshs, p1={"hand": ["Tester: Reveal And Play"]}, p2={"deck": [BLANK] * 6}, power=5)
    g.play_card(0, card_id(g, "Tester: Reveal And Play"))
    assert plays(g) == ["Tester: Reveal And Play"]
    assert len(cards_of(g, 1, "deck")) == 4
    assert cards_of(g, 0, "discard") == ["Tester: Reveal And Play"]


def test_a_reference_that_found_nothing_moves_nothing(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Reveal And Draw"]}, p2={"deck": [BLANK] * 6}, power=5)
    g.play_card(0, card_id(g, "Tester: Reveal And Draw"))
    assert cards_of(g, 0, "hand") == []
    assert cards_of(g, 0, "discard") == ["Tester: Reveal And Draw"]


def test_a_revealed_card_is_still_what_it_means(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Reveal And Draw"], "deck": ["Tester: Printed Two"]},
        p2={"deck": [BLANK] * 6},
        power=5,
    )
    g.play_card(0, card_id(g, "Tester: Reveal And Draw"))
    assert cards_of(g, 0, "hand") == ["Tester: Printed Two"]


# ---------------------------------------------------------------------------- attack value


def test_a_plus_from_the_play_is_added_before_the_attack_value_is_floored(mshs):
    """A printed 2 with -3 and +1 does no damage: both changes apply, then the floor at 0."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Printed Two"]},
        p2={"deck": [BLANK] * 6, "keepers": ["Tester: Minus Three Keeper"]},
        power=5,
    )
    g.play_card(0, card_id(g, "Tester: Printed Two"), bonus=("attack", 1))
    assert len(cards_of(g, 1, "deck")) == 6


def test_a_plus_from_the_play_still_adds_to_a_positive_value(mshs):
    g = scenario(mshs, p1={"hand": ["Tester: Printed Two"]}, p2={"deck": [BLANK] * 6}, power=5)
    g.play_card(0, card_id(g, "Tester: Printed Two"), bonus=("attack", 1))
    assert len(cards_of(g, 1, "deck")) == 3


# ---------------------------------------------------------------------------- misfire


def test_the_card_that_makes_a_keeper_misfire_is_logged_as_a_flip_and_named(mshs):
    g = scenario(
        mshs,
        p1={"keepers": ["Tester: Keeper Two"], "deck": [LEVEL9] * 3},
        p2={"deck": [BLANK] * 4 + [STRENGTH_WALL]},
        power=3,
        active=1,
        turn=4,
    )
    try:
        g.take_turn()
    except GameOver:
        pass
    wall = card_id(g, STRENGTH_WALL)
    flips = [e for e in g.log.entries if e["t"] == "flip"]
    assert [e["card"] for e in flips] == [wall]
    misfire = next(line for line in said(g) if "misfires" in line)
    assert STRENGTH_WALL in misfire
    assert any(STRENGTH_WALL in line and "discards" in line for line in said(g))


# ---------------------------------------------------------------------------- durations


def _power_gaps(g, turns: int) -> dict:
    """Take ``turns`` whole turns; for each, (active player, P2's power minus P1's)."""
    seen = {}

    def watch(game, step):
        seen.setdefault(
            game.state.turn,
            (game.state.active, game.counter_for("power", 1) - game.counter_for("power", 0)),
        )

    g.on_step = watch
    for _ in range(turns):
        g.take_turn()
    return seen


def test_your_opponents_next_turn_is_their_turn_even_after_an_extra_turn(mshs):
    """ "Your opponent's power is -3 next turn." played before an extra turn: the change waits
    for the opponent's next turn (the game's next turn is your extra turn)."""
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Extra And Sap"], "deck": [LEVEL9] * 6},
        p2={"deck": [LEVEL9] * 8},
        power=6,
        active=0,
        turn=4,
    )
    g.play_card(0, card_id(g, "Tester: Extra And Sap"))
    g.expire_effects(turn_over=g.state.turn)
    seen = _power_gaps(g, 3)
    assert seen[5] == (0, 0)  # P1's extra turn: P2's power untouched
    assert seen[6] == (1, -3)  # P2's turn: -3
    assert seen[7] == (0, 0)  # and only then


def test_until_the_end_of_their_next_turn_lasts_through_an_extra_turn(mshs):
    g = scenario(
        mshs,
        p1={"hand": ["Tester: Sap Until Theirs"], "deck": [LEVEL9] * 6},
        p2={"deck": [LEVEL9] * 8},
        power=6,
        active=0,
        turn=4,
    )
    g.play_card(0, card_id(g, "Tester: Sap Until Theirs"))
    g.expire_effects(turn_over=g.state.turn)
    seen = _power_gaps(g, 3)
    assert seen[5] == (0, -3)  # P1's extra turn: already in force
    assert seen[6] == (1, -3)  # P2's next turn: still in force
    assert seen[7] == (0, 0)  # over at the end of P2's turn


# ---------------------------------------------------------------------------- deck size


def test_a_deck_of_more_than_40_cards_plays_40_of_them_at_random(mshs):
    """ "If you bring more than 40 cards, shuffle them and use 40 of those cards at random as
    your deck." — the pick goes through the game's random generator and is logged."""
    from cardsmith.interpreter.agents import RandomAgent
    from cardsmith.interpreter.engine import Game

    keys = [c.key for c in mshs.cardset.cards if c.name.startswith("Filler")]
    big = (keys * 23)[:45]
    small = (keys * 20)[:40]
    chosen = []
    for seed in (1, 2):
        g = Game(mshs, [big, small], [RandomAgent(1), RandomAgent(2)], seed, log=True)
        assert len(g.defs) == 80
        assert sum(1 for c in range(len(g.defs)) if g.owner[c] == 0) == 40
        picks = [e for e in g.log.entries if e["t"] == "rng" and e.get("what") == "deck"]
        assert len(picks) == 1 and picks[0]["player"] == 0 and len(picks[0]["left_out"]) == 5
        chosen.append(picks[0]["left_out"])
    again = Game(mshs, [big, small], [RandomAgent(1), RandomAgent(2)], 1, log=True)
    assert next(e for e in again.log.entries if e.get("what") == "deck")["left_out"] == chosen[0]


def test_a_deck_of_exactly_40_cards_is_used_whole(mshs):
    from cardsmith.interpreter.agents import RandomAgent
    from cardsmith.interpreter.engine import Game

    keys = [c.key for c in mshs.cardset.cards if c.name.startswith("Filler")]
    small = (keys * 20)[:40]
    g = Game(mshs, [small, small], [RandomAgent(1), RandomAgent(2)], 1, log=True)
    assert len(g.defs) == 80
    assert not [e for e in g.log.entries if e.get("what") == "deck"]


def test_a_deck_of_more_than_40_cards_validates_with_a_warning(tmp_path):
    import shutil

    import yaml
    from cardsmith.dsl.cardset import BUNDLED, load_cardset

    folder = tmp_path / "mshs"
    shutil.copytree(BUNDLED / "mshs", folder)
    deck = yaml.safe_load((folder / "decks" / "xmen_fury.yaml").read_text())
    first = next(iter(deck["cards"]))
    extra = next(
        c["name"] for c in yaml.safe_load((folder / "cards" / "villains.yaml").read_text())
    )
    deck["cards"][extra] = 4
    deck["cards"][first] = deck["cards"][first] - 3 if deck["cards"][first] > 3 else 1
    (folder / "decks" / "big.yaml").write_text(yaml.safe_dump(deck))
    size = sum(deck["cards"].values())
    assert size > 40
    cs = load_cardset(str(folder))
    codes = [(d.code, d.path.endswith("big.yaml")) for d in cs.diagnostics]
    assert ("W-DECK-LARGER", True) in codes
    assert not cs.errors
