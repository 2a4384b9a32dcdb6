"""The reference table checker: the plain exact check of docs/formats.md, with Fractions.

Standard library (and the trusted base's file reader) only, no NumPy, no tricks (under 100
lines of logic): slow (it computes every move's value of every state as a ``Fraction``) but
obviously right, so the fast checker (:mod:`certify.checkers.tables`) is property-tested
against it on random tables, valid and tampered (``tests/test_reference_checker.py``). It
checks the mathematics only; the canonical form of the file is the fast checker's business.

Trusted facts: Python's ``fractions``, ``csv`` and ``json``; the game equations

    P(n, m) = max( [1/n if the rules allow a guess]
                   + [1 - sum_i (a_i/n) P(m, a_i) for every legal question a_1:..:a_k] )

(two parts, or two or three for tripartite; Nica: no guess, P(1, m) = 1, P(n, 1) = 0 are
terminal and (1, 1) is not a state), and the listed moves are exactly the maximisers.
"""
from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

from certify.checkers import UNREADABLE, CheckError, verdict
from certify.checkers.strict_io import read_bytes

RULES = {"nica": (False, 2, True), "official": (True, 2, False), "tripartite": (True, 3, False)}


def read(path: Path, rules: str | None):
    """``(rules, {(n, m): (value, moves)})`` from a CSV or JSON table."""
    try:
        text = read_bytes(path).decode("utf-8")
        if text.startswith("{"):
            doc = json.loads(text)
            rows = [(s["n"], s["m"], s["value"], s["moves"]) for s in doc["states"]]
            rules = rules or doc["rules"]
        else:
            rows = [(int(r["n"]), int(r["m"]), r["value"], r["moves"].split()) for r in csv.DictReader(text.splitlines())]
            named = [r for r in RULES if r in path.stem]
            rules = rules or (named[0] if len(named) == 1 else None)
        table = {}
        for n, m, value, moves in rows:
            if (n, m) in table:
                raise CheckError(f"state ({n}, {m}) listed twice")
            table[n, m] = (Fraction(value), set(moves))
    except (UnicodeDecodeError, ValueError, KeyError, TypeError, ZeroDivisionError) as error:
        what = f"no {error} field" if isinstance(error, KeyError) else f"{type(error).__name__}: {error}"
        raise CheckError(f"cannot read the table: {what}"[:300], UNREADABLE) from None
    if rules not in RULES:
        raise CheckError(f"unknown rules {rules!r}", UNREADABLE)
    return rules, table


def legal_moves(n: int, three: bool):
    """Every question on n candidates, as its ascending parts."""
    moves = [(b, n - b) for b in range(1, n // 2 + 1)]
    if three:
        moves += [(a, b, n - a - b) for a in range(1, n // 3 + 1) for b in range(a, (n - a) // 2 + 1)]
    return moves


def check(rules: str, table: dict) -> dict:
    """Raise ``CheckError`` at the first wrong state (in order of n, then m)."""
    guess, parts, nica = RULES[rules]
    N = max((max(n, m) for n, m in table), default=0)
    states = [(n, m) for n in range(1, N + 1) for m in range(1, N + 1) if not (nica and n == m == 1)]
    if not states or set(table) != set(states):
        raise CheckError("the states are not exactly 1 <= n, m <= N")
    for n, m in states:
        value, listed = table[n, m]
        if nica and (n == 1 or m == 1):
            if value != (1 if n == 1 else 0) or listed:
                raise CheckError(f"state ({n}, {m}): a terminal state has value {int(n == 1)} and no moves")
            continue
        moves = {":".join(map(str, q)): 1 - sum(Fraction(a, n) * table[m, a][0] for a in q)
                 for q in legal_moves(n, parts == 3)}
        if guess:
            moves["guess"] = Fraction(1, n)
        best = max(moves.values())
        if value != best:
            raise CheckError(f"state ({n}, {m}): value {value}, but the best move gives {best}")
        if listed != {move for move, v in moves.items() if v == best}:
            raise CheckError(f"state ({n}, {m}): the listed moves are not exactly the optimal ones")
    return {"kind": "certify-table", "rules": rules, "max": N, "states": len(states)}


def check_file(path, rules: str | None = None) -> dict:
    return check(*read(Path(path), rules))


def main(argv=None) -> int:
    """``python -m certify.checkers.reference_tables FILE [RULES]``: exit 0 iff valid."""
    return verdict(argv, "reference_tables FILE [nica|official|tripartite]", check_file,
                   lambda s: f"({s['rules']}, N = {s['max']}, {s['states']} states)", counts=(1, 2))


if __name__ == "__main__":
    raise SystemExit(main())
