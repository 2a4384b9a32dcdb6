"""Nica, Section 1.1, the safe bid for all n (nica.section-1.1.safe-bid-entropy.all in
nica-dags.toml): the glue of the strong induction on the pool n holds (certify.checkers.dag_glue),
and is refused when a region, a successor, a level or a node is wrong; a wrong attainment node
leaves the DAG open in the audit. The bid b is the glue's move a = b - 1 (the AB split's guess)."""

import shutil
import tomllib

import pytest

from certify.audit import run_audit
from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations
from certify.claims.registry import DATA

THEOREM = "nica.section-1.1.safe-bid-entropy.all"
ATTAINS = "nica.section-1.1.safe-bid-entropy.all.attains"
SPLIT_AT = 'by = "ab.theorem-2.all.split"\nat = [{ n = "n - 1", k = "a" }]'


def _registry(tmp_path, old, new, name="nica-dags.toml"):
    """A copy of the whole registry (the DAG cites AB nodes) with one exact edit of one file."""
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    path = registry / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return registry


def test_the_glue_holds_and_has_every_obligation():
    names = [name for name, _ in obligations(DATA, THEOREM)[THEOREM]]
    assert names == ["measure", "cover", "applies.1.terminal", "applies.2.step", "step.2.step",
                     "applies.3.step", "step.3.step",  # then the promotion of its bounded entry (issue 36)
                     "promote.nica.section-1.1.safe-bid-entropy.cover", "promote.nica.section-1.1.safe-bid-entropy.1.domain.1"]
    assert check_glue(DATA, THEOREM)["obligations"] == names


def test_the_dag_cites_the_ab_split_and_the_link_and_proves_the_bounded_entry():
    claims, dags = {}, {}
    for name in ("nica.toml", "nica-dags.toml", "ab-dags.toml"):
        data = tomllib.loads((DATA / name).read_text(encoding="utf-8"))
        claims.update({entry["id"]: entry for entry in data["claim"]})
        dags.update({dag["theorem"]: dag for dag in data.get("dag", [])})
    assert claims[THEOREM]["method"] == "dag" and claims[THEOREM]["expect"] == "proved"
    assert claims["nica.section-1.1.safe-bid-entropy"]["expect"] == "proved"
    nodes = {node["claim"] for node in dags[THEOREM]["nodes"]}
    assert {"ab.theorem-2.all.split", "nica.section-1.1.safe-bid-entropy.ab-link", ATTAINS} <= nodes
    assert all(claims[node]["expect"] == "proved" for node in nodes)
    assert dags[THEOREM]["proves"] == ["nica.section-1.1.safe-bid-entropy"]
    assert "Not seen by a checker" in dags[THEOREM]["well_founded"]
    text = (DATA / "nica-dags.toml").read_text(encoding="utf-8")
    assert 'id = "ab.theorem-2.all.split"' not in text and 'id = "nica.section-1.1.safe-bid-entropy.ab-link"' not in text  # cited, not copied


def test_the_pool_of_one_is_needed(tmp_path):
    """Without the terminal region n = 1 is covered by no region."""
    region = ('[[glue.region]]\nkind = "terminal"\nby = "nica.section-1.1.safe-bid-entropy.all.one"\n'
              'exists = [{ var = "k", fact = "level", of = "n + 1" }]\nat = [{ n = "n", k = "k" }]\n\n')
    registry = _registry(tmp_path, region, "")
    with pytest.raises(CheckError, match="obligation cover"):
        check_glue(registry, THEOREM, timeout=20)


def test_the_split_is_read_among_n_minus_one_candidates(tmp_path):
    """The bid b = a + 1 among n candidates is the AB guess a among n - 1 (one candidate is the
    one asked about, as in the AB line): read among n - 2 the split node's range misses n = 2
    and the bid n - 1."""
    registry = _registry(tmp_path, SPLIT_AT, SPLIT_AT.replace('n = "n - 1"', 'n = "n - 2"'))
    with pytest.raises(CheckError, match="applies.2.step"):
        check_glue(registry, THEOREM, timeout=20)


def test_a_successor_must_be_smaller(tmp_path):
    """n - b miswritten n - a (at the bid b = 1, that is the state itself): no progress."""
    old = 'uses = [["a + 1"], ["n - a - 1"]]\nby = "ab.theorem-2.all.split"'
    registry = _registry(tmp_path, old, old.replace('"n - a - 1"', '"n - a"'))
    with pytest.raises(CheckError, match="step.2.step"):
        check_glue(registry, THEOREM, timeout=20)


def test_the_attainment_needs_the_level_of_half_n(tmp_path):
    """The level of n + 1 (ilog2(n)) instead of that of floor(n/2) + 1 (ilog2(n) - 1) misses the
    attainment node's hypotheses."""
    old = '{ var = "j", fact = "level", of = "floor(n/2) + 1" }'
    registry = _registry(tmp_path, old, old.replace("floor(n/2) + 1", "n + 1"))
    with pytest.raises(CheckError, match="applies.3.step"):
        check_glue(registry, THEOREM, timeout=20)


def test_a_node_missing_from_the_dag_is_refused(tmp_path):
    old = '  { claim = "nica.section-1.1.safe-bid-entropy.all.attains", role = "step" },\n'
    registry = _registry(tmp_path, old, "")
    with pytest.raises(CheckError, match="not a node of the DAG"):
        check_glue(registry, THEOREM, timeout=20)


@pytest.mark.slow
@pytest.mark.parametrize("wrong", [False, True])
def test_a_wrong_attainment_leaves_the_dag_open(tmp_path, wrong):
    """The registry as it is proves the DAG (z3 and cvc5); with the bid floor(n/3) claimed to
    attain G(n) - n the node is not proved, so neither is the DAG."""
    old = "Implies(Eq(a + 1, floor(n/2)), And(Eq(n - a - 1, ceiling(n/2))"
    registry = _registry(tmp_path, old, old.replace("floor(n/2))", "floor(n/3))", 1) if wrong else old)
    status = {claim.id: claim.status for claim in run_audit(registry, only=THEOREM, max_n=16).claims}
    assert status["nica.section-1.1.safe-bid-entropy.all.one"] == "proved"
    if wrong:
        assert status[ATTAINS] in ("open", "refuted") and status[THEOREM] == "open", status
    else:
        assert status[ATTAINS] == status[THEOREM] == "proved", status
