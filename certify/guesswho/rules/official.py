"""Official rules with yes/no questions (Cushing et al., section 1; the Riddler blog).

* State ``(n, m)``: the player to move has ``n`` candidates, the opponent ``m``.
* A turn is either a guess, which wins with probability ``1/n`` and otherwise loses at
  once, or a yes/no question splitting the pool ``k : n-k`` with ``1 <= k <= n/2``.
* A player left with one candidate still needs a turn to name it: at ``(1, m)`` the only
  move is the guess, which wins. No state is terminal; ``P(1, m) = 1`` and
  ``P(n, 1) = 1/n`` follow from the moves.

Physical starts (see ``certify.start_state``): 24 vs 24 with the sliding frame or the
Riddler's independent draw; 23 vs 23 with the card version, where each player removes
their own card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from . import common

if TYPE_CHECKING:  # gmpy2 is imported where a value is made (common.exact_terminal)
    from gmpy2 import mpq

NAME = "official"
MAX_PARTS = 2
HAS_GUESS = True


def is_state(n: int, m: int) -> bool:
    return n >= 1 and m >= 1


def terminal_scaled(n: int, m: int) -> int:
    """``n*m`` times the value of a state where nobody chooses, or -1: here none."""
    return -1


def terminal_value(n: int, m: int) -> mpq | None:
    return common.exact_terminal(terminal_scaled(n, m), n, m)


def legal_moves(n: int, m: int) -> list[Move]:
    return common.legal_moves(n, m, is_state, terminal_scaled, MAX_PARTS, HAS_GUESS)
