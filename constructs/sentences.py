"""Sentences of effects: effects joined by "and", "&", "then" or a comma, where a joined item
may leave out its verb ("destroy this card and current enemy card"), its subject ("each player
discards a card and draws a card") or what it is about ("hits for 3 and is destroyed"); and how
a run of effects is written back as sentences (an "If ..." or "For each ..." starts its own).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from . import amounts as N
from .card_effects import Destroy, Hit
from .cards import Both, CardRef
from .conditionals import DidDiscard, ForEach, If, May, Unless
from .draws import Discard
from .english import cap
from .kit import MeaningError, reads, span_of

# ------------------------------------------------------------------------- reading


class _Elided:
    """A chain item that leaves out its verb or subject; merged into the effect before it."""

    __slots__ = ("kind", "ref", "span")

    def __init__(self, kind, ref, span):
        self.kind, self.ref, self.span = kind, ref, span


@reads("effect_chain", builds=(Both, Destroy, Discard, If))
def effect_chain(self, meta, first, *rest):
    if isinstance(first, _Elided):
        raise MeaningError(
            "E-MEANING",
            "this leaves out what happens: it needs an effect before it",
            first.span,
            "write the effect: 'Double the attack of this card. Use it this turn.'",
        )
    tail = rest[-1] if rest and isinstance(rest[-1], _IfAfter) else None
    if tail is not None:
        rest = rest[:-1]
        if tail.condition is None:  # ("... if able": what is done is done when it can be)
            tail = None
    effects = [first]
    for item in rest:
        if isinstance(item, _Elided):
            effects.extend(_merge_elided(effects.pop(), item))
            continue
        prev = effects[-1]
        if _shares_subject(item) and item.player is None and _has_subject(prev):
            item = dataclasses.replace(item, player=prev.player)
        elif (
            isinstance(item, If)
            and len(item.then) == 1
            and _shares_subject(item.then[0])
            and item.then[0].player is None
            and _has_subject(prev)
        ):
            inner = dataclasses.replace(item.then[0], player=prev.player)
            item = dataclasses.replace(item, then=(inner,))
        effects.append(item)
    if tail is not None:  # "... X if C": "If C, X"
        effects[-1] = If(tail.condition, (effects[-1],), span=tail.span)
    return tuple(effects)


class _IfAfter:
    """ "if C" after the effect it is about."""

    __slots__ = ("condition", "span")

    def __init__(self, condition, span):
        self.condition, self.span = condition, span


@reads("if_after")
def if_after(self, meta, condition):
    return _IfAfter(condition, span_of(meta))


@reads("if_able")
def if_able(self, meta):
    return _IfAfter(None, span_of(meta))


def _shares_subject(e) -> bool:
    return getattr(e, "SHARES_SUBJECT", False)


def _has_subject(e) -> bool:
    return _shares_subject(e) and e.player is not None


def _merge_elided(prev, item: _Elided):
    if item.kind == "duration":
        if "duration" not in getattr(prev, "__dataclass_fields__", {}):
            raise MeaningError("E-MEANING", "'use it for ...' needs something to last", item.span)
        return [dataclasses.replace(prev, duration=item.ref)]
    if item.kind == "object_if_discarded":
        (joined,) = _merge_elided(prev, _Elided("object", item.ref, item.span))
        return [If(DidDiscard(span=item.span), (joined,), span=item.span)]
    if item.kind == "put":
        # "put one of them into your hand and the rest on the bottom of your deck": the verb
        # of the put before, with a place of its own
        from .movement import Move

        target = prev.effect if isinstance(prev, May) else prev
        if not isinstance(target, Move):
            raise MeaningError(
                "E-MEANING",
                "this needs a verb: put it where?",
                item.span,
                "repeat the verb: '... and put X on the bottom of your deck'",
            )
        cards, (position, zone, order) = item.ref
        return [prev, Move(cards, zone, position, order, span=item.span)]
    if item.kind == "object":
        target = prev.effect if isinstance(prev, May) else prev
        field = getattr(target, "OBJECT", None)
        if field is None:
            raise MeaningError(
                "E-MEANING",
                "this needs a verb: what happens to it?",
                item.span,
                "repeat the verb: '... and destroy X'",
            )
        joined = Both(getattr(target, field), item.ref, span=item.ref.span)
        new = dataclasses.replace(target, **{field: joined})
        return [dataclasses.replace(prev, effect=new) if isinstance(prev, May) else new]
    if item.kind == "restriction":
        # "X is attack +1 and can't be blocked": X is the card the change before is about
        target = getattr(prev, "target", None)
        if not isinstance(target, CardRef):
            raise MeaningError(
                "E-MEANING",
                "what can't? the effect before names no card",
                item.span,
                "name the card: 'this attack can't be blocked'",
            )
        from .restrictions import restriction_of

        act, duration = item.ref
        return [prev, restriction_of(item.span, target, act, duration)]
    # "... hits for 3 and is destroyed": the subject is the previous effect's card
    src = prev.source if isinstance(prev, Hit) else None
    if src is None:
        raise MeaningError(
            "E-MEANING",
            f"what is {item.kind}? the effect before names no card",
            item.span,
            "name the card: 'destroy this card'",
        )
    if item.kind == "destroyed":
        return [prev, Destroy(src, span=item.span)]
    return [prev, Discard(None, src, span=item.span)]


@reads("elided_object")
def elided_object(self, meta, ref):
    return _Elided("object", ref, span_of(meta))


@reads("elided_put")
def elided_put(self, meta, ref, where):
    return _Elided("put", (ref, where), span_of(meta))


@reads("elided_object_if_discarded")
def elided_object_if_discarded(self, meta, ref, _mark):
    """ "draw X and Y (if discarded)": the joined effect, if the player discarded."""
    return _Elided("object_if_discarded", ref, span_of(meta))


@reads("elided_destroyed")
def elided_destroyed(self, meta):
    return _Elided("destroyed", None, span_of(meta))


@reads("elided_discarded")
def elided_discarded(self, meta):
    return _Elided("discarded", None, span_of(meta))


@reads("elided_restriction")
def elided_restriction(self, meta, act, *duration):
    """ "... and can't be blocked from the deck": a restriction of the card named before."""
    return _Elided("restriction", (act, duration), span_of(meta))


@reads("elided_unblockable")
def elided_unblockable(self, meta, *duration):
    return _Elided("restriction", (_unblocked(), duration), span_of(meta))


def _unblocked():
    from .restrictions import _Act  # (restrictions reads sentences' parts: import late)

    return _Act("be blocked")


@reads("use_it_for")
def use_it_for(self, meta, duration):
    return _Elided("duration", duration, span_of(meta))


# ------------------------------------------------------------------------- printing


def starts_sentence(e) -> bool:
    """An "If ..." (but "(if discarded)") or a "For each ..." is a sentence of its own."""
    if isinstance(e, If):
        return not isinstance(e.condition, DidDiscard)
    return isinstance(e, ForEach)


def split_chain(effects):
    """The effects that fit one sentence, and the rest (an If starts a new sentence)."""
    for i, e in enumerate(effects):
        if i > 0 and starts_sentence(e):
            return effects[:i], effects[i:]
    return effects, ()


def sentences(p, effects) -> str:
    """One sentence per effect; a hit and the destroying of its source stay together."""
    out = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if starts_sentence(e):
            out.append(if_sentence(p, e))
            i += 1
            continue
        nxt = effects[i + 1] if i + 1 < len(effects) else None
        take = 2 if isinstance(e, Hit) and nxt is not None and _same_ref(nxt, e.source) else 1
        if nxt is not None and _restricts_named(effects, i + 1):
            take = 2
        if isinstance(nxt, If) and isinstance(nxt.condition, DidDiscard):
            take = 2
        out.append(cap(chain(p, tuple(effects[i : i + take]))) + ".")
        i += take
    return " ".join(out)


def if_sentence(p, e) -> str:
    """ "If X, Y. Otherwise, Z." / "For each X, Y."."""
    if isinstance(e, ForEach):
        return cap(f"{N.per_words(p, e.unit)}, {chain(p, e.effects)}.")
    first, rest = split_chain(e.then)
    if isinstance(e.condition, Unless):
        if e.otherwise is None and not rest:
            return cap(f"{chain(p, first)} unless {p.node(e.condition.condition)}.")
        s = cap(f"unless {p.node(e.condition.condition)}, {chain(p, first)}.")
    elif getattr(e.condition, "LEADS", False):  # ("After an Action, ...": no "if")
        s = cap(f"{p.node(e.condition)}, {chain(p, first)}.")
    else:
        s = cap(f"if {p.node(e.condition)}, {chain(p, first)}.")
    if rest:
        s += " " + sentences(p, rest)
    if e.otherwise is not None:
        s += " " + cap(f"otherwise, {chain(p, e.otherwise)}.")
    return s


def chain(p, effects) -> str:
    """Effects joined by "and" in one sentence."""
    parts = []
    i = 0
    prev: Any = None
    while i < len(effects):
        e = _drop_shared_subject(effects[i], prev)
        # a left-out subject still decides the verb ("each player discards ... and draws")
        # (and so does the verb of an effect without a subject of its own: "your opponent
        # chooses one of their Units and destroys it")
        left_out = e is not effects[i] or (
            prev is not None and not _shares_subject(e) and _has_subject(prev)
        )
        p.agree = prev.player if left_out else None
        prev = effects[i]
        nxt = effects[i + 1] if i + 1 < len(effects) else None
        if isinstance(e, Hit) and nxt is not None and _same_ref(nxt, e.source):
            word = "destroyed" if isinstance(nxt, Destroy) else "discarded"
            parts.append(f"{p.node(e)} and {p.be(e.source)} {word}")
            i += 2
            continue
        if starts_sentence(e):
            parts.append(if_sentence(p, e)[:-1])
        elif _restricts_named(effects, i):
            parts.append(p.node(e, said=True))
        else:
            parts.append(p.node(e))
        i += 1
    p.agree = None
    return " and ".join(parts)


def _restricts_named(effects, i) -> bool:
    """ "X is attack +1 and can't be blocked": a card restriction after a change of the same
    card leaves out its subject."""
    from .restrictions import Restriction

    e = effects[i]
    if i == 0 or not isinstance(e, Restriction) or not isinstance(e.target, CardRef):
        return False
    if e.only:  # ("... and can only be blocked from ...": not a left-out subject's form)
        return False
    return getattr(effects[i - 1], "target", None) == e.target


def _drop_shared_subject(e, prev):
    """In "X and Y", Y leaves out a subject it shares with X ("discard ... and draw ...")."""
    if prev is None or not _has_subject(prev):
        return e
    if _shares_subject(e) and e.player == prev.player:
        return dataclasses.replace(e, player=None)
    if isinstance(e, If) and isinstance(e.condition, DidDiscard) and len(e.then) == 1:
        inner = e.then[0]
        if _shares_subject(inner) and inner.player == prev.player:
            return dataclasses.replace(e, then=(dataclasses.replace(inner, player=None),))
    return e


def _same_ref(effect, ref) -> bool:
    if isinstance(effect, Destroy):
        return effect.cards == ref
    if isinstance(effect, Discard):
        return effect.player is None and effect.cards == ref
    return False
