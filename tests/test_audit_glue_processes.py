"""The audit's glue verdicts come from several forked processes taking theorems from one queue
(certify.audit.run._GlueVerdicts): each verdict is the one computed in-process, every process
ends, and a theorem a process failed on, or every theorem of a process killed before it
answered, is computed by the audit itself: not lost, and never waited for."""

import os
import signal

import pytest

from certify.audit import run
from certify.claims.dags import glue_verdict
from certify.claims.loading import load

ONLY = "cushing.lemma-1.5"  # five glues, cheap with the kept solver answers


@pytest.fixture(scope="module")
def theorems():
    names = load(None).glue(ONLY)
    assert len(names) >= 3, names  # more theorems than processes: a process takes several
    return names


def test_each_verdict_is_the_in_process_one(theorems):
    glue = run._GlueVerdicts(load(None), ONLY, 2)
    processes = list(glue.processes)
    assert len(processes) == 2
    try:
        for theorem in reversed(theorems):  # asked in another order than queued
            assert glue.verdict(None, theorem) == glue_verdict(None, theorem)
    finally:
        glue.close()
    assert all(not p.is_alive() and p.exitcode == 0 for p in processes)
    assert set(glue.computed) == set(theorems)  # every one came from the processes


def test_a_theorem_a_process_failed_on_is_computed_by_the_audit(theorems, monkeypatch):
    failing = theorems[0]
    real = run.glue_verdict

    def flaky(registry, theorem):
        if theorem == failing:
            raise RuntimeError("a solver crashed")
        return real(registry, theorem)

    monkeypatch.setattr(run, "glue_verdict", flaky)  # inherited by the forked processes
    glue = run._GlueVerdicts(load(None), ONLY, 2)
    monkeypatch.setattr(run, "glue_verdict", real)  # the audit's own computation is the real one
    try:
        assert glue.verdict(None, failing) == glue_verdict(None, failing)
        assert failing not in glue.computed
        assert all(glue.verdict(None, t) == glue_verdict(None, t) for t in theorems)
    finally:
        glue.close()
    assert not glue.processes


def test_a_killed_process_is_not_waited_for(theorems, monkeypatch):
    killed = theorems[-1]
    real = run.glue_verdict

    def dying(registry, theorem):
        if theorem == killed:
            os.kill(os.getpid(), signal.SIGKILL)  # as the kernel's out-of-memory killer would
        return real(registry, theorem)

    monkeypatch.setattr(run, "glue_verdict", dying)
    glue = run._GlueVerdicts(load(None), ONLY, 2)
    monkeypatch.setattr(run, "glue_verdict", real)
    processes = list(glue.processes)
    try:
        assert all(glue.verdict(None, t) == glue_verdict(None, t) for t in theorems)
    finally:
        glue.close()
    assert killed not in glue.computed
    assert sorted(p.exitcode for p in processes) == [-signal.SIGKILL, 0]


def test_one_process_asked_for_computes_in_process(theorems):
    glue = run._GlueVerdicts(load(None), ONLY, 1)
    assert not glue.processes
    assert glue.verdict(None, theorems[-1]) == glue_verdict(None, theorems[-1])
    glue.close()
