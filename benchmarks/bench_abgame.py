#!/usr/bin/env python3
"""Benchmark: the symmetry-reduced 2×n solver against the plain memoised search, same run.

    python benchmarks/bench_abgame.py [--budgets 60 600] [--start 2] [--reduced-max 96]

For each solver and each time budget, n = start, start+1, ... is solved, each n alone in a
fresh child process killed at the budget; the largest n finished within the budget is
reported, with the time of every n. The ratio is taken at the largest n both finished.
Both solvers compute the same exact (total, worst) pair; the run asserts they agree.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time

CHILD = r"""
import json, sys, time
from certify.codebreaking.naive import NaiveSolver
from certify.codebreaking.solver import PairSolver
kind, n = sys.argv[1], int(sys.argv[2])
t = time.perf_counter()
if kind == "plain":
    total, worst, _ = NaiveSolver(2, n).solve()
else:
    solver = PairSolver(n)
    total, worst, _ = solver.value(solver.game.full)
print(json.dumps({"seconds": time.perf_counter() - t, "total": total, "worst": worst}))
"""


def measure(kind: str, n: int, budget: float):
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, kind, str(n)], capture_output=True,
                              text=True, timeout=budget, check=True)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout)


def sweep(kind: str, budget: float, start: int, stop: int) -> dict[int, dict]:
    results = {}
    for n in range(start, stop + 1):
        found = measure(kind, n, budget)
        if found is None:
            print(f"  {kind:7s} n = {n}: over {budget:.0f} s", flush=True)
            break
        results[n] = found
        print(f"  {kind:7s} n = {n}: {found['seconds']:.3f} s (total {found['total']}, worst {found['worst']})", flush=True)
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", type=float, nargs="+", default=[60.0, 600.0])
    parser.add_argument("--start", type=int, default=2)
    parser.add_argument("--reduced-max", type=int, default=64, help="largest n tried for the reduced solver (the CLI's cap is 64)")
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}, {time.strftime('%Y-%m-%d %H:%M')}")
    summary = {}
    for budget in sorted(args.budgets):
        print(f"budget {budget:.0f} s per n")
        plain = sweep("plain", budget, args.start, 64)
        reduced = sweep("reduced", budget, args.start, args.reduced_max)
        for n in set(plain) & set(reduced):
            assert (plain[n]["total"], plain[n]["worst"]) == (reduced[n]["total"], reduced[n]["worst"]), n
        common = max(set(plain) & set(reduced))
        ratio = plain[common]["seconds"] / reduced[common]["seconds"]
        summary[budget] = (max(plain), max(reduced), common, ratio)
        print(f"  largest n: plain {max(plain)}, reduced {max(reduced)}"
              f"{' (the cap; raise --reduced-max)' if max(reduced) == args.reduced_max else ''}; "
              f"at n = {common} the reduced solver is {ratio:.0f}x faster")
    return 0


if __name__ == "__main__":
    sys.exit(main())
