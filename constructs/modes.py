"""A choice of what happens: "Choose one: draw two cards, or play another card at attack +3."
The player whose ability it is picks one option; only that option happens."""

from __future__ import annotations

from dataclasses import dataclass

from .effects import Effect, effects_fn
from .kit import compiles, prints, reads, span_of


@dataclass(frozen=True)
class ChooseOne(Effect):
    """``Choose one: A, or B``: ``options`` are the effects of each option, in order."""

    options: tuple[tuple[Effect, ...], ...]

    def acts_for_you(self) -> bool:
        return True


@reads("choose_one", builds=ChooseOne)
def choose_one(self, meta, *options):
    return (ChooseOne(tuple(options), span=span_of(meta)),)


@prints(ChooseOne)
def print_choose_one(p, e: ChooseOne) -> str:
    from .sentences import chain

    return "choose one: " + ", or ".join(chain(p, o) for o in e.options)


@compiles(ChooseOne)
def compile_choose_one(e: ChooseOne, cc, optional=False):
    options = {f"option {i}": effects_fn(o, cc) for i, o in enumerate(e.options, 1)}
    # (offered by their place in the text: "option 1" is the first)
    names = list(options)

    def choose(ctx):
        options[ctx.game.decide(ctx.me(), "option", names, "choose one")](ctx)

    return choose
