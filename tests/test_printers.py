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

from certify.checkers._claims import Evidence
from certify.checkers._compiled import evaluate
from certify.claims.evaluate import ExactPrinter, compile_expr
from certify.claims.export import TreePrinter, to_tree
from certify.claims.parse import SYMPY_CALLS
from certify.claims.printing import ARITHMETIC, GAME, TARGETS, RegistryPrinter
from certify.claims.registry import namespace, parse
from certify.claims.vectorized import BlockPrinter, Evaluator, Unsupported, ints
from certify.coq.claims import CoqInteger, CoqTablePrinter
from certify.coq.claims import Untranslatable as NotCoq
from certify.errors import CertifyError
from certify.proofs.translate import Untranslatable, Z3Printer
from certify.claims import loading

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
                             (CoqInteger(), NotCoq), (BlockPrinter(None), Unsupported),
                             (CoqTablePrinter("official", 8), NotCoq)):
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


BLOCK = [(n, m) for n in range(-6, 7) for m in range(-6, 7)]


@settings(max_examples=60, deadline=None)
@given(expressions(), expressions(), st.sampled_from(["<", "<=", ">", ">=", "Eq", "Ne"]))
def test_the_vectorised_printer_agrees_with_the_exact_one_on_a_block_of_points(left, right, relation):
    """The vectorised evaluator's value at every point of a block (169 points at once) is the
    exact evaluator's, for a random expression and for a relation of two."""
    expr = parse(f"({left}) - ({right})", NAMES, "toy")
    claim = parse(f"{relation}({left}, {right})" if relation in ("Eq", "Ne") else f"({left}) {relation} ({right})",
                  NAMES, "toy")
    env = {"n": ints([n for n, _ in BLOCK]), "m": ints([m for _, m in BLOCK])}
    ev = Evaluator({}, [expr, claim])
    value, truth = ev(expr, env, len(BLOCK)), ev(claim, env, len(BLOCK))
    exact, holds = compile_expr(expr, {}), compile_expr(claim, {})
    for i, (n, m) in enumerate(BLOCK):
        expected = exact({"n": n, "m": m})
        assert Fraction(int(value.p[i]), int(value.den()[i])) == Fraction(int(expected.numerator), int(expected.denominator))
        assert bool(truth[i]) == bool(holds({"n": n, "m": m}))


# ---- a new paper's function: one registration, no printer edited --------------------------

NEW_PAPER = '''
from fractions import Fraction

from certify.claims.functions import function


@function()
def toy_triangle(n):
    """The n-th triangular number (a function a new paper brings)."""
    return Fraction(int(n) * (int(n) + 1), 2)
'''

NEW_REGISTRY = '''
[functions]
module = "newpaper.py"

[[claim]]
id = "toy.triangle"
statement = "2 T(n) = n (n + 1)."
vars = { n = [0, 40] }
holds = "Eq(2*toy_triangle(n), n*(n + 1))"
expect = "verified"

[[claim]]
id = "toy.triangle-misprint"
statement = "2 T(n) = n (n + 1), printed with an error at n = 7."
vars = { n = [0, 40] }
holds = "Eq(2*toy_triangle(n), n*(n + 1) + Piecewise((1, Eq(n, 7)), (0, True)))"
expect = "refuted"
'''


def _printers() -> set[type]:
    """Every printer class of the package (its modules imported above): RegistryPrinter's subclasses."""
    found, todo = set(), [RegistryPrinter]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.add(sub)
            todo.append(sub)
    return found


def test_every_target_has_a_titled_printer_that_knows_only_registered_functions():
    from certify.claims import functions

    printers = _printers()
    assert {p.target for p in printers} == set(TARGETS)
    for printer in printers:
        assert printer.title, printer
        if printer.known_functions is not None:  # the registered functions it implements, and it prints calls
            assert printer.known_functions <= set(functions.FUNCTIONS) and GAME[printer.target] is not None, printer


@pytest.fixture
def new_function(tmp_path):
    """``toy_triangle``, registered the way a new paper's functions are (``--functions
    MODULE.py``, here named by the registry's ``[functions]`` table); unregistered afterwards."""
    from certify.claims import functions, user_functions

    (tmp_path / "newpaper.py").write_text(NEW_PAPER)
    (tmp_path / "new.toml").write_text(NEW_REGISTRY)
    before = set(functions.FUNCTIONS)
    try:
        yield loading.load(tmp_path / "new.toml").claims
    finally:
        for name in set(functions.FUNCTIONS) - before:
            del functions.FUNCTIONS[name]
        user_functions._LOADED.pop((tmp_path / "newpaper.py").resolve(), None)


def test_a_new_function_is_handled_or_refused_by_name_by_every_target(new_function):
    """The acceptance test of issue 22, item 4: one registration (no printer edited) and every
    target prints the call, or refuses it in a message naming the target and the function."""
    from certify.checkers import CheckError
    from certify.claims import bounded, vectorized
    from certify.claims.functions import pure_functions
    from certify.coq.claims import lia_theorem
    from certify.proofs.prover import prove_claim

    claim, misprint = new_function["toy.triangle"], new_function["toy.triangle-misprint"]
    functions = pure_functions()
    n = sympy.Symbol("n", integer=True)
    call = next(iter(claim.holds.atoms(sympy.Function)))  # toy_triangle(n)
    assert type(call).__name__ == "toy_triangle"
    named = {}

    def refusal(printer, failure, expr, method=None):
        with pytest.raises(failure) as caught:
            (method or printer)(expr)
        assert "toy_triangle" in str(caught.value) and printer.title in str(caught.value), str(caught.value)
        named[printer.target] = str(caught.value)

    # exact evaluation: prints the call, evaluates it exactly
    assert compile_expr(call, functions)({"n": 9}) == 45
    # the bundle tree: prints the call; the trusted checker has no re-definition of it, and says so
    assert to_tree(call) == ["call", "toy_triangle", ["var", "n"]]
    with pytest.raises(CheckError, match="no re-definition of 'toy_triangle'"):
        evaluate(to_tree(call), {"n": Fraction(9)}, Evidence())
    # the vectorised evaluator: no block implementation, refused by name ...
    refusal(vectorized.BlockPrinter(None), vectorized.Unsupported, call)
    with pytest.raises(vectorized.Unsupported, match="vectorised evaluator: no block implementation of toy_triangle"):
        vectorized.Evaluator(functions, [claim.holds])
    # ... so the bounded check runs per point: verified, and the misprint refuted at n = 7
    result = bounded.check_bounded(claim, 40, functions)
    assert (result.holds, result.cases) == (True, 41)
    result = bounded.check_bounded(misprint, 40, functions)
    assert (result.holds, result.counterexample) == (False, {"n": 7})
    # Z3/SMT-LIB: refused by name; the prover reports the claim open, never proved
    refusal(Z3Printer(), Untranslatable, claim.holds)
    proof = prove_claim(claim, solvers=("z3",), timeout=5)
    assert proof.status == "open" and named["z3"] in proof.reason
    # Coq: the lia theorems' integer terms and the table theorems' statements refuse it by name
    refusal(CoqInteger(), NotCoq, 2 * call + n)
    table = CoqTablePrinter("official", 8)
    refusal(table, NotCoq, claim.holds, method=table.proposition)
    with pytest.raises(NotCoq, match="reads game values"):
        lia_theorem(claim)
    assert set(named) == {"vector", "z3", "coq", "coq_table"}
