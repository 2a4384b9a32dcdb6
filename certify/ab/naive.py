"""The straightforward exhaustive search: memoised on the exact set of remaining codes, every
guess tried, no symmetry used. It is the benchmark baseline and the oracle for the
symmetry-reduced solver in :mod:`certify.ab.solver`.

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
        size = state.bit_count()
        best = None
        for guess in range(len(self.codes)):
            parts = self.children(state, guess)
            if parts is None:
                continue
            found = 1 if state & self.found[guess] else 0
            total, worst, depth = size, found, found
            for part in parts.values():
                child_total, child_worst, child_depth = self.value(part)
                total += child_total
                worst = max(worst, child_worst + 1)
                depth = max(depth, child_depth + 1)
            if best is None:
                best = [total, worst, depth]
            else:
                if (total, depth) < (best[0], best[2]):
                    best[0], best[2] = total, depth
                best[1] = min(best[1], worst)
        self.memo[state] = tuple(best)
        return self.memo[state]

    def solve(self) -> tuple[int, int, int]:
        return self.value(self.full)
