"""The AB paper's sub-game graphs (Section 4, Figure 5) read from checked 2×n certificates."""

import pytest
from hypothesis import given, settings, strategies as st

from certify.codebreaking.solver import PairSolver
from certify.claims.exact import OutOfRange
from certify.claims.functions import ab_graphs


def _bits(codes, n):
    return sum(1 << (i * n + j) for i, j in codes)


@pytest.mark.parametrize("g,size", [(0, lambda m: m * (m - 1)), (1, lambda m: m - 1), (2, lambda m: 2 * (m - 2))])
def test_graph_sizes(g, size):
    for m in range(2, 9):
        assert len(ab_graphs.graph_codes(g, m, 9)) == size(m)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(4, 9), g=st.integers(0, 2), data=st.data())
def test_certified_value_is_the_solvers_value_of_that_state(n, g, data):
    """The lookup (relabelling onto a checked entry) returns what a fresh solve of the very
    state gives, over every guess of the 2×n game."""
    m = data.draw(st.integers(2 if g < 2 else 3, n))
    codes = ab_graphs.graph_codes(g, m, n)
    try:
        total, worst = ab_graphs.certified(codes, n)
    except OutOfRange:
        return
    fresh = PairSolver(n).value(_bits(codes, n))
    assert (total, worst) == fresh[:2]


def test_state_outside_the_certificate_is_out_of_range():
    with pytest.raises(OutOfRange):
        ab_graphs.certified(ab_graphs.graph_codes(2, 4, 5), 5)  # T2(4) is not reached in 2×5


def test_moves_and_classes_of_the_2x5_example():
    # Figure 3: (2,3) in G2 costs 15; the best, (0,y) or (y,1), 13 (Section 4, end)
    assert ab_graphs.ab2_move_total(2, 5, 5, 2, 3) == 15
    assert ab_graphs.ab2_move_total(2, 5, 5, 0, 2) == 13
    assert ab_graphs.ab2_class_size(2, 5, 5, 0, 1, 1, 0) == 6  # (0,1) teaches nothing
    assert ab_graphs.ab2_move_total(2, 5, 5, 0, 1) == 6 + ab_graphs.ab2_graph_total(2, 5, 5)
