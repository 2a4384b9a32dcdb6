"""Adaptive games against a chooser who may lie (at most d times) or say "don't know" (at most
d times), solved exactly as games.

Lies (the Rényi-Ulam game): a state is ``(x_0, ..., x_d)``, x_j the candidates that would have
needed j lies so far. A question takes ``y_j`` of the x_j candidates of each class; after "yes"
the class j holds ``y_j + (x_{j-1} - y_{j-1})`` (those outside the "yes" set used one more lie),
after "no" symmetrically; candidates past d lies drop out. The game is won when at most one
candidate is left. Berlekamp's volume bound prunes: with q questions left a winnable state has
``sum_j x_j * V(q, d - j) <= 2^q``, V the volume of a Hamming ball.

>>> LiarGame(1).min_questions(24)
8
>>> erasure_game_questions(24, 1)
6
"""
from __future__ import annotations

import functools
from itertools import product
from math import comb


def volume(q: int, radius: int) -> int:
    return sum(comb(q, i) for i in range(max(radius, -1) + 1))


class LiarGame:
    def __init__(self, lies: int) -> None:
        self.d = lies

    def berlekamp(self, state: tuple, q: int) -> int:
        """The volume sum_j x_j V(q, d - j) (must be <= 2^q for a win in q questions)."""
        return sum(x * volume(q, self.d - j) for j, x in enumerate(state))

    def split(self, state: tuple, take: tuple) -> tuple[tuple, tuple]:
        """The states after "yes" and after "no" to the question taking ``take[j]`` of class j."""
        yes, no = [], []
        for j in range(self.d + 1):
            moved_yes = state[j - 1] - take[j - 1] if j else 0
            moved_no = take[j - 1] if j else 0
            yes.append(take[j] + moved_yes)
            no.append(state[j] - take[j] + moved_no)
        return tuple(yes), tuple(no)

    @functools.lru_cache(maxsize=None)
    def question(self, state: tuple, q: int):
        """A question winning ``state`` within q questions (``()`` if already won), or ``None``."""
        if sum(state) <= 1:
            return ()
        if q == 0 or self.berlekamp(state, q) > 2 ** q:
            return None
        for take in product(*(range(x + 1) for x in state)):
            if tuple(x - t for x, t in zip(state, take)) < take:
                continue  # "yes" and "no" swapped: the same question
            yes, no = self.split(state, take)
            if self.question(yes, q - 1) is not None and self.question(no, q - 1) is not None:
                return take
        return None

    def min_questions(self, n: int) -> int:
        """The least q such that n characters can be told apart in q questions despite d lies."""
        start = (n,) + (0,) * self.d
        q = 0
        while self.berlekamp(start, q) > 2 ** q:
            q += 1
        while self.question(start, q) is None:
            q += 1
        return q

    def volume_bound(self, n: int) -> int:
        """Berlekamp's lower bound: the least q with n V(q, d) <= 2^q."""
        q = 0
        while n * volume(q, self.d) > 2 ** q:
            q += 1
        return q


@functools.lru_cache(maxsize=None)
def liar_game(lies: int) -> LiarGame:
    """The shared solver for ``lies`` lies (its memo serves every n)."""
    return LiarGame(lies)


@functools.lru_cache(maxsize=None)
def erasure_game_questions(size: int, erasures: int) -> int:
    """Least worst-case questions to single out one of ``size`` candidates when up to
    ``erasures`` answers may be "don't know" (which leaves the candidates as they were)."""
    if size <= 1:
        return 0
    best = None
    for part in range(1, size // 2 + 1):
        worst = max(erasure_game_questions(part, erasures), erasure_game_questions(size - part, erasures))
        if erasures:
            worst = max(worst, erasure_game_questions(size, erasures - 1))
        best = worst if best is None else min(best, worst)
    return best + 1
