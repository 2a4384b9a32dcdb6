"""What produced a result, for a bundle manifest to record (so a certificate can be cited):
the tool's version, the git commit of its source when it runs from a checkout, Python and the
solver versions.

>>> sorted(provenance())
['commit', 'cvc5', 'platform', 'python', 'tool', 'tool_version', 'z3']
"""

from __future__ import annotations

import platform
import subprocess
from pathlib import Path


def _commit() -> str | None:
    """The checkout's commit (with ``+dirty`` for local changes), or None (an installed wheel,
    no git)."""
    root = Path(__file__).resolve().parents[2]
    if not (root / ".git").exists():
        return None
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10)
        if head.returncode != 0:
            return None
        dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10)
        return head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        return None


def _version(module: str) -> str | None:
    from importlib import metadata

    distribution = {"z3": "z3-solver", "cvc5": "cvc5"}[module]
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


def provenance() -> dict:
    """``tool``, ``tool_version``, ``commit`` (None outside a checkout), ``python``,
    ``platform``, ``z3`` and ``cvc5`` (None when not installed)."""
    from .._version import __version__

    return {"tool": "certify-guesswho", "tool_version": __version__, "commit": _commit(),
            "python": platform.python_version(), "platform": platform.platform(terse=True),
            "z3": _version("z3"), "cvc5": _version("cvc5")}
