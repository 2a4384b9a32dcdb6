#!/usr/bin/env python3
"""The table of docs/abgames.md: for each n, the exhaustive 2×n optimum beside the paper's
formulas (evaluated from the registry's own statements of Theorems 3 and 4), with the time to
solve, to build the optimality certificate and to check it independently.

    python benchmarks/ab_table.py [--max 48] > table.md
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction

from certify.checkers import ab as abcheck
from certify.codebreaking.certificate import optimality_certificate
from certify.codebreaking.solver import solve_ab
from certify.claims.evaluate import paper_formula


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max", type=int, default=48)
    args = parser.parse_args()
    _, mean_formula = paper_formula("ab.theorem-3")
    _, worst_formula = paper_formula("ab.theorem-4")
    print("| n | codes | least total | least mean | paper's mean (Thm 3) | least worst | paper's worst (Thm 4) | match | states | solve (s) | certificate + check (s) |")
    print("|---:|---:|---:|---:|---:|---:|---:|:---:|---:|---:|---:|")
    for n in range(2, args.max + 1):
        result = solve_ab(2, n)
        started = time.perf_counter()
        summary = abcheck.check_optimality(optimality_certificate(2, n))
        checked = time.perf_counter() - started
        assert (summary["total"], summary["worst"]) == (result.total, result.worst)
        paper_mean = mean_formula({"n": n})
        paper_worst = worst_formula({"n": n})
        mean = Fraction(result.total, result.codes)
        paper = Fraction(int(paper_mean.numerator), int(paper_mean.denominator))
        match = "yes" if paper == mean and paper_worst == result.worst else "**no**"
        print(f"| {n} | {result.codes} | {result.total} | {mean} | {paper} | {result.worst} | {paper_worst} "
              f"| {match} | {result.states} | {result.seconds:.3f} | {checked:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
