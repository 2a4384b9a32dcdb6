"""AB paper, Theorem 2 for all n: the glue of the induction on n (rules ab-line) and of the descent
to the balanced split (ab.theorem-2.all.descent) hold, and fail when a part of them is removed.
The descent is a glue over values (issue 36): its states carry the ceiling levels of their parts,
and every hypothesis of the exchange node is read from the induction, the increments lemma or
the premises."""

import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations
from tests.test_ab_theorem4 import DATA, _registry
DESCENT = "ab.theorem-2.all.descent"
BASE = ('[[glue.region]]\nkind = "base"\nstates = "n - 1 - 2*g <= 1"\nby = "ab.theorem-2.all.descent.balanced"\n'
        'at = [{ n = "n", k = "g", a = "a", b = "b", u = "r", t = "t" }]\n\n')
FIRST_STEP = '[[glue.region]]\nkind = "step"\nstates = "And(n - 1 - 2*g >= 2, g + 2 <= 2**a, 2**b < 2*(n - 1 - g))"'


@pytest.mark.parametrize("theorem", ["ab.theorem-2.all", DESCENT])
def test_the_glue_holds(theorem):
    assert check_glue(DATA, theorem)["obligations"]


def test_the_descent_reads_every_hypothesis_of_the_exchange():
    """Four step regions, each with one 'reads' obligation per hypothesis of the exchange node (the
    level comparison, the two increments, the induction hypothesis at the use)."""
    names = [name for name, _ in obligations(DATA, DESCENT)[DESCENT]]
    for region in (2, 3, 4, 5):
        assert {f"reads.{region}.step.1.{i}" for i in (1, 2, 3, 4)} <= set(names)
    assert "settles.1.base" in names


def test_the_descent_needs_its_base(tmp_path):
    """Without the balanced splits (difference 0 or 1) the regions do not cover the domain."""
    directory = _registry(tmp_path, lambda t: t.replace(BASE, "", 1))
    with pytest.raises(CheckError, match="obligation cover"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_exchange_needs_the_induction_hypothesis(tmp_path):
    """With its use deleted (and the conjunct left to read from every instance), the exchange's
    hypothesis F(g+1) + F(n-2-g) >= S follows from nothing: the 'reads' obligation fails."""
    def edit(text):
        text = text.replace('uses = [["n", "g + 1", "a", "b", "r", "t"]]', 'uses = []', 1)
        return text.replace('reads."1.4" = ["uses.1"]\nquestions = 0', 'questions = 0', 1)
    directory = _registry(tmp_path, edit)
    with pytest.raises(CheckError, match=r"reads\.2\.step\.1\.4"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_named_level_must_be_the_next_one(tmp_path):
    """Where g + 2 crosses a power of 2 (region 4) the use's level is a + 1; named a + 2 instead, the
    exchange node's hypotheses (its level c is a or a + 1) do not hold."""
    directory = _registry(tmp_path, lambda t: t.replace('exists = [{ var = "a1", fact = "equal", of = "a + 1" }]\n',
                                                        'exists = [{ var = "a1", fact = "equal", of = "a + 2" }]\n', 1))
    with pytest.raises(CheckError, match=r"applies\.4\.step"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_levels_of_the_use_must_be_the_right_ones(tmp_path):
    """In the region where g + 2 crosses a power of 2, the use at the old level a (not a + 1) does not
    give the exchange's induction hypothesis at the level of g + 2."""
    directory = _registry(tmp_path, lambda t: t.replace('uses = [["n", "g + 1", "a1", "b", "r", "t", "a1 >= 0"]]',
                                                        'uses = [["n", "g + 1", "a", "b", "r", "t"]]', 1))
    with pytest.raises(CheckError, match=r"reads\.4\.step\.1\.4"):
        check_glue(directory, DESCENT, timeout=20)


def test_the_descent_must_shrink_the_difference(tmp_path):
    """A use at the same split (no progress) fails the step obligation."""
    directory = _registry(tmp_path, lambda t: t.replace('uses = [["n", "g + 1", "a", "b", "r", "t"]]',
                                                        'uses = [["n", "g", "a", "b", "r", "t"]]', 1))
    with pytest.raises(CheckError, match=r"step\.2\.step"):
        check_glue(directory, DESCENT, timeout=20)
