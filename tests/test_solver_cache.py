"""The solver verdicts kept across runs (certify.files.cache): an unsat is asked once, on the
engine's side only; nothing else is kept; a kept verdict binds solver, version, script and text;
a file someone else may write is ignored; and the trusted checker never reads it (a poisoned
verdict makes the audit's side say unsat, never ``certify check``)."""

import os

import pytest

from certify.checkers import CheckError, smt
from certify.files import cache

UNSAT = "(declare-const x Int)\n(assert (and (> x 0) (< x 0)))\n(check-sat)\n"
SAT = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n"


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """An empty cache directory of this test's own, and every solver call counted."""
    monkeypatch.setenv("CERTIFY_CACHE", str(tmp_path / "cache"))
    cache.forget()
    asked = []
    real = smt.answer

    def answer(solver, text, timeout):
        asked.append((solver, text))
        return real(solver, text, timeout)

    monkeypatch.setattr(smt, "answer", answer)
    yield tmp_path / "cache", asked
    cache.forget()


def test_an_unsat_is_asked_once_and_kept_for_the_next_process(kept):
    directory, asked = kept
    assert cache.answer("z3", UNSAT, 20) == "unsat" and cache.answer("z3", UNSAT, 20) == "unsat"
    assert asked == [("z3", UNSAT)]
    cache.forget()  # as a new process: read back from the file
    assert cache.answer("z3", UNSAT, 20) == "unsat" and len(asked) == 1
    assert cache.answer("cvc5", UNSAT, 20) == "unsat" and asked[-1] == ("cvc5", UNSAT)  # per solver
    assert cache.answer("z3", UNSAT + " ", 20) == "unsat" and len(asked) == 3  # per text, byte for byte
    assert len((directory / cache.UNSAT_FILE).read_text().split()) == 3


def test_sat_timeout_and_errors_are_never_kept(kept, monkeypatch):
    directory, asked = kept
    assert cache.answer("z3", SAT, 20) == "sat" and cache.answer("z3", SAT, 20) == "sat"
    assert len(asked) == 2
    monkeypatch.setattr(smt, "answer", lambda solver, text, timeout: "timeout")
    assert cache.answer("cvc5", UNSAT, 20) == "timeout"
    assert not cache.known_unsat("cvc5", UNSAT)
    assert not (directory / cache.UNSAT_FILE).exists()


def test_a_verdict_binds_the_solver_version_and_script(kept, monkeypatch):
    cache.remember_unsat("z3", UNSAT)
    assert cache.known_unsat("z3", UNSAT)
    with monkeypatch.context() as patch:
        patch.setitem(smt.SOLVERS, "z3", smt.SOLVERS["z3"] + "# another worker script\n")
        assert not cache.known_unsat("z3", UNSAT)
    assert cache.known_unsat("z3", UNSAT)  # the same script again
    monkeypatch.setattr(cache, "_solver_version", lambda solver: "0.0-another")
    assert not cache.known_unsat("z3", UNSAT)
    monkeypatch.setattr(cache, "_solver_version", lambda solver: None)  # a solver of unknown version: never kept
    cache.remember_unsat("cvc5", UNSAT)
    assert not cache.known_unsat("cvc5", UNSAT)


def test_off_keeps_nothing_and_a_file_others_may_write_is_ignored(kept, monkeypatch, tmp_path):
    directory, asked = kept
    cache.remember_unsat("z3", UNSAT)
    cache.forget()
    os.chmod(directory / cache.UNSAT_FILE, 0o622)  # writable by the group and others
    assert not cache.known_unsat("z3", UNSAT)
    os.chmod(directory / cache.UNSAT_FILE, 0o600)
    cache.forget()
    assert cache.known_unsat("z3", UNSAT)
    with open(directory / cache.UNSAT_FILE, "a") as out:
        out.write("not a digest\n" + "g" * 64 + "\n")
    cache.forget()
    assert cache.known_unsat("z3", UNSAT) and len(cache._read(directory)) == 1  # junk lines are skipped
    monkeypatch.setenv("CERTIFY_CACHE", "off")
    cache.forget()
    assert not cache.known_unsat("z3", UNSAT)
    assert cache.answer("z3", UNSAT, 20) == "unsat" and asked[-1] == ("z3", UNSAT)


def test_an_oversized_file_is_started_afresh(kept, monkeypatch):
    directory, _ = kept
    monkeypatch.setattr(cache, "MAX_UNSAT_BYTES", 100)
    cache.remember_unsat("z3", UNSAT)
    cache.remember_unsat("cvc5", UNSAT)
    cache.remember_unsat("z3", SAT)  # the file is over 100 bytes: replaced before this line
    assert (directory / cache.UNSAT_FILE).read_text().count("\n") == 1


def test_a_poisoned_verdict_fools_the_engine_side_never_the_checker(kept):
    """The kept file is the user's own speed-up: writing SAT's digest into it makes the audit's side
    call SAT unsat, and the trusted checker, which never reads it, still refuses SAT."""
    cache.remember_unsat("z3", SAT)
    cache.remember_unsat("cvc5", SAT)
    assert cache.answer("z3", SAT, 20) == "unsat"
    with pytest.raises(CheckError, match="not unsat under both solvers"):
        smt.check_text(SAT, 20)


def test_the_glue_verdict_asks_each_solver_once_per_text_across_processes(kept):
    from certify.checkers.dag_glue import obligations
    from certify.claims import dags
    from certify.claims.registry import DATA

    _, asked = kept
    texts = {text for _, text in obligations(DATA, "cushing.lemma-1.5.i.all")["cushing.lemma-1.5.i.all"]}
    dags._verdict.cache_clear()
    first = dags.glue_verdict(None, "cushing.lemma-1.5.i.all")
    assert first["checked"] and sorted(asked) == sorted((solver, text) for solver in smt.SOLVERS for text in texts)
    dags._verdict.cache_clear()
    cache.forget()  # as the next process
    assert dags.glue_verdict(None, "cushing.lemma-1.5.i.all") == first and len(asked) == 2 * len(texts)
    dags._verdict.cache_clear()


def test_a_claims_second_proof_reuses_both_answers_and_says_so(kept):
    """The audit's route (certify.proofs.prover): the same claim proved again asks no solver; its
    runs say cached, its proof line 'answered before, kept', its status the same."""
    from certify.claims import loading
    from certify.proofs.prover import prove_claim

    _, asked = kept
    claim = loading.load().claims["cushing.theorem-1.1.n-sum"]
    first = prove_claim(claim, solvers=("z3", "cvc5"), timeout=60)
    assert first.status == "proved" and {s for s, _ in asked} == {"z3", "cvc5"}
    assert not any(run.cached for run in first.runs.values())
    count = len(asked)
    second = prove_claim(claim, solvers=("z3", "cvc5"), timeout=60)
    assert second.status == "proved" and len(asked) == count
    assert all(run.cached for run in second.runs.values()) and second.summary()["text"].count("answered before, kept") == 2
