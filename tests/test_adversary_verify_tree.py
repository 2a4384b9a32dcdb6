"""verify_adaptive's liar games share the nodes of their common answer prefixes
(certify.adversary.strategies): the same games, count and first failure as playing each game
from the start."""
from __future__ import annotations

import pytest

from certify.adversary import strategies
from certify.adversary.liar import liar_game
from certify.adversary.strategies import LiarStrategy, Verification, _placements, verify_adaptive


def _one_by_one(n: int, d: int, limit: int) -> Verification:
    """Every game played from the start (the loop before the shared tree)."""
    liar, checked = LiarStrategy(n, d, limit), 0
    for character in range(n):
        for places in _placements(limit, d):
            candidates, asked = {c: 0 for c in range(n)}, 0
            while len(candidates) > 1 and asked < limit:
                question = liar.question(candidates, asked)
                candidates = liar.update(candidates, question, (character in question) != (asked in places))
                asked += 1
            named = next(iter(candidates)) if len(candidates) == 1 else None
            checked += 1
            if named != character:
                return Verification(checked, {"character": character, "placed": list(places), "named": named})
    return Verification(checked)


@pytest.mark.parametrize("n, d", [(2, 1), (7, 1), (24, 1), (5, 2), (13, 2)])
def test_same_games_as_one_by_one(n, d):
    limit = liar_game(d).min_questions(n)
    shared = verify_adaptive(n, "lies", d, limit)
    assert shared == _one_by_one(n, d, limit) and shared.ok and shared.checked > n


def _outcome(play, *args):
    try:
        return play(*args)
    except RuntimeError as error:  # the strategy finds no winning question from a state
        return str(error)


@pytest.mark.parametrize("n, d, back", [(9, 1, 1), (13, 2, 1), (24, 1, 1), (9, 1, 3), (13, 2, 3)])
def test_same_first_failure_with_a_faulty_question(monkeypatch, n, d, back):
    right = LiarStrategy.question
    limit = liar_game(d).min_questions(n)

    def faulty(self, candidates, asked):  # the question `back` before the last drops its smallest member
        question = right(self, candidates, asked)
        return question - {min(question)} if asked == limit - back and question else question

    monkeypatch.setattr(strategies.LiarStrategy, "question", faulty)
    shared = _outcome(verify_adaptive, n, "lies", d, limit)
    assert shared == _outcome(_one_by_one, n, d, limit)
    if back == 1:  # the last question: a wrong character named, no error
        assert isinstance(shared, Verification) and not shared.ok and shared.failure["named"] != shared.failure["character"]
    else:
        assert isinstance(shared, Verification) and not shared.ok or "no winning question" in shared


def _search_one_by_one(n: int, chooser: str, d: int, limit: int) -> Verification:
    search, checked = strategies.BinarySearch(), 0
    for character in range(n):
        for places in _placements(limit, 0 if chooser == "honest" else d):
            candidates, asked = list(range(n)), 0
            while len(candidates) > 1 and asked < limit:
                question = search.question(candidates, None)
                answer = None if asked in places else (character in question)
                candidates = search.update(candidates, None, question, answer)
                asked += 1
            checked += 1
            named = candidates[0] if len(candidates) == 1 else None
            if named != character:
                return Verification(checked, {"character": character, "placed": list(places), "named": named})
    return Verification(checked)


@pytest.mark.parametrize("n, chooser, d", [(1, "honest", 0), (24, "honest", 0), (13, "erasures", 1), (24, "erasures", 2)])
def test_binary_search_same_games_as_one_by_one(n, chooser, d):
    enough = (n - 1).bit_length() + d
    for limit in (enough, enough - 1):
        if limit < 0:
            continue
        shared = verify_adaptive(n, chooser, d, limit)
        assert shared == _search_one_by_one(n, chooser, d, limit)
        assert shared.ok == (limit == enough or n == 1)


def test_fewest_traits_as_the_tuple_search():
    """fewest_predetermined_traits compares 0/1 rows as bit masks: the same answer as comparing
    the tuples of the chosen traits (any values), on random boards."""
    import random
    from itertools import combinations

    from certify.adversary.traits import TraitMatrix, fewest_predetermined_traits

    def by_tuples(board):
        for k in range(board.m + 1):
            for chosen in combinations(range(board.m), k):
                if len({tuple(row[j] for j in chosen) for row in board.matrix}) == board.n:
                    return k, [board.traits[j] for j in chosen]
        return None

    rng, found = random.Random(7), set()
    for _ in range(200):
        n, m, values = rng.randint(1, 8), rng.randint(1, 6), rng.choice([(0, 1), (0, 1, 2), (False, True)])
        board = TraitMatrix([f"c{i}" for i in range(n)], [f"t{j}" for j in range(m)],
                            [[rng.choice(values) for _ in range(m)] for _ in range(n)])
        answer = fewest_predetermined_traits(board)
        assert answer == by_tuples(board)
        found.add(answer is None)
    assert found == {True, False}


def test_predetermined_decoder_is_decode():
    """verify_predetermined's table decoder gives Predetermined.decode's answer for every answer
    pattern (random codes, codebooks with repeated words and bits beyond the length)."""
    import random

    from certify.adversary.strategies import Predetermined, _decoder

    rng, kinds = random.Random(11), set()
    for _ in range(60):
        k, n = rng.randint(1, 5), rng.randint(1, 9)
        code = [rng.randrange(1 << (k + 1)) for _ in range(n)]
        strategy = Predetermined.from_code(code, k, code if rng.random() < 0.5 else [rng.randrange(1 << (k + 1)) for _ in range(n)])
        for known in range(1 << k):
            for lies in (0, 1, 2):
                decode = _decoder(strategy, known, lies)
                kinds.add(decode.__name__)
                for value in range(1 << k):
                    if value & ~known:
                        continue
                    answers = [(value >> l & 1) if known >> l & 1 else None for l in range(k)]
                    assert decode(value) == strategy.decode(answers, lies)
    assert kinds == {"scan", "look_up"}
