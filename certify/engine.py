"""The fast exact engine: integer dynamic programming compiled with numba.

Exactness comes from a scaling that keeps every value an integer. Write
``V(n, m) = n * m * P(n, m)``. A guess has ``V = m``; a question with parts ``a_i`` has

    n*m * (1 - sum_i (a_i/n) * P(m, a_i)) = n*m - sum_i V(m, a_i),

and the base cases are integers (``V(1, m) = m``; Nica's lost states ``V = 0``), so by
induction on ``n + m`` every ``V`` is an integer no larger than ``n*m`` and int64
arithmetic is exact (no rounding is ever performed). ``P(n, m) = V(n, m) / (n*m)``.

States are processed by anti-diagonals ``n + m = s`` (every child has a smaller sum,
Nica, Remark 2.5); the states of one diagonal are independent and run in parallel.
"""

from __future__ import annotations

import os
from typing import Callable

import numpy as np
from numba import njit, prange

from . import rules as rulesets
from .errors import ResourceLimit, UsageError

Progress = Callable[[int, int], None]

# The kernels take the rule set as three flags: may guess, may ask three-part questions,
# Nica's immediate-win terminal states.


@njit(cache=True)
def _best_value(V, n, m, guess, three, nica):
    if nica:
        if n == 1 and m == 1:
            return -1  # not a state of Nica's game
        if n == 1:
            return m
        if m == 1:
            return 0
    nm = n * m
    row = V[m]
    best = m if guess else -1
    for k in range(1, n // 2 + 1):
        v = nm - row[k] - row[n - k]
        if v > best:
            best = v
    if three:
        for a in range(1, n // 3 + 1):
            for b in range(a, (n - a) // 2 + 1):
                v = nm - row[a] - row[b] - row[n - a - b]
                if v > best:
                    best = v
    return best


@njit(cache=True)
def _emit(runs, pos, write, a, first, last, step):
    if write:
        runs[pos, 0] = a
        runs[pos, 1] = first
        runs[pos, 2] = last
        runs[pos, 3] = step if step > 0 else 1


@njit(cache=True)
def _optimal_runs(V, n, m, guess, three, nica, runs, pos, write):
    """Count (and if ``write``, store from ``runs[pos]``) the runs of moves attaining ``V[n, m]``.

    A run ``(a, first, last, step)`` stands for the questions with parts ``(a, b, n-a-b)``
    for ``b = first, first+step, ..., last`` (``a = 0``: the two-part questions ``b : n-b``);
    ``(0, 0, 0, 1)`` is the guess. Ties are common (plateaus of equally good splits, often
    every second one), so runs keep tables of large N small.
    """
    if nica and (n == 1 or m == 1):
        return 0
    nm = n * m
    row = V[m]
    target = V[n, m]
    count = 0
    for a in range(0, n // 3 + 1 if three else 1):
        first = -1
        last = -1
        step = 0
        for b in range(max(a, 1), (n - a) // 2 + 1):
            if nm - row[a] - row[b] - row[n - a - b] != target:  # row[0] == 0: no third part
                continue
            if first < 0:
                first = b
                last = b
            elif step == 0:
                step = b - first
                last = b
            elif b == last + step:
                last = b
            else:
                _emit(runs, pos + count, write, a, first, last, step)
                count += 1
                first = b
                last = b
                step = 0
        if first >= 0:
            _emit(runs, pos + count, write, a, first, last, step)
            count += 1
    if guess and m == target:
        _emit(runs, pos + count, write, 0, 0, 0, 1)
        count += 1
    return count


@njit(cache=True, parallel=True)
def _solve_diagonals(V, s_start, s_stop, N, guess, three, nica, counts):
    """Values of the states with ``s_start <= n + m < s_stop``, and how many runs each has."""
    dummy = np.zeros((1, 4), dtype=np.int32)
    for s in range(s_start, s_stop):
        lo = max(1, s - N)
        hi = min(N, s - 1)
        for n in prange(lo, hi + 1):
            m = s - n
            V[n, m] = _best_value(V, n, m, guess, three, nica)
            counts[n * (N + 1) + m + 1] = _optimal_runs(V, n, m, guess, three, nica, dummy, 0, False)


@njit(cache=True, parallel=True)
def _write_runs(V, N, guess, three, nica, offsets, runs):
    # interleave short rows with long ones (n = 1, N, 2, N-1, ...) to balance the threads
    for i in prange(N):
        n = i // 2 + 1 if i % 2 == 0 else N - i // 2
        for m in range(1, N + 1):
            _optimal_runs(V, n, m, guess, three, nica, runs, offsets[n * (N + 1) + m], True)


def _flags(rules: str) -> tuple[bool, bool, bool]:
    game = rulesets.get(rules)
    return game.HAS_GUESS, game.MAX_PARTS >= 3, game.NAME == "nica"


def _available_memory() -> int:
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def check_size(rules: str, max_n: int) -> None:
    """Refuse sizes that are not positive integers or would not fit in memory."""
    rulesets.get(rules)
    if isinstance(max_n, bool) or not isinstance(max_n, (int, np.integer)):
        raise UsageError(f"size must be an integer, got {max_n!r}")
    if max_n < 1:
        raise UsageError(f"size must be a positive integer, got {max_n}")
    # three (N+1)^2 int64 arrays plus the move lists (a few moves per state, 12 bytes each)
    needed = 72 * (max_n + 1) ** 2
    available = _available_memory()
    if max_n > 3_000_000 or needed > 0.8 * available:
        raise ResourceLimit(
            f"size {max_n} needs about {needed / 2**30:.1f} GiB, more than the "
            f"{available / 2**30:.1f} GiB available: choose a smaller size"
        )


def solve_scaled(rules: str, max_n: int, progress: Progress | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(V, offsets, runs)``: scaled values and the optimal moves of every state.

    ``V[n, m] = n*m*P(n, m)`` (``-1`` where ``(n, m)`` is not a state). The optimal moves of
    ``(n, m)`` are the runs ``runs[offsets[i]:offsets[i+1]]`` with ``i = n*(N+1) + m``
    (see ``_optimal_runs``).
    """
    check_size(rules, max_n)
    guess, three, nica = _flags(rules)
    N = int(max_n)
    V = np.zeros((N + 1, N + 1), dtype=np.int64)
    offsets = np.zeros((N + 1) * (N + 1) + 1, dtype=np.int64)
    diagonals = 2 * N - 1
    total_work = diagonals + diagonals // 4
    chunk = max(1, diagonals // 64)
    for start in range(2, 2 * N + 1, chunk):
        stop = min(2 * N + 1, start + chunk)
        _solve_diagonals(V, start, stop, N, guess, three, nica, offsets)
        if progress:
            progress(stop - 2, total_work)
    np.cumsum(offsets, out=offsets)
    runs = np.zeros((int(offsets[-1]), 4), dtype=np.int32)
    _write_runs(V, N, guess, three, nica, offsets, runs)
    if progress:
        progress(total_work, total_work)
    return V, offsets, runs
