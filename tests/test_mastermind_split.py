"""The split search (issue 40): fragments, the cover certificate and its checker, resuming, and
a dask worker killed mid-run (docs/mastermind.md, "Split search")."""
from __future__ import annotations

import gzip
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from certify.checkers import CheckError
from certify.checkers.mastermind import check_file, main as check_main
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.general import Game
from certify.codebreaking.split import COVER, split_search


@pytest.fixture
def no_dask(monkeypatch):
    """As on a plain install: ``import dask.distributed`` fails, the process pool runs the tasks."""
    monkeypatch.setitem(sys.modules, "dask.distributed", None)


@pytest.fixture(scope="module")
def run_3x4(tmp_path_factory):
    """A split search of 3x4 Mastermind on the local process pool (no dask)."""
    folder = tmp_path_factory.mktemp("split") / "run"
    mp = pytest.MonkeyPatch()
    mp.setitem(sys.modules, "dask.distributed", None)
    try:
        summary, figures = split_search(Game(3, 4, True), folder, False, workers=2)
    finally:
        mp.undo()
    return folder, summary, figures


@pytest.mark.parametrize("d, n, repeats", [(3, 4, True), (3, 5, True), (3, 6, False), (4, 4, True)])
def test_split_matches_the_serial_search(tmp_path, no_dask, d, n, repeats):
    game = Game(d, n, repeats)
    serial = BudgetSolver(game).solve()
    summary, figures = split_search(game, tmp_path / "run", False, workers=2)
    assert (summary["total"], summary["worst"], summary["restricted"]) == (serial.total, serial.worst, serial.restricted)
    assert summary["kind"] == "certify-mastermind-cover/1" and summary["fragments"] == figures["fragments"] > 0
    assert check_file(tmp_path / "run" / COVER, 2)["total"] == serial.total  # fragments checked in two processes


def test_cover_checks_in_parallel_and_names_every_fragment(run_3x4, capsys):
    folder, summary, _ = run_3x4
    assert (summary["total"], summary["worst"], summary["restricted"]) == (206, 4, 206)
    cover = json.loads((folder / COVER).read_text())
    assert sorted(cover["fragments"]) == sorted(f"fragments/{p.name}" for p in (folder / "fragments").iterdir())
    assert check_main(["--jobs", "2", str(folder / COVER)]) == 0
    assert "total 206 over 64 codes, worst case 4" in capsys.readouterr().out
    assert check_main(["--jobs", "x", str(folder / COVER)]) == 2
    fragment = folder / cover["fragments"][0]
    assert check_file(fragment)["fragment"] is True


def _altered(folder: Path, tmp_path: Path, change) -> Path:
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    cover = json.loads((copy / COVER).read_text())
    change(cover, copy)
    (copy / COVER).write_text(json.dumps(cover))
    return copy / COVER


def _first_witness(cover):
    return next(w for line in cover["roots"] for _, ws in line[5] for w in ws)


@pytest.mark.parametrize("change, message", [
    (lambda c, _: c["roots"][0].__setitem__(1, c["roots"][0][1] - 1), "claimed"),
    (lambda c, _: c["roots"][0].__setitem__(1, c["roots"][0][1] + 1), "claimed"),
    (lambda c, _: c.__setitem__("total", c["total"] - 1), "the file claims"),
    (lambda c, _: c["fragments"].pop(), None),
    (lambda c, _: c["fragments"].__setitem__(0, "../outside.jsonl.gz"), "inside the cover's folder"),
    (lambda c, _: c["fragments"].__setitem__(0, "/etc/passwd"), "inside the cover's folder"),
    (lambda c, _: c["fragments"].reverse(), None),
    (lambda c, _: _first_witness(c).__setitem__(1, _first_witness(c)[1] + 1), None),
    (lambda c, _: _first_witness(c).__setitem__(3, 10**9), "relabelling|rank|integer"),
    (lambda c, _: _first_witness(c).__setitem__(2, 0), "integer in"),
    (lambda c, _: _first_witness(c).__setitem__(2, _first_witness(c)[2] + 1), None),
    (lambda c, _: c["roots"][0][5].pop(0), None),
])
def test_an_altered_cover_is_rejected(run_3x4, tmp_path, change, message):
    path = _altered(run_3x4[0], tmp_path, change)
    with pytest.raises(CheckError, match=message):
        check_file(path)


def test_an_altered_fragment_is_rejected(run_3x4, tmp_path):
    def lower_root(cover, copy):
        name = cover["fragments"][0]
        lines = gzip.decompress((copy / name).read_bytes()).decode().splitlines()
        root = json.loads(lines[1])
        root[1] += 1  # the fragment's value raised by one
        lines[1] = json.dumps(root)
        (copy / name).write_bytes(gzip.compress(("\n".join(lines) + "\n").encode()))
    with pytest.raises(CheckError):
        check_file(_altered(run_3x4[0], tmp_path, lower_root))


def test_a_fragment_of_another_state_is_rejected(run_3x4, tmp_path):
    def swap(cover, copy):
        a, b = cover["fragments"][:2]
        data = (copy / a).read_bytes()
        (copy / a).write_bytes((copy / b).read_bytes())
        (copy / b).write_bytes(data)
    with pytest.raises(CheckError):
        check_file(_altered(run_3x4[0], tmp_path, swap))


def test_resume_keeps_valid_fragments_and_recomputes_damaged_ones(run_3x4, tmp_path, no_dask):
    copy = tmp_path / "run"
    shutil.copytree(run_3x4[0], copy)
    names = sorted((copy / "fragments").iterdir())
    names[0].write_bytes(b"not a fragment")
    (copy / COVER).unlink()
    summary, figures = split_search(Game(3, 4, True), copy, True, workers=1)
    assert summary["total"] == 206 and figures["cached"] == len(names) - 1
    assert (copy / COVER).read_bytes() == (run_3x4[0] / COVER).read_bytes()  # the same cover, byte for byte


def test_usage_errors(run_3x4, tmp_path):
    from certify.errors import CertifyError

    with pytest.raises(CertifyError, match="not empty"):
        split_search(Game(3, 4, True), run_3x4[0], False)
    with pytest.raises(CertifyError, match="not the folder"):
        split_search(Game(3, 5, True), run_3x4[0], True)
    with pytest.raises(CertifyError, match="not the folder"):
        split_search(Game(3, 4, True), tmp_path / "nothing", True)


def _certify(*args, **kwargs):
    return subprocess.Popen([sys.executable, "-m", "certify", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, **kwargs)


@pytest.mark.slow
def test_a_run_stopped_by_sigint_resumes_to_the_same_answer(tmp_path):
    """4x5 Mastermind on two dask workers, stopped (SIGINT) once some fragments are written, then
    continued with --resume: the same measures, the cover valid."""
    folder = tmp_path / "run"
    run = _certify("abgame", "-d", "4", "-n", "5", "--repeats", "--split-search", str(folder), "--workers", "2", "-q")
    while run.poll() is None and len(list((folder / "fragments").glob("*.gz")) if (folder / "fragments").exists() else []) < 3:
        time.sleep(0.2)
    run.send_signal(signal.SIGINT)
    out, err = run.communicate()
    kept = len(list((folder / "fragments").glob("*.gz")))
    assert run.returncode == 130 or run.returncode == 0, err  # 0 only if it finished before the signal
    assert not (folder / COVER).exists() or run.returncode == 0
    resumed = _certify("abgame", "-d", "4", "-n", "5", "--repeats", "--resume", str(folder), "--workers", "2", "-q")
    out, err = resumed.communicate()
    assert resumed.returncode == 0, err
    assert "least total:      2463 over 625 codes" in out and f"({kept} kept from an earlier run)" in out
    assert check_file(folder / COVER)["total"] == 2463


@pytest.mark.slow
def test_dask_worker_killed_mid_run_4x6(tmp_path):
    """Mastermind 4x6 on a LocalCluster of two workers; one is killed (SIGKILL) after the third
    fragment arrives; its tasks are run again and the cover checks: 5625 over 1296. One client at a
    time in this process, as a user's run has (the search's own; two clients at once made distributed
    raise "bound to a different event loop" when the lost keys were rescheduled)."""
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        with Client(cluster) as client:
            pids = sorted(client.run(os.getpid).values())
        killed = []

        def progress(done):
            if done == 3 and not killed:
                os.kill(pids[0], signal.SIGKILL)
                killed.append(pids[0])

        summary, figures = split_search(Game(4, 6, True), tmp_path / "run", False, scheduler=cluster.scheduler_address,
                                        progress=progress)
        with Client(cluster) as client:
            assert killed and pids[0] not in client.run(os.getpid).values()
    assert (summary["total"], summary["worst"], summary["restricted"], summary["codes"]) == (5625, 5, 5626, 1296)
    assert check_file(tmp_path / "run" / COVER)["total"] == 5625


def test_certify_check_reads_a_fragment_and_a_cover(run_3x4):
    folder = run_3x4[0]
    cover = json.loads((folder / COVER).read_text())
    fragment = folder / cover["fragments"][0]
    done = subprocess.run([sys.executable, "-m", "certify", "check", str(fragment)], capture_output=True, text=True)
    assert done.returncode == 0 and "valid certify-mastermind-optimality/3 fragment: R(a state of" in done.stdout
    done = subprocess.run([sys.executable, "-m", "certify", "check", str(folder / COVER)], capture_output=True, text=True)
    assert done.returncode == 0 and "least total 206 over 64 codes" in done.stdout, done.stderr


def test_the_cli_refuses_mixed_options(tmp_path):
    done = subprocess.run([sys.executable, "-m", "certify", "abgame", "-d", "3", "-n", "4", "--repeats", "--split-search",
                           str(tmp_path / "a"), "--resume", str(tmp_path / "b")], capture_output=True, text=True)
    assert done.returncode == 2 and "one of them" in done.stderr and "Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "certify", "abgame", "-d", "3", "-n", "4", "--repeats", "--resume",
                           str(tmp_path / "none")], capture_output=True, text=True)
    assert done.returncode == 2 and "not the folder of a split search" in done.stderr


def test_a_worker_starts_from_an_empty_memo_past_its_memory_bound(monkeypatch):
    from certify.codebreaking import split

    monkeypatch.setattr(split, "_WORKER", {})
    first = split._solver(3, 4, True)
    assert split._solver(3, 4, True) is first  # kept between tasks
    monkeypatch.setenv("CERTIFY_SPLIT_WORKER_GB", "0.000001")  # about 1 kB: any process is past it
    assert split.resident_bytes() > 1024 and split._solver(3, 4, True) is not first
