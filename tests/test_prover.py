"""Symbolic obligations: proofs, refutations with models, SMT-LIB2 export re-checked by cvc5."""

import shutil

import pytest

from certify.claims.registry import DATA
from certify.proofs.prover import prove_claim, run_cvc5_file
from certify.claims import loading


@pytest.fixture(scope="module")
def claims():
    return loading.load().claims


@pytest.mark.parametrize("ident", ["cushing.theorem-1.1.n-sum", "cushing.lemma-1.2.row-n3-k23", "nica.lemma-4.1.case-III",
                                   "nica.section-1.2.fair-handicap", "nica.lemma-4.2.case-I.bounds"])
def test_obligations_are_unsat_under_z3_and_cvc5_from_the_file_alone(claims, ident, tmp_path):
    proof = prove_claim(claims[ident], solvers=("z3", "cvc5"), timeout=120, emit_dir=tmp_path)
    assert proof.status == "proved", proof.summary()
    path = tmp_path / f"{ident}.smt2"
    text = path.read_text()
    assert text.rstrip().endswith("(check-sat)") and "(set-logic " in text
    assert run_cvc5_file(path, 30).answer == "unsat"


@pytest.mark.parametrize("ident", ["cushing.lemma-1.2.row-n3-k23", "nica.theorem-1.1.value.U.I.one-below",
                                   "cushing.theorem-1.1.n-sum"])
def test_the_exported_obligation_is_the_text_the_bundle_checker_rebuilds(claims, ident, tmp_path):
    """One printer: what the audit solves and exports is, byte for byte, what the trusted checker
    rebuilds from the claim's tree (certify/checkers/_bundle_claim.py, Bundle.rebuilt), so an
    audit's 'proved' is re-derived by the checker from the same text."""
    from certify.checkers._bundle_claim import Bundle
    from certify.claims.export import claim_tree

    claim = claims[ident]
    proof = prove_claim(claim, solvers=("z3", "cvc5"), timeout=120, emit_dir=tmp_path)
    assert proof.status == "proved", proof.summary()
    text = (tmp_path / f"{ident}.smt2").read_text()
    record = {"id": ident, "claim": claim_tree(claim, claim.max)}
    assert Bundle(tmp_path).rebuilt(record, ident, text) == text


def test_a_vacuity_check_exports_the_hypotheses_as_the_checker_rebuilds_them(claims, tmp_path):
    """nica.lemma-4.2.step.II.below-below: no point satisfies its hypotheses; the file the audit
    writes (``<id>.hypotheses.smt2``) is the checker's rebuilt obligation of the hypotheses alone."""
    _assert_the_hypotheses_file_is_rebuilt(claims["nica.lemma-4.2.step.II.below-below"], tmp_path)


def _assert_the_hypotheses_file_is_rebuilt(claim, out):
    """The vacuity check proves ``claim``'s hypotheses empty, and the file it writes to ``out``
    (``<id>.hypotheses.smt2``) is byte for byte the checker's rebuilt obligation (goal off)."""
    from certify.audit.vacuity import unsatisfiable
    from certify.checkers._bundle_claim import Bundle
    from certify.claims.export import claim_tree

    assert unsatisfiable(claim, ("z3", "cvc5"), 120, emit_dir=out).status == "proved"
    text = (out / f"{claim.id}.hypotheses.smt2").read_text()
    record = {"id": claim.id, "claim": claim_tree(claim, claim.max or 1)}
    assert Bundle(out).rebuilt(record, f"{claim.id}.hypotheses", text, goal=False) == text




USER_VACUOUS = '''
[paper]
key = "user"
title = "A user's paper"

[[claim]]
id = "user.vacuous-floor"
statement = "Every real x with x > 5 and x < 3 has floor(x/2) = 7."
vars = { x = [0, "oo"] }
where = "And(x > 5, x < 3)"
holds = "Eq(floor(x/2), 7)"
expect = "vacuous"
'''


def test_a_vacuity_check_of_a_conclusion_with_rounding_is_the_text_the_checker_rebuilds(tmp_path):
    """The hypotheses alone decide the relaxation of a vacuity check: a floor in the conclusion
    (which the check leaves out) relaxes neither the audit's file nor the checker's rebuilt one
    differently (certify/checkers/_bundle_claim.py, Bundle.rebuilt with the goal off)."""
    (tmp_path / "user.toml").write_text(USER_VACUOUS)
    claim = loading.load(tmp_path / "user.toml").claims["user.vacuous-floor"]
    out = tmp_path / "out"
    out.mkdir()
    _assert_the_hypotheses_file_is_rebuilt(claim, out)


USER_CANCELLED = '''
[paper]
key = "user"
title = "A user's paper"

[[claim]]
id = "user.cancelled"
statement = "z(x - y) >= 1 whenever y = x."
vars = { x = [0, 3], y = [0, 3], z = ["-oo", "oo"] }
where = "Eq(y, x)"
holds = "z*(x - y) >= 1"
expect = "refuted"
'''


def test_a_counterexample_whose_variables_the_printer_substituted_away_is_confirmed(tmp_path):
    """The trusted printer substitutes the hypothesis y = x, so the solvers' model names no y
    (and z may be absent too): the model is completed from the hypotheses' equations, then
    confirmed exactly as a counterexample (refuted, not open)."""
    (tmp_path / "user.toml").write_text(USER_CANCELLED)
    claim = loading.load(tmp_path / "user.toml").claims["user.cancelled"]
    proof = prove_claim(claim, solvers=("z3", "cvc5"), timeout=120)
    assert proof.status == "refuted", proof.summary()
    point = {k: int(v) for k, v in proof.model.items()}
    assert point["x"] == point["y"] and 0 <= point["x"] <= 3 and set(point) == {"x", "y", "z"}


def test_an_obligation_the_trusted_printer_cannot_rebuild_is_never_proved(claims, monkeypatch):
    """Where the trusted printer refuses a claim, the prover falls back on z3's export; unsat
    there is no proof (no checker re-derives that text), so the claim stays open and says why."""
    from certify.checkers import _smt_print

    def refuse(*args, **kwargs):
        raise _smt_print.Unsupported("a construct it does not know")

    monkeypatch.setattr(_smt_print, "obligation", refuse)
    proof = prove_claim(claims["cushing.theorem-1.1.n-sum"], solvers=("z3", "cvc5"), timeout=120)
    assert {run.answer for run in proof.runs.values()} == {"unsat"}
    assert proof.status == "open" and "a construct it does not know" in proof.reason


def test_perturbed_formula_turns_into_a_failure_with_a_model(tmp_path):
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    cushing = registry / "cushing.toml"
    text = cushing.read_text()
    assert 'body = "floor((n + 2)/4) + floor((n + 3)/4)"' in text
    cushing.write_text(text.replace('body = "floor((n + 2)/4) + floor((n + 3)/4)"', 'body = "floor((n + 2)/4) + floor((n + 4)/4)"'))
    claim = loading.load(registry).claims["cushing.theorem-1.1.n-sum"]
    proof = prove_claim(claim, solvers=("z3", "cvc5"), timeout=120)
    assert proof.status == "refuted"
    assert proof.model and int(proof.model["n"]) >= 3  # a genuine counterexample, re-checked exactly
    assert {run.answer for run in proof.runs.values()} == {"sat"}


def test_game_claims_are_not_given_to_solvers(claims):
    proof = prove_claim(claims["cushing.theorem-1.1"], solvers=("z3",))
    assert proof.status == "open" and "not translatable" in proof.reason


def test_unknown_is_never_proved(claims, monkeypatch):
    monkeypatch.setenv("CERTIFY_CACHE", "off")  # a kept unsat would answer without the solver
    proof = prove_claim(claims["nica.lemma-4.2.case-I.bounds"], solvers=("z3",), timeout=0.0001)
    assert proof.status in {"proved", "open"}
    if any(run.answer in {"unknown", "timeout"} for run in proof.runs.values()):
        assert proof.status == "open"
