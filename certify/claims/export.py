"""A registry expression as a JSON tree, for the certificate bundle: the exact input of
:func:`certify.checkers.claims.evaluate`, which re-evaluates it with ``Fraction`` and no SymPy.

The tree mirrors :class:`certify.claims.evaluate._Source` node for node (the same
operations, the same lazy ``And``/``Or``/``Piecewise``), so both evaluate a claim alike.

>>> import sympy
>>> n = sympy.Symbol("n", integer=True)
>>> to_tree(sympy.Le(sympy.floor(n / 2), sympy.Rational(3, 4)))
['le', ['floor', ['mul', ['num', '1/2'], ['var', 'n']]], ['num', '3/4']]
"""

from __future__ import annotations

import sympy
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFalse, BooleanTrue

from ..errors import CertifyError
from .registry import GameFunction, GamePredicate

RELATIONS = {sympy.Eq: "eq", sympy.Ne: "ne", sympy.Lt: "lt", sympy.Le: "le", sympy.Gt: "gt", sympy.Ge: "ge"}
LOGIC = {sympy.And: "and", sympy.Or: "or", sympy.Not: "not", sympy.Implies: "implies", sympy.ITE: "ite"}
NAMED = {sympy.floor: "floor", sympy.ceiling: "ceiling", sympy.Min: "min", sympy.Max: "max", sympy.Abs: "abs",
         sympy.Mod: "mod"}


def to_tree(expr) -> list:
    """The JSON tree of a SymPy expression (see :mod:`certify.checkers.claims`)."""
    if isinstance(expr, bool) or isinstance(expr, (BooleanTrue, BooleanFalse)):
        return ["true"] if bool(expr) else ["false"]
    if expr in (sympy.oo, -sympy.oo):  # only as a bound of a symbolic claim's variable
        return ["inf"] if expr == sympy.oo else ["-inf"]
    if expr.is_Integer or expr.is_Rational:
        return ["num", str(sympy.Rational(expr))]
    if expr.is_Symbol:
        return ["var", expr.name]
    if isinstance(expr, sympy.Piecewise):
        return ["piecewise", *[[to_tree(value), to_tree(condition)] for value, condition in expr.args]]
    if isinstance(expr, sympy.Sum):
        (index, low, high), = expr.limits
        return ["sum", index.name, to_tree(low), to_tree(high), to_tree(expr.function)]
    if isinstance(expr, (AppliedUndef, GameFunction, GamePredicate)):
        return ["call", type(expr).__name__, *[to_tree(a) for a in expr.args]]
    args = [to_tree(a) for a in expr.args]
    if expr.is_Add:
        return ["add", *args]
    if expr.is_Mul:
        return ["mul", *args]
    if expr.is_Pow:
        return ["pow", *args]
    for table in (RELATIONS, LOGIC, NAMED):
        for kind, name in table.items():
            if isinstance(expr, kind):
                return [name, *args]
    raise CertifyError(f"cannot export {type(expr).__name__} in {expr}")


def claim_tree(claim, N: int) -> dict:
    """A claim's ``holds``, ``where`` and variable bounds (in order), with its range ``N``."""
    return {"N": N, "vars": [[var, to_tree(lo), to_tree(hi)] for var, (lo, hi) in claim.vars.items()],
            "where": to_tree(claim.where), "holds": to_tree(claim.holds)}
