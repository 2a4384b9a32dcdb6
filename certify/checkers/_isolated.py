"""Running a checker's child process isolated from the bundle (issue 37), for :mod:`.adversary`
(the DRAT checker) and :mod:`.coq` (coqc); a private helper, standard library only.

A child never sees the caller's working directory, environment or user site: Python children
run ``python -I`` (no ``PYTHONPATH``, no user site, no current directory on ``sys.path``) with
this package's own directory put first on ``sys.path`` explicitly; every child gets an
environment of ``PATH`` and a ``HOME``/``TMPDIR`` inside a fresh private directory that is its
working directory and is removed afterwards; its address space and the size of any file it
writes are limited (``resource.setrlimit`` in the child); it runs under a small watcher
(:data:`WATCH`) that kills it as soon as the checking process is gone, even killed, and it
stays in the checker's process group (a signal to the group reaches it); a run beyond its time
limit is killed.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from certify.checkers import LIMIT, CheckError
from certify.checkers.strict_io import limit

PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])  # the directory holding this ``certify`` package
MEMORY = 4 << 30  # bytes of address space of one child (CERTIFY_CHECK_CHILD_MEMORY_MB overrides)
FILE_SIZE = 2 << 30  # bytes of any one file a child writes
OUTPUT = 1 << 20  # bytes of a child's stdout and stderr kept (each)
# ``python -I -c BOOT ROOT MODULE ARGS...``: this package first on sys.path, then MODULE as __main__
# ``python -I -c WATCH COMMAND...``: runs COMMAND and kills it when the checking process is gone
# (its parent id changes) or when told to end (SIGTERM, SIGINT): a killed checker leaves no child
WATCH = """
import os, signal, subprocess, sys, time
parent, child = os.getppid(), subprocess.Popen(sys.argv[1:])
def end(*_):
    child.kill()
    child.wait()
    os._exit(128 + signal.SIGTERM)
signal.signal(signal.SIGTERM, end)
signal.signal(signal.SIGINT, end)
while child.poll() is None:
    if os.getppid() != parent:
        end()
    time.sleep(0.05)
os._exit(child.returncode if child.returncode >= 0 else 128 - child.returncode)
"""
BOOT = "import runpy, sys; sys.path.insert(0, sys.argv[1]); sys.argv = sys.argv[2:]; " \
       "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)"


def python_module(module: str, *args) -> list[str]:
    """The command running ``python -m MODULE ARGS`` isolated (``-I``) from this package."""
    return [sys.executable, "-I", "-c", BOOT, PACKAGE_ROOT, module, *map(str, args)]


def _limits(memory: int) -> None:  # in the child, before exec
    import resource

    for which, most in ((resource.RLIMIT_AS, memory), (resource.RLIMIT_FSIZE, FILE_SIZE), (resource.RLIMIT_CORE, 0)):
        try:
            resource.setrlimit(which, (most, most))
        except (ValueError, OSError):
            pass


def run(command: list[str], timeout: float, work: Path | None = None, what: str = "") -> subprocess.CompletedProcess:
    """Run ``command`` isolated (see the module) in ``work`` (a fresh private directory if None,
    removed afterwards), at most ``timeout`` seconds (beyond: killed, CheckError exit 4);
    stdout and stderr are kept up to :data:`OUTPUT` bytes each, as text."""
    private = work is None
    work = Path(tempfile.mkdtemp(prefix="certify-child-")) if private else Path(work)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(work), "TMPDIR": str(work), "LC_ALL": "C.UTF-8"}
    memory = limit("CHILD_MEMORY_MB", MEMORY >> 20) << 20
    try:
        with tempfile.TemporaryFile(dir=work) as out, tempfile.TemporaryFile(dir=work) as err:
            child = subprocess.Popen([sys.executable, "-I", "-c", WATCH, *command], cwd=work, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                     preexec_fn=lambda: _limits(memory), close_fds=True)
            try:
                code = child.wait(timeout)
            except subprocess.TimeoutExpired:
                _end(child)
                raise CheckError(f"{what or Path(command[0]).name}: did not finish within {timeout:g} s (killed)", LIMIT) from None
            except BaseException:  # an interrupt: the child ends with the checker
                _end(child)
                raise
            texts = []
            for stream in (out, err):
                stream.seek(0)
                texts.append(stream.read(OUTPUT).decode("utf-8", "replace"))
        return subprocess.CompletedProcess(command, code, texts[0], texts[1])
    finally:
        if private:
            shutil.rmtree(work, ignore_errors=True)


def _end(watch: subprocess.Popen) -> None:
    """End the watcher and its command (SIGTERM: it kills the command first), else kill it."""
    watch.terminate()
    try:
        watch.wait(5)
    except subprocess.TimeoutExpired:
        watch.kill()
        watch.wait()


# ``python -I -c SERVE_FUNCTIONS ROOT MODULE...``: loads a registry's functions modules (the user's
# Python, through certify's own loader) and answers calls, one JSON line each: [name, [args]] ->
# "value TEXT" (an exact number or True/False) or "error MESSAGE"
SERVE_FUNCTIONS = r"""
import json, os, sys, tempfile
sys.path.insert(0, sys.argv[1])
out = os.fdopen(os.dup(1), 'w')
os.dup2(2, 1)
from fractions import Fraction
from certify.claims import functions, user_functions
for module in sys.argv[2:]:
    user_functions.load(module)
out.write('ready\n')
out.flush()
for line in sys.stdin:
    try:
        name, args = json.loads(line)
        value = functions.FUNCTIONS[name].call(*[Fraction(a) for a in args])
        said = 'value ' + (str(value) if isinstance(value, bool) else str(Fraction(int(value.numerator), int(value.denominator))))
    except Exception as error:
        said = 'error ' + type(error).__name__ + ': ' + ' '.join(str(error).split())[:200]
    out.write(said + '\n')
    out.flush()
"""


class UserFunctions:
    """A registry's own functions, named by the user (``--registry FILE``: its ``[functions]``
    module), evaluated in an isolated child (``python -I``, clean environment, a private working
    directory, memory and file-size limits, a watcher that ends it with the checker): the
    module is Python, trusted because the user named it, and never run in the checker's process."""

    def __init__(self, modules: list[str]):
        self.modules, self.child, self.work = list(modules), None, None

    def _start(self) -> None:
        self.work = tempfile.mkdtemp(prefix="certify-functions-")
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.work, "TMPDIR": self.work, "LC_ALL": "C.UTF-8"}
        memory = limit("CHILD_MEMORY_MB", MEMORY >> 20) << 20
        self.child = subprocess.Popen([sys.executable, "-I", "-c", WATCH, sys.executable, "-I", "-c", SERVE_FUNCTIONS,
                                       PACKAGE_ROOT, *self.modules], cwd=self.work, env=env, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                      preexec_fn=lambda: _limits(memory))
        if self.child.stdout.readline().strip() != "ready":
            self.close()
            raise CheckError(f"the registry's functions module ({', '.join(map(os.path.basename, self.modules))}) did not load")

    def __call__(self, name: str, args) -> object:
        from fractions import Fraction

        if self.child is None:
            self._start()
        self.child.stdin.write(json.dumps([name, [str(a) for a in args]]) + "\n")
        self.child.stdin.flush()
        said = self.child.stdout.readline().strip()
        if said.startswith("value "):
            text = said[6:]
            return text == "True" if text in ("True", "False") else Fraction(text)
        raise CheckError(f"the registry's function {name}{tuple(str(a) for a in args)}: {said[6:] or 'no answer'}"[:300])

    def close(self) -> None:
        if self.child is not None:
            _end(self.child)
            self.child = None
        if self.work is not None:
            shutil.rmtree(self.work, ignore_errors=True)
# Line bound: under 190 lines (tests/test_trusted_base.py holds the module to it).
