"""Issue 36 items 1 and 4 for Nica's game (rules "nica"): the rule facts a glue over Nica's value
may read (certify.checkers.dag_glue.RULE_FACTS nica.*: the glue reads P(-n, m) as p*(n, m)).

* each fact, the glue's own formula, holds at every state up to N of the engine's table (accepted
  by the independent table checker), and fails on a table changed at one state (the check can fail);
* the facts read their own slice of P (first argument <= -1), apart from the official facts
  (P(a, b), a, b >= 1), the line game's (P(n, 0)) and the bid game's (P(n, -1));
* each has its Coq theorem against GuessWho.v's value Nica (tests/test_coq_facts.py compiles them).
"""

import ast
import math
import tempfile
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from certify.checkers.dag_glue import RULE_FACTS
from certify.coq import facts

N = 20
NICA = sorted(key for key in RULE_FACTS if key.startswith("nica."))


@pytest.fixture(scope="module")
def table():
    from certify.checkers.tables import load_checked
    from certify.guesswho.table import solve

    with tempfile.TemporaryDirectory() as scratch:
        path = solve("nica", N).write(Path(scratch) / f"nica-{N}.npz")
        checked = load_checked(path, "nica")
    return {(n, m): Fraction(int(checked.scaled[n, m]), n * m)
            for n in range(1, N + 1) for m in range(1, N + 1) if (n, m) != (1, 1)}


def _exact(formula: str):
    """The glue's formula as a Python expression over Fractions (every integer literal exact)."""
    tree = ast.parse(formula, mode="eval")

    class Exact(ast.NodeTransformer):
        def visit_Constant(self, node):
            if isinstance(node.value, int) and not isinstance(node.value, bool):
                return ast.Call(ast.Name("Fraction", ast.Load()), [node], [])
            return node

    return compile(ast.fix_missing_locations(Exact().visit(tree)), "<fact>", "eval")


def _best_bid(values, n, m):
    """The first bid 1 <= b <= n/2 whose value is p*(n, m) (None: none is)."""
    for b in range(1, n // 2 + 1):
        if n - b * values[(m, b)] - (n - b) * values[(m, n - b)] == n * values[(n, m)]:
            return b
    return None


def violations(values, key):
    """The instances of the fact ``key`` (its parameters over 1..N) that are false of ``values``."""
    params, formula = RULE_FACTS[key]
    code = _exact(formula)

    def P(a, b):
        assert a.denominator == b.denominator == 1 and a <= -1, (a, b)  # the glue's slice of Nica's game
        return values[(int(-a), int(b))]

    def K(a, b):
        best = _best_bid(values, int(-a), int(b))  # none: the bid 1 (the fact then fails)
        return Fraction(best if best is not None else 1)

    names = {"Fraction": Fraction, "P": P, "K": K, "floor": math.floor, "Eq": lambda x, y: x == y,
             "And": lambda *a: all(a), "Or": lambda *a: any(a), "Not": lambda a: not a,
             "Implies": lambda a, b: (not a) or b}
    bad, checked = [], 0
    for point in product(range(1, N + 1), repeat=len(params)):
        env = dict(zip(params, map(Fraction, point)))
        try:
            holds = eval(code, {**names, **env})  # noqa: S307 (our own formula, parsed above)
        except KeyError:  # a state outside the table: only under a false premise
            continue
        checked += 1
        if not holds:
            bad.append(point)
    assert checked > 0
    return bad


def test_the_nica_facts_are_the_four_of_the_glue():
    assert NICA == ["nica.attained", "nica.bid", "nica.lost", "nica.won"]


@pytest.mark.parametrize("key", NICA)
def test_each_nica_fact_holds_at_every_state_of_the_checked_table(table, key):
    assert violations(table, key) == []


# one state changed, and the fact that reads it fails there
CHANGED = {"nica.won": ((1, 5), Fraction(1, 2)), "nica.lost": ((4, 1), Fraction(1, 4)),
           "nica.bid": ((6, 5), Fraction(-1, 30)), "nica.attained": ((7, 3), Fraction(1, 21))}


@pytest.mark.parametrize("key", NICA)
def test_each_nica_fact_fails_on_a_table_changed_at_one_state(table, key):
    (state, delta) = CHANGED[key]
    changed = dict(table)
    changed[state] += delta
    bad = violations(changed, key)
    assert bad, key


def test_the_nica_facts_read_their_own_slice_of_the_game_value():
    """P(-n, m), n >= 1: no official fact (P(a, b), a >= 1), no line (P(n, 0)) or bid (P(n, -1)) fact
    meets it, so one glue citing facts of two games cannot contradict itself."""
    def first_arguments(text):
        tree = ast.parse(text, mode="eval")
        return [call.args[0] for call in ast.walk(tree) if isinstance(call, ast.Call) and getattr(call.func, "id", "") in ("P", "K")]

    for key in NICA:
        arguments = first_arguments(RULE_FACTS[key][1])
        assert arguments and all(isinstance(a, ast.UnaryOp) and isinstance(a.op, ast.USub) for a in arguments), key
    for key, (_, formula) in RULE_FACTS.items():
        if not key.startswith("nica."):
            assert not any(isinstance(a, ast.UnaryOp) for a in first_arguments(formula)), key


def test_each_nica_fact_has_its_coq_theorem():
    for key in NICA:
        proof = facts.PROOFS[key]
        assert proof.module == facts.MODULE and proof.theorem.startswith("fact_nica_")
        assert facts.normal(proof.formula) == facts.normal(RULE_FACTS[key][1])
