"""Solver runners: z3 and cvc5 each check an exported SMT-LIB2 file alone, in a fresh child
process with a hard time limit (``z3_runner``, ``cvc5_runner``). A child that runs out of
time answers ``timeout``; one that crashes answers ``error``: neither is ever a proof."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class SolverRun:
    answer: str  # unsat, sat, unknown, timeout, error
    seconds: float
    model: dict | None = None


def _run_child(module: str, path: str | Path, timeout: float) -> tuple[str | None, float, str]:
    """Run ``python -m module FILE SECONDS`` with a hard limit: (last stdout line or None, seconds, error)."""
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", module, str(path), str(timeout)],
                              capture_output=True, text=True, timeout=timeout + 10)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - started, ""
    seconds = time.perf_counter() - started
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return None, seconds, (done.stderr.strip().splitlines() or ["no answer"])[-1]
    return lines[-1], seconds, ""


def run_z3_file(path: str | Path, timeout: float) -> SolverRun:
    """Run z3 on an SMT-LIB2 file alone, in a fresh child process (see ``z3_runner``)."""
    line, seconds, error = _run_child("certify.proofs.z3_runner", path, timeout)
    if line is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    result = json.loads(line)
    return SolverRun(result["answer"], seconds, result.get("model"))


def run_cvc5_file(path: str | Path, timeout: float) -> SolverRun:
    """Run cvc5 on an SMT-LIB2 file alone, in a fresh child process (see ``cvc5_runner``)."""
    line, seconds, error = _run_child("certify.proofs.cvc5_runner", path, timeout)
    if line is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    if line.startswith("unknown"):
        return SolverRun("timeout" if "TIMEOUT" in line else "unknown", seconds)
    return SolverRun(line, seconds)
