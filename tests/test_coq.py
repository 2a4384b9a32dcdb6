"""The Coq route (certify.coq): generated files are accepted by the kernel exactly when true.

Tests that run coqc are skipped where it is missing; install it with
``apt-get install -y coq`` (Debian; CI does this in .ci/run).
"""

import sys
import shutil
import subprocess
from fractions import Fraction
from importlib import resources
from pathlib import Path

import pytest
import sympy

from certify.coq.claims import Untranslatable, coq_name, lia_theorem, table_theorem
from certify.coq.runner import HEADLINES, development
from certify.coq.tables import coq_table, read_csv_table
from certify.claims import loading

ROOT = Path(__file__).resolve().parent.parent
needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")


def coqc(directory: Path, name: str) -> subprocess.CompletedProcess:
    return subprocess.run(["coqc", "-Q", ".", "Certify", f"{name}.v"], cwd=directory,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    """A directory with GuessWho.v compiled and a small official table (N = 8) from the committed one."""
    directory = tmp_path_factory.mktemp("coq")
    (directory / "GuessWho.v").write_text(resources.files("certify.coq").joinpath("GuessWho.v").read_text())
    assert coqc(directory, "GuessWho").returncode == 0
    return directory


def small_table(entries, size=8):
    return {(n, m): entry for (n, m), entry in entries.items() if n <= size and m <= size}


@needs_coq
def test_soundness_theorem_rests_on_no_axiom(kernel):
    (kernel / "Ax.v").write_text("Require Import Certify.GuessWho.\nPrint Assumptions check_table_sound.\n")
    run = coqc(kernel, "Ax")
    assert run.returncode == 0 and run.stdout.strip() == "Closed under the global context"


@needs_coq
@pytest.mark.parametrize("rules", ["official", "nica", "tripartite"])
def test_the_kernel_accepts_a_true_table_and_rejects_one_changed_value(kernel, rules):
    entries = small_table(read_csv_table(ROOT / "tables" / f"{rules}-64.csv"))
    (kernel / f"T_{rules}.v").write_text(coq_table(rules, 8, entries, f"t_{rules}"))
    assert coqc(kernel, f"T_{rules}").returncode == 0
    value, moves = entries[4, 4]
    entries[4, 4] = (value + Fraction(1, 16), moves)  # one scaled unit more
    (kernel / f"B_{rules}.v").write_text(coq_table(rules, 8, entries, f"b_{rules}"))
    assert coqc(kernel, f"B_{rules}").returncode != 0


@needs_coq
def test_the_kernel_rejects_a_changed_move_set(kernel):
    entries = small_table(read_csv_table(ROOT / "tables" / "official-64.csv"))
    value, _ = entries[4, 4]
    entries[4, 4] = (value, ["1:3", "2:2"])  # 2:2 is not optimal at (4, 4)
    (kernel / "M.v").write_text(coq_table("official", 8, entries, "m_official"))
    assert coqc(kernel, "M").returncode != 0


def claim_like(claim, holds):
    clone = type(claim)(**{**claim.__dict__, "holds": sympy.sympify(holds, locals=_functions())})
    return clone


def _functions():
    from certify.claims.registry import namespace

    return namespace({})


@needs_coq
def test_a_ground_claim_is_kernel_checked_and_its_negation_is_not(kernel):
    entries = small_table(read_csv_table(ROOT / "tables" / "official-64.csv"))
    (kernel / "T8.v").write_text(coq_table("official", 8, entries, "t8"))
    assert coqc(kernel, "T8").returncode == 0
    claim = loading.load().claims["riddler.strategy.4v4-branches.corrected"]
    for holds, accepted in ((claim.holds, True), (sympy.Not(claim.holds), False),
                            ("Eq(P(4, 4), 9/17)", False), ("And(optimal(4, 4, 1), Not(optimal(4, 4, 2)))", True)):
        theorem = table_theorem(claim_like(claim, holds), "T8", "t8", 8)
        (kernel / "G.v").write_text(theorem.source)
        assert (coqc(kernel, "G").returncode == 0) is accepted, holds


@needs_coq
def test_an_integer_identity_is_proved_for_all_n_and_a_false_one_is_not(tmp_path):
    claim = loading.load().claims["cushing.theorem-1.1.n-sum"]
    for holds, accepted in ((claim.holds, True), ("Eq(floor(n/4) + floor((n + 3)/4), n)", False)):
        theorem = lia_theorem(claim_like(claim, holds))
        assert "forall n : Z" in theorem.source and "3 <= n" in theorem.source.replace("(3) <= n", "3 <= n")
        (tmp_path / "I.v").write_text(theorem.source)
        assert (coqc(tmp_path, "I").returncode == 0) is accepted


def test_untranslatable_constructs_are_named():
    claims = loading.load().claims
    with pytest.raises(Untranslatable, match="variables"):
        table_theorem(claims["cushing.theorem-1.1"], "T", "t", 64)
    with pytest.raises(Untranslatable, match="real variable"):
        lia_theorem(claims["nica.lemma-3.7"])


def test_every_registry_coq_route_translates_and_headlines_state_the_papers_values():
    files = {f.name: f for f in development()}
    routed = [c for c in loading.load().claims.values() if c.coq]
    assert len(routed) >= 15
    for claim in routed:
        assert f"Claim_{coq_name(claim.id)}" in files
    headline = files["Headline"].text
    assert "Theorem official_4_4 : value Official 4 4 == 9 # 16\n  /\\ optimal_moves Official 4 4 = [Q2 1]." in headline
    assert "optimal_moves Official 14 14 = [Q2 4; Q2 6]" in headline
    assert "value Official 24 24 == 5 # 9" in headline and "value Official 32 24 == 1 # 2" in headline
    assert {h.rules for h in HEADLINES} == {"official", "nica", "tripartite"}


@needs_coq
def test_the_bundle_coq_checker_accepts_true_files_and_rejects_tampering_and_axioms(tmp_path):
    from certify.checkers import coq as coq_checker

    good = tmp_path / "good"
    good.mkdir()
    (good / "GuessWho.v").write_text(resources.files("certify.coq").joinpath("GuessWho.v").read_text())
    entries = small_table(read_csv_table(ROOT / "tables" / "official-64.csv"), 6)
    (good / "T6.v").write_text(coq_table("official", 6, entries, "t6"))
    assert coq_checker.check_file(good, ["T6"])["modules"] == 2
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "GuessWho.v").write_text((good / "GuessWho.v").read_text())
    value, moves = entries[4, 4]
    entries[4, 4] = (value + Fraction(1, 16), moves)
    (bad / "T6.v").write_text(coq_table("official", 6, entries, "t6"))
    with pytest.raises(coq_checker.CheckError, match="T6.v rejected by the kernel"):
        coq_checker.check_file(bad, ["T6"])
    (bad / "Ax.v").write_text("Axiom cheat : False.\nTheorem anything : 1 = 2.\nProof. destruct cheat. Qed.\n")
    with pytest.raises(coq_checker.CheckError, match="axiom"):
        coq_checker.check_file(bad, ["Ax"])


@needs_coq
def test_one_axiom_among_several_theorems_is_found(tmp_path):
    """The probe asks Print Assumptions once, of the tuple of a module's theorems: an axiom under
    any one of them (here the last of three) is still found, and a module of closed theorems passes."""
    from certify.checkers import coq as coq_checker

    closed = "Theorem a : 1 = 1.\nProof. reflexivity. Qed.\nLemma b : True.\nProof. exact I. Qed.\n"
    (tmp_path / "Fine.v").write_text(closed)
    assert coq_checker.check_file(tmp_path, ["Fine"])["modules"] == 1
    (tmp_path / "Mixed.v").write_text(closed + "Axiom cheat : False.\nCorollary c : 1 = 2.\nProof. destruct cheat. Qed.\n")
    with pytest.raises(coq_checker.CheckError, match="Mixed.v: a theorem rests on an axiom.*cheat"):
        coq_checker.check_file(tmp_path, ["Mixed"])


def test_a_coqc_time_limit_is_cpu_time(tmp_path):
    """A run's limit is CPU seconds (a loaded machine does not shorten it; the clock backstop is
    CLOCK times longer): a busy loop standing for coqc is ended by SIGXCPU, and a quick one answers."""
    from certify.coq import runner

    assert runner.CLOCK >= 10
    assert runner._coqc([sys.executable, "-c", "while True: pass"], tmp_path, 1) is None
    done = runner._coqc([sys.executable, "-c", "print('ok')"], tmp_path, 1)
    assert done.returncode == 0 and done.stdout == "ok\n"
