"""The table's equations, checked one row ``n`` at a time for all ``m`` at once, in exact integers.

For :mod:`certify.checkers.tables` (numpy and the standard library only; under 250 lines).
The readers (``table_csv``, ``table_files``, ``table_npz``) deliver ``S[n, m] = n*m*P(n, m)``
with ``0 <= S <= n*m`` at every state (``-1`` at Nica's (1, 1)) and the moves as runs
``(a, first, last, step)``. In these units a guess is worth ``m`` and a question with parts
``a_i`` is worth ``n*m - sum_i S(m, a_i)``, so a state's value is right iff

    S(n, m) == max([m if the rules allow a guess] + [n*m - (the least sum over questions)])

and a question is optimal iff its sum equals ``n*m - S(n, m)``. Integers: a sum is at most
``m*n <= N*N <= 2**30`` (``N <= 2**15``), so the row's matrix of sums is int32, exact.

Runs are never expanded. Let ``eq[j, m]`` say question ``j`` is optimal at (n, m) and
``C[k] = sum of eq[i] over i < k, i = k (mod 2)``: a run from ``x`` to ``y`` lies in the optimal
set iff the optimal questions on its positions number its length, ``C[y+2] - C[x]`` for step
2 and ``C[y+2] + C[y+1] - C[x] - C[x+1]`` for step 1 (gathers from ``C``). Runs
are checked here to be in canonical order (so pairwise disjoint); then the listed questions
are exactly the optimal ones iff, besides, they number as many as the optimal ones. A run of
another step (the writer never makes one) is expanded. A state found wrong is explained by
``explain``, the plain check of that one state, which names the first fault.
"""
from __future__ import annotations

import multiprocessing
from fractions import Fraction

import numpy as np

from certify.checkers.strict_io import CheckError
from certify.checkers.table_files import GAMES

_TABLE = None  # the table being checked, shared with forked workers


def check_equations(rules, N, S, offsets, runs, workers: int = 2):
    """``(states, moves)`` checked; ``CheckError`` names the first (smallest n, then m) bad state.

    The rows n are independent, so with ``workers`` > 1 (and fork available) they are
    split over processes; each reports its first problem and the smallest one wins.
    """
    global _TABLE
    counts = np.diff(offsets).reshape(N + 1, N + 1)
    if counts[0].any() or counts[:, 0].any():
        raise CheckError("moves listed for a non-state (n or m = 0)")
    S32 = S.astype(np.int32)  # |S| <= N*N < 2**31 (the readers' bounds)
    _TABLE = (rules, N, S32, offsets, runs, np.ascontiguousarray(S32.T))
    chunks = [list(range(1 + w, N + 1, workers)) for w in range(workers)] if workers > 1 and N >= 256 else [list(range(1, N + 1))]
    try:
        if len(chunks) > 1 and "fork" in multiprocessing.get_all_start_methods():
            with multiprocessing.get_context("fork").Pool(len(chunks)) as pool:
                results = pool.map(check_rows, chunks)
        else:
            results = [check_rows(chunk) for chunk in chunks]
    finally:
        _TABLE = None
    problems = [problem for problem, _ in results if problem]
    if problems:
        n, m, message = min(problems)
        raise CheckError(f"state ({n}, {m}): {message}")
    return int((S[1:, 1:] >= 0).sum()), sum(moves for _, moves in results)


def check_rows(ns):
    """(first problem as (n, m, message), or None; moves checked) for the rows ``ns``."""
    moves = 0
    for n in ns:
        problem, count = check_row(n)
        if problem:
            return problem, moves
        moves += count
    return None, moves


def questions(n, most_parts):
    """``(A, B)``: question ``j`` has parts ``A[j], B[j], n-A[j]-B[j]`` (``A = 0``: two parts)."""
    pairs = [(0, b) for b in range(1, n // 2 + 1)]
    if most_parts == 3:
        pairs += [(a, b) for a in range(1, n // 3 + 1) for b in range(a, (n - a) // 2 + 1)]
    return np.array([a for a, _ in pairs], dtype=np.int64), np.array([b for _, b in pairs], dtype=np.int64)


def check_row(n):
    """Row n: matrices indexed [question j, m] (the transpose ``T[b, m] = S[m, b]`` makes every
    step a whole-row operation: sums, minimum, comparison and prefix sums down the columns)."""
    rules, N, S, offsets, runs, T = _TABLE
    guess, most_parts, nica = GAMES[rules]
    ms = np.arange(N + 1, dtype=np.int64)
    h = n // 2
    sums = T[1 : h + 1] + T[n - 1 : n - h - 1 : -1]  # two parts b : n-b, question j = b - 1
    A, B = questions(n, most_parts)
    if most_parts == 3 and len(A) > h:
        a3, b3 = A[h:], B[h:]
        sums = np.concatenate([sums, T[a3] + T[b3] + T[n - a3 - b3]])
    value = S[n].astype(np.int64)
    best = n * ms - sums.min(axis=0, initial=2**31 - 1) if len(sums) else np.full(N + 1, -1)
    if guess:
        best = np.maximum(best, ms)
    eq = sums == (n * ms - value).astype(np.int32)  # optimal iff the sum is n*m - S(n, m)
    del sums
    C = np.zeros((len(eq) + 2, N + 1), dtype=np.int32)  # C[k] = sum of eq[i], i < k, i = k mod 2
    for j in range(len(eq)):  # row by row: faster than numpy's accumulate down a column
        np.add(C[j], eq[j], out=C[j + 2])

    # the runs of states (n, 1..N)
    first_state = n * (N + 1) + 1
    per = np.diff(offsets[first_state : first_state + N + 1])
    R = runs[offsets[first_state] : offsets[first_state + N]].astype(np.int64)
    owner = np.repeat(ms[1:], per)
    a, f, l, step = R[:, 0], R[:, 1], R[:, 2], R[:, 3]
    is_guess = (a == 0) & (f == 0) & (l == 0) & (step == 1)
    amax = n // 3 if most_parts == 3 else 0
    counts = np.array([h] + [(n - x) // 2 - x + 1 for x in range(1, amax + 1)], dtype=np.int64)
    j_first = np.concatenate(([0], np.cumsum(counts)[:-1]))  # question index of (a, lowest b)
    aa = np.clip(a, 0, amax)
    low, top = np.where(a == 0, 1, a), np.where(a == 0, h, (n - a) // 2)
    legal = ~is_guess & (a >= 0) & (a <= amax) & (f >= low) & (f <= l) & (l <= top) & (step >= 1)
    legal &= (l - f) % np.maximum(step, 1) == 0
    length = np.where(legal, (l - f) // np.maximum(step, 1) + 1, 0)
    j0, j1 = j_first[aa] + f - low, j_first[aa] + l - low
    inside = np.zeros(len(R), dtype=bool)
    one, two = legal & (step == 1), legal & (step == 2)
    o, x, y = owner[one], j0[one], j1[one]
    inside[one] = C[y + 2, o] + C[y + 1, o] - C[x, o] - C[x + 1, o] == length[one]
    o, x, y = owner[two], j0[two], j1[two]
    inside[two] = C[y + 2, o] - C[x, o] == length[two]
    other = np.flatnonzero(legal & (step > 2))
    for k in other:  # never written by the engine: expanded
        inside[k] = eq[j0[k] : j1[k] + 1 : step[k], owner[k]].all()
    follows = ~is_guess[:-1] & (is_guess[1:] | (a[1:] > a[:-1]) | ((a[1:] == a[:-1]) & (f[1:] > l[:-1])))

    # the states: which are wrong
    bad = np.zeros(N + 1, dtype=bool)
    bad[owner[~is_guess & ~inside]] = True
    bad[owner[1:][(owner[1:] == owner[:-1]) & ~follows]] = True
    starts = np.concatenate(([0], np.cumsum(per)))
    listed = np.concatenate(([0], np.cumsum(length)))
    listed = listed[starts[1:]] - listed[starts[:-1]]  # questions listed at m = 1..N
    guesses = np.bincount(owner[is_guess], minlength=N + 1)
    bad[1:] |= listed != C[-1, 1:] + C[-2, 1:]
    bad |= value != best
    bad |= guesses != (guess & (ms == value))
    if nica:
        terminal = (ms >= 1) if n == 1 else (ms == 1)
        expected = np.where(ms == 1, -1, ms) if n == 1 else np.zeros(N + 1, dtype=np.int64)
        bad[terminal] = (value != expected)[terminal] | (np.concatenate(([0], per)) != 0)[terminal]
    bad[0] = False
    if bad.any():
        m = int(np.flatnonzero(bad)[0])
        return (n, m, explain(n, m) or "the vectorised and the plain check of this state disagree"), 0
    return None, int(listed.sum() + guesses.sum())


def explain(n, m):
    """The plain check of the one state (n, m): the first fault it has, named, or None."""
    rules, N, S, offsets, runs, _ = _TABLE
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
    A, B = questions(n, most_parts)
    worth = {(a, b): nm - int(S[m, a]) - int(S[m, b]) - int(S[m, n - a - b]) for a, b in zip(A.tolist(), B.tolist())}
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


def main(argv=None) -> int:
    """``python -m certify.checkers.table_equations FILE [RULES]``: the same as ``...tables``."""
    import certify.checkers.tables as tables

    return tables.main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
