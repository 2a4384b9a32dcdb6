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


def test_unknown_is_never_proved(claims):
    proof = prove_claim(claims["nica.lemma-4.2.case-I.bounds"], solvers=("z3",), timeout=0.0001)
    assert proof.status in {"proved", "open"}
    if any(run.answer in {"unknown", "timeout"} for run in proof.runs.values()):
        assert proof.status == "open"
