"""Every glue binds its nodes to the game (issue 36, items 1 and 3), for the Cushing et al. DAGs.

* The binding rule: in a glue over game values (``ih``), a step or base node whose statement names
  a variable that its substitution ``at`` does not map (a free real standing for a game value, or
  any other name) is refused by the glue checker, with a one-line reason.
* A glue without ``ih`` is reported by the audit as "glue without binding" in its range.
* Every applicable glue mutant of each Cushing root over P, written into a copy of the registry
  as a root of its own and audited with ``--registry``, leaves that root not proved, and the audit
  names the obligation that broke (or the refusal). On main at the end of session 14 the
  monotonicity, Lemma 1.5 whole and (iii) proof-values glues had survivors, and monotonicity and
  Lemma 1.5 (i) had no binding over P.
"""

import dataclasses
import json
import re
import shutil
import tomllib

import pytest

from certify.audit.dags import apply_dags
from certify.audit.mutation_dag import GLUE_KINDS, glue_mutants, glue_mutation
from certify.checkers import CheckError
from certify.checkers._glue_smt import Translator
from certify.checkers.dag_glue import RULE_FACTS, _load, obligations
from certify.cli import main
from certify.claims.registry import DATA
from tests.registry_copy import edited

ROOTS = ["cushing.monotonicity.all", "cushing.lemma-1.5.whole", "cushing.lemma-1.5.iii.proof-values.all",
         "cushing.lemma-1.5.i.all", "cushing.lemma-1.5.i.lower-bound.all"]


def glue_of(theorem: str) -> dict:
    return next(glue for glue, _ in _load(DATA)[3] if glue["theorem"] == theorem)




# ---- the binding rule ------------------------------------------------------------------------

def test_every_cushing_root_over_p_binds_each_node_variable():
    for root in ROOTS:
        glue = glue_of(root)
        assert "ih" in glue, root
        assert obligations(DATA, root)[root]  # the checker accepts it: every node variable is mapped


def test_a_node_value_left_unbound_is_refused(tmp_path):
    """The chain's x (P(m, n-1)) unmapped: a free real that could be anything."""
    directory = edited(tmp_path, ('x = "P(m, n - 1)", ', ""))
    with pytest.raises(CheckError, match=r"cushing.lemma-1.5.i.chain has a variable that nothing binds \(x\)"):
        obligations(directory, "cushing.lemma-1.5.i.all")


def test_a_node_value_bound_to_the_wrong_state_fails_its_reading(tmp_path):
    """Bound, but to P at another state: the lemma read for it no longer gives the hypothesis."""
    from certify.checkers.smt import check_text

    directory = edited(tmp_path, ('x = "P(m, n - 1)", ', 'x = "P(m, n + 1)", '))
    made = dict(obligations(directory, "cushing.lemma-1.5.i.all")["cushing.lemma-1.5.i.all"])
    with pytest.raises(CheckError):
        check_text(made["reads.2.step.1.1"], 60)  # y <= x is monotonicity at (m, n - 2) only


def test_a_terminal_region_over_p_must_give_the_predicate(tmp_path):
    """A terminal region in a glue over game values is settled like a base (settles.*): the monotonicity
    terminal node written as a kind-terminal region, without the rule facts its step reads, fails."""
    from certify.checkers.smt import check_text

    directory = edited(tmp_path, ('terminal = "False"\ndomain = "And(c >= 1, c <= 2, a >= 1, b >= 1)"',
                                  'terminal = "Or(Eq(a, 1), Eq(b, 1))"\ndomain = "And(c >= 1, c <= 2, a >= 1, b >= 1)"'),
                       ('[[glue.region]]  # the terminal states: rule facts only, no use\nkind = "step"',
                        '[[glue.region]]  # the terminal states: rule facts only, no use\nkind = "terminal"'))
    made = dict(obligations(directory, "cushing.monotonicity.all")["cushing.monotonicity.all"])
    with pytest.raises(CheckError):
        check_text(made["settles.1.terminal"], 60)


def test_the_monotonicity_steps_are_taken_at_the_move_that_attains_p():
    made = dict(obligations(DATA, "cushing.monotonicity.all")["cushing.monotonicity.all"])
    assert "(declare-fun K (Int Int) Int)" in made["applies.2.step"]  # K's range comes from the rule fact
    assert "(declare-fun P (Int Int) Real)" in made["reads.2.step.1.1"]
    assert {"attained", "guess"} <= set(RULE_FACTS)


def test_the_move_function_is_uninterpreted_and_named_like_p():
    t = Translator({}, define=True)
    term = t.term("P(b, K(a + 1, b))")
    assert "(declare-fun K (Int Int) Int)" in t.declarations()
    assert term.startswith("(P b _i")  # K(a + 1, b) named by one fresh constant, as P's index terms


def test_a_glue_without_binding_is_said_in_the_range():
    @dataclasses.dataclass
    class Result:
        id: str
        status: str
        range: str = ""
        note: str = ""
        cases: int = 0

    @dataclasses.dataclass
    class Dag:
        theorem: str
        proves: tuple = ()
        premises: str = ""
        well_founded: str = ""
        directory: str = ""

        def walk(self):
            return []

    for bound, said in ((False, True), (True, False)):
        results = [Result("x.all", "open")]
        apply_dags(results, [Dag("x.all", proves=("x",))], verdict=lambda _d, _t, bound=bound: {
            "checked": True, "obligations": ("measure",), "problem": "", "promoted": {"x": "statement"}, "bound": bound})
        assert results[0].status == "proved"
        assert ("glue without binding" in results[0].range) is said
    results = [Result("x.all", "open")]  # bound, but no promotion implies a statement: nothing stated is proved
    apply_dags(results, [Dag("x.all", proves=("x",))], verdict=lambda _d, _t: {
        "checked": True, "obligations": ("measure",), "problem": "", "promoted": {"x": "range"}, "bound": True})
    assert results[0].status == "open" and "implies the statement of no claim" in results[0].note


# ---- each glue mutant, audited with --registry ----------------------------------------------

def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return "{ " + ", ".join(f"{_key(k)} = {_toml(v)}" for k, v in value.items()) + " }"


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


def _table(header: str, table: dict, nested=()) -> str:
    lines = [header] + [f"{_key(k)} = {_toml(v)}" for k, v in table.items() if k not in nested]
    return "\n".join(lines) + "\n"


def _glue_toml(glue: dict) -> str:
    text = _table("[[glue]]", glue, ("region", "promote"))
    for region in glue.get("region", []):
        text += _table("[[glue.region]]", region)
    for promote in glue.get("promote", []):
        text += _table("[[glue.promote]]", promote, ("parts",))
        for part in promote.get("parts", []):
            text += _table("[[glue.promote.parts]]", part)
    return text


def _mutants(root: str):
    """The first mutant of each class of the root's glue."""
    seen = {}
    for kind, what, mutant in glue_mutants(glue_of(root)):
        seen.setdefault(kind, (what, mutant))
    return seen


@pytest.fixture(scope="module")
def audited(tmp_path_factory):
    """One registry copy holding, for every root, each class's first glue mutant as a root of its own
    (the root's claim and DAG copied, the mutated glue under the new id), audited once per root with
    --registry: ``{root: (kinds, {mutant id: (status, note)}, shipped status)}``."""
    directory = tmp_path_factory.mktemp("glue-mutants") / "data"
    shutil.copytree(DATA, directory)
    path = directory / "cushing-dags.toml"
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    claims = {c["id"]: c for c in data["claim"]}
    dags = {d["theorem"]: d for d in data["dag"]}
    plan = {}
    for root in ROOTS:
        plan[root] = {}
        for number, (kind, (what, mutant)) in enumerate(sorted(_mutants(root).items()), start=1):
            ident = f"{root}.glue-mutant-{number}"
            plan[root][ident] = (kind, what)
            text += "\n" + _table("[[claim]]", {**claims[root], "id": ident})
            text += _table("[[dag]]", {**dags[root], "theorem": ident})
            text += _glue_toml({**mutant, "theorem": ident})
    path.write_text(text, encoding="utf-8")
    out = {}
    for root in ROOTS:
        report = directory.parent / f"{root}.json"
        main(["audit", "--registry", str(directory), "--only", root, "-q", "--json", str(report)])
        records = {c["id"]: c for c in json.loads(report.read_text(encoding="utf-8"))["claims"]}
        out[root] = (plan[root], {i: (records[i]["status"], records[i].get("note") or "") for i in plan[root]},
                     records[root]["status"])
    return out


@pytest.mark.slow
@pytest.mark.parametrize("root", ROOTS)
def test_every_glue_mutant_leaves_its_root_unproved_and_the_audit_names_the_obligation(audited, root):
    plan, statuses, shipped = audited[root]
    assert shipped == "proved"  # the shipped glue, in the same run
    kinds = {kind for kind, _ in plan.values()}
    assert {"domain widened", "domain narrowed", "binding replaced by a free variable"} <= kinds
    if root in ("cushing.monotonicity.all", "cushing.lemma-1.5.whole", "cushing.lemma-1.5.i.lower-bound.all"):
        assert {"use deleted", "hypothesis made circular"} <= kinds
    for ident, (kind, what) in plan.items():
        status, note = statuses[ident]
        assert status != "proved", (kind, what)
        assert f"the glue does not check: glue of {ident}" in note, (kind, what, note)
        assert re.search(r"obligation [\w.-]+: not unsat|region \d+|rules|'at'|'reads'|no regions|cover", note), note


def test_the_cushing_roots_kill_every_glue_mutant_by_the_glue_checker():
    """The same mutants through --mutate's own path (certify.audit.mutation_dag.glue_mutation)."""
    for root in ["cushing.lemma-1.5.i.all", "cushing.lemma-1.5.iii.proof-values.all"]:
        results = glue_mutation(None, root)
        assert results and all(m["killed"] and m["by"] for m in results), [m for m in results if not m["killed"]]
        assert {m["kind"] for m in results} <= set(GLUE_KINDS)
