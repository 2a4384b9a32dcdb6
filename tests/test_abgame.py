"""AB games: the symmetry-reduced solver against the plain search, canonical forms, the two
certificate checkers (including tampered certificates), and the command line."""

import copy
import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.checkers import ab as abcheck
from certify.codebreaking.canonical import canonical_key, canonical_labelling
from certify.codebreaking.certificate import optimality_certificate, strategy_tree
from certify.codebreaking.naive import NaiveSolver
from certify.codebreaking.rules import answer
from certify.codebreaking.solver import ANSWERS, PairGame, solve_ab
from certify.cli import main


@pytest.mark.parametrize("n", range(2, 8))
def test_pair_solver_matches_plain_search(n):
    reduced = solve_ab(2, n)
    assert (reduced.total, reduced.worst, reduced.total_depth) == NaiveSolver(2, n).solve()


@pytest.mark.parametrize("d,n", [(1, 1), (1, 2), (1, 15), (1, 16), (3, 3), (3, 4)])
def test_other_digits_use_the_plain_search(d, n):
    result = solve_ab(d, n)
    assert (result.total, result.worst) == NaiveSolver(d, n).solve()[:2]


def test_paper_examples():
    assert solve_ab(2, 5).mean == 3 and solve_ab(2, 5).worst == 4
    assert (solve_ab(2, 3).total, solve_ab(2, 3).worst) == (13, 3)


def _relabel(state, n, perm, reverse):
    image = 0
    for i, j in itertools.permutations(range(n), 2):
        if state >> (i * n + j) & 1:
            a, b = (perm[j], perm[i]) if reverse else (perm[i], perm[j])
            image |= 1 << (a * n + b)
    return image


def _random_state(n, bits):
    codes = [i * n + j for i, j in itertools.permutations(range(n), 2)]
    return sum(1 << code for code, keep in zip(codes, bits) if keep)


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 7).flatmap(lambda n: st.tuples(
    st.just(n), st.lists(st.booleans(), min_size=n * (n - 1), max_size=n * (n - 1)),
    st.permutations(range(n)), st.booleans())))
def test_canonical_key_is_invariant_and_a_relabelling(case):
    n, bits, perm, reverse = case
    state = _random_state(n, bits)
    key, labels, flipped = canonical_labelling(state, n)
    assert canonical_key(_relabel(state, n, perm, reverse), n) == key
    assert _relabel(state, n, labels, flipped) == key


def test_canonical_key_separates_non_isomorphic_states():
    """For n = 4, keys agree exactly when the states are isomorphic (brute force over the group)."""
    n = 4
    seen = {}
    for bits in itertools.product([0, 1], repeat=6):
        state = _random_state(n, list(bits) + [1, 0, 1, 0, 0, 1])
        orbit_min = min(_relabel(state, n, p, r) for p in itertools.permutations(range(n)) for r in (False, True))
        key = canonical_key(state, n)
        assert seen.setdefault(key, orbit_min) == orbit_min


@pytest.mark.parametrize("d,n", [(1, 7), (2, 2), (2, 3), (2, 6), (3, 4)])
def test_trees_replay(d, n):
    tree = strategy_tree(d, n)
    found = abcheck.check_tree(tree)
    assert found["total"] == solve_ab(d, n).total and found["depth"] == tree["depth"]


def _subtrees(node, path=()):
    for answer, child in node.get("then", {}).items():
        yield path + (answer,), child
        yield from _subtrees(child, path + (answer,))


def test_tree_checker_rejects_a_branch_to_the_wrong_subtree():
    tree = strategy_tree(2, 5)
    branches = [(path, node) for path, node in _subtrees(tree["tree"]) if "then" in node]
    rejected = 0
    for (path, _), (_, other) in itertools.permutations(branches, 2):
        tampered = copy.deepcopy(tree)
        parent = tampered["tree"]
        for answer in path[:-1]:
            parent = parent["then"][answer]
        if parent["then"][path[-1]] == other:
            continue
        parent["then"][path[-1]] = copy.deepcopy(other)
        with pytest.raises(abcheck.CheckError):
            abcheck.check_tree(tampered)
        rejected += 1
    assert rejected > 20


def test_tree_checker_rejects_wrong_claims_and_bad_codes():
    tree = strategy_tree(2, 4)
    for field, delta in (("total", -1), ("depth", 1)):
        bad = copy.deepcopy(tree)
        bad[field] += delta
        with pytest.raises(abcheck.CheckError, match="replaying"):
            abcheck.check_tree(bad)
    bad = copy.deepcopy(tree)
    bad["tree"]["guess"] = [1, 1]
    with pytest.raises(abcheck.CheckError, match="repeats"):
        abcheck.check_tree(bad)


@pytest.fixture(scope="module")
def certificate():
    return optimality_certificate(2, 7)


def test_optimality_certificate_checks(certificate):
    summary = abcheck.check_optimality(certificate)
    assert (summary["total"], summary["worst"]) == (161, 5)


@settings(max_examples=40, deadline=None)
@given(index=st.integers(0, 12), field=st.sampled_from(["total", "worst"]), delta=st.sampled_from([-1, 1]))
def test_optimality_checker_rejects_one_changed_cost(certificate, index, field, delta):
    bad = copy.deepcopy(certificate)
    state = bad["states"][index % len(bad["states"])]
    state[field] += delta
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)


def test_optimality_checker_rejects_tampered_witnesses_and_missing_guesses(certificate):
    bad = copy.deepcopy(certificate)
    move = next(m for s in bad["states"] for m in s["moves"] if m["children"])
    labels = move["children"][0][2]
    labels[0], labels[1] = labels[1], labels[0]
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)
    bad = copy.deepcopy(certificate)
    del bad["states"][0]["moves"][0]
    with pytest.raises(abcheck.CheckError, match="needs an empty word iff it is listed"):
        abcheck.check_optimality(bad)
    bad = copy.deepcopy(certificate)
    bad["states"][1]["codes"].pop()
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)


def test_line_certificate_checks_and_rejects():
    good = optimality_certificate(1, 20)
    assert abcheck.check_optimality(good)["total"] == solve_ab(1, 20).total
    bad = copy.deepcopy(good)
    bad["states"][9]["total"] -= 1
    with pytest.raises(abcheck.CheckError, match="interval size 10"):
        abcheck.check_optimality(bad)


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_abgame_examples(capsys, tmp_path):
    code, out, _ = run(capsys, "abgame", "--digits", "2", "--symbols", "5")
    assert code == 0 and "3 = 60/20" in out and "least worst case: 4" in out and "matches" in out
    tree, table = tmp_path / "t.json", tmp_path / "c.json"
    code, out, _ = run(capsys, "abgame", "--digits", "2", "--symbols", "3", "--tree", str(tree), "--certificate", str(table))
    assert code == 0 and "13/6" in out and "least worst case: 3" in out
    assert "valid strategy" in out and "valid optimality table" in out
    code, out, _ = run(capsys, "check", str(tree))
    assert code == 0 and "total 13" in out
    document = json.loads(table.read_text())
    document["states"][0]["total"] -= 1
    table.write_text(json.dumps(document))
    code, _, err = run(capsys, "check", str(table))
    assert code == 1 and "INVALID" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [
    ["--digits", "0", "--symbols", "3"], ["--digits", "3", "--symbols", "2"],
    ["--digits", "2", "--symbols", "65"], ["--digits", "-1", "--symbols", "4"],
    ["--digits", "2", "--symbols", "x"], ["--digits", "5", "--symbols", "10"],
    ["--digits", "3", "--symbols", "4", "--workers", "0"],
])
def test_cli_abgame_bad_input(capsys, args):
    code, out, err = run(capsys, "abgame", *args)
    assert code != 0 and err.startswith("certify: error:") and len(err.strip().splitlines()) == 1


def test_committed_certificates_check():
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "proofs" / "ab"
    files = sorted(root.glob("*.json"))
    assert len(files) >= 6
    totals = {}
    for path in files:
        kind, summary = abcheck.check_file(str(path))
        totals.setdefault(path.name.split("-")[0], set()).add(summary["total"])
    assert all(len(values) == 1 for values in totals.values())  # each tree attains its certified optimum


TREE_KEYS = {"codes": 1, "total": 1, "depth": 1}


@pytest.mark.parametrize("document,message,codes", [
    ({"format": "certify-ab-tree/1", "digits": 10, "symbols": 64, **TREE_KEYS, "tree": {}}, "over the limit", (4,)),
    ({"format": "certify-ab-tree/1", "digits": 2, "symbols": 3, **TREE_KEYS, "tree": []}, "a node is", (1,)),
    ({"format": "certify-ab-optimality/2", "digits": 2, "symbols": 5, "states": [{"codes": "x"}]}, "missing key", (1,)),
    ({"format": "certify-ab-optimality/2", "digits": 3, "symbols": 5, "states": []}, "digits must be", (1,)),
    ({"format": "certify-ab-optimality/1", "digits": 2, "symbols": 5, "states": []}, "no longer accepted", (3,)),
    ({"format": "certify-ab-optimality/9"}, "unsupported file type", (3,)),  # exit 3: not a format check reads
])
def test_malformed_certificates_get_one_line_errors(capsys, tmp_path, document, message, codes):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document, separators=(",", ":")))
    code, _, err = run(capsys, "check", str(path))
    assert code in codes and message in err and len(err.strip().splitlines()) == 1


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, path + (index,))


@settings(max_examples=150, deadline=None)
@given(data=st.data(), junk=st.sampled_from([None, "x", -1, [], {}, 1.5, True, [0, 0], 10**9]))
def test_corrupted_certificates_fail_cleanly(data, junk):
    """Any single corrupted value makes the checkers accept (if harmless) or raise CheckError,
    never another exception."""
    for document, check in ((optimality_certificate(2, 4), abcheck.check_optimality),
                            (strategy_tree(2, 4), abcheck.check_tree)):
        paths = [p for p in _paths(document) if p]
        path = data.draw(st.sampled_from(paths))
        bad = copy.deepcopy(document)
        parent = bad
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = junk
        try:
            check(bad)
        except abcheck.CheckError:
            pass


def test_paper_lines_report_a_difference():
    import dataclasses

    from certify.cli.abgame import _paper_lines

    result = solve_ab(2, 6)
    assert _paper_lines(result) == ["paper, Theorem 3: matches", "paper, Theorem 4: matches"]
    worse = dataclasses.replace(result, total=result.total + 1, worst=result.worst + 1)
    lines = _paper_lines(worse)
    assert all("DIFFERS" in line for line in lines) and "103/30" in lines[0] and "gives 4" in lines[1]


@pytest.mark.parametrize("n", [2, 3, 4, 7, 12])
def test_the_pair_games_answer_classes_are_the_rules_answers(n):
    """PairGame's classes, built from rows and columns, against :func:`answer` on every pair of
    codes: each secret other than the guess in exactly the class of its answer."""
    game = PairGame(n)
    codes = [(i, j) for i in range(n) for j in range(n) if i != j]
    assert game.full == sum(1 << (i * n + j) for i, j in codes) and set(game.classes) == set(codes)
    for guess in codes:
        for secret in codes:
            where = [a for a, mask in zip(ANSWERS, game.classes[guess]) if mask >> (secret[0] * n + secret[1]) & 1]
            assert where == ([] if secret == guess else [answer(guess, secret)]), (guess, secret)
