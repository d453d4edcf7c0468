"""A choice of what happens: "Choose one: draw two cards, or play another card at attack +3."
The player whose ability it is picks one option; only that option happens.  Another player may
be the one who chooses ("Your opponent chooses one: discard two cards, or you draw two cards"):
they pick, and an option without a subject is theirs to do."""

from __future__ import annotations

from dataclasses import dataclass

from .effects import Effect, effects_fn, for_each_player, subjects
from .kit import compiles, prints, reads, span_of
from .players import Player, yours_kept


@dataclass(frozen=True)
class ChooseOne(Effect):
    """``Choose one: A, or B``: ``options`` are the effects of each option, in order."""

    options: tuple[tuple[Effect, ...], ...]
    player: Player | None = None  # who chooses (None: the ability's player)

    def acts_for_you(self) -> bool:
        return self.player is None


@reads("choose_one", builds=ChooseOne)
def choose_one(self, meta, *options):
    return (ChooseOne(tuple(options), span=span_of(meta)),)


@reads("choose_one_by", builds=ChooseOne)
def choose_one_by(self, meta, player, *options):
    if player.who == "you":
        return choose_one(self, meta, *options)
    return (ChooseOne(tuple(options), player, span=span_of(meta)),)


@prints(ChooseOne)
def print_choose_one(p, e: ChooseOne) -> str:
    from .sentences import chain

    head = "choose one" if e.player is None else p.verb(e.player, "choose") + " one"
    return f"{head}: " + ", or ".join(chain(p, o) for o in e.options)


@compiles(ChooseOne)
def compile_choose_one(e: ChooseOne, cc, optional=False):
    said = e.options if e.player is None else yours_kept(e.options)
    options = {f"option {i}": effects_fn(o, cc) for i, o in enumerate(said, 1)}
    # (offered by their place in the text: "option 1" is the first)
    names = list(options)

    def choose(ctx):
        options[ctx.game.decide(ctx.me(), "option", names, "choose one")](ctx)

    if e.player is None:
        return choose
    return for_each_player(subjects(e.player), lambda ctx, p: choose(ctx))
