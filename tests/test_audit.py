"""The registry and the audit: a changed formula is a regression that names its claim."""

import json
import shutil
from pathlib import Path

import pytest

from certify.audit import markdown_report, run_audit
from certify.claims.registry import DATA, PAPERS
from certify.cli import main
from certify.errors import CertifyError
from certify.claims import loading


def copy_registry(tmp_path) -> Path:
    target = tmp_path / "registry"
    shutil.copytree(DATA, target)
    return target


def test_registry_covers_all_five_papers_and_required_claims():
    claims = loading.load().claims
    assert {c.id.split(".")[0] for c in claims.values()} == set(PAPERS)
    locators = {(c.id.split(".")[0], c.locator) for c in claims.values()}
    for needed in ["Theorem 1.1", "Lemma 3.5", "Lemma 3.6", "Lemma 3.7", "Proposition 3.8", "Proposition 3.9",
                   "Remark 3.10", "Lemma 4.1", "Lemma 4.2", "Theorem 4.4", "Section 1.2"]:
        assert any(paper == "nica" and loc.startswith(needed) for paper, loc in locators), needed
    assert {"nica.lemma-4.1.case-I.eq-4.5", "nica.lemma-4.1.case-II", "nica.lemma-4.1.case-III",
            "nica.lemma-4.2.case-I.final", "nica.lemma-4.2.case-II.convex", "nica.lemma-4.2.case-III"} <= set(claims)
    assert {"Theorem 1.6 (n ≤ 9)", "Theorem 1.6 (n ≥ 10)", "Eq. (6)"} <= {c.locator for c in claims.values()}
    assert sum(c.locator.startswith("Lemma 1.5") for c in claims.values()) >= 10
    for ident in ["riddler.solution.n4-percent", "riddler.solution.n14-percent", "riddler.solution.n24-percent",
                  "riddler.handicap.32-vs-24", "nica.section-1.2.first-player-advantage", "nica.section-1.2.fair-handicap"]:
        assert ident in claims
    for claim in claims.values():
        assert claim.reading and claim.statement and claim.paper == PAPERS[claim.id.split(".")[0]]
        if claim.corrects:
            assert claims[claim.corrects].expect == "refuted"  # a correction sits beside a refuted claim


def test_riddler_percentages_are_exact_fractions_and_verified():
    result = run_audit(only="riddler.solution", solvers=("z3",))
    assert [c.status for c in result.claims] == ["verified"] * 3
    assert not result.regressions


def test_editing_one_formula_makes_the_audit_fail_naming_that_claim(tmp_path, capsys):
    registry = copy_registry(tmp_path)
    riddler = registry / "riddler.toml"
    riddler.write_text(riddler.read_text().replace("Eq(round_to(100*P(14, 14), 2), 5612/100)", "Eq(round_to(100*P(14, 14), 2), 5613/100)"))
    code = main(["audit", "--registry", str(registry), "--only", "riddler.solution", "--solver", "z3", "-q"])
    out, err = capsys.readouterr()
    assert code == 1
    assert "riddler.solution.n14-percent" in err and "riddler.solution.n14-percent" in out
    assert "refuted" in out.split("riddler.solution.n14-percent")[0].splitlines()[-1]


def test_audit_passes_on_the_unchanged_copy(tmp_path, capsys):
    registry = copy_registry(tmp_path)
    code = main(["audit", "--registry", str(registry), "--only", "cushing.lemma-1.5.iii", "--solver", "both", "-q",
                 "--json", str(tmp_path / "a.json"), "--report", str(tmp_path / "a.md")])
    assert code == 0
    data = json.loads((tmp_path / "a.json").read_text())
    assert {"claims", "summary"} <= set(data)
    fields = {"id", "paper", "locator", "statement", "reading", "method", "status", "range", "counterexample", "corrects"}
    assert all(fields <= set(c) for c in data["claims"])
    refuted = [c for c in data["claims"] if c["status"] == "refuted"]
    assert refuted and all(c["counterexample"] for c in refuted)
    assert "Smallest counterexample" in (tmp_path / "a.md").read_text()


def test_misprint_is_found_with_its_counterexample():
    result = run_audit(only="cushing.lemma-1.5.m3.k1", solvers=("z3",))
    printed, corrected = result.claims
    assert printed.status == "refuted" and printed.counterexample["at"] == {"n": 11}
    assert corrected.status == "verified" and corrected.corrects == printed.id
    assert "Corrected by" in markdown_report(result)


@pytest.mark.parametrize(
    "edit, problem",
    [
        (lambda t: t.replace('expect = "verified"', 'expect = "maybe"', 1), "expect must be one of"),
        # a plain decimal such as 56.25 is read exactly (225/4); a float literal in exponent form is refused
        (lambda t: t.replace("Eq(round_to(100*P(4, 4), 2), 5625/100)", "Eq(round_to(100*P(4, 4), 2), 5.625e1)"),
         "only integers and plain decimals"),
        (lambda t: t.replace('id = "riddler.solution.n4-percent"', 'id = "nica.solution.n4-percent"'), "paper key"),
        (lambda t: t + "\n[[claim\n", "registry"),
    ],
)
def test_bad_registry_entries_are_refused_in_one_line(tmp_path, edit, problem):
    registry = copy_registry(tmp_path)
    riddler = registry / "riddler.toml"
    riddler.write_text(edit(riddler.read_text()))
    with pytest.raises(CertifyError, match=problem):
        loading.load(registry).claims


def test_a_dag_roots_progress_line_says_its_status_is_the_one_before_its_dag(capsys):
    """The progress line of a proof DAG's theorem shows its own check's status (open) before the
    DAG is settled; it says so, and the summary reports the settled status (proved)."""
    assert main(["audit", "--only", "cushing.monotonicity.all"]) == 0
    err = capsys.readouterr()
    text = err.out + err.err
    lines = [line for line in text.splitlines() if line.startswith("[") and "cushing.monotonicity.all:" in line]
    assert lines and all(line.endswith("(before its proof DAG is settled)") for line in lines), lines
    assert not [line for line in text.splitlines() if line.startswith("[") and "step-own.one:" in line
                and "before its proof DAG" in line]
    assert any(line.split() == ["proved", "cushing.monotonicity.all"] for line in text.splitlines())
