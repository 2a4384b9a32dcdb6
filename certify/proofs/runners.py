"""Solver runners: z3 and cvc5 each check an SMT-LIB2 text alone, with a fresh solver context
and a hard limit of CPU seconds, in the trusted base's solver workers
(:func:`certify.checkers.smt.answer`: one worker per solver and calling process, the solver
imported once, fed one text at a time). One pool: the audit solves an obligation exactly as the
bundle checker re-checks it. A worker that overruns the limit answers ``timeout`` and one that
crashes (or raises) ``error``: either way it is ended and the next text gets a new one. Neither
is ever a proof. A ``sat`` answer's model is z3's, asked again in this process (a fresh context).
An unsat said before (:mod:`certify.files.cache`: the same solver, version and text) is not asked
again: its run says ``cached``."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from ..checkers import smt
from ..checkers.smt import close_workers  # noqa: F401 (the audit's workers end them)
from ..files import cache


@dataclass
class SolverRun:
    answer: str  # unsat, sat, unknown, timeout, error
    seconds: float
    model: dict | None = None
    cached: bool = False  # an unsat the solver gave this text before, kept (not asked again, no time spent)


def _word(said: str) -> str:
    """The worker's answer as one of unsat, sat, unknown, timeout, error (cvc5 says ``unknown
    (TIMEOUT)`` or ``unknown (INCOMPLETE)``, of which the worker keeps the last word)."""
    if said in ("unsat", "sat", "timeout", "unknown"):
        return said
    if said.startswith("error"):
        return "error"
    return "timeout" if "TIMEOUT" in said else "unknown"


def z3_model(text: str, timeout: float) -> dict | None:
    """z3's model of a satisfiable obligation (``{name: value}``), or None when z3 finds none
    within ``timeout`` seconds: a fresh context, nothing shared with an earlier text."""
    import z3

    solver = z3.Solver(ctx=z3.Context())
    solver.set("timeout", max(1, int(timeout * 1000)))  # 0 would mean no limit
    solver.from_string(text)
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    return {d.name(): str(model[d]) for d in model.decls()}


def run_solver(solver: str, text: str, timeout: float) -> SolverRun:
    """Run ``solver`` (z3 or cvc5) on the obligation ``text`` alone, ``timeout`` CPU seconds."""
    if cache.known_unsat(solver, text):
        return SolverRun("unsat", 0.0, cached=True)
    started = time.perf_counter()
    said = smt.answer(solver, text, timeout)
    run = SolverRun(_word(said), time.perf_counter() - started)
    if run.answer == "unsat":
        cache.remember_unsat(solver, text)
    if run.answer == "error":
        run.model = {"error": said.removeprefix("error: ")}
    elif run.answer == "sat" and solver == "z3":
        run.model = z3_model(text, timeout * smt.WALL)
    return run


def run_z3_file(path: str | Path, timeout: float) -> SolverRun:
    """Run z3 on an SMT-LIB2 file alone, with a fresh context."""
    return run_solver("z3", Path(path).read_text(encoding="utf-8"), timeout)


def run_cvc5_file(path: str | Path, timeout: float) -> SolverRun:
    """Run cvc5 on an SMT-LIB2 file alone, with a fresh solver."""
    return run_solver("cvc5", Path(path).read_text(encoding="utf-8"), timeout)
