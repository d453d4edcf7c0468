"""A game's vocabulary, turned into grammar rules.

The core grammar refers to rules it does not define — ``vocab_name``, ``stat``, ``zone_word``,
``card_noun``, ``permanent_noun``, ``counter_word``, ``category_noun``, ``stat_plural`` and the
terminals ``GAME_EVENT``, ``_LSEP`` and ``_LOR``.  This module writes them from a game's
:class:`~dsl.game.Language` and the names its cards declare, so "X-Man" in a card of a game
whose team is "X-Men" is a parse error with a did-you-mean, not a silent new team.

Vocabulary words become string literals: a word that is also one of the language's own words
(a game's "attack" may be both a stat and a card noun) becomes one terminal, and the LALR parser tells
the uses apart by context.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .game import Language
from .meanings import declared_rules, never

NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_NEVER = "NEVER_MATCHES"
_NO_EVENT = "/\\x00\\x01no-event\\x01\\x00/"


#: words that start what a verb acts on: a zone's word before one is a verb ("play it")
_OBJECT_AFTER = r"\s+(?:it|them|a|an|another|any|up|one|two|three)\b"


def _lit(word: str) -> str:
    return '"' + word.lower().replace("\\", "\\\\").replace('"', '\\"') + '"i'


def _alts(words) -> str:
    uniq = sorted({w.lower() for w in words if w}, key=lambda w: (-len(w), w))
    return " | ".join(_lit(w) for w in uniq) if uniq else _NEVER


@dataclass(frozen=True)
class Vocabulary:
    """Every name a text of this game may use, with the kinds it belongs to."""

    names: dict[str, tuple[str, tuple[str, ...]]]  # lower -> (canonical, kinds)
    icons: frozenset = frozenset()  # the spellings that are icons ("[tech]")

    def lookup(self, word: str):
        return self.names.get(" ".join(word.lower().split()))

    def of_kind(self, kind: str) -> list[str]:
        return [canon for canon, kinds in self.names.values() if kind in kinds]


def build_vocabulary(language: Language, declared: dict[str, set[str]]) -> Vocabulary:
    """Names from the game's kinds plus ``declared`` (kind -> names the cards declare)."""
    names: dict[str, tuple[str, tuple[str, ...]]] = {}

    def add(value: str, kind: str):
        value = " ".join(str(value).split())
        if not value:
            return
        key = value.lower()
        canon, kinds = names.get(key, (value, ()))
        if kind not in kinds:
            kinds = kinds + (kind,)
        names[key] = (canon, kinds)

    for kind in language.kinds.values():
        for v in kind.values:
            add(v, kind.name)
    for kind_name, values in sorted(declared.items()):
        for v in sorted(values):
            add(v, kind_name)
    icons = set()
    for kind in language.kinds.values():  # "[Tech]": another spelling of the name Tech
        if kind.icon:
            for canon, kinds in list(names.values()):
                if kind.name in kinds:
                    spelled = kind.icon.replace("{}", canon).lower()
                    names[spelled] = (canon, (kind.name,))
                    icons.add(spelled)
    return Vocabulary(names, frozenset(icons))


def _keywords(grammar_text: str) -> set[str]:
    """The words the grammar itself uses ("draw", "the", "go", ...)."""
    return {w.lower() for w in re.findall(r'"([A-Za-z][A-Za-z\']*)"i', grammar_text)}


def _name_alts(names, keywords: set[str]) -> tuple[str, list[str]]:
    """Alternatives for vocab_name.  A name that starts with one of the language's own words
    ("Draw Two", "Go Team!") gets a terminal of lower priority, so text like "Draw two cards"
    still reads as the language, not as a name; elsewhere the name still reads."""
    alts, terminals = [], []
    for i, w in enumerate(sorted({n.lower() for n in names}, key=lambda w: (-len(w), w))):
        first = re.match(r"[a-z']+", w)
        if first and first.group(0) in keywords and " " in w:
            term = f"VNAME{i}"
            terminals.append(f"{term}.-1: {_lit(w)}")
            alts.append(term)
        else:
            alts.append(_lit(w))
    return (" | ".join(alts) if alts else _NEVER), terminals


def list_words(language: Language, vocab: Vocabulary) -> list[str]:
    stats = list(language.stats)
    categories = []
    for k in language.kinds.values():
        categories += [k.noun, k.plural]
    return sorted(
        {w.lower() for w in list(vocab.names) + stats + categories + list(NUMBER_WORDS) + ["not"]},
        key=lambda w: (-len(w), w),
    )


def lexer_specials(language: Language, vocab: Vocabulary) -> dict:
    """The lookahead terminals, as matchers for dsl.lexer (same meaning as the regexes)."""
    from .lexer import FollowedBy, MustTake

    words = list_words(language, vocab)
    special: dict[str, FollowedBy | MustTake] = {
        "_LSEP": FollowedBy(r"(?:,\s*(?:and|or)\b|,|and\b|&)", words),
        # ("or" before a name may also join clauses: "If you played it or Storm ...")
        "_LOR": FollowedBy(r"or\b", words, must_take=True),
        "_ENEMY_ZONE": FollowedBy(r"enemy\b", list(language.zones)),
    }
    if "enemy" in language_words(language) | set(vocab.names):  # (the game's own word)
        del special["_ENEMY_ZONE"]
    special["_TO_DO"] = FollowedBy(r"to\b", cost_verbs(language))
    special["_COMMA_TO_DO"] = FollowedBy(r",\s*to\b", cost_verbs(language))
    # "put any that cost 2 or less ...": "any that" before a stat's verb (one word, so "any"
    # alone stays a quantity)
    special["_ANY_THAT"] = FollowedBy(r"any\s+that\b", list(language.stat_verbs) or [_NEVER])
    special["_SOME_OPPONENTS_ZONE"] = FollowedBy(r"(?:one|an)\s+opponent's", list(language.zones))
    special["_OR_CLAUSE"] = MustTake(or_clause(language, vocab))
    special["ZONE_JOIN"] = MustTake(zone_join(language))
    special["ZONE_OR"] = MustTake(zone_join(language, "or"))
    # (where an event happened: "... on the Bridge"; only where the parser can take it)
    special["_AT_PLACE"] = MustTake(r"(?:on|in)\s+the\b")
    return special


def cost_verbs(language: Language) -> list[str]:
    """The verbs that begin an effect: "to" before one is a cost's ("discard a card to draw
    two cards"), the core's and the ones the game's statuses declare, but for the game's zone
    words."""
    from ..constructs.costs import COST_VERBS

    verbs = set(COST_VERBS)
    for status in language.statuses.values():
        verbs |= {w for w in (status.set, status.clear) if w}
    verbs |= {v.before[0].lower() for v in language.verbs}  # ("to recruit a hero")
    # (a zone named like a verb is where "to" goes: "put it to play"; but not before what the
    # verb acts on: "discard a card to play another card")
    zones = {z.lower() for z in language.zones}
    acted_on = ("it", "them", "a", "an", "another", "any", "up", "one", "two", "three")
    verbs |= {f"{z} {o}" for z in zones & verbs for o in acted_on}
    return sorted(verbs - zones)


def language_words(language: Language) -> set[str]:
    """The game's own words that are not names (nouns, stats, zones, ...)."""
    words = set(language.card_nouns) | {w.lower() for w in language.stats}
    words |= set(language.zones) | {w.lower() for w in language.stat_plurals}
    words |= {c.lower() for c in language.counters}
    words |= {a.lower() for a in language.ability_nouns}
    words |= set(language.step_names)
    for k in language.kinds.values():
        words |= {k.noun.lower(), k.plural.lower()}
    return words


def usable_names(vocab: Vocabulary, language: Language, core: str) -> list[str]:
    """The names a text may use: a name spelled like one of the language's own words (a card
    called "Card", a hero called "Nothing") cannot be told from that word, so it is left
    out of the grammar (the text can still name it no other way)."""
    taken = language_words(language) | _keywords(core)
    return [n for n in vocab.names if n not in taken]


EVENT_RULE, PAST_RULE = "gev", "gevp"  # (gev__N: the N-th declared event; see constructs.kit)
NOW_RULE = (
    "gevn"  # ("if you fight X on the Bridge": the N-th declared event, this turn, at a place)
)
RESTRICT_RULE = "gevr"  # ("X can't <wording>": the N-th declared event as the act of a restriction)
_BE = {
    "is": '("is"i | "are"i)',
    "are": '("is"i | "are"i)',
    "was": '("was"i | "were"i)',
    "were": '("was"i | "were"i)',
}


def _wording(words: list[str], event) -> str:
    """One wording as grammar: X and Y are cards, a leading "you" any player (with the verb
    after it in both persons: "you fight" / "a player fights"), be-verbs in either number."""
    out = []
    lead = 0  # the fixed words it starts with ("an attack against X"): one literal, so
    while lead < len(words) and words[lead] not in ("X", "Y") and words[0].lower() != "you":
        lead += 1  # "an attack" is not read as the start of a card phrase ("an attack 3 hero")
    if 1 < lead < len(words):
        out.append(_lit(" ".join(words[:lead])))
    else:
        lead = 0
    verb_at = 1 if words[0].lower() == "you" else None
    for i, w in enumerate(words):
        if i < lead:
            continue
        run = _fixed_run(words, i) if verb_at is not None and i > verb_at else 1
        if run > 1 and verb_at is not None and (i == verb_at + 1 or words[i - 1] in ("X", "Y")):
            # fixed words after the verb, one group ("you draw a new hand of cards"): never
            # read as the start of a card phrase ("a new ...")
            out.append(_lit(" ".join(words[i : i + run])))
            lead = i + run
            continue
        if w in ("X", "Y"):
            out.append("card_phrase")
        elif i == 0 and w.lower() == "you":
            out.append("player_subject")
        elif i == 1 and words[0].lower() == "you":
            forms = {w.lower()} | {t.lower() for t in event.third_person}
            out.append("(" + " | ".join(_lit(f) for f in sorted(forms)) + ")")
        elif w.lower() in _BE:
            out.append(_BE[w.lower()])
        else:
            out.append(_lit(w))
    return " ".join(out)


def _fixed_run(words: list[str], i: int) -> int:
    """How many fixed words (no X, Y or be-verb) start at ``i``."""
    n = 0
    while i + n < len(words) and words[i + n] not in ("X", "Y") and words[i + n].lower() not in _BE:
        n += 1
    return n


def event_rules(language: Language) -> list[str]:
    """The trigger ("whenever X escapes") and condition ("if X escaped this turn") forms of
    the events the game declares, added to the core ``event`` and ``cond_atom`` rules."""
    rules = []
    for i, event in enumerate(language.events.values()):
        for w in event.wording:
            rules.append(f"%extend event: {_wording(w.split(), event)} -> {EVENT_RULE}__{i}")
        for w in event.past:
            rules.append(
                f"%extend cond_atom: {_wording(w.split(), event)} when_past? -> {PAST_RULE}__{i}"
            )
        rules += _place_rules(event, i)
        for w in event.wording:
            act = _act(w.split())
            if act is not None:
                rules.append(f"%extend {act} -> {RESTRICT_RULE}__{i}")
    return rules


def _place_rules(event, i: int) -> list[str]:
    """ "if you fight X in the Sewers" (the event this turn, at a place) and "an Enemy you
    fight on the Bridge" (the cards there): for a wording "you VERB X", with the verb's
    forms that its past rules do not already read."""
    out = []
    for w in event.past:
        if "X" in w.split():
            out.append(
                f"%extend cond_atom: {_wording(w.split(), event)} event_place when_past?"
                f" -> {PAST_RULE}__{i}"
            )
    taken = {
        f.lower()
        for w in event.past
        if len(w.split()) > 1
        for f in (w.split()[1], *event.third_person)
    }
    for w in event.wording:
        words = w.split()
        if len(words) < 3 or words[0].lower() != "you" or words[-1] != "X":
            continue
        forms = sorted({words[1].lower()} - taken)
        verb = "(" + " | ".join(_lit(f) for f in forms) + ")"
        rest = _wording(words, event).split(" ", 1)[1].split(")", 1)[1]
        if forms:
            out.append(
                f"%extend cond_atom: player_subject {verb}{rest} event_place -> {NOW_RULE}__{i}"
            )
        rest = _wording(words[:-1], event).split(" ", 1)[1]  # (every form of its verb)
        acted = f"%extend postfilter: player_subject {rest} event_place -> pf_acted_at"
        if acted not in out:
            out.append(acted)
    return out


def _spellings(vocab: Vocabulary, usable: list[str]):
    """kind -> the plain spellings of its usable names, and kind -> their icon spellings."""
    names: dict[str, list[str]] = {}
    icons: dict[str, list[str]] = {}
    for n in usable:
        for kind in vocab.names[n][1]:
            (icons if n in vocab.icons else names).setdefault(kind, []).append(n)
    return names, icons


#: built-in words a game's own word may take over ("Enemy" as a card noun): the rule that
#: holds the built-in use, and the grammar it has when the game does not take the word
YIELDING = {
    "enemy": ("_enemy_word", '"enemy"i'),
    "enemy's": ("_enemy_poss", '"enemy\'s"i'),
}


#: effects of the card language a game's declared verb of the same wording takes over (the
#: game's verb is then what the phrase means there: a game's "defeat X" may be its fight done
#: without paying): the wording, the rule that holds the core's phrase, and its grammar
YIELDING_PHRASES = {
    "defeat x": ("defeat_cards", '"defeat"i card_phrase -> e_defeat'),
}


def _act(words: list[str]) -> str | None:
    """A wording as what "can't" is followed by: "X falls" -> card_act: "fall", "X is
    attacked" -> card_act: "be" "attacked", "you fight X" -> player_act: "fight" card_phrase?
    (None: a wording of another shape)."""
    from ..constructs.english import base_form

    if len(words) < 2 or "Y" in words:
        return None
    if words[0] == "X":
        rest = [_lit(w) for w in words[2:]]
        if "X" in words[2:]:
            return None
        if words[1].lower() in ("is", "are"):
            return " ".join(["card_act:", _lit("be"), *rest])
        return " ".join(["card_act:", _lit(base_form(words[1])), *rest])
    if words[0].lower() == "you":
        rest, i = [], 2
        while i < len(words):  # (fixed words after the verb, one group: see _wording)
            run = _fixed_run(words, i)
            if run > 1:
                rest.append(_lit(" ".join(words[i : i + run])))
                i += run
                continue
            rest.append("card_phrase?" if words[i] == "X" else _lit(words[i]))
            i += 1
        return " ".join(["player_act:", _lit(words[1]), *rest])
    return None


#: what may come after the last noun of a list ("an Enemy or Boss in the Street", "...
#: that has ...", "... this turn", the sentence's end): after any other word the noun starts a
#: sentence of its own ("reveal a hero or cards with the lowest attack go first")
_ENDS_NOUN_LIST = (
    "(?:\\s+(?:that|whose|in|from|of|you|your|they|their|its|the|both|all|this|for|to|on|"
    "under|into|and|or|"
    "at|each|every|a|an|any|target|players?|opponents?|instead|if|unless|then|than|among|"
    "next|until|during|plus|minus|as|when|whenever|where|again|back|by|first|regardless|twice|"
    "even|aside|too|also|"
    "already|except|revealed|only|with(?!\\s+(?:the\\s+)?(?:lowest|highest)))\\b|\\s*[.,;:()]|\\s*$)"
)


def _look(words) -> str:
    return (
        "|".join(
            re.escape(w).replace("/", "\\/") for w in sorted(words, key=lambda w: (-len(w), w))
        )
        or "(?!)"
    )


def zone_join(language: Language, words: str = "or|and") -> str:
    """ "your hand or discard pile": "or"/"and" before a zone's word joins zones."""
    return rf"(?:{words})(?=\s+(?:{_look(language.zones)})(?![\w'-])(?!{_OBJECT_AFTER}))"


def or_clause(language: Language, vocab: Vocabulary) -> str:
    """The "or" joining conditions or effects ("reveal a Tech hero or gain a Scar"), as a
    regular expression: not "or more", nor where a list of nouns goes on ("an Enemy or
    Boss."; a list of names, stats, numbers or zones outbids it where the parser can take
    one)."""
    return (
        r"or\b(?!\s+(?:more|higher|greater|above|less|fewer|lower|below)\b)"
        rf"(?!(?:\s+an?)?\s+(?:{_look(language.card_nouns)})(?![\w'-]){_ENDS_NOUN_LIST})"
    )


def grammar_rules(language: Language, vocab: Vocabulary, core: str = "") -> str:
    """The ``vocab_*`` rules and terminals for this game, as Lark grammar text."""
    stats = list(language.stats)
    categories = []
    for k in language.kinds.values():
        categories += [k.noun, k.plural]
    look = "|".join(re.escape(w).replace("/", "\\/") for w in list_words(language, vocab)) + r"|\d"
    follows = rf"(?=\s*(?:{look})(?![\w'-]))"
    zone_look = (
        "|".join(
            re.escape(w).replace("/", "\\/")
            for w in sorted(language.zones, key=lambda w: (-len(w), w))
        )
        or "(?!)"
    )
    # the permanent zone's words ("play", "the play area"): what a card enters and leaves
    play_look = (
        "|".join(
            re.escape(w).replace("/", "\\/")
            for w, z in sorted(language.zones.items(), key=lambda x: (-len(x[0]), x[0]))
            if z == language.permanent_zone
        )
        or "(?!)"
    )
    stat_look = (
        "|".join(
            re.escape(w).replace("/", "\\/")
            for w in sorted(language.stats, key=lambda w: (-len(w), w))
        )
        or "(?!)"
    )
    noun_look = (
        "|".join(
            re.escape(w).replace("/", "\\/")
            for w in sorted(language.card_nouns, key=lambda w: (-len(w), w))
        )
        or "(?!)"
    )
    perm_words = []
    if language.permanent:
        perm_words = [language.permanent, language.noun_plurals[language.permanent]]
    replacing = ""
    if language.replacing_marker:
        words = re.findall(r"[\w']+|[^\w\s]", language.replacing_marker)
        marker = " ".join(_lit(w) for w in words)
        replacing = f"%extend start: {marker} item* last_sentence? -> replacing_text"
    usable = usable_names(vocab, language, core)
    name_alts, name_terminals = _name_alts(usable, _keywords(core))
    own = language_words(language) | {n for n in vocab.names}
    yielding = []
    for word, (rule, grammar) in YIELDING.items():
        if word in own:
            term, definition = never(rule)
            yielding += [definition, f"{rule}: {term}"]
        else:
            yielding.append(f"{rule}: {grammar}")
    wordings = {
        " ".join([*before, "x", *after]).lower()
        for v in language.verbs
        if not v.host
        for before, after in v.wordings()
    }
    for wording, (rule, grammar) in YIELDING_PHRASES.items():
        if wording in wordings:  # (the game's verb reads it: see dsl.meanings)
            term, definition = never(rule)
            yielding += [definition, f"{rule}: {term} {grammar[grammar.index('->') :]}"]
        else:
            yielding.append(f"{rule}: {grammar}")
    taken_enemy = "enemy" in own
    return "\n".join(
        [
            replacing,
            *declared_rules(language, *_spellings(vocab, usable)),
            *yielding,
            f"!vocab_name: {name_alts}",
            *name_terminals,
            f"!stat: {_alts(stats)}",
            f"!stat_verb: {_alts(language.stat_verbs)}",
            # (its -s form only, where the plain form would read as the stat: "If it costs")
            f"!stat_verb_s: {_alts(v for v, st in language.stat_verbs.items() if v != st.lower())}",
            f"!stat_plural: {_alts(language.stat_plurals)}",
            f"!zone_word: {_alts(language.zones)}",
            f"!counter_word: {_alts(language.counters)}",
            f"!category_noun: {_alts(categories)}",
            f"!card_noun: {_alts(language.card_nouns)}",
            f"!card_noun_poss: {_alts(w + chr(39) + 's' for w in language.noun_plurals)}",
            f"!card_noun_poss_pl: {_alts(p + chr(39) for p in language.noun_plurals.values())}",
            f"!ability_noun: {_alts(language.ability_nouns)}",
            f"!permanent_noun: {_alts(perm_words)}",
            f"!step_word: {_alts(language.step_names)}",
            *event_rules(language),
            f"_LSEP.5: /(?:,\\s*(?:and|or)\\b|,|and\\b|&){follows}/i",
            f"_LOR.5: /or\\b{follows}/i",
            # "comes into play", "enters play", "leaves the play area" (not "enters the City",
            # a game's own event)
            f"_INTO_PLAY.6: /(?:comes?|enters?)(?:\\s+into)?(?=\\s+(?:the\\s+)?(?:{play_look})(?![\\w'-]))/i",
            f"_LEAVES_PLAY.6: /leaves?(?=\\s+(?:the\\s+)?(?:{play_look})(?![\\w'-]))/i",
            # "a card with level 3 or less": "with" before a stat (elsewhere "with" goes on
            # with its sentence: "replace X with Y")
            f"_WITH_STAT.6: /with(?=\\s+(?:{stat_look})(?![\\w'-]))/i",
            # "a Hero with a cost of 4 or more"
            f"_WITH_A_STAT.6: /with(?=\\s+an?\\s+(?:{stat_look})\\s+of\\b)/i",
            # "a Unit with a Sky marking", "with that marking": a stat whose value is a name
            # (one or two words before the stat)
            f"_WITH_AN_ICON.6: /with(?=\\s+(?:an?\\s+[\\w.'-]+(?:\\s+[\\w.'-]+)?|that)\\s+(?:{stat_look})(?![\\w'-]))/i",
            # "an Enemy or Boss": "or" (and an article) before a card noun joins nouns
            f"_NOUN_OR.3: /or(?:\\s+an?)?(?=\\s+(?:{noun_look})(?![\\w'-]))/i",
            # "or" joining conditions or effects ("reveal a Tech hero or gain a Scar"): not
            # where a list of nouns, names or zones goes on ("reveal an Enemy or Boss.")
            f"_OR_CLAUSE.4: /{or_clause(language, vocab)}/i",
            # "your hand or discard pile": "or"/"and" before a zone's word joins zones
            # (not a zone's word used as a verb: "into your base and play it")
            f"ZONE_JOIN.6: /{zone_join(language)}/i",
            # "the Streets or Bridge": zones of no owner are joined by "or" alone (an "and"
            # there goes on with the sentence: "... to the base and play it again")
            f"ZONE_OR.6: /{zone_join(language, 'or')}/i",
            f"_ENEMY_ZONE.6: /enemy(?=\\s+(?:{zone_look})(?![\\w'-]))/i"
            if not taken_enemy
            else "_ENEMY_ZONE: /\\x00\\x01enemy-zone\\x01\\x00/",
            # "one opponent's hand": the zone of an opponent the player picks (only before a
            # zone: "an opponent's Unit" is one of their Units)
            f"_SOME_OPPONENTS_ZONE.6: /(?:one|an)\\s+opponent's(?=\\s+(?:{zone_look})(?![\\w'-]))/i",
            r"_ADJ_AND.6: /(?:&|and\b)(?=\s*(?:current|next|friendly|enemy|opposing)\b)/i",
            "_TO_DO.6: /to(?=\\s+(?:{})\\b)/i".format("|".join(cost_verbs(language))),
            "_COMMA_TO_DO.6: /,\\s*to(?=\\s+(?:{})\\b)/i".format("|".join(cost_verbs(language))),
            "_ANY_THAT.6: /any\\s+that(?=\\s+(?:{})\\b)/i".format(
                "|".join(language.stat_verbs) or _NEVER
            ),
            f"{_NEVER}: /\\x00\\x01never\\x01\\x00/",
            "INT: /\\d+/",
            "%ignore /\\s+/",
            "",
        ]
    )
