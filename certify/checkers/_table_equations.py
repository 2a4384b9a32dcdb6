"""The table's equations, checked by blocks of states, in exact integers.

A private helper of :mod:`certify.checkers.tables` (numpy and the standard library only; under
250 lines). The NPZ reader (``_table_npz``; the CSV and JSON converter, outside the trusted base) delivers
``S[n, m] = n*m*P(n, m)`` with ``0 <= S <= n*m`` at every state (``-1`` at Nica's (1, 1)) and
the moves as runs ``(a, first, last, step)``. In these units a guess is worth ``m`` and a
question with parts ``a_i`` is worth ``n*m - sum_i S(m, a_i)``, so a state's value is right iff

    S(n, m) == max([m if the rules allow a guess] + [n*m - (the least sum over questions)])

and a question is optimal iff its sum equals ``t = n*m - S(n, m)``. Integers: a sum is at most
``m*n <= N*N <= 2**30`` (``N <= 2**15``), so the sums are int32, exact. ``least_and_hits``
forms them for blocks of states ``(n, m0..m1)``, the states innermost: with the block's rows
of S as columns, ``ST[k, j] = S(m0 + j, k)``, and reversed, ``RT[N - k] = ST[k]``, the sums of
the questions (a, b, n-a-b), ``b = b0..b0+c-1``, at all the block's states are one add of two
contiguous slices (plus the row ``ST[a]``), their least a reduction down the rows, and ``t``
one row broadcast down them; for a chunk of b (about 2**17 sums, in cache), every n in turn.

Runs are never expanded. Once the value holds, every question's excess ``d = sum - t`` is
``>= 0``, so a run lies in the optimal set iff its excesses add up to 0, i.e. iff the sums of
its questions add up to ``length * t``; that total is read from the per-parity prefix sums of
the rows, ``P[m, k] = sum of S[m, i] over i < k, i = k (mod 2)`` (each part of a run of step 1
or 2 ranges over a progression of the same step). Runs are checked to be in canonical order
(so pairwise disjoint); then the listed questions are exactly the optimal ones iff, besides,
they number as many as the optimal ones; and since no state lists more optimal questions than
it has, it is enough that the totals of a row agree. A run of another step (never written) is
expanded. A state found wrong is explained by ``explain``, the plain check of that one state,
which names the first fault. ``workers`` threads (numpy releases the GIL in its loops).
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import numpy as np

from certify.checkers._table_format import GAMES
from certify.checkers.strict_io import CheckError


def check_equations(rules, N, S, offsets, runs, workers: int = 2):
    """``(states, moves)`` checked; ``CheckError`` names the first (smallest n, then m) bad state."""
    column0 = np.arange(N + 1) * (N + 1)  # the states (n, 0); (0, m) are 0 .. N
    if (offsets[1 : N + 2] != offsets[0]).any() or (offsets[column0 + 1] != offsets[column0]).any():
        raise CheckError("moves listed for a non-state (n or m = 0)")
    P = np.empty((N + 1, N + 3), dtype=np.int64)  # P[m, k] = sum of S[m, i], i < k, i = k (mod 2)
    least = np.empty((N + 1, N + 1), dtype=np.int32)  # least[n, m]: the least sum of a question

    def prepare(m0, m1):  # rows m0..m1-1 of both (in the threads: the first touch of their pages too)
        P[m0:m1, :2] = 0
        np.cumsum(S[m0:m1, 0::2], axis=1, out=P[m0:m1, 2::2])
        np.cumsum(S[m0:m1, 1::2], axis=1, out=P[m0:m1, 3::2])
        least[m0:m1] = 2**31 - 1

    table = (rules, N, S, P, offsets, runs, least)
    width = -(-N // max(-(-N // 1024), min(8, -(-N // 256))))  # states a block of least_and_hits: 256..1024, 8 blocks at 2048..8192
    blocks = [(m0, min(N + 1, m0 + width)) for m0 in range(1 + GAMES[rules][2], N + 1, width)]
    per_block = max(1, (1 << 16) // (N + 1))  # rows a block of check_rows: about 65,536 states
    row_blocks = [(n, min(N + 1, n + per_block)) for n in range(1, N + 1, per_block)]
    with ThreadPoolExecutor(max(1, workers)) as pool:
        list(pool.map(lambda m0: prepare(m0, m0 + per_block), range(0, N + 1, per_block)))
        hits = sum(pool.map(lambda block: least_and_hits(table, *block), blocks), np.zeros(N + 1, dtype=np.int64))
        results = list(pool.map(lambda block: check_rows(table, *block, hits), row_blocks))
    problems = [problem for problem, _ in results if problem]
    if problems:
        n, m, message = min(problems)
        raise CheckError(f"state ({n}, {m}): {message}")
    return int((S[1:, 1:] >= 0).sum()), sum(moves for _, moves in results)


def spans(n, most_parts):
    """``(a, lowest b, highest b)``: the questions with parts a, b, n-a-b (a = 0: two parts)."""
    return [(0, 1, n // 2)] + ([(a, a, (n - a) // 2) for a in range(1, n // 3 + 1)] if most_parts == 3 else [])


CHUNK = 1 << 17  # question sums a numpy pass of least_and_hits: 512 KB of int32, in L2


def least_and_hits(table, m0, m1):
    """The least question sum of every state (n, m0..m1-1), into ``least``; how many questions
    have sum ``n*m - S(n, m)``, per row n. (The layout: the module's docstring.)"""
    rules, N, S, _, _, _, least = table
    most_parts = GAMES[rules][1]
    ST = S[m0:m1].T.astype(np.int32, order="C")  # |S| <= N*N < 2**31 (the readers' bounds)
    RT = ST[::-1].copy()
    T = np.arange(N + 1, dtype=np.int32)[:, None] * np.arange(m0, m1, dtype=np.int32)  # n*m <= N*N: int32
    T -= S[:, m0:m1].astype(np.int32)  # T[n, j] = n*m - S(n, m), m = m0 + j
    L = least[:, m0:m1]
    chunk = max(8, CHUNK // (m1 - m0))
    sums, marks, low = np.empty((chunk, m1 - m0), np.int32), np.empty((chunk, m1 - m0), bool), np.empty(m1 - m0, np.int32)
    hits = [0] * (N + 1)
    for a in range(N // 3 + 1 if most_parts == 3 else 1):
        for b0 in range(max(a, 1), (N - a) // 2 + 1, chunk):
            rows = ST[b0 : b0 + chunk]
            for n in range(2 * b0 + a, N + 1):  # the states with b0 <= (n - a) // 2
                c = min(chunk, (n - a) // 2 + 1 - b0)
                block, hit, at = sums[:c], marks[:c], N - n + a + b0
                np.add(rows[:c], RT[at : at + c], out=block)
                np.minimum.reduce(block, axis=0, out=low)
                target = T[n] - ST[a] if a else T[n]  # the target of b's and n-a-b's parts
                np.minimum(L[n], low + ST[a] if a else low, out=L[n])
                if (low <= target).any():  # else no sum of the chunk is any state's target
                    np.equal(block, target, out=hit)
                    hits[n] += np.count_nonzero(hit)
    return np.array(hits, dtype=np.int64)


def row_hits(table, n, m0):
    """How many questions of each state (n, m0..N) have sum ``n*m - S(n, m)`` (to name a state
    that lists too few; ``S[m, 0] = 0``, so a two-part question adds the column 0)."""
    rules, N, S = table[:3]
    target = (n * np.arange(m0, N + 1) - S[n, m0:])[:, None]
    return sum(np.count_nonzero(S[m0:, low : top + 1] + S[m0:, n - a - top : n - a - low + 1][:, ::-1] + S[m0:, a : a + 1]
                                == target, axis=1) for a, low, top in spans(n, GAMES[rules][1]) if top >= low)


def span_sum(P, o, x, y, step):
    """``S[o, x] + S[o, x + step] + ... + S[o, y]`` for steps 1 and 2, from the prefix sums: the
    terms of y's parity, plus for step 1 those of the other. (Gathers by flat index: numpy's
    two-index gathers cost about twice as much.)"""
    flat, at = P.reshape(-1), o * P.shape[1]
    high, low = at + y + 2, at + x
    return flat[high] - flat[low] + np.where(step == 1, flat[high - 1] - flat[low + 1], 0)


def check_rows(table, n0, n1, hits):
    """Rows ``n0..n1-1``: the value equation and the optimal set of every state (n, 1..N), from
    the least sums and each row's count of optimal questions (``least_and_hits``), all rows of
    the block in one numpy pass (a run's row is its owner's). ``(first problem as (n, m,
    message), or None; moves checked)``."""
    rules, N, S, P, offsets, runs, least = table
    guess, most_parts, nica = GAMES[rules]
    W = N + 1
    rows = n1 - n0
    ns = np.arange(n0, n1, dtype=np.int64)[:, None]
    ms = np.arange(W, dtype=np.int64)[None, :]
    value = S[n0:n1]
    target = ns * ms - value
    best = np.where(least[n0:n1] < 2**31 - 1, ns * ms - least[n0:n1], -1)
    if guess:
        best = np.maximum(best, ms)

    # the runs of the states (n0..n1-1, 0..N), in order (none at m = 0: checked before)
    per = np.diff(offsets[n0 * W : n1 * W + 1])
    R = runs[offsets[n0 * W] : offsets[n1 * W]].astype(np.int64)
    owner = np.repeat(np.arange(rows * W, dtype=np.int64), per)  # the run's state, from (n0, 0)
    on, om = owner // W + n0, owner % W
    a, f, l, step = R[:, 0], R[:, 1], R[:, 2], R[:, 3]
    is_guess = (a == 0) & (f == 0) & (l == 0) & (step == 1)
    amax = on // 3 if most_parts == 3 else 0
    low, top = np.where(a == 0, 1, a), np.where(a == 0, on // 2, (on - a) // 2)
    legal = ~is_guess & (a >= 0) & (a <= amax) & (f >= low) & (f <= l) & (l <= top) & (step >= 1)
    legal &= (l - f) % np.maximum(step, 1) == 0
    length = np.where(legal, (l - f) // np.maximum(step, 1) + 1, 0)
    inside = np.zeros(len(R), dtype=bool)
    near = legal & (step <= 2)  # the parts b = f..l and n-a-b = n-a-l..n-a-f, each of this step
    o, nn, aa, x, y, s = om[near], on[near], a[near], f[near], l[near], step[near]
    total = span_sum(P, o, x, y, s) + span_sum(P, o, nn - aa - y, nn - aa - x, s) + length[near] * S.reshape(-1)[o * W + aa]
    inside[near] = total == length[near] * target.reshape(-1)[owner[near]]
    for k in np.flatnonzero(legal & (step > 2)):  # never written by the engine: expanded
        bs = np.arange(f[k], l[k] + 1, step[k])
        m = om[k]
        inside[k] = ((S[m, a[k]] + S[m, bs].astype(np.int64) + S[m, on[k] - a[k] - bs]) == target[on[k] - n0, m]).all()
    follows = ~is_guess[:-1] & (is_guess[1:] | (a[1:] > a[:-1]) | ((a[1:] == a[:-1]) & (f[1:] > l[:-1])))

    # the states: which are wrong
    bad = np.zeros(rows * W, dtype=bool)
    bad[owner[~is_guess & ~inside]] = True
    bad[owner[1:][(owner[1:] == owner[:-1]) & ~follows]] = True
    starts = np.concatenate(([0], np.cumsum(per)))
    listed = np.concatenate(([0], np.cumsum(length)))
    listed = (listed[starts[1:]] - listed[starts[:-1]]).reshape(rows, W)  # questions listed at (n, m)
    guesses = np.bincount(owner[is_guess], minlength=rows * W).reshape(rows, W)
    bad = bad.reshape(rows, W)
    bad |= value != best
    bad |= guesses != (guess & (ms == value))
    if nica:
        terminal = np.where(ns == 1, ms >= 1, ms == 1)
        expected = np.where(ns == 1, np.where(ms == 1, -1, ms), 0)
        bad[terminal] = ((value != expected) | (per.reshape(rows, W) != 0))[terminal]
    bad[:, 0] = False
    moves = 0
    for r in range(rows):
        n = n0 + r
        if not bad[r].any() and listed[r, 1 + nica :].sum() != hits[n]:
            # each state lists only optimal questions (inside), so the totals differ only where a
            # state lists fewer than it has: count per state to name it
            bad[r, 1 + nica :] = listed[r, 1 + nica :] != row_hits(table, n, 1 + nica)
        if bad[r].any():
            m = int(np.flatnonzero(bad[r])[0])
            return (n, m, explain(table, n, m) or "the vectorised and the plain check of this state disagree"), moves
        moves += int(listed[r].sum() + guesses[r].sum())
    return None, moves


def explain(table, n, m):
    """The plain check of the one state (n, m): the first fault it has, named, or None."""
    rules, N, S, _, offsets, runs, _ = table
    guess, most_parts, nica = GAMES[rules]
    i, value, nm = n * (N + 1) + m, int(S[n, m]), n * m
    listed = runs[offsets[i] : offsets[i + 1]].tolist()
    if nica and n == m == 1:
        return "(1, 1) is not a state of Nica's game" if value != -1 or listed else None
    if value == -1:
        return "missing from the table"
    guesses = sum(1 for r in listed if r == [0, 0, 0, 1])
    if guesses > (1 if guess else 0):
        return "guess listed " + ("twice" if guess else "but the rules have no guess")
    worth = {(a, b): nm - int(S[m, a]) - int(S[m, b]) - int(S[m, n - a - b])  # every question, in canonical order
             for a, low, top in spans(n, most_parts) for b in range(low, top + 1)}
    moves, previous = set(), None
    for a, first, last, step in listed:
        if [a, first, last, step] == [0, 0, 0, 1]:
            continue
        if step < 1 or last < first:
            return f"run {[a, first, last, step]} is malformed"
        for b in range(first, last + 1, step):  # stops at the first illegal b, so at most n steps
            if (a, b) not in worth:
                return f"listed move {show(n, a, b)} is not a legal move"
            if (a, b) in moves:
                return f"move {show(n, a, b)} listed twice"
            moves.add((a, b))
        if previous is not None and (a, first) <= previous:
            return f"move {show(n, a, first)} out of canonical order"
        previous = (a, last)
    if nica and (n == 1 or m == 1):
        bad = value != (m if n == 1 else 0) or moves or guesses
        return f"terminal state must have value {int(n == 1)} and no moves" if bad else None
    best = max([*worth.values()] + ([m] if guess else []), default=-1)
    if value != best:
        return f"value {frac(value, nm)} but the best legal move gives {frac(best, nm)}"
    if guess and bool(guesses) != (m == best):
        return "guess " + ("listed but not optimal" if guesses else "optimal but not listed")
    for q, worth_q in worth.items():
        if (q in moves) != (worth_q == best):
            what = "listed but not optimal" if q in moves else "optimal but not listed"
            return f"move {show(n, *q)} (value {frac(worth_q, nm)}) {what}"
    if guesses and listed[-1] != [0, 0, 0, 1]:
        return "guess listed before a question (the guess comes last)"
    return None


def show(n, a, b):
    return ":".join(str(p) for p in (a, b, n - a - b) if p)


def frac(scaled, nm):
    return str(Fraction(int(scaled), int(nm)))

