"""Issue 38's acceptance, end to end, as a user works: registries written in a directory outside
the checkout (with a functions module), audited with ``certify audit --registry FILE
--certificates DIR``, and the bundle checked with plain ``certify check DIR`` (the bundle's own
copy of the registry and its module) and against another registry (refused).

The six classroom claims: proved (odd numbers), refuted at n = 40 (n^2 + n + 41, an infinite
range calling a user function), verified (Fibonacci, a finite range), refuted at n = 2
(2^n > n^2), proved (x^2 != 2 over the integers), vacuous. Then a second paper nobody here wrote
before it was tried (number theory and products, true and false claims, a functions module)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CERTIFY = str(Path(sys.executable).with_name("certify"))
ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD = 1800  # seconds: a hang fails the test instead of the suite (never a speed limit)

CLASSROOM_FUNCTIONS = '''
from certify.claims.functions import function


@function()
def is_prime(n):
    n = int(n)
    return int(n >= 2 and all(n % d for d in range(2, n)))


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
statement = "Cassini: F(n-1) F(n+1) - F(n)^2 = (-1)^n for 1 <= n <= 60."
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
'''

STRANGER_FUNCTIONS = '''
from math import gcd

from certify.claims.functions import function


@function()
def is_prime(n):
    n = int(n)
    if n < 2:
        return 0
    d = 2
    while d * d <= n:
        if n % d == 0:
            return 0
        d += 1
    return 1


@function()
def sigma(n):
    n = int(n)
    return sum(d for d in range(1, n + 1) if n % d == 0)


@function()
def phi(n):
    n = int(n)
    return sum(1 for k in range(1, n + 1) if gcd(k, n) == 1)
'''

STRANGER = '''
[paper]
key = "st"
title = "Small facts of elementary number theory"

[functions]
module = "nt_functions.py"

[[claim]]
id = "st.fermat"
statement = "2^(2^n) + 1 is prime for every n >= 0 (Fermat)."
vars = { n = [0, "oo"] }
holds = "Eq(is_prime(2**(2**n) + 1), 1)"
expect = "refuted"

[[claim]]
id = "st.totient-prime"
statement = "phi(p) = p - 1 for every prime p <= 200."
vars = { p = [1, 200] }
where = "Eq(is_prime(p), 1)"
holds = "Eq(phi(p), p - 1)"
expect = "verified"

[[claim]]
id = "st.deficient"
statement = "sigma(n) < 2n for every n in 1..100."
vars = { n = [1, 100] }
holds = "sigma(n) < 2*n"
expect = "refuted"

[[claim]]
id = "st.even-prime"
statement = "Every even prime p > 2 below 100 is 4 mod 6."
vars = { p = [1, 100] }
where = "And(Eq(is_prime(p), 1), Eq(Mod(p, 2), 0), p > 2)"
holds = "Eq(Mod(p, 6), 4)"
expect = "vacuous"

[[claim]]
id = "st.product-telescope"
statement = "prod_{k=1}^{n} (1 + 1/k) = n + 1."
vars = { n = [1, "oo"] }
holds = "Eq(Product(1 + 1/k, (k, 1, n)), n + 1)"
expect = "proved"

[[claim]]
id = "st.product-squares"
statement = "prod_{k=2}^{n} (1 - 1/k^2) = (n + 1)/(2n) for n >= 2."
vars = { n = [2, "oo"] }
holds = "Eq(Product(1 - 1/k**2, (k, 2, n)), (n + 1)/(2*n))"
expect = "proved"

[[claim]]
id = "st.product-misprint"
statement = "prod_{k=2}^{n} (1 - 1/k) = 1/(n - 1) for n >= 2 (a misprint: it is 1/n)."
vars = { n = [2, "oo"] }
holds = "Eq(Product(1 - 1/k, (k, 2, n)), 1/(n - 1))"
expect = "refuted"

[[claim]]
id = "st.pronic-sum"
statement = "sum_{k=1}^{n} k (k+1) = n (n+1) (n+2) / 3."
vars = { n = [1, "oo"] }
holds = "Eq(Sum(k*(k + 1), (k, 1, n)), n*(n + 1)*(n + 2)/3)"
expect = "proved"

[[claim]]
id = "st.quadratic-real"
statement = "x^2 - x + 1 > 0 for every real x."
vars = { x = ["-oo", "oo"] }
real = ["x"]
holds = "x**2 - x + 1 > 0"
expect = "proved"

[[claim]]
id = "st.mersenne"
statement = "2^p - 1 is prime for every prime p (false: 2^11 - 1 = 23 * 89)."
vars = { p = [1, "oo"] }
where = "Eq(is_prime(p), 1)"
holds = "Eq(is_prime(2**p - 1), 1)"
expect = "refuted"
'''


def written(directory: Path, name: str, registry: str, module: str, functions: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / module).write_text(textwrap.dedent(functions))
    (directory / name).write_text(registry)
    assert ROOT not in directory.resolve().parents  # outside the checkout, as a user's files are
    return directory / name


def audit(registry: Path, bundle: Path) -> dict:
    run = subprocess.run([CERTIFY, "audit", "--registry", str(registry), "--certificates", str(bundle), "-q",
                          "--json", str(bundle.parent / "report.json")], capture_output=True, text=True,
                         cwd=registry.parent, timeout=HANG_GUARD)
    assert run.returncode == 0, run.stdout + run.stderr  # every status is the one the registry expects
    report = json.loads((bundle.parent / "report.json").read_text())
    return {c["id"]: c for c in report["claims"]} | {"_stdout": run.stdout}


def check(bundle: Path, *extra) -> subprocess.CompletedProcess:
    return subprocess.run([CERTIFY, "check", str(bundle), *extra], capture_output=True, text=True, cwd=bundle.parent,
                          timeout=HANG_GUARD)


def test_the_six_classroom_claims_and_their_bundle(tmp_path):
    registry = written(tmp_path / "class", "classroom.toml", CLASSROOM, "classroom_functions.py", CLASSROOM_FUNCTIONS)
    claims = audit(registry, tmp_path / "class" / "bundle")
    assert {k: v["status"] for k, v in claims.items() if k != "_stdout"} == {
        "class.odd-sum": "proved", "class.euler-prime": "refuted", "class.fib-cassini": "verified",
        "class.two-power": "refuted", "class.no-root-two": "proved", "class.vacuous": "vacuous"}
    assert claims["class.euler-prime"]["counterexample"]["at"] == {"n": 40}
    assert claims["class.two-power"]["counterexample"]["at"] == {"n": 2}
    assert "n = 40" in claims["_stdout"] and "n = 2: 4 vs 4" in claims["_stdout"]
    bundle = tmp_path / "class" / "bundle"
    plain = check(bundle)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert "valid bundle: 6 claims" in plain.stdout and "2 proved, 1 verified, 2 refuted, 0 open, 1 vacuous" in plain.stdout
    assert "the bundle's own registry copy" in plain.stdout and "classroom_functions.py sha256" in plain.stdout
    assert check(bundle, "--registry", str(registry)).returncode == 0
    # a different registry: the same claims but one statement reworded, then the same TOML with another module
    other = written(tmp_path / "other", "classroom.toml", CLASSROOM.replace("is 7.", "is seven."),
                    "classroom_functions.py", CLASSROOM_FUNCTIONS)
    refused = check(bundle, "--registry", str(other))
    assert refused.returncode == 1 and "written from the registry sha256" in refused.stderr, refused.stderr
    module = written(tmp_path / "module", "classroom.toml", CLASSROOM, "classroom_functions.py",
                     CLASSROOM_FUNCTIONS.replace("a, b = b, a + b", "a, b = b, b + a"))
    refused = check(bundle, "--registry", str(module))
    assert refused.returncode == 1 and "written from the registry sha256" in refused.stderr, refused.stderr


@pytest.mark.slow
def test_a_strangers_paper_gets_right_verdicts_and_its_bundle_checks(tmp_path):
    registry = written(tmp_path / "paper", "stranger.toml", STRANGER, "nt_functions.py", STRANGER_FUNCTIONS)
    claims = audit(registry, tmp_path / "paper" / "bundle")
    status = {k: v["status"] for k, v in claims.items() if k != "_stdout"}
    assert status == {"st.fermat": "refuted", "st.totient-prime": "verified", "st.deficient": "refuted",
                      "st.even-prime": "vacuous", "st.product-telescope": "proved", "st.product-squares": "proved",
                      "st.product-misprint": "refuted", "st.pronic-sum": "proved", "st.quadratic-real": "proved",
                      "st.mersenne": "refuted"}, claims["_stdout"]
    assert claims["st.fermat"]["counterexample"]["at"] == {"n": 5}  # 2^32 + 1 = 641 * 6700417
    assert claims["st.deficient"]["counterexample"]["at"] == {"n": 6}  # perfect: sigma(6) = 12
    assert claims["st.mersenne"]["counterexample"]["at"] == {"p": 11}
    assert claims["st.product-misprint"]["counterexample"]["at"] == {"n": 2}  # 1/2, not 1/1
    assert "induction on n" in claims["st.product-telescope"]["proof"]["text"]
    plain = check(tmp_path / "paper" / "bundle")
    assert plain.returncode == 0 and "valid bundle: 10 claims" in plain.stdout, plain.stdout + plain.stderr
    assert "4 proved, 1 verified, 4 refuted, 0 open, 1 vacuous" in plain.stdout and "nt_functions.py sha256" in plain.stdout
    manifest = json.loads((tmp_path / "paper" / "bundle" / "manifest.json").read_text())
    product = next(r for r in manifest["claims"] if r["id"] == "st.product-telescope")
    assert product["status"] == "proved" and product["claim"]["holds"][1][0] == "prod"  # exported, re-derived


def test_a_function_that_never_returns_is_an_error_naming_it_not_a_hang(tmp_path, monkeypatch):
    """A registry's own function in an endless loop (or asleep): its call ends after
    CERTIFY_FUNCTION_SECONDS (default 600 s of wall time) with one message naming it; the claim is
    open with that gap, the audit ends (an outside user's registry once hung it)."""
    import signal

    from certify.claims import user_functions
    from certify.errors import CertifyError, ExitCode

    monkeypatch.setenv("CERTIFY_FUNCTION_SECONDS", "0.3")

    def endless(n):
        while True:
            pass

    with pytest.raises(CertifyError, match=r"function endless\(7\) ran longer than 0.3 s") as error:
        user_functions._bounded("endless", endless, (7,))
    assert error.value.exit_code == ExitCode.LIMIT
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0  # the timer is cleared, the handler restored
    assert user_functions._bounded("quick", lambda n: n + 1, (1,)) == 2
    registry = written(tmp_path / "hang", "hang.toml", '[paper]\nkey = "hg"\ntitle = "Hang"\n\n[functions]\n'
                       'module = "hang_functions.py"\n\n[[claim]]\nid = "hg.slow"\nstatement = "s"\nvars = { n = [0, 1] }\n'
                       'holds = "slow(n) >= 0"\nexpect = "open"\n', "hang_functions.py",
                       "import time\nfrom certify.claims.functions import function\n\n\n@function()\ndef slow(n):\n"
                       "    time.sleep(10 ** 6)\n")
    run = subprocess.run([CERTIFY, "audit", "--registry", str(registry), "-q", "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, cwd=registry.parent, timeout=HANG_GUARD,
                         env={**__import__("os").environ, "CERTIFY_FUNCTION_SECONDS": "1"})
    assert run.returncode == 0, run.stderr
    (claim,) = json.loads((tmp_path / "r.json").read_text())["claims"]
    assert claim["status"] == "open" and "function slow(0) ran longer than 1 s" in json.dumps(claim), claim
