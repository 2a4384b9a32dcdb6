"""Checker of an SMT-LIB2 obligation (the negation of a claim, written by ``certify prove
--emit-smt2`` and the certificate bundle): valid when z3 and cvc5 both answer ``unsat``.

Imports only the trusted base's error convention and never imports a solver: each solver runs in its own
process (``python -I -c`` with the solver's Python API, the same interpreter, in a scratch
directory), so this module stays importable where no solver is
installed; only the exporter's command subset is run (:func:`obligation_commands`: no
``set-option``, ``echo``, ``exit``, ``push``/``pop``, nothing after the one ``check-sat``); a missing solver, a crash, a timeout, ``sat``
or ``unknown`` make the obligation fail, naming the solver and its answer. Trusted: z3 and
cvc5 (two independent tools must agree) and the translation that wrote the file.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile

from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict

MAX_SMT2 = 4 << 20  # bytes of one obligation
COMMANDS = {"set-logic", "set-info", "declare-fun", "declare-const", "define-fun", "assert", "check-sat"}
_TOKEN = re.compile(r"\s+|;[^\n]*|\(|\)|[A-Za-z0-9_.+\-*/<>=!?$~^&%@:]+|\|[^|\\]*\||(.)", re.S)

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


def obligation_commands(text: str) -> list[str]:
    """The top-level commands of an SMT-LIB2 obligation, refusing all but the exporter's subset:
    set-logic, set-info, declarations, definitions, assertions and one final check-sat (no
    set-option, echo, exit, push/pop, no string literal, no second check-sat)."""
    depth, commands, head = 0, [], False
    for match in _TOKEN.finditer(text):
        token = match.group()
        if match.group(1) is not None:
            raise CheckError(f"SMT-LIB2 obligation: character {token!r} is outside the exporter's subset")
        if token[0].isspace() or token[0] == ";":
            continue
        if token == "(":
            depth += 1
            if depth > 400:
                raise CheckError("SMT-LIB2 obligation nested deeper than 400", LIMIT)
            head = depth == 1
            continue
        if token == ")":
            depth -= 1
            if depth < 0:
                raise CheckError("SMT-LIB2 obligation: unbalanced parentheses")
            continue
        if depth == 0:
            raise CheckError(f"SMT-LIB2 obligation: {token[:40]!r} outside a command")
        if head:
            head = False
            if token not in COMMANDS:
                raise CheckError(f"SMT-LIB2 obligation: command {token[:40]!r} is outside the exporter's subset")
            if commands and commands[-1] == "check-sat":
                raise CheckError("SMT-LIB2 obligation: a command after check-sat")
            commands.append(token)
        elif commands and commands[-1] == "set-info" and token.startswith(":") and token not in (":status", ":source"):
            raise CheckError(f"SMT-LIB2 obligation: set-info {token[:40]} is outside the exporter's subset")
    if depth != 0 or commands.count("check-sat") != 1 or commands[-1] != "check-sat":
        raise CheckError("SMT-LIB2 obligation: not one complete command list ending in its only check-sat")
    return commands


def die_with_parent() -> None:
    """In a worker process: end it (exit 1) as soon as its parent is gone (a daemon thread
    polls the parent's id every 0.2 s); its solvers end by their own timeout at the latest."""
    import threading
    import time

    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.2)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def answer(solver: str, path, timeout: float) -> str:
    """The solver's last answer line for the file, or ``error: ...`` / ``timeout``; the solver
    runs in an isolated interpreter whose working directory is the file's scratch directory."""
    scratch = os.path.dirname(os.path.abspath(path))
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch, "TMPDIR": scratch}
    try:
        run = subprocess.run([sys.executable, "-I", "-c", SOLVERS[solver], str(path), str(timeout)], cwd=scratch, env=env,
                             capture_output=True, text=True, timeout=timeout + 30)
    except subprocess.TimeoutExpired:
        return "timeout"
    lines = run.stdout.split()
    if run.returncode == 0 and lines:
        return lines[-1]
    return "error: " + (run.stderr.strip().splitlines() or ["no answer"])[-1][:120]


def read_obligation(path) -> str:
    """The text of an obligation file (a regular file, ASCII, within MAX_SMT2), its commands
    within the exporter's subset (:func:`obligation_commands`)."""
    from certify.checkers.strict_io import read_bytes

    try:
        text = read_bytes(path, MAX_SMT2).decode("utf-8")
    except UnicodeDecodeError as error:
        raise CheckError(f"{path}: not UTF-8 text (byte {error.start})", UNREADABLE) from None
    except CheckError as error:
        raise CheckError(f"{path}: {error}", error.exit_code) from None
    obligation_commands(text)
    return text


def check_text(text: str, timeout: float = 60.0, shown="obligation") -> dict:
    """Both solvers on ``text`` (after :func:`obligation_commands`), each in a fresh scratch
    directory that is removed afterwards; ``{"kind": "smt2", "answers": ...}`` if both say unsat."""
    obligation_commands(text)
    answers = {}
    with tempfile.TemporaryDirectory(prefix="certify-smt2-") as scratch:
        path = os.path.join(scratch, "obligation.smt2")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        for name in SOLVERS:
            answers[name] = answer(name, path, timeout)
    if set(answers.values()) != {"unsat"}:
        shown_answers = ", ".join(f"{name} {said}" for name, said in answers.items())
        raise CheckError(f"{shown}: not unsat under both solvers ({shown_answers})")
    return {"kind": "smt2", "answers": answers}


def check_file(path, timeout: float = 60.0) -> dict:
    """Run both solvers on the file; return ``{"kind": "smt2", "answers": ...}`` if both say unsat."""
    return check_text(read_obligation(path), timeout, shown=path)


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
