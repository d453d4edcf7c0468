"""``cardsmith play`` and ``cardsmith replay``."""

from __future__ import annotations

import os
import sys

import click

from ..dsl.diagnostics import CardsmithError
from .budget import OutOfTime, cpu_budget
from .cli import err, load_or_usage, main, out, print_diagnostic
from .cli_io import AnswerReader, CliError, check_outputs, terminal_width, usage, wrap

AGENTS = ["random", "greedy", "human"]
TRUST_HELP = (
    "Run the card set's own Python (its verbs.py): only for a set whose code you have read "
    "(the bundled games need no --trust)."
)


def _rules(
    game: str,
    scenario: str | None = None,
    trust: bool = False,
    command: str = "play",
    teams: bool = False,
):
    """The compiled rules of ``game`` (its Python run only when it is bundled or trusted)."""
    from .game_code import trust_problem
    from .layout import scenario_names
    from .rules import CompiledRules

    cs = load_or_usage(game)
    if cs.errors:
        for d in cs.errors:
            print_diagnostic(d, err)
        sys.exit(1)
    untrusted = trust_problem(cs.game.path, trust, command)
    if untrusted is not None:
        print_diagnostic(untrusted, err)
        sys.exit(2)
    names = scenario_names(cs)
    if teams:
        scenario = team_scenario(cs.game, scenario)
    if scenario is not None and scenario not in names:
        have = ", ".join(names[:12]) + (", ..." if len(names) > 12 else "") if names else "none"
        raise usage(f"no scenario '{scenario}' in {cs.game.name} (scenarios: {have})")
    try:
        return CompiledRules(cs, game, scenario)
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)


def team_scenario(spec, scenario: str | None) -> str | None:
    """``--teams``: the game's scenario that plays in teams (``rules.sides: teams``), or the
    game itself when its own rules do."""
    if (spec.raw.get("rules") or {}).get("sides") == "teams" and scenario is None:
        return None
    teamed = [
        name
        for name, sc in (spec.raw.get("scenarios") or {}).items()
        if ((sc or {}).get("rules") or {}).get("sides") == "teams"
    ]
    if not teamed:
        raise click.UsageError(f"{spec.name} has no team play (no scenario with sides: teams)")
    if scenario is not None and scenario not in teamed:
        raise click.UsageError(f"scenario '{scenario}' is not a team game ({', '.join(teamed)} is)")
    return scenario or teamed[0]


def _pick_deck(rules, name: str | None, index: int) -> str:
    decks = sorted(rules.cardset.decks)
    if name is None:
        return decks[index % len(decks)]
    if name in rules.cardset.decks:
        return name
    by_title = {d.name.lower(): k for k, d in rules.cardset.decks.items()}
    if name.lower() in by_title:
        return by_title[name.lower()]
    raise usage(f"no deck '{name}' (decks: {', '.join(decks)})")


def seat_count(rules, players: int | None) -> int:
    """How many seats: ``--players``, else the game's fewest; a number outside the game's
    range is a usage error."""
    low, high = rules.gd.seats.min, rules.gd.seats.max
    n = players if players is not None else low
    if not low <= n <= high:
        span = f"{low}" if low == high else f"{low} to {high}"
        raise usage(f"{rules.cardset.game.name} is for {span} players, not {n}")
    return n


def seat_decks(rules, n: int, listed: str | None, deck1=None, deck2=None) -> list[str]:
    """The deck of each seat (none when the game deals its own cards)."""
    if not rules.cardset.decks:
        if listed or deck1 or deck2:
            raise usage("this game deals its own cards: it takes no decks")
        return []
    names: list[str | None] = [d.strip() for d in listed.split(",")] if listed else []
    for i, d in ((0, deck1), (1, deck2)):
        if d is not None:
            names += [None] * (i + 1 - len(names))
            names[i] = d
    if len(names) > n:
        raise usage(f"{len(names)} decks for {n} players")
    return [_pick_deck(rules, names[i] if i < len(names) else None, i) for i in range(n)]


def seat_agents(
    n: int,
    listed: str | None,
    p1: str | None,
    p2: str | None,
    first: str = "greedy",
    rest: str = "random",
) -> list[str]:
    """The agent of each seat: ``--agents a,b,c``, with ``--p1``/``--p2`` for the first two;
    seats left unsaid get ``first`` (seat 1) and ``rest``.  A person's opponents are greedy
    unless told otherwise."""
    names: list[str | None] = [a.strip() for a in listed.split(",")] if listed else []
    for a in names:
        if a not in AGENTS:
            raise usage(f"unknown agent '{a}' (agents: {', '.join(AGENTS)})")
    if len(names) > n:
        raise usage(f"{len(names)} agents for {n} players")
    for i, a in ((0, p1), (1, p2)):
        if a is not None and i < n:
            names += [None] * (i + 1 - len(names))
            names[i] = a
    names += [None] * (n - len(names))
    if "human" in names:
        first = rest = "greedy"
    return [a if a is not None else (rest if i else first) for i, a in enumerate(names)]


@main.command()
@click.argument("game")
@click.option(
    "--seed",
    type=int,
    default=None,
    help="Seed for every coin, die and shuffle (default: a random one, printed).",
)
@click.option(
    "--players",
    type=int,
    default=None,
    help="How many seats (within the game's range; default its fewest).",
)
@click.option("--scenario", default=None, help="One of the game's scenarios (its variants).")
@click.option("--teams", is_flag=True, help="Play in teams (the game's team scenario).")
@click.option("--decks", default=None, help="Each seat's deck, comma-separated.")
@click.option("--deck1", default=None, help="Seat 1's deck (file name or deck name).")
@click.option("--deck2", default=None, help="Seat 2's deck.")
@click.option(
    "--agents",
    "agent_list",
    default=None,
    help="Each seat's agent, comma-separated (random, greedy, human).",
)
@click.option(
    "--p1", type=click.Choice(AGENTS), default=None, help="Seat 1's agent (default greedy)."
)
@click.option(
    "--p2",
    type=click.Choice(AGENTS),
    default=None,
    help="Seat 2's agent (default random; greedy against a person).",
)
@click.option(
    "--log",
    "log_path",
    default=None,
    help="Write the structured log (JSON lines) to this file ('-': standard output).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only the result line.")
@click.option("--trust", is_flag=True, help=TRUST_HELP)
def play(
    game,
    seed,
    players,
    scenario,
    teams,
    decks,
    deck1,
    deck2,
    agent_list,
    p1,
    p2,
    log_path,
    quiet,
    trust,
):
    """Play one game: narrated, ending with the outcome and why."""
    from .agents import EndOfInput
    from .match import agents_for, new_game

    log_to_stdout = check_outputs(log=log_path)
    rules = _rules(game, scenario, trust, teams=teams)
    scenario = rules.scenario
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big") % 1_000_000
    n = seat_count(rules, players)
    names = seat_decks(rules, n, decks, deck1, deck2)
    seats = seat_agents(n, agent_list, p1, p2)
    titles = [rules.cardset.decks[d].name for d in names]
    # what a person reads: standard output, unless the log goes there
    console = err if log_to_stdout else out
    width = terminal_width()

    def say(text: str) -> None:
        click.echo(wrap(text, width), err=log_to_stdout)

    agents = agents_for(seats, seed, write=say, read=AnswerReader())
    narrate = None if quiet else say
    if not quiet:
        who = ", ".join(
            f"P{i + 1} " + (f"{titles[i]} " if titles else "") + f"({a})"
            for i, a in enumerate(seats)
        )
        name = rules.cardset.game.name + (f" ({scenario})" if scenario else "")
        console.print(f"[bold]{name}[/bold]: {who}, seed {seed}", soft_wrap=width is None)
    g = new_game(rules, names, agents, seed, log=log_path is not None, narrate=narrate, seats=n)
    try:
        with cpu_budget(rules.gd.limits.get("seconds")):
            result = g.run()
    except EndOfInput as quit:
        g.resign(quit.player if quit.player is not None else 0)
        result = g.result()
    except OutOfTime as exc:
        raise CliError(
            "E-LIMIT",
            f"{exc} at turn {g.state.turn}: does a verb or a text never end? "
            "(rules.limits.seconds in game.yaml)",
            game,
            exit_code=1,
        ) from None
    if log_path is not None:
        g.log.dump(log_path)
    click.echo(outcome_line(result, titles, rules), err=log_to_stdout)


def outcome_line(result, titles, rules=None) -> str:
    """``winner: P2 (Fantastic Tricks) after 26 turns: P1 has no cards left``; a co-operative
    game: ``the players win after 31 turns: ...; VP P1 12, P2 9``."""

    def seat(p):
        return f"P{p + 1}" + (f" ({titles[p]})" if titles else "")

    coop = rules is not None and rules.gd.seats.sides == "cooperative"
    label = "scores"
    if rules is not None and rules.scoring:
        label = str(rules.scoring[0].get("name", label))
    scores = ""
    if result.scores is not None:
        scores = f"; {label} " + ", ".join(f"P{p + 1} {s}" for p, s in enumerate(result.scores))
    if result.side == "game":
        who = "the players lose" if coop else "the game wins"
        return f"{who} after {result.turns} turns: {result.reason}{scores}"
    if coop and result.winners:
        return f"the players win after {result.turns} turns: {result.reason}{scores}"
    if not result.winners:
        return f"draw after {result.turns} turns: {result.reason}{scores}"
    who = " and ".join(seat(p) for p in result.winners)
    word = "winner" if len(result.winners) == 1 else "winners"
    return f"{word}: {who} after {result.turns} turns: {result.reason}{scores}"


@main.command()
@click.argument("log_file")
@click.option("--game", default=None, help="The card set, if not the one the log names.")
@click.option("--trust", is_flag=True, help=TRUST_HELP)
def replay(log_file, game, trust):
    """Re-run a game from its log; exit 0 when it writes the same log (the same final state),
    1 with where it diverges."""
    from .replay import Untrusted
    from .replay import replay as run_replay

    if game is not None:
        load_or_usage(game)
    try:
        report = run_replay(log_file, game, trust)
    except Untrusted as exc:
        print_diagnostic(exc.diagnostic, err)
        sys.exit(2)
    except OSError as exc:
        raise CliError("E-FILE", f"cannot read the log: {exc.strerror or exc}", log_file) from None
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)
    if not report.ok:
        where = f"{log_file}:{report.line}" if report.line else log_file
        raise CliError("E-REPLAY", report.message, where, exit_code=1)
    click.echo(report.message)
