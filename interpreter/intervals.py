"""Confidence intervals for win rates.

* :func:`wilson` — the Wilson score interval of a proportion (Wilson 1927), good at small
  counts and near 0 or 1, where the plain normal interval is not.
* :func:`newcombe` — the interval of a difference of two proportions from their Wilson
  intervals (Newcombe 1998, method 10), for "the win rate when the card was played minus
  the win rate when it was not".
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """(proportion, low, high) of ``successes`` in ``n``; (nan, 0, 1) when n is 0."""
    if n <= 0:
        return math.nan, 0.0, 1.0
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return p, low, high


def newcombe(s1: int, n1: int, s2: int, n2: int, z: float = Z95) -> tuple[float, float, float]:
    """(difference, low, high) of p1 - p2 with Newcombe's hybrid score interval."""
    p1, l1, u1 = wilson(s1, n1, z)
    p2, l2, u2 = wilson(s2, n2, z)
    if n1 <= 0 or n2 <= 0:
        return math.nan, -1.0, 1.0
    d = p1 - p2
    low = d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    high = d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    return d, max(-1.0, low), min(1.0, high)


def median(values: list[float]) -> float:
    v = sorted(values)
    n = len(v)
    if n == 0:
        return math.nan
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def percentile_from_counts(counts: dict[int, int], q: float) -> float:
    """The ``q`` quantile (0..1) of a distribution given as value -> count (nearest rank)."""
    total = sum(counts.values())
    if total == 0:
        return math.nan
    rank = max(1, math.ceil(q * total))
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= rank:
            return float(value)
    return float(max(counts))  # pragma: no cover
