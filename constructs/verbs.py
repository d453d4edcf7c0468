"""Verbs a game declares (``language.verbs``): an effect in the game's own words whose meaning
is an operation of the engine — "KO an enemy" (``means: {move: ko}``: the cards go to that
zone, by its name or role), "you gain a Scar" (``{move: discard}``), "exhaust a hero"
(``{set: exhausted}`` / ``{clear: ...}``: a card status), a verb of the game's verbs.py
(``{verb: rescue}``) — and the declared event it sends for each card (``{event: ko}``, so
"whenever you KO an enemy" and "if you KO'd a card this turn" read from the event's wording),
or an action of the game's rules done without its payment (``{act: buy}``: "buy a hero for
free" — the card goes where the action puts it and the action's event is sent).

Its player may be named before it and the verb agrees ("each player KOs a hero"); its object
is a card phrase, found where the text says, else in the verb's ``from`` zone (or in play).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..interpreter.timing import Event
from . import cards as C
from .effects import Effect, for_each_player, subjects
from .kit import CompileError, compile_node, compiles, prints, reads_declared, span_of
from .players import Player

if TYPE_CHECKING:
    from .cards import CardRef
    from .zones import Zone


@dataclass(frozen=True)
class DeclaredVerb(Effect):
    """``KO an enemy`` / ``each player gains a Scar``: the verb's name (as declared), what it
    means (``(move | set | clear | event | verb, value)`` pairs) and where its cards are
    found when the text names no zone."""

    FINDS_IN: ClassVar[str | None] = "permanent"
    OBJECT: ClassVar[str | None] = "cards"
    SHARES_SUBJECT: ClassVar[bool] = True
    MAY_PASS: ClassVar[bool] = True

    player: Player | None
    cards: CardRef
    verb: str
    means: tuple[tuple[str, str], ...]
    source: str | None = None
    host: CardRef | None = None  # "Green Goblin captures a Bystander": the card doing it
    #: where a verb that moves cards puts them this time ("gain a Scar to your hand"), and
    #: at which end ("on top of your deck": ``top``)
    to: Zone | None = None
    position: str | None = None

    def acts_for_you(self) -> bool:
        return self.player is None


# ------------------------------------------------------------------------- reading


@reads_declared("verb", builds=DeclaredVerb)
def declared_verb(self, meta, *children, index: int):
    """``verb__N``: the N-th verb the game declares, with its player and its cards."""
    spec = self.language.verbs[index]
    where = children[-1] if children and isinstance(children[-1], tuple) else None
    if where is not None:
        children = children[:-1]
    player = children[0] if children and isinstance(children[0], Player) else None
    host = children[0] if spec.host else None
    cards = children[-1]
    position, to = (where[0], where[1]) if where is not None else (None, None)
    return DeclaredVerb(
        player, cards, spec.name, spec.means, spec.source, host, to, position, span=span_of(meta)
    )


# ------------------------------------------------------------------------- printing


@prints(DeclaredVerb)
def print_declared_verb(p, e: DeclaredVerb) -> str:
    spec = next(v for v in p.lang.verbs if v.name == e.verb)
    subject = e.player if e.player is not None else p.agree
    first = spec.before[0]
    if subject is not None and subject.who not in ("you", "they"):
        first = spec.third
    if e.host is not None:
        head = f"{p.node(e.host)} {first if e.host.plural() else spec.third}"
    else:
        head = first if e.player is None else f"{p.subject(e.player)} {first}"
    out = " ".join([head, *spec.before[1:], p.node(e.cards), *spec.after])
    if e.to is not None:
        out += (
            f" {'on top of' if e.position == 'top' else 'on the bottom of' if e.position else 'to'}"
        )
        out += f" {p.node(e.to)}"
    return out


# ------------------------------------------------------------------------- compiling


@compiles(DeclaredVerb)
def compile_declared_verb(e: DeclaredVerb, cc, optional=False):
    means = dict(e.means)
    move, event, verb = means.get("move"), means.get("event"), means.get("verb")
    act = means.get("act")
    status = means.get("set") or means.get("clear")
    clear = "clear" in means
    if cc is not None and cc.check_verbs:
        if verb is not None:
            cc.need_verb(verb, e)
        if act is not None and act not in cc.actions:
            raise CompileError(
                "E-UNSUPPORTED",
                f"this game's rules have no action '{act}' (rules.actions in game.yaml)",
                e,
            )
        if status is not None and status not in cc.statuses:
            raise CompileError(
                "E-UNSUPPORTED",
                f"this game's rules have no status '{status}' (rules.statuses in game.yaml)",
                e,
            )
    who = subjects(e.player)
    pick = C.cards_fn(e.cards, e.source or "permanent", optional=optional)
    to = compile_node(e.to) if e.to is not None else None
    bottom = e.position == "bottom"
    if e.host is not None:
        return _attaching(e, means, pick)

    def body(ctx, player):
        g = ctx.game
        got = pick(ctx)
        ctx.it = got
        if verb is not None:
            g.verb(verb)(g, player, list(got), ctx)
        if act is not None:
            action = g.gd.actions[act]
            for c in got:
                if g.payments.allowed(action, c, player):
                    g.payments.take(action, c, player, free=True)
        for c in got:
            if to is not None:  # (where the text says)
                dest, zone = to(ctx)[0]
                g.put(c, dest, zone, bottom=bottom)
            elif move is not None:
                zone = g.role_zone(move)
                g.put(c, g.table if g.gd.on_table(zone) else player, zone)
            if status is not None:
                if clear:
                    g.clear_status(c, status)
                else:
                    g.set_status(c, status)
            if event is not None:
                g.emit(Event(event, player=player, card=c, source=ctx.source))

    return for_each_player(who, body)


def _attaching(e: DeclaredVerb, means: dict, pick):
    """ "Y captures X": each card Y takes X under it, as an attachment of the kind."""
    kind, event = means.get("attach"), means.get("event")
    assert e.host is not None
    hosts = C.cards_fn(e.host, "permanent")

    def run(ctx):
        g = ctx.game
        for h in hosts(ctx):
            got = pick(ctx)
            ctx.it = got
            for c in got:
                g.attach_to(c, h, kind)
                if event is not None:
                    g.emit(Event(event, player=ctx.me(), card=c, source=h))

    return run
