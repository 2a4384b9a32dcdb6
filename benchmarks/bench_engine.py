#!/usr/bin/env python3
"""Benchmark: the fast engine against the straightforward exact DP, in the same run.

    python benchmarks/bench_engine.py [--rules official] [--size 500] [--big 2048]

Each measurement runs in a fresh child process (so peak memory is its own, read from
getrusage), one after the other on this machine. It prints the wall times, their ratio,
peak resident memory, and the time of engine + independent check at ``--big``.
The engine's numba compilation is warmed up (cached) before timing.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import json, resource, sys, time
job, rules, size, path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
result = {}
if job == "reference":
    from certify.guesswho.reference import solve_reference
    t = time.perf_counter(); values, moves = solve_reference(rules, size); result["seconds"] = time.perf_counter() - t
    result["check_value"] = str(values[size, size])
elif job == "engine":
    import certify
    certify.solve(rules, 8)  # load the compiled kernels
    t = time.perf_counter(); table = certify.solve(rules, size); result["seconds"] = time.perf_counter() - t
    result["check_value"] = str(table.value(size, size))
elif job == "engine+check":
    import certify
    from certify.checkers.tables import check_file
    certify.solve(rules, 8)
    t = time.perf_counter(); table = certify.solve(rules, size); result["solve"] = time.perf_counter() - t
    t = time.perf_counter(); table.write(path); result["write"] = time.perf_counter() - t
    del table
    t = time.perf_counter(); report = check_file(path); result["check"] = time.perf_counter() - t
    result["valid"] = report.valid
    result["seconds"] = result["solve"] + result["write"] + result["check"]
result["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(result))
"""


def measure(job: str, rules: str, size: int, path: str = "-") -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, job, rules, str(size), path], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default="official")
    parser.add_argument("--size", type=int, default=500, help="N for the ratio against the straightforward DP")
    parser.add_argument("--big", type=int, default=2048, help="N for engine + independent check (0 to skip)")
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    engine = measure("engine", args.rules, args.size)
    reference = measure("reference", args.rules, args.size)
    assert engine["check_value"] == reference["check_value"], "engine and reference disagree"
    print(f"{args.rules}, N = {args.size}: straightforward mpq DP {reference['seconds']:.2f} s "
          f"(peak {reference['peak_rss_mib']:.0f} MiB); engine {engine['seconds']:.3f} s "
          f"(peak {engine['peak_rss_mib']:.0f} MiB); ratio {reference['seconds'] / engine['seconds']:.0f}x; "
          f"P({args.size},{args.size}) = {engine['check_value']} from both")
    if args.big:
        with tempfile.TemporaryDirectory() as tmp:
            big = measure("engine+check", args.rules, args.big, os.path.join(tmp, f"{args.rules}-{args.big}.npz"))
        print(f"{args.rules}, N = {args.big}: engine {big['solve']:.1f} s + write npz {big['write']:.1f} s + "
              f"independent check {big['check']:.1f} s = {big['seconds']:.1f} s (valid: {big['valid']}; "
              f"peak {big['peak_rss_mib']:.0f} MiB)")


if __name__ == "__main__":
    main()
