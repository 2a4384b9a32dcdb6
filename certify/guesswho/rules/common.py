"""What every rule set shares: the value of a move (Cushing et al., Eq. (1); Nica,
Proposition 2.4), the questions on a pool, exact terminal values and the legal moves of a
state. The rule modules import this; :mod:`certify.guesswho.rules` imports them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..moves import GUESS, Move

if TYPE_CHECKING:  # imported where a value is made: a table command never needs gmpy2
    from gmpy2 import mpq


def move_value(move: Move, n: int, m: int, value: Callable[[int, int], mpq]) -> mpq:
    """Exact value of ``move`` at ``(n, m)`` given the opponent's values ``value(m, part)``.

    Cushing et al., Eq. (1) (the fundamental recurrence); Nica, Proposition 2.4.
    """
    from gmpy2 import mpq

    if move.is_guess:
        return mpq(1, n)
    return 1 - sum((mpq(part, n) * value(m, part) for part in move.parts), mpq(0))


def splits(n: int, max_parts: int) -> list[Move]:
    """Every question on a pool of ``n``: unordered splits into 2..max_parts positive parts."""
    moves = [Move((k, n - k)) for k in range(1, n // 2 + 1)]
    if max_parts >= 3:
        moves += [Move((a, b, n - a - b)) for a in range(1, n // 3 + 1) for b in range(a, (n - a) // 2 + 1)]
    return moves


def exact_terminal(scaled: int, n: int, m: int) -> mpq | None:
    """The exact value of a terminal state from its scaled value (``None``: not terminal)."""
    from gmpy2 import mpq

    return None if scaled < 0 else mpq(scaled, n * m)


def legal_moves(n: int, m: int, is_state, terminal_scaled, max_parts: int, has_guess: bool) -> list[Move]:
    """Every legal move at ``(n, m)`` of a rule set given by its definitions: none at a
    terminal state or a non-state, else the questions with up to ``max_parts`` parts and the
    guess if the rules have one."""
    if not is_state(n, m) or terminal_scaled(n, m) >= 0:
        return []
    return splits(n, max_parts) + ([GUESS] if has_guess else [])
