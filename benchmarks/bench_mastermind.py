#!/usr/bin/env python3
"""Benchmark: general D×N games (AB and Mastermind) with certificates, and the branch-and-bound
solver against the plain memoised search (no symmetry, no bounds).

    python benchmarks/bench_mastermind.py [--budgets 60 600] [--targets-only] [--big]

1. Targets: every 3×n AB game (n <= 10) and every Mastermind game with D <= 3, N <= 6, each in
   a fresh process: solve, build both certificates, run the independent checker on them.
2. Baseline: for each family (3×n AB; D×N Mastermind in order of size) each solver solves
   games in increasing size, each alone in a fresh process killed at the largest budget; the
   largest finished within each budget is reported. Where both finish, (T, W, R) must agree.
3. ``--big``: Mastermind 4×6 with both certificates (about half an hour here).

Times are wall-clock seconds and the child's CPU seconds: this machine has 2 cores shared with
other jobs, so wall time overstates the work when it is loaded.
"""
from __future__ import annotations

import argparse
import json
import platform
import resource
import subprocess
import sys
import time

CHILD = r"""
import json, sys, time, tempfile, os
from certify.ab.general import Game
from certify.ab.search import PlainSolver, Solver, solve
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
        from certify.ab.witness import optimality_certificate, strategy_tree
        from certify.checkers import mastermind as checker
        t = time.perf_counter()
        docs = [strategy_tree(game, solver, result), optimality_certificate(game, solver, result)]
        out["certificates"] = time.perf_counter() - t
        out["entries"] = len(docs[1]["states"])
        t = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            for name, doc in zip(("tree", "optimality"), docs):
                path = os.path.join(tmp, name + ".json")
                with open(path, "w") as handle:
                    json.dump(doc, handle, separators=(",", ":"))
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


def measure(kind: str, game, budget: float | None):
    d, n, repeats = game
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, kind, str(d), str(n), "1" if repeats else "0"],
                              capture_output=True, text=True, timeout=budget, check=True)
    except subprocess.TimeoutExpired:
        return None
    found = json.loads(done.stdout)
    found["wall"] = time.perf_counter() - started
    found["cpu"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
    return found


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
                if found is None:
                    print(f"  {family}, {kind}: {name(game)} not finished within {max(budgets):.0f} s", flush=True)
                    break
                times[(kind, game)] = found
                print(f"  {family}, {kind}: {name(game)} in {found['wall']:.2f} s (cpu {found['cpu']:.2f} s): "
                      f"{found['total']}, {found['worst']}, {found['restricted']}", flush=True)
                other = times.get(("plain", game)) if kind == "reduced" else None
                if other is not None:
                    assert (other["total"], other["worst"], other["restricted"]) == \
                        (found["total"], found["worst"], found["restricted"]), game
        for budget in budgets:
            largest = {kind: max((g for (k, g), f in times.items() if k == kind and f["wall"] <= budget),
                                 key=games.index, default=None) for kind in ("plain", "reduced")}
            common = largest["plain"]
            ratio = None
            if common is not None and ("reduced", common) in times:
                ratio = times[("plain", common)]["cpu"] / max(times[("reduced", common)]["cpu"], 1e-3)
            summary[f"{family} / {budget:.0f} s"] = (largest, ratio)
            shown = {k: name(g) if g else "-" for k, g in largest.items()}
            print(f"{family}, budget {budget:.0f} s: plain reaches {shown['plain']}, reduced reaches {shown['reduced']}"
                  + (f"; {ratio:.0f}x less CPU at {name(common)}" if ratio else ""), flush=True)
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", type=float, nargs="+", default=[60.0, 600.0])
    parser.add_argument("--targets-only", action="store_true")
    parser.add_argument("--baseline-only", action="store_true")
    parser.add_argument("--big", action="store_true", help="Also Mastermind 4x6 with both certificates.")
    args = parser.parse_args()
    print(f"# {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    if not args.baseline_only:
        targets()
    if not args.targets_only:
        baseline(args.budgets)
    if args.big:
        found = measure("certified", (4, 6, True), None)
        print(f"4x6 Mastermind: {json.dumps(found)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
