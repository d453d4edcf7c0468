"""Marvel Super Hero Squad's own procedures — the few rules that are truly this game's.

* ``play``     playing a card as an attack: its on-play text, its attack value, the
               opponent's blocks and the damage, then its "N ->" abilities and the Keepers'
               triggers (the card last), then the discard pile unless it went elsewhere.
* ``hit``      damage from a card (an attack or a Keeper "hits for N"): blocks from the hand
               before any damage, flips from the deck (a matching icon stops it, except on the
               last point), the hand when the deck is out, and misfire — a Keeper whose very
               first point is blocked is destroyed at once and its ability ends.
* ``heal``     "Heal N": the bottom N cards of the discard pile go, in a random order, to the
               bottom of the deck.
* ``can_play`` a card may be played when its level is at most the power (as its player sees
               it, with every "your power is +N for X cards").

Rulings are in NOTES.md.
"""

from __future__ import annotations

from cardsmith.interpreter.api import Event, Interrupt

POWER = "power"
LEVEL = "level"
ATTACK = "attack"


def _factors(game, card) -> list[str]:
    f = game.defs[card].fields.get("factors") or []
    return list(f) if isinstance(f, list) else [f]


def can_play(game, player, card) -> bool:
    return game.stat(card, LEVEL) <= game.counter_for(POWER, player, card)


def why_unplayable(game, player, card) -> str:
    """Why a person may not play ``card`` now (for the view at the terminal)."""
    level, power = game.stat(card, LEVEL), game.counter_for(POWER, player, card)
    return f"its level {level} is above your power {power}"


def playable(game, player, cards) -> list:
    """The cards of ``cards`` the power allows (the printed levels against the power, when
    nothing changes either: the common case, read straight from the cards)."""
    if game.any_changes():
        levels = game.stats_of(cards, LEVEL)
        powers = game.counters_for(POWER, player, cards)
        return [c for c, level, power in zip(cards, levels, powers) if level <= power]
    power = game.counter_base(POWER, player)
    level = game.column(LEVEL)
    return [c for c in cards if level[c] <= power]


def play(game, player, card, bonus=None, again=False) -> None:
    """Play ``card`` as an attack (the whole attack, its abilities included)."""
    state = game.state
    zone = game.played_zone
    where = state.where
    if not again:
        game.move(card, player, zone)
        state.controller[card] = player
    opponents = game.opponents(player)
    if not opponents:
        return
    opponent = (
        opponents[0]
        if len(opponents) == 1
        else game.decide(player, "player", opponents, "attack which opponent?", card=card)
    )
    game.tally_play(card)
    if game.log is not None:
        cd = game.defs[card]
        game.log.add(
            "play",
            player=player,
            card=card,
            say=f"{game.pname(player)} attacks with {cd.name} "
            f"(level {cd.stats.get(LEVEL)}, attack {cd.stats.get(ATTACK)})",
        )
    if game.wants("play"):
        game.emit(Event("play", player=player, card=card, source=card, target=opponent))
    ctx = None
    here = (player, zone)
    steps = game.defs[card].play
    if steps:
        ctx = game.context(card, player, None)
        for step in steps:
            game.run_ability(step, ctx)
            if where[card] != here:
                break
    if where[card] == here:
        value = game.stat(card, ATTACK, bonus[1] if bonus and bonus[0] == ATTACK else 0)
        hit(game, card, opponent, value, ctx, attack=True)
    else:  # (it left before it could hit: this attack did no damage)
        _record(game, card, player, opponent, 0, True)
    game.resolve_pending()
    if where[card] == here:
        game.to_discard(card)
        state.controller[card] = game.owner[card]


def _blocks(game, card, zone, icon, target, source) -> str | None:
    """``icon`` if ``card`` may block ``source`` from ``zone`` by the restrictions in force
    ("can't be blocked by Tech cards")."""
    if not game.allowed(Event("block", player=target, card=card, source=source, zone=zone)):
        return None
    return icon


def _must_block(game, card, target, source) -> bool:
    """Must ``target`` block ``source`` with ``card`` from their hand, when they can?"""
    return game.required(
        Event("block", player=target, card=card, source=source, zone=game.hand_zone)
    )


def hit(game, source, target, amount, ctx=None, attack=False) -> int:
    """``source`` does up to ``amount`` damage to ``target``; returns the damage done."""
    if amount <= 0:
        if attack:
            _record(game, source, game.state.controller[source], target, 0, True)
        return 0
    state = game.state
    block_of = game.column("block")
    attacker = state.controller[source]
    at = state.where[source]
    permanent = at is not None and at[1] == game.permanent_zone
    if game.restricts("damage") and not game.allowed(
        Event("damage", player=attacker, source=source, target=target, amount=amount)
    ):
        _record(game, source, attacker, target, 0, attack)  # ("can't take damage")
        return 0
    if game.may_prevent():  # ("If you would take damage, prevent 1 of it")
        amount = game.damage_left(
            Event(
                "damage",
                player=attacker,
                source=source,
                target=target,
                amount=amount,
                attack=attack,
            )
        )
        if amount <= 0:
            _record(game, source, attacker, target, 0, attack)
            return 0
    need = list(game.column("factors")[source] or ())
    # what can't block ("this attack is unblockable", "your opponent can't block from their
    # hand", "can't be blocked by Tech cards"): asked of each card that would block
    restricted = game.restricts("block")
    zones = state.zones[target]
    deck = zones[game.deck_zone]
    hand = zones[game.hand_zone]
    log = game.log
    done = 0
    stopped = False
    if log is not None:
        log.add(
            "damage_start",
            source=source,
            target=target,
            amount=amount,
            say=f"{game.describe(source)} hits {game.pname(target)} for {amount}",
        )
    # Blocks from the hand come first: once damage comes off the deck it is too late.
    while need and done < amount:
        blockers = [c for c in hand if block_of[c] in need]
        if restricted:
            blockers = [
                c for c in blockers if _blocks(game, c, game.hand_zone, block_of[c], target, source)
            ]
        if not blockers:
            break
        if game.restricts("must:block"):  # ("your opponent must block with ... if able")
            musts = [c for c in blockers if _must_block(game, c, target, source)]
            blockers = musts or blockers + ["take"]
        else:
            blockers.append("take")
        choice = game.decide(
            target,
            "block",
            blockers,
            lambda: f"block {game.describe(source)} from your hand?",  # (worded when read)
            card=source,
        )
        if choice == "take":
            break
        need.remove(block_of[choice])
        # (the block is heard while the card is still in the hand: "when you block with this
        # card from your hand, ..." is an ability it has there)
        if game.wants("block"):
            game.emit(
                Event("block", player=target, card=choice, source=source, zone=game.hand_zone)
            )
        game.discard(choice)
        done += 1
        if log is not None:
            log.add(
                "block",
                player=target,
                card=choice,
                say=f"{game.pname(target)} blocks with {game.describe(choice)} from the hand",
            )
        if not need:
            stopped = True
        if done == 1 and permanent and _can_misfire(game, source):
            _misfire(game, source, target, done, ctx, choice)
    # Then the deck, one card at a time; the hand when the deck is out.
    mill = game.mill
    plain = not stopped and log is None and not permanent and not restricted
    if plain:
        # (the common case, nothing to write or to ask of a card: the same steps, fewer tests)
        while done < amount:
            if deck:
                card = mill(target)
            elif hand:
                card = game.decide(
                    target, "discard", list(hand), "take the damage from your hand", card=source
                )
                game.discard(card)
            else:
                break
            done += 1
            # (a match on the last point does not stop anything)
            if done < amount and block_of[card] in need:
                need.remove(block_of[card])
                if not need:
                    stopped = True
                    break
    while not plain and not stopped and done < amount:
        if deck:
            card = mill(target)
            from_hand = False
        elif hand:
            card = game.decide(
                target, "discard", list(hand), "take the damage from your hand", card=source
            )
            game.discard(card)
            from_hand = True
        else:
            break
        done += 1
        icon = block_of[card]
        if icon not in need:
            icon = None
        elif restricted:
            icon = _blocks(
                game, card, game.hand_zone if from_hand else game.deck_zone, icon, target, source
            )
        # (even on the last point)
        misfires = done == 1 and permanent and icon is not None and _can_misfire(game, source)
        if done >= amount and not misfires:
            icon = None  # a match on the last point does not stop anything
        if log is not None:
            where = "hand" if from_hand else "deck"
            log.add(
                "flip",
                player=target,
                card=card,
                n=done,
                say=f"  {done}. {game.pname(target)} discards {game.describe(card)} "
                f"from the {where}" + (" — a matching block!" if icon else ""),
            )
        if misfires:
            _misfire(game, source, target, done, ctx, card)
        if icon is not None:
            need.remove(icon)
            if not need:
                stopped = True
    if game.wants("damage"):
        game.emit(
            Event(
                "damage", player=attacker, source=source, target=target, amount=done, attack=attack
            )
        )
    # "whenever one of your attacks isn't blocked": no block stopped it
    if attack and not stopped and game.wants("unblocked"):
        game.emit(Event("unblocked", player=attacker, card=source, target=target))
    return done


def _record(game, source, attacker, target, done, attack) -> None:
    if game.wants("damage"):
        game.emit(
            Event(
                "damage", player=attacker, source=source, target=target, amount=done, attack=attack
            )
        )


def _can_misfire(game, source) -> bool:
    """ "Your Keepers can't misfire": a block of the first point then stops it as any block."""
    return not game.restricts("misfire") or game.allowed(
        Event("misfire", player=game.state.controller[source], card=source)
    )


def _misfire(game, source, target, done, ctx, blocker) -> None:
    """The Keeper's first point was blocked (by ``blocker``): it is destroyed at once, its
    ability ends."""
    attacker = game.state.controller[source]
    if game.log is not None:
        game.log.add(
            "misfire",
            card=source,
            by=blocker,
            say=f"{game.describe(source)} misfires: {game.describe(blocker)} blocks "
            f"its first point!",
        )
    game.emit(Event("misfire", player=attacker, card=source))
    _record(game, source, attacker, target, done, False)
    game.destroy(source)
    game.interrupt("misfire", source)  # (declared in game.yaml: timing.interrupts)


def heal(game, player, n, ctx=None) -> None:
    discard = game.state.zones[player][game.discard_zone]
    cards = discard[:n]
    if not cards:
        return
    game.shuffle_cards(cards)
    for c in cards:
        game.move(c, player, game.deck_zone, bottom=True)
    if game.log is not None:
        game.log.add(
            "heal", player=player, n=len(cards), say=f"{game.pname(player)} heals {len(cards)}"
        )
    game.emit(Event("heal", player=player, amount=len(cards)))


def safe_hit(game, source, target, amount, ctx) -> None:
    """A card's text says "X hits for N": a misfire ends X's own ability only."""
    try:
        hit(game, source, target, amount, ctx)
    except Interrupt as it:
        if ctx is not None and it.card == ctx.source:
            raise


def describe(game, card) -> str:
    cd = game.defs[card]
    f = cd.fields
    factors = " + ".join(_factors(game, card))
    text = f.get("text") or ""
    return (
        f"{cd.name} (level {game.stat(card, LEVEL)}, attack {game.stat(card, ATTACK)}, "
        f"{factors}; blocks {f.get('block')})" + (f" — {text}" if text else "")
    )


VERBS = {
    "play": play,
    "hit": safe_hit,
    "heal": heal,
    "can_play": can_play,
    "playable": playable,
    "why_unplayable": why_unplayable,
    "describe": describe,
}
