"""A claim comparing two rule sets (Cushing et al.'s introduction: tripartite against official
questions) reads its second table through ``P_official``, in the audit and in a bundle."""

import json
from pathlib import Path

import pytest

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle
from certify.checkers import bundle as checker
from certify.claims.functions import game_functions
from certify.guesswho.table import solve
from certify.claims import loading

CLAIM = "cushing.introduction.tripartite-gain"


def test_p_official_reads_the_official_table_whatever_the_claims_own():
    tripartite = game_functions(solve("tripartite", 12))
    official = game_functions(solve("official", 12))
    assert tripartite["P_official"](8, 3) == official["P"](8, 3) == official["P_official"](8, 3)
    assert tripartite["P"](8, 3) != tripartite["P_official"](8, 3)  # two different games
    assert loading.load().claims[CLAIM].rules == "tripartite"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cmp") / "bundle"
    with staging(path) as root:
        write_bundle(run_audit(only=CLAIM, solvers=("z3",), evidence=root), root)
    return path


def test_the_bundle_carries_both_tables_and_rederives_the_claim(bundle):
    record = json.loads((bundle / "manifest.json").read_text())["claims"][0]
    assert record["status"] == "verified"
    assert {(e["kind"], e["key"]) for e in record["evidence"]} == {("table", "tripartite"), ("table-other", "official")}
    assert checker.check_file(bundle)["verified"] == 1


def test_without_the_second_table_the_bundle_is_rejected(bundle, tmp_path):
    doc = json.loads((bundle / "manifest.json").read_text())
    doc["claims"][0]["evidence"] = [e for e in doc["claims"][0]["evidence"] if e["kind"] != "table-other"]
    copy = tmp_path / "copy"
    copy.mkdir()
    for item in (bundle).rglob("*"):
        if item.is_file():
            target = copy / item.relative_to(bundle)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(item.read_bytes())
    (copy / "manifest.json").write_text(json.dumps(doc))
    with pytest.raises(checker.CheckError, match=CLAIM):
        checker.check_file(copy)
