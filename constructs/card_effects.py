"""Effects on cards and players: "destroy X", "play a card from your hand", "play it again at
attack +1", "X hits your opponent for 2", "heal 3", "defeat X" — the last three run by the
game's own procedures (its ``hit``, ``heal`` and ``defeat`` verbs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import amounts as N
from . import cards as C
from . import selections as SL
from .effects import Effect, for_each_player, manner, picked_randomly
from .kit import CompileError, Node, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn, players_fn
from .zones import Zone

if TYPE_CHECKING:
    from .amounts import Amount
    from .cards import CardRef


@dataclass(frozen=True)
class Destroy(Effect):
    FINDS_IN: ClassVar[str | None] = "permanent"
    OBJECT: ClassVar[str | None] = "cards"
    MAY_PASS: ClassVar[bool] = True
    HAS_MANNER: ClassVar[bool] = True
    SETS: ClassVar[tuple[str, ...]] = ("count",)

    cards: CardRef
    manner: str | None = None


@dataclass(frozen=True)
class StatBonus(Node):
    """``at attack +1``: a card played with a stat changed."""

    stat: str
    delta: int


@dataclass(frozen=True)
class Play(Effect):
    OBJECT: ClassVar[str | None] = "cards"
    MAY_PASS: ClassVar[bool] = True
    SHARES_SUBJECT: ClassVar[bool] = True

    player: Player | None
    cards: CardRef
    bonus: StatBonus | None = None
    again: bool = False
    to: Zone | None = None  # "play a card to the field": where playing puts cards

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Hit(Effect):
    """``X hits [player] for N``: the game's damage procedure with X as the source."""

    PER_AMOUNT: ClassVar[bool] = True
    source: CardRef
    target: Player | None
    amount: Amount


@dataclass(frozen=True)
class Heal(Effect):
    PER_AMOUNT: ClassVar[bool] = True
    amount: Amount
    player: Player | None = None  # who heals ("Each player heals 2"); None: you

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Defeat(Effect):
    OBJECT: ClassVar[str | None] = "target"

    target: CardRef | Player


# ------------------------------------------------------------------------- reading


@reads("e_destroy", "e_destroy_passive", builds=Destroy)
def e_destroy(self, meta, cards):
    return Destroy(cards, span=span_of(meta))


@reads("e_destroy_random", builds=Destroy)
def e_destroy_random(self, meta, cards, _at_random):
    """ "Destroy a Unit at random" (as "randomly destroy a Unit")."""
    return Destroy(cards, "random", span=span_of(meta))


@reads("play_bonus", builds=StatBonus)
def play_bonus(self, meta, stat, delta):
    return StatBonus(stat, delta, span=span_of(meta))


@reads("e_play", builds=Play)
def e_play(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    rest = children[1:] if player is not None else children
    bonus = rest[1] if len(rest) > 1 else None
    return Play(player, rest[0], bonus, span=span_of(meta))


@reads("e_play_to", builds=Play)
def e_play_to(self, meta, *children):
    """ "Play a card to the field (from your hand)": the zone says where playing puts cards
    (checked against the game's when compiled); "from ..." is where the card is."""
    player = children[0] if isinstance(children[0], Player) else None
    cards, to, *source = children[1:] if player is not None else children
    if source:
        cards = SL.found_in(cards, source[0], span_of(meta))
    return Play(player, cards, None, to=to, span=span_of(meta))


@reads("e_play_again", builds=Play)
def e_play_again(self, meta, cards, *bonus):
    return Play(None, cards, bonus[0] if bonus else None, True, span=span_of(meta))


@reads("e_hit", builds=Hit)
def e_hit(self, meta, source, *rest):
    target = rest[0] if len(rest) == 2 else None
    return Hit(source, target, rest[-1], span=span_of(meta))


@reads("e_heal", builds=Heal)
def e_heal(self, meta, *children):
    player = children[0] if len(children) == 2 else None
    return Heal(children[-1], player, span=span_of(meta))


@reads("e_choose_defeated", builds=Defeat)
def e_choose_defeated(self, meta, target):
    """ "choose one of the attacking heroes to be defeated": printed "defeat ..."."""
    return Defeat(target, span=span_of(meta))


@reads("e_defeat", "e_defeat_player", builds=Defeat)
def e_defeat(self, meta, target):
    return Defeat(target, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(Destroy)
def print_destroy(p, e: Destroy) -> str:
    return manner(e.manner) + f"{p.verb(None, 'destroy')} {p.node(e.cards)}"


@prints(StatBonus)
def print_stat_bonus(p, b: StatBonus) -> str:
    return f"at {b.stat} {b.delta:+d}"


@prints(Play)
def print_play(p, e: Play) -> str:
    if e.again:
        s = f"play {p.node(e.cards)} again"
    else:
        s = f"{p.verb(e.player, 'play')} {p.node(e.cards)}"
    s += f" to {p.node(e.to)}" if e.to is not None else ""
    return s + (f" {p.node(e.bonus)}" if e.bonus is not None else "")


@prints(Hit)
def print_hit(p, e: Hit) -> str:
    verb = "hit" if e.source.plural() else "hits"
    target = f" {p.player_object(e.target)}" if e.target is not None else ""
    return f"{p.node(e.source)} {verb}{target} for {p.node(e.amount)}"


@prints(Heal)
def print_heal(p, e: Heal) -> str:
    heal = p.verb(e.player, "heal")
    if isinstance(e.amount, N.Per) and isinstance(e.amount.unit, N.PerCard):
        return f"{heal} {p.node(e.amount.base)} {N.per_words(p, e.amount.unit)}"
    return f"{heal} {p.node(e.amount)}"


@prints(Defeat)
def print_defeat(p, e: Defeat) -> str:
    if isinstance(e.target, Player):
        return f"defeat {p.player_object(e.target)}"
    return f"defeat {p.node(e.target)}"


# ------------------------------------------------------------------------- compiling


@compiles(Destroy)
def compile_destroy(e: Destroy, cc, optional=False):
    pick = C.cards_fn(picked_randomly(e.cards, e.manner), "permanent", optional=optional)

    def destroy(ctx):
        got = pick(ctx)
        for c in got:
            ctx.game.destroy_card(c)
        ctx.it = got
        ctx.count = len(got)

    return destroy


@compiles(StatBonus)
def compile_stat_bonus(b: StatBonus):
    """(stat, change) the card is played with."""
    return (b.stat, b.delta)


@compiles(Play)
def compile_play(e: Play, cc, optional=False):
    if e.to is not None and e.to.zone not in (cc.zones.get("played"), cc.zones.get("permanent")):
        raise CompileError(
            "E-UNSUPPORTED", f"playing puts cards into {cc.zones.get('played')}, not there", e
        )
    who = player_fn(e.player) if e.player is not None else (lambda ctx: ctx.me())
    bonus = compile_node(e.bonus) if e.bonus is not None else None
    if e.again:
        return lambda ctx: ctx.game.play_card(ctx.me(), ctx.source, bonus, again=True)
    if isinstance(e.cards, SL.Select):
        cands = SL.selection_candidates(e.cards.filter, "hand")
    else:
        cands = C.cards_fn(e.cards, "hand")
    most, may_stop = _plays(e.cards, optional)

    def play(ctx):
        g = ctx.game
        p = who(ctx)
        n = most(ctx)
        played: list = []
        # several cards are played one after another, each chosen among those playable then
        while n is None or len(played) < n:
            options = [c for c in cands(ctx) if c not in played and g.can_play(p, c, bonus)]
            if not options:
                break
            if may_stop or len(options) > 1:
                choice = g.decide(
                    p, "play", options + (["pass"] if may_stop else []), "play a card"
                )
                if choice == "pass":
                    break
            else:
                choice = options[0]
            played.append(choice)
            ctx.it = [choice]
            g.play_card(p, choice, bonus)

    return play


def _plays(ref, optional: bool):
    """How many cards "play X" plays (fn(ctx) -> a number, None: as many as can be), and
    whether its player may stop before ("you may", "up to", "any number of")."""
    if not isinstance(ref, SL.Select) or ref.quantity == "bare" and not ref.filter.plural:
        return (lambda ctx: 1), optional
    if ref.quantity in ("count", "up_to") and ref.count is not None:
        count = compile_node(ref.count)
        return count, optional or ref.quantity == "up_to"
    if ref.quantity == "another":
        return (lambda ctx: 1), optional
    return (lambda ctx: None), optional or ref.quantity == "any_number"


@compiles(Hit)
def compile_hit(e: Hit, cc, optional=False):
    sources = C.cards_fn(e.source, "permanent")
    # "X hits for 2": its controller's opponent (chosen, when there are several)
    target = players_fn(e.target if e.target is not None else Player("opponent"))
    amount = compile_node(e.amount)
    cc.need_verb("hit", e)

    def hit(ctx):
        g = ctx.game
        n = amount(ctx)
        for s in sources(ctx):
            for p in target(ctx):
                g.verb("hit")(g, s, p, n, ctx)

    return hit


@compiles(Heal)
def compile_heal(e: Heal, cc, optional=False):
    amount = compile_node(e.amount)
    cc.need_verb("heal", e)
    if e.player is None:
        return lambda ctx: ctx.game.verb("heal")(ctx.game, ctx.me(), amount(ctx), ctx)

    def heal(ctx, p):
        ctx.game.verb("heal")(ctx.game, p, amount(ctx), ctx)

    return for_each_player(players_fn(e.player), heal)


@compiles(Defeat)
def compile_defeat(e: Defeat, cc, optional=False):
    cc.need_verb("defeat", e)
    if isinstance(e.target, Player):
        who = players_fn(e.target)

        def defeat_players(ctx):
            for p in who(ctx):
                ctx.game.verb("defeat")(ctx.game, None, p, ctx)

        return defeat_players
    pick = C.cards_fn(e.target, "played")

    def defeat(ctx):
        for c in pick(ctx):
            ctx.game.verb("defeat")(ctx.game, c, None, ctx)

    return defeat
