"""Split search (issue 40, docs/mastermind.md "Split search"): nodes, time and memory per instance,
with one worker and with two, beside the one-process budgeted search.

Each run is a fresh process under ``/usr/bin/time -v`` (wall, user + sys CPU of the process and
every worker it waited for, the largest resident set of any one of them):

    python benchmarks/bench_split.py 4x5 4x6 [4x7] --out benchmarks/results/mastermind-split.json

Instances are Mastermind (repeats) ``DxN``. ``--workers 1 2`` by default; ``--serial`` adds the
one-process budgeted search (``BudgetSolver.solve``) as the baseline.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

RUN = """
import json, sys
from certify.codebreaking.general import Game
from certify.codebreaking.split import split_search
if __name__ == "__main__":
    d, n, w, folder = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    summary, figures = split_search(Game(d, n, True), folder, False, workers=w)
    print(json.dumps({"summary": {k: summary[k] for k in ("total", "worst", "restricted", "fragments", "states")},
                      "figures": figures}))
"""

SERIAL = """
import json, sys, time
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.general import Game
d, n = int(sys.argv[1]), int(sys.argv[2])
start = time.process_time()
r = BudgetSolver(Game(d, n, True)).solve()
print(json.dumps({"summary": {"total": r.total, "worst": r.worst, "restricted": r.restricted},
                  "figures": {"nodes": r.nodes, "states": r.states, "cpu": time.process_time() - start}}))
"""


def timed(argv: list[str]) -> dict:
    """Run ``argv`` under /usr/bin/time -v: its JSON line and the measured figures."""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v", *argv], capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    out = json.loads(done.stdout.strip().splitlines()[-1])

    def field(name):
        return float(re.search(rf"{re.escape(name)}: ([0-9.]+)", done.stderr).group(1))

    out.update(wall_s=round(wall, 1), user_s=field("User time (seconds)"), sys_s=field("System time (seconds)"),
               max_rss_mb=round(field("Maximum resident set size (kbytes)") / 1024))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", help="DxN Mastermind instances, e.g. 4x6")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--serial", action="store_true")
    parser.add_argument("--out")
    args = parser.parse_args()
    records = []
    for game in args.games:
        d, n = (int(x) for x in game.split("x"))
        if args.serial:
            row = {"game": f"{game} MM", "run": "serial budgeted search", **timed([sys.executable, "-c", SERIAL, str(d), str(n)])}
            records.append(row)
            print(json.dumps(row), flush=True)
        for w in args.workers:
            with tempfile.TemporaryDirectory() as folder:
                row = {"game": f"{game} MM", "run": f"split, {w} dask worker{'s' * (w > 1)}",
                       **timed([sys.executable, "-c", RUN, str(d), str(n), str(w), os.path.join(folder, "run")])}
                size = sum(os.path.getsize(os.path.join(root, f)) for root, _, files in os.walk(folder) for f in files)
                row["folder_kb"] = round(size / 1024)
            records.append(row)
            print(json.dumps(row), flush=True)
    if args.out:
        doc = {"measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_average": os.getloadavg(),
               "cores": os.cpu_count(), "records": records}
        with open(args.out, "w") as handle:
            json.dump(doc, handle, indent=1)
            handle.write("\n")


if __name__ == "__main__":
    main()
