"""Solver runners: z3 and cvc5 each check an exported SMT-LIB2 file alone, with a fresh solver
context and a hard limit of CPU seconds, in a child process (:mod:`.solver_worker`): one worker per solver
and calling process, started on first use and fed one file at a time (so the solver is imported
once per process, not once per obligation). A child that overruns the limit answers ``timeout``
and one that crashes (or raises) answers ``error``: either way the worker is killed and the next
file gets a new one. Neither is ever a proof."""

from __future__ import annotations

import atexit
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from ..checkers.smt import WALL, LineReader, close_workers as smt_close_workers

GRACE = 10.0  # seconds past the solver's own clock limit (WALL x its CPU limit) before its worker is killed
START = 120.0  # seconds a worker may take to import its solver (a loaded machine)


@dataclass
class SolverRun:
    answer: str  # unsat, sat, unknown, timeout, error
    seconds: float
    model: dict | None = None


_workers: dict = {}  # (process id, solver) -> this process's live _Worker


class _Worker(LineReader):
    """``python -m certify.proofs.solver_worker SOLVER``, this process's worker for one solver
    (its line reading and ending: the trusted base's :class:`certify.checkers.smt.LineReader`)."""

    pool = _workers

    def __init__(self, solver: str):
        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen([sys.executable, "-m", "certify.proofs.solver_worker", solver],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.errors)
        self.buffer = b""
        self.ready = self.line(START) == "ready"

    def ask(self, path: str | Path, timeout: float) -> tuple[dict | None, str]:
        """(the worker's answer, "") or (None, error: "" for a timeout, else its last stderr line);
        after anything but an answer the worker is ended."""
        said = None
        if self.ready:
            try:
                self.process.stdin.write((json.dumps({"path": str(path), "seconds": timeout}) + "\n").encode())
                self.process.stdin.flush()
            except OSError:
                pass
            else:
                line = self.line(timeout * WALL + GRACE)
                if line is None:  # its CPU limit (SIGXCPU), its clock limit overrun (killed here), or a crash
                    self.close()
                    timed_out = self.process.returncode in (-signal.SIGXCPU, -signal.SIGKILL)
                    return None, "" if timed_out else self.last_error
                said = json.loads(line) if line else None
        if said is not None and "error" not in said:
            return said, ""
        self.close()
        if said is not None:
            return None, said["error"]
        return None, self.last_error

    def ended(self) -> None:
        self.ready = False


def _ask(solver: str, path: str | Path, timeout: float) -> tuple[dict | None, float, str]:
    """(answer or None, seconds, error) from this process's worker for ``solver`` (a new one if
    there is none: a forked process never uses its parent's)."""
    started = time.perf_counter()
    key = (os.getpid(), solver)
    worker = _workers.get(key)
    if worker is None or worker.process.poll() is not None:
        worker = _workers[key] = _Worker(solver)
        worker.key = key
    said, error = worker.ask(path, timeout)
    return said, time.perf_counter() - started, error


def close_workers() -> None:
    """End this process's solver workers (waited for: their time counts as this process's children's)."""
    smt_close_workers(_workers)


atexit.register(close_workers)


def run_z3_file(path: str | Path, timeout: float) -> SolverRun:
    """Run z3 on an SMT-LIB2 file alone, with a fresh context (see ``z3_runner``)."""
    result, seconds, error = _ask("z3", path, timeout)
    if result is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    return SolverRun(result["answer"], seconds, result.get("model"))


def run_cvc5_file(path: str | Path, timeout: float) -> SolverRun:
    """Run cvc5 on an SMT-LIB2 file alone, with a fresh solver (see ``cvc5_runner``)."""
    result, seconds, error = _ask("cvc5", path, timeout)
    if result is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    line = result["line"]
    if line.startswith("unknown"):
        return SolverRun("timeout" if "TIMEOUT" in line else "unknown", seconds)
    return SolverRun(line, seconds)
