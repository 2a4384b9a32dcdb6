"""Outside review, session 35 (fixed in session 36), the bundle and its checker:

1. a functions module's helper modules (beside it, imported by it) are part of the registry: copied
   into the bundle, covered by its digest, and nothing unbound beside them in the bundle's copy;
2. a refuted claim whose counterexample needs the audit size N re-derives: N is recorded in the
   point, held to N >= 2 and to the claim's range at that N;
3. a limit (exit 4) is said as a limit, not as INVALID;
4. a Coq rejection shows coqc's error, not its warnings;
5. a bundle's copy of the shipped Coq library must be the package's, byte for byte."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from certify.checkers import CheckError
from certify.checkers import coq
from certify.checkers._bundle_registry import digest, helpers, module_files, registry_files

CERTIFY = str(Path(sys.executable).with_name("certify"))
HANG_GUARD = 600  # seconds: only so that a hang fails the test instead of the suite

HELPER = '''
def fib_raw(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
'''

FUNCTIONS = '''
import helper  # beside it: the loader imports a functions module with its own folder on the path
from certify.claims.functions import function


@function()
def fib(n):
    return helper.fib_raw(int(n))
'''

HELPED = '''
[paper]
key = "hh"
title = "A functions module with a helper"

[functions]
module = "hh_functions.py"

[[claim]]
id = "hh.cassini"
statement = "F(n-1) F(n+1) - F(n)^2 = (-1)^n for 1 <= n <= 40."
vars = { n = [1, 40] }
holds = "Eq(fib(n - 1)*fib(n + 1) - fib(n)**2, (-1)**n)"
expect = "verified"
'''

PLAIN = '''
[paper]
key = "pp"
title = "Nothing but arithmetic"

[[claim]]
id = "pp.square"
statement = "n^2 >= n for 1 <= n <= 40."
vars = { n = [1, 40] }
holds = "n**2 >= n"
expect = "verified"
'''

SIZED = '''
[paper]
key = "nn"
title = "A counterexample at the audit size"

[[claim]]
id = "nn.below"
statement = "n < N for every n up to N."
vars = { n = [1, "N"] }
holds = "n < N"
expect = "refuted"
max = 12
'''


def run(*args, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([CERTIFY, *map(str, args)], capture_output=True, text=True, timeout=HANG_GUARD,
                          env=None if env is None else {**os.environ, **env})


def audited(folder: Path, name: str, registry: str, extra: dict | None = None) -> Path:
    source = folder / "source"
    source.mkdir()
    (source / f"{name}.toml").write_text(registry)
    for file, text in (extra or {}).items():
        (source / file).write_text(text)
    done = run("audit", "--registry", source / f"{name}.toml", "--certificates", folder / "bundle")
    assert done.returncode == 0, done.stderr
    return folder / "bundle"


@pytest.fixture(scope="module")
def helped(tmp_path_factory) -> Path:
    return audited(tmp_path_factory.mktemp("helped"), "hh", HELPED, {"hh_functions.py": FUNCTIONS, "helper.py": HELPER})


@pytest.fixture(scope="module")
def plain(tmp_path_factory) -> Path:
    return audited(tmp_path_factory.mktemp("plain"), "pp", PLAIN)


@pytest.fixture(scope="module")
def sized(tmp_path_factory) -> Path:
    return audited(tmp_path_factory.mktemp("sized"), "nn", SIZED)


def copy(bundle: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(bundle, tmp_path / "b"))


# 1. helper modules


def test_the_helper_a_functions_module_imports_is_in_the_bundle_and_checks(helped):
    assert (helped / "registry" / "helper.py").read_text() == HELPER
    written = json.loads((helped / "manifest.json").read_text())["registry"]
    source = helped.parent / "source"
    files = registry_files(source)
    assert written["sha256"] == digest(files, module_files(source, files))  # the digest covers the helper
    assert digest(files, module_files(source, files)) != digest(files, [m for m in module_files(source, files)
                                                                        if m[0] != "helper.py"])
    done = run("check", helped)
    assert done.returncode == 0, done.stderr
    assert "helper.py sha256" in done.stdout


def test_a_changed_helper_in_the_bundle_is_refused(helped, tmp_path):
    bundle = copy(helped, tmp_path)
    (bundle / "registry" / "helper.py").write_text(HELPER.replace("a + b", "a + b + 1"))
    done = run("check", bundle)
    assert done.returncode != 0 and "sha256" in done.stderr and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("extra", ["__pycache__/helper.cpython-311.pyc", "helper/__init__.py", "helper.cpython-311-x86_64-linux-gnu.so"])
def test_nothing_unbound_beside_the_modules_of_a_bundles_copy(helped, tmp_path, extra):
    bundle = copy(helped, tmp_path)
    path = bundle / "registry" / extra
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("raise SystemExit('ran')\n")
    done = run("check", bundle)
    assert done.returncode == 3 and "digest does not bind" in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr


def test_helpers_are_read_not_run(tmp_path):
    (tmp_path / "one.py").write_text("import two\nraise SystemExit('ran')\n")
    (tmp_path / "two.py").write_text("from three import x\nimport os, json\n")
    (tmp_path / "three.py").write_text("import one\nx = 1\n")
    (tmp_path / "unused.py").write_text("")
    assert helpers(tmp_path, b"import os\nimport one.sub\ndef f():\n    from two import y\n", set()) == \
        ["one.py", "two.py", "three.py"]
    assert helpers(tmp_path, b"import (", set()) == []


# 2. a counterexample at the audit size N


def test_a_counterexample_at_the_audit_size_re_derives(sized):
    record = json.loads((sized / "manifest.json").read_text())["claims"][0]
    assert record["counterexample"] == {"n": "12", "N": "12"}
    done = run("check", sized)
    assert done.returncode == 0, done.stderr
    assert "1 refuted" in done.stdout


@pytest.mark.parametrize("point,message", [({"n": "1", "N": "1"}, "below 2"),
                                           ({"n": "13", "N": "12"}, "outside its bounds"),
                                           ({"n": "0", "N": "0"}, "below 2"),
                                           ({"n": "5", "N": "5/2"}, "not an integer")])
def test_the_counterexamples_N_is_held_to_N_at_least_2_and_the_range(sized, tmp_path, point, message):
    bundle = copy(sized, tmp_path)
    doc = json.loads((bundle / "manifest.json").read_text())
    doc["claims"][0]["counterexample"] = point
    (bundle / "manifest.json").write_text(json.dumps(doc))
    done = run("check", bundle)
    assert done.returncode == 1 and message in done.stderr and "INVALID" in done.stderr, done.stderr


# 3. a limit is said as a limit


def test_a_limit_is_not_called_invalid(plain):
    done = run("check", plain, env={"CERTIFY_CHECK_MAX_POINTS": "3"})
    assert done.returncode == 4, done.stderr
    assert "LIMIT" in done.stderr and "INVALID" not in done.stderr and "CERTIFY_CHECK_MAX_POINTS" in done.stderr


# 4. coqc's error, not its warnings


WARNED = ("From Coq Require Import Arith.\n"
          "Lemma a : forall n m, n <= n + m.\nProof. exact le_plus_l. Qed.\n"  # deprecated since Coq 8.16: a warning
          "Lemma b : forall n m, n <= n + m.\nProof. exact le_plus_l. Qed.\n"
          "Theorem wrong : 1 = 2.\nProof. reflexivity. Qed.\n")


def test_the_error_lines_are_kept_and_the_warnings_left_out():
    said = ('File "./X.v", line 3, characters 13-22:\nWarning: Notation le_plus_l is deprecated since 8.16.\n'
            "The Arith.Plus file is obsolete.\n[deprecated-syntactic-definition,deprecated]\n" * 3
            + 'File "./X.v", line 5, characters 7-18:\nError: Unable to unify "2" with "1".\n')
    shown = coq.errors(said)
    assert "Error: Unable to unify" in shown and "deprecated" not in shown and "\n" not in shown
    assert coq.errors("coqc: something else\n") == "coqc: something else"


@pytest.mark.skipif(shutil.which("coqc") is None, reason="needs coqc")
def test_a_coq_rejection_shows_the_error_not_a_deprecation_warning(tmp_path):
    (tmp_path / "Warned.v").write_text(WARNED)
    with pytest.raises(CheckError) as raised:
        coq.check_file(tmp_path, timeout=120)
    assert "Error" in str(raised.value) and "Unable to unify" in str(raised.value), raised.value
    assert "deprecated" not in str(raised.value)


# 5. a bundle's copy of the shipped Coq library


def test_a_copy_of_the_shipped_library_equal_to_the_packages_is_accepted(plain, tmp_path):
    bundle = copy(plain, tmp_path)
    (bundle / "coq").mkdir()
    shutil.copyfile(coq.LIBRARY / "GuessWho.v", bundle / "coq" / "GuessWho.v")
    done = run("check", bundle)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", ["GuessWho", "AB2W"])
def test_a_differing_copy_of_the_shipped_library_is_refused(plain, tmp_path, name):
    bundle = copy(plain, tmp_path)
    (bundle / "coq").mkdir()
    (bundle / "coq" / f"{name}.v").write_bytes((coq.LIBRARY / f"{name}.v").read_bytes() + b"Axiom cheat : False.\n")
    done = run("check", bundle)
    assert done.returncode == 1 and f"coq/{name}.v" in done.stderr and "INVALID" in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) <= 2 and "Traceback" not in done.stderr


def test_a_symlinked_copy_of_the_shipped_library_is_refused(plain, tmp_path):
    bundle = copy(plain, tmp_path)
    (bundle / "coq").mkdir()
    (bundle / "coq" / "GuessWho.v").symlink_to(coq.LIBRARY / "GuessWho.v")
    done = run("check", bundle)
    assert done.returncode == 1 and "coq/GuessWho.v" in done.stderr and "symlink" in done.stderr, done.stderr
