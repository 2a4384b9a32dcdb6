"""Nica, Section 1.1, the safe bid for all n (nica.section-1.1.safe-bid-entropy.all in
nica-dags.toml): a glue over the bid game's value T_bid (issue 36: the strong induction on the pool
reads every hypothesis of its step node from the induction, the rules facts bid.*, the AB balanced
split at named levels or the premises), checked by certify.checkers.dag_glue; it is refused when a
use, a fact, a level, a region or a node is wrong; a wrong step node leaves the DAG open."""

import shutil
import tomllib

import pytest

from certify.audit import run_audit
from certify.audit.mutation_dag import glue_mutation
from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations
from certify.claims.registry import DATA

THEOREM = "nica.section-1.1.safe-bid-entropy.all"
STEP = "nica.section-1.1.safe-bid-entropy.all.step-value"
ODD = 'states = "And(m >= 1, k >= 1, Eq(m, 2*floor(m/2) + 1))"'


def _registry(tmp_path, old, new, name="nica-dags.toml"):
    """A copy of the whole registry (the DAG cites AB nodes) with one exact edit of one file (the first
    occurrence)."""
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    path = registry / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return registry


def test_the_glue_is_over_values_and_reads_every_hypothesis_of_the_step():
    names = [name for name, _ in obligations(DATA, THEOREM)[THEOREM]]
    for region in (3, 4, 5):  # m odd, m even above 2^(k-1), m = 2^(k-1)
        assert {f"reads.{region}.step.1.{i}" for i in range(1, 10)} <= set(names)
        assert f"concludes.{region}.step.1" in names
    assert "promote.nica.section-1.1.safe-bid-entropy.1.domain.1" in names
    assert check_glue(DATA, THEOREM)["obligations"] == names


def test_the_dag_cites_the_ab_split_and_the_link_and_proves_the_bounded_entry():
    claims, dags = {}, {}
    for name in ("nica.toml", "nica-dags.toml", "ab-dags.toml"):
        data = tomllib.loads((DATA / name).read_text(encoding="utf-8"))
        claims.update({entry["id"]: entry for entry in data["claim"]})
        dags.update({dag["theorem"]: dag for dag in data.get("dag", [])})
    assert claims[THEOREM]["method"] == "dag" and claims[THEOREM]["expect"] == "proved"
    nodes = {node["claim"] for node in dags[THEOREM]["nodes"]}
    assert {"ab.theorem-2.all.split.levels", "nica.section-1.1.safe-bid-entropy.ab-link", STEP} <= nodes
    assert all(claims[node]["expect"] == "proved" for node in nodes)
    assert dags[THEOREM]["proves"] == ["nica.section-1.1.safe-bid-entropy"]
    assert "Not seen by a checker" in dags[THEOREM]["well_founded"]
    text = (DATA / "nica-dags.toml").read_text(encoding="utf-8")
    assert 'id = "ab.theorem-2.all.split.levels"' not in text  # cited, not copied


def test_every_glue_mutant_is_killed():
    results = glue_mutation(None, THEOREM)
    assert {m["kind"] for m in results} >= {"use deleted", "hypothesis made circular", "domain widened", "domain narrowed",
                                            "binding replaced by a free variable"}
    assert [m for m in results if not m["killed"]] == []
    assert all(m["by"] for m in results)


def test_the_pool_of_one_is_needed(tmp_path):
    """Without the region m = 0 (the pool of one) the regions do not cover the domain."""
    registry = _registry(tmp_path, 'states = "Eq(m, 0)"', 'states = "False"')
    with pytest.raises(CheckError, match="obligation cover"):
        check_glue(registry, THEOREM, timeout=20)


def test_the_least_bid_needs_the_induction_at_its_part(tmp_path):
    """The use at the least bid's part i deleted (its conjunct read from every other instance): T(i + 1)
    follows from nothing."""
    old = 'uses = [["i", "a", "And(0 <= i, i <= m - 1, a >= 0)"], '
    registry = _registry(tmp_path, old, 'uses = [')
    text = (registry / "nica-dags.toml").read_text(encoding="utf-8")
    start = text.index(ODD)
    old = 'reads."1.3" = ["uses.1"]\nreads."1.4" = ["uses.2"]\nreads."1.5" = ["uses.3"]\nreads."1.6" = ["uses.3"]'
    assert old in text[start:]  # m odd: one use for both parts of the safe bid
    block = text[start:].replace(old, 'reads."1.4" = ["uses.1"]\nreads."1.5" = ["uses.2"]\nreads."1.6" = ["uses.2"]', 1)
    (registry / "nica-dags.toml").write_text(text[:start] + block, encoding="utf-8")
    with pytest.raises(CheckError, match=r"reads\.3\.step\.1\.3"):
        check_glue(registry, THEOREM, timeout=20)


def test_the_safe_bid_bound_is_the_rules_fact(tmp_path):
    """T(n) at most the safe bid's total is the rules fact bid.bid: read from nothing it fails."""
    registry = _registry(tmp_path, 'reads."1.7" = ["facts.1"]', 'reads."1.7" = []')
    with pytest.raises(CheckError, match=r"reads\.3\.step\.1\.7"):
        check_glue(registry, THEOREM, timeout=20)


def test_the_split_is_the_ab_guess_among_n_minus_one(tmp_path):
    """The bid i + 1 on a pool of m + 1 is the AB guess i among m: read at m + 1 the lemma's split is
    another one, and the bound does not follow."""
    old = 'at = { n = "m", k = "i", a = "a", b = "b", u = "k1", t = "k1" }'
    registry = _registry(tmp_path, old, old.replace('n = "m"', 'n = "m + 1"'))
    with pytest.raises(CheckError, match=r"reads\.3\.step\.1\.8|lemma\.3\.step"):
        check_glue(registry, THEOREM, timeout=20)


def test_a_successor_must_be_smaller(tmp_path):
    """The least bid's part written i + 1 as a state (the pool i + 2, the whole pool at i = m - 1)."""
    old = 'uses = [["i", "a", "And(0 <= i, i <= m - 1, a >= 0)"]'
    registry = _registry(tmp_path, old, old.replace('["i", "a",', '["i + 1", "a",'))
    with pytest.raises(CheckError, match=r"step\.3\.step"):
        check_glue(registry, THEOREM, timeout=20)


def test_a_node_missing_from_the_dag_is_refused(tmp_path):
    old = f'  {{ claim = "{STEP}", role = "step" }},\n'
    registry = _registry(tmp_path, old, "")
    with pytest.raises(CheckError, match="not a node of the DAG"):
        check_glue(registry, THEOREM, timeout=20)


@pytest.mark.slow
@pytest.mark.parametrize("wrong", [False, True])
def test_a_wrong_step_node_leaves_the_dag_open(tmp_path, wrong):
    """The registry as it is proves the DAG (z3 and cvc5); with the safe bid's total claimed one more
    than T(n) in the step node's conclusion, the node is not proved, so neither is the DAG."""
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    path = registry / "nica-dags.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index(f'id = "{STEP}"')
    holds = text.index("\nholds = ", start)
    end = text.index("\n", holds + 1)
    line = text[holds:end]
    goal = "Implies(m >= 1, Eq(x, m + 1 + u + v))"  # x = T(m + 1), u and v: T at the safe bid's parts (bound by the glue)
    assert line.endswith(")))))\"") and line.count(goal) == 1  # the node's conclusion, at the end of its holds
    if wrong:
        path.write_text(text[:holds] + line.replace(goal, goal.replace("m + 1 +", "m + 2 +")) + text[end:], encoding="utf-8")
    status = {claim.id: claim.status for claim in run_audit(registry, only=THEOREM, max_n=16).claims}
    assert status["nica.section-1.1.safe-bid-entropy.all.one-value"] == "proved"
    if wrong:
        assert status[STEP] in ("open", "refuted") and status[THEOREM] == "open", status
    else:
        assert status[STEP] == status[THEOREM] == "proved", status
