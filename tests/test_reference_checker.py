"""The fast table checker agrees with the plain Fraction reference checker on random tables,
valid and tampered (issue 11: "property-test the fast checker against it")."""

import subprocess
import sys
from fractions import Fraction
from math import gcd
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import certify
from certify.checkers import reference_tables as reference
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it

RULES = ["nica", "official", "tripartite"]


def canonical_move_key(move: str):
    if move == "guess":
        return (10**9, 0)
    parts = [int(p) for p in move.split(":")]
    return (0, parts[0]) if len(parts) == 2 else (parts[0], parts[1])


def value_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def write_csv(path: Path, rows) -> Path:
    """Rows ``(n, m, Fraction, moves)`` in the canonical CSV form (moves sorted canonically)."""
    lines = ["n,m,value,moves"]
    for n, m, value, moves in rows:
        lines.append(f"{n},{m},{value_text(value)},{' '.join(sorted(set(moves), key=canonical_move_key))}")
    path.write_text("\n".join(lines) + "\n")
    return path


def engine_rows(rules, size):
    table = certify.solve(rules, size)
    return [[n, m, Fraction(v), mv.split()] for n, m, v, mv in table.rows()]


def agree(path, rules):
    try:
        reference.check_file(path, rules)
        expected = True
    except reference.CheckError:
        expected = False
    report = check_table(path, rules)
    assert report.valid == expected, (expected, report.problem)
    return expected


def moves_of(n, rules):
    found = [":".join(map(str, q)) for q in reference.legal_moves(n, rules == "tripartite")]
    return found + ([] if rules == "nica" else ["guess"])


@given(rules=st.sampled_from(RULES), size=st.integers(2, 10), data=st.data(),
       tamper=st.sampled_from(["none", "value", "add", "drop", "swap", "foreign"]))
def test_fast_and_reference_agree_on_engine_tables_and_tamperings(tmp_path_factory, rules, size, data, tamper):
    rows = engine_rows(rules, size)
    row = data.draw(st.sampled_from(rows))
    n, m = row[0], row[1]
    if tamper == "value":
        q = data.draw(st.sampled_from([n * m, n, m, 2 * n * m, 7]))
        p = data.draw(st.integers(0, q))
        row[2] = Fraction(p, q)
    elif tamper == "add":
        row[3] = row[3] + [data.draw(st.sampled_from(moves_of(n, rules) or ["guess"]))]
    elif tamper == "drop" and row[3]:
        row[3] = row[3][1:]
    elif tamper == "swap" and row[3]:
        row[3] = row[3][1:] + [data.draw(st.sampled_from(moves_of(n, rules) or ["guess"]))]
    elif tamper == "foreign":  # a move of another rule set, or a question on another n
        row[3] = row[3] + [data.draw(st.sampled_from(["guess", "1:1:1", f"1:{n}", "1:1:2"]))]
    path = write_csv(tmp_path_factory.mktemp("t") / f"{rules}-{size}.csv", rows)
    valid = agree(path, rules)
    if tamper == "none":
        assert valid


@settings(max_examples=40)
@given(rules=st.sampled_from(RULES), size=st.integers(1, 4), data=st.data())
def test_fast_and_reference_agree_on_random_tables(tmp_path_factory, rules, size, data):
    rows = []
    for n in range(1, size + 1):
        for m in range(1, size + 1):
            if rules == "nica" and n == m == 1:
                continue
            k = data.draw(st.integers(0, n * m))
            moves = data.draw(st.lists(st.sampled_from(moves_of(n, rules) or ["guess"]), max_size=3)) if n > 1 or rules != "nica" else []
            rows.append((n, m, Fraction(k, n * m), moves))
    agree(write_csv(tmp_path_factory.mktemp("t") / f"{rules}-{size}.csv", rows), rules)


def test_reference_runs_alone_and_rejects_a_tampered_committed_table(tmp_path):
    table = Path(__file__).resolve().parent.parent / "tables" / "official-64.csv"
    run = subprocess.run([sys.executable, "-m", "certify.checkers.reference_tables", str(table)], capture_output=True, text=True)
    assert run.returncode == 0 and "valid (official, N = 64" in run.stdout
    bad = tmp_path / "official-64.csv"
    bad.write_text(table.read_text().replace("\n14,14,55/98,4:10 6:8\n", "\n14,14,55/98,4:10\n"))
    assert bad.read_text() != table.read_text()
    run = subprocess.run([sys.executable, "-m", "certify.checkers.reference_tables", str(bad)], capture_output=True, text=True)
    assert run.returncode == 1 and "state (14, 14)" in run.stdout
    assert gcd(55, 98) == 1


def runs_of(moves):
    """Moves (canonical strings) as runs ``(a, first, last, step)``: maximal progressions, the
    form of an NPZ table (docs/formats.md), written here independently of the engine."""
    by_part = {}
    for move in sorted(set(moves) - {"guess"}, key=canonical_move_key):
        parts = [int(p) for p in move.split(":")]
        a, b = (0, parts[0]) if len(parts) == 2 else (parts[0], parts[1])
        by_part.setdefault(a, []).append(b)
    runs = []
    for a, bs in sorted(by_part.items()):
        i = 0
        while i < len(bs):
            j = i
            if i + 1 < len(bs):
                j = i + 1
                while j + 1 < len(bs) and bs[j + 1] - bs[j] == bs[i + 1] - bs[i]:
                    j += 1
            runs.append((a, bs[i], bs[j], bs[i + 1] - bs[i] if j > i else 1))
            i = j + 1
    return runs + ([(0, 0, 0, 1)] if "guess" in moves else [])


def table_of(rules, size, rows):
    """A ``certify.guesswho.table.Table`` holding exactly ``rows`` (every S = n*m*value an integer)."""
    import numpy as np

    from certify.guesswho.table import Table

    scaled = np.zeros((size + 1, size + 1), dtype=np.int64)
    if rules == "nica":
        scaled[1, 1] = -1
    counts = np.zeros((size + 1) ** 2 + 1, dtype=np.int64)
    runs = []
    for n, m, value, moves in rows:
        scaled[n, m] = value * n * m
        state_runs = runs_of(moves)
        counts[n * (size + 1) + m + 1] = len(state_runs)
        runs += state_runs
    return Table(rules, size, scaled, np.cumsum(counts), np.array(runs, dtype=np.int32).reshape(-1, 4))


@settings(max_examples=60)
@given(rules=st.sampled_from(RULES), size=st.integers(2, 12), data=st.data(),
       tamper=st.sampled_from(["none", "value", "add", "drop", "swap"]))
def test_fast_checker_on_npz_and_json_agrees_with_the_reference(tmp_path_factory, rules, size, data, tamper):
    """The fast checker's run arithmetic (runs of step 1 and 2, never expanded) and its JSON
    reader agree with the plain reference checker reading the same table as CSV."""
    rows = engine_rows(rules, size)
    row = data.draw(st.sampled_from(rows))
    n, m = row[0], row[1]
    terminal = rules == "nica" and (n == 1 or m == 1)
    if tamper == "value":
        row[2] = Fraction(data.draw(st.integers(0, n * m)), n * m)
    elif tamper == "add" and not terminal:
        row[3] = row[3] + [data.draw(st.sampled_from(moves_of(n, rules) or ["guess"]))]
    elif tamper == "drop" and row[3]:
        k = data.draw(st.integers(0, len(row[3]) - 1))
        row[3] = row[3][:k] + row[3][k + 1 :]
    elif tamper == "swap" and row[3] and not terminal:
        row[3] = row[3][1:] + [data.draw(st.sampled_from(moves_of(n, rules) or ["guess"]))]
    row[3] = [mv for mv in row[3] if mv == "guess" or sum(map(int, mv.split(":"))) == n]
    folder = tmp_path_factory.mktemp("t")
    expected = agree(write_csv(folder / f"{rules}-{size}.csv", rows), rules)
    table = table_of(rules, size, rows)
    for fmt in ("npz", "json"):
        report = check_table(table.write(folder / f"t.{fmt}", fmt), rules)
        assert report.valid == expected, (fmt, expected, report.problem)
    if tamper == "none":
        assert expected
