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
from certify.checkers import tables as fast

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
    report = fast.check_file(path, rules)
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
