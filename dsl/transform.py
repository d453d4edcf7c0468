"""Parse tree -> AST, part 3: sentences, and sentences grouped into abilities.

A card text is read sentence by sentence and grouped:

* a threshold marker ("2 ->") opens a :class:`~dsl.ast.Threshold`; everything after it is
  inside;
* the permanent marker (the game's noun, "Ally" say) is a :class:`~dsl.ast.Becomes`; after it, changes are
  :class:`~dsl.ast.Static` (they hold while the card is in play) and "at the start of your
  turn, ..." / "whenever ..." sentences are :class:`~dsl.ast.Triggered`;
* imperative sentences in a row are one :class:`~dsl.ast.Steps` (so "it" in one sentence can
  mean the card the sentence before revealed);
* a change written alone, outside a threshold ("This card is attack +1 for each Ally you
  have in play.") is a Static of the card; inside a threshold it is a step.
"""

from __future__ import annotations

import dataclasses

from . import ast as A
from .transform_refs import MeaningError, RefsMixin, span_of

_REFERS = (A.It, A.That, A.Those, A.ThatMany, A.ThatNumber, A.ResultIs, A.SameAs, A.DidIt)


def refers_back(node) -> bool:
    """Does ``node`` use a referent set by an earlier step ("it", "that many", ...)?"""
    return any(isinstance(n, _REFERS) for n in A.walk(node))


class _Sentence:
    __slots__ = ("kind", "note", "sep", "span", "value")

    def __init__(self, kind, value, span, sep=".", note=None):
        self.kind, self.value, self.span, self.sep, self.note = kind, value, span, sep, note


class Meta:
    """Where a rule's text is: from its first token to its last (``empty`` without any)."""

    __slots__ = ("column", "empty", "end_column", "end_line", "end_pos", "line", "start_pos")

    def __init__(self, first, last):
        self.empty = first is None
        if first is not None:
            self.start_pos, self.line, self.column = first.start_pos, first.line, first.column
            self.end_pos, self.end_line, self.end_column = (
                last.end_pos,
                last.end_line,
                last.end_column,
            )


class CardTransformer(RefsMixin):
    """One method per grammar rule (named after the rule or its alias), called as the parser
    reduces it (see :mod:`dsl.builder`) with the rule's :class:`Meta` and its children's
    values."""

    def __init__(self, language, vocab, recurring_trigger=None):
        self.language = language
        self.vocab = vocab
        self.recurring_trigger = recurring_trigger  # callable -> A.Trigger, or None

    # ------------------------------------------------------------ items
    def plain_item(self, meta, s):
        return s

    def shorthand_item(self, meta, s):
        s.sep = ";"
        return s

    def reminded_item(self, meta, s, note):
        s.note = note
        return s

    def last_sentence(self, meta, s):
        return s

    def item(self, meta, s):
        return s

    def threshold(self, meta, n):
        return _Sentence("threshold", int(n), span_of(meta))

    def reminder(self, meta, note):
        return note

    def note_after_draw(self, meta, player):
        return ("after_draw", span_of(meta))

    # ------------------------------------------------------------ sentences
    def _s(kind):
        def make(self, meta, *children):
            return _Sentence(kind, children if len(children) != 1 else children[0], span_of(meta))

        return make

    effect_sentence = _s("effects")
    otherwise_sentence = _s("otherwise")
    permanent_marker = _s("permanent")
    bare_hit = _s("bare_hit")

    def if_sentence(self, meta, cond, chain):
        return _Sentence("if", A.If(cond, chain, span=span_of(meta)), span_of(meta))

    def if_instead_sentence(self, meta, cond, chain, *zone):
        return _Sentence("instead", (cond, chain), span_of(meta))

    def for_each_sentence(self, meta, unit, chain):
        return _Sentence("effects", (A.ForEach(unit, chain, span=span_of(meta)),), span_of(meta))

    def if_clause(self, meta, cond):
        return cond

    def trigger_sentence(self, meta, trigger, *rest):
        cond = rest[0] if len(rest) == 2 else None
        t = A.Triggered(trigger, rest[-1], cond, span=span_of(meta))
        return _Sentence("trigger", t, span_of(meta))

    def trigger_after_sentence(self, meta, chain, event):
        return _Sentence("trigger", A.Triggered(event, chain, span=span_of(meta)), span_of(meta))

    def trigger(self, meta, t):
        return t

    def keyword_item(self, meta, name, *rest):
        value = int(rest[0]) if len(rest) == 2 else None
        return _Sentence("keyword", (str(name), value, rest[-1]), span_of(meta))

    def sentence(self, meta, s):
        return s

    def affects_sentence(self, meta, *cards):
        return _Sentence("affects", cards, span_of(meta))

    # ------------------------------------------------------------ the whole text
    def start(self, meta, *items):
        return A.CardText(tuple(_Grouper(self).group(items)), span=span_of(meta))

    def replacing_text(self, meta, *items):
        inner = tuple(_Grouper(self).group(items))
        return A.CardText((A.Replacing(inner, span=span_of(meta)),), span=span_of(meta))


class _Grouper:
    """Turns the sentences of one text into abilities (see the module docstring)."""

    def __init__(self, tf: CardTransformer):
        self.tf = tf
        self.top: list = []
        self.current = self.top
        self.in_threshold = False
        self.permanent = False
        self.steps: list | None = None
        self.steps_span = None

    def flush(self):
        if self.steps:
            self.current.append(A.Steps(tuple(self.steps), span=self.steps_span))
        self.steps = None

    def add_steps(self, effects, span):
        if self.steps is None:
            self.steps, self.steps_span = [], span
        self.steps.extend(effects)

    def group(self, items) -> list:
        for s in items:
            self.one(s)
        self.flush()
        return self.top

    def one(self, s: _Sentence):
        kind = s.kind
        if kind == "threshold":
            self.flush()
            if s.value < 1:
                raise MeaningError("E-MEANING", "a threshold must be at least 1", s.span)
            th_list: list = []
            self.top.append(("threshold", s.value, th_list, s.span))
            self.current, self.in_threshold, self.permanent = th_list, True, False
            return
        if kind == "permanent":
            self.flush()
            self.current.append(A.Becomes(s.value, span=s.span))
            self.permanent = True
            return
        ability = self.ability(s)
        if isinstance(ability, list):  # several static changes in one sentence
            self.flush()
            if s.note is not None:
                self.noted(None, s.note)
            self.current.extend(ability)
        elif ability is not None:
            self.flush()
            if s.note is not None:
                ability = self.noted(ability, s.note)
            self.current.append(ability)
        elif s.note is not None:  # the sentence joined plain steps
            self.noted(None, s.note)

    def ability(self, s: _Sentence):
        """The ability a sentence is, or None when it joined the pending steps."""
        kind = s.kind
        if kind == "trigger":
            return s.value
        if kind == "keyword":
            name, value, inner = s.value
            sub = _Grouper(self.tf)
            sub.in_threshold, sub.permanent = self.in_threshold, self.permanent
            abilities = sub.group([inner])
            if len(abilities) != 1:
                raise MeaningError("E-MEANING", "a keyword's reminder must be one ability", s.span)
            return A.Keyword(name, value, abilities[0], span=s.span)
        if kind == "bare_hit":
            return self.shorthand(s)
        if kind == "otherwise":
            self.attach_otherwise(s)
            return None
        if kind == "affects":
            self.narrow_last_change(s)
            return None
        if kind == "instead":
            cond, chain = s.value
            trig = self.as_trigger(cond, s.span)
            if trig is None:
                raise MeaningError(
                    "E-MEANING", "'instead' needs an event: 'If X is defeated, ...'", s.span
                )
            return A.Triggered(trig, chain, instead=True, span=s.span)
        if kind == "if":
            trig = self.as_trigger(s.value.condition, s.span)
            if trig is not None and not self.steps:
                return A.Triggered(trig, s.value.then, span=s.span)
            effects = (s.value,)
        else:
            effects = s.value if isinstance(s.value, tuple) else (s.value,)
        if (
            self.steps
            and isinstance(self.steps[-1], A.OnlyChosen)
            and len(effects) == 1
            and _is_no_card_fallback(effects[0])
        ):
            # "Only X can be chosen. If a player does not have a card, ...": the fallback
            only = self.steps[-1]
            self.steps[-1] = dataclasses.replace(only, fallback=effects[0].then)
            return None
        last = self.current[-1] if self.current else None
        if not self.steps and isinstance(last, A.Triggered) and refers_back(effects):
            # "Whenever ..., flip a coin. If it's heads, ...": the sentence goes on the ability
            self.current[-1] = dataclasses.replace(last, effects=last.effects + tuple(effects))
            return None
        if not self.steps and all(self.is_static(e) for e in effects):
            # "This card is attack +2 and your power is +1.": each change holds on its own
            one = len(effects) == 1
            return [
                A.Static(e.then[0], e.condition, span=s.span if one else e.span)
                if isinstance(e, A.If)
                else A.Static(e, span=s.span if one else e.span)
                for e in effects
            ]
        self.add_steps(effects, s.span)
        return None

    def is_static(self, e) -> bool:
        body = e
        if isinstance(e, A.If):
            if e.otherwise is not None or len(e.then) != 1:
                return False
            body = e.then[0]
        if not isinstance(body, A.MODIFICATIONS) or getattr(body, "duration", None) is not None:
            return False
        if refers_back(e):
            return False
        return self.permanent or not self.in_threshold

    def as_trigger(self, cond, span):
        if isinstance(cond, A.IsDefeated):
            return A.OnDefeated(cond.cards, span=cond.span)
        return None

    def attach_otherwise(self, s: _Sentence):
        chain = s.value if isinstance(s.value, tuple) else (s.value,)
        if self.steps and isinstance(self.steps[-1], A.If) and self.steps[-1].otherwise is None:
            last = self.steps[-1]
            self.steps[-1] = A.If(last.condition, last.then, chain, span=last.span)
            return
        # "If ..., X. Otherwise ..." where the If became a Triggered/Static: not allowed
        raise MeaningError(
            "E-MEANING",
            "'Otherwise' must follow an 'If ...' sentence",
            s.span,
            "put the 'If' sentence just before it",
        )

    def narrow_last_change(self, s: _Sentence):
        """ "This affects X and Y.": the change before applies to those of its cards that are
        X or Y."""

        def narrowed(change):
            if not isinstance(change, A.StatChange) or not isinstance(change.target, A.Select):
                raise MeaningError(
                    "E-MEANING",
                    "'This affects ...' must follow a change of a stat of some cards",
                    s.span,
                )
            parts = [_intersect(change.target, c, s.span) for c in s.value]
            target = parts[0] if len(parts) == 1 else A.Both(parts[0], parts[1], span=s.span)
            return dataclasses.replace(change, target=target)

        if self.steps:
            self.steps[-1] = narrowed(self.steps[-1])
        elif self.current and isinstance(self.current[-1], A.Static):
            last = self.current[-1]
            self.current[-1] = dataclasses.replace(last, effect=narrowed(last.effect))
        else:
            raise MeaningError(
                "E-MEANING", "'This affects ...' must follow a change of a stat", s.span
            )

    def shorthand(self, s: _Sentence):
        if not self.permanent or self.tf.recurring_trigger is None:
            raise MeaningError(
                "E-MEANING",
                "'hits for N' needs a subject here",
                s.span,
                "write 'this <card> hits for N', or use it right after the "
                "permanent marker ('2 -> <permanent>; hits for 2')",
            )
        noun = self.tf.language.permanent
        hit = A.Hit(A.This(noun), None, s.value, span=s.span)
        return A.Triggered(self.tf.recurring_trigger(), (hit,), span=s.span)

    def noted(self, ability, note):
        _, span = note
        if (
            isinstance(ability, A.Triggered)
            and isinstance(ability.trigger, A.AtTurn)
            and ability.trigger.edge == "start"
        ):
            return A.Triggered(
                ability.trigger,
                ability.effects,
                ability.condition,
                True,
                ability.instead,
                span=ability.span,
            )
        raise MeaningError(
            "E-MEANING",
            "'(Do this after you draw.)' belongs after an "
            "'At the start of your turn, ...' sentence",
            span,
        )


def _is_no_card_fallback(e) -> bool:
    c = getattr(e, "condition", None)
    return (
        isinstance(e, A.If)
        and e.otherwise is None
        and isinstance(c, A.Has)
        and c.negated
        and c.player.who == "any"
    )


def _intersect(target: A.Select, other, span) -> A.Select:
    if not isinstance(other, A.Select):
        raise MeaningError("E-MEANING", "say which cards: 'This affects X cards'", span)
    a, b = target.filter, other.filter
    words = set(a.adjectives) | set(b.adjectives)
    merged = A.CardFilter(
        b.noun if b.noun not in (None, "card") else a.noun,
        b.owner or a.owner,
        tuple(w for w in A.ADJECTIVE_ORDER if w in words),
        a.prefix or b.prefix,
        a.post + b.post,
        b.plural,
        span=other.span,
    )
    return A.Select(other.quantity, other.count, merged, span=other.span)


def thresholds(text: A.CardText) -> A.CardText:
    """Each threshold's sentences, grouped into its :class:`~dsl.ast.Threshold`."""
    out = []
    for a in text.abilities:
        if isinstance(a, tuple) and a[0] == "threshold":
            _, n, inner, span = a
            if not inner:
                raise MeaningError(
                    "E-MEANING",
                    f"'{n} ->' needs an effect after it",
                    span,
                    f"for example: '{n} -> Draw a card.'",
                )
            out.append(A.Threshold(n, tuple(inner), span=span))
        elif isinstance(a, A.Replacing):
            out.append(A.Replacing(thresholds(A.CardText(a.abilities)).abilities, span=a.span))
        else:
            out.append(a)
    return A.CardText(tuple(out), span=text.span)
