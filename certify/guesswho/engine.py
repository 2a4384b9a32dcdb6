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
states of one row (and of one column) are independent, so from ``PARALLEL_FROM`` each is
spread over the cores (numba ``prange``; OpenMP threads wait passively, so a barrier on a
busy machine costs no CPU). For two-part rules the layers are solved in blocks of
``PAIR_BLOCK`` as a wavefront over n (``_solve_pairs_blocked``: each row n is read from memory
once a block, not once a layer), the block's layers split between the threads, one behind the
other by a chunk of positions; each fork-join's wait is a futex sleep and wake. Inner loops read a row and the *reversed* row ``R[m, j] =
V[m, N - j]`` ascending from index 0, so ``V(m, k) + V(m, n - k)`` is a contiguous,
vectorised integer add and min. For two-part rules the optimal questions are recorded in
the same visit as the value (a second scan of the row, in cache); only the rare states whose
optimal splits are not one arithmetic progression are listed afterwards.
"""

from __future__ import annotations

import functools
import os
from typing import Callable

import numpy as np

os.environ.setdefault("OMP_WAIT_POLICY", "passive")  # before numba starts its threads: no spinning at barriers
from ..jit import njit, prange  # noqa: E402  (numba, or plain Python without the [fast] extra)

from . import rules as rulesets
from .sizes import INT32_MAX_N, RUNS_PER_STATE, available_memory, check_size, engine_bytes  # noqa: F401  (no numba: certify.guesswho.sizes)

Progress = Callable[[int, int], None]
NARROW_MAX_N = 32767  # 2 * N * N < 2**31: a two-part sum of values (each <= N*N) fits in int32

# The kernels take the rule set from its module in certify/rules/ (``_rule_grid``): the
# flags ``guess`` (HAS_GUESS) and ``three`` (MAX_PARTS >= 3), and the grid ``fixed`` of the
# states whose value is not chosen (non-states, -1, and terminal states, their
# ``terminal_scaled``), pre-filled in V from the module's ``is_state`` and ``terminal_scaled``.


@njit(cache=True, boundscheck=False)
def _least_sum(x, y, narrow):
    """Least ``x[k] + y[k]``: both reads contiguous and ascending from index 0, so the
    loop is a vectorised integer add and min (no negative-index wraparound to test).
    ``narrow``: every sum fits in int32 (values at most ``N*N``, ``2*N*N < 2**31``), so the
    loop adds and compares in int32, twice the lanes of int64 per vector instruction."""
    if narrow:
        small = np.int32(2147483647)
        for k in range(len(x)):
            small = min(small, np.int32(x[k] + y[k]))
        return np.int64(small)
    least = np.int64(1) << 62
    for k in range(len(x)):
        least = min(least, np.int64(x[k]) + np.int64(y[k]))
    return least


@njit(cache=True, boundscheck=False)
def _least_pair(row, rrow, off, h, narrow):
    """Least ``row[k] + row[n-k]`` over the two-part questions ``k = 1..h`` (``h = n // 2``),
    read as ``row[k] + rrow[off + k]`` from the reversed row (``off = N - n``)."""
    return _least_sum(row[1 : h + 1], rrow[off + 1 : off + h + 1], narrow)


@njit(cache=True, boundscheck=False)
def _pair_hits(row, rrow, off, h, need, narrow):
    """``(count, least, largest)`` of the ``k`` in ``1..h`` with ``row[k] + rrow[off + k] == need``
    (branch-free, vectorised; in int32 when ``narrow``, as in ``_least_sum``)."""
    x = row[1 : h + 1]
    y = rrow[off + 1 : off + h + 1]
    cnt = 0
    lo = h
    hi = -1
    if narrow:
        need32 = np.int32(need)
        c32 = np.int32(0)
        lo32 = np.int32(h)
        hi32 = np.int32(-1)
        for k in range(h):
            hit = np.int32(x[k] + y[k]) == need32
            c32 += np.int32(hit)
            lo32 = min(lo32, np.int32(k) if hit else np.int32(h))
            hi32 = max(hi32, np.int32(k) if hit else np.int32(-1))
        return np.int64(c32), np.int64(lo32) + 1, np.int64(hi32) + 1
    for k in range(h):
        hit = np.int64(x[k]) + np.int64(y[k]) == need
        cnt += hit
        lo = min(lo, k if hit else h)
        hi = max(hi, k if hit else -1)
    return cnt, lo + 1, hi + 1


@njit(cache=True, boundscheck=False)
def _best_value(V, R, fixed, n, m, N, guess, three):
    """The value of (n, m) from its children (all solved). ``R[m, j] = V[m, N - j]``."""
    if fixed[n, m]:
        return V[n, m]
    nm = n * m
    row = V[m]
    rrow = R[m]
    best = m if guess else -1
    if n >= 2:
        best = max(best, nm - _least_pair(row, rrow, N - n, n // 2, N <= NARROW_MAX_N))
    if three:
        for a in range(1, n // 3 + 1):
            off = N - n + a  # row[n - a - b] = rrow[off + b]
            top = (n - a) // 2 + 1
            best = max(best, nm - row[a] - _least_sum(row[a:top], rrow[off + a : off + top], N <= NARROW_MAX_N))
    return best


@njit(cache=True, boundscheck=False)
def _set(V, R, n, m, N, value):
    V[n, m] = value
    R[n, N - m] = value


@njit(cache=True, boundscheck=False)
def _solve_general(V, R, fixed, L_start, L_stop, N, guess, three):
    """Values of the states with ``L_start <= min(n, m) < L_stop`` (earlier layers solved);
    the moves are listed afterwards (``_count_runs``, ``_write_runs``)."""
    for L in range(L_start, L_stop):
        for k in range(L, N + 1):
            _set(V, R, L, k, N, _best_value(V, R, fixed, L, k, N, guess, three))
        for n in range(L + 1, N + 1):
            _set(V, R, n, L, N, _best_value(V, R, fixed, n, L, N, guess, three))


@njit(cache=True, parallel=True, boundscheck=False)
def _solve_general_parallel(V, R, fixed, L_start, L_stop, N, guess, three):
    """``_solve_general`` with each layer's row, then its column, spread over the cores: the
    states of a row (L, k) are independent (children in earlier layers), and so are those
    of a column (n, L) (children in earlier layers or in the row)."""
    for L in range(L_start, L_stop):
        for k in prange(L, N + 1):
            _set(V, R, L, k, N, _best_value(V, R, fixed, L, k, N, guess, three))
        for n in prange(L + 1, N + 1):
            _set(V, R, n, L, N, _best_value(V, R, fixed, n, L, N, guess, three))


@njit(cache=True, boundscheck=False)
def _pair_state(V, R, fixed, run, n, m, N, guess):
    """Solve the two-part state (n, m) and record its optimal questions in the same visit:
    ``run[i] = (first, last, step)`` with ``i = n*(N+1) + m`` when they are one arithmetic
    progression (``first = 0``: none), ``first = -1`` when they are not (rare: listed later by
    ``_optimal_runs``). The row is scanned once for the least pair sum and once (in cache)
    for the splits attaining it; ``count`` of them on the progression from the least to the
    largest proves the set *is* that progression."""
    i = n * (N + 1) + m
    run[i, 0] = 0
    if fixed[n, m]:
        return
    nm = n * m
    h = n // 2
    row = V[m]
    rrow = R[m]
    off = N - n
    best = m if guess else -1
    question = np.int64(-1)
    if h >= 1:
        question = nm - _least_pair(row, rrow, off, h, N <= NARROW_MAX_N)
        best = max(best, question)
    _set(V, R, n, m, N, best)
    if h < 1 or question != best:
        return
    cnt, lo, hi = _pair_hits(row, rrow, off, h, nm - best, N <= NARROW_MAX_N)
    step = 1
    if cnt > 1:
        step = (hi - lo) // (cnt - 1)
        if step * (cnt - 1) != hi - lo:
            run[i, 0] = -1
            return
        for k in range(lo, hi + 1, step):
            if np.int64(row[k]) + rrow[off + k] != nm - best:
                run[i, 0] = -1
                return
    run[i, 0] = lo
    run[i, 1] = hi
    run[i, 2] = step


@njit(cache=True, boundscheck=False)
def _solve_pairs(V, R, fixed, run, L_start, L_stop, N, guess):
    """Values and optimal questions of the two-part states with ``L_start <= min(n, m) < L_stop``."""
    for L in range(L_start, L_stop):
        for k in range(L, N + 1):
            _pair_state(V, R, fixed, run, L, k, N, guess)
        for n in range(L + 1, N + 1):
            _pair_state(V, R, fixed, run, n, L, N, guess)


@njit(cache=True, boundscheck=False)
def _pair_wave(V, R, fixed, run, La, Lb, lo, hi, N, guess):
    """Positions ``n = lo..hi-1`` of the wavefront over layers ``La <= L < Lb``: at each n,
    for L ascending (L < n), the column state (n, L), then the row state (L + 1, n)."""
    for n in range(lo, hi):
        for L in range(La, min(Lb, n)):
            _pair_state(V, R, fixed, run, n, L, N, guess)
            _pair_state(V, R, fixed, run, L + 1, n, N, guess)


@njit(cache=True, parallel=True, boundscheck=False)
def _solve_pairs_blocked(V, R, fixed, run, L_start, L_stop, N, guess, T, B, C):
    """``_solve_pairs`` cache-blocked: B layers at a time as a wavefront over n, on T threads.

    What ``_pair_state`` reads. The column state (n, L), n > L, reads row L: ``V[L, j]`` for
    ``j = 1..n-1`` (``V[L, 1..n//2]`` and ``R[L, N-n+1..N-n+n//2]``), i.e. the row states
    (L, j), L <= j < n, and the states (L, j), j < L, of earlier layers' columns. The row state
    (L + 1, n), n >= L + 1, reads row n: ``V[n, k]`` for ``k = 1..L`` (``V[n, 1..(L+1)//2]``
    and ``R[n, N-L..N-L+(L+1)//2-1]``), i.e. the column states (n, k), k <= L, at the *same*
    n. So within a block of layers L0 <= L < L1 (every layer < L0 solved, and row L0),
    position n of the wavefront (for each L < n of the block, ascending: the column state
    (n, L), then the row state (L + 1, n)) needs only earlier positions and the block's lower
    layers at n. Row n's prefix is then read from memory once a position for the whole block
    (a pass a layer streams ``V[n, 1..L]`` of every n from memory for every layer: about
    370 GB at N = 8192), and the block's rows L, which its columns read, stay in L2.

    Threads: the block's layers split in T consecutive groups, the positions in chunks of C;
    in step s thread t takes chunk s - t of group t (one fork-join a step). Group t at
    position n needs group t - 1's top row and its columns (n, k) at positions <= n, all in
    chunks <= s - t, which group t - 1 finished in step s - 1 or before; no group needs a
    higher one. Nor do a step's writes meet another group's reads: group t writes ``V[n, k]``,
    ``R[n, N-k]`` for its own k and the row above each of its layers at positions n of
    chunk s - t; a lower group reads rows n of later chunks and its own rows, a higher group
    rows n of earlier chunks and the lower group's top row at j < n (``R`` at N - j > N - n).
    Same states, same inputs: the values and moves of ``_solve_pairs``."""
    if L_start == 1:
        for k in prange(1, N + 1):
            _pair_state(V, R, fixed, run, 1, k, N, guess)
    for L0 in range(L_start, L_stop, B):
        L1 = min(L0 + B, L_stop)
        first = L0 + 1
        chunks = (N - first + C) // C
        for s in range(chunks + T - 1):
            for t in prange(T):
                c = s - t
                if c >= 0 and c < chunks:
                    lo = first + c * C
                    _pair_wave(V, R, fixed, run, L0 + (L1 - L0) * t // T, L0 + (L1 - L0) * (t + 1) // T,
                               lo, min(N + 1, lo + C), N, guess)


@njit(cache=True, parallel=True, boundscheck=False)
def _pair_counts(V, fixed, run, N, guess, counts):
    """Runs per state from the recorded questions (the general listing where they were not
    one progression)."""
    dummy = np.zeros((1, 4), dtype=np.int32)
    for n in prange(1, N + 1):
        for m in range(1, N + 1):
            i = n * (N + 1) + m
            if run[i, 0] < 0:
                counts[i + 1] = _optimal_runs(V, fixed, n, m, guess, False, dummy, 0, False)
            elif not fixed[n, m]:
                counts[i + 1] = int(run[i, 0] > 0) + int(guess and V[n, m] == m)


@njit(cache=True, parallel=True, boundscheck=False)
def _pair_write(V, fixed, run, N, guess, offsets, runs):
    for n in prange(1, N + 1):
        for m in range(1, N + 1):
            i = n * (N + 1) + m
            pos = offsets[i]
            if run[i, 0] < 0:
                _optimal_runs(V, fixed, n, m, guess, False, runs, pos, True)
                continue
            if run[i, 0] > 0:
                runs[pos, 0] = 0
                runs[pos, 1] = run[i, 0]
                runs[pos, 2] = run[i, 1]
                runs[pos, 3] = run[i, 2]
                pos += 1
            if guess and not fixed[n, m] and V[n, m] == m:
                runs[pos, 0] = 0
                runs[pos, 1] = 0
                runs[pos, 2] = 0
                runs[pos, 3] = 1


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


PARALLEL_FROM = 256  # smaller tables are solved by one thread (the fork-join costs more than it saves)
PAIR_BLOCK = 32  # layers a block of _solve_pairs_blocked (N = 4096, 2 threads: 16, 32 and 64 alike)


def _pair_chunk(N: int) -> int:
    """Positions a step of ``_solve_pairs_blocked``: T - 1 chunks a block leave threads idle."""
    return max(64, N // 32)


def _threads() -> int:
    """numba's threads; 1 without numba (the kernels then run as plain Python, one thread)."""
    from ..jit import COMPILED

    if not COMPILED:
        return 1
    import numba

    return numba.get_num_threads()


COMPILE_ABOVE = 512  # larger grids are filled by the rule definitions compiled with numba


def _rule_grid(game, N: int) -> tuple[np.ndarray, np.ndarray]:
    """``(V, fixed)`` from the rule module ``game`` (``certify.guesswho.small.rule_grid``, with
    ``fixed`` as the kernels' int8): ``fixed[n, m] = 1`` where ``(n, m)`` is not a state
    (``V = -1``; ``V = 0`` on row and column 0, a missing part) or is terminal (``V =
    terminal_scaled(n, m)``); the other states are left to the kernels. Above ``COMPILE_ABOVE``
    the rule functions run as cached numba ufuncs."""
    from .small import rule_grid

    from ..jit import COMPILED

    compiled = _rule_ufuncs(game.is_state, game.terminal_scaled) if N > COMPILE_ABOVE and COMPILED else None
    V, fixed = rule_grid(game, N, compiled)
    return V, fixed.view(np.int8)  # the same bytes: 0 or 1


@functools.lru_cache(maxsize=8)
def _rule_ufuncs(is_state, terminal):
    """The rule module's own ``is_state`` and ``terminal_scaled`` compiled by numba as ufuncs
    over grids of (n, m). Cached on disk beside the rule module, keyed on its source file (an
    edited rule compiles afresh), so a process loads them instead of compiling (about 0.4 s);
    ``terminal_scaled`` is evaluated at non-states too, and its value there ignored."""
    from numba import vectorize

    def compiled(function, signature):
        try:
            return vectorize([signature], cache=True)(function)
        except (RuntimeError, OSError):  # no source file to key a cache on (a rule made at run time)
            return vectorize([signature])(function)

    return compiled(is_state, "boolean(int64, int64)"), compiled(terminal, "int64(int64, int64)")


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
    R = np.ascontiguousarray(V[:, ::-1])  # R[m, j] = V[m, N - j]: row m reversed
    parallel = N >= PARALLEL_FROM and _threads() > 1
    if three:
        solve = _solve_general_parallel if parallel else _solve_general
        for start in range(1, N + 1, chunk):
            stop = min(N + 1, start + chunk)
            solve(V, R, fixed, start, stop, N, guess, three)
            if progress:
                progress(int(work[stop - 1]), total)
        del R
        offsets = np.zeros((N + 1) * (N + 1) + 1, dtype=np.int64)
        _count_runs(V, fixed, N, guess, three, offsets)
        np.cumsum(offsets, out=offsets)
        if progress:
            progress(int(work[-1] * 1.25), total)
        runs = np.empty((int(offsets[-1]), 4), dtype=np.int32)
        _write_runs(V, fixed, N, guess, three, offsets, runs)
    else:
        run = np.empty(((N + 1) * (N + 1), 3), dtype=np.int32)  # each state's question run (every state with
        # n, m >= 1 is solved, and _pair_state sets its run[i, 0] first: no serial pass over the pages here)
        blocked = N >= PARALLEL_FROM  # blocks of layers (one thread too: the block's cache reuse)
        if blocked:
            chunk = PAIR_BLOCK * max(1, chunk // PAIR_BLOCK)
            threads, positions = _threads(), _pair_chunk(N)
        for start in range(1, N + 1, chunk):
            stop = min(N + 1, start + chunk)
            if blocked:
                _solve_pairs_blocked(V, R, fixed, run, start, stop, N, guess, threads, PAIR_BLOCK, positions)
            else:
                _solve_pairs(V, R, fixed, run, start, stop, N, guess)
            if progress:
                progress(int(work[stop - 1]), total)
        del R
        offsets = np.zeros((N + 1) * (N + 1) + 1, dtype=np.int64)
        _pair_counts(V, fixed, run, N, guess, offsets)
        np.cumsum(offsets, out=offsets)
        runs = np.empty((int(offsets[-1]), 4), dtype=np.int32)
        _pair_write(V, fixed, run, N, guess, offsets, runs)
        del run
    scaled = V.astype(np.int64)
    del V, fixed
    if progress:
        progress(total, total)
    return scaled, offsets, runs
