"""Issue 36 items 1, 3 and 4 for the AB paper's Theorem 3 (ab.theorem-3.all, the 2×n game's least
totals): the glue is over the families' values (an induction predicate ``ih`` over ab3_M, the game
value P at (s, -2 - c)); every hypothesis of a step node is read from a use, a rules fact ab3.* or
the premise ab3-least-* (a guess of some role type attains the least total), and every such fact is a
Coq theorem of AB2.v, so the DAG has no premise node (the engine's checks of the classification on the
certified 2×n tables, classification-*, stay registry claims). A mutant made by hand in a copy of the
registry leaves the root unproved, the audit naming what broke."""

import shutil

import pytest

from certify.audit.mutation_dag import glue_mutation
from certify.checkers.dag_glue import _load, obligations
from certify.cli import main
from certify.claims.registry import DATA, load_dags

ROOT = "ab.theorem-3.all"
PREMISES = ["ab.theorem-3.all.classification-P", "ab.theorem-3.all.classification-D", "ab.theorem-3.all.classification-S1"]


def test_the_glue_is_over_values_and_reads_each_hypothesis():
    glue = next(g for g, _ in _load(DATA)[3] if g["theorem"] == ROOT)
    assert "ih" in glue and "ab3_M" in glue["ih"]
    names = [name for name, _ in obligations(DATA, ROOT)[ROOT]]
    for region, conjuncts in ((1, 8), (2, 8), (3, 5)):  # every conjunct of every step node's hypotheses is read
        alternative = 1
        assert {f"reads.{region}.step.{alternative}.{i}" for i in range(1, conjuncts + 1)} <= set(names)
        assert f"concludes.{region}.step.1" in names and f"exists.{region}.step.1" in names


def test_neither_ab_dag_has_premise_nodes():
    """Every fact Theorem 3's glue reads (ab3.*, ab3-least-*) is a Coq theorem of AB2.v, and every fact
    Theorem 4's reads (ab4.*, ab4-least-P) one of AB2W.v, so neither DAG rests on an engine check: the
    classification claims are nodes of neither (they stay registry claims)."""
    dags = {dag.theorem: dag for dag in load_dags()}
    for theorem in (ROOT, "ab.theorem-4.all"):
        assert not [node.claim for node, _ in dags[theorem].walk() if node.role == "premise"], theorem
        assert not set(PREMISES) & {node.claim for node, _ in dags[theorem].walk()}, theorem


def test_a_dag_has_premise_nodes_exactly_when_its_glue_reads_an_engine_checked_fact():
    """The status line's 'rests on the premises ... not proofs' is owed exactly where a glue reads a
    fact with no Coq proof (certify/coq/facts.py ENGINE_CHECKED): no DAG drops the premises such a
    fact needs, and none keeps premises that no fact needs any more."""
    import json
    import re
    import tomllib

    from certify.coq.facts import ENGINE_CHECKED, PROOFS

    glues, dags = {}, {}
    for path in sorted(DATA.glob("*.toml")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        glues.update({g["theorem"]: g for g in doc.get("glue", [])})
        dags.update({d["theorem"]: d for d in doc.get("dag", [])})
    checked = set()
    for theorem, glue in glues.items():
        read = set(re.findall(r'"(?:rule|fact)": "([^"]+)"', json.dumps(glue)))
        engine = read & set(ENGINE_CHECKED)
        premises = [n["claim"] for n in dags.get(theorem, {}).get("nodes", []) if n.get("role") == "premise"]
        assert bool(engine) == bool(premises), (theorem, engine, premises)
        checked.add(theorem)
        if theorem == ROOT:
            assert read >= {"ab3.empty", "ab3.pairs", "ab3-least-P", "ab3-least-D"} and read <= set(PROOFS) | {"equal", "clevel", "level"}
    assert {ROOT, "ab.theorem-4.all"} <= checked


def test_every_glue_mutant_is_killed_and_names_what_broke():
    results = glue_mutation(None, ROOT)
    assert {m["kind"] for m in results} >= {"use deleted", "hypothesis made circular", "domain widened",
                                            "domain narrowed", "binding replaced by a free variable"}
    survivors = [m for m in results if not m["killed"]]
    assert not survivors, survivors
    assert all(m["by"] for m in results)


def _audit(tmp_path, capsys, edit, root=ROOT, size="6"):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "ab-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", root, "-q", "--max", size])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {root} " in f"{line} ")
    return code, line, out


S_REGION = 'exists = [{ var = "t", fact = "ab3-least-S", of = "2*n + j" }]'


def _in_region(text, marker, edit):
    """``edit`` applied to the glue region holding ``marker`` (up to the next blank line)."""
    start = text.index(marker)
    end = text.index("\n\n", start)
    return text[:start] + edit(text[start:end]) + text[end:]


HAND_MADE = [
    # the use at S1(s - 2) deleted from the single star's region (its conjunct read from the rest): M(S1(s-2)) follows from nothing
    (lambda t: _in_region(t, S_REGION, lambda b: b.replace(',\n        ["2", "n - 1", "j", "2*n + j - 2 >= 2"]]', ']', 1)
                          .replace('reads."1.3" = ["uses.3", "facts.1"]', 'reads."1.3" = ["facts.1"]', 1)), "reads.3.step.1.3"),
    # the double star's class S1(s) not read from its use: only the empty-class facts remain
    (lambda t: t.replace('reads."1.4" = ["uses.3", "facts.1"]', 'reads."1.4" = ["facts.1"]', 1), "reads.2.step.1.4"),
    # a use made circular: the pairs state's first use is the state itself
    (lambda t: t.replace('uses = [["2", "n", "0", "And(Eq(j, 1), 2*n >= 2)"]', 'uses = [["0", "n", "j", "And(Eq(j, 1), 2*n >= 2)"]', 1),
     "step.1.step"),
    # a binding replaced by a free variable: the double star's class S1(s) read as any number u
    (lambda t: t.replace('u = "ab3_M(2, 2*n + j)"', 'u = "u"', 1), "may use only the state"),
    # a binding shifted to the wrong class: y read as M(S1(s)) instead of M(S1(s - 1)); the least guess's
    # equation (the premise ab3-least-S, over M(S1(s - 1))) no longer gives the node's first hypothesis
    (lambda t: _in_region(t, S_REGION, lambda b: b.replace('y = "ab3_M(2, 2*n + j - 1)"', 'y = "ab3_M(2, 2*n + j)"', 1)),
     "reads.3.step.1.1"),
    # the premise named at the wrong state: a least guess of S1(s - 1), out of its range at s = 2
    (lambda t: t.replace(S_REGION, 'exists = [{ var = "t", fact = "ab3-least-S", of = "2*n + j - 1" }]', 1), "exists.3.step.1"),
    # the single stars' domain widened to S1(1): no region covers it
    (lambda t: t.replace('And(Eq(c, 2), 2*n + j >= 2)))"', 'And(Eq(c, 2), 2*n + j >= 1)))"', 1), "cover"),
    # the rules fact of the paper's guess at the pairs state not read: the upper bound follows from nothing
    (lambda t: t.replace('reads."3.6" = ["facts.2"]', 'reads."3.6" = []', 1), "reads.1.step.3.6"),
]


@pytest.mark.slow
@pytest.mark.parametrize("edit, broken", HAND_MADE, ids=[f"{b}-{i}" for i, (_, b) in enumerate(HAND_MADE)])
def test_a_hand_made_glue_mutant_leaves_the_root_unproved_and_the_audit_names_it(tmp_path, capsys, edit, broken):
    code, line, out = _audit(tmp_path, capsys, edit)
    assert code == 1 and "!!" in line and "proved" not in line.split()[1:2], out[-2000:]
    assert broken in out, out[-2000:]


@pytest.mark.slow
def test_the_root_rests_on_no_engine_check_and_a_refuted_classification_is_still_reported(tmp_path, capsys):
    """The root is proved with every node proved and no premise named (its facts are Coq theorems); the
    engine checks of the classification stay registry claims, so a refuted one (the two leaves' value
    off by one) still fails the audit (exit 1), naming it, while the root no longer rests on it."""
    import json

    assert main(["audit", "--only", ROOT, "-q", "--max", "6", "--json", str(tmp_path / "r.json")]) == 0
    capsys.readouterr()
    claims = {c["id"]: c for c in json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["claims"]}
    assert claims[ROOT]["status"] == "proved"
    assert "every one proved)" in claims[ROOT]["range"] and "not proofs" not in claims[ROOT]["range"]
    assert all(claims[p]["status"] == "verified" for p in PREMISES)
    code, line, out = _audit(tmp_path / "refuted", capsys,
                             lambda t: t.replace("(m - 1) + 2 + ab3g_S(m - 3, n)", "(m - 1) + 3 + ab3g_S(m - 3, n)", 1),
                             root="ab.theorem-3.all.classification-S1")
    assert code == 1 and "!!" in line and "classification-S1" in line, out[-2000:]
