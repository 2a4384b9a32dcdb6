"""Exact evaluation of registry expressions: SymPy trees compiled to closures over gmpy2 ``mpq``.

No float is ever produced: numbers are integers or ``mpq``, ``floor`` and ``ceiling`` are
integer operations, and game functions read values from certified tables.

Game functions (the rules are the claim's ``rules``; Cushing et al.'s notation):

* ``P(n, m)``: value of state ``(n, m)``;
* ``P_split(m, a, b)`` = P(m, [a:b]) = (a P(m, a) + b P(m, b)) / (a + b): the opponent's
  chance after we split our pool ``a : b``; ``P_split4(m, a, b, c, d)`` likewise;
* ``P_first(a, b, m)`` = P([a:b], m) = (a P(a, m) + b P(b, m)) / (a + b);
* ``move_value(n, m, k)``: value of the split ``k : n-k`` at ``(n, m)`` (``k = 0``: the guess);
  ``move_value3(n, m, i, j, k)`` for a split into up to three parts (zero parts dropped);
* ``optimal(n, m, k)`` / ``optimal3(n, m, i, j, k)``: whether that move is optimal;
* ``n_optimal(n, m)``: how many optimal moves ``(n, m)`` has;
* ``P_mix(a, b, c, d)`` = P([a:b], [c:d]): both players' pools split;
* ``first_at_most(m, t)``: the smallest ``n`` with ``P(n, m) <= t`` (Riddler/Nica handicaps);
* ``ilog2(x)``, ``ilog3(x)`` = floor(log2 x), floor(log3 x) for a positive integer;
  ``round_to(x, d)``: ``x`` rounded half-up to ``d`` decimals, exactly.

>>> import sympy
>>> n = sympy.Symbol("n", integer=True)
>>> compile_expr(sympy.floor(n / 4) + sympy.Rational(1, 3), {})({"n": 9})
mpq(7,3)
"""

from __future__ import annotations

import operator
from typing import Callable

import sympy
from gmpy2 import mpq
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFalse, BooleanTrue

from ..errors import CertifyError

Env = dict[str, object]


def _int(value) -> int:
    value = mpq(value)
    if value.denominator != 1:
        raise CertifyError(f"expected an integer, got {value}")
    return int(value.numerator)


def _floor(value) -> int:
    value = mpq(value)
    return int(value.numerator // value.denominator)


def _ceiling(value) -> int:
    value = mpq(value)
    return int(-((-value.numerator) // value.denominator))


def _ilog2(value) -> int:
    value = _int(value)
    if value < 1:
        raise CertifyError(f"ilog2 of {value}")
    return value.bit_length() - 1


def _ilog3(value) -> int:
    value = _int(value)
    if value < 1:
        raise CertifyError(f"ilog3 of {value}")
    power, exponent = 3, 0
    while power <= value:
        power, exponent = power * 3, exponent + 1
    return exponent


def _round_to(value, digits) -> mpq:
    scale = mpq(10) ** _int(digits)
    return mpq(_floor(mpq(value) * scale + mpq(1, 2)), 1) / scale


RELATIONS = {
    sympy.Eq: operator.eq, sympy.Ne: operator.ne, sympy.Lt: operator.lt,
    sympy.Le: operator.le, sympy.Gt: operator.gt, sympy.Ge: operator.ge,
}


def compile_expr(expr: sympy.Basic, functions: dict[str, Callable]) -> Callable[[Env], object]:
    """A closure computing ``expr`` exactly for an environment of variable values."""
    if isinstance(expr, (BooleanTrue, BooleanFalse)) or expr is sympy.true or expr is sympy.false:
        constant = bool(expr)
        return lambda env: constant
    if isinstance(expr, bool):
        return lambda env: expr
    if expr.is_Integer or expr.is_Rational:
        number = mpq(int(expr.p), int(expr.q))
        return lambda env: number
    if expr.is_Symbol:
        name = expr.name
        return lambda env: env[name]
    args = [compile_expr(a, functions) for a in expr.args]
    if expr.is_Add:
        return lambda env: sum((f(env) for f in args), mpq(0))
    if expr.is_Mul:
        def product(env):
            result = mpq(1)
            for f in args:
                result *= f(env)
            return result
        return product
    if expr.is_Pow:
        base, exponent = args
        return lambda env: mpq(base(env)) ** _int(exponent(env))
    for kind, op in RELATIONS.items():
        if isinstance(expr, kind):
            left, right = args
            return lambda env, op=op: op(left(env), right(env))
    if isinstance(expr, sympy.And):
        return lambda env: all(f(env) for f in args)
    if isinstance(expr, sympy.Or):
        return lambda env: any(f(env) for f in args)
    if isinstance(expr, sympy.Not):
        return lambda env: not args[0](env)
    if isinstance(expr, sympy.Implies):
        return lambda env: (not args[0](env)) or bool(args[1](env))
    if isinstance(expr, sympy.Piecewise):
        pairs = [(compile_expr(e, functions), compile_expr(c, functions)) for e, c in expr.args]

        def piecewise(env):
            for value, condition in pairs:
                if condition(env):
                    return value(env)
            raise CertifyError(f"no case of {expr} applies")
        return piecewise
    if isinstance(expr, sympy.floor):
        return lambda env: mpq(_floor(args[0](env)))
    if isinstance(expr, sympy.ceiling):
        return lambda env: mpq(_ceiling(args[0](env)))
    if isinstance(expr, sympy.Mod):
        return lambda env: mpq(_int(args[0](env)) % _int(args[1](env)))
    if isinstance(expr, sympy.Min):
        return lambda env: min(f(env) for f in args)
    if isinstance(expr, sympy.Max):
        return lambda env: max(f(env) for f in args)
    if isinstance(expr, sympy.Abs):
        return lambda env: abs(args[0](env))
    if isinstance(expr, AppliedUndef):
        name = type(expr).__name__
        if name not in functions:
            raise CertifyError(f"unknown function {name} in {expr}")
        function = functions[name]
        return lambda env: function(*(f(env) for f in args))
    raise CertifyError(f"cannot evaluate {type(expr).__name__} in {expr}")


def game_functions(table) -> dict[str, Callable]:
    """The game functions of the docstring, reading exact values from ``table``."""

    def P(n, m):
        n, m = _int(n), _int(m)
        if not (1 <= n <= table.max and 1 <= m <= table.max):
            raise OutOfRange(f"P({n}, {m}) is outside the table (N = {table.max})")
        return table.value(n, m)

    def mix(m, *parts, first=False):
        total = sum(parts)
        return sum((mpq(p) * (P(p, m) if first else P(m, p)) for p in parts if p), mpq(0)) / total

    def parts_of(n, ks):
        parts = tuple(sorted(_int(k) for k in ks if k != 0))
        if parts and (sum(parts) != n or any(p < 1 for p in parts)):
            raise CertifyError(f"{parts} is not a split of {n}")
        return parts

    def value3(n, m, *ks):
        n, m = _int(n), _int(m)
        parts = parts_of(n, ks)
        if not parts:
            return mpq(1, n)
        return 1 - sum((mpq(p, n) * P(m, p) for p in parts), mpq(0))

    def is_optimal3(n, m, *ks):
        n, m = _int(n), _int(m)
        parts = parts_of(n, ks)
        return any(tuple(mv.parts) == parts for mv in table.optimal_moves(n, m))

    def first_at_most(m, threshold):
        for n in range(1, table.max + 1):
            if P(n, m) <= threshold:
                return mpq(n)
        raise OutOfRange(f"no n <= {table.max} has P(n, {m}) <= {threshold}")

    def P_mix(a, b, c, d):
        ours, theirs = [p for p in (a, b) if p], [p for p in (c, d) if p]
        total = mpq(sum(ours) * sum(theirs))
        return sum((mpq(x * y) * P(x, y) for x in ours for y in theirs), mpq(0)) / total

    return {
        "P": P,
        "P_mix": P_mix,
        "first_at_most": first_at_most,
        "ilog3": lambda x: mpq(_ilog3(x)),
        "P_split": lambda m, a, b: mix(m, a, b),
        "P_split4": lambda m, a, b, c, d: mix(m, a, b, c, d),
        "P_first": lambda a, b, m: mix(m, a, b, first=True),
        "move_value": lambda n, m, k: value3(n, m, k, _int(n) - _int(k) if k else 0),
        "move_value3": value3,
        "optimal": lambda n, m, k: is_optimal3(n, m, k, _int(n) - _int(k) if k else 0),
        "optimal3": is_optimal3,
        "n_optimal": lambda n, m: mpq(len(table.optimal_moves(_int(n), _int(m)))),
        "ilog2": lambda x: mpq(_ilog2(x)),
        "round_to": _round_to,
    }


class OutOfRange(CertifyError):
    """A claim needed a value outside the tables of this audit."""


def pure_functions() -> dict[str, Callable]:
    """Functions available to claims that do not involve a game."""
    return {"ilog2": lambda x: mpq(_ilog2(x)), "ilog3": lambda x: mpq(_ilog3(x)), "round_to": _round_to}
