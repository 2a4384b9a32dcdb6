"""The command line: output, one-line errors, atomic writes."""

import subprocess
import sys

import pytest

import certify.guesswho.table
from certify.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_value_official_4_4(capsys):
    code, out, _ = run(capsys, "value", "--rules", "official", "4", "4")
    assert code == 0 and "9/16" in out and "0.5625" in out
    moves = out.split("optimal moves:")[1].split()
    assert moves == ["1:3"]


def test_value_nica_and_all_moves(capsys):
    assert "value 1 " in run(capsys, "value", "--rules", "nica", "2", "5")[1]
    code, out, _ = run(capsys, "value", "--rules", "official", "14", "14", "--all")
    assert code == 0 and "5:9" in out and "1/98" in out  # 5:9 is worse by exactly 1/98
    assert "(23, 23)" in run(capsys, "value", "--start", "card")[1]


@pytest.mark.parametrize(
    "args",
    [
        ["value", "--rules", "chess", "3", "3"],
        ["value", "0", "4"],
        ["value", "-2", "4"],
        ["value", "x", "4"],
        ["value", "2.5", "4"],
        ["value", "4"],
        ["value", "--rules", "nica", "1", "1"],
        ["table", "--rules", "official", "--max", "0", "-o", "t.csv"],
        ["table", "--rules", "official", "--max", "99999999", "-o", "t.csv"],
        ["table", "--rules", "official", "--max", "8", "--format", "xml", "-o", "t.csv"],
        ["check", "does-not-exist.csv"],
        ["frobnicate"],
    ],
)
def test_bad_input_gives_one_line_error(capsys, tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *args)
    assert code != 0
    assert len(err.strip().splitlines()) == 1 and err.startswith("certify: error:")
    assert "Traceback" not in err + out
    assert not list(tmp_path.iterdir())  # nothing written


def test_table_then_check(capsys, tmp_path):
    path = tmp_path / "nica-20.json"
    code, out, _ = run(capsys, "table", "--rules", "nica", "--max", "20", "--format", "json", "-o", str(path), "-q")
    assert code == 0 and "valid nica table" in out
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "399 states" in out
    path.write_text(path.read_text().replace('"value": "1/2"', '"value": "1/3"', 1))
    code, _, err = run(capsys, "check", str(path))
    assert code == 1 and "INVALID: content does not match its recorded sha256" in err
    csv = tmp_path / "nica-20.csv"  # a CSV has no hash: the equations catch the edit
    run(capsys, "table", "--rules", "nica", "--max", "20", "-o", str(csv), "-q")
    csv.write_text(csv.read_text().replace(",1/2,", ",1/3,", 1))
    code, _, err = run(capsys, "check", str(csv))
    assert code == 1 and "INVALID: state (" in err


def test_failed_write_leaves_no_file(tmp_path, monkeypatch):
    def explode(*args):
        raise KeyboardInterrupt

    import certify.guesswho.csvtext
    import certify.guesswho.tabletext

    table = certify.guesswho.table.solve("official", 8)
    monkeypatch.setattr(certify.guesswho.tabletext, "stream_states", explode)  # JSON (and CSV of large or three-part tables)
    monkeypatch.setattr(certify.guesswho.csvtext, "write_csv", explode)  # CSV of small two-part tables
    for name in ("t.csv", "t.json"):
        with pytest.raises(KeyboardInterrupt):
            table.write(tmp_path / name)
    assert not list(tmp_path.iterdir())


def test_console_script_quiet_prints_nothing_on_stderr(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "certify.cli", "table", "--rules", "official", "--max", "30", "-o", str(tmp_path / "o.csv"), "--quiet"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and result.stderr == ""


def test_table_states_its_memory_and_refuses_what_would_not_fit(capsys, tmp_path, monkeypatch):
    """The memory a table run needs is stated before it starts; a run that would not fit in
    the available memory is refused at once (exit 4, one line), leaving no file."""
    import certify.guesswho.sizes
    from certify.guesswho.table import memory_needed

    code, out, _ = run(capsys, "table", "--rules", "official", "--max", "40", "-o", str(tmp_path / "a.npz"))
    assert code == 0 and out.splitlines()[0].startswith("official up to N = 40 (npz, checked) needs about")
    needed = memory_needed("official", 3000, "npz")
    assert memory_needed("official", 3000, "csv") > needed > memory_needed("official", 3000, "npz", check=False) > 0
    monkeypatch.setattr(certify.guesswho.sizes, "available_memory", lambda: needed)  # less than 1/0.9 of it
    code, out, err = run(capsys, "table", "--rules", "official", "--max", "3000", "-o", str(tmp_path / "b.npz"))
    assert code == 4 and out == "" and len(err.strip().splitlines()) == 1 and "GiB" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.npz"]
