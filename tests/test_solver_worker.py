"""One solver pool: the audit's runs (certify.proofs.runners) go to the trusted base's workers
(certify.checkers.smt), one per solver and process, reused across obligations, replaced after a
crash; every answer is the text's own. (The kept verdicts are off here: every run reaches a worker.)"""

import os
import signal

import pytest

from certify.checkers import smt
from certify.proofs import runners



@pytest.fixture(autouse=True)
def no_kept_verdicts(monkeypatch):
    monkeypatch.setenv("CERTIFY_CACHE", "off")


UNSAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x x))\n(check-sat)\n"
SAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (= (* 2 x) 6))\n(check-sat)\n"


@pytest.mark.parametrize("run, name", [(runners.run_z3_file, "z3"), (runners.run_cvc5_file, "cvc5")])
def test_worker_is_reused_and_answers_each_file(tmp_path, run, name):
    (tmp_path / "u.smt2").write_text(UNSAT)
    (tmp_path / "s.smt2").write_text(SAT)
    assert run(tmp_path / "u.smt2", 30).answer == "unsat"
    worker = smt._workers[(os.getpid(), name)]
    found = run(tmp_path / "s.smt2", 30)
    assert found.answer == "sat"
    if name == "z3":
        assert found.model == {"x": "3"}  # the second file's model: nothing kept from the first
    assert run(tmp_path / "u.smt2", 30).answer == "unsat"
    assert smt._workers[(os.getpid(), name)] is worker  # one process for all three


def test_a_dead_worker_is_replaced(tmp_path):
    (tmp_path / "u.smt2").write_text(UNSAT)
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"
    worker = smt._workers[(os.getpid(), "z3")]
    worker.process.kill()
    worker.process.wait()
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"
    assert smt._workers[(os.getpid(), "z3")] is not worker


def test_an_error_is_reported_and_the_worker_replaced(tmp_path):
    (tmp_path / "bad.smt2").write_text("(set-logic QF_LIA)\n(assert (> y 0))\n(check-sat)\n")  # y undeclared
    (tmp_path / "u.smt2").write_text(UNSAT)
    found = runners.run_z3_file(tmp_path / "bad.smt2", 30)
    assert found.answer == "error" and found.model["error"]
    assert (os.getpid(), "z3") not in smt._workers
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"


def test_a_worker_that_overruns_its_limit_is_killed(tmp_path, monkeypatch):
    """A worker silent past its deadline (here the pool's clock backstop made negative) is ended:
    a timeout, never an answer, and the next text gets a new worker."""
    (tmp_path / "u.smt2").write_text(UNSAT)
    monkeypatch.setattr(smt, "WALL", -100)  # deadline = limit x WALL + 30 s: already past
    found = runners.run_z3_file(tmp_path / "u.smt2", 0.4)
    assert found.answer in ("timeout", "error") and found.answer != "unsat"
    assert (os.getpid(), "z3") not in smt._workers
    monkeypatch.undo()
    assert runners.run_z3_file(tmp_path / "u.smt2", 30).answer == "unsat"


def test_the_audit_and_the_checker_share_one_pool(tmp_path):
    """The audit's run and the bundle checker's answer use one worker per solver and process."""
    (tmp_path / "u.smt2").write_text(UNSAT)
    assert runners.run_cvc5_file(tmp_path / "u.smt2", 30).answer == "unsat"
    worker = smt._workers[(os.getpid(), "cvc5")]
    assert smt.answer("cvc5", UNSAT, 30) == "unsat"
    assert smt._workers[(os.getpid(), "cvc5")] is worker


def pigeonhole(pigeons: int) -> str:
    """PHP(pigeons, pigeons - 1): unsat, and exponentially hard for resolution (z3 spends seconds of
    CPU at 11 pigeons); the CPU limit's test needs a query no solver settles within a second."""
    p = [[f"p_{i}_{j}" for j in range(pigeons - 1)] for i in range(pigeons)]
    lines = ["(set-logic QF_UF)"] + [f"(declare-const {v} Bool)" for row in p for v in row]
    lines += ["(assert (or " + " ".join(row) + "))" for row in p]
    lines += [f"(assert (or (not {p[a][j]}) (not {p[b][j]})))"
              for j in range(pigeons - 1) for a in range(pigeons) for b in range(a + 1, pigeons)]
    return "\n".join(lines + ["(check-sat)"]) + "\n"


@pytest.mark.parametrize("run", [runners.run_z3_file, runners.run_cvc5_file])
def test_a_limit_is_cpu_seconds_and_a_query_past_it_times_out(tmp_path, run):
    """The limit is CPU time (RLIMIT_CPU of the worker), the solver's own clock limit WALL times
    longer: on a busy machine a query gets the same CPU as on a quiet one. Past it: a timeout,
    never an answer, and the next query gets a new worker."""
    (tmp_path / "hard.smt2").write_text(pigeonhole(12))
    (tmp_path / "u.smt2").write_text(UNSAT)
    assert run(tmp_path / "hard.smt2", 1.0).answer == "timeout"
    assert run(tmp_path / "u.smt2", 30).answer == "unsat"


def test_the_checker_s_worker_is_ended_by_its_cpu_limit(monkeypatch):
    """The trusted checker's worker (certify.checkers.smt): with the solver's own clock limit out of
    reach (WALL = 1000), only the kernel's CPU limit can end a query that runs on: SIGXCPU, a
    timeout, whatever the machine's load."""
    from certify.checkers import smt

    monkeypatch.setattr(smt, "WALL", 1000)
    smt.close_workers()
    worker = smt._Worker("z3")
    try:
        assert worker.ask(pigeonhole(12), 1.0) == "timeout"
        assert worker.process.returncode == -signal.SIGXCPU
    finally:
        worker.close()
    assert smt.answer("z3", UNSAT, 30) == "unsat"


@pytest.mark.parametrize("broken_by", ["z3", "cvc5"])
def test_many_obligations_are_asked_of_z3_before_cvc5_and_the_first_broken_is_named(monkeypatch, broken_by):
    """smt.check_texts (a glue's obligations): every text goes to z3 before any goes to cvc5, so a
    broken one costs z3's answers only; an answer other than unsat from either solver fails it."""
    asked = []

    def answer(solver, text, timeout):
        asked.append((solver, text))
        return "sat" if solver == broken_by and text == SAT else "unsat"

    monkeypatch.setattr(smt, "answer", answer)
    items = [("first", UNSAT), ("second", SAT), ("third", UNSAT)]
    with pytest.raises(smt.CheckError, match=r"^second: not unsat under both solvers \(" +
                       ("z3 sat" if broken_by == "z3" else "z3 unsat, cvc5 sat") + r"\)$"):
        smt.check_texts(items)
    solvers = [solver for solver, _ in asked]
    assert solvers == (["z3", "z3"] if broken_by == "z3" else ["z3"] * 3 + ["cvc5", "cvc5"])
    asked.clear()
    answers = smt.check_texts([("first", UNSAT), ("third", UNSAT)])
    assert answers == [{"z3": "unsat", "cvc5": "unsat"}] * 2 and [s for s, _ in asked] == ["z3", "z3", "cvc5", "cvc5"]
    with pytest.raises(smt.CheckError, match="outside the exporter's subset"):
        smt.check_texts([("first", UNSAT), ("bad", "(set-option :x 1)\n(check-sat)\n")])
    assert len(asked) == 4  # refused before any solver is asked


def test_check_texts_with_the_real_solvers():
    assert smt.check_texts([("a", UNSAT)], 20) == [{"z3": "unsat", "cvc5": "unsat"}]
    with pytest.raises(smt.CheckError, match=r"^b: not unsat under both solvers \(z3 sat\)$"):
        smt.check_texts([("a", UNSAT), ("b", SAT)], 20)
