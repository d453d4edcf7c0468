"""What a player may see, for agents and for a person at the terminal.

Hidden zones show only their size; a player's own hand shows its cards; public zones show
everything; cards a player has been shown (revealed to all, or looked at) are named.
"""

from __future__ import annotations


def view(game, player: int) -> dict:
    s = game.state
    zones = {}
    for p in range(game.nplayers):
        for name, zdef in game.gd.zones.items():
            cards = s.zones[p][name]
            visible = zdef.visible == "all" or (zdef.visible == "owner" and p == player)
            if visible:
                zones[(p, name)] = [game.describe(c) for c in cards]
            else:
                zones[(p, name)] = len(cards)
    counters = {}
    for name in game.gd.counters:
        counters[name] = game.counter_for(name, player)
    return {"player": player, "turn": s.turn, "active": s.active, "zones": zones,
            "counters": counters}


def render(game, player: int) -> str:
    v = view(game, player)
    lines = [f"turn {v['turn']}, {game.pname(v['active'])} to play; you are "
             f"{game.pname(player)} ({game.deck_names[player]})"]
    lines.append("  " + ", ".join(f"{k}: {val}" for k, val in v["counters"].items()))
    for (p, name), content in v["zones"].items():
        who = "your" if p == player else f"{game.pname(p)}'s"
        if isinstance(content, int):
            if content:
                lines.append(f"  {who} {name}: {content} card(s)")
        elif content:
            lines.append(f"  {who} {name}: " + "; ".join(content))
    return "\n".join(lines)
