"""Cushing et al., Lemma 1.5 whole for all parameters (cushing.lemma-1.5.whole in cushing-dags.toml):
its two new nodes are proved over an uninterpreted P and their mutants are not; its [[glue]]
(certify.checkers.dag_glue) holds, and fails when a node or the glue is tampered with."""

from pathlib import Path

import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations
from certify.checkers.smt import check_text
from certify.claims.registry import load_dags
from certify.proofs.prover import prove_claim
from certify.claims import loading
from tests.test_ab_theorem4 import DATA
from tests.test_ab_theorem4 import _registry as edited_registry

ROOT = Path(__file__).resolve().parent.parent
THEOREM = "cushing.lemma-1.5.whole"


def _registry(tmp_path, edit):
    return edited_registry(tmp_path, edit, paper="cushing")


def test_the_root_proves_the_three_bounded_parts_and_reads_the_parts_dags():
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == THEOREM)
    assert set(dag.proves) == {"cushing.lemma-1.5.i", "cushing.lemma-1.5.ii", "cushing.lemma-1.5.iii"}
    assert all(claims[p].expect == "proved" for p in dag.proves)
    roles = {n.claim: n.role for n, _ in dag.walk()}
    assert roles["cushing.lemma-1.5.i.all"] == roles["cushing.lemma-1.5.all"] == "definition"
    steps = [c for c, role in roles.items() if role == "step"]
    assert sorted(steps) == ["cushing.lemma-1.5.whole.i-small-m", "cushing.lemma-1.5.whole.iii"]
    assert all(claims[s].uses_game and claims[s].method == "both" for s in steps)
    # the bounded part (i) at m >= 5 is what cushing.lemma-1.5.i.all proves
    inner = next(d for d in load_dags(None, claims) if d.theorem == "cushing.lemma-1.5.i.all")
    assert "cushing.lemma-1.5.i.m-ge-5" in inner.proves


def test_the_glue_reads_and_concludes_at_both_steps_and_holds():
    names = [name for name, _ in obligations(DATA, THEOREM)[THEOREM]]
    assert {"cover", "applies.1.lemma", "applies.2.lemma", "reads.3.step.1.1", "concludes.3.step.1",
            "lemma.4.step.4", "reads.4.step.1.4", "concludes.4.step.1"} <= set(names)
    assert check_glue(DATA, THEOREM, timeout=120)["obligations"] == names


@pytest.mark.parametrize("node, old, new", [
    # (4, 4) not excluded: S(4, 4) = 1, not a question k >= 2
    ("cushing.lemma-1.5.whole.i-small-m", 'where = "Not(And(Eq(n, 4), Eq(m, 4)))"', 'where = "True"'),
    # Eq. (3) strict: equality at (n, k) = (5, 4): 9 + 4 = 6 + 7
    ("cushing.lemma-1.5.whole.iii", "<= CV(n_lt(n), 4)", "< CV(n_lt(n), 4)"),
    # the closed form at n_> left out: P is uninterpreted, so Eq. (3) no longer follows
    ("cushing.lemma-1.5.whole.iii", ", Eq(CV(n_gt(n), 4), W4(n_gt(n), 4)))", ")"),
    # a wrong closed form at k = 6 (6 * 4 * P(6, 4) = 12, not 13)
    ("cushing.lemma-1.5.whole.iii", "Eq(CV(k, 4), W4(k, 4))", "Eq(CV(k, 4), W4(k, 4) + Piecewise((1, Eq(k, 6)), (0, True)))"),
    # the printed range k >= 8 of the proof's values (C(8, 4) = 14: 15/(2n), not 8/n)
    ("cushing.lemma-1.5.iii.proof-values.k-ge-10", 'k = [10, "n - 10"]', 'k = [8, "n - 10"]'),
    # 25/(4n) misread as 26/(4n)
    ("cushing.lemma-1.5.iii.proof-values.mix-4", "CV(n - 4, 4), 25)", "CV(n - 4, 4), 26)"),
])
def test_a_mutant_of_a_new_node_is_not_proved(tmp_path, node, old, new):
    assert prove_claim(loading.load().claims[node], timeout=120).status == "proved"

    def edit(text):
        start = text.index(f'id = "{node}"')
        end = text.index("[[", start)
        assert old in text[start:end]
        return text[:start] + text[start:end].replace(old, new) + text[end:]

    mutant = loading.load(_registry(tmp_path, edit)).claims[node]
    assert prove_claim(mutant, timeout=30).status != "proved"


def test_the_glue_fails_when_the_small_m_node_concludes_less(tmp_path):
    """i-small-m without TQ(n, m, S) in its conclusion (S attains P) no longer gives (i) at the
    state (the index facts alone follow from the domain: the glue re-derives them)."""
    old = 'S_decision(n, m) <= floor(n/2), TQ(n, m, S_decision(n, m))))"\nexpect'
    directory = _registry(tmp_path, lambda t: t.replace(old, 'S_decision(n, m) <= floor(n/2)))"\nexpect'))
    with pytest.raises(CheckError, match="concludes.3.step.1"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_when_iii_reads_a_closed_form_no_lemma_gives(tmp_path):
    """The closed form at n_> read from the lemma at n_<: the conjunct no longer follows."""
    old = '{ by = "cushing.lemma-1.5.all.values", at = { n = "n_gt(n)", m = "4" } }]'
    directory = _registry(tmp_path, lambda t: t.replace(old, old.replace("n_gt(n)", "n_lt(n)")))
    with pytest.raises(CheckError, match="reads.4.step.1.4"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_without_the_region_for_small_m(tmp_path):
    """Drop the (i), m <= 4 region: those states are covered by no region."""
    directory = _registry(tmp_path, lambda t: t.replace('by = "cushing.lemma-1.5.i.m-ge-5"', 'by = "cushing.lemma-1.5.i.m-ge-5"\n#', 1)  # the region's, not the promotion's
                          .replace('states = "And(Eq(c, 1), m >= 5)"', 'states = "And(Eq(c, 1), m >= 2)"'))
    with pytest.raises(CheckError, match="applies.2.lemma"):
        check_glue(directory, THEOREM, timeout=20)


def test_a_tampered_exported_obligation_is_refused():
    """The exported file is the glue's own text; with the premise from the lemma's closed form
    dropped (the last assert before the negated goal) the solvers find a model."""
    path = ROOT / "proofs" / "smt2" / f"{THEOREM}.glue.concludes.4.step.1.smt2"
    text = path.read_text(encoding="utf-8")
    assert text == dict(obligations(DATA, THEOREM)[THEOREM])["concludes.4.step.1"]
    check_text(text, 20.0)
    lines = text.splitlines()
    premise = max(i for i, line in enumerate(lines) if line.startswith("(assert (<= (+ (CV k 4)"))
    with pytest.raises(CheckError):
        check_text("\n".join(lines[:premise] + lines[premise + 1:]) + "\n", 20.0)


def test_only_a_proved_part_brings_the_root_that_proves_it():
    """``audit --only cushing.lemma-1.5.iii`` checks the root (and, transitively, its nodes and
    theirs), since the bounded part is proved only when the root is."""
    chosen = loading.load().selected_ids("cushing.lemma-1.5.iii")
    assert {THEOREM, "cushing.lemma-1.5.whole.iii", "cushing.lemma-1.5.all.values", "cushing.lemma-1.5.all",
            "cushing.lemma-1.5.all.base", "cushing.lemma-1.5.i.all", "cushing.lemma-1.5.i.chain"} <= chosen
    assert "cushing.theorem-1.1.all" not in chosen  # a DAG that only uses a part is not brought


def test_the_proof_values_of_iii_are_proved_by_their_own_glue(tmp_path):
    """cushing.lemma-1.5.iii.proof-values.all proves the mixtures and the corrected k >= 10 value;
    its glue fails when the node reads the closed form at n - 6 from the lemma at n - 4."""
    theorem = "cushing.lemma-1.5.iii.proof-values.all"
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == theorem)
    assert set(dag.proves) == {"cushing.lemma-1.5.iii.mixtures", "cushing.lemma-1.5.iii.k-ge-8.corrected"}
    assert check_glue(DATA, theorem, timeout=120)["obligations"]
    old = '{ by = "cushing.lemma-1.5.all.values", at = { n = "n - 6", m = "4" } }'
    directory = _registry(tmp_path, lambda t: t.replace(old, old.replace("n - 6", "n - 4")))
    with pytest.raises(CheckError, match="reads.2.step.1.2"):
        check_glue(directory, theorem, timeout=20)
