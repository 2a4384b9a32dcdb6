"""Products with a bound (issue 38, item 3; gap (b) of session 14): ``Product(term, (i, low,
high))`` parses, evaluates exactly, exports to the bundle as ``["prod", ...]``, is evaluated by
the trusted checker, and its proof by induction is rebuilt by the trusted printer
(``S * f(n + c + 1)`` unfolded) as the prover states it."""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import given, settings, strategies as st

from certify.checkers import _compiled as compiled
from certify.checkers import _smt_print as smt_print
from certify.claims import export, registry


def tree(text: str) -> list:
    names = registry.namespace({})
    return export.to_tree(registry.parse(text, names, "test"))


@settings(max_examples=40, deadline=None)
@given(low=st.integers(-3, 3), length=st.integers(-1, 8), shift=st.integers(1, 5))
def test_the_checker_evaluates_a_product_exactly(low, length, shift):
    found = tree(f"Product(1 + 1/(k + {shift + 3}), (k, {low}, n))")
    assert found[0] == "prod" and found[1] == "k"
    n = low + length
    want = math.prod((1 + Fraction(1, k + shift + 3) for k in range(low, n + 1)), start=Fraction(1))
    assert compiled.evaluate(found, {"n": n}, None) == want  # an empty product (length -1) is 1


def test_the_tool_evaluates_a_product_exactly():
    from certify.claims.evaluate import compile_expr, pure_functions

    expression = registry.parse("Product(1 - 1/k**2, (k, 2, n))", registry.namespace({}), "test")
    value = compile_expr(expression, pure_functions())
    for n in range(2, 12):
        assert value({"n": n}) == Fraction(n + 1, 2 * n)


def test_the_induction_of_a_product_unfolds_one_factor():
    holds = tree("Eq(Product(1 + 1/k, (k, 1, n)), n + 1)")
    expression = {"N": 64, "vars": [["n", ["num", "1"], ["inf"]]], "where": ["true"], "holds": holds}
    derived = smt_print.induction(expression)
    assert derived is not None and derived["real"] == ["S_0"]
    base, step = derived["holds"][1], derived["holds"][2]
    assert base[0] == "eq" and base[1][0] == "mul" and base[1][1] == ["num", "1"]  # prod_{k=1}^{1}: 1 * (1 + 1/1)
    assert step[0] == "implies" and "prod" not in repr(step) and ["var", "S_0"] in step[2][1][1:]
    text = smt_print.obligation(expression)
    assert "S_0" in text and "(check-sat)" in text


def test_a_sum_still_unfolds_by_addition():
    holds = tree("Eq(Sum(2*i - 1, (i, 1, n)), n**2)")
    derived = smt_print.induction({"N": 64, "vars": [["n", ["num", "1"], ["inf"]]], "where": ["true"], "holds": holds})
    assert derived["holds"][1][1][0] == "add" and derived["holds"][2][2][1][0] == "add"
