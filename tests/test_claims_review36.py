"""Review of session 35, items 1-5 (session 36): one-code Mastermind games, ``certify prove`` and
vacuous claims, Sum limits that are no integers, long ground products, recorded counterexamples."""

from __future__ import annotations

import functools
import json
import time
from fractions import Fraction
from itertools import permutations, product

import pytest

from certify.cli import main

INF = float("inf")  # the brute force's "no strategy": a search value, never a certified one


# --- item 1: tiny Mastermind / Bulls and Cows games, against an independent brute force ---------

def _brute(d: int, n: int, repeats: bool) -> tuple[int, int, int]:
    """(least total, least worst case, least total within it) over all strategies, by plain
    recursion over every guess (any code), the guess that finds the secret counted."""
    codes = list(product(range(n), repeat=d) if repeats else permutations(range(n), d))

    def answer(guess, secret):
        black = sum(a == b for a, b in zip(guess, secret))
        common = sum(min(guess.count(x), secret.count(x)) for x in set(guess))
        return black, common - black

    @functools.lru_cache(maxsize=None)
    def best(state: frozenset, h: int):
        if h == 0:
            return INF
        out = INF
        for guess in codes:
            classes: dict = {}
            for secret in state:
                classes.setdefault(answer(guess, secret), []).append(secret)
            if any(len(c) == len(state) and a != (d, 0) for a, c in classes.items()):
                continue  # learns nothing
            total = len(state) + sum(best(frozenset(c), h - 1) for a, c in classes.items() if a != (d, 0))
            out = min(out, total)
        return out

    everything = frozenset(codes)
    total = best(everything, len(codes))
    worst = next(h for h in range(1, len(codes) + 1) if best(everything, h) < INF)
    return int(total), worst, int(best(everything, worst))


TINY = [(1, 1, 1), (2, 1, 1), (3, 1, 1), (1, 1, 0), (1, 2, 1), (1, 3, 1), (1, 4, 0), (2, 2, 1), (2, 2, 0), (2, 3, 0)]


@pytest.mark.parametrize("d,n,r", TINY)
def test_tiny_games_agree_with_a_brute_force(d, n, r):
    from certify.claims.functions import mastermind

    expected = _brute(d, n, bool(r))
    assert (int(mastermind.mm_total(d, n, r)), int(mastermind.mm_worst(d, n, r)),
            int(mastermind.mm_restricted(d, n, r))) == expected


def test_a_game_without_codes_has_no_optimum_but_a_count_of_zero():
    from certify.claims.exact import OutOfRange
    from certify.claims.functions import mastermind

    assert mastermind.mm_codes(2, 1, 0) == len(list(permutations(range(1), 2))) == 0
    with pytest.raises(OutOfRange, match="no code"):
        mastermind.mm_total(2, 1, 0)


def _audit(tmp_path, text: str, name: str = "r.toml") -> tuple[int, dict]:
    (tmp_path / name).write_text(text)
    out = tmp_path / f"{name}.json"
    code = main(["audit", "-q", "--registry", str(tmp_path / name), "--json", str(out)])
    return code, ({c["id"]: c for c in json.loads(out.read_text())["claims"]} if out.exists() else {})


def test_a_one_code_claim_is_verified_by_the_audit(tmp_path):
    total, worst, _ = _brute(1, 1, True)
    text = ('[paper]\nkey = "mm"\ntitle = "one code"\n\n[[claim]]\nid = "mm.one"\nstatement = "x"\nvars = {}\n'
            f'holds = "And(Eq(mm_total(1, 1, 1), {total}), Eq(mm_worst(2, 1, 1), {worst}), Eq(mm_codes(1, 1, 1), 1))"\n'
            'method = "bounded"\nexpect = "verified"\n')
    code, claims = _audit(tmp_path, text)
    assert code == 0 and claims["mm.one"]["status"] == "verified"


def test_the_one_code_certificate_is_written_and_checked_by_abgame(tmp_path, capsys):
    certificate = tmp_path / "c.jsonl"
    assert main(["abgame", "--digits", "2", "--symbols", "1", "--repeats", "-q", "--certificate", str(certificate)]) == 0
    header = json.loads(certificate.read_text().splitlines()[0])
    assert (header["total"], header["worst"], header["restricted"]) == _brute(2, 1, True)


# --- item 2: certify prove reports a vacuous claim as the audit does ---------------------------

VACUOUS = """[paper]
key = "vac"
title = "vacuity"

[[claim]]
id = "vac.empty"
statement = "n > 5 for n < 0"
vars = { n = [1, "oo"] }
where = "n < 0"
holds = "n > 5"
method = "symbolic"
expect = "vacuous"

[[claim]]
id = "vac.fine"
statement = "n > 0"
vars = { n = [1, "oo"] }
holds = "n > 0"
method = "symbolic"
expect = "proved"
"""


def test_prove_reports_vacuous_claims_as_the_audit_does(tmp_path, capsys):
    code, audited = _audit(tmp_path, VACUOUS)
    assert code == 0
    capsys.readouterr()
    assert main(["prove", "--registry", str(tmp_path / "r.toml"), "--markdown", str(tmp_path / "p.md")]) == 0
    lines = capsys.readouterr().out.splitlines()
    shown = {line.split()[1].rstrip(":"): line.split()[0] for line in lines if line.split()[1].startswith("vac.")}
    assert shown == {ident: claim["status"] for ident, claim in audited.items()} == {"vac.empty": "vacuous", "vac.fine": "proved"}
    assert "1 proved" in lines[-1] and "1 vacuous" in lines[-1]
    assert "**vacuous**" in (tmp_path / "p.md").read_text()


# --- item 3: a Sum or Product limit that is no integer is refused, never given a verdict -------

@pytest.mark.parametrize("holds", ["Eq(Sum(i, (i, 1, n/2)), floor(n/2)*(floor(n/2) + 1)/2)",
                                   "Sum(i, (i, 1, (n + 1)/2)) >= 0", "Product(i, (i, 1, n/m)) >= 0",
                                   "Eq(Sum(i, (i, 1, 7/2)), 6)", "Eq(Sum(i, (i, 1/2, 3)), 6)"])
def test_a_fractional_limit_is_refused_in_one_line(tmp_path, capsys, holds):
    text = (f'[paper]\nkey = "fr"\ntitle = "x"\n\n[[claim]]\nid = "fr.a"\nstatement = "x"\n'
            f'vars = {{ n = [1, 20], m = [1, 3] }}\nholds = "{holds}"\nexpect = "verified"\n')
    capsys.readouterr()
    code, claims = _audit(tmp_path, text)
    err = capsys.readouterr().err
    assert code == 5 and not claims
    assert len(err.strip().splitlines()) == 1 and "floor(" in err and "Traceback" not in err


def test_a_real_variable_as_a_limit_is_refused(tmp_path):
    text = ('[paper]\nkey = "fr"\ntitle = "x"\n\n[[claim]]\nid = "fr.r"\nstatement = "x"\nvars = { x = [1, "oo"] }\n'
            'real = ["x"]\nholds = "Sum(i, (i, 1, x)) >= 0"\nmethod = "symbolic"\nexpect = "proved"\n')
    assert _audit(tmp_path, text)[0] == 5


def test_floor_of_the_half_is_summed_over_the_integers(tmp_path):
    expected = {n: sum(range(1, n // 2 + 1)) for n in range(1, 21)}
    cases = ", ".join(f"Eq(n, {n}) & Eq(Sum(i, (i, 1, floor(n/2))), {v})" for n, v in expected.items())
    text = ('[paper]\nkey = "fr"\ntitle = "x"\n\n[[claim]]\nid = "fr.f"\nstatement = "x"\nvars = { n = [1, 20] }\n'
            f'holds = "Or({cases})"\nexpect = "verified"\n')
    code, claims = _audit(tmp_path, text)
    assert code == 0 and claims["fr.f"]["status"] == "verified"


# --- item 4: a long ground product is priced by the size of its numbers -------------------------

def test_a_long_ground_product_is_refused_quickly_with_the_limit_exit(tmp_path, capsys):
    text = ('[paper]\nkey = "pr"\ntitle = "x"\n\n[[claim]]\nid = "pr.p"\nstatement = "x"\nvars = {}\n'
            'holds = "Product(1 + 1/(i*i + 1), (i, 1, 20000)) < 4"\nmethod = "bounded"\nexpect = "verified"\n')
    capsys.readouterr()
    started = time.perf_counter()
    code, _ = _audit(tmp_path, text)
    err = capsys.readouterr().err
    assert code == 4 and time.perf_counter() - started < 30
    assert len(err.strip().splitlines()) == 1 and "bits" in err


def test_a_ground_product_of_too_many_terms_is_refused(tmp_path):
    text = ('[paper]\nkey = "pr"\ntitle = "x"\n\n[[claim]]\nid = "pr.s"\nstatement = "x"\nvars = {}\n'
            'holds = "Product(1, (i, 1, 10**9)) > 0"\nmethod = "bounded"\nexpect = "verified"\n')
    started = time.perf_counter()
    assert _audit(tmp_path, text)[0] == 4 and time.perf_counter() - started < 30


@pytest.mark.parametrize("offset,status", [(0, "verified"), (Fraction(1, 10**6), "refuted")])
def test_a_short_ground_product_is_computed_exactly(tmp_path, offset, status):
    value = Fraction(1)
    for i in range(1, 9):
        value *= 1 + Fraction(1, i * i + 1)
    value += offset
    text = ('[paper]\nkey = "pr"\ntitle = "x"\n\n[[claim]]\nid = "pr.q"\nstatement = "x"\nvars = {}\n'
            f'holds = "Eq(Product(1 + 1/(i*i + 1), (i, 1, 8)), {value.numerator}/{value.denominator})"\n'
            f'method = "bounded"\nexpect = "{status}"\n')
    code, claims = _audit(tmp_path, text)
    assert code == 0 and claims["pr.q"]["status"] == status


# --- item 5: a recorded counterexample's true value is the claim's value at the point ----------

def _recorded(tmp_path, true: str) -> tuple[int, dict]:
    text = ('[paper]\nkey = "ce"\ntitle = "x"\n\n[[claim]]\nid = "ce.sq"\nstatement = "n squared is 10"\n'
            'vars = { n = [3, 5] }\nholds = "Eq(n*n, 10)"\nexpect = "refuted"\nquote = "n^2 = 10"\n'
            'fault = "misprint: x"\n'
            f'counterexample = {{ at = {{ n = 3 }}, printed = "10", true = "{true}" }}\n')
    return _audit(tmp_path, text)


def test_a_recorded_true_value_that_is_not_the_claims_is_a_problem(tmp_path):
    code, claims = _recorded(tmp_path, str(3 * 3 - 2))
    assert code == 1
    assert "not the claim's value there" in claims["ce.sq"]["note"]


def test_the_claims_own_value_as_true_value_passes_and_the_sides_are_the_claims(tmp_path):
    code, claims = _recorded(tmp_path, "n*n")
    found = claims["ce.sq"]["counterexample"]
    assert code == 0 and claims["ce.sq"]["status"] == "refuted"
    assert (found["lhs"], found["rhs"]) == (str(3 * 3), "10") and found["true"].startswith(str(3 * 3))
