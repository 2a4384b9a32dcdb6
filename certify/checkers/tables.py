"""Independent checker for certify tables. It shares no code with the engine (it imports
nothing from this package) and is meant to be read in one sitting (under 150 lines): keep it so. The reading
of the files and the equations are in its private helpers ``_table_files`` (CSV, JSON),
``_table_csv``, ``_table_npz``, ``_table_format`` and ``_table_equations``, which import
nothing back.

What a valid table proves. For every state (n, m), 1 <= n, m <= max, the table gives a
value P(n, m) and a set of moves. The checker confirms, using only the table's own
entries, that P(n, m) equals the best value over *all* legal moves,

    guess:                      1/n                       (official, tripartite)
    question with parts a_i:    1 - sum_i (a_i/n) * P(m, a_i)

(a_i >= 1, sum a_i = n, two parts, or two or three for tripartite; Nica: no guess, and
P(1, m) = 1, P(n, 1) = 0 are terminal), and that the listed moves are exactly the moves
attaining it. Since every state's children have a smaller n + m, these equations
determine the table uniquely, so a valid table is *the* solution of the game.

Exact arithmetic. Every value is read as an exact fraction and stored as the integer
S(n, m) = n*m*P(n, m). In these units a guess is worth m and a question
n*m - sum_i S(m, a_i), so the check is integer arithmetic (int64, |S| <= n*m: no
overflow). A value whose S is not an integer cannot be right (the true S is an integer
by induction on n + m: base cases m and 0, and the two formulas above keep integers)
and is reported as such.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

import numpy as np

from certify.checkers._table_equations import check_equations
from certify.checkers._table_files import load
from certify.checkers._table_format import GAMES
from certify.checkers.strict_io import CheckError



@dataclass
class Report:
    """The public API's verdict (``certify.check(path).valid``); ``exit_code`` as CheckError's."""

    valid: bool
    problem: str | None
    rules: str | None = None
    max: int | None = None
    states: int = 0
    moves: int = 0
    exit_code: int = 0


def check_file(path, rules: str | None = None) -> Report:
    """Check the table in ``path`` (CSV, JSON or NPZ, told apart by parsing); ``rules`` must
    match the file's own (a CSV names its rules only in its file name)."""
    try:
        summary = verify(path, rules)
    except CheckError as problem:
        return Report(False, str(problem), exit_code=problem.exit_code)
    return Report(True, None, summary["rules"], summary["max"], summary["states"], summary["moves"])


def verify(path, rules: str | None = None, workers: int = 2) -> dict:
    """The convention of the trusted base: a summary, or ``CheckError`` naming the first fault."""
    table = load(Path(path), rules)
    states, moves = check_equations(*table, workers=workers)
    return {"kind": "certify-table", "rules": table[0], "max": table[1], "states": states, "moves": moves}


@dataclass(frozen=True)
class CheckedTable:
    """A table that passed the full check, with this checker's own reading of its entries
    (what the audit and the bundle checker read values and optimal moves from)."""

    rules: str
    max: int
    scaled: np.ndarray  # scaled[n, m] = n*m*P(n, m); -1 where (n, m) is not a state
    offsets: np.ndarray
    runs: np.ndarray
    states: int = 0  # how many states and optimal moves the check covered
    moves: int = 0
    read: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # (n, m) or (n, m, 0) -> as read

    def value(self, n: int, m: int) -> Fraction:
        found = self.read.get((n, m))
        if found is not None:
            return found
        if not (1 <= n <= self.max and 1 <= m <= self.max) or self.scaled[n, m] < 0:
            raise CheckError(f"({n}, {m}) is not a state of this {self.rules} table (N = {self.max})")
        found = self.read[n, m] = Fraction(int(self.scaled[n, m]), n * m)
        return found

    def optimal_parts(self, n: int, m: int) -> list[tuple[int, ...]]:
        """The optimal moves at (n, m) as ascending parts; ``()`` is the guess."""
        found = self.read.get((n, m, 0))
        if found is not None:
            return list(found)
        self.value(n, m)
        i = n * (self.max + 1) + m
        moves = []
        for a, first, last, step in self.runs[self.offsets[i] : self.offsets[i + 1]].tolist():
            if a == first == last == 0:
                moves.append(())
            else:
                moves += [tuple(p for p in (a, b, n - a - b) if p) for b in range(first, last + 1, step)]
        self.read[n, m, 0] = tuple(moves)
        return moves


def load_checked(path, rules: str | None = None) -> CheckedTable:
    """Load and fully check a table; raise ``CheckError`` naming its first problem."""
    table = load(Path(path), rules)
    states, moves = check_equations(*table)
    return CheckedTable(*table, states, moves)


def main(argv=None) -> int:
    """``python -m certify.checkers.tables FILE [RULES]``: exit 0 iff the table is valid."""
    import sys

    from . import answers_help

    args = sys.argv[1:] if argv is None else argv
    if answers_help(args, "tables FILE [nica|official|tripartite]"):  # (product: every checker answers --help)
        return 0
    if len(args) not in (1, 2):
        print("usage: python -m certify.checkers.tables FILE [nica|official|tripartite]", file=sys.stderr)
        return 2
    result = check_file(args[0], args[1] if len(args) == 2 else None)
    if result.valid:
        print(f"{args[0]}: valid ({result.rules}, N = {result.max}, {result.states} states, {result.moves} optimal moves)")
        return 0
    print(f"{args[0]}: INVALID: {result.problem}")
    return result.exit_code


if __name__ == "__main__":
    raise SystemExit(main())
