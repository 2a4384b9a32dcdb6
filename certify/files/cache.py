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
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import stat
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
