"""The numpy CSV writer (certify/guesswho/csvtext.py): the bytes of the plain writer
(``Table.csv_text``) and of the compiled one (``tabletext``), and no numba import."""
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify import solve
from certify.guesswho import csvtext
from tests.test_small_engine import heavy_modules_of_table_command


def text(table) -> bytes:
    out = io.BytesIO()
    csvtext.write_csv(table, out)
    return out.getvalue()


@pytest.mark.parametrize("rules", ["official", "nica"])
def test_small_tables_are_the_plain_writers_bytes(rules):
    for size in range(1 if rules == "official" else 2, 30):
        table = solve(rules, size)
        assert csvtext.fits(table) and text(table) == table.csv_text().encode(), (rules, size)


@settings(max_examples=6, deadline=None)
@given(rules=st.sampled_from(["official", "nica"]), size=st.integers(30, 120), block=st.sampled_from([1, 7, 64, 1 << 13]))
def test_any_block_size_gives_the_plain_writers_bytes(rules, size, block):
    table = solve(rules, size)
    saved = csvtext.BLOCK
    csvtext.BLOCK = block
    try:
        assert text(table) == table.csv_text().encode()
    finally:
        csvtext.BLOCK = saved


def test_the_compiled_writers_bytes_at_n_200():
    from certify.guesswho import tabletext

    table = solve("official", 200)
    out = io.BytesIO()
    tabletext.write_csv(table, out)
    assert text(table) == out.getvalue()


def test_tripartite_and_large_tables_are_left_to_the_compiled_writer():
    assert not csvtext.fits(solve("tripartite", 6))  # three-part moves
    assert csvtext.fits(solve("official", 6))


def test_csv_table_command_for_small_n_does_not_import_numba(tmp_path):
    path = tmp_path / "official-60.csv"
    assert heavy_modules_of_table_command(path, 60) == "[]"
    assert path.read_bytes() == solve("official", 60).csv_text().encode()
