"""What the engine keeps across runs, in the user's cache directory: the registry's file parses
(:mod:`certify.claims.loading`) and the solver verdicts (:func:`known_unsat`).

The directory: ``$CERTIFY_CACHE`` (``off``: nothing is kept across processes), else
``$XDG_CACHE_HOME/certify``, else ``~/.cache/certify``.

**Solver verdicts.** An SMT-LIB text that z3 or cvc5 answered ``unsat`` is remembered by the
sha256 of the solver's name, its installed version, the worker script that runs it
(:data:`certify.checkers.smt.SOLVERS`) and the text, one line of ``unsat`` in the directory.
The next audit that meets the same text asks that solver nothing: an unchanged registry costs
no solver time the second time. Only ``unsat`` is kept (a ``sat``, ``unknown``, timeout or error
is asked again), whatever limit it was found within. A speed-up of the engine's side only: the
trusted checkers never read it (``certify check`` of a bundle runs both solvers on every text),
and a file that another user owns or may write is ignored, as the registry cache is.

>>> import os, tempfile
>>> saved = dict(os.environ)
>>> os.environ["CERTIFY_CACHE"] = tempfile.mkdtemp()
>>> known_unsat("z3", "(assert false)(check-sat)")
False
>>> remember_unsat("z3", "(assert false)(check-sat)")
>>> forget(); known_unsat("z3", "(assert false)(check-sat)"), known_unsat("cvc5", "(assert false)(check-sat)")
(True, False)
>>> os.environ.clear(); os.environ.update(saved); forget()

**Certificate checks.** A trusted checker's summary of a committed certificate file (the
Mastermind optimality certificates, a minute of checking for 4x10 Bulls and Cows) is kept by the
sha256 of the checkers' own source (every ``certify/checkers/*.py``, so any change there
checks again) and of the file's bytes, one JSON file in ``checks/`` (:func:`checked`). Only a
summary the checker returned is kept (a refusal is met again every time), and the file is read
before and after the check: a file that changed meanwhile is not kept. The same rules as above:
the engine's speed-up, never read by a checker or by ``certify check``. Likewise the name of
the SymPy simplification that closes a claim's identity (:func:`identity_method`), in ``identities/``.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path

UNSAT_FORMAT = "certify-unsat 1"
UNSAT_FILE = "unsat"
MAX_UNSAT_BYTES = 32 << 20  # about half a million verdicts; a larger file is started afresh
_DISTRIBUTIONS = {"z3": "z3-solver", "cvc5": "cvc5"}
_known: dict[Path, set[str]] = {}  # per directory: the digests read from it or written by this process


def cache_root() -> Path | None:
    """The cache directory (None: ``CERTIFY_CACHE=off``)."""
    named = os.environ.get("CERTIFY_CACHE")
    if named is not None:
        return None if named.strip().lower() in ("", "off", "0", "no") else Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "certify"


@functools.cache
def _solver_version(solver: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(_DISTRIBUTIONS[solver])
    except (KeyError, metadata.PackageNotFoundError):
        return None


def _digest(solver: str, text: str) -> str | None:
    from ..checkers.smt import SOLVERS

    version = _solver_version(solver)
    if version is None or solver not in SOLVERS:
        return None
    head = f"{UNSAT_FORMAT}\0{solver}\0{version}\0{SOLVERS[solver]}\0".encode()
    return hashlib.sha256(head + text.encode("utf-8", "surrogatepass")).hexdigest()


def _owned(path: Path) -> bool:
    status = path.stat()
    return status.st_uid == os.getuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _read(root: Path) -> set[str]:
    if root not in _known:
        found: set[str] = set()
        path = root / UNSAT_FILE
        with contextlib.suppress(OSError, UnicodeDecodeError):
            if _owned(root) and _owned(path) and path.stat().st_size <= MAX_UNSAT_BYTES:
                found = {line for line in path.read_text(encoding="ascii").splitlines()
                         if len(line) == 64 and all(c in "0123456789abcdef" for c in line)}
        _known[root] = found
    return _known[root]


def known_unsat(solver: str, text: str) -> bool:
    """Whether ``solver`` answered ``text`` unsat before (in this process or a kept verdict)."""
    root, digest = cache_root(), _digest(solver, text)
    return root is not None and digest is not None and digest in _read(root)


def remember_unsat(solver: str, text: str) -> None:
    """Keep ``solver``'s unsat for ``text`` (best effort: a cache that cannot be written is
    skipped; each verdict is one appended line, whole under concurrent writers)."""
    root, digest = cache_root(), _digest(solver, text)
    if root is None or digest is None or digest in _read(root):
        return
    _known[root].add(digest)
    path = root / UNSAT_FILE
    with contextlib.suppress(OSError):
        root.mkdir(parents=True, exist_ok=True, mode=0o700)
        if path.exists() and path.stat().st_size > MAX_UNSAT_BYTES:
            path.unlink()
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(descriptor, (digest + "\n").encode("ascii"))
        finally:
            os.close(descriptor)


def forget() -> None:
    """Drop what this process read or wrote (the kept file is untouched)."""
    _known.clear()


def answer(solver: str, text: str, timeout: float) -> str:
    """The solver's word for ``text`` (:func:`certify.checkers.smt.answer`, ``timeout`` CPU
    seconds), ``unsat`` without asking when it said so before; a new unsat is kept."""
    from ..checkers import smt

    if known_unsat(solver, text):
        return "unsat"
    said = smt.answer(solver, text, timeout)
    if said == "unsat":
        remember_unsat(solver, text)
    return said


CHECK_FORMAT = "certify-check 1"
CHECKS = "checks"  # the kept certificate checks: one JSON summary per (checkers' source, file bytes)
IDENTITIES = "identities"  # SymPy's identity method per claim formula (identity_method)
MAX_SUMMARY_BYTES = 1 << 16
KEEP_DAYS = 30  # a kept file (registry parse, check, identity) unused this long is removed when another is written


@functools.cache
def _checkers_digest() -> str:
    """The sha256 of the trusted checkers' source files (their names and bytes)."""
    from .. import checkers

    digest = hashlib.sha256(CHECK_FORMAT.encode())
    for path in sorted(Path(checkers.__file__).parent.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _file_digest(path: Path) -> str:
    digest = hashlib.sha256(_checkers_digest().encode())
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def checked(path: Path, check) -> dict:
    """``check(path)``, a trusted checker's summary of the certificate ``path`` (a JSON-able
    dict), or the one it returned before for the same bytes and the same checkers (module
    docstring). Whatever ``check`` raises is raised, and nothing is kept.

    >>> import os, tempfile
    >>> saved = dict(os.environ)
    >>> os.environ["CERTIFY_CACHE"] = tempfile.mkdtemp()
    >>> target = Path(os.environ["CERTIFY_CACHE"]) / "certificate.txt"
    >>> _ = target.write_text("42")
    >>> calls = []
    >>> def check(path):
    ...     calls.append(path)
    ...     return {"value": int(Path(path).read_text())}
    >>> checked(target, check), checked(target, check), len(calls)
    ({'value': 42}, {'value': 42}, 1)
    >>> _ = target.write_text("43")
    >>> checked(target, check), len(calls)
    ({'value': 43}, 2)
    >>> os.environ.clear(); os.environ.update(saved)
    """
    root = cache_root()
    if root is None:
        return check(path)
    digest = _file_digest(path)
    kept = root / CHECKS / f"{digest}.json"
    summary = _load(root, kept)
    if isinstance(summary, dict):
        return summary
    summary = check(path)
    with contextlib.suppress(OSError):
        if _file_digest(path) == digest:  # a file that changed while it was checked: nothing kept
            _store(kept, summary)
    return summary


def identity_method(key: str, compute) -> str | None:
    """``compute()``, the name of SymPy's simplification that closes a claim's identity, or None
    (:func:`certify.proofs.policy.sympy_identity`: seconds of ``simplify`` on some claims), kept
    by the sha256 of ``key`` (the caller's: the formula, the SymPy version and the deciding code)."""
    root = cache_root()
    if root is None:
        return compute()
    digest = hashlib.sha256("\0".join([CHECK_FORMAT, "identity", key]).encode("utf-8", "surrogatepass")).hexdigest()
    kept = root / IDENTITIES / f"{digest}.json"
    found = _load(root, kept)
    if isinstance(found, dict) and set(found) == {"method"} and isinstance(found["method"], (str, type(None))):
        return found["method"]
    method = compute()
    _store(kept, {"method": method})
    return method


def _load(root: Path, kept: Path):
    """A kept JSON value, or None (absent, damaged, too large, or not owned by the user alone)."""
    with contextlib.suppress(OSError, UnicodeDecodeError, ValueError):
        if _owned(root) and _owned(kept.parent) and _owned(kept) and kept.stat().st_size <= MAX_SUMMARY_BYTES:
            value = json.loads(kept.read_text(encoding="utf-8"))
            with contextlib.suppress(OSError):
                os.utime(kept)  # used: kept from pruning (_store)
            return value
    return None


def _store(kept: Path, value) -> None:
    """Keep a JSON value, whole or not at all (best effort: a cache that cannot be written is skipped)."""
    temporary = None
    with contextlib.suppress(OSError, TypeError, ValueError):
        text = json.dumps(value, sort_keys=True)
        kept.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with tempfile.NamedTemporaryFile("w", dir=kept.parent, prefix=".tmp-", suffix=".json", delete=False,
                                         encoding="utf-8") as out:
            temporary = out.name
            out.write(text)
        os.replace(temporary, kept)
        temporary = None
    if temporary is not None:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
    with contextlib.suppress(OSError):
        prune(kept.parent, ".json")  # each edit of the checkers or of a formula leaves some behind


def prune(directory: Path, suffix: str) -> None:
    """Remove the kept files (``*suffix``) no run has used for ``KEEP_DAYS`` (a use touches
    them), and temporary files (``.tmp-*``) of writes that were cut short a day ago or more."""
    now = time.time()
    for path in directory.iterdir():
        with contextlib.suppress(OSError):
            age = now - path.stat().st_mtime
            if (path.suffix == suffix and age > KEEP_DAYS * 86400) or (path.name.startswith(".tmp-") and age > 86400):
                path.unlink()
