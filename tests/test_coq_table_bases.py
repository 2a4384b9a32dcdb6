"""The proof DAGs' table bases carry kernel evidence (issue 36, item 5): route coq = "table" on a
claim over a finite range, stated as one ground instance per point of its range and proved from
the Coq-checked table (certify/coq/claims.py: finite_points, table_theorem).

The kernel tests use a table of the official game with N = 10 (every state the bases read),
taken from the committed N = 64 table, so they compile in seconds. Skipped where coqc is missing.
"""

import dataclasses
import re
import shutil
import subprocess
import tomllib
from importlib import resources
from pathlib import Path

import pytest
import sympy

from certify.claims import loading
from certify.coq.claims import Untranslatable, finite_points, table_theorem
from certify.coq.tables import coq_table, read_csv_table

ROOT = Path(__file__).resolve().parent.parent
needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
BASES = ("cushing.theorem-1.1.all.base", "cushing.lemma-1.5.all.base", "cushing.lemma-1.5.i.lower-bound.base-10",
         "cushing.lemma-1.5.i.base")
# a base the Coq table route cannot state yet: tripartite moves (optimal3) and Theorem 1.6's T_any
NOT_IN_COQ = {"cushing.theorem-1.6.all.base"}


def test_every_official_table_base_of_a_dag_carries_the_table_route():
    registry = loading.load()
    bases = {node["claim"] for path in (ROOT / "certify" / "claims" / "data").glob("*-dags.toml")
             for dag in tomllib.loads(path.read_text()).get("dag", []) for node in dag.get("nodes", [])
             if node.get("role") == "base"}
    table_bases = {b for b in bases if registry.claims[b].uses_game}
    assert set(BASES) <= table_bases
    for ident in table_bases - NOT_IN_COQ:
        assert registry.claims[ident].coq == "table", f"{ident}: a table base without kernel evidence"


def test_the_points_of_a_finite_range_in_order_and_an_infinite_range_refused():
    claims = loading.load().claims
    points = finite_points(claims["cushing.theorem-1.1.all.base"])
    assert len(points) == 36 and [int(v) for v in points[0].values()] == [5, 5]
    assert [int(v) for v in points[-1].values()] == [10, 10]
    assert len(finite_points(claims["cushing.lemma-1.5.i.base"])) == 7 * 3
    with pytest.raises(Untranslatable, match="not finite"):
        finite_points(claims["cushing.theorem-1.1"])


def test_the_statement_is_one_registry_instance_per_point():
    claim = loading.load().claims["cushing.theorem-1.1.all.base"]
    source = table_theorem(claim, "T", "t", 64).source
    statement = source.split("Theorem claim_cushing_theorem_1_1_all_base :\n", 1)[1].split(".\nProof.", 1)[0]
    instances = statement.split(" /\\\n")
    assert len(instances) == 36
    # each instance is the registry's optimal(n, m, S_decision(n, m)) at its point: S(6, 5) = n_<(6) = 2
    assert instances[6].strip() == "(In (Q2 2) (optimal_moves Official 6 5))"
    assert all(re.fullmatch(r"\(In \((Q2 \d+|Guess)\) \(optimal_moves Official \d+ \d+\)\)", i.strip()) for i in instances)


def compile_base(tmp_path, claim):
    """GuessWho.v, the N = 10 official table and the claim's file (proved from it), compiled."""
    for name in ("GuessWho",):
        (tmp_path / f"{name}.v").write_text(resources.files("certify.coq").joinpath(f"{name}.v").read_text())
    entries = {k: v for k, v in read_csv_table(ROOT / "tables" / "official-64.csv").items() if max(k) <= 10}
    (tmp_path / "T10.v").write_text(coq_table("official", 10, entries, "t10"))
    (tmp_path / "Base.v").write_text(table_theorem(claim, "T10", "t10", 10).source)
    for name in ("GuessWho", "T10", "Base"):
        run = subprocess.run(["coqc", "-Q", ".", "Certify", f"{name}.v"], cwd=tmp_path, capture_output=True,
                             text=True, timeout=600)
        if run.returncode != 0:
            return run
    return run


@needs_coq
@pytest.mark.parametrize("ident", BASES)
def test_the_kernel_proves_each_table_base(tmp_path, ident):
    run = compile_base(tmp_path, loading.load().claims[ident])
    assert run.returncode == 0, run.stderr[-600:]
    probe = tmp_path / "Probe.v"
    probe.write_text("Require Import Certify.Base.\nPrint Assumptions " +
                     re.search(r"^Theorem (\w+)", (tmp_path / "Base.v").read_text(), re.M)[1] + ".\n")
    out = subprocess.run(["coqc", "-Q", ".", "Certify", "Probe.v"], cwd=tmp_path, capture_output=True, text=True)
    assert out.stdout.strip() == "Closed under the global context"


@needs_coq
def test_a_false_base_is_rejected(tmp_path):
    claim = loading.load().claims["cushing.theorem-1.1.all.base"]
    n, m = sorted(claim.holds.free_symbols, key=str)[::-1]  # the guess is optimal nowhere in 5..10 x 5..10
    wrong = dataclasses.replace(claim, holds=sympy.sympify("optimal(n, m, 0)", locals={
        "optimal": type(claim.holds), "n": n, "m": m}))
    run = compile_base(tmp_path, wrong)
    assert run.returncode != 0 and "Base.v" in run.stderr
