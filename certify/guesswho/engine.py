"""The fast exact engine: integer dynamic programming compiled with numba.

Exactness comes from a scaling that keeps every value an integer. Write
``V(n, m) = n * m * P(n, m)``. A guess has ``V = m``; a question with parts ``a_i`` has

    n*m * (1 - sum_i (a_i/n) * P(m, a_i)) = n*m - sum_i V(m, a_i),

and the base cases are integers (``V(1, m) = m``; Nica's lost states ``V = 0``), so by
induction on ``n + m`` every ``V`` is an integer with ``0 <= V <= n*m``. The engine computes
in int32 (``N*N < 2**31`` for ``N <= 46340``; a question's ``sum_i V(m, a_i)`` is at most
``n*m`` too) and returns int64; no rounding is ever performed. ``P(n, m) = V(n, m) / (n*m)``.

Order. A state's children ``(m, k)`` have ``k < n`` (Nica, Remark 2.5), so the states can
be solved in *layers* ``L = min(n, m)``: first the row ``(L, k)``, ``k >= L`` (children in
earlier layers), then the column ``(n, L)``, ``n > L`` (children in earlier layers or in the
row just solved). The column reads one row over and over, which keeps it in cache. The
value pass is serial (on a shared 2-core machine, thousands of parallel barriers cost more
than they gain); listing the optimal moves is parallel over rows, one region.
"""

from __future__ import annotations

import functools
import os
from typing import Callable

import numpy as np
from numba import njit, prange

from . import rules as rulesets
from ..errors import CertifyError

Progress = Callable[[int, int], None]
INT32_MAX_N = 46340  # largest N with N*N < 2**31

# The kernels take the rule set from its module in certify/rules/ (``_rule_grid``): the
# flags ``guess`` (HAS_GUESS) and ``three`` (MAX_PARTS >= 3), and the grid ``fixed`` of the
# states whose value is not chosen (non-states, -1, and terminal states, their
# ``terminal_scaled``), pre-filled in V from the module's ``is_state`` and ``terminal_scaled``.


@njit(cache=True)
def _least_pair(row, n):
    """Least ``row[k] + row[n-k]`` over the two-part questions ``k = 1..n/2`` (vectorised)."""
    least = np.int64(1) << 62
    for k in range(1, n // 2 + 1):
        least = min(least, np.int64(row[k]) + row[n - k])
    return least


@njit(cache=True)
def _best_value(V, fixed, n, m, guess, three):
    if fixed[n, m]:
        return V[n, m]
    nm = n * m
    row = V[m]
    best = m if guess else -1
    if n >= 2:
        best = max(best, nm - _least_pair(row, n))
    if three:
        for a in range(1, n // 3 + 1):
            for b in range(a, (n - a) // 2 + 1):
                best = max(best, nm - row[a] - row[b] - row[n - a - b])
    return best


@njit(cache=True)
def _solve_layers(V, fixed, L_start, L_stop, N, guess, three):
    """Values of the states with ``L_start <= min(n, m) < L_stop`` (earlier layers solved)."""
    for L in range(L_start, L_stop):
        for k in range(L, N + 1):
            V[L, k] = _best_value(V, fixed, L, k, guess, three)
        for n in range(L + 1, N + 1):
            V[n, L] = _best_value(V, fixed, n, L, guess, three)


@njit(cache=True)
def _emit(runs, pos, write, a, first, last, step):
    if write:
        runs[pos, 0] = a
        runs[pos, 1] = first
        runs[pos, 2] = last
        runs[pos, 3] = step if step > 0 else 1


@njit(cache=True)
def _single_run(row, n, need):
    """``(first, last, step)`` if the two-part questions ``k`` with ``row[k] + row[n-k] ==
    need`` are one arithmetic progression (or none: ``first = 0``), else ``first = -1``.

    Branch-free passes (vectorised) find how many there are and the least and largest;
    ``cnt`` of them lying on the progression from the least to the largest proves the
    set *is* that progression.
    """
    cnt = 0
    lo = n
    hi = 0
    for k in range(1, n // 2 + 1):
        hit = np.int64(row[k]) + row[n - k] == need
        cnt += hit
        lo = min(lo, k if hit else n)
        hi = max(hi, k if hit else 0)
    if cnt <= 1:
        return lo if cnt else 0, hi, 1
    step = (hi - lo) // (cnt - 1)
    if step * (cnt - 1) != hi - lo:
        return -1, 0, 0
    for k in range(lo, hi + 1, step):
        if np.int64(row[k]) + row[n - k] != need:
            return -1, 0, 0
    return lo, hi, step


@njit(cache=True)
def _optimal_runs(V, fixed, n, m, guess, three, runs, pos, write):
    """Count (and if ``write``, store from ``runs[pos]``) the runs of moves attaining ``V[n, m]``.

    A run ``(a, first, last, step)`` stands for the questions with parts ``(a, b, n-a-b)``
    for ``b = first, first+step, ..., last`` (``a = 0``: the two-part questions ``b : n-b``);
    ``(0, 0, 0, 1)`` is the guess. Ties are common (plateaus of equally good splits, often
    every second one), so runs keep tables of large N small. The runs are maximal greedy
    progressions, in the canonical move order.
    """
    if fixed[n, m]:
        return 0
    nm = n * m
    row = V[m]
    target = V[n, m]
    count = 0
    general = three
    if not three:
        first, last, step = _single_run(row, n, nm - target)
        if first > 0:
            _emit(runs, pos, write, 0, first, last, step)
            count = 1
        elif first < 0:
            general = True
    if general:
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
def _count_runs(V, fixed, N, guess, three, counts):
    dummy = np.zeros((1, 4), dtype=np.int32)
    for m in prange(1, N + 1):  # the states (n, m) of one m all read the row V[m]: it stays in cache
        for n in range(1, N + 1):
            counts[n * (N + 1) + m + 1] = _optimal_runs(V, fixed, n, m, guess, three, dummy, 0, False)


@njit(cache=True, parallel=True)
def _write_runs(V, fixed, N, guess, three, offsets, runs):
    for m in prange(1, N + 1):
        for n in range(1, N + 1):
            _optimal_runs(V, fixed, n, m, guess, three, runs, offsets[n * (N + 1) + m], True)


COMPILE_ABOVE = 512  # larger grids are filled by the rule definitions compiled with numba


def _rule_grid(game, N: int) -> tuple[np.ndarray, np.ndarray]:
    """``(V, fixed)`` from the rule module ``game``: ``fixed[n, m] = 1`` where ``(n, m)`` is
    not a state (``V = -1``; ``V = 0`` on row and column 0, a missing part) or is terminal
    (``V = terminal_scaled(n, m)``); the other states are left to the kernels."""
    V = np.zeros((N + 1, N + 1), dtype=np.int32)
    fixed = np.ones((N + 1, N + 1), dtype=np.int8)
    if N <= COMPILE_ABOVE:
        is_state, terminal = game.is_state, game.terminal_scaled
        for n in range(1, N + 1):
            for m in range(1, N + 1):
                if not is_state(n, m):
                    V[n, m] = -1
                    continue
                value = terminal(n, m)
                if value > n * m:
                    raise CertifyError(f"rules {game.NAME}: terminal_scaled({n}, {m}) = {value} exceeds n*m", 70)
                if value >= 0:
                    V[n, m] = value
                else:
                    fixed[n, m] = 0
    else:
        _compiled_fill(game.is_state, game.terminal_scaled)(V, fixed, N)
        n = np.arange(N + 1, dtype=np.int64)
        if (V > n[:, None] * n[None, :]).any():
            raise CertifyError(f"rules {game.NAME}: a terminal_scaled(n, m) exceeds n*m", 70)
    return V, fixed


@functools.lru_cache(maxsize=8)
def _compiled_fill(is_state, terminal):
    """The grid filler with the rule module's own functions compiled by numba."""
    state_jit, terminal_jit = njit(is_state), njit(terminal)

    @njit
    def fill(V, fixed, N):
        for n in range(1, N + 1):
            for m in range(1, N + 1):
                if not state_jit(n, m):
                    V[n, m] = -1
                    continue
                value = terminal_jit(n, m)
                if value >= 0:
                    V[n, m] = value
                else:
                    fixed[n, m] = 0

    return fill


def available_memory() -> int:
    """Bytes this process may still use: ``MemAvailable`` from /proc/meminfo."""
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


RUNS_PER_STATE = {"official": 1.1, "nica": 1.1, "tripartite": 4.5}  # measured: 1.0, 0.97, 4.0 at N = 64


def engine_bytes(rules: str, max_n: int) -> int:
    """Peak memory of ``solve_scaled`` at size ``N``: the int32 values being solved, the
    int64 values returned, the int64 run offsets, the int8 grid of fixed states (rules/) and
    the runs (16 bytes each)."""
    cells = (max_n + 1) ** 2
    return cells * (4 + 8 + 8 + 1) + int(RUNS_PER_STATE.get(rules, 5) * cells) * 16


def check_size(rules: str, max_n: int, needed: int | None = None) -> None:
    """Refuse sizes that are not positive integers or would not fit in memory (exit 4).

    ``needed``: the bytes the whole run needs (default: the engine's, ``engine_bytes``)."""
    rulesets.get(rules)
    if isinstance(max_n, bool) or not isinstance(max_n, (int, np.integer)):
        raise CertifyError.usage(f"size must be an integer, got {max_n!r}")
    if max_n < 1:
        raise CertifyError.usage(f"size must be a positive integer, got {max_n}")
    needed = engine_bytes(rules, int(max_n)) if needed is None else needed
    available = available_memory()
    if needed > 0.9 * available:
        raise CertifyError.limit(
            f"size {max_n} needs about {needed / 2**30:.1f} GiB, more than the "
            f"{available / 2**30:.1f} GiB available: choose a smaller size"
        )
    if max_n > INT32_MAX_N:
        raise CertifyError.limit(f"size {max_n} is beyond the engine's limit {INT32_MAX_N} (values must fit in int32)")


def solve_scaled(rules: str, max_n: int, progress: Progress | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(V, offsets, runs)``: scaled values and the optimal moves of every state.

    ``V[n, m] = n*m*P(n, m)`` (int64; ``-1`` where ``(n, m)`` is not a state). The optimal
    moves of ``(n, m)`` are the runs ``runs[offsets[i]:offsets[i+1]]`` with
    ``i = n*(N+1) + m`` (see ``_optimal_runs``).
    """
    check_size(rules, max_n)
    game = rulesets.get(rules)
    guess, three = bool(game.HAS_GUESS), game.MAX_PARTS >= 3
    N = int(max_n)
    V, fixed = _rule_grid(game, N)
    # work of layer L is about (N - L) * (N + L) / 4 two-part questions: progress by work done
    layers = np.arange(N + 1, dtype=np.float64)
    work = np.cumsum((N - layers + 1) * (N + layers))
    total = int(work[-1] * 1.5) + 1
    chunk = max(1, N // 64)
    for start in range(1, N + 1, chunk):
        stop = min(N + 1, start + chunk)
        _solve_layers(V, fixed, start, stop, N, guess, three)
        if progress:
            progress(int(work[stop - 1]), total)
    offsets = np.zeros((N + 1) * (N + 1) + 1, dtype=np.int64)
    _count_runs(V, fixed, N, guess, three, offsets)
    np.cumsum(offsets, out=offsets)
    if progress:
        progress(int(work[-1] * 1.25), total)
    runs = np.empty((int(offsets[-1]), 4), dtype=np.int32)
    _write_runs(V, fixed, N, guess, three, offsets, runs)
    scaled = V.astype(np.int64)
    del V, fixed
    if progress:
        progress(total, total)
    return scaled, offsets, runs
