"""The large-N paths: the engine's fused parallel layers and the NPZ reader's two threads."""

import json

import numpy as np
import pytest

import certify
from certify.checkers import _table_npz
from certify.checkers import tables as checker
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it
from certify.guesswho import engine, small
from certify.guesswho.table import arrays_sha256


@pytest.mark.parametrize("rules", ["official", "nica"])
@pytest.mark.parametrize("size, threads", [(engine.PARALLEL_FROM, 2), (301, 2), (300, 3), (300, 1)])
def test_parallel_layers_give_the_numpy_engines_arrays(monkeypatch, rules, size, threads):
    """Blocks of layers as a wavefront over n, a group of each block's layers a thread (T = 1:
    one group; T = 3 on two cores): the arrays of the numpy engine, an independent implementation."""
    monkeypatch.setattr(engine, "_threads", lambda: threads)
    theirs = small.solve_scaled(rules, size)
    for name, ours, reference in zip(("scaled", "offsets", "runs"), engine.solve_scaled(rules, size), theirs):
        assert ours.dtype == reference.dtype and np.array_equal(ours, reference), (name, np.argwhere(ours != reference)[:3])


@pytest.mark.parametrize("block, chunk, threads", [(5, 7, 2), (4, 1, 3), (3, 300, 2), (2, 64, 1), (7, 13, 4)])
def test_blocked_wavefront_gives_the_numpy_engines_arrays(monkeypatch, block, chunk, threads):
    """Blocks of layers solved as a wavefront, each thread a group of the block's layers one chunk
    of positions behind the group below: small and odd blocks and chunks (a chunk of 1, a
    chunk past N, a block that does not divide the layers, more groups than cores) give the
    numpy engine's arrays."""
    monkeypatch.setattr(engine, "_threads", lambda: threads)
    monkeypatch.setattr(engine, "PAIR_BLOCK", block)
    monkeypatch.setattr(engine, "_pair_chunk", lambda N: chunk)
    theirs = small.solve_scaled("official", 263)
    for name, ours, reference in zip(("scaled", "offsets", "runs"), engine.solve_scaled("official", 263), theirs):
        assert np.array_equal(ours, reference), (name, np.argwhere(ours != reference)[:3])


def tampered(tmp_path, edit, size=30):
    path = certify.solve("official", size).write(tmp_path / f"official-{size}.npz")
    with np.load(path) as stored:
        arrays = {key: np.array(stored[key]) for key in stored.files}
    edit(arrays)
    meta = json.loads(str(arrays["meta"]))
    meta["sha256"] = arrays_sha256("official", size, arrays["scaled"], arrays["offsets"], arrays["runs"])
    np.savez_compressed(path, **dict(arrays, meta=np.array(json.dumps(meta))))
    return path


def test_offsets_past_the_runs_in_a_later_block_are_one_line_not_a_traceback(tmp_path, monkeypatch):
    """A jump in the offsets (a state listing a million runs) and a fall back later: each block
    of rows alone has counts >= 0, but the first one's offsets run past the runs."""
    monkeypatch.setattr(_table_npz, "BLOCK", 3 * 31)  # blocks of 3 rows

    def jump(arrays):
        arrays["offsets"][5 * 31 + 4 : 20 * 31] += 10**6

    report = check_table(tampered(tmp_path, jump))
    assert not report.valid and report.problem == "move offsets are not a valid index into the runs"


def test_the_first_block_with_a_fault_is_named_as_the_sequential_check_would(tmp_path, monkeypatch):
    monkeypatch.setattr(_table_npz, "BLOCK", 2 * 31)

    def two_faults(arrays):
        arrays["scaled"][25, 3] = 25 * 3 + 1
        arrays["scaled"][7, 9] = -5

    report = check_table(tampered(tmp_path, two_faults))
    assert report.problem == "state (7, 9): value -5/63 is not a probability"
    monkeypatch.setattr(_table_npz, "BLOCK", 1 << 20)  # one block: the same verdict
    assert check_table(tampered(tmp_path, two_faults)).problem == report.problem


@pytest.mark.parametrize("member", ["scaled", "offsets", "runs"])
def test_a_changed_member_fails_the_sha256_read_side_by_side(tmp_path, member):
    path = certify.solve("official", 40).write(tmp_path / "official-40.npz")
    with np.load(path) as stored:
        arrays = {key: np.array(stored[key]) for key in stored.files}
    arrays[member].reshape(-1)[-1] += 1  # the sha256 recorded is left as it was
    np.savez_compressed(path, **arrays)
    assert check_table(path).problem == "content does not match its recorded sha256 (edited after writing)"


def test_a_bad_member_is_reported_in_member_order(tmp_path):
    path = certify.solve("official", 40).write(tmp_path / "official-40.npz")
    with np.load(path) as stored:
        arrays = {key: np.array(stored[key]) for key in stored.files}
    arrays["offsets"] = arrays["offsets"][:-1]  # wrong shape
    arrays["scaled"] = arrays["scaled"][:, :-1]  # wrong shape too, and first
    np.savez_compressed(path, **arrays)
    assert check_table(path).problem.startswith("scaled: shape (41, 40) does not match max")


@pytest.mark.parametrize("state", [(0, 3), (4, 0), (0, 0), (7, 0)])
def test_moves_at_row_or_column_zero_are_refused_by_the_equations(state):
    from certify.checkers._table_equations import check_equations

    N = 9
    S, offsets, runs = engine.solve_scaled("official", N)
    assert check_equations("official", N, S, offsets, runs)[0] == N * N
    i = state[0] * (N + 1) + state[1]
    moved = offsets.copy()
    moved[i + 1 :] += 1  # one more run, listed at the state i
    runs = np.insert(runs, offsets[i], [0, 1, 1, 1], axis=0)
    with pytest.raises(checker.CheckError, match=r"moves listed for a non-state \(n or m = 0\)"):
        check_equations("official", N, S, moved, runs)


@pytest.mark.parametrize("rules, size", [("official", 300), ("nica", 57), ("tripartite", 23), ("official", 1)])
def test_members_deflated_in_threads_are_the_plain_writers_bytes(tmp_path, rules, size):
    import io
    from concurrent.futures import ThreadPoolExecutor

    from certify.guesswho.table import deflated, write_npz

    table = certify.solve(rules, size)
    plain = io.BytesIO()
    write_npz(plain, table.npz_arrays())
    path = table.write(tmp_path / f"{rules}-{size}.npz")  # Table.write: the members deflated in threads
    assert path.read_bytes() == plain.getvalue()
    with ThreadPoolExecutor(2) as pool:
        threaded = io.BytesIO()
        write_npz(threaded, table.npz_arrays(), streams=deflated(pool, {"runs": table.runs, "scaled": table.scaled}))
    assert threaded.getvalue() == plain.getvalue()
    assert check_table(path).valid
    import zipfile

    with zipfile.ZipFile(path) as archive:  # the writer's own archive, read by zipfile and numpy
        assert archive.testzip() is None  # every member's CRC-32 matches its data
        assert {info.date_time for info in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}  # the same bytes every run
    with np.load(path) as arrays:
        assert all(np.array_equal(arrays[name], array) for name, array in table.npz_arrays().items())


@pytest.mark.parametrize("bad", [(3, 7), (290, 2)])
def test_compiled_rule_grid_refuses_a_terminal_value_above_nm_in_any_block_of_rows(monkeypatch, bad):
    from certify.errors import CertifyError
    from certify.guesswho.rules import official

    from certify.guesswho import small

    named = rf"rules official: terminal_scaled\({bad[0]}, {bad[1]}\) = {bad[0] * bad[1] + 1} exceeds n\*m"
    monkeypatch.setattr(official, "terminal_scaled", lambda n, m: n * m + 1 if (n, m) == bad else -1)
    with pytest.raises(CertifyError, match=named):  # the rule functions called per state (the numpy engine's grid)
        small.rule_grid(official, 300)
    monkeypatch.setattr(engine, "COMPILE_ABOVE", 0)  # the numba-compiled rule definitions
    with pytest.raises(CertifyError, match=named):
        engine._rule_grid(official, 300)
    monkeypatch.setattr(official, "terminal_scaled", lambda n, m: n * m if (n, m) == bad else -1)
    V, fixed = engine._rule_grid(official, 300)
    assert V[bad] == bad[0] * bad[1] and fixed[bad] == 1 and fixed.dtype == np.int8
