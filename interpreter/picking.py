"""Turn steps in which the player picks cards on the table (declared in ``rules.turn``):

* ``take: {from: [zones], to, up_to, event, prompt}`` — the player takes up to ``up_to`` cards
  from the table zones ``from`` into their own zone ``to`` (a face-down pile offers only its
  top card), one at a time, each sending ``event`` (with the card) when the game declares it;
* ``status: {set | clear, zone, whose, choose, prompt}`` — the player picks cards in ``zone``
  (``whose``: ``own``, ``opponents`` or ``any`` seat's) and sets or clears a status on them:
  ``choose: any`` (any number, one at a time until they are done), ``one`` or ``all``.
"""

from __future__ import annotations

from .appeal import valued
from .timing import Event

DONE = "done"


class PickError(Exception):
    def __init__(self, path: tuple, message: str, help: str | None = None):
        super().__init__(message)
        self.path, self.message, self.help = path, message, help


def compile_take(spec: dict, gd, path: tuple):
    zones = [
        member
        for z in spec.get("from") or ()
        for member in gd.groups.get(str(z), (gd.zone_for(str(z)),))
    ]
    into = gd.zone_for(str(spec.get("to", "hand")))
    for z in zones:
        if not gd.on_table(z):
            raise PickError(path + ("take", "from"), f"'{z}' is not a table zone")
    if into not in gd.zones:
        raise PickError(path + ("take", "to"), f"unknown zone '{into}'")
    most = int(spec.get("up_to", 1))
    kind = spec.get("event")
    prompt = str(spec.get("prompt", "take a card?"))
    hidden = {z for z in zones if gd.zones[z].visible != "all"}

    def offered(game):
        table = game.state.zones[game.table]
        options = []
        for z in zones:
            pile = table[z]
            if pile:
                options.extend(pile[-1:] if z in hidden else pile)
        return options

    def take(game, player):
        taken = 0
        while taken < most and game.state.outcome is None:
            options = offered(game)
            if not options:
                break
            pick = game.decide(player, "take", options + [DONE], prompt)
            if pick == DONE:
                break
            shown = game.describe_for(None, pick)  # (what everyone saw of it where it was)
            frm = game.state.where[pick][1]
            game.move(pick, player, into)
            game.state.controller[pick] = player
            taken += 1
            if game.log is not None:
                group = next((g for g, ms in game.gd.groups.items() if frm in ms), frm)
                names = game.gd.spec.language.zone_names
                place = names.get(frm) or names.get(group, group.replace("_", " "))
                game.log.add(
                    "take",
                    player=player,
                    card=pick,
                    say=f"{game.pname(player)} takes {shown} from the {place}",
                )
            if kind and game.wants(kind):
                game.emit(Event(kind, player=player, card=pick))
            if game.pending:
                game.resolve_pending()
        return DONE if not taken else None

    return valued(take, lambda game, player: float(min(most, len(offered(game)))))


def compile_status(spec: dict, gd, path: tuple):
    setting = "set" in spec
    name = str(spec.get("set") if setting else spec.get("clear"))
    if name not in gd.statuses:
        raise PickError(path + ("status",), f"'{name}' is not a status of the rules")
    zone = gd.zone_for(str(spec.get("zone", "permanent")))
    if zone not in gd.zones:
        raise PickError(path + ("status", "zone"), f"unknown zone '{zone}'")
    whose = spec.get("whose", "own")
    how = spec.get("choose", "any")
    prompt = str(
        spec.get(
            "prompt", ("which card is " if setting else "which card is no longer ") + name + "?"
        )
    )

    def seats(game, player):
        if whose == "own":
            return [player]
        if whose == "opponents":
            return game.opponents(player)
        return game.turn_order()

    # whose cards it helps: a status set on cards is taken as harm, one cleared as help
    about = {"helps": "others" if setting else "own"}

    def appeal(game, player):
        """Each of the player's own cards it would help (or each opposing card it would
        harm) counts two."""
        n = 0
        for p in seats(game, player):
            mine = p == player
            for c in game.state.zones[p][zone]:
                if game.has_status(c, name) != setting and mine != setting:
                    n += 1
        return 2.0 * n

    def status(game, player):
        cards = [
            c
            for p in seats(game, player)
            for c in game.state.zones[p][zone]
            if game.has_status(c, name) != setting
        ]
        if how == "all":
            picked = cards
        elif how == "one":
            picked = [game.decide(player, "choose", cards, prompt)] if cards else []
        else:
            picked = game.choose_cards(
                player, cards, len(cards), "choose", prompt, optional=True, about=about
            )
        for c in picked:
            if setting:
                game.set_status(c, name)
            else:
                game.clear_status(c, name)

    return valued(status, appeal)
