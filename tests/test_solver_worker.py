"""The audit's solver workers (certify.proofs.runners): one per solver and process, reused across
obligations, replaced after a crash; every answer is the file's own."""

import os

import pytest

from certify.proofs import runners

UNSAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x x))\n(check-sat)\n"
SAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (= (* 2 x) 6))\n(check-sat)\n"


@pytest.mark.parametrize("run, name", [(runners.run_z3_file, "z3"), (runners.run_cvc5_file, "cvc5")])
def test_worker_is_reused_and_answers_each_file(tmp_path, run, name):
    (tmp_path / "u.smt2").write_text(UNSAT)
    (tmp_path / "s.smt2").write_text(SAT)
    assert run(tmp_path / "u.smt2", 30).answer == "unsat"
    worker = runners._workers[(os.getpid(), name)]
    found = run(tmp_path / "s.smt2", 30)
    assert found.answer == "sat"
    if name == "z3":
        assert found.model == {"x": "3"}  # the second file's model: nothing kept from the first
    assert run(tmp_path / "u.smt2", 30).answer == "unsat"
    assert runners._workers[(os.getpid(), name)] is worker  # one process for all three


def test_a_dead_worker_is_replaced(tmp_path):
    (tmp_path / "u.smt2").write_text(UNSAT)
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"
    worker = runners._workers[(os.getpid(), "z3")]
    worker.process.kill()
    worker.process.wait()
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"
    assert runners._workers[(os.getpid(), "z3")] is not worker


def test_an_error_is_reported_and_the_worker_replaced(tmp_path):
    (tmp_path / "bad.smt2").write_text("(set-logic QF_LIA)\n(assert (> y 0))\n(check-sat)\n")  # y undeclared
    (tmp_path / "u.smt2").write_text(UNSAT)
    found = runners.run_z3_file(tmp_path / "bad.smt2", 30)
    assert found.answer == "error" and found.model["error"]
    assert (os.getpid(), "z3") not in runners._workers
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"


def test_a_worker_that_overruns_its_limit_is_killed(tmp_path, monkeypatch):
    (tmp_path / "u.smt2").write_text(UNSAT)
    monkeypatch.setattr(runners, "GRACE", -0.5)  # no answer can arrive before the hard limit
    found = runners.run_z3_file(tmp_path / "u.smt2", 0.4)
    assert found.answer == "timeout"
    assert (os.getpid(), "z3") not in runners._workers
