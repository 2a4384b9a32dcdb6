"""Promotion is checked (issue 36, item 2): a claim in a proof DAG's ``proves`` becomes "proved,
all parameters" only through the glue's ``promote.*`` obligations (certify.checkers.dag_glue):
the glue's domain covers the claim's whole range, and, for a glue over game values, its
induction predicate implies the claim's statement (table functions read over P)."""

import re
import shutil
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import assume, given, settings, strategies as st

from certify.audit import ClaimResult, apply_dags
from certify.checkers import CheckError
from certify.checkers.dag_glue import READINGS, obligations, promoted
from certify.checkers.smt import check_text
from certify.claims.registry import DATA, load_dags, load_registry


def copy(tmp_path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    return target


def edit(directory: Path, file: str, old: str, new: str) -> None:
    path = directory / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def solve(directory, theorem: str, prefix: str) -> dict[str, bool]:
    """The verdicts (unsat under both solvers) of a glue's obligations whose name starts with prefix."""
    out = {}
    for name, text in obligations(directory, theorem)[theorem]:
        if name.startswith(prefix):
            try:
                check_text(text, 60)
                out[name] = True
            except CheckError:
                out[name] = False
    assert out, f"no obligation {prefix}*"
    return out


def test_every_claim_a_glued_dag_proves_has_its_promotion():
    claims = load_registry()
    glued = {theorem for theorem in obligations(DATA)}
    for dag in load_dags(None, claims):
        if dag.theorem in glued:
            assert set(promoted(DATA, dag.theorem)) == set(dag.proves), dag.theorem


def test_the_shipped_corners_of_theorem_1_1_are_linked_and_checked():
    """cushing.theorem-1.1 (n, m >= 1; the glue: n, m >= 2) and eq3-k2 (n >= 4, m >= 2; the glue:
    n >= 5 and (m >= 5 or n >= 11)): the corners by the rules' terminal values, n = 4 by n_<(4) = 2,
    n <= 10 with m <= 4 by the closed forms of the proved lemma cushing.lemma-1.5.all.values."""
    verdicts = solve(DATA, "cushing.theorem-1.1.all", "promote.")
    assert all(verdicts.values()), [name for name, ok in verdicts.items() if not ok]
    assert {"promote.cushing.theorem-1.1.2.holds", "promote.cushing.theorem-1.1.3.holds",
            "promote.cushing.theorem-1.1.all.eq3-k2.2.holds", "promote.cushing.theorem-1.1.all.eq3-k2.3.lemma.4"} <= set(verdicts)
    assert promoted(DATA, "cushing.theorem-1.1.all") == {
        "cushing.theorem-1.1": "statement", "cushing.theorem-1.1.all.eq3-k2": "statement",
        "cushing.proof-1.1.eq-1": "statement", "cushing.proof-1.1.eq-2": "statement", "cushing.proof-1.1.eq-5": "statement",
        "cushing.proof-1.1.case-3.8n1.eq-2": "statement"}


@pytest.mark.parametrize("old, new, broken", [
    # Eq. (2) without the rules fact 'question': nothing bounds the other questions by P(n, m)
    ('claim = "cushing.proof-1.1.eq-2"\n[[glue.promote.parts]]\nat = { c = "2", n = "n", m = "m", k = "0" }\n'
     'facts = [{ rule = "question", at = ["n", "m", "k"] }]',
     'claim = "cushing.proof-1.1.eq-2"\n[[glue.promote.parts]]\nat = { c = "2", n = "n", m = "m", k = "0" }\nfacts = []',
     "promote.cushing.proof-1.1.eq-2.1.holds.1"),
    # Eq. (5) with the value equation read at (k, m) twice instead of at (n - k, m)
    ('at = [{ c = "2", n = "k", m = "m", k = "0" }, { c = "2", n = "n - k", m = "m", k = "0" }]',
     'at = [{ c = "2", n = "k", m = "m", k = "0" }, { c = "2", n = "k", m = "m", k = "0" }]',
     "promote.cushing.proof-1.1.eq-5.1.holds.1"),
    # Lemma 1.5's m = 2 algebra with a value read at (2, k + 1) instead of (2, k)
    ('at = [{ a = "2", b = "k" }, { a = "2", b = "n - k" }', 'at = [{ a = "2", b = "k + 1" }, { a = "2", b = "n - k" }',
     "promote.cushing.lemma-1.5.m2.k2.1.holds.1"),
])
def test_a_wrong_promotion_of_the_printed_equations_fails(tmp_path, old, new, broken):
    """The printed proofs' equations (Theorem 1.1: Eq. (1), (2), (5); Lemma 1.5 at m = 2), promoted through an induction predicate: a fact
    dropped or an instance moved leaves the link that needed it unproved."""
    directory = copy(tmp_path)
    edit(directory, "cushing-dags.toml", old, new)
    theorem = "cushing.lemma-1.5.all" if "lemma-1.5" in broken else "cushing.theorem-1.1.all"
    verdicts = solve(directory, theorem, broken)  # (holds.1 also names holds.10, ...: true links)
    assert verdicts[broken] is False


@pytest.mark.parametrize("old, new, broken", [
    # a corner part dropped: the parts no longer cover the claim's range n, m >= 1
    ('[[glue.promote.parts]]\nstates = "Eq(n, 1)"\nfacts = [{ rule = "winner", at = ["m"] }]\n', "",
     "promote.cushing.theorem-1.1.cover"),
    # a part's states widened past the glue's domain (n = 4 is no state of the induction)
    ('states = "And(n >= 5, Or(m >= 5, n >= 11))"', 'states = "And(n >= 4, Or(m >= 5, n >= 11))"',
     "promote.cushing.theorem-1.1.all.eq3-k2.1.domain.1"),
    # the binding of a claim variable replaced: the predicate at k = 2 says nothing of the claim's k
    ('at = { c = "3", n = "n", m = "m", k = "k" }', 'at = { c = "3", n = "n", m = "m", k = "2" }',
     "promote.cushing.theorem-1.1.all.eq3-k2.1.holds.1"),
    # the rules fact of a corner replaced by one about another state
    ('facts = [{ rule = "terminal", at = ["n"] }]\n[[glue.promote.parts]]\nstates = "Eq(n, 1)"',
     'facts = [{ rule = "terminal", at = ["n + 1"] }]\n[[glue.promote.parts]]\nstates = "Eq(n, 1)"',
     "promote.cushing.theorem-1.1.2.holds"),
])
def test_a_wrong_promotion_of_theorem_1_1_fails_its_obligation(tmp_path, old, new, broken):
    directory = copy(tmp_path)
    edit(directory, "cushing-dags.toml", old, new)
    verdicts = solve(directory, "cushing.theorem-1.1.all", broken)
    assert verdicts[broken] is False


def test_a_narrowed_domain_leaves_the_bounded_claim_bounded_and_names_the_obligation(tmp_path):
    """Measured on main: narrowing a glue's domain left the claims of its proves 'proved, all
    parameters' over their wider range. Now the glue does not check, naming the promotion."""
    directory = copy(tmp_path)
    edit(directory, "cushing-dags.toml", 'domain = "And(m >= 5, j >= 3, Or(m >= 8, j >= 10))"',
         'domain = "And(m >= 6, j >= 3, Or(m >= 8, j >= 10))"')
    verdicts = solve(directory, "cushing.lemma-1.5.i.lower-bound.all", "promote.")
    assert verdicts == {**{name: True for name in verdicts}, "promote.cushing.lemma-1.5.i.lower-bound.1.domain.1": False}


def test_a_promotion_of_a_claim_outside_the_proves_is_refused(tmp_path):
    directory = copy(tmp_path)
    edit(directory, "cushing-dags.toml", 'claim = "cushing.monotonicity.own"', 'claim = "cushing.theorem-1.1"')
    with pytest.raises(CheckError, match="not in the DAG's proves"):
        obligations(directory, "cushing.monotonicity.all")


def result(ident, status):
    claim = SimpleNamespace(id=ident, paper="p", locator="l", statement="s", reading="r", method="symbolic", expect=status,
                            corrects=None)
    return ClaimResult(claim, status=status, range="1 <= n <= 8" if status == "verified" else None, note="")


@pytest.mark.parametrize("linked", [{}, {"cushing.theorem-1.1": "range"}, {"cushing.theorem-1.1": "statement"}])
def test_apply_dags_promotes_only_what_the_glue_links(linked):
    """A proved root promotes a verified claim of its proves only when its glue links its statement
    (an obligation implies it); a range compared and a statement read is not enough (issue 36 item 2)."""
    claims = load_registry()
    (dag,) = [d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all"]
    results = [result(dag.theorem, "open"), result("cushing.theorem-1.1", "verified"),
               result("cushing.theorem-1.1.all.eq3-k2", "verified")]
    results += [result(node.claim, "proved") for node, _ in dag.walk()]

    def verdict(directory, theorem):
        return {"checked": True, "obligations": ("measure",), "problem": "", "promoted": linked}

    apply_dags(results, [dag], verdict)
    root, theorem, eq3 = results[:3]
    assert eq3.status == "verified"
    if linked.get("cushing.theorem-1.1") != "statement":  # the glue implies no statement: the root proves nothing stated
        assert root.status == "open" and "implies the statement of no claim of its proves" in root.note
        assert theorem.status == "verified" and theorem.range == "1 <= n <= 8"
    else:
        assert root.status == "proved" and "no [[glue.promote]]" in eq3.note
        assert theorem.status == "proved" and "all parameters" in theorem.range and "statement implied" in theorem.range


def test_apply_dags_says_which_premises_a_promoted_claim_rests_on():
    """A claim promoted through a DAG that rests on a premise (an engine check over its range) says so."""
    claims = load_registry()
    (dag,) = [d for d in load_dags(None, claims) if d.theorem == "cushing.theorem-1.1.all"]
    node = next(node for node, _ in dag.walk() if node.role == "step")
    node.role = "premise"
    try:
        results = [result(dag.theorem, "open"), result("cushing.theorem-1.1", "verified")]
        results += [result(n.claim, "verified" if n is node else "proved") for n, _ in dag.walk()]
        apply_dags(results, [dag], lambda directory, theorem: {"checked": True, "obligations": ("measure",), "problem": "",
                                                                "promoted": {"cushing.theorem-1.1": "statement"}})
        root, theorem = results[:2]
        assert root.status == "proved" and f"rests on the premise {node.claim}" in root.range
        assert theorem.status == "proved" and f"rests on the premise {node.claim}" in theorem.range
    finally:
        node.role = "step"


# ---- the trusted readings of the table functions over P agree with the engine's tables ----------

SIZE = 12


@pytest.fixture(scope="module")
def table():
    from certify.claims.functions.games import official_view

    return official_view(SIZE)


def evaluate(formula: str, values: dict, P) -> object:
    """A READINGS formula evaluated exactly (Fraction) with the table's P."""
    def piecewise(*pieces):
        return next(value for value, condition in pieces if condition)

    names = {"And": lambda *a: all(a), "Or": lambda *a: any(a), "Eq": lambda a, b: a == b, "Piecewise": piecewise, "P": P,
             "True": True}
    return eval(re.sub(r"\b(\d+)\b", r"Fraction(\1)", formula), {"Fraction": Fraction, **names}, dict(values))  # noqa: S307


@settings(max_examples=120, deadline=None)
@given(n=st.integers(1, SIZE), m=st.integers(1, SIZE), s=st.integers(-1, SIZE + 1))
def test_the_reading_of_optimal_is_the_tables_optimal(table, n, m, s):
    from certify.claims.functions.games import optimal

    def P(a, b):
        return Fraction(str(table.value(int(a), int(b)))) if 1 <= a <= SIZE and 1 <= b <= SIZE else Fraction(-7)  # an unused branch

    params, body = READINGS["optimal"]
    assert evaluate(body, dict(zip(params, (n, m, s))), P) == bool(optimal(table, n, m, s))


@settings(max_examples=60, deadline=None)
@given(a=st.integers(1, SIZE // 2), b=st.integers(1, SIZE // 2), m=st.integers(1, SIZE))
def test_the_reading_of_p_first_is_the_tables_mixture(table, a, b, m):
    from certify.claims.functions.games import P_first

    def P(x, y):
        return Fraction(str(table.value(int(x), int(y))))

    params, body = READINGS["P_first"]
    assert evaluate(body, dict(zip(params, (a, b, m))), P) == Fraction(str(P_first(table, a, b, m)))


@settings(max_examples=80, deadline=None)
@given(name=st.sampled_from(["P_split", "P_split4", "P_mix"]), m=st.integers(1, SIZE),
       parts=st.lists(st.integers(0, SIZE // 2), min_size=4, max_size=4))
def test_the_readings_of_the_split_mixtures_are_the_tables(table, name, m, parts):
    """P(m, [a:b]), P(m, [a:b:c:d]) and P([a:b], [c:d]) over P are the engine's functions at every
    state with parts up to SIZE / 2, zero parts (left out by the engine, weight 0 here) included."""
    from certify.claims.functions import games

    def P(x, y):
        return Fraction(str(table.value(int(x), int(y)))) if x >= 1 and y >= 1 else Fraction(-7)  # weight 0 only

    arguments = {"P_split": (m, *parts[:2]), "P_split4": (m, *parts), "P_mix": tuple(parts)}[name]
    assume(not (name == "P_split" and not any(parts[:2]) or name == "P_split4" and not any(parts)
                    or name == "P_mix" and not (any(parts[:2]) and any(parts[2:]))))  # no part: both sides divide by zero
    params, body = READINGS[name]
    assert evaluate(body, dict(zip(params, arguments)), P) == Fraction(str(getattr(games, name)(table, *arguments)))
