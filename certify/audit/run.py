"""``certify audit``: run every registry claim's checks and report proved/verified/refuted/open.

A claim's computed status:

* ``refuted`` if its bounded check finds a counterexample, or a solver finds a model of its
  negation;
* ``proved`` if its symbolic obligation was discharged (every solver asked answered unsat)
  and its bounded check (if any) passed;
* ``verified`` if its bounded check passed over the stated range;
* ``open`` otherwise (no check available yet, a solver answered unknown or timed out, or
  the range needs values beyond the tables).

The audit fails (non-zero exit) exactly when some computed status differs from the status
the registry records in ``expect``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import sympy

from ..claims.registry import load_dags, load_registry
from ..errors import CertifyError
from .checking import Tables, check_claim
from ..claims.dags import export_glue, glue_verdict
from .dags import apply_dags
from .results import AuditResult, ClaimResult


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
) -> AuditResult:
    """Check every claim of the registry (or those whose id starts with ``only``); with
    ``mutate``, then run the mutation analysis (:mod:`certify.audit.mutation`) of the verified and
    proved claims. With ``evidence`` (a directory), the checked tables are kept in
    ``evidence/tables`` and the SMT-LIB2 obligations in ``evidence/smt2``, for
    :mod:`certify.audit.bundle`."""
    from ..proofs.policy import check_timeout

    timeout = check_timeout(timeout)
    started = time.perf_counter()
    all_claims = load_registry(registry)
    claims = [c for c in all_claims.values() if not only or c.id.startswith(only)]
    if not claims:
        raise CertifyError(f"no claim id starts with {only!r}")
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
    results = []
    for number, claim in enumerate(claims, start=1):
        if progress:
            progress(f"[{number}/{len(claims)}] {claim.id}")
        try:
            results.append(check_claim(claim, size(claim), tables, solvers, timeout,
                                       evidence / "smt2" if evidence else None))
        except (CertifyError, ZeroDivisionError, ValueError, TypeError) as error:
            results.append(ClaimResult.unchecked(claim, f"check failed to run: {type(error).__name__}: {error}"))
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
