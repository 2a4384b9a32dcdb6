"""Issue 38's classroom registry, written as a user would (a temp dir, a functions module,
audited with ``certify audit --registry``): the verdicts a mathematician expects, and a second
registry of another paper's kind of claims (a small number-theory note) that nobody here wrote."""

import json
import subprocess
import sys
import textwrap

import pytest

FUNCTIONS = '''
from certify.claims.functions import function


@function()
def is_prime(n):
    n = int(n)
    return int(n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1)))


@function()
def fib(n):
    a, b = 0, 1
    for _ in range(int(n)):
        a, b = b, a + b
    return a
'''

CLASSROOM = '''
[paper]
key = "class"
title = "Classroom facts"

[functions]
module = "classroom_functions.py"

[[claim]]
id = "class.odd-sum"
statement = "The sum of the first n odd numbers is n^2."
vars = { n = [1, "oo"] }
holds = "Eq(Sum(2*i - 1, (i, 1, n)), n**2)"
expect = "proved"

[[claim]]
id = "class.euler-prime"
statement = "n^2 + n + 41 is prime for every n >= 1."
vars = { n = [1, "oo"] }
holds = "Eq(is_prime(n**2 + n + 41), 1)"
expect = "refuted"

[[claim]]
id = "class.fib-cassini"
statement = "Cassini: F(n-1) F(n+1) - F(n)^2 = (-1)^n."
vars = { n = [1, 60] }
holds = "Eq(fib(n - 1)*fib(n + 1) - fib(n)**2, (-1)**n)"
expect = "verified"

[[claim]]
id = "class.two-power"
statement = "2^n > n^2 for every n >= 2."
vars = { n = [2, "oo"] }
holds = "2**n > n**2"
expect = "refuted"

[[claim]]
id = "class.no-root-two"
statement = "x^2 != 2 for every integer x."
vars = { x = ["-oo", "oo"] }
holds = "Ne(x**2, 2)"
expect = "proved"

[[claim]]
id = "class.vacuous"
statement = "Every n with n > 5 and n < 3 is 7."
vars = { n = [0, "oo"] }
where = "And(n > 5, n < 3)"
holds = "Eq(n, 7)"
expect = "vacuous"

[[claim]]
id = "class.fib-nonnegative"
statement = "F(n) >= 0 for every n >= 0."
vars = { n = [0, "oo"] }
holds = "fib(n) >= 0"
expect = "open"
'''


def _audit(tmp_path, registry: str, functions: str = FUNCTIONS) -> dict:
    (tmp_path / "classroom_functions.py").write_text(textwrap.dedent(functions))
    (tmp_path / "reg.toml").write_text(registry)
    done = subprocess.run([sys.executable, "-m", "certify", "audit", "--registry", str(tmp_path / "reg.toml"), "-q",
                           "--json", str(tmp_path / "out.json")], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    report = json.loads((tmp_path / "out.json").read_text())
    return {c["id"]: c for c in report["claims"]} | {"_stdout": done.stdout, "_rc": done.returncode}


@pytest.mark.slow
def test_the_classroom_registry_gets_the_verdicts_a_mathematician_expects(tmp_path):
    claims = _audit(tmp_path, CLASSROOM)
    assert claims["_rc"] == 0, claims["_stdout"]
    status = {k: v["status"] for k, v in claims.items() if not k.startswith("_")}
    assert status == {"class.odd-sum": "proved", "class.euler-prime": "refuted", "class.fib-cassini": "verified",
                      "class.two-power": "refuted", "class.no-root-two": "proved", "class.vacuous": "vacuous",
                      "class.fib-nonnegative": "open"}
    assert claims["class.euler-prime"]["counterexample"]["at"] == {"n": 40}
    two = claims["class.two-power"]["counterexample"]
    assert two["at"] == {"n": 2} and (two["lhs"], two["rhs"]) == ("4", "4")
    assert "induction on n" in claims["class.odd-sum"]["proof"]["text"]
    assert "No counterexample in 0 <= n <= " in claims["class.fib-nonnegative"]["note"]
    assert "n = 2: 4 vs 4" in claims["_stdout"] and "n = 40" in claims["_stdout"]


NUMBER_THEORY = '''
[paper]
key = "nt"
title = "A note on sums and squares"

[[claim]]
id = "nt.cubes"
statement = "1^3 + ... + n^3 = (n(n+1)/2)^2."
vars = { n = [1, "oo"] }
holds = "Eq(Sum(i**3, (i, 1, n)), (n*(n + 1)/2)**2)"
expect = "proved"

[[claim]]
id = "nt.geometric"
statement = "1 + 2 + ... + 2^n = 2^(n+1) - 1."
vars = { n = [0, "oo"] }
holds = "Eq(Sum(2**i, (i, 0, n)), 2**(n + 1) - 1)"
expect = "proved"

[[claim]]
id = "nt.squares-misprint"
statement = "1^2 + ... + n^2 = n(n+1)(2n+1)/6 + (n - 1)(n - 2)(n - 3)."
vars = { n = [1, "oo"] }
holds = "Eq(Sum(i**2, (i, 1, n)), n*(n + 1)*(2*n + 1)/6 + (n - 1)*(n - 2)*(n - 3))"
expect = "refuted"

[[claim]]
id = "nt.half-integer"
statement = "2y != 1 for every integer y."
vars = { y = ["-oo", "oo"] }
holds = "Ne(2*y, 1)"
expect = "proved"

[[claim]]
id = "nt.half-real"
statement = "2y != 1 for every real y (false: y = 1/2)."
vars = { y = ["-oo", "oo"] }
real = ["y"]
holds = "Ne(2*y, 1)"
expect = "refuted"

[[claim]]
id = "nt.prime-gap"
statement = "Every n >= 2 has a prime p with n < p <= 2n (Bertrand)."
vars = { n = [2, 30] }
holds = "Or(Eq(is_prime(n + 1), 1), Eq(is_prime(n + 2), 1), Eq(is_prime(n + 3), 1), Eq(is_prime(n + 4), 1), n > 7)"
expect = "verified"
'''


@pytest.mark.slow
def test_another_papers_claims_get_right_verdicts(tmp_path):
    claims = _audit(tmp_path, '[functions]\nmodule = "classroom_functions.py"\n' + NUMBER_THEORY)
    status = {k: v["status"] for k, v in claims.items() if not k.startswith("_")}
    assert status == {"nt.cubes": "proved", "nt.geometric": "proved", "nt.squares-misprint": "refuted",
                      "nt.half-integer": "proved", "nt.half-real": "refuted", "nt.prime-gap": "verified"}, claims["_stdout"]
    assert claims["nt.squares-misprint"]["counterexample"]["at"] == {"n": 4}  # (n-1)(n-2)(n-3) vanishes at 1, 2, 3
    assert claims["nt.half-real"]["counterexample"]["at"] == {"y": "1/2"}
    assert claims["_rc"] == 0


def test_the_failing_relation_of_a_conjunction_is_shown_with_both_sides(tmp_path):
    """A bounded claim whose holds is And(...): the terminal line names the first false conjunct's sides."""
    registry = '''
[paper]
key = "cj"
title = "C"

[[claim]]
id = "cj.both"
statement = "n^2 >= n and n^3 < 100 for n in 1..10"
vars = { n = [1, 10] }
holds = "And(n**2 >= n, n**3 < 100)"
expect = "refuted"
'''
    claims = _audit(tmp_path, registry)
    found = claims["cj.both"]["counterexample"]
    assert found["at"] == {"n": 5} and (found["lhs"], found["rhs"], found["relation"]) == ("125", "100", "StrictLessThan")
    assert "n = 5: 125 vs 100" in claims["_stdout"] and claims["_rc"] == 0


@pytest.mark.slow
def test_a_bundle_of_a_sum_proved_by_induction_checks(tmp_path):
    """The trusted printer re-derives the induction (checkers/_smt_print.induction) from the
    claim's expression: certify check of the user's bundle is valid, and names the proved claim."""
    cubes = NUMBER_THEORY.split("[[claim]]")[1]  # nt.cubes: sum of i^3 to n is (n(n+1)/2)^2
    (tmp_path / "reg.toml").write_text('[paper]\nkey = "nt"\ntitle = "N"\n\n[[claim]]' + cubes)
    bundle = tmp_path / "bundle"
    audit = subprocess.run([sys.executable, "-m", "certify", "audit", "-q", "--registry", str(tmp_path / "reg.toml"),
                            "--certificates", str(bundle)], capture_output=True, text=True, cwd=tmp_path)
    assert audit.returncode == 0 and "proved    nt.cubes" in audit.stdout, audit.stdout + audit.stderr
    check = subprocess.run([sys.executable, "-m", "certify", "check", str(bundle), "--registry", str(tmp_path / "reg.toml")],
                           capture_output=True, text=True, cwd=tmp_path)
    assert check.returncode == 0 and "valid bundle" in check.stdout and "1 proved" in check.stdout, check.stdout + check.stderr
