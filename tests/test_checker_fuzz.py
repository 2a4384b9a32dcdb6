"""Fuzzing the trusted base's readers (issue 16): random bytes, truncations, flipped bytes,
huge declared sizes and deep nesting give a clean verdict or a one-line error, quickly, and
never another exception."""

import json
import resource
import subprocess
import sys
import time

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import certify
from certify.checkers import ab as abcheck
from certify.guesswho.textread import check_table  # NPZ by the trusted checker; CSV and JSON converted for it

KINDS = ["csv", "json", "npz", "ab-tree", "ab-optimality"]
BUDGET = 30.0  # seconds per file: a hang detector (each takes well under a second), generous for a loaded 2-core machine


@pytest.fixture(scope="module")
def samples(tmp_path_factory):
    """Valid files of every kind the two checkers read, as bytes."""
    from certify.codebreaking.certificate import optimality_certificate, strategy_tree

    folder = tmp_path_factory.mktemp("samples")
    table = certify.solve("tripartite", 7)
    found = {fmt: table.write(folder / f"tripartite-7.{fmt}").read_bytes() for fmt in ("csv", "json", "npz")}
    found["ab-tree"] = json.dumps(strategy_tree(2, 4), separators=(",", ":")).encode()
    found["ab-optimality"] = json.dumps(optimality_certificate(2, 4), separators=(",", ":")).encode()
    return found


def verdict(path, data):
    """Check ``data`` with the checker that claims its kind; a clean outcome or a failure."""
    path.write_bytes(data)
    started = time.perf_counter()
    report = check_table(path)
    if report.exit_code == 3 and "AB-game certificate" in (report.problem or ""):
        try:
            abcheck.check_file(str(path))
            report.valid = True
        except abcheck.CheckError as error:
            report.problem, report.exit_code = str(error), error.exit_code
    assert time.perf_counter() - started < BUDGET
    if not report.valid:
        assert report.problem and "\n" not in report.problem and len(report.problem) < 400
        assert report.exit_code in (1, 3, 4)
    return report


@given(data=st.binary(max_size=3000))
def test_random_bytes(tmp_path_factory, data):
    assert not verdict(tmp_path_factory.mktemp("f") / "official-9.csv", data).valid


@given(kind=st.sampled_from(KINDS), cut=st.floats(0, 1))
def test_truncations(tmp_path_factory, samples, kind, cut):
    data = samples[kind]
    size = int(cut * len(data))
    report = verdict(tmp_path_factory.mktemp("f") / "tripartite-7.x", data[:size])
    if size == len(data):
        assert report.valid
    elif report.valid:  # a CSV cut where a smaller complete table ends (N = 1 after its first row)
        assert kind == "csv" and report.max < 7, (kind, size, report.max)


@given(kind=st.sampled_from(KINDS), where=st.floats(0, 1),
       byte=st.integers(0, 255))
@example(kind="npz", where=0.8813182521025902, byte=128)  # a Zip64 offset past any seek: was OverflowError (CI, session 23)
def test_flipped_bytes(tmp_path_factory, samples, kind, where, byte):
    data = bytearray(samples[kind])
    k = min(int(where * len(data)), len(data) - 1)
    data[k] = byte
    verdict(tmp_path_factory.mktemp("f") / "tripartite-7.x", bytes(data))


@given(size=st.one_of(st.integers(-5, 40), st.integers(10**3, 10**13)), rules=st.sampled_from(["nica", "official", "tripartite"]))
def test_huge_declared_sizes(tmp_path_factory, size, rules):
    folder = tmp_path_factory.mktemp("f")
    doc = {"format": "certify-table", "format_version": 1, "rules": rules, "max": size, "tool": "certify",
           "tool_version": "0.1.0", "value_encoding": "exact fraction p/q (or an integer)", "sha256": "0" * 64,
           "states": []}
    assert not verdict(folder / "t.json", (json.dumps(doc, indent=1) + "\n").encode()).valid
    meta = {"format": "certify-table-npz", "format_version": 1, "rules": rules, "max": size, "tool": "certify",
            "tool_version": "0.1.0", "sha256": "0" * 64}
    small = max(1, min(size, 3)) + 1
    np.savez_compressed(folder / "t.npz", meta=np.array(json.dumps(meta)), scaled=np.zeros((small, small), np.int64),
                        offsets=np.zeros(small * small + 1, np.int64), runs=np.zeros((0, 4), np.int32))
    assert not verdict(folder / "t.npz", (folder / "t.npz").read_bytes()).valid
    line = f"{size},1,1/{abs(size) or 1},guess\n"
    assert not verdict(folder / "official.csv", ("n,m,value,moves\n" + line).encode()).valid
    for digits in (1, 2, 5):
        tree = {"format": "certify-ab-tree/1", "digits": digits, "symbols": size, "codes": size, "total": 1,
                "depth": 1, "tree": {"guess": [0] * digits}}
        report = verdict(folder / "t.json", json.dumps(tree, separators=(",", ":")).encode())
        assert not report.valid or size == 1  # the 1x1 tree guessing 0 is a valid strategy
        table = {"format": "certify-ab-optimality/2", "digits": min(digits, 2), "symbols": size, "states": []}
        assert not verdict(folder / "t.json", json.dumps(table, separators=(",", ":")).encode()).valid


@settings(max_examples=10)
@given(depth=st.integers(1, 300_000), opener=st.sampled_from(["[", '{"a":', '{"format":"certify-ab-tree/1","tree":']))
def test_deep_nesting(tmp_path_factory, depth, opener):
    closer = "]" if opener == "[" else "}"
    text = opener * depth + "0" + closer * depth
    assert not verdict(tmp_path_factory.mktemp("f") / "t.json", text.encode()).valid


def test_hostile_files_stay_within_a_memory_budget(tmp_path):
    """The issue's bombs, each in a fresh interpreter limited to 2 GB of address space."""
    (tmp_path / "official.csv").write_text("n,m,value,moves\n8000,1,1/8000,guess\n")
    (tmp_path / "big.json").write_text('{"format": "certify-table", "format_version": 1, "rules": "official", '
                                       '"max": 8000, "tool": "certify", "tool_version": "0", "value_encoding": '
                                       '"exact fraction p/q (or an integer)", "sha256": "' + "0" * 64 + '", "states": []}')
    (tmp_path / "deep.json").write_text('{"format":"certify-ab-tree/1","tree":' * 200_000)
    meta = {"format": "certify-table-npz", "format_version": 1, "rules": "official", "max": 20000, "tool": "certify",
            "tool_version": "0.1.0", "sha256": "0" * 64}
    np.savez_compressed(tmp_path / "big.npz", meta=np.array(json.dumps(meta)), scaled=np.zeros((2, 2), np.int64),
                        offsets=np.zeros(5, np.int64), runs=np.zeros((0, 4), np.int32))

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (2 * 2**30, 2 * 2**30))

    for name, module in [("official.csv", "tables"), ("big.json", "tables"), ("big.npz", "tables"), ("deep.json", "ab")]:
        started = time.perf_counter()
        run = subprocess.run([sys.executable, "-m", f"certify.checkers.{module}", str(tmp_path / name)],
                             capture_output=True, text=True, preexec_fn=limit, timeout=300)
        assert time.perf_counter() - started < 60  # a hang detector: about 0.5 s each
        assert run.returncode in (1, 3, 4) and run.stderr == "" and run.stdout.count("\n") == 1, (name, run)
