"""Theorem 3 for all n (issue 25 item 2): the family classification of the 2×n game's states
(benchmarks/ab_theorem3_families.py) and the move types that ab.theorem-3.all.moves-P, -D and
-S1 (ab-dags.toml) read, checked against the exhaustive solver's own values."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from certify.codebreaking.solver import PairSolver

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "ab_theorem3_families.py"
_spec = importlib.util.spec_from_file_location("ab_theorem3_families", _PATH)
families = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(families)


def _extended(fam: str, p: int) -> int:
    """The nodes' extended closed forms: empty classes 0, one code 1, the path D(1) 3."""
    if fam == "P" and p <= 1 or fam in ("D", "S1") and p == 0:
        return 0
    if fam == "S1" and p == 1:
        return 1
    return families.closed_form(fam, p)


def _move_values(fam: str, s: int) -> set[int]:
    """The move values the nodes' readings list (size plus the answer classes' totals)."""
    P, D, S = (lambda k: _extended("P", k)), (lambda k: _extended("D", k)), (lambda k: _extended("S1", k))
    if fam == "P":
        return {s * (s - 1) + 2 * S(s - 1) + P(s - 1), s * (s - 1) + 1 + 2 * D(s - 2) + P(s - 2)}
    if fam == "D":
        values = {2 * s + 2 + D(s - 1), 2 * s + 1 + 2 * S(s - 1)}
        if s >= 2:
            values |= {2 * s + 2 + 2 * S(s - 1), 2 * s + 6 + D(s - 2), 2 * s + 2 * S(s)}
        return values
    if fam == "S1":
        return {s + 1 + S(s - 1), s + S(s - 1), s + 2 + S(s - 2)}
    return {3, 4}  # E2: a code of it (3) or a guess splitting it (4)


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8, 9, 10])
def test_every_reachable_state_is_in_a_family_with_its_closed_form(n):
    survey = families.survey(n)
    assert survey["states"] == 3 * n - 8
    for fam, p, total, closed, _ in survey["members"]:
        assert fam != "other", (fam, p)
        assert total == closed, (fam, p, total, closed)


@pytest.mark.parametrize("n", [5, 8, 9])
def test_every_guess_is_one_of_the_listed_move_types(n):
    """Each guess at each family state (no twin reduction: all n(n-1) guesses) is worth one of
    the values the nodes list, and the least of them is the state's certified total."""
    solver = PairSolver(n)
    solver.value(solver.game.full)
    game = solver.game
    pairs = [(i, j) for i in range(n) for j in range(n) if i != j]
    for state, (total, _, _) in solver.table.items():
        fam, p = families.classify(state, n)
        allowed = _move_values(fam, p)
        seen = set()
        for guess in pairs:
            parts = game.children(state, guess)
            if parts is None:
                continue
            seen.add(state.bit_count() + sum(solver.value(q)[0] for q in parts))
        assert seen <= allowed, (fam, p, seen - allowed)
        assert min(seen) == total == min(allowed), (fam, p)


def test_classify_names_constructed_states():
    n = 7
    bit = lambda i, j: 1 << (i * n + j)
    star2 = sum(bit(5, x) | bit(x, 6) for x in range(3))  # Star(3, 5, 6)
    assert families.classify(star2, n) == ("D", 3)
    assert families.classify(sum(bit(x, 4) for x in range(4)), n) == ("S1", 4)
    assert families.classify(sum(bit(i, j) for i in range(4) for j in range(4) if i != j), n) == ("P", 4)
    assert families.classify(bit(0, 1) | bit(2, 3), n) == ("E2", 0)
    assert families.classify(bit(0, 1) | bit(1, 2) | bit(2, 0), n)[0] == "other"


def test_script_rejects_bad_input():
    for arg in ("x", "3"):
        run = subprocess.run([sys.executable, str(_PATH), arg], capture_output=True, text=True)
        assert run.returncode == 2
        assert run.stderr.strip().startswith("error:") and "Traceback" not in run.stderr


# ---- the glue of ab.theorem-3.all (certify.checkers.dag_glue) can fail ----------------------------

from certify.checkers import CheckError  # noqa: E402
from certify.checkers.dag_glue import check_glue, obligations  # noqa: E402
from tests.test_ab_theorem4 import DATA, _registry  # noqa: E402

THEOREM = "ab.theorem-3.all"


def test_the_glue_holds():
    names = [name for name, _ in obligations(DATA, THEOREM)[THEOREM]]
    assert {"measure", "cover", "applies.1.step", "step.2.step", "applies.3.step"} <= set(names)
    assert check_glue(DATA, THEOREM)["obligations"]


def test_the_glue_fails_when_the_even_pairs_miss_a_move(tmp_path):
    """Drop step-P-even-touch2 (and its reads, the odd node's renumbered): the guess of two symbols of U
    at even s is covered by no node."""
    import re

    def edit(text):
        text = re.sub(r'      \{ by = "ab\.theorem-3\.all\.step-P-even-touch2".*\n', "", text, count=1)
        text = re.sub(r'reads\."2\.\d+" = .*\n', "", text, count=8)
        return re.sub(r'reads\."3\.(\d+)"', r'reads."2.\1"', text, count=6)
    directory = _registry(tmp_path, edit)
    with pytest.raises(CheckError, match="applies.1.step"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_when_the_star_uses_itself(tmp_path):
    """The double star D(s) uses S1(s); a measure that ranks S1 above D at equal s does not descend."""
    directory = _registry(tmp_path, lambda t: t.replace('measure = "3*(2*n + j) + 2 - c"', 'measure = "3*(2*n + j) + c"'))
    with pytest.raises(CheckError, match="step.2.step"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_when_a_use_loses_its_condition(tmp_path):
    """S1(s - 2) without its condition (s >= 4) reaches S1(0), S1(1): outside the domain."""
    directory = _registry(tmp_path, lambda t: t.replace('["2", "n - 1", "j", "2*n + j - 2 >= 2"]]', '["2", "n - 1", "j"]]'))
    with pytest.raises(CheckError, match="step.3.step"):
        check_glue(directory, THEOREM, timeout=20)
