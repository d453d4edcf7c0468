"""AST -> canonical text, part 2: players, zones, amounts and cards (see :mod:`dsl.printer`)."""

from __future__ import annotations

from ..constructs.kit import printer_of
from . import ast as A

_NUM_WORDS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}
_OP_WORDS = {"<=": "or less", ">=": "or more"}


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def article(word: str) -> str:
    w = word.lower()
    return "an" if w[:1] in "aeiou" or w.startswith("x-") else "a"


def join_or(items: list[str], word: str = "or") -> str:
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} {word} {items[1]}"
    return ", ".join(items[:-1]) + f", {word} {items[-1]}"


def _is_everyone(target) -> bool:
    return (
        isinstance(target, A.Select)
        and target.quantity == "bare"
        and target.filter == A.CardFilter("card", plural=True)
    )


def _is_num(n, value: int) -> bool:
    return isinstance(n, A.Num) and n.value == value


def _is_delta(n) -> bool:
    if isinstance(n, A.Num):
        return True
    return isinstance(n, A.Per) and isinstance(n.base, A.Num)


class RefsPrinter:
    """How players, zones, amounts and card references are written; mixed into
    :class:`~dsl.printer.Printer`."""

    # ================================================================= players and zones
    def node(self, n, **role) -> str:
        """Any node, by its construct's printer."""
        return printer_of(n)(self, n, **role)

    def subject(self, p: A.Player) -> str:
        return self.node(p, role="subject")

    def player_object(self, p: A.Player) -> str:
        return self.node(p, role="object")

    def possessive(self, p: A.Player) -> str:
        return self.node(p, role="possessive")

    def zone(self, z: A.Zone) -> str:
        return self.node(z)

    def duration(self, d: A.Duration) -> str:
        return self.node(d)

    # ================================================================= amounts
    def amount(self, n) -> str:
        if isinstance(n, A.Num):
            if n.word and n.value in _NUM_WORDS:
                return _NUM_WORDS[n.value]
            return str(n.value)
        if isinstance(n, A.ThatMany):
            return "that many"
        if isinstance(n, A.ThatNumber):
            return "that number"
        if isinstance(n, A.DamageDone):
            return f"the amount of damage {self.subject(n.player)} did"
        if isinstance(n, A.Double):
            if isinstance(n.of, A.DamageTaken):
                return "double " + self.amount(n.of)
            return "double " + self.amount(n.of)
        if isinstance(n, A.CounterValue):
            who = self.whose(n.player)
            return f"{who}{n.counter}"
        if isinstance(n, A.StatOf):
            return f"the {n.stat} of {self.cards(n.card)}"
        if isinstance(n, A.CountOf):
            return f"the number of {self.filter(n.cards, force_plural=True)}"
        if isinstance(n, A.DistinctRevealed):
            return (
                f"the number of different {self.lang.kinds[n.kind].plural} "
                f"{self.subject(n.player)} revealed"
            )
        if isinstance(n, A.DamageTaken):
            return f"the amount of damage {self.subject(n.player)} took {self.when(n.when)}"
        if isinstance(n, A.Per):
            return f"{self.amount(n.base)} for each {self.per_unit(n.unit)}"
        raise TypeError(f"cannot print amount {type(n).__name__}")  # pragma: no cover

    def whose(self, player) -> str:
        """ "your " / "your opponent's " for a player's counter; "the " for the game's."""
        return f"{self.possessive(player)} " if player is not None else "the "

    def per_unit(self, u) -> str:
        if isinstance(u, A.PerCard):
            return self.cards(u.cards)
        if isinstance(u, A.PerCounterRise):
            who = self.whose(u.player)
            return f"point {who}{u.counter} went up {self.when(u.when)}"
        if isinstance(u, A.PerDistinct):
            return f"different {self.lang.kinds[u.kind].noun} {self.subject(u.player)} revealed"
        if isinstance(u, A.PerCoinSide):
            return u.side
        raise TypeError(f"cannot print {type(u).__name__}")  # pragma: no cover

    # ================================================================= cards
    def plural(self, ref) -> bool:
        if isinstance(ref, (A.Those, A.Both)):
            return True
        if isinstance(ref, A.Select):
            if ref.quantity in ("each", "another"):
                return False
            return ref.filter.plural
        if isinstance(ref, A.ZoneEnd):
            return not _is_num(ref.count, 1)
        if isinstance(ref, A.Named):
            return False
        return False

    def be(self, ref) -> str:
        return "are" if self.plural(ref) else "is"

    def noun(self, noun: str | None, plural: bool) -> str:
        if noun is None:
            return ""
        return self.lang.noun_plurals[noun] if plural else noun

    def cards(self, ref) -> str:
        if ref is None:
            return ""
        if isinstance(ref, A.This):
            s = f"this {ref.noun}"
            return s + (f" from {self.zone(ref.from_zone)}" if ref.from_zone else "")
        if isinstance(ref, A.It):
            return "it"
        if isinstance(ref, A.That):
            return f"that {ref.noun}"
        if isinstance(ref, A.Those):
            return "them" if ref.noun is None else f"those {self.noun(ref.noun, True)}"
        if isinstance(ref, A.Named):
            return self.terms(ref.names)
        if isinstance(ref, A.ZoneEnd):
            one = _is_num(ref.count, 1)
            count = "" if one else f" {self.amount(ref.count)}"
            return f"the {ref.end}{count} {self.noun(ref.noun, not one)} of {self.zone(ref.zone)}"
        if isinstance(ref, A.Both):
            return f"{self.cards(ref.first)} and {self.cards(ref.second)}"
        if isinstance(ref, A.Select):
            return self.select(ref)
        raise TypeError(f"cannot print {type(ref).__name__}")  # pragma: no cover

    def select(self, s: A.Select) -> str:
        f = s.filter
        body = self.filter(f)
        q = s.quantity
        if q == "bare":
            return body
        if q == "count":
            if _is_num(s.count, 1) and s.count.word:
                if f.owner is None:
                    return f"{article(body)} {body}"
                if f.owner.who == "opponent":
                    rest = self.filter(f, drop_owner=True)
                    return f"an opponent's {rest}"
                return f"one of {self.filter(f, force_plural=True)}"
            of = " of" if f.owner is not None else ""  # "two of your opponent's Allies"
            return f"{self.amount(s.count)}{of} {body}"
        if q == "all":
            return f"all of {body}" if f.owner is not None else f"all {body}"
        if q == "each":
            if f.owner is not None:
                return f"each of {self.filter(f, force_plural=True)}"
            return f"each {body}"
        if q == "at_least":
            return f"{self.amount(s.count)} or more {body}"
        if q == "any_number":
            return f"any number of {body}"
        if q == "up_to":
            of = " of" if f.owner is not None else ""
            return f"up to {self.amount(s.count)}{of} {body}"
        if q == "another":
            return f"another {body}"
        raise TypeError(f"cannot print quantity {q}")  # pragma: no cover

    def filter(self, f: A.CardFilter, force_plural: bool = False, drop_owner: bool = False) -> str:
        parts = []
        if f.owner is not None and not drop_owner:
            parts.append(self.possessive(f.owner))
        adjectives = " ".join(f.adjectives).replace("current next", "current & next")
        if adjectives:
            parts.append(adjectives)
        if f.prefix is not None:
            parts.append(self.terms(f.prefix))
        parts.append(self.noun(f.noun, f.plural or force_plural))
        for p in f.post:
            parts.append(self.post(p))
        return " ".join(x for x in parts if x)

    def post(self, p) -> str:
        if isinstance(p, A.Terms):
            return "of " + self.terms(p)
        if isinstance(p, A.SameAs):
            what = self.lang.kinds[p.what].noun if p.is_kind else p.what
            return f"of that {what}"
        if isinstance(p, A.Not):
            return f"that's not {self.predicate(p.pred)}"
        if isinstance(p, A.HasKeyword):
            return f'with "{p.keyword}"'
        if isinstance(p, A.InZone):
            if p.had:
                z = p.zone
                who = self.subject(z.player)
                have = "have" if z.player.who in ("you", "they") else "has"
                return f"{who} {have} in {self.lang.zone_names[z.zone]}"
            return f"in {self.zone(p.zone)}"
        if isinstance(p, A.TheirChoice):
            return "of their choice"
        if isinstance(p, A.OnlyFor):
            return f"only for the player with {self.cards(p.cards)}"
        if isinstance(p, A.RevealedFrom):
            return (
                f"{self.subject(p.player)} {self.verb_for(p.player, 'reveal')} from "
                f"{self.zone(p.zone)}"
            )
        if isinstance(p, A.MatchesFields):
            words = [self.lang.kinds[w].noun if w in self.lang.kinds else w for w in p.fields]
            return f"that matches {self.card_possessive(p.card)} {join_or(words)}"
        raise TypeError(f"cannot print {type(p).__name__}")  # pragma: no cover

    def card_possessive(self, ref) -> str:
        if isinstance(ref, A.This):
            return f"this {ref.noun}'s"
        if isinstance(ref, A.That):
            return f"that {ref.noun}'s"
        if isinstance(ref, A.It):
            return "its"
        raise TypeError("cannot print a possessive of this card reference")  # pragma: no cover

    def predicate(self, f: A.CardFilter) -> str:
        """A filter after "is": "level 1", "Energy or Tech", "a playable X-Men card"."""
        if f.noun is None and not f.adjectives:
            if f.prefix is not None and not f.post:
                return self.terms(f.prefix)
            if f.prefix is None and len(f.post) == 1:
                p = f.post[0]
                if isinstance(p, A.Not):
                    return f"not {self.predicate(p.pred)}"
                if isinstance(p, A.SameAs) and p.is_kind:
                    return f"that {self.lang.kinds[p.what].noun}"
        body = self.filter(f)
        return body if f.plural else f"{article(body)} {body}"

    def terms(self, t: A.Terms) -> str:
        return join_or([self.term(x) for x in t.terms])

    def term(self, x) -> str:
        if isinstance(x, A.NameRef):
            return x.value
        return f"{x.stat} {self.number_cmp(x.op, x.value)}"
