"""The card language's abstract syntax, part 2: effects (see :mod:`dsl.ast`)."""

from __future__ import annotations

from dataclasses import dataclass

from .ast_refs import *

# ==================================================================== effects


@dataclass(frozen=True)
class Draw(Node):
    player: Player | None
    cards: CardRef
    to: Zone | None = None
    manner: str | None = None  # random | chosen | None


@dataclass(frozen=True)
class Discard(Node):
    player: Player | None
    cards: CardRef
    at_random: bool = False
    manner: str | None = None


@dataclass(frozen=True)
class Heal(Node):
    amount: Amount
    player: Player | None = None  # who heals ("Each player heals 2"); None: you


@dataclass(frozen=True)
class Hit(Node):
    """``X hits [player] for N``: the game's damage procedure with X as the source."""

    source: CardRef
    target: Player | None
    amount: Amount


@dataclass(frozen=True)
class Destroy(Node):
    cards: CardRef
    manner: str | None = None


@dataclass(frozen=True)
class Reveal(Node):
    player: Player | None
    cards: CardRef


@dataclass(frozen=True)
class Look(Node):
    """``Look at X`` / ``See X``: the player sees the cards (or a whole zone)."""

    target: CardRef | Zone
    verb: str = "look"  # look | see


@dataclass(frozen=True)
class Play(Node):
    player: Player | None
    cards: CardRef
    bonus: StatBonus | None = None
    again: bool = False


@dataclass(frozen=True)
class StatBonus(Node):
    """``at attack +1``."""

    stat: str
    delta: int


@dataclass(frozen=True)
class Move(Node):
    """Put cards somewhere: ``position`` is ``top``, ``bottom``, ``top_or_bottom``, ``back``
    (where they came from) or None (the zone's usual place); ``order`` is ``any``, ``random`` or
    None; ``verb`` records put/return/place/move only for printing the canonical verb."""

    cards: CardRef
    to: Zone | None
    position: str | None = None
    order: str | None = None
    manner: str | None = None


@dataclass(frozen=True)
class ShuffleInto(Node):
    cards: CardRef
    zone: Zone


@dataclass(frozen=True)
class Shuffle(Node):
    target: CardRef | Zone


@dataclass(frozen=True)
class SwapZones(Node):
    first: Zone
    second: str


@dataclass(frozen=True)
class ChooseNumber(Node):
    pass


@dataclass(frozen=True)
class ChooseKind(Node):
    kind: str


@dataclass(frozen=True)
class Choose(Node):
    cards: CardRef
    manner: str | None = None


@dataclass(frozen=True)
class Flip(Node):
    count: Amount


@dataclass(frozen=True)
class Roll(Node):
    count: Amount


@dataclass(frozen=True)
class CountDamage(Node):
    """``Count the amount of damage you did with this attack``: remembers it as "that many"."""

    player: Player
    card: CardRef | None


@dataclass(frozen=True)
class AdjustCounter(Node):
    """``The power goes up/down by N`` (permanent change to the counter)."""

    counter: str
    delta: int


@dataclass(frozen=True)
class SetCounter(Node):
    counter: str
    value: Amount


@dataclass(frozen=True)
class ExtraTurn(Node):
    pass


@dataclass(frozen=True)
class GainControl(Node):
    player: Player
    cards: CardRef


@dataclass(frozen=True)
class ForceFlip(Node):
    """``The coin flip for power next turn is automatically heads``."""

    counter: str
    duration: Duration
    side: str


@dataclass(frozen=True)
class Defeat(Node):
    target: CardRef | Player


@dataclass(frozen=True)
class Nothing(Node):
    """``do nothing`` / ``do not defeat``."""


@dataclass(frozen=True)
class May(Node):
    """``you may X``: the player chooses whether to do X."""

    player: Player
    effect: Effect


@dataclass(frozen=True)
class If(Node):
    condition: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] | None = None


@dataclass(frozen=True)
class ForEach(Node):
    """``For each heads, ...``: repeat per unit."""

    unit: PerUnit
    effects: tuple[Effect, ...]


# ---------------------------------------------------------- modifications (also statics)


@dataclass(frozen=True)
class StatChange(Node):
    """Change a stat of cards: ``op`` is ``add``, ``sub``, ``mul``, ``div`` or ``set``;
    ``stat`` is a stat word or ``*`` (every stat).  ``target`` None means the cards the game's
    contest is between (the two cards in a duel, say)."""

    target: CardRef | None
    stat: str
    op: str
    amount: Amount
    duration: Duration | None = None
    persist: bool = False  # "even if defeated": lasts after its source is defeated
    excluding: CardFilter | None = None  # "except for Giant cards"


@dataclass(frozen=True)
class NamesChange(Node):
    """``This card is that suit`` (``value`` None: the name the ability chose of ``kind``) /
    ``This card is also a Tech card`` (``also``: the name is added to its own)."""

    target: CardRef
    kind: str
    value: NameRef | None = None
    also: bool = False
    duration: Duration | None = None


@dataclass(frozen=True)
class SwapStats(Node):
    target: CardRef | Player
    first: str
    second: str


@dataclass(frozen=True)
class CounterModifier(Node):
    """``Your power is +2 for Storm and Thor cards`` / ``Your opponent's power is -3 this
    turn``: the counter as ``player`` sees it, for cards matching ``applies_to``."""

    counter: str
    player: Player | None
    delta: int
    applies_to: CardFilter | None = None
    duration: Duration | None = None


@dataclass(frozen=True)
class Unblockable(Node):
    """``This attack is unblockable`` / ``can't be blocked from the deck`` / ``can't be blocked
    by cards of that Factor``."""

    target: CardRef
    from_zone: Zone | None = None
    by: CardRef | None = None


# ---------------------------------------------------------- rules of the turn


@dataclass(frozen=True)
class ActsFirst(Node):
    """Who acts first: the players of ``cards``; or the player whose card has the ``extreme``
    (``lowest``/``highest``) ``stat``; or a die decides (``random``)."""

    cards: CardRef | None = None
    extreme: str | None = None
    stat: str | None = None
    random: bool = False
    regardless: str | None = None  # "regardless of SPEED" (what it overrides, said outright)


@dataclass(frozen=True)
class Disable(Node):
    """``Disable Special Power of current & next enemy card``: the abilities (called
    ``ability`` by the game) of ``target`` (None: every card in the contest) do nothing.
    ``regardless``: at once, before anyone acts ("regardless of SPEED")."""

    ability: str
    target: CardRef | None = None
    duration: Duration | None = None
    regardless: str | None = None  # "regardless of SPEED": at once, whatever the order


@dataclass(frozen=True)
class UseAbility(Node):
    """``use that Special Power``: resolve the ability of ``card`` as this card's own."""

    ability: str
    card: CardRef
    first: bool = False  # before anyone acts ("first regardless of SPEED")
    regardless: str | None = None
    as_own: bool = False  # "as its own": it is this card's ability (not used again)


@dataclass(frozen=True)
class Replace(Node):
    """``Replace X with Y``: Y takes X's place and X goes where Y was."""

    old: CardRef
    new: CardRef


@dataclass(frozen=True)
class SwapCards(Node):
    """``swap it with a random card from opposing player``: the two cards change places."""

    first: CardRef
    second: CardRef


@dataclass(frozen=True)
class SumStat(Node):
    """``Take the sum of both cards' DEFENSE``: remembered as the result."""

    stat: str
    cards: CardRef


@dataclass(frozen=True)
class MustUse(Node):
    """``X must be used next turn``: the owner's choice is made for them."""

    cards: CardRef
    duration: Duration


@dataclass(frozen=True)
class SwitchNext(Node):
    """``Switch to the next Arena Card``: the next card of that kind replaces the current
    one (``current``: the one being replaced, None for this card), for ``duration``."""

    noun: str
    current: CardRef | None = None
    duration: Duration | None = None


@dataclass(frozen=True)
class OnlyChosen(Node):
    """``Only cards of DEFENSE 8 and above can be chosen.``  ``fallback``: what happens for a
    player who has no such card ("If a player does not have a card, your opponent draws a
    card."), written as the sentence after it."""

    cards: CardRef
    fallback: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class LockNext(Node):
    """``Each player shows and locks their Unit Card for next turn``."""

    player: Player
    noun: str


Effect = (
    Draw
    | Discard
    | Heal
    | Hit
    | Destroy
    | Reveal
    | Look
    | Play
    | Move
    | ShuffleInto
    | Shuffle
    | SwapZones
    | ChooseNumber
    | ChooseKind
    | Choose
    | Flip
    | Roll
    | CountDamage
    | AdjustCounter
    | SetCounter
    | ExtraTurn
    | GainControl
    | ForceFlip
    | Defeat
    | Nothing
    | May
    | If
    | ForEach
    | StatChange
    | SwapStats
    | CounterModifier
    | Unblockable
    | ActsFirst
    | Disable
    | UseAbility
    | Replace
    | SwapCards
    | SumStat
    | MustUse
    | SwitchNext
    | OnlyChosen
    | LockNext
)

MODIFICATIONS = (StatChange, SwapStats, CounterModifier, Unblockable, NamesChange)
