"""The hand-written Coq modules shipped in certify/coq besides GuessWho.v.

* ABLine.v, the AB paper's Theorem 2 (registry route coq = "shipped"): the kernel accepts the
  shipped file axiom-free; a tampered copy (a changed closed form, a proof replaced by Admitted)
  is reported failed by the runner and makes the audit's claim a regression.
* Nica11.v, Nica's Theorem 1.1 for all n, m (registry route coq = "shipped" on
  nica.theorem-1.1): accepted axiom-free with the claim's file, and a wrong closed form is
  rejected.

Every module of ``runner.SHIPPED_MODULES`` (GuessWho.v's companions: ABLine, Nica11, RuleFacts,
AB2, AB2W, Monotonicity, SmallCases, ...), compiled once per run in dependency order (conftest.py):
the kernel accepts it, and each theorem it lists is axiom-free (``Print Assumptions`` closed).

The other tests compile only these files (about a second of coqc each; Nica11.v after GuessWho.v),
never the tables. Skipped where coqc is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.audit.results import ClaimResult
from certify.coq import runner
from certify.coq.claims import SHIPPED, Untranslatable, shipped_theorem
from certify.claims import loading

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLAIM = "ab.theorem-2.all"
CLOSED = "Closed under the global context"


@needs_coq
@pytest.mark.parametrize("module", list(runner.SHIPPED_MODULES))
def test_the_kernel_accepts_every_shipped_module_axiom_free(shipped_coq, module):
    result = shipped_coq[1][module]
    assert result.status == "kernel-checked", result.message
    assert set(result.assumptions) == set(runner.SHIPPED_MODULES[module][1])
    assert set(result.assumptions.values()) == {CLOSED}


def abline_files(text=None):
    """The shipped ABLine.v (or ``text`` in its place) and the registry claim's generated file."""
    claim = loading.load().claims[CLAIM]
    shipped = runner.shipped_file("ABLine")
    if text is not None:
        shipped = runner.CoqFile("ABLine", text, (), shipped.theorems)
    theorem = runner.claim_theorem(claim)
    return [shipped, runner.CoqFile(f"Claim_{theorem.name}", theorem.source, ("ABLine",), (theorem.name,), (CLAIM,))]


def shipped_text():
    return resources.files("certify.coq").joinpath("ABLine.v").read_text()


def compile_files(directory, files):
    runner.write_development(directory, files)
    return {r.file: r for r in runner.run_development(directory, files, jobs=1, timeout=300)}


def test_the_registry_routes_theorem_2_to_the_shipped_module():
    claim = loading.load().claims[CLAIM]
    assert claim.coq == "shipped"
    files = {f.name: f for f in runner.development()}
    generated = files["Claim_claim_ab_theorem_2_all"]
    assert generated.after == ("ABLine",) and generated.claims == (CLAIM,)
    assert "ABLine" in files and files["ABLine"].theorems == ("ab_theorem_2", "ab_theorem_2_strategies")
    # the statement is the registry's F: F_line(n, floor(log2 n)), with F_line's body as in ab.toml
    assert "F_line x (Z.log2 x)" in generated.text
    assert "Definition F_line (n k : Z) : Z := (n + 1) * k - 2 ^ (k + 1) + 2 + n." in shipped_text()
    assert "Admitted" not in shipped_text() and not re.search(r"^\s*(Axiom|Parameter|Hypothesis)\b", shipped_text(), re.M)


def test_a_claim_without_a_shipped_proof_is_refused():
    other = loading.load().claims["ab.theorem-3.all.closed-forms"]
    assert other.id not in SHIPPED
    with pytest.raises(Untranslatable, match="no shipped Coq module proves ab.theorem-3.all.closed-forms"):
        shipped_theorem(other)


@needs_coq
def test_the_kernel_accepts_the_shipped_proof_axiom_free(tmp_path):
    results = compile_files(tmp_path, abline_files())
    assert {r.status for r in results.values()} == {"kernel-checked"}, results
    assert set(results["ABLine"].assumptions.values()) == {"Closed under the global context"}
    assert results["Claim_claim_ab_theorem_2_all"].assumptions == {
        "claim_ab_theorem_2_all": "Closed under the global context"}


@needs_coq
def test_a_changed_closed_form_is_rejected_and_the_claim_fails(tmp_path):
    text = shipped_text().replace("- 2 ^ (k + 1) + 2 + n.", "- 2 ^ (k + 1) + 3 + n.")
    assert text != shipped_text()
    results = compile_files(tmp_path, abline_files(text))
    assert results["ABLine"].status == "failed" and results["ABLine"].message
    assert results["Claim_claim_ab_theorem_2_all"].status == "failed"
    assert results["Claim_claim_ab_theorem_2_all"].message == "an imported file failed"


@needs_coq
def test_an_admitted_step_is_an_axiom_and_fails(tmp_path):
    # the split lemma (the DAG's descent) left unproved: the file compiles, Print Assumptions names it
    text, count = re.subn(r"(Lemma F_split :.*?Proof\.).*?Qed\.", r"\1\n  Admitted.", shipped_text(), count=1, flags=re.S)
    assert count == 1
    results = compile_files(tmp_path, abline_files(text))
    assert results["ABLine"].status == "failed"
    assert "F_split" in results["ABLine"].message and "rests on axioms" in results["ABLine"].message


@needs_coq
@pytest.mark.parametrize("tampered", [False, True])
def test_the_audit_reports_kernel_evidence_and_a_tampered_proof_as_a_regression(tmp_path, monkeypatch, tampered):
    text = shipped_text().replace("Lemma F_zero : F 0 = 0.", "Lemma F_zero : F 0 = 1.") if tampered else None
    monkeypatch.setattr(runner, "development", lambda registry=None: abline_files(text))
    result = ClaimResult(claim=loading.load().claims[CLAIM], status="proved")
    counts = runner.attach_kernel([result], tmp_path)
    if tampered:
        assert result.kernel.startswith("failed: Claim_claim_ab_theorem_2_all.v") and result.regression
        assert counts["failed"] == ["ABLine", "Claim_claim_ab_theorem_2_all"]
    else:
        assert result.kernel.startswith("kernel-checked (Coq theorem claim_ab_theorem_2_all")
        assert not result.regression and counts["kernel_checked"] == counts["theorems"] == 3
        assert counts["claims"][CLAIM]["modules"] == ["ABLine", "Claim_claim_ab_theorem_2_all"]


def nica_files(text=None):
    files = [runner.shipped_file("GuessWho"), runner.shipped_file("Nica11")]
    if text is not None:
        files[1] = runner.CoqFile("Nica11", text, ("GuessWho",), files[1].theorems)
    return files


def test_nica_theorem_1_1_is_routed_to_the_shipped_module_and_states_the_registry_reading():
    claim = loading.load().claims["nica.theorem-1.1"]
    assert claim.coq == "shipped"
    files = {f.name: f for f in runner.development()}
    nica, generated = files["Nica11"], files["Claim_claim_nica_theorem_1_1"]
    assert nica.after == ("GuessWho",) and nica.claims == ()
    assert generated.after == ("GuessWho", "Nica11") and generated.claims == ("nica.theorem-1.1",)
    assert "value Nica n m == q n m" in generated.text and "Q2 (stated_bid n m)" in generated.text
    text = nica.text  # q as the registry writes it (nica.toml qW, qU)
    assert "qpow (k + 1) / qnat n - (2 # 3) * ((qpow (2 * k + 1) + 1) / (qnat m * qnat n))" in text
    assert "1 - qpow k / qnat m + (2 # 3) * ((qpow (2 * k) + 2) / (qnat m * qnat n))" in text
    assert "Admitted" not in text and not re.search(r"^\s*(Axiom|Parameter|Hypothesis)\b", text, re.M)


@needs_coq
def test_the_nica_module_and_claim_are_accepted_axiom_free_and_a_wrong_q_is_rejected(tmp_path):
    claim = loading.load().claims["nica.theorem-1.1"]
    theorem = runner.claim_theorem(claim)
    generated = runner.CoqFile(f"Claim_{theorem.name}", theorem.source, ("GuessWho", "Nica11"), (theorem.name,),
                               (claim.id,))
    good = compile_files(tmp_path / "good", nica_files() + [generated])
    assert {r.status for r in good.values()} == {"kernel-checked"}, good
    assert set(good["Nica11"].assumptions.values()) == {"Closed under the global context"}
    assert good[generated.name].assumptions == {theorem.name: "Closed under the global context"}
    text = runner.shipped_file("Nica11").text
    bad_text = text.replace("1 - qpow k / qnat m + (2 # 3)", "1 - qpow k / qnat m + (1 # 3)")
    assert bad_text != text
    bad = compile_files(tmp_path / "bad", nica_files(bad_text) + [generated])
    assert bad["GuessWho"].status == "kernel-checked" and bad["Nica11"].status == "failed"
    assert bad[generated.name].status == "failed"
