"""Checker of Coq evidence in a certificate bundle: the kernel accepts the files, axiom-free.

Trusted: the Coq kernel (``coqc``, Coq 8.16) and this file (imports nothing from the
package but the trusted base's error convention). A bundle's ``coq/`` directory holds the development written by
``certify audit --coq`` (docs/coq.md): ``GuessWho.v`` (the rules and the verified table
checker), ``Table_*.v``, ``Headline.v`` and ``Claim_*.v``. :func:`check_module` compiles a
module and, first, every module it imports (``Require Import Certify.X``), each once, in a
private copy of the directory, and requires ``Print Assumptions`` of every theorem, lemma and
corollary in it to be "Closed under the global context" (asked once, of the tuple of all of them:
a tuple rests on exactly the axioms its parts rest on). What a claim's theorem states is
the registry-to-Coq translation's work (certify/coq/claims.py), trusted like the SMT export.

``python -m certify.checkers.coq DIR [MODULE ...]`` checks the named modules (default: all).
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict

IMPORT = re.compile(r"^Require Import ((?:Certify\.\w+\s*)+)\.", re.M)
THEOREM = re.compile(r"^(?:Theorem|Lemma|Corollary) (\w+)", re.M)
MODULE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
MAX_FILE = 64 << 20
CLOSED = "Closed under the global context"
ALL = "certify_every_theorem_of_the_module"  # the probe's tuple of them (a name no module defines)


class Development:
    """The ``.v`` files of one directory, compiled on demand, each at most once."""

    def __init__(self, directory, timeout: float = 900.0):
        self.source = Path(directory)
        self.timeout = timeout
        self.work = None
        self.done: dict[str, str | None] = {}  # module -> None (accepted) or the problem

    def __enter__(self):
        self.work = Path(tempfile.mkdtemp(prefix="certify-coq-check-"))
        return self

    def __exit__(self, *exc):
        shutil.rmtree(self.work, ignore_errors=True)

    def text(self, module: str) -> str:
        if not MODULE.fullmatch(module):
            raise CheckError(f"{module!r} is not a Coq module name")
        path = self.source / f"{module}.v"
        if not path.is_file():
            raise CheckError(f"{module}.v is missing", UNREADABLE)
        if path.stat().st_size > MAX_FILE:
            raise CheckError(f"{module}.v is larger than {MAX_FILE} bytes", LIMIT)
        return path.read_text(encoding="utf-8")

    def check_module(self, module: str, stack: tuple = ()) -> None:
        if module in self.done:
            if self.done[module] is not None:
                raise CheckError(self.done[module])
            return
        if module in stack:
            raise CheckError(f"{module}.v imports itself (through {' -> '.join(stack)})")
        text = self.text(module)
        for group in IMPORT.findall(text):
            for name in group.split():
                self.check_module(name.removeprefix("Certify."), stack + (module,))
        try:
            self._compile(module, text)
            self.done[module] = None
        except CheckError as error:
            self.done[module] = str(error)
            raise

    def _compile(self, module: str, text: str) -> None:
        coqc = shutil.which("coqc")
        if coqc is None:
            raise CheckError("coqc not found: install Coq 8.16 (Debian: apt-get install -y coq)", UNREADABLE)
        (self.work / f"{module}.v").write_text(text, encoding="utf-8")
        names = THEOREM.findall(text)
        probe = f"Assumptions_{module}"
        # one Print Assumptions of a tuple of every theorem: its assumptions are the union of theirs
        # (a Print Assumptions per theorem walked the same dependencies again: 17 s for Nica11's 44)
        (self.work / f"{probe}.v").write_text(
            f"Require Import Certify.{module}.\n" + (f"Definition {ALL} := ({', '.join('@' + n for n in names)}).\n"
                                                    f"Print Assumptions {ALL}.\n" if names else ""), encoding="utf-8")
        for name, expect_output in ((module, False), (probe, True)):
            try:
                run = subprocess.run([coqc, "-Q", ".", "Certify", f"{name}.v"], cwd=self.work,
                                     capture_output=True, text=True, timeout=self.timeout)
            except subprocess.TimeoutExpired:
                raise CheckError(f"{name}.v: coqc did not finish within {self.timeout:.0f} s") from None
            if run.returncode != 0:
                raise CheckError(f"{name}.v rejected by the kernel: {' '.join((run.stderr or run.stdout).split())[:300]}")
        lines = [line.strip() for line in run.stdout.splitlines() if line.strip()]
        if not names or lines != [CLOSED]:
            raise CheckError(f"{module}.v: a theorem rests on an axiom or none is stated: {' '.join(lines)[:300]}")


def check_file(directory, modules=None, timeout: float = 900.0) -> dict:
    """Compile ``modules`` (default: every ``.v`` file) of ``directory``; a summary or CheckError."""
    directory = Path(directory)
    if not directory.is_dir():
        raise CheckError(f"{directory} is not a directory of Coq files", UNREADABLE)
    names = modules or sorted(p.stem for p in directory.glob("*.v"))
    if not names:
        raise CheckError(f"{directory} holds no .v file: nothing for the kernel to check", UNREADABLE)
    with Development(directory, timeout) as development:
        for name in names:
            development.check_module(name)
        return {"kind": "coq", "modules": len(development.done)}


def main(argv=None) -> int:
    """``python -m certify.checkers.coq DIR [MODULE ...]``: exit 0 iff the kernel accepts them, axiom-free."""
    return verdict(argv, "coq DIR [MODULE ...]", lambda directory, *modules: check_file(directory, list(modules) or None),
                   lambda found: f"coq: {found['modules']} modules accepted by the kernel, no axioms",
                   counts=range(1, 10_000))


if __name__ == "__main__":
    raise SystemExit(main())
