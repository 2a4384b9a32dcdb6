"""Proof DAGs: coverage derived from the cases, the theorem proved only when every node is."""

from types import SimpleNamespace

import pytest

from certify.audit import ClaimResult, apply_dags, markdown_report, AuditResult
from certify.claims.registry import load_dags
from certify.errors import CertifyError
from certify.proofs.prover import prove_claim
from certify.claims import loading
from tests.toy_dag import SMALL, THEOREM, claim, cover, dag, large, registry

PROMOTE = """
[[glue.promote]]
claim = "nica.toy.part"
[[glue.promote.parts]]
states = "n <= 1"
[[glue.promote.parts]]
states = "n >= 2"
"""  # a glue without an induction predicate implies nothing: each part of the range by its own statement


def text(cut: str = "5") -> str:
    """The toy DAG: nica.toy proves the bounded nica.toy.part through its coverage node."""
    part = claim("nica.toy.part", statement="toy part", reading="toy", method="bounded", rules="",
                 vars='{ n = [0, "N"] }', holds="n*n >= 0", expect="proved")
    return registry(THEOREM, part, SMALL, large(cut), cover(), dag(proves=["nica.toy.part"])) + PROMOTE


def toy(tmp_path, cut="5"):
    path = tmp_path / "toy.toml"
    path.write_text(text(cut))
    return path


def test_coverage_is_derived_from_the_cases_and_fails_when_a_case_is_missing(tmp_path):
    claims = loading.load(toy(tmp_path)).claims
    assert prove_claim(claims["nica.toy.cover"], solvers=("z3", "cvc5"), timeout=120).status == "proved"
    gap = loading.load(toy(tmp_path, cut="7")).claims  # n = 6 falls in no case
    proof = prove_claim(gap["nica.toy.cover"], solvers=("z3", "cvc5"), timeout=120)
    assert proof.status == "refuted" and proof.model["n"] == "6"


def test_dag_expands_coverage_nodes_into_their_cases(tmp_path):
    claims = loading.load(toy(tmp_path)).claims
    (dag,) = load_dags(toy(tmp_path), claims)
    assert [(n.claim, d) for n, d in dag.walk()] == [("nica.toy.cover", 0), ("nica.toy.small", 1), ("nica.toy.large", 1)]


def result(ident, status):
    claim = SimpleNamespace(id=ident, paper="p", locator="l", statement="s", reading="r", method="symbolic", expect=status,
                            corrects=None)
    return ClaimResult(claim, status=status, range="1 <= n <= 8" if status == "verified" else None)


@pytest.mark.parametrize("open_node", [None, "nica.toy.large", "nica.toy.cover"])
def test_theorem_is_proved_only_when_every_node_is(tmp_path, open_node):
    dags = load_dags(toy(tmp_path))
    results = [result("nica.toy", "open"), result("nica.toy.part", "verified")]
    results += [result(i, "open" if i == open_node else "proved") for i in ("nica.toy.cover", "nica.toy.small", "nica.toy.large")]
    (summary,) = apply_dags(results, dags)
    theorem, part = results[0], results[1]
    if open_node is None:
        assert theorem.status == summary["status"] == "proved" and part.status == "proved"
    else:
        assert theorem.status == "open" and open_node in theorem.note and part.status == "verified"
    assert summary["nodes"][-1]["role"] == "glue" and summary["nodes"][-1]["status"] == "proved"
    text = markdown_report(AuditResult(results, dags=[summary]))
    assert "Proof DAG of `nica.toy`" in text and "  - `nica.toy.large` (case): **" in text


def test_a_case_with_a_variable_the_coverage_does_not_quantify_is_refused(tmp_path):
    path = toy(tmp_path)
    path.write_text(path.read_text().replace('vars = { n = [0, "oo"] }\nwhere = "n <= 5"',
                                             'vars = { n = [0, "oo"], m = [0, "oo"] }\nwhere = "n <= 5 + m"'))
    with pytest.raises(CertifyError, match="does not quantify"):
        loading.load(path).claims


def test_nica_theorem_dag_has_every_case_of_both_lemmas():
    claims = loading.load().claims
    (dag,) = [d for d in load_dags(None, claims) if d.theorem == "nica.theorem-1.1"]
    nodes = {n.claim: n.role for n, _ in dag.walk()}
    assert {"base", "induction", "coverage", "case"} <= set(nodes.values())
    cases = [c for c, role in nodes.items() if role == "case"]
    # every case is proved, except the one intentionally empty case (no point satisfies its hypotheses)
    empty = {c for c in cases if claims[c].expect == "vacuous"}
    assert empty == {"nica.lemma-4.2.step.II.below-below"}
    assert len(cases) >= 30 and all(claims[c].method == "symbolic" and claims[c].expect == "proved" for c in set(cases) - empty)
    for node, _ in dag.walk():  # every node is proved, an empty case, or a base case that is a finite exact instance
        assert (claims[node.claim].expect == "proved" or (node.role == "base" and node.finite)
                or (node.role == "case" and node.claim in empty)), node.claim
    assert claims["nica.theorem-1.1"].method == "dag"


def test_every_refuted_entry_has_its_quote_and_a_fault_kind():
    for claim in loading.load().claims.values():
        if claim.expect == "refuted":
            assert claim.quote and claim.fault, claim.id
            assert claim.fault.split(":")[0] in ("misprint", "extraction", "mathematical", "registry"), claim.id
            assert (claim.fault.startswith("registry")) == (claim.reading_source == "registry"), claim.id


@pytest.mark.parametrize("change, why", [
    (("[[glue]]", "[[unused]]"), "unknown field 'unused'|must be an array of tables"),  # a region without its [[glue]]
    (("[[glue]]\ntheorem", "[[glue]]\ntheorem = \"nica.other\"\nold"), "glue is prose only"),  # no glue for nica.toy
    (('states = "Eq(n, 1)"', 'states = "Eq(n, 1)"\nfixed = { n = 2 }'), "does not check"),  # a wrong pin
    (('domain = "And(n >= 0, n <= 1)"', 'domain = "And(n >= 0, n <= 2)"'), "does not check"),  # a state no region covers
])
def test_a_dag_whose_glue_is_missing_or_wrong_is_never_proved(tmp_path, change, why):
    path = toy(tmp_path)
    path.write_text(path.read_text().replace(*change))
    if "array" in why:
        with pytest.raises(CertifyError, match=why):
            load_dags(path)
        return
    results = [result("nica.toy", "open"), result("nica.toy.part", "verified")]
    results += [result(i, "proved") for i in ("nica.toy.cover", "nica.toy.small", "nica.toy.large")]
    (summary,) = apply_dags(results, load_dags(path))
    assert summary["status"] == results[0].status == "open" and why in results[0].note
    assert results[1].status == "verified"


@pytest.mark.parametrize("root", ["cushing.theorem-1.1.all", "ab.theorem-2.all", "nica.theorem-1.1"])
def test_only_a_dag_root_selects_every_node_of_its_dag_transitively(root):
    """``certify audit --only ROOT`` settles ROOT from its nodes' statuses, so it checks them all,
    whatever their ids (the registry value's selection, compared here with a walk of each DAG's
    tree, coverage nodes' cases included)."""
    registry = loading.load()
    chosen = registry.selected_ids(root)
    assert [c.id for c in registry.select(root)] == [ident for ident in registry.claims if ident in chosen]
    dags = {d.theorem: d for d in load_dags(None, registry.claims)}
    pending, expected = [root], set()
    while pending:
        ident = pending.pop()
        if ident not in expected:
            expected.add(ident)
            if ident in dags:
                pending.extend(node.claim for node, _ in dags[ident].walk())
    assert expected <= chosen
    assert any(not ident.startswith(root) for ident in expected)  # a node the prefix alone would miss
    assert all(ident in expected or ident.startswith(root) for ident in chosen)
