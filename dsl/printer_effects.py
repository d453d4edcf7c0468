"""AST -> canonical text, part 3: effects (see :mod:`dsl.printer`)."""

from __future__ import annotations

import dataclasses

from . import ast as A
from .printer_refs import _is_delta, _is_everyone, _is_num, article


class EffectsPrinter:
    """How each effect is written (``e_<Node>``); mixed into :class:`~dsl.printer.Printer`."""

    # ================================================================= effects
    def effect(self, e, subject: A.Player | None = None) -> str:
        m = getattr(self, "e_" + type(e).__name__, None)
        if m is None:
            raise TypeError(f"cannot print {type(e).__name__}")  # pragma: no cover
        return m(e)

    agree: A.Player | None = None  # the subject a verb agrees with when it is left out

    def _verb(self, player, base: str) -> str:
        if player is None:
            return base if self.agree is None else self.verb_for(self.agree, base)
        return f"{self.subject(player)} {self.verb_for(player, base)}"

    def verb_for(self, player: A.Player, base: str) -> str:
        if player.who in ("you", "they"):
            return base
        if base.endswith(("sh", "ch", "s", "x", "o")):
            return base + "es"
        return base + "s"

    def e_Draw(self, e):
        c = e.cards
        if (
            isinstance(c, A.Select)
            and c.quantity == "count"
            and not isinstance(c.count, (A.Num, A.ThatMany))
        ):
            return f"{self._verb(e.player, 'draw')} cards equal to {self.amount(c.count)}"
        s = f"{self._verb(e.player, 'draw')} {self.cards(e.cards)}"
        if e.to is not None:
            s += f" to {self.zone(e.to)}"
        return self.manner(e.manner) + s

    def e_Discard(self, e):
        s = f"{self._verb(e.player, 'discard')} {self.cards(e.cards)}"
        if e.at_random:
            s += " at random"
        return self.manner(e.manner) + s

    def e_Heal(self, e):
        heal = self._verb(e.player, "heal")
        if isinstance(e.amount, A.Per) and isinstance(e.amount.unit, A.PerCard):
            return f"{heal} {self.amount(e.amount.base)} for each {self.cards(e.amount.unit.cards)}"
        return f"{heal} {self.amount(e.amount)}"

    def e_Hit(self, e):
        verb = "hit" if self.plural(e.source) else "hits"
        target = f" {self.player_object(e.target)}" if e.target is not None else ""
        return f"{self.cards(e.source)} {verb}{target} for {self.amount(e.amount)}"

    def e_Destroy(self, e):
        return self.manner(e.manner) + f"destroy {self.cards(e.cards)}"

    def e_Reveal(self, e):
        return f"{self._verb(e.player, 'reveal')} {self.cards(e.cards)}"

    def e_Look(self, e):
        target = self.zone(e.target) if isinstance(e.target, A.Zone) else self.cards(e.target)
        return f"look at {target}"

    def e_Play(self, e):
        if e.again:
            s = f"play {self.cards(e.cards)} again"
            return s + (f" at {e.bonus.stat} {e.bonus.delta:+d}" if e.bonus is not None else "")
        s = f"{self._verb(e.player, 'play')} {self.cards(e.cards)}"
        if e.bonus is not None:
            s += f" at {e.bonus.stat} {e.bonus.delta:+d}"
        return s

    def e_Move(self, e):
        cards = self.cards(e.cards)
        order = {"any": " in any order", "random": " in a random order", None: ""}[e.order]
        pos = e.position
        if pos == "top":
            s = f"put {cards} on top of {self.zone(e.to)}{order}"
        elif pos == "bottom":
            s = f"put {cards} on the bottom of {self.zone(e.to)}{order}"
        elif pos == "top_or_bottom":
            s = f"put {cards} on the top or bottom of {self.zone(e.to)}"
        elif pos == "back":
            s = f"put {cards} back{order}"
        elif e.to is None:
            s = f"place {cards}"
        else:
            s = f"put {cards} into {self.zone(e.to)}"
        return self.manner(e.manner) + s

    def e_ShuffleInto(self, e):
        return f"shuffle {self.cards(e.cards)} into {self.zone(e.zone)}"

    def e_Shuffle(self, e):
        target = self.zone(e.target) if isinstance(e.target, A.Zone) else self.cards(e.target)
        return f"shuffle {target}"

    def e_SwapZones(self, e):
        return f"swap {self.zone(e.first)} and {self.lang.zone_names[e.second]}"

    def e_ChooseNumber(self, e):
        return "choose a number"

    def e_ChooseKind(self, e):
        noun = self.lang.kinds[e.kind].noun
        return f"choose {article(noun)} {noun}"

    def e_Choose(self, e):
        return self.manner(e.manner) + f"choose {self.cards(e.cards)}"

    def e_Flip(self, e):
        n = e.count
        if isinstance(n, A.Num) and n.value == 1:
            return "flip a coin"
        return f"flip {self.amount(n)} coins"

    def e_Roll(self, e):
        n = e.count
        if isinstance(n, A.Num) and n.value == 1:
            return "roll a die"
        return f"roll {self.amount(n)} dice"

    def e_CountDamage(self, e):
        s = f"count the amount of damage {self.subject(e.player)} did"
        if e.card is not None:
            s += f" with {self.cards(e.card)}"
        return s

    def e_AdjustCounter(self, e):
        way = "up" if e.delta >= 0 else "down"
        return f"the {e.counter} goes {way} by {abs(e.delta)}"

    def e_SetCounter(self, e):
        return f"the {e.counter} becomes {self.amount(e.value)}"

    def e_ExtraTurn(self, e):
        return "take an extra turn after this one"

    def e_GainControl(self, e):
        return f"{self._verb(e.player, 'gain')} control of {self.cards(e.cards)}"

    def e_ForceFlip(self, e):
        return (
            f"the coin flip for {e.counter} {self.duration(e.duration)} is automatically {e.side}"
        )

    def e_Defeat(self, e):
        if isinstance(e.target, A.Player):
            return f"defeat {self.player_object(e.target)}"
        return f"defeat {self.cards(e.target)}"

    def e_Nothing(self, e):
        return "do nothing"

    def e_May(self, e):
        return f"{self.subject(e.player)} may {self.effect(e.effect)}"

    def e_If(self, e):
        if isinstance(e.condition, A.DidDiscard):
            return f"{self.effect(e.then[0])} (if discarded)"
        return self.if_sentence(e)[:-1]

    def e_ForEach(self, e):
        return self.if_sentence(e)[:-1]

    def e_NamesChange(self, e):
        dur = f" {self.duration(e.duration)}" if e.duration is not None else ""
        if e.value is None:
            return f"{self.cards(e.target)} {self.be(e.target)} that {self.lang.kinds[e.kind].noun}{dur}"
        noun = "card"
        art = "an" if e.value.value[:1].lower() in "aeiou" else "a"
        return f"{self.cards(e.target)} {self.be(e.target)} also {art} {e.value.value} {noun}{dur}"

    def e_StatChange(self, e):
        text = self._stat_change(e)
        return text + " even if defeated" if e.persist else text

    def _stat_change(self, e):
        dur = f" {self.duration(e.duration)}" if e.duration is not None else ""
        stat = self.stat_words(e.stat)
        target = e.target
        if e.excluding is not None:
            verb = "increase" if e.op == "add" else "reduce"
            s = (
                f"{verb} {self.stat_words(e.stat, bare=True)} by {self.amount(e.amount)} "
                f"except for {self.filter(e.excluding)}"
            )
            if not _is_everyone(target):
                s += f" for {self.cards(target)}"
            return s
        if isinstance(target, A.Both) and e.duration is not None:
            # "Double the attack of this card next turn and that card": the second card joins
            # the change (with its duration) after it
            first = self._stat_change(dataclasses.replace(e, target=target.first))
            return f"{first} and {self.cards(target.second)}"
        if isinstance(target, A.Both):
            # the cards go last, so "X and Y" reads back as one target
            if e.op in ("add", "sub") and isinstance(e.amount, A.Num):
                verb = "increase" if (e.op == "add") == (e.amount.value >= 0) else "reduce"
                return (
                    f"{verb} {self.stat_words(e.stat, bare=True)} by {abs(e.amount.value)} "
                    f"for {self.cards(target)}{dur}"
                )
            if e.op in ("add", "sub"):
                verb = "increase" if e.op == "add" else "reduce"
                return (
                    f"{verb} {self.stat_words(e.stat, bare=True)} by "
                    f"{self.amount(e.amount)} for {self.cards(target)}{dur}"
                )
            if e.op == "set":
                return f"set {stat} to {self.amount(e.amount)} for {self.cards(target)}"
            if e.op == "div" and _is_num(e.amount, 2):
                the = "the " if e.stat != "*" else ""
                return f"halve {the}{stat} of {self.cards(target)}{dur}"
        if e.op == "add" and _is_delta(e.amount):
            base, per = (
                (e.amount.base, e.amount.unit) if isinstance(e.amount, A.Per) else (e.amount, None)
            )
            per_s = f" for each {self.per_unit(per)}" if per is not None else ""
            return f"{self.cards(target)} {self.be(target)} {stat} {base.value:+d}{per_s}{dur}"
        if e.op == "set":
            if isinstance(target, (A.This, A.That, A.It)):
                return f"{self.card_possessive(target)} {stat} is equal to {self.amount(e.amount)}"
            return f"set {stat} to {self.amount(e.amount)} for {self.cards(target)}"
        of = f" of {self.cards(target)}" if target is not None else ""
        the = "the " if e.stat != "*" else ""
        if e.op == "mul" and _is_num(e.amount, 2):
            if target is None:
                return f"double {stat}{dur}"
            return f"double {the}{stat}{of}{dur}"
        if e.op == "div" and _is_num(e.amount, 2):
            if target is None:
                return f"reduce {stat} by half{dur}"
            return f"reduce {the}{stat}{of} by half{dur}"
        if e.op == "sub" and target is not None:
            return f"reduce {the}{stat}{of} by {self.amount(e.amount)}{dur}"
        if e.op == "add" and target is not None:
            return f"add {self.amount(e.amount)} to {the}{stat}{of}{dur}"
        raise TypeError(f"cannot print this change of {e.stat}")  # pragma: no cover

    def e_SwapStats(self, e):
        if isinstance(e.target, A.Player):
            return f"swap {e.first} and {e.second} of {self.player_object(e.target)}"
        return f"swap {e.first} and {e.second} of {self.cards(e.target)}"

    def e_CounterModifier(self, e):
        who = self.whose(e.player)
        s = f"{who}{e.counter} is {e.delta:+d}"
        if e.applies_to is not None:
            s += f" for {self.filter(e.applies_to, force_plural=e.applies_to.plural)}"
        if e.duration is not None:
            s += f" {self.duration(e.duration)}"
        return s

    def e_Unblockable(self, e):
        if e.from_zone is not None:
            return f"{self.cards(e.target)} can't be blocked from {self.zone(e.from_zone)}"
        if e.by is not None:
            return f"{self.cards(e.target)} can't be blocked by {self.cards(e.by)}"
        return f"{self.cards(e.target)} {self.be(e.target)} unblockable"

    def manner(self, m) -> str:
        return {"random": "randomly ", "chosen": "selectively ", None: ""}[m]

    def stat_words(self, stat: str, bare: bool = False) -> str:
        if stat == "*":
            plural = self.lang.stat_plurals[0] if self.lang.stat_plurals else "stats"
            return plural if bare else f"all {plural}"
        return stat

    # ------------------------------------------------------------ rules of the turn
    def e_ActsFirst(self, e):
        also = f" regardless of {e.regardless}" if e.regardless else ""
        if e.random:
            return f"roll a die to decide who goes first{also}"
        if e.cards is not None:
            verb = "go" if self.plural(e.cards) else "goes"
            return f"{self.cards(e.cards)} {verb} first{also}"
        cards = self.lang.noun_plurals.get("card", "cards")
        return f"{cards} with {e.extreme} {e.stat} go first"

    def e_Disable(self, e):
        s = f"disable {e.ability}"
        if e.target is not None:
            s += f" of {self.cards(e.target)}"
        if e.duration is not None:
            s += f" {self.duration(e.duration)}"
        if e.regardless is not None:
            s += f" regardless of {e.regardless}"
        return s

    def e_UseAbility(self, e):
        if isinstance(e.card, A.It) and not e.first:
            return f"use that {e.ability}"
        s = f"use the {e.ability} of {self.cards(e.card)}"
        if e.as_own:
            s += " as its own"
        if e.first:
            s += " first"
            if e.regardless is not None:
                s += f" regardless of {e.regardless}"
        return s

    def e_Replace(self, e):
        return f"replace {self.cards(e.old)} with {self.cards(e.new)}"

    def e_SwapCards(self, e):
        return f"swap it with {self.cards(e.second)}"

    def e_SumStat(self, e):
        noun = e.cards.filter.noun if isinstance(e.cards, A.Select) else "card"
        return f"take the sum of both {self.lang.noun_plurals.get(noun, noun + 's')}' {e.stat}"

    def e_MustUse(self, e):
        return f"{self.cards(e.cards)} must be used {self.duration(e.duration)}"

    def e_SwitchNext(self, e):
        if e.current is not None:
            s = f"switch {self.cards(e.current)} with the next {e.noun}"
        else:
            s = f"switch to the next {e.noun}"
        if e.duration is not None:
            s += f" and use it {self.duration(e.duration)}"
        return s

    def e_OnlyChosen(self, e):
        s = f"only {self.cards(e.cards)} can be chosen"
        if e.fallback:
            s += f". If a player does not have a card, {self.chain(e.fallback)}"
        return s

    def e_LockNext(self, e):
        verb = "show" if e.player.who in ("you", "they") else "shows"
        lock = "lock" if verb == "show" else "locks"
        return f"{self.subject(e.player)} {verb} and {lock} their {e.noun} for next turn"
