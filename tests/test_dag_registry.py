"""Registry guards and the headline proof DAGs (Cushing et al.'s Lemma 1.5 and Theorem 1.1,
the AB paper's Theorem 2): relations decided at parse time are refused, files may use a
sibling's definitions, finite base nodes, and every symbolic obligation is exported."""

from pathlib import Path

import pytest
import sympy

from certify.claims.registry import finite_range, load_dags, load_registry
from certify.errors import CertifyError

ROOT = Path(__file__).resolve().parent.parent
HEAD = """
[defaults]
paper = "001_8f3559b1991e85c2.txt"
method = "symbolic"
"""


def claim(ident: str, holds: str, extra: str = "") -> str:
    return f"""
[[claim]]
id = "{ident}"
locator = "toy"
statement = "toy"
reading = "toy"
holds = "{holds}"
expect = "proved"
{extra}
"""


@pytest.mark.parametrize("holds", ["Ne(y, z)", "Eq(y, z)", "And(Eq(n, 1), Ne(x, 1))", "Implies(Ne(y, 2*k), n > 0)", "y != z", "n == 2"])
def test_a_relation_decided_only_by_the_non_integer_symbols_is_refused_at_load_time(tmp_path, holds):
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + claim("nica.toy", holds))
    with pytest.raises(CertifyError, match="decided to|== or !="):
        load_registry(path)


@pytest.mark.parametrize("holds", ["Ne(x, y)", "Ne(k, 4)", "Ne(y, 1/2)", "k < k + 1"])
def test_relations_that_depend_on_their_symbols_or_hold_for_every_real_are_accepted(tmp_path, holds):
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + claim("nica.toy", holds))
    assert "nica.toy" in load_registry(path)


def test_a_file_uses_the_definitions_of_a_sibling_and_refuses_a_missing_one(tmp_path):
    (tmp_path / "a.toml").write_text(HEAD + '\n[[definition]]\nname = "sq"\nparams = ["n"]\nbody = "n*n"\n'
                                     + claim("nica.a", "sq(2) >= 0"))
    (tmp_path / "b.toml").write_text('uses = ["a.toml"]\n' + HEAD + claim("nica.b", "sq(n) >= n"))
    claims = load_registry(tmp_path)
    n = sympy.Symbol("n", integer=True)
    assert claims["nica.b"].holds == sympy.Ge(n**2, n)
    (tmp_path / "b.toml").write_text('uses = ["missing.toml"]\n' + HEAD + claim("nica.b", "n >= 0"))
    with pytest.raises(CertifyError, match="missing.toml"):
        load_registry(tmp_path)


def test_a_range_is_finite_only_when_free_of_N_and_infinity():
    claims = load_registry()
    assert finite_range(claims["cushing.lemma-1.5.all.base"])
    assert finite_range(claims["cushing.lemma-1.4"])
    assert not finite_range(claims["cushing.theorem-1.1"])  # up to N
    assert not finite_range(claims["cushing.lemma-1.5.all.step-n4.general-k"])  # up to oo


def _translatable(claim) -> bool:
    from certify.proofs.translate import Untranslatable, build

    try:
        build(claim)
    except Untranslatable:
        return False
    return True


def test_every_symbolic_obligation_is_exported_as_smt_lib2():
    """Every symbolic obligation that has an SMT translation has its file; one without a file
    must really be untranslatable (today: sums and ceiling-of-power readings), and then it is
    never proved by the solvers."""
    missing = [c for c in load_registry().values()
               if c.method in ("symbolic", "both") and not (ROOT / "proofs" / "smt2" / f"{c.id}.smt2").is_file()]
    translatable = [c.id for c in missing if _translatable(c)]
    assert not translatable, f"not exported to proofs/smt2 (run certify prove --emit-smt2 proofs/smt2): {translatable}"
    assert all(c.expect != "proved" or c.method == "dag" for c in missing), [c.id for c in missing]


def test_lemma_1_5_dag_rests_on_symbolic_steps_and_one_finite_base():
    claims = load_registry()
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.lemma-1.5.all")
    nodes = [node for node, _ in dag.walk()]
    bases = [n for n in nodes if n.role == "base"]
    assert len(bases) == 1 and bases[0].finite
    assert all(claims[n.claim].method == "symbolic" for n in nodes if n.role != "base")
    assert {f"cushing.lemma-1.5.all.step-n{m}.{part}" for m in (2, 3, 4) for part in ("small-k", "general-k", "cover")} <= {n.claim for n in nodes}


def test_theorem_1_1_dag_is_open_and_names_its_failing_step():
    claims = load_registry()
    root = claims["cushing.theorem-1.1.all"]
    assert root.expect == "open" and claims["cushing.theorem-1.1"].expect == "verified"
    assert "(4, 2, 1)" in root.note and "k = 1" in root.note and "no [[glue]]" in root.note
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all")
    ids = {n.claim for n, _ in dag.walk()}
    # issue 25: Lemma 1.5 (i) is a proved DAG and Eq. (3) is taken for k >= 2 only; the gap left is
    # the nodes that read game values (verified up to N) and the missing glue
    assert {"cushing.lemma-1.5.i.all", "cushing.theorem-1.1.all.eq3-k2"} <= ids and "cushing.lemma-1.5.i" not in ids
    assert claims["cushing.lemma-1.5.i.all"].expect == claims["cushing.monotonicity.all"].expect == "proved"
    assert any(claims[i].expect == "verified" and claims[i].method == "bounded" and "N" in str(claims[i].vars) for i in ids)


def test_theorem_1_1_dag_lays_out_the_step_for_eq_3_with_the_repaired_forms():
    """Lemma 1.2's rows, the cases of the proof of Eq. (3) and the 8n'+1 / 8n'+5 steps are nodes
    of the DAG (so the report shows each status), and no node is a refuted printed form."""
    claims = load_registry()
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all")
    ids = {n.claim for n, _ in dag.walk()}
    rows = {f"cushing.lemma-1.2.{r}" for r in ("row-n0", "row-n1-k01", "row-n1-k23", "row-n2", "row-n3-k01", "row-n3-k23",
                                               "k2-n4", "k2-n02.corrected", "k2-n13", "proof-shift")}
    steps = {f"cushing.proof-1.1.{s}" for s in ("eq-5", "cases-cover.corrected", "case-1.rewrite", "case-2.corrected", "case-3",
                                                "case-3.8n1.moves", "case-3.8n1.chain", "case-3.8n1.eq-2", "case-3.8n5", "case-4")}
    assert rows | steps <= ids
    assert all(claims[i].expect != "refuted" for i in ids), sorted(i for i in ids if claims[i].expect == "refuted")
    assert claims[dag.theorem].expect == "open" and any(claims[i].expect == "verified" for i in steps)


def test_theorem_1_6_dag_is_open_at_its_induction_step_over_a_finite_base():
    claims = load_registry()
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.6.all")
    nodes = [n for n, _ in dag.walk()]
    assert claims[dag.theorem].expect == "open" and "cushing.theorem-1.6.all.step" in claims[dag.theorem].note
    assert [n.claim for n in nodes if n.role == "base"] == ["cushing.theorem-1.6.all.base"] and nodes[0].finite
    assert claims["cushing.theorem-1.6.all.step"].expect == "open"
