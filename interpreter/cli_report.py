"""A simulation's report for a person: a one-line summary, then tables that stay readable on a
narrow terminal (the name columns wrap but never vanish; below 72 columns the intervals give
way, the flags still saying which rows stand out)."""

from __future__ import annotations

from rich import box
from rich.table import Table

NARROW = 72  # below this width, the tables leave out their interval columns


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _ci(row) -> str:
    if row.get("low") is None:
        return "-"
    return f"{100 * row['low']:.1f}–{100 * row['high']:.1f}%"


def summary(report: dict) -> str:
    """The report in one line (what ``simulate --quiet`` prints)."""
    fp, ln = report["first_player"], report["length"]
    return (
        f"{report['game']}: {report['games']} games ({report['failed']} failed), seed "
        f"{report['seed']}, {' vs '.join(report['agents'])}: first player wins "
        f"{_pct(fp['win_rate'])} ({_ci(fp)}); draws {report['draws']['count']}; "
        f"{ln['mean']} turns on average"
    )


def _table(console, title: str, columns) -> tuple[Table, list[int]]:
    """A table of ``columns`` — (header, kind) with kind "name" (wraps, never vanishes),
    "number", "interval" (left out when narrow) or "flag" — and the indexes kept."""
    narrow = console.width < NARROW
    t = Table(
        title=title, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left"
    )
    kept = []
    for i, (header, kind) in enumerate(columns):
        if kind == "interval" and narrow:
            continue
        kept.append(i)
        if kind == "name":
            t.add_column(header, min_width=12, ratio=1, overflow="fold")
        elif kind == "flag":
            t.add_column(header, no_wrap=True)
        else:
            t.add_column(header, justify="right", no_wrap=True)
    return t, kept


def _add(t: Table, kept: list[int], cells) -> None:
    t.add_row(*[cells[i] for i in kept])


def print_report(report: dict, elapsed: float, console) -> None:
    console.print(summary(report), soft_wrap=False)
    ln = report["length"]
    console.print(
        f"in {elapsed:.1f}s; length: median {ln['median']} turns, 90th percentile {ln['p90']}"
        + (
            "; how games ended: "
            + ", ".join(f"{name} {n}" for name, n in report["endings"].items())
            if report["endings"]
            else ""
        ),
        soft_wrap=False,
    )
    scored = any(s["mean_score"] is not None for s in report["seats"])
    cols = [("seat", "name"), ("games", "number"), ("wins", "number"), ("win rate", "number")]
    cols += [("95% interval", "interval")] + ([("mean score", "number")] if scored else [])
    t, kept = _table(console, "Seats (share of the games each seat won)", cols)
    for s in report["seats"]:
        cells = [f"P{s['seat']}", str(s["games"]), str(s["wins"]), _pct(s["win_rate"]), _ci(s)]
        _add(t, kept, cells + ([str(s["mean_score"])] if scored else []))
    console.print(t, soft_wrap=False)
    if report["decks"]:
        _print_decks(report, console)
    _print_cards(report, console)


def _print_decks(report: dict, console) -> None:
    cols = [("deck", "name"), ("games", "number"), ("wins", "number"), ("win rate", "number")]
    t, kept = _table(console, "Decks", cols + [("95% interval", "interval")])
    for d in report["decks"]:
        cells = [d["name"], str(d["games"]), str(d["wins"]), _pct(d["win_rate"]), _ci(d)]
        _add(t, kept, cells)
    console.print(t, soft_wrap=False)
    title = {d["deck"]: d["name"] for d in report["decks"]}
    cols = [("deck", "name"), ("against", "name"), ("games", "number"), ("win rate", "number")]
    cols += [("95% interval", "interval"), ("flag", "flag")]
    t, kept = _table(console, "Matchups (the deck's win rate against the other)", cols)
    for m in report["matchups"]:
        cells = [
            title.get(m["deck"], m["deck"]),
            title.get(m["opponent"], m["opponent"]),
            str(m["games"]),
            _pct(m["win_rate"]),
            _ci(m),
            "[bold red]lopsided[/bold red]" if m["lopsided"] else "",
        ]
        _add(t, kept, cells)
    console.print(t, soft_wrap=False)


def _print_cards(report: dict, console) -> None:
    """The cards' table; with several card types, one table per type (heroes apart from the
    abilities that enhance them, say); then the table's own cards, and those never played."""
    cards = [c for c in report["cards"] if c["games_played"] and not c.get("table")]
    types = sorted({c.get("type") for c in cards}, key=str)
    if len(types) <= 1:
        _print_card_table(cards, report, "Cards", console)
    else:
        for kind in types:
            chosen = [c for c in cards if c.get("type") == kind]
            _print_card_table(chosen, report, f"Cards: {kind}", console)
    table = sorted((c for c in report["cards"] if c.get("table")), key=lambda c: c["name"])
    if table:
        cols = [("card", "name"), ("in games", "number"), ("plays", "number")]
        t, kept = _table(
            console,
            "The table's cards (how often each came into play and its abilities acted)",
            cols + [("fired", "number")],
        )
        for c in table:
            _add(t, kept, [c["name"], str(c["games_played"]), str(c["plays"]), str(c["fired"])])
        console.print(t, soft_wrap=False)
    idle = report.get("idle")
    console.print(
        f"never came into play: {', '.join(idle)}" if idle else "every card came into play"
    )


def _print_card_table(cards: list, report: dict, heading: str, console) -> None:
    cards.sort(key=lambda c: (c["flag"] is None, -(c["difference"] or 0)))
    rng = report["usual_range"]
    title = f"{heading} (win rate when played minus when not, in points)"
    if rng:
        title += f"; usual range {100 * rng['low']:+.1f} to {100 * rng['high']:+.1f}"
    cols = [("card", "name"), ("games", "number"), ("plays", "number"), ("fired", "number")]
    cols += [("diff", "number"), ("95% interval", "interval"), ("flag", "flag")]
    t, kept = _table(console, title, cols)
    flags = {"strong": "[bold red]strong[/bold red]", "weak": "[bold blue]weak[/bold blue]"}
    for c in cards[:25] + [c for c in cards[25:] if c["flag"]]:
        diff = "-" if c["difference"] is None else f"{100 * c['difference']:+.1f}"
        ci = "-" if c["low"] is None else f"{100 * c['low']:+.1f} to {100 * c['high']:+.1f}"
        cells = [c["name"], str(c["games_played"]), str(c["plays"]), str(c["fired"]), diff, ci]
        _add(t, kept, cells + [flags.get(c["flag"], "")])
    console.print(t, soft_wrap=False)
