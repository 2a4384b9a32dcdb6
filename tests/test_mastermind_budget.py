"""The budgeted search (certify.codebreaking.budget) and its streamed optimality certificate
(the search's /2 lines rewritten as ``certify-mastermind-optimality/3`` before they are saved):
values against the plain search and the old branch and bound, the budget contract as a
property, and tampered certificates refused (a flipped leaf, a wrong bound, a dropped state, a
bogus symmetry, a decompressed-size limit)."""

import gzip
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.codebreaking.bounds import INFINITE, UNLIMITED
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.compact import compact_lines
from certify.codebreaking.general import Game
from certify.codebreaking.search import PlainSolver, solve
from certify.checkers import mastermind as mmcheck

GAMES = [(2, 3, True), (3, 3, True), (3, 4, False), (2, 5, False), (1, 4, True), (3, 5, True), (4, 4, True),
         (3, 6, False), (3, 8, False)]


@pytest.mark.parametrize("d,n,repeats", GAMES)
def test_measures_agree_with_the_old_branch_and_bound(d, n, repeats):
    game = Game(d, n, repeats)
    new, old = BudgetSolver(game).solve(), solve(game)
    assert (new.total, new.worst, new.restricted) == (old.total, old.worst, old.restricted)


@pytest.mark.parametrize("d,n,repeats", [(2, 3, True), (3, 3, True), (3, 4, False), (2, 4, True)])
def test_measures_agree_with_the_plain_search(d, n, repeats):
    game = Game(d, n, repeats)
    new = BudgetSolver(game).solve()
    assert (new.total, new.worst, new.restricted) == PlainSolver(game).solve()


PLAIN = {}


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(0, 26), min_size=1, max_size=27), st.sampled_from([2, 3, 4, UNLIMITED]),
       st.integers(1, 120))
def test_budget_contract(codes, h, budget):
    """search(S, h, budget): the exact value whenever it is below the budget (and sometimes
    beyond), else a lower bound at least the budget (3x3 Mastermind states, plain search)."""
    game = PLAIN.setdefault("game", Game(3, 3, True))
    plain = PLAIN.setdefault("plain", PlainSolver(game))
    state = np.array(sorted(codes), dtype=np.int64)
    truth = plain.value(state, h)
    value, exact, depth = BudgetSolver(game).search(state, h, budget)
    if exact:
        assert value == truth
    else:
        assert truth >= budget
        assert budget <= value <= truth


def _certificate(d, n, repeats, tmp_path, name="c.jsonl.gz"):
    solver = BudgetSolver(Game(d, n, repeats))
    solver.solve()
    lines = list(compact_lines(solver.certificate_lines(), solver.game))
    path = tmp_path / name
    with gzip.open(path, "wt") as handle:
        handle.write("\n".join(lines) + "\n")
    return solver, lines, path


def _write(lines, tmp_path, name="bad.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_certificate_checks_and_states_the_measures(tmp_path):
    solver, lines, path = _certificate(3, 10, False, tmp_path)
    summary = mmcheck.check_file(str(path))
    assert (summary["total"], summary["worst"], summary["restricted"]) == (3575, 6, 3576)
    assert summary["states"] == len(lines) - 1 and summary["kind"] == "certify-mastermind-optimality/3"
    assert any(json.loads(line)[2] == 1 for line in lines[1:])  # states closed by a lower bound occur


@pytest.fixture(scope="module")
def certified(tmp_path_factory):
    return _certificate(3, 8, False, tmp_path_factory.mktemp("cert"))


def test_wrong_bounds_are_refused(certified, tmp_path):
    _, lines, _ = certified
    refused = 0
    for k in range(1, len(lines)):
        row = json.loads(lines[k])
        if row[1] is None:
            continue
        for delta in (-1, 1):
            bad = list(lines)
            changed = list(row)
            changed[1] += delta
            bad[k] = json.dumps(changed)
            if row[2] == 1 and delta < 0:
                continue  # a smaller lower bound stays true
            with pytest.raises(mmcheck.CheckError):
                mmcheck.check_file(_write(bad, tmp_path))
            refused += 1
        if refused >= 40:
            break
    assert refused >= 40


def test_a_lower_bound_claimed_exact_is_refused(certified, tmp_path):
    _, lines, _ = certified
    k = next(k for k in range(1, len(lines)) if json.loads(lines[k])[2] == 1 and json.loads(lines[k])[1] is not None
             and json.loads(lines[k])[0] is None and json.loads(lines[k])[5])
    row = json.loads(lines[k])
    row[2], row[3] = 0, 9
    bad = list(lines)
    bad[k] = json.dumps(row)
    with pytest.raises(mmcheck.CheckError, match="attains|guesses give|first guess|has no witness|relies on"):
        mmcheck.check_file(_write(bad, tmp_path))


def test_dropped_states_and_witnesses_are_refused(certified, tmp_path):
    _, lines, _ = certified
    for k in (1, len(lines) // 2, len(lines) - 1):
        with pytest.raises(mmcheck.CheckError):
            mmcheck.check_file(_write(lines[:k] + lines[k + 1:], tmp_path))
    header = json.loads(lines[0])
    header["states"] -= 1
    with pytest.raises(mmcheck.CheckError):  # the last state dropped and the count adjusted
        mmcheck.check_file(_write([json.dumps(header, separators=(",", ":"))] + lines[1:-1], tmp_path))
    dropped = 0
    for k in range(1, len(lines)):
        row = json.loads(lines[k])
        if row[5] and row[5][0][1]:
            row[5][0][1] = row[5][0][1][1:]
            bad = list(lines)
            bad[k] = json.dumps(row)
            with pytest.raises(mmcheck.CheckError):
                mmcheck.check_file(_write(bad, tmp_path))
            dropped += 1
        if dropped >= 10:
            break
    assert dropped >= 10


def test_forward_references_and_bad_symmetries_are_refused(certified, tmp_path):
    """A witness citing a state beyond those defined so far; a relabelling claimed a symmetry of
    a state that it moves (positions 0, 1 and symbols 0, 1 swapped: rank 2·8! + 8!)."""
    _, lines, _ = certified
    roots = json.loads(lines[0])["roots"]
    k = next(k for k in range(1, len(lines)) if any(len(w) == 4 for g in json.loads(lines[k])[5] for w in g[1]))
    row = json.loads(lines[k])
    next(w for g in row[5] for w in g[1] if len(w) == 4)[2] = len(lines) + 5  # a state never defined
    bad = list(lines)
    bad[k] = json.dumps(row)
    with pytest.raises(mmcheck.CheckError, match="state must be an integer"):
        mmcheck.check_file(_write(bad, tmp_path))
    refused = 0
    for k in range(roots + 1, min(len(lines), roots + 11)):
        row = json.loads(lines[k])
        row[4] = row[4] + [2 * 40320 + 40320]
        bad = list(lines)
        bad[k] = json.dumps(row)
        try:
            mmcheck.check_file(_write(bad, tmp_path))
        except mmcheck.CheckError as error:
            refused += "does not map the state onto itself" in str(error)
    assert refused >= 5


def test_flipped_leaf_of_the_tree_is_refused(certified, tmp_path):
    solver, _, _ = certified
    doc = solver.strategy_document()
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc))
    assert mmcheck.check_file(str(path))["total"] == 1449
    node = doc["trees"][0]["tree"]
    while "then" in node:
        node = next(iter(node["then"].values()))
    node["guess"] = node["guess"][::-1]
    path.write_text(json.dumps(doc))
    with pytest.raises(mmcheck.CheckError):
        mmcheck.check_file(str(path))


def test_decompressed_size_limit(certified, monkeypatch):
    _, _, path = certified
    monkeypatch.setenv("CERTIFY_CHECK_MAX_FILE_MB", "1")
    assert mmcheck.check_file(str(path))["total"] == 1449
    big = path.parent / "big.jsonl.gz"
    with gzip.open(big, "wt") as handle:
        handle.write(gzip.decompress(path.read_bytes()).decode() + " " * (2 << 20) + "\n")
    with pytest.raises(mmcheck.CheckError) as error:
        mmcheck.check_file(str(big))
    assert error.value.exit_code == 4


def test_checkpoint_resumes(tmp_path):
    game = Game(3, 6, False)
    path = str(tmp_path / "memo.jsonl.gz")
    first = BudgetSolver(game, checkpoint=path)
    result = first.solve()
    second = BudgetSolver(game, checkpoint=path)
    again = second.solve()
    assert (again.total, again.worst, again.restricted) == (result.total, result.worst, result.restricted)
    assert second.expanded < first.expanded
    with pytest.raises(ValueError):
        BudgetSolver(Game(3, 5, False), checkpoint=path)


def test_impossible_within_certificate(tmp_path):
    """A certificate of "no strategy within W - 1" alone (as committed for 4x10 Bulls and Cows)."""
    solver = BudgetSolver(Game(3, 8, False))
    assert not solver.possible(solver.game.all, 5) and solver.possible(solver.game.all, 6)
    lines = list(compact_lines(solver.certificate_lines(only_impossible=5), solver.game))
    summary = mmcheck.check_file(_write(lines, tmp_path))
    assert summary["impossible_within"] == 5 and summary["least_worst_at_least"] == 6
    header = json.loads(lines[0])
    for key, value in (("impossible_within", 6), ("worst", 6), ("total", 1449)):
        bad = dict(header, **{key: value})
        with pytest.raises(mmcheck.CheckError):
            mmcheck.check_file(_write([json.dumps(bad, separators=(",", ":"))] + lines[1:], tmp_path))
    root = json.loads(lines[1])
    assert root[0] == 5 and root[1] is None  # the root (every code, limit 5): no strategy
    root[1] = 999  # the root's "no strategy" (null) replaced by a finite lower bound
    with pytest.raises(mmcheck.CheckError):
        mmcheck.check_file(_write([lines[0], json.dumps(root)] + lines[2:], tmp_path))
