"""The compact optimality certificate ``certify-mastermind-optimality/3`` (certify.codebreaking.compact,
certify/checkers/_mastermind_compact.py): it states the measures of the search whose /2 lines it
is rewritten from, is smaller than those, and every tampering is refused (a flipped leaf, a wrong bound, a
dropped node or witness, a bogus symmetry or relabelling); the committed 4x10 Bulls and Cows
certificate is checked in a slow test."""

import gzip
import json
import lzma

import pytest

from certify.checkers import mastermind as mmcheck
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.compact import compact_lines, element_rank, permutation_rank
from certify.codebreaking.general import Game
from certify.files.resources import committed


def _dump(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def _write(lines, tmp_path, name="c3.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.fixture(scope="module")
def compact(tmp_path_factory):
    """3x10 AB: T 3575, W 6, R 3576 (least total and least worst case not attained together)."""
    solver = BudgetSolver(Game(3, 10, False))
    result = solver.solve()
    assert (result.total, result.worst, result.restricted) == (3575, 6, 3576)
    old = list(solver.certificate_lines())
    return old, list(compact_lines(old)), tmp_path_factory.mktemp("c3")


def test_compact_certificate_states_the_same_measures(compact):
    """The /3 file states the search's measures (the /2 lines it is rewritten from are never
    saved, and the checker refuses them, naming the converter)."""
    old, new, tmp = compact
    second = mmcheck.check_file(_write(new, tmp))
    assert second["kind"].endswith("/3")
    assert (second["total"], second["worst"], second["restricted"]) == (3575, 6, 3576)
    header = json.loads(old[0])
    assert (header["total"], header["worst"], header["restricted"]) == (3575, 6, 3576)
    assert second["states"] == len(new) - 1 < len(old) - 1
    with pytest.raises(mmcheck.CheckError, match="retired format.*certify.codebreaking.convert"):
        mmcheck.check_file(_write(old, tmp, "v2.jsonl"))
    assert len("\n".join(new)) * 3 < len("\n".join(old))
    assert any(json.loads(line)[2] == 1 for line in new[1:]) and any(json.loads(line)[2] == 0 for line in new[1:])


@pytest.mark.parametrize("opener,name", [(gzip.open, "c3.jsonl.gz"), (lzma.open, "c3.jsonl.xz")])
def test_compressed_files_stream(compact, opener, name):
    _, new, tmp = compact
    with opener(tmp / name, "wt") as handle:
        handle.write("\n".join(new) + "\n")
    assert mmcheck.check_file(str(tmp / name))["total"] == 3575


def _states(new):
    return [json.loads(line) for line in new[1:]]


def _refused(lines, tmp, match=None):
    with pytest.raises(mmcheck.CheckError, match=match):
        mmcheck.check_file(_write(lines, tmp, "bad.jsonl"))


def _with(new, k, row):
    bad = list(new)
    bad[k + 1] = json.dumps(row, separators=(",", ":"))
    return bad


def test_flipped_leaves_are_refused(compact):
    """The attaining guess of exact states replaced by the next code, and a witness's answer changed.
    (A change that still checks would be a proof in its own right; none of these does.)"""
    _, new, tmp = compact
    states, flipped = _states(new), 0
    for k, row in enumerate(states):
        if row[2] == 0 and row[5] and flipped < 8:
            changed = json.loads(json.dumps(row))
            changed[5][0][0] = (changed[5][0][0] + 1) % 720
            _refused(_with(new, k, changed), tmp)
            flipped += 1
    assert flipped == 8
    k = next(k for k, row in enumerate(states) if any(len(g[1]) for g in row[5]))
    changed = json.loads(json.dumps(states[k]))
    guess = next(g for g in changed[5] if g[1])
    guess[1][0][0] = (guess[1][0][0] + 1) % 15
    _refused(_with(new, k, changed), tmp)


def test_wrong_bounds_are_refused(compact):
    """Every exact value raised or lowered by one; every lower bound with a listed guess raised by
    one, and lowered by one (a state citing it relies on exactly that bound)."""
    _, new, tmp = compact
    refused = 0
    for k, row in enumerate(_states(new)):
        if row[1] is None or row[2] == 1 and not row[5]:
            continue
        for delta in (-1, 1):
            changed = list(row)
            changed[1] += delta
            _refused(_with(new, k, changed), tmp)
            refused += 1
        if refused >= 30:
            break
    assert refused >= 30


def test_a_witness_relying_on_more_than_stated_is_refused(compact):
    _, new, tmp = compact
    for k, row in enumerate(_states(new)):
        for guess in row[5]:
            for w in guess[1]:
                if w[1] is not None:
                    w[1] += 1
                    _refused(_with(new, k, row), tmp)
                    return
    raise AssertionError("no witness with a finite value")


def test_dropped_nodes_and_witnesses_are_refused(compact):
    _, new, tmp = compact
    states = _states(new)
    for k in (0, 3, len(states) // 2, len(states) - 1):  # a state line dropped, the count kept or adjusted
        _refused(new[:k + 1] + new[k + 2:], tmp)
        header = json.loads(new[0])
        header["states"] -= 1
        _refused([_dump(header)] + new[1:k + 1] + new[k + 2:], tmp)
    dropped = 0
    for k, row in enumerate(states):
        for g, guess in enumerate(row[5]):
            if guess[1] and dropped < 6:
                changed = json.loads(json.dumps(row))
                del changed[5][g][1][-1]  # a witness dropped
                _refused(_with(new, k, changed), tmp)
                changed = json.loads(json.dumps(row))
                del changed[5][g]  # a guess dropped
                _refused(_with(new, k, changed), tmp)
                dropped += 1
    assert dropped == 6
    header = json.loads(new[0])
    header["states"] += 1
    _refused([_dump(header)] + new[1:] + [new[-1]], tmp, "no earlier state cites it")


def test_bogus_relabellings_are_refused(compact):
    _, new, tmp = compact
    states, count = _states(new), 6 * 3628800
    k = next(k for k, row in enumerate(states) if any(len(w) == 4 for g in row[5] for w in g[1]))
    for value in (-1, count, "0", None, 1.5):
        row = json.loads(json.dumps(states[k]))
        next(w for g in row[5] for w in g[1] if len(w) == 4)[3] = value
        _refused(_with(new, k, row), tmp, "rank of a relabelling")
    refused = 0  # other relabellings (one that still maps the class onto the state would be as good)
    for shift in range(1, 11):
        row = json.loads(json.dumps(states[k]))
        w = next(w for g in row[5] for w in g[1] if len(w) == 4)
        w[3] = (w[3] + shift * 7919) % count
        try:
            mmcheck.check_file(_write(_with(new, k, row), tmp, "map.jsonl"))
        except mmcheck.CheckError as error:
            refused += "does not map onto" in str(error)
    assert refused >= 8
    refused = 0
    for k in range(1, 11):  # symbols 0 and 1 swapped, claimed a symmetry of the state
        row = json.loads(json.dumps(states[k]))
        row[4] = [362880]
        try:
            mmcheck.check_file(_write(_with(new, k, row), tmp, "sym.jsonl"))
        except mmcheck.CheckError as error:
            refused += "does not map the state onto itself" in str(error)
    assert refused >= 5  # the others are states that symbols 0 and 1 do not tell apart


def test_ranks():
    assert [permutation_rank(p) for p in ([0, 1, 2], [0, 2, 1], [2, 1, 0])] == [0, 1, 5]
    game = Game(3, 4, False)
    assert element_rank(game, ([1, 0, 2], [0, 1, 2, 3])) == 2 * 24


def test_lower_bound_claimed_exact_is_refused(compact):
    _, new, tmp = compact
    for k, row in enumerate(_states(new)):
        if row[2] == 1 and row[1] is not None and row[0] is None and row[5] and row[5][0][1]:
            row[2], row[3] = 0, 9
            _refused(_with(new, k, row), tmp)
            return
    raise AssertionError("no lower-bound state")


BULLS_AND_COWS = "bullscows/4x10-ab-optimality.jsonl.xz"


def test_committed_4x10_certificate_with_its_root_changed_is_refused(tmp_path):
    """The committed 4x10 Bulls and Cows certificate is refused with a leaf flipped (the root's
    first guess) or the root's value lowered, within its first states. (That the whole file checks,
    T 26274 over 5040 codes, W 7, a CPU minute, is the audit's claim
    ab.introduction.bulls-and-cows-optimum and the slow test_bundle_evidence's bundle check, with
    the engines blocked; a dropped last state is refused in test_dropped_nodes_and_witnesses_are_refused.)"""
    path = committed(BULLS_AND_COWS)
    lines = lzma.decompress(path.read_bytes()).decode().splitlines()
    root = json.loads(lines[1])
    assert json.loads(lines[0])["total"] == root[1] == 26274
    for change in ("leaf", "bound"):
        row = json.loads(lines[1])
        if change == "leaf":
            row[5][0][0] = (row[5][0][0] + 1) % 5040
        else:
            row[1] = root[1] - 1
        _refused([lines[0], json.dumps(row)] + lines[2:], tmp_path, match=r"^state \d+")


def test_the_committed_4x10_certificate_is_found_and_small():
    """mm_total(4, 10, 0) reads the committed /3 file (the check itself: the audit, and test_bundle_evidence)."""
    from certify.claims.functions.mastermind import certificate_path

    path = certificate_path(4, 10, False)
    assert path == committed(BULLS_AND_COWS) and path.stat().st_size < 8 * 2**20
    with lzma.open(path, "rt") as handle:
        header = json.loads(handle.readline())
    assert (header["format"], header["codes"], header["total"], header["worst"]) == (
        "certify-mastermind-optimality/3", 5040, 26274, 7)
    assert certificate_path(4, 6, True) == committed("mastermind/4x6-mm-optimality.jsonl.xz")


def test_the_committed_4x7_mastermind_tree_replays():
    """4x7 Mastermind (Ville 2013: 4.676 in the expected case): the committed least-total strategy
    replays to 11228 guesses over the 2401 secrets (mean 4.6764), worst case 6."""
    from certify.claims.functions.mastermind import certificate_path

    summary = mmcheck.check_file(str(committed("mastermind/4x7-mm-tree.json")))
    assert (summary["total"], summary["depth"], summary["codes"]) == (11228, 6, 2401)
    assert round(11228 / 2401, 3) == 4.676
    assert certificate_path(4, 7, True) == committed("mastermind/4x7-mm-optimality.jsonl.xz")


@pytest.mark.slow
def test_committed_4x7_certificate():
    """T 11228, W 6, R 11228 for 4x7 Mastermind, from the committed /3 certificate (about a CPU minute)."""
    summary = mmcheck.check_file(str(committed("mastermind/4x7-mm-optimality.jsonl.xz")))
    assert (summary["total"], summary["worst"], summary["restricted"], summary["codes"]) == (11228, 6, 11228, 2401)


def test_the_committed_4x9_bulls_and_cows_trees_replay():
    """4x9 Bulls and Cows (3024 codes, no published optimum found): the committed strategies
    replay to 14914 guesses (depth 7) and, within 6 guesses, 14916; the certificate's header
    states the same measures and mm_total finds it (its check: the slow test below)."""
    from certify.claims.functions.mastermind import certificate_path

    summary = mmcheck.check_file(str(committed("bullscows/4x9-ab-tree.json")))
    assert (summary["total"], summary["depth"], summary["codes"]) == (14914, 7, 3024)
    document = json.loads(committed("bullscows/4x9-ab-tree.json").read_text())
    assert [(t["measure"], t["total"], t["depth"]) for t in document["trees"]] == [
        ("total", 14914, 7), ("restricted", 14916, 6)]
    path = certificate_path(4, 9, False)
    assert path == committed("bullscows/4x9-ab-optimality.jsonl.xz")
    with lzma.open(path, "rt") as handle:
        header = json.loads(handle.readline())
    assert (header["codes"], header["total"], header["worst"], header["restricted"]) == (3024, 14914, 6, 14916)


@pytest.mark.slow
def test_committed_4x9_certificate(tmp_path):
    """T 14914, W 6 (no strategy within 5), R 14916 for 4x9 Bulls and Cows from the committed /3
    certificate (about 30 CPU s); refused with the root's value lowered by one."""
    path = committed("bullscows/4x9-ab-optimality.jsonl.xz")
    summary = mmcheck.check_file(str(path))
    assert (summary["total"], summary["worst"], summary["restricted"], summary["codes"]) == (14914, 6, 14916, 3024)
    lines = lzma.decompress(path.read_bytes()).decode().splitlines()
    row = json.loads(lines[1])
    row[1] -= 1
    _refused([lines[0], json.dumps(row)] + lines[2:], tmp_path)


@pytest.mark.parametrize("digits,symbols,repeats", [(4, 10, False), (4, 6, True), (3, 5, False), (5, 7, False), (2, 3, True)])
def test_the_checkers_least_cost_is_the_brute_force_minimum(digits, symbols, repeats):
    """The /3 checker costs the guesses of a state in bulk (answers as bits, a lower bound, class
    sizes only below the floor): for random and structured states, every depth limit and several
    floors, it returns the least cost by brute force when that is below the floor, else at least
    the floor."""
    import numpy as np

    from certify.checkers._mastermind_compact import _Costs
    from certify.checkers._mastermind_game import INF
    from certify.checkers._mastermind_game import Game as CheckedGame

    game = CheckedGame({"digits": digits, "symbols": symbols, "repeats": repeats,
                        "codes": symbols ** digits if repeats else len(Game(digits, symbols, False).codes)})
    costs_of, rng, count = _Costs(game), np.random.default_rng(7), len(game.codes)
    tried = 0
    for limit in (None, 0, 1, 2, 3, 5):
        bound = game.bounds(limit)
        for size in [1, 2, 3, 5, 8, 13, 14, 15, 16, 19, 30, 60, 200]:
            if size > count:
                continue
            for rep in range(3):
                if rep == 2:  # an answer class: structure, guesses splitting it well
                    x, y = rng.integers(count, size=2)
                    cls = np.flatnonzero(game.table[x] == game.table[x, y])
                    codes = np.sort(cls[:size])
                else:
                    codes = np.sort(rng.choice(count, size, replace=False))
                guesses = np.unique(np.concatenate([codes[:3], rng.choice(count, min(count, 200), replace=False)]))
                costs = []
                for guess in guesses:
                    sizes = np.bincount(game.table[guess, codes], minlength=game.found + 1)
                    sizes[game.found] = 0
                    if not (sizes == len(codes)).any():
                        costs.append(min(len(codes) + int(bound[sizes].sum()), INF))
                best = min(costs, default=INF)
                assert costs_of.least(codes, guesses, bound) == best
                for floor in {best - 1, best, best + 1, 1, INF, sorted(costs)[len(costs) // 2] if costs else 3}:
                    found = costs_of.least(codes, guesses, bound, floor)
                    assert found == best if best < floor else found >= floor
                every = _every_guess_cost(game, codes, bound)  # guesses None: every code (the bound's shape decides how)
                best = min(every, default=INF)
                assert costs_of.least(codes, None, bound) == best
                for floor in {best - 1, best, best + 1, 1, INF}:
                    found = costs_of.least(codes, None, bound, floor, lambda: np.arange(count))
                    assert found == best if best < floor else found >= floor
                tried += 1
    assert tried >= 90


def _every_guess_cost(game, codes, bound):
    """|S| + the size bounds of the classes, for every code as a guess that does not leave S whole."""
    import numpy as np

    from certify.checkers._mastermind_game import INF

    width, costs = game.found + 1, []
    for start in range(0, len(game.codes), 500):
        answers = game.table[start:start + 500][:, codes].astype(np.int64)
        sizes = np.stack([np.bincount(row, minlength=width) for row in answers])
        sizes[:, game.found] = 0
        costs += [min(len(codes) + int(bound[row].sum()), INF) for row in sizes if not (row == len(codes)).any()]
    return costs


def test_the_checkers_batched_unranking_is_the_one_by_one_unranking():
    """The /3 checker unranks a state's witnesses' relabellings in one numpy pass; it must give,
    rank by rank, the permutation its one-rank unranking (and the writer's ranking) gives."""
    import itertools
    import random

    from certify.checkers._mastermind_compact import _unrank, _unrank_all

    every = list(itertools.permutations(range(4)))
    assert _unrank_all(list(range(24)), 4).tolist() == [list(p) for p in every]
    ranks = random.Random(5).sample(range(3628800), 300) + [0, 3628799]
    assert _unrank_all(ranks, 10).tolist() == [_unrank(r, 10) for r in ranks]
    assert [permutation_rank(p) for p in _unrank_all(ranks, 10).tolist()] == ranks


def test_a_witness_citing_another_state_is_refused(compact):
    """The last citing witness of a state pointed at another state: refused, that witness named
    (the witnesses before it, whose relabellings are checked in the same numpy pass, are fine)."""
    _, new, tmp = compact
    states = _states(new)
    k = next(k for k, row in enumerate(states) if sum(len(w) == 4 for g in row[5] for w in g[1]) >= 2)
    row = json.loads(json.dumps(states[k]))
    cited = [w for g in row[5] for w in g[1] if len(w) == 4]
    other = next(s for s in range(json.loads(new[0])["roots"], k) if s not in {w[2] for w in cited})
    cited[-1][2] = other
    _refused(_with(new, k, row), tmp, f"does not map onto state {other}")


def test_out_of_range_and_non_integer_fields_are_refused(compact):
    """Every integer field of a state line, out of its range or not an integer (a bool, a string):
    refused, the field named (the checker range-checks the valid ones inline and builds a message
    only for one that is not)."""
    _, new, tmp = compact
    states = _states(new)
    exact = next(k for k, row in enumerate(states) if row[0] is None and row[2] == 0 and row[5] and row[5][0][1])
    lower = next(k for k, row in enumerate(states) if row[2] == 1)
    cites = next(k for k, row in enumerate(states) if any(len(w) == 4 for g in row[5] for w in g[1]))
    found = json.loads(new[0])["digits"] * (json.loads(new[0])["digits"] + 1)

    def changed(k, edit):
        row = json.loads(json.dumps(states[k]))
        edit(row)
        return _with(new, k, row)

    def witness(row, size):
        return next(w for g in row[5] for w in g[1] if len(w) == size)

    for bad in (0, -1, True, "5", 1 << 40):
        _refused(changed(exact, lambda row: row.__setitem__(1, bad)), tmp, "value must be an integer")
        _refused(changed(exact, lambda row: witness(row, len(row[5][0][1][0])).__setitem__(1, bad)), tmp,
                 "value must be an integer")
    for bad in (0, -1, True, "3"):
        _refused(changed(exact, lambda row: row.__setitem__(3, bad)), tmp, "depth must be an integer")
    for bad in (1, True):
        _refused(changed(lower, lambda row: row.__setitem__(3, bad)), tmp, "depth must be an integer")
    for bad in (-1, True, "0", 6 * 3628800):
        _refused(changed(exact, lambda row: row.__setitem__(4, [bad])), tmp, "rank of a relabelling")
    for bad in (-1, 720, True, "0"):
        _refused(changed(exact, lambda row: row[5][0].__setitem__(0, bad)), tmp, "a guess of state .* must be an integer")
    for bad in (-1, found, True, "0"):
        _refused(changed(exact, lambda row: row[5][0][1][0].__setitem__(0, bad)), tmp, "answer must be an integer")
    for bad in (-1, 0, True, "1"):
        _refused(changed(cites, lambda row: witness(row, 4).__setitem__(2, bad)), tmp, "state must be an integer")
