#!/usr/bin/env python3
"""Set up a local virtual environment (once) and run the project's main jobs.

    python3 run.py audit [ARGS...]   # the full audit of the papers' claims, on defaults
    python3 run.py test  [ARGS...]   # the test suite
    python3 run.py certify ARGS...   # any certify command

Needs only Python 3.11+ and access to PyPI; everything else is installed into .venv/.
"""

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".installed"


def ensure_environment() -> None:
    if sys.version_info < (3, 11):
        sys.exit(f"run.py: Python 3.11 or newer is needed, this is {sys.version.split()[0]}")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted and PYTHON.exists():
        return
    if not PYTHON.exists():
        print("run.py: creating .venv", file=sys.stderr)
        venv.create(VENV, with_pip=True)
    print("run.py: installing certify and its dependencies into .venv", file=sys.stderr)
    quiet = ["-q", "--disable-pip-version-check"]
    subprocess.run([str(PYTHON), "-m", "pip", "install", *quiet, "--upgrade", "pip"], check=True)
    subprocess.run([str(PYTHON), "-m", "pip", "install", *quiet, "-e", f"{ROOT}[all,test]"], check=True)
    print("run.py: compiling the engine's kernels (once)", file=sys.stderr)
    subprocess.run([str(PYTHON), "-m", "certify.guesswho.warmup"], check=True)  # the first table command loads them
    STAMP.write_text(wanted)


def _workers(args: list[str]) -> list[str]:
    """The tests run on every core (pytest-xdist, one worker per core, at most 8) unless the
    arguments choose (``-n 0``: one process; ``-p no:xdist``)."""
    chosen = any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in args)
    return [] if chosen else ["-n", "auto", "--maxprocesses", "8"]


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in {"audit", "test", "certify"}:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    job, args = sys.argv[1], sys.argv[2:]
    ensure_environment()
    # byte-compile the checkout as a wheel install does (quick when nothing changed): with
    # PYTHONDONTWRITEBYTECODE set, every process would otherwise compile certify's modules again
    subprocess.run([str(PYTHON), "-m", "compileall", "-q", "-j", "0", str(ROOT / "certify")], check=False,
                   stdout=subprocess.DEVNULL)
    if job == "test":
        command = [str(PYTHON), "-m", "pytest", *_workers(args), *args]
    elif job == "audit":
        command = [str(PYTHON), "-m", "certify.cli", "audit", *args]
    else:
        command = [str(PYTHON), "-m", "certify.cli", *args]
    return subprocess.run(command, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
