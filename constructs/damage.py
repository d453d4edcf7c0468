"""Damage and attacks: what a card did and what a player took — "the amount of damage you
did", "if you took at least 2 damage last turn", "if another card damaged your opponent this
turn", "if this attack does exactly that much damage", "if you didn't attack your opponent last
turn" — and the triggers "whenever you do at least 2 damage with an X-Men attack", "whenever
you take damage", "whenever an Ally damages you", "whenever you attack your opponent".

What a card did is read from the damage the card being resolved did; what happened in a turn
from the turn history (these nodes ask it for its damage and play events).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..interpreter import history
from . import cards as C
from . import selections as SL
from .amounts import Amount, Double, Num, ThatNumber
from .conditions import Condition, compare
from .durations import print_when
from .effects import Effect
from .kit import MeaningError, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn
from .triggers import Trigger, Watch, card_is, me_is, they_role

if TYPE_CHECKING:
    from .cards import CardRef


@dataclass(frozen=True)
class DamageDone(Amount):
    """``the amount of damage you did``: the damage the card being resolved did."""

    ASKS = history.DAMAGE
    player: Player


@dataclass(frozen=True)
class DamageTaken(Amount):
    """``the amount of damage you took last turn``."""

    ASKS = history.DAMAGE
    player: Player
    when: str


@dataclass(frozen=True)
class TookDamage(Condition):
    """``if you took at least 2 damage last turn``."""

    ASKS = history.DAMAGE
    player: Player
    op: str
    count: Amount
    when: str


@dataclass(frozen=True)
class CardDamaged(Condition):
    """``another card damaged your opponent this turn``."""

    ASKS = history.DAMAGE
    cards: CardRef
    player: Player
    when: str | None  # None: the turn in question ("at the end of any turn where ...")


@dataclass(frozen=True)
class DamageIs(Condition):
    """``if this attack does exactly that much damage`` / ``... does at least 3 damage``."""

    ASKS = history.DAMAGE
    card: CardRef
    op: str
    amount: Amount


@dataclass(frozen=True)
class DidNotAttack(Condition):
    """``if you didn't attack your opponent last turn``."""

    ASKS = history.PLAY
    player: Player
    target: Player
    when: str


@dataclass(frozen=True)
class CountDamage(Effect):
    """``Count the amount of damage you did with this attack``: remembered as "that many"."""

    ASKS = history.DAMAGE
    SETS: ClassVar[tuple[str, ...]] = ("count",)
    player: Player
    card: CardRef | None


@dataclass(frozen=True)
class OnDealDamage(Trigger):
    """``whenever you do at least 2 damage with an X-Men attack``."""

    player: Player
    op: str  # >= | == | any
    count: Amount | None
    with_: CardRef
    to: Player | None = None  # "... damage to you with ..."


@dataclass(frozen=True)
class OnTakeDamage(Trigger):
    """``whenever you take damage [from an X attack]``."""

    INSTEAD_SAID: ClassVar[bool] = False  # ("if you would take damage, prevent 1 of it")

    player: Player
    op: str
    count: Amount | None
    from_: CardRef | None


@dataclass(frozen=True)
class OnCardDeals(Trigger):
    """``whenever one of your Allies does any amount of damage [to you]`` /
    ``whenever an Ally damages you``."""

    INSTEAD_SAID: ClassVar[bool] = False

    cards: CardRef
    op: str
    count: Amount | None
    to: Player | None
    verb: str = "does"  # does | damages


@dataclass(frozen=True)
class OnAttack(Trigger):
    """``whenever you attack your opponent``."""

    player: Player
    target: Player


# ------------------------------------------------------------------------- reading


# an amount of damage: (op, count)
@reads("at_least")
def at_least(self, meta, n):
    return (">=", n)


@reads("any_amount")
def any_amount(self, meta):
    return ("any", None)


@reads("exactly")
def exactly(self, meta, n):
    return ("==", n)


@reads("cond_took_damage", builds=TookDamage)
def cond_took_damage(self, meta, player, amount, when):
    op, count = amount
    return TookDamage(player, op, count, when, span=span_of(meta))


@reads("cond_card_damaged", builds=CardDamaged)
def cond_card_damaged(self, meta, cards, player, *when):
    return CardDamaged(cards, player, when[0] if when else None, span=span_of(meta))


@reads("cond_did_not_attack", builds=DidNotAttack)
def cond_did_not_attack(self, meta, player, target, when):
    return DidNotAttack(player, target, when, span=span_of(meta))


@reads("cond_card_does", builds=DamageIs)
def cond_card_does(self, meta, card, amount):
    op, count = amount
    return DamageIs(card, op, count, span=span_of(meta))


@reads("cond_card_does_that_much", builds=(DamageIs, ThatNumber))
def cond_card_does_that_much(self, meta, card):
    return DamageIs(card, "==", ThatNumber(span=span_of(meta)), span=span_of(meta))


@reads("e_count_damage", builds=CountDamage)
def e_count_damage(self, meta, player, *card):
    return CountDamage(player, card[0] if card else None, span=span_of(meta))


@reads("ev_deal_damage", builds=OnDealDamage)
def ev_deal_damage(self, meta, player, amount, cards):
    op, count = amount
    return OnDealDamage(player, op, count, cards, span=span_of(meta))


@reads("ev_deal_damage_to", builds=OnDealDamage)
def ev_deal_damage_to(self, meta, player, amount, to, cards):
    op, count = amount
    return OnDealDamage(player, op, count, cards, to, span=span_of(meta))


@reads("ev_take_damage", builds=OnTakeDamage)
def ev_take_damage(self, meta, player, amount, *cards):
    op, count = amount
    return OnTakeDamage(player, op, count, cards[0] if cards else None, span=span_of(meta))


@reads("ev_card_deals", builds=OnCardDeals)
def ev_card_deals(self, meta, cards, amount, *to):
    op, count = amount
    return OnCardDeals(cards, op, count, to[0] if to else None, span=span_of(meta))


@reads("ev_card_damages", builds=OnCardDeals)
def ev_card_damages(self, meta, cards, player):
    return OnCardDeals(cards, "any", None, player, "damages", span=span_of(meta))


@reads("ev_attack", builds=OnAttack)
def ev_attack(self, meta, player, target):
    return OnAttack(player, target, span=span_of(meta))


@reads("amt_damage_done", builds=DamageDone)
def amt_damage_done(self, meta, player, *card):
    # ("the damage you did with this attack": the card being resolved's, as without it)
    if card and not isinstance(card[0], (C.This, C.It)):
        raise MeaningError(
            "E-MEANING",
            "the damage an ability knows is its own card's",
            span_of(meta),
            "write 'the damage this attack did'",
        )
    return DamageDone(player, span=span_of(meta))


@reads("val_damage_by", builds=DamageDone)
def val_damage_by(self, meta, card):
    """ "the damage this attack did" / "the damage it did": the card being resolved's."""
    if not isinstance(card, (C.This, C.It)):
        raise MeaningError(
            "E-MEANING",
            "the damage an ability knows is its own card's",
            span_of(meta),
            "write 'the damage this attack did'",
        )
    return DamageDone(Player("you"), span=span_of(meta))


@reads("val_damage_taken", builds=DamageTaken)
def val_damage_taken(self, meta, player, when):
    return DamageTaken(player, when, span=span_of(meta))


@reads("val_double_damage_taken", builds=(Double, DamageTaken))
def val_double_damage_taken(self, meta, player, when):
    return Double(DamageTaken(player, when, span=span_of(meta)), span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(DamageDone)
def print_damage_done(p, n: DamageDone) -> str:
    return f"the amount of damage {p.subject(n.player)} did"


@prints(DamageTaken)
def print_damage_taken(p, n: DamageTaken) -> str:
    return f"the amount of damage {p.subject(n.player)} took {print_when(n.when)}"


def damage_amount(p, op: str, n) -> str:
    if op == "any":
        return "any amount of"
    if op == ">=":
        return f"at least {p.node(n)}"
    return f"exactly {p.node(n)}"


@prints(TookDamage)
def print_took_damage(p, c: TookDamage) -> str:
    return (
        f"{p.subject(c.player)} took {damage_amount(p, c.op, c.count)} damage {print_when(c.when)}"
    )


@prints(CardDamaged)
def print_card_damaged(p, c: CardDamaged) -> str:
    when = f" {print_when(c.when)}" if c.when is not None else ""
    return f"{p.node(c.cards)} damaged {p.player_object(c.player)}{when}"


@prints(DamageIs)
def print_damage_is(p, c: DamageIs) -> str:
    verb = "do" if c.card.plural() else "does"
    if c.op == "==" and isinstance(c.amount, ThatNumber):
        return f"{p.node(c.card)} {verb} exactly that much damage"
    return f"{p.node(c.card)} {verb} {damage_amount(p, c.op, c.amount)} damage"


@prints(DidNotAttack)
def print_did_not_attack(p, c: DidNotAttack) -> str:
    return f"{p.subject(c.player)} didn't attack {p.player_object(c.target)} {print_when(c.when)}"


@prints(CountDamage)
def print_count_damage(p, e: CountDamage) -> str:
    s = f"count the amount of damage {p.subject(e.player)} did"
    return s + (f" with {p.node(e.card)}" if e.card is not None else "")


@prints(OnDealDamage)
def print_on_deal_damage(p, t: OnDealDamage, role: str = "") -> str:
    to = f" to {p.player_object(t.to)}" if t.to is not None else ""
    return (
        f"whenever {p.subject(t.player)} {p.verb_for(t.player, 'do')} "
        f"{damage_amount(p, t.op, t.count)} damage{to} with {p.node(t.with_)}"
    )


def _would_amount(p, op: str, n) -> str:
    return "" if op == "any" else damage_amount(p, op, n) + " "


@prints(OnTakeDamage)
def print_on_take_damage(p, t: OnTakeDamage, role: str = "") -> str:
    if role == "instead":  # ("if you would take damage, prevent 1 of it")
        s = f"if {p.subject(t.player)} would take {_would_amount(p, t.op, t.count)}damage"
        return s + (f" from {p.node(t.from_)}" if t.from_ is not None else "")
    s = (
        f"whenever {p.subject(t.player)} {p.verb_for(t.player, 'take')} "
        f"{damage_amount(p, t.op, t.count)} damage"
    )
    return s + (f" from {p.node(t.from_)}" if t.from_ is not None else "")


@prints(OnCardDeals)
def print_on_card_deals(p, t: OnCardDeals, role: str = "") -> str:
    if role == "instead":  # ("if an attack would do more than 5 damage to you, ...")
        s = f"if {p.node(t.cards)} would do {_would_amount(p, t.op, t.count)}damage"
        return s + (f" to {p.player_object(t.to)}" if t.to is not None else "")
    if t.verb == "damages":
        return f"whenever {p.node(t.cards)} damages {p.player_object(t.to)}"
    s = f"whenever {p.node(t.cards)} does {damage_amount(p, t.op, t.count)} damage"
    return s + (f" to {p.player_object(t.to)}" if t.to is not None else "")


@prints(OnAttack)
def print_on_attack(p, t: OnAttack, role: str = "") -> str:
    return (
        f"whenever {p.subject(t.player)} {p.verb_for(t.player, 'attack')} "
        f"{p.player_object(t.target)}"
    )


# ------------------------------------------------------------------------- compiling


@compiles(DamageDone)
def compile_damage_done(n):
    def done(ctx):
        if ctx.event is not None and ctx.event.kind == "damage":
            return ctx.event.amount
        return ctx.game.damage_done(ctx.source)

    return done


@compiles(DamageTaken)
def compile_damage_taken(n: DamageTaken):
    who = player_fn(n.player)
    when = n.when

    def taken(ctx):
        p = who(ctx)
        g = ctx.game
        return history.total(g, g.past_turn(when), history.DAMAGE, lambda e: e.target == p)

    return taken


@compiles(TookDamage)
def compile_took_damage(c: TookDamage, cc=None):
    who, op, count, when = player_fn(c.player), c.op, compile_node(c.count), c.when

    def took(ctx):
        p = who(ctx)
        g = ctx.game
        taken = history.total(g, g.past_turn(when), history.DAMAGE, lambda e: e.target == p)
        return compare(op, taken, count(ctx))

    return took


@compiles(CardDamaged)
def compile_card_damaged(c: CardDamaged, cc=None):
    who = player_fn(c.player)
    need = 1
    if isinstance(c.cards, SL.Select) and c.cards.count is not None:
        need = c.cards.count.value if isinstance(c.cards.count, Num) else 1
    other = isinstance(c.cards, SL.Select) and c.cards.quantity == "another"
    when = c.when or "this_turn"

    def damaged(ctx):
        g = ctx.game
        p = who(ctx)
        sources = history.cards(
            g,
            g.past_turn(when),
            history.DAMAGE,
            lambda e: e.target == p and e.amount > 0,
            "source",
        )
        if other:
            sources = [s for s in sources if s != ctx.source]
        return len(sources) >= need

    return damaged


@compiles(DamageIs)
def compile_damage_is(c: DamageIs, cc=None):
    op, amount = c.op, compile_node(c.amount)
    return lambda ctx: compare(op, ctx.game.damage_done(ctx.source), amount(ctx))


@compiles(DidNotAttack)
def compile_did_not_attack(c: DidNotAttack, cc=None):
    who, when = player_fn(c.player), c.when

    def did_not(ctx):
        p = who(ctx)
        g = ctx.game
        return history.count(g, g.past_turn(when), history.PLAY, lambda e: e.player == p) == 0

    return did_not


@compiles(CountDamage)
def compile_count_damage(e, cc, optional=False):
    def count(ctx):
        ctx.count = ctx.game.damage_done(ctx.source)

    return count


def _least(count):
    return compile_node(count) if count is not None else (lambda ctx: 0)


def _means_attack(ref, cc) -> bool:
    """Does "an X-Men attack" mean a card played as an attack (the game's played noun)?"""
    return isinstance(ref, SL.Select) and cc is not None and ref.filter.noun in cc.played_nouns


@compiles(OnDealDamage)
def compile_on_deal_damage(t: OnDealDamage, cc=None):
    is_p, op, count = me_is(t.player), t.op, _least(t.count)
    card = card_is(t.with_)
    attack_only = _means_attack(t.with_, cc)
    to = me_is(t.to) if t.to is not None else None
    return Watch(
        "damage",
        lambda g, ev, me: (
            (ev.attack or not attack_only)
            and is_p(g, ev.player, me)
            and compare(op, ev.amount, count(None))
            and card(g, ev.source, me)
            and (to is None or to(g, ev.target, me))
        ),
        they=they_role(t.player),
    )


@compiles(OnTakeDamage)
def compile_on_take_damage(t: OnTakeDamage, cc=None):
    is_p, op, count = me_is(t.player), t.op, _least(t.count)
    attack_only = t.from_ is not None and _means_attack(t.from_, cc)
    # (what the damage comes from is the card doing it, where it is: "from a Unit" is a card
    # in play, not an attack that could become one)
    card = C.match_fn(t.from_) if t.from_ is not None and not attack_only else None
    return Watch(
        "damage",
        lambda g, ev, me: (
            (ev.attack or not attack_only)
            and is_p(g, ev.target, me)
            and compare(op, ev.amount, count(None))
            and (card is None or card(g, ev.source, g.static_ctx(me)))
        ),
        they=they_role(t.player, "target"),
    )


@compiles(OnCardDeals)
def compile_on_card_deals(t: OnCardDeals, cc=None):
    card, op, count = card_is(t.cards), t.op, _least(t.count)
    to = me_is(t.to) if t.to is not None else None
    # "whenever an attack of yours does ...": attack damage; "whenever one of your cards
    # does ...": the damage a card does otherwise
    attack = _means_attack(t.cards, cc)
    return Watch(
        "damage",
        lambda g, ev, me: (
            bool(ev.attack) == attack
            and ev.amount > 0
            and card(g, ev.source, me)
            and compare(op, ev.amount, count(None))
            and (to is None or to(g, ev.target, me))
        ),
    )


@compiles(OnAttack)
def compile_on_attack(t: OnAttack, cc=None):
    is_p, target = me_is(t.player), me_is(t.target)
    return Watch("play", lambda g, ev, me: is_p(g, ev.player, me) and target(g, ev.target, me))
