"""Changes to how a game is played, made by card text: "Red Units go first", "Only units of
defense 8 and above can be chosen", "the same card must be used next turn", "Each player
shows and locks their unit card for next turn", "take an extra turn after this one" — and the
game's own procedures card text runs: "disable special ability of X", "use the special ability of
X", "replace X with Y", "switch to the next arena card".

A rule change is a continuous effect of kind ``rule`` (see
:class:`~interpreter.effects.TempEffect`) with a duration like any other — ending when its time
is up, or at once when its source is disabled — named after the rule it changes.  The game's
own procedures consult them with ``game.rule_changes(name)`` where its rules decide that thing
(who acts first, which cards may be chosen).  A game declares which rules it lets cards change
(``rules.rule_changes`` in its ``game.yaml``); a card changing another is E-UNSUPPORTED there.
The procedures are the game's verbs, given the effect's compiled :class:`RuleParts`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from . import cards as C
from . import filters as F
from . import selections as SL
from .changes import targets
from .durations import Duration, duration_window
from .effects import Effect, effects_fn
from .kit import Node, compiles, first_of, parts_of, prints, reads, span_of, word
from .players import Player

if TYPE_CHECKING:
    from .cards import CardRef


@dataclass(frozen=True)
class ActsFirst(Effect):
    """Who acts first: the players of ``cards``; or the player whose card has the ``extreme``
    (``lowest``/``highest``) ``stat``; or a die decides (``random``)."""

    RULE: ClassVar[str] = "acts_first"
    cards: CardRef | None = None
    extreme: str | None = None
    stat: str | None = None
    random: bool = False
    regardless: str | None = None  # "regardless of speed" (what it overrides, said outright)


@dataclass(frozen=True)
class OnlyChosen(Effect):
    """``Only cards of defense 8 and above can be chosen.``  ``fallback``: what happens for a
    player who has no such card ("If a player does not have a card, your opponent draws a
    card."), written as the sentence after it."""

    RULE: ClassVar[str] = "only_chosen"
    cards: CardRef
    fallback: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class MustUse(Effect):
    """``X must be used next turn``: the owner's choice is made for them."""

    RULE: ClassVar[str] = "must_use"
    cards: CardRef
    duration: Duration


@dataclass(frozen=True)
class LockNext(Effect):
    """``Each player shows and locks their unit card for next turn``."""

    RULE: ClassVar[str] = "lock_next"
    player: Player
    noun: str


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """``take an extra turn after this one``."""


@dataclass(frozen=True)
class Disable(Effect):
    """``Disable special ability of current & next enemy card``: the abilities (called
    ``ability`` by the game) of ``target`` (None: every card in the contest) do nothing.
    ``regardless``: at once, before anyone acts ("regardless of speed")."""

    OBJECT: ClassVar[str | None] = "target"
    VERB: ClassVar[str] = "disable"
    ability: str
    target: CardRef | None = None
    duration: Duration | None = None
    regardless: str | None = None  # "regardless of speed": at once, whatever the order


@dataclass(frozen=True)
class UseAbility(Effect):
    """``use that special ability``: resolve the ability of ``card`` as this card's own."""

    VERB: ClassVar[str] = "use_ability"
    ability: str
    card: CardRef
    first: bool = False  # before anyone acts ("first regardless of speed")
    regardless: str | None = None
    as_own: bool = False  # "as its own": it is this card's ability (not used again)


@dataclass(frozen=True)
class Replace(Effect):
    """``Replace X with Y``: Y takes X's place and X goes where Y was."""

    VERB: ClassVar[str] = "replace"
    old: CardRef
    new: CardRef


@dataclass(frozen=True)
class SwitchNext(Effect):
    """``Switch to the next arena card``: the next card of that kind replaces the current
    one (``current``: the one being replaced, None for this card), for ``duration``."""

    VERB: ClassVar[str] = "switch_next"
    noun: str
    current: CardRef | None = None
    duration: Duration | None = None


# ------------------------------------------------------------------------- reading

word(("lowest", "lowest"), ("highest", "highest"), ("as_its_own", ("own",)))


@reads("regardless")
def regardless(self, meta, stat):
    return ("regardless", stat)


@reads("first")
def first(self, meta, *regardless):
    return ("first", regardless[0][1] if regardless else None)


def _regardless(rest):
    return next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "regardless"), None)


@reads("e_goes_first", builds=ActsFirst)
def e_goes_first(self, meta, cards, *regardless):
    return ActsFirst(cards, regardless=_regardless(regardless), span=span_of(meta))


@reads("e_first_by", builds=ActsFirst)
def e_first_by(self, meta, card, extreme, stat):
    return ActsFirst(None, extreme, stat, span=span_of(meta))


@reads("e_first_random", builds=ActsFirst)
def e_first_random(self, meta, *regardless):
    return ActsFirst(random=True, regardless=_regardless(regardless), span=span_of(meta))


@reads("e_only_chosen", builds=OnlyChosen)
def e_only_chosen(self, meta, cards):
    return OnlyChosen(cards, span=span_of(meta))


@reads("e_must_use", builds=MustUse)
def e_must_use(self, meta, cards, duration):
    return MustUse(cards, duration, span=span_of(meta))


# (offered to a game's own phrases: "Opposing player has to use the same current card ...")
@reads("e_player_must_use", builds=MustUse)
def e_player_must_use(self, meta, player, cards, duration):
    if isinstance(cards, SL.Select) and cards.filter.owner is None:
        cards = dataclasses.replace(cards, filter=dataclasses.replace(cards.filter, owner=player))
    return MustUse(cards, duration, span=span_of(meta))


@reads("e_lock_next", builds=LockNext)
def e_lock_next(self, meta, player, card):
    return LockNext(player, card.noun, span=span_of(meta))


@reads("e_extra_turn", builds=ExtraTurn)
def e_extra_turn(self, meta):
    return ExtraTurn(span=span_of(meta))


@reads("e_disable", builds=Disable)
def e_disable(self, meta, ability, *rest):
    target = first_of(rest, C.CardRef)
    duration = first_of(rest, Duration)
    return Disable(ability, target, duration, _regardless(rest), span=span_of(meta))


def _enemy(meta) -> SL.Select:
    return SL.Select("bare", None, F.CardFilter("card", adjectives=("enemy",)), span=span_of(meta))


@reads("e_disable_enemy", builds=(Disable, SL.Select, F.CardFilter))
def e_disable_enemy(self, meta, ability, *rest):
    duration = first_of(rest, Duration)
    return Disable(ability, _enemy(meta), duration, _regardless(rest), span=span_of(meta))


@reads("e_use_that_ability", builds=(UseAbility, C.It))
def e_use_that_ability(self, meta, ability):
    return UseAbility(ability, C.It(span=span_of(meta)), span=span_of(meta))


@reads("e_use_ability", builds=UseAbility)
def e_use_ability(self, meta, ability, card, *rest):
    firsts = [r for r in rest if r[0] == "first"]
    return UseAbility(
        ability,
        card,
        bool(firsts),
        firsts[0][1] if firsts else None,
        as_own=("own",) in rest,
        span=span_of(meta),
    )


# (of a phrasebook: "Use Enemy's Power as X's Power": as this card's own)
@reads("e_use_enemy_ability", builds=(UseAbility, SL.Select, F.CardFilter))
def e_use_enemy_ability(self, meta, ability, _name, _own, *firsts):
    return UseAbility(
        ability,
        _enemy(meta),
        bool(firsts),
        firsts[0][1] if firsts else None,
        as_own=True,
        span=span_of(meta),
    )


@reads("e_replace", builds=Replace)
def e_replace(self, meta, old, new):
    return Replace(old, new, span=span_of(meta))


@reads("e_switch_next", builds=SwitchNext)
def e_switch_next(self, meta, card):
    return SwitchNext(card.noun, span=span_of(meta))


@reads("e_switch_next_this", builds=SwitchNext)
def e_switch_next_this(self, meta, current, card):
    return SwitchNext(card.noun, current, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(ActsFirst)
def print_acts_first(p, e: ActsFirst) -> str:
    also = f" regardless of {e.regardless}" if e.regardless else ""
    if e.random:
        return f"roll a die to decide who goes first{also}"
    if e.cards is not None:
        verb = "go" if e.cards.plural() else "goes"
        return f"{p.node(e.cards)} {verb} first{also}"
    cards = p.lang.noun_plurals.get("card", "cards")
    return f"{cards} with {e.extreme} {e.stat} go first"


@prints(OnlyChosen)
def print_only_chosen(p, e: OnlyChosen) -> str:
    s = f"only {p.node(e.cards)} can be chosen"
    if e.fallback:
        s += f". If a player does not have a card, {S.chain(p, e.fallback)}"
    return s


@prints(MustUse)
def print_must_use(p, e: MustUse) -> str:
    return f"{p.node(e.cards)} must be used {p.node(e.duration)}"


@prints(LockNext)
def print_lock_next(p, e: LockNext) -> str:
    show, lock = p.verb_for(e.player, "show"), p.verb_for(e.player, "lock")
    return f"{p.subject(e.player)} {show} and {lock} their {e.noun} for next turn"


@prints(ExtraTurn)
def print_extra_turn(p, e) -> str:
    return "take an extra turn after this one"


@prints(Disable)
def print_disable(p, e: Disable) -> str:
    s = f"disable {e.ability}"
    if e.target is not None:
        s += f" of {p.node(e.target)}"
    if e.duration is not None:
        s += f" {p.node(e.duration)}"
    if e.regardless is not None:
        s += f" regardless of {e.regardless}"
    return s


@prints(UseAbility)
def print_use_ability(p, e: UseAbility) -> str:
    if isinstance(e.card, C.It) and not e.first:
        return f"use that {e.ability}"
    s = f"use the {e.ability} of {p.node(e.card)}"
    if e.as_own:
        s += " as its own"
    if e.first:
        s += " first"
        if e.regardless is not None:
            s += f" regardless of {e.regardless}"
    return s


@prints(Replace)
def print_replace(p, e: Replace) -> str:
    return f"replace {p.node(e.old)} with {p.node(e.new)}"


@prints(SwitchNext)
def print_switch_next(p, e: SwitchNext) -> str:
    if e.current is not None:
        s = f"switch {p.node(e.current)} with the next {e.noun}"
    else:
        s = f"switch to the next {e.noun}"
    if e.duration is not None:
        s += f" and use it {p.node(e.duration)}"
    return s


# ------------------------------------------------------------------------- compiling


class RuleParts:
    """A rule-changing effect, compiled: for each card reference a matcher
    ``fn(game, card, ctx) -> bool`` and a finder ``fn(ctx) -> cards``; for each list of
    effects, one compiled ``fn(ctx)``; and the effect's own AST (for its words)."""

    def __init__(self, effect: Node, cc) -> None:
        self.effect: Any = effect
        self.match: dict = {}
        self.find: dict = {}
        self.run: dict = {}
        for field in parts_of(type(effect)):
            v = getattr(effect, field)
            if v is None:
                continue
            if isinstance(v, tuple) and v and isinstance(v[0], Node):
                self.run[field] = effects_fn(v, cc)
            elif isinstance(v, C.CardRef):  # (the card references; not a duration, a player)
                self.match[field] = targets(v)
                self.find[field] = C.cards_fn(v, "played")


class RuleChange:
    """One change to rule ``name``: the effect's parts, the context it was made in (its
    references read as they were), and the cards its references named then."""

    __slots__ = ("cards", "ctx", "effect", "match", "name", "run")

    def __init__(self, name: str, effect, ctx, cards=None, match=None, run=None):
        self.name, self.effect, self.ctx = name, effect, ctx
        self.cards, self.match, self.run = cards or {}, match or {}, run or {}

    @classmethod
    def made(cls, name: str, parts: RuleParts, ctx) -> RuleChange:
        """The change an effect makes, its card references read now."""
        return cls(
            name,
            parts.effect,
            ctx,
            {f: find(ctx) for f, find in parts.find.items()},
            parts.match,
            parts.run,
        )

    def matches(self, game, card, field: str = "cards") -> bool:
        return self.match[field](game, card, self.ctx)


@compiles(ActsFirst, OnlyChosen, MustUse, LockNext)
def compile_rule_change(effect, cc, optional=False):
    """The change of the rule the effect names (``RULE``), for its duration."""
    name = effect.RULE
    cc.need_rule(name, effect)
    parts = RuleParts(effect, cc)
    duration = getattr(effect, "duration", None)

    def change(ctx):
        g = ctx.game
        start, end, wait = duration_window(g, duration, ctx)
        g.add_rule_change(
            RuleChange.made(name, parts, ctx.snapshot()),
            start,
            end,
            ctx.source,
            ctx.controller,
            wait,
        )

    return change


@compiles(Disable, UseAbility, Replace, SwitchNext)
def compile_verb_effect(effect, cc, optional=False):
    """An effect the game's verb (``VERB``) carries out (a game without it cannot run it:
    E-UNSUPPORTED when compiling)."""
    name = effect.VERB
    cc.need_verb(name, effect)
    parts = RuleParts(effect, cc)

    def run(ctx):
        ctx.game.verb(name)(ctx.game, parts, ctx)

    return run


@compiles(ExtraTurn)
def compile_extra_turn(e, cc, optional=False):
    return lambda ctx: ctx.game.state.extra_turns.append(ctx.me())


from . import sentences as S
