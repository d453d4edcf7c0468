"""Running a simulation's games: in this process, on a pool of worker processes, or as Ray
tasks; tallies are merged as they come back (a bounded number in flight)."""

from __future__ import annotations

import multiprocessing
import os

from .sim import Job, Tally, play_range, split


def chunk_size(n_games: int, jobs: int) -> int:
    return max(10, min(100, n_games // max(1, jobs * 16) or 1))


def jobs_for(
    target: str,
    decks,
    agents,
    n_games: int,
    seed: int,
    workers: int,
    scenario: str | None = None,
    seatings=(),
) -> list[Job]:
    seatings = tuple(tuple(a) for a in seatings)
    return [
        Job(target, tuple(decks), tuple(agents), seed, a, b, scenario, seatings)
        for a, b in split(n_games, chunk_size(n_games, workers))
    ]


def _warm(target: str, scenario: str | None = None) -> None:
    from .sim import _rules

    _rules(target, scenario)


def run_local(job_list, workers: int, on_tally) -> None:
    if workers <= 1:
        for job in job_list:
            on_tally(play_range(job))
        return
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    with ctx.Pool(
        workers, initializer=_warm, initargs=(job_list[0].game, job_list[0].scenario)
    ) as pool:
        for tally in pool.imap_unordered(play_range, job_list):
            on_tally(tally)


def run_ray(job_list, workers: int, address: str | None, on_tally) -> None:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the Ray backend needs the 'ray' extra: pip install 'cardsmith[ray]'")
    if not ray.is_initialized():
        kwargs = {"ignore_reinit_error": True, "include_dashboard": False, "log_to_driver": False}
        if address:
            ray.init(address=address, **kwargs)
        else:
            ray.init(num_cpus=max(1, workers), **kwargs)
    remote = ray.remote(play_range)
    queue = list(job_list)
    in_flight = []
    limit = max(2, 4 * workers)
    while queue or in_flight:
        while queue and len(in_flight) < limit:
            in_flight.append(remote.remote(queue.pop(0)))
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
) -> Tally:
    """``seatings``: the agents of several numbers of players, played in turn (game i plays
    ``seatings[i % len(seatings)]``; ``agents`` is then the first)."""
    workers = workers or os.cpu_count() or 1
    job_list = jobs_for(target, decks, agents, n_games, seed, workers, scenario, seatings)
    total = Tally()

    def on_tally(t: Tally) -> None:
        total.merge(t)
        if progress is not None:
            progress(t.games + len(t.failures))

    if not job_list:
        return total
    if backend == "ray":
        run_ray(job_list, workers, address, on_tally)
    else:
        run_local(job_list, workers, on_tally)
    total.failures.sort(key=lambda f: f.index)
    return total
