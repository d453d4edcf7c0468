"""What the values of ``game.yaml`` must be beyond their shape (:mod:`dsl.game_schema`): names
whose every character shows, numbers that agree with each other (a range's low end not above
its high end, a counter starting inside its bounds) and the parameters a step's limit reads.
"""

from __future__ import annotations

import unicodedata

MOST = 10_000  # the most cards a count, a draw, a deck or a limit may name

# characters no one sees, or that turn the text around them (a right-to-left override makes
# "Gold Dragon" show as something else): in a name they make two different names look alike
_SHOWN = {"\n", "\t"}


def hidden_char(text: str) -> str | None:
    """The first invisible, direction-changing or control character of ``text`` (None)."""
    for ch in text:
        if ch not in _SHOWN and unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cs"):
            return ch
    return None


def invisible(doc, value, path, problems) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str) and hidden_char(k):
                problems.append(_hidden(doc, path + (k,), k, key=True))
            invisible(doc, v, path + (k,), problems)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            invisible(doc, v, path + (i,), problems)
    elif isinstance(value, str) and hidden_char(value):
        problems.append(_hidden(doc, path, value))


def _hidden(doc, path, text: str, key: bool = False):
    ch = hidden_char(text) or ""
    name = unicodedata.name(ch, f"U+{ord(ch):04X}").lower()
    return doc.error(
        path,
        "E-INVISIBLE-CHAR",
        f"{'the key' if key else 'this'} holds a character no one can see: "
        f"U+{ord(ch):04X} ({name})",
        "delete it: a name must read as it looks",
        key=key,
    )


def bounds(doc, data: dict, problems: list) -> None:
    """Numbers that must agree with each other: a range's low end not above its high end, a
    counter's start inside its bounds, the parameter a step's limit reads a count of cards."""

    def order(path, low_key, high_key, value):
        if not isinstance(value, dict):
            return
        low, high = value.get(low_key), value.get(high_key)
        if isinstance(low, int) and isinstance(high, int) and low > high:
            problems.append(
                doc.error(
                    path + (low_key,),
                    "E-GAME-RANGE",
                    f"'{low_key}' ({low}) is above '{high_key}' ({high})",
                )
            )

    order(("players",), "min", "max", data.get("players"))
    cards = data.get("cards") or {}
    tables: list[tuple[tuple, dict | None]] = [(("cards", "fields"), cards.get("fields"))]
    tables += [
        (("cards", "types", t, "fields"), (spec or {}).get("fields"))
        for t, spec in (cards.get("types") or {}).items()
    ]
    for path, fields in tables:
        for name, spec in (fields or {}).items():
            order(path + (name,), "min", "max", spec)
            order(path + (name,), "min_items", "max_items", spec)
    sections: list[tuple[tuple, dict | None, dict | None]] = [(("rules",), data.get("rules"), None)]
    sections += [
        (("scenarios", n, "rules"), (sc or {}).get("rules"), data.get("rules"))
        for n, sc in (data.get("scenarios") or {}).items()
    ]
    for path, rules, base in sections:
        if not rules:
            continue
        for name, c in (rules.get("counters") or {}).items():
            order(path + ("counters", name), "min", "max", c)
            if isinstance(c, dict) and isinstance(c.get("initial"), int):
                low, high, start = c.get("min"), c.get("max"), c["initial"]
                if (low is not None and start < low) or (high is not None and start > high):
                    problems.append(
                        doc.error(
                            path + ("counters", name, "initial"),
                            "E-GAME-RANGE",
                            f"counter '{name}' starts at {start}, outside its bounds",
                        )
                    )
        params = {**((base or {}).get("params") or {}), **(rules.get("params") or {})}
        turn = rules.get("turn") if "turn" in rules else (base or {}).get("turn")
        _limits(doc, path if "turn" in rules else ("rules",), turn, params, problems)


def _limits(doc, path, turn, params: dict, problems: list) -> None:
    """A step's ``limit`` keeps a zone to at most ``params[param]`` cards: a count of cards
    the rules' parameters must declare."""

    def walk(steps, at):
        for i, step in enumerate(steps or []):
            if not isinstance(step, dict):
                continue
            lim = step.get("limit")
            if isinstance(lim, dict):
                name = lim.get("param")
                value = params.get(name)
                if name not in params:
                    problems.append(
                        doc.error(
                            at + (i, "limit", "param"),
                            "E-GAME",
                            f"the limit reads parameter '{name}', which rules.params does not "
                            "declare",
                            f"declare it: params: {{{name}: 7}}",
                        )
                    )
                elif isinstance(value, bool) or not isinstance(value, int):
                    problems.append(
                        doc.error(
                            ("rules", "params", name),
                            "E-GAME",
                            f"'{name}' is a limit on a number of cards: a whole number",
                        )
                    )
                elif not 0 <= value <= MOST:
                    problems.append(
                        doc.error(
                            ("rules", "params", name),
                            "E-GAME-RANGE",
                            f"'{name}' is {value}; a limit on a number of cards must be "
                            f"from 0 to {MOST}",
                        )
                    )
            for key in ("steps", "repeat", "optional", "each_player"):
                walk(step.get(key), at + (i, key))
            for j, action in enumerate(step.get("choose") or []):
                if isinstance(action, dict):
                    walk(action.get("do"), at + (i, "choose", j, "do"))

    walk(turn, path + ("turn",))
