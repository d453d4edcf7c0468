"""Players: who a sentence is about — "you", "your opponent", "each player", "each other
player", "each opponent", "target player", "target opponent", "that player", "the player on
your left", "each allied player", "its owner" ...

One player where several fit ("your opponent" at a table of four) is chosen by the player
whose ability it is, once for the whole ability; "each ..." is every one of them, in turn
order from the active seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from .kit import CompileError, Node, compile_node, compiles, prints, reads, span_of


@dataclass(frozen=True)
class Player(Node):
    """``who``: ``you``, ``opponent`` (your opponent: one, chosen when several),
    ``each`` (every player), ``any`` (a player), ``they`` (the player the sentence is
    about), ``owner`` (the owner of the card in question), ``each_other``,
    ``each_opponent``, ``allies``, ``chosen`` (target player), ``target_opponent``,
    ``ally``, ``that`` (that player), ``left``, ``right``."""

    who: str


# ------------------------------------------------------------------------- reading


def _player(who: str):
    def read(self, meta, *children):
        return Player(who, span=span_of(meta))

    return read


for _alias, _who in (
    ("p_you", "you"),
    ("p_opponent", "opponent"),
    ("p_each", "each"),
    ("p_any", "any"),
    ("p_they", "they"),
    ("p_owner", "owner"),
    ("p_each_other", "each_other"),
    ("p_each_opponent", "each_opponent"),
    ("p_allies", "allies"),
    ("p_chosen", "chosen"),
    ("p_target_opponent", "target_opponent"),
    ("p_ally", "ally"),
    ("p_that", "that"),
    ("p_left", "left"),
    ("p_right", "right"),
):
    reads(_alias, builds=Player)(_player(_who))


# ------------------------------------------------------------------------- printing

# how each player reference is written (subject and object alike), and as a possessive
WORDS = {
    "you": "you",
    "opponent": "your opponent",
    "each": "each player",
    "any": "a player",
    "they": "they",
    "owner": "its owner",
    "each_other": "each other player",
    "each_opponent": "each opponent",
    "allies": "each allied player",
    "chosen": "target player",
    "target_opponent": "target opponent",
    "ally": "an allied player",
    "that": "that player",
    "left": "the player on your left",
    "right": "the player on your right",
}
POSSESSIVES = {"you": "your", "they": "their", "any": "a player's"}


@prints(Player)
def print_player(self, p: Player, role: str = "subject") -> str:
    """``role``: ``subject``/``object`` ("you", "your opponent") or ``possessive``
    ("your", "your opponent's")."""
    if role == "possessive":
        return POSSESSIVES.get(p.who) or WORDS[p.who] + "'s"
    if role == "object" and p.who == "they":
        return "them"
    return WORDS[p.who]


# ------------------------------------------------------------------------- compiling


def _one_of(who: str, candidates, prompt: str):
    """One player of ``candidates(ctx)``: the only one, or the one the ability's player
    chooses (asked once per ability: "your opponent" means the same player throughout)."""

    def one(ctx):
        if ctx.picked is not None and who in ctx.picked:
            return [ctx.picked[who]]
        options = candidates(ctx)
        if not options:
            return []
        pick = (
            options[0]
            if len(options) == 1
            else ctx.game.decide(ctx.me(), "player", options, prompt)
        )
        if ctx.picked is None:
            ctx.picked = {}
        ctx.picked[who] = pick
        ctx.picked["that"] = pick
        if pick != ctx.controller:
            ctx.subject = pick  # (the other player spoken of last: "... from their hand")
        return [pick]

    return one


def _that_player(ctx):
    if ctx.they is not None:
        return [ctx.they]
    if ctx.picked is not None and "that" in ctx.picked:
        return [ctx.picked["that"]]
    if ctx.subject is not None:
        return [ctx.subject]
    return [ctx.controller]


def _they(ctx):
    """ "they" / "their": the player the sentence is about — the one doing it, else the
    other player spoken of last (the one the trigger names, "When your opponent blocks,
    they discard"; one picked before, "look at an opponent's hand, then discard a card
    from their hand"), else you.  In a sentence whose subject is "you", "their" is never
    the doer: it is that other player when there is one."""
    if ctx.they is not None and not (ctx.second_person and ctx.subject is not None):
        return [ctx.they]
    return [ctx.subject if ctx.subject is not None else ctx.me()]


def _owner(ctx):
    cards = ctx.it if ctx.it is not None else [ctx.source]
    return [ctx.game.owner[cards[0]]] if cards else []


#: who -> fn(ctx) -> the players it means
WHO = {
    "you": lambda ctx: [ctx.me()],
    "opponent": _one_of("opponent", lambda ctx: ctx.game.opponents(ctx.me()), "which opponent?"),
    "target_opponent": _one_of(
        "target_opponent", lambda ctx: ctx.game.opponents(ctx.me()), "target an opponent"
    ),
    "chosen": _one_of("chosen", lambda ctx: ctx.game.turn_order(), "target a player"),
    "ally": _one_of("ally", lambda ctx: ctx.game.seats.allies(ctx.me()), "choose an ally"),
    "each": lambda ctx: ctx.game.turn_order(),
    "any": lambda ctx: ctx.game.turn_order(),
    "each_other": lambda ctx: [q for q in ctx.game.turn_order() if q != ctx.me()],
    "each_opponent": lambda ctx: [
        q for q in ctx.game.turn_order() if q in ctx.game.opponents(ctx.me())
    ],
    "allies": lambda ctx: [
        q for q in ctx.game.turn_order() if q in ctx.game.seats.allies(ctx.me())
    ],
    "left": lambda ctx: [ctx.game.seats.left_of(ctx.me())],
    "right": lambda ctx: [ctx.game.seats.right_of(ctx.me())],
    "that": _that_player,
    "they": _they,
    "owner": _owner,
    # (never read: what "you" means where another player does the sentence's act, "your
    # opponent puts it into your hand": the ability's player, whoever does it)
    "controller": lambda ctx: [ctx.controller],
}


@compiles(Player)
def compile_player(p: Player):
    """fn(ctx) -> the list of players the reference means."""
    fn = WHO.get(p.who)
    if fn is None:
        raise CompileError("E-UNSUPPORTED", f"no player is '{p.who}'", p)
    return fn


YOU = Player("you")


def yours_kept(node):
    """``node`` with every "you" the ability's player, said where another player does it
    ("Your opponent chooses one: discard two cards, or you draw two cards": "you" is still
    the card's player; compiled only, never printed)."""
    import dataclasses

    from .kit import Node

    if isinstance(node, Player):
        return Player("controller", span=node.span) if node.who == "you" else node
    if isinstance(node, tuple):
        return tuple(yours_kept(x) for x in node)
    if not isinstance(node, Node):
        return node
    changed = {}
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        new = yours_kept(v)
        if new is not v:
            changed[f.name] = new
    return dataclasses.replace(node, **changed) if changed else node


def players_fn(p: Player | None):
    """A player reference (None: "you") -> fn(ctx) -> list of players (a narrowed one, "each
    player with ...", by its own compiler)."""
    if p is not None and type(p) is not Player:
        return compile_node(p)
    return compile_player(p if p is not None else YOU)


def player_fn(p):
    """A reference to one player -> fn(ctx) -> that player (None when it means nobody)."""
    many = players_fn(p)

    def one(ctx):
        got = many(ctx)
        return got[0] if got else None

    return one
