"""SmallCases.v: Cushing et al.'s small cases of the official game for all m, against GuessWho.v's
value (docs/coq.md): P(2, m) = (m-1)/m, P(x, 2) = 2/x (x >= 4), the cases n = 2 and n = 3 of
Section 1.

* the registry's cushing.section-1.n-equals-2, cushing.section-1.n-equals-3 and
  cushing.lemma-1.5.fact.p-x-2 cite it (coq = "shipped"), each statement written over GuessWho.v's
  ``value Official`` and ``optimal_moves`` (optimal(a, b, s) read through ``move_of``, as
  RuleFacts.v's ``reading_optimal``); the audit's development and the bundle's checker compile it;
* the closed forms are the engine's: the certified table gives the same values up to its size;
* the kernel accepts the claims' files, every theorem axiom-free (the module: tests/test_coq_shipped.py);
* a claim with the wrong closed form or the wrong exceptional m, and a module with a wrong value or
  a proof left Admitted, are each reported failed.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from fractions import Fraction
from importlib import resources
from pathlib import Path

import pytest

from certify.checkers import coq as coq_checker
from certify.claims import loading
from certify.coq import runner
from certify.coq.tables import read_csv_table

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLOSED = "Closed under the global context"
ROOT = Path(__file__).resolve().parent.parent
MODULE = "SmallCases"
CLAIMS = {"cushing.section-1.n-equals-2": "Claim_claim_cushing_section_1_n_equals_2",
          "cushing.section-1.n-equals-3": "Claim_claim_cushing_section_1_n_equals_3",
          "cushing.lemma-1.5.fact.p-x-2": "Claim_claim_cushing_lemma_1_5_fact_p_x_2"}


def text():
    return resources.files("certify.coq").joinpath(f"{MODULE}.v").read_text()


def generated():
    files = {f.name: f for f in runner.development()}
    return {claim: files[name] for claim, name in CLAIMS.items()}


def test_the_module_is_shipped_after_rulefacts_and_states_the_closed_forms():
    lines = text().splitlines()
    assert "Theorem P_two : forall m, (2 <= m)%nat -> P 2 m == (qnat m - 1) / qnat m." in lines
    assert "Theorem P_x_two : forall x, (4 <= x)%nat -> P x 2 == 2 / qnat x." in lines
    assert "Require Import Certify.GuessWho.\nRequire Import Certify.RuleFacts." in text()
    assert "Admitted" not in text() and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text(), re.M)
    after, theorems = runner.SHIPPED_MODULES[MODULE]
    assert after == ("GuessWho", "RuleFacts")
    for name in theorems:
        assert re.search(rf"^(Theorem|Lemma) {name} :", text(), re.M), name
    names = [f.name for f in runner.development()]
    assert names.index("RuleFacts") < names.index(MODULE)
    assert MODULE in coq_checker.SHIPPED


def test_the_registry_routes_the_three_claims_to_the_module():
    registry = loading.load().claims
    for claim, file in generated().items():
        assert registry[claim].coq == "shipped", claim
        assert file.after == ("GuessWho", "RuleFacts", MODULE) and file.claims == (claim,)
    files = generated()
    two = files["cushing.section-1.n-equals-2"].text
    assert "(In (move_of 2 0) (optimal_moves Official 2 m) <-> m = 2%nat)" in two
    assert "In (move_of 2 1) (optimal_moves Official 2 m)" in two
    assert "value Official 2 m == (qnat m - 1) / qnat m /\\ (1 # 2 <= value Official 2 m)%Q" in two
    three = files["cushing.section-1.n-equals-3"].text
    assert "(In (move_of 3 0) (optimal_moves Official 3 m) <-> m = 1%nat)" in three
    assert "((2 <= m)%nat -> In (move_of 3 1) (optimal_moves Official 3 m))" in three
    assert "forall x : nat, (4 <= x)%nat ->" in files["cushing.lemma-1.5.fact.p-x-2"].text
    assert "value Official x 2 == 2 / qnat x" in files["cushing.lemma-1.5.fact.p-x-2"].text


def test_the_closed_forms_are_the_certified_tables():
    """The engine's table (re-derived from the rules by the table checker) has the closed forms the
    kernel proves: P(2, m) = (m-1)/m, P(x, 2) = 2/x for x >= 4, P(3, 2) = 1/2."""
    value = {state: entry[0] for state, entry in read_csv_table(ROOT / "tables" / "official-64.csv").items()}
    assert all(value[2, m] == Fraction(m - 1, m) for m in range(2, 65))
    assert all(value[x, 2] == Fraction(2, x) for x in range(4, 65))
    assert value[3, 2] == Fraction(1, 2) and value[2, 2] == Fraction(1, 2)


@needs_coq
def test_the_kernel_accepts_the_claims_files_and_not_wrong_ones(compile_against, tmp_path):
    files = generated()
    for claim, file in files.items():
        result = compile_against(tmp_path / "copy", file)
        assert result.status == "kernel-checked", (claim, result.message)
        assert set(result.assumptions.values()) == {CLOSED}
    for claim, old, new in [
        ("cushing.section-1.n-equals-2", "<-> m = 2%nat", "<-> m = 3%nat"),
        ("cushing.section-1.n-equals-3", "((2 <= m)%nat -> In (move_of 3 1)", "((1 <= m)%nat -> In (move_of 3 1)"),
        ("cushing.lemma-1.5.fact.p-x-2", "(4 <= x)%nat", "(3 <= x)%nat"),  # P(3, 2) = 1/2, not 2/3
    ]:
        good = files[claim]
        assert good.text.count(old) == 1, old
        bad = runner.CoqFile(good.name, good.text.replace(old, new), good.after, good.theorems, good.claims)
        assert compile_against(tmp_path / "copy", bad).status == "failed", claim


@needs_coq
@pytest.mark.parametrize("old, new", [
    # P(x, 2) = 3/x: the question 2 : x-2 is worth 2/x
    ("Theorem P_x_two : forall x, (4 <= x)%nat -> P x 2 == 2 / qnat x.",
     "Theorem P_x_two : forall x, (4 <= x)%nat -> P x 2 == 3 / qnat x."),
    # P(3, 2) = 1/3 (the guess): the question 1:2 is worth 1/2
    ("Lemma P_three_two : P 3 2 == 1 # 2.", "Lemma P_three_two : P 3 2 == 1 # 3."),
    # the question 1 at (x, 2) bounded by the guess's 1/x
    ("  qmove P x 2 mv <= (if (x =? 3)%nat then 3 # 2 else 2) / qnat x.",
     "  qmove P x 2 mv <= (if (x =? 3)%nat then 1 else 2) / qnat x."),
    # n = 3 left unproved
    ("    apply Qlt_le_weak. exact (Beats Hm2).\nQed.", "    apply Qlt_le_weak. exact (Beats Hm2).\nAdmitted."),
], ids=["p-x-2-three", "p-3-2-guess", "question-1-as-guess", "admitted"])
def test_a_tampered_module_is_rejected(compile_against, tmp_path, old, new):
    assert text().count(old) == 1, old
    shipped = runner.shipped_file(MODULE)
    result = compile_against(tmp_path / "copy", runner.CoqFile(MODULE, text().replace(old, new), shipped.after,
                                                               shipped.theorems))
    assert result.status == "failed", (old, result.message)
