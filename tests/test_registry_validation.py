"""Issue 38, item 5: a registry that cannot be used is refused in one line with its own exit
code (5, ExitCode.REGISTRY: not 1, the code of a regression, never 70), and a range too large to
run is priced and refused (exit 4) unless --max-cases raises the limit."""

import re
import subprocess
import sys

import pytest

from certify.claims.bounded import MAX_CASES, check_price, cost, price
from certify.claims.registry import load_registry
from certify.errors import CertifyError, ExitCode

HEAD = '[paper]\nkey = "toy"\ntitle = "Toy"\n'


def _claim(body: str) -> str:
    return HEAD + '\n[[claim]]\nid = "toy.a"\nstatement = "s"\n' + body


@pytest.mark.parametrize("text, message", [
    ("", "an empty file"),
    (HEAD, "no claim"),
    (_claim('vars = { n = [1, 5] }\nholds = "n > 0"\nexpected = "verified"\n'), "unknown field 'expected' (did you mean 'expect'?)"),
    (_claim('vars = { n = [1, 5] }\nhold = "n > 0"\nexpect = "verified"\n'), "did you mean 'holds'"),
    (_claim('var = { n = [1, 5] }\nholds = "n > 0"\nexpect = "verified"\n'), "did you mean 'vars'"),
    (HEAD + '[defaults]\nmetod = "bounded"\n' + '\n[[claim]]\nid = "toy.a"\nstatement = "s"\nholds = "1 > 0"\nexpect = "verified"\n',
     "did you mean 'method'"),
    ('claims = []\n' + _claim('holds = "1 > 0"\nexpect = "verified"\n'), "did you mean 'claim'"),
    (_claim('holds = "n > 0"\nexpect = "verified"\n'), "missing vars: n is used"),
    (_claim('vars = { m = [1, 3] }\nholds = "n > m"\nexpect = "verified"\n'), "n is used but is not among vars"),
    (_claim('vars = { n = [20, 1] }\nholds = "n > 0"\nexpect = "verified"\n'), "the range [20, 1] of n is empty"),
    (_claim('vars = { n = ["oo", "oo"] }\nholds = "n > 0"\nexpect = "proved"\n'), "is empty"),
    (_claim('vars = [1, 2]\nholds = "n > 0"\nexpect = "verified"\n'), "vars must be a table"),
    (_claim('vars = { n = [1, 5] }\nholds = "n >"\nexpect = "verified"\n'), "cannot parse"),
    (_claim('method = "both"\nvars = { n = [1, "oo"] }\nholds = "n > 0"\nexpect = "proved"\n'), "its range [1, oo] is infinite"),
    (_claim('method = "bounded"\nvars = { n = ["-oo", 5] }\nholds = "n < 6"\nexpect = "verified"\n'), "is infinite"),
    (_claim('vars = { div = [1, 5] }\nholds = "div > 0"\nexpect = "verified"\n'), "'div' is not a variable name"),
    (_claim('vars = { "2n" = [1, 5] }\nholds = "n > 0"\nexpect = "verified"\n'), "'2n' is not a variable name"),
    (_claim('vars = { pow_a = [1, 5] }\nholds = "pow_a > 0"\nexpect = "verified"\n'), "'pow_a' is not a variable name"),
    (_claim('vars = { ab1_total = [1, 5] }\nholds = "ab1_total > 0"\nexpect = "verified"\n'), "'ab1_total' is the name of a function"),
    # an outside user's registry (session 31): each was an internal error (70), or read by its truthiness
    (_claim('vars = { n = [0, 3] }\nholds = "n + 1"\nexpect = "verified"\n'), "holds must be a condition"),
    (_claim('vars = { n = [0, 3] }\nwhere = "n - 1"\nholds = "n >= 0"\nexpect = "verified"\n'), "where must be a condition"),
    (_claim('rules = "offical"\nvars = { n = [2, 5] }\nholds = "P(n, 2) > 0"\nexpect = "verified"\n'), "rules must be one of nica, official"),
    # session 38: a bare variable is a SymPy Boolean too (it was read as n != 0, or an internal error in the solvers)
    (_claim('vars = { n = [0, 3] }\nwhere = "n"\nholds = "n >= 1"\nexpect = "verified"\n'), "where must be a condition"),
    (_claim('vars = { n = [0, "oo"] }\nholds = "n"\nmethod = "symbolic"\nexpect = "proved"\n'), "holds must be a condition"),
    (HEAD + '\n[[claim]]\nid = 5\nstatement = "s"\nholds = "1 > 0"\nexpect = "verified"\n', "id must be a string"),
    (_claim('holds = "1 > 0"\nexpect = "verified"\nnote = 5\n'), "note must be a string, got int"),
    (_claim('vars = { n = [0, "N"] }\nholds = "n >= 0"\nexpect = "verified"\nmax = "ten"\n'), "max must be an integer >= 2"),
    (_claim('vars = { n = [0, "N"] }\nholds = "n >= 0"\nexpect = "verified"\nmax = -5\n'), "max must be an integer >= 2"),
    (_claim('vars = { n = [0, "N"] }\nholds = "n >= 0"\nexpect = "verified"\nmax = 1.5\n'), "max must be an integer >= 2"),
    (_claim('vars = { n = [0, "N"] }\nholds = "n >= 0"\nexpect = "verified"\ndeep_max = -3\n'), "deep_max must be an integer >= 2"),
    ('[paper]\nkey = "toy"\ntitle = "Toy"\nauthors = 5\n\n[[claim]]\nid = "toy.a"\nstatement = "s"\nholds = "1 > 0"\n'
     'expect = "verified"\n', "authors must be a list of names"),
    ('[paper\nkey =', "not UTF-8 TOML"),
    (HEAD + '\n[[definition]]\nname = "P"\nparams = ["n", "m"]\nbody = "2*n"\n' + '\n[[claim]]\nid = "toy.a"\nstatement = "s"\n'
     'vars = { n = [1, 3] }\nholds = "Eq(P(n, n), 2*n)"\nexpect = "verified"\n', "P is the name of a function of the library"),
])
def test_a_registry_that_cannot_be_used_is_one_line_and_exit_5(tmp_path, text, message):
    path = tmp_path / "toy.toml"
    path.write_text(text)
    with pytest.raises(CertifyError, match=re.escape(message)) as error:
        load_registry(path)
    assert error.value.exit_code == ExitCode.REGISTRY == 5 and "\n" not in str(error.value)


def test_the_command_exits_5_with_one_line(tmp_path):
    path = tmp_path / "toy.toml"
    path.write_text(_claim('vars = { n = [1, 5] }\nholds = "n > 0"\nexpected = "verified"\n'))
    done = subprocess.run([sys.executable, "-m", "certify", "audit", "-q", "--registry", str(path)], capture_output=True, text=True)
    assert done.returncode == 5 and done.stderr.count("\n") == 1 and "did you mean 'expect'" in done.stderr, done.stderr


def test_every_shipped_bounded_range_is_priced_within_the_default_limit():
    for claim in load_registry().values():
        if claim.method in ("bounded", "both"):
            check_price(claim, claim.deep_max)


def test_a_range_too_large_is_refused_before_it_runs_unless_max_cases_raises_it(tmp_path):
    """Priced as points x operations per point (issue 38 item 5: cases x cost), before it runs."""
    path = tmp_path / "toy.toml"
    path.write_text(_claim('vars = { n = [1, 1000000000000], m = [1, "n"] }\nholds = "n + m > 0"\nexpect = "verified"\n'))
    claim = load_registry(path)["toy.a"]
    assert price(claim, 10) == 10**24  # n's span times m's widest span
    assert cost(claim, 10) == (10**24, 6)  # Gt(Add(n, m), 0): 5 nodes; where True: 1
    with pytest.raises(CertifyError, match="up to 6,000,000,000,000,000,000,000,000 operations .1,000,000,000,000,000,000,000,000 "
                                           "points x 6 operations each.*--max-cases") as error:
        check_price(claim, 10)
    assert error.value.exit_code == ExitCode.LIMIT
    check_price(claim, 10, max_cases=6 * 10**24)
    with pytest.raises(CertifyError):
        check_price(claim, 10, max_cases=6 * 10**24 - 1)
    done = subprocess.run([sys.executable, "-m", "certify", "audit", "-q", "--registry", str(path)], capture_output=True, text=True)
    assert done.returncode == 4 and "--max-cases" in done.stderr and done.stderr.count("\n") == 1
    assert MAX_CASES >= 10**9


def test_a_sums_terms_are_priced_once_per_term(tmp_path):
    """A narrow range of a long sum costs what it evaluates: its body once per term, the number
    of terms at the widest values of the variables its bounds read."""
    path = tmp_path / "toy.toml"
    path.write_text(_claim('vars = { n = [1, 10], k = [1, "1000*n"] }\nholds = "Sum(i*k, (i, 1, k)) > 0"\nexpect = "verified"\n'))
    claim = load_registry(path)["toy.a"]
    points, each = cost(claim, 64)
    assert points == 10 * 10_000
    # Gt + 0 + (Sum + low 1 + high k + 10,000 terms x Mul(i, k): 3 nodes) + where True
    assert each == 1 + 1 + (1 + 1 + 1 + 10_000 * 3) + 1
    with pytest.raises(CertifyError, match="operations each"):
        check_price(claim, 64, max_cases=points * each - 1)
    check_price(claim, 64, max_cases=points * each)


def test_a_claim_names_its_own_variables(tmp_path):
    """A variable outside the default names (M, n_0, x1): an integer unless declared real, checked,
    proved and refuted like any other (a stranger's paper names its own variables)."""
    path = tmp_path / "names.toml"
    path.write_text(HEAD + """
[[claim]]
id = "toy.odd-sum"
statement = "The sum of the first M odd numbers is M^2."
vars = { M = [1, "oo"] }
holds = "Eq(Sum(2*i - 1, (i, 1, M)), M**2)"
expect = "proved"

[[claim]]
id = "toy.square-gap"
statement = "(n_0 + 1)^2 > 2 n_0^2 for n_0 >= 1 (false at 3)."
vars = { n_0 = [1, 10] }
holds = "(n_0 + 1)**2 > 2*n_0**2"
expect = "refuted"

[[claim]]
id = "toy.no-half"
statement = "2 x1 != 1 for every integer x1."
vars = { x1 = ["-oo", "oo"] }
holds = "Ne(2*x1, 1)"
expect = "proved"

[[claim]]
id = "toy.real-square"
statement = "y_r^2 + 1 > 0 for every real y_r."
real = ["y_r"]
vars = { y_r = ["-oo", "oo"] }
holds = "y_r**2 + 1 > 0"
expect = "proved"
""")
    claims = load_registry(path)
    assert claims["toy.square-gap"].vars.keys() == {"n_0"} and claims["toy.odd-sum"].vars.keys() == {"M"}
    assert all(s.is_integer for c in claims.values() for s in c.holds.free_symbols if s.name not in ("i", "y_r"))
    assert all(s.is_real and not s.is_integer for s in claims["toy.real-square"].holds.free_symbols)
    done = subprocess.run([sys.executable, "-m", "certify", "audit", "--registry", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-600:] + done.stderr[-600:]
    assert "counterexample at n_0 = 3" in done.stdout
