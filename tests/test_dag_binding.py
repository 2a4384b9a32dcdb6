"""Every glue binds its nodes to the game (issue 36, item 1), as far as it is done: the glue of
the lower bound P(m, j) >= 3/m (cushing.lemma-1.5.i.lower-bound.all) reads its nodes over the
game value P, so the faults measured on main are refused by an obligation."""


import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations, promoted
from certify.checkers.smt import check_text
from certify.claims.registry import DATA
from tests.registry_copy import edited

THEOREM = "cushing.lemma-1.5.i.lower-bound.all"




def fails(directory, name: str) -> bool:
    text = dict(obligations(directory, THEOREM)[THEOREM])[name]
    try:
        check_text(text, 60)
    except CheckError:
        return True
    return False


def test_the_lower_bound_glue_reads_its_nodes_over_p_and_promotes_the_statement():
    names = check_glue(DATA, THEOREM)["obligations"]
    assert {"settles.1.base", "reads.2.step.1.1", "reads.3.step.1.1", "reads.3.step.1.2", "concludes.3.step.1"} <= set(names)
    assert promoted(DATA, THEOREM) == {"cushing.lemma-1.5.i.lower-bound": "statement"}


def test_a_base_statement_about_a_free_variable_with_a_widened_domain_is_refused(tmp_path):
    """Measured on main: base-3's holds replaced by 'if x = 10/(3m) then x >= 3/m' and the domain
    widened to m >= 5 at j = 3 kept the root proved, a false statement (P(5, 3) = 7/15 < 3/5)."""
    directory = edited(tmp_path,
                       ('holds = "Implies(Eq(P(m, 3), R3(m)), P(m, 3) >= 3/m)"', 'holds = "Implies(Eq(x, 10/(3*m)), x >= 3/m)"'),
                       ('vars = { m = [8, "N"] }\nholds = "Implies(Eq(x', 'vars = { m = [5, "N"] }\nholds = "Implies(Eq(x'),
                       ('domain = "And(m >= 5, j >= 3, Or(m >= 8, j >= 10))"', 'domain = "And(m >= 5, j >= 3)"'),
                       ('states = "And(m >= 8, Eq(j, 3))"', 'states = "Eq(j, 3)"'))
    with pytest.raises(CheckError, match=r"region 2: cushing.lemma-1.5.i.lower-bound.base-3 has a variable that nothing binds \(x\)"):
        obligations(directory, THEOREM)  # x is no value of the game: the binding rule refuses the node (issue 36 item 1)
    with pytest.raises(CheckError, match=THEOREM):
        check_glue(directory, THEOREM, timeout=20)


def test_emptying_a_steps_uses_is_refused(tmp_path):
    """Measured on main: emptying a step region's uses kept the root proved."""
    directory = edited(tmp_path, ('uses = [["m", "j - 1"]]', "uses = []"),
                       ('reads."1.1" = ["uses.1"]\nreads."1.2" = ["lemmas.1"]', 'reads."1.2" = ["lemmas.1"]'))
    assert fails(directory, "reads.3.step.1.1")  # P(m, j - 1) >= 3/m is read from nothing


def test_a_circular_use_is_refused(tmp_path):
    directory = edited(tmp_path, ('uses = [["m", "j - 1"]]', 'uses = [["m", "j"]]'))
    assert fails(directory, "step.3.step")
