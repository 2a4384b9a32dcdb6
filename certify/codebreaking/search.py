"""Exact optima of D×N code-breaking games (AB / Bulls and Cows, Mastermind) over all strategies.

``R(S, h)`` is the least total number of guesses (summed over the secrets in the state ``S``)
of a strategy that finds every secret within ``h`` guesses (``h`` = UNLIMITED: no limit); a
guess is any code, consistent or not, and the guess that finds the secret counts. The three
measures of issue 13 are

* least total ``T = R(all, UNLIMITED)`` (the mean is T / #codes, an exact fraction),
* least worst case ``W = min {h : R(all, h) finite}``,
* restricted total ``R(all, W)``, the least total among strategies of least worst case.

Search (:class:`Solver`): states are memoised under :meth:`Game.canonical` (group Sym(N) ×
Sym(D)); guesses are reduced to one per orbit of the automorphisms found for the state, so the
minimum is over every guess. Each guess gets the admissible bound ``|S| + Σ size_bound(class)``
(:mod:`certify.codebreaking.bounds`) computed for all guesses at once from the answer table (numpy
bincount); guesses are tried in increasing bound, the search stops when the bound reaches the
best total found, and a guess is abandoned as soon as its exact classes so far plus the bounds
of the rest reach it. Every memoised value is exact (no bound from outside the state is used),
which is what makes the optimality certificate (:mod:`certify.codebreaking.witness`) possible.

>>> from certify.codebreaking.general import Game
>>> result = solve(Game(3, 4))
>>> result.total, result.worst, result.restricted
(72, 4, 72)
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .bounds import INFINITE, UNLIMITED, bound_table
from .general import Game

LIMIT_ROWS = 32  # finite depth limits with their own bound row; larger ones use the unlimited row


@dataclass
class Result:
    game: Game
    total: int
    worst: int
    restricted: int
    total_depth: int
    states: int
    nodes: int
    seconds: float

    @property
    def codes(self) -> int:
        return len(self.game.codes)

    @property
    def mean(self) -> Fraction:
        return Fraction(self.total, self.codes)

    @property
    def restricted_mean(self) -> Fraction:
        return Fraction(self.restricted, self.codes)


class Solver:
    """Memoised branch and bound over canonical states; ``memo[(key, h)] = (value, depth)``."""

    def __init__(self, game: Game, progress=None) -> None:
        self.game = game
        self.bounds = bound_table(len(game.codes), game.answer_count, LIMIT_ROWS)
        self.memo: dict[tuple[bytes, int], tuple[int, int, int]] = {}
        self.keys: dict[bytes, tuple] = {}  # exact state -> (canonical key, relabelling onto it)
        self.nodes = 0
        self.progress = progress

    def row(self, h: int) -> int:
        return LIMIT_ROWS if h >= LIMIT_ROWS else h

    def relabelling(self, state: np.ndarray):
        """``(key, element)`` of :meth:`Game.canonical` for ``state``, cached."""
        raw = state.tobytes()
        if raw not in self.keys:
            key, element, _, _ = self.game.canonical(state)
            self.keys[raw] = key, element
        return self.keys[raw]

    def lookup(self, key: bytes, h: int):
        """A memoised ``(value, depth, guess)`` of ``R(key, h)`` (exact), or ``None``."""
        return self.memo.get((key, h))

    def value(self, state: np.ndarray, h: int) -> tuple[int, int]:
        """``(R(state, h), depth of a strategy attaining it)``; state: sorted code indices."""
        size = len(state)
        if size == 1:
            return (1, 1) if h >= 1 else (INFINITE, 0)
        if self.bounds[self.row(h), size] >= INFINITE:
            return INFINITE, 0
        raw = state.tobytes()
        known = self.keys.get(raw)
        if known is not None:
            hit = self.lookup(known[0], h)
            if hit is not None:
                return hit[:2]
        key, element, image, _ = self.game.canonical(state)
        self.keys[raw] = key, element
        hit = self.lookup(key, h)
        if hit is not None:
            return hit[:2]
        result = self.expand(image, h, self.game.symmetries(image))
        self.memo[(key, h)] = result
        if self.progress is not None and len(self.memo) % 64 == 0:
            self.progress(len(self.memo))
        return result[:2]

    def guess_bounds(self, state: np.ndarray, h: int, automorphisms):
        """Orbit representatives, their answer rows, class sizes and admissible bounds."""
        game = self.game
        reps = game.orbit_representatives(automorphisms)
        rows = game.answers[np.ix_(reps, state)]
        counts = game.class_sizes(rows)
        found = counts[:, game.found].copy()
        counts[:, game.found] = 0
        below = UNLIMITED if h == UNLIMITED else h - 1
        bound = len(state) + self.bounds[self.row(below)][counts].sum(axis=1)
        bound[(counts == len(state)).any(axis=1)] = INFINITE  # useless: a class is the whole state
        return reps, rows, counts, found, np.minimum(bound, INFINITE), below

    def expand(self, state: np.ndarray, h: int, automorphisms) -> tuple[int, int, int]:
        """``(value, depth, guess)`` of a canonical state: the guess (a code index) attains it."""
        reps, rows, counts, found, bound, below = self.guess_bounds(state, h, automorphisms)
        parts = (counts > 0).sum(axis=1)
        order = np.lexsort((counts.max(axis=1), -parts, bound))
        best, best_depth, best_guess = INFINITE, 0, -1
        row = self.bounds[self.row(below)]
        for i in order:
            if bound[i] >= best:
                break
            self.nodes += 1
            answers = np.flatnonzero(counts[i])
            answers = answers[np.argsort(-counts[i][answers], kind="stable")]
            total, rest, depth = len(state), int(bound[i]) - len(state), int(found[i])
            for a in answers:
                members = state[rows[i] == a]
                rest -= int(row[len(members)])
                value, sub_depth = self.value(members, below)
                total += value
                depth = max(depth, sub_depth + 1)
                if total + rest >= best:
                    break
            else:
                if total < best:
                    best, best_depth, best_guess = total, depth, int(reps[i])
        return (best, best_depth, best_guess) if best < INFINITE else (INFINITE, 0, -1)

    def least_worst(self, total_depth: int) -> tuple[int, int]:
        """``(W, R(all, W))``, trying h upward from the size bound."""
        everything = self.game.all
        h = 1
        while self.bounds[self.row(h), len(everything)] >= INFINITE:
            h += 1
        while True:
            value, _ = self.value(everything, h if h < total_depth else UNLIMITED)
            if value < INFINITE:
                return h, value
            h += 1


def solve(game: Game, progress=None, solver: Solver | None = None) -> Result:
    """All three measures of ``game`` (see the module docstring)."""
    start = time.perf_counter()
    solver = solver or Solver(game, progress)
    total, depth = solver.value(game.all, UNLIMITED)
    worst, restricted = solver.least_worst(depth)
    return Result(game, total, worst, restricted, depth, len(solver.memo), solver.nodes,
                  time.perf_counter() - start)


class PlainSolver:
    """The straightforward memoised search: exact code sets as keys, every guess, no bounds.
    The benchmark baseline and the test oracle for :class:`Solver`."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.memo: dict[tuple[bytes, int], int] = {}

    def value(self, state: np.ndarray, h: int) -> int:
        if len(state) == 1:
            return 1 if h >= 1 else INFINITE
        if h == 0:
            return INFINITE
        key = (state.tobytes(), h)
        if key not in self.memo:
            best = INFINITE
            below = UNLIMITED if h == UNLIMITED else h - 1
            for row in self.game.answers[:, state]:
                total = len(state)
                answers = np.unique(row)
                if any((row == a).all() and a != self.game.found for a in answers):
                    continue
                for a in answers:
                    if a != self.game.found:
                        total += self.value(state[row == a], below)
                best = min(best, total)
            self.memo[key] = min(best, INFINITE)
        return self.memo[key]

    def solve(self) -> tuple[int, int, int]:
        """``(T, W, R(all, W))``."""
        everything = self.game.all
        total = self.value(everything, UNLIMITED)
        h = 1
        while self.value(everything, h) >= INFINITE:
            h += 1
        return total, h, self.value(everything, h)
