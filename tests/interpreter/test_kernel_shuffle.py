"""The kernel shuffles with its own copy of Python's ``random.shuffle`` (so that a compiled
kernel runs it natively): the same generator gives the same order and leaves the generator in
the same state, for every length, so games and their logs are the same either way."""

import random

import pytest
from cardsmith.interpreter.kernel import shuffle_in_place


@pytest.mark.parametrize("seed", range(20))
def test_the_kernel_shuffle_is_the_generators_shuffle(seed):
    for n in (0, 1, 2, 3, 7, 8, 9, 40, 41, 64, 65, 200):
        ours, theirs = random.Random(seed * 1000 + n), random.Random(seed * 1000 + n)
        a, b = list(range(n)), list(range(n))
        shuffle_in_place(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()
