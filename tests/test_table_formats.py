"""The table checker accepts one canonical form per format and refuses every other (issue 11),
and refuses huge declared sizes before allocating anything (issue 16)."""

import io
import json
import os
import subprocess
import sys
import time
import zipfile

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import certify
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it
from certify.guesswho.table import arrays_sha256, content_sha256


@pytest.fixture(scope="module")
def official8():
    return certify.solve("official", 8)


def npz_arrays(table):
    return {k: np.array(v) for k, v in table.npz_arrays().items()}


def save_npz(path, arrays, rehash=True, **extra):
    meta = json.loads(str(arrays["meta"]))
    if rehash:
        meta["sha256"] = arrays_sha256(meta["rules"], meta["max"], arrays["scaled"], arrays["offsets"], arrays["runs"])
    np.savez_compressed(path, **dict(arrays, meta=np.array(json.dumps(meta))), **extra)
    return path


def json_doc(table):
    return json.loads(table.json_text())


def save_json(path, doc, rehash=True, text=None):
    if rehash:
        doc["sha256"] = content_sha256(doc["rules"], doc["max"], doc["states"])
    path.write_text(text if text is not None else json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    return path


def state(doc, n, m):
    return next(s for s in doc["states"] if (s["n"], s["m"]) == (n, m))


def refused(path, words, code=1, rules=None):
    started = time.perf_counter()
    report = check_table(path, rules)
    assert time.perf_counter() - started < 30, "a refusal must be quick"  # a hang detector: refusals take under 0.5 s
    assert not report.valid and "\n" not in report.problem
    assert words in report.problem, report.problem
    assert report.exit_code == code, (report.exit_code, report.problem)
    return report


# ---- NPZ ------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype, stored", [(np.float64, 9.9), (np.complex128, 9), ("U8", "9")])
def test_npz_scaled_values_of_another_dtype_are_refused(tmp_path, official8, dtype, stored):
    arrays = npz_arrays(official8)
    scaled = arrays["scaled"].astype(dtype)
    scaled[4, 4] = stored  # 9.9 would be read as 9, the right value
    arrays["scaled"] = scaled
    refused(save_npz(tmp_path / "t.npz", arrays), "scaled: expected a 2-d C-order array of <i8")


@pytest.mark.parametrize("name, dtype", [("scaled", np.int32), ("offsets", np.int32), ("runs", np.int64), ("scaled", ">i8")])
def test_npz_arrays_of_the_wrong_width_or_byte_order_are_refused(tmp_path, official8, name, dtype):
    arrays = npz_arrays(official8)
    arrays[name] = arrays[name].astype(dtype)
    refused(save_npz(tmp_path / "t.npz", arrays), f"{name}: expected")


def test_npz_object_arrays_are_refused_without_unpickling(tmp_path, official8):
    arrays = npz_arrays(official8)
    arrays["runs"] = np.array([[0, 0, 0, object()]], dtype=object)
    np.savez(tmp_path / "t.npz", **arrays)
    refused(tmp_path / "t.npz", "runs: expected", code=1)


def test_npz_extra_member_and_wrong_shape_are_refused(tmp_path, official8):
    arrays = npz_arrays(official8)
    refused(save_npz(tmp_path / "t.npz", arrays, extra=np.zeros(1)), "exactly the arrays")
    arrays["scaled"] = arrays["scaled"][:, :-1].copy()
    refused(save_npz(tmp_path / "t.npz", arrays), "shape")


def test_npz_declaring_a_huge_max_is_refused_before_allocation(tmp_path, official8):
    arrays = npz_arrays(official8)
    meta = json.loads(str(arrays["meta"]))
    meta["max"] = 20000
    arrays["meta"] = np.array(json.dumps(meta))
    report = refused(save_npz(tmp_path / "t.npz", arrays), "over the limit", code=4)
    assert "CERTIFY_CHECK_MEMORY_MB" in report.problem
    meta["max"] = 10**6
    arrays["meta"] = np.array(json.dumps(meta))
    refused(save_npz(tmp_path / "t.npz", arrays), "beyond the format's limit", code=4)


def test_npz_runs_declared_huge_are_refused_from_the_header(tmp_path, official8):
    """A member whose .npy header declares 10**9 runs: refused from its header, never read."""
    arrays = npz_arrays(official8)
    buffer = io.BytesIO()
    np.lib.format.write_array_header_1_0(buffer, {"descr": "<i4", "fortran_order": False, "shape": (10**9, 4)})
    with zipfile.ZipFile(tmp_path / "t.npz", "w") as archive:
        for name in ("meta", "scaled", "offsets"):
            with archive.open(f"{name}.npy", "w") as member:
                np.lib.format.write_array(member, arrays[name])
        archive.writestr("runs.npy", buffer.getvalue() + b"\0" * 64)
    refused(tmp_path / "t.npz", "runs: the member's size does not match its header")


def test_npz_run_far_beyond_its_state_is_refused_before_expansion(tmp_path, official8):
    arrays = npz_arrays(official8)
    arrays["runs"][arrays["offsets"][4 * 9 + 4]] = (0, 1, 2**31 - 1, 1)  # 10**12 needs int64: refused as dtype
    refused(save_npz(tmp_path / "t.npz", arrays), "malformed")
    arrays = npz_arrays(official8)
    arrays["runs"] = arrays["runs"].astype(np.int64)
    arrays["runs"][arrays["offsets"][4 * 9 + 4]] = (0, 1, 10**12, 1)
    refused(save_npz(tmp_path / "t.npz", arrays), "runs: expected")


def test_npz_runs_must_be_maximal_progressions_in_order(tmp_path):
    table = certify.solve("official", 30)
    arrays = npz_arrays(table)
    i = 14 * 31 + 14  # (14, 14): 4:10 6:8, one run (0, 4, 6, 2)
    start = arrays["offsets"][i]
    assert arrays["runs"][start].tolist() == [0, 4, 6, 2] and arrays["offsets"][i + 1] == start + 1
    split = np.insert(arrays["runs"], start + 1, [0, 6, 6, 1], axis=0)
    split[start] = (0, 4, 4, 1)
    arrays["runs"], arrays["offsets"] = split, arrays["offsets"] + (np.arange(len(arrays["offsets"])) > i)
    refused(save_npz(tmp_path / "t.npz", arrays), "not a maximal progression")


def test_npz_meta_must_be_canonical_and_complete(tmp_path, official8):
    arrays = npz_arrays(official8)
    meta = json.loads(str(arrays["meta"]))
    for edit, words in [(lambda d: d.pop("sha256"), "missing key 'sha256'"),
                        (lambda d: d.update(note="x"), "unknown key 'note'"),
                        (lambda d: d.update(max=True), "max must be an integer")]:
        changed = dict(meta)
        edit(changed)
        arrays["meta"] = np.array(json.dumps(changed))
        refused(save_npz(tmp_path / "t.npz", arrays, rehash=False), words)
    np.savez_compressed(tmp_path / "t.npz", **dict(arrays, meta=np.array(json.dumps(meta, indent=1))))
    refused(tmp_path / "t.npz", "canonical")


# ---- JSON -----------------------------------------------------------------------------


@pytest.mark.parametrize("value, words", [
    ("18/32", "not in lowest terms"), ("09/16", "not an exact fraction"), ("9/16\n", "not an exact fraction"),
    ("٩/16", "not an exact fraction"), ("+9/16", "not an exact fraction"), ("9/16 ", "not an exact fraction"),
    ("1/1", "not in lowest terms"), ("0/5", "not an exact fraction"), ("16/16", "not in lowest terms"),
])
def test_json_values_must_be_canonical_fractions(tmp_path, official8, value, words):
    doc = json_doc(official8)
    assert state(doc, 4, 4)["value"] == "9/16"
    state(doc, 4, 4)["value"] = value
    refused(save_json(tmp_path / "t.json", doc), words)


def test_json_sha256_stale_or_absent_is_refused(tmp_path, official8):
    doc = json_doc(official8)
    state(doc, 4, 4)["moves"] = ["1:3", "2:2"]
    refused(save_json(tmp_path / "t.json", dict(doc), rehash=False), "sha256")
    doc = json_doc(official8)
    del doc["sha256"]
    refused(save_json(tmp_path / "t.json", doc, rehash=False), "missing key 'sha256'")


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(extra=1), "unknown key 'extra'"),
    (lambda d: d.pop("rules"), "missing key 'rules'"),
    (lambda d: d.update(max=8.0), "max must be an integer"),
    (lambda d: state(d, 2, 2).update(n=True), "n must be an integer"),
    (lambda d: state(d, 2, 2).update(note=1), "unknown key 'note'"),
    (lambda d: d.update(tool_version="0.1 beta"), "tool must be certify"),
    (lambda d: d.update(value_encoding="floats"), "value_encoding"),
    (lambda d: state(d, 2, 2).update(moves="1:1"), "moves must be a list"),
])
def test_json_unknown_missing_and_mistyped_fields_are_refused(tmp_path, official8, edit, words):
    doc = json_doc(official8)
    edit(doc)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, indent=1) + "\n")
    refused(path, words)


def test_json_lacking_rules_with_rules_given_is_a_clean_error(tmp_path, official8):
    doc = json_doc(official8)
    del doc["rules"]
    path = save_json(tmp_path / "t.json", doc, rehash=False)
    refused(path, "missing key 'rules'", rules="official")


def test_json_layout_is_canonical(tmp_path, official8):
    doc = json_doc(official8)
    canonical = json.dumps(doc, indent=1) + "\n"
    for text in (json.dumps(doc), canonical + "\n", canonical.replace('"max": 8', '"max": 8 '),
                 canonical.replace('"format": "certify-table"', '"format": "certify-t\\u0061ble"')):
        refused(save_json(tmp_path / "t.json", doc, rehash=False, text=text), "canonical form")
    reordered = {"rules": doc["rules"], **{k: v for k, v in doc.items() if k != "rules"}}
    refused(save_json(tmp_path / "t.json", reordered, rehash=False), "keys out of order")


def test_json_duplicate_keys_and_nan_are_refused(tmp_path, official8):
    text = json.dumps(json_doc(official8), indent=1) + "\n"
    refused(save_json(tmp_path / "t.json", {}, rehash=False, text=text.replace('"max": 8,', '"max": 8,\n "max": 8,')),
            "repeated", code=3)
    refused(save_json(tmp_path / "t.json", {}, rehash=False, text=text.replace('"max": 8', '"max": NaN')),
            "not a JSON number", code=3)


def test_json_declaring_max_8000_in_44_bytes_ends_at_once(tmp_path):
    path = tmp_path / "t.json"
    path.write_text('{"rules": "official", "max": 8000, "st": []}')
    assert path.stat().st_size == 44
    refused(path, "not a certify table", code=3)  # no format: not a table at all
    path.write_text('{"format": "certify-table", "format_version": 1, "rules": "official", "max": 8000, '
                    '"tool": "certify", "tool_version": "0", "value_encoding": "exact fraction p/q (or an integer)", '
                    '"sha256": "' + "0" * 64 + '", "states": []}')
    refused(path, "over the limit", code=4)


def test_deeply_nested_json_is_refused_without_recursion(tmp_path):
    path = tmp_path / "t.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    refused(path, "nesting depth", code=4)
    path.write_text('{"format": "certify-table", "x": ' + "[" * 100_000)
    refused(path, "nesting depth", code=4)


def test_a_json_of_another_kind_is_an_unsupported_file(tmp_path):
    path = tmp_path / "board.json"
    path.write_text('{"characters": 24, "features": []}')
    refused(path, "unsupported file type", code=3)


def test_rules_given_must_match_the_files(tmp_path, official8):
    refused(save_json(tmp_path / "t.json", json_doc(official8)), "not 'nica'", rules="nica")


# ---- CSV ------------------------------------------------------------------------------


@pytest.mark.parametrize("edit, words", [
    (lambda t: t.replace("\n", "\r\n"), "line 1: lines end with"),
    (lambda t: t[:-1], "must end with a newline"),
    (lambda t: t + "\n", "line"),
    (lambda t: t.replace("4,4,9/16,", "4,4,18/32,"), "not in lowest terms"),
    (lambda t: t.replace("4,4,9/16,", "04,4,9/16,"), "line"),
    (lambda t: t.replace("4,4,9/16,", "4,4,9/16 ,"), "not an exact fraction"),
    (lambda t: t.replace("\n4,4,", "\n٤,4,"), "line"),
    (lambda t: t.replace("\n2,2,", "\n²,2,"), "line"),
    (lambda t: t.replace("4,4,9/16,1:3", "4,4,9/16,1:3 1:3"), "out of canonical order"),
    (lambda t: t.replace("4,4,9/16,1:3", "4,4,9/16,3:1"), "ascending"),
    (lambda t: t.replace("4,4,9/16,1:3", "4,4,9/16, 1:3"), "cannot read move"),
])
def test_csv_must_be_canonical(tmp_path, official8, edit, words):
    text = official8.csv_text()
    assert "\n4,4,9/16,1:3\n" in text
    path = tmp_path / "official-8.csv"
    path.write_bytes(edit(text).encode("utf-8"))
    refused(path, words)


def test_csv_rows_out_of_order_are_refused(tmp_path, official8):
    lines = official8.csv_text().splitlines(keepends=True)
    lines[3], lines[4] = lines[4], lines[3]
    path = tmp_path / "official-8.csv"
    path.write_text("".join(lines))
    refused(path, "out of order")


def test_tiny_csv_declaring_a_huge_state_ends_at_once(tmp_path):
    path = tmp_path / "official.csv"
    path.write_text("n,m,value,moves\n8000,1,1/8000,guess")
    refused(path, "")
    path.write_text("n,m,value,moves\n8000,1,1/8000,guess\n")
    refused(path, "no states")
    path.write_text("n,m,value,moves\n1,1,1,guess\n8000,1,1/8000,guess\n")
    refused(path, "lists 2 states")


# ---- files that are not tables --------------------------------------------------------


@pytest.mark.parametrize("make, words", [
    (lambda p: "/dev/null", "empty file"),
    (lambda p: (p / "e.csv").write_text("") and None or p / "e.csv", "empty file"),
    (lambda p: p / "missing.csv", "no such file"),
    (lambda p: p, "is a directory"),
    (lambda p: (p / "x.bin").write_bytes(b"\xff\xfe\x00garbage") and None or p / "x.bin", "unsupported file type"),
    (lambda p: (p / "x.txt").write_text("hello\n") and None or p / "x.txt", "unsupported file type"),
])
def test_unreadable_and_unsupported_files(tmp_path, make, words):
    refused(make(tmp_path), words, code=3)


def test_fifo_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    refused(tmp_path / "pipe", "not a regular file", code=3)


def test_an_ab_certificate_is_not_a_table(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"format": "certify-ab-tree/1"}))
    refused(path, "AB-game certificate", code=3)


def test_memory_limit_is_stated_and_can_be_raised(tmp_path):
    path = certify.solve("official", 200).write(tmp_path / "official-200.npz")
    env = dict(os.environ, CERTIFY_CHECK_MEMORY_MB="1")
    run = subprocess.run([sys.executable, "-m", "certify.checkers.tables", str(path)], capture_output=True, text=True, env=env)
    assert run.returncode == 4 and "CERTIFY_CHECK_MEMORY_MB=" in run.stdout and run.stdout.count("\n") == 1
    run = subprocess.run([sys.executable, "-m", "certify.checkers.tables", str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and "valid" in run.stdout
    text = certify.solve("official", 200).write(tmp_path / "official-200.csv")  # the converter prices a CSV the same way
    assert certify.check(text).valid
    os.environ["CERTIFY_CHECK_MEMORY_MB"], report = "1", None
    try:
        report = certify.check(text)
    finally:
        del os.environ["CERTIFY_CHECK_MEMORY_MB"]
    assert report.exit_code == 4 and "CERTIFY_CHECK_MEMORY_MB=" in report.problem


def test_the_trusted_checker_reads_npz_alone_and_the_converter_writes_the_engines_bytes(tmp_path):
    """One trusted format (issue 39): the checker refuses CSV and JSON with one line naming the
    converter (exit 3); the converter's NPZ of a CSV or JSON table is byte for byte the engine's."""
    for rules in ("nica", "official", "tripartite"):
        table = certify.solve(rules, 26)
        engine = table.write(tmp_path / f"{rules}-26.npz").read_bytes()
        for fmt in ("csv", "json"):
            text = table.write(tmp_path / f"{rules}-26.{fmt}")
            run = subprocess.run([sys.executable, "-m", "certify.checkers.tables", str(text)], capture_output=True, text=True)
            assert run.returncode == 3 and run.stdout.count("\n") == 1 and "certify.guesswho.convert" in run.stdout, run.stdout
            target = tmp_path / f"from-{fmt}.npz"
            run = subprocess.run([sys.executable, "-m", "certify.guesswho.convert", str(text), str(target)], capture_output=True, text=True)
            assert run.returncode == 0, run.stderr
            assert target.read_bytes() == engine, (rules, fmt)
    bad = tmp_path / "official-26.csv"
    bad.write_text(bad.read_text().replace("\n5,5,", "\n5,5,0", 1))
    run = subprocess.run([sys.executable, "-m", "certify.guesswho.convert", str(bad), str(tmp_path / "bad.npz")], capture_output=True, text=True)
    assert run.returncode == 1 and "INVALID" in run.stderr and not (tmp_path / "bad.npz").exists()


@pytest.mark.parametrize("target", ["/dev/null", "empty"])
def test_cli_check_says_empty_file(tmp_path, target):
    path = target if target == "/dev/null" else str(tmp_path / "t.csv")
    if target == "empty":
        (tmp_path / "t.csv").write_text("")
    run = subprocess.run([sys.executable, "-m", "certify.cli", "check", path], capture_output=True, text=True)
    assert run.returncode == 3 and "empty file" in run.stderr and "no such file" not in run.stderr


@st.composite
def listed_moves(draw):
    """States' moves in canonical order, one run ``(a, b, b, 1)`` per move, the guess last, and
    each state's ``(a, ascending bs)`` groups."""
    offsets, runs, groups = [0], [], []
    for state in range(draw(st.integers(1, 5))):
        listed = []
        for a in sorted(draw(st.sets(st.integers(0, 4), max_size=3))):
            bs = sorted(draw(st.sets(st.integers(1, 40), min_size=1, max_size=9)))
            runs += [(a, b, b, 1) for b in bs]
            listed.append((a, bs))
        if draw(st.booleans()):
            runs.append((0, 0, 0, 1))
            listed.append((None, None))
        offsets.append(len(runs))
        groups.append(listed)
    return np.array(offsets), np.array(runs, dtype=np.int32).reshape(-1, 4), groups


@given(listed_moves())
@settings(max_examples=300, deadline=None)
def test_the_converter_makes_the_engines_runs(case):
    """``canonical_runs`` (vectorised) is the engine's maximal greedy progressions, state by state."""
    from certify.guesswho.textread import canonical_runs
    from certify.guesswho.small import greedy

    offsets, runs, groups = case
    expected, per_state = [], []
    for listed in groups:
        made = []
        for a, bs in listed:
            made += [(0, 0, 0, 1)] if a is None else [(a, *run) for run in greedy(np.array(bs))]
        expected += made
        per_state.append(len(made))
    found_offsets, found = canonical_runs(5, offsets, runs)
    assert [tuple(r) for r in found.tolist()] == expected
    assert found_offsets.tolist() == np.concatenate(([0], np.cumsum(per_state))).tolist()


def test_the_table_checker_answers_through_verdict_and_ctrl_c_is_one_line(tmp_path, monkeypatch, capsys):
    """tables.py raises like every checker and its entry point is ``verdict()`` (issue 39): a fault
    is a CheckError, and Ctrl-C during the check exits 130 with one line, no traceback."""
    from certify.checkers import CheckError, tables

    path = certify.solve("official", 12).write(tmp_path / "official-12.npz")
    assert tables.check_file(path)["states"] == 144
    with pytest.raises(CheckError, match="not 'nica'"):
        tables.check_file(path, "nica")

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tables, "check_equations", interrupted)
    assert tables.main([str(path)]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err == f"{path}: interrupted, no verdict\n"
