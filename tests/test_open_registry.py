"""A user's own registry (docs/registry.md): claims with only id, statement, vars, holds and
expect; a declared [paper]; functions from a module the registry names; ``-`` as stdout."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from certify.claims import papers
from certify.errors import CertifyError
from certify.claims import loading

ROOT = Path(__file__).resolve().parent.parent
TWO_CLAIMS = '''
[[claim]]
id = "mine.odd-sum"
statement = "The sum of the first n odd numbers is n^2."
vars = { n = [1, 40] }
holds = "Eq(Sum(2*i - 1, (i, 1, n)), n**2)"
expect = "verified"

[[claim]]
id = "mine.square-below-power"
statement = "n^2 <= 2^n for every n >= 0."
vars = { n = [0, 20] }
holds = "n**2 <= 2**n"
expect = "refuted"
'''


def certify(*args, cwd):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "certify.cli", *args], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=300)


def test_two_claim_registry_prints_its_json_report_on_stdout(tmp_path):
    (tmp_path / "mine.toml").write_text(TWO_CLAIMS)
    run = certify("audit", "--registry", "mine.toml", "--json", "-", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert {c["id"]: c["status"] for c in report["claims"]} == {"mine.odd-sum": "verified",
                                                                 "mine.square-below-power": "refuted"}
    assert not (tmp_path / "-").exists()
    assert "counterexample at n = 3" in run.stderr  # the summary moved to stderr, one line per claim
    usage = certify("audit", "--registry", "mine.toml", "--only", "nobody", cwd=tmp_path)
    assert usage.returncode == 2 and "--only nobody" in usage.stderr and "Traceback" not in usage.stderr


def test_method_is_inferred_and_a_declared_paper_names_the_report(tmp_path):
    path = tmp_path / "sums.toml"
    path.write_text('''
[paper]
key = "sums"
title = "On sums of odd numbers"
authors = ["A. Author"]
year = 2024
arxiv = "2401.00001"

[[claim]]
id = "sums.all-n"
statement = "n^2 - (n - 1)^2 = 2n - 1."
vars = { n = [1, "oo"] }
holds = "Eq(n**2 - (n - 1)**2, 2*n - 1)"
expect = "proved"

[[claim]]
id = "sums.small"
statement = "n^2 >= n."
vars = { n = [0, 10] }
holds = "n**2 >= n"
expect = "verified"
''')
    claims = loading.load(path).claims
    assert claims["sums.all-n"].method == "symbolic" and claims["sums.small"].method == "bounded"
    assert claims["sums.small"].locator == "" and claims["sums.small"].paper == "sums"
    assert papers.title("sums") == "A. Author, On sums of odd numbers"
    run = certify("audit", "--registry", str(path), "--report", "-", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "## A. Author, On sums of odd numbers (`sums`)" in run.stdout
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(path.read_text().replace('id = "sums.small"', 'id = "other.small"'))
    with pytest.raises(CertifyError, match="key of this file's \\[paper\\]"):
        loading.load(wrong).claims


def test_a_seed_key_still_needs_its_paper_file(tmp_path):
    path = tmp_path / "fake.toml"
    path.write_text('[[claim]]\nid = "nica.fake"\nstatement = "x"\nvars = { n = [1, 3] }\nholds = "n >= 1"\n'
                    'expect = "verified"\npaper = "mine.txt"\n')
    with pytest.raises(CertifyError, match="seed paper key .nica."):
        loading.load(path).claims


def test_functions_from_a_named_module_are_exact(tmp_path):
    (tmp_path / "myfunctions.py").write_text('''
from fractions import Fraction
from certify.claims.functions import function

@function()
def harmonic_user(n):
    return sum(Fraction(1, k) for k in range(1, int(n) + 1))

@function()
def float_user(n):
    return 0.5 * int(n)
''')
    (tmp_path / "h.toml").write_text('''
[functions]
module = "myfunctions.py"

[[claim]]
id = "h.harmonic"
statement = "H_n - H_(n-1) = 1/n."
vars = { n = [2, 30] }
holds = "Eq(harmonic_user(n) - harmonic_user(n - 1), 1/n)"
expect = "verified"
''')
    (tmp_path / "f.toml").write_text('''
[[claim]]
id = "f.half"
statement = "n/2 is n/2."
vars = { n = [1, 4] }
holds = "Eq(float_user(n), n/2)"
expect = "verified"
''')
    run = certify("audit", "--registry", "h.toml", "--format", "json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["claims"][0]["status"] == "verified"
    floats = certify("audit", "--registry", "f.toml", "--functions", "myfunctions.py", cwd=tmp_path)
    assert floats.returncode != 0 and "float_user returned float" in (floats.stdout + floats.stderr)
    implicit = certify("audit", "--registry", "f.toml", cwd=tmp_path)  # never found without being named
    # the parser refuses a call of a function nobody declared: the registry is refused in one line naming it
    assert implicit.returncode == 5 and "f.half" in implicit.stderr and "float_user" in implicit.stderr
    assert len(implicit.stderr.strip().splitlines()) == 1
