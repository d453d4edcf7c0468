"""Decisions and the agents that answer them.

Every choice a player makes is a :class:`Decision`: who decides, what kind of choice, and the
legal options.  An agent answers with the index of an option.  Agents see the game only
through :meth:`Game.view` (what that player may see); the random agent needs nothing at all.

No agent ranks options by what its player cannot see: the decision layer hands an agent each
card its player may not see (a card in the opponent's hand, in a deck) as a :class:`FaceDown`,
which says nothing of the card but where it is among the options.  Only agents that are told
their answers (a test's script, a replayed log: ``told``) get the options as they are.
"""

from __future__ import annotations

import random


class Decision:
    __slots__ = ("about", "card", "kind", "options", "player", "prompt")

    def __init__(self, player: int, kind: str, options, prompt: str = "", card=None, about=None):
        self.player = player
        self.kind = kind  # play | block | may | choose | discard | destroy | order | ...
        self.options = options  # legal options (card ids, "pass", True/False, numbers, ...)
        self.prompt = prompt
        self.card = card  # the card the decision is about, if any
        # what a player may know that helps the choice (the cards that would attack, the
        # worth of each action): public facts only, for agents that weigh their options
        self.about = about

    def __repr__(self):
        return f"Decision(p{self.player}, {self.kind}, {self.options!r})"


class FaceDown:
    """An option that is a card its player may not see: nothing but its place among the
    options."""

    __slots__ = ("index",)

    def __init__(self, index: int):
        self.index = index

    def __repr__(self):
        return f"FaceDown({self.index})"

    def __str__(self):
        return "a face-down card"


def as_seen(game, decision: Decision) -> Decision:
    """``decision`` as its player sees it: every card option the player may not see is a
    :class:`FaceDown`."""
    see, is_card, p = game.can_see, game.is_card, decision.player
    options = decision.options
    if not any(is_card(o) and not see(p, o) for o in options):
        return decision
    shown = [FaceDown(i) if is_card(o) and not see(p, o) else o for i, o in enumerate(options)]
    return Decision(p, decision.kind, shown, decision.prompt, decision.card, decision.about)


class EndOfInput(Exception):
    """A person quit (``q`` or the end of the input): that player resigns."""

    def __init__(self, player: int | None = None):
        super().__init__(player)
        self.player = player


class ScriptExhausted(Exception):
    """A scripted agent was asked more than its script answers."""


class Agent:
    name = "agent"
    fast_rng: random.Random | None = (
        None  # a uniformly random agent's generator: the engine draws from it directly
    )
    explains = False  # is it told why the options it is not offered are not (a person)
    told = False  # its answers are told (a script, a log): it gets the options as they are

    def choose(self, game, decision: Decision) -> int:  # pragma: no cover - interface
        raise NotImplementedError


class RandomAgent(Agent):
    """Uniformly random among the legal options, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.fast_rng = self.rng

    def choose(self, game, decision):
        n = len(decision.options)
        return 0 if n == 1 else int(self.rng.random() * n)


class ScriptedAgent(Agent):
    """Answers from a script, in order.  An answer is an option index, or a value that must be
    one of the options (a card name, "pass", True, ...); ``None`` takes the first option."""

    name = "scripted"
    told = True

    def __init__(self, answers=(), fallback: Agent | None = None):
        self.answers = list(answers)
        self.fallback = fallback
        self.asked: list[Decision] = []

    def choose(self, game, decision):
        self.asked.append(decision)
        if not self.answers:
            if self.fallback is not None:
                seen = decision if self.fallback.told else as_seen(game, decision)
                return self.fallback.choose(game, seen)
            raise ScriptExhausted(f"no scripted answer for {decision!r}")
        answer = self.answers.pop(0)
        if answer is None:
            return 0
        if (
            isinstance(answer, int)
            and not isinstance(answer, bool)
            and 0 <= answer < len(decision.options)
            and decision.kind not in ("number",)
        ):
            return answer
        for i, opt in enumerate(decision.options):
            if opt == answer or game.describe(opt) == answer:
                return i
        raise ScriptExhausted(
            f"scripted answer {answer!r} is not an option of {decision!r}: "
            f"{[game.describe(o) for o in decision.options]}"
        )


class HumanAgent(Agent):
    """A person at the terminal: numbered options, with what this player may see; ``? words``
    reads any card they can see, ``q`` (or the end of the input) resigns."""

    name = "human"
    explains = True
    HELP = (
        "answer with a number; '? words' reads each card you can see whose name holds them, "
        "'?N' reads option N; 'q' resigns"
    )

    def __init__(self, read=input, write=print):
        self.read, self.write = read, write
        self.helped = False

    def choose(self, game, decision):
        if len(decision.options) == 1 and decision.kind not in ("may", "block"):
            return 0
        self.write("")
        self.write(game.render_view(decision.player))
        self.write(decision.prompt or decision.kind)
        for i, opt in enumerate(decision.options, 1):
            self.write(f"  {i}. {game.describe_for(decision.player, opt, detail=True)}")
        if not self.helped:
            self.write(f"({self.HELP})")
            self.helped = True
        n = len(decision.options)
        while True:
            try:
                raw = self.read(f"player {decision.player + 1}> ")
            except EOFError:
                raise EndOfInput(decision.player) from None
            raw = raw.strip()
            if raw.startswith("?"):
                self.write(self.reading(game, decision, raw[1:].strip()))
                continue
            if raw.lower() in ("q", "quit", "exit"):
                raise EndOfInput(decision.player)
            if raw.isdigit() and 1 <= int(raw) <= n:
                return int(raw) - 1
            self.write(f"answer with a number from 1 to {n} ('?' for help, q to resign)")

    def reading(self, game, decision, words: str) -> str:
        """What ``? words`` shows: the help, option N, or the visible cards so named."""
        if not words:
            return self.HELP
        if words.isdigit() and 1 <= int(words) <= len(decision.options):
            return game.describe_for(decision.player, decision.options[int(words) - 1], True)
        found = game.viewer.read(decision.player, words)
        return "\n".join(found) if found else f"no card you can see is called '{words}'"


def make_agent(name: str, seed: int, **kw) -> Agent:
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        from .greedy import GreedyAgent

        return GreedyAgent(seed)
    if name == "human":
        return HumanAgent(**kw)
    raise ValueError(f"unknown agent '{name}' (random, greedy, human)")
