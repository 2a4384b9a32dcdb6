"""Exhaustive, symmetry-reduced exact solver for the 2×n AB game (and the 1×n line game).

Every state reachable from the start is solved over *every* guess, consistent or not; states
are memoised under :func:`certify.codebreaking.canonical.canonical_key` (renaming symbols, swapping the
two positions). Guesses are reduced only by twin symbols (an automorphism of the state), so the
minimum is over all guesses. Values are integers: ``total`` (external path length: the sum over
secrets of the number of guesses, the paper's T), ``worst`` (the least worst case) and
``total_depth`` (the least depth among strategies of least total).

>>> result = solve_ab(2, 5)
>>> result.total, result.codes, result.worst
(60, 20, 4)
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction

from .canonical import adjacency, are_twins, canonical_key
from .naive import NaiveSolver, best_of, move_cost
from ..errors import CertifyError
from .rules import validate

MAX_PLAIN_CODES = 60
ANSWERS = ((0, 2), (1, 0), (0, 1), (0, 0))  # every answer other than "found", (2, 0)


@dataclass
class ABResult:
    d: int
    n: int
    codes: int
    total: int
    worst: int
    total_depth: int
    states: int
    seconds: float
    table: dict = field(repr=False, default_factory=dict)

    @property
    def mean(self) -> Fraction:
        """The least expected number of guesses (uniform secret), exactly."""
        return Fraction(self.total, self.codes)


class PairGame:
    """The 2×n game on bitmask states (bit i*n + j is the code (i, j))."""

    def __init__(self, n: int) -> None:
        """The answer classes of every guess (i, j), as bitmasks, from the rules read on rows and
        columns: (0, 2) is (j, i); (1, 0) the other codes of row i or column j (one symbol in
        place, the other absent); (0, 1) those of row j or column i other than (j, i) (one symbol
        out of place); (0, 0) the codes meeting none of them. ``tests/test_abgame.py`` compares
        them with :func:`certify.codebreaking.rules.answer` on every pair."""
        self.n = n
        bit = lambda i, j: 1 << (i * n + j)  # noqa: E731
        row = [sum(bit(i, j) for j in range(n) if j != i) for i in range(n)]  # the codes (i, *)
        column = [sum(bit(i, j) for i in range(n) if i != j) for j in range(n)]  # the codes (*, j)
        self.full = sum(row)
        self.classes: dict[tuple[int, int], list[int]] = {}
        for i in range(n):
            for j in range(n):
                if i != j:
                    swapped, mine = bit(j, i), bit(i, j)
                    in_place = (row[i] | column[j]) & ~mine
                    out_of_place = (row[j] | column[i]) & ~swapped
                    neither = self.full & ~(row[i] | row[j] | column[i] | column[j])
                    self.classes[(i, j)] = [swapped, in_place, out_of_place, neither]  # ANSWERS' order

    def guesses(self, state: int) -> list[tuple[int, int]]:
        """One guess per twin class pattern: every guess is the image of one of these under an
        automorphism of ``state`` (twin symbols swapped), so the minimum over these is the
        minimum over all guesses."""
        out, into = adjacency(state, self.n)
        first: list[int] = []
        second: dict[int, int] = {}
        for v in range(self.n):
            for r in first:
                if are_twins(r, v, out, into):
                    second.setdefault(r, v)
                    break
            else:
                first.append(v)
        result = [(a, b) for a in first for b in first if a != b]
        result += [(r, s) for r, s in second.items()]
        return result

    def children(self, state: int, guess: tuple[int, int]) -> list[int] | None:
        """The non-empty answer classes other than "found"; ``None`` for a useless guess."""
        parts = [state & part for part in self.classes[guess]]
        if state in parts:
            return None
        return [part for part in parts if part]


class PairSolver:
    def __init__(self, n: int, progress=None) -> None:
        self.game = PairGame(n)
        self.n = n
        self.table: dict[int, tuple[int, int, int]] = {}
        self.progress = progress

    def key(self, state: int) -> int:
        return canonical_key(state, self.n)

    def value(self, state: int) -> tuple[int, int, int]:
        """(total, worst, total_depth) of ``state``."""
        if state & (state - 1) == 0:
            return (1, 1, 1) if state else (0, 0, 0)
        key = self.key(state)
        known = self.table.get(key)
        if known is not None:
            return known
        state = key
        costs = []
        for guess in self.game.guesses(state):
            parts = self.game.children(state, guess)
            if parts is not None:
                found = (state >> (guess[0] * self.n + guess[1])) & 1
                costs.append(move_cost(state.bit_count(), found, [self.value(p) for p in parts]))
        entry = best_of(costs)
        self.table[key] = entry
        if self.progress is not None:
            self.progress(len(self.table))
        return entry


_SOLVED: dict[int, PairSolver] = {}


def solved_pairs(n: int, progress=None) -> PairSolver:
    """The 2×n solver with its table filled (kept for the tree and certificate of the same n;
    only the most recent n is kept)."""
    if n not in _SOLVED:
        solver = PairSolver(n, progress)
        solver.value(solver.game.full)
        _SOLVED.clear()
        _SOLVED[n] = solver
    return _SOLVED[n]


def solve_ab(d: int, n: int, progress=None) -> ABResult:
    """Solve the d×n AB game exactly (d = 1: the paper's <,=,> line game; d = 2: symmetry-reduced;
    d >= 3: the plain memoised search, for small games)."""
    validate(d, n)
    start = time.perf_counter()
    if d == 2:
        solver = solved_pairs(n, progress)
        total, worst, depth = solver.value(solver.game.full)
        table, codes = solver.table, n * (n - 1)
    else:
        naive = NaiveSolver(d, n)
        if d > 2 and len(naive.codes) > MAX_PLAIN_CODES:
            raise CertifyError(f"the {d}x{n} game has {len(naive.codes)} codes; d >= 3 is solved "
                             f"without symmetry reduction, up to {MAX_PLAIN_CODES} codes")
        total, worst, depth = naive.solve()
        table, codes = naive.memo, len(naive.codes)
    return ABResult(d, n, codes, total, worst, depth, len(table), time.perf_counter() - start, table)
