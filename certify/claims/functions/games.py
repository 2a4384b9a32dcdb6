"""Functions of a game table, for Cushing et al., Nica and the Riddler (Cushing et al.'s notation).

Each takes the claim's :class:`TableView` first (bound by ``game_functions``); the view reads
a table that :func:`certify.checkers.tables.load_checked` accepted, values and optimal moves
both as that checker decodes them.

* ``P(n, m)``: value of state ``(n, m)``;
* ``P_split(m, a, b)`` = P(m, [a:b]) = (a P(m, a) + b P(m, b)) / (a + b): the opponent's
  chance after we split our pool ``a : b``; ``P_split4(m, a, b, c, d)`` likewise;
* ``P_first(a, b, m)`` = P([a:b], m) = (a P(a, m) + b P(b, m)) / (a + b);
* ``move_value(n, m, k)``: value of the split ``k : n-k`` at ``(n, m)`` (``k = 0``: the guess);
  ``move_value3(n, m, i, j, k)`` for a split into up to three parts (zero parts dropped);
* ``optimal(n, m, k)`` / ``optimal3(n, m, i, j, k)``: whether that move is optimal;
* ``n_optimal(n, m)``: how many optimal moves ``(n, m)`` has;
  ``count_optimal_splits(n, m, lo, hi)``: how many splits ``k : n-k`` with ``lo <= k <= hi`` are;
* ``P_mix(a, b, c, d)`` = P([a:b], [c:d]): both players' pools split;
* ``first_at_most(m, t)``: the smallest ``n`` with ``P(n, m) <= t`` (Riddler/Nica handicaps);
* ``P_official(n, m)``: the value of ``(n, m)`` under the official rules, for a claim whose own
  table is another rule set (Cushing et al.'s introduction compares the tripartite game with
  the official one): a second table of the same size, solved and accepted by the table checker.
"""

from __future__ import annotations

from gmpy2 import mpq

from ...errors import CertifyError
from ..exact import OutOfRange, as_int
from .declare import function


class TableView:
    """Cached exact reads of one checked table (``value``, ``optimal_parts``)."""

    def __init__(self, table):
        self.table = table
        self.max = table.max
        self._values: dict = {}
        self._parts: dict = {}

    def value(self, n: int, m: int) -> mpq:
        key = (n, m)
        if key not in self._values:
            if not (1 <= n <= self.max and 1 <= m <= self.max):
                raise OutOfRange(f"P({n}, {m}) is outside the table (N = {self.max})")
            scaled = int(self.table.scaled[n, m])
            if scaled < 0:
                raise CertifyError(f"({n}, {m}) is not a state of the {self.table.rules} game")
            self._values[key] = mpq(scaled, n * m)
        return self._values[key]

    def optimal_parts(self, n: int, m: int) -> frozenset:
        key = (n, m)
        if key not in self._parts:
            if not (1 <= n <= self.max and 1 <= m <= self.max):
                raise OutOfRange(f"moves at ({n}, {m}) are outside the table (N = {self.max})")
            self.value(n, m)  # a state of the game
            self._parts[key] = frozenset(self.table.optimal_parts(n, m))
        return self._parts[key]


def _P(t: TableView, n, m) -> mpq:
    return t.value(as_int(n), as_int(m))


def _mix(t: TableView, m, parts, first=False) -> mpq:
    total = sum(parts)
    return sum((mpq(p) * (_P(t, p, m) if first else _P(t, m, p)) for p in parts if p), mpq(0)) / total


def _parts_of(n: int, ks) -> tuple:
    parts = tuple(sorted(as_int(k) for k in ks if k != 0))
    if parts and (sum(parts) != n or any(p < 1 for p in parts)):
        raise CertifyError(f"{parts} is not a split of {n}")
    return parts


@function("P", table=True)
def P(t, n, m):
    return _P(t, n, m)


@function(table=True)
def P_split(t, m, a, b):
    return _mix(t, m, (a, b))


@function(table=True)
def P_split4(t, m, a, b, c, d):
    return _mix(t, m, (a, b, c, d))


@function(table=True)
def P_first(t, a, b, m):
    return _mix(t, m, (a, b), first=True)


@function(table=True)
def move_value3(t, n, m, *ks):
    n, m = as_int(n), as_int(m)
    parts = _parts_of(n, ks)
    if not parts:
        return mpq(1, n)
    return 1 - sum((mpq(p, n) * _P(t, m, p) for p in parts), mpq(0))


@function(table=True)
def move_value(t, n, m, k):
    return move_value3(t, n, m, k, as_int(n) - as_int(k) if k else 0)


@function(table=True, predicate=True)
def optimal3(t, n, m, *ks):
    n, m = as_int(n), as_int(m)
    try:
        parts = _parts_of(n, ks)
    except CertifyError:
        return False  # not a split of n: not a legal move, so not an optimal one
    return parts in t.optimal_parts(n, m)


@function(table=True, predicate=True)
def optimal(t, n, m, k):
    return optimal3(t, n, m, k, as_int(n) - as_int(k) if k else 0)


@function(table=True)
def n_optimal(t, n, m):
    return mpq(len(t.optimal_parts(as_int(n), as_int(m))))


@function(table=True)
def count_optimal_splits(t, n, m, low, high):
    ks = {parts[0] for parts in t.optimal_parts(as_int(n), as_int(m)) if len(parts) == 2}
    return mpq(sum(1 for k in range(as_int(low), as_int(high) + 1) if k in ks))


@function(table=True)
def P_mix(t, a, b, c, d):
    ours, theirs = [p for p in (a, b) if p], [p for p in (c, d) if p]
    total = mpq(sum(ours) * sum(theirs))
    return sum((mpq(x * y) * _P(t, x, y) for x in ours for y in theirs), mpq(0)) / total


@function(table=True)
def first_at_most(t, m, threshold):
    for n in range(1, t.max + 1):
        if _P(t, n, m) <= threshold:
            return mpq(n)
    raise OutOfRange(f"no n <= {t.max} has P(n, {m}) <= {threshold}")


OFFICIAL: dict = {}  # size -> TableView of a checked official table (the second table of a comparison)


def official_view(size: int) -> TableView:
    """A checked official-rules table of ``size``, solved once, as the table checker decodes it."""
    import tempfile
    from pathlib import Path

    from ...checkers import CheckError
    from ...checkers.tables import load_checked
    from ...guesswho.table import solve

    if size not in OFFICIAL:
        with tempfile.TemporaryDirectory() as tmp:
            path = solve("official", size).write(Path(tmp) / f"official-{size}.npz")
            try:
                OFFICIAL[size] = TableView(load_checked(path, "official"))
            except CheckError as problem:
                raise CertifyError(f"the official table failed the independent check: {problem}") from None
    return OFFICIAL[size]


@function(table=True)
def P_official(t, n, m):
    if t.table.rules == "official":
        return _P(t, n, m)
    return _P(official_view(t.max), n, m)
