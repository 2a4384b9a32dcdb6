"""Adversarial choosers: codes and their certificates, exhaustive strategy verification
(including sabotaged decoders), the exact liar and erasure games, the board, the CLI."""

import copy
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.checkers import adversary as advcheck
from certify.adversary import codes as C
from certify.adversary.liar import LiarGame, erasure_game_questions
from certify.adversary.optimal import adaptive, best_code, predetermined
from certify.adversary.strategies import (
    Predetermined, verify_adaptive, verify_predetermined)
from certify.adversary.traits import BoardSearch, TraitMatrix, load_board
from certify.cli import main

N = range(1, 65)


def test_code_constructions_have_their_distance():
    assert C.min_distance(C.nordstrom_robinson()) == 6 and len(C.nordstrom_robinson()) == 256
    assert C.min_distance(C.golay24()[:300]) == 8
    for length, distance in [(8, 3), (9, 3), (10, 3), (10, 5), (11, 5), (12, 5), (13, 5)]:
        words, _ = best_code(length, distance)
        assert advcheck.check_code(length, distance, words) == len(words)
    assert [len(best_code(k, 3)[0]) for k in (7, 8, 9, 10)] == [16, 20, 40, 64]
    assert [len(best_code(k, 5)[0]) for k in (10, 11, 12, 13)] == [12, 24, 32, 64]


def test_code_checker_rejects_close_words():
    with pytest.raises(advcheck.CheckError, match="differ in fewer"):
        advcheck.check_code(5, 3, [0b00000, 0b00011, 0b11100])
    with pytest.raises(advcheck.CheckError, match="equal"):
        advcheck.check_code(5, 1, [3, 3])


def _delsarte_certificate():
    count = predetermined(24, "lies", 1)
    assert count.dual is not None
    return count.dual


def test_delsarte_certificate_checks_exactly():
    certificate = _delsarte_certificate()
    assert advcheck.check_delsarte(certificate) == Fraction(64, 3)


def test_delsarte_checker_rejects_tampering():
    certificate = _delsarte_certificate()
    for index in range(len(certificate["y"])):
        bad = copy.deepcopy(certificate)
        bad["y"][index] = str(Fraction(bad["y"][index]) + Fraction(1, 2))
        try:
            bound = advcheck.check_delsarte(bad)
        except advcheck.CheckError:
            continue
        assert bound < 24  # a still-valid, weaker dual must still exclude 24 words
    bad = copy.deepcopy(certificate)
    bad["words"] = 21
    with pytest.raises(advcheck.CheckError, match="does not exclude"):
        advcheck.check_delsarte(bad)
    bad = copy.deepcopy(certificate)
    bad["y"] = ["0"] * len(bad["y"])
    with pytest.raises(advcheck.CheckError, match="dual constraint"):
        advcheck.check_delsarte(bad)


@pytest.mark.parametrize("n", N)
def test_paper_strategies_verified_exhaustively(n):
    k = C.ceil_log2(n)
    expansion = Predetermined.from_code(C.binary_expansion(n), k)
    assert verify_predetermined(expansion, "honest", 0).checked == n
    parity = Predetermined.from_code(C.with_parity(C.binary_expansion(n), k), k + 1)
    assert verify_predetermined(parity, "erasures", 1).ok
    assert verify_adaptive(n, "honest", 0, k).ok
    for d in (1, 2):
        assert verify_adaptive(n, "erasures", d, k + d).ok


@pytest.mark.parametrize("n", [2, 3, 5, 17, 24, 33, 40, 64])
def test_code_strategies_verified_against_lies_and_erasures(n):
    for chooser, d in [("lies", 1), ("erasures", 2)]:
        count = predetermined(n, chooser, d)
        result = verify_predetermined(Predetermined.from_code(count.code, count.upper), chooser, d)
        assert result.ok and result.checked == count.verified


@pytest.mark.parametrize("name,chooser,d", [("expansion", "honest", 0), ("parity", "erasures", 1),
                                            ("distance-3", "lies", 1), ("distance-3", "erasures", 2)])
def test_a_decoder_with_one_flipped_code_bit_is_caught(name, chooser, d):
    n = 24
    if name == "expansion":
        code, k = C.binary_expansion(n), 5
    elif name == "parity":
        code, k = C.with_parity(C.binary_expansion(n), 5), 6
    else:
        count = predetermined(n, "lies", 1)
        code, k = count.code, count.upper
    for character in (0, 7, 23):
        for bit in range(k):
            book = list(code)
            book[character] ^= 1 << bit
            result = verify_predetermined(Predetermined.from_code(code, k, book), chooser, d)
            assert not result.ok, (character, bit)


def test_too_short_strategies_fail():
    n = 24
    assert not verify_predetermined(Predetermined.from_code(C.binary_expansion(n), 5), "erasures", 1).ok
    assert not verify_adaptive(n, "erasures", 1, 5).ok
    with pytest.raises(RuntimeError):
        verify_adaptive(n, "lies", 1, 7)


def pelc_one_lie(n: int) -> int:
    """Pelc (1987): least q for n objects and one lie (n >= 2): n(q+1) <= 2^q for even n,
    n(q+1) + (q-1) <= 2^q for odd n."""
    q = 0
    while n * (q + 1) + (q - 1 if n % 2 else 0) > 2 ** q:
        q += 1
    return q


@pytest.mark.parametrize("n", range(2, 65))
def test_liar_game_matches_pelc(n):
    assert LiarGame(1).min_questions(n) == pelc_one_lie(n)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 40), st.integers(1, 2))
def test_liar_game_respects_the_volume_bound(n, d):
    game = LiarGame(d)
    assert game.min_questions(n) >= game.volume_bound(n)


@pytest.mark.parametrize("n", [2, 3, 4, 9, 16, 24])
def test_adaptive_liar_strategy_verified(n):
    assert verify_adaptive(n, "lies", 1, LiarGame(1).min_questions(n)).ok
    assert verify_adaptive(n, "lies", 2, LiarGame(2).min_questions(n)).ok


def test_erasure_game_is_binary_search_plus_d():
    for n in range(2, 65):
        for d in (0, 1, 2):
            assert erasure_game_questions(n, d) == C.ceil_log2(n) + d


def test_optimal_counts_for_24():
    assert (predetermined(24, "honest", 0).upper, predetermined(24, "honest", 0).status) == (5, "proved")
    assert predetermined(24, "honest", 0).lower_certificate.startswith("counting")
    assert (predetermined(24, "erasures", 1).upper, predetermined(24, "erasures", 1).status) == (6, "proved")
    assert (predetermined(24, "lies", 1).upper, predetermined(24, "lies", 1).status) == (9, "proved")
    assert (adaptive(24, "lies", 1).upper, adaptive(24, "lies", 1).status) == (8, "proved")
    open_cell = predetermined(21, "lies", 1, budget=0)
    assert (open_cell.lower, open_cell.upper, open_cell.status) == (8, 9, "open")


def test_assumption_1_checker():
    full = TraitMatrix(["a", "b", "c"], [str(s) for s in range(8)],
                       [[(s >> i) & 1 for s in range(8)] for i in range(3)])
    assert full.assumption_1_violation() is None and full.separating_trait({0, 2}) == 5
    board = load_board()
    assert board.distinguishable() and board.assumption_1_violation() == frozenset({0})
    run = board.run(3, [0, 2])
    assert run[-1][2] == frozenset(i for i in range(24) if not board.matrix[i][0] and board.matrix[i][2])


@settings(max_examples=30, deadline=None)
@given(st.lists(st.lists(st.booleans(), min_size=5, max_size=5), min_size=2, max_size=7, unique_by=tuple))
def test_board_search_bounds(rows):
    board = TraitMatrix([f"c{i}" for i in range(len(rows))], [f"t{j}" for j in range(5)],
                        [[int(b) for b in row] for row in rows])
    worst, total = BoardSearch(board).value((1 << board.n) - 1)
    k = C.ceil_log2(board.n)
    assert k <= worst <= 5 and total >= board.n * k - (2 ** k - board.n)


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_adversary(capsys):
    code, out, _ = run(capsys, "adversary", "--characters", "24")
    assert code == 0 and "predetermined: 5 questions (optimal, proved by counting)" in out and "counting" in out
    assert "adaptive:      5 questions" in out
    code, out, _ = run(capsys, "adversary", "--characters", "24", "--lies", "1", "--play", "--seed", "1")
    assert code == 0 and "9 questions" in out and "8 questions" in out and ": correct" in out
    code, out, _ = run(capsys, "adversary", "--characters", "21", "--lies", "1")
    assert code == 0 and "open: between 8 and 9" in out
    code, out, _ = run(capsys, "adversary", "--board")
    assert code == 0 and "worst case 6" in out and "fails" in out


@pytest.mark.parametrize("args", [["--characters", "0"], ["--characters", "-3"], ["--erasures", "-1"],
                                  ["--lies", "1", "--erasures", "1"], ["--lies", "3"], ["--characters", "x"],
                                  ["--characters", "5000"], ["--characters", "100", "--lies", "1"],
                                  ["--tree", "t.json"]])
def test_cli_adversary_bad_input(capsys, args):
    code, _, err = run(capsys, "adversary", *args)
    assert code != 0 and err.startswith("certify: error:") and len(err.strip().splitlines()) == 1


def _replay(tree, board, character, depth=0):
    if "character" in tree:
        return tree["character"], depth
    has = board.matrix[character][board.traits.index(tree["trait"])]
    return _replay(tree["yes" if has else "no"], board, character, depth + 1)


def test_shipped_board_trees_are_optimal_and_replay():
    import json
    from pathlib import Path

    from certify.adversary import traits

    shipped = json.loads((Path(traits.__file__).parent / "data" / "board24-trees.json").read_text())
    board = load_board()
    worst, total = BoardSearch(board).value((1 << board.n) - 1)
    assert (shipped["least_worst_case"], shipped["least_total"]) == (worst, total)
    depths = [_replay(shipped["least_total_tree"], board, i) for i in range(board.n)]
    assert [name for name, _ in depths] == board.characters and sum(d for _, d in depths) == total
    deepest = max(_replay(shipped["least_worst_case_tree"], board, i)[1] for i in range(board.n))
    assert deepest == worst


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 7).flatmap(lambda k: st.tuples(
    st.just(k), st.lists(st.integers(0, 2**k - 1), min_size=1, max_size=12),
    st.lists(st.sampled_from([0, 1, None]), min_size=k, max_size=k), st.integers(0, 2))))
def test_decode_is_the_unique_word_within_the_allowed_disagreements(case):
    """Paz and Peterfreund, Theorems 5, 8, 12: the decoder names the one codeword that
    disagrees with the known answers in at most ``lies`` places, else nothing (the definition,
    position by position)."""
    k, codebook, answers, lies = case
    strategy = Predetermined.from_code(codebook, k)
    fits = [i for i, word in enumerate(codebook)
            if sum(word >> l & 1 != a for l, a in enumerate(answers) if a is not None) <= lies]
    assert strategy.decode(answers, lies) == (fits[0] if len(fits) == 1 else None)
