"""The card language's abstract syntax: frozen dataclasses with source spans.

Every node is something the engine can run or evaluate; there is no catch-all node.  Spans are
kept on every node but never compared, so two texts that mean the same thing have equal ASTs
(``parse(print(ast)) == ast``).

Names here are the language's own, never one game's: a game's words (its permanent noun, its
zones, stats, kinds of names) appear only as *values* taken from its ``game.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass

# every node, whichever part of the language it belongs to, is ``ast.<Name>``
from .ast_effects import *
from .ast_refs import *
from .ast_refs import NO_SPAN, Node, Span  # noqa: F401  (named for readers and linters)

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
    """``you have at least three Allies in play`` (``op``/``count``) or ``you have a ... in
    play`` (op None: at least the selection's own count)."""

    player: Player
    cards: CardRef
    op: str | None = None
    count: Amount | None = None
    negated: bool = False


@dataclass(frozen=True)
class HasMore(Node):
    """``If you have more Allies in play than your opponent`` (``fewer``: fewer)."""

    player: Player
    cards: CardRef
    other: Player
    fewer: bool = False


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
    when: str | None  # None: the turn in question ("at the end of any turn where ...")


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
class AnyOf(Node):
    """``if it's an Eight or it shares a suit with ...``: any of the conditions."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True)
class AllOf(Node):
    """``if you have a Keeper in play and your power is 5 or more``: all of them."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True)
class Shares(Node):
    """``it shares a suit or rank with the top card of the discard pile``: the cards have a
    value in common in any of these fields (kinds or stats)."""

    subject: CardRef
    other: CardRef
    fields: tuple[str, ...]


@dataclass(frozen=True)
class ZoneEmpty(Node):
    """``the stock is empty`` / ``there are no cards in your hand``."""

    zone: Zone


@dataclass(frozen=True)
class IsDefeated(Node):
    cards: CardRef


@dataclass(frozen=True)
class DidIt(Node):
    """``If you do, ...``: the effect just before (often a "you may") happened."""

    player: Player


@dataclass(frozen=True)
class DidDiscard(Node):
    """``(if discarded)``: the player discarded a card earlier in this ability."""


Condition = (
    CardIs
    | ResultIs
    | Has
    | HasMore
    | TookDamage
    | CardDamaged
    | DidNotAttack
    | CounterIs
    | RevealFrom
    | DamageIs
    | RevealedDistinct
    | IsDefeated
    | DidDiscard
    | DidIt
)


# ==================================================================== triggers


@dataclass(frozen=True)
class AtTurn(Node):
    """``At the start of your turn`` / ``At the end of any turn where ...`` / ``At the end of
    your draw step`` (a step the game's turn names)."""

    edge: str  # start | end
    player: Player | None  # None: any turn
    next: bool = False  # "your opponent's next turn"
    where: Condition | None = None
    step: str | None = None  # "At the end of your draw step": a named step of the turn


@dataclass(frozen=True)
class OnDealDamage(Node):
    """``whenever you do at least 2 damage with an X-Men attack``."""

    player: Player
    op: str  # >= | == | any
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
    """``whenever one of your Allies does any amount of damage [to you]`` /
    ``whenever an Ally damages you``."""

    cards: CardRef
    op: str
    count: Amount | None
    to: Player | None
    verb: str = "does"  # does | damages


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
    """An event the game declares, in its own wording: ``when this Ally stumbles``,
    ``whenever you fight a Villain``, ``whenever a Villain escapes``."""

    cards: CardRef | None
    event: str
    player: Player | None = None
    source: CardRef | None = None


@dataclass(frozen=True)
class EventHappened(Node):
    """``if a Villain escaped this turn`` / ``if you fought a Villain last turn``: an event the
    game declares, in the turn history."""

    event: str
    cards: CardRef | None = None
    player: Player | None = None
    source: CardRef | None = None
    when: str = "this_turn"


@dataclass(frozen=True)
class OnAttack(Node):
    player: Player
    target: Player


@dataclass(frozen=True)
class OnPlay(Node):
    """``Whenever you play an X-Men card``."""

    player: Player
    cards: CardRef


@dataclass(frozen=True)
class OnDefeated(Node):
    cards: CardRef


Trigger = (
    AtTurn
    | OnDealDamage
    | OnTakeDamage
    | OnDestroyed
    | OnCardDeals
    | OnDraw
    | OnHeal
    | OnBlock
    | OnCoin
    | OnGameEvent
    | OnAttack
    | OnPlay
    | OnDefeated
)


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
    after_draw: bool = False  # "(Do this after you draw.)"
    instead: bool = False  # the effects replace what the event would do


@dataclass(frozen=True)
class Becomes(Node):
    """The permanent marker (``Ally``, say): the card stays in play."""

    noun: str


@dataclass(frozen=True)
class Keyword(Node):
    """``Assault 3 (At the start of your turn, this Ally hits for 3.)``."""

    name: str
    value: int | None
    ability: Ability


@dataclass(frozen=True)
class Threshold(Node):
    """``2 -> ...``: the abilities after it happen only if the card's result reaches ``n``."""

    n: int
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class Replacing(Node):
    """The text replaces its card's ability (a game marker such as "(Replace Ability)")."""

    abilities: tuple[Ability, ...]


Ability = Steps | Static | Triggered | Becomes | Keyword | Threshold | Replacing


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
