#!/usr/bin/env python3
"""The fastest honest baseline: the official game's values only, a bare single-thread numba DP.

    python benchmarks/baseline_numba_dp.py N

What a competent person writes in fifteen lines with numba: the scaled integer values
S(n, m) = n*m*P(n, m) (a guess is worth m, a question k : n-k is worth n*m - S(m, k) -
S(m, n-k); docs/formats.md), states in order of n + m, no optimal moves, no file, no check.
Compiled once (``cache=True``); prints S(N, N) so the work cannot be skipped.
"""

import sys

import numpy as np
from numba import njit


@njit(cache=True)
def solve(N):
    S = np.zeros((N + 1, N + 1), dtype=np.int64)
    for s in range(2, 2 * N + 1):
        for n in range(max(1, s - N), min(N, s - 1) + 1):
            m = s - n
            best = m
            for k in range(1, n // 2 + 1):
                best = max(best, n * m - S[m, k] - S[m, n - k])
            S[n, m] = best
    return S


if __name__ == "__main__":
    N = int(sys.argv[1])
    print(solve(N)[N, N])
