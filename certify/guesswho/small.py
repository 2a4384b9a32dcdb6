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
reversed row (``j > n//2`` repeats the question ``n - j``; ``j >= n`` is priced out by a penalty).
A question is optimal iff its sum equals ``n*m - V(n, m)``: the positions of those sums in the
layer's array (one ``nonzero``) give, per state, by one ``searchsorted``, the optimal questions'
count, least, largest and least gap between consecutive ones; after the last layer they are one
progression exactly where ``gap * (count - 1) == largest - least`` (no gap below the least, all
adding up to the span); the few other states are split greedily from their sums, recomputed from
the final values. A handful of numpy calls per layer, no Python per state.
Integers throughout: a sum is at most ``2*N*N`` plus two penalties of ``2**29``, below ``2**31``.
"""

from __future__ import annotations

from itertools import compress

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from . import rules as rulesets
from ..errors import CertifyError
from .sizes import check_size

# Largest N solved here, per rule set (two-part rules only): measured crossover with the
# compiled engine, numba's import and kernel load included (docs/performance.md).
SMALL_MAX = {"official": 640, "nica": 640}
ROWS = 256  # rows of the rule grid a block
PENALTY = 1 << 29  # added to the sums of the questions a state does not have (N <= 2**12 here)


def fits(rules: str, max_n: int) -> bool:
    """Whether ``solve_scaled`` here is the faster path for this table."""
    return 1 <= int(max_n) <= SMALL_MAX.get(rules, 0)


def rule_grid(game, N: int, compiled=None) -> tuple[np.ndarray, np.ndarray]:
    """``(V, fixed)`` from the rule module ``game``, the one grid of both engines: ``V = -1`` and
    fixed at non-states, ``V = terminal_scaled`` and fixed at terminal states, 0 and free
    elsewhere (row and column 0: 0 and fixed, a missing part). Filled by blocks of rows, each
    rule function called once a state (``terminal_scaled`` at states only), or with
    ``compiled``, the pair ``(is_state, terminal_scaled)`` as numpy ufuncs (the compiled
    engine's, ``terminal_scaled`` then evaluated at non-states too and ignored there). A terminal
    value above ``n*m`` is refused, the first such state named."""
    V = np.zeros((N + 1, N + 1), dtype=np.int32)
    fixed = np.ones((N + 1, N + 1), dtype=bool)
    ms = np.arange(1, N + 1, dtype=np.int64)
    for n0 in range(1, N + 1, ROWS):  # no (N+1)^2 int64 temporaries (537 MB at N = 8192)
        ns = np.arange(n0, min(N + 1, n0 + ROWS), dtype=np.int64)[:, None]
        if compiled:
            state = compiled[0](ns, ms)
            value = np.where(state, compiled[1](ns, ms), -1)
        else:
            rows, columns = [n for n in ns[:, 0].tolist() for _ in range(N)], list(range(1, N + 1)) * len(ns)
            state = np.fromiter(map(game.is_state, rows, columns), dtype=bool, count=len(rows)).reshape(len(ns), N)
            value = np.full(state.shape, -1, dtype=np.int64)
            at = state.ravel()
            value[state] = np.fromiter(map(game.terminal_scaled, compress(rows, at), compress(columns, at)), dtype=np.int64)
        over = np.argwhere(value > ns * ms)
        if len(over):
            n, m = int(ns[over[0][0], 0]), int(over[0][1]) + 1
            raise CertifyError.internal(f"rules {game.NAME}: terminal_scaled({n}, {m}) = {int(value[tuple(over[0])])} exceeds n*m")
        V[n0 : n0 + len(ns), 1:] = np.where(state, np.maximum(value, 0), -1)
        fixed[n0 : n0 + len(ns), 1:] = ~state | (value >= 0)
    return V, fixed


def solve_scaled(rules: str, max_n: int, progress=None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(V, offsets, runs)`` exactly as ``certify.guesswho.engine.solve_scaled`` returns them."""
    check_size(rules, max_n)
    game = rulesets.get(rules)
    if game.MAX_PARTS != 2:
        raise CertifyError.internal(f"the numpy engine solves two-part rules only, not {rules}")
    guess = bool(game.HAS_GUESS)
    N = int(max_n)
    W = N + 1
    V, fixed = rule_grid(game, N)
    R = np.ascontiguousarray(V[:, ::-1])  # R[m, t] = V[m, N - t]
    H = max(1, N // 2)
    index = np.arange(W + 1, dtype=np.int64)
    pairs = np.repeat(index, 2)[1:-1]  # 0, 1, 1, 2, 2, ...: (start, end) of each row of sums, in rows
    padded = np.full(W + H, PENALTY, dtype=np.int32)  # the reversed row L, then n - j <= 0 (no question)
    windows = sliding_window_view(padded, H)  # windows[t, j - 1] = padded[t + j]
    sums_buf = np.empty(W * H, dtype=np.int32)  # a layer's sums, in place
    hits_buf = np.empty(W * H, dtype=bool)
    need_buf = np.empty(W, dtype=np.int32)
    gaps_buf = np.empty(W * H + 2, dtype=np.int64)
    alternate = np.tile(np.array([1, 0], dtype=np.int64), W)  # first + 1, last: the range of a state's gaps
    keys_buf = np.empty(2 * W, dtype=np.int64)
    keys_buf[0::2] = index[:W] * H
    # per state: how many optimal questions, the least and largest, the least gap between consecutive ones
    count, lo, hi, gap = (np.zeros((W, W), dtype=np.int64) for _ in range(4))
    free_all = ~fixed
    loose = not fixed[1:, 1:].any()  # no terminal or non-state at all (the official rules)

    def settle(cells, nm, ms, sums, keys, out):
        """Values of the states at flat indices ``cells`` (``nm = n*m``, ``ms = m``) from their
        questions' sums ``sums[s, j - 1]``, ``j = 1..``; the questions of row ``s`` are the
        positions ``keys[2s]..keys[2s + 1]`` of the flat ``sums`` (the others repeat them or are
        priced out). Their optimal questions go to ``out`` (views of count, lo, hi, gap)."""
        rows, width = sums.shape
        value = nm - np.minimum.reduce(sums, axis=1)
        np.maximum(value, ms if guess else -1, out=value)
        need = need_buf[:rows]
        if loose:
            np.subtract(nm, value, out=need, casting="unsafe")  # below 2**31: nm <= N*N
        else:
            free = free_all.ravel()[cells]
            value = np.where(free, value, V.ravel()[cells])
            need[:] = np.where(free, nm - value, -PENALTY)  # no sum is that low: fixed states list no move
        hits = np.equal(sums, need[:, None], out=hits_buf[: rows * width].reshape(rows, width)).ravel().nonzero()[0]
        if len(hits) == 0:
            return value
        bounds = hits.searchsorted(keys)
        first, last = bounds[0::2], bounds[1::2]
        o_count, o_lo, o_hi, o_gap = out
        np.subtract(last, first, out=o_count)
        base = keys[0::2] - 1
        np.subtract(hits.take(first, mode="clip"), base, out=o_lo)
        np.subtract(hits.take(last - 1, mode="clip"), base, out=o_hi)
        # the least gap between consecutive optimal questions of each state (two or more of them)
        gaps = gaps_buf[: len(hits) + 2]  # gaps[i] = hits[i] - hits[i - 1]: a state's are first + 1 .. last - 1
        np.subtract(hits[1:], hits[:-1], out=gaps[1 : len(hits)])
        gaps[len(hits) :] = 0
        np.add(bounds, alternate[: len(bounds)], out=bounds)
        o_gap[:] = np.minimum.reduceat(gaps, bounds)[0::2]
        return value

    for L in range(1, N + 1):
        # the row (L, k), k = L..N: children (k, j), (k, L - j) in earlier layers
        ks = index[L:W]
        h = L // 2
        rows = W - L
        if h:
            sums = np.add(V[L:, 1 : h + 1], R[L:, N - L + 1 : N - L + h + 1], out=sums_buf[: rows * h].reshape(rows, h))
            out = (count[L, L:], lo[L, L:], hi[L, L:], gap[L, L:])
            value = settle(L * W + ks, L * ks, ks, sums, pairs[: 2 * rows] * h, out)
        else:  # L = 1: the guess is the only move
            cells = L * W + ks
            value = np.where(free_all.ravel()[cells], ks if guess else -1, V.ravel()[cells])
        V[L, L:] = value
        R[L, : N - L + 1] = value[::-1]
        if L == N:
            break
        # the column (n, L), n = L+1..N: children (L, j), (L, n - j) in the row just solved
        ns = index[L + 1 : W]
        rows = N - L
        padded[:N] = R[L, :N]  # padded[N] (n - j = 0, no question) stays priced out
        window = windows[N - L : 0 : -1]  # [n - L - 1, j - 1] = V[L, n - j]
        sums = np.add(window, V[L, 1 : H + 1], out=sums_buf[: rows * H].reshape(rows, H))
        keys = keys_buf[: 2 * rows]
        np.add(keys[0::2], ns // 2, out=keys[1::2])  # the questions j <= n // 2 (beyond: the same again)
        out = (count[L + 1 :, L], lo[L + 1 :, L], hi[L + 1 :, L], gap[L + 1 :, L])
        value = settle(ns * W + L, ns * L, L, sums, keys, out)
        V[L + 1 :, L] = value
        R[L + 1 :, N - L] = value
        if progress and L % 16 == 0:
            progress(L, N)
    del R, sums_buf, hits_buf
    count, lo, hi, gap = count.ravel(), lo.ravel(), hi.ravel(), gap.ravel()
    single = (count <= 1) | (gap * (count - 1) == hi - lo)  # c - 1 gaps, none below the least, adding up to hi - lo
    step = np.where(count >= 2, gap, 1)
    other: dict[int, list[tuple[int, int, int]]] = {}  # states whose optimal questions are not one progression
    for i in np.flatnonzero(~single).tolist():
        n, m = divmod(i, W)
        js = np.arange(1, n // 2 + 1)
        other[i] = greedy(js[V[m, js] + V[m, n - js] == n * m - V[n, m]])
    gets_guess = (~fixed & (V == index[None, :W])).ravel() if guess else np.zeros(W * W, dtype=bool)
    questioned = single & (count > 0)
    counts = questioned.astype(np.int64) + gets_guess
    for i, listed in other.items():
        counts[i] += len(listed)
    offsets = np.zeros(W * W + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    runs = np.zeros((int(offsets[-1]), 4), dtype=np.int32)
    at = offsets[:-1][questioned]
    runs[at, 1] = lo[questioned]
    runs[at, 2] = hi[questioned]
    runs[at, 3] = step[questioned]
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
