"""Mutation analysis (certify audit --mutate) and the proof policy (two tools for proved)."""

import json
import math

import pytest

from certify.audit import run_audit
from certify.cli import main
from certify.errors import CertifyError, ExitCode
from certify.audit.mutants import _variants, text_mutants
from certify.proofs.prover import prove_claim
from certify.claims import loading

TOY = '''
[defaults]
paper = "003_fbecfb45ede47742.txt"
rules = "official"
method = "bounded"
max = 12

[[claim]]
id = "riddler.toy.vacuous"
locator = "toy"
statement = "a check that compares a value with itself"
reading = "P(n, m) = P(n, m)"
vars = { n = [1, "N"], m = [1, "N"] }
holds = "Eq(P(n, m), P(n, m))"
expect = "verified"

[[claim]]
id = "riddler.toy.symmetric"
locator = "toy"
statement = "a mixture is symmetric in its parts, whatever the values are"
reading = "P_split(m, a, b) = P_split(m, b, a)"
vars = { m = [1, "N"], a = [1, 4], b = [1, 4] }
holds = "Eq(P_split(m, a, b), P_split(m, b, a))"
expect = "verified"

[[claim]]
id = "riddler.toy.real"
locator = "toy"
statement = "P(4, 4) = 9/16"
reading = "the table value"
holds = "Eq(P(4, 4), 9/16)"
expect = "verified"
'''


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    path = tmp_path_factory.mktemp("toy") / "toy.toml"
    path.write_text(TOY)
    return path


@pytest.fixture(scope="module")
def toy_result(toy):
    result = run_audit(toy, solvers=("z3", "cvc5"), mutate=True)
    return {c.id: c for c in result.mutation.claims}, result


def test_a_self_comparison_is_vacuous(toy_result):
    claims, result = toy_result
    vacuous = claims["riddler.toy.vacuous"]
    assert vacuous.vacuous and vacuous.killed == 0
    assert [c.id for c in result.mutation.vacuous] == ["riddler.toy.vacuous"]
    assert result.mutation.score == pytest.approx(200 / 3)


def test_a_real_claim_is_killed_by_perturbing_its_table_value(toy_result):
    real = toy_result[0]["riddler.toy.real"]
    assert real.killed == 1 and not real.vacuous
    assert real.killed_by["kind"] == "table" and real.killed_by["status"] == "refuted"
    assert real.evidence_sensitive is True


def test_an_identity_true_for_any_values_is_flagged_insensitive_to_evidence(toy_result):
    symmetric = toy_result[0]["riddler.toy.symmetric"]
    assert symmetric.evidence_sensitive is False  # no single-point change of the table can refute it
    assert symmetric.killed and symmetric.killed_by["kind"] != "table"


def test_cli_mutate_fails_on_a_vacuous_claim_and_writes_json(toy, tmp_path, capsys):
    code = main(["audit", "--registry", str(toy), "--mutate", "-q", "--json", str(tmp_path / "a.json")])
    out, err = capsys.readouterr()
    assert code == 1 and "riddler.toy.vacuous" in err and "vacuous" in err
    data = json.loads((tmp_path / "a-mutation.json").read_text())
    assert set(data) >= {"claims", "score"}
    assert all({"id", "mutations", "killed", "vacuous"} <= set(c) for c in data["claims"])
    assert {c["id"] for c in data["claims"] if c["vacuous"]} == {"riddler.toy.vacuous"}
    assert "Mutation analysis: score" in out


def test_mutation_json_needs_mutate(tmp_path):
    assert main(["audit", "--only", "riddler.solution", "--mutation-json", str(tmp_path / "m.json"), "-q"]) == 2


@pytest.mark.parametrize("command", [["audit", "--only", "riddler.solution"], ["prove", "--only", "nica.lemma-3.7"]])
@pytest.mark.parametrize("value", ["0", "-1", "inf", "nan"])
def test_timeout_must_be_finite_and_positive(command, value, capsys):
    assert main([*command, "--timeout", value]) == 2
    assert "timeout" in capsys.readouterr().err


def test_prove_claim_refuses_a_bad_timeout():
    claim = loading.load().claims["nica.lemma-3.7"]
    for bad in (0, -2, math.inf, math.nan):
        with pytest.raises(CertifyError) as refused:
            prove_claim(claim, timeout=bad)
        assert refused.value.exit_code == ExitCode.USAGE


def test_constant_mutants_cover_every_literal_and_relation():
    mutants = list(text_mutants("Eq(P(n, 1), 1/n) & (T2_even(n) <= 10)"))
    constants = [m for m in mutants if m[0] == "constant"]
    assert {m[2] for m in constants} >= {"Eq(P(n, 2), 1/n) & (T2_even(n) <= 10)", "Eq(P(n, 1), 0/n) & (T2_even(n) <= 10)",
                                         "Eq(P(n, 1), 1/n) & (T2_even(n) <= 20)"}
    assert all("T3_even" not in m[2] and "T2_even" in m[2] for m in mutants)  # identifiers untouched
    assert {m[2] for m in mutants if m[0] == "relation"} == {"Eq(P(n, 1), 1/n) & (T2_even(n) < 10)"}  # no Eq -> Ne: a negation
    assert _variants(0) == [1, -1] and _variants(1) == [2, 0] and _variants(3) == [4, 2, 6]


# ---- the proof policy -----------------------------------------------------------------------

POLICY = '''
[defaults]
paper = "001_8f3559b1991e85c2.txt"
method = "symbolic"

[[claim]]
id = "nica.toy.sympy-only"
locator = "toy"
statement = "closed by sympy, not translatable"
reading = "1 + 2 + ... + 2n = n(2n+1) (a sum to 2n: no SMT translation, no induction on n + c)"
vars = { n = [1, "oo"] }
holds = "Eq(Sum(i, (i, 1, 2*n)), n*(2*n + 1))"
expect = "open"

[[claim]]
id = "nica.toy.inequality"
locator = "toy"
statement = "an inequality sympy cannot close"
reading = "n^2 + 1 > n"
vars = { n = [0, "oo"] }
holds = "n**2 + 1 > n"
expect = "proved"

[[claim]]
id = "nica.toy.wrong-sum"
locator = "toy"
statement = "a wrong series value"
reading = "sum of 2^-i is 3"
holds = "Eq(Sum(1/2**i, (i, 0, oo)), 3)"
expect = "refuted"
'''


@pytest.fixture(scope="module")
def policy_claims(tmp_path_factory):
    path = tmp_path_factory.mktemp("policy") / "policy.toml"
    path.write_text(POLICY)
    return loading.load(path).claims


def test_sympy_alone_is_open_with_the_reason(policy_claims):
    proof = prove_claim(policy_claims["nica.toy.sympy-only"], timeout=10)
    assert proof.sympy_method and proof.status == "open"
    assert "only sympy" in proof.reason


def test_one_solver_alone_is_open_two_agreeing_are_proved(policy_claims):
    claim = policy_claims["nica.toy.inequality"]
    alone = prove_claim(claim, solvers=("z3",), timeout=120)  # answers in well under a second; no limit the machine's load can reach
    assert alone.runs["z3"].answer == "unsat" and alone.status == "open" and "only z3" in alone.reason
    both = prove_claim(claim, solvers=("z3", "cvc5"), timeout=120)
    assert both.status == "proved"


def test_series_route_proves_lemma_3_6_sum_and_states_it(tmp_path):
    claim = loading.load().claims["nica.lemma-3.6.sum"]
    proof = prove_claim(claim, timeout=120, emit_dir=tmp_path)
    assert proof.status == "proved" and {r.answer for r in proof.runs.values()} == {"unsat"} and len(proof.runs) == 2
    assert proof.route and "term by term" in proof.route and "lim" in proof.route
    assert (tmp_path / "nica.lemma-3.6.sum.smt2").read_text().rstrip().endswith("(check-sat)")


def test_series_route_does_not_prove_a_wrong_value(policy_claims):
    proof = prove_claim(policy_claims["nica.toy.wrong-sum"], timeout=10)
    assert proof.status != "proved"


def test_cushing_lemma_1_3_depends_on_the_table():
    """The lemma itself is a reordering (true for any values); its entry also checks the step
    the proof uses it for, which a single changed table value refutes."""
    result = run_audit(only="cushing.lemma-1.3", mutate=True)
    (claim,) = result.mutation.claims
    assert claim.id == "cushing.lemma-1.3" and not claim.vacuous
    assert claim.killed_by["kind"] == "table" and claim.evidence_sensitive is True
