"""Card statuses a game declares (``language.statuses``: ``fatigued: {set: fatigue, clear:
heal, opposite: strengthened}``): the status as an adjective ("a fatigued hero", "your
strengthened heroes") and a predicate ("if this hero is fatigued"), and its verbs as effects
("fatigue one of your heroes", "each player heals a hero").  Setting a status sends the event
of its name, which the game words "X is fatigued" ("When this hero is fatigued, ...").

The statuses are the engine's (``rules.statuses``: how long they last, the stat rules keyed on
them); the card language reads and sets them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from . import cards as C
from .effects import Effect, for_each_player, subjects
from .filters import CardFilter, Pred
from .kit import CompileError, MeaningError, compiles, prints, reads, span_of
from .players import Player

if TYPE_CHECKING:
    from .cards import CardRef


@dataclass(frozen=True)
class HasStatus(Pred):
    """``a fatigued hero`` / ``it's strengthened``: the card has the status (``negated``: the
    status's opposite, written with its own word: the card has it not)."""

    BEFORE_NOUN: ClassVar[bool] = True

    status: str
    negated: bool = False


@dataclass(frozen=True)
class SetStatus(Effect):
    """``fatigue one of your heroes`` / ``heal a hero`` (``clear``)."""

    FINDS_IN: ClassVar[str | None] = "permanent"
    OBJECT: ClassVar[str | None] = "cards"
    SHARES_SUBJECT: ClassVar[bool] = True
    MAY_PASS: ClassVar[bool] = True

    player: Player | None
    cards: CardRef
    status: str
    clear: bool = False

    def acts_for_you(self) -> bool:
        return self.player is None


# ------------------------------------------------------------------------- reading


def _status_of(reader, word: str, span) -> tuple[str, str]:
    """(status, what the word is: adjective, opposite, set, clear)."""
    w = word.lower()
    for s in reader.language.statuses.values():
        what = s.words().get(w)
        if what is not None:
            return s.name, what
    raise MeaningError("E-MEANING", f"'{word}' is no status of this game", span)  # (unreached)


@reads("status_word", "status_verb")
def status_word(self, meta, tok):
    return str(tok)


@reads("adj_status", builds=HasStatus)
def adj_status(self, meta, word):
    status, what = _status_of(self, word, span_of(meta))
    return HasStatus(status, what == "opposite", span=span_of(meta))


@reads("pred_status", builds=(CardFilter, HasStatus))
def pred_status(self, meta, word):
    """``it's fatigued``."""
    status, what = _status_of(self, word, span_of(meta))
    has = HasStatus(status, what == "opposite", span=span_of(meta))
    return CardFilter(None, post=(has,), span=span_of(meta))


@reads("pred_status_not", builds=(CardFilter, HasStatus))
def pred_status_not(self, meta, word):
    """``it's not fatigued``: written with the opposite's word when the status has one."""
    status, what = _status_of(self, word, span_of(meta))
    has = HasStatus(status, what != "opposite", span=span_of(meta))
    return CardFilter(None, post=(has,), span=span_of(meta))


@reads("e_status", builds=SetStatus)
def e_status(self, meta, *children):
    player = children[0] if isinstance(children[0], Player) else None
    word, cards = children[-2], children[-1]
    status, what = _status_of(self, word, span_of(meta))
    return SetStatus(player, cards, status, what == "clear", span=span_of(meta))


@reads("e_choose_status", builds=SetStatus)
def e_choose_status(self, meta, cards, word):
    """ "choose one hero to be fatigued": that hero is (printed "fatigue one hero")."""
    status, what = _status_of(self, word, span_of(meta))
    if what != "adjective":
        raise MeaningError("E-MEANING", f"'to be {word}': say the status itself", span_of(meta))
    return SetStatus(None, cards, status, False, span=span_of(meta))


# ------------------------------------------------------------------------- printing


@prints(HasStatus)
def print_has_status(p, x: HasStatus, post: bool = True) -> str:
    spec = p.lang.statuses[x.status]
    return (spec.opposite or f"not {spec.name}") if x.negated else spec.name


@prints(SetStatus)
def print_set_status(p, e: SetStatus) -> str:
    spec = p.lang.statuses[e.status]
    verb = spec.clear if e.clear else spec.set
    return f"{p.verb(e.player, verb)} {p.node(e.cards)}"


# ------------------------------------------------------------------------- compiling


@compiles(HasStatus)
def compile_has_status(x: HasStatus):
    status, negated = x.status, x.negated
    return lambda g, c, ctx: g.has_status(c, status) != negated


@compiles(SetStatus)
def compile_set_status(e: SetStatus, cc, optional=False):
    if cc is not None and cc.check_verbs and e.status not in cc.statuses:
        raise CompileError(
            "E-UNSUPPORTED",
            f"this game's rules have no status '{e.status}' (rules.statuses in game.yaml)",
            e,
        )
    who = subjects(e.player)
    status, clear = e.status, e.clear
    pick = C.cards_fn(e.cards, "permanent", optional=optional)  # (chosen by each player)

    def body(ctx, player):
        g = ctx.game
        got = pick(ctx)
        for c in got:
            if clear:
                g.clear_status(c, status)
            else:
                g.set_status(c, status)
        ctx.it = got

    return for_each_player(who, body)
