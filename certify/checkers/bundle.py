"""Checker of a certificate bundle (``certify audit --certificates DIR``): re-derives every
claim's status from the bundle's files alone (imports nothing from the package; under 250
lines: keep it so). ``python -m certify.checkers.bundle DIR`` or ``certify check DIR``.

``DIR/manifest.json`` (format ``certify-bundle/1``, docs/trust.md) lists each claim with its
status, its evidence files (path inside DIR, sha256, kind) and what re-derives the status:

* every evidence file must match its sha256 and pass its own checker first (the kinds and
  their checkers: :mod:`.bundle_claim`); claims then read values only from those checked
  files (:class:`.claims.Evidence`);
* ``verified``: ``claim`` (the registry's ``holds``, ``where`` and variable bounds as an
  expression tree, with its range ``N``) holds exactly at every point of the range, and the
  number of points equals the recorded ``cases``;
* ``refuted``: the ``counterexample`` satisfies the bounds (those free of ``N`` and infinity:
  the claim is meant for every N) and ``where``, and ``holds`` is false there;
* ``proved``: every ``smt2`` file (the negated claim) is ``unsat`` under both z3 and cvc5
  (:mod:`.smt`: each a separate process; a missing solver fails the claim); and the bounded
  check too when ``cases`` is recorded;
* ``open``: nothing is asserted; the manifest gives the ``reason``.

``certify check DIR`` shares the claims among ``WORKERS`` forked processes, each taking the next
group of claims that share evidence files (so each file is checked in one process, once); the
verdict is the same as one process's: the first failing claim in manifest order is named.

Trusted: this file, :mod:`.claims`, the evidence checkers, Python, numpy, and for ``proved``
the solvers and the registry-to-SMT-LIB2 translation that wrote the ``.smt2`` files.
"""
from __future__ import annotations

import json
import multiprocessing
import queue
import sys
from pathlib import Path

import certify.checkers.ab as ab
import certify.checkers.adversary as adversary
import certify.checkers.claims as claims
import certify.checkers.coq as coq
import certify.checkers.mastermind as mastermind
import certify.checkers.smt as smt
import certify.checkers.tables as tables
from certify.checkers.bundle_claim import CLAIM_KEYS, STATUSES, Bundle, _points, bounded, refute  # noqa: F401

FORMAT = "certify-bundle/1"
MAX_MANIFEST = 64 << 20


class CheckError(Exception):
    """The bundle does not re-derive; the message names the first failing claim."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


FAULTS = (claims.CheckError, tables.Invalid, ab.CheckError, smt.CheckError, adversary.CheckError,
          claims.paz_values.CheckError, coq.CheckError, mastermind.CheckError)
WORKERS = 2  # processes for `certify check DIR`


def _one(bundle: Bundle, record) -> tuple[str | None, str | None]:
    """(status, None) if the claim re-derives, else (None, why)."""
    try:
        return bundle.claim(record), None
    except FAULTS as error:
        return None, str(error)
    except (ZeroDivisionError, ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        return None, f"{type(error).__name__}: {error}"


def groups(records) -> list[list[int]]:
    """The claims in groups that share no evidence file besides SMT-LIB2 obligations (each
    file is then checked in one process only), largest first."""
    parent: dict = {}

    def root(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, record in enumerate(records):
        root(i)
        for item in record.get("evidence", []) if isinstance(record, dict) and isinstance(record.get("evidence"), list) else ():
            if isinstance(item, dict) and item.get("kind") != "smt2" and isinstance(item.get("path"), str):
                parent[root(i)] = root(item["path"])
    found: dict = {}
    for i in range(len(records)):
        found.setdefault(root(i), []).append(i)
    return sorted(found.values(), key=lambda group: (-len(group), group[0]))


def _worker(directory, timeout, records, tasks, results) -> None:
    """Take groups of claim indices until None; put (index, status, why) for each claim."""
    bundle = Bundle(directory, timeout)
    try:
        while (group := tasks.get()) is not None:
            for i in group:
                try:
                    results.put((i, *_one(bundle, records[i])))
                except Exception as error:  # anything else still names the claim
                    results.put((i, None, f"internal error: {type(error).__name__}: {error}"))
    finally:
        if bundle.coq is not None:
            bundle.coq.__exit__(None, None, None)


def _parallel(directory, timeout, records, workers: int, progress):
    """Every claim's (status, why), in manifest order, from ``workers`` forked processes that
    take the groups of :func:`groups` one at a time."""
    context = multiprocessing.get_context("fork")
    tasks, results = context.Queue(), context.Queue()
    for group in groups(records):
        tasks.put(group)
    for _ in range(workers):
        tasks.put(None)
    processes = [context.Process(target=_worker, args=(directory, timeout, records, tasks, results), daemon=True)
                 for _ in range(workers)]
    for process in processes:
        process.start()
    found = {}
    try:
        while len(found) < len(records):
            try:
                i, status, why = results.get(timeout=1.0)
            except queue.Empty:
                if not any(process.is_alive() for process in processes):
                    raise CheckError("a checking process ended without an answer", 70) from None
                continue
            found[i] = (status, why)
            if progress:
                progress(records[i].get("id") if isinstance(records[i], dict) else None)
    finally:
        for process in processes:
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
    return [found[i] for i in range(len(records))]


def check_file(directory, timeout: float = 60.0, progress=None, stop: bool = False, workers: int = 1) -> dict:
    """Re-derive every claim of the bundle in ``directory``; return counts per status. On a
    failure, raise naming the first failing claim in manifest order (with ``stop``, without
    trying the rest). ``workers`` > 1: that many processes share the claims (not with ``stop``)."""
    path = Path(directory) / "manifest.json"
    try:
        if path.stat().st_size > MAX_MANIFEST:
            raise CheckError(f"{path}: larger than {MAX_MANIFEST} bytes", 4)
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise CheckError(f"cannot read {path}: {type(error).__name__}: {error}", 3) from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or not isinstance(manifest.get("claims"), list):
        raise CheckError(f"{path} is not a {FORMAT} manifest", 3)
    records, seen = manifest["claims"], set()
    for record in records:
        name = record.get("id") if isinstance(record, dict) else None
        if name in seen:
            raise CheckError(f"claim {name}: listed twice")
        seen.add(name)
    counts, failed = {s: 0 for s in STATUSES}, []
    if workers > 1 and len(records) > 1 and not stop and "fork" in multiprocessing.get_all_start_methods():
        outcomes = _parallel(directory, timeout, records, workers, progress)
    else:
        bundle, outcomes = Bundle(directory, timeout), []
        try:
            for record in records:
                if progress:
                    progress(record.get("id") if isinstance(record, dict) else None)
                outcomes.append(_one(bundle, record))
                if outcomes[-1][0] is None and stop:
                    break
        finally:
            if bundle.coq is not None:
                bundle.coq.__exit__(None, None, None)
    for record, (status, why) in zip(records, outcomes):
        if status is None:
            failed.append((record.get("id") if isinstance(record, dict) else None, why))
        else:
            counts[status] += 1
    if failed:  # every claim was tried (unless ``stop``): name the first, count the rest
        others = f" (and {len(failed) - 1} more: {', '.join(str(n) for n, _ in failed[1:6])}{', ...' if len(failed) > 6 else ''})"
        raise CheckError(f"claim {failed[0][0]}: {failed[0][1]}" + (others if len(failed) > 1 else ""))
    kernel = sum(1 for r in records if isinstance(r, dict) and "kernel" in r)
    files = {item.get("path") for r in records if isinstance(r, dict) and r.get("status") != "open"
             for item in r.get("evidence", []) if isinstance(item, dict)}
    return {"kind": FORMAT, "claims": len(seen), **counts, "files": len(files), "kernel": kernel}


def main(argv=None) -> int:
    """``python -m certify.checkers.bundle DIR [SECONDS]``: exit 0 iff every claim re-derives."""
    from . import answers_help

    args = sys.argv[1:] if argv is None else argv
    if answers_help(args, "bundle DIR [SOLVER-SECONDS]"):  # (product: every checker answers --help)
        return 0
    if len(args) not in (1, 2):
        print("usage: python -m certify.checkers.bundle DIR [SOLVER-SECONDS]", file=sys.stderr)
        return 2
    try:
        found = check_file(args[0], float(args[1]) if len(args) == 2 else 60.0, workers=WORKERS)
    except CheckError as error:
        print(f"{args[0]}: INVALID: {error}")
        return error.exit_code
    print(f"{args[0]}: valid {FORMAT}: {found['claims']} claims re-derived from {found['files']} checked files: "
          + ", ".join(f"{found[s]} {s}" for s in STATUSES) + f"; {found['kernel']} with Coq theorems kernel-checked")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
