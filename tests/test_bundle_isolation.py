"""Checking runs nothing from the bundle (issue 37, item 1): every child process of a checker
(the DRAT checker, the solver workers, coqc) starts isolated from the caller's directory and
environment. Tried with the bundle as the working directory and a fake ``certify`` package in
it whose DRAT checker accepts anything: a forged proof is still refused."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle
from certify.checkers import CheckError
from certify.checkers import _isolated as isolated

ROOT = Path(__file__).resolve().parent.parent
SAT = "paz.optimal.predetermined-lies.sat"
CERTIFY = str(Path(sys.executable).with_name("certify"))  # the console script (``python -m`` would put the cwd first)
FAKE_DRAT = "import sys\nprint(sys.argv[1] + ': valid drat: forged'); open('/tmp/certify-fake-drat-ran', 'w').close()\n"


@pytest.fixture(scope="module")
def sat_bundle(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("iso") / "bundle"
    with staging(path) as root:
        write_bundle(run_audit(only=SAT, solvers=("z3",), evidence=root), root)
    return path


def _forge(bundle: Path) -> None:
    """Replace a DRAT proof by the bare empty clause, rehash it, and plant a fake ``certify`` package whose
    DRAT checker accepts anything, where ``python -m`` from the bundle's directory would find it."""
    doc = json.loads((bundle / "manifest.json").read_text())
    drat = max((item for item in doc["claims"][0]["evidence"] if item["path"].endswith(".drat")),
               key=lambda item: (bundle / item["path"]).stat().st_size)
    (bundle / drat["path"]).write_text("0\n")  # the empty clause at once: not a refutation by unit propagation
    drat["sha256"] = hashlib.sha256((bundle / drat["path"]).read_bytes()).hexdigest()
    main = next(item for item in doc["claims"][0]["evidence"] if item["path"] == drat["path"].replace(".drat", ".json"))
    certificate = json.loads((bundle / main["path"]).read_text())
    certificate["proof_sha256"] = drat["sha256"]  # the certificate names the forged proof
    (bundle / main["path"]).write_text(json.dumps(certificate, sort_keys=True, separators=(",", ":")) + "\n")
    main["sha256"] = hashlib.sha256((bundle / main["path"]).read_bytes()).hexdigest()
    (bundle / "manifest.json").write_text(json.dumps(doc))
    fake = bundle / "certify" / "checkers"
    fake.mkdir(parents=True)
    (bundle / "certify" / "__init__.py").write_text("")
    (fake / "__init__.py").write_text("")
    (fake / "drat.py").write_text(FAKE_DRAT)


def test_a_fake_certify_package_in_the_bundle_is_never_imported(sat_bundle, tmp_path):
    bundle = Path(shutil.copytree(sat_bundle, tmp_path / "b"))
    _forge(bundle)
    marker = Path("/tmp/certify-fake-drat-ran")
    marker.unlink(missing_ok=True)
    run = subprocess.run([CERTIFY, "check", "."], cwd=bundle, capture_output=True, text=True)
    assert run.returncode == 1, (run.stdout, run.stderr)
    said = run.stdout + run.stderr
    assert "INVALID" in said and SAT in said and "drat" in said.lower() and len(said.splitlines()) == 1, said
    assert not marker.exists()
    assert sorted(p.name for p in bundle.iterdir()) == sorted([p.name for p in sat_bundle.iterdir()] + ["certify"])


def test_the_honest_proof_checks_from_the_bundle_directory(sat_bundle):
    run = subprocess.run([CERTIFY, "check", "."], cwd=sat_bundle, capture_output=True, text=True)
    assert run.returncode == 0 and "valid" in run.stdout, (run.stdout, run.stderr)


def test_a_child_gets_a_clean_environment_and_a_private_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CERTIFY_SECRET", "x")
    probe = "import json, os, sys; print(json.dumps([os.getcwd(), sorted(os.environ), sys.flags.isolated, sys.path[0]]))"
    found = isolated.run([sys.executable, "-c", probe], timeout=60)
    cwd, names, flag, first = json.loads(found.stdout)
    assert cwd != str(tmp_path) and not Path(cwd).exists()  # its own directory, removed afterwards
    assert "CERTIFY_SECRET" not in names and set(names) <= {"PATH", "HOME", "TMPDIR", "LC_ALL", "LC_CTYPE"}
    found = isolated.run(isolated.python_module("json.tool", "--help"), timeout=60)
    assert found.returncode == 0 and "usage" in found.stdout


def test_a_child_beyond_its_time_is_killed_with_exit_4(tmp_path):
    with pytest.raises(CheckError) as error:
        isolated.run([sys.executable, "-c", "import time; time.sleep(60)"], timeout=0.5, what="sleeper")
    assert error.value.exit_code == 4 and "sleeper" in str(error.value)


def test_a_time_limit_is_cpu_time_with_a_clock_backstop_ten_times_longer(monkeypatch):
    """A busy loop is ended by its CPU limit (SIGXCPU: exit 4, named), which a loaded machine does
    not shorten; the clock only ends a starved or sleeping child, after CLOCK times the limit."""
    assert isolated.CLOCK >= 10
    with pytest.raises(CheckError) as error:
        isolated.run([sys.executable, "-c", "while True: pass"], timeout=1, what="spinner")
    assert error.value.exit_code == 4 and "spinner: did not finish within 1 s" in str(error.value)
    waits = []
    real = subprocess.Popen.wait
    monkeypatch.setattr(subprocess.Popen, "wait", lambda self, timeout=None: waits.append(timeout) or real(self, timeout))
    isolated.run([sys.executable, "-c", "pass"], timeout=3)
    assert waits[0] == 3 * isolated.CLOCK


def test_a_child_beyond_its_memory_fails(monkeypatch):
    monkeypatch.setenv("CERTIFY_CHECK_CHILD_MEMORY_MB", "256")
    found = isolated.run([sys.executable, "-c", "x = bytearray(1 << 30)"], timeout=60)
    assert found.returncode != 0 and "MemoryError" in found.stderr


def test_a_killed_checker_leaves_no_child(tmp_path):
    """SIGKILL to the checking process: its child (here a sleeper writing its pid) ends too."""
    pid_file = tmp_path / "child.pid"
    sleeper = f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(120)"
    parent = subprocess.Popen([sys.executable, "-c", "import sys; from certify.checkers import _isolated as i; "
                               f"i.run([sys.executable, '-c', {sleeper!r}], timeout=300)"])
    for _ in range(600):
        if pid_file.exists() and pid_file.read_text():
            break
        time.sleep(0.05)
    child = int(pid_file.read_text())
    parent.kill()
    parent.wait()
    for _ in range(200):  # the watcher polls its parent every 0.05 s
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        os.kill(child, 9)
        raise AssertionError("the child outlived its killed checker")
