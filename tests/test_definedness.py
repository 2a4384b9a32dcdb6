"""A division by zero is not proved away (session 36; the session-35 claims review): SMT-LIB's
``x/0`` is some value, so ``floor(a/b)*b <= a`` with b = 0 allowed was unsat ("proved") while the
bounded check, which evaluates it, stops at b = 0 (open). The trusted printer now adds ``d != 0``
for every divisor d it cannot show positive, under the conditions d is evaluated under (lazy
``and``/``or``/``implies``/``ite``/``piecewise``, left to right, as the bounded check evaluates)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from certify.checkers import _smt_print as printer
from certify.cli import main

# id: (vars, where, holds, symbolic verdict, bounded verdict over the same variables up to N)
CLAIMS = {
    "dz.floor-zero": ('a = [0, "oo"], b = [0, "oo"]', "True", "floor(a/b)*b <= a", "open", "open"),
    "dz.floor-positive": ('a = [0, "oo"], b = [1, "oo"]', "True", "floor(a/b)*b <= a", "proved", "verified"),
    "dz.implies": ('n = [0, "oo"]', "True", "Implies(n > 0, 1/n > 0)", "proved", "verified"),
    "dz.implies-wrong-guard": ('n = [0, "oo"]', "True", "Implies(n >= 0, 1/n >= 0)", "open", "open"),
    "dz.piecewise": ('n = [0, "oo"]', "True", "Piecewise((1/n, n > 0), (1, True)) > 0", "proved", "verified"),
    "dz.or": ('n = [0, "oo"]', "True", "(n < 1) | (1/n <= 1)", "proved", "verified"),
    "dz.where": ('n = [0, "oo"]', "n >= 1", "1/n <= 1", "proved", "verified"),
    "dz.kept": ('n = [1, "oo"]', "True", "(n**2 - 9)/(n - 3) <= n + 3", "open", "open"),  # kept: n = 3 divides by 0
    "dz.kept-guarded": ('n = [1, "oo"]', "Ne(n, 3)", "(n**2 - 9)/(n - 3) <= n + 3", "proved", "verified"),
    # an outside review (session 36): a guard evaluated after the division guards nothing
    "dz.later-guard": ('k = [0, "oo"]', "True", "Implies(6/k >= 0, Implies(k >= 1, k > 0))", "open", "open"),
    "dz.bound-order": ('k = [0, "oo"], n = ["floor(6/k)", "oo"]', "k >= 1", "n >= 0", "open", "open"),
    "dz.where-then-antecedent": ('k = [0, "oo"]', "6/k >= 0", "Implies(k >= 1, k > 0)", "open", "open"),
    # a sum evaluates every term: a guard on n does not hide the term i = 3, reached at every n >= 4
    "dz.sum-term": ('n = [1, "oo"]', "Ne(n, 3)", "Sum(1/(i - 3), (i, 1, n)) < Sum(1/(i - 3), (i, 1, n)) + 1", "open", "open"),
    "dz.sum-positive": ('n = [1, "oo"]', "True", "Sum(1/(i*(i + 1)), (i, 1, n)) < 1", "proved", "verified"),
}


# the series route's derived obligation is the engine's own translation (certify/proofs/translate.py):
# it says the divisors are nonzero too (Nica's Lemma 3.6 sum was registered without alpha's range)
SERIES = {
    "dz.series-free": ("", "True", "Eq(Sum(1/(2**i*alpha), (i, 0, oo)), 2/alpha)", "open"),
    "dz.series-ranged": ('alpha = ["2", "oo"]', "alpha > 2", "Eq(Sum(1/(2**i*alpha), (i, 0, oo)), 2/alpha)", "proved"),
    "dz.series-value": ('alpha = ["1", "oo"]', "True", "Eq(Sum(1/2**i, (i, 0, oo)), (alpha**2 - 1)/(alpha - 1) - alpha + 1)", "open"),
}


@pytest.fixture(scope="module")
def audited(tmp_path_factory):
    folder = tmp_path_factory.mktemp("definedness")
    text = '[paper]\nkey = "dz"\ntitle = "division by zero"\n'
    for ident, (variables, where, holds, symbolic, bounded) in CLAIMS.items():
        for method, expect in (("symbolic", symbolic), ("bounded", bounded)):
            limit = variables.replace('"oo"', '"N"') if method == "bounded" else variables
            text += (f'\n[[claim]]\nid = "{ident}.{method}"\nstatement = "{holds}"\nvars = {{ {limit} }}\n'
                     f'where = "{where}"\nholds = "{holds}"\nmethod = "{method}"\nexpect = "{expect}"\n')
    for ident, (variables, where, holds, _) in SERIES.items():
        text += (f'\n[[claim]]\nid = "{ident}"\nstatement = "{holds}"\nvars = {{ {variables} }}\nreal = ["alpha"]\n'
                 f'where = "{where}"\nholds = "{holds}"\nmethod = "symbolic"\nexpect = "{SERIES[ident][3]}"\n')
    (folder / "dz.toml").write_text(text)
    out = folder / "audit.json"
    main(["audit", "-q", "--registry", str(folder / "dz.toml"), "--json", str(out)])
    return {c["id"]: c for c in json.loads(out.read_text())["claims"]}


@pytest.mark.parametrize("ident", sorted(CLAIMS))
def test_the_symbolic_verdict_agrees_with_the_bounded_check(audited, ident):
    symbolic, bounded = audited[f"{ident}.symbolic"], audited[f"{ident}.bounded"]
    assert (symbolic["status"], bounded["status"]) == CLAIMS[ident][3:], (symbolic, bounded)


def _value(tree, point):
    """The tree's value at ``point``, evaluated lazily, left to right; ZeroDivisionError where it
    divides by zero (an evaluator written for this test, independent of the package's)."""
    op, args = tree[0], tree[1:]
    if op == "num":
        return Fraction(args[0])
    if op == "var":
        return point[args[0]]
    if op in ("true", "false"):
        return op == "true"
    if op == "add":
        return sum((_value(a, point) for a in args), Fraction(0))
    if op == "mul":
        out = Fraction(1)
        for a in args:
            out *= _value(a, point)
        return out
    if op == "pow":
        return _value(args[0], point) ** int(_value(args[1], point))  # 0 ** -1: ZeroDivisionError
    if op == "floor":
        return Fraction(_value(args[0], point).__floor__())
    if op == "and":
        return all(_value(a, point) for a in args)  # all() stops at the first false: lazy
    if op == "or":
        return any(_value(a, point) for a in args)
    if op == "not":
        return not _value(args[0], point)
    if op == "implies":
        return not _value(args[0], point) or _value(args[1], point)
    if op == "piecewise":
        return next(_value(v, point) for v, c in args if _value(c, point))
    a, b = _value(args[0], point), _value(args[1], point)
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


N_VAR, LOW, HIGH = ["var", "n"], 0, 6


def _formulas():
    shift = st.integers(-1, 4).map(lambda k: ["add", N_VAR, ["num", str(-k)]])  # n - k: zero at n = k
    leaf = st.one_of(st.integers(-2, 3).map(lambda c: ["num", str(c)]), st.just(N_VAR))
    term = st.recursive(leaf, lambda inner: st.one_of(
        st.tuples(inner, inner).map(lambda t: ["add", *t]),
        st.tuples(inner, shift).map(lambda t: ["mul", t[0], ["pow", t[1], ["num", "-1"]]]),
        inner.map(lambda t: ["floor", t])), max_leaves=3)
    relation = st.tuples(st.sampled_from(["eq", "ne", "lt", "le", "gt", "ge"]), term, term).map(list)
    guard = st.tuples(st.sampled_from(["ne", "gt", "lt"]), st.just(N_VAR), st.integers(-1, 4).map(lambda k: ["num", str(k)])).map(list)
    return st.recursive(relation, lambda inner: st.one_of(
        st.tuples(st.just("and"), guard, inner).map(list), st.tuples(st.just("or"), guard, inner).map(list),
        st.tuples(st.just("implies"), guard, inner).map(list), st.tuples(inner, guard, inner).map(
            lambda t: ["piecewise", [t[0], t[1]], [t[2], ["true"]]])), max_leaves=3)


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(_formulas())
def test_an_unsat_obligation_means_defined_and_true_at_every_point(holds):
    """Over n in 0..6: the rebuilt obligation is unsat exactly when the claim is defined and true
    at every n (the variable is bounded, so the solver decides; an unknown is skipped)."""
    tree = {"N": 5, "vars": [["n", ["num", str(LOW)], ["num", str(HIGH)]]], "where": ["true"], "holds": holds}
    try:
        text = printer.obligation(tree)
    except printer.Unsupported:
        return
    solver = z3.Solver()
    solver.set("timeout", 4000)
    solver.from_string(text)
    answer = str(solver.check())
    good = True
    for n in range(LOW, HIGH + 1):
        try:
            good &= bool(_value(holds, {"n": Fraction(n)}))
        except ZeroDivisionError:
            good = False
    if answer != "unknown":
        assert (answer == "unsat") == good, (holds, answer, text)


@pytest.mark.parametrize("ident", sorted(SERIES))
def test_a_route_proves_a_sum_only_where_its_terms_are_defined(audited, ident):
    assert audited[ident]["status"] == SERIES[ident][3], audited[ident]
    if SERIES[ident][3] == "proved":
        assert "series" in (audited[ident]["proof"] or {}).get("text", ""), audited[ident]  # the route decided it


def test_the_gap_of_an_undefined_claim_names_the_point(audited):
    """The solvers' model of a claim open for a division by zero is a point where it is undefined,
    and the gap says so (not 'a model that is not a genuine counterexample')."""
    reason = audited["dz.floor-zero.symbolic"]["proof"]["reason"]
    assert "divides by zero at" in reason and "b = 0" in reason, reason
