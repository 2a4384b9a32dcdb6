"""The committed tables in tables/ are exactly what the engine produces, and they check."""

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import certify
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it

TABLES = Path(__file__).resolve().parent.parent / "tables"
SIZE = 64


@pytest.mark.parametrize("rules", ["nica", "official", "tripartite"])
def test_committed_tables_regenerate_and_check(rules):
    table = certify.solve(rules, SIZE)
    csv_path, json_path = TABLES / f"{rules}-{SIZE}.csv", TABLES / f"{rules}-{SIZE}.json"
    assert csv_path.read_text() == table.csv_text(), f"{csv_path} differs from a fresh solve"
    assert json_path.read_text() == table.json_text(), f"{json_path} differs from a fresh solve"
    for path in (csv_path, json_path):
        report = check_table(path)
        assert report.valid, report.problem


@given(rules=st.sampled_from(["nica", "official", "tripartite"]), size=st.integers(1, 40))
@settings(max_examples=25, deadline=None)
def test_fast_writers_give_the_plain_writers_bytes(tmp_path_factory, rules, size):
    """The compiled CSV/JSON formatters write exactly the text of the plain Python writers
    (``json.dumps`` for JSON), and the NPZ loads back to the same arrays."""
    table = certify.solve(rules, size)
    folder = tmp_path_factory.mktemp("w")
    assert table.write(folder / "t.csv").read_text() == table.csv_text()
    assert table.write(folder / "t.json").read_text() == table.json_text()
    with np.load(table.write(folder / "t.npz"), allow_pickle=False) as data:
        for name in ("scaled", "offsets", "runs"):
            assert np.array_equal(data[name], getattr(table, name)) and data[name].dtype == getattr(table, name).dtype


def test_text_is_formatted_in_blocks(tmp_path, monkeypatch):
    """Blocks smaller than one state's text still give the whole file."""
    import certify.guesswho.tabletext

    table = certify.solve("official", 30)
    monkeypatch.setattr(certify.guesswho.tabletext, "BLOCK", 7)
    assert table.write(tmp_path / "t.csv").read_text() == table.csv_text()
    assert table.write(tmp_path / "t.json").read_text() == table.json_text()
