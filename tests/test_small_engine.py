"""The numpy engine for small two-part tables (certify.guesswho.small) against the compiled engine:
the same arrays (values, offsets, runs), so the same files, byte for byte."""

import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import certify
from certify.errors import CertifyError
from certify.guesswho import engine, small

TWO_PART = ["nica", "official"]


def same_arrays(rules, size):
    ours, theirs = small.solve_scaled(rules, size), engine.solve_scaled(rules, size)
    for name, a, b in zip(("scaled", "offsets", "runs"), ours, theirs):
        assert a.dtype == b.dtype and a.shape == b.shape, (rules, size, name)
        assert np.array_equal(a, b), (rules, size, name, np.argwhere(a != b)[:3])


@pytest.mark.parametrize("rules", TWO_PART)
def test_every_small_size_matches_the_engine(rules):
    for size in range(1, 41):  # the sizes the reference tests (test_engine.py) check, and more
        same_arrays(rules, size)


@settings(max_examples=12, deadline=None)
@given(rules=st.sampled_from(TWO_PART), size=st.integers(41, 260))
def test_random_sizes_match_the_engine(rules, size):
    same_arrays(rules, size)


@pytest.mark.slow
@pytest.mark.parametrize("rules", TWO_PART)
def test_the_largest_small_size_matches_the_engine(rules):
    same_arrays(rules, small.SMALL_MAX[rules])


def fake_rules(seed, guess):
    """A two-part rule set whose terminal states have random values (seeded): optimal questions
    that are not one progression, and fixed states inside the table, which the real rules lack."""
    import random
    import types

    rng = random.Random(seed)
    chosen = {}

    def terminal_scaled(n, m):
        if (n, m) not in chosen:
            chosen[n, m] = rng.choice((0, 0, m, n * m)) if n > 1 and rng.random() < 0.3 else -1
        return chosen[n, m]

    return types.SimpleNamespace(NAME="fake", MAX_PARTS=2, HAS_GUESS=guess, is_state=lambda n, m: n >= 1 and m >= 1
                                 and (n, m) != (2, 3), terminal_scaled=terminal_scaled)


def test_states_with_several_progressions_are_split_like_the_engine(monkeypatch):
    from certify.guesswho import rules

    split = 0
    for seed in range(6):
        game = fake_rules(seed, guess=seed % 2 == 0)
        monkeypatch.setitem(rules.RULES, "fake", game)
        _, offsets, runs = small.solve_scaled("fake", 60)
        split += int((np.diff(offsets) > 2).sum())
        same_arrays("fake", 60)
    assert split  # some states' optimal questions are several runs (the greedy split)


def test_greedy_split():
    assert small.greedy(np.array([1, 3, 5, 6, 9, 12, 20])) == [(1, 5, 2), (6, 12, 3), (20, 20, 1)]
    assert small.greedy(np.array([4])) == [(4, 4, 1)] and small.greedy(np.array([], dtype=int)) == []


def test_dispatch_and_refusals(monkeypatch):
    calls = []
    original = small.solve_scaled
    monkeypatch.setattr(small, "solve_scaled", lambda *a: calls.append(a) or original(*a))
    certify.solve("official", 12)
    certify.solve("tripartite", 12)  # three parts: the compiled engine
    assert [c[:2] for c in calls] == [("official", 12)]
    assert not small.fits("tripartite", 10) and small.fits("official", 500) and not small.fits("official", 5000)
    with pytest.raises(CertifyError):
        original("tripartite", 5)
    with pytest.raises(CertifyError):
        original("official", 0)


def heavy_modules_of_table_command(path, size: int) -> str:
    """``certify table --rules official --max SIZE -o PATH`` in a fresh interpreter (it must
    succeed): which of numba, z3, cvc5 and sympy it imported, as the printed sorted list."""
    code = ("import sys; from certify.cli import main\n"
            f"try:\n main(['table', '--rules', 'official', '--max', '{size}', '-q', '-o', sys.argv[1]])\n"
            "except SystemExit as e:\n assert not e.code, e.code\n"
            "print(sorted(m for m in ('numba', 'z3', 'cvc5', 'sympy') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[-1]


def test_table_command_for_small_n_does_not_import_numba(tmp_path):
    """``certify table`` at N = 100 (NPZ, checked) runs without importing numba."""
    path = tmp_path / "official-100.npz"
    assert heavy_modules_of_table_command(path, 100) == "[]" and path.exists()
    assert certify.Table.load(path).value(100, 100) == certify.solve("official", 100).value(100, 100)


def test_csv_reader_gathers_moves_into_progressions():
    """The CSV checker hands the equations runs of step 1 and 2 (fewer runs), holding exactly the moves read."""
    from certify.guesswho.csvread import progressions

    moves = [(0, b, b, 1) for b in (1, 2, 3, 5, 7, 9, 10)] + [(0, 0, 0, 1), (0, 4, 4, 1), (0, 6, 6, 1), (1, 2, 2, 1), (2, 3, 3, 1)]
    count, runs = progressions(np.array([8, 2, 2]), np.array(moves, dtype=np.int32))
    assert count.tolist() == [4, 1, 2]
    assert runs.tolist() == [[0, 1, 3, 1], [0, 5, 7, 2], [0, 9, 10, 1], [0, 0, 0, 1], [0, 4, 6, 2], [1, 2, 2, 1], [2, 3, 3, 1]]
    table = certify.solve("official", 60)
    read = certify.Table.load(table.write(Path(tempfile.mkdtemp()) / "t.csv"), "official")
    assert all(read.optimal_moves(n, m) == table.optimal_moves(n, m) for n, m in table.states())
    moves = sum(len(table.optimal_moves(n, m)) for n, m in table.states())
    assert len(read.runs) < moves // 2  # not one run per move
