"""Review 35: a registry's functions module escaped the audit hook of
certify/checkers/_isolated.py through a directory descriptor. The "open" event names only the
path, so ``fd = os.open(OUTSIDE, O_RDONLY)`` then ``os.open(NAME, O_CREAT, dir_fd=fd)`` or
``os.mkdir(NAME, dir_fd=fd)`` wrote outside the child's private directory and the bundle still
checked valid. Now any dir_fd, os.open for writing by a relative path, a descriptor of ``/``,
``/proc`` or O_PATH outside, a ``..`` walking out of the private directory, a symlink and
os.mkfifo are refused (a directory descriptor serves for reading only: certify's own bundle
reader walks directories O_NOFOLLOW by descriptor in the same child); an ordinary module
still loads and evaluates."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.test_bundle_user_functions import FUNCTIONS, check, with_module, written  # noqa: F401  (a fixture)

HANG_GUARD = 600  # seconds: only so that a hang fails the test (never a speed limit)


def escaping(outside: Path) -> str:
    """The reviewer's module prefix: a file and a directory made in ``outside`` through a descriptor."""
    return f'''
        import os
        for attempt in ("file", "dir"):
            try:
                fd = os.open({str(outside)!r}, os.O_RDONLY | os.O_DIRECTORY)
                if attempt == "file":
                    w = os.open("written-by-module", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644, dir_fd=fd)
                    os.write(w, b"escaped\\n")
                    os.close(w)
                else:
                    os.mkdir("made-dir", dir_fd=fd)
            except OSError:
                pass
        '''


def test_a_module_cannot_write_outside_through_a_directory_descriptor(written, tmp_path):
    outside = tmp_path / "escape"
    outside.mkdir()
    hostile = with_module(written, tmp_path, escaping(outside))
    run = check(hostile)
    assert run.returncode == 0, run.stdout + run.stderr  # contained: its functions still work
    assert sorted(os.listdir(outside)) == [], sorted(os.listdir(outside))


def test_an_uncaught_escape_through_a_descriptor_makes_the_check_fail(written, tmp_path):
    outside = tmp_path / "escape"
    outside.mkdir()
    for n, prefix in enumerate((f'import os\nos.mkdir("made-dir", dir_fd=os.open({str(outside)!r}, os.O_RDONLY))\n',
                                f'import os\nos.close(os.open("f", os.O_CREAT | os.O_WRONLY, dir_fd=os.open({str(outside)!r}, '
                                'os.O_RDONLY | os.O_DIRECTORY)))\n')):
        run = check(with_module(written, tmp_path / str(n), prefix))
        assert run.returncode != 0 and "refused" in run.stderr and "valid bundle" not in run.stdout, run.stdout + run.stderr
    assert os.listdir(outside) == []


def test_an_ordinary_module_still_loads_and_evaluates(written, tmp_path):
    """A module that works in its private directory (files, a subdirectory, its own descriptor
    of a file, reading the standard library) loads, and its functions give the right verdicts."""
    ordinary = with_module(written, tmp_path, '''
        import json, os, tempfile
        os.mkdir("scratch")
        with open("scratch/table.json", "w") as f:
            json.dump([0, 1, 1, 2], f)
        with open(os.path.join(os.getcwd(), "scratch", "table.json")) as f:
            TABLE = json.load(f)
        os.rename("scratch/table.json", "scratch/kept.json")
        fd = os.open("scratch/kept.json", os.O_RDONLY)
        os.close(fd)
        with tempfile.NamedTemporaryFile("w") as t:
            t.write("x")
        os.listdir("scratch")
        os.remove("scratch/kept.json")
        os.rmdir("scratch")
        ''')
    run = check(ordinary)
    assert run.returncode == 0 and "valid bundle: 3 claims" in run.stdout, run.stdout + run.stderr
    assert "1 proved, 1 verified, 1 refuted" in run.stdout, run.stdout


CONTAINED = r'''
import os, sys
sys.path.insert(0, sys.argv[1])
from certify.checkers._isolated import contain
os.mkdir("sub")
contain(os.getcwd())
outside, results = sys.argv[2], {}
def attempt(name, call):
    try:
        call()
        results[name] = "done"
    except PermissionError:
        results[name] = "refused"
    except OSError as error:
        results[name] = type(error).__name__
inside = os.open(".", os.O_RDONLY)  # the private directory: allowed
there = os.open(outside, os.O_RDONLY | os.O_DIRECTORY)  # a directory outside: for reading only
attempt("O_PATH outside", lambda: os.open(outside, os.O_PATH))
attempt("a descriptor of /", lambda: os.open("/", os.O_RDONLY))
attempt("a descriptor of /proc", lambda: os.open("/proc", os.O_RDONLY | os.O_DIRECTORY))
attempt("a descriptor of /proc/1", lambda: os.open("/proc/1", os.O_RDONLY))
attempt("os.open write, relative", lambda: os.open("f", os.O_WRONLY | os.O_CREAT, dir_fd=there))
attempt("os.open O_TMPFILE, relative", lambda: os.open(".", os.O_TMPFILE | os.O_WRONLY, dir_fd=there))
attempt("os.open write via ..", lambda: os.open("../" + os.path.basename(outside) + "/f", os.O_WRONLY | os.O_CREAT))
attempt("mkdir dir_fd", lambda: os.mkdir("d", dir_fd=there))
attempt("mkdir dir_fd inside", lambda: os.mkdir("d", dir_fd=inside))
attempt("rename dir_fd", lambda: os.rename("sub", "sub2", dst_dir_fd=there))
attempt("remove dir_fd", lambda: os.remove("readable", dir_fd=there))
attempt("rmdir dir_fd", lambda: os.rmdir("sub", dir_fd=there))
attempt("chmod dir_fd", lambda: os.chmod("readable", 0o600, dir_fd=there))
attempt("chown dir_fd", lambda: os.chown("readable", -1, -1, dir_fd=there))
attempt("utime dir_fd", lambda: os.utime("readable", dir_fd=there))
attempt("link dir_fd", lambda: os.link("sub", "l", src_dir_fd=inside, dst_dir_fd=there))
attempt("fchmod", lambda: os.fchmod(there, 0o700))
attempt("listdir fd", lambda: os.listdir(there))
attempt("scandir fd", lambda: list(os.scandir(there)))
attempt("fchdir", lambda: os.fchdir(there))
attempt("chdir", lambda: os.chdir(outside))
attempt("symlink", lambda: os.symlink(outside, "link"))
attempt("mkfifo", lambda: os.mkfifo(os.path.join(outside, "fifo")))
attempt("posix.mkfifo", lambda: __import__("posix").mkfifo(os.path.join(outside, "fifo")))
attempt("write via ..", lambda: open("sub/../../" + os.path.basename(os.getcwd()) + "/../x", "w"))
attempt("read a file outside", lambda: open(os.path.join(outside, "readable")).read())
attempt("read through the descriptor", lambda: os.close(os.open("readable", os.O_RDONLY, dir_fd=there)))
attempt("listdir outside", lambda: os.listdir(outside))
attempt("write inside", lambda: open("sub/f", "w").write("x"))
attempt("os.open write inside", lambda: os.close(os.open(os.path.join(os.getcwd(), "g"), os.O_WRONLY | os.O_CREAT)))
attempt("mkdir inside", lambda: os.mkdir("sub/d"))
print(repr(results))
'''


def test_contain_refuses_every_directory_descriptor_route(tmp_path):
    """contain() directly, in a child: each route to a directory descriptor is refused; reads and
    work inside the private directory are not."""
    from certify.checkers._isolated import PACKAGE_ROOT

    private, outside = tmp_path / "private", tmp_path / "outside"
    private.mkdir()
    outside.mkdir()
    (outside / "readable").write_text("ok")
    run = subprocess.run([sys.executable, "-I", "-c", textwrap.dedent(CONTAINED), PACKAGE_ROOT, str(outside)],
                         cwd=private, capture_output=True, text=True, timeout=HANG_GUARD)
    assert run.returncode == 0, run.stderr
    results = eval(run.stdout.strip().splitlines()[-1])  # noqa: S307  (our own child's repr of a dict of str)
    allowed = {"read a file outside", "read through the descriptor", "listdir outside", "write inside", "os.open write inside",
               "mkdir inside"}
    assert {k for k, v in results.items() if v == "done"} == allowed, results
    assert all(v == "refused" for k, v in results.items() if k not in allowed), results
    assert sorted(os.listdir(outside)) == ["readable"] and not (tmp_path / "x").exists()
