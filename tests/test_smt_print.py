"""The obligations the bundle checker rebuilds from a claim's expression tree
(certify/checkers/_smt_print.py, issue 21 item 2): equisatisfiable with the tool's SymPy -> z3
translation (certify/proofs/translate.py) on random claims; every obligation of the packaged
index rebuilt but the named ones; the rebuilt text, not the bundle's file, decides."""

from __future__ import annotations

import hashlib
import json
import types
from pathlib import Path

import pytest
import sympy
import z3
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from certify.checkers import CheckError, smt
from certify.checkers import _smt_print as printer
from certify.checkers._bundle_claim import Bundle
from certify.checkers._bundle_registry import INDEX, Registry
from certify.claims.export import claim_tree, to_tree
from certify.proofs.smtlib import smt2_text
from certify.proofs.translate import Untranslatable, build
from certify.claims import loading

n, m = sympy.Symbol("n", integer=True), sympy.Symbol("m", integer=True)
x = sympy.Symbol("x", real=True)  # a symbol the claim declares real (real = ["x"]); n and m are integers
SOLVE_MS = 4000


def _answer(text: str) -> str:
    solver = z3.Solver()
    solver.set("timeout", SOLVE_MS)
    solver.from_string(text)
    return str(solver.check())


def _claims(draw_var):
    """Random registry-like expressions over n in [1, oo), m in [0, 6], x in [1/2, 3] (holds, where)."""
    leaves = st.sampled_from([n, m, x, sympy.Integer(0), sympy.Integer(2), sympy.Integer(-3), sympy.Rational(1, 2)])

    def grow(inner):
        return st.one_of(
            st.tuples(inner, inner).map(lambda t: t[0] + t[1]),
            st.tuples(inner, inner).map(lambda t: t[0] * t[1]),
            inner.map(lambda e: e ** 2),
            inner.map(lambda e: e / n),  # n >= 1: a positive denominator
            inner.map(lambda e: e / (m + 1)),
            inner.map(lambda e: sympy.floor(e / 3)),
            inner.map(lambda e: sympy.ceiling(e)),
            inner.map(lambda e: sympy.Abs(e)),
            st.tuples(inner, inner).map(lambda t: sympy.Min(*t)),
            st.tuples(inner, inner).map(lambda t: sympy.Max(*t)),
            st.sampled_from([2 ** n, 2 ** (m + 1), 2 ** (n - m)]),
            inner.map(lambda e: sympy.Mod(e, 3)),
        )

    terms = st.recursive(leaves, grow, max_leaves=5)
    relation = st.tuples(st.sampled_from([sympy.Eq, sympy.Ne, sympy.Lt, sympy.Le, sympy.Gt, sympy.Ge]), terms, terms) \
        .map(lambda t: t[0](t[1], t[2]))
    formula = st.recursive(relation, lambda inner: st.one_of(
        st.tuples(inner, inner).map(lambda t: sympy.And(*t)), st.tuples(inner, inner).map(lambda t: sympy.Or(*t)),
        inner.map(sympy.Not), st.tuples(inner, inner).map(lambda t: sympy.Implies(*t))), max_leaves=3)
    equation = st.sampled_from([sympy.Eq(n, m), sympy.Eq(m, n + 1), sympy.Eq(n, 2 * m - 1), sympy.Eq(m, 3), sympy.Eq(n, m * m)])
    where = st.one_of(st.just(sympy.true), relation, st.tuples(equation, relation).map(lambda t: sympy.And(*t)))
    return st.tuples(formula, where)  # an equation in where: the printer substitutes it (when linear)


def _claim(holds, where):
    return types.SimpleNamespace(id="random", locator="test", normal_form="", holds=holds, where=where, real=frozenset({"x"}),
                                 vars={"n": (sympy.Integer(1), sympy.oo), "m": (sympy.Integer(0), sympy.Integer(6)),
                                       "x": (sympy.Rational(1, 2), sympy.Integer(3))})


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(_claims(None), st.booleans())
@example((sympy.Ne((n + x) / n**2, m), sympy.true), False)  # once decided by x's declared non-integrality
def test_the_rebuilt_obligation_is_equisatisfiable_with_the_tools(pair, relaxed):
    holds, where = pair
    assume(holds not in (sympy.true, sympy.false) and where is not sympy.false)
    claim = _claim(holds, where)
    relaxed = relaxed and not any(e.has(sympy.floor, sympy.ceiling, sympy.Mod) for e in (holds, where))
    try:
        tool = smt2_text(claim, build(claim, relaxed)[0])
    except Untranslatable:  # the tool refuses it
        assume(False)
    try:
        mine = printer.obligation(claim_tree(claim, 10), relaxed=relaxed)
    except printer.Unsupported:  # what the printer leaves out: the packaged index's test names it
        assume(False)
    smt.obligation_commands(mine)
    if relaxed:  # a real logic declares no Int sort and no to_real (cvc5 refuses them)
        assert " Int" not in mine and "to_real" not in mine, (holds, where, mine)
    theirs, ours = _answer(tool), _answer(mine)
    assume("unknown" not in (theirs, ours))
    if theirs != ours and "unknown" not in (theirs, ours):  # both abstract powers, each its own way (the printer
        # substitutes an equation and decides 2**(m+1) at m = 3; the tool keeps more axioms of 2**(2n - 2m) once
        # n = 2m - 1 is not substituted): the sat side's model must be spurious, never a genuine counterexample
        point = _model(tool if theirs == "sat" else mine)
        assume(point is not None)
        assert not (where.subs(point) == sympy.true and holds.subs(point) == sympy.false), (holds, where, point, mine)
        return
    assert theirs == ours, (holds, where, relaxed, mine)


def _model(text: str) -> dict | None:
    """The exact values of n, m, x in z3's model of ``text`` (None if it has none, or an irrational one)."""
    solver = z3.Solver()
    solver.set("timeout", SOLVE_MS)
    solver.from_string(text)
    if solver.check() != z3.sat:
        return None
    model, point = solver.model(), {n: 1, m: 0, x: sympy.Rational(1, 2)}  # a variable z3 leaves free: any value
    for symbol in point:
        value = next((model[d] for d in model.decls() if d.name() == symbol.name), None)
        if value is not None:
            if not (z3.is_int_value(value) or z3.is_rational_value(value)):
                return None
            point[symbol] = sympy.Rational(value.as_fraction().numerator, value.as_fraction().denominator) \
                if z3.is_rational_value(value) else sympy.Integer(value.as_long())
    return point


def test_the_tools_translation_of_two_shapes_it_got_wrong():
    """A power in a denominator the solvers cannot clear is a product (z3's ``**`` printed as
    ``^``, not SMT-LIB); a Mod inside the relaxed positivity check is refused, not a z3 crash."""
    holds = sympy.Or(sympy.floor(m / 3 + sympy.Rational(2, 3)) >= 0, sympy.Eq(sympy.Rational(1, 4), sympy.Abs(m / n ** 2)))
    text = smt2_text(_claim(holds, sympy.true), build(_claim(holds, sympy.true))[0])
    assert "^" not in text and _answer(text) == "unsat"
    claim = _claim(sympy.Mod(2 ** n, 3) / (m + 1) >= 4, sympy.Mod(m, 3) / (m + 1) < 2 / (n ** 2 * (m + 1)))
    with pytest.raises(Untranslatable):  # Mod(2**n, 3): no integer polynomial; Mod(m, 3) no longer crashes first
        build(claim)


def test_a_relaxed_case_split_of_integer_constants_is_real_for_both_solvers():
    """AB Theorem 4's lower bounds count indicator terms (ite(c, 1, 0)): relaxed, each branch is a
    real numeral, not an Int under to_real, which cvc5 refuses in QF_LRA (it answered an error, and
    the prover fell back to the integer obligation)."""
    count = sympy.Piecewise((1, n >= m), (0, True)) + sympy.Piecewise((1, n < m), (0, True))
    claim = _claim(count <= m + 1, sympy.true)  # beside a real term (m relaxed): was (to_real (ite ...))
    text = printer.obligation(claim_tree(claim, 10), relaxed=True)
    assert "(set-logic QF_LRA)" in text and " Int" not in text and "to_real" not in text
    assert smt.answer("cvc5", text, 20) == smt.answer("z3", text, 20) == "unsat"
    wrong = printer.obligation(claim_tree(_claim(count <= m, sympy.true), 10), relaxed=True)  # m = 0
    assert smt.answer("cvc5", wrong, 20) == smt.answer("z3", wrong, 20) == "sat"


def test_a_false_claim_is_sat_and_a_true_one_unsat():
    claim = _claim(sympy.Le(sympy.floor(n / 2) * 2, n), sympy.true)
    assert _answer(printer.obligation(claim_tree(claim, 10))) == "unsat"
    claim = _claim(sympy.Le(sympy.floor(n / 2) * 2, n - 1), sympy.true)
    assert _answer(printer.obligation(claim_tree(claim, 10))) == "sat"


def _p_claim(holds):
    return {"N": 5, "vars": [["n", ["num", "1"], ["var", "N"]], ["m", ["num", "1"], ["var", "N"]]],
            "where": ["true"], "holds": holds}


def test_the_game_value_is_an_uninterpreted_function():
    """Cushing et al. Theorem 1.1's step nodes: P is declared, not defined, so only what holds for
    every function is unsat (congruence), and a property of the game's P alone is not."""
    p = lambda a, b: ["call", "P", a, b]  # noqa: E731
    n, m = ["var", "n"], ["var", "m"]
    congruence = ["implies", ["eq", n, m], ["eq", p(n, m), p(m, n)]]
    text = printer.obligation(_p_claim(congruence))
    assert "(declare-fun P (Int Int) Real)" in text and "(set-logic QF_UF" in text
    assert _answer(text) == "unsat"
    assert _answer(printer.obligation(_p_claim(["le", p(n, m), ["num", "1"]]))) == "sat"  # P <= 1 is the game's, not every P's
    with pytest.raises(printer.Unsupported):  # its arguments are integers: no all-real variant
        printer.obligation(_p_claim(congruence), relaxed=True)


@pytest.mark.parametrize("tree", [
    ["call", "P", ["var", "n"]],  # P takes two arguments
    ["call", "P_official", ["var", "n"], ["var", "n"]],  # another game function
    ["sum", "i", ["num", "1"], ["var", "n"], ["var", "i"]],
    ["pow", ["num", "2"], ["var", "x"]],  # a real exponent
    ["mod", ["var", "n"], ["num", "-3"]],  # SMT mod is not Python's for a negative divisor
    ["var", "n) (echo \"x\""],
])
def test_what_the_printer_cannot_translate_is_refused(tree):
    expression = {"N": 5, "vars": [["n", ["num", "1"], ["var", "N"]]], "where": ["true"], "holds": ["eq", tree, ["num", "0"]],
                  "real": ["x"]}
    with pytest.raises(printer.Unsupported):
        printer.obligation(expression)


def test_every_obligation_of_the_packaged_index_is_rebuilt():
    """Every claim the index lists an obligation for (a proved claim's own, or a DAG node's) is
    rebuilt from its expression: no bundle file runs (docs/trust.md), the identity in
    2**ilog2(n) and the geometric series of Lemma 3.6 included."""
    index = json.loads(INDEX.read_text())["claims"]
    registry = loading.load().claims
    not_rebuilt = set()
    for ident, entry in index.items():
        if not entry["obligation"] or ".glue." in ident:
            continue
        try:
            printer.obligation(claim_tree(registry[ident], registry[ident].max))
        except Exception:  # noqa: BLE001 (the tree export or the printer refuses it)
            not_rebuilt.add(ident)
    assert not not_rebuilt
    assert {"ab.theorem-2.case-2.subtract", "nica.lemma-3.6.sum", "ab.theorem-2.all.levels-monotone"} <= {
        ident for ident, entry in index.items() if entry["obligation"]}


def _proved_bundle(tmp_path: Path, holds, smt2_text_: str) -> tuple[Path, dict]:
    (tmp_path / "smt2").mkdir()
    path = tmp_path / "smt2" / "toy.smt2"
    path.write_text(smt2_text_)
    record = {"id": "toy", "status": "proved", "statement": "toy",
              "evidence": [{"path": "smt2/toy.smt2", "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
                            "kind": "smt2", "key": "toy"}],
              "claim": {"N": 5, "vars": [["n", ["num", "1"], ["var", "N"]]], "where": ["true"], "holds": holds}}
    return tmp_path, record


def test_the_rebuilt_obligation_decides_not_the_bundles_file(tmp_path):
    """A false claim whose file is some other unsat formula: the file is not what runs."""
    false = ["le", ["var", "n"], ["num", "3"]]
    directory, record = _proved_bundle(tmp_path, false, "(set-logic QF_LIA)\n(assert false)\n(check-sat)\n")
    texts = Bundle(directory, timeout=20).obligations(record)
    assert texts[0][1] != "(set-logic QF_LIA)\n(assert false)\n(check-sat)\n" and "(<= (+ n (- 3)) 0)" in texts[0][1]
    with pytest.raises(CheckError, match="not unsat"):
        Bundle(directory, timeout=20).claim(record)


def test_a_node_expression_that_differs_from_the_registrys_is_refused(tmp_path):
    registry = Registry()
    index = json.loads(INDEX.read_text())["claims"]
    theorem = "ab.theorem-2.all"
    node = index[theorem]["smt2"][0]
    claims = loading.load().claims
    tree = claim_tree(claims[node], claims[node].max)
    bundle = Bundle(tmp_path, timeout=5, registry=registry)
    record = {"id": theorem, "nodes": {node: tree}}
    assert "(check-sat)" in bundle.rebuilt(record, node, "")
    tampered = json.loads(json.dumps(tree))
    tampered["where"] = ["false"]
    with pytest.raises(CheckError, match="differs from the registry"):
        bundle.rebuilt({"id": theorem, "nodes": {node: tampered}}, node, "")
    with pytest.raises(CheckError, match="cannot be rebuilt"):
        bundle.rebuilt({"id": theorem}, node, "")


def _tree(holds, where=("true",), names=("i", "k")):
    return {"N": 5, "vars": [[v, ["num", "0"], ["inf"]] for v in names], "where": list(where), "holds": holds}


def _two(e):
    return ["pow", ["num", "2"], e]


def test_a_hypothesis_v_equals_e_is_substituted_and_kept():
    """where i = k (or j = k + 1): 2**i is 2**k in the goal (no axiom to find), the equation stays."""
    i, j, k = ["var", "i"], ["var", "j"], ["var", "k"]
    text = printer.obligation(_tree(["eq", _two(i), _two(k)], ["eq", i, k]))
    assert "pow_2_i" not in text and "(= (+ i (* (- 1) k)) 0)" in text and _answer(text) == "unsat"
    shifted = ["eq", j, ["add", ["num", "1"], k]]
    assert _answer(printer.obligation(_tree(["eq", _two(j), ["mul", ["num", "2"], _two(k)]], shifted, "jk"))) == "unsat"
    assert _answer(printer.obligation(_tree(["eq", _two(j), _two(k)], shifted, "jk"))) == "sat"
    assert _answer(printer.obligation(_tree(["le", i, ["num", "3"]], ["eq", i, ["mul", ["num", "2"], k]]))) == "sat"
    series = ["sum", "i", ["num", "0"], ["inf"], ["mul", ["var", "n"], _two(["mul", ["num", "-1"], i])]]
    assert printer.substitute(series, "n", i) == series  # no capture of the series' own i
    assert printer.substitute(series, "n", k)[4][1] == k
    # not linear (i = k*k), or i on both sides: kept as a hypothesis, nothing substituted
    for where in (["eq", i, ["mul", k, k]], ["eq", i, ["add", i, ["num", "0"]]]):
        assert "pow_2_i" in printer.obligation(_tree(["eq", _two(i), _two(k)], where))


def test_a_goals_antecedent_is_a_hypothesis_and_its_equations_are_substituted():
    """holds = (i = k and l = k - 1) => ...: not (A => B) is A and not B, so A's equations are
    substituted as where's are (Nica's value nodes: cvc5 settles them only so)."""
    i, k, l = ["var", "i"], ["var", "k"], ["var", "l"]
    antecedent = ["and", ["eq", i, k], ["eq", l, ["add", k, ["num", "-1"]]]]
    names = ("i", "k", "l")
    true = printer.obligation(_tree(["implies", antecedent, ["eq", _two(i), ["mul", ["num", "2"], _two(l)]]], names=names))
    goal = next(line for line in true.splitlines() if line.startswith("(assert (not"))
    assert "pow_2_i" not in true and "pow_2_l" not in true and "(=>" not in goal
    assert _answer(true) == "unsat"
    false = printer.obligation(_tree(["implies", antecedent, ["eq", _two(i), _two(l)]], names=names))
    assert _answer(false) == "sat"
    nested = ["implies", ["eq", i, k], ["implies", ["eq", l, ["add", k, ["num", "-1"]]], ["lt", _two(l), _two(i)]]]
    assert _answer(printer.obligation(_tree(nested, names=names))) == "unsat"
    # the hypotheses alone (a vacuity check) do not take the goal's antecedent
    assert "pow_2" not in printer.obligation(_tree(["implies", antecedent, ["lt", _two(l), _two(i)]], names=names), goal=False)


def test_ilog2_is_an_integer_unknown_with_its_defining_bounds():
    n = ["var", "n"]
    p = _two(["call", "ilog2", n])
    one = {"N": 5, "vars": [["n", ["num", "1"], ["inf"]]], "where": ["true"]}
    assert _answer(printer.obligation({**one, "holds": ["and", ["le", p, n], ["lt", n, ["mul", ["num", "2"], p]]]})) == "unsat"
    assert _answer(printer.obligation({**one, "holds": ["lt", p, n]})) == "sat"  # n = 1
    assert _answer(printer.obligation({**one, "holds": ["ge", ["call", "ilog2", n], ["num", "1"]]})) == "sat"
    # below 1 nothing is assumed of it
    free = {"N": 5, "vars": [["n", ["num", "-3"], ["num", "0"]]], "where": ["true"]}
    assert _answer(printer.obligation({**free, "holds": ["ge", ["call", "ilog2", n], ["num", "0"]]})) == "sat"


@pytest.mark.parametrize("summand, low, value, answer", [
    (["mul", _two(["mul", ["num", "-1"], ["var", "i"]]), ["pow", ["var", "alpha"], ["num", "-1"]]], "0",
     ["mul", ["num", "2"], ["pow", ["var", "alpha"], ["num", "-1"]]], "unsat"),  # Lemma 3.6: 2/alpha
    (["pow", ["num", "3"], ["mul", ["num", "-1"], ["var", "i"]]], "1", ["num", "1/2"], "unsat"),
    (["mul", ["pow", ["num", "3"], ["add", ["num", "1"], ["mul", ["num", "-2"], ["var", "i"]]]], ["var", "x"]], "2",
     ["mul", ["num", "3/72"], ["var", "x"]], "unsat"),  # x * 3**(1 - 2i), i >= 2: 3 x (1/81) / (8/9)
    (["pow", ["num", "3"], ["mul", ["num", "-1"], ["var", "i"]]], "1", ["num", "1"], "sat"),
])
def test_a_geometric_series_is_its_exact_value(summand, low, value, answer):
    tree = {"N": 5, "vars": [["x", ["num", "0"], ["num", "1"]], ["alpha", ["num", "1"], ["inf"]]], "where": ["true"],
            "holds": ["eq", ["sum", "i", ["num", low], ["inf"], summand], value]}
    assert _answer(printer.obligation(tree)) == answer
    if answer == "unsat" and "alpha" in repr(summand):  # alpha free of bounds may be 0: 2/alpha is then undefined
        assert _answer(printer.obligation({**tree, "vars": tree["vars"][:1]})) == "sat"


@pytest.mark.parametrize("summand", [
    _two(["var", "i"]),  # diverges
    ["pow", ["var", "i"], ["num", "-2"]],  # not geometric
    ["mul", _two(["mul", ["num", "-1"], ["var", "i"]]), ["var", "i"]],
])
def test_a_series_that_is_not_a_convergent_geometric_one_is_refused(summand):
    tree = {"N": 5, "vars": [], "where": ["true"], "holds": ["eq", ["sum", "i", ["num", "0"], ["inf"], summand], ["num", "1"]]}
    with pytest.raises(printer.Unsupported):
        printer.obligation(tree)


def _sum_tree(low, high, body, rhs, var_low="1"):
    return {"N": 5, "vars": [["n", ["num", var_low], ["inf"]]], "where": ["true"],
            "holds": ["eq", ["sum", "i", ["num", low], high, body], rhs]}


def test_a_sum_with_a_symbolic_bound_is_proved_by_induction_in_the_trusted_printer():
    """Issue 38 item 3: sum(2i - 1, i = 1..n) = n^2 is unsat by induction (base case written out,
    the step with the sum unfolded once); a misprinted closed form is sat; the base case alone
    decides a closed form right at every step but one off at n0 (n^2 + (n - 1)(n - 2)...)."""
    odd = ["add", ["num", "-1"], ["mul", ["num", "2"], ["var", "i"]]]
    square = ["pow", ["var", "n"], ["num", "2"]]
    assert _answer(printer.obligation(_sum_tree("1", ["var", "n"], odd, square))) == "unsat"
    assert _answer(printer.obligation(_sum_tree("1", ["var", "n"], odd, ["add", square, ["num", "1"]]))) == "sat"
    shifted = _sum_tree("1", ["add", ["num", "-1"], ["var", "n"]], odd, ["pow", ["add", ["var", "n"], ["num", "-1"]], ["num", "2"]])
    assert _answer(printer.obligation(shifted)) == "unsat"  # sum to n - 1 of the odd numbers is (n - 1)^2, from n = 1 (empty sum)
    cubes = _sum_tree("1", ["var", "n"], ["pow", ["var", "i"], ["num", "3"]],
                      ["pow", ["mul", ["num", "1/2"], ["var", "n"], ["add", ["var", "n"], ["num", "1"]]], ["num", "2"]], var_low="3")
    assert _answer(printer.obligation(cubes)) == "unsat"  # the base case n = 3 written out: 1 + 8 + 27 = 36
    with pytest.raises(printer.Unsupported):  # an upper bound 2n is no n + c: no induction, and no other translation
        printer.obligation(_sum_tree("1", ["mul", ["num", "2"], ["var", "n"]], odd, square))


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.integers(-3, 3), min_size=1, max_size=3), st.integers(0, 2), st.integers(-1, 1), st.integers(-2, 2))
def test_induction_agrees_with_the_closed_form_of_random_polynomial_sums(coefficients, low, shift, error):
    """sum(f(i), i = low .. n + shift) = F(n) (F SymPy's closed form) is unsat by the trusted
    induction; F + error (error != 0) is sat: a wrong closed form is never proved."""
    i, k = sympy.Symbol("i", integer=True), sympy.Symbol("n", integer=True)
    f = sum(c * i**d for d, c in enumerate(coefficients))
    start = max(1, low - shift - 1)  # the sum's upper bound at n = start is at least low - 1
    closed = sympy.expand(sympy.summation(f, (i, low, k + shift)))
    tree = lambda rhs: {"N": 5, "vars": [["n", ["num", str(start)], ["inf"]]], "where": ["true"],  # noqa: E731
                        "holds": ["eq", to_tree(sympy.Sum(f, (i, low, k + shift))), to_tree(rhs)]}
    assume(not closed.has(sympy.Sum))
    assert _answer(printer.obligation(tree(closed))) == "unsat"
    if error:
        assert _answer(printer.obligation(tree(closed + error))) == "sat"


def test_the_game_value_over_real_variables_declares_a_logic_both_solvers_accept():
    """P at integer numerals in an obligation whose variables are all real: P's (Int Int)
    signature needs the integers in the logic (QF_UFLIRA), or cvc5 refuses the file."""
    p = ["call", "P", ["num", "3"], ["num", "2"]]
    expression = {"N": 5, "vars": [["x", ["num", "0"], ["num", "1"]]], "where": ["eq", ["var", "x"], p], "real": ["x"]}
    proved = printer.obligation(expression | {"holds": ["eq", ["var", "x"], p]})
    refuted = printer.obligation(expression | {"holds": ["le", ["var", "x"], ["num", "1/2"]]})
    assert "(set-logic QF_UFLIRA)" in proved
    assert {name: smt.answer(name, proved, 60) for name in ("z3", "cvc5")} == {"z3": "unsat", "cvc5": "unsat"}
    assert {name: smt.answer(name, refuted, 60) for name in ("z3", "cvc5")} == {"z3": "sat", "cvc5": "sat"}
