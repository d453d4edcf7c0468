"""Loading a card set: its game, its cards (fields checked, texts read into ASTs) and decks.

``load_cardset`` never stops at the first problem: every card of every file is checked and
every problem becomes a :class:`~dsl.diagnostics.Diagnostic` on the returned set.  A file that
cannot be read at all (bad YAML) is one diagnostic and the other files are still checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..constructs.labels import CardField
from ..constructs.texts import CardText
from .diagnostics import ERROR, CardsmithError, Diagnostic, at
from .fields import card_type, check_fields, split_names
from .game import GameSpec, load_game
from .language import CardLanguage
from .parser import TextError, over_cap
from .yamlsafe import Document, load_file

BUNDLED = Path(__file__).resolve().parent.parent / "cardsets"


@dataclass
class Card:
    key: str
    type: str
    fields: dict
    texts: dict[str, CardText]
    path: str
    index: int

    @property
    def name(self) -> str:
        return str(self.fields.get("name", self.key))

    def get(self, name, default=None):
        return self.fields.get(name, default)


@dataclass
class Deck:
    name: str
    path: str
    cards: dict[str, int]
    description: str = ""
    doc: Document | None = field(default=None, repr=False)

    @property
    def size(self) -> int:
        return sum(self.cards.values())


@dataclass
class CardSet:
    game: GameSpec
    language: CardLanguage
    cards: list[Card]
    decks: dict[str, Deck]
    diagnostics: list[Diagnostic]
    docs: dict[str, Document] = field(default_factory=dict, repr=False)
    reported: set | None = None  # the files being validated (None: all of them)

    @property
    def by_key(self) -> dict[str, Card]:
        return {c.key: c for c in self.cards}

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.is_error]


def bundled_games() -> list[str]:
    return sorted(p.name for p in BUNDLED.iterdir() if (p / "game.yaml").is_file())


def find_folder(target: str) -> tuple[Path, list[Path] | None]:
    """A bundled game's name, a card-set folder, or a card file -> (folder, only these files)."""
    p = Path(target)
    if p.is_dir() and (p / "game.yaml").is_file():
        return p, None
    if p.is_file():
        for parent in p.resolve().parents:
            if (parent / "game.yaml").is_file():
                return parent, [p.resolve()]
        raise FileNotFoundError(f"{target}: no game.yaml in any folder above this file")
    if (BUNDLED / target / "game.yaml").is_file():
        return BUNDLED / target, None
    raise FileNotFoundError(
        f"{target}: not a bundled game ({', '.join(bundled_games())}), "
        "a card-set folder or a card file"
    )


def _rel(path: Path, folder: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def declared_names(
    game: GameSpec, cards: list[dict], everything: bool = False
) -> dict[str, set[str]]:
    """Names the cards declare, by kind.  With ``everything``, every name field counts (as
    for a corpus read by ``coverage``)."""
    out: dict[str, set[str]] = {}
    for card in cards:
        tname = card_type(game, card) or game.default_type
        ctype = game.types[tname]
        for fname, spec in ctype.fields.items():
            value = card.get(fname)
            if value is None:
                continue
            kind = spec.declares or (spec.kind if everything and spec.type == "name" else None)
            if kind is None and fname in game.names_from:
                kind = "card"
            if kind is None:
                continue
            if spec.type == "name":
                names = split_names(spec, value) or []
            elif isinstance(value, str):
                names = [value]
            else:
                names = []
            out.setdefault(kind, set()).update(n for n in names if n)
        for fname in game.names_from:
            value = card.get(fname)
            if isinstance(value, str) and value.strip():
                out.setdefault("card", set()).add(" ".join(value.split()))
        for kind, name in _field_line_names(game, ctype, card, everything):
            out.setdefault(kind, set()).add(name)
    return out


def _field_line_names(game: GameSpec, ctype, card: dict, everything: bool):
    """(kind, name) of the names a card's text gives on a field label's line ("Always Leads:
    HYDRA" fills a field of names of a kind: HYDRA is a name of that kind, as the field would
    declare it: when it declares, or when every name field counts)."""
    text = card.get("text")
    if not isinstance(text, str):
        return
    for label in game.language.labels:
        if not label.field or label.pattern.slots:
            continue
        # (the card's type's field; a card of no known type: any type's, as coverage reads it)
        spec = ctype.fields.get(label.field) or next(
            (t.fields[label.field] for t in game.types.values() if label.field in t.fields), None
        )
        if spec is None or spec.type != "name" or not spec.kind:
            continue
        if not (everything or spec.declares):
            continue
        head = re.escape(label.pattern.words).replace(r"\ ", r"\s+")
        for m in re.finditer(rf"(?im)^\s*{head}\s*:\s*(\S[^\n]*?)\s*$", text):
            for name in split_names(spec, m.group(1)) or []:
                if name:
                    yield spec.kind, " ".join(name.split())


def known_names(game: GameSpec, declared: dict[str, set[str]]) -> dict[str, set[str]]:
    known = {k: set(v.values) for k, v in game.language.kinds.items()}
    for k, v in declared.items():
        known.setdefault(k, set()).update(v)
    return known


def text_position(doc: Document, path: tuple, text: str, start: int, end: int):
    """File (line, col, end_line, end_col) of characters ``start:end`` of a text field, in any
    YAML style: the value's characters are matched, in order, to the source's (skipping
    quotes, escapes, folded line breaks and indentation)."""
    pos = doc.pos(path)
    where = _value_offsets(doc, pos, text, max(end, start + 1))
    if where is None:  # (a style the matching cannot follow)
        return pos.line, pos.col, pos.end_line, pos.end_col
    line, col = line_col(doc.source, where[start] if start < len(where) else where[-1] + 1)
    last = where[min(max(end, start + 1), len(where)) - 1]
    end_line, end_col = line_col(doc.source, last + 1)
    return line, col, end_line, end_col


def line_col(source: str, offset: int) -> tuple[int, int]:
    """The 1-based (line, column) of a character offset."""
    line = source.count("\n", 0, offset) + 1
    return line, offset - (source.rfind("\n", 0, offset) + 1) + 1


def _value_offsets(doc: Document, pos, text: str, upto: int):
    """Source offsets of the first ``upto`` characters of a scalar's value."""
    src = doc.source
    lines = src.split("\n")
    i = sum(len(x) + 1 for x in lines[: pos.line - 1]) + pos.col - 1
    stop = sum(len(x) + 1 for x in lines[: pos.end_line - 1]) + pos.end_col - 1
    if pos.style in ("|", ">"):
        i = src.find("\n", i) + 1  # the text starts on the line after the indicator
    elif pos.style in ('"', "'"):
        i += 1
    out = []
    for ch in text[:upto]:
        while i < stop and not (src[i] == ch or (ch == " " and src[i] == "\n")):
            i += 1
        if i >= stop:
            return None
        out.append(i)
        i += 1
    return out


def text_diagnostic(doc: Document, path: tuple, text: str, err: TextError) -> Diagnostic:
    line, col, eline, ecol = text_position(doc, path, text, err.start, err.end)
    return at(doc.path, doc.source, line, col, eline, ecol, ERROR, err.code, err.message, err.help)


def _load_cards(
    game: GameSpec,
    files: list[Path],
    folder: Path,
    diags: list[Diagnostic],
    docs: dict[str, Document],
    only=None,
) -> list[tuple[Document, int, dict, Path]]:
    """The cards of every file (all are needed: any may declare names); the problems of the
    files being validated (``only``, or all)."""
    raw = []
    for f in files:
        report = only is None or f.resolve() in only
        try:
            doc = load_file(_rel(f, folder), folder)
        except CardsmithError as exc:
            if report:
                diags.extend(exc.diagnostics)
            continue
        docs[doc.path] = doc
        if report:
            diags.extend(doc.problems)
        data = doc.data
        if data is None:
            continue
        if not isinstance(data, list):
            if report:
                diags.append(
                    doc.error(
                        (),
                        "E-YAML-SHAPE",
                        "a card file is a list of cards",
                        "start each card with '- '",
                    )
                )
            continue
        for i, card in enumerate(data):
            if not isinstance(card, dict):
                if report:
                    diags.append(
                        doc.error((i,), "E-YAML-SHAPE", "each card is a mapping of fields")
                    )
                continue
            raw.append((doc, i, card, f.resolve()))
    return raw


def load_cardset(target: str, strict_grammar: bool = False) -> CardSet:
    """Load and check the card set at ``target`` (see :func:`find_folder`)."""
    folder, only = find_folder(target)
    game = load_game(folder, shown_as=_rel(folder / "game.yaml", folder))
    diags: list[Diagnostic] = []
    docs: dict[str, Document] = {}
    card_files = sorted((folder / "cards").glob("*.yaml")) if (folder / "cards").is_dir() else []
    deck_files = sorted((folder / "decks").glob("*.yaml")) if (folder / "decks").is_dir() else []
    if only is not None:
        in_decks = any(p.parent.name == "decks" for p in only)
        deck_files = [p for p in deck_files if p.resolve() in only] if in_decks else []
    raw = _load_cards(game, card_files, folder, diags, docs, only)
    declared = declared_names(game, [c for _, _, c, _ in raw])
    known = known_names(game, declared)
    lang = CardLanguage(game.language, declared, strict=strict_grammar, locate=game.locate)
    problem = lang.recurring_problem()
    if problem is not None:
        raise CardsmithError(
            game.doc.error(
                ("language", "permanent", "recurring"),
                "E-GAME",
                f"the recurring trigger does not read: {problem}",
            )
        )
    bad = lang.declaration_problems()
    if bad:
        raise CardsmithError(
            [
                game.locate(*path, message=m, help=h, code=code, key=len(path) == 2)
                for path, code, m, h in bad
            ]
        )
    cards: list[Card] = []
    seen: dict[str, tuple[Document, int]] = {}
    reported_paths = set()
    for doc, i, card, abspath in raw:
        report = only is None or abspath in only
        if report:
            reported_paths.add(doc.path)
        tname = card_type(game, card)
        texts = _read_texts(game, lang, doc, i, card, tname, diags if report else [])
        card = _with_text_fields(game, doc, i, card, texts, diags if report else [])
        problems = check_fields(game, doc, i, card, known)
        key = card.get(game.key)
        if report:
            diags.extend(problems)
        if tname is None or not isinstance(key, (str, int)):
            continue
        key = str(key)
        if key in seen:
            first_doc, first_i = seen[key]
            if report:
                line = first_doc.pos((first_i,)).line
                diags.append(
                    doc.error(
                        (i, game.key),
                        "E-DUPLICATE-CARD",
                        f"another card is already called '{key}' ({first_doc.path}:{line})",
                        "give each card its own name",
                    )
                )
            continue
        seen[key] = (doc, i)
        cards.append(Card(key, tname, card, texts, doc.path, i))
    lang.save()
    decks = _load_decks(game, deck_files, folder, diags, docs)
    cs = CardSet(game, lang, cards, decks, diags, docs, None if only is None else reported_paths)
    from .checks import check_decks, lint

    check_decks(cs)
    lint(cs, only_paths=None if only is None else reported_paths)
    cs.diagnostics.sort(key=lambda d: (d.path, d.line, d.col, d.code))
    return cs


def _read_texts(game, lang, doc, i, card, tname, diags) -> dict:
    """The ASTs of a card's card-text fields (a text that does not read is a diagnostic)."""
    texts: dict = {}
    if tname is None:
        return texts
    for fname, spec in game.types[tname].fields.items():
        value = card.get(fname)
        if spec.type != "card_text" or not isinstance(value, str) or not value.strip():
            continue
        result = over_cap(value) or lang.read(value)
        if isinstance(result, TextError):
            diags.append(text_diagnostic(doc, (i, fname), value, result))
            continue
        texts[fname] = result
    return texts


def _with_text_fields(game, doc, i, card: dict, texts: dict, diags) -> dict:
    """The card with the fields its text prints as labelled lines ("Setup: 8 Twists.": a
    label the game declares a card field's); a field given twice is a diagnostic."""

    extra: dict = {}
    for fname, ast in texts.items():
        for a in ast.abilities:
            if not isinstance(a, CardField):
                continue
            if a.field in card or a.field in extra:
                diags.append(
                    doc.error(
                        (i, fname),
                        "E-FIELD-TWICE",
                        f"'{a.field}' is given twice: as a field and as the text's "
                        f"'{a.label}:' line",
                        "keep one of them",
                    )
                )
                continue
            extra[a.field] = a.text
    return {**card, **extra} if extra else card


def _load_decks(game, files, folder, diags, docs) -> dict[str, Deck]:
    decks: dict[str, Deck] = {}
    for f in files:
        try:
            doc = load_file(_rel(f, folder), folder)
        except CardsmithError as exc:
            diags.extend(exc.diagnostics)
            continue
        docs[doc.path] = doc
        diags.extend(doc.problems)
        data = doc.data
        if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
            diags.append(
                doc.error(
                    (),
                    "E-YAML-SHAPE",
                    "a deck is a mapping with 'name' and 'cards' (card -> copies)",
                )
            )
            continue
        counts = {}
        for name, n in data["cards"].items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                diags.append(
                    doc.error(
                        ("cards", name),
                        "E-FIELD-TYPE",
                        f"the number of copies of '{name}' must be a whole number of at least 1",
                    )
                )
                continue
            counts[str(name)] = n
        name = str(data.get("name") or f.stem)
        decks[f.stem] = Deck(name, doc.path, counts, str(data.get("description") or ""), doc)
    return decks
