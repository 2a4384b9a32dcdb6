"""Monotonicity.v: Cushing et al.'s game value is monotone in both pools, P(a+1, b) <= P(a, b) <=
P(a, b+1) for all a, b >= 1, against GuessWho.v's value of the official rules (issue 36 item 6, a
step towards Theorem 1.1 end to end; docs/coq.md).

* the registry's cushing.monotonicity.all cites it (coq = "shipped"), its statement written over
  GuessWho.v's ``value Official``; the audit's development and the bundle's checker compile it
  after RuleFacts.v;
* the kernel accepts the claim's file, every theorem axiom-free (the module: tests/test_coq_shipped.py);
* a claim stated the other way round, a strict opponent's monotonicity (false at a = 1:
  P(1, b) = 1 = P(1, b+1)), a node's arithmetic with a wrong weight, and a proof left Admitted are
  each reported failed.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.checkers import coq as coq_checker
from certify.claims import loading
from certify.coq import runner

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLOSED = "Closed under the global context"
MODULE = "Monotonicity"
CLAIM = "cushing.monotonicity.all"
STATEMENT = ("Theorem monotonicity : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> "
             "P (S a) b <= P a b /\\ P a b <= P a (S b).")


def text():
    return resources.files("certify.coq").joinpath(f"{MODULE}.v").read_text()


def module_file(source):
    shipped = runner.shipped_file(MODULE)
    return runner.CoqFile(MODULE, source, shipped.after, shipped.theorems)


def claim_file():
    return {f.name: f for f in runner.development()}["Claim_claim_cushing_monotonicity_all"]


def test_the_module_states_both_inequalities_over_the_games_value():
    assert STATEMENT in text().splitlines()
    # P is RuleFacts.v's notation for GuessWho.v's value of the official rules, not a parameter
    assert "Require Import Certify.GuessWho.\nRequire Import Certify.RuleFacts." in text()
    assert "Admitted" not in text() and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text(), re.M)
    after, theorems = runner.SHIPPED_MODULES[MODULE]
    assert after == ("GuessWho", "RuleFacts")
    for name in theorems:
        assert re.search(rf"^(Theorem|Lemma|Corollary) {name} :", text(), re.M), name
    names = [f.name for f in runner.development()]
    assert names.index("RuleFacts") < names.index(MODULE)
    assert MODULE in coq_checker.SHIPPED  # the bundle's checker reads it from the package


def test_the_registry_routes_the_monotonicity_to_the_shipped_module():
    claim = loading.load().claims[CLAIM]
    assert claim.coq == "shipped" and claim.method == "dag"  # the DAG stays; the kernel's evidence is beside it
    generated = claim_file()
    assert generated.after == ("GuessWho", "RuleFacts", MODULE) and generated.claims == (CLAIM,)
    assert "forall a b : nat, (1 <= a)%nat -> (1 <= b)%nat ->" in generated.text
    assert "(value Official (S a) b <= value Official a b)%Q /\\" in generated.text
    assert "(value Official a b <= value Official a (S b))%Q" in generated.text
    assert "exact monotonicity." in generated.text


@needs_coq
def test_the_kernel_accepts_the_claims_file_and_not_the_reverse(compile_against, tmp_path):
    good = claim_file()
    result = compile_against(tmp_path / "copy", good)
    assert result.status == "kernel-checked", result.message
    assert result.assumptions == {"claim_cushing_monotonicity_all": CLOSED}
    reverse = good.text.replace("(value Official (S a) b <= value Official a b)%Q",
                                "(value Official a b <= value Official (S a) b)%Q")
    assert reverse != good.text
    bad = runner.CoqFile(good.name, reverse, good.after, good.theorems, good.claims)
    assert compile_against(tmp_path / "copy", bad).status == "failed"


@needs_coq
@pytest.mark.parametrize("old, new", [
    # the opponent's monotonicity made strict: false at a = 1 (P(1, b) = 1 = P(1, b + 1))
    ("P (S a) b <= P a b /\\ P a b <= P a (S b).", "P (S a) b <= P a b /\\ P a b < P a (S b)."),
    # step-own.split's mixture with the weights swapped (the other part's share)
    ("  set (l := (D + 1) / (K + D + 1)).", "  set (l := K / (K + D + 1))."),
    # step-own.one with M2 at (b, a-1) the wrong way round (v <= t): the node's inequality is then false
    ("Lemma step_own_one : forall A B t v, 2 <= A -> 1 <= B -> t <= v -> 1 <= B * v ->",
     "Lemma step_own_one : forall A B t v, 2 <= A -> 1 <= B -> v <= t -> 1 <= B * v ->"),
    # the induction left unproved
    ("  intros a b Ha Hb. exact (Main (a + b)%nat a b eq_refl Ha Hb).\nQed.", "Admitted."),
], ids=["strict-opponent", "swapped-weights", "reversed-induction-hypothesis", "admitted"])
def test_a_tampered_module_is_rejected(compile_against, tmp_path, old, new):
    assert text().count(old) == 1, old
    result = compile_against(tmp_path / "copy", module_file(text().replace(old, new)))
    assert result.status == "failed", (old, result.message)
