"""Vacuity (issue 25, item 4): a claim whose hypotheses no point satisfies is never reported
verified or proved; the audit says why, and an intentionally empty case of a cover is fine."""

import json
import re

import pytest
import sympy
from hypothesis import given, settings, strategies as st

from certify.audit import run_audit
from certify.cli.check import _trusted
from certify.audit.bundle import staging, write_bundle
from certify.audit.vacuity import assess, check_witness, symbolic_hypotheses
from certify.checkers import bundle as checker
from certify.claims.evaluate import pure_functions
from certify.cli import main
from certify.claims import loading
from tests.toy_dag import SMALL, THEOREM, claim, cover, dag, large, registry

TOY = registry(
    claim("nica.toy.bounded-empty", method="bounded", vars='{ n = [0, "N"] }', where="And(n > 5, n < 3)", holds="Eq(n, 7)",
          expect="verified"),
    claim("nica.toy.symbolic-empty", vars='{ n = [0, "oo"], k = [0, "oo"] }', where="And(2**k < n, n <= 2**(k - 1))",
          holds="Eq(n, 7)", expect="proved"),
    claim("nica.toy.far-witness", vars='{ n = [0, "oo"] }', where="n >= 10000", holds="n*n >= 10000*n", expect="proved"),
    claim("nica.toy.says-empty", vars='{ n = [0, "oo"] }', where="And(n > 5, n < 3)", holds="False", expect="proved"),
    SMALL, large(),
    claim("nica.toy.nowhere", reading="an empty case of the cover, registered as such", vars='{ n = [0, "oo"] }',
          where="And(n >= 3, n <= 2)", holds="n < 0", expect="vacuous"),
    cover("nica.toy.small", "nica.toy.large", "nica.toy.nowhere"),
    THEOREM, dag())


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    path = tmp_path_factory.mktemp("vacuity") / "toy.toml"
    path.write_text(TOY)
    return path


@pytest.fixture(scope="module")
def audited(toy):
    result = run_audit(toy, max_n=12, solvers=("z3", "cvc5"))
    return {c.id: c for c in result.claims}, result


def test_an_empty_where_is_never_verified_or_proved_and_the_audit_says_why(audited):
    claims, result = audited
    bounded, symbolic = claims["nica.toy.bounded-empty"], claims["nica.toy.symbolic-empty"]
    assert bounded.status == "vacuous" and bounded.cases == 0 and "0 cases" in bounded.note
    assert symbolic.status == "vacuous" and "z3 unsat" in symbolic.note and "cvc5 unsat" in symbolic.note
    assert {"nica.toy.bounded-empty", "nica.toy.symbolic-empty"} <= {c.id for c in result.regressions}
    assert result.summary()["vacuous"] == 3


def test_a_witness_is_recorded_and_satisfies_the_hypotheses_exactly(audited, toy):
    claims, _ = audited
    registry = loading.load(toy).claims
    for ident in ("nica.toy.far-witness", "nica.toy.small", "nica.toy.large", "nica.toy.cover"):
        found = claims[ident].hypotheses
        assert claims[ident].status == "proved" and found["satisfiable"] is True
        assert check_witness(symbolic_hypotheses(registry[ident]), found["witness"], pure_functions())
    assert int(claims["nica.toy.far-witness"].hypotheses["witness"]["n"]) >= 10000  # beyond the small search: z3


def test_a_claim_that_states_emptiness_keeps_its_proof(audited):
    assert audited[0]["nica.toy.says-empty"].status == "proved"


def test_an_empty_case_of_a_cover_is_expected_and_says_so(audited):
    claims, result = audited
    nowhere = claims["nica.toy.nowhere"]
    assert nowhere.status == "vacuous" and not nowhere.regression
    assert "empty case of the cover nica.toy.cover" in nowhere.note
    dag, = result.dags
    assert dag["status"] == "proved" and claims["nica.toy"].status == "proved"


def test_a_solver_timeout_on_the_hypotheses_leaves_the_claim_open_never_proved(toy, monkeypatch):
    """No witness, and the solvers do not show the hypotheses empty (here: every one times out)."""
    from certify.audit import vacuity
    from certify.proofs.policy import Proof
    from certify.proofs.runners import SolverRun

    def timed_out(claim, solvers, timeout, emit_dir=None):
        proof = Proof(claim.id, "open")
        proof.runs = {name: SolverRun("timeout", timeout) for name in solvers}
        return proof

    monkeypatch.setattr(vacuity, "unsatisfiable", timed_out)
    result = run_audit(toy, only="nica.toy.symbolic-empty", solvers=("z3", "cvc5"))
    claim, = result.claims
    assert claim.status == "open" and "not shown satisfiable" in claim.note and "z3 timeout" in claim.note


def _expecting(text: str, statuses: dict) -> str:
    """The registry text with each claim's ``expect`` set to ``statuses[id]``."""
    blocks = text.split("[[claim]]")
    for i, block in enumerate(blocks[1:], start=1):
        ident = re.search(r'^id = "([^"]+)"', block, re.M).group(1)
        if ident in statuses:
            blocks[i] = re.sub(r'^expect = "[^"]+"', f'expect = "{statuses[ident]}"', block, count=1, flags=re.M)
    return "[[claim]]".join(blocks)


def test_the_bundle_carries_witnesses_and_the_empty_hypotheses(toy, tmp_path):
    with staging(tmp_path / "b") as root:
        result = run_audit(toy, solvers=("z3", "cvc5"), evidence=root)  # the audit size: a bounded vacuity below it states less
        write_bundle(result, root, toy)
    doc = json.loads((tmp_path / "b" / "manifest.json").read_text())
    records = {r["id"]: r for r in doc["claims"]}
    assert records["nica.toy.far-witness"]["witness"]["n"] == result.claims[2].hypotheses["witness"]["n"]
    assert [e["kind"] for e in records["nica.toy.nowhere"]["evidence"]] == ["smt2"]
    with pytest.raises(checker.CheckError, match="status vacuous, but the registry expects"):
        checker.check_file(tmp_path / "b", registry=_trusted(toy))  # the toy's unexpected vacuous claims
    matched = tmp_path / "matched.toml"  # the registry once its author records what the audit found
    matched.write_text(_expecting(toy.read_text(), {c.id: c.status for c in result.claims}))
    with pytest.raises(checker.CheckError, match="written from the registry sha256"):  # issue 38: bound by digest
        checker.check_file(tmp_path / "b", registry=_trusted(matched))
    from certify.checkers._bundle_registry import digest, registry_files

    doc["registry"]["sha256"] = digest(registry_files(matched))  # as if written from it (the same audit: only expect differs)
    (tmp_path / "b" / "manifest.json").write_text(json.dumps(doc))
    assert checker.check_file(tmp_path / "b", registry=_trusted(matched))["vacuous"] == 3
    records["nica.toy.far-witness"]["witness"]["n"] = "9999"  # outside the hypotheses
    (tmp_path / "b" / "manifest.json").write_text(json.dumps(doc))
    with pytest.raises(checker.CheckError, match="witness does not satisfy"):
        checker.check_file(tmp_path / "b", registry=_trusted(matched))


def test_the_cli_reports_vacuous_claims_and_fails_on_the_unexpected_ones(toy, tmp_path, capsys):
    code = main(["audit", "--registry", str(toy), "--max", "12", "-q", "--json", str(tmp_path / "a.json")])
    out, err = capsys.readouterr()
    assert code == 1 and "nica.toy.bounded-empty" in err and "3 vacuous" in out
    data = json.loads((tmp_path / "a.json").read_text())
    assert data["summary"]["vacuous"] == 3


@settings(max_examples=6, deadline=None)
@given(low=st.integers(0, 30), width=st.integers(-4, 6))
def test_vacuous_exactly_when_the_range_is_empty(low, width):
    """for n in [0, oo) with low <= n <= low + width: the hypotheses are empty iff width < 0."""
    claim = next(iter(loading.load().claims.values()))
    n = sympy.Symbol("n", integer=True)
    claim = type(claim)(**{**claim.__dict__, "id": "nica.toy.range", "vars": {"n": (sympy.Integer(0), sympy.oo)},
                           "where": sympy.And(n >= low, n <= low + width), "holds": sympy.Eq(n, n), "method": "symbolic"})
    found = assess(claim, 12, pure_functions(), None, ("z3", "cvc5"), 20)
    assert found.satisfiable is (width >= 0)
    if width >= 0:
        assert low <= int(found.witness["n"]) <= low + width
