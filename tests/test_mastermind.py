"""General D×N games (AB with distinct symbols, Mastermind with repeats): the branch-and-bound
solver against the plain memoised search, the canonical form, the certificates and their
independent checker (tampered certificates rejected), and the command line."""

import copy
import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.codebreaking.bounds import INFINITE, UNLIMITED, size_bound
from certify.codebreaking.general import Game
from certify.codebreaking.search import PlainSolver, Solver, solve
from certify.codebreaking.witness import optimality_certificate, strategy_tree
from certify.checkers import mastermind as mmcheck
from certify.cli import main

SMALL = [(2, 3, True), (2, 4, True), (3, 3, True), (3, 4, False), (2, 5, False), (1, 4, True), (3, 5, False)]


def _check(doc, tmp_path, name="c.json"):
    """Check a tree (a dict, JSON) or an optimality certificate (/3: a list of JSON lines)."""
    path = tmp_path / name
    path.write_text("\n".join(doc) + "\n" if isinstance(doc, list) else json.dumps(doc))
    return mmcheck.check_file(str(path))


@pytest.mark.parametrize("d,n,repeats", SMALL[:-1])
def test_solver_matches_plain_search(d, n, repeats):
    game = Game(d, n, repeats)
    result = solve(game)
    assert (result.total, result.worst, result.restricted) == PlainSolver(game).solve()


def test_answers_are_mastermind_pegs():
    game = Game(4, 6, repeats=True)
    code = {tuple(c): i for i, c in enumerate(game.codes.tolist())}
    # guess 1122 against secret 1213: black 1 (first 1), white 2 (the other 1 and a 2)
    value = game.answers[code[(1, 1, 2, 2)], code[(1, 2, 1, 3)]]
    assert game.answer_text(int(value)) == "1,2"
    assert game.answer_count == 13 and len(game.codes) == 1296


def test_size_bound_is_the_level_count():
    assert size_bound(1, 1, 13) == 1 and size_bound(14, 2, 13) == 1 + 2 * 13
    assert size_bound(15, 2, 13) == INFINITE and size_bound(15, 255, 13) == 1 + 2 * 13 + 3


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(3, 4, False), (2, 4, True), (3, 3, True)]).flatmap(lambda g: st.tuples(
    st.just(g), st.lists(st.booleans(), min_size=64, max_size=64),
    st.permutations(range(g[1])), st.permutations(range(g[0])))))
def test_canonical_form_is_a_relabelling_and_invariant_under_the_group(case):
    (d, n, repeats), bits, tau, pi = case
    game = Game(d, n, repeats)
    state = np.array([i for i in range(len(game.codes)) if bits[i % 64]], dtype=np.int64)
    if len(state) < 2:
        return
    key, element, image, automorphisms = game.canonical(state)
    assert np.array_equal(np.sort(game.image(state, element)), image)
    for a in automorphisms:
        assert np.array_equal(np.sort(game.image(image, a)), image)
    moved = np.sort(game.image(state, (np.array(pi), np.array(tau))))
    assert game.canonical(moved)[0] == key


@pytest.mark.parametrize("d,n,repeats", SMALL)
def test_certificates_check_and_agree(d, n, repeats, tmp_path):
    game = Game(d, n, repeats)
    solver = Solver(game)
    result = solve(game, solver=solver)
    summary = _check(optimality_certificate(game, solver, result), tmp_path)
    assert (summary["total"], summary["worst"], summary["restricted"]) == (result.total, result.worst, result.restricted)
    tree = _check(strategy_tree(game, solver, result), tmp_path, "t.json")
    assert tree["total"] == result.total and tree["restricted"] == (result.restricted, result.worst)


def test_restricted_optimum_differs_for_3x10(tmp_path):
    """3×10 AB: the least total needs depth 7; with worst case 6 one guess more in total."""
    game = Game(3, 10)
    result = solve(game)
    assert (result.total, result.worst, result.restricted, result.total_depth) == (3575, 6, 3576, 7)


@pytest.fixture(scope="module")
def certificate():
    """3x4 Mastermind from the branch and bound's memo (the /3 lines of witness.optimality_certificate)."""
    game = Game(3, 4, repeats=True)
    solver = Solver(game)
    return optimality_certificate(game, solver, solve(game, solver=solver))


def _rows(lines):
    return [json.loads(line) for line in lines[1:]]


def _with(lines, k, row):
    return lines[:k + 1] + [json.dumps(row)] + lines[k + 2:]


def test_every_value_lowered_or_raised_by_one_is_rejected(certificate, tmp_path):
    """Each exact value, and each lower bound that a guess is listed for (a state citing it relies
    on exactly that bound), changed by one."""
    tried = 0
    for k, row in enumerate(_rows(certificate)):
        if row[1] is None or row[2] == 1 and not row[5]:
            continue
        for delta in (-1, 1):
            changed = json.loads(json.dumps(row))
            changed[1] += delta
            with pytest.raises(mmcheck.CheckError):
                _check(_with(certificate, k, changed), tmp_path)
            tried += 1
    assert tried >= 10


def test_altered_witnesses_are_rejected(certificate, tmp_path):
    """Each witness's answer moved to another answer, or its relied value raised by one."""
    altered = tried = 0
    for k, row in enumerate(_rows(certificate)):
        for g, (guess, witnesses) in enumerate(row[5]):
            for w in range(len(witnesses)):
                for change in ("answer", "value"):
                    changed = json.loads(json.dumps(row))
                    witness = changed[5][g][1][w]
                    if change == "answer":
                        witness[0] = (witness[0] + 1) % 19
                    elif witness[1] is None:
                        continue
                    else:
                        witness[1] += 1
                    tried += 1
                    try:
                        _check(_with(certificate, k, changed), tmp_path)
                    except mmcheck.CheckError:
                        altered += 1
    assert tried >= 10 and altered == tried


def test_omitted_guesses_and_bad_automorphisms_are_rejected(certificate, tmp_path):
    rows = _rows(certificate)
    bad = json.loads(json.dumps(rows[0]))  # the root: every code, no limit, exact
    assert bad[0] is None and bad[2] == 0 and bad[5]
    bad[5].pop(0)
    with pytest.raises(mmcheck.CheckError, match="has no witness|its guesses give|first guess|claimed value"):
        _check(_with(certificate, 0, bad), tmp_path)
    k = next(k for k, row in enumerate(rows) if k >= json.loads(certificate[0])["roots"] and row[4])  # not every code
    bad = json.loads(json.dumps(rows[k]))
    bad[4] = bad[4] + [0]  # the identity is harmless
    _check(_with(certificate, k, bad), tmp_path)
    refused = tried = 0
    for rank in range(1, 144, 11):  # of the 3! * 4! = 144 relabellings, most move the state's codes
        bad = json.loads(json.dumps(rows[k]))
        bad[4] = bad[4] + [rank]
        tried += 1
        try:
            _check(_with(certificate, k, bad), tmp_path)
        except mmcheck.CheckError as error:
            refused += "does not map the state onto itself" in str(error)
    assert refused >= tried // 2
    bad = json.loads(json.dumps(rows[k]))
    bad[4] = bad[4] + [144]
    with pytest.raises(mmcheck.CheckError, match="rank of a relabelling"):
        _check(_with(certificate, k, bad), tmp_path)


def test_claimed_measures_must_match(certificate, tmp_path):
    for field in ("total", "worst", "restricted"):
        header = json.loads(certificate[0])
        header[field] -= 1
        with pytest.raises(mmcheck.CheckError, match="claims"):
            _check([json.dumps(header, separators=(",", ":"))] + certificate[1:], tmp_path)


def test_tree_branch_swaps_are_rejected(tmp_path):
    game = Game(3, 4)
    tree = strategy_tree(game)
    root = tree["trees"][0]["tree"]
    answers = [a for a, child in root["then"].items() if "then" in child]
    rejected = 0
    for a, b in itertools.permutations(answers, 2):
        bad = copy.deepcopy(tree)
        then = bad["trees"][0]["tree"]["then"]
        then[a] = copy.deepcopy(root["then"][b])
        with pytest.raises(mmcheck.CheckError):
            _check(bad, tmp_path)
        rejected += 1
    assert rejected >= 2


def run(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_acceptance_examples(capsys, tmp_path):
    code, out, _ = run(capsys, "abgame", "--digits", "3", "--symbols", "4", "-q")
    assert code == 0 and "least total:      72 over 24 codes, mean 3" in out and "least worst case: 4" in out
    tree, cert = tmp_path / "t.json", tmp_path / "c.json"
    code, out, _ = run(capsys, "abgame", "--digits", "2", "--symbols", "3", "--repeats", "-q",
                       "--tree", str(tree), "--certificate", str(cert))
    assert code == 0 and "21/9" in out and "least worst case: 3" in out and "valid optimality certificate" in out
    code, out, _ = run(capsys, "check", str(cert))
    assert code == 0 and "least total 21" in out
    header, *states = cert.read_text().splitlines()
    first = json.loads(states[0])
    first[2] -= 1
    cert.write_text("\n".join([header, json.dumps(first)] + states[1:]) + "\n")
    code, _, err = run(capsys, "check", str(cert))
    assert code == 1 and "INVALID" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [
    ["--digits", "5", "--symbols", "10"], ["--digits", "3", "--symbols", "2"],
    ["--digits", "6", "--symbols", "6", "--repeats"], ["--digits", "0", "--symbols", "3", "--repeats"],
])
def test_cli_bad_input(capsys, args):
    code, _, err = run(capsys, "abgame", *args)
    assert code != 0 and err.startswith("certify: error:") and len(err.strip().splitlines()) == 1


def test_checker_bad_files(tmp_path):
    for doc, code in (({"format": "certify-mastermind-tree/1", "digits": 9, "symbols": 9, "repeats": True}, 4),
                      ({"format": "nope"}, 3),
                      ({"format": "certify-mastermind-tree/1", "digits": 2, "symbols": 3, "repeats": True,
                        "codes": 9, "trees": [{"measure": "total", "tree": {"guess": {}}}]}, 1)):
        with pytest.raises(mmcheck.CheckError) as error:
            _check(doc, tmp_path)
        assert error.value.exit_code == code


@pytest.mark.parametrize("levels", [1, 2])
def test_distributed_run_is_identical_to_serial(levels):
    """A two-worker local dask cluster, split one or two guesses deep: same measures, same
    certificates as a serial run."""
    pytest.importorskip("dask.distributed")
    from certify.codebreaking.distributed import solve_distributed

    game = Game(3, 4, repeats=True)
    serial_solver, cluster_solver = Solver(game), Solver(game)
    serial = solve(game, solver=serial_solver)
    spread = solve_distributed(game, cluster_solver, workers=2, levels=levels)
    assert (spread.total, spread.worst, spread.restricted) == (serial.total, serial.worst, serial.restricted)
    assert json.dumps(optimality_certificate(game, serial_solver, serial)) == \
        json.dumps(optimality_certificate(game, cluster_solver, spread))
    assert json.dumps(strategy_tree(game, serial_solver, serial)) == json.dumps(strategy_tree(game, cluster_solver, spread))


def test_second_level_split_covers_the_first_level():
    """Every level-2 subproblem is an answer class of a guess at a level-1 subproblem (mapped by
    the group), and is smaller than it; the level-1 classes are those of the first guesses."""
    from certify.codebreaking.distributed import first_classes

    game = Game(3, 5)
    solver = Solver(game)
    level1 = first_classes(solver, UNLIMITED, 1)
    level2 = first_classes(solver, UNLIMITED, 2)
    assert level2 and max(len(m) for m, _ in level2) < max(len(m) for m, _ in level1)
    keys = {game.canonical(m)[0] for m, _ in level2}
    assert len(keys) == len(level2)  # deduplicated up to symmetry
    expected = set()
    for members, _ in level1:
        for guess in game.all:
            row = game.answers[guess, members]
            for a in np.unique(row):
                part = members[row == a]
                if a != game.found and 2 <= len(part) < len(members):
                    expected.add(game.canonical(part)[0])
    assert keys <= expected


@pytest.mark.parametrize("d, n, repeats", [(3, 5, False), (2, 4, True), (3, 3, True)])
def test_greedy_total_is_an_attainable_upper_bound(d, n, repeats):
    """The split's cut-off is a real strategy's total: never below the optimum, at any limit."""
    from certify.codebreaking.distributed import greedy_total

    game = Game(d, n, repeats)
    solver = Solver(game)
    result = solve(game, solver=solver)
    assert greedy_total(solver, game.all) >= result.total
    for h in range(1, result.worst + 2):
        exact = solver.value(game.all, h)[0]
        assert greedy_total(solver, game.all, h) >= exact
        if h < result.worst:
            assert greedy_total(solver, game.all, h) == INFINITE


def test_committed_4x6_strategy_replays():
    """The committed Mastermind 4×6 strategies: total 5625 (depth 6) and 5626 within 5 guesses.
    (The committed optimality certificate is checked by the audit, ab.introduction.koyama-lai.)"""
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "proofs" / "mastermind" / "4x6-mm-tree.json"
    summary = mmcheck.check_file(str(path))
    assert (summary["total"], summary["depth"], summary["restricted"]) == (5625, 6, (5626, 5))
