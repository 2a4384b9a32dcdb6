"""Promotion implies the statement (issue 36 item 2, session 30): the claims that a proof DAG's glue
linked "by reading" (its range compared, its statement read) are now either implied by obligations
or left bounded. The glue language gained what their statements need (``ilog2``, ``Max``/``Min``,
``Mod``, small powers ``e**k`` and ``2**(c*v + d)``, the engines' optima as slices of P, Nica's P as
the slice P(-n, m), ``count_optimal_splits`` as a count with its quantified reading); each is tested
here to prove what is true and to refuse what is false, and a wrong statement or link fails."""

import pytest

from certify.checkers import CheckError
from certify.checkers._glue_smt import Translator, Unsupported
from certify.checkers.dag_glue import _read_value, _smt, obligations, promoted
from certify.checkers.smt import check_text
from certify.claims.registry import DATA
from tests.test_dag_promotion import copy, solve  # a copy of the registry; a glue's verdicts by obligation


def holds(goal: str, hypotheses=(), definitions=None, define=True) -> bool:
    """Whether ``hypotheses => goal`` is unsat-negated under both solvers (the glue's translation)."""
    t = Translator(definitions or {}, define=define)
    hyps = [t.term(h) for h in hypotheses]
    text = _smt(t.term(goal), hyps, t, "test", "test")
    try:
        check_text(text, 30)
        return True
    except CheckError:
        return False


# ---- the new terms of the glue language: true statements proved, false ones refused -------------

@pytest.mark.parametrize("goal, hypotheses, true", [
    ("And(2**ilog2(n) <= n, n < 2**(ilog2(n) + 1))", ["n >= 1"], True),
    ("2**ilog2(n) < n", ["n >= 1"], False),  # n a power of 2
    ("Eq(ilog2(n), k)", ["n >= 1", "2**k <= n", "n < 2**(k + 1)", "k >= 0"], True),
    ("Eq(ilog2(n), k)", ["n >= 1", "2**k <= n", "n <= 2**(k + 1)", "k >= 0"], False),  # n = 2^(k+1) too
    ("Eq(ilog2(1), 0)", [], True),
    ("Eq(Max(a, b) + Min(a, b), a + b)", [], True),
    ("Eq(Max(a, b), a)", [], False),
    ("And(0 <= Mod(n, 3), Mod(n, 3) <= 2, Eq(n, 3*floor(n/3) + Mod(n, 3)))", [], True),
    ("Eq(Mod(n, 2), 1)", ["n >= 0"], False),
    ("Eq(n**3, n*n*n)", [], True),
    ("n**2 >= n + 1", ["n >= 0"], False),  # n = 0, 1
    ("Eq(2**(2*k + 1), 2*2**k*2**k)", ["k >= 0"], True),
    ("Eq(2**(2*k), 2**(k + 1))", ["k >= 0"], False),  # k = 0 or k >= 2
])
def test_the_new_terms_prove_what_is_true_and_refuse_what_is_false(goal, hypotheses, true):
    assert holds(goal, hypotheses) is true


def test_a_power_of_a_named_term_is_declared_once_and_in_order():
    """2**k with k substituted by a compound term (named by a fresh constant) is declared after its name
    (it was declared twice, or before the name: a solver error)."""
    F = {"F": (["x", "k"], "(x + 1)*(k - 1) - 2**k")}  # a power of a parameter: inlined, k named
    t = Translator(F, define=True)
    goal = t.term("Eq(F(n, ilog2(n) + 1), (n + 1)*ilog2(n) - 2*2**ilog2(n))", {})
    text = _smt(goal, [], t, "test", "test")
    declared = [line.split()[1] for line in text.splitlines() if line.startswith("(declare-const")]
    assert len(declared) == len(set(declared)) and any(name.startswith("pow2__i") for name in declared)
    assert holds("Eq(F(n, ilog2(n) + 1), (n + 1)*ilog2(n) - 2*2**ilog2(n))", ["n >= 1"], F)
    assert not holds("Eq(F(n, ilog2(n) + 1), (n + 1)*ilog2(n) - 2**ilog2(n))", ["n >= 1"], F)


@pytest.mark.parametrize("name", ["pow2_n", "ilog2_1", "_i1", "count_1"])
def test_a_variable_named_like_the_translators_own_constants_is_refused(name):
    with pytest.raises(Unsupported):
        Translator({}, define=True).term(f"{name} >= 0")


OPTIMAL = {"optimal": (["a", "b", "s"], "And(Or(Eq(s, 0), And(1 <= s, s <= a - 1)), Eq(a*b*P(a, b), "
                       "Piecewise((b, Eq(s, 0)), (a*b - b*s*P(b, s) - b*(a - s)*P(b, a - s), True))))")}


def test_count_optimal_splits_reads_a_witness_and_nothing_more():
    """C >= 1 follows from an optimal question in the range; C >= 2, or C >= 1 from a question outside
    the range, does not."""
    witness = "And(2 <= w, w <= floor(n/2), optimal(n, m, w))"
    assert holds("count_optimal_splits(n, m, 2, floor(n/2)) >= 1", [witness, "n >= 4", "m >= 2"], OPTIMAL)
    assert not holds("count_optimal_splits(n, m, 2, floor(n/2)) >= 2", [witness, "n >= 4", "m >= 2"], OPTIMAL)
    assert not holds("count_optimal_splits(n, m, 3, floor(n/2)) >= 1", [witness, "n >= 6", "m >= 2"], OPTIMAL)
    assert not holds("count_optimal_splits(n, m, 2, floor(n/2)) >= 1", ["n >= 4", "m >= 2"], OPTIMAL)
    with pytest.raises(Unsupported):  # no reading of optimal in scope: the count is not translated
        Translator({}, define=True).term("count_optimal_splits(n, m, 2, 3) >= 1")


# ---- a claim's P is its rules' game value --------------------------------------------------------

def test_a_nica_claims_P_is_the_nica_slice_and_another_games_P_is_refused():
    nica = _read_value({"rules": "nica", "vars": {"n": [2, "N"], "m": ["P(1, 2)", "N"]}, "holds": "Eq(P(n, m), q(n, m))"})
    assert nica["holds"] == "Eq(P(-n, m), q(n, m))" and nica["vars"]["m"][0] == "P(-1, 2)"
    official = {"rules": "official", "holds": "Eq(P(n, m), 1)"}
    assert _read_value(official) is official
    other = _read_value({"rules": "tripartite", "holds": "Eq(P(n, m), 1)"})
    with pytest.raises(Unsupported, match="P_tripartite"):
        Translator({}, define=True).term(other["holds"])


# ---- the shipped promotions: linked by their statements, and a wrong statement fails -------------

LINKED = {
    "ab.theorem-2.all": ["ab.theorem-2"],
    "ab.theorem-2.all.descent": ["ab.theorem-2.all.split"],
    "ab.theorem-3.all": ["ab.theorem-3"],
    "ab.theorem-4.all": ["ab.theorem-4"],
    "cushing.lemma-1.5.i.all": ["cushing.lemma-1.5.i.m-ge-5"],
    "cushing.lemma-1.5.whole": ["cushing.lemma-1.5.i"],
    "nica.theorem-1.1": ["nica.theorem-1.1.weeds.value", "nica.theorem-1.1.upper.value"],
    "nica.section-1.1.safe-bid-entropy.all": ["nica.section-1.1.safe-bid-entropy"],
}
READ_ONLY = {"nica.theorem-1.1.weeds.bid", "nica.theorem-1.1.upper.bid", "nica.theorem-4.4", "nica.theorem-4.4.recurrence",
             "nica.lemma-4.1", "nica.lemma-4.2", "nica.section-2.1.partition"}


def test_every_promotion_links_the_statement_but_the_seven_left_bounded():
    for theorem in obligations(DATA):
        for claim, how in promoted(DATA, theorem).items():
            assert how == ("range" if claim in READ_ONLY else "statement"), (theorem, claim)
    for theorem, claims in LINKED.items():
        assert {c: "statement" for c in claims}.items() <= promoted(DATA, theorem).items()


@pytest.mark.parametrize("file, old, new, theorem, claim", [
    ("ab.toml", "Eq(ab2_worst(n), ceiling(n/2) + 1)", "Eq(ab2_worst(n), ceiling(n/2) + 2)", "ab.theorem-4.all", "ab.theorem-4"),
    ("ab.toml", "2**(ilog2(n) + 1) + 2)/n + 1, True)", "2**(ilog2(n) + 1) + 3)/n + 1, True)", "ab.theorem-2.all", "ab.theorem-2"),
    ("ab.toml", "(4*n**3 + 21*n**2 - 82*n + 105)/12", "(4*n**3 + 21*n**2 - 82*n + 107)/12", "ab.theorem-3.all", "ab.theorem-3"),
    ("cushing-dags.toml", 'holds = "count_optimal_splits(n, m, 2, floor(n/2)) >= 1"\nexpect = "proved"',
     'holds = "count_optimal_splits(n, m, 2, floor(n/2)) >= 2"\nexpect = "proved"', "cushing.lemma-1.5.i.all",
     "cushing.lemma-1.5.i.m-ge-5"),
    ("nica.toml", "Eq(P(n, m), 2**(k + 1)/n - (2/3)*(2**(2*k + 1) + 1)/(n*m))",
     "Eq(P(n, m), 2**(k + 1)/n - (2/3)*(2**(2*k + 1) + 2)/(n*m))", "nica.theorem-1.1", "nica.theorem-1.1.weeds.value"),
    ("nica.toml", "Eq(P(n, m), 2**(k + 1)/n - (2/3)*(2**(2*k + 1) + 1)/(n*m))",
     "Eq(P(n, m - 1), 2**(k + 1)/n - (2/3)*(2**(2*k + 1) + 1)/(n*m))", "nica.theorem-1.1", "nica.theorem-1.1.weeds.value"),
])
def test_a_wrong_statement_is_not_promoted(tmp_path, file, old, new, theorem, claim):
    """The claim's statement changed (a constant, a shifted argument): the last link of its promotion fails."""
    directory = copy(tmp_path)
    path = directory / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    found = solve(directory, theorem, f"promote.{claim}.")
    assert not all(found.values()), found
    assert all(ok for name, ok in found.items() if ".holds" not in name and ".lemma" not in name)  # range and cover unchanged


@pytest.mark.slow
@pytest.mark.parametrize("theorem", sorted(LINKED))
def test_the_shipped_promotions_hold(theorem):
    for claim in LINKED[theorem]:
        found = solve(DATA, theorem, f"promote.{claim}.")
        assert all(found.values()), [name for name, ok in found.items() if not ok]
