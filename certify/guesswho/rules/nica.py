"""Nica's "Mathematician's Guess Who" (Nica, Definition 2.1; Proposition 2.4).

* State ``(n, m)``: the player to move has ``n`` candidates, the opponent ``m``.
* A turn is a bid ``b`` in ``1..n-1``: a yes/no question splitting the pool ``b : n-b``
  (bids ``b`` and ``n-b`` are the same split, written ``min:max``). There is no guess.
* A player whose pool reaches 1 wins at once, so ``(1, m)`` for ``m > 1`` is won
  (value 1) and ``(n, 1)`` for ``n > 1`` is lost (value 0). ``(1, 1)`` cannot be reached
  and is not a state of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from . import common

if TYPE_CHECKING:  # gmpy2 is imported where a value is made (common.exact_terminal)
    from gmpy2 import mpq

NAME = "nica"
MAX_PARTS = 2
HAS_GUESS = False


def is_state(n: int, m: int) -> bool:
    return n >= 1 and m >= 1 and not (n == 1 and m == 1)


def terminal_scaled(n: int, m: int) -> int:
    """``n*m`` times the value of a state where nobody chooses, or -1 (the player chooses)."""
    if n == 1:
        return m  # won: value 1
    if m == 1:
        return 0  # lost: value 0
    return -1


def terminal_value(n: int, m: int) -> mpq | None:
    return common.exact_terminal(terminal_scaled(n, m), n, m)


def legal_moves(n: int, m: int) -> list[Move]:
    return common.legal_moves(n, m, is_state, terminal_scaled, MAX_PARTS, HAS_GUESS)
