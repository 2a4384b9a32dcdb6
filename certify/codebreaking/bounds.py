"""Admissible lower bounds from a state's size alone (the classic counting bound).

A guess finds at most one code and splits the rest into at most ``b`` answer classes (``b`` =
the number of answers other than "found" that occur in the game). So a strategy has at most
``b**(j-1)`` nodes at depth ``j``, each finding at most one code: ``s`` codes need total at
least ``1·1 + 2·b + 3·b² + …`` filled greedily, and cannot be solved within ``h`` guesses
when ``s > 1 + b + … + b**(h-1)``. The checker (certify/checkers/mastermind.py) recomputes
the same numbers.

>>> size_bound(5, 2, 13)
9
>>> size_bound(3, 2, 1) == INFINITE
True
"""
from __future__ import annotations

import numpy as np

INFINITE = 1 << 40
UNLIMITED = 255  # depth limit "none"


def size_bound(size: int, limit: int, branching: int) -> int:
    """Least possible total for ``size`` codes within ``limit`` guesses (INFINITE if none)."""
    total, level, width, left = 0, 1, 1, size
    while left > 0:
        if level > limit:
            return INFINITE
        take = min(width, left)
        total += take * level
        left -= take
        level += 1
        width *= branching
    return total


def bound_table(codes: int, branching: int, max_limit: int) -> np.ndarray:
    """``table[h, s] = size_bound(s, h)`` for ``h <= max_limit``; row ``max_limit`` is unlimited."""
    table = np.zeros((max_limit + 1, codes + 1), dtype=np.int64)
    for h in range(max_limit + 1):
        limit = UNLIMITED if h == max_limit else h
        for s in range(codes + 1):
            table[h, s] = size_bound(s, limit, branching)
    return table
