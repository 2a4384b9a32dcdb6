"""The value of one small state, solving only the states it reaches (no numba, no table).

``certify value 24 24`` needs the 24 x 24 corner of the table, not a compiled engine: the
start-up of numba alone costs more than this whole computation. From ``(n, m)`` a question
leads to ``(m, k)`` with ``k < n``, from there to ``(k, j)`` with ``j < m``, and so on, so
every state reached lies in

    {(n, m)}  u  {(m, k): k < n}  u  {(a, b): a < n, b < m}  u  {(a, b): a < m, b < n},

which is solved here in order of ``a + b`` (Nica, Remark 2.5) in exact Python integers
``S(a, b) = a*b*P(a, b)`` (the engine's scaling, ``certify/guesswho/engine.py``). When that region is
too much work for plain Python (``BUDGET`` two-part questions), ``solve_state`` returns
``None`` and the caller uses the engine; tests/test_engine.py compares the two.
"""

from __future__ import annotations

from gmpy2 import mpq

from . import rules as rulesets
from ..errors import CertifyError
from .moves import Move

BUDGET = 1_000_000  # question evaluations: about 0.1 s of plain Python, less than numba's start-up


class StateSolution:
    """Exact values of the states reached from ``(n, m)``, with the queries of ``Table``."""

    def __init__(self, rules: str, n: int, m: int, rows: dict[int, list[int]]):
        self.rules, self.n, self.m, self._rows = rules, n, m, rows

    def _check(self, n: int, m: int) -> None:
        if (n, m) != (self.n, self.m):
            raise CertifyError(f"state ({n}, {m}) was not solved here: only ({self.n}, {self.m})")

    def _value(self, a: int, b: int) -> mpq:
        return mpq(self._rows[a][b], a * b)

    def value(self, n: int, m: int) -> mpq:
        self._check(n, m)
        return self._value(n, m)

    def move_values(self, n: int, m: int) -> list[tuple[Move, mpq]]:
        """Every legal move at ``(n, m)`` with its exact value, best first."""
        self._check(n, m)
        game = rulesets.get(self.rules)
        scored = [(mv, rulesets.move_value(mv, n, m, self._value)) for mv in game.legal_moves(n, m)]
        return sorted(scored, key=lambda item: (-item[1], item[0].sort_key()))

    def optimal_moves(self, n: int, m: int) -> tuple[Move, ...]:
        """Every move attaining the value, in canonical order (empty at terminal states)."""
        best = self.value(n, m)
        return tuple(sorted((mv for mv, v in self.move_values(n, m) if v == best), key=Move.sort_key))


def work(rules: str, n: int, m: int) -> int:
    """About how many questions ``solve_state`` evaluates: ``a/2`` two-part questions at
    each of the ~``2nm`` states, and ``a^2/12`` three-part ones when the rules have them."""
    total = n * m * (n + m) // 4 + n * m
    if rulesets.get(rules).MAX_PARTS >= 3:
        total += n * m * (n * n + m * m) // 24
    return total


def solve_state(rules: str, n: int, m: int, budget: int = BUDGET) -> StateSolution | None:
    """The state ``(n, m)`` solved exactly, or ``None`` if that is more than ``budget`` work."""
    game = rulesets.get(rules)
    for name, size in (("n", n), ("m", m)):
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise CertifyError.usage(f"{name} must be a positive integer, got {size!r}")
    if not game.is_state(n, m):
        raise CertifyError(f"({n}, {m}) is not a state of the {game.NAME} game")
    if work(rules, n, m) > budget:
        return None
    big, small = max(n, m), min(n, m)
    # the region, bucketed by a + b; rows[a][b] will hold S(a, b)
    buckets: list[list[tuple[int, int]]] = [[] for _ in range(n + m + 1)]
    rows: dict[int, list[int]] = {}
    for a in range(1, big):
        top = big if a < small else small  # b < top: (a < n and b < m) or (a < m and b < n)
        rows[a] = [0] * max(top, n if a == m else 0)
        for b in range(1, top):
            buckets[a + b].append((a, b))
    rows.setdefault(m, [0] * n)
    rows[m] = rows[m] + [0] * (n - len(rows[m]))
    for k in range(1, n):
        if not (m < big and k < (big if m < small else small)):
            buckets[m + k].append((m, k))
    rows.setdefault(n, [0] * (m + 1))
    rows[n] = rows[n] + [0] * (m + 1 - len(rows[n]))
    buckets[n + m].append((n, m))
    guess, three = game.HAS_GUESS, game.MAX_PARTS >= 3
    add = int.__add__
    for bucket in buckets:
        for a, b in bucket:
            if not game.is_state(a, b):
                rows[a][b] = -1
                continue
            terminal = game.terminal_value(a, b)
            if terminal is not None:
                rows[a][b] = int(terminal * a * b)
                continue
            row = rows[b]
            best = b if guess else -1
            half = a // 2
            if half:
                best = max(best, a * b - min(map(add, row[1 : half + 1], row[a - 1 : a - half - 1 : -1])))
            if three:
                for x in range(1, a // 3 + 1):
                    for y in range(x, (a - x) // 2 + 1):
                        best = max(best, a * b - row[x] - row[y] - row[a - x - y])
            rows[a][b] = best
    return StateSolution(game.NAME, n, m, rows)
