"""Building exact game situations for rulebook tests.

    rules = card_set("mshs", cards=[vanilla("Test: Red Eight", attack=8, factors=["Animal"]),
                                    ...])
    g = scenario(rules, p1={"hand": [...], "deck": [...], "keepers": [...]},
                 p2={...}, answers={0: [...], 1: [...]}, power=5, active=0, turn=3)

Cards are named; a name may appear several times (each is its own copy).  A zone is listed
bottom first: the LAST card of ``deck`` is the top card.  Decisions come from scripted agents
(a decision with one option is not asked, except play/may/block/reveal/position); a test that
asks for a decision its script does not answer fails with ScriptExhausted.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml
from cardsmith.dsl.cardset import BUNDLED, load_cardset
from cardsmith.dsl.diagnostics import CardsmithError
from cardsmith.interpreter.agents import RandomAgent, ScriptedAgent
from cardsmith.interpreter.engine import Game
from cardsmith.interpreter.rules import CompiledRules

FACTORS = ("Animal", "Strength", "Elemental", "Energy", "Tech", "Speed")


def vanilla(
    name: str,
    level: int = 1,
    attack: int = 2,
    factors=("Strength",),
    block: str = "Tech",
    team: str | None = None,
    text: str | None = None,
    hero: str | None = None,
) -> dict:
    """An MSHS card mapping (``name`` is "Hero: Title")."""
    hero = hero or name.split(":")[0]
    card = {
        "name": name,
        "hero": hero,
        "title": name.split(": ", 1)[-1],
        "level": level,
        "attack": attack,
        "factors": list(factors),
        "block": block,
    }
    if team:
        card["team"] = team
    if text:
        card["text"] = text
    return card


_SETS: dict = {}


def card_set(
    tmp_root: Path, game: str = "mshs", cards=(), with_bundled: bool = True, game_yaml_edit=None
) -> CompiledRules:
    """A card set of ``game``'s rules, with its bundled cards (optionally) and ``cards``."""
    src = BUNDLED / game
    edited = None
    if game_yaml_edit is not None:  # (the key is what the edit makes, not the function)
        data = yaml.safe_load((src / "game.yaml").read_text())
        game_yaml_edit(data)
        edited = yaml.safe_dump(data, sort_keys=False)
    key = (game, repr(cards), with_bundled, edited)
    if key in _SETS:
        return _SETS[key]
    folder = Path(tmp_root) / f"set{len(_SETS)}"
    if folder.exists():  # (left by a set that did not build)
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for f in ("game.yaml", "verbs.py", "grammar.lark"):
        if (src / f).is_file():
            shutil.copy(src / f, folder / f)
    if edited is not None:
        data = yaml.safe_load(edited)
        data["short"] = f"{game}-edited{len(_SETS)}"
        (folder / "game.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    (folder / "cards").mkdir()
    if with_bundled:
        for f in (src / "cards").glob("*.yaml"):
            shutil.copy(f, folder / "cards" / f.name)
    if cards:
        (folder / "cards" / "zz_test.yaml").write_text(yaml.safe_dump(list(cards), sort_keys=False))
    cs = load_cardset(str(folder))
    if cs.errors:
        raise CardsmithError(cs.errors)
    rules = CompiledRules(cs)
    _SETS[key] = rules
    return rules


def scenario(
    rules: CompiledRules,
    p1: dict | None = None,
    p2: dict | None = None,
    answers: dict | None = None,
    seed: int = 1,
    power: int | None = None,
    active: int = 0,
    turn: int = 5,
    log: bool = True,
    fallback=None,
    more: list | None = None,
) -> Game:
    """A game in the given situation, ready for a turn or a verb to be run (``more``: the
    layouts of seats 3, 4, ... in a game for more players)."""
    by_name = {}
    for c in rules.cardset.cards:
        by_name[c.name] = c.key
    layouts = [p1 or {}, p2 or {}] + list(more or [])
    decks = []
    for layout in layouts:
        keys = []
        for zone, names in layout.items():
            for n in names:
                if n not in by_name:
                    raise KeyError(f"no card named {n!r}")
                keys.append(by_name[n])
        decks.append(keys)
    answers = answers or {}
    agents = [ScriptedAgent(answers.get(p, []), fallback=fallback) for p in range(len(layouts))]
    g = Game(rules, decks, agents, seed, log=log, deal=False)
    s = g.state
    # every card starts in its owner's deck; put each where the layout says, in order
    start = 0
    for p, layout in enumerate(layouts):
        ids = iter(range(start, start + len(decks[p])))
        s.zones[p][g.deck_zone] = []
        for zone, names in layout.items():
            for _ in names:
                c = next(ids)
                s.where[c] = None
                g.move(c, p, zone)
                s.controller[c] = p
        start += len(decks[p])
    if power is not None:
        s.counters["power"] = power
    s.active = active
    s.turn = turn
    s.first = 0
    if log:
        g.log.entries.clear()
    return g


def cards_of(g: Game, player: int, zone: str) -> list[str]:
    """The names of the cards in a zone, bottom first."""
    return [g.defs[c].name for c in g.state.zones[player][zone]]


def card_id(g: Game, name: str, player: int | None = None, zone: str | None = None) -> int:
    for c, d in enumerate(g.defs):
        if (
            d.name == name
            and (player is None or g.owner[c] == player)
            and (zone is None or g.state.where[c][1] == zone)
        ):
            return c
    raise KeyError(name)


def said(g: Game) -> list[str]:
    return list(g.log.narration())


def random_agents(seed: int):
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


def next_locations(g: Game, *names: str) -> None:
    """Put the named Location Cards on top of the table's Location deck, the first named on
    top (it is revealed first)."""
    deck = g.state.zones[g.table]["locations"]
    for name in reversed(names):
        c = next(c for c in g.table_cards if g.defs[c].name == name)
        deck.remove(c)
        deck.append(c)
        g.state.where[c] = (g.table, "locations")


def play_round(g: Game) -> None:
    """One OmniVerse round (the game's turn) from the current situation."""
    g.take_turn()
