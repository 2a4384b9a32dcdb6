"""Review 35 of the bundle checker: acceptances it must refuse (reproducers in the review).

1. a proof DAG's node (a lemma its glue reads for all n) that the registry expects proved, present
   only as verified; 2. a vacuous record whose range N was shrunk below the audit size; 3. an
   evidence file read more than once (a racing writer swaps it between the reads), a SAT
   certificate's DRAT and a registry copy's TOML that are symlinks out of the bundle; 4. an
   ab-tree that is not the registry's figure, a board that is not the shipped board; 5. a claim
   naming no rules that reads any table; 6. control characters of a bundle echoed raw.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle
from certify.checkers import CheckError
from certify.checkers import _bundle_claim, bundle as checker
from certify.checkers._bundle_registry import Registry, registry_files

from tests.test_bundle import make, manifest, rehash, save


def build(path: Path, registry: Path) -> Path:
    with staging(path) as root:
        write_bundle(run_audit(registry=registry, evidence=root, solvers=("z3",)), root, registry)
    return path


def trusted(registry: Path) -> Registry:
    """The registry with its expression index computed, as ``certify check --registry`` binds it."""
    from certify.cli.check import _trusted

    return _trusted(registry, False, 60.0)


def user_registry(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "reg" / "reg.toml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    return path


# 1 ---------------------------------------------------------------------------------------------

THEOREM = "nica.section-1.1.safe-bid-entropy.all"


def nodes(registry, ident):
    return [n if isinstance(n, str) else n[0] for n in registry.dags.get(ident, [])]
LEMMA = "ab.theorem-2.all.split.levels"


def test_a_dag_lemma_expected_proved_must_be_proved_not_verified():
    registry = Registry()
    assert LEMMA in nodes(registry, THEOREM) and registry.claims[LEMMA]["expect"] == "proved"
    closure, todo = {}, [THEOREM]  # the theorem, its nodes, theirs, ...: each as the registry expects it
    while todo:
        ident = todo.pop()
        if ident not in closure:
            closure[ident] = registry.claims[ident]["expect"]
            todo += nodes(registry, ident) + registry.promoters.get(ident, [])
    records = [{"id": ident, "status": status} for ident, status in closure.items()]
    assert closure[LEMMA] == "proved" and all(s in ("proved", "verified", "vacuous") for s in closure.values())
    registry.rests_on(records)  # every node proved: settled
    for record in records:
        if record["id"] == LEMMA:
            record["status"] = "verified"  # bounded (n <= N) only, and the DAG proving it dropped
    with pytest.raises(CheckError, match=rf"node {LEMMA} is verified"):
        registry.rests_on(records)


def test_a_finite_base_may_be_verified_but_an_infinite_one_expected_proved_may_not():
    registry = Registry()
    theorem = "cushing.lemma-1.5.all"  # its base (n <= 10, m <= 4) is expected verified: an exact check of it all
    records = [{"id": theorem, "status": "proved"},
               *({"id": n, "status": registry.claims[n]["expect"]} for n in nodes(registry, theorem))]
    registry.rests_on(records)
    descent = "ab.theorem-2.all.descent"  # its base (every n, k) is expected proved
    base = "ab.theorem-2.all.descent.balanced"
    records = [{"id": descent, "status": "proved"},
               *({"id": n, "status": "verified" if n == base else "proved"} for n in nodes(registry, descent))]
    with pytest.raises(CheckError, match=rf"node {base} is verified"):
        registry.rests_on(records)


# 2 ---------------------------------------------------------------------------------------------

VACUOUS = """[paper]
key = "vac"
title = "vac"

[[claim]]
id = "vac.empty"
statement = "No n in 2..N has n >= 10 (an intentionally empty case)."
method = "bounded"
vars = { n = [2, "N"] }
where = "n >= 10"
holds = "n > 0"
expect = "vacuous"
"""


def test_a_vacuous_record_cannot_shrink_its_range_below_the_audit_size(tmp_path):
    registry = user_registry(tmp_path, VACUOUS)
    bundle = build(tmp_path / "b", registry)
    doc = manifest(bundle)
    record = doc["claims"][0]
    assert record["status"] == "verified"  # the audit: not vacuous (n = 10..64)
    record.update(status="vacuous", reason="no point satisfies the hypotheses", evidence=[])
    record.pop("cases")
    record.pop("witness", None)
    record["claim"]["N"] = 5  # no point of 2..5 has n >= 10
    save(bundle, doc)
    with pytest.raises(CheckError, match=r"vacuous up to N = 5 only, below the registry's audit size 64"):
        checker.check_file(bundle, registry=trusted(registry))


# 3 ---------------------------------------------------------------------------------------------

RACE = """[paper]
key = "race"
title = "race"

[defaults]
method = "bounded"
max = 64

[[claim]]
id = "race.ab1-worst-15"
statement = "The 1x15 game can always be won within 3 guesses."
holds = "Eq(ab1_worst(15), 3)"
expect = "verified"
"""


def test_an_evidence_file_is_read_once_and_its_checker_and_values_see_those_bytes(tmp_path, monkeypatch):
    registry = user_registry(tmp_path, RACE)
    bundle = build(tmp_path / "b", registry)
    doc = manifest(bundle)
    record = doc["claims"][0]
    assert record["status"] == "refuted"  # the 1x15 game's worst case is 4
    record.update(status="verified", cases=1, checker="certify.checkers.bundle: exact evaluation over the range")
    record.pop("counterexample")
    save(bundle, doc)
    line = next(item["path"] for item in record["evidence"] if item["kind"] == "ab-line")
    good = (bundle / line).read_text()
    bad = good.replace('{"size":15,"total":49,"worst":4}', '{"size":15,"total":49,"worst":3}')
    assert bad != good
    real, swapped = _bundle_claim.ab.check_file, []

    def racing(path):  # a writer racing on the bundle swaps the file just after its checker read it
        found = real(path)
        (bundle / line).write_text(bad)
        swapped.append(path)
        return found

    monkeypatch.setattr(_bundle_claim.ab, "check_file", racing)
    with pytest.raises(CheckError, match=r"race\.ab1-worst-15: fails at"):
        checker.check_file(bundle, registry=trusted(registry))
    assert swapped and Path(swapped[0]).resolve() != (bundle / line).resolve()  # its checker read a private copy


def test_a_sat_certificates_drat_that_is_a_symlink_out_of_the_bundle_is_refused(tmp_path):
    bundle = make(tmp_path / "b", "paz.optimal.predetermined-lies.sat")
    drat = next((bundle / "adversary").glob("*.drat"))
    outside = tmp_path / "outside.drat"
    shutil.move(drat, outside)
    drat.symlink_to(outside)
    doc = manifest(bundle)
    for record in doc["claims"]:  # not listed: read only as the certificate's file beside it
        record["evidence"] = [item for item in record.get("evidence", []) if item["kind"] != "adversary-file"]
    save(bundle, doc)
    with pytest.raises(CheckError, match=r"\.drat: a symlink"):
        checker.check_file(bundle)


def test_a_registry_copys_toml_that_is_a_symlink_is_refused(tmp_path):
    bundle = tmp_path / "b"
    (bundle / "registry").mkdir(parents=True)
    (bundle / "manifest.json").write_text("{}")
    outside = tmp_path / "outside.toml"
    outside.write_text(VACUOUS)
    (bundle / "registry" / "reg.toml").symlink_to(outside)
    with pytest.raises(CheckError, match=r"a symlink"):
        registry_files(bundle / "registry")


# 4 ---------------------------------------------------------------------------------------------

def _relabelled(node):
    out = {"guess": [4 - x for x in node["guess"]]}
    if "then" in node:
        out["then"] = {k: _relabelled(v) for k, v in node["then"].items()}
    return out


def test_an_ab_tree_must_be_the_registrys_figure_not_another_tree_of_its_game(tmp_path):
    bundle = make(tmp_path / "b", "ab.example.2x5-figures")
    rel = "ab/strategy-2-tree.json"
    doc = json.loads((bundle / rel).read_text())
    doc["tree"] = _relabelled(doc["tree"])  # the figure relabelled 0..4 -> 4..0: a valid tree, total 64, depth 4
    (bundle / rel).write_text(json.dumps(doc, separators=(",", ":")))
    rehash(bundle, rel)
    with pytest.raises(CheckError, match=r"not the strategy the registry transcribes as figure '2'"):
        checker.check_file(bundle)


def test_a_board_must_be_the_shipped_board(tmp_path):
    bundle = make(tmp_path / "b", "paz.board.assumption-1")
    rel = "board/board24.json"
    doc = json.loads((bundle / rel).read_text())
    doc["characters"][0], doc["traits"][0] = "Mallory", "is-a-forgery"
    (bundle / rel).write_text(json.dumps(doc, separators=(",", ":")))
    rehash(bundle, rel)
    with pytest.raises(CheckError, match=r"not the board 'board24'"):
        checker.check_file(bundle)


# 5 ---------------------------------------------------------------------------------------------

RULESLESS = """[paper]
key = "rl"
title = "rl"

[[claim]]
id = "rl.p44"
statement = "Under the official rules, P(4, 4) = 3/4."
method = "bounded"
holds = "Eq(P(4, 4), 3/4)"
expect = "verified"
"""


def test_a_claim_naming_no_rules_reads_no_table(tmp_path):
    registry = Registry(user_registry(tmp_path, RULESLESS))
    record = {"id": "rl.p44", "statement": "Under the official rules, P(4, 4) = 3/4.", "status": "verified", "cases": 1,
              "checker": "x", "evidence": [{"path": "tables/nica-8.npz", "sha256": "0" * 64, "kind": "table", "key": None}],
              "claim": {"N": 64, "vars": [], "where": ["true"], "holds": ["eq", ["call", "P", ["num", "4"], ["num", "4"]], ["num", "3/4"]]}}
    with pytest.raises(CheckError, match=r"table evidence is for rules \[None\], the registry.s claim is about no rules"):
        registry.bind(record)
    with pytest.raises(CheckError, match=r"must be listed under its rules"):
        _bundle_claim.Files(tmp_path).check(tmp_path / "t.npz", "table", None)


# 6 ---------------------------------------------------------------------------------------------

def test_bundle_strings_in_an_error_are_escaped_one_printable_line(tmp_path):
    bundle = make(tmp_path / "b", "riddler.solution.n4-percent")
    doc = manifest(bundle)
    doc["claims"][0]["id"] = "\r\x1b[2Kb: valid bundle\nsecond line\x1b[8m"
    save(bundle, doc)
    with pytest.raises(CheckError) as caught:
        checker.check_file(bundle)
    shown = str(caught.value)
    assert shown.isprintable() and "\\r\\x1b[2Kb: valid bundle\\nsecond line\\x1b[8m" in shown
    run = checker.main([str(bundle)])
    assert run == 1
