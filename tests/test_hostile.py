"""Hostile and careless input through the real command line (issue 16): every example ends
with a one-line error and the documented exit code, in bounded time, and nothing unchecked
is left on disk. Each case runs ``python -m certify.cli`` in a subprocess."""

from __future__ import annotations

import io
import json
import os
import signal
import stat
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import certify
from certify.cli import main

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
ENV.pop("CERTIFY_DEBUG", None)


def certify_cli(*args, cwd=None, timeout=120):
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "certify.cli", *map(str, args)], capture_output=True, text=True,
                            cwd=cwd, env=ENV, timeout=timeout)
    result.seconds = time.perf_counter() - started
    return result


def one_line_error(result, code):
    assert result.returncode == code, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("certify: error:"), result.stderr
    return lines[0]


@pytest.fixture(scope="module")
def startup(tmp_path_factory):
    """Seconds a ``certify check`` of a tiny valid table takes here (interpreter, imports):
    the time budgets below are on top of it."""
    folder = tmp_path_factory.mktemp("startup")
    certify.solve("official", 3).write(folder / "official-3.csv")
    result = certify_cli("check", folder / "official-3.csv")
    assert result.returncode == 0
    return result.seconds


def at_once(seconds: float, startup: float) -> bool:
    """Ended without doing the refused work: a hang detector, 10 times the command's start and a
    second (the refusals take a fraction of a second beyond the start; the work refused, hours)."""
    return seconds < 10 * (startup + 1)


# ---- output paths ------------------------------------------------------------------------


def test_fifo_output_is_refused_and_left_alone(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    line = one_line_error(certify_cli("table", "--rules", "official", "--max", "30", "-o", fifo), 2)
    assert "named pipe" in line and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_device_symlink_and_directory_outputs_are_refused(tmp_path):
    target = tmp_path / "target.csv"
    target.write_text("keep\n")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    line = one_line_error(certify_cli("table", "--rules", "official", "--max", "4", "-o", link), 2)
    assert "symbolic link" in line and link.is_symlink() and target.read_text() == "keep\n"
    line = one_line_error(certify_cli("table", "--rules", "official", "--max", "4", "--format", "csv", "-o", "/dev/null"), 2)
    assert "character device" in line and stat.S_ISCHR(os.stat("/dev/null").st_mode)
    (tmp_path / "dir.csv").mkdir()
    assert "directory" in one_line_error(certify_cli("table", "--rules", "official", "--max", "4", "-o", tmp_path / "dir.csv"), 2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir.csv", "link.csv", "target.csv"]


def test_two_outputs_with_one_path_are_refused(tmp_path):
    line = one_line_error(certify_cli("abgame", "-n", "4", "--tree", "a.json", "--certificate", "./a.json", cwd=tmp_path), 2)
    assert "--tree and --certificate" in line
    result = certify_cli("audit", "--only", "nica", "--json", "x.json", "--report", "x.json", cwd=tmp_path)
    assert "--json and --report" in one_line_error(result, 2) and result.seconds < 120
    assert not list(tmp_path.iterdir())


def test_missing_directories_fail_before_any_work(tmp_path, startup):
    missing = tmp_path / "nonexistent"
    cases = [("table", "--rules", "official", "--max", "2048", "-o", missing / "x.npz"),
             ("audit", "--json", missing / "a.json"),
             ("abgame", "-n", "30", "--tree", missing / "t.json"),
             ("adversary", "--board", "--tree", missing / "b.json"),
             ("prove", "--markdown", missing / "p.md")]
    for args in cases:
        result = certify_cli(*args)
        assert "does not exist" in one_line_error(result, 2), args
        assert at_once(result.seconds, startup), (args, result.seconds)
    assert not missing.exists()


def test_empty_output_path_names_the_option(tmp_path):
    line = one_line_error(certify_cli("table", "--rules", "official", "--max", "4", "-o", "", cwd=tmp_path), 2)
    assert "--output" in line and "empty" in line and ".partial" not in line


# ---- formats: inferred from the extension, or a mismatch refused ---------------------------


def test_format_follows_the_extension(tmp_path):
    result = certify_cli("table", "--rules", "official", "--max", "4", "-o", "official-4.json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads((tmp_path / "official-4.json").read_text())["format"] == "certify-table"
    for args in (("--format", "json", "-o", "x.csv"), ("--format", "npz", "-o", "t.dat"), ("-o", "t.dat")):
        one_line_error(certify_cli("table", "--rules", "official", "--max", "4", *args, cwd=tmp_path), 2)
    one_line_error(certify_cli("table", "--rules", "nica", "--max", "1", "-o", "n.csv", cwd=tmp_path), 2)
    one_line_error(certify_cli("audit", "--only", "nica", "--json", "report.csv", cwd=tmp_path), 2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["official-4.json"]


def test_a_file_failing_its_check_is_never_put_in_place(tmp_path, capsys, monkeypatch):
    from certify.guesswho import textread as convert

    target = tmp_path / "official-6.csv"
    target.write_text("previous\n")
    real = convert.check_table
    monkeypatch.setattr(convert, "check_table", lambda path, rules=None: real(path, "nica"))  # a check that fails
    assert main(["table", "--rules", "official", "--max", "6", "-o", str(target), "-q"]) == 1
    assert "INVALID" in capsys.readouterr().err
    assert target.read_text() == "previous\n" and [p.name for p in tmp_path.iterdir()] == ["official-6.csv"]


def test_an_interrupt_while_checking_leaves_nothing(tmp_path, capsys, monkeypatch):
    from certify.guesswho import textread as convert

    def interrupted(path, rules=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(convert, "check_table", interrupted)
    assert main(["table", "--rules", "official", "--max", "6", "-o", str(tmp_path / "t.npz"), "-q"]) == 130
    assert capsys.readouterr().err == "certify: interrupted; nothing written\n"
    assert not list(tmp_path.iterdir())


def test_sigint_during_a_long_table_leaves_no_file_and_no_traceback(tmp_path):
    """``timeout -s INT 10 certify table --rules official --max 1500 --format npz -o t.npz``,
    with the signal sent to the whole process group as ``timeout`` does."""
    process = subprocess.Popen([sys.executable, "-m", "certify.cli", "table", "--rules", "official", "--max", "1500",
                                "--format", "npz", "-o", "t.npz"], cwd=tmp_path, env=ENV, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    # interrupt once the staged file exists (writing, then checking: seconds at N = 1500), so the
    # signal lands mid-run on a fast machine as on a slow one
    deadline = time.monotonic() + 180
    while process.poll() is None and time.monotonic() < deadline and not list(tmp_path.glob(".t.*.partial.npz")):
        time.sleep(0.02)
    assert process.poll() is None, "the table finished before it could be interrupted"
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err == "certify: interrupted; nothing written\n" and "Traceback" not in out
    assert not list(tmp_path.iterdir())


def test_an_interrupt_inside_string_evaluated_code_still_exits_130(tmp_path):
    """The flake of session 26's CI (status -2 with the one line printed): under ``python -m``,
    CPython kills itself with SIGINT at exit if the KeyboardInterrupt was raised in code run from
    a string (gmpy2's import runs some with PyRun_String), even though certify caught it."""
    (tmp_path / "interrupted_in_exec.py").write_text(
        "import sys\n"
        "import certify.cli.app as cli\n"
        "cli.app.invoke = lambda context: exec('raise KeyboardInterrupt', {})\n"
        "sys.exit(cli.main(['table', '--rules', 'official', '--max', '3']))\n")
    run = subprocess.run([sys.executable, "-m", "interrupted_in_exec"], cwd=tmp_path, env=ENV, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 130, (run.returncode, run.stderr)
    assert run.stderr == "certify: interrupted; nothing written\n"


def test_an_interrupt_inside_a_compiled_kernel_is_an_interrupt_not_an_internal_error(monkeypatch, capsys):
    """Ctrl-C during a numba kernel (seen stopping a 4x10 search): the dispatcher raises
    SystemError("... returned a result with an exception set") from the KeyboardInterrupt."""
    import certify.cli.app as cli

    def interrupted_kernel(context):
        raise SystemError("CPUDispatcher(<function _guess_costs>) returned a result with an exception set") \
            from KeyboardInterrupt()

    monkeypatch.setattr(cli.app, "invoke", interrupted_kernel)
    assert cli.main(["table", "--rules", "official", "--max", "3"]) == 130
    assert capsys.readouterr().err == "certify: interrupted; nothing written\n"
    def wrapped_twice(context):  # a kernel's SystemError from another one's, the interrupt as its context
        try:
            try:
                raise KeyboardInterrupt
            except KeyboardInterrupt:
                raise SystemError("CPUDispatcher(<function _inner>) returned a result with an exception set")
        except SystemError as inner:
            raise SystemError("CPUDispatcher(<function _guess_costs>) returned a result with an exception set") from inner

    monkeypatch.setattr(cli.app, "invoke", wrapped_twice)
    assert cli.main(["table", "--rules", "official", "--max", "3"]) == 130
    capsys.readouterr()
    monkeypatch.setattr(cli.app, "invoke", lambda context: (_ for _ in ()).throw(SystemError("a real bug")))
    assert cli.main(["table", "--rules", "official", "--max", "3"]) == 70  # any other SystemError: internal


def test_a_forked_worker_ignores_sigint(monkeypatch):
    """Pool workers inherit the handler; only the main process turns SIGINT into an interrupt."""
    import certify.cli.app as cli

    monkeypatch.setattr(cli, "_MAIN_PID", os.getpid() + 1)  # as seen from a forked child
    cli._on_interrupt(signal.SIGINT, None)  # returns: no KeyboardInterrupt, no traceback
    monkeypatch.setattr(cli, "_MAIN_PID", os.getpid())
    with pytest.raises(KeyboardInterrupt):
        cli._on_interrupt(signal.SIGINT, None)


# ---- memory and time bombs ---------------------------------------------------------------


def _npz(path: Path, meta: dict, **arrays):
    buffer = io.BytesIO()
    np.savez_compressed(buffer, meta=np.array(json.dumps(meta)), **arrays)
    path.write_bytes(buffer.getvalue())


@pytest.mark.parametrize("name,content", [
    ("official-8000.csv", "n,m,value,moves\n8000,1,1/8000,guess\n"),
    ("big.json", '{"rules":"official","max":8000,"states":[]}'),
])
def test_small_files_declaring_huge_tables_end_at_once(tmp_path, startup, name, content):
    path = tmp_path / name
    path.write_text(content)
    result = certify_cli("check", path)
    one_line_error(result, result.returncode if result.returncode in (1, 3, 4) else -1)
    assert at_once(result.seconds, startup), result.seconds


def test_npz_bombs_end_at_once(tmp_path, startup):
    table = certify.solve("official", 4)
    arrays = table.npz_arrays()
    runs = arrays["runs"].astype(np.int64)
    runs[0] = (0, 1, 10**12, 1)  # one run standing for 10**12 moves
    _npz(tmp_path / "runs.npz", json.loads(str(arrays["meta"])), scaled=arrays["scaled"], offsets=arrays["offsets"], runs=runs)
    # a zip whose arrays declare a 20001 x 20001 table (3.2 GB) but hold almost nothing
    with zipfile.ZipFile(tmp_path / "declared.npz", "w", zipfile.ZIP_DEFLATED) as archive:
        meta = {"format": "certify-table-npz", "format_version": 1, "rules": "official", "max": 20000}
        buffer = io.BytesIO()
        np.save(buffer, np.array(json.dumps(meta)))
        archive.writestr("meta.npy", buffer.getvalue())
        for key, shape in (("scaled", (20001, 20001)), ("offsets", (20001 * 20001 + 1,)), ("runs", (10**9, 4))):
            header = io.BytesIO()
            np.lib.format.write_array_header_1_0(header, {"descr": "<i8", "fortran_order": False, "shape": shape})
            archive.writestr(f"{key}.npy", header.getvalue() + bytes(4096))
    for name in ("runs.npz", "declared.npz"):
        result = certify_cli("check", tmp_path / name)
        one_line_error(result, result.returncode if result.returncode in (1, 3, 4) else -1)
        assert at_once(result.seconds, startup), (name, result.seconds)


@pytest.mark.parametrize("args", [("-d", "3", "-n", "20"), ("-d", "3", "-n", "30"), ("-d", "3", "-n", "40"), ("-d", "3", "-n", "64"), ("-d", "4", "-n", "11")])
def test_ab_searches_beyond_their_limit_are_refused_at_once(args, startup):
    result = certify_cli("abgame", *args)
    assert "codes" in one_line_error(result, 4) and at_once(result.seconds, startup)


# ---- internal errors and parameters ------------------------------------------------------


@pytest.mark.parametrize("name,content", [
    ("official-3.csv", "n,m,value,moves\n\u00b2,1,1,guess\n"),
    ("t.json", '{"format":"certify-table","rules":"official","max":2,"states":[{"n":true,"m":1,"value":"1","moves":["guess"]}]}'),
])
def test_malformed_entries_are_invalid_not_internal_errors(tmp_path, name, content):
    path = tmp_path / name
    path.write_text(content)
    result = certify_cli("check", path)
    assert result.returncode in (1, 3), result.stderr
    one_line_error(result, result.returncode)


def test_deeply_nested_tree_is_a_one_line_error(tmp_path, startup):
    depth = 200_000
    text = '{"format":"certify-ab-tree/1","digits":2,"symbols":3,"tree":' + '{"x":' * depth + "1" + "}" * depth + "}"
    (tmp_path / "deep.json").write_text(text)
    result = certify_cli("check", tmp_path / "deep.json")
    one_line_error(result, result.returncode if result.returncode in (1, 3, 4) else -1)
    assert at_once(result.seconds, startup)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e30", "-5", "0", "x"])
def test_timeouts_must_be_finite_and_positive(value):
    assert "--timeout" in one_line_error(certify_cli("prove", "--timeout", value), 2)


def test_audit_timeout_nan_is_a_usage_error():
    result = certify_cli("audit", "--timeout", "nan")
    assert "--timeout" in one_line_error(result, 2) and result.seconds < 120


@pytest.mark.parametrize("args,word", [
    (("adversary", "--board", "-n", "5"), "--characters"),
    (("adversary", "--board", "--lies", "1"), "--lies"),
    (("adversary", "--seed", "3"), "--seed"),
    (("value", "--characters", "30", "3", "3"), "--characters"),
    (("abgame", "-d", "0", "-n", "5"), "--digits"),
    (("abgame", "-n", "65"), "--symbols"),
    (("adversary", "--characters", "0"), "--characters"),
    (("audit", "--max", "0"), "--max"),
    (("table", "--rules", "official", "--max", "0", "-o", "t.csv"), "size"),
])
def test_options_out_of_range_or_not_applying_are_refused(tmp_path, args, word):
    assert word in one_line_error(certify_cli(*args, cwd=tmp_path), 2)
    assert not list(tmp_path.iterdir())


# ---- input files: found by parsing; exit codes tell the cases apart -------------------------


def test_check_exit_codes_tell_the_cases_apart(tmp_path):
    assert "no such file" not in one_line_error(certify_cli("check", "/dev/null"), 3)  # an empty device: exit 3
    assert "no such file" in one_line_error(certify_cli("check", tmp_path / "missing.csv"), 3)
    assert "directory" in one_line_error(certify_cli("check", tmp_path), 3)
    board = ROOT / "certify" / "adversary" / "data" / "board24-trees.json"
    assert "unsupported file type" in one_line_error(certify_cli("check", board), 3)
    (tmp_path / "notes.csv").write_text("hello\n")
    assert "unsupported file type" in one_line_error(certify_cli("check", tmp_path / "notes.csv"), 3)
    certify.solve("official", 5).write(tmp_path / "official-5.csv")
    text = (tmp_path / "official-5.csv").read_text().replace("\n5,5,", "\n5,5,0", 1)
    (tmp_path / "bad-official-5.csv").write_text(text)
    assert "INVALID" in one_line_error(certify_cli("check", tmp_path / "bad-official-5.csv"), 1)


def test_ab_certificate_is_recognised_wherever_its_format_key_sits(tmp_path):
    from certify.files.filetype import AB, detect, json_format

    assert certify_cli("abgame", "-n", "4", "--tree", "t.json", cwd=tmp_path).returncode == 0
    document = json.loads((tmp_path / "t.json").read_text())
    moved = {"note": "x" * 4000, **{k: v for k, v in document.items() if k != "format"}, "format": document["format"]}
    (tmp_path / "moved.json").write_text(json.dumps(moved))
    assert json_format((tmp_path / "moved.json").read_text()) == document["format"]
    assert detect(tmp_path / "moved.json") == AB
    # recognised: the AB checker gives the verdict (it accepts only the canonical layout)
    result = certify_cli("check", tmp_path / "moved.json")
    assert "unsupported" not in one_line_error(result, 1) and "INVALID" in result.stderr
    assert "--rules" in one_line_error(certify_cli("check", "--rules", "official", tmp_path / "moved.json"), 2)
    assert certify_cli("check", tmp_path / "t.json").returncode == 0


def test_internal_errors_exit_70(capsys, monkeypatch):
    import certify.guesswho.onestate
    import certify.guesswho.table

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(certify.guesswho.onestate, "solve_state", broken)
    monkeypatch.setattr(certify.guesswho.table, "solve", broken)
    assert main(["value", "3", "3"]) == 70
    err = capsys.readouterr().err
    assert err.startswith("certify: internal error: RuntimeError: a bug") and len(err.strip().splitlines()) == 1


def test_exit_codes_are_listed_in_help():
    result = certify_cli("--help")
    assert result.returncode == 0
    for code in ("0", "1", "2", "3", "4", "70", "130"):
        assert any(line.strip().startswith(code + " ") for line in result.stdout.splitlines()), code


@settings(max_examples=40, deadline=None)
@given(data=st.binary(max_size=300), suffix=st.sampled_from([".csv", ".json", ".npz", ".txt"]),
       header=st.sampled_from([b"", b"n,m,value,moves\n", b'{"format":"certify-table",', b"PK\x03\x04"]))
def test_check_on_random_bytes_gives_a_verdict_or_one_line(tmp_path_factory, data, suffix, header):
    path = tmp_path_factory.mktemp("fuzz") / f"official-x{suffix}"
    path.write_bytes(header + data)
    out, err = io.StringIO(), io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", str(path)])
    assert code in (0, 1, 3, 4), err.getvalue()
    if code:
        assert len(err.getvalue().strip().splitlines()) == 1 and "internal error" not in err.getvalue()


def test_compressed_certificates_are_found_by_parsing(tmp_path):
    import gzip

    assert certify_cli("abgame", "-d", "3", "-n", "4", "--certificate", "c.json", cwd=tmp_path).returncode == 0
    (tmp_path / "c.json.gz").write_bytes(gzip.compress((tmp_path / "c.json").read_bytes()))
    result = certify_cli("check", tmp_path / "c.json.gz")
    assert result.returncode == 0 and "valid optimality certificate" in result.stdout, result.stderr
    (tmp_path / "cut.json.gz").write_bytes((tmp_path / "c.json.gz").read_bytes()[:30])
    assert "unsupported file type" in one_line_error(certify_cli("check", tmp_path / "cut.json.gz"), 3)
    (tmp_path / "table.csv.gz").write_bytes(gzip.compress(b"n,m,value,moves\n"))
    assert "unsupported file type" in one_line_error(certify_cli("check", tmp_path / "table.csv.gz"), 3)


@pytest.mark.parametrize("writer", ["write", "atomic_output", "staged_directory"])
def test_an_interrupt_just_after_the_temporary_is_made_leaves_nothing(tmp_path, monkeypatch, writer):
    """The temporary file (or staging folder) is made inside the block that removes it: a Ctrl-C
    landing the moment it exists (a loaded machine can stop the process right there) leaves nothing."""
    from certify.files import output

    def interrupted(make):
        def make_then_interrupt(*args):
            make(*args)
            raise KeyboardInterrupt
        return make_then_interrupt

    monkeypatch.setattr(output, "_create", interrupted(output._create))
    monkeypatch.setattr(output.os, "mkdir", interrupted(os.mkdir))
    target = tmp_path / ("out" if writer == "staged_directory" else "t.npz")
    with pytest.raises(KeyboardInterrupt):
        if writer == "write":
            output.write(target, lambda tmp: tmp.write_bytes(b"x"))
        else:
            with getattr(output, writer)(target, *(("wb",) if writer == "atomic_output" else ())):
                pass
    assert not list(tmp_path.iterdir())


def test_an_output_that_is_an_input_is_refused_before_any_work(tmp_path, capsys):
    """An outside review: --json r.toml replaced the registry it read, --certificate ck.json the
    checkpoint; each is a usage error now (exit 2, one line), the input untouched."""
    registry = tmp_path / "r.toml"
    text = '[paper]\nkey = "tt"\ntitle = "T"\n\n[[claim]]\nid = "tt.a"\nstatement = "s"\nvars = { n = [0, 3] }\nholds = "n >= 0"\nexpect = "verified"\n'
    registry.write_text(text)
    for args in (["audit", "-q", "--registry", str(registry), "--json", str(registry)],
                 ["audit", "-q", "--registry", str(tmp_path), "--report", str(tmp_path / "." / "r.toml")],
                 ["abgame", "-d", "3", "-n", "5", "--checkpoint", str(registry), "--certificate", str(registry)],
                 ["abgame", "-d", "3", "-n", "5", "--fewest", "--checkpoint", str(tmp_path / "ck"), "--tree", str(tmp_path / "ck.plan")]):
        assert main(args) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "reads; write elsewhere" in err, err
    assert registry.read_text() == text and not (tmp_path / "ck.plan").exists()


def test_an_interrupt_after_one_of_two_outputs_names_the_one_written(tmp_path, monkeypatch, capsys):
    """An outside review: Ctrl-C between --tree and --certificate said 'nothing written' with the
    tree in place. The interrupt now names what was renamed into place before it."""
    import certify.cli.app as cli
    from certify.files import output

    real_write = output.write

    def write_then_stop(path, produce, check=None, option="output", suffix=""):
        if option == "--certificate":
            raise KeyboardInterrupt
        return real_write(path, produce, check, option, suffix)

    monkeypatch.setattr(output, "write", write_then_stop)
    tree, certificate = tmp_path / "T.json", tmp_path / "C.json"
    assert cli.main(["abgame", "-d", "3", "-n", "5", "-q", "--tree", str(tree), "--certificate", str(certificate)]) == 130
    err = capsys.readouterr().err
    assert tree.exists() and not certificate.exists()
    assert err == f"certify: interrupted; written (each checked) before the stop: {tree}; nothing else\n", err
    assert cli.main(["value", "5", "5"]) == 0 and not output.WRITTEN  # a new command starts with nothing written


def test_an_interrupt_does_not_name_scratch_files_removed_before_the_stop(tmp_path, monkeypatch, capsys):
    """Session 35: an audit interrupted after its tables were solved said "written (each checked)
    before the stop: /tmp/tmp.../official-64.npz", a scratch file it had already removed."""
    import certify.cli.app as cli
    from certify.files import output

    kept, scratch = tmp_path / "kept.json", tmp_path / "scratch" / "official-64.npz"
    kept.write_text("{}")

    def wrote_then_stopped(context):
        output.WRITTEN.extend([str(scratch), str(kept)])
        raise KeyboardInterrupt

    monkeypatch.setattr(cli.app, "invoke", wrote_then_stopped)
    assert cli.main(["value", "5", "5"]) == 130
    assert capsys.readouterr().err == f"certify: interrupted; written (each checked) before the stop: {kept}; nothing else\n"


def test_an_inner_write_of_a_staging_directory_is_not_named_written(tmp_path):
    """An interrupt names what it left: a file written inside a staging directory is removed with it,
    so it is not among ``WRITTEN`` (session 38: a stage left behind was named as written)."""
    from certify.files import output

    output.WRITTEN.clear()
    with pytest.raises(KeyboardInterrupt):
        with output.staged_directory(tmp_path / "bundle", "--certificates") as stage:
            output.write_text(stage / "inner.txt", "x")
            assert (stage / "inner.txt").exists()
            raise KeyboardInterrupt
    assert output.WRITTEN == [] and list(tmp_path.iterdir()) == []


def test_a_stage_refilled_while_it_is_removed_is_removed(tmp_path, monkeypatch):
    """A worker still finishing a write into the stage when the interrupt removes it: removed again."""
    import shutil

    from certify.files import output

    real, calls = shutil.rmtree, []

    def racing(folder, ignore_errors=False):
        real(folder, ignore_errors=ignore_errors)
        calls.append(folder)
        if len(calls) == 1:  # a late write recreates it once
            (tmp_path / folder.name).mkdir()
            (tmp_path / folder.name / "late.npz").write_text("x")
    monkeypatch.setattr(shutil, "rmtree", racing)
    with pytest.raises(KeyboardInterrupt):
        with output.staged_directory(tmp_path / "bundle", "--certificates") as stage:
            assert stage.parent == tmp_path
            raise KeyboardInterrupt
    assert len(calls) == 2 and list(tmp_path.iterdir()) == []


def test_a_ctrl_c_while_the_command_line_loads_is_one_line(monkeypatch, capsys):
    """The console script imports ``certify.cli`` (light) and then the command line: an interrupt
    landing in that import (seconds on a loaded machine) was a KeyboardInterrupt traceback."""
    import importlib.abc

    import certify.cli

    class Interrupting(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "certify.cli.app":
                raise KeyboardInterrupt
            return None
    monkeypatch.delitem(sys.modules, "certify.cli.app", raising=False)
    monkeypatch.setattr(sys, "meta_path", [Interrupting(), *sys.meta_path])
    assert certify.cli.main(["value", "2", "2"]) == 130
    assert capsys.readouterr().err.strip() == "certify: interrupted; nothing written"


def test_a_repeated_only_is_a_usage_error(capsys):
    """click keeps the last of a repeated option: two prefixes silently audited one (outside-user review)."""
    from certify.cli import main

    assert main(["audit", "--only", "riddler", "--only", "nica"]) == 2
    assert "--only is given 2 times" in capsys.readouterr().err
