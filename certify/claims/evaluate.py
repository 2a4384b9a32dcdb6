"""Exact evaluation of registry expressions: SymPy trees compiled to closures over gmpy2 ``mpq``.

No float is ever produced: numbers are integers or ``mpq``, ``floor`` and ``ceiling`` are
integer operations, and game functions (the library in :mod:`certify.claims.functions`, one
module per paper) read values from checked tables and certificates.

>>> import sympy
>>> n = sympy.Symbol("n", integer=True)
>>> compile_expr(sympy.floor(n / 4) + sympy.Rational(1, 3), {})({"n": 9})
mpq(7,3)
"""

from __future__ import annotations

import math
from typing import Callable

import sympy
from gmpy2 import mpq
from sympy.core.function import AppliedUndef

from ..errors import CertifyError
from .exact import OutOfRange, as_int as _int, ceiling as _ceiling, floor as _floor  # noqa: F401  (OutOfRange re-exported)
from .functions import game_functions, pure_functions  # noqa: F401  (re-exported)
from .printing import RegistryPrinter, outer_limit
from .registry import GameFunction, GamePredicate

Env = dict[str, object]


class ExactPrinter(RegistryPrinter):
    """Python source for a SymPy expression: exact (mpq constants, integer floor); the
    functions it calls as declared in :mod:`certify.claims.printing`."""

    target = "exact"
    title = "exact evaluator"

    def __init__(self):
        super().__init__()
        self.constants: list[mpq] = []

    def const(self, value: mpq) -> str:
        self.constants.append(value)
        return f"_c[{len(self.constants) - 1}]"

    def _print_BooleanTrue(self, expr):
        return "True"

    def _print_BooleanFalse(self, expr):
        return "False"

    def _print_Rational(self, expr):  # Integer and the singletons (Zero, One, Half...) too
        return self.const(mpq(int(expr.p), int(expr.q)))

    def _print_Symbol(self, expr):
        return f"_env[{expr.name!r}]"

    def _print_Piecewise(self, expr):
        text = "_no_case()"
        for value, condition in reversed(expr.args):
            text = f"(({self(value)}) if ({self(condition)}) else ({text}))"
        return text

    def _print_Sum(self, expr):
        index, low, high, function = outer_limit(expr)
        body = self(function).replace(f"_env[{index.name!r}]", f"_i_{index.name}")
        return (f"sum((({body}) for _i_{index.name} in map(_mpq, range(_int({self(low)}), _int({self(high)}) + 1))), _c0)")

    def _print_Product(self, expr):
        index, low, high, function = outer_limit(expr)
        body = self(function).replace(f"_env[{index.name!r}]", f"_i_{index.name}")
        return (f"_prod((({body}) for _i_{index.name} in map(_mpq, range(_int({self(low)}), _int({self(high)}) + 1))), "
                "start=_c1)")

    def _args(self, expr):
        return [self(a) for a in expr.args]

    def _print_Add(self, expr):
        return "(" + " + ".join(self._args(expr)) + ")"

    def _print_Mul(self, expr):
        return "(" + " * ".join(self._args(expr)) + ")"

    def _print_Pow(self, expr):
        base, exponent = self._args(expr)
        return f"(_mpq({base}) ** _int({exponent}))"

    def _relation(op):
        def print_relation(self, expr):
            a, b = self._args(expr)
            return f"({a} {op} {b})"
        return print_relation

    _print_Equality, _print_Unequality = _relation("=="), _relation("!=")
    _print_StrictLessThan, _print_LessThan = _relation("<"), _relation("<=")
    _print_StrictGreaterThan, _print_GreaterThan = _relation(">"), _relation(">=")
    del _relation

    def _print_And(self, expr):
        return "(" + " and ".join(f"bool({a})" for a in self._args(expr)) + ")"

    def _print_Or(self, expr):
        return "(" + " or ".join(f"bool({a})" for a in self._args(expr)) + ")"

    def _print_Not(self, expr):
        return f"(not {self._args(expr)[0]})"

    def _print_ITE(self, expr):
        a = self._args(expr)
        return f"(({a[1]}) if ({a[0]}) else ({a[2]}))"

    def _print_Implies(self, expr):
        a = self._args(expr)
        return f"((not {a[0]}) or bool({a[1]}))"

    def _print_declared(self, expr, declared, spec):
        args = self._args(expr)
        return spec.format(*args, args=", ".join(args))

    def _print_game_call(self, expr, spec):
        return spec.format(name=type(expr).__name__, args=", ".join(self._args(expr)))

    def unsupported(self, expr):
        raise CertifyError(f"cannot evaluate {type(expr).__name__} in {expr}")


def _no_case():
    raise CertifyError("no case of a Piecewise applies")


def compile_expr(expr: sympy.Basic, functions: dict[str, Callable]) -> Callable[[Env], object]:
    """A function computing ``expr`` exactly for an environment of variable values.

    The expression is turned into Python source once (numbers as ``mpq`` constants,
    ``floor`` as integer division), so evaluating it at many points is fast.
    """
    source = ExactPrinter()
    body = source(expr)
    for name in {type(f).__name__ for f in expr.atoms(AppliedUndef, GameFunction, GamePredicate)}:
        if name not in functions:
            raise CertifyError(f"unknown function {name} in {expr}")
    namespace = {"_c": source.constants, "_c0": mpq(0), "_c1": mpq(1), "_prod": math.prod, "_f": functions, "_mpq": mpq, "_int": _int,
                 "_floor": _floor, "_ceiling": _ceiling, "_no_case": _no_case}
    return eval(f"lambda _env: {body}", namespace)  # noqa: S307 - source generated above from a SymPy tree


def paper_formula(claim_id: str) -> tuple[str, Callable[[Env], object]]:
    """``(locator, formula)`` for a registry claim of the form ``Eq(measure, formula)``: the
    paper's formula compiled exactly as the registry states it, to print beside a computed
    value (the formula itself lives only in the registry)."""
    from .loading import load

    claim = load().claims[claim_id]
    return claim.locator, compile_expr(claim.holds.rhs, pure_functions())
