"""A choice of what happens: "Choose one: draw two cards, or play another card at attack +3.",
"Discard it or put it back." (two effects joined by "or").  The player whose ability it is (or
the player the sentence names: "each player discards a card or gains a Scar", each in turn)
picks one option; only that option happens.  Another player may be the one who chooses ("Your
opponent chooses one: discard two cards, or you draw two cards"): they pick, an option without a
subject is theirs to do, and "you" is still the card's player.  "Reveal X or Y" is a demand with
a price (:mod:`constructs.reveal_or`), not a choice of two."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from .conditionals import May
from .effects import Effect, effects_fn, for_each_player, subjects
from .kit import MeaningError, compiles, prints, reads, span_of
from .players import Player, yours_kept
from .reveal_or import RevealOr
from .reveals import Reveal
from .selections import Select


@dataclass(frozen=True)
class ChooseOne(Effect):
    """``Choose one: A, or B`` / ``A or B``: ``options`` are the effects of each option, in
    order; ``player`` picks one and does it (None: the ability's player), each such player in
    turn.  ``announced``: written "Choose one: ..." (the same choice)."""

    options: tuple[tuple[Effect, ...], ...]
    player: Player | None = None  # who chooses (None: the ability's player)
    announced: bool = field(default=True, compare=False)

    def acts_for_you(self) -> bool:
        return self.player is None


@reads("choose_one", builds=ChooseOne)
def choose_one(self, meta, *options):
    if len(options) == 1:  # "Choose one: A or B"
        (only,) = options
        if len(only) != 1 or not isinstance(only[0], ChooseOne):
            raise MeaningError(
                "E-MEANING",
                "'choose one' needs two options or more",
                span_of(meta),
                "join them with 'or': 'Choose one: draw a card or discard a card.'",
            )
        return (dataclasses.replace(only[0], announced=True, span=span_of(meta)),)
    return (ChooseOne(tuple(options), span=span_of(meta)),)


@reads("choose_one_by", builds=ChooseOne)
def choose_one_by(self, meta, player, *options):
    (said,) = choose_one(self, meta, *options)
    if player.who == "you":
        return (said,)
    if said.player is not None:  # ("your opponent chooses one: each player ... or ...")
        raise MeaningError("E-MEANING", "say who chooses once", span_of(meta))
    return (dataclasses.replace(said, player=player),)


def _subject(e: Effect) -> Player | None:
    return getattr(e, "player", None) if getattr(e, "SHARES_SUBJECT", False) else None


@reads("e_either", builds=(ChooseOne, RevealOr))
def e_either(self, meta, first, second):
    """ "A or B": a demand with a price when A reveals, else a choice of the two; a subject A
    names that B leaves out is B's too, and it is that player's choice."""
    span = span_of(meta)
    if isinstance(first, Reveal):
        if not isinstance(first.cards, Select):
            raise MeaningError("E-UNSUPPORTED", "say what kind of card may be revealed", span)
        return RevealOr(first.player, first.cards, second, span=span)
    who = _subject(first)
    shared = getattr(second, "SHARES_SUBJECT", False) and _subject(second) is None
    if who is not None and who.who != "you" and shared:  # "each player discards X or gains Y"
        first = dataclasses.replace(first, player=None)
        return ChooseOne(((first,), (second,)), who, False, span=span)
    return ChooseOne(((first,), (second,)), None, False, span=span)


@reads("may_either", builds=(May, ChooseOne, RevealOr))
def may_either(self, meta, player, first, second):
    """ "You may reveal X or Y": the reveal is the player's to make anyway."""
    return May(player, e_either(self, meta, first, second), span=span_of(meta))


@prints(ChooseOne)
def print_choose_one(p, e: ChooseOne) -> str:
    from .sentences import chain

    def announced() -> str:
        head = "choose one" if e.player is None else p.verb(e.player, "choose") + " one"
        return f"{head}: " + ", or ".join(chain(p, o) for o in e.options)

    if e.announced or len(e.options) != 2 or any(len(o) != 1 for o in e.options):
        return announced()
    (first,), (second,) = e.options
    if e.player is None:
        return f"{p.node(first)} or {p.node(second)}"
    agree = p.agree
    p.agree = e.player
    try:
        said = p.node(dataclasses.replace(first, player=e.player))  # type: ignore[call-arg]
        out = f"{said} or {p.node(second)}"
    finally:
        p.agree = agree
    # (an effect written without its subject, "play this card again": the chooser announced)
    return out if said.lower().startswith(p.subject(e.player).lower()) else announced()


@compiles(ChooseOne)
def compile_choose_one(e: ChooseOne, cc, optional=False):
    said = e.options if e.player is None else yours_kept(e.options)
    options = {f"option {i}": effects_fn(o, cc) for i, o in enumerate(said, 1)}
    # (offered by their place in the text: "option 1" is the first)
    names = list(options)

    def choose(ctx, player=None):
        who = ctx.me() if player is None else player
        options[ctx.game.decide(who, "option", names, "choose one")](ctx)

    if e.player is None:
        return choose
    return for_each_player(subjects(e.player), choose)
