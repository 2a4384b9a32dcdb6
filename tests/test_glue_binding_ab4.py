"""Issue 36 items 1, 3 and 4 for the AB paper's Theorem 4 (ab.theorem-4.all, the 2×n game's least
worst case H(n) = ceiling(n/2) + 1): the glue is over the families' least worst cases (an induction
predicate ``ih`` over ab4_W, the game value P at (s, -5 - f)); every hypothesis of a value node is read
from a use, a rules fact ab4.* or the premise ab4-least-P, and every node variable that names a worst
case is bound by the glue's ``at``; the code-level nodes (answers of codes to guesses) speak of no
worst case. The facts are checked here against a brute-force optimum on small states, and a mutant
made by hand in a copy of the registry leaves the root unproved, the audit naming what broke."""

import functools
import itertools
import math
import shutil

import pytest

from certify.audit.mutation_dag import glue_mutation
from certify.checkers.dag_glue import FACT_RANGES, FACTS, RULE_FACTS, _load, obligations
from certify.cli import main
from certify.claims.registry import DATA, load_dags

ROOT = "ab.theorem-4.all"
# the engine checks of the classification that the DAG rested on for ab4-least-P until AB2W.v proved it (fact_ab4_least_P)
CLASSIFICATION = ["ab.theorem-3.all.classification-P", "ab.theorem-3.all.classification-D"]
VALUE_NODES = ["lower-value", "upper-pairs-value", "upper-star-value", "upper-star-small-value"]
CODE_NODES = ["lower-idle", "lower-step", "lower-small", "upper-pairs", "upper-star", "upper-star-small"]


def _glue():
    return next(g for g, _ in _load(DATA)[3] if g["theorem"] == ROOT)


def test_the_glue_is_over_values_and_reads_each_hypothesis():
    glue = _glue()
    assert "ih" in glue and "ab4_W" in glue["ih"]
    names = set(name for name, _ in obligations(DATA, ROOT)[ROOT])
    for region, conjuncts in ((1, 7), (2, 5), (3, 2), (4, 2)):  # every conjunct of every value node's hypotheses is read
        assert {f"reads.{region}.step.1.{i}" for i in range(1, conjuncts + 1)} <= names
        assert f"reads.{region}.step.1.{conjuncts + 1}" not in names
        assert f"concludes.{region}.step.1" in names
    assert "exists.1.step.1" in names and "promote.ab.theorem-4.1.domain.2" in names


def test_every_region_is_settled_by_a_value_node_whose_worst_cases_are_bound():
    """The split the brief asks for: a node a region names speaks only of its state's integers and of
    real variables, each bound to an ab4_W term; the code-level nodes name no worst case."""
    claims = _load(DATA)[0]
    glue = _glue()
    for region in glue["region"]:
        (alternative,) = region["at"]
        entry = claims[alternative["by"]][0]
        assert alternative["by"].removeprefix(f"{ROOT}.") in VALUE_NODES
        reals = set(entry["real"])
        assert reals and all(alternative[v].startswith("ab4_W(") for v in reals)
        assert set(entry["vars"]) | reals == set(alternative) - {"by"}
    for node in CODE_NODES:
        entry = claims[f"{ROOT}.{node}"][0]
        assert "real" not in entry and "ab4_H" not in entry["holds"]


def test_the_dag_rests_on_no_premise_node():
    """Every fact the glue reads (ab4.small, ab4.pairs, ab4.star, ab4-least-P) is a Coq theorem of AB2W.v,
    so the classification checks are no nodes of the DAG (they stay registry claims)."""
    dags = {dag.theorem: dag for dag in load_dags()}
    roles = {node.claim: node.role for node, _ in dags[ROOT].walk()}
    assert "premise" not in roles.values() and not set(CLASSIFICATION) & set(roles), roles
    assert set(CLASSIFICATION) <= set(_load(DATA)[0])
    assert all(roles.get(f"{ROOT}.{n}") == "step" for n in VALUE_NODES + CODE_NODES), roles


def test_the_worst_case_facts_read_their_own_slices_of_the_game_value():
    """ab4.* and ab4-least-P speak of P(s, -5), P(s, -6), P(s, -7) only, and no other fact meets those
    slices: a glue citing facts of two games (the least totals' ab3.* at -2..-4) cannot contradict itself."""
    import ast

    def second_arguments(text):
        tree = ast.parse(text.replace("{", "").replace("}", ""), mode="eval")
        return {ast.unparse(call.args[1]) for call in ast.walk(tree)
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "P"}

    own = [formula for key, (_, formula) in RULE_FACTS.items() if key.startswith("ab4.")] + [FACTS["ab4-least-P"]]
    assert len(own) == 4 and all(second_arguments(text) <= {"-5", "-6", "-7"} for text in own)
    others = [formula for key, (_, formula) in RULE_FACTS.items() if not key.startswith("ab4.")]
    others += [text for key, text in FACTS.items() if key != "ab4-least-P"]
    assert not any(second_arguments(text) & {"-5", "-6", "-7"} for text in others)


# ---- the rules facts against a brute-force optimum -------------------------------------------------
def _answer(code, guess):
    bulls = sum(c == g for c, g in zip(code, guess))
    return bulls, len(set(code) & set(guess)) - bulls


def _worst(candidates, symbols, memo):
    """The least worst case over all strategies, every ordered pair of distinct symbols a guess."""
    key = frozenset(candidates)
    if not key:
        return 0
    if key not in memo:
        best = math.inf
        for guess in itertools.permutations(symbols, 2):
            parts = {}
            for code in key:
                parts.setdefault(_answer(code, guess), []).append(code)
            if len(parts) == 1 and guess not in key:
                continue  # tells nothing
            best = min(best, max(1 if reply == (2, 0) else 1 + _worst(part, symbols, memo) for reply, part in parts.items()))
        memo[key] = best
    return memo[key]


@functools.lru_cache(maxsize=1)
def _families_cached(top):
    return _families(top)


def _families(top):
    """W of P(s), D(s), S1(s) by brute force, with two symbols outside the family's (eliminated) at hand:
    the glue's slices P(s, -5), P(s, -6), P(s, -7)."""
    values, memo = {}, {}
    for s in range(top + 1):
        symbols = range(s + 3)
        values[(s, -5)] = _worst([c for c in itertools.permutations(range(s), 2)], symbols, memo)
        values[(s, -6)] = _worst([(s, j) for j in range(s)] + [(i, s + 1) for i in range(s)], symbols, memo)
        values[(s, -7)] = _worst([(s, j) for j in range(s)], symbols, memo)
    return values


def _holds(formula, values, env):
    """A rules fact's formula evaluated exactly, P read from the brute-force table (Python evaluates both
    sides of an Implies: a state below 0, under a false guard, reads nan, which no comparison satisfies)."""
    scope = {"P": lambda a, b: values.get((a, b), math.nan), "Eq": lambda a, b: a == b, "And": lambda *x: all(x),
             "Or": lambda *x: any(x), "Implies": lambda a, b: (not a) or b, **env}
    return eval(formula, {"__builtins__": {}}, scope)  # noqa: S307 (the checker's own table, not input)


@pytest.mark.parametrize("name", ["ab4.small", "ab4.pairs", "ab4.star"])
def test_each_rules_fact_holds_on_the_brute_force_optimum(name):
    values = dict(_families_cached(4))
    params, formula = RULE_FACTS[name]
    for s in range(5 if params else 1):
        assert _holds(formula, values, dict(zip(params, [s]))), (name, s)


def test_the_least_guess_premise_holds_on_the_brute_force_optimum_and_pins_its_role_type():
    """ab4-least-P: some role type v in its range satisfies the premise at every s in its range, and it
    fails for a wrong table (W(P(3)) one less): the premise is no tautology."""
    values = dict(_families_cached(4))
    for s in range(2, 5):
        assert _holds(FACT_RANGES["ab4-least-P"].format(c=s), values, {})
        assert any(_holds(FACTS["ab4-least-P"].format(v=v, c=s), values, {}) for v in range(3)), s
    values[(3, -5)] -= 1
    assert not any(_holds(FACTS["ab4-least-P"].format(v=v, c=3), values, {}) for v in range(3))


def test_the_brute_force_values_are_the_theorem_s():
    values = dict(_families_cached(4))
    assert [values[(s, -5)] for s in range(2, 5)] == [math.ceil(s / 2) + 1 for s in range(2, 5)]
    assert [values[(s, -6)] for s in range(1, 5)] == [math.ceil(s / 2) + 1 for s in range(1, 5)]


def test_every_glue_mutant_is_killed_and_names_what_broke():
    results = glue_mutation(None, ROOT)
    assert {m["kind"] for m in results} >= {"use deleted", "hypothesis made circular", "domain widened",
                                            "domain narrowed", "base region dropped", "binding replaced by a free variable"}
    survivors = [m for m in results if not m["killed"]]
    assert not survivors, survivors
    assert all(m["by"] for m in results)


# ---- hand-made mutants, audited on a copy of the registry -------------------------------------------
def _audit(tmp_path, capsys, edit, root=ROOT, size="6"):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "ab-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", root, "-q", "--max", size])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {root} " in f"{line} ")
    return code, line, out


LOWER = 'exists = [{ var = "t", fact = "ab4-least-P", of = "2*n + j" }]'
STAR = 'at = [{ by = "ab.theorem-4.all.upper-star-value"'


def _in_region(text, marker, edit):
    """``edit`` applied to the glue region holding ``marker`` (up to the next blank line)."""
    start = text.index(marker)
    end = text.index("\n\n", start)
    return text[:start] + edit(text[start:end]) + text[end:]


HAND_MADE = [
    # the use at P(s - 2) deleted from the lower bound (its conjunct read from nothing else): W(P(s-2)) unknown
    (lambda t: _in_region(t, LOWER, lambda b: b.replace(',\n        ["0", "n - 1", "j", "2*n + j - 2 >= 2"]]', ']', 1)
                          .replace('reads."1.5" = ["uses.3"]', 'reads."1.5" = []', 1)), "reads.1.step.1.5"),
    # a use made circular: the lower bound's first use is the state itself
    (lambda t: t.replace('uses = [["0", "n", "0", "And(Eq(j, 1), 2*n >= 2)"]', 'uses = [["0", "n", "j", "And(Eq(j, 1), 2*n >= 2)"]', 1),
     "step.1.step"),
    # a binding replaced by a free variable: W(P(s-1)) read as any number z
    (lambda t: t.replace('z = "ab4_W(0, 2*n + j - 1)"', 'z = "z"', 1), "may use only the state"),
    # a binding removed: the double star's W(D(s-2)) a free real of the node
    (lambda t: _in_region(t, STAR, lambda b: b.replace(', w = "ab4_W(1, 2*n + j - 2)"', '', 1)), "nothing binds"),
    # a binding shifted to the wrong state: z read as W(P(s)) itself; the premise ab4-least-P gives a guess of
    # role type 1 the bound 1 + W(P(s-1)), not 1 + W(P(s)) (the first conjunct that reads z breaks)
    (lambda t: t.replace('z = "ab4_W(0, 2*n + j - 1)"', 'z = "ab4_W(0, 2*n + j)"', 1), "reads.1.step.1.2"),
    # the premise named at the wrong state: a least guess of P(s - 1), out of its range at s = 2
    (lambda t: t.replace(LOWER, LOWER.replace('of = "2*n + j"', 'of = "2*n + j - 1"'), 1), "exists.1.step.1"),
    # the paper's guess at the pairs state not read from its rules fact: the upper bound follows from nothing
    (lambda t: t.replace('reads."1.1" = ["facts.2"]\nreads."1.2" = ["uses.1"]\nreads."1.3" = ["uses.2"]',
                         'reads."1.1" = ["facts.1"]\nreads."1.2" = ["uses.1"]\nreads."1.3" = ["uses.2"]', 1), "reads.2.step.1.1"),
    # the double stars' domain widened to D(0): the small-star node does not cover it
    (lambda t: t.replace('And(Eq(c, 2), 2*n + j >= 1)))"', 'And(Eq(c, 2), 2*n + j >= 0)))"', 1), "applies.4.step"),
]


@pytest.mark.slow
@pytest.mark.parametrize("edit, broken", HAND_MADE, ids=[f"{b}-{i}" for i, (_, b) in enumerate(HAND_MADE)])
def test_a_hand_made_glue_mutant_leaves_the_root_unproved_and_the_audit_names_it(tmp_path, capsys, edit, broken):
    code, line, out = _audit(tmp_path, capsys, edit)
    assert code == 1 and "!!" in line and "proved" not in line.split()[1:2], out[-2000:]
    assert broken in out, out[-2000:]


@pytest.mark.slow
def test_the_root_rests_on_no_engine_check_and_is_bound(tmp_path, capsys):
    """The root is proved with every node proved and names no premise (its facts are Coq theorems), and
    no longer says 'glue without binding'; ab.theorem-4 is promoted over its range."""
    import json

    assert main(["audit", "--only", ROOT, "-q", "--max", "6", "--json", str(tmp_path / "r.json")]) == 0
    capsys.readouterr()
    claims = {c["id"]: c for c in json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["claims"]}
    assert claims[ROOT]["status"] == "proved"
    assert "every one proved)" in claims[ROOT]["range"] and "not proofs" not in claims[ROOT]["range"]
    assert not [p for p in CLASSIFICATION if p in claims[ROOT]["range"]]
    assert "without binding" not in claims[ROOT]["range"]
