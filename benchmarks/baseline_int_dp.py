#!/usr/bin/env python3
"""The honest baseline: the official game's exact DP in plain Python integers, written to CSV.

    python benchmarks/baseline_int_dp.py N OUT.csv

What a competent person would write without libraries (no numpy, no numba, no gmpy2):
every value is kept as the integer S(n, m) = n*m*P(n, m) (Cushing et al., Eq. (1) scaled:
a guess is worth m, a question k : n-k is worth n*m - S(m, k) - S(m, n-k); docs/formats.md),
states are solved in order of n + m (every child has a smaller sum), and a second pass
writes the rows in the table's order (n, then m) with *all* optimal moves, the value as
p/q in lowest terms. The file has the same bytes as ``certify table --rules official
--format csv`` (benchmarks/bench_commands.py compares them).
"""

import sys
from math import gcd


def solve(N):
    """S[n][m] for 1 <= n, m <= N (S[m][0] = 0 stands for an empty part)."""
    S = [[0] * (N + 1) for _ in range(N + 1)]
    for s in range(2, 2 * N + 1):
        for n in range(max(1, s - N), min(N, s - 1) + 1):
            m = s - n
            row = S[m]
            h = n // 2
            # least S(m, k) + S(m, n-k) over k = 1..n/2 (pairs taken from both ends of the row)
            least = min(map(int.__add__, row[1 : h + 1], row[n - 1 : n - h - 1 : -1])) if h else 0
            S[n][m] = max(m, n * m - least) if h else m
    return S


def write_csv(S, N, path):
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write("n,m,value,moves\n")
        for n in range(1, N + 1):
            h = n // 2
            labels = [f"{k}:{n - k}" for k in range(1, h + 1)]
            lines = []
            for m in range(1, N + 1):
                row = S[m]
                v = S[n][m]
                nm = n * m
                sums = list(map(int.__add__, row[1 : h + 1], row[n - 1 : n - h - 1 : -1]))
                target = nm - v  # a question is optimal iff its pair sum is exactly n*m - S(n, m)
                moves = [labels[i] for i, x in enumerate(sums) if x == target]
                if v == m:
                    moves.append("guess")
                g = gcd(v, nm)
                value = str(v // g) if nm == g else f"{v // g}/{nm // g}"
                lines.append(f"{n},{m},{value},{' '.join(moves)}\n")
            out.writelines(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: baseline_int_dp.py N OUT.csv")
    N = int(sys.argv[1])
    S = solve(N)
    write_csv(S, N, sys.argv[2])
    print(f"P({N}, {N}) = {S[N][N]}/{N * N}")


if __name__ == "__main__":
    main()
