"""Fewest codes at the least worst case (issue 40; certify.codebreaking.fewest): the engine against
a plain recursion over every strategy (exact code sets, every guess, no bound, no symmetry) on
tiny Bulls and Cows and Mastermind games, every optimal first guess included, and the strategy
it writes replayed."""

import json
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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


# the certificate, certify-mastermind-fewest/3, and its checker ----------------------------------

import copy  # noqa: E402
import gzip  # noqa: E402
import json  # noqa: E402

from certify.checkers import CheckError  # noqa: E402
from certify.checkers import mastermind as mmcheck  # noqa: E402
from certify.checkers._mastermind_compact import _unrank  # noqa: E402
from certify.checkers._mastermind_fewest import check_fewest  # noqa: E402
from certify.codebreaking.fewest import certificate_lines  # noqa: E402

SOLVED = {}


def solved(d, n, repeats):
    if (d, n, repeats) not in SOLVED:
        solver = FewestSolver(Game(d, n, repeats))
        solver.solve()
        SOLVED[(d, n, repeats)] = solver, list(certificate_lines(solver))
    return SOLVED[(d, n, repeats)]


@pytest.mark.parametrize("d,n,repeats", TINY + [(3, 6, False), (4, 4, True), (4, 6, False)])
def test_the_certificate_checks(d, n, repeats, tmp_path):
    solver, lines = solved(d, n, repeats)
    summary = check_fewest(iter(lines))
    assert (summary["worst"], summary["fewest"]) == solver.measures
    path = tmp_path / "fewest.jsonl.gz"
    path.write_bytes(gzip.compress(("\n".join(lines) + "\n").encode()))
    assert mmcheck.check_file(path)["fewest"] == solver.measures[1]
    assert mmcheck.main([str(path)]) == 0


def edits(lines):
    """Every edit of one kind at one place: a value lowered or raised, a witness dropped or its
    relied value lowered, a guess dropped, a witness moved to another answer class."""
    header, rows = json.loads(lines[0]), [json.loads(x) for x in lines[1:]]
    yield "fewest raised", {**header, "fewest": header["fewest"] + 1}, rows
    for k, row in enumerate(rows):
        def edited(change, what):
            new = copy.deepcopy(rows)
            change(new[k])
            return what, header, new
        if row[1] is not None and not row[2]:
            yield edited(lambda r: r.__setitem__(1, r[1] + 1), f"state {k} value raised")
        if row[1] is not None and row[1] > 0:
            yield edited(lambda r: r.__setitem__(1, r[1] - 1), f"state {k} value lowered")
        if row[1] is None:
            yield edited(lambda r: r.__setitem__(1, 10 ** 6), f"state {k} none made finite")
        for i, (guess, witnesses) in enumerate(row[4]):
            yield edited(lambda r: r[4].pop(i), f"state {k} guess {i} dropped")
            for j, w in enumerate(witnesses):
                yield edited(lambda r: r[4][i][1].pop(j), f"state {k} guess {i} witness {j} dropped")
                if w[1] is None or w[1] > 0:
                    yield edited(lambda r: r[4][i][1][j].__setitem__(1, 0 if w[1] is None else w[1] - 1),
                                 f"state {k} guess {i} witness {j} lowered")
                others = [x for x in range(Game(header["digits"], header["symbols"], header["repeats"]).found)
                          if x != w[0] and x not in [v[0] for v in witnesses]]
                for other in others[:2]:
                    yield edited(lambda r: r[4][i][1][j].__setitem__(0, other), f"state {k} guess {i} witness {j} class {other}"
                                 + (" cited" if len(w) == 4 else ""))


def accepted_truly(solver, header, rows, what) -> bool:
    """A witness moved to another answer class that defines its state (``[answer, value]``): the
    state's codes become that class, and its lines may prove the same bound of it too; then the
    claim must be true (the engine's value of the new class is at least the one relied on)."""
    if " class " not in what or what.endswith("cited"):
        return False
    k, i, j = (int(x) for x in what.split()[1:6:2])
    state, (guess, witnesses) = _codes_of(solver.game, rows, k), rows[k][4][i]
    answer, relied = witnesses[j][:2]
    members = state[solver.game.answers[guess, state] == answer]
    value = solver.search(members, rows[k][0] - 1, INFINITE)[0]
    return value >= (INFINITE if relied is None else relied)


def _codes_of(game, rows, k):
    """The codes of state k as the checker derives them (every code for the two roots)."""
    codes = [game.all, game.all]
    for index, row in enumerate(rows):
        if index == k:
            return codes[k]
        for guess, witnesses in row[4]:
            for w in witnesses:
                if len(w) == 2:
                    codes.append(codes[index][game.answers[guess, codes[index]] == w[0]])
    raise AssertionError(k)


@pytest.mark.parametrize("d,n,repeats", [(3, 6, False), (4, 4, True), (3, 4, False), (4, 6, False)])
def test_every_tampered_certificate_is_refused(d, n, repeats):
    """Each edit is refused, except a witness moved to another class its lines happen to bound
    as well (a true statement, confirmed by the engine; such edits are a minority)."""
    solver, lines = solved(d, n, repeats)
    count, true = 0, 0
    for what, header, rows in edits(lines):
        text = [json.dumps(header)] + [json.dumps(r) for r in rows]
        try:
            check_fewest(iter(text))
        except CheckError:
            count += 1
            continue
        assert accepted_truly(solver, header, rows, what), f"accepted: {what}"
        true += 1
    assert count > 20 and true * 4 < count


def _checker(d, n, repeats=False):
    from certify.checkers._mastermind_fewest import _Fewest
    from certify.checkers._mastermind_game import Game as CheckedGame

    return _Fewest(CheckedGame({"digits": d, "symbols": n, "repeats": repeats, "codes": len(Game(d, n, repeats).codes)}))


def test_f_at_2_computed_in_place_is_the_plain_recursions():
    """A class at b = 2 is never a state line (versions 2 and 3): the checker computes its f at 2
    (|S| - 1, |S| or none), which must be the plain recursion's, on random classes of 4x6 Bulls
    and Cows, by answer bits and by sorted columns (games of more than 64 answers)."""
    game, rng = Game(4, 6), np.random.default_rng(36)
    checker, f, sorting = _checker(4, 6), plain(game), _checker(4, 6)
    sorting.costs.bits = None  # the path of games with more than 64 answers (sorted columns, not answer bits)
    seen = {"s - 1": 0, "s": 0, "none": 0}
    for _ in range(300):
        members = np.sort(rng.choice(360, size=int(rng.integers(2, 8)), replace=False))
        truth = min(f(tuple(members.tolist()), 2), INFINITE)
        assert checker.two(members) == sorting.two(members) == truth
        seen["none" if truth >= INFINITE else "s" if truth == len(members) else "s - 1"] += 1
    assert all(seen.values()), seen  # every case met


@pytest.mark.parametrize("d,n,repeats", [(3, 5, False), (3, 4, True)])
def test_f_at_3_computed_by_the_checker_is_the_plain_recursions(d, n, repeats):
    """Version 3 (session 37): at b = 3 the checker computes every guess's classes' f at 2, as far
    as a claimed value needs. On random states it accepts exactly the true lower bounds: the plain
    recursion's f(S, 3) (and less), never one more; when it refuses, it names the true value; one
    guess asked as far as "none" gets its exact cost (an exact state's first guess)."""
    game, rng = Game(d, n, repeats), np.random.default_rng(37)
    checker, f, every = _checker(d, n, repeats), plain(game), np.arange(len(game.codes))
    met = {"finite": 0, "none": 0}
    for _ in range(40):
        codes = np.sort(rng.choice(len(game.codes), size=int(rng.integers(2, 50)), replace=False))
        truth = min(f(tuple(codes.tolist()), 3), INFINITE)
        met["none" if truth >= INFINITE else "finite"] += 1
        assert checker.three(0, codes, every, truth) >= truth
        if truth > 0:
            assert checker.three(0, codes, every, truth - 1) >= truth - 1
        if truth < INFINITE:
            assert checker.three(0, codes, every, truth + 1) == truth
        for guess in rng.choice(len(game.codes), size=3).tolist():  # one guess as far as none: its exact cost
            cost = _cost3(game, f, codes, guess)
            assert checker.three(0, codes, np.array([guess]), INFINITE) == (INFINITE if cost is None else cost)
    assert all(met.values()), met


def test_a_state_at_3_lists_its_first_guess_bare_or_nothing():
    """At b = 3 nothing is witnessed: a witness, a guess in a lower state, a second guess or an
    exact state's first guess that does not attain its value is refused."""
    _, lines = solved(4, 6, False)
    rows = [json.loads(x) for x in lines[1:]]
    exact = next(k for k, r in enumerate(rows) if r[0] == 3 and not r[2])
    lower = next(k for k, r in enumerate(rows) if r[0] == 3 and r[2])
    assert len(rows[exact][4]) == 1 and rows[exact][4][0][1] == [] and rows[lower][4] == []
    game = Game(4, 6)
    codes = _codes_of(game, rows, exact)
    guess = rows[exact][4][0][0]
    answer = int(next(a for a in np.unique(game.answers[guess, codes]) if (game.answers[guess, codes] == a).sum() >= 2))
    other = next(g for g in range(360) if g != guess)
    for k, change in [(exact, lambda r: r[4][0][1].append([answer, 1])), (lower, lambda r: r[4].append([other, []])),
                      (exact, lambda r: r[4].append([other, []])), (exact, lambda r: r[4].clear())]:
        edited = copy.deepcopy(rows)
        change(edited[k])
        with pytest.raises(CheckError, match="at b 3"):
            check_fewest(iter([lines[0]] + [json.dumps(r) for r in edited]))
    truth, f = rows[exact][1], plain(game)
    elsewhere = next((g for g in range(360) if _cost3(game, f, codes, g) not in (truth, None)), None)
    if elsewhere is not None:  # a first guess that does not attain the value
        edited = copy.deepcopy(rows)
        edited[exact][4][0][0] = elsewhere
        with pytest.raises(CheckError, match="first guess costs"):
            check_fewest(iter([lines[0]] + [json.dumps(r) for r in edited]))


def _cost3(game, f, codes, guess):
    """The plain recursion's cost of ``guess`` at b = 3 (None: it leaves the state whole)."""
    answers = game.answers[guess, codes]
    classes = [codes[answers == a] for a in np.unique(answers) if a != game.found]
    if any(len(c) == len(codes) for c in classes):
        return None
    return min(sum(f(tuple(c.tolist()), 2) for c in classes), INFINITE)


def test_a_dropped_state_and_a_bogus_automorphism_are_refused():
    _, lines = solved(3, 6, False)
    with pytest.raises(CheckError, match="announces"):
        check_fewest(iter(lines[:-1]))
    rows = [json.loads(x) for x in lines[1:]]
    game = Game(3, 6)
    codes = _codes_of(game, rows, 2)
    bogus = next(r for r in range(1, 720) if not np.array_equal(
        np.sort(game.image(codes, (np.arange(3), np.array(_unrank(r, 6))))), codes))
    rows[2][3] = rows[2][3] + [bogus]  # a symbol renaming that is not a symmetry of state 2
    with pytest.raises(CheckError, match="automorphism"):
        check_fewest(iter([lines[0]] + [json.dumps(r) for r in rows]))


def test_the_tree_states_its_codes_at_the_last_guess(tmp_path):
    solver, _ = solved(4, 6, False)
    doc = solver.strategy_document()
    summary = mmcheck.check_document(doc)
    assert summary["strategies"]["fewest-at-worst"][1] == solver.measures[0]
    assert summary["deepest"]["fewest-at-worst"] == solver.measures[1]  # what the command compares with its value
    doc["trees"][0]["deepest"] -= 1
    with pytest.raises(CheckError, match="deepest"):
        mmcheck.check_document(doc)


def test_a_run_resumes_from_its_checkpoint(tmp_path):
    """The memo saved at every tick (and at the end) is read back: the same value, less search."""
    path = tmp_path / "memo.gz"
    first = FewestSolver(Game(4, 5, True), checkpoint=str(path), every=0.0)
    worst, value, nodes, _ = first.solve()
    assert path.exists() and (tmp_path / "memo.gz.budget").exists()
    again = FewestSolver(Game(4, 5, True), checkpoint=str(path))
    assert len(again.exact) == len(first.exact) and len(again.solver.feasible) == len(first.solver.feasible)
    assert again.solve()[:2] == (worst, value)
    assert again.nodes + again.solver.nodes < nodes / 10
    with pytest.raises(ValueError, match="not a checkpoint of this game"):
        FewestSolver(Game(4, 4, True), checkpoint=str(path))


@pytest.mark.parametrize("game", [Game(3, 4, True), Game(3, 6)], ids=["3x4 Mastermind", "3x6 Bulls and Cows"])
def test_a_stopped_certificate_writer_continues_from_its_plans(game, tmp_path):
    """The writer's plans, saved beside the checkpoint (``FILE.plan``), read back after a stop
    at any point (a prefix of the saved plans): a certificate the checker accepts with the same
    measures; the whole file read back plans nothing again; a plan file of other measures is refused."""
    import gzip

    from certify.codebreaking.fewest import _Writer

    path = tmp_path / "memo.gz"
    solver = FewestSolver(game, checkpoint=str(path), every=0.0)
    worst, value = solver.solve()[:2]
    full = list(certificate_lines(solver))
    plans = gzip.open(f"{path}.plan", "rt").read().splitlines()
    assert len(plans) - 1 == json.loads(full[0])["states"]  # every state of the certificate was planned
    for kept in sorted({0, 1, 2, len(plans) // 3, len(plans) // 2, len(plans) - 2}):
        with gzip.open(f"{path}.plan", "wt") as handle:
            handle.write("\n".join(plans[:kept + 1]) + "\n")
        again = FewestSolver(game, checkpoint=str(path))
        assert again.solve()[:2] == (worst, value)
        writer = _Writer(again)
        lines = list(writer.lines())  # restore() on the first line
        summary = check_fewest(iter(lines))
        assert (summary["worst"], summary["fewest"]) == (worst, value), kept
    resumed = FewestSolver(game, checkpoint=str(path))
    resumed.solve()
    before = resumed.nodes + resumed.solver.nodes
    assert check_fewest(iter(list(certificate_lines(resumed))))["fewest"] == value
    assert resumed.nodes + resumed.solver.nodes == before  # the full plans: no search to write the lines
    with gzip.open(f"{path}.plan", "wt") as handle:  # the plans of another value
        header = json.loads(plans[0])
        handle.write(json.dumps({**header, "measures": [worst, value + 1]}) + "\n" + "\n".join(plans[1:]) + "\n")
    other = FewestSolver(game, checkpoint=str(path))
    other.solve()
    with pytest.raises(ValueError, match="not a checkpoint of this game"):
        list(certificate_lines(other))


def test_the_plans_are_packed_and_read_back_as_planned():
    """Memory (sessions 35 and 37): 4x10 Bulls and Cows plans cited 26 million classes after 91,000
    states in version 2 (4 GB as tuples). A plan is kept in arrays, a row a citation (14 + 2 (D + N)
    bytes), each child key stored once, and read back as the writer planned it: ints, bytes, the
    relabelling the canonical form gives. At b = 3 (version 3) an exact state keeps its first
    guess alone, a lower one nothing."""
    from certify.codebreaking.fewest import _Writer, unpacked

    game = Game(3, 6)
    solver = FewestSolver(game)
    solver.solve()
    writer = _Writer(solver)
    check_fewest(iter(list(writer.lines())))
    plans = writer.plan
    assert all(plans.packed[state][2].dtype.itemsize == 14 + 2 * (game.d + game.n) for state in plans)
    assert len(plans.keys) == len(set(plans.keys)) == len(plans.index)
    at3 = [state for state in plans if state[1] == 3]
    assert at3 and all(plans[s] == ([] if writer.need[s][0] == "lower" else [(solver.attaining(*s), ())]) for s in at3)
    cited = [(state, entry) for state in plans for _, chosen in plans[state] for entry in chosen]
    assert cited and all(type(part) in (int, bytes) for _, entry in cited for part in entry)
    for state, (answer, child, packed, relied) in cited:
        image = solver.solver.image(state[0])
        guesses = [g for g, chosen in plans[state] if any(e[0] == answer and e[1] == child for e in chosen)]
        members = image[solver.solver.table[image, guesses[0]] == answer]
        key, element = solver.solver.canonical(members)
        assert child == key and all(np.array_equal(a, b) for a, b in zip(unpacked(packed, game.d), element))


@given(st.lists(st.tuples(st.integers(0, 5039), st.lists(st.tuples(
    st.integers(0, 24), st.sampled_from([b"a", b"bc", b"a"]), st.integers(0, 1 << 40),
    st.lists(st.integers(0, 13), min_size=14, max_size=14)), max_size=4)), max_size=6))
def test_a_packed_plan_reads_back_as_it_was_given(cited):
    """Any plan round-trips through :class:`_Plans`, and :meth:`_Plans.answers` and
    :meth:`_Plans.children` keep its guesses, answers, values and child keys."""
    from certify.codebreaking.fewest import _Plans

    plans = _Plans(14)
    plan = [(g, tuple((a, k, np.array(e, dtype=np.int16).tobytes(), r) for a, k, r, e in chosen)) for g, chosen in cited]
    plans[(b"x", 4)] = plan
    assert plans[(b"x", 4)] == plan
    assert plans.children((b"x", 4)) == [e[1] for _, chosen in plan for e in chosen]
    assert plans.answers((b"x", 4)) == [[g, [[e[0], e[3]] for e in chosen]] for g, chosen in plan]


def test_the_command_writes_checked_files_and_resumes(capsys, tmp_path):
    """``certify abgame --fewest``: the measure, every attaining first guess, a certificate and a
    tree checked before they are renamed; ``certify check`` on each; a rerun from the checkpoint;
    a tampered certificate refused in one line."""
    from certify.cli import main

    cert, tree, memo = tmp_path / "f.jsonl.xz", tmp_path / "t.json", tmp_path / "memo.gz"
    args = ["abgame", "-d", "3", "-n", "6", "--fewest", "-q", "--checkpoint", str(memo)]
    assert main(args + ["--certificate", str(cert), "--tree", str(tree)]) == 0
    out = capsys.readouterr().out
    assert "least worst case: 5" in out and "fewest codes needing 5 guesses: 3" in out and "120 of 120" in out
    assert main(["check", str(cert)]) == 0 and "3 of the 120 codes at guess 5" in capsys.readouterr().out
    assert main(["check", str(tree)]) == 0 and "fewest-at-worst total" in capsys.readouterr().out
    assert main(args) == 0 and "fewest codes needing 5 guesses: 3" in capsys.readouterr().out
    import lzma
    header, first, *rest = lzma.decompress(cert.read_bytes()).decode().splitlines()
    row = json.loads(first)
    row[1] -= 1
    cert.write_bytes(lzma.compress(("\n".join([header, json.dumps(row), *rest]) + "\n").encode()))
    assert main(["check", str(cert)]) == 1
    err = capsys.readouterr().err
    assert "INVALID" in err and len(err.strip().splitlines()) == 1
    assert main(["abgame", "-d", "2", "-n", "5", "--fewest"]) == 2


# the memo limit (issue 40 item 1: a memory-bounded memo) -----------------------------------------


from certify.codebreaking.budget import cull  # noqa: E402

CAPPED = [(3, 5, False), (3, 6, False), (3, 4, True)]


def outcome(solver):
    """Everything a run reports and writes: D, the value, the first guesses, the checked certificate's
    measures (its states may differ: a lower bound the writer asks for is read from the memo, which
    may hold the exact value or not) and the strategy tree itself."""
    worst, value, _, _ = solver.solve()
    firsts = solver.optimal_first_guesses()
    summary = check_fewest(iter(list(certificate_lines(solver))))
    doc = solver.strategy_document()
    tree = mmcheck.check_document(doc)
    return (worst, value, firsts, (summary["worst"], summary["fewest"]),
            (tree["strategies"]["fewest-at-worst"][1], tree["deepest"]["fewest-at-worst"], doc["trees"][0]))


def memo_sizes(solver):
    budget = solver.solver
    return (len(solver.exact) + len(solver.lower),
            len(budget.exact) + len(budget.lower) + len(budget.feasible) + len(budget.witness_guess),
            len(budget.keys), len(budget.reps))


class Watched(FewestSolver):
    """Records the largest memo and cache sizes seen at every search call."""

    def search(self, state, b, budget):
        self.most = tuple(max(a, b_) for a, b_ in zip(getattr(self, "most", (0, 0, 0, 0)), memo_sizes(self)))
        return super().search(state, b, budget)


@pytest.mark.parametrize("d,n,repeats", CAPPED)
@pytest.mark.parametrize("limit", [2, 5, 16])
def test_a_tiny_memo_limit_changes_nothing_but_the_memo(d, n, repeats, limit):
    """The value, D, the optimal first guesses, the certificate (checked) and the tree with a memo
    of at most ``limit`` entries are those of the uncapped run; the memos and caches stay within
    the limit and entries were dropped."""
    expected = outcome(FewestSolver(Game(d, n, repeats)))
    capped = Watched(Game(d, n, repeats), memo_limit=limit)
    assert outcome(capped) == expected
    assert all(size <= limit for size in capped.most + memo_sizes(capped)), (capped.most, memo_sizes(capped))
    assert capped.culled > 0 or capped.solver.culled > 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(limit=st.integers(2, 200), repeats=st.booleans())
def test_any_memo_limit_gives_the_same_answer(limit, repeats):
    game = Game(3, 4, repeats) if repeats else Game(3, 5)
    reference = SOLVED_OUTCOMES.setdefault(repeats, outcome(FewestSolver(game)))
    assert outcome(FewestSolver(game, memo_limit=limit)) == reference


SOLVED_OUTCOMES: dict = {}


def test_cull_keeps_the_largest_states_and_the_exact_values_first():
    exact = {(bytes(2 * s), 3): (s, -1) for s in (2, 5, 9)}
    lower = {(bytes(2 * s), 2): 1 for s in (2, 5, 9)}
    assert cull([(exact, 1), (lower, 0)], 6) == 0
    assert cull([(exact, 1), (lower, 0)], 3) == 3
    assert sorted(len(k) // 2 for k, _ in exact) == [5, 9] and [len(k) // 2 for k, _ in lower] == [9]
    assert cull([(exact, 1), (lower, 0)], 0) == 3 and not exact and not lower


def test_a_checkpoint_larger_than_the_limit_is_culled_on_load_and_resumes(tmp_path):
    """An uncapped run's checkpoint read with a small limit: culled to half the limit on load (the
    files keep their format), the same answer; a capped run's checkpoint resumes too."""
    game = Game(3, 6)
    path = tmp_path / "memo.gz"
    first = FewestSolver(game, checkpoint=str(path), every=0.0)
    expected = outcome(first)
    assert len(first.exact) + len(first.lower) > 12
    again = FewestSolver(game, checkpoint=str(path), memo_limit=12)
    assert memo_sizes(again)[0] <= 6 and memo_sizes(again)[1] <= 6 and again.culled > 0 and again.solver.culled > 0
    assert outcome(again) == expected
    capped_path = tmp_path / "capped.gz"
    capped = FewestSolver(game, checkpoint=str(capped_path), every=0.0, memo_limit=8)
    assert outcome(capped) == expected
    resumed = FewestSolver(game, checkpoint=str(capped_path), memo_limit=8)
    assert 0 < memo_sizes(resumed)[0] <= 8
    assert outcome(resumed) == expected


def test_the_command_takes_a_memo_limit(capsys, tmp_path):
    from certify.cli import main

    cert, tree, memo = tmp_path / "f.jsonl.gz", tmp_path / "t.json", tmp_path / "memo.gz"
    args = ["abgame", "-d", "3", "-n", "6", "--fewest", "-q", "--memo-limit", "10", "--checkpoint", str(memo)]
    assert main(args + ["--certificate", str(cert), "--tree", str(tree)]) == 0
    out = capsys.readouterr().out
    assert "least worst case: 5" in out and "fewest codes needing 5 guesses: 3" in out and "120 of 120" in out
    with gzip.open(memo, "rt") as handle:
        assert len(handle.read().splitlines()) <= 11
    assert main(["check", str(cert)]) == 0 and main(["check", str(tree)]) == 0
    assert main(["abgame", "-d", "3", "-n", "4", "--memo-limit", "10"]) == 2


@pytest.mark.parametrize("d,n,repeats", [(3, 5, False), (3, 4, True)])
@pytest.mark.parametrize("limit", [3, 16])
def test_the_budget_solver_under_a_memo_limit(d, n, repeats, limit, tmp_path):
    """BudgetSolver with a memo limit (the fewest search's feasibility side; also its own
    optimality certificate, whose entries are searched again when dropped): the same three
    measures, a certificate the checker accepts."""
    from certify.codebreaking.compact import compact_lines

    game = Game(d, n, repeats)
    free = BudgetSolver(game).solve()
    capped = BudgetSolver(game, memo_limit=limit)
    got = capped.solve()
    assert (got.total, got.worst, got.restricted) == (free.total, free.worst, free.restricted)
    assert capped.culled > 0
    lines = list(compact_lines(capped.certificate_lines(), game))
    path = tmp_path / "c.jsonl.gz"
    path.write_bytes(gzip.compress(("\n".join(lines) + "\n").encode()))
    summary = mmcheck.check_file(str(path))
    assert (summary["total"], summary["worst"], summary["restricted"]) == (free.total, free.worst, free.restricted)


@pytest.mark.parametrize("content", [b"garbage", gzip.compress(b'{"format": "x"}\n', mtime=0),
                                     gzip.compress(b'{"format": "certify-fewest-memo/1", "game": [3, 5, false]}\n["00ff", 3]\n', mtime=0),
                                     gzip.compress(b'{"format": "certify-fewest-memo/1", "game": [3, 5, false]}\n{"a": 1}\n', mtime=0)],
                         ids=["garbage", "other-format", "bad-entry", "not-an-entry"])
@pytest.mark.parametrize("fewest", [True, False])
def test_a_checkpoint_that_cannot_be_read_is_one_line_and_exit_3(content, fewest, tmp_path, capsys):
    """A corrupted, foreign or truncated --checkpoint (of the fewest or the budget search): one line
    naming the file, exit 3, no output written."""
    from certify.cli import main

    memo, cert = tmp_path / "memo.gz", tmp_path / "c.jsonl.xz"
    memo.write_bytes(content)
    args = ["abgame", "-d", "3", "-n", "5", "-q", "--checkpoint", str(memo), "--certificate", str(cert)]
    assert main(args + (["--fewest"] if fewest else [])) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not a checkpoint of this game" in err[0] and "Traceback" not in err[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["memo.gz"]


def test_an_interrupted_checkpoint_save_leaves_the_last_one_and_no_partial_file(tmp_path):
    """A Ctrl-C while a checkpoint is written (the 4x10 run saves one every 10 minutes): the file
    written before is intact, nothing else is left beside it, and it still resumes."""
    from certify.codebreaking.budget import write_checkpoint

    game = Game(3, 5)
    path = tmp_path / "memo.gz"
    solver = FewestSolver(game, checkpoint=str(path), every=0.0)
    expected = solver.solve()[:2]
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    def interrupted():
        yield '["00",1,"l",1]\n'
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_checkpoint(path, solver.tag(), interrupted())
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    assert FewestSolver(game, checkpoint=str(path)).solve()[:2] == expected
