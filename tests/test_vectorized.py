"""The vectorised bounded check (certify/claims/vectorized.py) answers exactly as the per-point
loop: the same verdict, number of cases, smallest counterexample (in the registry's variable
order) with its two sides, or the same incompleteness or error."""

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from certify.audit import Tables
from certify.claims import bounded
from certify.audit.mutation import application_mutants, reading_mutants
from certify.claims import loading

SIZE = 10
CLAIMS = [c for c in loading.load().claims.values()
          if c.id.startswith(("nica.", "cushing.", "riddler.")) and c.method in ("bounded", "both") and c.vars]


@pytest.fixture(scope="module")
def tables():
    t = Tables()
    t.prepare({"official": SIZE, "nica": SIZE, "tripartite": SIZE})
    return t


def _outcome(claim, N, functions):
    try:
        r = bounded.check_bounded(claim, N, functions)
    except Exception as error:  # noqa: BLE001 - both paths must raise alike
        return ("raised", type(error).__name__, str(error))
    return (r.holds, r.cases, r.counterexample, r.detail, r.problem)


def _both(claim, N, functions, monkeypatch):
    """(vectorised path taken, outcome with it, outcome of the per-point loop alone)."""
    taken = []
    real = bounded._vectorized

    def spy(*args):
        result = real(*args)
        taken.append(result is not None)
        return result

    monkeypatch.setattr(bounded, "_vectorized", spy)
    fast = _outcome(claim, N, functions)
    monkeypatch.setattr(bounded, "_vectorized", lambda *args: None)
    slow = _outcome(claim, N, functions)
    monkeypatch.setattr(bounded, "_vectorized", real)
    return any(taken), fast, slow


def test_every_claim_agrees_and_most_are_vectorised(tables, monkeypatch):
    used = 0
    for claim in CLAIMS:
        taken, fast, slow = _both(claim, SIZE, tables.functions(claim.rules), monkeypatch)
        assert fast == slow, claim.id
        used += taken
    assert used >= 0.9 * len(CLAIMS)  # otherwise this test would compare the loop with itself


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(index=st.integers(0, len(CLAIMS) - 1), N=st.integers(2, SIZE))
def test_claims_agree_at_random_sizes(tables, monkeypatch, index, N):
    claim = CLAIMS[index]
    _, fast, slow = _both(claim, N, tables.functions(claim.rules), monkeypatch)
    assert fast == slow


@pytest.mark.parametrize("claim_id", ["nica.proposition-2.4", "nica.theorem-4.4", "cushing.lemma-1.5.i",
                                      "riddler.methodology.recurrence"])
def test_mutants_refuted_alike(tables, monkeypatch, claim_id):
    """Every mutant the mutation analysis makes of the claim: refuted at the same smallest point."""
    claim = loading.load().claims[claim_id]
    refuted = 0
    for _, _, mutant in [*reading_mutants(claim), *application_mutants(claim)]:
        _, fast, slow = _both(mutant, 8, tables.functions(claim.rules), monkeypatch)
        assert fast == slow, mutant.holds
        refuted += fast[0] is False
    assert refuted >= 1
