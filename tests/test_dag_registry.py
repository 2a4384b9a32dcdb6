"""Registry guards and the headline proof DAGs (Cushing et al.'s Lemma 1.5 and Theorem 1.1,
the AB paper's Theorem 2): relations decided at parse time are refused, files may use a
sibling's definitions, finite base nodes, and every symbolic obligation is exported."""

from pathlib import Path

import pytest
import sympy

from certify.claims.registry import finite_range, load_dags
from certify.errors import CertifyError
from certify.claims import loading

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


@pytest.mark.parametrize("holds", ["y != z", "n == 2"])
def test_python_equality_is_refused_at_load_time(tmp_path, holds):
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + claim("nica.toy", holds))
    with pytest.raises(CertifyError, match="== or !="):
        loading.load(path).claims


@pytest.mark.parametrize("holds", ["Ne(y, z)", "Eq(y, z)", "And(Eq(n, 1), Ne(x, 1))", "Implies(Ne(y, 2*k), n > 0)", "Ne(x, y)"])
def test_no_relation_is_decided_by_a_symbols_name(tmp_path, holds):
    """x, y are integers like n and k unless the claim declares them real: nothing is decided
    while parsing (once, x and y were silently non-integers and Ne(y, z) parsed to True)."""
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + claim("nica.toy", holds))
    parsed = loading.load(path).claims["nica.toy"].holds
    assert parsed not in (sympy.true, sympy.false) and all(s.is_integer for s in parsed.free_symbols)


@pytest.mark.parametrize("holds", ["Ne(k, 4)", "Ne(y, 1/2)", "k < k + 1"])
def test_relations_decided_for_every_integer_are_decided(tmp_path, holds):
    path = tmp_path / "toy.toml"
    path.write_text(HEAD + claim("nica.toy", holds))
    assert "nica.toy" in loading.load(path).claims


def test_a_file_uses_the_definitions_of_a_sibling_and_refuses_a_missing_one(tmp_path):
    (tmp_path / "a.toml").write_text(HEAD + '\n[[definition]]\nname = "sq"\nparams = ["n"]\nbody = "n*n"\n'
                                     + claim("nica.a", "sq(2) >= 0"))
    (tmp_path / "b.toml").write_text('uses = ["a.toml"]\n' + HEAD + claim("nica.b", "sq(n) >= n"))
    claims = loading.load(tmp_path).claims
    n = sympy.Symbol("n", integer=True)
    assert claims["nica.b"].holds == sympy.Ge(n**2, n)
    (tmp_path / "b.toml").write_text('uses = ["missing.toml"]\n' + HEAD + claim("nica.b", "n >= 0"))
    with pytest.raises(CertifyError, match="missing.toml"):
        loading.load(tmp_path).claims


def test_a_range_is_finite_only_when_free_of_N_and_infinity():
    claims = loading.load().claims
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
    missing = [c for c in loading.load().claims.values()
               if c.method in ("symbolic", "both") and not (ROOT / "proofs" / "smt2" / f"{c.id}.smt2").is_file()]
    translatable = [c.id for c in missing if _translatable(c)]
    assert not translatable, f"not exported to proofs/smt2 (run certify prove --emit-smt2 proofs/smt2): {translatable}"
    assert all(c.expect != "proved" or c.method == "dag" for c in missing), [c.id for c in missing]


def test_lemma_1_5_dag_rests_on_symbolic_steps_and_one_finite_base():
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.lemma-1.5.all")
    nodes = [node for node, _ in dag.walk()]
    bases = [n for n in nodes if n.role == "base"]
    assert len(bases) == 1 and bases[0].finite
    assert all(claims[n.claim].method == "symbolic" for n in nodes if n.role != "base")
    # over the game value (issue 36): the glue's cover of the moves replaces the coverage nodes
    assert {f"cushing.lemma-1.5.all.step-n{m}.{part}" for m in (2, 3, 4) for part in ("small-k", "general-k")} <= {n.claim for n in nodes}
    assert not any(n.claim.endswith(".cover") for n in nodes)


def test_theorem_1_1_dag_is_proved_and_settles_the_bounded_entries():
    claims = loading.load().claims
    root = claims["cushing.theorem-1.1.all"]
    assert root.expect == "proved" and claims["cushing.theorem-1.1"].expect == "proved"
    assert claims["cushing.theorem-1.1.all.eq3-k2"].expect == "proved"
    # issue 25: every node proved, the glue (128 obligations) closed by both solvers
    assert "138" in root.note and "eq3-regroup-swap" in root.note
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all")
    assert {"cushing.theorem-1.1", "cushing.theorem-1.1.all.eq3-k2"} <= set(dag.proves)
    ids = {n.claim for n, _ in dag.walk()}
    assert {"cushing.lemma-1.5.all", "cushing.monotonicity.all", "cushing.lemma-1.5.i.lower-bound.all"} <= ids
    assert all(claims[i].expect in ("proved", "verified") for i in ids)
    assert [i for i in ids if claims[i].expect == "verified"] == ["cushing.theorem-1.1.all.base"]


def test_theorem_1_1_dag_replaces_the_papers_eq_3_cases_by_proved_regroupings():
    """The paper's Eq. (3) case nodes (verified to N only, and silent on k = 2 with n even) are
    not nodes any more: the regrouping nodes over an uninterpreted P cover every (n, k)."""
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all")
    ids = {n.claim for n, _ in dag.walk()}
    steps = {f"cushing.theorem-1.1.all.{s}" for s in ("step-question", "step-guess-one", "eq3-small-m.2", "eq3-small-m.3", "eq3-small-m.4", "eq3-regroup-gt",
                                                      "eq3-regroup-lt", "eq3-regroup-swap", "eq3-k2-n0", "eq3-k2-n2")}
    assert steps <= ids and not any(i.startswith("cushing.proof-1.1.case") for i in ids)
    assert all(claims[i].uses_game and claims[i].method == "both" for i in steps)


def test_theorem_1_6_dag_is_open_at_its_induction_step_over_a_finite_base():
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.6.all")
    nodes = [n for n, _ in dag.walk()]
    assert claims[dag.theorem].expect == "open" and "cushing.theorem-1.6.all.step" in claims[dag.theorem].note
    assert [n.claim for n in nodes if n.role == "base"] == ["cushing.theorem-1.6.all.base"] and nodes[0].finite
    assert claims["cushing.theorem-1.6.all.step"].expect == "open"


def test_the_glue_checker_parses_each_registry_file_once_and_never_changes_the_parse(tmp_path):
    """dag_glue keeps one parse per file text (an audit asks for obligations hundreds of times):
    writing every glue's obligations leaves that parse as tomllib gives it, and a changed file
    is parsed again."""
    import copy
    import tomllib

    from certify.checkers import dag_glue
    from certify.claims.registry import DATA

    before = dag_glue.obligations(DATA)
    texts = [file.read_text(encoding="utf-8") for file in sorted(DATA.glob("*.toml"))]
    parsed = [copy.deepcopy(dag_glue._parsed(text)) for text in texts]
    misses = dag_glue._parsed.cache_info().misses
    again = dag_glue.obligations(DATA)
    assert again == before and dag_glue._parsed.cache_info().misses == misses
    for text, tree in zip(texts, parsed):
        assert tree == tomllib.loads(text) == dag_glue._parsed(text)
    shipped = DATA / "cushing-dags.toml"
    copy_dir = tmp_path / "registry"
    copy_dir.mkdir()
    for file in DATA.glob("*.toml"):
        (copy_dir / file.name).write_text(file.read_text(encoding="utf-8"), encoding="utf-8")
    edited = shipped.read_text(encoding="utf-8").replace('[[glue]]\ntheorem = "cushing.monotonicity.all"',
                                                           '[[glue]]\ntheorem = "x.y"', 1)
    assert edited != shipped.read_text(encoding="utf-8")
    (copy_dir / "cushing-dags.toml").write_text(edited, encoding="utf-8")
    theorems = {g.get("theorem") for g, _ in dag_glue._load(copy_dir)[3]}
    assert "x.y" in theorems and "cushing.monotonicity.all" not in theorems


def test_range_reasons_say_what_the_proof_dags_are():
    """A claim's range_reason (the audit prints it as the claim's gap) may not go stale against the
    registry's proof DAGs: a claim it calls "a node of the proof DAG X" is a node of X, and it does not
    say that a DAG "does not close" whose theorem the registry expects proved (session 28 found ten
    such reasons after cushing.theorem-1.1.all had closed)."""
    import re

    from certify.claims.registry import load_registry

    claims = load_registry()
    dags = {dag.theorem: dag for dag in load_dags(None, claims)}
    stale = []
    for ident, claim in claims.items():
        reason = claim.range_reason or ""
        for match in re.finditer(r"a node of the proof DAG ([\w.\-]*\w)", reason):
            dag = dags.get(match.group(1))
            if dag is None or ident not in {node.claim for node, _ in dag.walk()}:
                stale.append((ident, match.group(0)))
        for theorem in dags:
            said = re.search(re.escape(theorem) + r"[^.;]{0,200}?\b(does not close|is open|never closes)\b", reason)
            if said and claims[theorem].expect == "proved":
                stale.append((ident, said.group(0)))
    assert not stale, stale
