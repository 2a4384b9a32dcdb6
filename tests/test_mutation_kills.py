"""What counts as a kill in ``certify audit --mutate``: the real check must refute the mutant
(or, for a symbolic claim, the solvers must fail to prove it and an exact counterexample must
exist); proof-DAG theorems and coverage claims are killed through their real evidence."""

import dataclasses
import json
from types import SimpleNamespace

import pytest
import sympy

from certify.audit import run_audit
from certify.claims.evaluate import compile_expr, pure_functions
from certify.cli import main
from certify.audit.counterexample import find_counterexample
from certify.audit.mutation import _solver_caught
from certify.claims import loading
from tests.toy_dag import SMALL, THEOREM, claim, cover, dag, large, registry

TOY = registry(
    THEOREM,
    claim("nica.toy.base", statement="a finite instance", reading="ilog2(8) = 3", method="bounded", holds="Eq(ilog2(8), 3)",
          expect="verified"),
    claim("nica.toy.part", statement="a bounded statement the DAG proves", reading="n^2 >= n", method="bounded",
          vars='{ n = [0, "N"] }', holds="n*n >= n", expect="proved"),
    claim("nica.toy.either", statement="a bounded tautology the DAG proves",
          reading="n >= 0 or n <= 0: true whatever n is", method="bounded", vars='{ n = [0, "N"] }',
          holds="Or(n >= 0, n <= 0)", expect="proved"),
    SMALL, large(), cover(),
    claim("nica.toy.empty", statement="a proof from contradictory hypotheses",
          reading="for 5 < n < 3, n = 7: no n satisfies the hypotheses, so the audit reports it vacuous (never proved)",
          vars='{ n = [0, "oo"] }', where="And(n > 5, n < 3)", holds="Eq(n, 7)", expect="vacuous"),
    dag(proves=["nica.toy.part", "nica.toy.either"],
        nodes='[ { claim = "nica.toy.base", role = "base" }, { claim = "nica.toy.cover", role = "coverage" } ]')) + '''
[[glue.promote]]  # a glue without an induction predicate implies nothing: each part by its own statement (dag_glue promote.*)
claim = "nica.toy.part"
parts = [{ states = "n <= 1" }, { states = "n >= 2" }]
[[glue.promote]]
claim = "nica.toy.either"
parts = [{ states = "n <= 1" }, { states = "n >= 2" }]
'''


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    path = tmp_path_factory.mktemp("dagtoy") / "toy.toml"
    path.write_text(TOY)
    return path


@pytest.fixture(scope="module")
def analysed(toy):
    result = run_audit(toy, max_n=12, solvers=("z3", "cvc5"), mutate=True)
    assert not result.regressions
    return {c.id: c for c in result.mutation.claims}, result


def test_a_claim_from_contradictory_hypotheses_is_vacuous_not_proved_and_reported(analysed):
    """The audit finds no witness of its hypotheses (status vacuous, certify.audit.vacuity); the
    mutation analysis does not count it as analysed but lists it."""
    claims, result = analysed
    assert "nica.toy.empty" not in claims
    assert next(c for c in result.claims if c.id == "nica.toy.empty").status == "vacuous"
    assert result.mutation.empty == ["nica.toy.empty"]
    assert any("nica.toy.empty" in line for line in result.mutation.markdown())


def test_a_weaker_status_is_not_a_kill(analysed):
    """nica.toy.either is proved by the DAG; its mutants are only checked in range (verified),
    never refuted: that drop from proved to verified shows nothing and must not count."""
    either = analysed[0]["nica.toy.either"]
    assert either.vacuous


def test_every_kill_is_a_refutation_or_a_witnessed_failure(analysed):
    for claim in analysed[0].values():
        if claim.killed and claim.killed_by["kind"] != "dag node":
            assert claim.killed_by["status"] == "refuted" or claim.killed_by.get("witness") or claim.killed_by.get("series")


def test_coverage_is_killed_by_dropping_a_case_and_the_witness_is_uncovered(analysed, toy):
    cover = analysed[0]["nica.toy.cover"]
    assert cover.killed and cover.killed_by["kind"] == "case dropped"
    dropped = cover.killed_by["mutant"].rsplit(" ", 1)[1]
    remaining = [c for c in ("nica.toy.small", "nica.toy.large") if c != dropped]
    claims = loading.load(toy).claims
    n = int((cover.killed_by.get("witness") or cover.killed_by["at"])["n"])
    assert n >= 0 and not all(compile_expr(claims[c].where, pure_functions())({"n": n}) for c in remaining)


def test_the_dag_theorem_is_killed_through_every_node(analysed):
    theorem = analysed[0]["nica.toy"]
    assert not theorem.vacuous and theorem.killed_by["kind"] == "dag node"
    assert {n["node"] for n in theorem.nodes} == {"nica.toy.base", "nica.toy.cover", "nica.toy.small", "nica.toy.large"}
    assert all(n["theorem"] == "open" for n in theorem.nodes)  # each node's refuted mutant unsettles the theorem
    assert theorem.killed == theorem.mutations == 4 + len(theorem.glue)  # the node mutants, then the glue's (issue 36)
    assert theorem.glue and all(m["killed"] for m in theorem.glue)


def test_the_cli_fails_on_the_vacuous_claims_and_names_them(toy, tmp_path, capsys):
    code = main(["audit", "--registry", str(toy), "--max", "12", "--mutate", "-q", "--mutation-json", str(tmp_path / "m.json")])
    err = capsys.readouterr().err
    assert code == 1 and "nica.toy.either" in err
    data = json.loads((tmp_path / "m.json").read_text())
    assert {c["id"] for c in data["claims"] if c["vacuous"]} == {"nica.toy.either"}
    assert data["hypotheses_empty"] == ["nica.toy.empty"]
    assert data["score"] < 100


def _checked(**answers):
    return SimpleNamespace(proof={"solvers": answers})


def test_a_solver_timeout_is_never_a_kill():
    false = dataclasses.replace(loading.load().claims["ab.theorem-2.case-2"], holds=sympy.false)
    assert find_counterexample(false) is not None  # the mutant is genuinely false...
    assert _solver_caught(_checked(z3="timeout", cvc5="timeout"), false) is None  # ...but a timeout shows nothing
    assert _solver_caught(_checked(z3="sat", cvc5="unsat"), false) is None  # disagreement: investigate, not a kill
    caught = _solver_caught(_checked(z3="sat", cvc5="sat"), false)
    assert caught and caught["witness"]


def test_a_spurious_model_of_a_true_mutant_is_not_a_kill():
    true = loading.load().claims["ab.theorem-2.case-2"]  # proved: no exact counterexample exists
    assert find_counterexample(true) is None
    assert _solver_caught(_checked(z3="sat", cvc5="sat"), true) is None


def test_the_counterexample_search_respects_the_hypotheses():
    claim = loading.load().claims["ab.theorem-2.case-2"]
    n, k = sympy.symbols("n k", integer=True)
    shifted = dataclasses.replace(claim, holds=sympy.Le(2 ** k + 1, n))  # false exactly at n = 2^k, which the hypotheses allow
    point = find_counterexample(shifted)
    assert point is not None and point["n"] == 2 ** point["k"] and point["k"] >= 1


@pytest.mark.parametrize("ident", ["paz.theorem-4", "paz.optimal.adaptive-erasures"])
def test_paz_optimality_claims_are_killed_by_their_evidence(ident):
    """Both halves read checked certificates (strategy tables, losing tables); a perturbed
    result of one of them must be refuted by the bounded check."""
    result = run_audit(only=ident, mutate=True)
    (claim,) = [c for c in result.mutation.claims if c.id == ident]
    assert not claim.vacuous and claim.killed_by["status"] == "refuted"
    assert claim.killed_by["kind"] in ("function", "table") and claim.evidence_sensitive is True


def test_claims_of_a_file_with_uses_are_mutated_through_the_used_definitions(tmp_path):
    """A DAG file states claims about another file's definitions (top-level ``uses``); its
    claims' mutants must parse with those definitions, or they are silently skipped and a real
    check looks vacuous (cushing-dags.toml reading n_lt from cushing.toml did)."""
    (tmp_path / "base.toml").write_text(
        '[defaults]\npaper = "001_8f3559b1991e85c2.txt"\nmethod = "symbolic"\n\n'
        '[[definition]]\nname = "twice"\nparams = ["n"]\nbody = "2*n"\n', encoding="utf-8")
    (tmp_path / "user.toml").write_text(
        'uses = ["base.toml"]\n[defaults]\npaper = "001_8f3559b1991e85c2.txt"\nmethod = "symbolic"\n\n'
        '[[claim]]\nid = "nica.uses"\nlocator = "toy"\nstatement = "toy"\nreading = "twice(n) >= n + 1"\n'
        'vars = { n = [1, "oo"] }\nholds = "twice(n) >= n + 1"\nexpect = "proved"\n', encoding="utf-8")
    from certify.audit.mutation import reading_mutants

    claim = loading.load(tmp_path).claims["nica.uses"]
    mutants = [what for kind, what, mutant in reading_mutants(claim, tmp_path)]
    assert any(what.startswith("holds:") for what in mutants), mutants
    assert any(what.startswith("definition twice:") for what in mutants), mutants


def test_claims_naming_their_own_variables_are_mutated(tmp_path):
    """A claim may name a variable outside the default symbols in its ``vars`` (``cm``); its
    mutants must parse with it as the loader's names do, or every one is silently skipped and a
    real check looks vacuous (nica.theorem-1.1.value.W.II over 2**cm: 0 mutants tried). The
    mutant that kills is refuted at an exact point; a coverage case's ``where`` naming one is
    mutated too (case boundary)."""
    (tmp_path / "own.toml").write_text(
        '[defaults]\npaper = "001_8f3559b1991e85c2.txt"\nmethod = "symbolic"\n\n'
        '[[claim]]\nid = "nica.own"\nlocator = "toy"\nstatement = "toy"\nreading = "a pool n <= 2^cm is below 2^cm + 1"\n'
        'vars = { cm = [0, "oo"], n = [1, "oo"] }\nwhere = "n <= 2**cm"\nholds = "n < 2**cm + 1"\nexpect = "proved"\n\n'
        '[[claim]]\nid = "nica.own.low"\nlocator = "toy"\nstatement = "toy"\nreading = "case n <= 2^cm"\n'
        'vars = { cm = [0, "oo"], n = [1, "oo"] }\nwhere = "n <= 2**cm"\nholds = "n >= 1"\nexpect = "proved"\n\n'
        '[[claim]]\nid = "nica.own.high"\nlocator = "toy"\nstatement = "toy"\nreading = "case n > 2^cm"\n'
        'vars = { cm = [0, "oo"], n = [1, "oo"] }\nwhere = "n > 2**cm"\nholds = "n >= 2"\nexpect = "proved"\n\n'
        '[[claim]]\nid = "nica.own.cover"\nlocator = "toy"\nstatement = "toy"\nreading = "one case applies"\n'
        'vars = { cm = [0, "oo"], n = [1, "oo"] }\ncover = ["nica.own.low", "nica.own.high"]\nexpect = "proved"\n',
        encoding="utf-8")
    from certify.audit.mutation import _parsing_source, reading_mutants
    from certify.audit.mutation_dag import coverage_mutants

    claims = loading.load(tmp_path).claims
    mutants = [what for kind, what, mutant in reading_mutants(claims["nica.own"], tmp_path)]
    assert any(what.startswith("holds:") for what in mutants) and any(what.startswith("where:") for what in mutants), mutants
    boundaries = [what for kind, what, mutant in coverage_mutants(claims["nica.own.cover"], claims,
                                                                  lambda ident: _parsing_source(ident, tmp_path))
                  if kind == "case boundary"]
    assert boundaries, "no case boundary mutant parsed"
    result = run_audit(tmp_path / "own.toml", only="nica.own", mutate=True)
    analysed = {c.id: c for c in result.mutation.claims}
    assert {c.id: c.status for c in result.claims}["nica.own"] == "proved"
    assert analysed["nica.own"].mutations >= 1 and not analysed["nica.own"].vacuous
    killed_by = analysed["nica.own"].killed_by
    assert killed_by["status"] == "refuted" and killed_by["at"] is not None
    assert set(killed_by["at"]) == {"cm", "n"}  # an exact point, the own variable included


def test_the_conclusion_of_an_implication_is_mutated_first(tmp_path):
    """The order only (the verdict is the full check): a proved ``Implies(hypotheses, conclusion)``
    is most likely made false by a change of what it concludes, so those mutants come first. A
    hypothesis weakened first (their text comes first) cost ab.theorem-2.all.descent.exchange 300 s
    of looks before its killing mutant, at position 1069 of its text."""
    (tmp_path / "imp.toml").write_text(
        '[defaults]\npaper = "001_8f3559b1991e85c2.txt"\nmethod = "symbolic"\n\n'
        '[[claim]]\nid = "nica.imp"\nlocator = "toy"\nstatement = "toy"\nreading = "n >= 3 gives 2n >= 6"\n'
        'vars = { n = [1, "oo"] }\nholds = "Implies(n >= 3, 2*n >= 6)"\nexpect = "proved"\n', encoding="utf-8")
    from certify.audit.mutation import reading_mutants

    claim = loading.load(tmp_path).claims["nica.imp"]
    whats = [what for kind, what, mutant in reading_mutants(claim, tmp_path)]
    conclusion = [what for what in whats if int(what.rsplit(" at ", 1)[1]) >= len("Implies(n >= 3, ") and what.startswith("holds")]
    assert conclusion and whats[: len(conclusion)] == conclusion, whats
    result = run_audit(tmp_path / "imp.toml", only="nica.imp", mutate=True)
    (analysed,) = result.mutation.claims
    assert analysed.killed and analysed.mutations == 1 and analysed.killed_by["mutant"] in conclusion


def test_a_look_promotes_a_likely_kill_and_never_demotes_past_its_budget():
    """The looks stop at their deadline; the items looked at keep their place before the rest."""
    from certify.audit import mutation

    def items_of(names, likely):
        return [("constant", name, None, lambda n=name: n in likely) for name in names]
    # no budget at all: the given order, unlooked
    first = mutation._first_likely(items_of(["a", "b", "c"], {"c"}), deadline=0.0)
    assert [what for _, what, _ in first] == ["a", "b", "c"]
    unlimited = mutation._first_likely(items_of(["a", "b", "c"], {"c"}), deadline=float("inf"))
    assert [what for _, what, _ in unlimited] == ["c", "a", "b"]
    looked, now = [], [0.0]

    def spend(name):  # a look that spends the whole budget: "a" looked at, the rest as they come
        looked.append(name)
        now[0] += 1.0
        return False
    items = [("constant", name, None, lambda n=name: spend(n)) for name in ["a", "b", "c"]]
    spent = mutation._first_likely(items, deadline=0.5, clock=lambda: now[0])
    assert [what for _, what, _ in spent] == ["a", "b", "c"] and looked == ["a"]
    promoted = mutation._first_likely(items_of(["a", "b", "c"], {"b", "c"}), deadline=0.5, clock=lambda: now[0])
    assert [what for _, what, _ in promoted] == ["a", "b", "c"]  # past the deadline nothing is looked at
