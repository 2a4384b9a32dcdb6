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
limit is killed. A time limit is CPU seconds of the child (``RLIMIT_CPU``), so it means the same on
a busy machine; its clock limit, a backstop for a starved one, is :data:`CLOCK` times more.
"""
from __future__ import annotations

import json
import math
import os
import signal
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
CLOCK = 10  # a run's clock limit is CLOCK times its CPU limit (issue 39: no clock limit under 10x)
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


def _limits(memory: int, cpu: int = -1) -> None:  # in the child, before exec (cpu: seconds, -1 none)
    import resource

    cpu_limits = (cpu, cpu + 2) if cpu >= 0 else (-1, -1)  # SIGXCPU at the soft limit, before the hard one's SIGKILL
    for which, limits in ((resource.RLIMIT_AS, (memory, memory)), (resource.RLIMIT_FSIZE, (FILE_SIZE, FILE_SIZE)),
                          (resource.RLIMIT_CORE, (0, 0)), (resource.RLIMIT_CPU, cpu_limits)):
        try:
            resource.setrlimit(which, limits)
        except (ValueError, OSError):
            pass


def run(command: list[str], timeout: float, work: Path | None = None, what: str = "") -> subprocess.CompletedProcess:
    """Run ``command`` isolated (see the module) in ``work`` (a fresh private directory if None,
    removed afterwards), at most ``timeout`` CPU seconds (and CLOCK times that of the clock; beyond
    either: killed, CheckError exit 4); stdout and stderr are kept up to :data:`OUTPUT` bytes each, as text."""
    private = work is None
    work = Path(tempfile.mkdtemp(prefix="certify-child-")) if private else Path(work)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(work), "TMPDIR": str(work), "LC_ALL": "C.UTF-8"}
    memory = limit("CHILD_MEMORY_MB", MEMORY >> 20) << 20
    try:
        with tempfile.TemporaryFile(dir=work) as out, tempfile.TemporaryFile(dir=work) as err:
            child = subprocess.Popen([sys.executable, "-I", "-c", WATCH, *command], cwd=work, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                     preexec_fn=lambda: _limits(memory, math.ceil(timeout)), close_fds=True)
            try:
                code = child.wait(timeout * CLOCK)
                if code == 128 + signal.SIGXCPU:  # the command's CPU limit (the watcher's exit for a signal)
                    raise subprocess.TimeoutExpired(command, timeout)
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


# What a child running a registry's functions module (Python a bundle may bring) is refused,
# by an audit hook (PEP 578) installed before the module is imported: no process, signal,
# socket, native library, symlink or environment change; no file opened for writing, created,
# removed, renamed or changed outside its private directory; no other process's /proc entry; no chdir;
# no dir_fd, and no os.open for writing by a relative path (its "open" event does not name its
# dir_fd): a directory descriptor (of /, /proc or O_PATH: refused) serves for reading only.
REFUSED = ("subprocess.Popen", "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty",
           "os.kill", "os.killpg", "signal.pthread_kill", "pty.spawn", "socket.", "os.putenv", "os.symlink",
           "os.unsetenv", "os.chdir", "os.fchdir", "os.chroot", "webbrowser.", "urllib.", "http.", "ftplib.", "smtplib.",
           "imaplib.", "poplib.", "telnetlib.", "nntplib.", "os.setxattr", "os.removexattr", "sys.remote_exec", "mmap.")
REFUSED_EXACTLY = ("ctypes.dlopen", "ctypes.dlsym", "ctypes.dlsym/handle", "ctypes.cdata", "ctypes.string_at",
                   "ctypes.wstring_at", "ctypes.get_errno", "ctypes.set_errno")  # no new native library or raw address
CHANGING = ("os.remove", "os.rename", "os.rmdir", "os.mkdir", "os.chmod", "os.chown", "os.chflags", "os.lchown",
            "os.truncate", "os.link", "os.utime", "shutil.", "os.mkfifo", "os.mknod", "tempfile.mkdtemp", "tempfile.mkstemp")
# where an event (Python 3.11's audit events table) has a dir_fd, src_dir_fd, dst_dir_fd or a directory's descriptor
DIR_FD = {"os.mkdir": (2,), "os.chmod": (2,), "os.chown": (3,), "os.link": (2, 3), "os.rename": (2, 3), "os.remove": (1,),
          "os.rmdir": (1,), "os.symlink": (2,), "os.utime": (3,), "os.fwalk": (4,), "shutil.rmtree": (1,), "glob.glob/2": (3,),
          "os.listdir": (0,), "os.scandir": (0,)}  # an int other than -1 (none) is refused


def contain(private: str) -> None:
    """In a child about to import a functions module: refuse (``PermissionError``) what the comment above
    says and a path walking ``..`` out of a directory in ``private`` (a rename there could race the walk),
    for the rest of the process (an audit hook cannot be removed); os.mkfifo and os.mknod (no audit
    event) are replaced by a refusal. Not a security boundary (PEP 578 says so: native code could step
    around it); with the child's clean environment, private directory, rlimits, time limit and watcher
    it contains a module that misbehaves in Python (docs/trust.md, bundle section, says what is and is not enforced)."""
    private = os.path.realpath(private)
    me, writing = str(os.getpid()), os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC

    def within(path: str) -> bool:
        return (os.path.realpath(path) + os.sep).startswith(private + os.sep)

    def dotdot(text: str) -> bool:  # a ".." after a directory in the private one (a relative path starts there)
        parts = text.split(os.sep)
        return any(part == ".." and within(os.sep.join(parts[:i]) or (os.sep if text.startswith(os.sep) else "."))
                   for i, part in enumerate(parts))

    def inside(path) -> bool:  # an int: an open descriptor (the child's pipes)
        return isinstance(path, int) or not dotdot(text := os.fsdecode(path)) and within(text)

    def hook(event: str, args) -> None:
        if event.startswith(REFUSED) or event in REFUSED_EXACTLY:
            raise PermissionError(f"refused to a registry's functions module: {event}")
        if any(isinstance(args[i], int) and args[i] != -1 for i in DIR_FD.get(event, ()) if i < len(args)):
            raise PermissionError(f"refused to a registry's functions module: {event} of a directory descriptor")
        if event.startswith(CHANGING):
            paths = [a for a in args if isinstance(a, (str, bytes, os.PathLike))]
            if not paths or not all(inside(a) for a in paths):
                raise PermissionError(f"refused to a registry's functions module: {event} outside its private directory")
        if event == "open" and args and not isinstance(args[0], int):
            path, mode, flags = (list(args) + [None, None])[:3]
            text, flags = os.fsdecode(path), flags if isinstance(flags, int) else 0
            parts = (real := os.path.realpath(text)).split(os.sep)
            if len(parts) > 2 and parts[1] == "proc" and parts[2] not in (me, "self", "thread-self") and not parts[2].isalpha():
                raise PermissionError("refused to a registry's functions module: another process's /proc entry")
            wants = (isinstance(mode, str) and any(c in mode for c in "wax+")) or flags & writing
            folder = (real == os.sep or parts[1] == "proc") and (flags & os.O_DIRECTORY or os.path.isdir(real))
            if dotdot(text) or wants and (not inside(path) or mode is None and not os.path.isabs(text)) or \
                    (folder or flags & getattr(os, "O_PATH", 0)) and not within(text):  # os.open: mode None
                raise PermissionError(f"refused to a registry's functions module: {'writing' if wants else 'opening'} {text[:80]}")

    def refuse(*_args, **_kwargs):
        raise PermissionError("refused to a registry's functions module: os.mkfifo/os.mknod")

    for name in ("mkfifo", "mknod"):
        setattr(os, name, refuse), setattr(sys.modules.get("posix", os), name, refuse)
    sys.addaudithook(hook)


# ``python -I -c SERVE_FUNCTIONS ROOT MODULE...``: loads a registry's functions modules (the user's
# Python, through certify's own loader, contained: :func:`contain`) and answers calls, one JSON
# line each: [name, [args]] -> "value TEXT" (an exact number or True/False) or "error MESSAGE"
SERVE_FUNCTIONS = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
out = os.fdopen(os.dup(1), 'w')
os.dup2(2, 1)
from fractions import Fraction
from certify.claims import functions, user_functions
from certify.checkers._isolated import contain
contain(os.getcwd())
try:
    for module in sys.argv[2:]:
        user_functions.load(module)
except BaseException as error:
    out.write('failed ' + type(error).__name__ + ': ' + ' '.join(str(error).split())[:200] + '\n')
    out.flush()
    os._exit(1)
out.write('ready\n')
out.flush()
for line in sys.stdin:
    try:
        name, args = json.loads(line)
        value = functions.FUNCTIONS[name].call(*[Fraction(a) for a in args])
        said = 'value ' + (str(value) if isinstance(value, bool) else str(Fraction(int(value.numerator), int(value.denominator))))
    except BaseException as error:
        said = 'error ' + type(error).__name__ + ': ' + ' '.join(str(error).split())[:200]
    out.write(said + '\n')
    out.flush()
"""
ANSWER = 1 << 20  # bytes of one answer of a functions child (an exact number's text)
LOADING = 10  # starting a functions child (Python, certify's loader, the module): this many times the time limit


class UserFunctions:
    """A registry's own functions (its ``[functions]`` module: of the registry the user named,
    or of the bundle's own copy), evaluated in an isolated child (``python -I``, clean
    environment, a private working directory, memory and file-size limits, the audit hook of
    :func:`contain`, a watcher that ends it with the checker); loading is limited to
    :data:`LOADING` times ``timeout`` seconds and each call to ``timeout`` (beyond: the child is
    killed, CheckError exit 4). The module is Python,
    trusted as part of the registry (the verdict names its sha256), and never run in the
    checker's process."""

    def __init__(self, modules: list[str], timeout: float = 60.0):
        self.modules, self.child, self.work, self.timeout, self.pending = list(modules), None, None, timeout, b""

    def _start(self) -> None:
        self.work = tempfile.mkdtemp(prefix="certify-functions-")
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.work, "TMPDIR": self.work, "LC_ALL": "C.UTF-8"}
        memory = limit("CHILD_MEMORY_MB", MEMORY >> 20) << 20
        self.child = subprocess.Popen([sys.executable, "-I", "-c", WATCH, sys.executable, "-I", "-c", SERVE_FUNCTIONS,
                                       PACKAGE_ROOT, *self.modules], cwd=self.work, env=env, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      preexec_fn=lambda: _limits(memory))
        said = self._line("loading", LOADING * self.timeout)
        if said != "ready":
            self.close()
            raise CheckError(f"the registry's functions module ({', '.join(map(os.path.basename, self.modules))}) "
                             f"did not load: {said.removeprefix('failed ') or 'the child ended'}"[:300])

    def _line(self, what: str, seconds: float | None = None) -> str:
        """The child's next answer line, within ``seconds`` (default the time limit; else the
        child is killed)."""
        import select
        import time

        seconds = self.timeout if seconds is None else seconds
        end = time.monotonic() + seconds
        while b"\n" not in self.pending:
            left = end - time.monotonic()
            ready = select.select([self.child.stdout], [], [], max(left, 0))[0] if left > 0 else []
            if not ready:
                self.close()
                raise CheckError(f"the registry's functions module: {what} did not finish within {seconds:g} s (killed)",
                                 LIMIT)
            data = os.read(self.child.stdout.fileno(), 65536)
            if not data:
                return ""
            self.pending += data
            if len(self.pending) > ANSWER:
                self.close()
                raise CheckError(f"the registry's functions module: {what}: an answer over {ANSWER} bytes", LIMIT)
        line, _, self.pending = self.pending.partition(b"\n")
        return line.decode("utf-8", "replace").strip()

    def __call__(self, name: str, args) -> object:
        from fractions import Fraction

        if self.child is None:
            self._start()
        call = f"{name}{tuple(str(a) for a in args)}"[:120]
        try:
            self.child.stdin.write((json.dumps([name, [str(a) for a in args]]) + "\n").encode())
            self.child.stdin.flush()
        except (BrokenPipeError, OSError):
            self.close()
            raise CheckError(f"the registry's function {call}: its child ended") from None
        said = self._line(f"the call {call}")
        if said.startswith("value "):
            text = said[6:]
            return text == "True" if text in ("True", "False") else Fraction(text)
        raise CheckError(f"the registry's function {call}: {said[6:] or 'no answer (its child ended)'}"[:300])

    def close(self) -> None:
        if self.child is not None:
            _end(self.child)
            self.child = None
        if self.work is not None:
            shutil.rmtree(self.work, ignore_errors=True)
            self.work = None
        self.pending = b""
# Line bound: under 300 lines (tests/test_trusted_base.py holds the module to it).
