"""``cardsmith play`` and ``cardsmith replay``."""

from __future__ import annotations

import os
import sys

import click

from ..dsl.diagnostics import CardsmithError
from .cli import err, load_or_usage, main, out, print_diagnostic

AGENTS = ["random", "greedy", "human"]


def _rules(game: str):
    from .rules import CompiledRules
    cs = load_or_usage(game)
    if cs.errors:
        for d in cs.errors:
            print_diagnostic(d, err)
        sys.exit(1)
    try:
        return CompiledRules(cs, game)
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)


def _pick_deck(rules, name: str | None, index: int) -> str:
    decks = sorted(rules.cardset.decks)
    if not decks:
        raise click.UsageError("this card set has no decks to play with (decks/*.yaml)")
    if name is None:
        return decks[index % len(decks)]
    if name in rules.cardset.decks:
        return name
    by_title = {d.name.lower(): k for k, d in rules.cardset.decks.items()}
    if name.lower() in by_title:
        return by_title[name.lower()]
    raise click.UsageError(f"no deck '{name}' (decks: {', '.join(decks)})")


@main.command()
@click.argument("game")
@click.option("--seed", type=int, default=None, help="Seed for every coin, die and shuffle "
                                                     "(default: a random one, printed).")
@click.option("--deck1", default=None, help="Player 1's deck (file name or deck name).")
@click.option("--deck2", default=None, help="Player 2's deck.")
@click.option("--p1", type=click.Choice(AGENTS), default="greedy", show_default=True)
@click.option("--p2", type=click.Choice(AGENTS), default="random", show_default=True)
@click.option("--log", "log_path", type=click.Path(dir_okay=False), default=None,
              help="Write the structured log (JSON lines) to this file.")
@click.option("--quiet", "-q", is_flag=True, help="Print only the result line.")
def play(game, seed, deck1, deck2, p1, p2, log_path, quiet):
    """Play one game: narrated, ending with the winner (or the reason for a draw)."""
    from .agents import EndOfInput
    from .match import agents_for, new_game
    rules = _rules(game)
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big") % 1_000_000
    d1 = _pick_deck(rules, deck1, 0)
    d2 = _pick_deck(rules, deck2, 1)
    names = [d1, d2]
    titles = [rules.cardset.decks[d].name for d in names]
    human = {"write": lambda s: click.echo(s)}
    agents = agents_for([p1, p2], seed, **human)
    narrate = None if quiet else (lambda line: out.print(line, markup=False, highlight=False))
    if not quiet:
        out.print(f"[bold]{rules.cardset.game.name}[/bold]: P1 {titles[0]} ({p1}) against "
                  f"P2 {titles[1]} ({p2}), seed {seed}")
    g = new_game(rules, names, agents, seed, log=log_path is not None, narrate=narrate)
    try:
        result = g.run()
    except EndOfInput:
        from .engine import GameOver
        try:
            g.end(-1, "a player left the game", "left")
        except GameOver:
            pass
        result = g.result()
    if log_path is not None:
        g.log.dump(log_path)
    if result.winner is not None and result.winner >= 0:
        click.echo(f"winner: P{result.winner + 1} ({titles[result.winner]}) after "
                   f"{result.turns} turns")
    else:
        click.echo(f"draw: {result.reason}")


@main.command()
@click.argument("log_file", type=click.Path(exists=True, dir_okay=False))
@click.option("--game", default=None, help="The card set, if not the one the log names.")
def replay(log_file, game):
    """Re-run a game from its log; exit 0 when it ends in the same state."""
    from .match import replay as run_replay
    try:
        report = run_replay(log_file, game)
    except (ValueError, KeyError) as exc:
        click.echo(f"{log_file}: cannot replay: {exc}", err=True)
        sys.exit(1)
    except FileNotFoundError as exc:
        raise click.UsageError(str(exc)) from None
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)
    click.echo(report.message)
    sys.exit(0 if report.ok else 1)
