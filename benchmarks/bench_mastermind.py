#!/usr/bin/env python3
"""Benchmark: general D×N games (AB and Mastermind) with certificates, and the branch-and-bound
solver against the plain memoised search (no symmetry, no bounds).

    python benchmarks/bench_mastermind.py [--budgets 60 600] [--targets-only] [--big] [--log FILE]

1. Targets: every 3×n AB game (n <= 10) and every Mastermind game with D <= 3, N <= 6, each in
   a fresh process: solve, build both certificates, run the independent checker on them.
2. Baseline: for each family (3×n AB; D×N Mastermind in order of size) each solver solves
   games in increasing size, each alone in a fresh process. The budgets are CPU seconds of the
   child (RLIMIT_CPU kills it at the largest budget; a wall-clock guard of 4× the budget
   backs it up), so the verdict does not depend on how loaded the shared machine is; wall
   time and the load average before and after each run are recorded beside it. A family stops
   at its first game not finished, so each over-budget run happens once. The largest game
   finished within each budget is reported. Where both finish, (T, W, R) must agree.
3. ``--big``: Mastermind 4×6 with both certificates (about half an hour here).

Times are wall-clock seconds and the child's CPU seconds: this machine has 2 cores shared with
other jobs, so wall time overstates the work when it is loaded.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time

CHILD = r"""
import json, sys, time, tempfile, os
from certify.codebreaking.general import Game
from certify.codebreaking.search import PlainSolver, Solver, solve
kind, d, n, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
game = Game(d, n, repeats)
t = time.perf_counter()
out = {}
if kind == "plain":
    out["total"], out["worst"], out["restricted"] = PlainSolver(game).solve()
    out["solve"] = time.perf_counter() - t
else:
    solver = Solver(game)
    result = solve(game, solver=solver)
    out.update(total=result.total, worst=result.worst, restricted=result.restricted, states=result.states,
               nodes=result.nodes, depth=result.total_depth, solve=time.perf_counter() - t)
    if kind == "certified":
        from certify.codebreaking.witness import optimality_certificate, strategy_tree
        from certify.checkers import mastermind as checker
        t = time.perf_counter()
        docs = [strategy_tree(game, solver, result), optimality_certificate(game, solver, result)]
        out["certificates"] = time.perf_counter() - t
        out["entries"] = len(docs[1]) - 1  # /3 lines: a header, then one state a line
        t = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            for name, doc in zip(("tree", "optimality"), docs):
                path = os.path.join(tmp, name + (".json" if name == "tree" else ".jsonl"))
                with open(path, "w") as handle:
                    if name == "tree":
                        json.dump(doc, handle, separators=(",", ":"))
                    else:
                        handle.write("\n".join(doc) + "\n")
                out[name + "_bytes"] = os.path.getsize(path)
                summary = checker.check_file(path)
                assert summary["total"] == result.total, summary
        out["check"] = time.perf_counter() - t
        out["checked"] = (summary["total"], summary["worst"], summary["restricted"]) == (
            result.total, result.worst, result.restricted)
print(json.dumps(out))
"""

TARGETS = [(3, n, False) for n in range(3, 11)] + [(d, n, True) for d in (1, 2, 3) for n in range(2, 7)]
FAMILIES = {
    "3xn AB": [(3, n, False) for n in range(3, 11)],
    "Mastermind": sorted([(d, n, True) for d in (2, 3, 4) for n in range(2, 9)], key=lambda g: g[1] ** g[0]),
}


LOG: list = []  # (kind, game, record) of every run, written to --log
LOG_PATH: list = []


def _cpu_limit(seconds: float):
    def limit() -> None:
        soft = int(seconds) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 5))
    return limit


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(kind: str, game, budget: float | None):
    """Run one game in a fresh process; ``None`` when it exceeded ``budget`` CPU seconds."""
    d, n, repeats = game
    before = _children_cpu()
    load_before = os.getloadavg()
    started = time.perf_counter()
    record = {"load_before": load_before}
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, kind, str(d), str(n), "1" if repeats else "0"],
                              capture_output=True, text=True, check=True,
                              timeout=None if budget is None else 4 * budget,
                              preexec_fn=None if budget is None else _cpu_limit(budget))
        record.update(json.loads(done.stdout))
        finished = True
    except (subprocess.TimeoutExpired, subprocess.CalledProcessError) as error:
        finished = False
        record["stopped"] = type(error).__name__ + (f" (signal {-error.returncode})" if getattr(error, "returncode", 0)
                                                    and error.returncode < 0 else "")
    record.update(wall=time.perf_counter() - started, cpu=_children_cpu() - before,
                  load_after=os.getloadavg(), finished=finished, budget=budget)
    LOG.append({"kind": kind, "game": name(game), **record})
    for path in LOG_PATH:
        with open(path, "w") as handle:
            json.dump(LOG, handle, indent=1)
    return record if finished else None


def name(game) -> str:
    d, n, repeats = game
    return f"{d}x{n} {'MM' if repeats else 'AB'}"


def targets() -> list[dict]:
    print("| game | codes | least total | mean | least worst | restricted total | canonical states | nodes | "
          "solve (s) | certificates (s) | check (s) | entries | checked |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
    rows = []
    for game in TARGETS:
        d, n, repeats = game
        found = measure("certified", game, None)
        codes = n ** d if repeats else _perm(n, d)
        from fractions import Fraction
        mean = Fraction(found["total"], codes)
        print(f"| {name(game)} | {codes} | {found['total']} | {mean} | {found['worst']} | {found['restricted']} | "
              f"{found['states']} | {found['nodes']} | {found['solve']:.2f} | {found['certificates']:.2f} | "
              f"{found['check']:.2f} | {found['entries']} | {'yes' if found['checked'] else 'NO'} |", flush=True)
        rows.append({"game": name(game), **found})
    return rows


def _perm(n: int, d: int) -> int:
    out = 1
    for k in range(d):
        out *= n - k
    return out


def baseline(budgets: list[float]) -> dict:
    """One sweep per family and solver with the largest budget; a game counts for a smaller
    budget when it finished within it (wall clock)."""
    summary = {}
    for family, games in FAMILIES.items():
        times = {}
        for kind in ("plain", "reduced"):
            for game in games:
                found = measure(kind, game, max(budgets))
                last = LOG[-1]
                if found is None:
                    print(f"  {family}, {kind}: {name(game)} not finished within {max(budgets):.0f} CPU s "
                          f"({last['stopped']}; cpu {last['cpu']:.1f} s, wall {last['wall']:.1f} s, load "
                          f"{last['load_before'][0]:.2f} -> {last['load_after'][0]:.2f})", flush=True)
                    break
                times[(kind, game)] = found
                print(f"  {family}, {kind}: {name(game)} in cpu {found['cpu']:.2f} s (wall {found['wall']:.2f} s, "
                      f"load {last['load_before'][0]:.2f} -> {last['load_after'][0]:.2f}): "
                      f"{found['total']}, {found['worst']}, {found['restricted']}", flush=True)
                other = times.get(("plain", game)) if kind == "reduced" else None
                if other is not None:
                    assert (other["total"], other["worst"], other["restricted"]) == \
                        (found["total"], found["worst"], found["restricted"]), game
        for budget in budgets:
            largest = {kind: max((g for (k, g), f in times.items() if k == kind and f["cpu"] <= budget),
                                 key=games.index, default=None) for kind in ("plain", "reduced")}
            common = largest["plain"]
            ratio = None
            if common is not None and ("reduced", common) in times:
                ratio = times[("plain", common)]["cpu"] / max(times[("reduced", common)]["cpu"], 1e-3)
            summary[f"{family} / {budget:.0f} s"] = (largest, ratio)
            shown = {k: name(g) if g else "-" for k, g in largest.items()}
            print(f"{family}, budget {budget:.0f} CPU s: plain reaches {shown['plain']}, reduced reaches {shown['reduced']}"
                  + (f"; {ratio:.0f}x less CPU at {name(common)}" if ratio else ""), flush=True)
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", type=float, nargs="+", default=[60.0, 600.0])
    parser.add_argument("--targets-only", action="store_true")
    parser.add_argument("--baseline-only", action="store_true")
    parser.add_argument("--big", action="store_true", help="Also Mastermind 4x6 with both certificates.")
    parser.add_argument("--family", choices=sorted(FAMILIES), action="append",
                        help="Only these baseline families (default: all).")
    parser.add_argument("--log", help="Write every run's record (JSON) here as the sweep goes.")
    args = parser.parse_args()
    if args.family:
        for family in set(FAMILIES) - set(args.family):
            del FAMILIES[family]
    print(f"# {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    if not args.baseline_only:
        targets()
    if not args.targets_only:
        if args.log:
            LOG_PATH.append(args.log)
        baseline(args.budgets)
    if args.big:
        found = measure("certified", (4, 6, True), None)
        print(f"4x6 Mastermind: {json.dumps(found)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
