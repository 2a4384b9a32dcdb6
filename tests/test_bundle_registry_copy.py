"""A user's bundle checks (issue 38, item 4): the writer copies the registry it was written from
into the bundle (``registry/``, with any functions module) and records its digest;
``certify check DIR`` binds the claims to it (the packaged registry when it is that one, else the
bundle's own copy, its digest covering its functions module), ``--registry FILE`` checks against
the user's copy and refuses a bundle written from another; a functions module (Python) runs only
in isolated children, and the verdict names it and says whose copy it was (hostile modules:
tests/test_bundle_user_functions.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle

ROOT = Path(__file__).resolve().parent.parent
SUMS = ROOT / "docs" / "examples" / "sums.toml"
CERTIFY = str(Path(sys.executable).with_name("certify"))
MARKER = Path("/tmp/certify-bundle-functions-ran")


def build(path: Path, registry: Path) -> Path:
    with staging(path) as root:
        write_bundle(run_audit(registry=registry, evidence=root), root, registry)
    return path


def check(bundle: Path, *extra, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([CERTIFY, "check", str(bundle), *extra], capture_output=True, text=True, cwd=cwd or bundle.parent)


@pytest.fixture(scope="module")
def sums(tmp_path_factory) -> Path:
    """The example's bundle; its function (loaded by the audit, as the registry names it) is
    unregistered afterwards, so no later test sees it."""
    from certify.claims import functions, user_functions

    before = set(functions.FUNCTIONS)
    try:
        yield build(tmp_path_factory.mktemp("sums") / "bundle", SUMS)
    finally:
        for name in set(functions.FUNCTIONS) - before:
            del functions.FUNCTIONS[name]
        user_functions._LOADED.pop((SUMS.parent / "sums_functions.py").resolve(), None)


def test_the_registry_and_its_functions_module_are_copied_and_bound(sums):
    manifest = json.loads((sums / "manifest.json").read_text())
    assert manifest["registry"]["files"] == ["sums.toml"] and manifest["registry"]["functions"] == ["sums_functions.py"]
    assert (sums / "registry" / "sums.toml").read_bytes() == SUMS.read_bytes()
    run = check(sums, "--registry", str(SUMS))
    assert run.returncode == 0, run.stderr
    assert "valid bundle: 3 claims" in run.stdout and "sums_functions.py sha256" in run.stdout and "trusted (yours" in run.stdout and str(SUMS) in run.stdout


def test_without_registry_the_bundle_checks_from_its_own_copy(sums, tmp_path):
    """Plain ``certify check DIR``: the bundle's copy, its module run only in isolated children;
    a module swapped in the copy is refused before it runs (the digest covers it)."""
    run = check(sums)
    assert run.returncode == 0 and "valid bundle: 3 claims" in run.stdout, run.stdout + run.stderr
    assert "the bundle's own registry copy" in run.stdout and "sums_functions.py sha256" in run.stdout
    bundle = Path(shutil.copytree(sums, tmp_path / "b"))
    (bundle / "registry" / "sums_functions.py").write_text(f"open({str(MARKER)!r}, 'w').close()\n")
    MARKER.unlink(missing_ok=True)
    for cwd in (bundle.parent, bundle):
        run = check(bundle, cwd=cwd)
        assert run.returncode == 1 and "its manifest was written from" in run.stderr, run.stderr
    assert not MARKER.exists()


def test_a_bundle_written_from_another_registry_is_refused(sums):
    run = check(sums, "--registry", str(ROOT / "certify" / "claims" / "data"))
    assert run.returncode == 1 and "written from the registry sha256" in run.stderr


def test_a_registry_without_functions_is_found_inside_the_bundle(tmp_path):
    text = SUMS.read_text()
    own = tmp_path / "own.toml"  # sums.toml without its function and the claim that calls it
    own.write_text(text.split("[functions]")[0] + "[[claim]]" + text.split("[[claim]]", 2)[2])
    assert "odd_sum" not in own.read_text()
    bundle = build(tmp_path / "bundle", own)
    run = check(bundle)
    assert run.returncode == 0 and "the bundle's own registry copy" in run.stdout, (run.stdout, run.stderr)
    manifest = json.loads((bundle / "manifest.json").read_text())
    manifest["registry"]["sha256"] = "0" * 64  # a copy that is not what the bundle was written from
    (bundle / "manifest.json").write_text(json.dumps(manifest))
    assert check(bundle).returncode == 1


def test_a_copy_naming_python_is_bound_whatever_the_manifest_says(sums, tmp_path):
    """The manifest hides the module; the copy's [functions] still names it, so the digest covers
    it: a swapped module is refused, and never runs in this process."""
    bundle = Path(shutil.copytree(sums, tmp_path / "b"))
    (bundle / "registry" / "sums_functions.py").write_text(f"open({str(MARKER)!r}, 'w').close()\n")
    manifest = json.loads((bundle / "manifest.json").read_text())
    manifest["registry"]["functions"] = []
    (bundle / "manifest.json").write_text(json.dumps(manifest))
    MARKER.unlink(missing_ok=True)
    run = check(bundle)
    assert run.returncode == 1 and "its manifest was written from" in run.stderr, run.stderr
    assert not MARKER.exists()


def test_the_command_line_bundle_of_a_users_registry_records_that_registry(tmp_path):
    """``certify audit --registry FILE --certificates DIR`` as a user runs it (the writer takes the
    audit's own registry): the manifest names the user's registry, not the packaged one, and the
    bundle checks against it (once the packaged registry's digest was recorded, so no user's
    bundle could check)."""
    from certify.checkers._bundle_registry import digest, module_files, registry_files

    registry = tmp_path / "sums.toml"
    shutil.copyfile(SUMS, registry)
    shutil.copyfile(SUMS.parent / "sums_functions.py", tmp_path / "sums_functions.py")
    audit = subprocess.run([CERTIFY, "audit", "--registry", str(registry), "--certificates", str(tmp_path / "b"), "-q"],
                           capture_output=True, text=True, cwd=tmp_path)
    assert audit.returncode == 0, audit.stderr
    manifest = json.loads((tmp_path / "b" / "manifest.json").read_text())
    files = registry_files(registry)
    assert manifest["registry"]["sha256"] == digest(files, module_files(registry, files))
    assert module_files(registry, files) == [("sums_functions.py", (tmp_path / "sums_functions.py").read_bytes())]
    run = check(tmp_path / "b", "--registry", str(registry))
    assert run.returncode == 0 and "valid bundle: 3 claims" in run.stdout, run.stderr
