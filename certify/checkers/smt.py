"""Checker of an SMT-LIB2 obligation (the negation of a claim, written by ``certify prove
--emit-smt2`` and the certificate bundle): valid when z3 and cvc5 both answer ``unsat``; under
340 lines.

Imports only the trusted base's error convention and never imports a solver: each solver runs in its own
process (``python -I -c`` with the solver's Python API, the same interpreter: one worker per
solver and calling process, :class:`_Worker`, each obligation in a fresh scratch directory with
a fresh solver context and its own time limit), so this module stays importable where no solver is
installed; only the exporter's command subset is run (:func:`obligation_commands`: no
``set-option``, ``echo``, ``exit``, ``push``/``pop``, nothing after the one ``check-sat``); a missing solver, a crash, a timeout, ``sat``
or ``unknown`` make the obligation fail, naming the solver and its answer. A time limit is CPU
seconds of the solver's worker (:data:`WALL`), so it means the same on a busy machine. Trusted: z3 and
cvc5 (two independent tools must agree) and the translation that wrote the file.
"""
from __future__ import annotations

import atexit
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from certify.checkers import LIMIT, CheckError, verdict

MAX_SMT2 = 4 << 20  # bytes of one obligation
# A time limit is CPU seconds of the solver's worker (RLIMIT_CPU); its clock limit, a backstop for a
# starved machine, is WALL times more: no clock limit under 10x the quiet time (issue 39).
WALL = 10
COMMANDS = {"set-logic", "set-info", "declare-fun", "declare-const", "define-fun", "assert", "check-sat"}
_TOKEN = re.compile(r"\s+|;[^\n]*|\(|\)|[A-Za-z0-9_.+\-*/<>=!?$~^&%@:]+|\|[^|\\]*\||(.)", re.S)

SOLVERS = {  # each defines solve(FILE, SECONDS) -> "unsat", "sat" or "unknown" (the solver's own time limit)
    "z3": "import z3\n"
          "def solve(path, seconds):\n"
          "    s = z3.Solver(ctx=z3.Context())\n"
          "    s.set('timeout', int(seconds * 1000))\n"
          "    s.from_file(path)\n"
          "    r = s.check()\n"
          "    return 'timeout' if r == z3.unknown and s.reason_unknown() in ('timeout', 'canceled') else str(r)\n",
    "cvc5": "import re, cvc5\n"
            "def solve(path, seconds):\n"
            "    tm = cvc5.TermManager()\n    s = cvc5.Solver(tm)\n"
            "    s.setOption('tlimit-per', str(int(seconds * 1000)))\n"
            "    if 'NRA' in (re.findall(r'\\(set-logic (\\S+)\\)', open(path).read()) or [''])[0]:\n"
            "        s.setOption('nl-cov', 'true')\n"
            "    sm = cvc5.SymbolManager(tm)\n    p = cvc5.InputParser(s, sm)\n"
            "    p.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, path)\n    out = []\n"
            "    while not (c := p.nextCommand()).isNull():\n        r = c.invoke(s, sm)\n"
            "        out += [r.strip()] if r and r.strip() else []\n"
            "    return out[-1] if out else 'unknown'\n",
}

# The solver worker (``python -I -c SERVE SOURCE``): runs SOURCE (a SOLVERS entry) once, then answers
# obligations read from stdin ("SECONDS NBYTES\n" then the text), one line each ("answer WORD" or
# "error MESSAGE") on a private copy of stdout (what the solver library prints goes to stderr).
# SECONDS is CPU time: the kernel ends the worker (SIGXCPU) when it has spent them on one obligation,
# so a limit means the same on a busy machine as on a quiet one; the solver's own (clock) limit is WALL x SECONDS.
# Every obligation is written into its own fresh directory under the worker's scratch directory,
# which is the working directory while it is solved and is removed afterwards; the worker ends
# (removing its scratch) at end of input or as soon as its parent is gone.
SERVE = r"""
import os, resource, shutil, sys, tempfile, threading, time
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
root = tempfile.mkdtemp(prefix='certify-smt2-')
os.environ['HOME'] = os.environ['TMPDIR'] = tempfile.tempdir = root
os.chdir(root)
parent = os.getppid()
def watch():
    while os.getppid() == parent:
        time.sleep(0.2)
    shutil.rmtree(root, ignore_errors=True)
    os._exit(1)
threading.Thread(target=watch, daemon=True).start()
out = os.fdopen(os.dup(1), 'w')
os.dup2(2, 1)
try:
    space = {}
    exec(compile(sys.argv[1], '<solver>', 'exec'), space)
    out.write('ready ' + root + '\n')
    out.flush()
    while header := sys.stdin.buffer.readline():
        seconds, size = header.split()
        text = sys.stdin.buffer.read(int(size))
        here = tempfile.mkdtemp(dir=root)
        path = os.path.join(here, 'obligation.smt2')
        with open(path, 'wb') as handle:
            handle.write(text)
        os.chdir(here)
        used = sum(resource.getrusage(resource.RUSAGE_SELF)[:2])
        limit = int(used + float(seconds)) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
        try:
            said = 'answer ' + str(space['solve'](path, float(seconds) * float(sys.argv[2]))).split()[-1]
        except Exception as error:
            said = 'error ' + type(error).__name__ + ': ' + str(error)
        resource.setrlimit(resource.RLIMIT_CPU, (hard, hard))
        os.chdir(root)
        shutil.rmtree(here, ignore_errors=True)
        out.write(' '.join(said.split())[:200] + '\n')
        out.flush()
finally:
    os.chdir('/')
    shutil.rmtree(root, ignore_errors=True)
"""


_workers: dict = {}  # (process id, solver) -> this process's live _Worker


class _Worker:
    """One solver worker process of this process (started on first use, replaced after a crash
    or a timeout: an obligation that kills or hangs the solver fails alone). Its answers are read
    line by line with a deadline (``buffer``: the bytes read past the last line; ``errors``: its
    stderr, a temporary file). The audit's runs use these workers too (certify.proofs.runners)."""

    last_error = "no answer"  # its last stderr line, once it ended
    key = None

    def __init__(self, solver: str):
        self.source = SOLVERS[solver]
        self.errors = tempfile.TemporaryFile()
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        self.process = subprocess.Popen([sys.executable, "-I", "-c", SERVE, self.source, str(WALL)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.errors, env=env, cwd="/")
        self.buffer, self.root = b"", None
        ready = self.line(120.0)  # the solver imported (seconds on a loaded machine)
        if ready is not None and ready.startswith("ready "):
            self.root = ready[6:]

    def line(self, seconds: float) -> str | None:
        """The worker's next line within ``seconds``, or None (it ended or is too slow)."""
        deadline = time.monotonic() + seconds
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode("utf-8", "replace")

    def close(self, grace: float = 0.0) -> None:
        """End the worker: at end of its input within ``grace`` seconds (it is idle), else killed;
        its scratch directory removed, and it leaves the pool."""
        if self.process.poll() is None and grace > 0:
            try:
                self.process.stdin.close()
                self.process.wait(grace)
            except (OSError, subprocess.TimeoutExpired):
                pass
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        if not self.errors.closed:  # its last line kept: why it ended
            self.errors.seek(0)
            self.last_error = (self.errors.read().decode("utf-8", "replace").strip().splitlines() or ["no answer"])[-1]
        for stream in (self.process.stdin, self.process.stdout, self.errors):
            try:
                stream.close()
            except OSError:
                pass
        if self.root is not None and os.path.basename(self.root).startswith("certify-smt2-"):
            shutil.rmtree(self.root, ignore_errors=True)
        self.root = None
        if self.key is not None and _workers.get(self.key) is self:
            del _workers[self.key]

    def ask(self, text: str, timeout: float) -> str:
        """The solver's answer for ``text`` (``unsat``, ``sat``, ``unknown``), or ``error: ...`` /
        ``timeout``; after an error or a timeout the worker is ended (the next call starts another)."""
        if self.root is not None:
            data = text.encode("utf-8")
            try:
                self.process.stdin.write(f"{float(timeout)!r} {len(data)}\n".encode() + data)
                self.process.stdin.flush()
            except (BrokenPipeError, OSError):
                pass
            else:
                said = self.line(timeout * WALL + 30)
                if said is not None and said.startswith("answer "):
                    return said[7:]
                self.close()
                if said is not None:
                    return "error: " + said[6:126]
                if self.process.returncode in (-signal.SIGXCPU, -signal.SIGKILL):  # its CPU limit, or killed here
                    return "timeout"
        self.close()
        return "error: " + self.last_error[:120]


def answer(solver: str, text: str, timeout: float) -> str:
    """The solver's answer for the obligation ``text`` from this process's worker for it (a fresh
    one if there is none, or the last one ended or was started from other code)."""
    key = (os.getpid(), solver)
    worker = _workers.get(key)
    if worker is None or worker.source != SOLVERS[solver] or worker.process.poll() is not None:
        if worker is not None:
            worker.close()
        worker = _workers[key] = _Worker(solver)
        worker.key = key
    return worker.ask(text, timeout)


def close_workers() -> None:
    """End this process's solver workers (waited for: their time is counted as the caller's
    children's)."""
    for key, worker in list(_workers.items()):
        if key[0] == os.getpid():
            worker.close(grace=2.0)


atexit.register(close_workers)


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


def read_obligation(path) -> str:
    """The text of an obligation file (a regular file, ASCII, within MAX_SMT2), its commands
    within the exporter's subset (:func:`obligation_commands`)."""
    from certify.checkers.strict_io import read_text

    try:
        text = read_text(path, MAX_SMT2)
    except CheckError as error:
        raise CheckError(f"{path}: {error}", error.exit_code) from None
    obligation_commands(text)
    return text


def check_text(text: str, timeout: float = 60.0, shown="obligation") -> dict:
    """Both solvers on ``text`` (after :func:`obligation_commands`), each in a fresh scratch
    directory that is removed afterwards (:class:`_Worker`); ``{"kind": "smt2", "answers": ...}``
    if both say unsat. The first answer other than unsat fails it: the other solver is not asked."""
    return {"kind": "smt2", "answers": check_texts([(shown, text)], timeout)[0]}


def check_texts(items, timeout: float = 60.0, ask=None) -> list[dict]:
    """:func:`check_text` of each ``(shown, text)`` of ``items`` (their answers), every text asked of
    the first solver before any of the second: among many obligations a broken one is found by z3
    (a tenth of a second, where cvc5 spends seconds on each that holds). CheckError names the first
    obligation that fails. ``ask(solver, text, timeout)`` answers in place of :func:`answer` (no
    checker passes one; the audit passes its kept verdicts, certify.files.cache.answer)."""
    for _, text in items:
        obligation_commands(text)
    said = [{} for _ in items]
    for name in SOLVERS:
        for (shown, text), answers in zip(items, said):
            answers[name] = (ask or answer)(name, text, timeout)
            if answers[name] != "unsat":
                shown_answers = ", ".join(f"{solver} {word}" for solver, word in answers.items())
                raise CheckError(f"{shown}: not unsat under both solvers ({shown_answers})")
    return said


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
