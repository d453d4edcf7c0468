"""Attacks as a declared step: ``attack:`` in a game's turn.

One or more of the player's cards that may attack declare one attack on one card of an
opponent; their total attack is fixed at once, before the defender's abilities answer (the
``attacked`` event); then the target's total defence is read (with every rule in force,
statuses included) and the result is the first of ``results`` that the total attack reaches:
``defeat`` (the card goes where its target entry says, with the ``defeated`` event), a status
("tired"), or nothing.  The attackers then take ``after`` together; ``after_defeating`` rules
may follow (heal the attacker's cards, in some kinds of game only); the ``resolved`` event
comes last, heard even by a target that was defeated.  The step repeats while the player has
attackers left and wants to go on, with a window for activated abilities between attacks.

    attack:
      attackers: {zone: field, without: tired}
      targets:
        - {zone: field, defeated_to: discard}
        - {zone: fort, when_empty: field, defeated_to: ruins}
      attack: attack
      defense: defense
      results: [{at_least: total, then: defeat}, {at_least: half, then: tired}]
      after: tired
      after_defeating: [{zone: fort, sides: free_for_all, clear: tired}]
      repeat: true
      between: activate
"""

from __future__ import annotations

from .responses import PASS
from .timing import Event

DONE = "done"
EVENTS = {"declared": "attack", "attacked": "attacked", "defeated": "defeated",
          "resolved": "attack_resolved"}  # fmt: skip


class AttackError(Exception):
    def __init__(self, path: tuple, message: str, help: str | None = None):
        super().__init__(message)
        self.path, self.message, self.help = path, message, help


class Attack:
    """One declared attack while it goes on (``game.combat``): texts and verbs may read it;
    ``blocked`` set by an ability stops it before its result."""

    __slots__ = ("attackers", "blocked", "defense", "player", "result", "target", "total")

    def __init__(self, player, attackers, target, total):
        self.player, self.attackers, self.target, self.total = player, attackers, target, total
        self.defense = None
        self.result = None  # "defeat", a status, or None
        self.blocked = False


class TargetRule:
    __slots__ = ("defeated_to", "when_empty", "zone")

    def __init__(self, zone, when_empty, defeated_to):
        self.zone, self.when_empty, self.defeated_to = zone, when_empty, defeated_to


class AttackStep:
    """A compiled ``attack`` step: ``run(game, player)``."""

    def __init__(self, spec: dict, gd):
        a = spec.get("attackers") or {}
        self.attacker_zone = gd.zone_for(str(a.get("zone", "permanent")))
        self.without = a.get("without")
        self.targets = [
            TargetRule(
                gd.zone_for(str(t["zone"])),
                t.get("when_empty"),
                gd.zone_for(str(t["defeated_to"])) if t.get("defeated_to") else None,
            )
            for t in spec.get("targets") or [{"zone": "permanent"}]
        ]
        self.attack = str(spec.get("attack", "attack"))
        self.defense = str(spec.get("defense", "defense"))
        self.results = [(r["at_least"], r["then"]) for r in spec.get("results") or ()]
        self.after = spec.get("after")
        self.after_defeating = list(spec.get("after_defeating") or ())
        self.repeat = bool(spec.get("repeat", False))
        self.between = spec.get("between")
        self.events = {**EVENTS, **(spec.get("events") or {})}

    # ------------------------------------------------------------------ who and what
    def attackers(self, game, player: int) -> list[int]:
        out = []
        for c in game.state.zones[player][self.attacker_zone]:
            if game.state.controller[c] != player:
                continue
            if self.without and game.has_status(c, self.without):
                continue
            out.append(c)
        return out

    def targets_of(self, game, player: int) -> list[int]:
        out = []
        for p in game.opponents(player):
            zones = game.state.zones[p]
            for t in self.targets:
                if t.when_empty and zones[t.when_empty]:
                    continue
                out.extend(zones[t.zone])
        return out

    def appeal(self, game, player: int) -> float:
        """What attacking seems worth to ``player`` now, from what they may see: a card their
        attackers together would defeat (more for a card behind others, such as a base), else
        one they would wear down."""
        attackers = self.attackers(game, player)
        if not attackers:
            return 0.0
        total = sum(game.stat_seen(c, self.attack, player) for c in attackers)
        best = 0.0
        for t in self.targets_of(game, player):
            got = self.outcome_seen(game, player, total, t)
            if got == "defeat":
                rule = self.rule_of(game, t)
                value = 6.0 + (4.0 if rule.when_empty else 0.0)
                value += game.stat_seen(t, self.attack, player) / 30
            elif got is not None and not game.has_status(t, got):
                value = 1.0
            else:
                continue
            best = max(best, value)
        return best

    def outcome_seen(self, game, player: int, total: int, target: int):
        """The result ``total`` would have on ``target`` by what ``player`` can see of it."""
        defense = game.stat_seen(target, self.defense, player)
        for at_least, then in self.results:
            need = defense if at_least == "total" else defense / 2 if at_least == "half" else 0
            if at_least not in ("total", "half"):
                need = int(at_least)
            if total >= need:
                return then
        return None

    def rule_of(self, game, card: int) -> TargetRule:
        zone = game.state.where[card][1]
        return next(t for t in self.targets if t.zone == zone)

    # ------------------------------------------------------------------ the step
    def __call__(self, game, player: int):
        attacks = 0
        while game.state.outcome is None:
            if attacks and self.between == "activate":
                game.abilities.window(player, "use an ability between attacks?")
            attackers = self.attackers(game, player)
            targets = self.targets_of(game, player)
            if not attackers or not targets:
                break
            about = {"attackers": attackers, "attack": self.attack, "defense": self.defense}
            target = game.decide(
                player, "attack", targets + [PASS], "attack which card?", about=about
            )
            if target == PASS:
                break
            about = {**about, "target": target, "chosen": []}
            chosen = [
                game.decide(player, "attacker", attackers, "attack with which card?", about=about)
            ]
            rest = [c for c in attackers if c != chosen[0]]
            while rest:
                about = {**about, "chosen": list(chosen)}
                more = game.decide(
                    player, "attacker", rest + [DONE], "and with which other?", about=about
                )
                if more == DONE:
                    break
                chosen.append(more)
                rest.remove(more)
            self.resolve(game, player, chosen, target)
            attacks += 1
            if not self.repeat:
                break
        return PASS if not attacks else None

    def resolve(self, game, player: int, attackers: list[int], target: int) -> Attack:
        """One declared attack, step by step."""
        ev = self.events
        log = game.log
        # the total attack is fixed before the defender answers
        total = sum(game.stat(c, self.attack) for c in attackers)
        current = Attack(player, list(attackers), target, total)
        game.combat = current
        defender = game.state.controller[target]
        if log is not None:
            names = ", ".join(game.describe(c) for c in attackers)
            log.add(
                "attack",
                player=player,
                attackers=list(attackers),
                target=target,
                total=total,
                say=f"{game.pname(player)} attacks {game.describe(target)} with {names} "
                f"(total attack {total})",
            )
        if game.wants(ev["declared"]):
            game.emit(Event(ev["declared"], player=player, card=target, source=attackers[0],
                            target=defender, amount=total))  # fmt: skip
        if game.wants(ev["attacked"]):
            game.emit(Event(ev["attacked"], player=player, card=target, source=attackers[0],
                            target=defender, amount=total))  # fmt: skip
        game.resolve_pending()
        where = game.state.where[target]
        standing = where is not None and where[1] in {t.zone for t in self.targets}
        if standing and not current.blocked:
            defense = current.defense = game.stat(target, self.defense)
            for at_least, then in self.results:
                need = defense if at_least == "total" else defense / 2 if at_least == "half" else 0
                if at_least not in ("total", "half"):
                    need = int(at_least)
                if total >= need:
                    current.result = then
                    break
            if log is not None:
                log.add(
                    "defense",
                    card=target,
                    total=defense,
                    result=current.result,
                    say=f"{game.describe(target)}: total defense {defense}; "
                    f"{current.result or 'nothing happens'}",
                )
            if current.result == "defeat":
                self.defeat(game, player, target, attackers[0])
            elif current.result is not None:
                game.set_status(target, current.result)
        elif log is not None:
            log.add("blocked", card=target, say=f"the attack on {game.describe(target)} ends")
        game.resolve_pending()
        if self.after:
            for c in attackers:
                w = game.state.where[c]
                if w is not None and w[1] == self.attacker_zone:
                    game.set_status(c, self.after)
        if current.result == "defeat":
            self.after_defeat(game, player, where[1] if where is not None else None)
        if game.wants(ev["resolved"]):
            game.emit(Event(ev["resolved"], player=player, card=target, source=attackers[0],
                            target=defender, amount=total))  # fmt: skip
        game.resolve_pending()
        game.combat = None
        return current

    def defeat(self, game, player: int, target: int, source: int) -> None:
        rule = self.rule_of(game, target)
        e = Event(self.events["defeated"], player=player, card=target, source=source,
                  target=game.state.controller[target])  # fmt: skip
        if game.replaced(self.events["defeated"], e):
            return
        if game.wants(e.kind):  # (heard before it leaves, so its own abilities hear it)
            game.emit(e)
        to = rule.defeated_to
        if to is None:
            game.discard(target)
        else:
            owner = game.table if game.gd.on_table(to) else game.owner[target]
            game.move(target, owner, to)
            game.state.controller[target] = game.owner[target]
        if game.log is not None:
            game.log.add("defeated", card=target, say=f"{game.describe(target)} is defeated")

    def after_defeat(self, game, player: int, zone) -> None:
        for rule in self.after_defeating:
            if rule.get("zone") and game.gd.zone_for(str(rule["zone"])) != zone:
                continue
            sides = rule.get("sides")
            if sides and game.gd.seats.sides != sides:
                continue
            status = rule.get("clear")
            if status:
                where = game.gd.zone_for(str(rule.get("in", self.attacker_zone)))
                for c in list(game.state.zones[player][where]):
                    if game.state.controller[c] == player:
                        game.clear_status(c, status)


def compile_attack(spec: dict, gd, condition, path: tuple) -> AttackStep:
    """An ``attack`` step, checked: its zones exist, its results are results."""
    if not isinstance(spec, dict):
        raise AttackError(path + ("attack",), "an attack step is a mapping")
    step = AttackStep(spec, gd)
    zones = [step.attacker_zone] + [t.zone for t in step.targets]
    zones += [t.defeated_to for t in step.targets if t.defeated_to]
    zones += [t.when_empty for t in step.targets if t.when_empty]
    for z in zones:
        if z not in gd.zones:
            raise AttackError(path + ("attack",), f"an attack names an unknown zone '{z}'")
    statuses = set(gd.statuses)
    for i, (at_least, then) in enumerate(step.results):
        if then != "defeat" and then not in statuses:
            raise AttackError(
                path + ("attack", "results", i, "then"),
                f"'{then}' is neither 'defeat' nor a status",
                "declare the status under rules.statuses",
            )
        if at_least not in ("total", "half") and not isinstance(at_least, int):
            raise AttackError(
                path + ("attack", "results", i, "at_least"),
                f"'{at_least}' is not a threshold",
                "use total, half or a number",
            )
    for s in (step.after, step.without):
        if s is not None and s not in statuses:
            raise AttackError(path + ("attack",), f"'{s}' is not a status of the rules")
    if step.between not in (None, "activate"):
        raise AttackError(path + ("attack", "between"), "'between' can only be 'activate'")
    if gd.attack_step is None:
        gd.attack_step = step  # (how card text defeats a card: see defeat_as_attacks_do)
    return step


def has_attack_step(steps) -> bool:
    """Does a turn (``rules.turn``, at any depth) declare an ``attack`` step?"""
    if isinstance(steps, dict):
        return "attack" in steps or any(has_attack_step(v) for v in steps.values())
    if isinstance(steps, list):
        return any(has_attack_step(s) for s in steps)
    return False


def defeat_as_attacks_do(game, card, player, ctx) -> None:
    """The ``defeat`` verb of a game whose turn declares attacks and no verb of its own: card
    text defeats a card ("choose one of the attacking heroes to be defeated") as an attack
    does — where its target entry says, with the ``defeated`` event."""
    if card is None:
        return  # (a player is not defeated so)
    step = game.gd.attack_step
    controller = game.state.controller[card]
    step.defeat(
        game, ctx.me() if ctx is not None else controller, card, ctx.source if ctx else None
    )
