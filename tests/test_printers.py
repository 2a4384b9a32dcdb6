"""One printer per target (issue 22, item 4): the declared functions reach every target, and
the targets agree where they overlap: the exact evaluator's value and the bundle checker's
value of the JSON tree (an independent evaluator over ``Fraction``) are equal on random
expressions and points; Z3 agrees with both on the truth of a relation."""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.checkers._claims import Evidence, evaluate
from certify.claims.evaluate import ExactPrinter, compile_expr
from certify.claims.export import TreePrinter, to_tree
from certify.claims.parse import SYMPY_CALLS
from certify.claims.printing import ARITHMETIC, GAME, TARGETS
from certify.claims.registry import namespace, parse
from certify.coq.claims import CoqInteger
from certify.coq.claims import Untranslatable as NotCoq
from certify.errors import CertifyError
from certify.proofs.translate import Untranslatable, Z3Printer

NAMES = namespace({})
N, M = NAMES["n"], NAMES["m"]


def test_every_declared_function_is_parsed_and_has_a_decision_for_every_target():
    for name, declared in ARITHMETIC.items():
        assert SYMPY_CALLS[name] is declared.cls
        assert set(declared.targets) == set(TARGETS), name
    assert set(GAME) == set(TARGETS)


@pytest.mark.parametrize("name", sorted(ARITHMETIC))
def test_each_target_prints_each_declared_function_or_says_it_cannot(name):
    declared = ARITHMETIC[name]
    args = ", ".join(["m/2 - n/3", "m", "3"][: max(declared.arity[0], 2 if declared.arity[1] is None else 1)])
    # (Coq's integer terms take floor and ceiling of a rational polynomial, Mod by a constant)
    expr = parse(f"{name}({args})" if name != "Mod" else "Mod(n, 3)", NAMES, "toy")
    assert isinstance(expr, declared.cls), expr
    for printer, failure in ((ExactPrinter(), CertifyError), (TreePrinter(), CertifyError), (Z3Printer(), Untranslatable),
                             (CoqInteger(), NotCoq)):
        if declared.targets[printer.target] is None:
            with pytest.raises(failure):
                printer(expr)
        else:
            assert printer(expr) is not None


def test_a_game_call_is_printed_by_the_exact_and_tree_targets_and_refused_by_z3():
    expr = parse("P(n, m) + 1", NAMES, "toy")
    assert to_tree(expr) == ["add", ["num", "1"], ["call", "P", ["var", "n"], ["var", "m"]]]
    assert "_f['P'](_env['n'], _env['m'])" in ExactPrinter()(expr)
    # the game value P is an uninterpreted function for the solvers (issue 25); every other game call is refused
    assert str(Z3Printer()(expr)) == "ToReal(1) + P(n, m)"
    with pytest.raises(Untranslatable, match="game or helper function P_first"):
        Z3Printer()(parse("P_first(n, m, 2) + 1", NAMES, "toy"))


ATOMS = ["n", "m", "(n - 3)", "(2*m + 1)", "(n/3)", "(m - 5/2)"]
WRAPS = ["floor({})", "ceiling({})", "Abs({})", "Min({}, {})", "Max({}, 2*{})", "Mod({}, 4)", "({})**2",
         "({}) + ({})", "({})*({})", "Piecewise(({}, n > m), ({}, True))", "Sum({}, (k, 0, m % 5))"]


@st.composite
def expressions(draw, depth=2):
    if depth == 0 or draw(st.booleans()):
        return draw(st.sampled_from(ATOMS))
    template = draw(st.sampled_from(WRAPS))
    if template.startswith("Sum"):  # one index (nested sums over k would merge their limits)
        return template.format(draw(st.sampled_from(ATOMS)))
    if template.startswith("Mod"):  # Mod of an integer
        return template.format(draw(st.sampled_from(["n", "m", "(n - 3)", "(2*m + 1)"])))
    return template.format(*[draw(expressions(depth=depth - 1)) for _ in range(template.count("{}"))])


@settings(max_examples=80, deadline=None)
@given(expressions(), expressions(), st.sampled_from(["<", "<=", ">", ">="]), st.integers(-6, 6), st.integers(-6, 6))
def test_the_exact_printer_the_tree_checker_and_z3_agree(left, right, relation, n, m):
    expr = parse(f"({left}) - ({right})", NAMES, "toy")
    env = {"n": n, "m": m}
    exact = compile_expr(expr, {})(env)
    checked = evaluate(to_tree(expr), {"n": Fraction(n), "m": Fraction(m)}, Evidence())
    assert Fraction(int(exact.numerator), int(exact.denominator)) == checked
    if expr.has(sympy.Sum):
        return
    claim = parse(f"({left}) {relation} ({right})", NAMES, "toy")
    if claim in (sympy.true, sympy.false):
        return
    printer = Z3Printer()
    try:
        translated = printer(claim)
    except Untranslatable:  # e.g. Mod of a non-polynomial: the SMT target declines it
        return
    solver = z3.Solver()
    solver.add(translated, *printer.side, printer.symbols.get("n", z3.Int("n")) == n,
               printer.symbols.get("m", z3.Int("m")) == m)
    holds = compile_expr(claim, {})(env)
    assert solver.check() == (z3.sat if holds else z3.unsat)
