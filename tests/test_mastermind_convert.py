"""One current format for the Mastermind optimality certificates (issue 39): the trusted checker
reads ``certify-mastermind-optimality/3`` alone and refuses the retired /1 and /2 in one line
naming the converter (exit 3, through its own entry point and ``certify check``); the converter
``python -m certify.codebreaking.convert OLD NEW`` (outside the trusted base) rewrites either as
/3, which checks with the measures the old file claims, and leaves nothing behind when it cannot;
the committed files are /3."""

import gzip
import json
import lzma
import subprocess
import sys

import pytest

from certify.checkers import mastermind as mmcheck
from certify.codebreaking import convert
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.general import Game
from certify.codebreaking.search import Solver, solve
from certify.codebreaking.witness import optimality_states
from certify.files.resources import committed

CONVERTER = "python -m certify.codebreaking.convert OLD NEW"


@pytest.fixture(scope="module")
def old_files(tmp_path_factory):
    """Old certificates as earlier versions wrote them: /1 (3x4 Mastermind, the branch and bound's
    memo; JSON and gzipped JSON) and /2 (3x8 Bulls and Cows, the budgeted search: T 1449, W 6;
    gzipped JSON lines, and "no strategy within 5" alone, plain)."""
    folder = tmp_path_factory.mktemp("old")
    game = Game(3, 4, True)
    solver = Solver(game)
    v1 = optimality_states(game, solver, solve(game, solver=solver))
    (folder / "v1.json").write_text(json.dumps(v1))
    (folder / "v1.json.gz").write_bytes(gzip.compress(json.dumps(v1).encode()))
    budget = BudgetSolver(Game(3, 8, False))
    budget.solve()
    with gzip.open(folder / "v2.jsonl.gz", "wt") as handle:
        handle.write("\n".join(budget.certificate_lines()) + "\n")
    (folder / "v2-no-5.jsonl").write_text("\n".join(budget.certificate_lines(only_impossible=5)) + "\n")
    return folder, v1


def checker(*args):
    done = subprocess.run([sys.executable, "-m", "certify.checkers.mastermind", *map(str, args)],
                          capture_output=True, text=True)
    return done.returncode, done.stdout.splitlines(), done.stderr


def converter(*args):
    done = subprocess.run([sys.executable, "-m", "certify.codebreaking.convert", *map(str, args)],
                          capture_output=True, text=True)
    return done.returncode, done.stdout.splitlines(), done.stderr.splitlines()


@pytest.mark.parametrize("name,kind", [("v1.json", 1), ("v1.json.gz", 1), ("v2.jsonl.gz", 2), ("v2-no-5.jsonl", 2)])
def test_a_retired_format_is_refused_in_one_line_naming_the_converter(old_files, name, kind):
    folder, _ = old_files
    status, lines, err = checker(folder / name)
    assert status == 3 and err == "" and len(lines) == 1, (status, lines, err)
    assert lines[0] == (f"{folder / name}: INVALID: certify-mastermind-optimality/{kind} is a retired format, "
                        f"no longer read: convert it with {CONVERTER}")
    done = subprocess.run([sys.executable, "-m", "certify", "check", str(folder / name)], capture_output=True, text=True)
    assert done.returncode == 3 and len(done.stderr.splitlines()) == 1 and CONVERTER in done.stderr, done.stderr
    with pytest.raises(mmcheck.CheckError) as error:
        mmcheck.check_file(str(folder / name))
    assert error.value.exit_code == 3


@pytest.mark.parametrize("name,new,measures", [
    ("v1.json", "a.jsonl.xz", {"total": 206, "worst": 4, "restricted": 206}),
    ("v1.json.gz", "b.jsonl", {"total": 206, "worst": 4, "restricted": 206}),
    ("v2.jsonl.gz", "c.jsonl.gz", {"total": 1449, "worst": 6, "restricted": 1449}),
    ("v2-no-5.jsonl", "d.jsonl.xz", {"impossible_within": 5, "least_worst_at_least": 6}),
])
def test_conversion_round_trips(old_files, tmp_path, name, new, measures):
    """The converted file is /3, checks, and states what the old one claims (and the old one's
    own claims are the searches' values, quoted here)."""
    folder, _ = old_files
    status, lines, err = converter(folder / name, tmp_path / new)
    assert status == 0 and err == [] and len(lines) == 1 and lines[0].startswith(f"{tmp_path / new}: valid "), (lines, err)
    summary = mmcheck.check_file(str(tmp_path / new))
    assert summary["kind"] == "certify-mastermind-optimality/3"
    assert {key: summary[key] for key in measures} == measures
    head = (tmp_path / new).read_bytes()[:6]
    assert head.startswith(b"\xfd7zXZ") if new.endswith(".xz") else head.startswith(b"\x1f\x8b") if new.endswith(".gz") \
        else head.startswith(b'{"form')
    assert sorted(p.name for p in tmp_path.iterdir()) == [new]  # no temporary file left


def test_the_converted_file_is_the_engines_own_output(old_files, tmp_path):
    """Converting the in-memory /1 document gives byte for byte what the engine now writes
    (witness.optimality_certificate), so old and new certificates of a game are one file."""
    from certify.codebreaking.witness import optimality_certificate

    folder, v1 = old_files
    assert converter(folder / "v1.json", tmp_path / "c.jsonl")[0] == 0
    game = Game(3, 4, True)
    solver = Solver(game)
    lines = optimality_certificate(game, solver, solve(game, solver=solver))
    assert (tmp_path / "c.jsonl").read_text() == "\n".join(lines) + "\n"


def test_converter_errors_are_one_line(old_files, tmp_path):
    folder, v1 = old_files
    status, out, err = converter()
    assert status == 2 and out == [] and len(err) == 1 and err[0].startswith("usage:")
    assert converter(folder / "v1.json")[0] == 2
    assert converter(folder / "v1.json", tmp_path)[0] == 2  # NEW a folder
    assert converter(folder / "v1.json", tmp_path / "no" / "c.jsonl")[0] == 2  # NEW in no folder
    assert converter("-x", tmp_path / "c.jsonl")[0] == 2
    status, out, _ = converter("--help")
    assert status == 0 and out[0].startswith("usage:")
    tree = tmp_path / "tree.json"
    tree.write_text(json.dumps({"format": "certify-mastermind-tree/1", "digits": 2, "symbols": 3, "repeats": True}))
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\xff garbage")
    assert converter(folder / "v2.jsonl.gz", tmp_path / "current.jsonl")[0] == 0
    for path, words in ((tmp_path / "missing.json", "no such file"), (tree, "not a retired"), (garbage, "cannot read"),
                        (tmp_path / "current.jsonl", "already certify-mastermind-optimality/3"), (tmp_path, "directory")):
        status, out, err = converter(path, tmp_path / "out.jsonl")
        assert status == 3 and out == [] and len(err) == 1 and words in err[0] and "Traceback" not in err[0], (path, err)
    assert not (tmp_path / "out.jsonl").exists()


def test_a_false_old_certificate_is_not_converted(old_files, tmp_path):
    """An old file whose claims do not hold (the root's value lowered, or a claimed measure
    changed): exit 1, one line, nothing written."""
    folder, v1 = old_files
    bad = json.loads(json.dumps(v1))
    root = next(s for s in bad["states"] if s["limit"] is None and len(s["codes"]) == 64)
    root["value"] -= 1
    (tmp_path / "bad1.json").write_text(json.dumps(bad))
    lines = gzip.decompress((folder / "v2.jsonl.gz").read_bytes()).decode().splitlines()
    header = json.loads(lines[0])
    header["total"] += 1
    (tmp_path / "bad2.jsonl").write_text("\n".join([json.dumps(header, separators=(",", ":"))] + lines[1:]) + "\n")
    for name in ("bad1.json", "bad2.jsonl"):
        status, out, err = converter(tmp_path / name, tmp_path / "out.jsonl.xz")
        assert status == 1 and out == [] and len(err) == 1 and "Traceback" not in err[0], (name, err)
        assert not (tmp_path / "out.jsonl.xz").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad1.json", "bad2.jsonl"]


def test_the_converter_is_outside_the_trusted_base():
    """The trusted base names the converter but never imports it (nor anything of the engines)."""
    from pathlib import Path

    checkers = Path(convert.__file__).resolve().parent.parent / "checkers"
    for path in checkers.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import certify.codebreaking" not in text and "from certify.codebreaking" not in text, path
    assert not (checkers / "_mastermind_optimality.py").exists()


def test_a_header_with_a_list_for_a_number_is_one_verdict_line(tmp_path):
    """The /3 checker builds its game once per header: a field that cannot be a cache key (a list)
    is refused in one line, not a traceback."""
    path = tmp_path / "bad.jsonl"
    path.write_text('{"format":"certify-mastermind-optimality/3","digits":[2],"symbols":3,"repeats":true,'
                    '"codes":9,"roots":1,"states":1}\n[null,21,0,3,[],[]]\n')
    status, lines, err = checker(path)
    assert status == 1 and err == "" and len(lines) == 1 and "digits, symbols, codes must be integers" in lines[0]


def test_every_committed_optimality_certificate_is_current():
    """No committed Mastermind or Bulls and Cows certificate is in a retired format (the headers;
    the slow tests below and the audit check the files)."""
    names = []
    for folder in ("mastermind", "bullscows"):
        for path in sorted(committed(folder).iterdir()):
            if "tree" in path.name:
                continue
            names.append(path.name)
            opener = lzma.open if path.name.endswith(".xz") else gzip.open if path.name.endswith(".gz") else open
            with opener(path, "rt") as handle:
                assert json.loads(handle.readline())["format"] == "certify-mastermind-optimality/3", path
    assert "4x6-mm-optimality.jsonl.xz" in names and "4x10-ab-no-6.jsonl.xz" in names
    assert all(name.endswith(".jsonl.xz") for name in names), names


@pytest.mark.slow
@pytest.mark.parametrize("name,measures", [
    ("mastermind/4x6-mm-optimality.jsonl.xz", {"total": 5625, "worst": 5, "restricted": 5626, "codes": 1296}),
    ("bullscows/4x10-ab-no-6.jsonl.xz", {"impossible_within": 6, "least_worst_at_least": 7, "codes": 5040}),
])
def test_the_converted_committed_certificates_check(name, measures):
    """The two files converted from /2 (issue 39) state what the /2 files stated: 4x6 Mastermind
    T 5625, W 5, R 5626; 4x10 Bulls and Cows: no strategy within 6 guesses."""
    summary = mmcheck.check_file(str(committed(name)))
    assert {key: summary[key] for key in measures} == measures
