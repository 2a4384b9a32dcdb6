"""Every refuted registry entry carries its verbatim quote, its fault kind and its smallest
counterexample with the printed and the true value there, and the audit re-derives all three."""

import shutil

import pytest

from certify.audit import Tables, check_claim, run_audit
from certify.claims.registry import DATA
from certify.cli import main
from certify.claims import loading

FAULTS = ("misprint", "extraction", "mathematical", "registry")


def refuted():
    return [c for c in loading.load().claims.values() if c.expect == "refuted"]


def test_every_refuted_entry_records_quote_fault_and_counterexample():
    claims = refuted()
    assert len(claims) >= 30
    for claim in claims:
        assert claim.quote and claim.fault.split(":")[0] in FAULTS, claim.id
        assert len(claim.fault.split(":", 1)[1].strip()) > 20, claim.id  # says why, not only the kind
        record = claim.counterexample
        assert record is not None, claim.id
        assert set(claim.vars) <= set(record["at"]) and record["printed"] is not None and record["true"] is not None, claim.id


def test_the_audit_confirms_every_recorded_counterexample():
    claims = refuted()
    tables = Tables()
    tables.prepare({c.rules: c.max for c in claims if c.rules and c.method in ("bounded", "both")})
    for claim in claims:
        result = check_claim(claim, claim.max, tables, ("z3",), 30.0)
        assert result.status == "refuted", claim.id
        assert not result.counterexample_problem, (claim.id, result.counterexample_problem)
        ce = result.counterexample
        assert ce["printed"].split(" ")[0] != ce["true"].split(" ")[0], claim.id


def test_a_wrong_recorded_point_is_a_regression(tmp_path, capsys):
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    cushing = registry / "cushing.toml"
    text = cushing.read_text()
    needle = 'counterexample = { at = { n = 11 }, printed = "(3*n - 7)/n", true = "P_split(3, 1, n - 1)" }'
    assert needle in text
    cushing.write_text(text.replace(needle, needle.replace("n = 11", "n = 12")))
    code = main(["audit", "--registry", str(registry), "--only", "cushing.lemma-1.5.m3.k1", "--solver", "z3", "-q"])
    out, err = capsys.readouterr()
    assert code == 1 and "cushing.lemma-1.5.m3.k1" in out + err
    result = run_audit(registry, only="cushing.lemma-1.5.m3.k1", solvers=("z3",))
    assert "smallest counterexample is {'n': 11}" in result.claims[0].counterexample_problem


@pytest.mark.parametrize("edit", [
    lambda t: t.replace('printed = "(3*n - 7)/n", true = "P_split(3, 1, n - 1)"', 'printed = "(3*n - 7)/n"'),
    lambda t: t.replace("counterexample = { at = { n = 11 }", "counterexample = { at = { k = 11 }"),
])
def test_a_malformed_counterexample_is_refused_in_one_line(tmp_path, capsys, edit):
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    cushing = registry / "cushing.toml"
    cushing.write_text(edit(cushing.read_text()))
    code = main(["audit", "--registry", str(registry), "--only", "cushing.lemma-1.5.m3.k1", "-q"])
    err = capsys.readouterr().err
    assert code != 0 and "counterexample" in err and len(err.strip().splitlines()) == 1


def test_every_verified_claim_about_all_parameters_says_why_its_range():
    """A claim verified on a range that grows with N (a claim about all n) says in range_reason
    whether that range settles it or is evidence only."""
    import sympy

    N = sympy.Symbol("N", integer=True)
    for claim in loading.load().claims.values():
        if claim.expect == "verified" and any(N in hi.free_symbols for _, hi in claim.vars.values()):
            assert len(claim.range_reason) > 40, claim.id
