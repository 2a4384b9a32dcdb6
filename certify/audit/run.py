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
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Callable

import sympy

from ..claims.bounded import check_price
from ..claims.loading import Registry, load
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
    max_cases: int | None = None,
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
    if max_n is not None and max_n < 2:
        raise CertifyError.usage(f"--max must be an integer >= 2, got {max_n}")
    registry = load(registry)
    all_claims = registry.claims
    claims = registry.select(only)
    if not claims:
        raise CertifyError.usage(f"--only {only}: no claim id starts with this prefix")
    glue = _GlueVerdicts(registry, only, 1 if workers == 1 else max(2, workers or os.cpu_count() or 1))  # solving from now on
    try:

        def size(claim) -> int:
            return max_n or (claim.deep_max if deep else claim.max)

        for claim in claims:  # every bounded range priced before any runs (exit 4 above --max-cases)
            check_price(claim, size(claim), max_cases)

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
            settled_later = {d.theorem for d in registry.dags} | {c for d in registry.dags for c in d.proves}
            found = dict(_checked_claims(1 if evidence else workers, progress, settled_later))
            results = [ClaimResult(claims[i], **found[i]) for i in range(len(claims))]
        finally:
            _WORK.clear()
        annotate_empty_cases(results, all_claims)
        dags = apply_dags(results, list(registry.dags), glue.verdict)
    finally:
        glue.close()
    if evidence:  # each checked glue's obligations, evidence of its proved DAG (bundle)
        for dag in dags:
            if dag["theorem"] in {r.id for r in results} and glue.verdict(registry.source, dag["theorem"])["checked"]:
                export_glue(registry.source, dag["theorem"], evidence / "smt2")
    audit = AuditResult(results, tables.certified, time.perf_counter() - started, dags=dags,
                        table_files=tables.files, registry=registry)
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


def _check_group(indices: list[int]) -> list[tuple[int, dict]]:
    return [_check_one(index) for index in indices]


def _groups(claims) -> list[list[int]]:
    """The claims' indices in tasks for the pool, dearest first. A module of
    :mod:`certify.claims.functions` that keeps a checked certificate per process declares
    ``audit_task(numbers)``: the task of a claim calling one of its functions (numbers: the
    call's arguments when all are integers), and its cost. Claims of one task share a worker, so
    each certificate is checked once, not once per worker; those tasks go first, by cost, then by
    number of claims; then the claims a solver settles, then the rest."""
    import sys

    from ..claims.functions import FUNCTIONS
    from ..claims.registry import GameFunction, GamePredicate

    parent: dict = {}
    cost: dict = {}

    def find(key):
        while parent.setdefault(key, key) != key:
            key = parent[key]
        return key

    for index, claim in enumerate(claims):
        parent.setdefault(index, index)
        if claim.holds is None:
            continue
        for atom in claim.holds.atoms(GameFunction, GamePredicate) | claim.where.atoms(GameFunction, GamePredicate):
            spec = FUNCTIONS.get(type(atom).__name__)
            task = getattr(sys.modules.get(spec.call.__module__), "audit_task", None) if spec and not spec.table else None
            if task is not None:
                numbers = tuple(int(a) for a in atom.args) if all(a.is_Integer for a in atom.args) else None
                key, dear = task(numbers)
                cost[("task", *key)] = dear
                parent[find(index)] = find(("task", *key))
    members: dict = {}
    for index in range(len(claims)):
        members.setdefault(find(index), []).append(index)
    shared = sorted(((key, g) for key, g in members.items() if not isinstance(key, int) or len(g) > 1),
                    key=lambda item: (cost.get(item[0], 0), len(item[1])), reverse=True)
    shared = [g for _, g in shared]
    single = [g for key, g in members.items() if isinstance(key, int) and len(g) == 1]
    solver = [g for g in single if claims[g[0]].method in ("symbolic", "both")]
    return shared + solver + [g for g in single if claims[g[0]].method not in ("symbolic", "both")]


def _checked_claims(workers: int | None, progress, settled_later=frozenset()):
    """``(index, computed fields)`` for every claim of ``_WORK`` (in the order they finish). A
    worker that dies (killed, out of memory) stops the run with an error; it never hangs. A
    progress line of a claim in ``settled_later`` (a proof DAG's theorem or a claim it promotes)
    says that its status is the one before its DAG is settled."""
    count = len(_WORK["claims"])
    workers = min(workers or os.cpu_count() or 1, count)
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("fork")
        before = set(multiprocessing.active_children())
        with ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_start) as pool:
            try:
                futures = [pool.submit(_check_group, group) for group in _groups(_WORK["claims"])]
                number = 0
                for future in as_completed(futures):
                    for index, found in future.result():
                        number += 1
                        if progress:
                            ident = _WORK['claims'][index].id
                            later = " (before its proof DAG is settled)" if ident in settled_later else ""
                            progress(f"[{number}/{count}] {ident}: {found['status']}{later}")
                        yield index, found
            except BrokenProcessPool:
                raise CertifyError("audit: a worker process died (killed or out of memory); run again, "
                                   "or with fewer claims (--only)", ExitCode.INTERNAL) from None
            except BaseException:  # Ctrl-C, or the caller stopped early: the workers end now
                _stop_pool(pool, set(multiprocessing.active_children()) - before)
                raise
        return
    for index in range(count):
        if progress:
            progress(f"[{index + 1}/{count}] {_WORK['claims'][index].id}")
        yield _check_one(index)


def _stop_pool(pool, processes) -> None:
    """End a pool at once: its queued groups cancelled and its worker ``processes`` terminated
    (the pool's own shutdown would wait for every group it had started, over a minute on a first
    audit). A worker's solver processes end with it (they watch their parent)."""
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join()


def _worker_start() -> None:
    """A forked worker: it dies with the audit, and ends its solver workers when it ends (waited
    for, so their CPU time is counted as the audit's)."""
    from multiprocessing.util import Finalize

    from ..checkers import smt

    _die_with_parent()
    Finalize(None, smt.close_workers, exitpriority=10)


def _glue_main(tasks, connection, registry) -> None:
    """In a glue process: take theorems from ``tasks`` until its end (None), then send their
    verdicts on ``connection`` as one dict, once (a message sent before the parent reads could fill
    the pipe and stall the process mid-way). After a failure it sends what it has: the parent
    computes what is missing, and reports any error itself."""
    from ..checkers import smt

    _die_with_parent()
    verdicts = {}
    try:
        while (theorem := tasks.get()) is not None:
            verdicts[theorem] = glue_verdict(registry, theorem)
    except BaseException:  # noqa: BLE001
        pass
    finally:
        smt.close_workers()
        connection.send(verdicts)
        connection.close()


class _GlueVerdicts:
    """The verdicts of the registry's proof-DAG glues (:func:`certify.claims.dags.glue_verdict`),
    computed in ``processes`` forked processes started before the claims are checked, each taking
    the next theorem from one queue: their solvers (a minute of CPU for the glue of Cushing et
    al.'s Theorem 1.1, as much for Nica's safe-bid entropy) run beside the claims' checks instead
    of after them, and no one glue process is the run's critical path. Each process answers on a
    pipe of its own whose sending end only it holds, so a process that dies unheard (killed, out
    of memory) ends its pipe instead of leaving the audit waiting. A verdict they did not compute
    (no fork, one process asked for, a failure) is computed here when asked, as before; every
    verdict is computed by this run."""

    def __init__(self, registry: Registry, only: str | None, processes: int):
        self.computed: dict = {}
        self.processes: list = []
        self.pending: list = []  # the pipes of the processes not heard from yet
        if processes < 2 or "fork" not in multiprocessing.get_all_start_methods():
            return
        theorems = registry.glue(only)
        if theorems:
            context = multiprocessing.get_context("fork")
            tasks = context.SimpleQueue()  # no feeder thread: safe to fork after
            count = min(processes, len(theorems))
            for theorem in [*theorems, *[None] * count]:
                tasks.put(theorem)
            for _ in range(count):
                mine, theirs = context.Pipe(duplex=False)
                process = context.Process(target=_glue_main, args=(tasks, theirs, registry.source), daemon=True)
                process.start()
                theirs.close()  # before the next fork: the process's end is its own
                self.processes.append(process)
                self.pending.append(mine)

    def verdict(self, registry, theorem: str) -> dict:
        from multiprocessing.connection import wait

        while self.pending and theorem not in self.computed:
            for connection in wait(self.pending):
                try:
                    self.computed.update(connection.recv())
                except (EOFError, OSError):  # the process died before it sent
                    pass
                self.pending.remove(connection)
                connection.close()
        if self.processes and (theorem not in self.computed or not self.pending):
            self.close()
        if theorem in self.computed:
            return dict(self.computed[theorem])
        return glue_verdict(registry, theorem)

    def close(self) -> None:
        """End the glue processes (one not heard from is killed: the run stopped early, or
        another died and the verdict asked for is missing)."""
        for process in self.processes:
            if self.pending and process.is_alive():
                process.terminate()
            process.join()
        for connection in self.pending:
            connection.close()
        self.processes, self.pending = [], []
