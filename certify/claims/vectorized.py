"""A vectorised exact evaluator for bounded checks: the same answers as the per-point one, faster.

A block of points is evaluated at once: every value is an exact fraction held as two integer
arrays (numerator, positive denominator), int64 while an exact bound on the operands shows
the result fits, Python integers (numpy object arrays) otherwise; comparisons cross-multiply.
No float is used. A tree is printed once by :class:`BlockPrinter` (a
:class:`certify.claims.printing.RegistryPrinter`: one ``_print_Foo`` per node type, the
functions as declared once) into a closure run on every block. Piecewise, And, Or, Implies
and ITE evaluate a branch only on the points where the per-point evaluator (:mod:`.evaluate`)
would evaluate it, so the two raise and answer alike. Game functions are the library's
(:mod:`.functions.games`), read from the same checked table; any other callable (a
mutation's perturbed table, a recording wrapper) makes the caller use the per-point
evaluator. :func:`certify.claims.bounded.check_bounded` uses this only for what it provably
settles: any exception here sends it back to the per-point loop, the first and last point of
every block are evaluated again there, and a counterexample found here is re-evaluated there
before it is reported.
"""

from __future__ import annotations

import functools

import numpy as np
from gmpy2 import mpq
from sympy.core.function import AppliedUndef

from ..errors import CertifyError
from .functions import FUNCTIONS
from .printing import RegistryPrinter, is_game_call, outer_limit
from .registry import GameFunction, GamePredicate

LIMIT = 1 << 62  # int64 results stay below this bound (exact check on the operands' maxima)


class Unsupported(Exception):
    """The expression or its functions are outside this evaluator: use the per-point one."""


def _big(a) -> int:
    if not len(a):
        return 0
    return max(abs(int(a.max())), abs(int(a.min())))


def _obj(a):
    return a if a.dtype == object else a.astype(object)


def _mul(a, b):
    if a.dtype != object and b.dtype != object and _big(a) * _big(b) < LIMIT:
        return a * b
    return _obj(a) * _obj(b)


def _add(a, b):
    if a.dtype != object and b.dtype != object and _big(a) + _big(b) < LIMIT:
        return a + b
    return _obj(a) + _obj(b)


def _small(a):
    return a.astype(np.int64) if a.dtype == object and _big(a) < LIMIT else a


def _ones(L):
    return np.broadcast_to(np.int64(1), (L,))


class Q:
    """Exact fractions p/q elementwise (q > 0); ``q is None`` means every denominator is 1."""

    __slots__ = ("p", "q")

    def __init__(self, p, q=None):
        self.p, self.q = p, q

    def den(self):
        return _ones(len(self.p)) if self.q is None else self.q

    def reduced(self) -> "Q":
        if self.q is None:
            return self
        g = np.gcd(self.p, self.q)
        return Q(_small(self.p // g), _small(self.q // g))

    def tidy(self) -> "Q":
        return self.reduced() if self.q is not None and max(_big(self.p), _big(self.q)) > (1 << 40) else self

    def take(self, idx) -> "Q":
        return Q(self.p[idx], None if self.q is None else self.q[idx])

    def integers(self):
        """The values as integers (``as_int``): an error if one is not an integer."""
        if self.q is None:
            return self.p
        if np.any(self.p % self.q != 0):
            raise CertifyError("expected an integer")
        return _small(self.p // self.q)

    def __add__(self, o):
        if self.q is None and o.q is None:
            return Q(_add(self.p, o.p))
        return Q(_add(_mul(self.p, o.den()), _mul(o.p, self.den())), _mul(self.den(), o.den())).tidy()

    def __neg__(self):
        return Q(-self.p, self.q)

    def __sub__(self, o):
        return self + (-o)

    def __mul__(self, o):
        if self.q is None and o.q is None:
            return Q(_mul(self.p, o.p))
        return Q(_mul(self.p, o.p), _mul(self.den(), o.den())).tidy()

    def inverse(self) -> "Q":
        if np.any(self.p == 0):
            raise ZeroDivisionError("division by zero")
        negative = self.p < 0
        return Q(np.where(negative, -self.den(), self.den()), np.where(negative, -self.p, self.p))

    def __truediv__(self, o):
        return self * o.inverse()

    def cmp(self, o):
        if self.q is None and o.q is None:
            return self.p, o.p
        return _mul(self.p, o.den()), _mul(o.p, self.den())


def const(value, L) -> Q:
    value = mpq(value)
    p, q = int(value.numerator), int(value.denominator)
    if abs(p) < LIMIT and q < LIMIT:
        return Q(np.broadcast_to(np.int64(p), (L,)), None if q == 1 else np.broadcast_to(np.int64(q), (L,)))
    return Q(np.full(L, p, dtype=object), np.full(L, q, dtype=object))


def ints(a) -> Q:
    return Q(np.asarray(a, dtype=np.int64))


def _q(v) -> Q:
    return ints(v.astype(np.int64)) if isinstance(v, np.ndarray) else v


def _truth(v):
    return v if isinstance(v, np.ndarray) else v.p != 0


def _merge(L, parts):
    """Scatter (index array, value) pieces into one value of length L."""
    values = [v for _, v in parts]
    if all(isinstance(v, np.ndarray) for v in values):
        out = np.zeros(L, dtype=bool)
        for idx, v in parts:
            out[idx] = v
        return out
    values = [_q(v) for v in values]
    dtype = object if any(v.p.dtype == object or v.den().dtype == object for v in values) else np.int64
    p = np.zeros(L, dtype=dtype)
    for (idx, _), v in zip(parts, values):
        p[idx] = v.p
    if all(v.q is None for v in values):
        return Q(p)
    q = np.ones(L, dtype=dtype)
    for (idx, _), v in zip(parts, values):
        q[idx] = v.den()
    return Q(p, q)


def _floor_div(p, q):
    return _small(p // q)


def power(base: Q, exponent: Q) -> Q:
    e = exponent.integers()
    negative = e < 0
    if np.any(negative):
        if np.any(base.p[negative] == 0):
            raise ZeroDivisionError("zero to a negative power")
        flipped = base.inverse() if np.all(negative) else None
        base = flipped or _merge(len(e), [(np.flatnonzero(negative), base.take(negative).inverse()),
                                          (np.flatnonzero(~negative), base.take(~negative))])
        e = np.abs(e)
    top = int(e.max()) if len(e) else 0
    if base.p.dtype != object and base.den().dtype != object and max(_big(base.p), _big(base.den()), 1) ** top < LIMIT:
        return Q(base.p ** e, None if base.q is None else base.q ** e)
    return Q(_obj(base.p) ** _obj(e), _obj(base.den()) ** _obj(e)).reduced()


# ---- the function library, vectorised (certify/claims/functions/games.py, common.py) --------


def _P(ev, n, m) -> Q:
    n, m = n.integers(), m.integers()
    if np.any((n < 1) | (n > ev.max) | (m < 1) | (m > ev.max)):
        raise CertifyError("outside the table")
    scaled = ev.scaled[n, m]
    if np.any(scaled < 0):
        raise CertifyError("not a state")
    return Q(scaled, n * m)


def _where_nonzero(ev, parts, term):
    """sum of ``term(i, idx)`` over the parts, each on the points where that part is nonzero."""
    L = len(parts[0].p)
    total = const(0, L)
    for i, part in enumerate(parts):
        nz = part.p != 0
        idx = np.flatnonzero(nz)
        if len(idx):
            total = _merge(L, [(idx, total.take(idx) + term(i, idx)), (np.flatnonzero(~nz), total.take(~nz))])
    return total


def _mix(ev, m, parts, first=False):
    total = functools.reduce(Q.__add__, parts)
    s = _where_nonzero(ev, parts, lambda i, idx: parts[i].take(idx) * (
        _P(ev, parts[i].take(idx), m.take(idx)) if first else _P(ev, m.take(idx), parts[i].take(idx))))
    return s / total


def _move_value3(ev, n, m, *ks):
    n_int = n.integers()
    m.integers()
    ks_int = [k.integers() for k in ks]
    nonzero = [k != 0 for k in ks_int]
    any_part = np.any(nonzero, axis=0)
    total = sum(ks_int)
    if np.any(any_part & ((total != n_int) | np.any([k < 0 for k in ks_int], axis=0))):
        raise CertifyError("not a split")
    rest = _where_nonzero(ev, list(ks), lambda i, idx: ks[i].take(idx) / n.take(idx) * _P(ev, m.take(idx), ks[i].take(idx)))
    value = const(1, len(n_int)) - rest
    guess = np.flatnonzero(~any_part)
    if len(guess):
        value = _merge(len(n_int), [(guess, const(1, len(guess)) / n.take(guess)),
                                    (np.flatnonzero(any_part), value.take(any_part))])
    return value


def _other(n, k):
    """``n - k`` where ``k`` is nonzero, else 0 (the second part of the split ``k : n-k``)."""
    d = n - k
    return Q(np.where(k.p != 0, d.p, 0), None if d.q is None else np.where(k.p != 0, d.q, 1))


def _optimal3(ev, n, m, *ks):
    n, m = n.integers(), m.integers()
    L, M = len(n), ev.max + 1
    if M ** 5 >= LIMIT:
        raise Unsupported("table too large for move codes")
    integral = np.all([k.p % k.den() == 0 for k in ks], axis=0)
    cols = np.stack([np.where(integral, k.p // k.den(), 0) for k in ks] + [np.zeros(L, dtype=np.int64)] * (3 - len(ks)), axis=1)
    if cols.dtype == object or len(ks) > 3:
        raise Unsupported("parts")
    nonzero = cols != 0
    split = np.all(cols >= 0, axis=1) & (cols.sum(axis=1) == n)
    valid = integral & (~np.any(nonzero, axis=1) | split)
    cols = np.sort(cols, axis=1)  # the query: ascending parts, zeros (absent parts) first
    out = np.zeros(L, dtype=bool)
    idx = np.flatnonzero(valid)
    if len(idx):
        out[idx] = _in_runs(ev, n[idx], m[idx], cols[idx])
    return out


def _in_runs(ev, n, m, query):
    """Whether each query (3 columns, absent parts as leading zeros) is one of the optimal moves
    of its state, read from the checked table's runs as ``CheckedTable.optimal_parts`` reads
    them: a run (a, first, last, step) is the guess if a = first = last = 0, else the moves
    (a, b, n-a-b) without their zero parts, for b in range(first, last + 1, step)."""
    table, M = ev.view.table, ev.max
    if np.any((n < 1) | (n > M) | (m < 1) | (m > M)) or np.any(ev.scaled[n, m] < 0):
        raise CertifyError("a move outside the table")
    state = n * (M + 1) + m
    offsets = np.asarray(table.offsets, dtype=np.int64)
    counts = offsets[state + 1] - offsets[state]
    point = np.repeat(np.arange(len(n)), counts)
    starts = np.cumsum(counts) - counts
    rows = np.asarray(table.runs, dtype=np.int64)[offsets[state][point] + np.arange(int(counts.sum())) - starts[point]]
    a, first, last, step = rows.T
    if np.any(step <= 0):
        raise Unsupported("run step")
    q, nn = query[point], n[point]
    hit = (a == 0) & (first == 0) & (last == 0) & np.all(q == 0, axis=1)
    moves = ~((a == 0) & (first == 0) & (last == 0))
    for b in (np.zeros_like(a), q[:, 0], q[:, 1], q[:, 2]):
        r0 = r1 = r2 = np.zeros_like(a)  # the nonzero parts of (a, b, n-a-b) in order, zeros first
        for part in (a, b, nn - a - b):
            keep = part != 0
            r0, r1, r2 = np.where(keep, r1, r0), np.where(keep, r2, r1), np.where(keep, part, r2)
        same = (r0 == q[:, 0]) & (r1 == q[:, 1]) & (r2 == q[:, 2])
        inside = (first <= b) & (b <= last) & ((b - first) % step == 0)
        hit |= moves & same & inside
    return np.bincount(point[hit], minlength=len(n)) > 0


def _ilog2(ev, x):
    x = x.integers()
    if np.any(x < 1):
        raise CertifyError("ilog2 of a non-positive number")
    if len(x) and int(x.max()) < len(_LOG2):
        return ints(_LOG2[x])
    r = np.zeros(len(x), dtype=np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        big = (x >> s) > 0
        x = np.where(big, x >> s, x)
        r += big * s
    return ints(r)


# floor(log2 x) for 1 <= x < 2**16: 2**j copies of j, for j = 0, 1, ... (index 0 unused)
_LOG2 = np.concatenate([np.zeros(1, dtype=np.int64)] + [np.full(1 << j, j, dtype=np.int64) for j in range(16)])


def _clog2(ev, x):
    y = np.maximum(x.integers() - 1, 0)
    positive = y > 0
    out = np.zeros(len(y), dtype=np.int64)
    if np.any(positive):
        out[positive] = _ilog2(ev, ints(y[positive])).p + 1
    return ints(out)


VECTOR = {  # the block implementations of registered functions (BlockPrinter.known_functions)
    "P": _P,
    "P_split": lambda ev, m, a, b: _mix(ev, m, [a, b]),
    "P_split4": lambda ev, m, a, b, c, d: _mix(ev, m, [a, b, c, d]),
    "P_first": lambda ev, a, b, m: _mix(ev, m, [a, b], first=True),
    "move_value3": _move_value3,
    "move_value": lambda ev, n, m, k: _move_value3(ev, n, m, k, _other(n, k)),
    "optimal3": _optimal3,
    "optimal": lambda ev, n, m, k: (n.integers(), k.integers()) and _optimal3(ev, n, m, k, _other(n, k)),
    "ilog2": _ilog2,
    "clog2": _clog2,
}
MEMO = frozenset({"n_optimal", "count_optimal_splits", "first_at_most", "ilog3", "round_to", "P_mix"})
"""Library functions that only read exact values: called once per distinct argument tuple."""


def _unique_rows(table):
    """``np.unique(table, axis=0, return_inverse=True)``, through one integer key per row when
    the rows' ranges allow it (much faster)."""
    low = table.min(axis=0)
    spans = [int(x) + 1 for x in table.max(axis=0) - low]
    size = 1
    for span in spans:
        size *= span
    if size >= LIMIT:
        return np.unique(table, axis=0, return_inverse=True)
    key = np.zeros(len(table), dtype=np.int64)
    for i, span in enumerate(spans):
        key = key * span + (table[:, i] - low[i])
    keys, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    return table[first], inverse


def _memo(name, given):
    """A library function that only reads exact values: called once per distinct argument tuple."""
    if name not in MEMO:
        raise Unsupported(f"{BlockPrinter.title}: no block implementation of {name} (the per-point evaluator computes it)")

    def call(ev, *args):
        L = len(args[0].p) if args else 0
        if not L or any(a.p.dtype == object or a.den().dtype == object for a in args):
            raise Unsupported("memo arguments")
        table = np.stack([np.asarray(c) for a in args for c in (a.p, a.den())], axis=1)
        rows, inverse = _unique_rows(table)
        values = [given(*[mpq(int(r[2 * i]), int(r[2 * i + 1])) for i in range(len(args))]) for r in rows.tolist()]
        inverse = inverse.reshape(-1)
        if all(isinstance(v, bool) for v in values):
            return np.array(values, dtype=bool)[inverse]
        return Q(np.array([int(mpq(v).numerator) for v in values], dtype=object)[inverse],
                 np.array([int(mpq(v).denominator) for v in values], dtype=object)[inverse]).reduced()

    return call


# ---- the printer: a SymPy tree as a closure over blocks of points -------------------------


class BlockPrinter(RegistryPrinter):
    """A SymPy tree as a closure ``run(env, L)``: its value on a block of ``L`` points (``env``:
    name -> :class:`Q`; a value is a :class:`Q`, or a bool array for a condition). One
    ``_print_Foo`` per node type; the arithmetic functions as declared in
    :mod:`certify.claims.printing`; of the registered game and helper functions, those with a
    block implementation (:data:`VECTOR`) or memoised per distinct argument tuple
    (:data:`MEMO`), every other one refused (the per-point evaluator computes it).

    ``Piecewise``, ``And``, ``Or``, ``Implies`` and ``ITE`` run a branch only on the points
    where the per-point evaluator (:mod:`.evaluate`) evaluates it, so the two raise and answer
    alike."""

    target = "vector"
    title = "vectorised evaluator"
    known_functions = frozenset(VECTOR) | MEMO

    def __init__(self, ev: Evaluator):
        super().__init__()
        self.ev = ev

    def branch(self, e, truth=False):
        """``e`` on the points ``idx`` only, reading only the variables ``e`` reads: a closure
        ``(env, idx) -> [(idx, value)]``, nothing if there are no points."""
        run = self._print(e)
        names = {x.name for x in e.free_symbols}

        def on(env, idx):
            if not len(idx):
                return []
            value = run({k: v.take(idx) for k, v in env.items() if k in names}, len(idx))
            return [(idx, _truth(value) if truth else value)]

        return on

    def _args(self, e):
        return [self._print(a) for a in e.args]

    def _print_BooleanTrue(self, e):
        return lambda env, L: np.full(L, True)

    def _print_BooleanFalse(self, e):
        return lambda env, L: np.full(L, False)

    def _print_Rational(self, e):  # Integer and the singletons (Zero, One, Half...) too
        value = mpq(int(e.p), int(e.q))
        return lambda env, L: const(value, L)

    def _print_Symbol(self, e):
        name = e.name
        return lambda env, L: env[name]

    def _print_Piecewise(self, e):
        cases = [(self.branch(value), self.branch(condition, truth=True)) for value, condition in e.args]

        def run(env, L):
            live, parts = np.arange(L), []
            for value, condition in cases:
                if not len(live):
                    break
                c = condition(env, live)[0][1]
                parts += value(env, live[c])
                live = live[~c]
            if len(live):
                raise CertifyError("no case of a Piecewise applies")
            return _merge(L, parts)

        return run

    def _print_Sum(self, e):
        """A Sum depends only on its free variables: evaluated once per distinct tuple of them."""
        index, low, high, function = outer_limit(e)
        names = sorted(x.name for x in e.free_symbols)
        low, high, body = self._print(low), self._print(high), self._print(function)

        def points(env, L):
            lo, hi = _q(low(env, L)).integers(), _q(high(env, L)).integers()
            total = const(0, L)
            if not L or not np.any(lo <= hi):
                return total
            for i in range(int(lo.min()), int(hi.max()) + 1):
                active = (lo <= i) & (i <= hi)
                idx = np.flatnonzero(active)
                if not len(idx):
                    continue
                sub = {k: v.take(idx) for k, v in env.items()}
                sub[index.name] = const(i, len(idx))  # every variable: the body's free symbols exclude the index
                term = _q(body(sub, len(idx)))
                total = _merge(L, [(idx, total.take(idx) + term), (np.flatnonzero(~active), total.take(~active))])
            return total

        def run(env, L):
            columns = [env[k] for k in names]
            if L > 1 and columns and all(c.q is None and c.p.dtype != object for c in columns):
                rows, inverse = _unique_rows(np.stack([c.p for c in columns], axis=1))
                if len(rows) < L:
                    value = points({k: ints(rows[:, i]) for i, k in enumerate(names)}, len(rows))
                    return value.take(inverse.reshape(-1))
            return points(env, L)

        return run

    def _chain(conjunction):
        def print_chain(self, e):
            parts = [self.branch(a, truth=True) for a in e.args]

            def run(env, L):
                out = np.full(L, conjunction)
                live = np.arange(L)
                for part in parts:
                    if not len(live):
                        break
                    value = part(env, live)[0][1]
                    out[live] = value
                    live = live[value] if conjunction else live[~value]
                return out

            return run
        return print_chain

    _print_And, _print_Or = _chain(True), _chain(False)
    del _chain

    def _print_Implies(self, e):
        premise, conclusion = self._print(e.args[0]), self.branch(e.args[1], truth=True)

        def run(env, L):
            a = _truth(premise(env, L))
            return _merge(L, [(np.flatnonzero(~a), np.ones((~a).sum(), dtype=bool)), *conclusion(env, np.flatnonzero(a))])

        return run

    def _print_ITE(self, e):
        condition, then, otherwise = self._print(e.args[0]), self.branch(e.args[1]), self.branch(e.args[2])

        def run(env, L):
            a = _truth(condition(env, L))
            return _merge(L, [*then(env, np.flatnonzero(a)), *otherwise(env, np.flatnonzero(~a))])

        return run

    def _print_Not(self, e):
        inner = self._print(e.args[0])
        return lambda env, L: ~_truth(inner(env, L))

    def _relation(op):
        def print_relation(self, e):
            left, right = self._args(e)

            def run(env, L):
                a = _q(left(env, L))
                b = _q(right(env, L))
                return op(*a.cmp(b))

            return run
        return print_relation

    _print_Equality, _print_Unequality = _relation(np.equal), _relation(np.not_equal)
    _print_StrictLessThan, _print_LessThan = _relation(np.less), _relation(np.less_equal)
    _print_StrictGreaterThan, _print_GreaterThan = _relation(np.greater), _relation(np.greater_equal)
    del _relation

    def _operation(combine):
        def print_operation(self, e):
            args = self._args(e)
            return lambda env, L: combine([_q(a(env, L)) for a in args], L)
        return print_operation

    _print_Add = _operation(lambda args, L: functools.reduce(Q.__add__, args))
    _print_Mul = _operation(lambda args, L: functools.reduce(Q.__mul__, args))
    _print_Pow = _operation(lambda args, L: power(*args))
    del _operation

    def _print_declared(self, e, declared, spec):
        combine, args = DECLARED[spec], self._args(e)
        return lambda env, L: combine([_q(a(env, L)) for a in args], L)

    def _print_game_call(self, e, spec):
        name, ev, args = type(e).__name__, self.ev, self._args(e)
        call = ev.vector.get(name)
        if call is None:
            raise Unsupported(f"{self.title}: {name} was not among the expressions the evaluator was made for")
        return lambda env, L: call(ev, *[_q(a(env, L)) for a in args])

    def unsupported(self, e):
        if is_game_call(e):
            raise Unsupported(self.refused_call(e) + " (no block implementation: the per-point evaluator computes it)")
        raise Unsupported(f"{self.title}: cannot evaluate {type(e).__name__} in {e}")


def _min_max(smaller: bool):
    def pick(args, L):
        best = args[0]
        for x in args[1:]:
            l, r = x.cmp(best)
            take = (l < r) if smaller else (l > r)
            best = _merge(L, [(np.flatnonzero(take), x.take(take)), (np.flatnonzero(~take), best.take(~take))])
        return best
    return pick


def _mod(args, L):
    a, b = args[0].integers(), args[1].integers()
    if np.any(b == 0):
        raise ZeroDivisionError("modulo by zero")
    return ints(np.remainder(a, b))


DECLARED = {
    "floor": lambda args, L: args[0] if args[0].q is None else ints(_floor_div(args[0].p, args[0].q)),
    "ceiling": lambda args, L: args[0] if args[0].q is None else ints(-_floor_div(-args[0].p, args[0].q)),
    "mod": _mod,
    "min": _min_max(True),
    "max": _min_max(False),
    "abs": lambda args, L: Q(np.abs(args[0].p), args[0].q),
}
"""The declared arithmetic functions (:data:`certify.claims.printing.ARITHMETIC`, target
``vector``) on a block: ``(args, L) -> value``."""


class Evaluator:
    """Evaluates SymPy trees over blocks of points (``env``: name -> integer :class:`Q`):
    each tree printed once by :class:`BlockPrinter`, its closure run on every block. Made for
    the trees ``exprs`` with the claim's ``functions``: refused (:class:`Unsupported`) unless
    each function they call is the library's own (a table function reading one checked table)
    and has a block implementation or may be memoised."""

    def __init__(self, functions: dict, exprs):
        self.vector = {}
        self.view = None
        self.printer = BlockPrinter(self)
        self.compiled: dict = {}
        names = set()
        for expr in exprs:
            names |= {type(f).__name__ for f in expr.atoms(AppliedUndef, GameFunction, GamePredicate)}
        for name in names:
            given, spec = functions.get(name), FUNCTIONS.get(name)
            if spec is None or given is None:
                raise Unsupported(name)
            if spec.table:
                if not (isinstance(given, functools.partial) and given.func is spec.call and not given.keywords
                        and len(given.args) == 1):
                    raise Unsupported(name)
                view = given.args[0]
                if self.view is not None and view is not self.view:
                    raise Unsupported(name)
                self.view = view
            elif given is not spec.call:
                raise Unsupported(name)
            self.vector[name] = VECTOR.get(name) or _memo(name, given)
        if self.view is not None:
            from ..checkers.tables import CheckedTable

            if type(self.view.table) is not CheckedTable:
                raise Unsupported("table")
            self.scaled = np.asarray(self.view.table.scaled, dtype=np.int64)
            self.max = self.view.max
            self.moves: dict = {}

    def __call__(self, e, env: dict, L: int):
        run = self.compiled.get(e)
        if run is None:
            run = self.compiled[e] = self.printer(e)
        return run(env, L)


# ---- blocks of points, in the per-point loop's order -----------------------------------------


def blocks(ev: Evaluator, bounds, N: int, limit: int = 1 << 15):
    """The points of a claim's range as blocks ``(env, L)`` (name -> Q of integers), in the
    order of the per-point loop: variables in registry order, each from its low to its high
    bound; a block holds at most ``limit`` points unless one prefix alone has more."""

    def expand(i, env, L):
        if i == len(bounds):
            yield env, L
            return
        var, low, high = bounds[i]
        lo, hi = _q(ev(low, env, L)), _q(ev(high, env, L))
        if np.any(lo.p % lo.den() != 0) or np.any(hi.p % hi.den() != 0):
            raise CertifyError(f"bounds of {var} are not integers (write floor(...) or ceiling(...) in its range)")
        lo, hi = lo.integers(), hi.integers()
        counts = np.maximum(hi - lo + 1, 0)
        total = int(counts.sum())
        if total <= limit or L == 1:
            rep = np.repeat(np.arange(L), counts)
            starts = np.cumsum(counts) - counts
            values = lo[rep] + (np.arange(total) - starts[rep])
            sub = {k: v.take(rep) for k, v in env.items()}
            sub[var] = ints(values)
            yield from expand(i + 1, sub, total)
            return
        cumulative, start = np.cumsum(counts), 0
        while start < L:
            base = int(cumulative[start - 1]) if start else 0
            stop = max(start + 1, int(np.searchsorted(cumulative, base + limit, side="right")))
            idx = np.arange(start, min(stop, L))
            yield from expand(i, {k: v.take(idx) for k, v in env.items()}, len(idx))
            start = stop

    yield from expand(0, {"N": const(N, 1)}, 1)
