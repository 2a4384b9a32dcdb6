"""The SAT search behind open predetermined lower bounds has a budget of conflicts, not of
seconds (certify.adversary.search.refute_code, certify.adversary.optimal.SEARCH_BUDGET): the
same budget gives the same outcome on every machine and under any load."""
from __future__ import annotations

import pytest

from certify.adversary import optimal
from certify.adversary.search import refute_code
from certify.checkers import drat


def _threshold(k: int, D: int, M: int) -> int:
    """The least budget of conflicts with which Glucose refutes a (k, M, D) code (bisection)."""
    low, high = 1, 1
    while refute_code(k, D, M, high)[0] != "unsat":
        low, high = high, high * 2
        assert high < 1 << 20
    while low < high:
        middle = (low + high) // 2
        if refute_code(k, D, M, middle)[0] == "unsat":
            high = middle
        else:
            low = middle + 1
    return high


def test_same_budget_same_outcome():
    # no (6, 9, 3) code: Glucose needs some hundreds of conflicts; one fewer is "unknown", every time
    needed = _threshold(6, 3, 9)
    assert needed > 1
    for _ in range(3):
        assert refute_code(6, 3, 9, needed - 1)[:3] == ("unknown", None, None)
        status, cnf, proof, _ = refute_code(6, 3, 9, needed)
        assert status == "unsat" and drat.check_text(cnf, proof)["lemmas"] > 0


def test_a_solvable_code_is_sat_whatever_the_budget():
    assert refute_code(6, 3, 8, 1)[0] == "sat"  # the extended Hamming code shortened: 8 words exist
    assert refute_code(6, 3, 8, optimal.SEARCH_BUDGET)[0] == "sat"


def test_the_default_budget_leaves_the_open_cells_open():
    assert isinstance(optimal.SEARCH_BUDGET, int) and optimal.SEARCH_BUDGET > 0
    assert refute_code(8, 3, 21, optimal.SEARCH_BUDGET)[:3] == ("unknown", None, None)
    cell = optimal.predetermined(21, "lies", 1)  # A(8,3) = 20 is not proven here: open, the gap named
    assert (cell.lower, cell.upper, cell.status) == (8, 9, "open")
    assert "lengths 8..8 open" in cell.lower_certificate


@pytest.mark.parametrize("budget", [0, -5, 2.5, True, "100"])
def test_a_budget_is_a_positive_count_of_conflicts(budget):
    with pytest.raises(ValueError, match="conflicts"):
        refute_code(5, 3, 5, budget)
