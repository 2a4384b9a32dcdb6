"""The rule facts of the proof DAGs' glue, proved in Coq (certify/coq/RuleFacts.v, issue 36 item 4).

* every key of the glue checker's RULE_FACTS and READINGS has its Coq theorem (or is listed as a
  definition or as an engine-checked premise with its range): a fact added later without a
  proof fails here; a fact whose formula changed since its theorem was written fails here too;
* the kernel accepts RuleFacts.v after GuessWho.v, every theorem axiom-free; a false statement
  (a changed fact) and an Admitted proof are reported failed;
* the bundle's Coq checker compiles RuleFacts.v from the package (never a bundle's copy);
* the rules' small cases (cushing.section-1.base-values, riddler.methodology.base-cases: route
  coq = "shipped") are kernel-checked for all n, m from RuleFacts.v, and a false one is rejected.

Tests that run coqc are skipped where it is missing (``apt-get install -y coq``).
"""

import re
import shutil
from importlib import resources

import pytest

from certify.checkers import dag_glue
from certify.claims import loading
from certify.coq import facts, runner
from certify.coq.claims import coq_name

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None,
                               reason="coqc not found: install Coq with `apt-get install -y coq`")
CLOSED = "Closed under the global context"


def module_text(module="RuleFacts"):
    return resources.files("certify.coq").joinpath(f"{module}.v").read_text()


def rule_facts_text():
    return module_text()


def library(**texts):
    """The shipped modules the rule facts need, in dependency order (``texts``: a module's text replaced)."""
    files = []
    for module in ("GuessWho", "ABLine", "LineFacts", "RuleFacts"):
        file = runner.shipped_file(module)
        files.append(runner.CoqFile(module, texts[module], file.after, file.theorems) if module in texts else file)
    return files


@pytest.mark.parametrize("table", ["RULE_FACTS", "READINGS"])
def test_every_glue_fact_has_its_coq_theorem_or_is_listed(table):
    glue = getattr(dag_glue, table)
    for key, (_, formula) in glue.items():
        proof = facts.PROOFS.get(key)
        if proof is None:
            listed = facts.ENGINE_CHECKED.get(key) or (table == "READINGS" and facts.DEFINITIONS.get(key))
            assert listed, (f"dag_glue.{table}[{key!r}] has no Coq theorem in RuleFacts.v and is not listed as "
                            "engine-checked with its range (certify/coq/facts.py)")
            continue
        assert proof.table == table
        assert proof.formula is not None, (f"dag_glue.{table}[{key!r}]: compare its formula with RuleFacts.v's "
                                           f"{proof.theorem} and record it in certify/coq/facts.py")
        assert facts.normal(formula) == facts.normal(proof.formula), (
            f"dag_glue.{table}[{key!r}] changed since {proof.theorem} was written: re-state the Coq theorem")


def test_the_one_player_facts_and_the_least_moves_are_pinned_too():
    # FACTS holds level and clevel (arithmetic, not the game's) and, for the one-player games, the
    # least move of each state: each of those that the glue states is the formula its theorem proves
    for key, proof in facts.PROOFS.items():
        if proof.table == "FACTS" and key in dag_glue.FACTS:
            assert facts.normal(dag_glue.FACTS[key]) == facts.normal(proof.formula), key


def test_each_listed_theorem_is_in_the_shipped_module_and_compiled():
    from certify.checkers import coq as coq_checker

    assert runner.SHIPPED_MODULES[facts.MODULE][0] == ("GuessWho", facts.LINE)
    assert runner.SHIPPED_MODULES[facts.LINE][0] == ("ABLine",)
    files = {f.name: f for f in runner.development()}
    for module in (facts.MODULE, facts.LINE):
        text, theorems = module_text(module), runner.SHIPPED_MODULES[module][1]
        for proof in (p for p in facts.PROOFS.values() if p.module == module):
            assert re.search(rf"^(Theorem|Corollary) {proof.theorem} :", text, re.M), proof.theorem
            assert proof.theorem in theorems
        assert "Admitted" not in text and not re.search(r"^\s*(Axiom|Parameter|Hypothesis|Variable)\b", text, re.M)
        assert files[module].theorems == theorems
        assert module in coq_checker.SHIPPED  # the bundle reads it from the package
    # every module the audit compiles from the package, the bundle's checker reads from the package
    # too (AB2.v was compiled by the audit but would have been read from the bundle, and refused)
    assert set(runner.SHIPPED_MODULES) == set(coq_checker.SHIPPED)


def test_no_key_is_both_proved_and_listed():
    assert not set(facts.PROOFS) & (set(facts.DEFINITIONS) | set(facts.ENGINE_CHECKED))


SMALL_CASES = ("cushing.section-1.base-values", "riddler.methodology.base-cases")


def claim_file(ident, statement=None):
    claim = loading.load().claims[ident]
    theorem = runner.claim_theorem(claim)
    text = theorem.source if statement is None else theorem.source.replace(*statement)
    return runner.CoqFile(f"Claim_{theorem.name}", text, theorem.imports, (theorem.name,), (ident,))


def test_the_rules_small_cases_are_routed_to_the_shipped_module():
    files = {f.name: f for f in runner.development()}
    for ident in SMALL_CASES:
        claim = loading.load().claims[ident]
        assert claim.coq == "shipped" and claim.rules == "official"
        generated = files[f"Claim_{coq_name(ident)}"]
        assert generated.after == ("GuessWho", facts.MODULE) and generated.claims == (ident,)
        # the registry's reading, over GuessWho.v's value: P(1, m) = 1 and P(n, 1) = 1/n for all n, m >= 1
        assert "(value Official 1 m == 1)" in generated.text and "(value Official n 1 == 1 / qnat n)" in generated.text
        assert "forall n m k : nat, (1 <= n)%nat -> (1 <= m)%nat -> (k <= n / 2)%nat ->" in generated.text


@pytest.fixture(scope="module")
def compiled(shipped_coq, tmp_path_factory):
    """The library (the shipped modules, compiled once per run: conftest.py) and the two small-case
    claims compiled against it: ``(files, {module: CoqResult})``."""
    directory = tmp_path_factory.mktemp("rulefacts") / "development"
    shutil.copytree(shipped_coq[0], directory)
    claims = [claim_file(i) for i in SMALL_CASES]
    runner.write_development(directory, claims)
    results = {f.name: shipped_coq[1][f.name] for f in library()}
    results.update((f.name, runner._compile(runner.coqc_path(), directory, f, 300)) for f in claims)
    return library() + claims, results


@needs_coq
def test_the_kernel_accepts_the_rule_facts_and_the_small_cases_axiom_free(compiled):
    files, results = compiled
    assert {r.status for r in results.values()} == {"kernel-checked"}, results
    for module in (facts.MODULE, facts.LINE):
        assumptions = results[module].assumptions
        assert set(assumptions) == set(runner.SHIPPED_MODULES[module][1])
        assert set(assumptions.values()) == {CLOSED}
    assert all(set(results[f.name].assumptions.values()) == {CLOSED} for f in files[4:])


@needs_coq
def test_a_false_small_case_is_rejected(compile_against, tmp_path):
    # a question at (n, 1) worth 1/n, like the guess: false for every question
    wrong = claim_file(SMALL_CASES[0], ("then 1 / qnat n else 0)", "then 1 / qnat n else 1 / qnat n)"))
    assert wrong.text != claim_file(SMALL_CASES[0]).text
    assert compile_against(tmp_path / "copy", wrong, 300).status == "failed"


@needs_coq
@pytest.mark.parametrize("module, old, new", [
    # a false fact: P(a, 1) is 1/a, not 1
    ("RuleFacts", "Theorem fact_terminal : forall a, (1 <= a)%nat -> qnat a * P a 1 == 1.",
     "Theorem fact_terminal : forall a, (1 <= a)%nat -> P a 1 == 1."),
    # (each recompiles RuleFacts.v, about 20 s: the rest are slow tests)
    # a question's value bound off by one part
    pytest.param("RuleFacts", "qnat a * qnat b - qnat b * qnat j * P b j - qnat b * qnat (a - j) * P b (a - j)\n  <= qnat a * qnat b * P a b.",
                 "qnat a * qnat b - qnat b * qnat j * P b j\n  <= qnat a * qnat b * P a b.", marks=pytest.mark.slow),
    # a step left unproved
    pytest.param("RuleFacts", "  intros b Hb. rewrite (official_equation 1 b ltac:(lia) Hb). reflexivity.\nQed.", "Admitted.",
                 marks=pytest.mark.slow),
    # a bid's total without the pool's own questions
    ("LineFacts", "TB n <= n + TB b + TB c.", "TB n <= TB b + TB c."),
])
def test_a_changed_fact_or_an_admitted_proof_fails(compile_against, tmp_path, module, old, new):
    text = module_text(module)
    assert old in text
    changed = next(f for f in library(**{module: text.replace(old, new)}) if f.name == module)
    result = compile_against(tmp_path / "copy", changed, 300)
    assert result.status == "failed" and result.message


@needs_coq
def test_the_bundle_checker_compiles_the_package_rule_facts_not_a_copy(tmp_path):
    from certify.checkers import coq as coq_checker

    (tmp_path / "RuleFacts.v").write_text("Axiom cheat : False.\nTheorem fact_winner : 1 = 2.\nProof. destruct cheat. Qed.\n")
    assert coq_checker.check_file(tmp_path, [facts.MODULE])["modules"] == 4  # GuessWho, ABLine, LineFacts, RuleFacts
