"""A game's processor-time budget: a verb or a text that never ends must not hang a run.

Card text and the declared turn are bounded by the engine's limits (turns, chains, plays), but
a game's own Python can loop where no limit sees it.  While a game runs, a profiling timer
counts the processor time the process uses (time spent waiting for a person's answer is not
counted) and, past the budget (``rules.limits.seconds``), raises :class:`OutOfTime` in the
game's thread, and again every second until the game is abandoned.  :class:`OutOfTime` is a
``BaseException``, so no ``except Exception`` of a game's code can swallow it.
"""

from __future__ import annotations

import contextlib
import signal
import threading

DEFAULT_SECONDS = 60


class OutOfTime(BaseException):
    def __init__(self, seconds: float):
        super().__init__(f"the game used more than {seconds:g} s of processor time")
        self.seconds = seconds


def _can_time() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def cpu_budget(seconds: float | None):
    """Run the block with at most ``seconds`` of processor time (no limit where the platform
    has no profiling timer, or off the main thread)."""
    if not seconds or not _can_time():
        yield
        return

    def expired(signum, frame):
        raise OutOfTime(seconds)

    before = signal.signal(signal.SIGPROF, expired)
    signal.setitimer(signal.ITIMER_PROF, seconds, 1.0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, before)
