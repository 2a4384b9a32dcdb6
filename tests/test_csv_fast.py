"""The CSV reader's fast path (certify/guesswho/csvread_fast.py, outside the trusted base: the checker reads NPZ) against the full reader.

The fast path reads lines as if canonical, checks what the text cannot show, writes the canonical
text of its reading and compares every byte. Required here: on valid tables it returns exactly what
the full reader (``read_lines`` then ``progressions``) returns; on any changed file it either
declines (None: the full reader then names the fault) or the full reader accepts the same bytes
with the same arrays. It never accepts what the full reader refuses.
"""
import random

import numpy as np
import pytest

from certify import solve
from certify.checkers import CheckError
from certify.guesswho import csvread as table_csv
from certify.guesswho.csvread_fast import read_fast


def lines_of(data: bytes, size: int, nica: bool):
    body = np.frombuffer(data, dtype=np.uint8)[len(table_csv.HEADER):]
    state = np.arange(size * size - nica, dtype=np.int64) + nica
    return body, state // size + 1, state % size + 1


def full(data, body, n, m):
    value, count, chunk = table_csv.read_lines(data, body, 0, 0, n, m)
    return (value, *table_csv.progressions(count, chunk))


def agree(data: bytes, size: int, nica: bool) -> bool:
    """Whether the fast path accepted; asserts it agrees with the full reader."""
    body, n, m = lines_of(data, size, nica)
    fast = read_fast(body, n, m, size)
    if fast is None:
        return False
    theirs = full(data, body, n, m)  # must accept, with the same arrays
    for ours, reference in zip(fast, theirs):
        assert ours.dtype == reference.dtype and np.array_equal(ours, reference)
    return True


@pytest.mark.parametrize("rules", ["official", "nica"])
def test_valid_tables_are_read_as_the_full_reader_reads_them(rules, tmp_path):
    for size in (2, 3, 5, 17, 64, 131):
        path = tmp_path / f"{rules}-{size}.csv"
        solve(rules, size).write(path)
        assert agree(path.read_bytes(), size, rules == "nica"), (rules, size)


EDITS = [(b"\n2,1,1/2,", b"\n2,1,2/4,"),  # not in lowest terms
         (b"\n3,3,5/9,", b"\n3,3,9/5,"),  # above 1
         (b"\n3,3,5/9,", b"\n3,3,0/9,"),
         (b"\n3,3,5/9,", b"\n3,3,05/9,"),
         (b"\n3,3,5/9,", b"\n3,3,5/7,"),  # q does not divide n*m
         (b"\n3,3,5/9,", b"\n3,3,5/9/9,"),
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,3:1\n"),  # parts not ascending
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,5:-1\n"),
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,1:3 1:3\n"),  # listed twice
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,01:3\n"),
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,1:3 \n"),
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,guess 1:3\n"),
         (b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,1:3\r\n"),
         (b"\n5,5,14/25,1:4 2:3\n", b"\n5,5,14/25,2:3 1:4\n"),
         (b"\n2,2,1/2,1:1 guess\n", b"\n2,2,1/2,guess guess\n")]


def test_a_changed_value_or_move_is_never_accepted_by_the_fast_path_alone(tmp_path):
    path = tmp_path / "official-6.csv"
    solve("official", 6).write(path)
    data = path.read_bytes()
    assert agree(data, 6, False)
    for old, new in EDITS:
        assert old in data, old
        changed = data.replace(old, new, 1)
        assert not agree(changed, 6, False), new
        with pytest.raises(CheckError):
            full(changed, *lines_of(changed, 6, False))
    # well-formed but not the fast path's (three parts): declined, read by the full reader
    changed = data.replace(b"\n4,4,9/16,1:3\n", b"\n4,4,9/16,1:1:2\n", 1)
    assert not agree(changed, 6, False) and len(full(changed, *lines_of(changed, 6, False))[2]) == len(full(data, *lines_of(data, 6, False))[2])


def test_random_byte_changes_never_make_the_two_readers_disagree(tmp_path):
    path = tmp_path / "official-9.csv"
    solve("official", 9).write(path)
    data = path.read_bytes()
    rng = random.Random(24)
    accepted = 0
    for _ in range(1500):
        at = rng.randrange(len(table_csv.HEADER), len(data) - 1)
        byte = rng.choice(b"0123456789:/, \nguesx")
        changed = data[:at] + bytes([byte]) + data[at + 1:]
        if changed.count(b"\n") != data.count(b"\n"):
            continue  # another number of lines: refused before the lines are read
        accepted += agree(changed, 9, False)  # asserts the full reader accepts the same arrays
    assert accepted >= 1  # the unchanged bytes (a digit replaced by itself) are accepted


def test_pieces_read_in_threads_report_the_first_fault_in_file_order(tmp_path, monkeypatch):
    """Small pieces (many per file, read by 2 threads): with faults in two of them, the earlier
    line is named, as by the serial reader."""
    from certify.guesswho.textread import check_table as check_file

    monkeypatch.setattr(table_csv, "CHUNK", 2048)
    path = tmp_path / "official-40.csv"
    solve("official", 40).write(path)
    data = path.read_bytes()
    assert check_file(path).valid
    late, early = data.index(b"\n39,17,"), data.index(b"\n3,5,")
    for at in (late, early):  # a leading zero on the state's n: a line of another form
        data = data[: at + 1] + b"0" + data[at + 1 :]
    path.write_bytes(data)
    report = check_file(path)
    line = data.count(b"\n", 0, early) + 2  # the header is line 1
    assert not report.valid and f"line {line}:" in report.problem, report.problem


@pytest.mark.parametrize("where", ["late", "early", "instead"])
def test_a_blank_line_is_named_before_any_other_fault(tmp_path, monkeypatch, where):
    """The blank-line search runs only once a reading failed (it is a pass over the whole file):
    a blank line is still the fault named, wherever it is and whatever else is wrong."""
    from certify.guesswho.textread import check_table as check_file

    monkeypatch.setattr(table_csv, "CHUNK", 2048)
    path = tmp_path / "official-30.csv"
    solve("official", 30).write(path)
    data = path.read_bytes()
    at = data.index(b"\n29,17,") if where == "late" else data.index(b"\n2,5,")
    line = data.count(b"\n", 0, at + 1) + 1  # the newline at `at` ends the line before the blank one
    if where == "instead":  # a blank line in place of a line: the count of lines is right
        data = data[: at + 1] + data[data.index(b"\n", at + 1) + 1 :]
        data = data[: at + 1] + b"\n" + data[at + 1 :]
    else:
        data = data[: at + 1] + b"\n" + data[at + 1 :]
        other = data.index(b"\n3,4,") if where == "late" else data.index(b"\n28,3,")
        data = data[: other + 1] + b"0" + data[other + 1 :]  # and a leading zero elsewhere
    path.write_bytes(data)
    report = check_file(path)
    assert not report.valid and report.problem.endswith(f"line {line}: {table_csv.ROW_FORM} (a blank line)"), report.problem
