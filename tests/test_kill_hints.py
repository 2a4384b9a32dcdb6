"""Kill hints (certify.audit.kill_hints) order the mutation analysis and never decide it: a hint
that names a surviving mutant, a mutant the claim does not have, or an obligation that does not
break leaves every verdict as it was; a right hint is tried first."""

import json

import pytest

from certify.audit import kill_hints, run_audit
from certify.audit.mutation import reading_mutants
from certify.audit.mutation_dag import glue_mutation
from certify.claims.loading import load

TOY = '''
[defaults]
paper = "003_fbecfb45ede47742.txt"
rules = "official"
method = "symbolic"

[[claim]]
id = "riddler.toy.sum"
locator = "toy"
statement = "x >= 1 and y >= 2 give x + y >= 3"
reading = "the sum of two lower bounds"
vars = { x = [0, 9], y = [0, 9] }
real = ["x", "y"]
holds = "Implies(And(x >= 1, y >= 2), x + y >= 3)"
expect = "proved"
'''
CLAIM = "riddler.toy.sum"


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    path = tmp_path_factory.mktemp("hints") / "toy.toml"
    path.write_text(TOY)
    return path


def mutated(toy, monkeypatch, hint):
    """The toy claim's mutation record with ``hint`` as its kill hint (None: no hint)."""
    monkeypatch.setattr(kill_hints, "load", lambda: {"claims": {CLAIM: hint} if hint else {}, "glue": {}})
    result = run_audit(toy, solvers=("z3", "cvc5"), mutate=True)
    (record,) = [c for c in result.mutation.claims if c.id == CLAIM]
    return record


@pytest.fixture(scope="module")
def descriptions(toy):
    """Each reading mutant's description, whether the original claim's check could still prove it."""
    claim = load(toy).claims[CLAIM]
    return [what for _, what, _ in reading_mutants(claim, toy)]


def test_a_hint_that_names_a_surviving_mutant_or_none_changes_no_verdict(toy, monkeypatch, descriptions):
    plain = mutated(toy, monkeypatch, None)
    assert plain.killed and plain.killed_by["kind"] == "constant"
    holds = "Implies(And(x >= 1, y >= 2), x + y >= 3)"
    survivor = f"holds: 2 -> 3 at {holds.index('y >= 2') + len('y >= ')}"  # y >= 3: x + y >= 3 still follows
    assert survivor in descriptions and survivor != plain.killed_by["mutant"]
    for hint in (survivor, "holds: 7 -> 8 at 0", "definition nowhere: 1 -> 2 at 0"):
        record = mutated(toy, monkeypatch, hint)
        assert record.killed and record.killed_by == plain.killed_by, hint
    assert mutated(toy, monkeypatch, survivor).mutations >= 2  # the hint was tried first, and survived


def test_a_right_hint_is_the_first_mutant_tried(toy, monkeypatch, descriptions):
    killers = []
    for what in descriptions:
        record = mutated(toy, monkeypatch, what)
        if record.killed_by["mutant"] == what:
            assert record.mutations == 1
            killers.append(what)
    assert len(killers) >= 2  # more than one mutant of the toy kills it, and each, hinted, is the first


def test_glue_hints_order_the_obligations_and_change_no_verdict(monkeypatch):
    theorem = "cushing.lemma-1.5.i.all"
    monkeypatch.setattr(kill_hints, "load", lambda: {"claims": {}, "glue": {}})
    plain = glue_mutation(None, theorem)
    assert plain and all(m["killed"] for m in plain)
    wrong = {m["mutant"]: "no.such.obligation" for m in plain}
    monkeypatch.setattr(kill_hints, "load", lambda: {"claims": {}, "glue": {theorem: wrong}})
    assert glue_mutation(None, theorem) == plain
    right = {m["mutant"]: m["by"] for m in plain}
    monkeypatch.setattr(kill_hints, "load", lambda: {"claims": {}, "glue": {theorem: right}})
    assert [(m["kind"], m["mutant"], m["killed"], m["by"]) for m in glue_mutation(None, theorem)] == \
        [(m["kind"], m["mutant"], m["killed"], m["by"]) for m in plain]


def test_an_unreadable_hint_file_is_no_hints(tmp_path, monkeypatch):
    for text in ("{", '{"format": "other", "claims": {}, "glue": {}}', '{"format": "certify-kill-hints", "claims": []}'):
        path = tmp_path / "kill-hints.json"
        path.write_text(text)
        monkeypatch.setattr(kill_hints, "FILE", path)
        kill_hints.load.cache_clear()
        assert kill_hints.load() == {"claims": {}, "glue": {}}
    kill_hints.load.cache_clear()


def test_the_hints_are_written_from_a_mutation_report(tmp_path, monkeypatch):
    report = tmp_path / "audit-mutation.json"
    report.write_text(json.dumps({"claims": [{"id": "a", "killed_by": {"kind": "relation", "mutant": "holds: >= -> > at 3"}},
                                             {"id": "b", "killed_by": {"kind": "function", "mutant": "f(1) +1"}}]}))
    monkeypatch.setattr(kill_hints, "FILE", tmp_path / "kill-hints.json")
    assert kill_hints.main([str(report)]) == 0
    kill_hints.load.cache_clear()
    assert kill_hints.load() == {"claims": {"a": "holds: >= -> > at 3"}, "glue": {}}
    kill_hints.load.cache_clear()
    assert kill_hints.main([]) == 2 and kill_hints.main([str(tmp_path / "missing.json")]) == 3
    written = (tmp_path / "kill-hints.json").read_bytes()
    for text in ("[]", '{"claims": [1]}', '{"claims": [{"killed_by": {"kind": "constant", "mutant": "m"}}]}', "{"):
        report.write_text(text)
        assert kill_hints.main([str(report)]) == 3, text
    assert (tmp_path / "kill-hints.json").read_bytes() == written  # nothing written from a bad report


def test_the_packaged_hints_are_those_of_the_committed_mutation_report():
    """certify/audit/kill-hints.json is written from docs/audit-report-mutation.json (regenerate both
    together: ``python -m certify.audit.kill_hints docs/audit-report-mutation.json``); every hint names
    a claim of the shipped registry."""
    from pathlib import Path

    from certify.claims.loading import load as load_registry

    report = json.loads((Path(__file__).resolve().parent.parent / "docs" / "audit-report-mutation.json").read_text())
    kill_hints.load.cache_clear()
    assert kill_hints.load() == kill_hints.from_report(report)
    claims = load_registry(None).claims
    hints = kill_hints.load()
    assert hints["claims"] and set(hints["claims"]) <= set(claims) and set(hints["glue"]) <= set(claims)
