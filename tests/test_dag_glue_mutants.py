"""Mutation reaches the glue (issue 36, item 3): ``--mutate`` adds glue mutants (a use deleted,
a use made circular, the domain widened or narrowed, a base region dropped, a binding replaced
by a free variable), checked by the real glue checker, reported apart from the node mutants; and
the same edits made by hand to a copy of the registry leave the root unproved, the audit naming
the obligation that broke."""

import shutil

import pytest

from certify.audit.mutants import ClaimMutation, MutationResult
from certify.audit.mutation_dag import GLUE_KINDS, glue_mutants, glue_mutation, value_functions
from certify.checkers.dag_glue import _load
from certify.cli import main
from certify.claims.registry import DATA


def glue_of(theorem: str) -> dict:
    return next(glue for glue, _ in _load(DATA)[3] if glue["theorem"] == theorem)


def test_the_glue_of_theorem_1_1_has_a_mutant_of_every_class():
    """Every class but a captured premise variable: this glue names no ``exists`` premise."""
    kinds = {kind for kind, _, _ in glue_mutants(glue_of("cushing.theorem-1.1.all"))}
    assert kinds == set(GLUE_KINDS) - {"premise variable captured"}
    assert "premise variable captured" in {kind for kind, _, _ in glue_mutants(glue_of("ab.theorem-4.all"))}


@pytest.mark.parametrize("theorem, function", [("ab.theorem-3.all", "ab3_M"), ("ab.theorem-4.all", "ab4_W"),
                                                ("nica.section-1.1.safe-bid-entropy.all", "T_bid")])
def test_a_binding_through_a_definition_of_the_game_value_is_unbound_by_a_mutant(theorem, function):
    """A node variable bound to a registry definition over P (ab3_M(c, s) = P(s, -2 - c)) is a game
    value as much as one bound to P itself: its binding is removed by a mutant (before, only a term
    spelling ``P(`` was, so these glues had none)."""
    claims, definitions, dags, glues = _load(DATA)
    glue, file = next((g, f) for g, f in glues if g["theorem"] == theorem)
    assert function in value_functions(definitions[file])
    unbound = [what for kind, what, _ in glue_mutants(glue, value_functions(definitions[file])) if "unbound" in what]
    assert unbound and all(f"{function}(" in what for what in unbound), unbound
    assert not [what for kind, what, _ in glue_mutants(glue) if "unbound" in what]  # P alone: none


def test_every_mutant_of_a_glue_over_game_values_is_killed_and_names_its_obligation():
    """cushing.lemma-1.5.whole: each mutant is refused or fails an obligation. (Session 14's survivor,
    narrowing the (ii) states n >= 1 to n >= 2, is gone: the glue's (ii) states are now exactly the
    n, m >= 2 its predicate speaks of; n = 1 and m = 1 are promoted by the rules facts.)"""
    results = glue_mutation(None, "cushing.lemma-1.5.whole")
    survivors = [m["mutant"] for m in results if not m["killed"]]
    assert survivors == []
    assert all(m["by"] for m in results if m["killed"])
    widened = next(m for m in results if m["mutant"] == "domain: n >= 2 -> n >= 1")
    assert widened["killed"] and widened["by"] == "settles.1.lemma"  # (ii) at n = 1 is not Theorem 1.1's value equation


@pytest.mark.parametrize("theorem", ["cushing.monotonicity.all", "ab.theorem-3.all", "ab.theorem-4.all",
                                     "cushing.lemma-1.5.i.lower-bound.all", "nica.theorem-1.1"])
def test_circular_uses_dropped_regions_and_free_bindings_are_killed(theorem):
    # the kinds that no sound glue survives (every kind is checked, and reported, by audit --mutate;
    # test_the_glue_of_theorem_1_1... and the hand-made mutants below cover widened domains)
    kinds = ("hypothesis made circular", "base region dropped", "binding replaced by a free variable")
    results = glue_mutation(None, theorem, kinds=kinds)
    assert results and {m["kind"] for m in results} <= set(kinds)
    for mutant in results:
        assert mutant["killed"], mutant
    circular = [m for m in results if m["kind"] == "hypothesis made circular"]
    assert all(m["by"].startswith("step.") for m in circular)  # the use is not smaller: the induction refuses it


def test_the_mutation_report_shows_glue_mutants_apart():
    theorem = ClaimMutation("x.all", "proved", mutations=3, killed=2)
    theorem.glue = [{"kind": "use deleted", "mutant": "region 2: use [1] deleted", "killed": False, "by": ""},
                    {"kind": "base region dropped", "mutant": "region 1 dropped", "killed": True, "by": "cover"}]
    assert theorem.to_json()["glue"] == theorem.glue
    lines = MutationResult([theorem]).markdown()
    assert "Glue mutants of `x.all`: 1 of 2 killed; surviving: use deleted (region 2: use [1] deleted)." in lines


ROOT = "cushing.lemma-1.5.i.lower-bound.all"


@pytest.mark.parametrize("old, new, broken", [
    ('domain = "And(m >= 5, j >= 3, Or(m >= 8, j >= 10))"', 'domain = "And(m >= 4, j >= 3, Or(m >= 8, j >= 10))"',
     "applies.1.base"),  # domain widened
    ('uses = [["m", "j - 1"]]', 'uses = [["m", "j"]]', "step.3.step"),  # a use made circular
])
def test_a_hand_made_glue_mutant_leaves_the_root_unproved_and_the_audit_names_the_obligation(tmp_path, capsys, old, new, broken):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "cushing-dags.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", ROOT, "-q", "--max", "12"])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {ROOT} " in f"{line} " and "open" in line)
    assert code == 1 and "!!" in line and broken in out, out[-2000:]


def test_a_lemma_region_must_give_the_induction_predicate(tmp_path):
    """Measured before: widening Theorem 1.1's c = 2 states to n >= 1 kept its glue checked, the
    lemma region's optimal(1, m, 0) read as the value equation TQ(1, m, 0) (false: P(1, m) = 1).
    Now settles.1.lemma (the lemma's statement, read over P, implies the predicate) fails."""
    from certify.checkers import CheckError
    from certify.checkers.dag_glue import obligations
    from certify.checkers.smt import check_text

    theorem = "cushing.theorem-1.1.all"
    shipped = dict(obligations(DATA, theorem)[theorem])
    check_text(shipped["settles.1.lemma"], 60)
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "cushing-dags.toml"
    old = 'domain = "Or(And(Eq(c, 2), n >= 2, m >= 2, Eq(k, 0)),'
    path.write_text(path.read_text(encoding="utf-8").replace(old, old.replace("n >= 2", "n >= 1")), encoding="utf-8")
    with pytest.raises(CheckError, match="not unsat"):
        check_text(dict(obligations(directory, theorem)[theorem])["settles.1.lemma"], 60)
