"""Certificate checks kept across runs (certify.files.cache.checked): the audit's speed-up for the
committed Mastermind certificates; nothing but a summary the checker returned for the same bytes
and the same checkers' source is ever served."""

import os
import time
from pathlib import Path

import pytest

from certify.checkers import CheckError
from certify.checkers import mastermind as checker
from certify.claims.functions import mastermind
from certify.files import cache


@pytest.fixture
def kept(tmp_path, monkeypatch):
    monkeypatch.setenv("CERTIFY_CACHE", str(tmp_path / "cache"))
    target = tmp_path / "certificate.txt"
    target.write_text("42")
    return target


def counting(calls, fail=False):
    def check(path):
        calls.append(path)
        if fail:
            raise CheckError("refused")
        return {"value": int(Path(path).read_text())}
    return check


def test_a_refusal_is_never_kept(kept):
    calls = []
    for _ in range(2):
        with pytest.raises(CheckError):
            cache.checked(kept, counting(calls, fail=True))
    assert len(calls) == 2 and not list((kept.parent / "cache").rglob("*.json"))


def test_a_damaged_or_foreign_kept_summary_is_checked_again(kept):
    calls = []
    assert cache.checked(kept, counting(calls)) == {"value": 42}
    [summary] = (kept.parent / "cache" / cache.CHECKS).glob("*.json")
    summary.write_text("{not json")
    assert cache.checked(kept, counting(calls)) == {"value": 42} and len(calls) == 2
    os.chmod(summary, 0o666)  # writable by others: not trusted to be ours
    summary.write_text('{"value": 7}')
    assert cache.checked(kept, counting(calls)) == {"value": 42} and len(calls) == 3


def test_another_checkers_source_checks_again(kept, monkeypatch):
    calls = []
    cache.checked(kept, counting(calls))
    monkeypatch.setattr(cache, "_checkers_digest", lambda: "0" * 64)
    cache.checked(kept, counting(calls))
    assert len(calls) == 2


def test_cache_off_keeps_nothing(kept, monkeypatch):
    monkeypatch.setenv("CERTIFY_CACHE", "off")
    calls = []
    cache.checked(kept, counting(calls)), cache.checked(kept, counting(calls))
    assert len(calls) == 2


def test_the_audit_reads_a_committed_certificate_once_per_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CERTIFY_CACHE", str(tmp_path))
    mastermind.checked.cache_clear()
    first = mastermind.checked(4, 6, True)
    assert first["total"] == 5625 and first["codes"] == 1296
    mastermind.checked.cache_clear()

    def refuse(path):
        raise AssertionError("checked again")

    monkeypatch.setattr(checker, "check_file", refuse)
    assert mastermind.checked(4, 6, True) == first  # served from the kept summary
    monkeypatch.setenv("CERTIFY_CACHE", str(tmp_path / "other"))
    mastermind.checked.cache_clear()
    with pytest.raises(AssertionError):
        mastermind.checked(4, 6, True)
    mastermind.checked.cache_clear()


def test_the_identity_method_is_kept_per_formula_and_none_is_kept_too(tmp_path, monkeypatch):
    import sympy

    from certify.proofs.policy import sympy_identity
    from certify.proofs.prover import _identity_key

    monkeypatch.setenv("CERTIFY_CACHE", str(tmp_path))
    n = sympy.Symbol("n", integer=True)
    closed, not_closed = sympy.Eq((n + 1) ** 2, n ** 2 + 2 * n + 1), sympy.Eq(n ** 2, n)
    calls = []

    def method(goal):
        def compute():
            calls.append(goal)
            return sympy_identity(goal)
        return cache.identity_method(_identity_key(goal), compute)

    assert method(closed) == "expand" and method(not_closed) is None
    assert method(closed) == "expand" and method(not_closed) is None
    assert calls == [closed, not_closed]
    for kept in (tmp_path / cache.IDENTITIES).glob("*.json"):
        kept.write_text('{"method": 5}')  # not a method's name: computed again
    assert method(closed) == "expand" and len(calls) == 3


def test_a_kept_summary_unused_for_a_month_is_pruned_and_a_used_one_is_not(kept):
    old, used = kept.parent / "old.txt", kept.parent / "used.txt"
    old.write_text("1"), used.write_text("2")
    calls = []
    cache.checked(old, counting(calls)), cache.checked(used, counting(calls))
    month = time.time() - 40 * 86400
    for path in (kept.parent / "cache" / cache.CHECKS).glob("*.json"):
        os.utime(path, (month, month))
    assert cache.checked(used, counting(calls)) == {"value": 2} and len(calls) == 2  # served, and marked used
    cache.checked(kept, counting(calls))  # a new summary is written: the old one is pruned
    assert len(list((kept.parent / "cache" / cache.CHECKS).glob("*.json"))) == 2
    assert cache.checked(old, counting(calls)) == {"value": 1} and len(calls) == 4
