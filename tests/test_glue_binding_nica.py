"""Issue 36 items 1 and 4 for Nica's game (rules "nica"): the rule facts a glue over Nica's value
may read (certify.checkers.dag_glue.RULE_FACTS nica.*: the glue reads P(-n, m) as p*(n, m)).

* each fact, the glue's own formula, holds at every state up to N of the engine's table (accepted
  by the independent table checker), and fails on a table changed at one state (the check can fail);
* the facts read their own slice of P (first argument <= -1), apart from the official facts
  (P(a, b), a, b >= 1), the line game's (P(n, 0)) and the bid game's (P(n, -1));
* each has its Coq theorem against GuessWho.v's value Nica (tests/test_coq_facts.py compiles them);
* nica.theorem-1.1's glue reads them: an induction predicate over p* (``ih``: p*(n, m) = q(n, m) at the
  ceiling levels of m and n), each step node's hypotheses read from the induction hypothesis at the
  successor states, the facts and the lemma nodes of Lemmas 4.1-4.2 over the powers; every glue mutant
  is killed, and an edit made by hand in a copy of the registry (a use deleted, a binding replaced by a
  free variable or moved to another state, a fact not read) leaves the root unproved, the audit naming
  the obligation that broke.
"""

import ast
import json
import math
import shutil
import tempfile
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from certify.audit.mutation_dag import glue_mutation
from certify.checkers.dag_glue import RULE_FACTS, _load, obligations
from certify.cli import main
from certify.claims.registry import DATA
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


# ---- nica.theorem-1.1's glue over p* (issue 36 item 1) ---------------------------------------------

ROOT = "nica.theorem-1.1"


def _root_glue():
    return next(g for g, _ in _load(DATA)[3] if g["theorem"] == ROOT)


def test_the_theorem_glue_is_over_nicas_value_and_reads_each_hypothesis():
    glue = _root_glue()
    assert "ih" in glue and "pN(n, m)" in glue["ih"]
    cited = {fact["rule"] for region in glue["region"] for fact in region.get("facts", [])}
    assert cited == set(NICA)  # every rules fact of Nica's game is read, and no other
    names = {name for name, _ in obligations(DATA, ROOT)[ROOT]}
    for region, alternatives in ((3, 2), (4, 2)):  # the weeds and the upper hand: 8 hypotheses per step node
        for alternative in range(1, alternatives + 1):
            assert {f"reads.{region}.step.{alternative}.{i}" for i in range(1, 9)} <= names
            assert f"concludes.{region}.step.{alternative}" in names
    assert {f"reads.2.step.1.{i}" for i in range(1, 5)} <= names  # the terminal states: nica.won and nica.lost


@pytest.mark.slow  # minutes; tests/test_dag_glue_mutants.py runs the same glue's circular, dropped and free mutants fast
def test_every_glue_mutant_of_the_theorem_is_killed_and_names_what_broke():
    results = glue_mutation(None, ROOT)
    assert {m["kind"] for m in results} >= {"use deleted", "hypothesis made circular", "domain widened",
                                            "domain narrowed", "base region dropped", "binding replaced by a free variable"}
    assert [m for m in results if not m["killed"]] == []
    assert all(m["by"] for m in results)


WEEDS = 'exists = [{ var = "l", fact = "clevel", of = "K(-n, m)" }, { var = "j", fact = "clevel", of = "n - K(-n, m)" },\n          { var = "k", fact = "equal", of = "cm - 1" }, { var = "jb"'


def _sub(text, *pairs):
    """``text`` with each (old, new) replaced once; each old must be there (an edit that misses is no mutant)."""
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def _in_weeds(text, *pairs):
    """The pairs replaced in the weeds' glue region only (from its ``exists`` to the next blank line)."""
    start = text.index(WEEDS)
    end = text.index("\n\n", start)
    return text[:start] + _sub(text[start:end], *pairs) + text[end:]


HAND_MADE = [
    # a use deleted: the stated bid's second successor (m, n - 2^k), and the reads that named it (its conjunct
    # then reads every other instance); its value v follows from nothing
    (lambda t: _in_weeds(t, (', ["m", "n - floor(2**cm/2)", "jb", "cm", "jb >= 0"]]', ']'),
                         ('reads."1.7" = ["uses.4"]\n', ''), ('reads."2.7" = ["uses.4"]\n', '')), "reads.3.step.1.7"),
    # a binding replaced by a free variable: the stated bid's value u read as any number
    (lambda t: _in_weeds(t, ('u = "pN(m, floor(2**cm/2))"', 'u = "u"')), "may use only the state"),
    # a binding moved to another state: y read at the bid K + 1, not at the bid K that attains p*
    (lambda t: _in_weeds(t, ('y = "pN(m, K(-n, m))"', 'y = "pN(m, K(-n, m) + 1)"')), "reads.3.step.1.1"),
    # the terminal states' rules fact nica.won not read: p*(1, m) = 1 follows from nothing
    (lambda t: _sub(t, ('reads."1.1" = ["facts.1"]\nreads."1.2" = ["facts.2"]\nreads."1.3" = []',
                        'reads."1.1" = []\nreads."1.2" = ["facts.2"]\nreads."1.3" = []')), "reads.2.step.1.1"),
]


@pytest.mark.slow
@pytest.mark.parametrize("edit, broken", HAND_MADE, ids=[f"{b.split()[0]}-{i}" for i, (_, b) in enumerate(HAND_MADE)])
def test_a_hand_made_glue_mutant_leaves_the_theorem_unproved_and_the_audit_names_it(tmp_path, capsys, edit, broken):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "nica-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text  # the edit applies (the glue over p* is there)
    path.write_text(changed, encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", ROOT, "-q", "--max", "8",
                 "--json", str(tmp_path / "r.json")])
    out = capsys.readouterr().out
    claims = {c["id"]: c for c in json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["claims"]}
    assert code == 1 and claims[ROOT]["status"] != "proved", out[-2000:]
    said = " ".join(str(claims[ROOT].get(key) or "") for key in ("note", "range")) + out
    assert broken in said, (claims[ROOT], out[-2000:])


def _closed_form_gap():
    """QN(n, m, 2^cm, 2^cn) - q(n, m) (the glue's predicate against Eq. (4.3)'s q, both the registry's
    own text), evaluated exactly at given levels."""
    import sympy

    from certify.audit.mutation import _parsing_source
    from certify.claims.evaluate import compile_expr, pure_functions
    from certify.claims.registry import parse

    _, names = _parsing_source("nica.theorem-1.1.value.terminal", None)
    levels = {name: sympy.Symbol(name, integer=True) for name in ("cm", "cn")}
    return compile_expr(parse("QN(n, m, 2**cm, 2**cn) - q(n, m)", {**names, **levels}, ROOT), pure_functions())


def test_the_predicate_at_the_ceiling_levels_is_eq_4_3s_q_at_every_state_up_to_64():
    """The glue proves p* = QN at the ceiling levels; the theorem speaks of q (written with ilog2, outside
    the solvers' language): the two agree exactly at every state n, m <= 64, and not at a wrong level."""
    gap = _closed_form_gap()
    states = [(n, m) for n in range(1, 65) for m in range(1, 65) if (n, m) != (1, 1)]
    assert all(gap({"n": n, "m": m, "cm": (m - 1).bit_length(), "cn": (n - 1).bit_length()}) == 0 for n, m in states)
    assert any(gap({"n": n, "m": m, "cm": (m - 1).bit_length() + 1, "cn": (n - 1).bit_length()}) != 0 for n, m in states)
    assert any(gap({"n": n, "m": m, "cm": (m - 1).bit_length(), "cn": (n - 1).bit_length() + 1}) != 0 for n, m in states)
