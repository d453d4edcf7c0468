"""Whole-set checks: deck rules, and lints (warnings) about cards that cannot do what they say.

Lints a game can switch on in ``game.yaml``::

    lints:
      threshold_stat: attack            # W-UNREACHABLE-THRESHOLD: "5 ->" on an attack-3 card
      reachable: {field: level, max: 20} # W-UNREACHABLE-LEVEL: a level the power never reaches

and, for every game, W-FILTER-EMPTY: a filter ("a Brotherhood card", "level 15") that no card
of the set matches.
"""

from __future__ import annotations

from ..constructs.abilities import Threshold
from ..constructs.amounts import Num
from ..constructs.cards import This
from ..constructs.filters import NameRef, StatCmp, Terms
from ..constructs.keywords import Keyword
from ..constructs.kit import NO_SPAN, walk
from ..constructs.stat_changes import StatChange
from .diagnostics import WARNING, at, did_you_mean


def check_decks(cs) -> None:
    game = cs.game
    names = {c.key: c for c in cs.cards}
    by_name = {str(c.fields.get("name", c.key)): c for c in cs.cards}
    for deck in cs.decks.values():
        doc = deck.doc
        for name, n in deck.cards.items():
            if name not in names and name not in by_name:
                hint = did_you_mean(name, list(by_name))
                cs.diagnostics.append(
                    doc.error(
                        ("cards", name),
                        "E-DECK-UNKNOWN-CARD",
                        f"no card of the set is called '{name}'",
                        f"did you mean '{hint}'?" if hint else None,
                        key=True,
                    )
                )
            if game.max_copies is not None and n > game.max_copies:
                cs.diagnostics.append(
                    doc.error(
                        ("cards", name),
                        "E-DECK-COPIES",
                        f"{n} copies of '{name}'; a deck may hold at most {game.max_copies}",
                    )
                )
        if (
            game.deck_size is not None
            and deck.size > game.deck_size
            and game.deck_larger == "random"
        ):
            cs.diagnostics.append(
                doc.error(
                    ("cards",),
                    "W-DECK-LARGER",
                    f"the deck has {deck.size} cards: each game uses "
                    f"{game.deck_size} of them at random",
                    key=True,
                    severity=WARNING,
                )
            )
        elif game.deck_size is not None and deck.size != game.deck_size:
            cs.diagnostics.append(
                doc.error(
                    ("cards",),
                    "E-DECK-SIZE",
                    f"the deck has {deck.size} cards; it must have exactly {game.deck_size}",
                    key=True,
                )
            )


def lint(cs, only_paths=None) -> None:
    lints = cs.game.raw.get("lints") or {}
    for card in cs.cards:
        if only_paths is not None and card.path not in only_paths:
            continue
        doc = cs.docs.get(card.path)
        if doc is None:
            continue
        stat = lints.get("threshold_stat")
        if stat:
            _threshold(cs, card, doc, stat)
        reach = lints.get("reachable")
        if reach:
            value = card.fields.get(reach["field"])
            if isinstance(value, int) and not isinstance(value, bool) and value > reach["max"]:
                cs.diagnostics.append(
                    doc.error(
                        (card.index, reach["field"]),
                        "W-UNREACHABLE-LEVEL",
                        f"{reach['field']} {value} can never be played: it never goes above "
                        f"{reach['max']}",
                        severity=WARNING,
                    )
                )
        for fname, text in card.texts.items():
            _filters(cs, card, doc, fname, text)
            _reminders(cs, card, doc, fname, text)


def _reminders(cs, card, doc, fname, text) -> None:
    """A keyword printed with a reminder that says something other than its declared meaning:
    the declared meaning is what the card does."""
    for n in walk(text):
        if isinstance(n, Keyword) and n.reminder_differs:
            spec = next(k for k in cs.game.language.keywords if k.name == n.name)
            shown = spec.pattern.printed(n.values)
            cs.diagnostics.append(
                _at_span(
                    doc,
                    card,
                    fname,
                    n.span,
                    "W-KEYWORD-REMINDER",
                    f"the reminder text says something other than what '{shown}' means: the"
                    " card does what the game declares",
                    f"'{shown}' means: {spec.pattern.fill(spec.means or '', n.values)}",
                )
            )


def _threshold(cs, card, doc, stat: str) -> None:
    text = card.texts.get("text")
    value = card.fields.get(cs.game.language.stats.get(stat, stat))
    if text is None or isinstance(value, bool) or not isinstance(value, int):
        return
    boosts = any(
        isinstance(n, StatChange)
        and isinstance(n.target, This)
        and n.stat == stat
        and n.op in ("add", "set", "mul")
        for n in walk(text)
    )
    if boosts:
        return
    for ab in text.abilities:
        if isinstance(ab, Threshold) and ab.n > value:
            cs.diagnostics.append(
                _at_span(
                    doc,
                    card,
                    "text",
                    ab.span,
                    "W-UNREACHABLE-THRESHOLD",
                    f"'{ab.n} ->' can never happen: this card's {stat} is {value}",
                    f"lower the threshold to {value} or less, or raise the {stat}",
                )
            )


def _at_span(doc, card, fname, span, code, message, help=None):
    from .cardset import text_position

    source = card.fields.get(fname)
    if not isinstance(source, str) or span is NO_SPAN:
        return doc.error((card.index, fname), code, message, help, severity=WARNING)
    line, col, eline, ecol = text_position(doc, (card.index, fname), source, span.start, span.end)
    return at(doc.path, doc.source, line, col, eline, ecol, WARNING, code, message, help)


def term_matches(cs, term, card) -> bool:
    """Does ``card`` have this name or satisfy this stat comparison?"""
    lang = cs.game.language
    if isinstance(term, NameRef):
        fields = []
        for kind in term.kinds:
            if kind == "card":
                fields += list(cs.game.names_from)
            elif kind in lang.kinds:
                fields += list(lang.kinds[kind].fields)
        for f in fields:
            v = card.fields.get(f)
            values = v if isinstance(v, list) else [v]
            for x in values:
                if (
                    isinstance(x, str)
                    and any(part.strip().lower() == term.value.lower() for part in x.split("&"))
                    or (isinstance(x, str) and x.lower() == term.value.lower())
                ):
                    return True
        return False
    if isinstance(term, StatCmp) and isinstance(term.value, Num):
        v = card.fields.get(lang.stats.get(term.stat, term.stat))
        if isinstance(v, bool) or not isinstance(v, int):
            return False
        n = term.value.value
        return v <= n if term.op == "<=" else v >= n if term.op == ">=" else v == n
    return True


def _filters(cs, card, doc, fname, text) -> None:
    seen = set()
    for node in walk(text):
        if not isinstance(node, Terms) or id(node) in seen:
            continue
        seen.add(id(node))
        if any(not isinstance(t, (NameRef, StatCmp)) for t in node.terms):
            continue
        if any(term_matches(cs, t, c) for t in node.terms for c in cs.cards):
            continue
        words = " or ".join(
            t.value
            if isinstance(t, NameRef)
            else f"{t.stat} {t.op} {t.value.value if isinstance(t.value, Num) else '?'}"
            for t in node.terms
        )
        cs.diagnostics.append(
            _at_span(
                doc,
                card,
                fname,
                node.span,
                "W-FILTER-EMPTY",
                f"no card of this set is {words}",
                "this part of the text can never find a card",
            )
        )
