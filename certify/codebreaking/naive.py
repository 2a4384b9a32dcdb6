"""The straightforward exhaustive search: memoised on the exact set of remaining codes, every
guess tried, no symmetry used. It is the benchmark baseline and the oracle for the
symmetry-reduced solver in :mod:`certify.codebreaking.solver`.

A state is a bitmask over the codes (bit i is ``codes[i]``). Its value is the triple
``(total, worst, total_depth)``: the least total number of guesses over all secrets in the
state (the external path length), the least worst case, each over all strategies, and the
least depth among the strategies of least total. A guess that leaves
some answer class equal to the whole state teaches nothing and is never optimal.

>>> NaiveSolver(2, 3).solve()
(13, 3, 3)
"""
from __future__ import annotations

from .rules import answer, answer_line, codes


def move_cost(size: int, found: int, children: list[tuple[int, int, int]]) -> tuple[int, int, int]:
    """(total, worst, depth) of a guess at a state of ``size`` codes, ``found`` = 1 if the guess
    is one of them, given the (total, worst, depth) of its other answer classes."""
    total, worst, depth = size, found, found
    for child_total, child_worst, child_depth in children:
        total += child_total
        worst = max(worst, child_worst + 1)
        depth = max(depth, child_depth + 1)
    return total, worst, depth


def best_of(costs: list[tuple[int, int, int]]) -> tuple[int, int, int]:
    """(least total, least worst, least depth among the least totals) over the guesses."""
    total, _, depth = min(costs, key=lambda cost: (cost[0], cost[2]))
    return total, min(cost[1] for cost in costs), depth


class NaiveSolver:
    def __init__(self, d: int, n: int) -> None:
        self.d, self.n = d, n
        self.codes = [c[0] for c in codes(1, n)] if d == 1 else codes(d, n)
        reply = answer_line if d == 1 else answer
        count = len(self.codes)
        self.classes: list[dict] = []  # per guess: answer -> class (other than "found")
        for guess in self.codes:
            by_answer: dict[object, int] = {}
            for index, secret in enumerate(self.codes):
                if secret != guess:
                    key = reply(guess, secret)
                    by_answer[key] = by_answer.get(key, 0) | (1 << index)
            self.classes.append(by_answer)
        self.found = [1 << i for i in range(count)]
        self.full = (1 << count) - 1
        self.memo: dict[int, tuple[int, int, int]] = {}

    def children(self, state: int, guess: int) -> dict | None:
        """answer -> non-empty class other than "found"; ``None`` for a useless guess."""
        parts = {key: state & part for key, part in self.classes[guess].items()}
        if state in parts.values():
            return None
        return {key: part for key, part in parts.items() if part}

    def value(self, state: int) -> tuple[int, int, int]:
        """(least total, least worst case, least depth at least total) for ``state``."""
        if state & (state - 1) == 0:
            return (1, 1, 1) if state else (0, 0, 0)
        known = self.memo.get(state)
        if known is not None:
            return known
        costs = []
        for guess in range(len(self.codes)):
            parts = self.children(state, guess)
            if parts is not None:
                found = 1 if state & self.found[guess] else 0
                costs.append(move_cost(state.bit_count(), found, [self.value(p) for p in parts.values()]))
        self.memo[state] = best_of(costs)
        return self.memo[state]

    def solve(self) -> tuple[int, int, int]:
        return self.value(self.full)
