"""``cardsmith simulate``: many games, a balance report."""

from __future__ import annotations

import json
import os
import sys
import time

import click
from rich.table import Table

from .cli import main, out
from .cli_play import AGENTS, TRUST_HELP, _rules, seat_agents, seat_count


def _decks(rules, names: str | None) -> list[str]:
    have = sorted(rules.cardset.decks)
    if names and not have:
        raise click.UsageError("this game deals its own cards: it takes no decks")
    if not names:
        return have
    picked = []
    by_title = {d.name.lower(): k for k, d in rules.cardset.decks.items()}
    for n in names.split(","):
        n = n.strip()
        key = n if n in rules.cardset.decks else by_title.get(n.lower())
        if key is None:
            raise click.UsageError(f"no deck '{n}' (decks: {', '.join(have)})")
        picked.append(key)
    return picked


@main.command()
@click.argument("game")
@click.option("--games", "-n", type=click.IntRange(1), required=True, help="How many games.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option(
    "--players",
    type=int,
    default=None,
    help="How many seats (within the game's range; default its fewest).",
)
@click.option("--scenario", default=None, help="One of the game's scenarios (its variants).")
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
    help="Worker processes (default: the number of cores).",
)
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True)
@click.option("--address", default=None, help="A Ray cluster's address (--backend ray).")
@click.option("--json", "json_path", type=click.Path(dir_okay=False), default=None)
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False), default=None)
@click.option(
    "--plot",
    "plot_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="A PNG of the win rates with their intervals (needs matplotlib).",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar and no tables.")
@click.option("--trust", is_flag=True, help=TRUST_HELP)
def simulate(
    game,
    games,
    seed,
    players,
    scenario,
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
    trust,
):
    """Play many games and report which seats, decks and cards are out of balance."""
    from .report import build, plot, to_csv
    from .runner import simulate as run

    rules = _rules(game, scenario, trust, "simulate")
    n = seat_count(rules, players)
    deck_list = _decks(rules, decks)
    jobs = jobs or os.cpu_count() or 1
    agents = tuple(seat_agents(n, agent_list, p1, p2, first="random"))
    if "human" in agents:
        raise click.UsageError("a simulation has no person at the terminal")
    started = time.perf_counter()
    show = not quiet and sys.stdout.isatty()
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
            with Progress(*columns, console=out, transient=True) as bar:
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
            )
    except RuntimeError as exc:
        raise click.UsageError(str(exc)) from None
    elapsed = time.perf_counter() - started
    report = build(tally, rules, seed, agents, rules.target)
    if json_path:
        with open(json_path, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2, ensure_ascii=False)
    if csv_path:
        with open(csv_path, "w", encoding="utf-8", newline="") as fh:
            fh.write(to_csv(report))
    if plot_path:
        try:
            plot(report, plot_path)
        except RuntimeError as exc:
            raise click.UsageError(str(exc)) from None
    if not quiet:
        _print(report, elapsed)
    for f in report["failures"]:
        click.echo(
            f"failed game {f['index']} (seed {f['seed']}): {f['error']}\n"
            f"  reproduce: {f['reproduce']}",
            err=True,
        )
    sys.exit(1 if report["failed"] else 0)


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _ci(row) -> str:
    if row.get("low") is None:
        return "-"
    return f"{100 * row['low']:.1f}–{100 * row['high']:.1f}%"


def _print(report: dict, elapsed: float) -> None:
    n = report["games"]
    out.print(
        f"[bold]{report['game']}[/bold]: {n} games ({report['failed']} failed) in "
        f"{elapsed:.1f}s, seed {report['seed']}, agents {' vs '.join(report['agents'])}"
    )
    fp, ln, dr = report["first_player"], report["length"], report["draws"]
    out.print(
        f"first player wins {_pct(fp['win_rate'])} ({_ci(fp)}) of {fp['games']} "
        f"decided games; draws {dr['count']}; length {ln['mean']} turns on average, "
        f"median {ln['median']}, 90th percentile {ln['p90']}"
    )
    if report["endings"]:
        out.print(
            "how games ended: " + ", ".join(f"{name} {n}" for name, n in report["endings"].items())
        )
    scored = any(s["mean_score"] is not None for s in report["seats"])
    t = Table(title="Seats (share of the games each seat won)")
    for col in ("seat", "games", "wins", "win rate", "95% interval") + (
        ("mean score",) if scored else ()
    ):
        t.add_column(col, justify="right" if col != "seat" else "left")
    for s in report["seats"]:
        t.add_row(
            f"P{s['seat']}",
            str(s["games"]),
            str(s["wins"]),
            _pct(s["win_rate"]),
            _ci(s),
            *((str(s["mean_score"]),) if scored else ()),
        )
    out.print(t)
    if not report["decks"]:
        _print_cards(report)
        return
    t = Table(title="Decks")
    for col in ("deck", "games", "wins", "win rate", "95% interval"):
        t.add_column(col, justify="right" if col != "deck" else "left")
    for d in report["decks"]:
        t.add_row(d["name"], str(d["games"]), str(d["wins"]), _pct(d["win_rate"]), _ci(d))
    out.print(t)
    title = {d["deck"]: d["name"] for d in report["decks"]}
    t = Table(title="Matchups (win rate of the deck against the other, both seatings)")
    for col in ("deck", "against", "games", "win rate", "95% interval", "flag"):
        t.add_column(col, justify="left" if col in ("deck", "against", "flag") else "right")
    for m in report["matchups"]:
        t.add_row(
            title.get(m["deck"], m["deck"]),
            title.get(m["opponent"], m["opponent"]),
            str(m["games"]),
            _pct(m["win_rate"]),
            _ci(m),
            "[bold red]lopsided[/bold red]" if m["lopsided"] else "",
        )
    out.print(t)
    _print_cards(report)


def _print_cards(report: dict) -> None:
    cards = [c for c in report["cards"] if c["games_played"]]
    cards.sort(key=lambda c: (c["flag"] is None, -(c["difference"] or 0)))
    rng = report["usual_range"]
    title = "Cards (win rate when played minus when not)"
    if rng:
        title += f" — usual range {100 * rng['low']:+.1f} to {100 * rng['high']:+.1f} points"
    t = Table(title=title)
    for col in ("card", "played in", "plays", "fired", "difference", "95% interval", "flag"):
        t.add_column(
            col, no_wrap=col != "card", justify="left" if col in ("card", "flag") else "right"
        )
    for c in cards[:25] + [c for c in cards[25:] if c["flag"]]:
        diff = "-" if c["difference"] is None else f"{100 * c['difference']:+.1f}"
        ci = "-" if c["low"] is None else f"{100 * c['low']:+.1f} to {100 * c['high']:+.1f}"
        flag = {"strong": "[bold red]strong[/bold red]", "weak": "[bold blue]weak[/bold blue]"}.get(
            c["flag"], ""
        )
        t.add_row(
            c["name"], str(c["games_played"]), str(c["plays"]), str(c["fired"]), diff, ci, flag
        )
    out.print(t)
