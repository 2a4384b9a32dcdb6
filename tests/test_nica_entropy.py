"""nica.section-1.1.safe-bid-entropy: the safe bid floor(n/2) minimises Player 1's expected number
of questions when searching alone. The registry checks the Bellman equation over every bid with
the certificate G (the least external path length); here G is compared with an independent
brute-force recursion, and tampered certificates or a non-optimal bid are refused by the audit."""

import shutil
import tomllib
from functools import lru_cache

import pytest
import sympy

from certify.audit import run_audit
from certify.claims.registry import DATA, _define

ID = "nica.section-1.1.safe-bid-entropy"


@lru_cache(maxsize=None)
def brute_total(n: int) -> int:
    """n times the least expected number of questions: exhaustive over every bid."""
    return 0 if n == 1 else n + min(brute_total(b) + brute_total(n - b) for b in range(1, n))


def registry_G():
    path = DATA / "nica.toml"
    data = tomllib.loads(path.read_text())
    definitions = {}
    for entry in data["definition"]:
        if entry["name"] == "G":
            _define(definitions, entry, path)
    return definitions["G"]


def test_the_certificate_is_the_brute_force_least_total():
    G = registry_G()
    def value(n):  # the registry's G at n, its ilog2 calls taken as bit lengths
        e = G(n).replace(lambda x: getattr(x.func, "__name__", "") == "ilog2",
                         lambda x: sympy.Integer(int(x.args[0]).bit_length() - 1))
        return int(e)
    for n in range(1, 90):
        assert value(n) == brute_total(n), n


def test_floor_half_is_a_minimising_bid_and_not_always_the_only_one():
    ties = 0
    for n in range(2, 90):
        values = {b: brute_total(b) + brute_total(n - b) for b in range(1, n)}
        best = min(values.values())
        assert values[n // 2] == best, n
        ties += sum(1 for b in range(1, n // 2) if values[b] == best)
        assert any(values[b] > best for b in range(1, n)) or n <= 3, n
    assert ties > 0  # the paper's "will minimize" is read as "attains the minimum"


def _audit_edited(tmp_path, old, new):
    registry = tmp_path / "registry"
    shutil.copytree(DATA, registry)
    path = registry / "nica.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    # --only brings the DAG that proves ID too (its root and nodes): pick ID's own result
    return next(c for c in run_audit(registry, only=ID, solvers=("z3",), max_n=24).claims if c.id == ID)


@pytest.mark.slow
@pytest.mark.parametrize("old, new", [
    # a tampered certificate: one value of G off by one (n = 6)
    ('body = "n*ilog2(n) + 2*(n - 2**ilog2(n))"',
     'body = "n*ilog2(n) + 2*(n - 2**ilog2(n)) + Piecewise((1, Eq(n, 6)), (0, True))"'),
    # a non-optimal bid claimed to attain the minimum (ceiling(n/3): the split 3 : 5 at n = 8)
    ('G(n - b) >= G(floor(n/2)) + G(n - floor(n/2))', 'G(n - b) >= G(ceiling(n/3)) + G(n - ceiling(n/3))'),
])
def test_a_tampered_certificate_or_a_wrong_bid_is_refused(tmp_path, old, new):
    result = _audit_edited(tmp_path, old, new)
    assert result.status == "refuted", (result.status, result.counterexample)
