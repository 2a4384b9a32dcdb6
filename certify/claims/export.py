"""A registry expression as a JSON tree, for the certificate bundle: the exact input of
:func:`certify.checkers._compiled.evaluate`, which re-evaluates it with ``Fraction`` and no SymPy.

The tree mirrors :class:`certify.claims.evaluate.ExactPrinter` node for node (the same
operations, the same lazy ``And``/``Or``/``Piecewise``), so both evaluate a claim alike.

>>> import sympy
>>> n = sympy.Symbol("n", integer=True)
>>> to_tree(sympy.Le(sympy.floor(n / 2), sympy.Rational(3, 4)))
['le', ['floor', ['mul', ['num', '1/2'], ['var', 'n']]], ['num', '3/4']]
"""

from __future__ import annotations

import sympy

from ..errors import CertifyError
from .printing import RegistryPrinter, outer_limit


class TreePrinter(RegistryPrinter):
    """The JSON tree of a SymPy expression, node for node (see :mod:`certify.checkers._claims`);
    the functions as declared in :mod:`certify.claims.printing`."""

    target = "tree"
    title = "bundle's expression tree"

    def _print_BooleanTrue(self, expr):
        return ["true"]

    def _print_BooleanFalse(self, expr):
        return ["false"]

    def _print_Infinity(self, expr):  # only as a bound of a symbolic claim's variable
        return ["inf"]

    def _print_NegativeInfinity(self, expr):
        return ["-inf"]

    def _print_Rational(self, expr):  # Integer and the singletons (Zero, One, Half...) too
        return ["num", str(sympy.Rational(expr))]

    def _print_Symbol(self, expr):
        return ["var", expr.name]

    def _print_Piecewise(self, expr):
        return ["piecewise", *[[self(value), self(condition)] for value, condition in expr.args]]

    def _print_Sum(self, expr):
        index, low, high, function = outer_limit(expr)
        return ["sum", index.name, self(low), self(high), self(function)]

    def _print_Product(self, expr):
        index, low, high, function = outer_limit(expr)
        return ["prod", index.name, self(low), self(high), self(function)]

    def _print_game_call(self, expr, spec):
        return [spec, type(expr).__name__, *[self(a) for a in expr.args]]

    def _print_declared(self, expr, declared, spec):
        return [spec, *[self(a) for a in expr.args]]

    def _tagged(tag):
        def print_node(self, expr):
            return [tag, *[self(a) for a in expr.args]]
        return print_node

    _print_Add, _print_Mul, _print_Pow = _tagged("add"), _tagged("mul"), _tagged("pow")
    _print_Equality, _print_Unequality = _tagged("eq"), _tagged("ne")
    _print_StrictLessThan, _print_LessThan = _tagged("lt"), _tagged("le")
    _print_StrictGreaterThan, _print_GreaterThan = _tagged("gt"), _tagged("ge")
    _print_And, _print_Or, _print_Not = _tagged("and"), _tagged("or"), _tagged("not")
    _print_Implies, _print_ITE = _tagged("implies"), _tagged("ite")
    del _tagged

    def unsupported(self, expr):
        raise CertifyError(f"cannot export {type(expr).__name__} in {expr}")


def to_tree(expr) -> list:
    """The JSON tree of a SymPy expression (see :mod:`certify.checkers._claims`)."""
    return TreePrinter()(expr)


def claim_tree(claim, N: int) -> dict:
    """A claim's ``holds``, ``where`` and variable bounds (in order), with its range ``N``, and
    ``real``, the sorted names it declares real, when it declares any (every other symbol is an
    integer: :mod:`certify.checkers._smt_print` declares it ``Int``)."""
    tree = {"N": N, "vars": [[var, to_tree(lo), to_tree(hi)] for var, (lo, hi) in claim.vars.items()],
            "where": to_tree(claim.where), "holds": to_tree(claim.holds)}
    if claim.real:
        tree["real"] = sorted(claim.real)
    return tree
