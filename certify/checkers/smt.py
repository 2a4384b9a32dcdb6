"""Checker of an SMT-LIB2 obligation (the negation of a claim, written by ``certify prove
--emit-smt2`` and the certificate bundle): valid when z3 and cvc5 both answer ``unsat``.

Imports only the trusted base's error convention and never imports a solver: each solver runs in its own
process (``python -c`` with the solver's Python API, the same interpreter), so this module
stays importable where no solver is installed; a missing solver, a crash, a timeout, ``sat``
or ``unknown`` make the obligation fail, naming the solver and its answer. Trusted: z3 and
cvc5 (two independent tools must agree) and the translation that wrote the file.
"""
from __future__ import annotations

import subprocess
import sys

from certify.checkers import UNREADABLE, CheckError, verdict

SOLVERS = {  # each prints unsat, sat or unknown for FILE within SECONDS
    "z3": "import sys, z3\ns = z3.Solver()\ns.set('timeout', int(float(sys.argv[2]) * 1000))\n"
          "s.from_file(sys.argv[1])\nprint(s.check())",
    "cvc5": "import re, sys, cvc5\ntm = cvc5.TermManager()\ns = cvc5.Solver(tm)\n"
            "s.setOption('tlimit-per', str(int(float(sys.argv[2]) * 1000)))\n"
            "if 'NRA' in (re.findall(r'\\(set-logic (\\S+)\\)', open(sys.argv[1]).read()) or [''])[0]:\n"
            "    s.setOption('nl-cov', 'true')\n"
            "sm = cvc5.SymbolManager(tm)\np = cvc5.InputParser(s, sm)\n"
            "p.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, sys.argv[1])\nout = []\n"
            "while not (c := p.nextCommand()).isNull():\n    r = c.invoke(s, sm)\n"
            "    out += [r.strip()] if r and r.strip() else []\nprint(out[-1] if out else 'unknown')",
}


def answer(solver: str, path, timeout: float) -> str:
    """The solver's last answer line for the file, or ``error: ...`` / ``timeout``."""
    try:
        run = subprocess.run([sys.executable, "-c", SOLVERS[solver], str(path), str(timeout)],
                             capture_output=True, text=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return "timeout"
    lines = run.stdout.split()
    if run.returncode == 0 and lines:
        return lines[-1]
    return "error: " + (run.stderr.strip().splitlines() or ["no answer"])[-1][:120]


def check_file(path, timeout: float = 60.0) -> dict:
    """Run both solvers on the file; return ``{"kind": "smt2", "answers": ...}`` if both say unsat."""
    try:
        with open(path, "rb") as handle:
            if b"(check-sat)" not in handle.read():
                raise CheckError(f"{path}: no (check-sat) command: not an SMT-LIB2 obligation", UNREADABLE)
    except OSError as error:
        raise CheckError(f"cannot read {path}: {error.strerror}", UNREADABLE) from None
    answers = {name: answer(name, path, timeout) for name in SOLVERS}
    if set(answers.values()) != {"unsat"}:
        shown = ", ".join(f"{name} {said}" for name, said in answers.items())
        raise CheckError(f"{path}: not unsat under both solvers ({shown})")
    return {"kind": "smt2", "answers": answers}


def _check_args(path, seconds: str = "60") -> dict:
    try:
        timeout = float(seconds)
    except ValueError:
        timeout = -1.0
    if not 0 < timeout < 1e6:
        raise CheckError(f"SECONDS must be a positive number of seconds, got {seconds!r}"[:200], 2)
    return check_file(path, timeout)


def main(argv=None) -> int:
    """``python -m certify.checkers.smt FILE [SECONDS]``: exit 0 iff z3 and cvc5 both answer unsat."""
    return verdict(argv, "smt FILE.smt2 [SECONDS]", _check_args,
                   lambda found: f"SMT-LIB2 obligation: unsat under {' and '.join(found['answers'])}", counts=(1, 2))


if __name__ == "__main__":
    raise SystemExit(main())
