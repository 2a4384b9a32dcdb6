"""A user's bundle whose registry has a functions module checks with plain ``certify check DIR``
(issue 38, item 4): the module is the bundle's copy, bound by the registry digest the manifest
records (which covers the module), run only in isolated children (the expression index's child
and the evaluating child, certify/checkers/_isolated.py); the verdict names the registry, the
module and its sha256, and says it was the bundle's copy. A hostile module in a bundle (writes
to the checker's directory or HOME, reads the checker's environment, loops, allocates 10 GB,
starts a process) is refused or contained, and nothing hangs."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from certify.checkers._bundle_registry import digest, module_files, registry_files

CERTIFY = str(Path(sys.executable).with_name("certify"))
HANG_GUARD = 600  # seconds: only so that a hang fails the test instead of the suite (never a speed limit)

FUNCTIONS = '''
from certify.claims.functions import function


@function()
def fib(n):
    a, b = 0, 1
    for _ in range(int(n)):
        a, b = b, a + b
    return a


@function()
def is_prime(n):
    n = int(n)
    return int(n >= 2 and all(n % d for d in range(2, n)))
'''

REGISTRY = '''
[paper]
key = "hf"
title = "Functions in a bundle"

[functions]
module = "hf_functions.py"

[[claim]]
id = "hf.cassini"
statement = "F(n-1) F(n+1) - F(n)^2 = (-1)^n for 1 <= n <= 40."
vars = { n = [1, 40] }
holds = "Eq(fib(n - 1)*fib(n + 1) - fib(n)**2, (-1)**n)"
expect = "verified"

[[claim]]
id = "hf.euler"
statement = "n^2 + n + 41 is prime for every n >= 1."
vars = { n = [1, "oo"] }
holds = "Eq(is_prime(n**2 + n + 41), 1)"
expect = "refuted"

[[claim]]
id = "hf.odd-sum"
statement = "The sum of the first n odd numbers is n^2."
vars = { n = [1, "oo"] }
holds = "Eq(Sum(2*i - 1, (i, 1, n)), n**2)"
expect = "proved"
'''


def check(bundle: Path, *extra, env=None, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([CERTIFY, "check", str(bundle), *extra], capture_output=True, text=True, cwd=cwd or bundle.parent,
                          env=env, timeout=HANG_GUARD)


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> Path:
    """The registry, as a user writes it (a directory outside the checkout), audited into a bundle."""
    home = tmp_path_factory.mktemp("paper")
    (home / "hf_functions.py").write_text(FUNCTIONS)
    (home / "hf.toml").write_text(REGISTRY)
    audit = subprocess.run([CERTIFY, "audit", "--registry", str(home / "hf.toml"), "--certificates", str(home / "bundle"), "-q"],
                           capture_output=True, text=True, cwd=home, timeout=HANG_GUARD)
    assert audit.returncode == 0, audit.stdout + audit.stderr
    return home / "bundle"


def with_module(bundle: Path, tmp_path: Path, prefix: str, functions: str = FUNCTIONS) -> Path:
    """A copy of the bundle whose registry copy's functions module is ``text``, its manifest
    rewritten to that copy's digest (a consistent hostile bundle, not a tampered one)."""
    copy = Path(shutil.copytree(bundle, tmp_path / "hostile"))
    (copy / "registry" / "hf_functions.py").write_text(textwrap.dedent(prefix) + functions)
    files = registry_files(copy / "registry")
    manifest = json.loads((copy / "manifest.json").read_text())
    manifest["registry"]["sha256"] = digest(files, module_files(copy / "registry", files, copy=True))
    (copy / "manifest.json").write_text(json.dumps(manifest))
    return copy


def test_the_bundle_checks_plainly_naming_the_registry_and_module_it_trusted(written):
    run = check(written)
    assert run.returncode == 0, run.stdout + run.stderr
    module = hashlib.sha256((written / "registry" / "hf_functions.py").read_bytes()).hexdigest()
    manifest = json.loads((written / "manifest.json").read_text())
    assert "valid bundle: 3 claims" in run.stdout and "1 proved, 1 verified, 1 refuted" in run.stdout
    assert f"registry sha256 {manifest['registry']['sha256']}" in run.stdout and "the bundle's own registry copy" in run.stdout
    assert f"hf_functions.py sha256 {module}" in run.stdout and "the bundle's copy" in run.stdout


def test_the_registry_digest_covers_the_functions_module(written, tmp_path):
    """The same TOML with another module is another registry: --registry of it refuses the bundle,
    and a bundle whose copy's module was swapped (manifest untouched) is refused before it runs."""
    other = tmp_path / "other"
    other.mkdir()
    shutil.copyfile(written / "registry" / "hf.toml", other / "hf.toml")
    (other / "hf_functions.py").write_text(FUNCTIONS + "\n# another module\n")
    run = check(written, "--registry", str(other / "hf.toml"))
    assert run.returncode == 1 and "written from the registry sha256" in run.stderr, run.stderr
    swapped = Path(shutil.copytree(written, tmp_path / "swapped"))
    marker = tmp_path / "ran"
    (swapped / "registry" / "hf_functions.py").write_text(FUNCTIONS + f"\nopen({str(marker)!r}, 'w').close()\n")
    run = check(swapped)
    assert run.returncode == 1 and "not the" in run.stderr and "its manifest was written from" in run.stderr, run.stderr
    assert not marker.exists()


def test_a_module_writing_to_the_checkers_directory_or_home_is_refused(written, tmp_path):
    cwd, home = tmp_path / "cwd", tmp_path / "home"
    cwd.mkdir()
    home.mkdir()
    targets = [cwd / "planted", home / "planted", home / ".bashrc"]
    hostile = with_module(written, tmp_path, f'''
        import os
        for target in {[str(t) for t in targets]!r}:
            try:
                open(target, "w").write("planted")
            except OSError:
                pass
        for call in (lambda: os.mkdir({str(home / "d")!r}), lambda: os.rename({str(cwd)!r}, {str(tmp_path / "moved")!r})):
            try:
                call()
            except OSError:
                pass
        ''')
    run = check(hostile, env={**os.environ, "HOME": str(home)}, cwd=cwd)
    assert run.returncode == 0, run.stdout + run.stderr  # contained: the functions it registers still work
    assert not any(t.exists() for t in targets) and not (home / "d").exists() and cwd.is_dir()
    uncaught = with_module(written, tmp_path / "2", f'open({str(cwd / "planted")!r}, "w").write("x")\n')
    run = check(uncaught, cwd=cwd)
    assert run.returncode != 0 and "refused" in run.stderr and not (cwd / "planted").exists(), run.stderr


def test_a_module_cannot_read_the_checkers_environment(written, tmp_path):
    """fib answers wrongly if the module sees the secret (its environment, or any /proc environ
    it can read): the bundle checks valid only if it saw nothing."""
    hostile = with_module(written, tmp_path, '''
        import glob, os
        seen = "hunter2" in repr(dict(os.environ))
        for path in glob.glob("/proc/[0-9]*/environ"):
            try:
                seen = seen or b"hunter2" in open(path, "rb").read()
            except OSError:
                pass
        ''', FUNCTIONS.replace("    return a\n", "    return a + int(seen)\n"))
    run = check(hostile, env={**os.environ, "CERTIFY_TEST_SECRET": "hunter2"})
    assert run.returncode == 0, run.stdout + run.stderr


def test_a_module_that_loops_forever_is_killed(written, tmp_path):
    """At import (in the index's child: ten times --timeout) and in a call (--timeout): killed, exit 4."""
    at_import = with_module(written, tmp_path / "1", "while True:\n    pass\n")
    run = check(at_import, "--timeout", "2")
    assert run.returncode == 4 and "did not finish within 20 s" in run.stderr, run.stderr
    in_a_call = with_module(written, tmp_path / "2", "", FUNCTIONS.replace("    a, b = 0, 1\n", "    a, b = 0, 1\n"
                                                                           "    while int(n) == 7:\n        pass\n"))
    run = check(in_a_call, "--timeout", "3")
    assert run.returncode == 4 and "did not finish within 3 s" in run.stderr and "fib" in run.stderr, run.stderr


def test_a_module_allocating_10_gb_fails_within_its_limit(written, tmp_path):
    hostile = with_module(written, tmp_path, "hog = bytearray(10 << 30)\n")
    run = check(hostile, env={**os.environ, "CERTIFY_CHECK_CHILD_MEMORY_MB": "2048"})
    assert run.returncode in (1, 3, 5) and "MemoryError" in run.stderr, run.stderr


def test_a_module_cannot_start_a_process_or_open_a_socket(written, tmp_path):
    marker = tmp_path / "touched"
    hostile = with_module(written, tmp_path, f'''
        import socket, subprocess
        for attempt in (lambda: subprocess.run(["touch", {str(marker)!r}]), lambda: socket.socket(),
                        lambda: __import__("os").system("touch {marker}")):
            try:
                attempt()
            except OSError:
                pass
        ''')
    run = check(hostile)
    assert run.returncode == 0 and not marker.exists(), run.stdout + run.stderr


def test_a_copy_must_name_the_module_it_binds(written, tmp_path):
    """A copy whose [functions] names its module by a path (which the loader would resolve to a
    file the digest does not cover) is refused before anything runs."""
    elsewhere = tmp_path / "hostile" / "lib"
    bundle = with_module(written, tmp_path, "")
    elsewhere.mkdir()
    marker = tmp_path / "ran"
    (elsewhere / "hf_functions.py").write_text(f"open({str(marker)!r}, 'w').close()\n" + FUNCTIONS)
    toml = bundle / "registry" / "hf.toml"
    toml.write_text(toml.read_text().replace('module = "hf_functions.py"', 'module = "../lib/hf_functions.py"'))
    files = registry_files(bundle / "registry")
    manifest = json.loads((bundle / "manifest.json").read_text())
    manifest["registry"]["sha256"] = digest(files, [("hf_functions.py", (bundle / "registry" / "hf_functions.py").read_bytes())])
    (bundle / "manifest.json").write_text(json.dumps(manifest))
    run = check(bundle)
    assert run.returncode == 3 and "not a file beside it" in run.stderr, run.stderr
    assert not marker.exists()
