"""Issue 36 items 1 and 3 for Cushing et al.'s Lemma 1.5 (ii) for all n (cushing.lemma-1.5.all): the
glue is over the game value (an induction predicate ``ih``: P = V4 on the family min(a, b) <= 4, and
the question S attains P at a, b >= 2), so its nodes speak of P only through real variables the glue
binds to P at named states, each hypothesis read from the induction hypothesis at a smaller state or
from a rule fact (attained: P is the value of the move K(a, b); question: P is at least the value of
S). Until session 16 this glue had no predicate: a deleted use survived ``--mutate`` and the audit said
"glue without binding". Every glue mutant is killed; an edit made by hand in a copy of the registry
leaves the root unproved, the audit naming the obligation that broke."""

import re
import shutil

import pytest

from certify.audit.mutation_dag import GLUE_KINDS, glue_mutation
from certify.checkers import CheckError
from certify.checkers.dag_glue import _load, obligations, promoted
from certify.checkers.smt import check_text
from certify.claims import loading
from certify.cli import main
from certify.claims.registry import DATA
from tests.registry_copy import edited

ROOT = "cushing.lemma-1.5.all"
PROVES = ["cushing.lemma-1.5.all.values", "cushing.lemma-1.5.ii", "cushing.lemma-1.5.eq-6", "cushing.lemma-1.5.fact.p-x-2",
          "cushing.lemma-1.5.m2.k2"]  # the last (session 28) through a chain of links: promote.C.1.holds.1, .2, ...


def glue() -> dict:
    return next(g for g, _ in _load(DATA)[3] if g["theorem"] == ROOT)




def region_of(text: str, states: str, old: str, new: str) -> str:
    """``old`` replaced by ``new`` inside the glue region whose states are ``states`` only."""
    start = text.index(f'states = "{states}"')
    end = text.index("\n\n", start)
    block = text[start:end]
    assert block.count(old) >= 1, (states, old)
    return text[:start] + block.replace(old, new) + text[end:]


def test_the_glue_is_over_the_game_value_and_binds_every_step_variable_to_p():
    table = glue()
    assert "ih" in table and "P(a, b)" in table["ih"] and "V4(a, b)" in table["ih"]
    raw = _load(DATA)[0]
    claims = loading.load().claims
    steps = [r for r in table["region"] if r["kind"] == "step"]
    assert len(steps) == 7  # the terminal states and the six step regions (a or b in 2..4, the other >= 11)
    for region in steps:
        for alternative in region["at"]:
            ident = alternative.get("by", region.get("by"))
            assert claims[ident].method == "symbolic" and not claims[ident].uses_game  # real variables, not P itself
            bound = {v for v, t in alternative.items() if v != "by" and "P(" in t}
            assert bound and set(raw[ident][0]["real"]) == bound, (ident, bound)  # each real a game value at a state
        assert region.get("reads"), region.get("by")  # each hypothesis names the instance it is read from
    made = [name for name, _ in obligations(DATA, ROOT)[ROOT]]
    assert sum(n.startswith("reads.") for n in made) == 56 and sum(n.startswith("concludes.") for n in made) == 10
    assert "settles.2.base" in made
    # every claim of its proves linked by its statement (promote.*.holds), none by reading only
    assert promoted(DATA, ROOT) == {claim: "statement" for claim in PROVES}
    assert all(f"promote.{claim}.1.holds" in made or f"promote.{claim}.1.holds.1" in made for claim in PROVES)


def test_the_steps_read_the_move_that_attains_p_and_the_question_s():
    """The upper bound comes from attained (P is the value of K(a, b)), the lower from question at S."""
    for region in glue()["region"][2:]:
        assert [f["rule"] for f in region["facts"]] == ["attained", "question"]
        assert region["facts"][1]["at"] == ["a", "b", "S_decision(a, b)"]
        for alternative in region["at"]:
            assert alternative["x"] == "P(a, b)" and alternative["k"] == "K(a, b)"


def test_a_node_value_left_unbound_is_refused(tmp_path):
    """step-2n's p (P(n, S) at the state (2, n)) unmapped: a free real the node could choose."""
    directory = edited(tmp_path, ('by = "cushing.lemma-1.5.all.step-2n"\nat = [{ n = "b", k = "K(a, b)", s = "S_decision(a, b)", '
                                  'x = "P(a, b)", u = "P(b, K(a, b))", v = "P(b, a - K(a, b))", p = "P(b, S_decision(a, b))", ',
                                  'by = "cushing.lemma-1.5.all.step-2n"\nat = [{ n = "b", k = "K(a, b)", s = "S_decision(a, b)", '
                                  'x = "P(a, b)", u = "P(b, K(a, b))", v = "P(b, a - K(a, b))", '))
    with pytest.raises(CheckError, match=r"cushing.lemma-1.5.all.step-2n has a variable that nothing binds \(p\)"):
        obligations(directory, ROOT)


def test_a_deleted_use_leaves_its_hypothesis_unread(tmp_path):
    """At (n, 3) the use at the opponent's state (3, n - S) deleted (the reads that named it read every
    other instance): P(3, n - S) = V4(3, n - S) follows from nothing, so reads.7.step.*.5 is not unsat.
    On the branch's start (no predicate over P) the same deletion left the root proved."""
    text = (DATA / "cushing-dags.toml").read_text(encoding="utf-8")
    changed = region_of(text, "And(Eq(b, 3), a >= 11)", ', ["b", "a - S_decision(a, b)"]]', "]")
    changed = region_of(changed, "And(Eq(b, 3), a >= 11)", '.5" = ["uses.4"]\n', '.5" = []\n')
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    (directory / "cushing-dags.toml").write_text(changed, encoding="utf-8")
    made = dict(obligations(directory, ROOT)[ROOT])
    with pytest.raises(CheckError):
        check_text(made["reads.7.step.1.5"], 60)
    check_text(made["reads.7.step.1.4"], 60)  # the other uses still read: unsat


def test_a_value_bound_to_the_wrong_state_fails_its_reading(tmp_path):
    """u bound to P one state off (b, K + 1) at (n, 4): the induction hypothesis at (4, K) no longer gives it."""
    text = (DATA / "cushing-dags.toml").read_text(encoding="utf-8")
    changed = region_of(text, "And(Eq(b, 4), a >= 11)", 'u = "P(b, K(a, b))"', 'u = "P(b, K(a, b) + 1)"')
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    (directory / "cushing-dags.toml").write_text(changed, encoding="utf-8")
    made = dict(obligations(directory, ROOT)[ROOT])
    with pytest.raises(CheckError):
        check_text(made["reads.8.step.2.1"], 60)  # attained speaks of P(b, K), not of P(b, K + 1)


@pytest.mark.slow
def test_every_glue_mutant_is_killed_and_names_what_broke():
    results = glue_mutation(None, ROOT)
    assert {m["kind"] for m in results} == set(GLUE_KINDS) - {"premise variable captured"}  # it names no 'exists'
    survivors = [m for m in results if not m["killed"]]
    assert not survivors, survivors
    assert all(m["by"] for m in results) and len(results) == 40  # 33, and since session 38 each step's moves emptied


def _delete_first_use(text: str, states: str) -> str:
    text = region_of(text, states, 'uses = [["b", "K(a, b)", "K(a, b) >= 1"], ', "uses = [")
    for key, old, new in ((".2", "uses.1", ""), (".3", "uses.2", '"uses.1"'), (".4", "uses.3", '"uses.2"'), (".5", "uses.4", '"uses.3"')):
        text = region_of(text, states, f'{key}" = ["{old}"]', f'{key}" = [{new}]')
    return text


HAND_MADE = [
    # the use at the opponent's state (2, K) deleted at (n, 2), the other uses renumbered in 'reads'
    (lambda t: _delete_first_use(t, "And(Eq(b, 2), a >= 11)"), r"reads\.6\.step\.\d\.2"),
    # a use made circular: (2, n) reads the induction hypothesis at its own state
    (lambda t: region_of(t, "And(Eq(a, 2), b >= 11)", 'uses = [["b", "1"]]', 'uses = [["a", "b"]]'), "step.3.step"),
    # the terminal states dropped from the cover
    (lambda t: t.replace('states = "Or(Eq(a, 1), Eq(b, 1))"\nmoves = "Eq(j, 0)"\nquestions = 0\nuses = []\n'
                         'facts = [{ rule = "winner", at = ["b"] }',
                         'states = "False"\nmoves = "Eq(j, 0)"\nquestions = 0\nuses = []\nfacts = [{ rule = "winner", at = ["b"] }', 1),
     "cover"),
    # the base widened to a side of 11: its node's range (n <= 10) no longer applies at (11, 4)
    (lambda t: t.replace('states = "And(a <= 10, b <= 10)"\nby = "cushing.lemma-1.5.all.base"',
                         'states = "And(a <= 11, b <= 11)"\nby = "cushing.lemma-1.5.all.base"', 1), "applies.2.base"),
    # the rule fact question not read at (4, n): the lower bound P >= value of S follows from nothing
    (lambda t: region_of(t, "And(Eq(a, 4), b >= 11)", 'reads."1.6" = ["facts.2"]', 'reads."1.6" = ["facts.1"]'), "reads.5.step.1.6"),
    # the domain narrowed to b >= 2: a question 1 : n-1 at (n, m) leaves the opponent at (m, 1), outside it
    (lambda t: t.replace('domain = "And(a >= 1, b >= 1, Or(a <= 4, b <= 4))"', 'domain = "And(a >= 1, b >= 2, Or(a <= 4, b <= 4))"', 1),
     r"step\.\d\.step"),
]


@pytest.mark.slow
@pytest.mark.parametrize("edit, broken", HAND_MADE, ids=[f"{i}-{b}" for i, (_, b) in enumerate(HAND_MADE)])
def test_a_hand_made_glue_mutant_leaves_the_root_unproved_and_the_audit_names_the_obligation(tmp_path, capsys, edit, broken):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "cushing-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", ROOT, "-q", "--max", "12"])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {ROOT} " in f"{line} ")
    assert code == 1 and "!!" in line and "proved" not in line.split()[1:2], out[-2000:]
    assert re.search(broken, out), out[-2000:]
    assert re.search(r"\n\s+verified\s+cushing.lemma-1.5.all.base\n", out)  # every node checked: only the glue is open
    assert "nodes not proved: cushing.lemma-1.5.all (glue" in out and "glue without binding" not in out


@pytest.mark.slow
def test_the_shipped_root_is_proved_with_binding(tmp_path, capsys):
    code = main(["audit", "--only", ROOT, "-q", "--max", "12", "--json", str(tmp_path / "r.json")])
    out = capsys.readouterr().out
    assert code == 0, out[-2000:]
    line = next(line for line in out.splitlines() if f" {ROOT} " in f"{line} ")
    assert "proved" in line and "glue without binding" not in out
