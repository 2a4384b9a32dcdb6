"""The audit size N inside a symbolic claim's formula (session 35, an outside review): N is an
integer N >= 2 of the problem (every audit size), and the bounds over it stay; before, a bound
over N was dropped and N left free, so ``n < n + N`` was refuted with N = 0."""

from __future__ import annotations

import json

import pytest

from certify.checkers import _smt_print
from certify.cli import main

CLAIMS = {
    "ns.n-plus-n": ('vars = { n = [1, "oo"] }', "n < n + N", "proved"),
    "ns.n-le-n": ('vars = { n = [1, "N"] }', "n <= N", "proved"),
    "ns.n-plus-3": ('vars = { n = [1, "N"] }', "n + 3 <= N", "refuted"),
    "ns.twice": ('vars = { n = [1, "N"] }', "2*n <= N + n", "proved"),
}


@pytest.fixture(scope="module")
def audited(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sized")
    text = '[paper]\nkey = "ns"\ntitle = "N in formulas"\n'
    for ident, (variables, holds, expect) in CLAIMS.items():
        text += (f'\n[[claim]]\nid = "{ident}"\nstatement = "{holds}"\n{variables}\nholds = "{holds}"\n'
                 f'method = "symbolic"\nexpect = "{expect}"\n')
    (folder / "sized.toml").write_text(text)
    out = folder / "audit.json"
    assert main(["audit", "-q", "--registry", str(folder / "sized.toml"), "--json", str(out)]) == 0
    return {c["id"]: c for c in json.loads(out.read_text())["claims"]}


@pytest.mark.parametrize("ident", sorted(CLAIMS))
def test_a_symbolic_claim_over_the_audit_size_gets_its_verdict(audited, ident):
    assert audited[ident]["status"] == CLAIMS[ident][2], audited[ident]


def test_its_counterexample_names_an_audit_size_and_shows_the_sides_there(audited):
    found = audited["ns.n-plus-3"]["counterexample"]
    at = {k: int(v) for k, v in found["at"].items()}
    assert at["N"] >= 2 and 1 <= at["n"] <= at["N"] and at["n"] + 3 > at["N"]
    assert (int(found["lhs"]), int(found["rhs"])) == (at["n"] + 3, at["N"])


def test_the_witness_of_a_proved_one_gives_n_a_value(audited):
    witness = audited["ns.n-le-n"]["hypotheses"]["witness"]
    assert int(witness["N"]) >= 2 and 1 <= int(witness["n"]) <= int(witness["N"])


def test_the_trusted_printer_keeps_the_bounds_over_n_only_when_the_formula_mentions_it():
    sized = {"N": "64", "vars": [["n", ["num", "1"], ["var", "N"]]], "where": ["true"], "holds": ["le", ["var", "n"], ["var", "N"]]}
    plain = {**sized, "holds": ["le", ["var", "n"], ["num", "64"]]}
    assert _smt_print.hypotheses(sized) == [["le", ["num", "2"], ["var", "N"]], ["le", ["num", "1"], ["var", "n"]],
                                            ["le", ["var", "n"], ["var", "N"]]]
    assert _smt_print.hypotheses(plain) == [["le", ["num", "1"], ["var", "n"]]]
