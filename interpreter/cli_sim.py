"""``cardsmith simulate``: many games, a balance report."""

from __future__ import annotations

import json
import sys
import time

import click

from .cli import main, out
from .cli_io import check_outputs, err, usage
from .cli_play import AGENTS, TRUST_HELP, _rules, seat_agents, seat_count

SHOWN_FAILURES = 10  # failed games printed (the report lists more)


def _decks(rules, names: str | None) -> list[str]:
    have = sorted(rules.cardset.decks)
    if names and not have:
        raise usage("this game deals its own cards: it takes no decks")
    if not names:
        return have
    picked = []
    by_title = {d.name.lower(): k for k, d in rules.cardset.decks.items()}
    for n in names.split(","):
        n = n.strip()
        key = n if n in rules.cardset.decks else by_title.get(n.lower())
        if key is None:
            raise usage(f"no deck '{n}' (decks: {', '.join(have)})")
        picked.append(key)
    return picked


@main.command()
@click.argument("game")
@click.option("--games", "-n", type=click.IntRange(1), required=True, help="How many games.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option(
    "--players",
    default=None,
    help="How many seats (within the game's range; default its fewest): N, a range 1-5, a "
    "list 2,4 or 'all'; games go round the table sizes.",
)
@click.option("--scenario", default=None, help="One of the game's scenarios (its variants).")
@click.option("--teams", is_flag=True, help="Play in teams (the game's team scenario).")
@click.option("--decks", default=None, help="Comma-separated decks (default: every deck).")
@click.option(
    "--agents",
    "agent_list",
    default=None,
    help="Each seat's agent, comma-separated (random, greedy; default random).",
)
@click.option("--p1", type=click.Choice(AGENTS[:2]), default=None, help="Seat 1's agent.")
@click.option("--p2", type=click.Choice(AGENTS[:2]), default=None, help="Seat 2's agent.")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(1),
    default=None,
    help="Worker processes (default, and at most: the number of cores; no more than the "
    "games need).",
)
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True)
@click.option("--address", default=None, help="A Ray cluster's address (--backend ray).")
@click.option(
    "--json",
    "json_path",
    default=None,
    help="Write the report as JSON to this file ('-': standard output).",
)
@click.option(
    "--csv",
    "csv_path",
    default=None,
    help="Write the report as CSV to this file ('-': standard output).",
)
@click.option(
    "--plot",
    "plot_path",
    default=None,
    help="A PNG of the win rates with their intervals (needs matplotlib).",
)
@click.option(
    "--quiet",
    "-q",
    is_flag=True,
    help="Only the report's one-line summary (no progress, no tables).",
)
@click.option(
    "--check",
    "checked",
    is_flag=True,
    help="Check every invariant (each card in one zone, counters in bounds) after every step "
    "of every game: slower; a game that breaks one is a failed game.",
)
@click.option("--trust", is_flag=True, help=TRUST_HELP)
def simulate(
    game,
    games,
    seed,
    players,
    scenario,
    teams,
    decks,
    agent_list,
    p1,
    p2,
    jobs,
    backend,
    address,
    json_path,
    csv_path,
    plot_path,
    quiet,
    checked,
    trust,
):
    """Play many games and report which seats, decks and cards are out of balance."""
    from .cli_report import print_report, summary
    from .outputs import write
    from .report import build, plot, plotting, to_csv
    from .rules import share
    from .runner import MAX_GAMES
    from .runner import simulate as run

    to_stdout = check_outputs(json=json_path, csv=csv_path, plot=plot_path)
    if plot_path:
        try:
            plotting()
        except RuntimeError as exc:
            raise usage(str(exc)) from None
    console = err if to_stdout else out  # (the tables go where the report does not)
    rules = _rules(game, scenario, trust, "simulate", teams)
    share(rules)
    scenario = rules.scenario
    counts = _table_sizes(rules, players)
    deck_list = _decks(rules, decks)
    if games > MAX_GAMES:
        raise usage(f"at most {MAX_GAMES:,} games in one run, not {games:,}")
    seatings = [
        tuple(
            seat_agents(
                n, agent_list if len(counts) == 1 else _each(agent_list, n), p1, p2, first="random"
            )
        )
        for n in counts
    ]
    agents = seatings[0]
    if any("human" in a for a in seatings):
        raise usage("a simulation has no person at the terminal")
    seatings = seatings if len(seatings) > 1 else []
    started = time.perf_counter()
    show = not quiet and console.is_terminal
    try:
        if show:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )

            columns = [
                TextColumn("simulating"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]} games/s"),
                TimeRemainingColumn(),
            ]
            with Progress(*columns, console=console, transient=True) as bar:
                task = bar.add_task("games", total=games, rate="-")

                def progress(n):
                    bar.advance(task, n)
                    done = bar.tasks[0].completed
                    rate = done / max(1e-9, time.perf_counter() - started)
                    bar.update(task, rate=f"{rate:,.0f}")

                tally = run(
                    rules.target,
                    deck_list,
                    agents,
                    games,
                    seed,
                    jobs,
                    backend,
                    address,
                    progress,
                    scenario,
                    seatings,
                    checked,
                )
        else:
            tally = run(
                rules.target,
                deck_list,
                agents,
                games,
                seed,
                jobs,
                backend,
                address,
                scenario=scenario,
                seatings=seatings,
                checked=checked,
            )
    except RuntimeError as exc:
        raise usage(str(exc)) from None
    elapsed = time.perf_counter() - started
    report = build(tally, rules, seed, agents, rules.target, seatings=seatings)
    if json_path:
        write(json_path, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    if csv_path:
        write(csv_path, to_csv(report))
    if plot_path:
        write(plot_path, plot(report))
    console.print(summary(report)) if quiet else print_report(report, elapsed, console)
    shown = report["failures"][:SHOWN_FAILURES]
    for f in shown:
        click.echo(
            f"failed game {f['index']} (seed {f['seed']}): {f['error']}\n"
            f"  reproduce: {f['reproduce']}",
            err=True,
        )
    if report["failed"] > len(shown):
        click.echo(
            f"... and {report['failed'] - len(shown)} more failed games "
            f"(the report lists the first {len(report['failures'])})",
            err=True,
        )
    sys.exit(1 if report["failed"] else 0)


def _table_sizes(rules, players: str | None) -> list[int]:
    """``--players``: N, A-B, A,B,C or all -> the numbers of seats (each within the game's
    range: a usage error otherwise)."""
    low, high = rules.gd.seats.min, rules.gd.seats.max
    if players is None:
        return [seat_count(rules, None)]
    text = players.strip().lower()
    try:
        if text == "all":
            counts = list(range(low, high + 1))
        elif "-" in text:
            a, b = (int(x) for x in text.split("-", 1))
            counts = list(range(a, b + 1))
        else:
            counts = [int(x) for x in text.split(",")]
    except ValueError:
        raise usage(f"--players takes N, A-B, A,B or all, not '{players}'") from None
    if not counts:
        raise usage(f"--players '{players}' names no number of players")
    return [seat_count(rules, n) for n in counts]


def _each(agent_list: str | None, n: int) -> str | None:
    """With several table sizes, one agent named for all seats applies to every seat."""
    if agent_list and "," not in agent_list:
        return ",".join([agent_list.strip()] * n)
    if agent_list:
        raise usage("with several numbers of players, --agents names one agent")
    return None
