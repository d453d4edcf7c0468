"""AST -> canonical card text.

Every AST has exactly one canonical text, and reading it back gives the same AST
(``read(print(ast)) == ast``).  The printer is generic: a game's words (its zones, card nouns,
kinds, counters, its "replacing" marker) come from its :class:`~dsl.game.Language`.
"""

from __future__ import annotations

import dataclasses

from . import ast as A
from .game import Language
from .printer_effects import EffectsPrinter
from .printer_refs import _OP_WORDS, RefsPrinter, _cap, _is_num, article, join_or


class Printer(EffectsPrinter, RefsPrinter):
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
            take = 2 if isinstance(e, A.Hit) and nxt is not None and _same_ref(nxt, e.source) else 1
            if isinstance(nxt, A.If) and isinstance(nxt.condition, A.DidDiscard):
                take = 2
            out.append(_cap(self.chain(tuple(effects[i : i + take]))) + ".")
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
                return f"{subj} {self.verb_for(c.player, 'do')} not have {self.cards(c.cards)}"
            have = "have" if c.player.who in ("you", "they") else "has"
            if c.op is None:
                return f"{subj} {have} {self.cards(c.cards)}"
            return f"{subj} {have} {self.count_cmp(c.op, c.count)} {self.cards(c.cards)}"
        if isinstance(c, A.HasMore):
            have = "have" if c.player.who in ("you", "they") else "has"
            return (
                f"{self.subject(c.player)} {have} {'fewer' if c.fewer else 'more'} "
                f"{self.cards(c.cards)} than {self.player_object(c.other)}"
            )
        if isinstance(c, A.TookDamage):
            return (
                f"{self.subject(c.player)} took {self.damage_amount(c.op, c.count)} damage "
                f"{self.when(c.when)}"
            )
        if isinstance(c, A.CardDamaged):
            when = f" {self.when(c.when)}" if c.when is not None else ""
            return f"{self.cards(c.cards)} damaged {self.player_object(c.player)}{when}"
        if isinstance(c, A.AnyOf):
            return " or ".join(self.cond(x) for x in c.conditions)
        if isinstance(c, A.AllOf):
            return " and ".join(self.cond(x) for x in c.conditions)
        if isinstance(c, A.Shares):
            words = [self.lang.kinds[w].noun if w in self.lang.kinds else w for w in c.fields]
            verb = "share" if self.plural(c.subject) else "shares"
            return (
                f"{self.cards(c.subject)} {verb} {article(words[0])} {join_or(words)} "
                f"with {self.cards(c.other)}"
            )
        if isinstance(c, A.ZoneEmpty):
            return f"{self.zone(c.zone)} is empty"
        if isinstance(c, A.EventHappened):
            wording = self.lang.events[c.event].past[0]
            return f"{self.declared(wording, c.cards, c.player, c.source)} {self.when(c.when)}"
        if isinstance(c, A.DidNotAttack):
            return (
                f"{self.subject(c.player)} didn't attack {self.player_object(c.target)} "
                f"{self.when(c.when)}"
            )
        if isinstance(c, A.CounterIs):
            who = self.whose(c.player)
            return f"{who}{c.counter} is {self.number_cmp(c.op, c.value)}"
        if isinstance(c, A.RevealFrom):
            return (
                f"{self.subject(c.player)} {self.verb_for(c.player, 'reveal')} "
                f"{self.cards(c.cards)}"
            )
        if isinstance(c, A.DamageIs):
            verb = "does" if not self.plural(c.card) else "do"
            if c.op == "==" and isinstance(c.amount, A.ThatNumber):
                return f"{self.cards(c.card)} {verb} exactly that much damage"
            return f"{self.cards(c.card)} {verb} {self.damage_amount(c.op, c.amount)} damage"
        if isinstance(c, A.RevealedDistinct):
            kind = self.lang.kinds[c.kind]
            noun = kind.plural if not _is_num(c.count, 1) else kind.noun
            return (
                f"{self.subject(c.player)} revealed {self.count_cmp(c.op, c.count)} "
                f"different {noun}"
            )
        if isinstance(c, A.IsDefeated):
            return f"{self.cards(c.cards)} {self.be(c.cards)} defeated"
        if isinstance(c, A.DidDiscard):
            return "discarded"
        if isinstance(c, A.DidIt):
            return f"{self.subject(c.player)} {self.verb_for(c.player, 'do')}"
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

    def declared(self, wording: str, x, player, y) -> str:
        """A game's declared event in its own words, with its parts filled in."""
        words = wording.split()
        out = []
        for i, w in enumerate(words):
            if w == "X":
                out.append(self.cards(x) if x is not None else "a card")
            elif w == "Y":
                out.append(self.cards(y) if y is not None else "a card")
            elif i == 0 and w.lower() == "you":
                out.append(self.subject(player or A.Player("you")))
            elif (
                i == 1
                and words[0].lower() == "you"
                and player is not None
                and player.who not in ("you", "they")
            ):
                # (a present wording's verb agrees with its player; a past one needs not)
                present = next(
                    (
                        e
                        for e in self.lang.events.values()
                        if wording in e.wording and e.third_person
                    ),
                    None,
                )
                out.append(
                    present.third_person[present.wording.index(wording)]
                    if present is not None
                    else w
                )
            elif w.lower() in ("is", "are", "was", "were") and x is not None:
                plural = self.be(x) == "are"
                out.append(
                    {"is": "are", "was": "were"}.get(w.lower(), w.lower())
                    if plural
                    else {"are": "is", "were": "was"}.get(w.lower(), w.lower())
                )
            else:
                out.append(w)
        return " ".join(out)

    # ================================================================= triggers
    def trigger(self, t) -> str:
        if isinstance(t, A.AtTurn):
            if t.where is not None:
                whose = f"any turn where {self.cond(t.where)}"
            elif t.player is None:
                whose = "each turn"
            elif t.step is not None:
                whose = f"{self.possessive(t.player)} {t.step} step"
            else:
                whose = f"{self.possessive(t.player)} {'next ' if t.next else ''}turn"
            return f"at the {t.edge} of {whose}"
        w = "whenever "
        if isinstance(t, A.OnDealDamage):
            return (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'do')} "
                f"{self.damage_amount(t.op, t.count)} damage with {self.cards(t.with_)}"
            )
        if isinstance(t, A.OnTakeDamage):
            s = (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'take')} "
                f"{self.damage_amount(t.op, t.count)} damage"
            )
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
            return (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'draw')} any number "
                f"of {cards_word}"
            )
        if isinstance(t, A.OnHeal):
            return (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'heal')} any number "
                f"of {cards_word}"
            )
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
            wording = self.lang.events[t.event].wording[0]
            return w + self.declared(wording, t.cards, t.player, t.source)
        if isinstance(t, A.OnAttack):
            return (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'attack')} "
                f"{self.player_object(t.target)}"
            )
        if isinstance(t, A.OnPlay):
            return (
                f"{w}{self.subject(t.player)} {self.verb_for(t.player, 'play')} "
                f"{self.cards(t.cards)}"
            )
        if isinstance(t, A.OnDefeated):
            return f"{w}{self.cards(t.cards)} {self.be(t.cards)} defeated"
        raise TypeError(f"cannot print trigger {type(t).__name__}")  # pragma: no cover


_SUBJECT_TYPES = (A.Draw, A.Discard, A.Reveal, A.Play)


def _drop_shared_subject(e, prev):
    """In "X and Y", Y leaves out a subject it shares with X ("discard ... and draw ...")."""
    if prev is None or not isinstance(prev, _SUBJECT_TYPES) or prev.player is None:
        return e
    if isinstance(e, _SUBJECT_TYPES) and e.player == prev.player:
        return dataclasses.replace(e, player=None)
    if isinstance(e, A.If) and isinstance(e.condition, A.DidDiscard) and len(e.then) == 1:
        inner = e.then[0]
        if isinstance(inner, _SUBJECT_TYPES) and inner.player == prev.player:
            return dataclasses.replace(e, then=(dataclasses.replace(inner, player=None),))
    return e


def _starts_sentence(e) -> bool:
    if isinstance(e, A.If):
        return not isinstance(e.condition, A.DidDiscard)
    return isinstance(e, A.ForEach)


def _same_ref(effect, ref) -> bool:
    if isinstance(effect, A.Destroy):
        return effect.cards == ref
    if isinstance(effect, A.Discard):
        return effect.player is None and effect.cards == ref
    return False


def print_text(text: A.CardText, language: Language) -> str:
    return Printer(language).text(text)
