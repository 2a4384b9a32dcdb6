"""Checker of a certificate bundle (``certify audit --certificates DIR``): re-derives every
claim's status from the bundle's files alone (imports nothing from the package; under 370
lines: keep it so). ``python -m certify.checkers.bundle DIR`` or ``certify check DIR``.

``DIR/manifest.json`` (format ``certify-bundle/1``, docs/trust.md) lists each claim with its
status, its evidence files (path inside DIR, sha256, kind) and what re-derives the status:

* every evidence file must match its sha256 and pass its own checker first (the kinds and
  their checkers: :mod:`._bundle_claim`); claims then read values only from those checked
  files (:class:`.claims.Evidence`);
* ``verified``: ``claim`` (the registry's ``holds``, ``where`` and variable bounds as an
  expression tree, with its range ``N``) holds exactly at every point of the range, and the
  number of points equals the recorded ``cases``;
* ``refuted``: the ``counterexample`` satisfies the bounds (those free of ``N`` and infinity:
  the claim is meant for every N) and ``where``, and ``holds`` is false there;
* ``proved``: every obligation (the negated claim), rebuilt from the claim's expression by
  :mod:`._smt_print` (the ``smt2`` files are only named and checked for their commands), is
  ``unsat`` under both z3 and cvc5 (:mod:`.smt`: each a separate process; a missing solver
  fails the claim; a text already found unsat in this run, for another claim listing the same
  DAG node, is not solved again: ``_bundle_claim.Unsat``); and the bounded check too when
  ``cases`` is recorded;
* ``open``: nothing is asserted; the manifest gives the ``reason``.

``certify check DIR`` shares the claims among ``WORKERS`` forked processes, each taking the next
group of claims that share evidence files (so each file but a game table is checked in one
process, once), the dearest group first; the verdict is the same as one process's: the first
failing claim in manifest order is named.

A bundle written from another registry than the packaged one is checked by ``certify check DIR``
(which computes that registry's expression index in an isolated child); this checker alone cannot.

Trusted: this file, :mod:`.claims`, the evidence checkers, Python, numpy, and for ``proved``
the solvers and :mod:`._smt_print` (the tool's translation is not: every obligation that runs is rebuilt).
"""
from __future__ import annotations

import multiprocessing
import os
import queue
import re
import signal
import sys
from pathlib import Path

import certify.checkers.ab as ab
import certify.checkers.adversary as adversary
import certify.checkers._claims as claims
import certify.checkers.coq as coq
import certify.checkers.mastermind as mastermind
import certify.checkers.smt as smt
import certify.checkers.tables as tables
from certify.checkers import INVALID, LIMIT, UNREADABLE, CheckError, ExitCode
from certify.checkers._bundle_files import read_inside
from certify.checkers._bundle_claim import CLAIM_KEYS, STATUSES, Bundle, Unsat, bounded, refute  # noqa: F401
from certify.checkers._bundle_registry import Registry
from certify.checkers.strict_io import parse_json

INTERNAL = ExitCode.INTERNAL

FORMAT = "certify-bundle/1"
MAX_MANIFEST = 64 << 20
MAX_CLAIMS = 100_000

FAULTS = (CheckError,)  # every checker of the trusted base raises this one type
WORKERS = 2  # processes for `certify check DIR`


def _one(bundle: Bundle, record, bound_only: bool = False) -> tuple[str | None, str | None, int]:
    """(status, None, 0) if the claim re-derives (with ``bound_only``: states what the registry
    states), else (None, why, exit code)."""
    try:
        if bound_only:
            bundle.statement(record)
            return "bound", None, 0
        return bundle.claim(record), None, 0
    except FAULTS as error:
        return None, printable(" ".join(str(error).splitlines()))[:400], int(getattr(error, "exit_code", 1) or 1)
    except RecursionError:
        return None, "nested beyond the checker's stack", int(LIMIT)
    except (ZeroDivisionError, ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as error:
        return None, printable(f"{type(error).__name__}: {error}")[:400], 1


SHARED_FREELY = ("smt2", "table", "table-other")  # evidence that does not tie claims to one process (each
# obligation is run by its own claim; a game table of the bundle is checked in milliseconds, once per process)


def cost(record) -> int:
    """A rough price of re-deriving a claim, for scheduling only: its points, its obligations, its
    heavier certificates (a Mastermind optimality certificate, the AB-game tables)."""
    if not isinstance(record, dict):
        return 0
    items = record.get("evidence") if isinstance(record.get("evidence"), list) else []
    kinds = [item.get("kind") for item in items if isinstance(item, dict)]
    cases = record.get("cases") if type(record.get("cases")) is int else 0
    return min(cases, 10**7) + 20_000 * kinds.count("smt2") + 200_000 * kinds.count("mastermind") \
        + 5_000 * (kinds.count("ab-pair") + kinds.count("adversary"))


def groups(records) -> list[list[int]]:
    """The claims in groups that share no evidence file besides SMT-LIB2 obligations and game
    tables (each other file is then checked in one process only), the dearest first
    (:func:`cost`: the longest job first, so both processes end together)."""
    parent: dict = {}

    def root(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, record in enumerate(records):
        root(i)
        for item in record.get("evidence", []) if isinstance(record, dict) and isinstance(record.get("evidence"), list) else ():
            if isinstance(item, dict) and item.get("kind") not in SHARED_FREELY and isinstance(item.get("path"), str):
                parent[root(i)] = root(item["path"])
    found: dict = {}
    for i in range(len(records)):
        found.setdefault(root(i), []).append(i)
    return sorted(found.values(), key=lambda group: (-sum(cost(records[i]) for i in group), -len(group), group[0]))


def _worker(directory, timeout, registry, records, tasks, results, unsat=None, bound=None) -> None:
    """Take groups of claim indices until None; put (index, status, why, code) for each claim.
    The process ends when its parent is gone (a thread watches the parent's id)."""
    smt.die_with_parent()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if os.getppid() == 1:
        os._exit(1)
    bundle = Bundle(directory, timeout, registry)
    bundle.bound = dict(bound or {})  # the statements bound by the parent before the fork (not bound again)
    if unsat is not None:  # the obligations any checking process found unsat (each text solved once a run)
        bundle.unsat.share(unsat)
    try:
        while (group := tasks.get()) is not None:
            for i in group:
                try:
                    results.put((i, *_one(bundle, records[i])))
                except Exception as error:  # anything else still names the claim
                    results.put((i, None, printable(f"internal error: {type(error).__name__}: {error}")[:400], int(INTERNAL)))
    finally:
        bundle.close()
        smt.close_workers()


def _parallel(directory, timeout, registry, records, workers: int, progress, bound=None):
    """Every claim's (status, why), in manifest order, from ``workers`` forked processes that
    take the groups of :func:`groups` one at a time."""
    context = multiprocessing.get_context("fork")
    tasks, results, unsat = context.Queue(), context.Queue(), Unsat.block(context)
    for group in groups(records):
        tasks.put(group)
    for _ in range(workers):
        tasks.put(None)
    processes = [context.Process(target=_worker, args=(directory, timeout, registry, records, tasks, results, unsat, bound), daemon=True)
                 for _ in range(workers)]
    for process in processes:
        process.start()
    found = {}
    previous = signal.signal(signal.SIGTERM, _terminated) if _main_thread() else None
    try:
        while len(found) < len(records):
            try:
                i, status, why, code = results.get(timeout=1.0)
            except queue.Empty:
                if not any(process.is_alive() for process in processes):
                    raise CheckError("a checking process ended without an answer", INTERNAL) from None
                continue
            found[i] = (status, why, code)
            if progress:
                progress(records[i].get("id") if isinstance(records[i], dict) else None)
    finally:
        for process in processes:
            process.join(timeout=0 if len(found) < len(records) else 5)
            if process.is_alive():
                process.kill()
                process.join()
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    return [found[i] for i in range(len(records))]


def _main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def _terminated(number, frame):
    """SIGTERM in the parent: unwind (the ``finally`` above kills the workers), exit 143."""
    raise SystemExit(128 + signal.SIGTERM)


def read_manifest(directory) -> tuple[list, dict | None]:
    """The claim records of ``DIR/manifest.json`` and the registry it was written from (its
    digest, its files, copied into ``DIR/registry/``, and the functions modules it names; None
    in a bundle of an earlier writer): a regular file inside the bundle (no symlink), strict
    JSON (no repeated key, no NaN, no float), a ``certify-bundle/1`` object, one claim or more."""
    if not os.path.lexists(Path(directory) / "manifest.json"):  # not a bundle at all: unreadable input (3)
        raise CheckError("a directory with no manifest.json: not a certificate bundle (certify audit --certificates DIR "
                         "writes one)",
                         UNREADABLE)
    try:
        data = read_inside(Path(directory), "manifest.json", MAX_MANIFEST)
        manifest = parse_json(data.decode("utf-8"), floats=False)
    except UnicodeDecodeError as error:
        raise CheckError(f"manifest.json: not UTF-8 (byte {error.start})") from None
    except CheckError as error:  # a manifest that is not strict JSON is an invalid bundle (exit 1), or over a limit (4)
        raise CheckError(printable(f"manifest.json: {error}"), LIMIT if error.exit_code == LIMIT else INVALID) from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or not isinstance(manifest.get("claims"), list) \
            or not {"format", "tool", "claims"} <= set(manifest) <= {"format", "tool", "claims", "registry"}:
        raise CheckError(f"manifest.json is not a {FORMAT} manifest")
    written = manifest.get("registry")
    plain = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")
    if written is not None and (not isinstance(written, dict) or set(written) != {"sha256", "files", "functions"}
                                or not isinstance(written["sha256"], str) or not re.fullmatch(r"[0-9a-f]{64}", written["sha256"])
                                or not all(isinstance(v, list) and all(isinstance(n, str) and plain.fullmatch(n) for n in v)
                                           for v in (written["files"], written["functions"]))):
        raise CheckError("manifest.json: its registry must be {sha256, files, functions}")
    if not manifest["claims"]:
        raise CheckError("manifest.json lists no claim: a bundle that states nothing is not valid")
    if len(manifest["claims"]) > MAX_CLAIMS:
        raise CheckError(f"manifest.json lists {len(manifest['claims'])} claims, over the limit {MAX_CLAIMS}", LIMIT)
    return manifest["claims"], written


def printable(text: str) -> str:
    """``text`` with every character that is not printable (a newline, a carriage return, an
    escape sequence's ESC, ...) escaped as ``repr`` writes it: a bundle's strings (claim ids, paths,
    keys) quoted in a message keep it one line and cannot repaint the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))


def _fail(failed) -> None:
    """Raise naming the first failed claim (its reason and exit code), counting the rest."""
    others = f" (and {len(failed) - 1} more: {', '.join(str(n) for n, _, _ in failed[1:6])}{', ...' if len(failed) > 6 else ''})"
    raise CheckError(printable(f"claim {failed[0][0]}: {failed[0][1]}" + (others if len(failed) > 1 else "")), failed[0][2])


def written_from(written, found: str) -> None:
    """Refuse a bundle whose manifest says it was written (``written``) from a registry of
    another digest than ``found``, the registry's it is checked against (issue 38)."""
    if written is not None and written["sha256"] != found:
        raise CheckError(f"written from the registry sha256 {written['sha256']} (its copy: registry/ in the bundle), "
                         f"not from the one it is checked against ({found}; --registry names another)")


def shipped_copies(directory: Path) -> None:
    """A bundle's copies of the shipped Coq library (``coq/GuessWho.v``, ...) must be the package's, byte
    for byte: the package's is compiled, never a copy; a differing copy is refused, not ignored."""
    for rel, own in ((f"coq/{name}.v", coq.LIBRARY / f"{name}.v") for name in coq.SHIPPED):
        if os.path.lexists(directory / rel) and read_inside(directory, rel, coq.MAX_FILE) != (own.is_file() and own.read_bytes()):
            raise CheckError(f"{rel}: the bundle's copy differs from the shipped library's certify/coq/{own.name}"
                             f"{'' if own.is_file() else ' (absent here: copy certify/coq/*.v)'}; the package's is compiled, never a copy")


def check_file(directory, timeout: float = 60.0, progress=None, stop: bool = False, workers: int = 1,
               registry=None) -> dict:
    """Re-derive every claim of the bundle in ``directory``, each bound to ``registry`` (a file
    or directory of TOML files; None: the packaged one, :mod:`._bundle_registry`); return counts
    per status and the registry's digest. On a failure, raise naming the first failing claim in
    manifest order (with ``stop``, without trying the rest). ``workers`` > 1: that many
    processes share the claims (not with ``stop``)."""
    trusted = registry if isinstance(registry, Registry) else Registry(registry)
    (records, written), seen = read_manifest(directory), set()  # then bound, then re-derived
    if written is not None and written["sha256"] != trusted.digest and registry is None:
        raise CheckError(f"written from the registry sha256 {written['sha256']} (its copy: registry/ in the bundle), "
                         "not from the packaged one; 'certify check DIR' checks it against that copy (it computes the "
                         "copy's expression index, which this checker alone cannot)")
    written_from(written, trusted.digest)
    for record in records:
        name = record.get("id") if isinstance(record, dict) else None
        name = name if isinstance(name, str) or name is None else repr(name)[:80]  # a malformed id is refused below
        if name in seen:
            raise CheckError(printable(f"claim {name}: listed twice"))
        seen.add(name)
    statements = Bundle(directory, timeout, trusted)  # every statement bound first: no evidence read, no solver run
    failed = [(r.get("id") if isinstance(r, dict) else None, why, code)
              for r, (status, why, code) in ((r, _one(statements, r, bound_only=True)) for r in records) if status is None]
    if failed:
        _fail(failed)
    try:
        trusted.rests_on(records)  # a DAG theorem's nodes are in the bundle, each as settled as the registry needs
    except CheckError as error:
        raise CheckError(printable(error), error.exit_code) from None
    shipped_copies(Path(directory))
    counts = {s: 0 for s in STATUSES}
    if workers > 1 and len(records) > 1 and not stop and "fork" in multiprocessing.get_all_start_methods():
        outcomes = _parallel(directory, timeout, trusted, records, workers, progress, statements.bound)
    else:
        bundle, outcomes = Bundle(directory, timeout, trusted), []
        bundle.bound = statements.bound
        try:
            for record in records:
                if progress:
                    progress(record.get("id") if isinstance(record, dict) else None)
                outcomes.append(_one(bundle, record))
                if outcomes[-1][0] is None and stop:
                    break
        finally:
            bundle.close()
    for record, (status, why, code) in zip(records, outcomes):
        if status is None:
            failed.append((record.get("id") if isinstance(record, dict) else None, why, code))
        else:
            counts[status] += 1
    if failed:  # every claim was tried (unless ``stop``): name the first, count the rest
        _fail(failed)
    kernel = sum(1 for r in records if isinstance(r, dict) and "kernel" in r)
    files = {item.get("path") for r in records if isinstance(r, dict) and r.get("status") != "open"
             for item in r.get("evidence", []) if isinstance(item, dict)}
    return {"kind": FORMAT, "claims": len(seen), **counts, "files": len(files), "kernel": kernel,
            "registry": trusted.digest, "functions": [Path(f).name for f in trusted.functions]}


USAGE = "bundle DIR [SOLVER-SECONDS] [--registry FILE]"


def main(argv=None) -> int:
    """``python -m certify.checkers.bundle DIR [SECONDS] [--registry FILE]``: exit 0 iff every
    claim re-derives and states what the registry states; through :func:`verdict` like every
    checker (help, usage 2, one line, the error's exit code, Ctrl-C 130)."""
    from . import verdict

    args = sys.argv[1:] if argv is None else list(argv)
    registry = None
    if "--registry" in args:
        at = args.index("--registry")
        registry = args[at + 1] if at + 1 < len(args) else None
        args = args[:at] + args[at + 2:] if registry is not None else []
    if len(args) == 2 and args[0] not in ("-h", "--help"):
        try:
            seconds = float(args[1])
        except ValueError:
            seconds = -1.0
        if not 0 < seconds < 1e6:
            args = []  # a usage error, from verdict

    def check(directory, seconds="60"):
        return check_file(directory, float(seconds), workers=WORKERS, registry=registry, progress=stderr_progress())

    def describe(found) -> str:
        return (f"{FORMAT}: {found['claims']} claim{'' if found['claims'] == 1 else 's'} re-derived from {found['files']} checked files: "
                + ", ".join(f"{found[s]} {s}" for s in STATUSES) + f"; {found['kernel']} with Coq theorems kernel-checked; "
                f"registry sha256 {found['registry']}" + (f"; its functions module {', '.join(found['functions'])} trusted (the "
                                                          "registry you named; run in an isolated child)" if found["functions"] else ""))

    return verdict(args, USAGE, check, describe, counts=(1, 2))


def stderr_progress(every: int = 25):
    """A progress callback: a line on stderr every ``every`` claims (and the last)."""
    done = [0]

    def shown(name):
        done[0] += 1
        if done[0] % every == 0:
            print(f"  checked {done[0]} claims (last: {printable(name)[:200]})", file=sys.stderr, flush=True)
    return shown


if __name__ == "__main__":
    raise SystemExit(main())
# Line bound: under 370 lines (tests/test_trusted_base.py holds the module to it).
