"""Issue 36 items 1 and 3 for the AB paper's Theorem 2 (ab.theorem-2.all and its descent
ab.theorem-2.all.descent): each glue is over values (an induction predicate ``ih``; the nodes speak
of the line game's value T_line and of F at named levels, with no free value variable), so every
glue mutant (certify.audit.mutation_dag.GLUE_KINDS) is killed, and a mutant made by hand in a copy of
the registry leaves the root unproved, the audit naming the obligation that broke."""

import shutil

import pytest

from certify.audit.mutation_dag import glue_mutation
from certify.checkers.dag_glue import _load, obligations
from certify.cli import main
from certify.claims.registry import DATA

ROOTS = ["ab.theorem-2.all", "ab.theorem-2.all.descent"]


@pytest.mark.parametrize("theorem", ROOTS)
def test_the_glue_is_over_values_and_reads_each_hypothesis(theorem):
    glue = next(g for g, _ in _load(DATA)[3] if g["theorem"] == theorem)
    assert "ih" in glue
    names = [name for name, _ in obligations(DATA, theorem)[theorem]]
    assert any(name.startswith("reads.") for name in names) and any(name.startswith("concludes.") for name in names)


@pytest.mark.parametrize("theorem", ROOTS)
def test_every_glue_mutant_is_killed_and_names_what_broke(theorem):
    results = glue_mutation(None, theorem)
    assert {m["kind"] for m in results} >= {"use deleted", "hypothesis made circular", "domain widened",
                                            "domain narrowed", "binding replaced by a free variable"}
    survivors = [m for m in results if not m["killed"]]
    assert not survivors, survivors
    assert all(m["by"] for m in results)


USE_BALANCED = '["ceiling((n - 1)/2)", "k1", "k1 >= 0"]]'
EVEN = 'states = "And(n >= 2, k >= 1, Eq(n, 2*floor(n/2)), 2**k < 2*n)"'


def _in_region(text, states, edit):
    """``edit`` applied to the glue region whose states are ``states`` (up to the next blank line)."""
    start = text.index(states)
    end = text.index("\n\n", start)
    return text[:start] + edit(text[start:end]) + text[end:]


HAND_MADE = [
    # ab.theorem-2.all, n even (region 4): the use at the balanced part ceiling((n-1)/2) deleted (its conjunct
    # then read from every other instance): T at that part follows from nothing (for n odd it is the floor's)
    ("ab.theorem-2.all", lambda t: _in_region(t, EVEN, lambda b: b.replace(f', {USE_BALANCED}', ']', 1)
                                              .replace('reads."1.5" = ["uses.4"]\n', '', 1)), "reads.4.step.1.5"),
    # a use made circular: the least guess's part j replaced by the state itself
    ("ab.theorem-2.all", lambda t: t.replace('uses = [["j", "a", "And(0 <= j, j <= n - 1, a >= 0)"]',
                                             'uses = [["n", "k", "And(0 <= j, j <= n - 1, a >= 0)"]', 1), "step.3.step"),
    # the domain widened to n >= -1: the measure n is no longer nonnegative
    ("ab.theorem-2.all", lambda t: t.replace('domain = "And(n >= 0, k >= 0)"', 'domain = "And(n >= -1, k >= 0)"', 1), "measure"),
    # the domain narrowed to n >= 1: the use at the least guess j = 0 leaves the domain
    ("ab.theorem-2.all", lambda t: t.replace('domain = "And(n >= 0, k >= 0)"', 'domain = "And(n >= 1, k >= 0)"', 1), "step.3.step"),
    # the state n = 0 dropped (its rules fact T(0) = 0 with it)
    ("ab.theorem-2.all", lambda t: t.replace('states = "Eq(n, 0)"', 'states = "False"', 1), "cover"),
    # the rules fact line.guess not read: the upper bound T(n) <= n + T(fl) + T(ce) follows from nothing
    ("ab.theorem-2.all", lambda t: t.replace('reads."1.6" = ["facts.1"]', 'reads."1.6" = []', 1), "reads.3.step.1.6"),
    # the least guess's level bound to the level of j instead of j + 1
    ("ab.theorem-2.all", lambda t: t.replace('{ var = "a", fact = "clevel", of = "j + 1" }', '{ var = "a", fact = "clevel", of = "j + 2" }', 1),
     "applies.3.step"),
    # the descent: the use at the split (n, g + 1) deleted (its conjunct read from every instance)
    ("ab.theorem-2.all.descent", lambda t: t.replace('uses = [["n", "g + 1", "a", "b", "r", "t"]]', 'uses = []', 1)
     .replace('reads."1.4" = ["uses.1"]\nquestions = 0', 'questions = 0', 1), "reads.2.step.1.4"),
    ("ab.theorem-2.all.descent", lambda t: t.replace('uses = [["n", "g + 1", "a", "b", "r", "t"]]',
                                                     'uses = [["n", "g", "a", "b", "r", "t"]]', 1), "step.2.step"),
    ("ab.theorem-2.all.descent", lambda t: t.replace('domain = "And(g >= 0, n - 1 - 2*g >= 0,', 'domain = "And(g >= -1, n - 1 - 2*g >= 0,', 1),
     "applies.1.base"),
    # narrowed to g >= 1: the split g = 0 of the bounded claim is outside the domain
    ("ab.theorem-2.all.descent", lambda t: t.replace('domain = "And(g >= 0, n - 1 - 2*g >= 0,', 'domain = "And(g >= 1, n - 1 - 2*g >= 0,', 1),
     "promote.ab.theorem-2.all.split.1.domain.1"),
    ("ab.theorem-2.all.descent", lambda t: t.replace('states = "n - 1 - 2*g <= 1"', 'states = "False"', 1), "cover"),
    # the base read at the split g + 1: its hypotheses (a difference of 0 or 1) fail on the base states
    ("ab.theorem-2.all.descent", lambda t: t.replace('at = [{ n = "n", k = "g", a = "a", b = "b", u = "r", t = "t" }]',
                                                     'at = [{ n = "n", k = "g + 1", a = "a", b = "b", u = "r", t = "t" }]', 1),
     "applies.1.base"),
]


@pytest.mark.slow
@pytest.mark.parametrize("root, edit, broken", HAND_MADE, ids=[f"{r}-{b}-{i}" for i, (r, _, b) in enumerate(HAND_MADE)])
def test_a_hand_made_glue_mutant_leaves_the_root_unproved_and_the_audit_names_the_obligation(tmp_path, capsys, root, edit, broken):
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / "ab-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    code = main(["audit", "--registry", str(directory), "--only", root, "-q", "--max", "6"])
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if f" {root} " in f"{line} ")
    assert code == 1 and "!!" in line and "proved" not in line.split()[1:2], out[-2000:]
    assert broken in out, out[-2000:]


# The premises a region names in 'exists' hold only where their term is in range: a level of c needs
# c >= 2 (level) or c >= 1 (clevel), a least guess a state n >= 1, a least bid a pool of two or more.
# (Checked from the domain, the region's states and moves, the move K's range and the earlier premises.)
# Asserted outside that range a premise is false and every obligation of the region holds vacuously;
# the glue checker does not look, so each region of these glues is checked here to name them in range.
LOWEST = {"level": 2, "clevel": 1, "line-least": 1, "bid-least": 2}


def _premises_in_range(theorem):
    from certify.checkers.dag_glue import FACTS, RULES, _move_facts, _smt, _translator
    from certify.checkers.smt import check_text

    glue, file = next((g, f) for g, f in _load(DATA)[3] if g["theorem"] == theorem)
    definitions = _load(DATA)[1][file]
    checked = 0
    for number, region in enumerate(glue.get("region", []), start=1):
        earlier = []
        for fact in region.get("exists", []):
            if fact["fact"] in LOWEST:
                t = _translator(glue, definitions)
                moves = region.get("moves", "True") if glue["rules"] == "custom" else RULES[glue["rules"]][2]
                hyps = [t.term(glue["domain"]), t.term(region["states"]), t.term(moves),  # and K's range, as the checker
                        *_move_facts(glue, region, t), *(t.term(e) for e in earlier)]
                goal = t.term(f"{fact['of']} >= {LOWEST[fact['fact']]}")
                check_text(_smt(goal, hyps, t, theorem, f"exists.{number}.{fact['var']}"), 60)
                checked += 1
            earlier.append(FACTS[fact["fact"]].format(v=fact["var"], c=fact["of"]))
    return checked


@pytest.mark.parametrize("theorem, ranged", [("ab.theorem-2.all", 9), ("ab.theorem-2.all.descent", 0),
                                             ("nica.section-1.1.safe-bid-entropy.all", 9)])
def test_every_premise_named_in_exists_is_in_its_range(theorem, ranged):
    """Each ranged premise (a least move, a level) proved in range from the domain, the region's states
    and the earlier premises; the descent names only plain names (equal), true of every term."""
    glue = next(g for g, _ in _load(DATA)[3] if g["theorem"] == theorem)
    facts = {fact["fact"] for region in glue["region"] for fact in region.get("exists", [])}
    assert facts <= {*LOWEST, "equal"}
    assert _premises_in_range(theorem) == ranged


RANGED = sorted(g["theorem"] for g, _ in _load(DATA)[3]
                if {f["fact"] for r in g.get("region", []) for f in r.get("exists", [])} & set(LOWEST))


@pytest.mark.parametrize("theorem", RANGED)
def test_every_glue_names_its_ranged_premises_in_range(theorem):
    """Every glue of the registry (today nica.theorem-1.1 besides the three above)."""
    assert _premises_in_range(theorem) > 0


def test_each_game_reads_its_own_slice_of_the_game_value():
    """The rules facts of the AB line game speak of P(x, 0) only, those of the bid game of P(x, -1) only
    (the official facts of P(a, b) with b >= 1): one glue citing facts of two games cannot contradict
    itself through a shared value (line-least makes P(1, 0) = 1, bid.one would make it 0)."""
    import ast

    from certify.checkers.dag_glue import FACTS, RULE_FACTS

    def second_arguments(text):
        tree = ast.parse(text.replace("{", "").replace("}", ""), mode="eval")
        return {ast.unparse(call.args[1]) for call in ast.walk(tree)
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "P"}

    for prefix, name, slice_ in (("line.", "line-least", "0"), ("bid.", "bid-least", "-1")):
        texts = [formula for fact, (_, formula) in RULE_FACTS.items() if fact.startswith(prefix)] + [FACTS[name]]
        assert len(texts) >= 3 and all(second_arguments(text) == {slice_} for text in texts), prefix


@pytest.mark.parametrize("old, new, fact", [
    ('{ var = "b", fact = "clevel", of = "n - j" }', '{ var = "b", fact = "clevel", of = "n - j - 1" }', "clevel"),
    ('{ var = "j", fact = "line-least", of = "n" }', '{ var = "j", fact = "line-least", of = "n - 1" }', "line-least"),
])
def test_the_glue_checker_refuses_a_premise_named_out_of_its_range(tmp_path, old, new, fact):
    """A premise asserted where its term may be out of range (the level of 0, a least guess of an
    empty line) is false there, so the region's obligations would hold vacuously: the checker's
    own exists.R.i obligation fails (before, only this file's test looked)."""
    import shutil

    from certify.checkers import CheckError
    from certify.checkers.dag_glue import check_glue

    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    path = copy / "ab-dags.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CheckError, match=r"obligation exists\.\d+\.step\.\d+"):
        check_glue(copy, "ab.theorem-2.all", timeout=60)
