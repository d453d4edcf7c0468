"""Decisions: every choice a player makes goes to that player's agent, is checked, logged, and
(when a log is being replayed) captured.  A choice with one option is not asked, except the
kinds a person must always see (a play, a "may", a block, ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .agents import Decision, as_seen

if TYPE_CHECKING:
    from .engine import Game


class Decisions:
    # decisions asked even with one option (a person should see them)
    always_ask: ClassVar[frozenset] = frozenset({"play", "may", "block", "reveal", "position"})
    # decisions whose choice is not narrated (the game says what happens, or it is hidden)
    quiet: ClassVar[frozenset] = frozenset({"order", "play", "block", "action"})

    __slots__ = ("agents", "g", "replay_choices")

    g: Game
    agents: list[Any]
    replay_choices: list[tuple[int, int]] | None

    def __init__(self, game: Game, agents: list[Any]) -> None:
        self.g = game
        self.agents = agents
        self.replay_choices = None  # (player, choice) as they are made

    @classmethod
    def asked(cls, kind: str, n_options: int) -> bool:
        """Whether a decision goes to the agent (a replay answers only those)."""
        return n_options > 1 or kind in cls.always_ask

    def decide(
        self,
        player: int,
        kind: str,
        options: list[Any],
        prompt: Any = "",
        card: int | None = None,
        about: Any = None,
    ) -> Any:
        """Ask ``player``'s agent; returns the chosen option (not its index).  ``prompt``: the
        question in words, or fn() -> it (worded only when an agent reads it)."""
        if not options:
            raise ValueError(f"a decision without options: {kind}")
        g = self.g
        choice: int
        if len(options) == 1 and kind not in self.always_ask:  # (see ``asked``)
            choice = 0
        else:
            agent = self.agents[player]
            rng = agent.fast_rng
            if rng is not None:
                choice = int(rng.random() * len(options))
            else:
                if prompt.__class__ is not str:
                    prompt = prompt()
                decision = Decision(player, kind, options, prompt, card, about)
                if not agent.told:  # (what its player may not see, it gets face down)
                    decision = as_seen(g, decision)
                chosen = agent.choose(g, decision)
                if chosen.__class__ is not int or not 0 <= chosen < len(options):
                    raise ValueError(f"agent chose {chosen!r} of {len(options)} options")
                choice = chosen
        log = g.log
        if log is not None:
            log.add(
                "decision",
                player=player,
                kind=kind,
                choice=choice,
                options=[g.describe(o) for o in options],
                say=f"{g.pname(player)} chooses {g.describe_for(None, options[choice])}"
                if kind not in self.quiet and kind not in g.gd.actions
                else None,
            )
        if self.replay_choices is not None:
            self.replay_choices.append((player, choice))
        return options[choice]

    def choose_cards(
        self,
        player: int,
        candidates: Any,
        n: int,
        kind: str = "choose",
        prompt: str = "",
        optional: bool = False,
        about: Any = None,
    ) -> list[Any]:
        """Up to ``n`` of ``candidates`` (all of them when there are no more than ``n``,
        unless the choice is optional)."""
        candidates = list(candidates)
        if not candidates or n <= 0:
            return []
        if len(candidates) <= n and not optional:
            return candidates
        chosen: list[Any] = []
        for _ in range(min(n, len(candidates))):
            options = candidates + (["done"] if optional else [])
            pick = self.decide(player, kind, options, prompt, about=about)
            if pick == "done":
                break
            chosen.append(pick)
            candidates.remove(pick)
        return chosen
