"""The independent checker accepts what the engine writes and rejects every tampering."""

import json
import re
import zipfile

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import certify
from certify.checkers import tables as checker
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it
from certify.guesswho.table import arrays_sha256, content_sha256

RULES = ["nica", "official", "tripartite"]
FORMATS = ["csv", "json", "npz"]


def write(tmp_path, rules, size, fmt):
    return certify.solve(rules, size).write(tmp_path / f"{rules}-{size}.{fmt}")


def npz_arrays(path):
    with np.load(path) as stored:
        return {k: np.array(stored[k]) for k in stored.files}


def save_npz(path, arrays, rehash=True):
    """Write ``arrays`` as an NPZ table; with ``rehash`` the recorded sha256 matches (an attacker's edit)."""
    meta = json.loads(str(arrays["meta"]))
    if rehash:
        meta["sha256"] = arrays_sha256(meta["rules"], meta["max"], arrays["scaled"], arrays["offsets"], arrays["runs"])
    arrays = dict(arrays, meta=np.array(json.dumps(meta)))
    np.savez_compressed(path, **arrays)
    return path


def save_json(path, doc, rehash=True):
    """Write ``doc`` in the canonical layout; with ``rehash`` the sha256 matches the content."""
    if rehash:
        doc["sha256"] = content_sha256(doc["rules"], doc["max"], doc["states"])
    path.write_text(json.dumps(doc, indent=1) + "\n")
    return path


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("fmt", FORMATS)
def test_accepts_every_table_the_tool_writes(tmp_path, rules, fmt):
    report = check_table(write(tmp_path, rules, 24, fmt))
    assert report.valid, report.problem
    assert report.rules == rules and report.max == 24
    assert report.states == 24 * 24 - (rules == "nica")


def edit_csv(path, n, m, edit):
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith(f"{n},{m},"):
            lines[i] = edit(line)
    path.write_text("\n".join(lines) + "\n")


def test_rejects_changed_value(tmp_path):
    path = write(tmp_path, "official", 12, "csv")
    edit_csv(path, 4, 4, lambda line: line.replace("9/16", "5/8"))
    report = check_table(path)
    assert not report.valid and report.problem.startswith("state (4, 4): value 5/8")


def test_rejects_dropped_optimal_move(tmp_path):
    path = write(tmp_path, "official", 30, "csv")
    edit_csv(path, 14, 14, lambda line: line.replace(" 6:8", ""))
    report = check_table(path)
    assert not report.valid and report.problem == "state (14, 14): move 6:8 (value 55/98) optimal but not listed"


def test_rejects_added_non_optimal_move(tmp_path):
    path = write(tmp_path, "official", 12, "csv")
    edit_csv(path, 4, 4, lambda line: line + " 2:2")
    report = check_table(path)
    assert not report.valid and report.problem == "state (4, 4): move 2:2 (value 1/2) listed but not optimal"


def test_rejects_added_guess_and_illegal_moves(tmp_path):
    path = write(tmp_path, "official", 12, "csv")
    edit_csv(path, 5, 5, lambda line: line + " guess")
    assert "guess listed but not optimal" in check_table(path).problem
    path = write(tmp_path, "nica", 12, "csv")
    edit_csv(path, 5, 5, lambda line: line + " guess")
    assert "no guess" in check_table(path).problem
    path = write(tmp_path, "official", 12, "csv")
    edit_csv(path, 6, 6, lambda line: line + " 1:1:4")  # three parts in a two-part game: refused by the arrays' form
    assert "state (6, 6): run [1, 1, 1, 1] is malformed" in check_table(path).problem


def test_json_value_change_is_caught_by_the_math_and_sha_by_itself(tmp_path):
    path = write(tmp_path, "official", 10, "json")
    doc = json.loads(path.read_text())
    recorded = doc["sha256"]
    for state in doc["states"]:
        if (state["n"], state["m"]) == (6, 4):
            state["value"] = "1/3"
    save_json(path, doc)
    problem = check_table(path).problem
    assert tuple(map(int, re.match(r"state \((\d+), (\d+)\)", problem).groups())) <= (6, 4)
    doc["sha256"] = recorded
    save_json(path, doc, rehash=False)  # the edit without updating the hash
    assert "sha256" in check_table(path).problem


@pytest.mark.parametrize("rules", RULES)
def test_npz_tampering(tmp_path, rules):
    path = write(tmp_path, rules, 16, "npz")
    arrays = npz_arrays(path)
    arrays["scaled"][7, 5] += 1
    save_npz(tmp_path / "bad.npz", arrays)
    assert check_table(tmp_path / "bad.npz").problem.startswith("state (7, 5): value")
    save_npz(tmp_path / "bad.npz", arrays, rehash=False)
    assert "sha256" in check_table(tmp_path / "bad.npz").problem
    arrays["scaled"][7, 5] -= 1
    arrays["runs"][arrays["offsets"][9 * 17 + 9]][2] += 1  # stretch the first run of (9, 9)
    save_npz(tmp_path / "bad.npz", arrays)
    assert not check_table(tmp_path / "bad.npz").valid


@pytest.mark.parametrize(
    "content, problem",
    [
        ("", "empty file"),
        ("n,m,value\n", "unsupported file type"),
        ("n,m,value,moves\n1,1,1,guess\n2,x,1,\n", "line 3"),
        ("n,m,value,moves\n1,1,0.5,guess\n", "not an exact fraction"),
        ("n,m,value,moves\n1,1,3/2,guess\n", "not a probability"),
        ("n,m,value,moves\n1,1,1,guess\n1,1,1,guess\n", "lists 2 states; a table with max 2 lists 4"),
        ("n,m,value,moves\n1,1,1,guess\n1,2,1,guess\n2,1,1/2,guess\n2,1,1/2,guess\n", "state (2, 1) out of order"),
        ("n,m,value,moves\n1,1,1,guess\n1,2,1,guess\n2,1,1/2,1:1 guess\n", "lists 3 states"),
        ("n,m,value,moves\n1,1,1,guess\n1,2,1,guess\n2,1,1/3,guess\n2,2,1/2,1:1 guess\n", "not of the form"),
    ],
)
def test_malformed_csv(tmp_path, content, problem):
    path = tmp_path / "official-2.csv"
    path.write_text(content)
    report = check_table(path)
    assert not report.valid and problem in report.problem


@pytest.mark.parametrize("damage", ["truncate", "garbage", "json"])
def test_corrupted_files_are_reported_not_raised(tmp_path, damage):  # noqa: one-line verdicts
    path = write(tmp_path, "official", 10, "npz" if damage != "json" else "json")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2] if damage != "garbage" else b"\x00garbage" * 10)
    report = check_table(path)
    assert not report.valid and report.problem


@given(rules=st.sampled_from(RULES), size=st.integers(2, 40), data=st.data())
def test_checker_and_engine_agree_and_any_value_change_is_caught(tmp_path_factory, rules, size, data):
    path = write(tmp_path_factory.mktemp("t"), rules, size, "npz")
    assert check_table(path).valid
    arrays = npz_arrays(path)
    n = data.draw(st.integers(2, size))
    m = data.draw(st.integers(2, size))
    delta = data.draw(st.sampled_from([-1, 1]))
    if not 0 <= arrays["scaled"][n, m] + delta <= n * m:
        return
    arrays["scaled"][n, m] += delta
    save_npz(path, arrays)
    report = check_table(path)
    assert not report.valid
    first_bad = tuple(map(int, re.match(r"state \((\d+), (\d+)\)", report.problem).groups()))
    assert first_bad <= (n, m)  # (n, m) itself, or an earlier state that reads it


def test_parallel_and_serial_checks_report_the_same_first_state(tmp_path):
    path = write(tmp_path, "official", 300, "npz")
    arrays = npz_arrays(path)
    arrays["scaled"][290, 17] -= 1
    arrays["scaled"][123, 250] += 1
    save_npz(path, arrays)
    table = checker.load(path, None)
    problems = []
    for workers in (1, 2):
        with pytest.raises(checker.CheckError) as caught:
            checker.check_equations(*table, workers=workers)
        problems.append(str(caught.value))
    assert problems[0] == problems[1] and problems[0].startswith("state (")


def test_npz_values_outside_zero_one_are_refused_before_any_arithmetic(tmp_path):
    path = write(tmp_path, "official", 12, "npz")
    arrays = npz_arrays(path)
    arrays["scaled"][5, 3] = 2**40  # would overflow 32-bit arithmetic if it were let through
    save_npz(path, arrays)
    assert check_table(path).problem == f"state (5, 3): value {2**40}/15 is not a probability"


@pytest.mark.parametrize("rules", ["nica", "official", "tripartite"])
def test_every_run_shortened_or_lengthened_by_one_step_is_caught(rules):
    """The equations check counts optimal questions per row, not per state (no state can list
    more optimal questions than it has): dropping or adding one question at any state, the
    first or last of a run, at any m (1 and 2 included), is still found, at that state."""
    from certify.checkers._table_equations import check_equations
    from certify.guesswho.engine import solve_scaled

    N = 20
    S, offsets, runs = solve_scaled(rules, N)
    assert check_equations(rules, N, S, offsets, runs)[1] > 0
    tried = 0
    stride = max(1, len(runs) // 120)
    for i, (a, first, last, step) in enumerate(runs.tolist()):
        if last == 0 or (i % stride and m_of(offsets, i, N) > 2):  # the guess; a sample of the runs beyond m = 2
            continue
        n, m = divmod(int(np.searchsorted(offsets, i, side="right")) - 1, N + 1)
        for column, changed in ((2, last + step), (1, first - step)) + (((2, last - step), (1, first + step)) if last > first else ()):
            tampered = runs.copy()
            tampered[i, column] = changed
            with pytest.raises(checker.CheckError, match=rf"state \({n}, {m}\)"):
                check_equations(rules, N, S, offsets, tampered, workers=2)
            tried += 1
    assert tried > 100


def m_of(offsets, i, N):
    return (int(np.searchsorted(offsets, i, side="right")) - 1) % (N + 1)


@pytest.mark.parametrize("rules, N", [("official", 41), ("nica", 38), ("tripartite", 25)])
@pytest.mark.parametrize("chunk", [8, 64, 1 << 17])
def test_least_sums_and_row_counts_by_chunks_of_questions_match_the_plain_ones(monkeypatch, rules, N, chunk):
    """``least_and_hits`` over blocks of states and chunks of questions (several chunks per row
    when CHUNK is small: the chunk boundaries, the a > 0 offsets and the skipped chunks are
    exercised) gives each state's least question sum and each row's count of questions with sum
    ``n*m - S(n, m)`` as a plain loop over the questions does, on a solved and a perturbed table."""
    from certify.checkers import _table_equations as equations
    from certify.checkers._table_format import GAMES
    from certify.guesswho.engine import solve_scaled

    monkeypatch.setattr(equations, "CHUNK", chunk)
    S, offsets, runs = solve_scaled(rules, N)
    rng = np.random.default_rng(N)
    perturbed = S.copy()
    perturbed[1:, 1:] = np.clip(perturbed[1:, 1:] + rng.integers(-1, 2, size=(N, N)), 0, None)  # sums now hit targets elsewhere
    perturbed[1:, 1:] = np.minimum(perturbed[1:, 1:], np.arange(1, N + 1)[:, None] * np.arange(1, N + 1)[None, :])
    if GAMES[rules][2]:
        perturbed[1, 1] = -1
    for table_S in (S, perturbed):
        least = np.full((N + 1, N + 1), 2**31 - 1, dtype=np.int32)
        table = (rules, N, table_S, None, offsets, runs, least)
        m_first = 1 + GAMES[rules][2]
        hits = sum(equations.least_and_hits(table, m0, min(N + 1, m0 + 7)) for m0 in range(m_first, N + 1, 7))
        plain_hits = np.zeros(N + 1, dtype=np.int64)
        for n in range(2, N + 1):
            for m in range(m_first, N + 1):
                sums = [int(table_S[m, a]) * (a > 0) + int(table_S[m, b]) + int(table_S[m, n - a - b])
                        for a, low, top in equations.spans(n, GAMES[rules][1]) for b in range(low, top + 1)]
                assert least[n, m] == min(sums)
                plain_hits[n] += sums.count(n * m - int(table_S[n, m]))
        assert (hits == plain_hits).all() and hits.sum() > 0
