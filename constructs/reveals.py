"""Revealing and looking: cards shown to everyone ("reveal the top card of your deck",
"your opponent reveals their hand") or seen by one player ("look at the top three cards of your
deck", "see upcoming 5 cards ... only for the player with X"), and what was shown — "if you
reveal a Falcon card from your hand", "if you revealed at least two different characters", "the
number of different characters you revealed"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import cards as C
from . import filters as F
from . import predicates as PR
from . import selections as SL
from . import zones as Z
from .amounts import Amount, PerUnit, count_cmp, is_num
from .conditions import Condition, compare
from .effects import Effect, for_each_player, subjects
from .kit import CompileError, compile_node, compiles, prints, reads, span_of
from .players import Player, player_fn

if TYPE_CHECKING:
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class Reveal(Effect):
    FINDS_IN: ClassVar[str | None] = "hand"
    OBJECT: ClassVar[str | None] = "cards"
    SHARES_SUBJECT: ClassVar[bool] = True

    player: Player | None
    cards: CardRef

    def acts_for_you(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Look(Effect):
    """``Look at X`` / ``See X``: the player sees the cards (or a whole zone)."""

    target: CardRef | Zone
    verb: str = "look"  # look | see

    def acts_for_you(self) -> bool:
        return True


@dataclass(frozen=True)
class DistinctRevealed(Amount):
    """``the number of different characters you revealed``."""

    kind: str
    player: Player


@dataclass(frozen=True)
class PerDistinct(PerUnit):
    """``for each different character you revealed``."""

    kind: str
    player: Player


@dataclass(frozen=True)
class Among(PR.Pred):
    """``among them`` (the cards the text just spoke of: revealed, looked at, chosen) and
    ``in it`` / ``from it`` (the zone just looked at or revealed: "Look at your opponent's
    hand and discard a card from it")."""

    REFERS_BACK: ClassVar[bool] = True

    word: str  # "among them" | "in it" | "from it"

    def places_fn(self):
        if self.word == "among them":
            return lambda ctx: PR.places_of(ctx, _still_there(ctx))
        return lambda ctx: [ctx.looked] if ctx.looked is not None else []


@dataclass(frozen=True)
class Rest(C.CardRef):
    """``the rest`` (``the others``, ``the other``, ``the remaining cards``): the cards the
    text just looked at or revealed that no step has moved since ("Look at the top three
    cards of your deck. Put one of them into your hand and the rest on the bottom of your
    deck"; "KO one of them and put the other back")."""

    REFERS_BACK: ClassVar[bool] = True

    def plural(self) -> bool:
        return True


@dataclass(frozen=True)
class RevealFrom(Condition):
    """``if you reveal a Falcon card from your hand``: the player may reveal; true if they do."""

    player: Player
    cards: CardRef


@dataclass(frozen=True)
class RevealedDistinct(Condition):
    """``if you revealed at least two different characters``."""

    player: Player
    op: str
    count: Amount
    kind: str


# ------------------------------------------------------------------------- reading


@reads("cond_reveal", builds=RevealFrom)
def cond_reveal(self, meta, player, cards):
    return RevealFrom(player, cards, span=span_of(meta))


@reads("cond_revealed_different", builds=RevealedDistinct)
def cond_revealed_different(self, meta, player, cmp, kind):
    op, count = cmp
    return RevealedDistinct(player, op, count, kind, span=span_of(meta))


@reads("e_reveal", builds=Reveal)
def e_reveal(self, meta, *children):
    player = children[0] if len(children) == 2 else None
    return Reveal(player, children[-1], span=span_of(meta))


# "your opponent reveals their hand": a whole zone is all the cards in it
@reads("e_reveal_zone", builds=(Reveal, SL.Select))
def e_reveal_zone(self, meta, *children):
    player = children[0] if len(children) == 2 else None
    return Reveal(player, SL.all_in(children[-1]), span=span_of(meta))


for _alias, _word in (
    ("pf_among_them", "among them"),
    ("pf_in_it", "in it"),
    ("pf_from_it", "from it"),
):
    reads(_alias, builds=Among)(
        lambda reader, meta, *tokens, _w=_word: Among(_w, span=span_of(meta))
    )


def _of_them(meta, quantity: str, n, *tests) -> SL.Select:
    among = Among("among them", span=span_of(meta))
    plural = quantity == "all" or not is_num(n, 1)
    f = F.CardFilter("card", post=(among, *tests), plural=plural, span=span_of(meta))
    return SL.Select(quantity, n, f, span=span_of(meta))


@reads("count_of_them", builds=(SL.Select, F.CardFilter, Among))
def count_of_them(self, meta, n):
    """ "one of them", "two of them" (and "put one into your hand"): of the cards the text
    just spoke of."""
    return _of_them(meta, "count", n)


@reads("up_to_of_them", builds=(SL.Select, F.CardFilter, Among))
def up_to_of_them(self, meta, n):
    return _of_them(meta, "up_to", n)


@reads("any_of_them_that", builds=(SL.Select, F.CardFilter, Among))
def any_of_them_that(self, meta, stat, cmp):
    """ "Put any that cost 2 or less into your hand": all of the cards just looked at (not
    moved since) that pass the test."""
    return _of_them(meta, "all", None, F.pf_stat(self, meta, stat, cmp))


@reads("the_rest", builds=Rest)
def the_rest(self, meta, *_):
    return Rest(span=span_of(meta))


@reads("e_look", "e_look_zone", builds=Look)
def e_look(self, meta, target):
    return Look(target, span=span_of(meta))


@reads("val_distinct", builds=DistinctRevealed)
def val_distinct(self, meta, kind, player):
    return DistinctRevealed(kind, player, span=span_of(meta))


@reads("per_distinct", builds=PerDistinct)
def per_distinct(self, meta, kind, player):
    return PerDistinct(kind, player, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(DistinctRevealed)
def print_distinct_revealed(p, n: DistinctRevealed) -> str:
    kinds = p.lang.kinds[n.kind].plural
    return f"the number of different {kinds} {p.subject(n.player)} revealed"


@prints(PerDistinct)
def print_per_distinct(p, u: PerDistinct) -> str:
    return f"different {p.lang.kinds[u.kind].noun} {p.subject(u.player)} revealed"


@prints(Reveal)
def print_reveal(p, e: Reveal) -> str:
    return f"{p.verb(e.player, 'reveal')} {p.node(e.cards)}"


@prints(Among)
def print_among(p, x: Among, post: bool = True) -> str:
    return x.word


@prints(Rest)
def print_rest(p, ref: Rest, role: str = "") -> str:
    return "the rest"


def of_them(p, s) -> str | None:
    """ "two of them" / "up to two of them" for "two cards among them" (None for any other
    selection)."""
    f = s.filter
    if (
        s.quantity in ("count", "up_to")
        and f.noun == "card"
        and f.owner is None
        and not f.adjectives
        and f.prefix is None
        and len(f.post) == 1
        and isinstance(f.post[0], Among)
        and f.post[0].word == "among them"
    ):
        up_to = "up to " if s.quantity == "up_to" else ""
        return f"{up_to}{p.node(s.count)} of them"
    return None


@prints(Look)
def print_look(p, e: Look) -> str:
    return f"look at {p.node(e.target)}"


@prints(RevealFrom)
def print_reveal_from(p, c: RevealFrom) -> str:
    return f"{p.subject(c.player)} {p.verb_for(c.player, 'reveal')} {p.node(c.cards)}"


@prints(RevealedDistinct)
def print_revealed_distinct(p, c: RevealedDistinct) -> str:
    kind = p.lang.kinds[c.kind]
    noun = kind.plural if not is_num(c.count, 1) else kind.noun
    return f"{p.subject(c.player)} revealed {count_cmp(p, c.op, c.count)} different {noun}"


# ------------------------------------------------------------------------- compiling


@compiles(DistinctRevealed, PerDistinct)
def compile_distinct(n):
    kind = n.kind
    return lambda ctx: ctx.game.distinct_values(ctx.revealed, kind)


@compiles(Reveal)
def compile_reveal(e: Reveal, cc, optional=False):
    # (the player who reveals is who "their" means: "Your opponent reveals the top card of
    # their deck")
    pick = C.cards_fn(e.cards, "hand", chooser=lambda ctx: ctx.me())
    zone = _whole_zone(e.cards)

    def reveal(ctx, p):
        got = pick(ctx)
        ctx.game.reveal(p, got)
        if zone is not None:  # ("reveals their hand and discards a card from it")
            ctx.looked = next(iter(zone(ctx)), None)
        ctx.revealed = [*ctx.revealed, *got]
        ctx.it = got
        ctx.those = got
        ctx.seen = ctx.game.state.clock

    return for_each_player(subjects(e.player), reveal)


def _whole_zone(ref):
    """fn(ctx) -> the zones of "your hand" as the cards of a reveal, else None."""
    if isinstance(ref, SL.Select) and ref.quantity == "all" and len(ref.filter.post) == 1:
        (where,) = ref.filter.post
        if isinstance(where, PR.InZone) and ref.filter.noun == "card":
            return compile_node(where.zone)
    return None


@compiles(Look)
def compile_look(e: Look, cc, optional=False):
    if isinstance(e.target, Z.Zone):
        zones = compile_node(e.target)

        def look_zone(ctx):
            for p, z in zones(ctx):
                ctx.game.look(ctx.me(), list(ctx.game.state.zones[p][z]))
                ctx.looked = (p, z)

        return look_zone
    pick = C.cards_fn(e.target, "hand")
    post = e.target.filter.post if isinstance(e.target, SL.Select) else ()
    only = next((x.cards for x in post if isinstance(x, PR.OnlyFor)), None)
    holders = C.cards_fn(only, "played") if only is not None else None

    def look(ctx):
        got = pick(ctx)
        if holders is None:
            ctx.game.look(ctx.me(), got)
        else:  # "only for the player with X": whoever has X sees them
            for p in sorted({ctx.game.state.controller[c] for c in holders(ctx)}):
                ctx.game.look(p, got)
        ctx.it = got
        ctx.those = got
        ctx.seen = ctx.game.state.clock

    return look


@compiles(Among)
def compile_among(x: Among):
    if x.word == "among them":
        return lambda g, c, ctx: c in _still_there(ctx)
    return lambda g, c, ctx: ctx.looked is not None and g.state.where[c] == ctx.looked


def _still_there(ctx) -> list:
    """The cards "them" means that no step has moved since they were looked at or revealed
    ("KO one of them, discard one of them and put the rest back")."""
    those = ctx.those or ()
    if ctx.seen is None:
        return list(those)
    entered, seen = ctx.game.state.entered, ctx.seen
    return [c for c in those if entered[c] <= seen]


@compiles(Rest)
def compile_rest(ref: Rest, default_role, chooser=None, optional=False):
    def rest(ctx):
        if ctx.seen is None:  # (cards found otherwise: those the last step did not take)
            taken = ctx.it or ()
            return [c for c in ctx.those or () if c not in taken]
        return _still_there(ctx)

    return rest


@compiles(RevealFrom)
def compile_reveal_from(c: RevealFrom, cc=None):
    who = player_fn(c.player)
    if not isinstance(c.cards, SL.Select):
        raise CompileError("E-UNSUPPORTED", "say which cards may be revealed", c)
    cands = SL.selection_candidates(c.cards.filter, "hand")

    def reveal(ctx):
        g = ctx.game
        options = cands(ctx)
        if not options:
            return False
        pick = g.decide(who(ctx), "reveal", options + ["pass"], "reveal a card?")
        if pick == "pass":
            return False
        g.reveal(who(ctx), [pick])
        ctx.revealed = [*ctx.revealed, pick]
        return True

    return reveal


@compiles(RevealedDistinct)
def compile_revealed_distinct(c: RevealedDistinct, cc=None):
    op, count, kind = c.op, compile_node(c.count), c.kind
    return lambda ctx: compare(op, ctx.game.distinct_values(ctx.revealed, kind), count(ctx))
