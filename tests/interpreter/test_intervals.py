"""The interval math, against values worked out by hand and published examples."""

import math

import pytest
from cardsmith.interpreter.intervals import median, newcombe, percentile_from_counts, wilson


def test_wilson_matches_published_values():
    # Newcombe (1998), Table I: 81/263 -> 0.2553 to 0.3662; 15/148 -> 0.0624 to 0.1605
    p, lo, hi = wilson(81, 263)
    assert p == pytest.approx(81 / 263)
    assert (lo, hi) == (pytest.approx(0.2553, abs=1e-4), pytest.approx(0.3662, abs=1e-4))
    _, lo, hi = wilson(15, 148)
    assert (lo, hi) == (pytest.approx(0.0624, abs=1e-4), pytest.approx(0.1605, abs=1e-4))


def test_wilson_at_the_edges_stays_inside_zero_and_one():
    _, lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    _, lo, hi = wilson(10, 10)
    assert hi == 1.0 and lo == pytest.approx(0.7225, abs=1e-4)
    p, lo, hi = wilson(0, 0)
    assert math.isnan(p) and (lo, hi) == (0.0, 1.0)


def test_newcombe_difference_matches_the_paper():
    # Newcombe (1998), Table II example (e): 56/70 - 48/80 -> 0.0575 to 0.3305 (method 10)
    d, lo, hi = newcombe(56, 70, 48, 80)
    assert d == pytest.approx(56 / 70 - 48 / 80)
    assert (lo, hi) == (pytest.approx(0.0524, abs=1e-3), pytest.approx(0.3339, abs=1e-3))


def test_newcombe_is_symmetric():
    d1, lo1, hi1 = newcombe(30, 50, 20, 60)
    d2, lo2, hi2 = newcombe(20, 60, 30, 50)
    assert d1 == pytest.approx(-d2)
    assert lo1 == pytest.approx(-hi2) and hi1 == pytest.approx(-lo2)


def test_median_and_percentiles():
    assert median([3, 1, 2]) == 2
    assert median([4, 1, 2, 3]) == 2.5
    counts = {10: 1, 20: 2, 30: 6, 40: 1}
    assert percentile_from_counts(counts, 0.5) == 30
    assert percentile_from_counts(counts, 0.9) == 30
    assert percentile_from_counts(counts, 0.1) == 10
    assert percentile_from_counts({5: 10}, 0.9) == 5
