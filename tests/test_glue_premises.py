"""What a glue's premises may assume (issue 36; an adversarial review in session 38 found each of
these edits left a root proved): a step's move range must hold a move at every state of its region,
an ``exists`` variable must be a fresh name, the measure an integer, one glue per theorem, a node
never promoted by its own DAG, and a glue over game values must imply some claim's statement. Each
edit is made by hand to a copy of the shipped registry, on the glue of Cushing et al.'s
monotonicity (``cushing.monotonicity.all``)."""


import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations, unlinked
from certify.claims.registry import DATA
from tests.registry_copy import edited

ROOT = "cushing.monotonicity.all"
OWN_STEP = 'states = "And(Eq(c, 1), a >= 2, b >= 2)"\nmoves = "Eq(j, 0)"'  # the M1 step (region 3)
PROMOTIONS = ('[[glue.promote]]\nclaim = "cushing.monotonicity.own"\n[[glue.promote.parts]]\nat = { c = "1", a = "a", b = "b" }\n'
              '[[glue.promote]]\nclaim = "cushing.monotonicity.opponent"\n[[glue.promote.parts]]\nat = { c = "2", a = "a", b = "b" }\n')




@pytest.mark.parametrize("moves", ["False", "And(Eq(j, 0), j >= a)"])
def test_a_step_whose_moves_are_empty_proves_nothing(tmp_path, moves):
    """With no move in the range every obligation of the region holds vacuously: ``moves.R.some`` fails."""
    directory = edited(tmp_path, (OWN_STEP, OWN_STEP.replace('"Eq(j, 0)"', f'"{moves}"')))
    with pytest.raises(CheckError, match=r"moves\.3\.step\.some"):
        check_glue(directory, ROOT, timeout=20)


@pytest.mark.parametrize("premise", [
    '{ var = "a", fact = "equal", of = "a + 1" }',  # a state variable: a contradiction assumed
    '{ var = "z", fact = "equal", of = "z + 1" }',  # its own term
    '{ var = "j", fact = "equal", of = "0" }',  # the move
    '{ var = "z", fact = "equal", of = "b" }, { var = "z", fact = "equal", of = "a" }',  # an earlier one: a = b assumed
])
def test_an_exists_variable_must_be_fresh(tmp_path, premise):
    directory = edited(tmp_path, (OWN_STEP, f"{OWN_STEP}\nexists = [{premise}]"))
    with pytest.raises(CheckError, match="'exists' variable .* is not fresh"):
        obligations(directory, ROOT)


def test_a_fresh_exists_variable_is_accepted(tmp_path):
    directory = edited(tmp_path, (OWN_STEP, f'{OWN_STEP}\nexists = [{{ var = "z", fact = "equal", of = "a + b" }}]'))
    names = [name for name, _ in obligations(directory, ROOT)[ROOT]]
    assert "exists.3.step.1" in names and "moves.3.step.some" in names


def test_a_real_measure_is_refused(tmp_path):
    """1/a >= 0 and decreasing along a + 1 is not well-founded: only an integer measure is."""
    directory = edited(tmp_path, ('measure = "a + b + 1"', 'measure = "(a + b + 1)/2"'))
    with pytest.raises(CheckError, match="measure must be an integer term"):
        obligations(directory, ROOT)


def test_a_second_glue_for_one_theorem_is_refused(tmp_path):
    second = ('[[glue]]\ntheorem = "cushing.monotonicity.all"\nrules = "custom"\nstate = ["c", "a", "b"]\nmove = "j"\n'
              'terminal = "False"\ndomain = "False"\nmeasure = "0"\n\n')
    directory = edited(tmp_path, ('[[glue]]\ntheorem = "cushing.monotonicity.all"\n', second + '[[glue]]\ntheorem = "cushing.monotonicity.all"\n'))
    with pytest.raises(CheckError, match="a second \\[\\[glue\\]\\] for cushing.monotonicity.all"):
        obligations(directory, ROOT)


def test_a_node_is_not_promoted_by_its_own_dag(tmp_path):
    """A bounded claim added as a premise node and then promoted through the DAG would prove itself."""
    ih = 'ih = "And(Implies(Eq(c, 1), P(a + 1, b) <= P(a, b)), Implies(Eq(c, 2), P(a, b) <= P(a, b + 1)))"'
    directory = edited(tmp_path, (ih, ih + '\nnodes = [{ claim = "cushing.monotonicity.own", role = "premise" }]'))
    with pytest.raises(CheckError, match="promote cushing.monotonicity.own: a node of the DAG is not promoted by it"):
        obligations(directory, ROOT)


def test_a_glue_that_implies_no_statement_leaves_its_theorem_open(tmp_path):
    """Promotions deleted (and the domain narrowed): the glue still checks, but proves nothing stated."""
    assert not unlinked(DATA, ROOT)
    directory = edited(tmp_path, (PROMOTIONS, ""), ('domain = "And(c >= 1, c <= 2, a >= 1, b >= 1)"',
                                                   'domain = "And(c >= 1, c <= 2, a >= 1, b >= 1, a + b <= 6)"'))
    assert unlinked(directory, ROOT)
    from certify.audit.dags import apply_dags
    from certify.audit.results import ClaimResult
    from certify.claims.dags import glue_verdict
    from certify.claims.loading import load

    registry = load(directory)
    dag = next(d for d in registry.dags if d.theorem == ROOT)
    by_id = registry.claims  # id -> claim
    results = [ClaimResult(by_id[ROOT], status="open")] + [ClaimResult(by_id[node.claim], status="proved") for node, _ in dag.walk()]
    verdict = glue_verdict(directory, ROOT)
    assert verdict["checked"]  # every obligation that is left holds
    apply_dags(results, [dag], lambda _directory, theorem: verdict)
    assert results[0].status == "open" and "implies the statement of no claim" in results[0].note


@pytest.mark.parametrize("old, new, said", [
    ('{ rule = "terminal", at = ["a + 1"] }', '{ rule = "terminal-x", at = ["a + 1"] }', "region 1: no rule fact named 'terminal-x'"),
])
def test_a_misnamed_rule_fact_is_named(tmp_path, old, new, said):
    """An unknown name is one line naming the region and the name, not ``malformed: KeyError``."""
    with pytest.raises(CheckError, match=said):
        obligations(edited(tmp_path, (old, new)), ROOT)


def test_an_optimum_with_unknown_game_rules_is_named(tmp_path):
    directory = edited(tmp_path, ('game_rules = "official"', 'game_rules = "tripartite"'))
    with pytest.raises(CheckError, match="an optimum needs game_rules, one of"):
        obligations(directory, "cushing.theorem-1.1.all")
