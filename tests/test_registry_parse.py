"""The registry's expression parser (issue 21, item 3): every committed expression parses to
the very object ``sympify`` built before, and a hostile registry is refused with one line,
running nothing (a marker file its expressions would create stays absent) and within its
limits (no RecursionError, no OverflowError, no endless power)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

import certify.claims.registry as registry
from certify.claims.parse import parse_expression
from certify.errors import CertifyError, ExitCode

ROOT = Path(__file__).resolve().parent.parent
HEAD = """
[defaults]
paper = "001_8f3559b1991e85c2.txt"
method = "symbolic"
"""


def toml_claim(holds: str, extra: str = "") -> str:
    return HEAD + f"""
[[claim]]
id = "nica.toy"
locator = "toy"
statement = "toy"
reading = "toy"
holds = '''{holds}'''
expect = "proved"
{extra}
"""


def test_every_committed_expression_parses_to_what_sympify_built(monkeypatch):
    """In this test only, sympify (eval) of the trusted committed text is the reference."""
    seen = []
    original = registry.parse_expression

    def record(text, names, where):
        value = original(text, names, where)
        seen.append((text, dict(names), where, value))
        return value

    monkeypatch.setattr(registry, "parse_expression", record)
    registry.load_registry()
    assert len(seen) > 1000
    differ = [where + ": " + text for text, names, where, value in seen
              if sympy.srepr(sympy.S(sympy.sympify(text, locals=names, rational=False))) != sympy.srepr(value)]
    assert not differ, differ[:5]


N, X = sympy.Symbol("n", integer=True), sympy.Symbol("x")
NAMES = registry.namespace({"sq": sympy.Lambda((N,), N**2)})


@pytest.mark.parametrize("text, empty", [("Sum(k, (k, 5, 3))", 0), ("Sum(k**2, (k, 1, 0))", 0), ("Product(2, (k, 3, 1))", 1),
                                         ("Sum(k, (k, 1, 3), (j, 2, 1))", 0), ("Product(k, (k, -1, -4))", 1)])
def test_a_sum_or_product_over_an_empty_range_is_0_or_1_whichever_way_round(text, empty):
    """registry-reference.md: a Sum over low..high with none is 0 (a Product 1), also when high <
    low - 1, where SymPy's own convention (Karr's) gives Sum(k, (k, 5, 3)) = -4: Eq and Ne of the
    same sum were once refuted and verified both (an outside user's registry)."""
    value = parse_expression(text, NAMES, "toy")
    assert value == empty
    assert parse_expression(f"Eq({text}, {empty})", NAMES, "toy") == sympy.true
    assert parse_expression(f"Ne({text}, {empty})", NAMES, "toy") == sympy.false
    assert parse_expression("Sum(k, (k, 3, 5))", NAMES, "toy").doit() == 12  # a range the right way round: summed


@pytest.mark.parametrize("text, expected", [
    ("0.5625", sympy.Rational(9, 16)),
    ("1 < n <= 3", sympy.And(sympy.Lt(1, N), N <= 3)),
    ("n // 2 + n % 3", sympy.floor(N / 2) + sympy.Mod(N, 3)),
    ("-sq(n + 1)", -(N + 1) ** 2),
    ("Sum(k, (k, 1, n))", sympy.Sum(sympy.Symbol("k", integer=True), (sympy.Symbol("k", integer=True), 1, N))),
    ("Eq(n, 1) | ~Eq(n, 2)", sympy.Or(sympy.Eq(N, 1), sympy.Not(sympy.Eq(N, 2)))),
])
def test_the_grammar_builds_exact_sympy_objects(text, expected):
    assert parse_expression(text, NAMES, "toy") == expected


@pytest.mark.parametrize("text, construct", [
    ("__import__('os').system('touch MARKER')", "attribute access"),
    ("__import__('os')", "names starting with _"),
    ("n.__class__", "attribute access"),
    ("(lambda: 1)()", "only a declared function"),
    ("[c for c in ()]", "comprehension"),
    ("P(n, n)[0]", "subscript"),
    ("'n'", "str literal"),
    ("n and 1", "and/or"),
    ("not n", "'not'"),
    ("Sum(n, (n, 1, 2), evaluate=True)", "keyword"),
    ("open(1)", "unknown function"),
    ("eval(1)", "unknown function"),
    ("sq(*(n,))", r"\*args"),
    ("sq(n, n)", "takes 1 argument"),
    ("foo + 1", "unknown name"),
    ("(n, 1)", "tuple"),
    ("n ^ 2", "write \\*\\* for a power"),
    ("n is 1", "comparison Is"),
    ("n if n else 1", "if-expression"),
    ("Piecewise((1, n > 0)) >= 1", "ends with its default case"),  # undefined at n <= 0: once verified and proved
    ("Piecewise((1, n > 0), (2, n <= 0))", "ends with its default case"),
])
def test_constructs_outside_the_grammar_are_refused_by_name(text, construct):
    with pytest.raises(CertifyError, match=construct) as error:
        parse_expression(text, NAMES, "registry evil.toml, claim nica.x")
    assert str(error.value).startswith("registry evil.toml, claim nica.x: ") and "\n" not in str(error.value)


@pytest.mark.parametrize("text", [
    "2**10**12", "10**10**10", "(2*n)**(10**6)", "n**(10**100)", "7**(1/10**9)", "1e999", "1" * 1000,
    "(((((2**4000)**2)**2)**2)**2)", "2**4000*2**4000*2**4000", "-" * 10**6 + "n", "(" * 10**6 + "n" + ")" * 10**6,
    "+".join(["n"] * 30_000), "sq(" * 60 + "n" + ")" * 60,
])
def test_work_beyond_the_limits_is_refused_before_it_is_done(text):
    started = time.perf_counter()
    with pytest.raises(CertifyError) as error:
        parse_expression(text, NAMES, "toy")
    assert time.perf_counter() - started < 5
    assert "toy: " in str(error.value) and "\n" not in str(error.value)


def test_definitions_that_double_at_each_call_are_priced_by_their_expanded_size():
    names = registry.namespace({"f": sympy.Lambda((N,), sympy.Piecewise((N, N > 0), (N + 1, True)))})
    with pytest.raises(CertifyError, match="nodes") as refused:
        parse_expression("f(" * 40 + "n" + ")" * 40, names, "toy")
    assert refused.value.exit_code == ExitCode.LIMIT
    assert parse_expression("f(f(n))", names, "toy").has(sympy.Piecewise)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="n1()+-*/%<=>,.eE_ aSqF", max_size=40))
def test_any_text_is_an_expression_or_a_one_line_error(text):
    try:
        value = parse_expression(text, NAMES, "toy")
    except CertifyError as error:
        assert "\n" not in str(error)
    else:
        assert isinstance(value, sympy.Basic) and not value.atoms(sympy.Float)


HOSTILE = [
    ("holds", "__import__('os').system('touch {marker}')"),
    ("holds", "__import__('pathlib').Path('{marker}').touch()"),
    ("definition", "(lambda: __import__('os').system('touch {marker}'))()"),
    ("vars", "[__import__('os').system('touch {marker}'), 3]"),
    ("where", "Eq(n, n.__class__.__subclasses__())"),
    ("counterexample", "__import__('os').system('touch {marker}')"),
    ("holds", "2**10**12 > 1"),
    ("holds", "(" * 100_000 + "n" + ")" * 100_000 + " > 0"),
    ("holds", "n < 1e999"),
]


def _hostile_file(tmp_path, part, text, marker):
    text = text.format(marker=marker)
    if part == "holds":
        return toml_claim(text)
    if part == "where":
        return toml_claim("n > 0", f"where = '''{text}'''")
    if part == "vars":
        bounds = text.strip("[]").split(", ")
        return toml_claim("n > 0", f"vars = {{ n = ['''{bounds[0]}''', {bounds[1]}] }}")
    if part == "definition":
        return HEAD + f"[[definition]]\nname = \"evil\"\nparams = [\"n\"]\nbody = '''{text}'''\n" + toml_claim("n > 0")[len(HEAD):]
    return toml_claim("n > 0", f"[claim.counterexample]\nat = {{ n = 1 }}\nprinted = '''{text}'''\ntrue = \"1\"")


@pytest.mark.parametrize("part, text", HOSTILE)
def test_a_hostile_registry_is_refused_and_runs_nothing(tmp_path, part, text):
    marker = tmp_path / "MARKER"
    path = tmp_path / "evil.toml"
    path.write_text(_hostile_file(tmp_path, part, text, marker))
    with pytest.raises(CertifyError) as error:
        registry.load_registry(path)
    assert "evil.toml" in str(error.value) and "\n" not in str(error.value)
    assert not marker.exists()


def test_the_audit_command_refuses_a_hostile_registry_in_one_line(tmp_path):
    marker = tmp_path / "MARKER"
    path = tmp_path / "evil.toml"
    path.write_text(_hostile_file(tmp_path, "holds", HOSTILE[0][1], marker))
    result = subprocess.run([sys.executable, "-m", "certify.cli", "audit", "--registry", str(path)], capture_output=True,
                            text=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=300)
    assert result.returncode == 5, result.stderr  # a registry that cannot be used (ExitCode.REGISTRY)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "evil.toml, claim nica.toy" in lines[0] and "attribute access" in lines[0]
    assert not marker.exists()



def test_a_registry_function_is_one_sympy_class_in_definitions_and_claims(tmp_path):
    """A definition's body and the claim applying it name the same ``P``: ``Eq(twice(n), 2*P(n, n))``
    over ``twice(n) = 2*P(n, n)`` is the definition restated, decided True while parsing (it
    used to survive as a check comparing a formula with its own copy)."""
    path = tmp_path / "mine.toml"
    path.write_text(HEAD + '[[definition]]\nname = "twice"\nparams = ["n"]\nbody = "2*P(n, n)"\n'
                    + toml_claim("And(n > 0, Eq(twice(n), 2*P(n, n)), twice(n) >= P(n, n))")[len(HEAD):])
    holds = registry.load_registry(path)["nica.toy"].holds
    assert isinstance(holds, sympy.And) and len(holds.args) == 2
    assert not any(isinstance(part, sympy.Eq) for part in holds.args)
    P = registry.namespace({})["P"]
    assert P is registry.namespace({"sq": sympy.Lambda((N,), N**2)})["P"]
    assert {type(f) for f in holds.atoms(sympy.Function)} == {P}
