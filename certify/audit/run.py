"""``certify audit``: run every registry claim's checks and report proved/verified/refuted/open.

A claim's computed status:

* ``refuted`` if its bounded check finds a counterexample, or a solver finds a model of its
  negation;
* ``proved`` if its symbolic obligation was discharged (every solver asked answered unsat)
  and its bounded check (if any) passed;
* ``verified`` if its bounded check passed over the stated range;
* ``vacuous`` if its checks passed but no point satisfies its hypotheses (:mod:`.vacuity`: a
  verified or proved claim needs a checked witness; without one and without a proof that
  there is none, it is ``open``);
* ``open`` otherwise (no check available yet, a solver answered unknown or timed out, or
  the range needs values beyond the tables).

The audit fails (non-zero exit) exactly when some computed status differs from the status
the registry records in ``expect``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import signal
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Callable

import sympy

from ..claims.registry import load_dags, load_registry
from ..errors import CertifyError, ExitCode
from .checking import Tables, check_claim
from ..claims.dags import export_glue, glue_verdict
from .dags import apply_dags
from .results import AuditResult, ClaimResult
from .vacuity import annotate_empty_cases


def run_audit(
    registry: str | Path | None = None,
    max_n: int | None = None,
    deep: bool = False,
    only: str | None = None,
    solvers: tuple[str, ...] = ("z3", "cvc5"),
    timeout: float = 30.0,
    progress: Callable[[str], None] | None = None,
    mutate: bool = False,
    coq_dir: Path | None = None,
    evidence: Path | None = None,
    workers: int | None = None,
) -> AuditResult:
    """Check every claim of the registry (or those whose id starts with ``only``); with
    ``mutate``, then run the mutation analysis (:mod:`certify.audit.mutation`) of the verified and
    proved claims. With ``evidence`` (a directory), the checked tables are kept in
    ``evidence/tables`` and the SMT-LIB2 obligations in ``evidence/smt2``, for
    :mod:`certify.audit.bundle`. The claims are checked by ``workers`` forked processes
    (default: one per core; one, in this process, when ``evidence`` is given), which share the
    solved tables; results keep the registry's order."""
    from ..proofs.policy import check_timeout

    timeout = check_timeout(timeout)
    _fork_safe_threads()
    started = time.perf_counter()
    all_claims = load_registry(registry)
    claims = [c for c in all_claims.values() if not only or c.id.startswith(only)]
    if not claims:
        raise CertifyError.usage(f"--only {only}: no claim id starts with this prefix")
    if max_n is not None and max_n < 2:
        raise CertifyError(f"--max must be an integer >= 2, got {max_n}")

    def size(claim) -> int:
        return max_n or (claim.deep_max if deep else claim.max)

    needs: dict[str, int] = {}
    for claim in claims:
        if claim.rules and claim.method in ("bounded", "both"):
            needs[claim.rules] = max(needs.get(claim.rules, 0), size(claim))
            if "P_official" in {type(f).__name__ for f in claim.holds.atoms(sympy.Function)}:  # a second table
                needs["official"] = max(needs.get("official", 0), size(claim))
    tables = Tables(progress, evidence / "tables" if evidence else None)
    if evidence:
        tables.directory.mkdir(parents=True, exist_ok=True)
    tables.prepare(needs)
    _WORK.update(claims=claims, sizes=[size(c) for c in claims], tables=tables, solvers=solvers, timeout=timeout,
                 smt2=evidence / "smt2" if evidence else None)
    try:
        # a bundle is written from what the checks loaded (the AB certificates and relabellings that
        # certify.claims.functions caches): with evidence, the claims are checked in this process
        results = [ClaimResult(claims[i], **found) for i, found in _checked_claims(1 if evidence else workers, progress)]
    finally:
        _WORK.clear()
    annotate_empty_cases(results, all_claims)
    dags = apply_dags(results, load_dags(registry, all_claims))
    if evidence:  # each checked glue's obligations, evidence of its proved DAG (bundle)
        for dag in dags:
            if dag["theorem"] in {r.id for r in results} and glue_verdict(registry, dag["theorem"])["checked"]:
                export_glue(registry, dag["theorem"], evidence / "smt2")
    audit = AuditResult(results, tables.certified, time.perf_counter() - started, dags=dags,
                        table_files=tables.files)
    if coq_dir is not None:
        from ..coq.runner import attach_kernel

        audit.coq = attach_kernel(audit.claims, coq_dir, registry, progress)
        audit.seconds = time.perf_counter() - started
    if mutate:
        from .mutation import run_mutation

        audit.mutation = run_mutation(audit, {c.id: c for c in claims}, tables, {c.id: size(c) for c in claims},
                                      solvers, timeout, registry, progress=progress)
    return audit


_WORK: dict = {}  # the run's claims, sizes and tables, inherited by forked workers


def _check_one(index: int) -> tuple[int, dict]:
    """Check claim ``index`` of the run; its computed fields (the claim itself stays with the
    parent: a result refers to it)."""
    w = _WORK
    claim = w["claims"][index]
    try:
        result = check_claim(claim, w["sizes"][index], w["tables"], w["solvers"], w["timeout"], w["smt2"])
    except (CertifyError, ZeroDivisionError, ValueError, TypeError) as error:
        result = ClaimResult.unchecked(claim, f"check failed to run: {type(error).__name__}: {error}")
    return index, {f.name: getattr(result, f.name) for f in dataclasses.fields(result) if f.name != "claim"}


def _die_with_parent() -> None:
    """A worker ends when the audit does, even if the audit is killed (Linux: PR_SET_PDEATHSIG)."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


def _fork_safe_threads() -> None:
    """The audit forks workers after solving tables; numba's GNU OpenMP layer aborts a forked
    child that runs a parallel kernel, the fork-safe layers (workqueue, tbb) do not. Set before
    the first parallel kernel of the process runs."""
    with contextlib.suppress(ImportError):
        import numba

        numba.config.THREADING_LAYER = "forksafe"


def _checked_claims(workers: int | None, progress):
    """``(index, computed fields)`` for every claim of ``_WORK``, in order. A worker that dies
    (killed, out of memory) stops the run with an error; it never hangs."""
    count = len(_WORK["claims"])
    workers = min(workers or os.cpu_count() or 1, count)
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(workers, mp_context=context, initializer=_die_with_parent) as pool:
            try:
                for number, (index, found) in enumerate(pool.map(_check_one, range(count)), start=1):
                    if progress:
                        progress(f"[{number}/{count}] {_WORK['claims'][index].id}: {found['status']}")
                    yield index, found
            except BrokenProcessPool:
                raise CertifyError("audit: a worker process died (killed or out of memory); run again, "
                                   "or with fewer claims (--only)", ExitCode.INTERNAL) from None
        return
    for index in range(count):
        if progress:
            progress(f"[{index + 1}/{count}] {_WORK['claims'][index].id}")
        yield _check_one(index)
