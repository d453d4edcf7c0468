"""The card language's abstract syntax: frozen dataclasses with source spans.

Every node is something the engine can run or evaluate; there is no catch-all node.  Spans are
kept on every node but never compared, so two texts that mean the same thing have equal ASTs
(``parse(print(ast)) == ast``).

Names here are the language's own, never one game's: a game's words (its permanent noun, its
zones, stats, kinds of names) appear only as *values* taken from its ``game.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


@dataclass(frozen=True)
class Span:
    """Where a node came from: character offsets into the text, and 1-based line/column."""

    start: int
    end: int
    line: int = 1
    col: int = 1
    end_line: int = 1
    end_col: int = 1


NO_SPAN = Span(0, 0)


@dataclass(frozen=True)
class Node:
    span: Span = field(default=NO_SPAN, compare=False, repr=False, kw_only=True)


# ==================================================================== players and zones

@dataclass(frozen=True)
class Player(Node):
    """``you``, ``opponent``, ``each`` (every player), ``any`` (a player), ``they`` (the player
    the sentence is about), ``owner`` (the owner of the card in question)."""

    who: str


@dataclass(frozen=True)
class Zone(Node):
    """A zone of the game (``deck``, ``hand``, a permanent zone, ...) of a player.

    ``player`` is None when the text names no owner ("from deck"): the zone of the player the
    sentence is about.  ``that`` marks "that hand" (the zone just looked at); ``opposite`` marks
    "opposite decks" (each player's other player's zone)."""

    zone: str
    player: Player | None = None
    that: bool = False
    opposite: bool = False


# ==================================================================== names and filters

@dataclass(frozen=True)
class NameRef(Node):
    """A declared name: ``kinds`` are the vocabulary kinds it belongs to (``hero``, ``team``,
    ``card`` for card names, ...); ``value`` is its canonical spelling."""

    value: str
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class StatCmp(Node):
    """``level 4 or less``: ``op`` is one of ``<=``, ``>=``, ``==``."""

    stat: str
    op: str
    value: "Amount"


@dataclass(frozen=True)
class Names(Node):
    """Any of these names (a card matches when any field of the right kind has one)."""

    names: tuple[NameRef, ...]


@dataclass(frozen=True)
class Terms(Node):
    """A list of names and stat comparisons joined by "or"/"and"/commas; a card matches any."""

    terms: tuple[Union[NameRef, StatCmp], ...]


@dataclass(frozen=True)
class Adjective(Node):
    """``playable``, ``other``, ``new``, ``different``, ``random``, ``discarded`` (previously
    discarded), ``friendly``, ``enemy``, ``current``, ``next``, ``selected``, ``upcoming``."""

    word: str


@dataclass(frozen=True)
class SameAs(Node):
    """``of that level`` / ``of that Factor`` / ``that Factor``: equal to the remembered value of
    a stat or a kind."""

    what: str
    is_kind: bool


@dataclass(frozen=True)
class HasKeyword(Node):
    keyword: str


@dataclass(frozen=True)
class InZone(Node):
    """``in your hand`` / ``from enemy hand`` / ``you have in play`` (``had``)."""

    zone: Zone
    had: bool = False


@dataclass(frozen=True)
class RevealedFrom(Node):
    """``a random card you reveal from your opponent's hand``: the card is taken from ``zone``
    and shown by ``player``."""

    player: Player
    zone: Zone


@dataclass(frozen=True)
class TheirChoice(Node):
    """``of their choice``: the player picks."""


@dataclass(frozen=True)
class OnlyFor(Node):
    """``only for the player with LEX LUTHOR``: the cards are for that player alone (to see)."""

    cards: "CardRef"


@dataclass(frozen=True)
class MatchesFields(Node):
    """``that matches that card's Factor, level, or blocking icon``: shares a value with the
    remembered card in any of these fields (stats or kinds)."""

    card: "CardRef"
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Not(Node):
    pred: "Pred"


Pred = Union[Terms, Adjective, SameAs, HasKeyword, InZone, RevealedFrom, TheirChoice, OnlyFor,
             MatchesFields, Not]


#: The order adjectives are kept (and printed) in, whatever order the text used.
ADJECTIVE_ORDER = ("playable", "other", "new", "different", "random", "previously discarded",
                   "selected", "upcoming", "same", "current", "next", "friendly", "enemy")


@dataclass(frozen=True)
class CardFilter(Node):
    """What kind of card: an owner (possessive), adjectives, a prefix (``X-Men``,
    ``level 1``), the noun (``card``, the permanent noun, a game noun) and postfix predicates
    (``of level 5 or less``, ``in your hand``).  All must hold.  ``plural`` is how the noun was
    written; a bare plural ("Keepers") means all of them."""

    noun: str | None
    owner: Player | None = None
    adjectives: tuple[str, ...] = ()
    prefix: Terms | None = None
    post: tuple[Pred, ...] = ()
    plural: bool = False


# ==================================================================== amounts

@dataclass(frozen=True)
class Num(Node):
    value: int
    # written as a word ("two") rather than digits: how to print it, not what it means
    word: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class ThatMany(Node):
    """``that many``: the count the previous step remembered."""


@dataclass(frozen=True)
class ThatNumber(Node):
    """``that number``: the number the previous step chose or rolled."""


@dataclass(frozen=True)
class DamageDone(Node):
    """``the amount of damage you did``: the damage the card being resolved did."""

    player: Player


@dataclass(frozen=True)
class Double(Node):
    of: "Amount"


@dataclass(frozen=True)
class CounterValue(Node):
    """``your power`` / ``the power``: the value of a counter (as a player sees it)."""

    counter: str
    player: Player | None


@dataclass(frozen=True)
class StatOf(Node):
    """``the level of the top card of your opponent's discard pile``."""

    stat: str
    card: "CardRef"
    number_word: bool = False   # "the attack number of ..."


@dataclass(frozen=True)
class CountOf(Node):
    """``the number of cards in your hand``."""

    cards: "CardFilter"


@dataclass(frozen=True)
class DistinctRevealed(Node):
    """``the number of different characters you revealed``."""

    kind: str
    player: Player


@dataclass(frozen=True)
class DamageTaken(Node):
    """``the amount of damage you took last turn``."""

    player: Player
    when: str


@dataclass(frozen=True)
class Per(Node):
    """``+1 for each Keeper you have in play``: ``base`` times how many ``unit`` there are."""

    base: "Amount"
    unit: "PerUnit"


@dataclass(frozen=True)
class PerCard(Node):
    cards: "CardRef"


@dataclass(frozen=True)
class PerCounterRise(Node):
    counter: str
    player: Player | None
    when: str


@dataclass(frozen=True)
class PerDistinct(Node):
    kind: str
    player: Player


@dataclass(frozen=True)
class PerCoinSide(Node):
    side: str


PerUnit = Union[PerCard, PerCounterRise, PerDistinct, PerCoinSide]
Amount = Union[Num, ThatMany, ThatNumber, DamageDone, Double, CounterValue, StatOf, CountOf,
               DistinctRevealed, DamageTaken, Per]


# ==================================================================== card references

@dataclass(frozen=True)
class This(Node):
    """``this card`` / ``this attack`` / ``this Keeper``: the card whose text this is."""

    noun: str
    from_zone: Zone | None = None


@dataclass(frozen=True)
class It(Node):
    """``it``: the card (or result) the text spoke of last."""


@dataclass(frozen=True)
class That(Node):
    """``that card`` / ``that Keeper``: the card the text spoke of last."""

    noun: str


@dataclass(frozen=True)
class Those(Node):
    """``those cards`` / ``them`` / ``both cards``: the cards the text spoke of last."""

    noun: str | None
    word: str = "those"   # those | them | both | both-of-them | each-of-them


@dataclass(frozen=True)
class Named(Node):
    """Cards called by name (``Eternal Invention``, ``BATMAN``)."""

    names: Terms


@dataclass(frozen=True)
class ZoneEnd(Node):
    """``the top two cards of your deck``."""

    end: str            # top | bottom
    count: "Amount"
    zone: Zone
    noun: str = "card"


@dataclass(frozen=True)
class Select(Node):
    """A selection of cards: how many (``count``) of what (``filter``).

    ``quantity`` is ``count`` (exactly ``count``, or as many as there are), ``all``,
    ``any_number``, ``up_to``, ``another`` (one more, other than those spoken of), or
    ``one_of``."""

    quantity: str          # count | all | each | any_number | up_to | at_least | another | bare
    count: "Amount | None"
    filter: CardFilter


@dataclass(frozen=True)
class Both(Node):
    """Two references joined: ``this card and current enemy card``."""

    first: "CardRef"
    second: "CardRef"


CardRef = Union[This, It, That, Those, Named, ZoneEnd, Select, Both]


# ==================================================================== durations

@dataclass(frozen=True)
class Duration(Node):
    """How long a change lasts: ``this_turn``, ``next_turn``, ``this_and_next``,
    ``until_end_of`` (``player``'s turn), ``until_end_of_next`` (``player``'s next turn)."""

    kind: str
    player: Player | None = None


# ==================================================================== effects

@dataclass(frozen=True)
class Draw(Node):
    player: Player | None
    cards: CardRef
    to: Zone | None = None
    manner: str | None = None      # random | chosen | None


@dataclass(frozen=True)
class Discard(Node):
    player: Player | None
    cards: CardRef
    at_random: bool = False
    manner: str | None = None


@dataclass(frozen=True)
class Heal(Node):
    amount: Amount


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

    target: "CardRef | Zone"
    verb: str = "look"     # look | see


@dataclass(frozen=True)
class Play(Node):
    player: Player | None
    cards: CardRef
    bonus: "StatBonus | None" = None
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
    target: "CardRef | Zone"


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
    target: "CardRef | Player"


@dataclass(frozen=True)
class Nothing(Node):
    """``do nothing`` / ``do not defeat``."""


@dataclass(frozen=True)
class May(Node):
    """``you may X``: the player chooses whether to do X."""

    player: Player
    effect: "Effect"


@dataclass(frozen=True)
class If(Node):
    condition: "Condition"
    then: tuple["Effect", ...]
    otherwise: tuple["Effect", ...] | None = None


@dataclass(frozen=True)
class ForEach(Node):
    """``For each heads, ...``: repeat per unit."""

    unit: PerUnit
    effects: tuple["Effect", ...]


# ---------------------------------------------------------- modifications (also statics)

@dataclass(frozen=True)
class StatChange(Node):
    """Change a stat of cards: ``op`` is ``add``, ``sub``, ``mul``, ``div`` or ``set``;
    ``stat`` is a stat word or ``*`` (every stat).  ``target`` None means the cards the game's
    contest is between (both current fighters, say)."""

    target: CardRef | None
    stat: str
    op: str
    amount: Amount
    duration: Duration | None = None
    persist: bool = False       # "even if defeated": lasts after its source is defeated
    excluding: CardFilter | None = None   # "except for TITAN cards"


@dataclass(frozen=True)
class SwapStats(Node):
    target: "CardRef | Player"
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
    regardless: str | None = None   # "regardless of SPEED" (what it overrides, said outright)


@dataclass(frozen=True)
class Disable(Node):
    """``Disable SPECIAL ABILITY of current & next enemy card``: the abilities (called
    ``ability`` by the game) of ``target`` (None: every card in the contest) do nothing.
    ``regardless``: at once, before anyone acts ("regardless of SPEED")."""

    ability: str
    target: CardRef | None = None
    duration: Duration | None = None
    regardless: str | None = None   # "regardless of SPEED": at once, whatever the order


@dataclass(frozen=True)
class UseAbility(Node):
    """``use that SPECIAL ABILITY``: resolve the ability of ``card`` as this card's own."""

    ability: str
    card: CardRef
    first: bool = False             # before anyone acts ("first regardless of SPEED")
    regardless: str | None = None
    as_own: bool = False            # "as its own": it is this card's ability (not used again)


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
    """``Switch to the next Location Card``: the next card of that kind replaces the current
    one (``current``: the one being replaced, None for this card), for ``duration``."""

    noun: str
    current: CardRef | None = None
    duration: Duration | None = None


@dataclass(frozen=True)
class OnlyChosen(Node):
    """``Only fighters of DEFENSE 8 and above can be chosen.``  ``fallback``: what happens for a
    player who has no such card ("If a player does not have a card, your opponent draws a
    card."), written as the sentence after it."""

    cards: CardRef
    fallback: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class LockNext(Node):
    """``Each player shows and locks their Fighter Card for next turn``."""

    player: Player
    noun: str


Effect = Union[Draw, Discard, Heal, Hit, Destroy, Reveal, Look, Play, Move, ShuffleInto, Shuffle,
               SwapZones, ChooseNumber, ChooseKind, Choose, Flip, Roll, CountDamage,
               AdjustCounter, SetCounter, ExtraTurn, GainControl, ForceFlip, Defeat, Nothing,
               May, If, ForEach, StatChange, SwapStats, CounterModifier, Unblockable, ActsFirst,
               Disable, UseAbility, Replace, SwapCards, SumStat, MustUse, SwitchNext,
               OnlyChosen, LockNext]

MODIFICATIONS = (StatChange, SwapStats, CounterModifier, Unblockable)


# ==================================================================== conditions

@dataclass(frozen=True)
class CardIs(Node):
    """``it's level 1`` / ``the top card of your discard pile is a playable Animal card``."""

    subject: CardRef
    filter: CardFilter


@dataclass(frozen=True)
class ResultIs(Node):
    """A remembered random result: ``it's heads`` (``heads``/``tails``), ``result is EVEN``
    (``even``/``odd``), ``If 4, 5 or 6`` (``in``), ``result is not 1`` (``not``)."""

    test: str
    values: tuple[int, ...] = ()
    side: str | None = None


@dataclass(frozen=True)
class Has(Node):
    """``you have at least three Keepers in play`` (``op``/``count``) or ``you have a ... in
    play`` (op None: at least the selection's own count)."""

    player: Player
    cards: CardRef
    op: str | None = None
    count: Amount | None = None
    negated: bool = False


@dataclass(frozen=True)
class TookDamage(Node):
    player: Player
    op: str
    count: Amount
    when: str


@dataclass(frozen=True)
class CardDamaged(Node):
    """``another card damaged your opponent this turn``."""

    cards: CardRef
    player: Player
    when: str | None      # None: the turn in question ("at the end of any turn where ...")


@dataclass(frozen=True)
class DidNotAttack(Node):
    player: Player
    target: Player
    when: str


@dataclass(frozen=True)
class CounterIs(Node):
    counter: str
    player: Player | None
    op: str
    value: Amount


@dataclass(frozen=True)
class RevealFrom(Node):
    """``if you reveal a Falcon card from your hand``: the player may reveal; true if they do."""

    player: Player
    cards: CardRef


@dataclass(frozen=True)
class DamageIs(Node):
    """``if this attack does exactly that much damage``."""

    card: CardRef
    op: str
    amount: Amount


@dataclass(frozen=True)
class RevealedDistinct(Node):
    player: Player
    op: str
    count: Amount
    kind: str


@dataclass(frozen=True)
class IsDefeated(Node):
    cards: CardRef


@dataclass(frozen=True)
class DidDiscard(Node):
    """``(if discarded)``: the player discarded a card earlier in this ability."""


Condition = Union[CardIs, ResultIs, Has, TookDamage, CardDamaged, DidNotAttack, CounterIs,
                  RevealFrom, DamageIs, RevealedDistinct, IsDefeated, DidDiscard]


# ==================================================================== triggers

@dataclass(frozen=True)
class AtTurn(Node):
    """``At the start of your turn`` / ``At the end of any turn where ...``."""

    edge: str                   # start | end
    player: Player | None       # None: any turn
    next: bool = False          # "your opponent's next turn"
    where: Condition | None = None


@dataclass(frozen=True)
class OnDealDamage(Node):
    """``whenever you do at least 2 damage with an X-Men attack``."""

    player: Player
    op: str                     # >= | == | any
    count: Amount | None
    with_: CardRef


@dataclass(frozen=True)
class OnTakeDamage(Node):
    player: Player
    op: str
    count: Amount | None
    from_: CardRef | None


@dataclass(frozen=True)
class OnDestroyed(Node):
    cards: CardRef


@dataclass(frozen=True)
class OnCardDeals(Node):
    """``whenever one of your Keepers does any amount of damage [to you]`` /
    ``whenever a Keeper damages you``."""

    cards: CardRef
    op: str
    count: Amount | None
    to: Player | None
    verb: str = "does"          # does | damages


@dataclass(frozen=True)
class OnDraw(Node):
    player: Player


@dataclass(frozen=True)
class OnHeal(Node):
    player: Player


@dataclass(frozen=True)
class OnBlock(Node):
    """``when your opponent blocks from their hand`` / ``when you block with this card``."""

    player: Player
    from_zone: Zone | None
    with_: CardRef | None = None


@dataclass(frozen=True)
class OnCoin(Node):
    side: str


@dataclass(frozen=True)
class OnGameEvent(Node):
    """A game-declared event: ``when this Keeper misfires``."""

    cards: CardRef
    event: str


@dataclass(frozen=True)
class OnAttack(Node):
    player: Player
    target: Player


@dataclass(frozen=True)
class OnDefeated(Node):
    cards: CardRef


Trigger = Union[AtTurn, OnDealDamage, OnTakeDamage, OnDestroyed, OnCardDeals, OnDraw, OnHeal,
                OnBlock, OnCoin, OnGameEvent, OnAttack, OnDefeated]


# ==================================================================== abilities

@dataclass(frozen=True)
class Steps(Node):
    """Imperative sentences, done in order when the ability resolves."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Static(Node):
    """A change that holds while the card is where its abilities work."""

    effect: Effect
    condition: Condition | None = None


@dataclass(frozen=True)
class Triggered(Node):
    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    after_draw: bool = False     # "(Do this after you draw.)"
    instead: bool = False        # the effects replace what the event would do


@dataclass(frozen=True)
class Becomes(Node):
    """The permanent marker (``Keeper``): the card stays in play."""

    noun: str


@dataclass(frozen=True)
class Keyword(Node):
    """``Assault 3 (At the start of your turn, this Keeper hits for 3.)``."""

    name: str
    value: int | None
    ability: "Ability"


@dataclass(frozen=True)
class Threshold(Node):
    """``2 -> ...``: the abilities after it happen only if the card's result reaches ``n``."""

    n: int
    abilities: tuple["Ability", ...]


@dataclass(frozen=True)
class Replacing(Node):
    """The text replaces its card's ability (a game marker such as "(Replace Ability)")."""

    abilities: tuple["Ability", ...]


Ability = Union[Steps, Static, Triggered, Becomes, Keyword, Threshold, Replacing]


@dataclass(frozen=True)
class CardText(Node):
    abilities: tuple[Ability, ...]


def walk(node):
    """Every node under ``node`` (itself included), depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Node):
            yield n
            for f in n.__dataclass_fields__:
                if f == "span":
                    continue
                stack.append(getattr(n, f))
        elif isinstance(n, tuple):
            stack.extend(reversed(n))
