"""The ``cardsmith`` command line.

Exit codes: 0 ok, 1 problems found in the user's files (or a game that failed), 2 bad usage,
130 interrupted (Ctrl-C), 141 the reader of the output went away, 143 terminated.  Problems in
files are printed as diagnostics, other problems as one coded line (``cli_io.py``); never a
traceback.  Every report command has ``--json``.
"""

from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.text import Text

from ..dsl.diagnostics import CardsmithError, Diagnostic, at
from .cli_io import Cardsmith, CliError, err, out

# (the card language and the engine are imported by the commands that use them: ``--help``
# and a command's own help stay quick)


def print_diagnostic(d: Diagnostic, console: Console = out) -> None:
    lines = d.render().split("\n")
    style = "bold red" if d.is_error else "bold yellow"
    head = Text(lines[0])
    head.highlight_words([f"{d.severity}[{d.code}]"], style)
    console.print(head)
    for line in lines[1:]:
        t = Text(line)
        if line.lstrip().startswith("|") and "^" in line:
            t.stylize(style)
        elif line.startswith("  = help"):
            t.stylize("cyan")
        console.print(t)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def find_or_usage(target: str):
    """The folder of a card set (see :func:`find_folder`); a target that names none is bad
    usage: E-FILE, exit code 2."""
    from ..dsl.cardset import find_folder

    try:
        return find_folder(target)
    except FileNotFoundError as exc:
        message = str(exc).removeprefix(f"{target}: ")
        raise CliError("E-FILE", message, target) from None


def load_or_usage(target: str, **kw):
    """Load a card set; a target that names nothing is bad usage (exit 2), a game that cannot
    be read is its diagnostics (exit 1)."""
    from ..dsl.cardset import load_cardset

    find_or_usage(target)
    try:
        return load_cardset(target, **kw)
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)


@click.group(cls=Cardsmith, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="cardsmith")
def main():
    """cardsmith: write card games the way cards are printed; check, explain, play and
    simulate them."""


# ------------------------------------------------------------------------------ validate
@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print the problems as a JSON list.")
def validate(paths, as_json):
    """Check card sets: a bundled game's name, a card-set folder or a card file.

    Every problem of every file is reported; the exit code is 1 when there is an error."""
    from ..dsl.cardset import load_cardset
    from .rules import engine_problems

    found: list[Diagnostic] = []
    summaries = []
    for target in paths:
        find_or_usage(target)
        try:
            cs = load_cardset(target)
        except CardsmithError as exc:
            found += exc.diagnostics
            summaries.append(f"{target}: the game cannot be read")
            continue
        problems = cs.diagnostics + engine_problems(cs)
        found += problems
        n_err = sum(d.is_error for d in problems)
        n_warn = len(problems) - n_err
        state = "ok" if not problems else f"{_count(n_err, 'error')}, {_count(n_warn, 'warning')}"
        summaries.append(
            f"{target}: {_count(len(cs.cards), 'card')}, {_count(len(cs.decks), 'deck')}: {state}"
        )
    if as_json:
        click.echo(json.dumps([d.to_json() for d in found], indent=2))
    else:
        for d in found:
            print_diagnostic(d)
        for s in summaries:
            out.print(s)
    sys.exit(1 if any(d.is_error for d in found) else 0)


# ------------------------------------------------------------------------------- explain
@main.command()
@click.option("--game", "-g", required=True, help="A bundled game's name or a card-set folder.")
@click.argument("text")
@click.option(
    "--json", "as_json", is_flag=True, help="Print the canonical text and the tree as JSON."
)
def explain(game, text, as_json):
    """Show how a card text is understood: its canonical text and its AST."""
    cs = load_or_usage(game)
    from ..dsl.cardset import line_col
    from ..dsl.explain import tree, tree_json
    from ..dsl.parser import TextError, over_cap
    from ..dsl.printer import print_text

    result = over_cap(text) or cs.language.read(text)
    if isinstance(result, TextError):
        line, col = line_col(text, result.start)
        end_line, end_col = line_col(text, max(result.end, result.start + 1))
        d = at(
            "<text>",
            text,
            line,
            col,
            end_line,
            end_col,
            "error",
            result.code,
            result.message,
            result.help,
        )
        if as_json:
            click.echo(json.dumps({"error": d.to_json()}, indent=2))
        else:
            print_diagnostic(d)
        sys.exit(1)
    canonical = print_text(result, cs.game.language)
    if as_json:
        click.echo(json.dumps({"canonical": canonical, "tree": tree_json(result)}, indent=2))
        return
    out.print(Text("canonical: ", style="bold") + Text(canonical))
    out.print(tree(result))


# -------------------------------------------------------------------------------- export
@main.command()
@click.argument("game")
@click.option("--format", "fmt", type=click.Choice(["json"]), default="json", show_default=True)
def export(game, fmt):
    """Print the compiled card set: every card with its fields, text and canonical text."""
    from ..dsl.printer import print_text

    cs = load_or_usage(game)
    if cs.errors:
        for d in cs.errors:
            print_diagnostic(d, err)
        sys.exit(1)
    cards = []
    for c in cs.cards:
        entry = dict(c.fields)
        entry.setdefault("text", None)
        for fname, ast in c.texts.items():
            key = "canonical" if fname == "text" else f"canonical_{fname}"
            entry[key] = print_text(ast, cs.game.language)
        entry.setdefault("canonical", None)
        cards.append(entry)
    click.echo(json.dumps(cards, indent=2, ensure_ascii=False))


# ------------------------------------------------------------------------------ coverage
@main.command()
@click.option("--game", "-g", required=True, help="A bundled game's name or a card-set folder.")
@click.argument("corpus")
@click.option("--json", "as_json", is_flag=True)
def coverage(game, corpus, as_json):
    """Measure how many texts of a corpus (a YAML list of name/text mappings) cardsmith
    reads and can run."""
    from ..dsl.coverage import measure
    from ..dsl.game import load_game

    folder, _ = find_or_usage(game)
    try:
        spec = load_game(folder)
        cov = measure(spec, corpus, compile_check=_engine_check(spec))
    except CardsmithError as exc:
        for d in exc.diagnostics:
            print_diagnostic(d, err)
        sys.exit(1)
    if as_json:
        click.echo(json.dumps(cov.to_json(), indent=2, ensure_ascii=False))
        return
    out.print(
        f"[bold]{cov.supported}[/bold] of {cov.with_text} texts supported "
        f"([bold]{cov.percent:.1f}%[/bold]); {cov.total} entries, "
        f"{cov.total - cov.with_text} without text"
    )
    if not cov.failures:
        return
    out.print("\n[bold]Where reading stopped[/bold]")
    for phrase, fails in cov.groups():
        out.print(f"  {len(fails):3d}  {phrase}")
    out.print("\n[bold]Failures[/bold]")
    for f in cov.failures:
        out.print(Text(f"{f.name}: ", style="bold") + Text(f"{f.code}: {f.message}"))
        out.print(Text(f"    {f.text}", style="dim"))
        if f.help:
            out.print(Text(f"    help: {f.help}", style="cyan"))


def _engine_check(spec):
    """Coverage counts a text as supported only when this game's engine can run it."""
    if "rules" not in spec.raw:
        return None
    from .compile import coverage_check_for
    from .gamedef import read_rules
    from .rules import compile_context

    return coverage_check_for(compile_context(read_rules(spec)))


def run():  # pragma: no cover - console entry point
    main()


from . import cli_play, cli_sim  # noqa: F401  (register play, replay and simulate)

__all__ = ["main"]
