"""Changes of stats worded as gains: "X gains +10 defense (for each / for every Y) (until ...)".

A gain is the change "X is defense +10": the same node (:class:`StatChange`, added), so it
prints as that and compiles as that.  A sentence "For each Y, X gains +10 defense" is the
change "+10 for each Y" (see :func:`constructs.texts.for_each_sentence`)."""

from __future__ import annotations

import dataclasses

from . import amounts as N
from . import predicates as PR
from . import selections as SL
from .durations import Duration
from .kit import MeaningError, first_of, reads, span_of
from .stat_changes import StatChange


@reads("m_stat_gain", builds=(StatChange, N.Num, N.Per))
def m_stat_gain(self, meta, target, delta, stat, *rest):
    per = first_of(rest, N.PerUnit)
    amount = N.Num(delta, span=span_of(meta))
    total = N.Per(amount, per, span=span_of(meta)) if per is not None else amount
    return StatChange(target, stat, "add", total, first_of(rest, Duration), span=span_of(meta))


@reads("per_card_on", builds=(N.PerCard, PR.InZone))
def per_card_on(self, meta, cards, zone):
    """ "for each hero on the field": the cards counted are those in that zone."""
    return N.PerCard(SL.found_in(cards, zone, span_of(meta)), span=span_of(meta))


@reads("m_stat_may_gain", builds=(StatChange, N.Num, N.Per))
def m_stat_may_gain(self, meta, target, delta, stat, *rest):
    """ "X may gain +10 attack": a bonus its controller may take.  A bonus is always taken (a
    larger stat never counts against the card's controller, and asking at every look at the
    stat would ask nothing); so only a bonus may be worded so."""
    if delta < 0:
        raise MeaningError("E-MEANING", "a card 'may gain' only a bonus (+N)", span_of(meta))
    change = m_stat_gain(self, meta, target, delta, stat, *rest)
    return dataclasses.replace(change, optional=True)
