"""Issue 38, item 2: a registry's variables are integers unless its claim declares them real
(``real = ["x"]``), never by their name; a model over the reals is no counterexample to an
integer claim, in the tool and in the trusted base."""

from fractions import Fraction

import pytest
import sympy

from certify.checkers import CheckError
from certify.checkers import _bundle_claim, _claims, _smt_print
from certify.claims.export import claim_tree
from certify.claims.registry import load_registry
from certify.errors import CertifyError
from certify.proofs.policy import confirm_model
from certify.proofs.prover import prove_claim

HEAD = '[paper]\nkey = "toy"\ntitle = "Toy"\n'


def _claim(tmp_path, holds, extra="", vars_='{ x = ["-oo", "oo"] }', method="symbolic"):
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + f'\n[[claim]]\nid = "toy.c"\nstatement = "s"\nmethod = "{method}"\nvars = {vars_}\n'
                    f'holds = "{holds}"\nexpect = "proved"\n{extra}\n')
    return load_registry(path)["toy.c"]


@pytest.mark.parametrize("name", ["x", "y", "t", "alpha", "n"])
def test_every_symbol_is_an_integer_unless_declared_real(tmp_path, name):
    plain = _claim(tmp_path, f"{name} >= 0", vars_=f'{{ {name} = [0, "oo"] }}')
    assert all(s.is_integer for s in plain.holds.free_symbols) and not plain.real
    declared = _claim(tmp_path, f"{name} >= 0", f'real = ["{name}"]', vars_=f'{{ {name} = [0, "oo"] }}')
    (symbol,) = declared.holds.free_symbols
    assert symbol.is_real and symbol.is_integer is None and declared.real == {name}


def test_the_same_claim_is_proved_over_the_integers_and_refuted_over_the_reals(tmp_path):
    """4 x^2 != 1: no integer solves it; x = 1/2 (or -1/2) does."""
    integer = _claim(tmp_path, "Ne(4*x**2, 1)")
    assert prove_claim(integer, timeout=20).status == "proved"
    real = _claim(tmp_path, "Ne(4*x**2, 1)", 'real = ["x"]')
    proof = prove_claim(real, timeout=20)
    assert proof.status == "refuted" and Fraction(proof.model["x"]) in (Fraction(1, 2), Fraction(-1, 2))


def test_a_model_over_the_reals_is_no_counterexample_to_an_integer_claim(tmp_path):
    integer = _claim(tmp_path, "Ne(4*x**2, 1)")
    assert confirm_model(integer, {"x": "1/2"}) is None
    real = _claim(tmp_path, "Ne(4*x**2, 1)", 'real = ["x"]')
    assert confirm_model(real, {"x": "1/2"}) == {"x": "1/2"}


@pytest.mark.parametrize("extra, vars_, method, message", [
    ('real = ["zeta"]', '{ x = [0, "oo"] }', "symbolic", "real names 'zeta'"),
    ('real = ["N"]', '{ x = [0, "oo"] }', "symbolic", "real names 'N'"),
    ('real = ["y"]', '{ x = [0, "oo"] }', "symbolic", "real names 'y'"),  # a default name the claim does not use: a typo
    ('real = "x"', '{ x = [0, "oo"] }', "symbolic", "real must be a list"),
    ('real = ["x"]', '{ x = [0, 5] }', "bounded", "enumerates integers, and x is declared real"),
    ('expect = "refuted"\ncounterexample = { at = { x = "1/2" }, printed = "1", true = "0" }', '{ x = [0, "oo"] }',
     "symbolic", "x is an integer"),
])
def test_a_bad_real_declaration_is_refused_in_one_line(tmp_path, extra, vars_, method, message):
    text = HEAD + f'\n[[claim]]\nid = "toy.c"\nstatement = "s"\nmethod = "{method}"\nvars = {vars_}\nholds = "x >= 0"\n{extra}\n'
    if "expect" not in extra:
        text += 'expect = "proved"\n'
    (tmp_path / "toy.toml").write_text(text)
    with pytest.raises(CertifyError, match=message) as error:
        load_registry(tmp_path / "toy.toml")
    assert "\n" not in str(error.value)


def test_the_trusted_printer_declares_only_the_declared_reals_real(tmp_path):
    integer = claim_tree(_claim(tmp_path, "Ne(4*x**2, 1)"), 5)
    assert "real" not in integer and "(declare-fun x () Int)" in _smt_print.obligation(integer)
    real = claim_tree(_claim(tmp_path, "Ne(4*x**2, 1)", 'real = ["x"]'), 5)
    assert real["real"] == ["x"] and "(declare-fun x () Real)" in _smt_print.obligation(real)


def test_the_trusted_base_refuses_a_fractional_counterexample_to_an_integer_claim(tmp_path):
    tree = claim_tree(_claim(tmp_path, "Ne(4*x**2, 1)"), 5)
    with pytest.raises(CheckError, match="not an integer"):
        _bundle_claim.refute(tree, {"x": "1/2"}, _claims.Evidence())
    real = claim_tree(_claim(tmp_path, "Ne(4*x**2, 1)", 'real = ["x"]'), 5)
    _bundle_claim.refute(real, {"x": "1/2"}, _claims.Evidence())  # a genuine counterexample over the reals
    with pytest.raises(CheckError, match="holds at its counterexample"):
        _bundle_claim.refute(real, {"x": "1"}, _claims.Evidence())


def test_no_shipped_claim_enumerates_a_real_variable():
    for claim in load_registry().values():
        if claim.method in ("bounded", "both"):
            assert not claim.real & set(claim.vars), claim.id
        assert all(s.is_integer or s.name in claim.real for e in [claim.holds, claim.where] if e is not None
                   for s in e.free_symbols), claim.id


def test_the_infinite_range_search_skips_a_claim_with_an_unranged_variable(tmp_path):
    """A DAG node's formula may read unknowns with no range (m below, universally read by the
    solvers): there is nothing to enumerate, so no search, and no crash (once a KeyError when a
    node of AB Theorem 3 went open at a small --max); a ranged claim is still searched."""
    from certify.claims.bounded import search_infinite
    from certify.claims.evaluate import pure_functions

    unranged = _claim(tmp_path, "Implies(m >= n, m + 1 > n)", vars_='{ n = [1, "oo"] }')
    assert search_infinite(unranged, pure_functions(), points=100, seconds=1) == (None, "")
    ranged = _claim(tmp_path, "n**2 < 50", vars_='{ n = [1, "oo"] }')
    found, searched = search_infinite(ranged, pure_functions(), points=100, seconds=1)
    assert found is not None and found.counterexample == {"n": 8} and "1 <= n" in searched
