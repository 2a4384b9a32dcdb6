"""The closed-form route for sums with a symbolic bound (issue 38, item 3: "a SymPy closed form
confirmed the same way"): a claim that is not inductive as stated (sum 1/(i(i+1)) < 1) is proved
when SymPy's closed form F passes the solvers' obligation (F at the base, F(n+1) from F(n), the
claim with F), both z3 and cvc5 unsat; SymPy alone, or one solver, proves nothing. The bundle
carries F, the trusted printer rebuilds the obligation from the claim's bound expression and F,
and a wrong or missing F is refused."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from certify.checkers import _smt_print as smt_print
from certify.claims.registry import load_registry

CERTIFY = str(Path(sys.executable).with_name("certify"))
HANG_GUARD = 900

REGISTRY = '''
[paper]
key = "cf"
title = "Closed forms"

[[claim]]
id = "cf.telescope"
statement = "sum_{i=1}^{n} 1/(i(i+1)) < 1 for every n >= 1."
vars = { n = [1, "oo"] }
holds = "Sum(1/(i*(i + 1)), (i, 1, n)) < 1"
expect = "proved"

[[claim]]
id = "cf.half"
statement = "sum_{i=1}^{n} 1/2^i < 1 for every n >= 1."
vars = { n = [1, "oo"] }
holds = "Sum(1/2**i, (i, 1, n)) < 1"
expect = "proved"
'''


@pytest.fixture(scope="module")
def paper(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("cf")
    (home / "cf.toml").write_text(REGISTRY)
    return home / "cf.toml"


def claim(paper: Path, ident: str):
    return load_registry(paper)[ident]


def test_a_claim_that_is_not_inductive_is_proved_through_its_closed_form(paper):
    from certify.proofs.prover import prove_claim

    telescope = claim(paper, "cf.telescope")
    proof = prove_claim(telescope, timeout=60)
    assert proof.status == "proved", proof.summary()["text"]
    assert proof.runs["z3"].answer == proof.runs["cvc5"].answer == "unsat"
    assert "closed form: SymPy's F(n) = 1 - 1/(n + 1)" in proof.route
    alone = prove_claim(telescope, solvers=("z3",), timeout=60)  # one solver (and SymPy) is not two tools
    assert alone.status == "open"


def test_the_closed_form_is_checked_not_trusted(paper):
    """A closed form that is not the sum fails the obligation the trusted printer rebuilds."""
    from certify.checkers import smt
    from certify.claims.export import claim_tree

    telescope = claim(paper, "cf.telescope")
    tree = claim_tree(telescope, telescope.max)
    the_sum = tree["holds"][1]
    good = ["add", ["num", "1"], ["mul", ["num", "-1"], ["pow", ["add", ["var", "n"], ["num", "1"]], ["num", "-1"]]]]
    smt.check_text(smt_print.obligation(smt_print.closed_form(tree, [[the_sum, good]])), 60, shown="good")
    for wrong in (["num", "0"], ["add", ["num", "1"], ["mul", ["num", "-1"], ["pow", ["add", ["var", "n"], ["num", "2"]], ["num", "-1"]]]]):
        with pytest.raises(smt.CheckError):
            smt.check_text(smt_print.obligation(smt_print.closed_form(tree, [[the_sum, wrong]])), 60, shown="wrong")
    for malformed in ([], [[the_sum]], [[["sum", "i", ["num", "1"], ["var", "n"], ["num", "1"]], good]], [[the_sum, the_sum]]):
        with pytest.raises(smt_print.Unsupported):
            smt_print.closed_form(tree, malformed)


def test_its_bundle_checks_and_a_tampered_closed_form_is_refused(paper, tmp_path):
    bundle = tmp_path / "bundle"
    audit = subprocess.run([CERTIFY, "audit", "--registry", str(paper), "--certificates", str(bundle), "-q"],
                           capture_output=True, text=True, cwd=tmp_path, timeout=HANG_GUARD)
    assert audit.returncode == 0 and "proved    cf.telescope" in audit.stdout, audit.stdout + audit.stderr
    run = subprocess.run([CERTIFY, "check", str(bundle)], capture_output=True, text=True, timeout=HANG_GUARD)
    assert run.returncode == 0 and "2 proved" in run.stdout, run.stdout + run.stderr
    manifest = json.loads((bundle / "manifest.json").read_text())
    record = next(r for r in manifest["claims"] if r["id"] == "cf.telescope")
    assert record["closed_form"][0][0] == record["claim"]["holds"][1]  # [the claim's sum, its closed form]
    for change in ("wrong", "missing", "on-a-refuted"):
        copy = Path(shutil.copytree(bundle, tmp_path / change))
        doc = json.loads((copy / "manifest.json").read_text())
        target = next(r for r in doc["claims"] if r["id"] == "cf.telescope")
        if change == "wrong":
            target["closed_form"][0][1] = ["num", "0"]
        elif change == "missing":
            del target["closed_form"]  # the induction it then rebuilds does not close this claim
        else:
            other = next(r for r in doc["claims"] if r["id"] == "cf.half")
            other["status"], other["reason"] = "open", "x"
            other["closed_form"] = target["closed_form"]
        (copy / "manifest.json").write_text(json.dumps(doc))
        run = subprocess.run([CERTIFY, "check", str(copy)], capture_output=True, text=True, timeout=HANG_GUARD)
        assert run.returncode != 0 and "INVALID" in run.stderr, (change, run.stdout, run.stderr)
