"""The committed tables in tables/ are exactly what the engine produces, and they check."""

from pathlib import Path

import pytest

import certify
from certify.checkers import tables as checker

TABLES = Path(__file__).resolve().parent.parent / "tables"
SIZE = 64


@pytest.mark.parametrize("rules", ["nica", "official", "tripartite"])
def test_committed_tables_regenerate_and_check(rules):
    table = certify.solve(rules, SIZE)
    csv_path, json_path = TABLES / f"{rules}-{SIZE}.csv", TABLES / f"{rules}-{SIZE}.json"
    assert csv_path.read_text() == table.csv_text(), f"{csv_path} differs from a fresh solve"
    assert json_path.read_text() == table.json_text(), f"{json_path} differs from a fresh solve"
    for path in (csv_path, json_path):
        report = checker.check_file(path)
        assert report.valid, report.problem
