"""The straightforward exact DP: gmpy2 rationals, every state, every legal move.

This is the baseline the fast engine is benchmarked and tested against. It follows the
papers literally (Nica, Algorithm 1; Cushing et al., Eq. (1)): states in order of
``n + m``, each value the maximum over the legal moves of ``move_value``.

>>> values, moves = solve_reference("official", 4)
>>> values[4, 4], [str(mv) for mv in moves[4, 4]]
(mpq(9,16), ['1:3'])
"""

from __future__ import annotations

from gmpy2 import mpq

from . import rules as rulesets
from .moves import Move


def solve_reference(rules: str, max_n: int) -> tuple[dict[tuple[int, int], mpq], dict[tuple[int, int], list[Move]]]:
    """Exact values and all optimal moves for every state with ``1 <= n, m <= max_n``."""
    game = rulesets.get(rules)
    values: dict[tuple[int, int], mpq] = {}
    optimal: dict[tuple[int, int], list[Move]] = {}
    for total in range(2, 2 * max_n + 1):
        for n in range(max(1, total - max_n), min(max_n, total - 1) + 1):
            m = total - n
            if not game.is_state(n, m):
                continue
            terminal = game.terminal_value(n, m)
            if terminal is not None:
                values[n, m], optimal[n, m] = terminal, []
                continue
            scored = [(rulesets.move_value(mv, n, m, lambda a, b: values[a, b]), mv) for mv in game.legal_moves(n, m)]
            best = max(v for v, _ in scored)
            values[n, m] = best
            optimal[n, m] = sorted((mv for v, mv in scored if v == best), key=Move.sort_key)
    return values, optimal
