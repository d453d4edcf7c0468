"""Running a simulation's games: in this process, on a pool of worker processes, or as Ray
tasks; tallies are merged as they come back.

The games are handed out in ranges made as they are needed, with a bounded number in flight,
so memory stays flat however many games a run asks for; no more workers start than there are
ranges to play and cores to play them on.  Workers leave Ctrl-C and SIGTERM to the main
process, which stops them when it is interrupted.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import queue
import signal
from collections.abc import Iterator

from .sim import Job, Tally, play_range

MAX_GAMES = 10**12  # (at thousands of games a second, a run of more would never end)
#: a run of this many games played in this process first settles what is loaded
#: (:func:`interpreter.rules.settle`); a worker process always does
SETTLE_AFTER = 200


def chunk_size(n_games: int, jobs: int) -> int:
    return max(10, min(100, n_games // max(1, jobs * 16) or 1))


def split(n_games: int, chunk: int) -> Iterator[tuple[int, int]]:
    """The ranges of games, made one at a time."""
    return ((s, min(s + chunk, n_games)) for s in range(0, n_games, chunk))


def jobs_for(
    target: str,
    decks,
    agents,
    n_games: int,
    seed: int,
    workers: int,
    scenario: str | None = None,
    seatings=(),
    checked: bool = False,
) -> Iterator[Job]:
    seatings = tuple(tuple(a) for a in seatings)
    return (
        Job(target, tuple(decks), tuple(agents), seed, a, b, scenario, seatings, checked)
        for a, b in split(n_games, chunk_size(n_games, workers))
    )


def workers_for(n_games: int, jobs: int | None) -> int:
    """The worker processes worth starting: no more than asked, than ranges of games to hand
    out, or than cores to run them on."""
    cores = os.cpu_count() or 1
    ranges = -(-n_games // chunk_size(n_games, jobs or cores))
    return max(1, min(jobs or cores, ranges, cores))


def _worker_start(target: str, scenario: str | None = None) -> None:
    """A worker: Ctrl-C is the main process's to handle, SIGTERM ends it at once (quietly);
    then the rules are compiled once, before the first range."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):  # (a forked worker inherits the blocked mask)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPS)
    from .rules import settle
    from .sim import _rules

    settle(_rules(target, scenario))  # (a worker lives for the run's games)


_STOPS = {signal.SIGINT, signal.SIGTERM}


@contextlib.contextmanager
def _stops_held():
    """Ctrl-C and SIGTERM wait while the pool forks its workers: one arriving then would be
    raised in an after-fork hook, where Python ignores it, and the run would go on; once the
    pool has started, the main thread gets it (the pool's threads keep it blocked)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPS)


def run_local(job_list, workers: int, on_tally) -> None:
    job_iter = iter(job_list)
    if workers <= 1:
        for one in job_iter:
            on_tally(play_range(one))
        return
    first = next(job_iter, None)
    if first is None:
        return
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    done: queue.Queue = queue.Queue()
    limit = 4 * workers
    with contextlib.ExitStack() as stack:
        # (frozen objects are never visited by a forked worker's collector, so the pages it
        # shares with this process, the compiled rules among them, stay shared)
        gc.freeze()
        try:
            with _stops_held():  # (one that came meanwhile is raised here, the pool stopped)
                pool = stack.enter_context(
                    ctx.Pool(
                        workers, initializer=_worker_start, initargs=(first.game, first.scenario)
                    )
                )
        finally:
            gc.unfreeze()
        in_flight = 0
        job: Job | None = first
        while job is not None or in_flight:
            while job is not None and in_flight < limit:
                pool.apply_async(play_range, (job,), callback=done.put, error_callback=done.put)
                in_flight += 1
                job = next(job_iter, None)
            result = done.get()
            in_flight -= 1
            if isinstance(result, BaseException):
                raise result
            on_tally(result)


def run_ray(job_list, workers: int, address: str | None, on_tally) -> None:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the Ray backend needs the 'ray' extra: pip install 'cardsmith[ray]'")
    if not ray.is_initialized():
        ray.init(
            address=address or None,
            num_cpus=None if address else max(1, workers),
            ignore_reinit_error=True,
            include_dashboard=False,
            log_to_driver=False,
        )
    remote = ray.remote(play_range)
    job_iter = iter(job_list)
    nxt = next(job_iter, None)
    in_flight: list = []
    limit = max(2, 4 * workers)
    while nxt is not None or in_flight:
        while nxt is not None and len(in_flight) < limit:
            in_flight.append(remote.remote(nxt))
            nxt = next(job_iter, None)
        done, in_flight = ray.wait(in_flight, num_returns=1)
        on_tally(ray.get(done[0]))


def simulate(
    target: str,
    decks,
    agents,
    n_games: int,
    seed: int,
    workers: int | None = None,
    backend: str = "local",
    address: str | None = None,
    progress=None,
    scenario: str | None = None,
    seatings=(),
    checked: bool = False,
) -> Tally:
    """``seatings``: the agents of several numbers of players, played in turn (game i plays
    ``seatings[i % len(seatings)]``; ``agents`` is then the first).  ``checked``: every
    invariant after every step of every game (a game that breaks one fails)."""
    if backend == "local":
        workers = workers_for(n_games, workers)
    workers = workers or os.cpu_count() or 1
    job_list = jobs_for(target, decks, agents, n_games, seed, workers, scenario, seatings, checked)
    total = Tally()

    def on_tally(t: Tally) -> None:
        total.merge(t)
        if progress is not None:
            progress(t.games + t.failed)

    if backend == "ray":
        run_ray(job_list, workers, address, on_tally)
    else:
        if workers <= 1 and n_games >= SETTLE_AFTER:  # (the games are played here)
            from .rules import settle
            from .sim import _rules

            settle(_rules(target, scenario))
        run_local(job_list, workers, on_tally)
    return total
