"""Nica's "Mathematician's Guess Who" (Nica, Definition 2.1; Proposition 2.4).

* State ``(n, m)``: the player to move has ``n`` candidates, the opponent ``m``.
* A turn is a bid ``b`` in ``1..n-1``: a yes/no question splitting the pool ``b : n-b``
  (bids ``b`` and ``n-b`` are the same split, written ``min:max``). There is no guess.
* A player whose pool reaches 1 wins at once, so ``(1, m)`` for ``m > 1`` is won
  (value 1) and ``(n, 1)`` for ``n > 1`` is lost (value 0). ``(1, 1)`` cannot be reached
  and is not a state of the game.
"""

from __future__ import annotations

from gmpy2 import mpq

from ..moves import Move

NAME = "nica"
MAX_PARTS = 2
HAS_GUESS = False


def is_state(n: int, m: int) -> bool:
    return n >= 1 and m >= 1 and (n, m) != (1, 1)


def terminal_value(n: int, m: int) -> mpq | None:
    if n == 1:
        return mpq(1)
    if m == 1:
        return mpq(0)
    return None


def legal_moves(n: int, m: int) -> list[Move]:
    if terminal_value(n, m) is not None:
        return []
    from . import splits

    return splits(n, MAX_PARTS)
