"""Checker of an SMT-LIB2 obligation (the negation of a claim, written by ``certify prove
--emit-smt2`` and the certificate bundle): valid when z3 and cvc5 both answer ``unsat``.

Imports nothing from the package and never imports a solver: each solver runs in its own
process (``python -c`` with the solver's Python API, the same interpreter), so this module
stays importable where no solver is installed; a missing solver, a crash, a timeout, ``sat``
or ``unknown`` make the obligation fail, naming the solver and its answer. Trusted: z3 and
cvc5 (two independent tools must agree) and the translation that wrote the file.
"""
from __future__ import annotations

import subprocess
import sys

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


class CheckError(Exception):
    """The obligation is not unsat under both solvers; ``exit_code`` 1 (3: unreadable)."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


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
                raise CheckError(f"{path}: no (check-sat) command: not an SMT-LIB2 obligation", 3)
    except OSError as error:
        raise CheckError(f"cannot read {path}: {error.strerror}", 3) from None
    answers = {name: answer(name, path, timeout) for name in SOLVERS}
    if set(answers.values()) != {"unsat"}:
        shown = ", ".join(f"{name} {said}" for name, said in answers.items())
        raise CheckError(f"{path}: not unsat under both solvers ({shown})")
    return {"kind": "smt2", "answers": answers}


def main(argv=None) -> int:
    """``python -m certify.checkers.smt FILE [SECONDS]``: exit 0 iff z3 and cvc5 both answer unsat."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (1, 2):
        print("usage: python -m certify.checkers.smt FILE.smt2 [SECONDS]", file=sys.stderr)
        return 2
    try:
        found = check_file(args[0], float(args[1]) if len(args) == 2 else 60.0)
    except CheckError as error:
        print(f"{args[0]}: INVALID: {error}")
        return error.exit_code
    print(f"{args[0]}: valid SMT-LIB2 obligation: unsat under {' and '.join(found['answers'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
