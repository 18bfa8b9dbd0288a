"""paiju.checks: the type tests behind the argument checks (a bool is never an int to paiju)."""

import numpy as np
import pytest

from paiju.checks import is_int, is_number


@pytest.mark.parametrize("value, low, high, expected", [
    (0, None, None, True),
    (-5, None, None, True),
    (True, None, None, False),       # a bool is not a count
    (False, 0, 1, False),
    (1.0, None, None, False),        # a float is not an int, even a whole one
    ("3", None, None, False),
    (None, None, None, False),
    (np.int64(3), None, None, False),  # numpy ints were never accepted where this replaced isinstance
    (1, 1, 3, True),                 # both ends included
    (3, 1, 3, True),
    (0, 1, 3, False),
    (4, 1, 3, False),
    (10**12, 0, None, True),         # no upper bound
    (-1, 0, None, False),
    (-10**12, None, 0, True),        # no lower bound
])
def test_is_int(value, low, high, expected):
    assert is_int(value, low, high) is expected


@pytest.mark.parametrize("value, expected", [
    (0, True), (2.5, True), (float("nan"), True), (np.float64(0.5), True),  # finiteness is the caller's
    (True, False), (False, False), ("1", False), (None, False), (1j, False),
])
def test_is_number(value, expected):
    assert is_number(value) is expected
