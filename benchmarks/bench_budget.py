#!/usr/bin/env python3
"""Benchmark of the budgeted search (certify.codebreaking.budget, issue 26): for each game, in a
fresh process, solve the three measures, build the strategy tree and the optimality certificate
(``certify-mastermind-optimality/3``, xz: the search's /2 lines compacted by
certify.codebreaking.compact), and run the independent checker on both. Records CPU
seconds (user + sys of the child) and wall seconds of each phase, nodes (guesses tried),
expanded states, certificate states and size, and the load average.

    python benchmarks/bench_budget.py 4x6mm 3x10 4x8 [--out DIR] [--log FILE] [--checkpoint-dir DIR]

A game is ``DxN`` (Bulls and Cows / AB: distinct symbols) or ``DxNmm`` (Mastermind).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

CHILD = r"""
import json, lzma, os, resource, sys, time
from certify.codebreaking.general import Game
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.compact import compact_lines
from certify.checkers import mastermind as checker
d, n, repeats, out, checkpoint = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4], sys.argv[5] or None
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime
game = Game(d, n, repeats)
record = {"game": f"{d}x{n}{'mm' if repeats else ''}", "codes": len(game.codes), "load_start": os.getloadavg()[0]}
c, w = cpu(), time.time()
solver = BudgetSolver(game, checkpoint=checkpoint)
result = solver.solve()
record.update(total=result.total, worst=result.worst, restricted=result.restricted, depth=result.total_depth,
              nodes=solver.nodes, expanded=solver.expanded, memo=len(solver.exact) + len(solver.lower) + len(solver.feasible),
              solve_cpu=round(cpu() - c, 2), solve_wall=round(time.time() - w, 2))
name = f"{d}x{n}-{'mm' if repeats else 'ab'}"
tree, cert = os.path.join(out, f"{name}-tree.json"), os.path.join(out, f"{name}-optimality.jsonl.xz")
c, w = cpu(), time.time()
with open(tree, "w") as handle:
    handle.write(json.dumps(solver.strategy_document(), separators=(",", ":")))
with lzma.open(cert, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as handle:
    states = -1
    for line in compact_lines(solver.certificate_lines(), game):
        handle.write(line + "\n")
        states += 1
record.update(certificate_cpu=round(cpu() - c, 2), certificate_wall=round(time.time() - w, 2), states=states,
              tree_bytes=os.path.getsize(tree), certificate_bytes=os.path.getsize(cert))
c, w = cpu(), time.time()
a, b = checker.check_file(tree), checker.check_file(cert)
assert a["total"] == b["total"] == result.total and b["worst"] == result.worst and b["restricted"] == result.restricted
record.update(check_cpu=round(cpu() - c, 2), check_wall=round(time.time() - w, 2), load_end=os.getloadavg()[0],
              maxrss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
print(json.dumps(record))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--out", default=".")
    parser.add_argument("--log")
    parser.add_argument("--checkpoint-dir")
    args = parser.parse_args()
    records = []
    for spec in args.games:
        repeats = spec.endswith("mm")
        d, n = (int(x) for x in spec.removesuffix("mm").split("x"))
        checkpoint = "" if not args.checkpoint_dir else os.path.join(args.checkpoint_dir, f"{spec}.pkl")
        done = subprocess.run([sys.executable, "-c", CHILD, str(d), str(n), "1" if repeats else "0", args.out, checkpoint],
                              capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
        if done.returncode != 0:
            print(f"{spec}: failed: {done.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
            return 1
        record = json.loads(done.stdout.strip().splitlines()[-1])
        records.append(record)
        print(json.dumps(record), flush=True)
    if args.log:
        with open(args.log, "w") as handle:
            json.dump(records, handle, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
