"""Independent checker for certify tables. It shares no code with the engine (it imports
nothing from this package) and is meant to be read in one sitting: keep it so.

What a valid table proves. For every state (n, m), 1 <= n, m <= max, the table gives a
value P(n, m) and a set of moves. The checker confirms, using only the table's own
entries, that P(n, m) equals the best value over *all* legal moves,

    guess:                      1/n                       (official, tripartite)
    question with parts a_i:    1 - sum_i (a_i/n) * P(m, a_i)

(a_i >= 1, sum a_i = n, two parts, or two or three for tripartite; Nica: no guess, and
P(1, m) = 1, P(n, 1) = 0 are terminal), and that the listed moves are exactly the moves
attaining it. Since every state's children have a smaller n + m, these equations
determine the table uniquely, so a valid table is *the* solution of the game.

Exact arithmetic. Every value is read as an exact fraction and stored as the integer
S(n, m) = n*m*P(n, m). In these units a guess is worth m and a question
n*m - sum_i S(m, a_i), so the check is integer arithmetic (int64, |S| <= n*m: no
overflow). A value whose S is not an integer cannot be right (the true S is an integer
by induction on n + m: base cases m and 0, and the two formulas above keep integers)
and is reported as such.
"""

from __future__ import annotations

import multiprocessing
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import numpy as np

import certify.checkers.table_files as table_files
from certify.checkers.strict_io import CheckError
from certify.checkers.table_files import load

GAMES = table_files.GAMES
Invalid = CheckError  # the name this module used before the trusted base had one convention


@dataclass
class Report:
    """The public API's verdict (``certify.check(path).valid``); ``exit_code`` as CheckError's."""

    valid: bool
    problem: str | None
    rules: str | None = None
    max: int | None = None
    states: int = 0
    moves: int = 0
    exit_code: int = 0


def check_file(path, rules: str | None = None) -> Report:
    """Check the table in ``path`` (CSV, JSON or NPZ, told apart by parsing); ``rules`` must
    match the file's own (a CSV names its rules only in its file name)."""
    try:
        summary = verify(path, rules)
    except CheckError as problem:
        return Report(False, str(problem), exit_code=problem.exit_code)
    return Report(True, None, summary["rules"], summary["max"], summary["states"], summary["moves"])


def verify(path, rules: str | None = None, workers: int = 2) -> dict:
    """The convention of the trusted base: a summary, or ``CheckError`` naming the first fault."""
    table = load(Path(path), rules)
    states, moves = check_equations(*table, workers=workers)
    return {"kind": "certify-table", "rules": table[0], "max": table[1], "states": states, "moves": moves}


# ---- the check itself: one n at a time, all m at once --------------------------------


def check_equations(rules, N, S, offsets, runs, workers: int = 2):
    """Check every state; raise ``CheckError`` naming the first (smallest n, then m) bad one.

    The rows n are independent, so with ``workers`` > 1 (and fork available) they are
    split over processes; each reports its first problem and the smallest one wins.
    """
    global _TABLE
    _TABLE = (rules, N, S.astype(np.int32), offsets, runs)  # |S| <= N*N < 2**31 (MAX_SIZE): exact
    chunks = [list(range(1 + w, N + 1, workers)) for w in range(workers)] if workers > 1 and N >= 256 else [list(range(1, N + 1))]
    if len(chunks) > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(len(chunks)) as pool:
            results = pool.map(check_rows, chunks)
    else:
        results = [check_rows(chunk) for chunk in chunks]
    problems = [problem for problem, _ in results if problem]
    if problems:
        n, m, message = min(problems)
        raise CheckError(report(n, (m, message)))
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


def check_row(n):
    rules, N, S, offsets, runs = _TABLE
    guess, most_parts, nica = GAMES[rules]
    ms = np.arange(N + 1, dtype=np.int32)
    # every question on n, in a fixed order j: parts (A, B, n-A-B), A = 0 for two parts
    pairs = [(0, b) for b in range(1, n // 2 + 1)]
    if most_parts == 3:
        pairs += [(a, b) for a in range(1, n // 3 + 1) for b in range(a, (n - a) // 2 + 1)]
    A = np.array([a for a, _ in pairs], dtype=np.int64)
    B = np.array([b for _, b in pairs], dtype=np.int64)
    lookup = np.full((n // 3 + 1 if most_parts == 3 else 1, n // 2 + 1), -1)  # lookup[a, b] = j, or -1: illegal
    lookup[A, B] = np.arange(len(pairs))
    # W[m, j]: value of question j; the slices are S[:, B] and S[:, n - B] for two parts
    W = n * ms[:, None] - S[:, 1 : n // 2 + 1] - S[:, n - 1 : n - n // 2 - 1 : -1]
    if most_parts == 3:
        W = np.concatenate([W, n * ms[:, None] - S[:, A[n // 2 :]] - S[:, B[n // 2 :]] - S[:, n - A[n // 2 :] - B[n // 2 :]]], axis=1)
    best = W.max(axis=1, initial=-1)
    if guess:
        best = np.maximum(best, ms)  # the guess is worth 1/n, i.e. m
    optimal = W == best[:, None]

    # the listed moves of states (n, 1..N): expand each run into its moves
    first_state = n * (N + 1) + 1
    R = runs[offsets[first_state] : offsets[first_state + N]]
    owner = np.repeat(ms[1:], np.diff(offsets[first_state : first_state + N + 1]))
    is_guess = (R[:, 0] == 0) & (R[:, 1] == 0) & (R[:, 2] == 0)
    problems = []  # (m, message): the smallest m is reported

    def first(bad, message):
        bad_m = np.flatnonzero(bad)
        if len(bad_m):
            problems.append((int(bad_m[0]), message(int(bad_m[0]))))

    states = np.ones(N + 1, dtype=bool)
    states[0] = False
    if nica and n == 1:
        states[1] = False
        first((ms == 1) & (S[1, 1] != -1), lambda m: "(1, 1) is not a state of Nica's game")
    first(states & (S[n] == -1), lambda m: "missing from the table")
    if problems:
        return (n, *min(problems)), 0
    counted = np.bincount(owner[is_guess], minlength=N + 1)
    first(counted > (1 if guess else 0), lambda m: "guess listed " + ("twice" if guess else "but the rules have no guess"))
    Q = R[~is_guess]
    length = (Q[:, 2] - Q[:, 1]) // Q[:, 3] + 1
    q_owner = np.repeat(owner[~is_guess], length)
    start = np.repeat(np.cumsum(length) - length, length)
    q_a = np.repeat(Q[:, 0], length)
    q_b = np.repeat(Q[:, 1], length) + (np.arange(len(q_a)) - start) * np.repeat(Q[:, 3], length)
    legal = (q_a >= 0) & (q_a < lookup.shape[0]) & (q_b < lookup.shape[1])
    q_j = np.full(len(q_a), -1)
    q_j[legal] = lookup[q_a[legal], q_b[legal]]
    bad = q_j < 0
    first(np.isin(ms, q_owner[bad]), lambda m: f"listed move {show(n, *first_move(q_owner, q_a, q_b, bad, m))} is not a legal move")
    listed = np.bincount(q_owner[~bad].astype(np.int64) * W.shape[1] + q_j[~bad], minlength=W.size).reshape(W.shape)
    first((listed > 1).any(axis=1), lambda m: f"move {show(n, A[(listed[m] > 1).argmax()], B[(listed[m] > 1).argmax()])} listed twice")
    listed_guess = counted > 0
    terminal = np.zeros(N + 1, dtype=bool)
    if nica:
        terminal[:] = n == 1
        terminal[1] = True
        terminal &= states
        expected = ms if n == 1 else np.zeros(N + 1, dtype=np.int64)
        first(terminal & ((S[n] != expected) | listed.any(axis=1)), lambda m: f"terminal state must have value {int(n == 1)} and no moves")
    check = states & ~terminal
    first(check & (S[n] != best), lambda m: f"value {frac(S[n, m], n * m)} but the best legal move gives {frac(best[m], n * m)}")
    if guess:
        first(check & (listed_guess != (ms == best)), lambda m: "guess " + ("listed but not optimal" if listed_guess[m] else "optimal but not listed"))
    differ = check[:, None] & ((listed > 0) != optimal)
    first(differ.any(axis=1), lambda m: describe(n, m, A, B, W, listed, differ))
    if problems:
        return (n, *min(problems)), 0
    return None, len(q_j) + int(listed_guess.sum())

def report(n, problem):
    return f"state ({n}, {problem[0]}): {problem[1]}"


_TABLE = None  # the table being checked, shared with forked workers


def first_move(owner, a, b, bad, m):
    k = np.flatnonzero(bad & (owner == m))[0]
    return a[k], b[k]


def describe(n, m, A, B, W, listed, differ):
    j = np.flatnonzero(differ[m])[0]
    what = "listed but not optimal" if listed[m, j] else "optimal but not listed"
    return f"move {show(n, A[j], B[j])} (value {frac(W[m, j], n * m)}) {what}"


def show(n, a, b):
    return ":".join(str(p) for p in (a, b, n - a - b) if p)


def frac(scaled, nm):
    return str(Fraction(int(scaled), int(nm)))


@dataclass(frozen=True)
class CheckedTable:
    """A table that passed the full check, with this checker's own reading of its entries
    (what the audit and the bundle checker read values and optimal moves from)."""

    rules: str
    max: int
    scaled: np.ndarray  # scaled[n, m] = n*m*P(n, m); -1 where (n, m) is not a state
    offsets: np.ndarray
    runs: np.ndarray
    states: int = 0  # how many states and optimal moves the check covered
    moves: int = 0

    def value(self, n: int, m: int) -> Fraction:
        if not (1 <= n <= self.max and 1 <= m <= self.max) or self.scaled[n, m] < 0:
            raise Invalid(f"({n}, {m}) is not a state of this {self.rules} table (N = {self.max})")
        return Fraction(int(self.scaled[n, m]), n * m)

    def optimal_parts(self, n: int, m: int) -> list[tuple[int, ...]]:
        """The optimal moves at (n, m) as ascending parts; ``()`` is the guess."""
        self.value(n, m)
        i = n * (self.max + 1) + m
        moves = []
        for a, first, last, step in self.runs[self.offsets[i] : self.offsets[i + 1]].tolist():
            if a == first == last == 0:
                moves.append(())
            else:
                moves += [tuple(p for p in (a, b, n - a - b) if p) for b in range(first, last + 1, step)]
        return moves


def load_checked(path, rules: str | None = None) -> CheckedTable:
    """Load and fully check a table; raise ``Invalid`` naming its first problem."""
    table = load(Path(path), rules)
    states, moves = check_equations(*table)
    return CheckedTable(*table, states, moves)


def main(argv=None) -> int:
    """``python -m certify.checkers.tables FILE [RULES]``: exit 0 iff the table is valid."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (1, 2):
        print("usage: python -m certify.checkers.tables FILE [nica|official|tripartite]", file=sys.stderr)
        return 2
    result = check_file(args[0], args[1] if len(args) == 2 else None)
    if result.valid:
        print(f"{args[0]}: valid ({result.rules}, N = {result.max}, {result.states} states, {result.moves} optimal moves)")
        return 0
    print(f"{args[0]}: INVALID: {result.problem}")
    return result.exit_code


if __name__ == "__main__":
    raise SystemExit(main())
