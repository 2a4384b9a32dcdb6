"""The claim function library: registered names, and table reads through the checker's decoding."""

import sympy
from hypothesis import given, settings, strategies as st

from certify.checkers.tables import load_checked
from certify.claims import functions, registry
from certify.claims.evaluate import compile_expr
from certify.guesswho.table import solve
from certify.claims import loading


def test_registry_names_are_the_library_registrations():
    assert set(registry.GAME_FUNCTIONS) == set(functions.FUNCTIONS)
    assert set(registry.PREDICATES) == {n for n, s in functions.FUNCTIONS.items() if s.predicate}
    used = set()
    for claim in loading.load().claims.values():
        for expr in (claim.holds, claim.where):
            if expr is not None:
                used |= {type(f).__name__ for f in expr.atoms(registry.GameFunction, registry.GamePredicate)}
    assert used <= set(functions.FUNCTIONS)
    assert {"P", "optimal", "ab1_total", "paz_pre_opt"} <= used


def test_every_table_function_takes_the_table_view():
    table_functions = {n for n, s in functions.FUNCTIONS.items() if s.table}
    assert {"P", "P_split", "optimal", "optimal3", "n_optimal", "first_at_most"} <= table_functions
    assert not table_functions & set(functions.pure_functions())


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["nica", "official", "tripartite"]), st.integers(2, 16), st.integers(2, 16))
def test_moves_read_through_the_checker_agree_with_the_engine(tmp_path_factory, rules, n, m):
    table = solve(rules, 16)
    path = table.write(tmp_path_factory.mktemp("t") / f"{rules}.npz")
    checked = load_checked(path)
    view = functions.game_functions(checked)
    engine = {mv.parts for mv in table.optimal_moves(n, m)}
    assert set(checked.optimal_parts(n, m)) == engine
    assert view["n_optimal"](n, m) == len(engine)
    assert view["P"](n, m) == table.value(n, m)
    for k in range(0, n + 1):
        parts = tuple(sorted(p for p in (k, n - k) if p)) if k else ()
        assert view["optimal"](n, m, k) == (parts in engine and (k == 0 or 0 < k < n))


def test_compiled_claim_reads_library_values():
    n = sympy.Symbol("n", integer=True)
    expr = registry.namespace({})["ab1_worst"](n)
    library = functions.pure_functions()
    for size in (1, 15, 16, 17):
        worst = library["ab1_worst"](size)
        assert compile_expr(expr, library)({"n": size}) == worst
        # the 1×n optimum read from the checked certificate, against a plain search of the interval game
        assert worst == _line_worst(size)


def _line_worst(size, memo={0: 0}):
    if size not in memo:
        memo[size] = 1 + min(max(_line_worst(g), _line_worst(size - 1 - g)) for g in range(size))
    return memo[size]
