"""AST -> canonical card text.

Every AST has exactly one canonical text, and reading it back gives the same AST
(``read(print(ast)) == ast``).  The printer is generic: a game's words (its zones, card nouns,
kinds, counters, its "replacing" marker) come from its :class:`~dsl.game.Language`.
"""

from __future__ import annotations

import dataclasses

from . import ast as A
from .game import Language

_NUM_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
              8: "eight", 9: "nine", 10: "ten"}
_OP_WORDS = {"<=": "or less", ">=": "or more"}


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def article(word: str) -> str:
    w = word.lower()
    return "an" if w[:1] in "aeiou" or w.startswith("x-") else "a"


def join_or(items: list[str], word: str = "or") -> str:
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} {word} {items[1]}"
    return ", ".join(items[:-1]) + f", {word} {items[-1]}"


class Printer:
    def __init__(self, language: Language):
        self.lang = language

    # ================================================================= text and abilities
    def text(self, t: A.CardText) -> str:
        return " ".join(self.ability(a) for a in t.abilities)

    def ability(self, a) -> str:
        if isinstance(a, A.Threshold):
            return f"{a.n} -> " + " ".join(self.ability(x) for x in a.abilities)
        if isinstance(a, A.Becomes):
            return f"{a.noun}."
        if isinstance(a, A.Static):
            if a.condition is not None:
                return _cap(f"if {self.cond(a.condition)}, {self.effect(a.effect)}.")
            return _cap(self.effect(a.effect)) + "."
        if isinstance(a, A.Steps):
            return self.sentences(a.effects)
        if isinstance(a, A.Triggered):
            return self.triggered(a)
        if isinstance(a, A.Keyword):
            value = f" {a.value}" if a.value is not None else ""
            return f"{a.name}{value} ({self.ability(a.ability)})"
        if isinstance(a, A.Replacing):
            marker = self.lang.replacing_marker or "(Replace Ability)"
            return marker + " " + " ".join(self.ability(x) for x in a.abilities)
        raise TypeError(f"cannot print {type(a).__name__}")  # pragma: no cover

    def triggered(self, a: A.Triggered) -> str:
        first, rest = self.split_chain(a.effects)
        if isinstance(a.trigger, A.OnDefeated):
            head = f"if {self.cards(a.trigger.cards)} {self.be(a.trigger.cards)} defeated"
        else:
            head = self.trigger(a.trigger)
        cond = f"if {self.cond(a.condition)}, " if a.condition is not None else ""
        body = self.chain(first)
        tail = " instead" if a.instead else ""
        out = _cap(f"{head}, {cond}{body}{tail}.")
        if a.after_draw:
            out += " (Do this after you draw.)"
        if rest:
            out += " " + self.sentences(rest)
        return out

    # ================================================================= effect sequences
    @staticmethod
    def split_chain(effects):
        """The effects that fit one sentence, and the rest (an If starts a new sentence)."""
        for i, e in enumerate(effects):
            if i > 0 and _starts_sentence(e):
                return effects[:i], effects[i:]
        return effects, ()

    def sentences(self, effects) -> str:
        """One sentence per effect; a hit and the destroying of its source stay together."""
        out = []
        i = 0
        while i < len(effects):
            e = effects[i]
            if _starts_sentence(e):
                out.append(self.if_sentence(e))
                i += 1
                continue
            nxt = effects[i + 1] if i + 1 < len(effects) else None
            take = 2 if isinstance(e, A.Hit) and nxt is not None and _same_ref(nxt, e.source) \
                else 1
            if isinstance(nxt, A.If) and isinstance(nxt.condition, A.DidDiscard):
                take = 2
            out.append(_cap(self.chain(tuple(effects[i:i + take]))) + ".")
            i += take
        return " ".join(out)

    def if_sentence(self, e) -> str:
        if isinstance(e, A.ForEach):
            return _cap(f"for each {self.per_unit(e.unit)}, {self.chain(e.effects)}.")
        first, rest = self.split_chain(e.then)
        s = _cap(f"if {self.cond(e.condition)}, {self.chain(first)}.")
        if rest:
            s += " " + self.sentences(rest)
        if e.otherwise is not None:
            s += " " + _cap(f"otherwise, {self.chain(e.otherwise)}.")
        return s

    def chain(self, effects) -> str:
        parts = []
        i = 0
        prev = None
        while i < len(effects):
            e = _drop_shared_subject(effects[i], prev)
            # a left-out subject still decides the verb ("each player discards ... and draws")
            self.agree = prev.player if e is not effects[i] else None
            prev = effects[i]
            nxt = effects[i + 1] if i + 1 < len(effects) else None
            if isinstance(e, A.Hit) and nxt is not None and _same_ref(nxt, e.source):
                word = "destroyed" if isinstance(nxt, A.Destroy) else "discarded"
                parts.append(f"{self.effect(e)} and {self.be(e.source)} {word}")
                i += 2
                continue
            if _starts_sentence(e):
                parts.append(self.if_sentence(e)[:-1])
            else:
                parts.append(self.effect(e))
            i += 1
        self.agree = None
        return " and ".join(parts)

    # ================================================================= effects
    def effect(self, e, subject: A.Player | None = None) -> str:
        m = getattr(self, "e_" + type(e).__name__, None)
        if m is None:
            raise TypeError(f"cannot print {type(e).__name__}")  # pragma: no cover
        return m(e)

    agree: A.Player | None = None      # the subject a verb agrees with when it is left out

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
        if isinstance(e.amount, A.Per) and isinstance(e.amount.unit, A.PerCard):
            return f"heal {self.amount(e.amount.base)} for each {self.cards(e.amount.unit.cards)}"
        return f"heal {self.amount(e.amount)}"

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
            return f"play {self.cards(e.cards)} again"
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
        return (f"the coin flip for {e.counter} {self.duration(e.duration)} is automatically "
                f"{e.side}")

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

    def e_StatChange(self, e):
        text = self._stat_change(e)
        return text + " even if defeated" if e.persist else text

    def _stat_change(self, e):
        dur = f" {self.duration(e.duration)}" if e.duration is not None else ""
        stat = self.stat_words(e.stat)
        target = e.target
        if e.excluding is not None:
            verb = "increase" if e.op == "add" else "reduce"
            s = (f"{verb} {self.stat_words(e.stat, bare=True)} by {self.amount(e.amount)} "
                 f"except for {self.filter(e.excluding)}")
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
                return (f"{verb} {self.stat_words(e.stat, bare=True)} by {abs(e.amount.value)} "
                        f"for {self.cards(target)}{dur}")
            if e.op in ("add", "sub"):
                verb = "increase" if e.op == "add" else "reduce"
                return (f"{verb} {self.stat_words(e.stat, bare=True)} by "
                        f"{self.amount(e.amount)} for {self.cards(target)}{dur}")
            if e.op == "set":
                return f"set {stat} to {self.amount(e.amount)} for {self.cards(target)}"
            if e.op == "div" and _is_num(e.amount, 2):
                the = "the " if e.stat != "*" else ""
                return f"halve {the}{stat} of {self.cards(target)}{dur}"
        if e.op == "add" and _is_delta(e.amount):
            base, per = (e.amount.base, e.amount.unit) if isinstance(e.amount, A.Per) \
                else (e.amount, None)
            per_s = f" for each {self.per_unit(per)}" if per is not None else ""
            return (f"{self.cards(target)} {self.be(target)} {stat} {base.value:+d}"
                    f"{per_s}{dur}")
        if e.op == "set":
            if isinstance(target, (A.This, A.That, A.It)):
                return (f"{self.card_possessive(target)} {stat} is equal to "
                        f"{self.amount(e.amount)}")
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
        who = f"{self.possessive(e.player)} " if e.player is not None else "the "
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

    # ================================================================= conditions
    def cond(self, c) -> str:
        if isinstance(c, A.CardIs):
            if isinstance(c.subject, A.It):
                return f"it's {self.predicate(c.filter)}"
            return f"{self.cards(c.subject)} {self.be(c.subject)} {self.predicate(c.filter)}"
        if isinstance(c, A.ResultIs):
            if c.test == "side":
                return f"it's {c.side}"
            if c.test in ("even", "odd"):
                return f"the result is {c.test}"
            if c.test == "in":
                return join_or([str(v) for v in c.values])
            if c.test == "not":
                return f"the result is not {c.values[0]}"
        if isinstance(c, A.Has):
            subj = self.subject(c.player)
            if c.negated:
                return f"{subj} does not have {self.cards(c.cards)}"
            have = "have" if c.player.who in ("you", "they") else "has"
            if c.op is None:
                return f"{subj} {have} {self.cards(c.cards)}"
            return f"{subj} {have} {self.count_cmp(c.op, c.count)} {self.cards(c.cards)}"
        if isinstance(c, A.TookDamage):
            return (f"{self.subject(c.player)} took {self.damage_amount(c.op, c.count)} damage "
                    f"{self.when(c.when)}")
        if isinstance(c, A.CardDamaged):
            when = f" {self.when(c.when)}" if c.when is not None else ""
            return f"{self.cards(c.cards)} damaged {self.player_object(c.player)}{when}"
        if isinstance(c, A.DidNotAttack):
            return (f"{self.subject(c.player)} didn't attack {self.player_object(c.target)} "
                    f"{self.when(c.when)}")
        if isinstance(c, A.CounterIs):
            who = f"{self.possessive(c.player)} " if c.player is not None else "the "
            return f"{who}{c.counter} is {self.number_cmp(c.op, c.value)}"
        if isinstance(c, A.RevealFrom):
            return f"{self.subject(c.player)} {self.verb_for(c.player, 'reveal')} " \
                   f"{self.cards(c.cards)}"
        if isinstance(c, A.DamageIs):
            verb = "does" if not self.plural(c.card) else "do"
            if c.op == "==" and isinstance(c.amount, A.ThatNumber):
                return f"{self.cards(c.card)} {verb} exactly that much damage"
            return f"{self.cards(c.card)} {verb} {self.damage_amount(c.op, c.amount)} damage"
        if isinstance(c, A.RevealedDistinct):
            kind = self.lang.kinds[c.kind]
            noun = kind.plural if not _is_num(c.count, 1) else kind.noun
            return (f"{self.subject(c.player)} revealed {self.count_cmp(c.op, c.count)} "
                    f"different {noun}")
        if isinstance(c, A.IsDefeated):
            return f"{self.cards(c.cards)} {self.be(c.cards)} defeated"
        if isinstance(c, A.DidDiscard):
            return "discarded"
        raise TypeError(f"cannot print condition {type(c).__name__}")  # pragma: no cover

    def when(self, w: str) -> str:
        return {"last_turn": "last turn", "this_turn": "this turn"}[w]

    def count_cmp(self, op, n) -> str:
        if op == ">=":
            return f"at least {self.amount(n)}"
        if op == "<=":
            return f"{self.amount(n)} or fewer"
        return f"exactly {self.amount(n)}"

    def number_cmp(self, op, n) -> str:
        if op == "==":
            return self.amount(n)
        return f"{self.amount(n)} {_OP_WORDS[op]}"

    def damage_amount(self, op, n) -> str:
        if op == "any":
            return "any amount of"
        if op == ">=":
            return f"at least {self.amount(n)}"
        return f"exactly {self.amount(n)}"

    # ================================================================= triggers
    def trigger(self, t) -> str:
        if isinstance(t, A.AtTurn):
            if t.where is not None:
                whose = f"any turn where {self.cond(t.where)}"
            elif t.player is None:
                whose = "each turn"
            else:
                whose = f"{self.possessive(t.player)} {'next ' if t.next else ''}turn"
            return f"at the {t.edge} of {whose}"
        w = "whenever "
        if isinstance(t, A.OnDealDamage):
            return (f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'do')} "
                    f"{self.damage_amount(t.op, t.count)} damage with {self.cards(t.with_)}")
        if isinstance(t, A.OnTakeDamage):
            s = (f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'take')} "
                 f"{self.damage_amount(t.op, t.count)} damage")
            return s + (f" from {self.cards(t.from_)}" if t.from_ is not None else "")
        if isinstance(t, A.OnDestroyed):
            return f"{w}{self.cards(t.cards)} {self.be(t.cards)} destroyed"
        if isinstance(t, A.OnCardDeals):
            if t.verb == "damages":
                return f"{w}{self.cards(t.cards)} damages {self.player_object(t.to)}"
            s = f"{w}{self.cards(t.cards)} does {self.damage_amount(t.op, t.count)} damage"
            return s + (f" to {self.player_object(t.to)}" if t.to is not None else "")
        cards_word = self.lang.noun_plurals.get("card", "cards")
        if isinstance(t, A.OnDraw):
            return (f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'draw')} any number "
                    f"of {cards_word}")
        if isinstance(t, A.OnHeal):
            return (f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'heal')} any number "
                    f"of {cards_word}")
        if isinstance(t, A.OnBlock):
            s = f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'block')}"
            if t.with_ is not None and t.from_zone is not None:
                return s + f" {self.cards(t.with_)} from {self.zone(t.from_zone)}"
            if t.with_ is not None:
                return s + f" with {self.cards(t.with_)}"
            return s + f" from {self.zone(t.from_zone)}"
        if isinstance(t, A.OnCoin):
            return f"{w}a coin flip is {t.side}"
        if isinstance(t, A.OnGameEvent):
            verb = next(v for v, ev in self.lang.events.items() if ev == t.event)
            return f"{w}{self.cards(t.cards)} {verb}"
        if isinstance(t, A.OnAttack):
            return (f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'attack')} "
                    f"{self.player_object(t.target)}")
        if isinstance(t, A.OnDefeated):
            return f"{w}{self.cards(t.cards)} {self.be(t.cards)} defeated"
        raise TypeError(f"cannot print trigger {type(t).__name__}")  # pragma: no cover

    # ================================================================= players and zones
    def subject(self, p: A.Player) -> str:
        return {"you": "you", "opponent": "your opponent", "each": "each player",
                "any": "a player", "they": "they", "owner": "its owner"}[p.who]

    def player_object(self, p: A.Player) -> str:
        return {"you": "you", "opponent": "your opponent", "owner": "its owner",
                "each": "each player", "any": "a player", "they": "they"}[p.who]

    def possessive(self, p: A.Player) -> str:
        return {"you": "your", "opponent": "your opponent's", "they": "their",
                "owner": "its owner's", "each": "each player's", "any": "a player's"}[p.who]

    def zone(self, z: A.Zone) -> str:
        word = self.lang.zone_names[z.zone]
        if z.that:
            return f"that {word}"
        if z.opposite:
            return f"opposite {word}"
        if z.player is None:
            return word if z.zone in self.lang.bare_zones else f"the {word}"
        return f"{self.possessive(z.player)} {word}"

    def duration(self, d: A.Duration) -> str:
        if d.kind == "this_turn":
            return "this turn"
        if d.kind == "next_turn":
            return "next turn"
        if d.kind == "this_and_next":
            return "for current turn and next turn"
        if d.kind == "until_end_of":
            return f"until the end of {self.possessive(d.player)} turn"
        return f"until the end of {self.possessive(d.player)} next turn"

    # ================================================================= amounts
    def amount(self, n) -> str:
        if isinstance(n, A.Num):
            if n.word and n.value in _NUM_WORDS:
                return _NUM_WORDS[n.value]
            return str(n.value)
        if isinstance(n, A.ThatMany):
            return "that many"
        if isinstance(n, A.ThatNumber):
            return "that number"
        if isinstance(n, A.DamageDone):
            return f"the amount of damage {self.subject(n.player)} did"
        if isinstance(n, A.Double):
            if isinstance(n.of, A.DamageTaken):
                return "double " + self.amount(n.of)
            return "double " + self.amount(n.of)
        if isinstance(n, A.CounterValue):
            who = f"{self.possessive(n.player)} " if n.player is not None else "the "
            return f"{who}{n.counter}"
        if isinstance(n, A.StatOf):
            return f"the {n.stat} of {self.cards(n.card)}"
        if isinstance(n, A.CountOf):
            return f"the number of {self.filter(n.cards, force_plural=True)}"
        if isinstance(n, A.DistinctRevealed):
            return (f"the number of different {self.lang.kinds[n.kind].plural} "
                    f"{self.subject(n.player)} revealed")
        if isinstance(n, A.DamageTaken):
            return f"the amount of damage {self.subject(n.player)} took {self.when(n.when)}"
        if isinstance(n, A.Per):
            return f"{self.amount(n.base)} for each {self.per_unit(n.unit)}"
        raise TypeError(f"cannot print amount {type(n).__name__}")  # pragma: no cover

    def per_unit(self, u) -> str:
        if isinstance(u, A.PerCard):
            return self.cards(u.cards)
        if isinstance(u, A.PerCounterRise):
            who = f"{self.possessive(u.player)} " if u.player is not None else "the "
            return f"point {who}{u.counter} went up {self.when(u.when)}"
        if isinstance(u, A.PerDistinct):
            return (f"different {self.lang.kinds[u.kind].noun} "
                    f"{self.subject(u.player)} revealed")
        if isinstance(u, A.PerCoinSide):
            return u.side
        raise TypeError(f"cannot print {type(u).__name__}")  # pragma: no cover

    # ================================================================= cards
    def plural(self, ref) -> bool:
        if isinstance(ref, (A.Those, A.Both)):
            return True
        if isinstance(ref, A.Select):
            if ref.quantity in ("each", "another"):
                return False
            return ref.filter.plural
        if isinstance(ref, A.ZoneEnd):
            return not _is_num(ref.count, 1)
        if isinstance(ref, A.Named):
            return False
        return False

    def be(self, ref) -> str:
        return "are" if self.plural(ref) else "is"

    def noun(self, noun: str | None, plural: bool) -> str:
        if noun is None:
            return ""
        return self.lang.noun_plurals[noun] if plural else noun

    def cards(self, ref) -> str:
        if ref is None:
            return ""
        if isinstance(ref, A.This):
            s = f"this {ref.noun}"
            return s + (f" from {self.zone(ref.from_zone)}" if ref.from_zone else "")
        if isinstance(ref, A.It):
            return "it"
        if isinstance(ref, A.That):
            return f"that {ref.noun}"
        if isinstance(ref, A.Those):
            return "them" if ref.noun is None else f"those {self.noun(ref.noun, True)}"
        if isinstance(ref, A.Named):
            return self.terms(ref.names)
        if isinstance(ref, A.ZoneEnd):
            one = _is_num(ref.count, 1)
            count = "" if one else f" {self.amount(ref.count)}"
            return f"the {ref.end}{count} {self.noun(ref.noun, not one)} of {self.zone(ref.zone)}"
        if isinstance(ref, A.Both):
            return f"{self.cards(ref.first)} and {self.cards(ref.second)}"
        if isinstance(ref, A.Select):
            return self.select(ref)
        raise TypeError(f"cannot print {type(ref).__name__}")  # pragma: no cover

    def select(self, s: A.Select) -> str:
        f = s.filter
        body = self.filter(f)
        q = s.quantity
        if q == "bare":
            return body
        if q == "count":
            if _is_num(s.count, 1) and s.count.word:
                if f.owner is None:
                    return f"{article(body)} {body}"
                if f.owner.who == "opponent":
                    rest = self.filter(f, drop_owner=True)
                    return f"an opponent's {rest}"
                return f"one of {self.filter(f, force_plural=True)}"
            return f"{self.amount(s.count)} {body}"
        if q == "all":
            return f"all of {body}" if f.owner is not None else f"all {body}"
        if q == "each":
            if f.owner is not None:
                return f"each of {self.filter(f, force_plural=True)}"
            return f"each {body}"
        if q == "at_least":
            return f"{self.amount(s.count)} or more {body}"
        if q == "any_number":
            return f"any number of {body}"
        if q == "up_to":
            return f"up to {self.amount(s.count)} {body}"
        if q == "another":
            return f"another {body}"
        raise TypeError(f"cannot print quantity {q}")  # pragma: no cover

    def filter(self, f: A.CardFilter, force_plural: bool = False,
               drop_owner: bool = False) -> str:
        parts = []
        if f.owner is not None and not drop_owner:
            parts.append(self.possessive(f.owner))
        adjectives = " ".join(f.adjectives).replace("current next", "current & next")
        if adjectives:
            parts.append(adjectives)
        if f.prefix is not None:
            parts.append(self.terms(f.prefix))
        parts.append(self.noun(f.noun, f.plural or force_plural))
        for p in f.post:
            parts.append(self.post(p))
        return " ".join(x for x in parts if x)

    def post(self, p) -> str:
        if isinstance(p, A.Terms):
            return "of " + self.terms(p)
        if isinstance(p, A.SameAs):
            what = self.lang.kinds[p.what].noun if p.is_kind else p.what
            return f"of that {what}"
        if isinstance(p, A.Not):
            return f"that's not {self.predicate(p.pred)}"
        if isinstance(p, A.HasKeyword):
            return f'with "{p.keyword}"'
        if isinstance(p, A.InZone):
            if p.had:
                z = p.zone
                who = self.subject(z.player)
                have = "have" if z.player.who in ("you", "they") else "has"
                return f"{who} {have} in {self.lang.zone_names[z.zone]}"
            return f"in {self.zone(p.zone)}"
        if isinstance(p, A.TheirChoice):
            return "of their choice"
        if isinstance(p, A.OnlyFor):
            return f"only for the player with {self.cards(p.cards)}"
        if isinstance(p, A.RevealedFrom):
            return (f"{self.subject(p.player)} {self.verb_for(p.player, 'reveal')} from "
                    f"{self.zone(p.zone)}")
        if isinstance(p, A.MatchesFields):
            words = [self.lang.kinds[w].noun if w in self.lang.kinds else w for w in p.fields]
            return f"that matches {self.card_possessive(p.card)} {join_or(words)}"
        raise TypeError(f"cannot print {type(p).__name__}")  # pragma: no cover

    def card_possessive(self, ref) -> str:
        if isinstance(ref, A.This):
            return f"this {ref.noun}'s"
        if isinstance(ref, A.That):
            return f"that {ref.noun}'s"
        if isinstance(ref, A.It):
            return "its"
        raise TypeError("cannot print a possessive of this card reference")  # pragma: no cover

    def predicate(self, f: A.CardFilter) -> str:
        """A filter after "is": "level 1", "Energy or Tech", "a playable X-Men card"."""
        if f.noun is None and not f.adjectives:
            if f.prefix is not None and not f.post:
                return self.terms(f.prefix)
            if f.prefix is None and len(f.post) == 1:
                p = f.post[0]
                if isinstance(p, A.Not):
                    return f"not {self.predicate(p.pred)}"
                if isinstance(p, A.SameAs) and p.is_kind:
                    return f"that {self.lang.kinds[p.what].noun}"
        body = self.filter(f)
        return body if f.plural else f"{article(body)} {body}"

    def terms(self, t: A.Terms) -> str:
        return join_or([self.term(x) for x in t.terms])

    def term(self, x) -> str:
        if isinstance(x, A.NameRef):
            return x.value
        return f"{x.stat} {self.number_cmp(x.op, x.value)}"


_SUBJECT_TYPES = (A.Draw, A.Discard, A.Reveal, A.Play)


def _drop_shared_subject(e, prev):
    """In "X and Y", Y leaves out a subject it shares with X ("discard ... and draw ...")."""
    import dataclasses
    if prev is None or not isinstance(prev, _SUBJECT_TYPES) or prev.player is None:
        return e
    if isinstance(e, _SUBJECT_TYPES) and e.player == prev.player:
        return dataclasses.replace(e, player=None)
    if isinstance(e, A.If) and isinstance(e.condition, A.DidDiscard) and len(e.then) == 1:
        inner = e.then[0]
        if isinstance(inner, _SUBJECT_TYPES) and inner.player == prev.player:
            return dataclasses.replace(e, then=(dataclasses.replace(inner, player=None),))
    return e


def _is_everyone(target) -> bool:
    return (isinstance(target, A.Select) and target.quantity == "bare"
            and target.filter == A.CardFilter("card", plural=True))


def _starts_sentence(e) -> bool:
    if isinstance(e, A.If):
        return not isinstance(e.condition, A.DidDiscard)
    return isinstance(e, A.ForEach)


def _is_num(n, value: int) -> bool:
    return isinstance(n, A.Num) and n.value == value


def _is_delta(n) -> bool:
    if isinstance(n, A.Num):
        return True
    return isinstance(n, A.Per) and isinstance(n.base, A.Num)


def _same_ref(effect, ref) -> bool:
    if isinstance(effect, A.Destroy):
        return effect.cards == ref
    if isinstance(effect, A.Discard):
        return effect.player is None and effect.cards == ref
    return False


def print_text(text: A.CardText, language: Language) -> str:
    return Printer(language).text(text)
