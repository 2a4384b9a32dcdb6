"""The engine computes what the rule modules in certify/guesswho/rules/ define: editing a definition
changes the engine's values, and the engine still agrees with the literal reference DP."""

import pytest
from gmpy2 import mpq

import certify
import certify.guesswho.engine
from certify.guesswho.reference import solve_reference
from certify.guesswho.rules import nica, official, tripartite


def _agree(rules, size):
    table = certify.solve(rules, size)
    values, optimal = solve_reference(rules, size)
    assert sorted(table.states()) == sorted(values)
    for n, m in values:
        assert table.value(n, m) == values[n, m], (n, m)
        assert list(table.optimal_moves(n, m)) == optimal[n, m], (n, m)
    return table


def test_forbidding_guesses_changes_the_engine(monkeypatch):
    before = certify.solve("official", 8)
    # official rules without the guess; a player left with one candidate wins at once
    monkeypatch.setattr(official, "HAS_GUESS", False)
    monkeypatch.setattr(official, "terminal_scaled", lambda n, m: m if n == 1 else -1)
    after = _agree("official", 8)
    assert after.value(2, 1) == 0 and before.value(2, 1) == mpq(1, 2)  # (2, 1): the question 1:1 leaves (1, 1), won
    assert all(not mv.is_guess for n, m in after.states() for mv in after.optimal_moves(n, m))
    assert any(after.value(n, m) != before.value(n, m) for n, m in after.states())


def test_question_size_comes_from_the_rule_module(monkeypatch):
    monkeypatch.setattr(tripartite, "MAX_PARTS", 2)
    two_part = certify.solve("tripartite", 12)
    plain = certify.solve("official", 12)
    assert all(two_part.value(n, m) == plain.value(n, m) for n, m in plain.states())


def test_terminal_states_come_from_the_rule_module(monkeypatch):
    before = certify.solve("nica", 7)

    def two_left_loses(n, m):  # a variant: the player to move with a pool of two loses
        if n == 1:
            return m
        if m == 1 or n == 2:
            return 0
        return -1

    monkeypatch.setattr(nica, "terminal_scaled", two_left_loses)
    after = _agree("nica", 7)
    assert after.value(2, 5) == 0 and before.value(2, 5) == 1 and after.optimal_moves(2, 5) == ()
    assert any(after.value(n, m) != before.value(n, m) for n, m in after.states())


@pytest.mark.parametrize("rules", ["nica", "official", "tripartite"])
def test_compiled_rule_grid_matches_the_python_one(monkeypatch, rules):
    solve = certify.guesswho.engine.solve_scaled  # the compiled engine (certify.solve sends small two-part tables to numpy)
    python_scaled, _, python_runs = solve(rules, 30)
    monkeypatch.setattr(certify.guesswho.engine, "COMPILE_ABOVE", 0)  # the numba-compiled rule definitions
    scaled, _, runs = solve(rules, 30)
    assert (scaled == python_scaled).all() and (runs == python_runs).all()


def test_compiled_grid_follows_an_edited_rule(monkeypatch):
    monkeypatch.setattr(official, "HAS_GUESS", False)
    monkeypatch.setattr(official, "terminal_scaled", lambda n, m: m if n == 1 else -1)
    python_grid = certify.guesswho.engine.solve_scaled("official", 20)[0]
    monkeypatch.setattr(certify.guesswho.engine, "COMPILE_ABOVE", 0)
    assert (certify.guesswho.engine.solve_scaled("official", 20)[0] == python_grid).all()
    assert (certify.solve("official", 20).scaled == python_grid).all()  # and the numpy engine's grid
