"""Card-language throughput: parse + compile, texts per second on one core, and
``cardsmith validate mshs`` as a whole process.

    python benchmarks/bench_dsl.py [rounds]

The texts are the bundled sets' (MSHS and OmniVerse) read again and again with the per-text
cache turned off, so every text is really parsed (straight to its AST) and compiled (the check
``validate`` makes: the engine can run it) each time.  Each game is measured twice: with the
card language's own LALR loop (dsl/lalr.py, what cardsmith uses) and with Lark's own LALR
parser driving the same lexer and reductions — the gain of the hand-tuned loop.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from cardsmith.dsl.cardset import declared_names, load_cardset
from cardsmith.dsl.language import CardLanguage
from cardsmith.interpreter.compile import coverage_check_for
from cardsmith.interpreter.gamedef import read_rules
from cardsmith.interpreter.rules import compile_context
from lark import Token

LOOPS = ("cardsmith", "lark")


class LarkLoop:
    """Lark's own LALR parser, driving the card lexer (its tokens) and the builder's
    reductions (each given Lark's tokens as the ``(terminal, start, end)`` it takes)."""

    def __init__(self, lark, reductions):
        from lark.parsers.lalr_parser import _Parser

        def callback(reduce):
            return lambda kids: reduce(
                [(k.type, k.start_pos, k.end_pos) if isinstance(k, Token) else k for k in kids]
            )

        callbacks = {rule: callback(reduce) for rule, reduce in reductions.items()}
        self.parser = _Parser(lark.parser.parser.parser.parse_table, callbacks)
        self.lexer = lark.parser.lexer

    def parse(self, text: str):
        from lark.lexer import LexerThread

        return self.parser.parse(LexerThread.from_text(self.lexer, text), "start")[0]


def texts_per_second(game: str, rounds: int, loop: str = "cardsmith") -> tuple[float, int]:
    cs = load_cardset(game)
    texts = [
        t
        for c in cs.cards
        for f, t in c.fields.items()
        if isinstance(t, str) and f in ("text", "bonus_text")
    ]
    declared = declared_names(cs.game, [c.fields for c in cs.cards])
    lang = CardLanguage(cs.game.language, declared)
    lang._memo = None  # no cache: read every text for real
    check = coverage_check_for(compile_context(read_rules(cs.game)))
    lang.read(texts[0])  # load the parser first
    if loop == "lark":
        parser = lang.parser
        parser.loop = LarkLoop(parser.lark, parser.builder.reductions)
    start = time.process_time()  # (CPU time: other work on a busy machine counts less)
    n = 0
    for _ in range(rounds):
        for t in texts:
            ast = lang.read(t)
            if hasattr(ast, "abilities"):
                check(ast)  # validate: the engine can run it
            n += 1
    return n / (time.process_time() - start), len(texts)


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def validate_process(game: str, runs: int = 5) -> float:
    """The best of ``runs`` whole ``validate`` processes, in CPU seconds (what it takes on an
    idle machine; on a busy one the wall clock also counts the waiting)."""
    best = 1e9
    for _ in range(runs):
        start = _children_cpu()
        subprocess.run(
            [sys.executable, "-m", "cardsmith.interpreter", "validate", game],
            check=True,
            stdout=subprocess.DEVNULL,
            cwd=os.path.expanduser("~"),
        )
        best = min(best, _children_cpu() - start)
    return best


def in_fresh_processes(game: str, rounds: int, processes: int = 5) -> dict[str, list[float]]:
    """The rate measured in several fresh processes, the two loops taking turns: on a shared
    virtual machine a process's speed depends on where it lands, so report them all."""
    rates: dict[str, list[float]] = {loop: [] for loop in LOOPS}
    for _ in range(processes):
        for loop in LOOPS:
            out = subprocess.run(
                [sys.executable, __file__, "--one", game, str(rounds), loop],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            rates[loop].append(float(out.split()[0]))
    return rates


if __name__ == "__main__":
    if sys.argv[1:2] == ["--one"]:
        loop = sys.argv[4] if len(sys.argv) > 4 else "cardsmith"
        print(texts_per_second(sys.argv[2], int(sys.argv[3]), loop)[0])
        sys.exit(0)
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for game in ("mshs", "omniverse"):
        rates = in_fresh_processes(game, rounds)
        n = texts_per_second(game, 1)[1]
        for loop in LOOPS:
            r = rates[loop]
            print(
                f"{game:10s} parse + compile ({loop:9s} LALR loop): best {max(r):7,.0f} texts/s, "
                f"median {statistics.median(r):7,.0f} ({n} texts x {rounds}, {len(r)} processes)"
            )
        gain = statistics.median(rates["cardsmith"]) / statistics.median(rates["lark"])
        print(f"{game:10s} the hand-tuned loop's gain: {gain:.2f}x")
    subprocess.run(
        [sys.executable, "-m", "cardsmith.interpreter", "validate", "mshs"],
        stdout=subprocess.DEVNULL,
        check=True,
    )  # warm the disk cache
    print(
        f"cardsmith validate mshs (whole process, best of 5): {validate_process('mshs'):.3f} s of CPU"
    )
