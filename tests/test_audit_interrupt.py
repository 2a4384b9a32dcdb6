"""Ctrl-C during an audit (session 35): the claims' worker processes end at once. The pool's own
shutdown waited for every group it had started, so an audit interrupted 15 s into a first run
took 101 s to exit."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import pytest

import certify.audit.run as run


def _slow_group(group):
    time.sleep(300)  # a group far longer than the test allows: the interrupt must not wait for it


_slow_group.__module__, _slow_group.__qualname__ = run.__name__, "_check_group"  # pickled by that name


@pytest.mark.parametrize("stop", [KeyboardInterrupt, TimeoutError], ids=["interrupt", "another error"])
def test_a_stopped_audit_ends_its_workers_without_waiting_for_their_groups(monkeypatch, stop):
    """Ctrl-C while the audit waits for its workers, or any other error raised there."""
    monkeypatch.setattr(run, "_check_group", _slow_group)
    monkeypatch.setattr(run, "_groups", lambda claims: [[0], [1], [2]])
    monkeypatch.setitem(run._WORK, "claims", [object()] * 3)
    before = set(multiprocessing.active_children())
    checked = run._checked_claims(2, None)
    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, lambda number, frame: (_ for _ in ()).throw(stop()))
    signal.setitimer(signal.ITIMER_REAL, 2.0)
    try:
        with pytest.raises(stop):
            next(checked)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.monotonic() - started < 100, "the stop waited for the workers' groups"
    assert not [p.pid for p in set(multiprocessing.active_children()) - before if _exists(p.pid)], \
        "a worker process outlived the stop"


def _exists(pid: int) -> bool:
    """Whether a process (or its zombie) is there: multiprocessing's own bookkeeping may still list a
    child another thread reaped (the pool's manager thread joins them too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
