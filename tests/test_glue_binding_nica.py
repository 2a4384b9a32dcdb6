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
import re
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


# ---- nica.theorem-1.1 over Nica's value (issue 36 items 1 and 3) ------------------------------------------

ROOT = "nica.theorem-1.1"
WEEDS = 'states = "And(n >= 2, m >= 2, clev(cm, m), clev(cn, n), n > 2**cm)"'
LAST_WEEDS_USE = ', ["m", "n - floor(2**cm/2)", "jb", "cm", "jb >= 0"]]'


def _in_region(text, states, edit):
    """``edit`` applied to the glue region whose states are ``states`` (up to the next blank line)."""
    start = text.index(states)
    end = text.index("\n\n", start)
    return text[:start] + edit(text[start:end]) + text[end:]


def test_the_glue_is_over_nica_values_and_binds_every_node():
    from certify.checkers.dag_glue import _load, obligations, promoted
    from certify.claims.registry import DATA

    glue = next(g for g, _ in _load(DATA)[3] if g["theorem"] == ROOT)
    assert "ih" in glue and "pN(n, m)" in glue["ih"]
    facts_read = {f["rule"] for region in glue["region"] for f in region.get("facts", [])}
    assert facts_read == set(NICA)
    names = [name for name, _ in obligations(DATA, ROOT)[ROOT]]
    assert sum(name.startswith("reads.") for name in names) >= 30 and sum(name.startswith("lemma.") for name in names) >= 13
    # the bounded claims are promoted over their range; their statements (the table's P, optimal, ilog2)
    # are linked to the predicate by their reading
    assert set(promoted(DATA, ROOT).values()) == {"range"}


HAND_MADE = [
    # the weeds: the use at (m, n - 2^(cm-1)) deleted (its conjunct then read from every other instance):
    # the value of the stated bid's larger part follows from nothing
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace(LAST_WEEDS_USE, "]", 1)
                          .replace('reads."1.7" = ["uses.4"]\n', "", 1).replace('reads."2.7" = ["uses.4"]\n', "", 1)),
     "reads.3.step.1.7"),
    # a use made circular: the attaining bid's part read at the state itself
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace('uses = [["m", "K(-n, m)", "l", "cm", "l >= 0"]',
                                                        'uses = [["n", "m", "cm", "cn", "l >= 0"]', 1)), "step.3.step"),
    # the rules fact nica.bid not read: p* at least the stated bid's value follows from nothing
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace('reads."1.5" = ["facts.2"]', 'reads."1.5" = []', 1)),
     "reads.3.step.1.5"),
    # Lemma 4.1's case not read: the attaining bid's value at most q(n, m) follows from nothing
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace('reads."1.4" = ["facts.1", "lemmas.1", "lemmas.2"]',
                                                        'reads."1.4" = ["facts.1"]', 1)), "reads.3.step.1.4"),
    # the terminal states dropped (the rules facts nica.won, nica.lost with them)
    (lambda t: t.replace('states = "And(Or(Eq(n, 1), Eq(m, 1)), clev(cm, m), clev(cn, n))"', 'states = "False"', 1), "cover"),
    # the domain widened to n >= 0: (0, m) is no state of the game, and no node speaks of it
    (lambda t: t.replace('domain = "And(n >= 1, m >= 1, Not(And(Eq(n, 1), Eq(m, 1))), cm >= 0, cn >= 0)"',
                         'domain = "And(n >= 0, m >= 1, Not(And(Eq(n, 1), Eq(m, 1))), cm >= 0, cn >= 0)"', 1), "applies.1.step"),
]


def _copy_with(tmp_path, edit):
    import shutil

    from certify.claims.registry import DATA

    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "nica-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text  # the edit applies (on the glue without binding of before, it did not)
    path.write_text(changed, encoding="utf-8")
    return directory


@pytest.mark.parametrize("edit, broken", HAND_MADE, ids=[b for _, b in HAND_MADE])
def test_a_hand_made_glue_mutant_fails_the_obligation_it_breaks(tmp_path, edit, broken):
    from certify.checkers import CheckError
    from certify.checkers.dag_glue import check_glue

    directory = _copy_with(tmp_path, edit)
    with pytest.raises(CheckError, match=rf"obligation {re.escape(broken)}\b"):
        check_glue(directory, ROOT, timeout=60)


FREE = [
    # the step's game value x bound to nothing: a free variable (refused: nothing binds it)
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace('x = "pN(n, m)", ', "", 1)), "nothing binds|'at' must give"),
    # the stated bid's value bound to a variable outside the state
    (lambda t: _in_region(t, WEEDS, lambda r: r.replace('u = "pN(m, floor(2**cm/2))"', 'u = "pN(m, q0)"', 1)),
     "may use only the state"),
]


@pytest.mark.parametrize("edit, why", FREE, ids=["unbound", "free"])
def test_a_binding_replaced_by_a_free_variable_is_refused(tmp_path, edit, why):
    from certify.checkers import CheckError
    from certify.checkers.dag_glue import obligations

    directory = _copy_with(tmp_path, edit)
    with pytest.raises(CheckError, match=why):
        obligations(directory, ROOT)


@pytest.mark.slow
@pytest.mark.parametrize("edit, broken", [HAND_MADE[0], HAND_MADE[2]], ids=["use-deleted", "fact-unread"])
def test_audited_with_a_hand_made_mutant_the_root_is_not_proved(tmp_path, capsys, edit, broken):
    from certify.cli import main

    directory = _copy_with(tmp_path, edit)
    code = main(["audit", "--registry", str(directory), "--only", ROOT, "-q", "--max", "6"])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {ROOT} " in f"{line} ")
    assert code == 1 and "!!" in line and "proved" not in line.split()[1:2], out[-2000:]
    assert broken in out, out[-2000:]
