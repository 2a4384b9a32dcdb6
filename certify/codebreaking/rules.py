"""Rules of the d×n AB game (Bulls and Cows), as in the AB-games paper, Section 1.

A code is a tuple of ``d`` distinct symbols from ``range(n)``. The answer to a guess is
``(A, B)``: A direct hits (same symbol, same position) and B indirect hits (a symbol of the
secret in another position). The 1×n game of the paper's Section 2 answers ``<``, ``=``,
``>`` instead; :func:`answer_line` gives it as -1, 0, +1.

>>> answer((0, 1), (1, 0))
(0, 2)
>>> len(codes(2, 5))
20
"""
from __future__ import annotations

from itertools import permutations

from ..errors import CertifyError

MAX_SYMBOLS = 64


def codes(d: int, n: int) -> list[tuple[int, ...]]:
    """Every code of ``d`` distinct symbols out of ``n``, in lexicographic order."""
    return list(permutations(range(n), d))


def answer(guess: tuple[int, ...], secret: tuple[int, ...]) -> tuple[int, int]:
    """The AB answer ``(A, B)`` to ``guess`` when the secret is ``secret``."""
    direct = sum(g == s for g, s in zip(guess, secret))
    common = len(set(guess) & set(secret))
    return direct, common - direct


def answer_line(guess: int, secret: int) -> int:
    """The 1×n answer: -1 if the secret is smaller than the guess, 0 if equal, +1 if larger."""
    return (secret > guess) - (secret < guess)


def validate(d: int, n: int) -> None:
    """Raise ``CertifyError`` (one line, saying what to do) unless ``1 <= d <= n <= MAX_SYMBOLS``."""
    for name, value in (("digits", d), ("symbols", n)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise CertifyError(f"--{name} must be an integer, got {value!r}")
    if d < 1:
        raise CertifyError(f"--digits must be at least 1, got {d}")
    if n < 1 or n > MAX_SYMBOLS:
        raise CertifyError(f"--symbols must be between 1 and {MAX_SYMBOLS}, got {n}")
    if d > n:
        raise CertifyError(f"--digits {d} exceeds --symbols {n}: a code needs {d} distinct symbols")
