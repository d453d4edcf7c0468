"""Replaying a game from its log, and saying where a log that does not replay goes wrong.

A log's first entry (``t: game``) holds everything needed to play the same game again: the
game, the seed and every card of every deck; its ``decision`` entries hold every choice.
Replaying feeds those choices back in and checks, entry by entry as the game writes them,
that the game writes the same log: the first entry that differs is where the replay diverges,
named by the log's line and the turn it is in.  A log that ends early, was edited, or is not a
log at all is one such answer (:class:`ReplayReport` with ``ok`` False), never a traceback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .agents import Agent
from .budget import OutOfTime, cpu_budget
from .decisions import Decisions
from .engine import Game
from .seats import Outcome

MAX_LINE = 1_000_000  # characters of one log line (a game's entries are far shorter)


@dataclass
class ReplayReport:
    ok: bool
    message: str
    result: Outcome | None = None
    line: int | None = None  # the log's line where the replay diverges (1-based)


class Untrusted(Exception):
    """The log's card set carries Python and the person has not said it may run."""

    def __init__(self, diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class LogError(Exception):
    """A log that cannot be read as one: ``line`` (1-based) and what is wrong there."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line, self.message = line, message


class Diverged(BaseException):
    """The replay wrote something else than the log at entry ``index`` (a BaseException: the
    game's own code must not catch it)."""

    def __init__(self, index: int, message: str):
        super().__init__(message)
        self.index, self.message = index, message


def read_log(path: str) -> tuple[list[dict], list[int]]:
    """The entries of a log and the line each is on; :class:`LogError` for a line that is not
    a log entry (OSError when the file cannot be read)."""
    entries, lines = [], []
    with open(path, encoding="utf-8", errors="strict") as fh:
        n = 0
        while True:
            try:
                line = fh.readline(MAX_LINE + 1)
            except UnicodeDecodeError:
                raise LogError(n + 1, "not text (UTF-8): not a cardsmith log") from None
            if not line:
                break
            n += 1
            if len(line) > MAX_LINE:
                raise LogError(n, f"a line of more than {MAX_LINE:,} characters")
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as exc:
                raise LogError(n, f"not a JSON line ({exc.msg})") from None
            except RecursionError:
                raise LogError(n, "a JSON line nested too deeply to be a log entry") from None
            if not isinstance(entry, dict) or not isinstance(entry.get("t"), str):
                raise LogError(n, "not a log entry (a JSON object with its kind, 't')")
            entries.append(entry)
            lines.append(n)
    return entries, lines


def _header_problem(head: dict) -> str | None:
    """What is wrong with a log's first entry (None: it can be played again)."""
    cards = head.get("cards")
    if not isinstance(head.get("game"), str):
        return "the header names no game"
    if not isinstance(head.get("seed"), int) or isinstance(head.get("seed"), bool):
        return "the header's seed is not a whole number"
    if not isinstance(cards, list) or not all(
        isinstance(keys, list) and all(isinstance(k, str) for k in keys) for keys in cards
    ):
        return "the header's cards are not a list of each seat's card names"
    decks = head.get("decks")
    if decks is not None and not (
        isinstance(decks, list) and all(isinstance(d, str) for d in decks)
    ):
        return "the header's decks are not a list of deck names"
    if not isinstance(head.get("scenario"), (str, type(None))):
        return "the header's scenario is not a name"
    return None


class _Choices(Agent):
    """A seat's choices as the log recorded them (with their lines), checked as they are
    given back."""

    name = "replay"
    told = True  # (its answers are the log's: it gets the options as they are)

    def __init__(self, recorded: list[tuple[int, dict]]):
        self.recorded = recorded  # (entry index, decision entry)

    def choose(self, game, decision):
        if not self.recorded:
            raise Diverged(
                len(game.log.entries),
                f"the log has no more decisions for {game.pname(decision.player)}",
            )
        index, entry = self.recorded.pop(0)
        choice = entry.get("choice")
        n = len(decision.options)
        if choice.__class__ is not int or not 0 <= choice < n:
            raise Diverged(index, f"the log's choice {choice!r} is not one of the {n} options")
        return choice


def _plain(e: dict) -> dict:
    return json.loads(json.dumps(e, sort_keys=True))


def _brief(e: dict) -> str:
    if e.get("say"):
        return repr(e["say"])
    shown = json.dumps(e, sort_keys=True, ensure_ascii=False)
    return shown if len(shown) <= 80 else shown[:77] + "..."


def replay(path: str, target: str | None = None, trust: bool = False) -> ReplayReport:
    """Re-run a logged game; ok when it writes the same log, entry for entry (and so ends in
    the same state).  A log names its card set: one not bundled whose Python would run needs
    ``trust`` (else :class:`Untrusted`).  Raises OSError when the file cannot be read."""
    from ..dsl.cardset import find_folder
    from .game_code import trust_problem
    from .rules import compiled_rules

    try:
        entries, lines = read_log(path)
    except LogError as exc:
        return ReplayReport(False, exc.message, line=exc.line)
    if not entries or entries[0].get("t") != "game":
        return ReplayReport(False, "not a cardsmith game log (no 'game' header)", line=1)
    head = entries[0]
    problem = _header_problem(head)
    if problem is not None:
        return ReplayReport(False, problem, line=lines[0])
    target = target or head["game"]
    try:
        folder = find_folder(target)[0]
    except FileNotFoundError:
        return ReplayReport(False, f"the log's game '{target}' is not here", line=lines[0])
    untrusted = trust_problem(folder, trust, "replay")
    if untrusted is not None:
        raise Untrusted(untrusted)
    try:
        rules = compiled_rules(target, head.get("scenario"))
    except KeyError:
        return ReplayReport(False, f"no scenario '{head.get('scenario')}'", line=lines[0])
    unknown = sorted({k for keys in head["cards"] for k in keys} - set(rules.cards))
    if unknown:
        return ReplayReport(
            False, f"the log's cards include '{unknown[0]}', which the game has not", line=lines[0]
        )
    recorded = [_plain(e) for e in entries]
    recorded[0].pop("agents", None)  # (who made the choices may differ; the choices not)
    asked = _asked(recorded)
    n = len(head["cards"])
    agents = [_Choices([(i, e) for i, e in asked if e.get("player") == p]) for p in range(n)]
    stray = [i for i, e in asked if e.get("player") not in range(n)]
    try:
        g = Game(rules, head["cards"], agents, head["seed"], log=True, deck_names=head.get("decks"))
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        return ReplayReport(False, f"the log's game cannot be set up: {exc}", line=lines[0])
    log = g.log
    assert log is not None
    turn = 0

    def check(entry: dict, i: int | None = None) -> None:
        """Is ``entry``, the game's ``i``-th (by default its latest), the log's?"""
        nonlocal turn
        i = len(log.entries) - 1 if i is None else i
        if entry.get("t") == "turn":
            turn = entry.get("turn", turn)
        if i >= len(recorded):
            raise Diverged(i, f"the log ends here, but the game goes on with {_brief(entry)}")
        mine = _plain(entry)
        if i == 0:
            mine.pop("agents", None)
        if mine != recorded[i]:
            raise Diverged(i, f"the log has {_brief(recorded[i])}, the replay {_brief(mine)}")

    try:
        for i, e in enumerate(log.entries):  # (the header and what dealing the decks wrote)
            check(e, i)
        if stray:
            raise Diverged(stray[0], "a decision of a seat the game does not have")
        log.watch = check
        with cpu_budget(rules.gd.limits.get("seconds")):
            result = g.run()
    except Diverged as d:
        return _diverged(d.index, d.message, recorded, lines)
    except OutOfTime as exc:
        return ReplayReport(False, f"{exc} at turn {turn}", line=None)
    except Exception as exc:  # noqa: BLE001 - what an edited log does to a game: reported
        at = len(log.entries) - 1
        return _diverged(at, f"the game fails: {type(exc).__name__}: {exc}", recorded, lines)
    if len(log.entries) < len(recorded):
        i = len(log.entries)
        return _diverged(i, "the game has ended, but the log goes on", recorded, lines, result)
    return ReplayReport(
        True, f"replayed {len(entries)} entries: same final state ({result.digest})", result
    )


def _asked(recorded: list[dict]) -> list[tuple[int, dict]]:
    """The decisions a replay's agents are asked (a decision of one option is not asked,
    except the kinds a person must see: see :class:`~interpreter.decisions.Decisions`)."""
    return [
        (i, e)
        for i, e in enumerate(recorded)
        if e.get("t") == "decision"
        and not (
            isinstance(e.get("options"), list)
            and not Decisions.asked(str(e.get("kind")), len(e["options"]))
        )
    ]


def _diverged(index, message, recorded, lines, result=None) -> ReplayReport:
    """The report of a replay that diverges at entry ``index`` of the log: its line and turn."""
    index = max(0, min(index, len(recorded) - 1))
    turn = next(
        (e.get("turn") for e in reversed(recorded[: index + 1]) if e.get("t") == "turn"), None
    )
    when = f"at turn {turn}" if turn is not None else "in the setup"
    return ReplayReport(False, f"the replay diverges {when}: {message}", result, lines[index])
