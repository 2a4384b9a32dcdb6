"""The fast engine against the straightforward mpq DP, and the papers' easy facts."""

import pytest
from gmpy2 import mpq
from hypothesis import given
from hypothesis import strategies as st

import certify
from certify import Move
from certify.errors import CertifyError
from certify.guesswho.reference import solve_reference

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


@given(rules=st.sampled_from(RULES), n=st.integers(1, 30), m=st.integers(1, 30))
def test_one_state_solver_matches_the_engine(rules, n, m):
    """``certify value``'s plain-Python solver of one state's reach (certify/guesswho/onestate.py)
    gives the engine's value, optimal moves and move values."""
    from certify.guesswho.onestate import solve_state

    if rules == "nica" and (n, m) == (1, 1):
        with pytest.raises(CertifyError, match="not a state"):
            solve_state(rules, n, m)
        return
    table, alone = certify.solve(rules, max(n, m)), solve_state(rules, n, m)
    assert alone.value(n, m) == table.value(n, m)
    assert alone.optimal_moves(n, m) == table.optimal_moves(n, m)
    assert alone.move_values(n, m) == table.move_values(n, m)


def test_one_state_solver_declines_big_work_and_refuses_other_states():
    from certify.guesswho.onestate import solve_state

    assert solve_state("official", 24, 24) is not None
    assert solve_state("official", 3000, 3000) is None  # the engine's job
    with pytest.raises(CertifyError, match="only"):
        solve_state("official", 5, 7).value(7, 5)


def test_value_command_does_not_start_the_engine():
    """``certify value`` on a small state imports neither numba nor numpy (start-up time)."""
    import subprocess
    import sys

    code = ("import sys; from certify.cli import main; main(['value', '--rules', 'tripartite', '9', '7']); "
            "print(sorted(m for m in ('numba', 'numpy', 'rich', 'z3', 'cvc5', 'sympy', 'matplotlib', 'pysat') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "[]" and "tripartite (9, 7): value" in out


def test_check_command_imports_only_what_it_uses(tmp_path):
    """``certify check`` loads the checker (numpy), not the engine or the solvers."""
    import subprocess
    import sys

    path = certify.solve("official", 6).write(tmp_path / "official-6.csv")
    code = ("import sys; from certify.cli import main; main(['check', sys.argv[1]]); "
            "print(sorted(m for m in ('numba', 'rich', 'z3', 'cvc5', 'sympy', 'matplotlib', 'pysat', 'gmpy2') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "[]" and "valid official table" in out
