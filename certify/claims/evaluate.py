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

from typing import Callable

import sympy
from gmpy2 import mpq
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFalse, BooleanTrue

from ..errors import CertifyError
from .exact import OutOfRange, as_int as _int, ceiling as _ceiling, floor as _floor  # noqa: F401  (OutOfRange re-exported)
from .functions import game_functions, pure_functions  # noqa: F401  (re-exported)
from .registry import GameFunction, GamePredicate

Env = dict[str, object]


RELATIONS = {sympy.Eq: "==", sympy.Ne: "!=", sympy.Lt: "<", sympy.Le: "<=", sympy.Gt: ">", sympy.Ge: ">="}


class _Source:
    """Python source for a SymPy expression: exact (mpq constants, integer floor)."""

    def __init__(self):
        self.constants: list[mpq] = []

    def const(self, value: mpq) -> str:
        self.constants.append(value)
        return f"_c[{len(self.constants) - 1}]"

    def __call__(self, expr) -> str:
        if isinstance(expr, bool) or isinstance(expr, (BooleanTrue, BooleanFalse)):
            return "True" if bool(expr) else "False"
        if expr.is_Integer or expr.is_Rational:
            return self.const(mpq(int(expr.p), int(expr.q)))
        if expr.is_Symbol:
            return f"_env[{expr.name!r}]"
        if isinstance(expr, sympy.Piecewise):
            text = "_no_case()"
            for value, condition in reversed(expr.args):
                text = f"(({self(value)}) if ({self(condition)}) else ({text}))"
            return text
        if isinstance(expr, sympy.Sum):
            (index, low, high), = expr.limits
            body = self(expr.function).replace(f"_env[{index.name!r}]", f"_i_{index.name}")
            return (f"sum((({body}) for _i_{index.name} in map(_mpq, range(_int({self(low)}), _int({self(high)}) + 1))), _c0)")
        args = [self(a) for a in expr.args]
        if expr.is_Add:
            return "(" + " + ".join(args) + ")"
        if expr.is_Mul:
            return "(" + " * ".join(args) + ")"
        if expr.is_Pow:
            return f"(_mpq({args[0]}) ** _int({args[1]}))"
        for kind, op in RELATIONS.items():
            if isinstance(expr, kind):
                return f"({args[0]} {op} {args[1]})"
        simple = {sympy.And: " and ", sympy.Or: " or "}
        for kind, joiner in simple.items():
            if isinstance(expr, kind):
                return "(" + joiner.join(f"bool({a})" for a in args) + ")"
        if isinstance(expr, sympy.Not):
            return f"(not {args[0]})"
        if isinstance(expr, sympy.ITE):
            return f"(({args[1]}) if ({args[0]}) else ({args[2]}))"
        if isinstance(expr, sympy.Implies):
            return f"((not {args[0]}) or bool({args[1]}))"
        named = {sympy.floor: "_floor", sympy.ceiling: "_ceiling", sympy.Min: "min", sympy.Max: "max", sympy.Abs: "abs"}
        for kind, name in named.items():
            if isinstance(expr, kind):
                return f"_mpq({name}({', '.join(args)}))"
        if isinstance(expr, sympy.Mod):
            return f"_mpq(_int({args[0]}) % _int({args[1]}))"
        if isinstance(expr, (AppliedUndef, GameFunction, GamePredicate)):
            return f"_f[{type(expr).__name__!r}]({', '.join(args)})"
        raise CertifyError(f"cannot evaluate {type(expr).__name__} in {expr}")


def _no_case():
    raise CertifyError("no case of a Piecewise applies")


def compile_expr(expr: sympy.Basic, functions: dict[str, Callable]) -> Callable[[Env], object]:
    """A function computing ``expr`` exactly for an environment of variable values.

    The expression is turned into Python source once (numbers as ``mpq`` constants,
    ``floor`` as integer division), so evaluating it at many points is fast.
    """
    source = _Source()
    body = source(expr)
    for name in {type(f).__name__ for f in expr.atoms(AppliedUndef, GameFunction, GamePredicate)}:
        if name not in functions:
            raise CertifyError(f"unknown function {name} in {expr}")
    namespace = {"_c": source.constants, "_c0": mpq(0), "_f": functions, "_mpq": mpq, "_int": _int,
                 "_floor": _floor, "_ceiling": _ceiling, "_no_case": _no_case}
    return eval(f"lambda _env: {body}", namespace)  # noqa: S307 - source generated above from a SymPy tree


def paper_formula(claim_id: str) -> tuple[str, Callable[[Env], object]]:
    """``(locator, formula)`` for a registry claim of the form ``Eq(measure, formula)``: the
    paper's formula compiled exactly as the registry states it, to print beside a computed
    value (the formula itself lives only in the registry)."""
    from .registry import load_registry

    claim = load_registry()[claim_id]
    return claim.locator, compile_expr(claim.holds.rhs, pure_functions())
