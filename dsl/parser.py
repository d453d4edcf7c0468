"""Text -> parse tree: the grammar of one game, built once and cached, and parse errors turned
into diagnostics.

The grammar of a game is the core files of ``grammar/`` (in :data:`CORE_FILES` order), the
phrasebooks it opts into (``grammar/phrasebooks/<name>.lark``), the vocabulary rules written
from its ``game.yaml`` and cards, and its own ``grammar.lark``.  Each
distinct grammar text is built once per process (memoised) and its LALR tables are cached on
disk (Lark's cache, keyed by the grammar's hash), so a validate run starts fast.
"""

from __future__ import annotations

import copyreg
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from lark import Lark
from lark import logger as lark_logger
from lark.exceptions import (
    LarkError,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)
from lark.parsers import lalr_analysis

from . import cache
from .diagnostics import did_you_mean
from .game import Language
from .lexer import install as install_lexer
from .vocab import Vocabulary, grammar_rules, lexer_specials

if TYPE_CHECKING:
    from .forms import Forms

GRAMMAR_DIR = Path(__file__).resolve().parent.parent / "grammar"
CORE_FILES = (
    "card.lark",
    "effects.lark",
    "refs.lark",
    "gains.lark",
    "attacks.lark",
    "costs.lark",
    "answers.lark",
)
PHRASEBOOK_DIR = GRAMMAR_DIR / "phrasebooks"
MAX_TEXT = 2000  # characters in one card text (what a card file may hold)
MAX_READ = 4 * MAX_TEXT  # what the reader takes at all (a canonical text can be longer)

# Characters written differently on printed cards, replaced one for one (spans stay right).
_SAME_LENGTH = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2212": "-",
        "\u2013": "-",
        "\u00a0": " ",
    }
)


def normalise(text: str) -> str:
    return text.translate(_SAME_LENGTH)


def core_grammar() -> str:
    return "\n".join((GRAMMAR_DIR / f).read_text(encoding="utf-8") for f in CORE_FILES)


def phrasebook_names() -> list[str]:
    """The phrasebooks a game may opt into (``language.phrasebooks``)."""
    return sorted(p.stem for p in PHRASEBOOK_DIR.glob("*.lark"))


def phrasebooks_grammar(names) -> str:
    """The grammar of the phrasebooks ``names`` (each checked against
    :func:`phrasebook_names` when the game is read)."""
    return "\n".join((PHRASEBOOK_DIR / f"{n}.lark").read_text(encoding="utf-8") for n in names)


def language_grammar(language: Language) -> str:
    """The grammar a game's texts are read with, but for the rules of its words: the core,
    its phrasebooks and its grammar.lark."""
    return "\n".join(
        [core_grammar(), phrasebooks_grammar(language.phrasebooks), language.grammar_extension]
    )


@dataclass
class TextError:
    """A parse failure, relative to the text: 0-based offsets and a message."""

    code: str
    message: str
    start: int
    end: int
    help: str | None = None


_BUILT: dict[str, Lark] = {}
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class GrammarConflict(Exception):
    """The game's grammar (core + its words + its grammar.lark) is ambiguous: ``rules`` names
    the rules in conflict (their aliases, or their names) where Lark says."""

    def __init__(self, message: str, rules: tuple[str, ...] = ()):
        super().__init__(message)
        self.rules = rules


#: the rules a game's declared meanings write (dsl/meanings.py)
_DECLARED = re.compile(r"(kw|lbl|verb|slot_name|slot_icon)__\d+$|status_(word|verb)$")


class _Conflicts(logging.Handler):
    """The shift/reduce conflicts Lark resolves by itself (it only logs them), noted while a
    grammar is built: a game's declared meanings may not add one (a game's words may, as
    before: a card noun "coin" beside "flip a coin" is read as the shift reads it)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.found: list[str] = []
        self.rules: list[str] = []
        self._saved: tuple = ()

    def emit(self, record: logging.LogRecord) -> None:
        if record.msg.startswith("Shift/Reduce conflict"):
            self.found.append(record.getMessage().replace(": (resolving as shift)", ""))
        elif record.msg.startswith(" * ") and self.found and isinstance(record.args, tuple):
            rule: Any = record.args[0]  # (a grammar.Rule)
            self.rules.append(str(getattr(rule, "alias", None) or rule.origin.name))
            if "\n" not in self.found[-1]:
                self.found[-1] += f"\n * {rule}"

    def __enter__(self):
        # (only this handler hears Lark meanwhile: its own prints to the terminal)
        self._saved = (lark_logger.level, list(lark_logger.handlers), lark_logger.propagate)
        lark_logger.handlers[:] = [self]
        lark_logger.propagate = False
        lark_logger.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc) -> None:
        level, handlers, propagate = self._saved
        lark_logger.handlers[:] = handlers
        lark_logger.propagate = propagate
        lark_logger.setLevel(level)


def _action(name):
    return lalr_analysis.Shift if name == "Shift" else lalr_analysis.Reduce


# The parse tables refer to two singletons by identity; pickle them as themselves.
copyreg.pickle(lalr_analysis.Action, lambda a: (_action, (a.name,)))


def build_parser(grammar_text: str, strict: bool = False, special=None) -> Lark:
    """The LALR parser for a grammar text: built once per process, and kept on disk (keyed by
    a hash of the grammar) so the next process starts in milliseconds."""
    key = ("strict:" if strict else "") + grammar_text
    parser = _BUILT.get(key)
    if parser is not None:
        return parser
    name = f"parser-{cache.key(key)}"
    if not strict:
        parser = cache.load(name)
        if parser is not None:
            parser.lexer_conf.re_module = re
    if parser is None:
        conflicts = _Conflicts()
        try:
            with conflicts:
                parser = Lark(
                    grammar_text,
                    parser="lalr",
                    lexer="basic",
                    strict=strict,
                    propagate_positions=False,
                    maybe_placeholders=False,
                )
        except LarkError as exc:  # a conflict, or a grammar.lark that is not lark
            message = str(exc).split("\n\n")[0]
            rules = tuple(re.findall(r"<([A-Za-z_0-9]+) :", message))
            raise GrammarConflict(message, rules) from None
        declared = [r for r in conflicts.rules if _DECLARED.match(r)]
        if declared:  # (Lark would take the shift: a reading no declaration chose)
            raise GrammarConflict(conflicts.found[0], tuple(declared))
        install_lexer(parser, special)
        if not strict:
            conf: Any = parser.lexer_conf
            saved, conf.re_module = conf.re_module, None  # a module cannot be pickled
            cache.save(name, parser)
            conf.re_module = saved
    _BUILT[key] = parser
    return parser


def reader_for(lark: Lark):
    """The :class:`~dsl.builder.Builder` and :class:`~dsl.lalr.Loop` that read texts straight
    to ASTs with this parser's tables (made once per parser)."""
    reader = getattr(lark, "_card_reader", None)
    if reader is None:
        from .builder import Builder
        from .lalr import Loop

        builder = Builder(lark)
        reader = (builder, Loop(lark, builder.reductions))
        cast(Any, lark)._card_reader = reader  # (kept with the parser it reads for)
    return reader


def over_cap(text: str, cap: int = MAX_TEXT) -> TextError | None:
    """E-TEXT-TOO-LONG for a text over the cap (a card's text: MAX_TEXT)."""
    if len(text) <= cap:
        return None
    return TextError(
        "E-TEXT-TOO-LONG",
        f"the text is {len(text)} characters long (the cap is {cap})",
        cap,
        len(text),
        "split it or shorten it",
    )


def game_grammar(language: Language, vocab: Vocabulary) -> str:
    parts = [core_grammar()]
    if language.phrasebooks:
        parts += ["// ---- the phrasebooks of the game", phrasebooks_grammar(language.phrasebooks)]
    parts += [
        "// ---- vocabulary of the game",
        grammar_rules(language, vocab, language_grammar(language)),
    ]
    if language.grammar_extension:
        parts += ["// ---- the game's own phrases", language.grammar_extension]
    return "\n".join(parts)


class TextParser:
    """Parses card texts of one game (one vocabulary)."""

    def __init__(self, language: Language, vocab: Vocabulary, strict: bool = False):
        self.language = language
        self.vocab = vocab
        self.grammar = game_grammar(language, vocab)  # (the same text CardLanguage hashes)
        self.lark = build_parser(
            self.grammar, strict=strict, special=lexer_specials(language, vocab)
        )
        self._literal = {
            t.name: t.pattern.value for t in self.lark.terminals if t.pattern.type == "str"
        }
        # the words of the language itself ("If", "each"): never reported as unknown names
        self._words = {w.lower() for w in self._literal.values()} - set(vocab.names)
        self._spelled = _spellings(language)
        self.builder, self.loop = reader_for(self.lark)
        # the closest forms to an unreadable sentence (dsl/forms.py), made on the first
        self._forms: Forms | None = None

    def parse(self, text: str, tf):
        """The AST ``tf`` (a :class:`~constructs.kit.Reader`) makes of ``text`` as it
        is parsed, or a :class:`TextError`; raises :class:`~constructs.kit.MeaningError`
        for text that parses but cannot mean anything."""
        too_long = over_cap(text, MAX_READ)
        if too_long is not None:
            return too_long
        bad = _CONTROL.search(text)
        if bad is not None:  # (no card prints one; the grammar's placeholders use them)
            return TextError(
                "E-PARSE-CHAR",
                f"unexpected control character {bad.group()!r}",
                bad.start(),
                bad.start() + 1,
                "remove it",
            )
        try:
            return self.builder.run(normalise(text), self.loop.parse, tf)
        except UnexpectedInput as exc:
            return self._explain(text, exc)
        except RecursionError:
            return TextError("E-TEXT-TOO-DEEP", "the text nests too deeply to read", 0, len(text))

    # ------------------------------------------------------------------ errors
    def _expected_words(self, expected) -> list[str]:
        words = []
        for name in sorted(expected):
            if name in self._literal:
                words.append(self._literal[name])
            elif name == "INT":
                words.append("a number")
            elif name == "SIGNED_INT":
                words.append("+N or -N")
        return words

    def _explain(self, text: str, exc: UnexpectedInput) -> TextError:
        expected: set[str]
        if isinstance(exc, UnexpectedEOF) or (
            isinstance(exc, UnexpectedToken) and exc.token.type == "$END"
        ):
            expected = getattr(exc, "expected", set()) or set()
            words = self._expected_words(expected)
            end = len(text.rstrip())
            return TextError(
                "E-PARSE-END",
                "the text ends in the middle of a sentence",
                max(end - 1, 0),
                max(end, 1),
                _expect_help(words),
            )
        if isinstance(exc, UnexpectedCharacters):
            pos = exc.pos_in_stream or 0
            expected = exc.allowed or set()
        elif isinstance(exc, UnexpectedToken):
            pos = exc.token.start_pos or 0
            expected = exc.expected or set()
        else:  # (Lark raises no other kind while reading)
            pos, expected = exc.pos_in_stream or 0, set()
        word_end = _word_end(text, pos)
        found = text[pos:word_end] or text[pos : pos + 1]
        # Was a name expected here?  Then the word is probably a misspelt or undeclared name.
        words = self._expected_words(expected)
        expected_names = [self.vocab.names[w][0] for w in words if w in self.vocab.names]
        icon = self._icon_at(text, pos) if expected_names else None
        if icon is not None:
            return icon
        if expected_names and found[:1].isalpha() and found.lower() not in self._words:
            guess, span_end = _best_name(text, pos, expected_names)
            if guess is not None:
                canon, kinds = self.vocab.names[guess.lower()]
                kind = kinds[0]
                return TextError(
                    f"E-UNKNOWN-{kind.upper()}",
                    f"unknown {kind} '{text[pos:span_end]}'",
                    pos,
                    span_end,
                    f"did you mean '{canon}'?",
                )
            hint = _word_help(found, words, self._words, self._spelled)
            if hint is not None:  # ("Drwa a card": a misspelt word, not an unknown name)
                hint = self._or_forms(hint, text, pos)
                return TextError("E-UNKNOWN-WORD", f"unknown word '{found}'", pos, word_end, hint)
            if found[:1].isupper() and found.lower() not in self._words:
                why = "names must be declared by the game or by a card of the set"
                if _starts_sentence(text, pos):
                    forms = self._closest_forms(text, pos)
                    if forms:
                        why += f"; if '{found}' is no name, the {forms}"
                return TextError("E-UNKNOWN-NAME", f"unknown name '{found}'", pos, word_end, why)
        unknown = self._unknown_after_separator(text, pos, found)
        if unknown is not None:
            return unknown
        if isinstance(exc, UnexpectedCharacters) and not found[:1].isalnum():
            return TextError(
                "E-PARSE-CHAR",
                f"unexpected character '{found[:1]}'",
                pos,
                pos + 1,
                _expect_help(words),
            )
        hint = _word_help(found, words, self._words, self._spelled)
        if hint is not None:
            hint = self._or_forms(hint, text, pos)
            return TextError("E-UNKNOWN-WORD", f"unknown word '{found}'", pos, word_end, hint)
        return TextError(
            "E-PARSE",
            f"unexpected '{found}' here",
            pos,
            max(word_end, pos + 1),
            self._parse_help(text, pos, words),
        )

    def _parse_help(self, text: str, pos: int, words: list[str]) -> str | None:
        """What could come here, and the forms of the language closest to the sentence that
        stops here (when one is close)."""
        expected = _expect_help(words)
        # (where a clause could end, the sentence so far reads: a comma or a joining word is
        # missing, not a form)
        forms = self._closest_forms(text, pos) if "," not in words else None
        return "; ".join(h for h in (expected, forms) if h) or None

    def _or_forms(self, hint: str, text: str, pos: int) -> str:
        """A misspelt word's did-you-mean, and at a sentence's start (where the writer may have
        meant another verb: "Remove a card") the closest forms."""
        forms = self._closest_forms(text, pos) if _starts_sentence(text, pos) else None
        return f"{hint} (or the {forms})" if forms else hint

    def _closest_forms(self, text: str, pos: int) -> str | None:
        """ "closest forms: '...', '...'" for the sentence of ``text`` around ``pos``."""
        if self._forms is None:
            from .forms import Forms

            self._forms = Forms(self.lark)
        start = max(text.rfind(c, 0, pos) for c in ".;>:")
        end = text.find(".", pos)
        closest = self._forms.closest(text[start + 1 : end if end >= 0 else len(text)])
        return "closest forms: " + ", ".join(f"'{f}'" for f in closest) if closest else None

    def _icon_at(self, text: str, pos: int) -> TextError | None:
        """ "[Tehc]": a name written as an icon that is no name of the icon's kind."""
        for kind in self.language.kinds.values():
            if not kind.icon:
                continue
            before, _, after = kind.icon.partition("{}")
            if not text.startswith(before, pos):
                continue
            end = text.find(after, pos + len(before)) if after else _word_end(text, pos + 1)
            if end < 0 or end - pos > 60:
                continue
            inner = text[pos + len(before) : end]
            names = [c for c, kinds in self.vocab.names.values() if kind.name in kinds]
            hint = did_you_mean(inner, names)
            return TextError(
                f"E-UNKNOWN-{kind.name.upper()}",
                f"unknown {kind.name} '{inner}'",
                pos,
                end + len(after),
                f"did you mean '{kind.icon.replace('{}', hint)}'?" if hint else None,
            )
        return None

    def _unknown_after_separator(self, text: str, pos: int, found: str):
        """ "Your Lizard, Lizardling and Reptil cards": reading stops at the separator before
        a word that is no name; report that word."""
        if found.lower() not in (",", "and", "or", "&"):
            return None
        nxt = pos + len(found)
        while nxt < len(text) and text[nxt] in " ,":
            nxt += 1
        if text[nxt : nxt + 4].lower() in ("and ", "or "):
            nxt += text[nxt:].index(" ") + 1
        end = _word_end(text, nxt)
        word = text[nxt:end]
        if (
            not word[:1].isupper()
            or self.vocab.lookup(word) is not None
            or word.lower() in self._words
        ):
            return None
        names = [canon for canon, _ in self.vocab.names.values()]
        guess, span_end = _best_name(text, nxt, names)
        if guess is not None:
            canon, kinds = self.vocab.names[guess.lower()]
            return TextError(
                f"E-UNKNOWN-{kinds[0].upper()}",
                f"unknown {kinds[0]} '{text[nxt:span_end]}'",
                nxt,
                span_end,
                f"did you mean '{canon}'?",
            )
        return TextError(
            "E-UNKNOWN-NAME",
            f"unknown name '{word}'",
            nxt,
            end,
            "names must be declared by the game or by a card of the set",
        )


def _spellings(language: Language) -> dict[str, str]:
    """The game's own words as it spells them, by their lower case (the grammar matches them
    in any case: a did-you-mean says "Unit", as the game does)."""
    words = [*language.card_nouns, *language.noun_plurals.values(), *language.stats]
    words += [
        *language.zone_names.values(),
        *language.ability_nouns,
        *language.counters,
        *language.stat_plurals,
    ]
    spelled = {w.lower(): w for w in words}
    for lower, key in language.card_nouns.items():  # ("units" is the plural of "Unit")
        spelled[lower] = key if lower == key.lower() else language.noun_plurals.get(key, lower)
    return spelled


def _starts_sentence(text: str, pos: int) -> bool:
    return text[:pos].rstrip()[-1:] in ("", ".", ";", ">", ":")


def _word_end(text: str, pos: int) -> int:
    end = pos
    while end < len(text) and (text[end].isalnum() or text[end] in "-'"):
        end += 1
    return end


def _best_name(text: str, pos: int, names: list[str]):
    """The declared name closest to the 1–4 words at ``pos``, with the span it covers."""
    best: tuple[float, str | None, int] = (0.0, None, pos)
    words_end = pos
    import difflib

    for _ in range(4):
        nxt = _word_end(text, words_end)
        if nxt == words_end:
            break
        candidate = text[pos:nxt]
        hit = did_you_mean(candidate, names, cutoff=0.75)
        if hit is not None:
            score = difflib.SequenceMatcher(None, candidate.lower(), hit.lower()).ratio()
            if score > best[0]:
                best = (score, hit, nxt)
        words_end = nxt
        while words_end < len(text) and text[words_end] == " ":
            words_end += 1
    return best[1], best[2]


def _word_help(
    found: str, words: list[str], known: set[str], spelled: dict[str, str]
) -> str | None:
    """ "did you mean 'draw'?": the word that can stand here closest to a misspelt one (not a
    word the language has, ``known``: that one is only in the wrong place), as the game spells
    it (``spelled``: its card nouns, stats, zones ... by their lower case)."""
    if not found[:1].isalpha() or found.lower() in known:
        return None
    hint = did_you_mean(found, [w for w in words if w[:1].isalpha()], cutoff=0.7)
    if hint is None:
        return None
    return f"did you mean '{spelled.get(hint.lower(), hint)}'?"


def _expect_help(words: list[str]) -> str | None:
    words = [w for w in words if w not in ("(", ")")]
    if not words:
        return None
    shown = ", ".join(f"'{w}'" for w in words[:8])
    more = f" (or {len(words) - 8} more)" if len(words) > 8 else ""
    return f"expected {shown}{more}"
