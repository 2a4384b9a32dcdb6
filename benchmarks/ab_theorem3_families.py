"""Classify the canonical states of the 2×n AB game into families (issue 25, Theorem 3 for all n).

The symmetry-reduced solver (certify.codebreaking.solver) memoises every state of two or more
codes that ANY sequence of guesses reaches from the start, up to renaming symbols and swapping
the positions (its guesses are reduced only by twin symbols, so every guess's classes are
images of the classes it explores). This script reads that table for each n and names every
state as a member of a family, with the family's parameter:

  P(s)   all ordered pairs over s symbols (the complete digraph), s >= 2;
  D(s)   the double star Star(s, a, b): the codes (a, x) and (x, b) for x in a set X of s
         symbols, a != b outside X (D(1) is the path a -> x -> b), s >= 1;
  S1(m)  the single star: m codes sharing one symbol in the same position (m >= 2);
  E2     two disjoint codes (i, j), (k, l) with {i, j} and {k, l} disjoint;
  other  anything else (none is expected; the script reports it).

It also marks the states reached under SOME optimal-total strategy (every guess of least total
followed), and compares each state's certified least total with the closed forms of Table 1:
P(s) = T(s), D(s) = T2(s + 2), S1(m) = T1(m + 1), E2 = 3 (ab.toml's definitions, exact
integers). Output: one line per n with the counts, then the family members and their totals.

Usage: python benchmarks/ab_theorem3_families.py [N_MAX] [--list]
"""
from __future__ import annotations

import sys

from certify.codebreaking.solver import PairSolver


def T(n: int) -> int:
    if n == 2:
        return 3
    if n == 3:
        return 13
    num = 4 * n**3 + 21 * n**2 + (-76 * n + 72 if n % 2 == 0 else -82 * n + 105)
    assert num % 12 == 0
    return num // 12


def T2(n: int) -> int:
    if n == 3:
        return 3
    num = n * n + 4 * n - (18 if n % 2 == 0 else 19)
    assert num % 2 == 0
    return num // 2


def T1(n: int) -> int:
    num = n * n + 4 * n - (8 if n % 2 == 0 else 9)
    assert num % 4 == 0
    return num // 4


def edges(state: int, n: int) -> list[tuple[int, int]]:
    return [(b // n, b % n) for b in range(n * n) if (state >> b) & 1]


def classify(state: int, n: int) -> tuple[str, int]:
    """(family, parameter) of a state of two or more codes."""
    es = edges(state, n)
    m = len(es)
    verts = {v for e in es for v in e}
    outs = {v: {j for i, j in es if i == v} for v in verts}
    ins = {v: {i for i, j in es if j == v} for v in verts}
    s = len(verts)
    if m == s * (s - 1):
        return "P", s
    for v in verts:
        if len(outs[v]) == m or len(ins[v]) == m:
            return "S1", m
    if m % 2 == 0:
        # a double star: a hub a with out-edges to X, a hub b with in-edges from X, |X| = m/2
        for a in verts:
            X = outs[a]
            if len(X) != m // 2 or ins[a]:
                continue
            for b in verts:
                if b == a or b in X or outs[b] or ins[b] != X:
                    continue
                if all(outs[x] == {b} and ins[x] == {a} for x in X):
                    return "D", len(X)
    if m == 2 and s == 4:
        return "E2", 0
    return "other", m


def closed_form(family: str, p: int) -> int | None:
    return {"P": lambda: T(p), "D": lambda: T2(p + 2), "S1": lambda: T1(p + 1),
            "E2": lambda: 3}.get(family, lambda: None)()


def optimal_reach(solver: PairSolver) -> set[int]:
    """Canonical keys (states of >= 2 codes) reached under some optimal-total strategy."""
    game, n = solver.game, solver.n
    start = solver.key(game.full)
    seen, todo = {start}, [start]
    while todo:
        state = todo.pop()
        best = solver.table[state][0]
        for guess in game.guesses(state):
            parts = game.children(state, guess)
            if parts is None:
                continue
            total = state.bit_count() + sum(solver.value(p)[0] for p in parts)
            if total != best:
                continue
            for p in parts:
                if p & (p - 1):
                    k = solver.key(p)
                    if k not in seen:
                        seen.add(k)
                        todo.append(k)
    return seen


def survey(n: int) -> dict:
    solver = PairSolver(n)
    solver.value(solver.game.full)
    reach = optimal_reach(solver)
    members = []
    for key, (total, _worst, _depth) in solver.table.items():
        fam, p = classify(key, n)
        members.append((fam, p, total, closed_form(fam, p), key in reach))
    members.sort()
    return {"n": n, "states": len(solver.table), "optimal": len(reach), "members": members}


def main(argv: list[str]) -> int:
    listing = "--list" in argv
    args = [a for a in argv if not a.startswith("--")]
    try:
        nmax = int(args[0]) if args else 16
    except ValueError:
        print(f"error: N_MAX must be an integer, got {args[0]!r}", file=sys.stderr)
        return 2
    if not 4 <= nmax <= 40:
        print("error: N_MAX must be between 4 and 40", file=sys.stderr)
        return 2
    bad = 0
    print("n  states  3n-8  optimal  P  D  S1  E2  other  mismatches  P-missing  D-missing  S1-missing")
    for n in range(4, nmax + 1):
        r = survey(n)
        fams = {f: sorted(p for g, p, *_ in r["members"] if g == f) for f in ("P", "D", "S1", "E2", "other")}
        mism = [(f, p, t, c) for f, p, t, c, _ in r["members"] if c is None or t != c]
        bad += len(mism)
        miss = lambda f, lo, hi: [p for p in range(lo, hi + 1) if p not in fams[f]]
        print(f"{n:<3}{r['states']:>6}{3*n-8:>6}{r['optimal']:>9}{len(fams['P']):>3}{len(fams['D']):>3}"
              f"{len(fams['S1']):>4}{len(fams['E2']):>4}{len(fams['other']):>7}{len(mism):>12}"
              f"  {miss('P', 2, n)}  {miss('D', 1, n - 2)}  {miss('S1', 2, n - 1)}")
        if listing:
            for f, p, t, c, opt in r["members"]:
                print(f"    {f}({p}) total {t} closed form {c} {'optimal-reached' if opt else 'off-optimal'}")
        for m in mism:
            print("    MISMATCH", m)
    print("all totals equal the closed forms" if bad == 0 else f"{bad} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
