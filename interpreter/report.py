"""The balance report: from a simulation's tally to figures (JSON, CSV, tables, a plot).

* decks and matchups: win rates with 95 % Wilson intervals; a matchup is *lopsided* when its
  whole interval lies outside [1 - L, L] (L = 0.6 by default);
* the first player's win rate (decided games), draws, game length (mean, median, 90th
  percentile, in turns);
* a cooperative game (or one whose setup picks cards, or played at several table sizes):
  the players' win rate with its interval by each picked card (a scenario card, a boss), by
  number of players and by scenario (the picked cards together);
* cards: how often played, the win rate of its owner's games when it was played against when
  it was not (a cooperative table is one team: a card counts as played when anyone played
  it) (the difference, with Newcombe's interval), how often its abilities happened
  (``fired``: a triggered ability, a replacement, an ability the game used); a card is flagged
  *strong* or *weak* when its whole interval lies outside the set's usual range: the median
  difference of the set's cards ± 2 robust standard deviations (1.4826 × the median absolute
  deviation), over cards with enough games both ways.  The table's cards (a game's shared
  piles) belong to no seat: how often they came into play and acted, without win rates.
  ``idle``: the cards that never came into play (a card the setup picked was in play in the
  games it was picked for; a card a deck of the table plays by itself came into play then).
"""

from __future__ import annotations

import csv
import io
import math

from .intervals import median, newcombe, percentile_from_counts, wilson

MIN_GAMES_FOR_FLAG = 30


def _r(x: float, nd: int = 4):
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else round(x, nd)


def build(tally, rules, seed: int, agents, target: str, lopsided: float = 0.6, seatings=()) -> dict:
    from .game_code import trust_problem

    scenario = rules.scenario
    trust = trust_problem(rules.cardset.game.path, False) is not None  # (its repro needs it)
    deck_title = {k: d.name for k, d in rules.cardset.decks.items()}
    decks = []
    for d in sorted(tally.deck_games):
        g, w = tally.deck_games[d], tally.deck_wins[d]
        p, lo, hi = wilson(w, g)
        decks.append(
            {
                "deck": d,
                "name": deck_title.get(d, d),
                "games": g,
                "wins": w,
                "win_rate": _r(p),
                "low": _r(lo),
                "high": _r(hi),
            }
        )
    pairs: dict = {}
    for (a, b, w), n in tally.seat.items():
        for me, other, seat in ((a, b, 0), (b, a, 1)):
            if me == other and seat == 1:
                continue
            row = pairs.setdefault((me, other), [0, 0, 0, 0])
            row[0] += n
            if w == seat:
                row[1] += n
            elif w is None or w < 0:
                row[3] += n
            else:
                row[2] += n
    matchups = []
    for (me, other), (g, won, lost, drawn) in sorted(pairs.items()):
        p, lo, hi = wilson(won, g)
        matchups.append(
            {
                "deck": me,
                "opponent": other,
                "games": g,
                "wins": won,
                "losses": lost,
                "draws": drawn,
                "win_rate": _r(p),
                "low": _r(lo),
                "high": _r(hi),
                "lopsided": bool(g and (lo > lopsided or hi < 1 - lopsided)),
            }
        )
    seats = []
    for p in sorted(tally.seat_games):
        g, w = tally.seat_games[p], tally.seat_wins[p]
        rate, lo, hi = wilson(w, g)
        seats.append(
            {
                "seat": p + 1,
                "games": g,
                "wins": w,
                "win_rate": _r(rate),
                "low": _r(lo),
                "high": _r(hi),
                "mean_score": _r(tally.seat_scores[p] / tally.scored, 2) if tally.scored else None,
            }
        )
    fp, flo, fhi = wilson(tally.first_wins, tally.first_games)
    total_turns = sum(t * n for t, n in tally.lengths.items())
    mean = total_turns / tally.games if tally.games else math.nan
    names = {c.key: c.name for c in rules.cardset.cards}
    types = {c.key: c.type for c in rules.cardset.cards}
    table = tally.table_cards
    cards = []
    for key, (pg, pw, ug, uw, plays, fired) in sorted(tally.card_rows.items()):
        d, lo, hi = newcombe(pw, pg, uw, ug) if key not in table else (math.nan,) * 3
        cards.append(
            {
                "card": key,
                "name": names.get(key, key),
                "type": types.get(key),
                "table": key in table,
                "games_played": pg,
                "games_not_played": ug,
                "plays": plays,
                "fired": fired,
                "played_win_rate": _r(pw / pg if pg and key not in table else math.nan),
                "unplayed_win_rate": _r(uw / ug if ug else math.nan),
                "difference": _r(d),
                "low": _r(lo),
                "high": _r(hi),
                "flag": None,
            }
        )
    _flag_cards(cards)

    def rates(games, wins, key):
        rows = []
        for k in sorted(games, key=lambda x: (str(type(x)), x)):
            g, w = games[k], wins[k]
            rate, lo, hi = wilson(w, g)
            rows.append(
                {key: k, "games": g, "wins": w, "win_rate": _r(rate), "low": _r(lo), "high": _r(hi)}
            )
        return rows

    by_choice: dict = {}
    picked = {name for (_, name), g in tally.choice_games.items() if g}
    for (choice, name), g in sorted(tally.choice_games.items()):
        w = tally.choice_wins[(choice, name)]
        rate, lo, hi = wilson(w, g)
        by_choice.setdefault(choice, []).append(
            {
                "name": name,
                "games": g,
                "wins": w,
                "win_rate": _r(rate),
                "low": _r(lo),
                "high": _r(hi),
            }
        )
    team_games = sum(tally.players_games.values())
    team_wins = sum(tally.players_wins.values())
    tr, tlo, thi = wilson(team_wins, team_games)
    return {
        "game": target,
        "scenario": scenario,
        "seed": seed,
        "agents": list(agents),
        "players": len(agents) if not seatings else sorted({len(a) for a in seatings}),
        "games": tally.games,
        "cooperative": rules.gd.seats.sides == "cooperative",
        "team": {
            "games": team_games,
            "wins": team_wins,
            "win_rate": _r(tr),
            "low": _r(tlo),
            "high": _r(thi),
        },
        "by_choice": by_choice,
        "by_players": rates(tally.players_games, tally.players_wins, "players"),
        "by_scenario": rates(tally.scenario_games, tally.scenario_wins, "scenario"),
        "failed": tally.failed,
        "draws": {
            "count": tally.draws,
            "rate": _r(tally.draws / tally.games if tally.games else math.nan),
        },
        "first_player": {
            "games": tally.first_games,
            "wins": tally.first_wins,
            "win_rate": _r(fp),
            "low": _r(flo),
            "high": _r(fhi),
        },
        "length": {
            "mean": _r(mean, 2),
            "median": percentile_from_counts(tally.lengths, 0.5),
            "p90": percentile_from_counts(tally.lengths, 0.9),
        },
        "seats": seats,
        "endings": dict(sorted(tally.endings.items())),
        "game_wins": tally.game_wins,
        "decks": decks,
        "matchups": matchups,
        "cards": cards,
        # a card the setup picked (a scenario card, a boss) was in the game it was picked for
        "idle": sorted(c["name"] for c in cards if not c["plays"] and c["name"] not in picked),
        "usual_range": _usual_range(cards),
        "failures": [
            {
                "index": f.index,
                "seed": f.seed,
                "decks": list(f.decks),
                "error": f.error,
                "reproduce": reproduce(
                    target, f.seed, f.decks, f.agents or agents, scenario, trust
                ),
            }
            for f in tally.failures
        ],
    }


def reproduce(
    target: str, seed: int, decks, agents, scenario: str | None = None, trust: bool = False
) -> str:
    """The command that plays one game of a simulation again (``--trust`` when the card set
    carries Python that only runs when trusted)."""
    seats = f" --players {len(agents)}" if len(agents) != 2 or not decks else ""
    chosen = f" --decks {','.join(decks)}" if decks else ""
    variant = f" --scenario '{scenario}'" if scenario else ""
    return (
        f"cardsmith play {target} --seed {seed}{seats}{variant}{chosen} "
        f"--agents {','.join(agents)} --quiet" + (" --trust" if trust else "")
    )


def _eligible(cards):
    return [
        c
        for c in cards
        if c["games_played"] >= MIN_GAMES_FOR_FLAG
        and c["games_not_played"] >= MIN_GAMES_FOR_FLAG
        and c["difference"] is not None
    ]


def _usual_range(cards):
    diffs = [c["difference"] for c in _eligible(cards)]
    if len(diffs) < 5:
        return None
    m = median(diffs)
    mad = median([abs(d - m) for d in diffs])
    spread = 2 * 1.4826 * mad
    return {"median": _r(m), "low": _r(m - spread), "high": _r(m + spread), "cards": len(diffs)}


def _flag_cards(cards) -> None:
    rng = _usual_range(cards)
    if rng is None:
        return
    for c in _eligible(cards):
        if c["low"] > rng["high"]:
            c["flag"] = "strong"
        elif c["high"] < rng["low"]:
            c["flag"] = "weak"


def to_csv(report: dict) -> str:
    """The same figures, one row each, with a ``section`` column."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(
        [
            "section",
            "key",
            "other",
            "games",
            "wins",
            "losses",
            "draws",
            "rate",
            "low",
            "high",
            "extra",
        ]
    )
    w.writerow(
        [
            "summary",
            "games",
            "",
            report["games"],
            "",
            "",
            report["draws"]["count"],
            "",
            "",
            "",
            f"failed={report['failed']} seed={report['seed']}",
        ]
    )
    fp = report["first_player"]
    w.writerow(
        [
            "first_player",
            "",
            "",
            fp["games"],
            fp["wins"],
            "",
            "",
            fp["win_rate"],
            fp["low"],
            fp["high"],
            "",
        ]
    )
    ln = report["length"]
    w.writerow(
        [
            "length",
            "turns",
            "",
            report["games"],
            "",
            "",
            "",
            ln["mean"],
            "",
            "",
            f"median={ln['median']} p90={ln['p90']}",
        ]
    )
    for s in report["seats"]:
        w.writerow(
            [
                "seat",
                s["seat"],
                "",
                s["games"],
                s["wins"],
                "",
                "",
                s["win_rate"],
                s["low"],
                s["high"],
                f"mean_score={s['mean_score']}" if s["mean_score"] is not None else "",
            ]
        )
    for name, n in report["endings"].items():
        w.writerow(["ending", name, "", n, "", "", "", "", "", "", ""])
    rows = [("team", "", "", report["team"])] if report["cooperative"] else []
    for choice, entries in report["by_choice"].items():
        rows += [("choice", choice, e["name"], e) for e in entries]
    rows += [("players", e["players"], "", e) for e in report["by_players"]]
    rows += [("scenario", e["scenario"], "", e) for e in report["by_scenario"]]
    for section, key, other, e in rows:
        w.writerow(
            [
                section,
                key,
                other,
                e["games"],
                e["wins"],
                "",
                "",
                e["win_rate"],
                e["low"],
                e["high"],
                "",
            ]
        )
    for d in report["decks"]:
        w.writerow(
            [
                "deck",
                d["deck"],
                "",
                d["games"],
                d["wins"],
                "",
                "",
                d["win_rate"],
                d["low"],
                d["high"],
                d["name"],
            ]
        )
    for m in report["matchups"]:
        w.writerow(
            [
                "matchup",
                m["deck"],
                m["opponent"],
                m["games"],
                m["wins"],
                m["losses"],
                m["draws"],
                m["win_rate"],
                m["low"],
                m["high"],
                "lopsided" if m["lopsided"] else "",
            ]
        )
    for c in report["cards"]:
        w.writerow(
            [
                "card",
                c["card"],
                c["name"],
                c["games_played"],
                c["plays"],
                c["games_not_played"],
                c["fired"],
                c["difference"],
                c["low"],
                c["high"],
                c["flag"] or "",
            ]
        )
    for f in report["failures"]:
        w.writerow(["failure", f["index"], f["seed"], "", "", "", "", "", "", "", f["reproduce"]])
    return buf.getvalue()


def plotting():
    """matplotlib's pyplot, drawing to files (RuntimeError when matplotlib is missing)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RuntimeError("--plot needs matplotlib: pip install 'cardsmith[plot]'") from None
    return plt


def plot(report: dict) -> bytes:
    """A PNG of the decks' and matchups' win rates with their intervals (needs matplotlib)."""
    import io

    plt = plotting()
    decks, matchups = report["decks"], report["matchups"]
    panels = [
        (decks, lambda r: r["name"], "Decks"),
        (matchups, lambda r: f"{r['deck']} vs {r['opponent']}", "Matchups"),
    ]
    if not decks:  # (a game that deals its own cards: the players' win rates by setup)
        chosen = [
            dict(e, label=f"{c}: {e['name']}") for c, es in report["by_choice"].items() for e in es
        ]
        players = [dict(e, label=f"{e['players']} players") for e in report["by_players"]]
        panels = [
            (chosen, lambda r: r["label"], "By the setup's choices"),
            (players, lambda r: r["label"], "By number of players"),
        ]
    fig, axes = plt.subplots(
        1, 2, figsize=(12, max(3, 0.45 * max(len(panels[0][0]), len(panels[1][0]), 1) + 1.5))
    )
    for ax, (rows, label, title) in zip(axes, panels):
        ys = list(range(len(rows)))
        rates = [r["win_rate"] if r["win_rate"] is not None else 0 for r in rows]
        lows = [max(0, x - (r["low"] or 0)) for x, r in zip(rates, rows)]
        highs = [max(0, (r["high"] or 0) - x) for x, r in zip(rates, rows)]
        ax.errorbar(rates, ys, xerr=[lows, highs], fmt="o", capsize=4)
        ax.axvline(0.5, color="grey", linestyle="--", linewidth=1)
        ax.set_yticks(ys)
        ax.set_yticklabels([label(r) for r in rows])
        ax.set_xlim(0, 1)
        ax.set_xlabel("win rate (95% Wilson interval)")
        ax.set_title(title)
    fig.suptitle(f"{report['game']}: {report['games']} games, seed {report['seed']}")
    fig.tight_layout()
    png = io.BytesIO()
    fig.savefig(png, format="png", dpi=100)
    plt.close(fig)
    return png.getvalue()
