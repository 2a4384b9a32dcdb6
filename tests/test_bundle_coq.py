"""Coq evidence in a bundle (issue 37, items 1 and 2): a claim's Coq file is compiled from the
statement printed from the registry (the index) and only the bundle's proof, restricted to
proof vernacular; the shipped library comes from the package; kernel evidence is bound to the
claim's theorem and only a proved or verified record carries it. Every refusal here happens
before coqc would run (these tests need no Coq)."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle
from certify.checkers import CheckError
from certify.checkers import bundle as checker
from certify.checkers import coq
from certify.checkers._bundle_registry import Registry

CLAIM = "cushing.lemma-1.2.k2-n4"  # proved, with a Coq route (lia)


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry()


@pytest.fixture(scope="module")
def statement(registry):
    found = registry.coq(CLAIM)
    assert found is not None and found["module"].startswith("Claim_") and f"Theorem {found['theorem']} :" in found["statement"]
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("coq") / "bundle"
    with staging(path) as root:
        write_bundle(run_audit(only=CLAIM, evidence=root), root)
    return path


HONEST = "Proof. intros; cases; Z.div_mod_to_equations; lia. Qed.\n"
HOSTILE = {
    "extraction": "Proof. Extraction \"/tmp/certify-forged.ml\" nat. lia. Qed.\n",
    "redirect": "Proof. Redirect \"/tmp/certify-forged\" Print nat. lia. Qed.\n",
    "load": "Proof. Load \"/etc/hostname\". lia. Qed.\n",
    "require": "Proof. Require Import Evil. lia. Qed.\n",
    "loadpath": "Proof. Add LoadPath \"/tmp\" as Evil. lia. Qed.\n",
    "ml module": "Proof. Declare ML Module \"evil\". lia. Qed.\n",
    "drop": "Proof. Drop. Qed.\n",
    "print": "Proof. Print Assumptions nat. lia. Qed.\n",
    "guard": "Proof. Unset Guard Checking. lia. Qed.\n",
    "attribute": "Proof. #[bypass_check(guard)] lia. Qed.\n",
    "native": "Proof. native_compute. lia. Qed.\n",
    "string": "Proof. idtac \"Closed under the global context\". lia. Qed.\n",
    "comment": "Proof. (* . Extraction *) lia. Qed.\n",
    "admitted": "Proof. Admitted.\n",
    "after qed": "Proof. lia. Qed.\nAxiom cheat : False.\n",
    "bullet command": "Proof.\n- Extraction nat. Qed.\n",
    "selector command": "Proof. all: Print nat. Qed.\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_proof_with_anything_but_tactics_is_refused(statement, tmp_path, name):
    (tmp_path / f"{statement['module']}.v").write_text(statement["statement"] + HOSTILE[name])
    development = coq.Development(tmp_path, 60, {statement["module"]: (statement["statement"], statement["theorem"])})
    with pytest.raises(CheckError) as error:
        development.admit(statement["module"], (tmp_path / f"{statement['module']}.v").read_text())
    assert error.value.exit_code == 1 and statement["module"] in str(error.value)


def test_the_honest_proof_is_admitted_and_names_its_theorem(statement, tmp_path):
    development = coq.Development(tmp_path, 60, {statement["module"]: (statement["statement"], statement["theorem"])})
    assert development.admit(statement["module"], statement["statement"] + HONEST) == statement["theorem"]


def test_a_changed_statement_or_another_module_is_refused(statement, tmp_path):
    development = coq.Development(tmp_path, 60, {statement["module"]: (statement["statement"], statement["theorem"])})
    changed = statement["statement"].replace("Theorem", "Theorem x : False.\nTheorem", 1)
    with pytest.raises(CheckError, match="statement differs"):
        development.admit(statement["module"], changed + HONEST)
    with pytest.raises(CheckError, match="neither the shipped library"):
        development.admit("Evil", "Definition x := 1.\n")


def test_the_shipped_library_is_read_from_the_package(tmp_path):
    (tmp_path / "GuessWho.v").write_text("Axiom cheat : False.\n")
    development = coq.Development(tmp_path, 60, {})
    assert development.text("GuessWho") == (coq.LIBRARY / "GuessWho.v").read_text()


def test_a_table_is_its_template_with_integer_rows(tmp_path):
    from certify.coq.tables import coq_table

    table = coq_table("official", 2, {(1, 1): (0, ["guess"])}, "t_official_2")
    development = coq.Development(tmp_path, 60, {})
    assert development.admit("Table_official_2", table) is None
    for forged in (table.replace("Require Import Certify.GuessWho.", "Require Import Certify.GuessWho.\nDefinition value := 0."),
                   table.replace("[0;", "[(fun _ => 0);", 1), table.replace("check_table Official", "check_table Nica")):
        with pytest.raises(CheckError):
            development.admit("Table_official_2", forged)


@pytest.mark.parametrize("sentence", ["Extraction \"/tmp/x.ml\" nat.", "Redirect \"/tmp/x\" Print nat.", "Load x.",
                                      "Add LoadPath \"/tmp\" as X.", "Declare ML Module \"x\".", "Drop.",
                                      "Unset Guard Checking.", "Require Import Evil.", "Require Import Certify.Absent.",
                                      "#[bypass_check(guard)] Fixpoint f (n : nat) : nat := f n.", "Module M.",
                                      "Notation \"x + y\" := (x - y)."])
def test_a_standalone_module_is_held_to_declarations_and_proofs(tmp_path, sentence):
    (tmp_path / "Evil.v").write_text(f"Definition x := 1.\n{sentence}\n")
    with pytest.raises(CheckError, match="refused|outside the development"):
        coq.check_file(tmp_path, ["Evil"])


@pytest.mark.parametrize("keyword", ["Fact", "Remark", "Example"])
def test_a_standalone_statement_resting_on_an_axiom_is_refused_whatever_its_keyword(tmp_path, keyword):
    """Print Assumptions asks of every proved statement, not only Theorem/Lemma/Corollary (issue 37:
    a Fact derived from Axiom cheat : False passed)."""
    if shutil.which("coqc") is None:
        pytest.skip("needs coqc")
    (tmp_path / "Cheat.v").write_text(f"Axiom cheat : False.\n{keyword} zero_is_one : 0 = 1.\nProof. destruct cheat. Qed.\n")
    with pytest.raises(CheckError, match="cheat|Closed|assum"):
        coq.check_file(tmp_path, ["Cheat"])


def test_a_standalone_definition_resting_on_an_axiom_is_refused(tmp_path):
    """A Definition whose type is a Prop is a proved statement too: Print Assumptions asks of every
    constant the module declares (a Definition zero_is_one : 0 = 1 built from an Axiom passed)."""
    if shutil.which("coqc") is None:
        pytest.skip("needs coqc")
    (tmp_path / "Cheat.v").write_text("Axiom cheat : False.\nDefinition zero_is_one : 0 = 1 := match cheat with end.\n")
    with pytest.raises(CheckError, match="cheat|Closed|assum"):
        coq.check_file(tmp_path, ["Cheat"])


@pytest.mark.parametrize("declaration", ["  Definition zero_is_one : 0 = 1 := match cheat with end.",
                                         "Definition\n  zero_is_one : 0 = 1 := match cheat with end.",
                                         "Lemma  zero_is_one : 0 = 1.\nProof. destruct cheat. Qed."])
def test_a_declaration_the_line_pattern_missed_is_probed_too(tmp_path, declaration):
    """The names probed are read from the module's parsed sentences, as its declarations are
    checked: an indented declaration, or one whose name is on the next line, is asked about too."""
    if shutil.which("coqc") is None:
        pytest.skip("needs coqc")
    (tmp_path / "Cheat.v").write_text(f"Axiom cheat : False.\n{declaration}\n")
    with pytest.raises(CheckError, match="cheat|Closed|assum"):
        coq.check_file(tmp_path, ["Cheat"])


def _forge(built: Path, tmp_path: Path, statement, edit) -> Path:
    bundle = Path(shutil.copytree(built, tmp_path / "b"))
    doc = json.loads((bundle / "manifest.json").read_text())
    record = doc["claims"][0]
    (bundle / "coq").mkdir()
    path = bundle / "coq" / f"{statement['module']}.v"
    path.write_text(statement["statement"] + HOSTILE["extraction"])
    record["evidence"].append({"path": f"coq/{path.name}", "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
                               "kind": "coq", "key": statement["module"]})
    record["kernel"] = statement["theorem"]
    edit(record)
    (bundle / "manifest.json").write_text(json.dumps(doc))
    return bundle


@pytest.mark.parametrize("case,message", [
    ("extraction", "no string|not a tactic"),
    ("open", "cannot carry kernel evidence"),
    ("other theorem", "not the Coq theorem the registry prints"),
    ("no kernel", "no kernel theorem"),
])
def test_forged_coq_evidence_is_refused_in_a_bundle(built, statement, tmp_path, case, message):
    edits = {"extraction": lambda r: None,
             "open": lambda r: r.update(status="open", reason="forged"),
             "other theorem": lambda r: r.update(kernel="claim_nica_theorem_1_1"),
             "no kernel": lambda r: r.pop("kernel")}
    bundle = _forge(built, tmp_path, statement, edits[case])
    with pytest.raises(CheckError, match=message):
        checker.check_file(bundle)
    assert not Path("/tmp/certify-forged.ml").exists()
