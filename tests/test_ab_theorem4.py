"""AB paper, Theorem 4 for all n (ab.theorem-4.all in ab-dags.toml): the strategy and the adversary
the proof DAG describes, replayed here by brute force on small n, and its [[glue]] shown able to
fail (certify.checkers.dag_glue) when a region of the induction is dropped or a use is wrong."""

import itertools
import math
import shutil
from pathlib import Path

import pytest

from certify.checkers import CheckError
from certify.checkers.dag_glue import check_glue, obligations

DATA = Path(__file__).resolve().parent.parent / "certify" / "claims" / "data"
THEOREM = "ab.theorem-4.all"


def answer(code, guess):
    """(bulls, cows) of the code against the guess, both ordered pairs of distinct symbols."""
    bulls = sum(c == g for c, g in zip(code, guess))
    return bulls, len(set(code) & set(guess)) - bulls


def classes(candidates, guess):
    out = {}
    for code in candidates:
        out.setdefault(answer(code, guess), []).append(code)
    return out


def pairs(symbols):
    return [(i, j) for i in symbols for j in symbols if i != j]


def star(s, a, b):
    return [(a, j) for j in range(s)] + [(i, b) for i in range(s)]


def paper_guess(candidates):
    """The DAG's strategy: on the pairs over [0, s) or Star(s, a, b) with s >= 3 guess (s-2, s-1);
    on Star(s, a, b) with s <= 2 guess (a, 0); on one or two codes guess the first. Any other
    candidate set fails: the strategy reaches only the DAG's families."""
    codes = sorted(candidates)
    if len(codes) <= 2:
        return codes[0]
    symbols = {x for code in codes for x in code}
    if set(codes) == set(pairs(symbols)):  # all pairs over [0, s)
        s = len(symbols)
        assert symbols == set(range(s))
        return (s - 2, s - 1)
    s = len(codes) // 2
    a = next(code[0] for code in codes if code[0] not in range(s))
    b = next(code[1] for code in codes if code[1] not in range(s))
    assert set(codes) == set(star(s, a, b)), codes
    return (s - 2, s - 1) if s >= 3 else (a, 0)


def worst_case(candidates, guess_of):
    """The strategy's worst case: guesses until the secret is guessed, over every secret."""
    guess = guess_of(candidates)
    worst = 0
    for reply, part in classes(candidates, guess).items():
        worst = max(worst, 1 if reply == (2, 0) else 1 + worst_case(part, guess_of))
    return worst


@pytest.mark.parametrize("n", range(2, 13))
def test_the_strategy_reaches_only_the_dag_families_and_meets_the_bound(n):
    assert worst_case(pairs(range(n)), paper_guess) == math.ceil(n / 2) + 1


def optimum(candidates, symbols, memo):
    """The least worst case over all strategies (every ordered pair of distinct symbols a guess)."""
    key = frozenset(candidates)
    if key not in memo:
        if len(candidates) == 1:
            memo[key] = 1
        else:
            best = math.inf
            for guess in pairs(symbols):
                parts = classes(candidates, guess)
                if len(parts) == 1 and guess not in key:
                    continue  # tells nothing
                value = max(1 if reply == (2, 0) else 1 + optimum(part, symbols, memo) for reply, part in parts.items())
                best = min(best, value)
            memo[key] = best
    return memo[key]


@pytest.mark.parametrize("n", range(2, 6))
def test_the_optimum_is_the_theorem_s_value_on_small_n(n):
    assert optimum(pairs(range(n)), range(n), {}) == math.ceil(n / 2) + 1


@pytest.mark.parametrize("s", range(2, 9))
def test_every_guess_leaves_the_untouched_pairs_in_one_class(s):
    """The adversary's fact (node lower-step): for every guess over U = [0, s) and two eliminated
    symbols, the pairs over U minus the guess answer 0A0B, and they are exactly that class."""
    symbols = range(-2, s)
    for guess in pairs(symbols):
        untouched = [x for x in range(s) if x not in guess]
        zero = classes(pairs(range(s)), guess).get((0, 0), [])
        assert sorted(zero) == sorted(pairs(untouched))
        assert len(untouched) >= s - 2


def _registry(tmp_path, edit, paper="ab"):
    """A copy of one paper's registry files (``paper``.toml and its DAGs) in ``tmp_path``, the DAG
    file edited by ``edit`` (which must change it): the registry-editing helper of the glue tests."""
    for name in (f"{paper}.toml", f"{paper}-dags.toml"):
        shutil.copy(DATA / name, tmp_path / name)
    path = tmp_path / f"{paper}-dags.toml"
    text = path.read_text(encoding="utf-8")
    changed = edit(text)
    assert changed != text
    path.write_text(changed, encoding="utf-8")
    return tmp_path


def test_the_glue_obligations_are_written():
    names = [name for name, _ in obligations(DATA, THEOREM)[THEOREM]]
    assert {"measure", "cover", "applies.1.step", "step.1.step", "applies.4.step", "concludes.1.step.1"} <= set(names)


def test_the_glue_holds():
    assert check_glue(DATA, THEOREM)["obligations"]


def test_the_glue_fails_without_the_endgame(tmp_path):
    """Narrow node upper-star-small-value to s = 2: the double star D(1) (the two codes the paper's
    strategy leaves at s = 3) is covered by no node."""
    directory = _registry(tmp_path, lambda t: t.replace('where = "And(2*n + j >= 1, 2*n + j <= 2)"',
                                                        'where = "And(2*n + j >= 2, 2*n + j <= 2)"', 1))
    with pytest.raises(CheckError, match="applies.4.step"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_when_a_use_leaves_the_domain(tmp_path):
    """The adversary's use at P(s - 2) without its condition (s - 2 >= 2) reaches states with fewer
    than two untouched symbols, outside the induction's domain."""
    use = '["0", "n - 1", "j", "2*n + j - 2 >= 2"]]\nfacts = [{ rule = "ab4.small"'
    directory = _registry(tmp_path, lambda t: t.replace(use, use.replace(">= 2", ">= 1"), 1))
    with pytest.raises(CheckError, match="step.1.step"):
        check_glue(directory, THEOREM, timeout=20)


def test_the_glue_fails_when_a_guess_of_two_symbols_of_u_is_left_out(tmp_path):
    """The lower bound's least guess has some role type 0..2 (the premise ab4-least-P; type 0, two
    eliminated symbols, is never least: W >= 1 + W); the value node must cover role type 2 (two symbols
    of U, the adversary's endgame at s = 3 among them): narrowing lower-value to d <= 1 leaves it uncovered."""
    directory = _registry(tmp_path, lambda t: t.replace('vars = { n = [1, "oo"], j = [0, 1], d = [0, 2] }',
                                                        'vars = { n = [1, "oo"], j = [0, 1], d = [0, 1] }', 1))
    with pytest.raises(CheckError, match="applies.1.step"):
        check_glue(directory, THEOREM, timeout=20)
