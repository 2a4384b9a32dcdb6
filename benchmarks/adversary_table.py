#!/usr/bin/env python3
"""The table of docs/adversaries.md: least question counts for n = 1..64 characters against
each chooser, with certificate status, beside the paper's numbers (read from the registry's
statements of Theorem 5 and Lemma 9).

    python benchmarks/adversary_table.py [--max 64] [--lies2-max 64] > table.md

A cell is ``k`` when proved optimal, ``lo-hi`` when open; the letter is the lower-bound
certificate: C counting, E erasure (Singleton) bound, S sphere packing, L Delsarte LP,
J Delsarte LP with Johnson caps, X SAT search, A adversary argument (+ exact game),
V Berlekamp's volume bound, G exhaustive game search; ``?`` nothing beyond the open range.
"""

from __future__ import annotations

import argparse
import sys
import time

from certify.adversary.optimal import adaptive, predetermined
from certify.claims.evaluate import paper_formula

LETTERS = [("counting", "C"), ("erasure bound", "E"), ("sphere packing", "S"),
           ("Delsarte LP with Johnson", "J"), ("Delsarte LP", "L"), ("exact SAT", "X"),
           ("adversary", "A"), ("Berlekamp", "V"), ("exact game search", "G"), ("no question", "C")]


def cell(count) -> str:
    letter = next((l for key, l in LETTERS if count.lower_certificate.startswith(key)), "?")
    if count.status == "proved":
        return f"{count.upper} {letter}"
    return f"**{count.lower}-{count.upper}** {letter}"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max", type=int, default=64)
    parser.add_argument("--lies2-max", type=int, default=64)
    args = parser.parse_args()
    _, theorem_5 = paper_formula("paz.theorem-5")
    _, lemma_9 = paper_formula("paz.lemma-9")
    started = time.perf_counter()
    print("| n | paper: Thm 5 | honest | paper: Lemma 9 | 1 erasure | 2 erasures | 1 lie | 2 lies "
          "| adaptive honest | adaptive 1 erasure | adaptive 2 erasures | adaptive 1 lie | adaptive 2 lies |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n in range(1, args.max + 1):
        row = [str(n), str(theorem_5({"n": n})), cell(predetermined(n, "honest", 0)),
               str(lemma_9({"n": n})), cell(predetermined(n, "erasures", 1)),
               cell(predetermined(n, "erasures", 2)), cell(predetermined(n, "lies", 1)),
               cell(predetermined(n, "lies", 2)) if n <= args.lies2_max else "",
               cell(adaptive(n, "honest", 0)), cell(adaptive(n, "erasures", 1)),
               cell(adaptive(n, "erasures", 2)), cell(adaptive(n, "lies", 1)),
               cell(adaptive(n, "lies", 2)) if n <= args.lies2_max else ""]
        print("| " + " | ".join(row) + " |", flush=True)
    print(f"\n(computed in {time.perf_counter() - started:.0f} s, every construction verified exhaustively)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
