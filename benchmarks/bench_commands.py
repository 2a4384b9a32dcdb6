#!/usr/bin/env python3
"""Benchmark whole commands, as a user runs them, against an honest baseline in the same run.

    python benchmarks/bench_commands.py [--runs 3] [--size 500] [--big 4096 8192] [--mpq 500]
                                        [--reference 100] [--write-doc docs/performance.md]

Every measurement is a fresh process, timed from start to exit (wall clock), with its CPU
time (user + system) and peak resident memory from ``os.wait4`` (the process and the
workers it waited for). Each is run ``--runs`` times; minimum and median are reported. The
machine's load average is printed beside each line: on a shared machine the wall time
includes waiting for a core, the CPU time does not. ``certify`` is byte-compiled first (``compileall``,
as installing it does), so no command spends its time compiling modules.

Baselines, in the same run:

* ``benchmarks/baseline_int_dp.py``: the official game's exact DP in plain Python integers
  (no numpy, numba or gmpy2), writing the same CSV bytes (compared here);
* the gmpy2 ``mpq`` DP (``certify/guesswho/reference.py``), once, at ``--mpq`` (0 to skip; slow).

Commands: ``certify table --rules official --max N --format csv|json|npz`` (with its
independent check), ``certify check`` on each of those files, ``certify value --rules
official 24 24`` (after one warm-up run), and, once each, official ``--big`` sizes:
``certify table --format npz --no-check`` then ``certify check`` (engine + NPZ write, then
the independent check; both times and their sum).

* ``benchmarks/baseline_numba_dp.py``: the official game's values only, a bare single-thread
  numba DP (fifteen lines, compiled once and cached): the fastest thing a competent person
  writes. ``--scaling`` sizes run it and the whole ``certify table --format npz`` command
  (values, every optimal move, the NPZ written and independently checked) once each; the
  figures go into a log-log plot (``--plot``) with the N^3 line drawn.

The first run after a fresh install (``--first-run N``): a wheel built from a copy of the tree,
installed into a new virtual environment (its dependencies from this interpreter's
site-packages by a .pth file, so numba's cache starts empty), then ``certify table --max N
--format npz`` timed as the first command, and again as a warm run; once with the kernels
compiled by the install step (``python -m certify.guesswho.warmup``, what ``run.py`` does) and
once without it.

The two table checkers, on the same CSV at ``--reference`` (the plain Fraction checker is
about N^3 slow): ``python -m certify.checkers.tables`` (fast) and ``python -m
certify.checkers.reference_tables``. And the split of the CSV command's CPU time into its
steps (start-up, engine, writing, the check's reading and equations), measured in one
process with ``resource.getrusage``.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "benchmarks" / "baseline_int_dp.py"
NUMBA_BASELINE = ROOT / "benchmarks" / "baseline_numba_dp.py"


def load() -> str:
    with open("/proc/loadavg") as handle:
        return handle.read().split()[0]


def run(argv: list[str], cwd: str, env: dict | None = None) -> dict:
    """One process from start to exit: wall and CPU seconds, peak RSS (MiB), load before/after."""
    return run_timed(argv, cwd, dict(os.environ, PYTHONPATH=str(ROOT), **(env or {})), load())


def run_timed(argv: list[str], cwd: str, env: dict, before: str) -> dict:
    """Fork, exec and ``wait4`` ourselves, so the child's own rusage is exact."""
    out_path = Path(cwd) / ".bench-out"
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child
        try:
            fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            os.chdir(cwd)
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - started
    text = out_path.read_text(errors="replace")
    out_path.unlink()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{' '.join(argv)} failed (exit {code}):\n{text}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024,
            "load": f"{before}-{load()}", "out": text}


def measure(label: str, argv: list[str], cwd: str, runs: int, warm: bool = False, env: dict | None = None) -> dict:
    if warm:
        run(argv, cwd, env)
    samples = [run(argv, cwd, env) for _ in range(runs)]
    walls = [s["wall"] for s in samples]
    result = {"label": label, "runs": runs, "min": min(walls), "median": statistics.median(walls),
              "cpu": min(s["cpu"] for s in samples), "rss": max(s["rss"] for s in samples),
              "load": ", ".join(s["load"] for s in samples), "out": samples[-1]["out"]}
    print(f"  {label}: min {result['min']:.3f} s, median {result['median']:.3f} s, CPU {result['cpu']:.3f} s, "
          f"peak {result['rss']:.0f} MiB (load {result['load']})", flush=True)
    return result


def ratios(result: dict, baseline: dict | None) -> tuple[str, str, str]:
    """Baseline ÷ this: of the minimum wall times, of the medians, of the CPU times."""
    if not baseline:
        return "", "", ""
    return tuple(f"{baseline[key] / result[key]:.1f}×" for key in ("min", "median", "cpu"))


def row(result: dict, baseline: dict | None) -> str:
    by_min, by_median, by_cpu = ratios(result, baseline)
    return (f"| {result['label']} | {result['runs']} | {result['min']:.3f} | {result['median']:.3f} | "
            f"{result['cpu']:.3f} | {result['rss']:.0f} | {by_min} | {by_median} | {by_cpu} | {result['load']} |")


SPLIT = """
import resource, sys, time
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF); c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime + c.ru_utime + c.ru_stime
steps, t = [], cpu()
def step(name):
    global t
    now = cpu(); steps.append((name, now - t)); t = now
import numpy, click, certify.cli, certify.cli.table, certify.guesswho.table; step("start-up: Python, numpy, click, certify")
from certify.guesswho.table import solve; table = solve("official", SIZE)
import sys; step("solve (numpy engine, no numba)" if "numba" not in sys.modules else "engine (numba imported, kernels loaded from the cache)")
table.write("split.FORMAT", "FORMAT"); del table; step("formatting and writing the FORMAT file" + (" (numba imported)" if "numba" in sys.modules else ""))
from pathlib import Path
from certify.checkers import tables, _table_equations, _table_npz; from certify.guesswho.textread import read_text_table; step("the checker's import")
loaded = read_text_table(Path("split.FORMAT"), "official") or tables.load(Path("split.FORMAT"), "official")
_table_npz.check_form(*loaded); step("check: reading the file (CSV, JSON: converted) and the arrays' form")
_table_equations.check_equations(*loaded); step("check: the equations (2 threads)")
print("; ".join(f"{name} {seconds:.2f} s" for name, seconds in steps))
print(f"total {sum(s for _, s in steps):.2f} s of CPU")
"""


def small(certify: list[str], python: str, N: int, tmp: str, args) -> list:
    """The N = ``--size`` commands, the baseline and the mpq DP."""
    base = measure(f"plain-Python integer DP, N = {N}, CSV (baseline)", [python, str(BASELINE), str(N), "base.csv"], tmp, args.runs)
    results = [(base, None)]
    for fmt in args.formats:
        name = f"official-{N}.{fmt}"
        results.append((measure(f"`certify table --rules official --max {N} --format {fmt}` (with its check)",
                                certify + ["table", "--rules", "official", "--max", str(N), "--format", fmt, "-o", name, "-q"],
                                tmp, args.runs), base))
    if "csv" in args.formats:
        same = Path(tmp, "base.csv").read_bytes() == Path(tmp, f"official-{N}.csv").read_bytes()
        print(f"  baseline CSV and certify CSV identical: {same}")
        if not same:
            raise SystemExit("the baseline and certify wrote different CSV files")
    for fmt in args.formats:
        results.append((measure(f"`certify check official-{N}.{fmt}`", certify + ["check", f"official-{N}.{fmt}"], tmp, args.runs), base))
    splits = {fmt: run([python, "-c", SPLIT.replace("SIZE", str(N)).replace("FORMAT", fmt)], tmp)["out"].strip()
              for fmt in args.formats}
    for fmt, text in splits.items():
        print(f"  split of the {fmt.upper()} command's CPU (one process): {text}", flush=True)
    split = "\n\n".join(f"Split of `certify table --rules official --max {N} --format {fmt}` (CPU seconds, one process, "
                         f"load {load()}): {text}." for fmt, text in splits.items())
    results.append((measure("`certify value --rules official 24 24` (second run)", certify + ["value", "--rules", "official", "24", "24"],
                            tmp, args.runs, warm=True), base))
    if args.mpq:
        code = f"from certify.guesswho.reference import solve_reference; v, _ = solve_reference('official', {args.mpq}); print(v[{args.mpq}, {args.mpq}])"
        results.append((measure(f"gmpy2 mpq DP (`certify/guesswho/reference.py`), N = {args.mpq}, no file", [python, "-c", code], tmp, 1), base))
    return results, split


def scaling(certify: list[str], python: str, sizes: list[int], tmp: str) -> list[dict]:
    """Per N: the bare values-only numba DP and the whole ``certify table --format npz`` command."""
    run([python, str(NUMBA_BASELINE), "64"], tmp)  # its kernel compiled and cached
    rows = []
    for N in sizes:
        bare = measure(f"bare numba values-only DP, N = {N}", [python, str(NUMBA_BASELINE), str(N)], tmp, 1)
        whole = measure(f"`certify table --rules official --max {N} --format npz` (with its check)",
                        certify + ["table", "--rules", "official", "--max", str(N), "--format", "npz", "-o", f"s{N}.npz", "-q"],
                        tmp, 1, env={"CERTIFY_CHECK_MEMORY_MB": "12288"})
        Path(tmp, f"s{N}.npz").unlink()
        rows.append({"N": N, "bare": bare, "whole": whole})
        print(f"  N = {N}: whole command / bare DP = {whole['min'] / bare['min']:.2f} (wall), "
              f"{whole['cpu'] / bare['cpu']:.2f} (CPU)", flush=True)
    return rows


def plot(rows: list[dict], path: Path, when: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = [r["N"] for r in rows]
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    ax.loglog(sizes, [r["whole"]["min"] for r in rows], "o-", label="certify table --format npz (values, all moves, NPZ, check), wall")
    ax.loglog(sizes, [r["whole"]["cpu"] for r in rows], "o:", label="the same, CPU (both cores)")
    ax.loglog(sizes, [r["bare"]["min"] for r in rows], "s-", label="bare numba values-only DP, wall")
    ax.loglog(sizes, [r["bare"]["cpu"] for r in rows], "s:", label="the same, CPU (one core)")
    top = rows[-1]["bare"]["cpu"]
    ax.loglog(sizes, [top * (n / sizes[-1]) ** 3 for n in sizes], "k--", lw=0.8, label="N^3 (through the bare DP's last CPU point)")
    ax.set_xlabel("N (official rules, states 1 <= n, m <= N)")
    ax.set_ylabel("seconds (one run each)")
    ax.set_title(f"Whole command vs bare DP, one run:\n{when}", fontsize=8)
    ax.legend(fontsize=7)
    ax.grid(True, which="both", lw=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def first_run(python: str, N: int, tmp: str) -> list[dict]:
    """The first ``certify table`` after a fresh wheel install (empty numba cache), and a warm run."""
    import shutil
    import sysconfig

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "NUMBA_CACHE_DIR")}
    source = Path(tmp, "source")
    shutil.copytree(ROOT / "certify", source / "certify", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    subprocess.run([python, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(Path(tmp, "wheel")), str(source)],
                   check=True, env=env, capture_output=True)
    (wheel,) = Path(tmp, "wheel").glob("*.whl")
    results = []
    for warm in (True, False):
        venv = Path(tmp, f"venv-{warm}")
        subprocess.run([python, "-m", "venv", "--without-pip", str(venv)], check=True)
        vpython = str(venv / "bin" / "python")
        subprocess.run([python, "-m", "pip", "--python", vpython, "install", "--no-deps", "--no-index", "-q", str(wheel)],
                       check=True, env=env, capture_output=True)
        site = subprocess.run([vpython, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip()
        Path(site, "shared-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
        command = [vpython, "-m", "certify.cli", "table", "--rules", "official", "--max", str(N), "--format", "npz", "-o", "f.npz", "-q"]
        install = run_timed([vpython, "-m", "certify.guesswho.warmup"], tmp, env, load()) if warm else None
        first = run_timed(command, tmp, env, load())
        second = run_timed(command, tmp, env, load())
        label = "kernels compiled at install (`python -m certify.guesswho.warmup`)" if warm else "no install step (numba compiles on first use)"
        results.append({"label": label, "install": install, "first": first, "warm": second})
        print(f"  first run after install, {label}: first {first['wall']:.2f} s (CPU {first['cpu']:.2f}), warm {second['wall']:.2f} s "
              f"(CPU {second['cpu']:.2f}): {first['wall'] / second['wall']:.2f}x", flush=True)
    return results


def checkers(certify: list[str], python: str, N: int, tmp: str, runs: int) -> list[str]:
    """The fast and the reference table checker on the same CSV (official, N)."""
    name = f"official-{N}.csv"
    run(certify + ["table", "--rules", "official", "--max", str(N), "-o", name, "--no-check", "-q"], tmp)
    fast = measure(f"fast checker (`python -m certify.checkers.tables {name}`)",
                   [python, "-m", "certify.checkers.tables", name], tmp, runs)
    plain = measure(f"reference checker (`python -m certify.checkers.reference_tables {name}`)",
                    [python, "-m", "certify.checkers.reference_tables", name], tmp, 1)
    return [f"| {r['label']} | {r['runs']} | {r['min']:.3f} | {r['median']:.3f} | {r['cpu']:.3f} | {r['rss']:.0f} | "
            f"{plain['cpu'] / r['cpu']:.1f}× | {r['load']} |" for r in (fast, plain)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs of each command (min and median reported)")
    parser.add_argument("--size", type=int, default=500, help="N of the table commands and the baseline (0: skip them)")
    parser.add_argument("--big", type=int, nargs="*", default=[4096, 8192], help="official sizes run once (npz)")
    parser.add_argument("--formats", nargs="+", default=["csv", "json", "npz"], choices=["csv", "json", "npz"],
                        help="table formats of the N = --size commands")
    parser.add_argument("--mpq", type=int, default=500, help="N of the gmpy2 mpq DP, run once (0: skip)")
    parser.add_argument("--reference", type=int, default=100, help="N of the fast vs reference checker comparison (0: skip)")
    parser.add_argument("--scaling", type=int, nargs="*", default=[512, 1024, 2048, 4096, 8192],
                        help="official sizes of the whole command vs the bare numba DP (once each)")
    parser.add_argument("--plot", type=Path, default=ROOT / "docs" / "performance-scaling.png", help="the scaling plot (png)")
    parser.add_argument("--first-run", type=int, default=1024, help="N of the first run after a fresh install (0: skip; above 640, or the NPZ command imports no numba: guesswho/small.py)")
    parser.add_argument("--write-doc", type=Path, help="replace the marked results section of this Markdown file")
    args = parser.parse_args()
    python = sys.executable
    certify = [python, "-m", "certify.cli"]
    N = args.size
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load {load()}; {args.runs} runs each", flush=True)
    started = time.strftime("%d %B %Y, %H:%M UTC", time.gmtime())
    # certify's modules byte-compiled first, as installing the package does: with no up-to-date .pyc (a
    # fresh checkout, or PYTHONDONTWRITEBYTECODE set) every command would compile its modules (about 25 ms)
    subprocess.run([python, "-m", "compileall", "-q", str(ROOT / "certify")], check=True,
                   env={key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"})
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        run([python, "-m", "certify.guesswho.warmup"], tmp)  # numba cache
        results, split, checker_rows, scale_rows, first = [], "", [], [], []
        if args.first_run:
            first = first_run(python, args.first_run, tmp)
        if args.scaling:
            scale_rows = scaling(certify, python, args.scaling, tmp)
        if N:
            results, split = small(certify, python, N, tmp, args)
        if args.reference:
            checker_rows = checkers(certify, python, args.reference, tmp, args.runs)
        big_rows = []
        for size in args.big:
            name = f"official-{size}.npz"
            written = measure(f"`certify table --rules official --max {size} --format npz --no-check`",
                              certify + ["table", "--rules", "official", "--max", str(size), "--format", "npz", "-o", name, "--no-check"], tmp, 1)
            # the checker's default memory limit is 3 GiB; N = 8192 needs about 3.9 (it says so at once)
            checked = measure(f"`certify check {name}`", certify + ["check", name], tmp, 1, env={"CERTIFY_CHECK_MEMORY_MB": "6144"})
            total = written["min"] + checked["min"]
            if written["min"] + checked["min"] > 300:
                print(f"  official N = {size}: NOT within 5 minutes of wall time", flush=True)
            print(f"  official N = {size}: engine + NPZ write {written['min']:.1f} s + independent check {checked['min']:.1f} s "
                  f"= {total:.1f} s; CPU {written['cpu'] + checked['cpu']:.1f} s; peak {max(written['rss'], checked['rss']):.0f} MiB; "
                  f"file {Path(tmp, name).stat().st_size / 2**20:.0f} MiB", flush=True)
            big_rows.append(f"| {size} | {written['min']:.1f} | {checked['min']:.1f} | **{total:.1f}** | "
                            f"{written['cpu']:.1f} + {checked['cpu']:.1f} | {written['rss']:.0f} / {checked['rss']:.0f} | "
                            f"{Path(tmp, name).stat().st_size / 2**20:.0f} | {written['load']}; {checked['load']} |")
            Path(tmp, name).unlink()
    header = (f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
              f"{args.runs} runs of each command (the mpq DP and the big sizes once). Wall times in seconds; "
              "CPU = user + system of the process and its workers (minimum over the runs); peak = largest "
              "resident set (MiB); load = 1-minute load average before-after each run.")
    sections = {}
    when = f"{started} to {time.strftime('%H:%M UTC', time.gmtime())}, load {load()} at the end"
    if scale_rows:
        plot(scale_rows, args.plot, when)
        sections["bench_scaling"] = "\n".join([
            f"One run, {when}; each command once, a fresh process. Plot: `{args.plot.relative_to(ROOT) if args.plot.is_relative_to(ROOT) else args.plot}`.", "",
            "| official N | bare numba DP, values only: wall (s) | CPU (s) | `certify table --format npz` with check: wall (s) | CPU (s) | peak MiB | whole ÷ bare (wall) | (CPU) | load |",
            "|---|---|---|---|---|---|---|---|---|",
            *(f"| {r['N']} | {r['bare']['min']:.2f} | {r['bare']['cpu']:.2f} | {r['whole']['min']:.2f} | {r['whole']['cpu']:.2f} | "
              f"{r['whole']['rss']:.0f} | {r['whole']['min'] / r['bare']['min']:.2f} | {r['whole']['cpu'] / r['bare']['cpu']:.2f} | "
              f"{r['bare']['load']}; {r['whole']['load']} |" for r in scale_rows)])
    if first:
        sections["bench_first_run"] = "\n".join([
            f"`certify table --rules official --max {args.first_run} --format npz` (with its check) after a fresh wheel install "
            "into a new virtual environment (empty numba cache):", "",
            "| install | install step: wall (s) | first run: wall (s) | CPU (s) | warm run: wall (s) | CPU (s) | first ÷ warm (wall) | (CPU) | load |",
            "|---|---|---|---|---|---|---|---|---|",
            *(f"| {f['label']} | {f['install']['wall'] if f['install'] else 0:.2f} | {f['first']['wall']:.2f} | {f['first']['cpu']:.2f} | "
              f"{f['warm']['wall']:.2f} | {f['warm']['cpu']:.2f} | {f['first']['wall'] / f['warm']['wall']:.2f} | "
              f"{f['first']['cpu'] / f['warm']['cpu']:.2f} | {f['first']['load']}; {f['warm']['load']} |" for f in first)])
    if results:
        sections["bench_commands"] = "\n".join([header, "",
            "| command | runs | min wall | median wall | CPU | peak MiB | baseline ÷ this (min wall) | (median wall) | (CPU) | load |",
            "|---|---|---|---|---|---|---|---|---|---|", *(row(result, baseline) for result, baseline in results),
            "", split])
    if checker_rows:
        sections["bench_checkers"] = "\n".join([
            f"The two table checkers on the same CSV (official, N = {args.reference}), each a whole process:", "",
            "| checker | runs | min wall | median wall | CPU | peak MiB | reference CPU ÷ this CPU | load |",
            "|---|---|---|---|---|---|---|---|", *checker_rows])
    if big_rows:
        sections["bench_big"] = "\n".join([
            "| official N | engine + NPZ write (s) | independent check (s) | total (s) | CPU (s) | peak MiB (write / check) | NPZ MiB | load |",
            "|---|---|---|---|---|---|---|---|", *big_rows])
    for text in sections.values():
        print("\n" + text)
    if args.write_doc:
        doc = args.write_doc.read_text()
        for name, text in sections.items():
            start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
            if start not in doc or end not in doc:
                raise SystemExit(f"{args.write_doc} has no {start} ... {end} section")
            head, rest = doc.split(start, 1)
            doc = head + start + "\n" + text + "\n" + end + rest.split(end, 1)[1]
        args.write_doc.write_text(doc)


if __name__ == "__main__":
    main()
