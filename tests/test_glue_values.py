"""Glue over game values (issue 25): the step nodes are implications over an uninterpreted P,
and dag_glue checks that each assumes only the induction hypothesis at its uses, rules facts
and proved lemmas (reads), and that its conclusion is the theorem at the state (concludes)."""

import re

import pytest

from certify.checkers import CheckError
from certify.checkers._glue_smt import Translator
from certify.checkers.dag_glue import obligations
from certify.checkers.smt import check_text
from certify.claims.registry import load_dags
from certify.proofs.prover import prove_claim
from certify.claims import loading

# A toy induction over an uninterpreted P: Q(n) says 0 <= P(n, 1) <= 1 (a chance) for n >= 1;
# the step at n >= 2 reads Q(n - 1) (USE) and the rule "probability" at (n, 1).
TOY = """
[defaults]
paper = "001_8f3559b1991e85c2.txt"

[[claim]]
id = "nica.toyv"
locator = "toy"
statement = "toy"
reading = "toy"
method = "dag"
expect = "proved"

[[claim]]
id = "nica.toyv.base"
locator = "toy"
statement = "base"
reading = "base"
vars = { n = [1, 1] }
holds = "P(n, 1) >= 0"
expect = "verified"

[[claim]]
id = "nica.toyv.step"
locator = "toy"
statement = "step"
reading = "step"
method = "symbolic"
vars = { n = [2, "oo"] }
holds = "Implies(And(P(n - 1, 1) >= 0, P(n, 1) <= 1, HYP), GOAL)"
expect = "proved"

[[dag]]
theorem = "nica.toyv"
proves = []
well_founded = "induction on n"
nodes = [{ claim = "nica.toyv.base", role = "base" }, { claim = "nica.toyv.step", role = "step" }]

[[glue]]
theorem = "nica.toyv"
rules = "custom"
state = ["n"]
move = "j"
terminal = "False"
domain = "n >= 1"
measure = "n"
ih = "P(n, 1) >= 0"

[[glue.region]]
kind = "base"
states = "Eq(n, 1)"
by = "nica.toyv.base"
at = [{ n = "n" }]

[[glue.region]]
kind = "step"
states = "n >= 2"
moves = "Eq(j, 0)"
questions = 0
uses = [["USE"]]
facts = [{ rule = "probability", at = ["n", "1"] }]
by = "nica.toyv.step"
at = [{ n = "n" }]
"""


def toy(tmp_path, hyp="True", goal="P(n, 1) >= 0", use="n - 1"):
    path = tmp_path / "toyv.toml"
    path.write_text(TOY.replace("HYP", hyp).replace("GOAL", goal).replace("USE", use))
    return path


def verdicts(path) -> dict[str, bool]:
    out = {}
    for name, text in obligations(path, "nica.toyv")["nica.toyv"]:
        try:
            check_text(text, 20.0)
            out[name] = True
        except CheckError:
            out[name] = False
    return out


def test_a_sound_toy_induction_over_p_has_every_obligation_unsat(tmp_path):
    found = verdicts(toy(tmp_path))
    assert {"reads.2.step.1.1", "concludes.2.step.1", "step.2.step", "cover"} <= set(found)
    assert all(found.values()), found


@pytest.mark.parametrize("change, failing", [
    ({"hyp": "P(n + 1, 1) >= 0"}, "reads.2.step.1.3"),   # assumes the hypothesis at a larger state
    ({"hyp": "P(n, 2) <= 1/2"}, "reads.2.step.1.3"),     # assumes a value no rule gives
    ({"goal": "P(n, 1) >= -1"}, "concludes.2.step.1"),  # concludes less than the theorem
    ({"use": "n"}, "step.2.step"),                      # the hypothesis at the same measure
])
def test_a_step_that_assumes_more_or_concludes_less_fails_its_obligation(tmp_path, change, failing):
    found = verdicts(toy(tmp_path, **change))
    assert found[failing] is False


def test_the_glue_language_reads_p_division_and_piecewise():
    t = Translator({})
    assert t.term("P(n - 1, m)") == "(P (- n 1) m)" and t.game_value
    assert t.term("3/m") == "(/ 3 m)"
    assert t.term("Piecewise((1, Eq(n, 1)), (1/n, True))") == "(ite (= n 1) (to_real 1) (/ 1 n))"
    assert "(declare-fun P (Int Int) Real)" in t.declarations()


def test_symbolic_claims_read_p_as_an_uninterpreted_function():
    claims = loading.load().claims
    proof = prove_claim(claims["cushing.theorem-1.1.all.eq3-regroup-gt"], timeout=120)
    assert proof.status == "proved" and "declare-fun P (Int Int) Real" in proof.smt2 and "QF_UF" in proof.smt2


def test_theorem_1_1_dag_steps_are_implications_over_p_with_a_value_glue():
    claims = loading.load().claims
    dag = next(d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all")
    steps = [n.claim for n, _ in dag.walk() if n.role == "step"]
    assert len(steps) == 10 and all(claims[s].uses_game for s in steps)
    assert all(claims[s].method == "both" and claims[s].expect == "proved" for s in steps)
    names = [name for name, _ in obligations("certify/claims/data", "cushing.theorem-1.1.all")["cushing.theorem-1.1.all"]]
    reads = [n for n in names if n.startswith("reads.") and ".by." not in n]
    assert len({n.rsplit(".", 1)[0] for n in reads}) == 10 and "attains.3.step" in names and "ih.3.step" in names
    assert "cover.18" in names and "reads.8.step.1.5.by.1" in names  # the index identity S(2s - 1) = s - 1, n = 4s


def test_reads_names_the_instances_of_a_conjunct_and_a_wrong_one_is_refused(tmp_path):
    """``reads."i.p"``: the conjunct's obligation keeps only the named instances (a weaker premise
    set): the right one still closes it, a wrong one leaves it open, an unknown label is refused."""
    path = toy(tmp_path)
    path.write_text(path.read_text() + 'reads."1.1" = ["uses.1"]\nreads."1.2" = ["facts.1"]\n')
    found = verdicts(path)
    assert all(found.values()), found
    path.write_text(path.read_text().replace('reads."1.1" = ["uses.1"]', 'reads."1.1" = ["facts.1"]'))
    assert verdicts(path)["reads.2.step.1.1"] is False  # P(n - 1, 1) >= 0 is no consequence of P(n, 1) <= 1
    path.write_text(path.read_text().replace('reads."1.1" = ["facts.1"]', 'reads."1.1" = ["uses.2"]'))
    with pytest.raises(CheckError, match="names an instance the region does not have"):
        obligations(path, "nica.toyv")
    path.write_text(path.read_text().replace('reads."1.1" = ["uses.2"]', 'reads."1.9" = ["uses.1"]'))
    with pytest.raises(CheckError, match="names no conjunct"):
        obligations(path, "nica.toyv")


def test_an_index_identity_is_its_own_obligation_and_a_false_one_fails(tmp_path):
    """An identity Eq(a, b) in ``reads`` is proved from the base premises (no P) before the
    conjunct may assume it; there a's constant is declared without its definition."""
    path = toy(tmp_path, use="2*floor(n/2) + n - 2*floor(n/2) - 1")
    path.write_text(path.read_text().replace("P(n - 1, 1) >= 0, P(n, 1)", "P(2*floor(n/2) + n - 2*floor(n/2) - 1, 1) >= 0, P(n, 1)"))
    good = 'reads."1.1" = ["uses.1", "Eq(2*floor(n/2) + n - 2*floor(n/2) - 1, n - 1)"]\n'
    path.write_text(path.read_text() + good)
    made = dict(obligations(path, "nica.toyv")["nica.toyv"])
    assert "reads.2.step.1.1.by.1" in made and "(P (" not in made["reads.2.step.1.1.by.1"]
    found = verdicts(path)
    assert all(found.values()), found
    identity = re.search(r"^\(assert \(= (_i\d+) (\S+)\)\)$", made["reads.2.step.1.1"], re.M)
    assert identity and f"(assert (= {identity[1]} (" not in made["reads.2.step.1.1"]  # a's definition left out
    assert f"(assert (= {identity[1]} (" in made["reads.2.step.1.1.by.1"]  # but known where the identity is proved
    path.write_text(path.read_text().replace(good, good.replace("n - 1)", "n - 2)")))
    found = verdicts(path)
    assert found["reads.2.step.1.1.by.1"] is False  # a false identity fails its own obligation


def test_glue_terms_over_game_values_name_compound_indices():
    t = Translator({}, define=True)
    assert t.term("P(n - k, m) + P(n - k, 2)") == "(+ (P _i1 m) (P _i1 2))"  # one constant per index text
    assert t.term("floor(n/4)") == "_i2" and t.term("P(n, -1)") == "(P n (- 1))"
    lines = t.declarations()
    assert "(assert (= _i1 (- n k)))" in lines and "(assert (= _i2 (div n 4)))" in lines
    t.opaque = {"_i2"}
    assert "(declare-const _i2 Int)" in t.declarations() and "(assert (= _i2 (div n 4)))" not in t.declarations()
    assert Translator({}).term("P(n - k, m)") == "(P (- n k) m)"  # other glues: unchanged


def test_a_compound_integer_divisor_is_named_and_the_obligation_it_speeds_still_refuses_a_false_goal():
    """cvc5 took 10 s on ``X / (a + b)`` against ``X / n`` with ``a + b = n`` a hypothesis (Cushing et al.,
    proof of Theorem 1.1, Eq. (5)); with the divisor named it is linear arithmetic and congruence."""
    t = Translator({}, define=True)
    assert t.term("P(n, m)/(k + (n - k))") == "(/ (P n m) _i1)"
    assert t.term("x/(k + (n - k))") == "(/ x _i1)"  # one constant per divisor text
    assert t.term("P(n, m)/n") == "(/ (P n m) n)" and t.term("1/(2*m)") == "(/ 1 _i2)"
    assert t.term("1/P(n, m)") == "(/ 1 (P n m))"  # a real divisor is not an index: not named
    assert "(assert (= _i1 (+ k (- n k))))" in t.declarations()
    assert Translator({}).term("x/(k + 1)") == "(/ x (+ k 1))"  # glues not over game values: unchanged

    def obligation(goal: str) -> str:
        t = Translator({}, define=True)
        hypothesis = t.term("And(n >= 2, Eq(a + b, n), P(n, m) <= 1)")
        goal = t.term(goal)
        return "\n".join(["(set-logic ALL)", *t.declarations(), f"(assert {hypothesis})", f"(assert (not {goal}))", "(check-sat)"])

    assert check_text(obligation("Eq(1 - P(n, m)/n, 1 - P(n, m)/(a + b))"), 60)["answers"]
    with pytest.raises(CheckError):  # P(n, m) = 1: 1 - 1/n against 1 - 1/(n + 1)
        check_text(obligation("Eq(1 - P(n, m)/n, 1 - P(n, m)/(a + b + 1))"), 60)
