"""AB2W.v, the least worst case W of the AB paper's 2xn game over AB2.v's model (issue 36 item 4;
docs/coq.md).

* the glue's ab4 facts that AB2W.v proves are listed as proved by its theorems, with the glue's
  formula they were written against, and are no longer engine-checked; the others keep their range;
* the audit's Coq development (``certify audit --coq DIR``) compiles AB2W.v after AB2.v with its
  theorems (W's recursion, its invariance under renaming symbols and swapping positions, the facts),
  and the bundle's checker reads it from the package;
* the kernel accepts AB2W.v, every listed theorem axiom-free: tests/test_coq_shipped.py, for every shipped module;
* the model is the engine's game: the least worst cases W of the family states that the kernel
  computes from AB2W.v's own definition equal the 2xn solver's (PairSolver, certify/codebreaking),
  and a value off by one is rejected;
* Theorem 4 end to end (issue 36 item 6): ``ab4_end_to_end``, W n (Pst n) = (n + 1) / 2 + 1 for every
  n >= 2, with Pst n the whole game's state (``Pst_full``), is listed, compiled and axiom-free, and the
  registry claim ab.theorem-4.all cites it (coq = "shipped");
* (slow) a weakened fact (ab4.small, ab4.pairs, ab4.star), a worst case that does not count the guess, an Admitted proof
  and a changed closed form of Theorem 4 (or of its double-star bound) are each reported failed.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.checkers import coq as coq_checker
from certify.checkers import dag_glue
from certify.claims import loading
from certify.codebreaking.solver import PairSolver
from certify.coq import facts, runner

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLOSED = "Closed under the global context"
MODULE = "AB2W"
PROVED = {"ab4.small": "RULE_FACTS", "ab4.pairs": "RULE_FACTS", "ab4.star": "RULE_FACTS", "ab4-least-P": "FACTS"}


def text():
    return resources.files("certify.coq").joinpath(f"{MODULE}.v").read_text()


def ab2w_file(source=None):
    shipped = runner.shipped_file(MODULE)
    return shipped if source is None else runner.CoqFile(MODULE, source, shipped.after, shipped.theorems)


def test_the_ab4_facts_proved_in_ab2w_are_the_glues_formulas():
    proved = {key: p for key, p in facts.PROOFS.items() if p.module == MODULE}
    assert set(proved) == set(PROVED)
    theorems = runner.SHIPPED_MODULES[MODULE][1]
    for key, proof in proved.items():
        assert proof.table == PROVED[key]
        glue = dag_glue.FACTS[key] if proof.table == "FACTS" else dag_glue.RULE_FACTS[key][1]
        assert facts.normal(glue) == facts.normal(proof.formula), key
        assert re.search(rf"^Theorem {proof.theorem} :", text(), re.M) and proof.theorem in theorems
        assert key not in facts.ENGINE_CHECKED
    # no ab4 fact is left to the engine, and the premise's range (the glue's FACT_RANGES) is the theorem's
    # hypothesis on s
    assert not [key for key in facts.ENGINE_CHECKED if key.startswith("ab4")]
    assert dag_glue.FACT_RANGES["ab4-least-P"] == "{c} >= 2"
    assert "forall n s, s <= n -> 2 <= s ->" in facts.PROOFS["ab4-least-P"].meaning
    assert re.search(r"^Theorem fact_ab4_least_P : forall n s, s <= n -> 2 <= s -> exists v, v <= 2 /\\$", text(), re.M)


def test_the_audit_development_compiles_ab2w_after_ab2():
    files = {f.name: f for f in runner.development()}
    names = list(files)
    assert names.index("AB2") < names.index(MODULE)
    assert files[MODULE].after == ("AB2",) and files[MODULE].theorems == runner.SHIPPED_MODULES[MODULE][1]
    assert {"W_eq", "W_single", "W_two", "W_map", "W_sw", "W_flip", "fact_ab4_small", "fact_ab4_pairs",
            "fact_ab4_star", "fact_ab4_least_P"} <= set(files[MODULE].theorems)
    for name in files[MODULE].theorems:
        assert re.search(rf"^(Theorem|Lemma) {name} :", text(), re.M), name
    assert "Require Import Certify.AB2." in text()
    assert "Admitted" not in text() and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text(), re.M)
    assert MODULE in coq_checker.SHIPPED  # the bundle's checker reads it from the package


@pytest.fixture(scope="module")
def compiled(shipped_coq):
    return shipped_coq  # (the shipped modules, AB2.v and AB2W.v among them, compiled once per run: conftest.py)


END_TO_END = "Theorem ab4_end_to_end : forall n, 2 <= n -> W n (Pst n) = (n + 1) / 2 + 1."


def test_theorem_4_end_to_end_is_stated_over_the_whole_game():
    assert END_TO_END in text().splitlines()
    assert "Lemma Pst_full : forall n c, Pst n c = true <-> In c (codes n)." in text().splitlines()
    assert "ab4_end_to_end" in runner.SHIPPED_MODULES[MODULE][1]
    # only the rule facts and the model: no hypothesis beyond 2 <= n, nothing after the theorem's Qed
    assert text().rstrip().endswith("Qed.")


def test_the_registry_routes_theorem_4_to_the_end_to_end_theorem():
    claim = loading.load().claims["ab.theorem-4.all"]
    assert claim.coq == "shipped" and claim.method == "dag"  # the DAG stays; the kernel's evidence is beside it
    files = {f.name: f for f in runner.development()}
    generated = files["Claim_claim_ab_theorem_4_all"]
    assert generated.after == ("AB2", MODULE) and generated.claims == ("ab.theorem-4.all",)
    assert "W n (Pst n) = ((n + 1) / 2 + 1)%nat" in generated.text
    assert "(forall c : code, Pst n c = true <-> In c (codes n))" in generated.text
    assert "exact (ab4_end_to_end n Hn)" in generated.text


@needs_coq
def test_the_kernel_accepts_theorem_4_end_to_end_axiom_free(compiled):
    result = compiled[1][MODULE]
    assert result.status == "kernel-checked", result.message
    assert result.assumptions["ab4_end_to_end"] == CLOSED


END_TO_END_3 = "Theorem ab3_end_to_end : forall n, (2 <= n)%nat -> M n (Pst n) = T3 n."
T3_DEF = "Definition T3 (n : nat) : nat := Z.to_nat (FP n / 12)."


def test_theorem_3_end_to_end_is_stated_over_the_whole_game():
    lines = text().splitlines()
    assert END_TO_END_3 in lines and T3_DEF in lines
    # FP is the registry's ab3_P times 12: (4k^3 + 21k^2 - 76k + 72)/12 at even k, (... - 82k + 105)/12 at odd k
    assert "if (k <=? 1)%nat then 0 else if Nat.even k then 4*x*x*x + 21*x*x - 76*x + 72 else 4*x*x*x + 21*x*x - 82*x + 105." in text()
    assert "ab3_end_to_end" in runner.SHIPPED_MODULES[MODULE][1]


def test_the_registry_routes_theorem_3_to_the_end_to_end_theorem():
    claim = loading.load().claims["ab.theorem-3.all"]
    assert claim.coq == "shipped" and claim.method == "dag"
    files = {f.name: f for f in runner.development()}
    generated = files["Claim_claim_ab_theorem_3_all"]
    assert generated.after == ("AB2", MODULE) and generated.claims == ("ab.theorem-3.all",)
    assert "12 * Z.of_nat (M n (Pst n))" in generated.text and "MP_ok n n Hn" in generated.text


def test_theorem_3s_claim_states_table_1_as_the_engine_counts_it():
    """The closed form spelled out in the generated claim (12 T(n), even and odd n) is 12 times the
    least total the 2xn solver computes, n = 2..7."""
    text = {f.name: f for f in runner.development()}["Claim_claim_ab_theorem_3_all"].text
    forms = re.findall(r"4\*x\*x\*x \+ 21\*x\*x - (\d+)\*x \+ (\d+)", text)
    assert len(forms) == 2
    (b_even, c_even), (b_odd, c_odd) = [(int(b), int(c)) for b, c in forms]
    for n in range(2, 8):
        everything = sum(1 << (i * n + j) for i in range(n) for j in range(n) if i != j)
        total = PairSolver(n).value(everything)[0]
        b, c = (b_even, c_even) if n % 2 == 0 else (b_odd, c_odd)
        assert 12 * total == 4 * n ** 3 + 21 * n ** 2 - b * n + c, n


@needs_coq
def test_the_kernel_accepts_theorem_3_end_to_end_axiom_free(compiled):
    result = compiled[1][MODULE]
    assert result.status == "kernel-checked", result.message
    assert result.assumptions["ab3_end_to_end"] == CLOSED


def _engine_worst(n, codes):
    """The least worst case of a state of the 2xn game by the engine's solver (not by the Coq model)."""
    return PairSolver(n).value(sum(1 << (i * n + j) for i, j in codes))[1]


# the family states as the registry places them (ab_graphs.py), (Coq name, host n, s, codes)
# (hosts of 3 and 4 symbols: under a second of the kernel's computation each, P(3) in 4 about 5 s;
# hosts of 5: about 6 and 10 s)
SMALL_POINTS = [
    ("WP", 3, 2, [(i, j) for i in range(2) for j in range(2) if i != j]),
    ("WD", 4, 1, [(0, 2), (2, 1)]),
    ("WS", 4, 2, [(0, 1), (0, 2)]),
]
WIDE_POINTS = [
    ("WP", 4, 3, [(i, j) for i in range(3) for j in range(3) if i != j]),
    ("WS", 5, 3, [(0, 1), (0, 2), (0, 3)]),
    ("WD", 5, 2, [(0, 2), (0, 3), (2, 1), (3, 1)]),
]


def values_file(points, offset=0):
    """The engine's least worst cases stated over AB2W.v's W and checked by the kernel's computation;
    ``offset`` added to the first point's value (coqc stops at the first false one)."""
    lines = ["From Coq Require Import Arith.", "Require Import Certify.AB2 Certify.AB2W.", ""]
    for k, (name, n, s, codes) in enumerate(points):
        value = _engine_worst(n, codes) + (offset if k == 0 else 0)
        lines += [f"Theorem engine_{k} : {name} {n} {s} = {value}.", "Proof. vm_compute. reflexivity. Qed.", ""]
    names = tuple(f"engine_{k}" for k in range(len(points)))
    return runner.CoqFile("AB2W_engine", "\n".join(lines), ("AB2", MODULE), names)


@needs_coq
@pytest.mark.parametrize("points", [SMALL_POINTS, pytest.param(WIDE_POINTS, marks=pytest.mark.slow)],
                         ids=["hosts-of-3-and-4", "wider"])
def test_the_model_is_the_engines_game(compile_against, tmp_path, points):
    good, wrong = values_file(points), values_file(points, offset=1)
    # D(1): 2 (ab4.small); P(3): H(3) = 3
    assert "WD 4 1 = 2." in good.text if points is SMALL_POINTS else "WP 4 3 = 3." in good.text
    result = compile_against(tmp_path / "copy", good)
    assert result.status == "kernel-checked", result.message
    assert compile_against(tmp_path / "copy", wrong).status == "failed"


@needs_coq
@pytest.mark.slow
@pytest.mark.parametrize("old, new", [
    # ab4.small with D(1) settled by one guess
    ("WS n 1 = 1 /\\ WD n 1 = 2.", "WS n 1 = 1 /\\ WD n 1 = 1."),
    # ab4.small in a host too small to hold D(1)
    ("Theorem fact_ab4_small : forall n, 3 <= n ->", "Theorem fact_ab4_small : forall n, 2 <= n ->"),
    # ab4.pairs without the pairs class P(s - 2)
    ("WP n s <= 2 \\/ WP n s <= 1 + WD n (s - 2) \\/ WP n s <= 1 + WP n (s - 2).",
     "WP n s <= 2 \\/ WP n s <= 1 + WD n (s - 2)."),
    # ab4.star's two middles with the two-code classes settled by one guess
    ("(2 <= s -> WD n s <= 3 \\/ WD n s <= 1 + WD n (s - 2))", "(2 <= s -> WD n s <= 2 \\/ WD n s <= 1 + WD n (s - 2))"),
    # ab4.star's code (0, s + 1) with the stars' class left out
    ("(1 <= s -> WD n s <= 2 \\/ WD n s <= 1 + WS n (s - 1))", "(1 <= s -> WD n s <= 2 \\/ WD n s <= WS n (s - 1))"),
    # ab4-least-P at s = 1, where no role type holds (P(1) is empty: W = 0, no guess is useful)
    ("Theorem fact_ab4_least_P : forall n s, s <= n -> 2 <= s ->", "Theorem fact_ab4_least_P : forall n s, s <= n -> 1 <= s ->"),
    # ab4-least-P with the v = 2 class P(s - 2) over-counted (false at n = s = 4: W(P(4)) = 3, W(P(3)) = 3, W(P(2)) = 2)
    ("WP n s >= 2 /\\ WP n s >= 1 + WD n (s - 2) /\\ WP n s >= 1 + WP n (s - 2)).",
     "WP n s >= 2 /\\ WP n s >= 1 + WD n (s - 2) /\\ WP n s >= 2 + 2 * WP n (s - 2))."),
    # the least worst case read as a guess's worst case, left unproved
    ("  apply in_map_iff in Hin as [g [Hv Hg]]. apply filter_In in Hg as [Hg Hu]. exists g. repeat split; auto.\nQed.",
     "Admitted."),
    # a worst case that does not count the guess itself
    ("      else minl (map (fun g => maxl (map (fun r => 1 + Wf n f' (class St g r)) answers))",
     "      else minl (map (fun g => maxl (map (fun r => Wf n f' (class St g r)) answers))"),
    # a step left unproved
    ("Proof. intros. apply W_zero, size_false, H. Qed.", "Admitted."),
    # Theorem 4 with the closed form (n + 2) / 2 + 1 (the same at odd n, false at every even n: W(P(2)) = 2, not 3)
    (END_TO_END, END_TO_END.replace("(n + 1) / 2 + 1.", "(n + 2) / 2 + 1.")),
    # Theorem 3 with the closed form T(n) + 1
    (T3_DEF, T3_DEF.replace("Z.to_nat (FP n / 12).", "Z.to_nat (FP n / 12 + 1).")),
    # the double star's bound one lower (false at s = 1: D(1) is two codes, W = 2)
    ("Lemma WD_upper : forall s n, s + 2 <= n -> WD n s <= (s + 1) / 2 + 1.",
     "Lemma WD_upper : forall s n, s + 2 <= n -> WD n s <= s / 2 + 1."),
])
def test_a_weakened_fact_or_an_admitted_proof_fails(compile_against, tmp_path, old, new):
    assert old in text()
    result = compile_against(tmp_path / "copy", ab2w_file(text().replace(old, new)))
    assert result.status == "failed" and result.message
