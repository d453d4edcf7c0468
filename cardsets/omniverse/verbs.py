"""OmniVerse's own procedures — the round, which the engine cannot know from data alone.

* ``round``   a Location is revealed and its special effect happens; both players place a
              fighter face down (only fighters the rules of the round allow); both are
              revealed; the Location's bonus happens if its fighter was played; in SPEED order
              (unless a card decides otherwise) each fighter uses its special ability and then
              attacks: ATTACK greater than the other's DEFENSE defeats it; at the end of the
              round fighters go to Rest State (TITANs for 2 rounds), resting ones come back.
* the procedures card text calls (``disable``, ``use_ability``, ``replace``, ``switch_next``,
  ``place``, ``defeat``) and the game's adjectives ("current", "next", "upcoming").

Everything a card changes goes through the engine's continuous effects: stats, "disabled",
and the rules of the round it may change (``rules.rule_changes`` in game.yaml: who acts first,
which fighters may fight, a fighter that must be used, fighters locked for next round), which
the round consults with ``game.rule_changes``.  What the round itself must remember between
its steps is in ``state.flags``.  The rulebook's numbers and the readings it leaves open are
``rules.params`` (read from ``state.params``).  Rulings, and both readings of each: NOTES.md.
(One module: a game's verbs import nothing of cardsmith but the published kernel.)
"""

from __future__ import annotations

from cardsmith.interpreter.api import Event, RuleChange, TempEffect, duration_window, next_card_of

SPEED, ATTACK, DEFENSE, REST = "SPEED", "ATTACK", "DEFENSE", "Rest State"


def _rests(game) -> tuple:
    """The Rest State slots, Rest State 1 first: the zones of the ``rest`` group in game.yaml
    (as many as the longest rest the cards can give: a TITAN's 2 and HARLEY QUINN's +2)."""
    return game.zone_members("rest")


def _say(game, text, **data):
    if game.log is not None:
        game.log.add("omniverse", say=text, **data)


def _flags(game) -> dict:
    """This round's rule parameters (cleared when the round ends)."""
    f = game.state.flags
    if f.get("round") != game.state.turn:  # (these last beyond a round)
        keep = {k: f[k] for k in ("keep_location", "drew_at_four") if k in f}
        f.clear()
        f.update(keep, round=game.state.turn)
    return f


def current(game, player):
    cards = game.state.zones[player]["current"]
    return cards[0] if cards else None


def _run_parts(game, card, parts, controller):
    """Run a text's steps with one context per player, so "that number", "it" and "(if
    discarded)" carry from one sentence to the next; a table card (a Location) does what it
    says for each player."""
    table = card in game.table_cards
    ctxs = {}

    def ctx_of(p):
        if p not in ctxs:
            ctxs[p] = game.context(card, p, None)
        return ctxs[p]

    for per_player, fn in parts:
        for p in game.turn_order() if (table and per_player) else [controller]:
            game.run_ability(fn, ctx_of(p))
            game.resolve_pending()


# ------------------------------------------------------------------------------ the round


def round_(game, active) -> None:
    f = _flags(game)
    f["began"] = game.state.clock  # (a card put in Rest State after this: put mid-round)
    loc = _reveal_location(game)
    if loc is not None and not game.has_prop("disabled", loc):
        _say(game, f"Location: {game.describe(loc)}")
        _special_effect(game, loc, active)
    elif loc is not None:
        _say(game, f"Location: {game.describe(loc)} (its special effect is disabled)")
    _choose_fighters(game)
    _reveal_fighters(game)
    if game.state.params.get("next_card") == "fights":  # "next enemy card": the next that fights
        for p in game.turn_order():
            if current(game, p) is None:
                game.postpone_next(p, game.state.turn)
    loc = _location(game)
    if game.state.params.get("bonus_location") == "placement":
        loc = f.get("placed_at", loc)  # (the Location the fighters were placed at)
    if loc is not None:
        _bonus(game, loc)
    for p in _acting_order(game):
        if game.state.outcome is not None:
            return
        _act(game, p)
    _end_round(game)


def _special_effect(game, loc, player) -> None:
    game.tally_fire(loc)  # (for the balance report: its special effect happened)
    _run_parts(game, loc, game.defs[loc].parts, player)


def _location(game):
    cards = game.state.zones[game.table]["location"]
    return cards[-1] if cards else None


def _next_location(game):
    deck = game.state.zones[game.table]["locations"]
    if not deck:
        used = game.state.zones[game.table]["used_locations"]
        if not used or game.state.params.get("locations_when_empty") != "reshuffle":
            return None
        for c in list(used):
            game.move(c, game.table, "locations")
        game.shuffle(game.table, "locations")
        _say(game, "the Location deck is empty: the used Locations are shuffled into a new one")
    return deck[-1] if deck else None


def _reveal_location(game):
    f = game.state.flags
    old = _location(game)
    if old is not None and f.get("keep_location", -1) >= game.state.turn:
        return old
    if old is not None:
        game.move(old, game.table, "used_locations")
    nxt = _next_location(game)
    if nxt is not None:
        game.move(nxt, game.table, "location")
        game.tally_play(nxt)
    return nxt


def allowed(game, player, card) -> bool:
    """May this fighter be placed this round?"""
    return all(rc.matches(game, card) for rc in game.rule_changes("only_chosen"))


def _forced(game, player, turn=None) -> list:
    """The cards ``player`` must use (in round ``turn``, this one by default)."""
    return [
        c
        for rc in game.rule_changes("must_use", turn)
        for c in rc.cards["cards"]
        if game.owner[c] == player
    ]


def _choose_fighters(game) -> None:
    f = _flags(game)
    f.setdefault("placed_at", _location(game))
    for p in game.turn_order():
        s = game.state.zones[p]
        if s["chosen"] or s["current"]:
            continue
        hand = s["hand"]
        legal = [c for c in hand if allowed(game, p, c)]
        forced = [c for c in _forced(game, p) if c in legal]
        if forced:
            legal = forced[-1:]
        if not legal:
            _say(game, f"{game.pname(p)} has no fighter that may fight this round")
            for rc in game.rule_changes("only_chosen"):
                if "fallback" in rc.run:
                    ctx = game.context(rc.ctx.source, rc.ctx.controller, None)
                    ctx.they = p
                    game.run_ability(rc.run["fallback"], ctx)
                    game.resolve_pending()
            continue
        if f.get("random_choice") == game.state.turn:
            pick = game.random_pick(legal)
        else:
            pick = game.decide(p, "play", legal, "place a fighter face down")
        game.move(pick, p, "chosen")
        _say(game, f"{game.pname(p)} places a fighter face down")


def _reveal_fighters(game) -> None:
    for p in game.turn_order():
        for c in list(game.state.zones[p]["chosen"]):
            game.move(c, p, "current")
            game.state.controller[c] = p
            game.tally_play(c)
            _say(game, f"{game.pname(p)} reveals {game.describe(c)}")


def _bonus(game, loc) -> None:
    wanted = str(game.defs[loc].fields.get("bonus_fighter", "")).lower()
    text = game.defs[loc].extra.get("bonus_text")
    if text is None:
        return
    for p in game.turn_order():
        f = current(game, p)
        if f is None or game.defs[f].name.lower() != wanted:
            continue
        _say(game, f"bonus for {game.defs[f].name}: {game.defs[loc].fields.get('bonus_text')}")
        game.tally_fire(loc)  # (the Location's bonus happened)
        game.grant(f, text, "location")
        if text.replaces:
            _flags(game).setdefault("ability", {})[f] = text.parts
        else:
            _run_parts(game, f, text.parts, p)


def _acting_order(game) -> list:
    players = [p for p in game.turn_order() if current(game, p) is not None]
    if len(players) < 2:
        return players
    a, b = players
    fa, fb = current(game, a), current(game, b)
    rules = game.rule_changes("acts_first")
    if rules:
        rc = rules[-1]  # the newest says who goes first
        e = rc.effect
        if e.cards is not None:
            hits = [p for p, c in ((a, fa), (b, fb)) if rc.matches(game, c)]
            if len(hits) == 1:
                return [hits[0], a if hits[0] == b else b]
        elif not e.random:
            va, vb = game.stat(fa, e.stat), game.stat(fb, e.stat)
            if va != vb:
                first = a if (va < vb) == (e.extreme == "lowest") else b
                return [first, b if first == a else a]
            return _tie(game, a, b)
        else:
            while True:
                ra, rb = game.roll(), game.roll()
                if ra != rb:
                    return [a, b] if ra > rb else [b, a]
    sa, sb = game.stat(fa, SPEED), game.stat(fb, SPEED)
    if sa != sb:
        return [a, b] if sa > sb else [b, a]
    return _tie(game, a, b)


def _tie(game, a, b) -> list:
    coin = game.state.params.get("speed_tie") == "coin"
    return [b, a] if coin and game.flip("speed tie") == "tails" else [a, b]


def _act(game, p) -> None:
    f = current(game, p)
    if f is None:
        return
    enemy = next((current(game, q) for q in game.opponents(p)), None)
    parts = _flags(game).get("ability", {}).get(f, game.defs[f].parts)
    if parts and not game.has_prop("disabled", f):
        name = game.defs[f].fields.get("ability") or "special ability"
        _say(game, f"{game.defs[f].name} uses {name}")
        game.tally_fire(f)
        _run_parts(game, f, parts, p)
    elif parts:
        _say(game, f"{game.defs[f].name}'s special ability is disabled")
    if current(game, p) != f or enemy is None:
        return
    enemy = next((current(game, q) for q in game.opponents(p)), None)
    if enemy is None:
        return
    att, dfn = game.stat(f, ATTACK), game.stat(enemy, DEFENSE)
    wins = att > dfn if game.state.params.get("defeat_when") == "greater" else att >= dfn
    _say(game, f"{game.defs[f].name} attacks: ATTACK {att} against DEFENSE {dfn}")
    if wins:
        defeat(game, enemy)
    game.resolve_pending()


def defeat(game, card, player=None, ctx=None) -> None:
    """Defeat a current fighter (unless something happens instead)."""
    if card is None:
        return
    where = game.state.where[card]
    if where is None or where[1] != "current":
        return
    owner = game.owner[card]
    ev = Event("defeated", player=owner, card=card)
    if game.replaced("defeated", ev):
        return
    game.emit(ev)  # collected while the card is still in the fight ("if this card is
    game.move(card, owner, "defeated")  # defeated" is about the card leaving it)
    _say(game, f"{game.defs[card].name} is defeated")
    game.resolve_pending()


def _zone_name(game, zone) -> str:
    if zone is None:
        return "the hand"
    return game.gd.spec.language.zone_names.get(zone, zone)


def _rest_slot(game, value) -> str | None:
    """The slot of a card that rests ``value`` rounds (None: none, it comes back); a rest
    longer than the slots is the last slot."""
    if value <= 0:
        return None
    rests = _rests(game)
    return rests[min(value, len(rests)) - 1]


def _end_round(game) -> None:
    s = game.state
    f = _flags(game)
    stays = s.params.get("rest_put_mid_round") == "stays"
    for p in range(game.nplayers):
        resting = [(c, i + 1) for i, z in enumerate(_rests(game)) for c in list(s.zones[p][z])]
        for c, slot in resting:  # resting cards move down a slot (or come back)
            if stays and s.entered[c] > f.get("began", s.clock):
                continue  # (put there this round: it starts resting at this round's end)
            change = game.stat(c, REST) - game.printed(c, REST)
            zone = _rest_slot(game, slot + change - 1)
            game.move(c, p, zone or "hand")
        for c in list(s.zones[p]["current"]):
            if c in _forced(game, p, s.turn + 1):  # it must be used next round: no rest
                game.move(c, p, "hand")
                continue
            zone = _rest_slot(game, game.stat(c, REST))
            game.move(c, p, zone or "hand")
            _say(game, f"{game.defs[c].name} goes to {_zone_name(game, zone)}")
    for rc in game.rule_changes("lock_next")[:1]:
        for p in game.turn_order():
            hand = s.zones[p]["hand"]
            if hand:
                # a card that must be used next round is the one locked (it wins over the lock)
                forced = [c for c in _forced(game, p, s.turn + 1) if c in hand]
                options = forced[-1:] or list(hand)
                pick = game.decide(p, "play", options, "lock your fighter for next round")
                game.reveal(p, [pick])
                locked = RuleChange("must_use", rc.effect, rc.ctx, {"cards": [pick]})
                game.add_rule_change(locked, s.turn + 1, s.turn + 1, rc.ctx.source, p)
    need = int(s.params.get("draw_at_defeated", 4))
    lose = int(s.params.get("lose_at_defeated", 5))
    used = f.setdefault("drew_at_four", [])
    for p in game.turn_order():
        if (
            len(s.zones[p]["defeated"]) >= need
            and p not in used
            and s.zones[p]["deck"]
            and game.decide(p, "may", [True, False], "draw a fighter from your deck?")
        ):
            used.append(p)
            game.draw(p, 1)
    game.revoke_grants()
    out = [p for p in range(game.nplayers) if len(s.zones[p]["defeated"]) >= lose]
    if len(out) == game.nplayers:
        game.end(-1, f"both players have {lose} defeated fighters")
    elif out:
        game.end(game.opponents(out[0])[0], f"{game.pname(out[0])} has {lose} defeated fighters")
    none = [p for p in range(game.nplayers) if not _fighters_left(game, p)]
    if len(none) == game.nplayers:
        game.end(-1, "no fighter is left to play")
    elif none and s.params.get("no_fighter_left") == "lose":
        game.end(game.opponents(none[0])[0], f"{game.pname(none[0])} has no fighter left")
    elif none:
        game.end(-1, f"{game.pname(none[0])} has no fighter left")


def _fighters_left(game, p) -> bool:
    """Has ``p`` a fighter to place (now, or once it has rested)?"""
    z = game.state.zones[p]
    return bool(z["hand"] or z["chosen"] or z["current"] or any(z[r] for r in _rests(game)))


# ------------------------------------------------------------------------------ rule verbs


def disable(game, parts, ctx) -> None:
    e = parts.effect
    match = parts.match.get("target")
    start, end, wait = duration_window(game, e.duration, ctx, e.target)
    snapshot = game.context(ctx.source, ctx.controller, None)
    next_of = next_card_of(e.target, ctx) if e.duration is None else None

    def applies(g, c, src, match=match, snap=snapshot):
        if match is None:
            return g.in_contest(c)
        return match(g, c, snap)

    game.add_effect(
        TempEffect(
            "prop",
            "disabled",
            "set",
            True,
            applies,
            ctx.source,
            None,
            None,
            start,
            end,
            player=ctx.controller,  # (it ends with its card's defeat, like any change)
            wait=wait,
            next_of=next_of,
        )
    )
    loc = _location(game)
    if loc is not None and game.has_prop("disabled", loc):
        _undo_location(game, loc)


def _undo_location(game, loc) -> None:
    """A Location whose special effect is disabled mid-round stops changing the round."""
    game.drop_effects_of(loc)  # (its changes to the rules too)


def use_ability(game, parts, ctx) -> None:
    abilities = _flags(game).setdefault("ability", {})
    if parts.effect.as_own:  # the borrowed ability is this card's for the round
        abilities[ctx.source] = []
        if game.has_prop("disabled", ctx.source) and not game.state.params.get(
            "disabled_borrows"
        ):  # (and disabled like its own)
            _say(game, f"{game.defs[ctx.source].name}'s special ability is disabled")
            return
    for other in parts.find["card"](ctx):
        if other == ctx.source or other is None:
            continue
        steps = abilities.get(other, game.defs[other].parts)
        _say(game, f"{game.defs[ctx.source].name} uses the ability of {game.defs[other].name}")
        _run_parts(game, ctx.source, steps, ctx.controller)


def replace(game, parts, ctx) -> None:
    for old in parts.find["old"](ctx):
        p = game.owner[old]
        new = parts.find["new"](ctx)
        if not new:
            return
        game.move(old, p, "hand")
        game.move(new[0], p, "current")
        game.state.controller[new[0]] = p
        _say(game, f"{game.defs[old].name} is replaced by {game.defs[new[0]].name}")


def switch_next(game, parts, ctx) -> None:
    e = parts.effect
    old = _location(game)
    nxt = _next_location(game)
    if nxt is None:
        return
    if old is not None:
        game.move(old, game.table, "used_locations")
    game.move(nxt, game.table, "location")
    game.tally_play(nxt)
    _say(game, f"the Location switches to {game.describe(nxt)}")
    if e.duration is not None and e.duration.kind == "this_and_next":
        game.state.flags["keep_location"] = game.state.turn + 1
    if not game.has_prop("disabled", nxt):
        _special_effect(game, nxt, ctx.controller)


def place(game, cards, ctx, manner) -> None:
    if manner == "random":
        _flags(game)["random_choice"] = game.state.turn
    _choose_fighters(game)


def adjective(game, word, card, ctx) -> bool:
    where = game.state.where[card]
    if word in ("current", "same", "next"):  # the fighter in the fight, or the Location
        return where is not None and where[1] in ("current", "chosen", "location")
    if word == "upcoming":
        return where is not None and where[1] == "locations"
    return True


def describe(game, card) -> str:
    d = game.defs[card]
    f = d.fields
    if d.type == "location":
        return f"{d.name} ({f.get('universe')}): {f.get('text')}"
    ability = f"{f.get('ability')}: " if f.get("ability") else ""
    return (
        f"{d.name} ({f.get('class')}, {f.get('universe')}) SPEED {game.stat(card, SPEED)}"
        f" ATTACK {game.stat(card, ATTACK)} DEFENSE {game.stat(card, DEFENSE)}"
        + (f" — {ability}{f.get('text')}" if f.get("text") else "")
    )


VERBS = {
    "round": round_,
    "disable": disable,
    "use_ability": use_ability,
    "replace": replace,
    "switch_next": switch_next,
    "place": place,
    "defeat": defeat,
    "adjective": adjective,
    "describe": describe,
}
