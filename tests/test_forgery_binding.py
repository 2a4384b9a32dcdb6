"""Evidence bound to its claim's object (issue 37, item 3): a certificate of another game under a
claim's key, a strategy of another AB game, a proof DAG whose nodes are open or absent."""

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
from certify.checkers._bundle_claim import Files
from certify.checkers._bundle_registry import Registry

DAG = "ab.theorem-2.all"


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry()


def test_a_dag_claim_needs_every_node_present_and_settled(registry):
    nodes = [node for node, _ in registry.dags[DAG]]
    assert len(nodes) >= 5 and registry.dags["ab.theorem-2"] == registry.dags[DAG]  # the claim it proves rests on the same
    closure, todo = [DAG], list(nodes)  # nodes proved by DAGs of their own bring theirs
    while todo:
        node = todo.pop()
        if node not in closure:
            closure.append(node)
            todo += [inner for inner, _ in registry.dags.get(node, [])]
    honest = [{"id": node, "status": "proved"} for node in closure]
    registry.rests_on(honest)
    leaf = next(node for node in nodes if node not in registry.dags)
    with pytest.raises(CheckError, match=f"node {leaf} is absent"):
        registry.rests_on([r for r in honest if r["id"] != leaf])
    with pytest.raises(CheckError, match=f"node {leaf} is open"):
        registry.rests_on([r if r["id"] != leaf else {**r, "status": "open"} for r in honest])
    registry.rests_on([{"id": DAG, "status": "open"}])  # an open theorem rests on nothing


def closure_of(registry, theorem: str) -> list[dict]:
    closure, todo = [theorem], [node for node, _ in registry.dags[theorem]]
    while todo:
        node = todo.pop()
        if node not in closure:
            closure.append(node)
            todo += [inner for inner, _ in registry.dags.get(node, [])]
    return [{"id": node, "status": "proved"} for node in closure]


def test_a_claim_proved_through_a_dags_proves_needs_its_theorem_and_a_statement_promotion(registry):
    """issue 36 item 2: a claim of a DAG's proves is proved through it only where the DAG's theorem is
    proved in the bundle and the glue's promotion implies its statement; one whose statement the
    glue only reads (nica.lemma-4.1, in nica.theorem-1.1's proves) is refused even beside a proved theorem."""
    honest = closure_of(registry, DAG)
    registry.rests_on([*honest, {"id": "ab.theorem-2", "status": "proved"}])
    with pytest.raises(CheckError, match="no proved DAG"):  # the theorem open: nothing promotes
        registry.rests_on([{**r, "status": "open"} if r["id"] == DAG else r for r in honest]
                          + [{"id": "ab.theorem-2", "status": "proved"}])
    nica = closure_of(registry, "nica.theorem-1.1")
    registry.rests_on([*nica, {"id": "nica.theorem-1.1.weeds.value", "status": "proved"}])
    with pytest.raises(CheckError, match="nica.lemma-4.1: proved through a proof DAG's proves"):
        registry.rests_on([*nica, {"id": "nica.lemma-4.1", "status": "proved"}])
    registry.rests_on([*nica, {"id": "nica.lemma-4.1", "status": "verified"}])


@pytest.fixture(scope="module")
def mastermind_bundle(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("mm") / "bundle"
    with staging(path) as root:
        write_bundle(run_audit(only="ab.introduction.koyama-lai", evidence=root), root)
    return path


def test_a_certificate_of_another_game_under_a_claims_key_is_refused(mastermind_bundle, tmp_path):
    bundle = Path(shutil.copytree(mastermind_bundle, tmp_path / "b"))
    doc = json.loads((bundle / "manifest.json").read_text())
    item = next(i for i in doc["claims"][0]["evidence"] if i["kind"] == "mastermind")
    assert item["key"] == "4,6,1"
    assert checker.check_file(bundle)["verified"] == 1
    for key in ("4,7,1", "4,6,0"):  # the 4x6 Mastermind certificate listed as 4x7, or as Bulls and Cows
        item["key"] = key
        with pytest.raises(CheckError, match=f"a certificate of the game 4,6,1, listed for the game {key}"):
            Files(bundle).evidence([item])


def test_a_strategy_tree_of_another_game_than_the_registrys_figure_is_refused(tmp_path, registry, monkeypatch):
    from certify.claims.functions import ab

    ab.ab_strategy_total(2)  # the transcribed figure 2, read (documents() lists what was read)
    name, kind, key, document = next(entry for entry in ab.documents() if entry[1] == "ab-tree")
    path = tmp_path / "ab" / name
    path.parent.mkdir()
    path.write_text(json.dumps(document, separators=(",", ":")))  # as the writer does
    item = {"path": f"ab/{name}", "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "kind": kind, "key": key}
    assert Files(tmp_path, registry=registry).evidence([item]).trees[key]["total"] > 0
    monkeypatch.setattr(registry, "_strategies", {str(key): [2, 4]})  # the registry's figure is of another game
    with pytest.raises(CheckError, match=r"not the strategy the registry transcribes as figure '2'"):
        Files(tmp_path, registry=registry).evidence([item])
