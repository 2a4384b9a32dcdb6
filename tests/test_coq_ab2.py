"""AB2.v, a Coq model of the AB paper's 2xn game (issue 36 item 4; docs/coq.md).

* the glue's facts ab3.empty, ab3.single, ab3.pairs and ab3.star and its FACTS premises ab3-least-S,
  -P and -D are listed as proved by AB2.v's theorems, with the glue's formula they were written
  against, and none of them is engine-checked any more; M's invariance under renaming symbols
  and swapping positions (M_sw, M_flip), which they rest on, is among the audited theorems;
* the audit's Coq development (``certify audit --coq DIR``) compiles AB2.v with its theorems;
* the kernel accepts AB2.v, every listed theorem axiom-free: tests/test_coq_shipped.py, for every shipped module;
* the model is the engine's game: the least totals M of the family states that the kernel
  computes from AB2.v's own definition equal the 2xn solver's (PairSolver, certify/codebreaking),
  and a value off by one is rejected;
* (slow) a false class in a classification table, a weakened fact (ab3.single, ab3.pairs, ab3.star,
  ab3-least-S, -P, -D), a wrong renaming and an Admitted proof are each reported failed.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.checkers import dag_glue
from certify.codebreaking.solver import PairSolver
from certify.coq import facts, runner

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
MODULE = "AB2"


def text():
    return resources.files("certify.coq").joinpath(f"{MODULE}.v").read_text()


def ab2_file(source=None):
    shipped = runner.shipped_file(MODULE)
    return shipped if source is None else runner.CoqFile(MODULE, source, shipped.after, shipped.theorems)


def compile_files(directory, files):
    runner.write_development(directory, files)
    return {r.file: r for r in runner.run_development(directory, files, jobs=1, timeout=600)}


def test_the_ab3_facts_proved_in_ab2_are_the_glues_formulas():
    proved = {key: p for key, p in facts.PROOFS.items() if p.module == MODULE}
    assert set(proved) == {"ab3.empty", "ab3.single", "ab3.pairs", "ab3.star", "ab3-least-S", "ab3-least-P",
                           "ab3-least-D"}
    theorems = runner.SHIPPED_MODULES[MODULE][1]
    for key, proof in proved.items():
        glue = dag_glue.FACTS[key] if key.startswith("ab3-least-") else dag_glue.RULE_FACTS[key][1]
        assert proof.table == ("FACTS" if key.startswith("ab3-least-") else "RULE_FACTS")
        assert facts.normal(glue) == facts.normal(proof.formula), key
        assert re.search(rf"^Theorem {proof.theorem} :", text(), re.M) and proof.theorem in theorems
        assert key not in facts.ENGINE_CHECKED
    # no ab3 fact is left to the engine (nor ab4-least-P, AB2W.v's fact_ab4_least_P: tests/test_coq_ab2w.py)
    assert not [key for key in facts.ENGINE_CHECKED if key.startswith("ab3")]
    # each premise's range (the glue's FACT_RANGES) is the theorem's hypothesis on s
    for key, low in (("ab3-least-S", 2), ("ab3-least-P", 2), ("ab3-least-D", 1)):
        assert dag_glue.FACT_RANGES[key] == f"{{c}} >= {low}" and f"{low} <= s ->" in facts.PROOFS[key].meaning


def test_the_audit_development_compiles_ab2_with_its_theorems():
    files = {f.name: f for f in runner.development()}
    assert files[MODULE].after == () and files[MODULE].theorems == runner.SHIPPED_MODULES[MODULE][1]
    assert {"pairs_classification", "dstar_classification", "star_classification", "M_eq",
            "M_sw", "M_flip", "fact_ab3_empty", "fact_ab3_single", "fact_ab3_pairs",
            "fact_ab3_star", "fact_ab3_least_S", "fact_ab3_least_P",
            "fact_ab3_least_D"} <= set(files[MODULE].theorems)
    for name in files[MODULE].theorems:
        assert re.search(rf"^(Theorem|Lemma) {name} :", text(), re.M), name
    assert "Admitted" not in text() and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text(), re.M)


def _engine_total(n, codes):
    """The least total of a state of the 2xn game by the engine's solver (not by the Coq model)."""
    return PairSolver(n).value(sum(1 << (i * n + j) for i, j in codes))[0]


# the family states as the registry places them (ab_graphs.py): P(s) over 0..s-1, D(s) ends 0, 1 and
# middles 2..s+1, S1(s) centre 0 and leaves 1..s; (Coq name, host n, s, codes)
# (hosts of 4 symbols: under a second of the kernel's computation each; hosts of 5: about 6 and 10 s)
SMALL_POINTS = [
    ("MP", 3, 2, [(i, j) for i in range(2) for j in range(2) if i != j]),
    ("MD", 4, 1, [(0, 2), (2, 1)]),
    ("MS", 4, 2, [(0, 1), (0, 2)]),
]
WIDE_POINTS = [
    ("MS", 5, 3, [(0, 1), (0, 2), (0, 3)]),
    ("MD", 5, 2, [(0, 2), (0, 3), (2, 1), (3, 1)]),
]


def values_file(points, offset=0):
    """The engine's least totals stated over AB2.v's M and checked by the kernel's computation; ``offset``
    added to the first point's value (coqc stops at the first false one, so the wrong file costs little)."""
    lines = ["From Coq Require Import Arith.", "Require Import Certify.AB2.", ""]
    for k, (name, n, s, codes) in enumerate(points):
        value = _engine_total(n, codes) + (offset if k == 0 else 0)
        lines += [f"Theorem engine_{k} : {name} {n} {s} = {value}.", "Proof. vm_compute. reflexivity. Qed.", ""]
    names = tuple(f"engine_{k}" for k in range(len(points)))
    return runner.CoqFile("AB2_engine", "\n".join(lines), (MODULE,), names)


@needs_coq
@pytest.mark.parametrize("points", [SMALL_POINTS, pytest.param(WIDE_POINTS, marks=pytest.mark.slow)],
                         ids=["hosts-of-3-and-4", "hosts-of-5"])
def test_the_model_is_the_engines_game(compile_against, tmp_path, points):
    good, wrong = values_file(points), values_file(points, offset=1)
    assert points is SMALL_POINTS or "MD 5 2 = 7." in good.text  # T2(4) = 7 (Table 1), the engine's value
    result = compile_against(tmp_path / "copy", good)
    assert result.status == "kernel-checked", result.message
    assert compile_against(tmp_path / "copy", wrong).status == "failed"


@needs_coq
@pytest.mark.slow
@pytest.mark.parametrize("old, new", [
    # the two leaves' class (1, 0) is the code (h, b), not (h, a)
    ("    table [((1, 0), single (h, b)); ((0, 1), single (h, a)); ((0, 0), star h (minus (minus X a) b))]",
     "    table [((1, 0), single (h, a)); ((0, 1), single (h, a)); ((0, 0), star h (minus (minus X a) b))]"),
    # a guess of two symbols of U: its class (0, 0) is P(U - {a, b}), not P(U - {a})
    ("           ((0, 0), pairs (minus (minus U a) b))]", "           ((0, 0), pairs (minus U a))]"),
    # ab3.single with one guess too few
    ("(2 <= s -> MS n s <= s + 2 + MS n (s - 2))", "(2 <= s -> MS n s <= s + 1 + MS n (s - 2))"),
    # ab3.pairs with the reversed double star's class left out
    ("MP n s <= s * (s - 1) + 1 + 2 * MD n (s - 2) + MP n (s - 2).", "MP n s <= s * (s - 1) + 1 + MD n (s - 2) + MP n (s - 2)."),
    # ab3.star's two middles with one guess too few
    ("(2 <= s -> MD n s <= 2 * s + 6 + MD n (s - 2))", "(2 <= s -> MD n s <= 2 * s + 5 + MD n (s - 2))"),
    # ab3-least-S with the two leaves' value one short
    ("else if v =? 2 then 1 + MS n (s - 1) else 2 + MS n (s - 2)).", "else if v =? 2 then 1 + MS n (s - 1) else 1 + MS n (s - 2))."),
    # ab3-least-P with the reversed double star's class left out of two symbols' value
    ("else 1 + 2 * MD n (s - 2) + MP n (s - 2)).", "else 1 + MD n (s - 2) + MP n (s - 2))."),
    # ab3-least-D with the two middles' classes of two codes at 2 each (they cost 3)
    ("else if v =? 4 then 6 + MD n (s - 2) else 2 + MD n (s - 1)).", "else if v =? 4 then 4 + MD n (s - 2) else 2 + MD n (s - 1))."),
    # ab3-least-D with the two middles' range one too narrow (two middles exist from s = 2)
    ("exists v, v <= 5 /\\ (v = 4 -> 2 <= s) /\\", "exists v, v <= 5 /\\ (v = 4 -> 3 <= s) /\\"),
    # a transposition that is not one (its inverse is not itself): M_sw's involution fails
    ("Definition sw (i j x : nat) : nat := if x =? i then j else if x =? j then i else x.",
     "Definition sw (i j x : nat) : nat := if x =? i then j else if x =? j then j else x."),
    # a step left unproved
    ("Proof. intros. apply M_zero, size_false, H. Qed.", "Admitted."),
])
def test_a_false_class_a_weakened_fact_or_an_admitted_proof_fails(tmp_path, old, new):
    assert old in text()
    result = compile_files(tmp_path, [ab2_file(text().replace(old, new))])[MODULE]
    assert result.status == "failed" and result.message
