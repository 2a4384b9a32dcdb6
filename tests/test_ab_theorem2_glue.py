"""AB paper, Theorem 2 for all n: the glue of the induction on n (rules ab-line) and of the descent
to the balanced split (ab.theorem-2.all.descent) hold, and fail when a part of them is removed."""

import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue
from tests.test_ab_theorem4 import DATA, _registry
DESCENT = "ab.theorem-2.all.descent"


@pytest.mark.parametrize("theorem", ["ab.theorem-2.all", DESCENT])
def test_the_glue_holds(theorem):
    assert check_glue(DATA, theorem)["obligations"]


def test_the_descent_needs_its_base(tmp_path):
    """Without the balanced splits (difference 0 or 1) the regions do not cover the domain."""
    base = '[[glue.region]]\nkind = "base"\nstates = "n - 1 - 2*g <= 1"\nby = "ab.theorem-2.all.descent.balanced"\nat = [{ n = "n", k = "g" }]\n\n'
    directory = _registry(tmp_path, lambda t: t.replace(base, ""))
    with pytest.raises(CheckError, match="obligation cover"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_exchange_needs_the_right_levels(tmp_path):
    """The level of k rather than of k + 1 does not meet the exchange node's hypotheses (at
    k + 1 = 2^(a+1) the two differ)."""
    directory = _registry(tmp_path, lambda t: t.replace('{ var = "la", fact = "level", of = "g + 2" }',
                                                        '{ var = "la", fact = "level", of = "g + 1" }'))
    with pytest.raises(CheckError, match="applies.2.step"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_descent_must_shrink_the_difference(tmp_path):
    """A use at the same split (no progress) fails the step obligation."""
    directory = _registry(tmp_path, lambda t: t.replace('uses = [["n", "g + 1"]]', 'uses = [["n", "g"]]'))
    with pytest.raises(CheckError, match="step.2.step"):
        check_glue(directory, DESCENT, timeout=20)
