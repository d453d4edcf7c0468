"""Decks that play themselves: a table deck whose top card is played by the game, each card
doing what its card type says (a co-operative game's "the enemy deck reveals a card").

``rules.actors.<name>``:

* ``deck``: the table zone it plays from (its top card);
* ``plays``: card type -> what a card of that type does when it is played:

  - ``enter: <track>`` — it enters the track (pushing the others along);
  - ``capture: {track, else, kind}`` — it goes under the card of the track nearest the space
    cards enter at, else under the card in the zone ``else``, as an attachment of ``kind``;
  - ``then: <zone>`` — it goes to that table zone (a card that only makes something happen);

  and with any of them ``event`` (sent with the card; ``source`` the card it went under),
  ``count`` (a counter that goes up by one first; the event's amount is its new value, so
  text can ask "the third time").

A turn plays an actor's top card with the step ``actor: <name>``; card text and verbs call
``game.actor_play(name)``.  An empty deck plays nothing (an ending may ask about it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .timing import Event

WHAT = ("enter", "capture", "then")


@dataclass(frozen=True)
class ActorDef:
    name: str
    deck: str
    plays: dict = field(default_factory=dict)  # card type -> {enter|capture|then, event, count}


def read_actors(raw: dict) -> dict[str, ActorDef]:
    return {
        str(name): ActorDef(
            str(name),
            str((a or {}).get("deck", "")),
            {str(t): dict(v or {}) for t, v in ((a or {}).get("plays") or {}).items()},
        )
        for name, a in raw.items()
    }


def check_actors(spec, gd, places) -> list:
    out = []

    def fail(path, message, help=None):
        out.append(spec.doc.error(("rules", "actors") + path, "E-GAME", message, help))

    for name, a in gd.actors.items():
        if not gd.on_table(a.deck):
            fail((name, "deck"), f"actor '{name}' plays from '{a.deck}', which is not a table zone")
        for t, what in a.plays.items():
            path = (name, "plays", t)
            if t not in spec.types:
                fail(path, f"'{t}' is not a card type of the game")
            kinds = [k for k in WHAT if k in what]
            if len(kinds) != 1:
                fail(path, "a card type's play needs exactly one of " + ", ".join(WHAT))
                continue
            if "enter" in what and what["enter"] not in gd.tracks:
                fail(path + ("enter",), f"'{what['enter']}' is not a track of the rules")
            if "capture" in what:
                cap = what["capture"] or {}
                if cap.get("track") not in gd.tracks:
                    fail(path + ("capture",), f"'{cap.get('track')}' is not a track of the rules")
                if cap.get("else") is not None and cap["else"] not in places:
                    fail(path + ("capture",), f"'{cap['else']}' is not a zone of the rules")
                if cap.get("kind") is not None and cap["kind"] not in gd.attachments:
                    fail(path + ("capture",), f"'{cap['kind']}' is not a kind of rules.attachments")
                if not gd.attachments:
                    fail(path + ("capture",), "capturing needs rules.attachments")
            if "then" in what and not gd.on_table(str(what["then"])):
                fail(path + ("then",), f"'{what['then']}' is not a table zone")
            if "count" in what and what["count"] not in gd.counters:
                fail(path + ("count",), f"'{what['count']}' is not a counter of the rules")
    return out


class Actors:
    """The decks of one game that play themselves."""

    __slots__ = ("g", "gd", "state")

    def __init__(self, game):
        self.g = game
        self.gd = game.gd
        self.state = game.state

    def play_top(self, name: str) -> int | None:
        """The actor ``name`` plays its top card; returns it (None: its deck is empty)."""
        actor = self.gd.actors[name]
        g = self.g
        deck = self.state.zones[g.table][actor.deck]
        if not deck:
            if g.log is not None:
                g.log.add("actor", actor=name, say=f"the {name} has no cards left")
            return None
        card = deck[-1]
        what = actor.plays.get(g.defs[card].type)
        if what is None:
            raise ValueError(f"the {name} cannot play a card of type '{g.defs[card].type}'")
        g.tally_play(card, g.table)  # the table's card came into play (the balance report)
        if g.log is not None:
            g.log.add("actor", actor=name, card=card, say=f"the {name} plays {g.describe(card)}")
        names = self.gd.spec.language.zone_names
        amount = 0
        if "count" in what:
            g.adjust_counter(what["count"], 1)
            amount = g.counter_base(what["count"])
        source = None
        if "enter" in what:
            g.enter_track(card, what["enter"])
            if g.log is not None:
                where = self.state.where[card][1]
                g.log.add("enters", card=card, say=f"  it enters the {names.get(where, where)}")
        elif "capture" in what:
            cap = what["capture"] or {}
            source = g.tables.nearest_on(cap["track"])
            if source is None and cap.get("else") is not None:
                held = self.state.zones[g.table].get(cap["else"]) or []
                source = held[-1] if held else None
            if source is None:  # nothing to go under: it lies where it would have
                g.move(card, g.table, cap.get("else") or actor.deck)
            else:
                g.attach_to(card, source, cap.get("kind"))
                if g.log is not None:
                    g.log.add(
                        "capture", card=card, host=source, say=f"  {g.describe(source)} captures it"
                    )
        else:
            g.move(card, g.table, str(what["then"]))
        event = what.get("event")
        if event is not None and g.wants(event):
            g.emit(Event(event, player=self.state.active, card=card, source=source, amount=amount))
        g.resolve_pending()
        return card


def actor_step(name: str):
    """The turn step ``actor: <name>``."""

    def actor(game, player):
        game.actor_play(name)

    return actor
