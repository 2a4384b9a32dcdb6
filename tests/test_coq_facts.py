"""The rule facts of the proof DAGs' glue, proved in Coq (certify/coq/RuleFacts.v, issue 36 item 4).

* every key of the glue checker's RULE_FACTS and READINGS has its Coq theorem (or is listed as a
  definition or as an engine-checked premise with its range): a fact added later without a
  proof fails here; a fact whose formula changed since its theorem was written fails here too;
* the kernel accepts RuleFacts.v after GuessWho.v, every theorem axiom-free; a false statement
  (a changed fact) and an Admitted proof are reported failed;
* the bundle's Coq checker compiles RuleFacts.v from the package (never a bundle's copy);
* the rules' small cases (cushing.section-1.base-values, riddler.methodology.base-cases: route
  coq = "shipped") are kernel-checked for all n, m from RuleFacts.v, and a false one is rejected.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.checkers import dag_glue
from certify.claims import loading
from certify.coq import facts, runner
from certify.coq.claims import coq_name

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLOSED = "Closed under the global context"


def rule_facts_text():
    return resources.files("certify.coq").joinpath("RuleFacts.v").read_text()


def compile_files(directory, files):
    runner.write_development(directory, files)
    return {r.file: r for r in runner.run_development(directory, files, jobs=1, timeout=300)}


@pytest.mark.parametrize("table", ["RULE_FACTS", "READINGS"])
def test_every_glue_fact_has_its_coq_theorem_or_is_listed(table):
    glue = getattr(dag_glue, table)
    for key, (_, formula) in glue.items():
        proof = facts.PROOFS.get(key)
        if proof is None:
            listed = facts.ENGINE_CHECKED.get(key) or (table == "READINGS" and facts.DEFINITIONS.get(key))
            assert listed, (f"dag_glue.{table}[{key!r}] has no Coq theorem in RuleFacts.v and is not listed as "
                            "engine-checked with its range (certify/coq/facts.py)")
            continue
        assert proof.table == table
        assert proof.formula is not None, (f"dag_glue.{table}[{key!r}]: compare its formula with RuleFacts.v's "
                                           f"{proof.theorem} and record it in certify/coq/facts.py")
        assert facts.normal(formula) == facts.normal(proof.formula), (
            f"dag_glue.{table}[{key!r}] changed since {proof.theorem} was written: re-state the Coq theorem")


def test_each_listed_theorem_is_in_the_shipped_module_and_compiled():
    text = rule_facts_text()
    after, theorems = runner.SHIPPED_MODULES[facts.MODULE]
    assert after == ("GuessWho",)
    for proof in facts.PROOFS.values():
        assert re.search(rf"^(Theorem|Corollary) {proof.theorem} :", text, re.M), proof.theorem
        assert proof.theorem in theorems
    assert "Admitted" not in text and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text, re.M)
    files = {f.name: f for f in runner.development()}
    assert files[facts.MODULE].theorems == theorems
    from certify.checkers import coq as coq_checker
    assert facts.MODULE in coq_checker.SHIPPED  # the bundle reads it from the package


def test_no_key_is_both_proved_and_listed():
    assert not set(facts.PROOFS) & (set(facts.DEFINITIONS) | set(facts.ENGINE_CHECKED))


SMALL_CASES = ("cushing.section-1.base-values", "riddler.methodology.base-cases")


def claim_file(ident, statement=None):
    claim = loading.load().claims[ident]
    theorem = runner.claim_theorem(claim)
    text = theorem.source if statement is None else theorem.source.replace(*statement)
    return runner.CoqFile(f"Claim_{theorem.name}", text, theorem.imports, (theorem.name,), (ident,))


def test_the_rules_small_cases_are_routed_to_the_shipped_module():
    files = {f.name: f for f in runner.development()}
    for ident in SMALL_CASES:
        claim = loading.load().claims[ident]
        assert claim.coq == "shipped" and claim.rules == "official"
        generated = files[f"Claim_{coq_name(ident)}"]
        assert generated.after == ("GuessWho", facts.MODULE) and generated.claims == (ident,)
        # the registry's reading, over GuessWho.v's value: P(1, m) = 1 and P(n, 1) = 1/n for all n, m >= 1
        assert "(value Official 1 m == 1)" in generated.text and "(value Official n 1 == 1 / qnat n)" in generated.text
        assert "forall n m k : nat, (1 <= n)%nat -> (1 <= m)%nat -> (k <= n / 2)%nat ->" in generated.text


@needs_coq
def test_the_kernel_accepts_the_rule_facts_and_the_small_cases_axiom_free(tmp_path):
    files = [runner.shipped_file("GuessWho"), runner.shipped_file(facts.MODULE)] + [claim_file(i) for i in SMALL_CASES]
    results = compile_files(tmp_path, files)
    assert {r.status for r in results.values()} == {"kernel-checked"}, results
    assumptions = results[facts.MODULE].assumptions
    assert set(assumptions) == set(runner.SHIPPED_MODULES[facts.MODULE][1])
    assert set(assumptions.values()) == {CLOSED}
    assert all(set(results[f.name].assumptions.values()) == {CLOSED} for f in files[2:])


@needs_coq
def test_a_false_small_case_is_rejected(tmp_path):
    # a question at (n, 1) worth 1/n, like the guess: false for every question
    wrong = claim_file(SMALL_CASES[0], ("then 1 / qnat n else 0)", "then 1 / qnat n else 1 / qnat n)"))
    results = compile_files(tmp_path, [runner.shipped_file("GuessWho"), runner.shipped_file(facts.MODULE), wrong])
    assert results[facts.MODULE].status == "kernel-checked" and results[wrong.name].status == "failed"


@needs_coq
@pytest.mark.parametrize("change", [
    # a false fact: P(a, 1) is 1/a, not 1
    ("Theorem fact_terminal : forall a, (1 <= a)%nat -> qnat a * P a 1 == 1.",
     "Theorem fact_terminal : forall a, (1 <= a)%nat -> P a 1 == 1."),
    # a question's value bound off by one part
    ("qnat a * qnat b - qnat b * qnat j * P b j - qnat b * qnat (a - j) * P b (a - j)\n  <= qnat a * qnat b * P a b.",
     "qnat a * qnat b - qnat b * qnat j * P b j\n  <= qnat a * qnat b * P a b."),
    # a step left unproved
    ("  intros b Hb. rewrite (official_equation 1 b ltac:(lia) Hb). reflexivity.\nQed.", "Admitted."),
])
def test_a_changed_fact_or_an_admitted_proof_fails(tmp_path, change):
    text = rule_facts_text()
    old, new = change
    assert old in text
    files = [runner.shipped_file("GuessWho"), runner.CoqFile(facts.MODULE, text.replace(old, new),
                                                              *runner.SHIPPED_MODULES[facts.MODULE])]
    results = compile_files(tmp_path, files)
    assert results["GuessWho"].status == "kernel-checked"
    assert results[facts.MODULE].status == "failed" and results[facts.MODULE].message


@needs_coq
def test_the_bundle_checker_compiles_the_package_rule_facts_not_a_copy(tmp_path):
    from certify.checkers import coq as coq_checker

    (tmp_path / "RuleFacts.v").write_text("Axiom cheat : False.\nTheorem fact_winner : 1 = 2.\nProof. destruct cheat. Qed.\n")
    assert coq_checker.check_file(tmp_path, [facts.MODULE])["modules"] == 2  # GuessWho.v and RuleFacts.v
