"""Fewest codes at the least worst case (issue 40; certify.codebreaking.fewest): the engine against
a plain recursion over every strategy (exact code sets, every guess, no bound, no symmetry) on
tiny Bulls and Cows and Mastermind games, every optimal first guess included, and the strategy
it writes replayed."""

from functools import lru_cache

import numpy as np
import pytest

from certify.codebreaking.bounds import INFINITE
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.fewest import FewestSolver, _replay
from certify.codebreaking.general import Game

TINY = [(2, 3, False), (2, 4, False), (3, 4, False), (2, 5, False), (2, 3, True), (3, 3, True), (2, 4, True)]


def plain(game: Game):
    """f(S, b) by plain recursion: every guess (useless ones too), exact code sets as keys."""
    @lru_cache(maxsize=None)
    def f(state: tuple, b: int) -> int:
        if len(state) == 1:
            return INFINITE if b < 1 else int(b == 1)
        if b <= 1:
            return INFINITE
        best = INFINITE
        codes = np.array(state)
        for guess in range(len(game.codes)):
            row = game.answers[guess, codes]
            total = 0
            for a in np.unique(row):
                if a != game.found:
                    total = min(total + f(tuple(codes[row == a].tolist()), b - 1), INFINITE)
            best = min(best, total)
        return best
    return f


@pytest.mark.parametrize("d,n,repeats", TINY)
def test_value_and_first_guesses_agree_with_the_plain_recursion(d, n, repeats):
    game = Game(d, n, repeats)
    f = plain(game)
    everything = tuple(range(len(game.codes)))
    worst = next(b for b in range(1, 10) if f(everything, b) < INFINITE)
    solver = FewestSolver(game)
    found_worst, value, _, _ = solver.solve()
    assert (found_worst, value) == (worst, f(everything, worst))
    assert found_worst == BudgetSolver(game).solve().worst
    firsts = []
    for guess in range(len(game.codes)):
        row = game.answers[guess]
        cost = sum(f(tuple(np.flatnonzero(row == a).tolist()), worst - 1) for a in np.unique(row) if a != game.found)
        if cost == value:
            firsts.append(guess)
    assert solver.optimal_first_guesses() == firsts


@pytest.mark.parametrize("d,n,repeats", [(3, 4, False), (3, 3, True), (2, 5, False)])
def test_every_state_value_and_budget_contract(d, n, repeats):
    """f(S, b) on the classes of every first guess, with budgets below, at and above the value."""
    game = Game(d, n, repeats)
    f = plain(game)
    solver = FewestSolver(game)
    for guess in range(0, len(game.codes), 3):
        row = game.answers[guess]
        for a in np.unique(row):
            members = np.flatnonzero(row == a)
            for b in (2, 3, 4):
                truth = f(tuple(members.tolist()), b)
                for budget in (1, 2, truth, truth + 1, INFINITE):
                    value, exact = solver.search(members, b, budget)
                    if exact:
                        assert value == truth
                    else:
                        assert budget <= value <= truth
                assert (truth == 0) == BudgetSolver(game).possible(members, b - 1)


@pytest.mark.parametrize("d,n,repeats", TINY + [(3, 6, False)])
def test_the_strategy_attains_the_value(d, n, repeats):
    game = Game(d, n, repeats)
    solver = FewestSolver(game)
    worst, value, _, _ = solver.solve()
    doc = solver.strategy_document()
    entry = doc["trees"][0]
    assert (entry["depth"], entry["deepest"]) == (worst, value)
    assert _replay(game, entry["tree"], worst) == (entry["total"], value, worst)


def test_the_known_values():
    """3x4 Bulls and Cows: worst case 4 with 6 codes at guess 4; 3x3 Mastermind: 4 and 1."""
    assert FewestSolver(Game(3, 4)).solve()[:2] == (4, 6)
    assert FewestSolver(Game(3, 3, True)).solve()[:2] == (4, 1)
