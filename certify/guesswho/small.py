"""Small tables of the two-part rule sets with numpy alone: no numba import, no compiled kernel to load.

For N up to a few hundred the compiled engine (``certify.guesswho.engine``) spends more CPU on
importing numba (about 0.18 s) and loading its cached kernels (about 0.2 s) than on the solve,
so ``certify.guesswho.table.solve`` sends these sizes here (``fits``; the crossover was measured,
``docs/performance.md``). The result is the engine's, array for array: the same exact integers
``V(n, m) = n*m*P(n, m)`` (int32 while solving, int64 returned; ``-1`` at non-states), the same
runs ``(a, first, last, step)`` of every optimal move (maximal greedy progressions, the guess
``(0, 0, 0, 1)`` last) and the same offsets; ``tests/test_small_engine.py`` compares them.

Order, as in the engine: layer ``L = min(n, m)``. The row ``(L, k)``, ``k >= L``, has its
children ``(k, j)``, ``j < L``, in earlier layers: one 2-D add ``V[k, j] + V[k, L - j]`` over
all ``k`` and ``j = 1..L//2`` (the second term read ascending from the reversed rows ``R[m, t] =
V[m, N - t]``), a min per state. The column ``(n, L)``, ``n > L``, reads the row just solved:
``V[L, j] + V[L, n - j]`` over all ``n`` and ``j = 1..N//2`` is a sliding window over the
reversed row, with ``j > n//2`` (the same questions again, or no question) priced out by a
penalty. A question is optimal iff its sum equals ``n*m - V(n, m)``; from the same 2-D array
of sums, each state's optimal questions are counted and their least and largest found, which
proves them one progression where the count fits; the few others are split greedily here.
Integers throughout: a sum is at most ``2*N*N`` plus two penalties of ``2**29``, below ``2**31``.
"""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from . import rules as rulesets
from ..errors import CertifyError
from .sizes import check_size

# Largest N solved here, per rule set (two-part rules only): measured crossover with the
# compiled engine, numba's import and kernel load included (docs/performance.md).
SMALL_MAX = {"official": 640, "nica": 640}
PENALTY = 1 << 29  # added to the sums of the questions a state does not have (N <= 2**12 here)


def fits(rules: str, max_n: int) -> bool:
    """Whether ``solve_scaled`` here is the faster path for this table."""
    return 1 <= int(max_n) <= SMALL_MAX.get(rules, 0)


def rule_grid(game, N: int) -> tuple[np.ndarray, np.ndarray]:
    """``(V, fixed)`` as the engine's ``_rule_grid``: ``V = -1`` and fixed at non-states,
    ``V = terminal_scaled`` and fixed at terminal states, 0 and free elsewhere."""
    is_state, terminal_scaled, sizes = game.is_state, game.terminal_scaled, range(1, N + 1)
    state = np.array([is_state(n, m) for n in sizes for m in sizes], dtype=bool)
    terminal = np.array([terminal_scaled(n, m) if is_state(n, m) else -1 for n in sizes for m in sizes], dtype=np.int64)
    if (terminal > np.outer(sizes, sizes).ravel()).any():
        raise CertifyError(f"rules {game.NAME}: a terminal_scaled(n, m) exceeds n*m", 70)
    V = np.zeros((N + 1, N + 1), dtype=np.int32)
    fixed = np.ones((N + 1, N + 1), dtype=bool)
    V[1:, 1:] = np.where(state, np.maximum(terminal, 0), -1).reshape(N, N)
    fixed[1:, 1:] = (~state | (terminal >= 0)).reshape(N, N)
    return V, fixed


def solve_scaled(rules: str, max_n: int, progress=None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(V, offsets, runs)`` exactly as ``certify.guesswho.engine.solve_scaled`` returns them."""
    check_size(rules, max_n)
    game = rulesets.get(rules)
    if game.MAX_PARTS != 2:
        raise CertifyError(f"internal: the numpy engine solves two-part rules only, not {rules}", 70)
    guess = bool(game.HAS_GUESS)
    N = int(max_n)
    W = N + 1
    V, fixed = rule_grid(game, N)
    R = np.ascontiguousarray(V[:, ::-1])  # R[m, t] = V[m, N - t]
    H = max(1, N // 2)
    js = np.arange(1, H + 1)
    penalty = np.where(js[None, :] <= np.arange(W)[:, None] // 2, 0, PENALTY).astype(np.int32)  # [n, j]
    padded = np.full(W + H, PENALTY, dtype=np.int32)  # the reversed row L, then n - j < 0
    run = np.zeros((W * W, 3), dtype=np.int32)  # each state's question run (first, last, step); first 0: none
    other: dict[int, list[tuple[int, int, int]]] = {}  # states whose optimal questions are not one progression

    def settle(ns, ms, sums, cells):
        """Values and optimal questions of the states ``(ns, ms)`` (flat indices ``cells``)
        from their questions' sums (``sums[s, j - 1]``, ``j = 1..``)."""
        nm = ns * ms
        free = ~fixed.ravel()[cells]
        loose = free.all()  # no terminal or non-state among them (the official rules: always)
        if sums is None:  # n = 1: the guess is the only move
            return np.where(free, ms if guess else -1, V.ravel()[cells])
        least = sums.min(axis=1).astype(np.int64)
        value = np.maximum(ms if guess else -1, nm - least)
        if not loose:
            value = np.where(free, value, V.ravel()[cells])
        need = nm - value if loose else np.where(free, nm - value, -PENALTY)  # no sum is that low: fixed states list no move
        hit = sums == need[:, None]
        count = np.count_nonzero(hit, axis=1)
        some = np.flatnonzero(count)
        if len(some):
            h, c = (hit, count) if len(some) == len(count) else (hit[some], count[some])
            lo = h.argmax(axis=1)
            hi = h.shape[1] - 1 - h[:, ::-1].argmax(axis=1)
            step = np.where(c > 1, (hi - lo) // np.maximum(c - 1, 1), 1)
            single = step * np.maximum(c - 1, 0) == hi - lo
            # c hits from lo to hi, a progression of c terms: they are all of it iff none is off it
            # (step 1: nothing to check; step 2: no hit of the other parity; larger steps: the remainders)
            two = np.flatnonzero(single & (c > 2) & (step == 2))
            if len(two):
                h2 = h[two]
                odd = np.count_nonzero(h2[:, 1::2], axis=1)  # hits at odd columns (even j)
                single[two] &= np.where(lo[two] & 1, c[two] == odd, odd == 0)
            wide = np.flatnonzero(single & (c > 2) & (step > 2))
            if len(wide):
                off = (np.arange(h.shape[1])[None, :] - lo[wide, None]) % step[wide, None] != 0
                single[wide] &= ~(h[wide] & off).any(axis=1)
            at = cells[some]
            run[at[single]] = np.stack([lo[single] + 1, hi[single] + 1, step[single]], axis=1)
            for k in np.flatnonzero(~single).tolist():
                other[int(at[k])] = greedy(np.flatnonzero(h[k]) + 1)
        return value

    for L in range(1, N + 1):
        # the row (L, k), k = L..N: children (k, j), (k, L - j) in earlier layers
        ks = np.arange(L, W, dtype=np.int64)
        h = L // 2
        sums = (V[L:, 1 : h + 1] + R[L:, N - L + 1 : N - L + h + 1]) if h else None
        value = settle(np.full(len(ks), L, dtype=np.int64), ks, sums, L * W + ks)
        V[L, L:] = value
        R[L, : N - L + 1] = value[::-1]
        if L == N:
            break
        # the column (n, L), n = L+1..N: children (L, j), (L, n - j) in the row just solved
        ns = np.arange(L + 1, W, dtype=np.int64)
        padded[:W] = R[L]
        window = sliding_window_view(padded, H)[N - L : 0 : -1]  # [n - L - 1, j - 1] = V[L, n - j]
        sums = window + V[L, 1 : H + 1] + penalty[L + 1 :]
        value = settle(ns, np.full(len(ns), L, dtype=np.int64), sums, ns * W + L)
        V[L + 1 :, L] = value
        R[L + 1 :, N - L] = value
        if progress and L % 16 == 0:
            progress(L, N)
    del R
    gets_guess = (~fixed & (V == np.arange(W)[None, :])).ravel() if guess else np.zeros(W * W, dtype=bool)
    counts = (run[:, 0] > 0).astype(np.int64) + gets_guess
    for i, listed in other.items():
        counts[i] += len(listed)
    offsets = np.zeros(W * W + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    runs = np.zeros((int(offsets[-1]), 4), dtype=np.int32)
    questioned = np.flatnonzero(run[:, 0] > 0)
    runs[offsets[questioned], 1:] = run[questioned]
    guessed = np.flatnonzero(gets_guess)
    runs[offsets[guessed + 1] - 1] = (0, 0, 0, 1)
    for i, listed in other.items():
        runs[offsets[i] : offsets[i] + len(listed), 1:] = listed
    if progress:
        progress(N, N)
    return V.astype(np.int64), offsets, runs


def greedy(bs) -> list[tuple[int, int, int]]:
    """Maximal greedy progressions ``(first, last, step)`` of the ascending ``bs`` (the engine's
    ``_optimal_runs``: a run's step is its second term minus its first; a single term has step 1)."""
    listed = []
    first = last = step = 0
    for b in bs.tolist():
        if not first:
            first = last = b
        elif not step:
            step, last = b - first, b
        elif b == last + step:
            last = b
        else:
            listed.append((first, last, step or 1))
            first = last = b
            step = 0
    if first:
        listed.append((first, last, step or 1))
    return listed
