#!/usr/bin/env python3
"""Benchmark the default audit as a user runs it: whole ``certify audit`` commands, each a fresh
process timed from start to exit, with the engine's caches empty, warm and off, in one run.

    python benchmarks/bench_audit.py [--runs 2] [--out benchmarks/results/audit-cache.json] [AUDIT ARGS...]

Each run, in this order: ``CERTIFY_CACHE`` a new empty directory (a new user's first audit: no
registry parse and no solver verdict kept yet), the same directory again (the next audit), and
``CERTIFY_CACHE=off`` (nothing kept: the baseline, the audit as it ran before solver verdicts were
kept). Each line: wall seconds, CPU seconds (the process and every descendant it waited for),
the largest resident set, the load average before it, and the audit's summary line. Every run
must give every claim the same status (checked here: a cache that changed a verdict is a bug)."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def audit(argv: list[str], cache: str, report: Path) -> dict:
    before, load = resource.getrusage(resource.RUSAGE_CHILDREN), os.getloadavg()
    started = time.perf_counter()
    done = subprocess.run([*argv, "--json", str(report)], env={**os.environ, "CERTIFY_CACHE": cache},
                          capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    statuses = {c["id"]: c["status"] for c in json.loads(report.read_text())["claims"]} if report.exists() else {}
    return {"wall_s": round(wall, 1),
            "cpu_s": round(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 1),
            "max_rss_mb": round(after.ru_maxrss / 1024), "load_before": [round(x, 2) for x in load],
            "exit": done.returncode,
            "summary": next((line for line in reversed(done.stdout.splitlines()) if " claims: " in line), done.stderr[-300:]),
            "statuses_sha256": hashlib.sha256(json.dumps(statuses, sort_keys=True).encode()).hexdigest()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "audit-cache.json"))
    args, audit_args = parser.parse_known_args()
    argv = [sys.executable, "-m", "certify.cli", "audit", "-q", *audit_args]
    records = []
    with tempfile.TemporaryDirectory() as scratch:
        for run in range(1, args.runs + 1):
            fresh = str(Path(scratch) / f"cache-{run}")
            for label, cache in (("empty cache (first audit)", fresh), ("warm cache (next audit)", fresh),
                                 ("no cache (CERTIFY_CACHE=off)", "off")):
                record = {"run": run, "label": label,
                          **audit(argv, cache, Path(scratch) / f"audit-{len(records)}.json")}
                records.append(record)
                print(f"run {run}, {label}: {record['wall_s']} s wall, {record['cpu_s']} s CPU, "
                      f"load {record['load_before'][0]}: {record['summary']}", flush=True)
    if len({r["statuses_sha256"] for r in records}) != 1 or any(r["exit"] != 0 for r in records):
        print("bench_audit: the runs disagree, or one failed", file=sys.stderr)
        return 1
    Path(args.out).write_text(json.dumps({
        "command": " ".join(["python benchmarks/bench_audit.py", *sys.argv[1:]]),
        "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cores": os.cpu_count(),
        "machine": platform.platform(), "records": records}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
