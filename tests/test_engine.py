"""The fast engine against the straightforward mpq DP, and the papers' easy facts."""

import pytest
from gmpy2 import mpq
from hypothesis import given
from hypothesis import strategies as st

import certify
from certify import Move
from certify.errors import CertifyError
from certify.reference import solve_reference

RULES = ["nica", "official", "tripartite"]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("size", [1, 2, 3, 5, 17])
def test_engine_matches_reference(rules, size):
    table = certify.solve(rules, size)
    values, optimal = solve_reference(rules, size)
    assert sorted(table.states()) == sorted(values)
    for n, m in values:
        assert table.value(n, m) == values[n, m]
        assert list(table.optimal_moves(n, m)) == optimal[n, m]


@given(rules=st.sampled_from(RULES), size=st.integers(1, 22))
def test_engine_matches_reference_random(rules, size):
    table = certify.solve(rules, size)
    values, optimal = solve_reference(rules, size)
    for n, m in values:
        assert table.value(n, m) == values[n, m] and list(table.optimal_moves(n, m)) == optimal[n, m]


@given(rules=st.sampled_from(RULES), size=st.integers(1, 40), data=st.data())
def test_values_are_probabilities_and_listed_moves_attain_them(rules, size, data):
    table = certify.solve(rules, size)
    n = data.draw(st.integers(1, size))
    m = data.draw(st.integers(1 if n > 1 else 2, size)) if rules == "nica" and size > 1 else data.draw(st.integers(1, size))
    if rules == "nica" and (n, m) == (1, 1):
        return
    value = table.value(n, m)
    assert isinstance(value, type(mpq(0))) and 0 <= value <= 1
    scored = dict(table.move_values(n, m))
    for move in table.optimal_moves(n, m):
        assert scored[move] == value
    assert all(v <= value for v in scored.values())
    assert set(table.optimal_moves(n, m)) == {mv for mv, v in scored.items() if v == value}


def test_acceptance_examples():
    assert certify.value("official", 4, 4) == mpq(9, 16)
    moves = certify.optimal_moves("official", 4, 4)
    assert Move.parse("1:3") in moves and Move.parse("2:2") not in moves
    assert certify.value("nica", 2, 5) == 1
    assert certify.value("official", 1, 7) == 1 and certify.value("official", 9, 1) == mpq(1, 9)
    assert certify.value("nica", 9, 1) == 0 and certify.optimal_moves("nica", 9, 1) == ()


def test_progress_reaches_total():
    seen = []
    certify.solve("official", 40, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][0] == seen[-1][1] and all(a <= b for (a, _), (b, _) in zip(seen, seen[1:]))


@pytest.mark.parametrize("bad", [0, -3, 2.5, "7", True])
def test_bad_sizes_are_refused(bad):
    with pytest.raises(CertifyError):
        certify.solve("official", bad)


def test_unknown_rules_and_sizes_too_big():
    with pytest.raises(CertifyError, match="unknown rules"):
        certify.solve("chess", 4)
    with pytest.raises(CertifyError, match="GiB"):
        certify.solve("official", 10**7)


def test_moves_parse_and_print():
    assert str(Move.parse(" 10:4 ")) == "4:10" and Move.parse("guess").is_guess
    for text in ["", "4:", "a:b", "0:4", "guess:1"]:
        with pytest.raises(CertifyError):
            Move.parse(text)


def test_start_states():
    assert certify.start_state("frame") == (24, 24) == certify.start_state("draw")
    assert certify.start_state("card", 24) == (23, 23)
    with pytest.raises(CertifyError):
        certify.start_state("box")
