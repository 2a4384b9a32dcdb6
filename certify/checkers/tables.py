"""Independent checker for certify tables, in their one trusted format, NPZ (docs/formats.md). It
shares no code with the engine (it imports nothing from this package) and is meant to be read in one
sitting (under 150 lines): keep it so. The reading of the file and the form of its arrays are in the
private helper ``_table_npz``, the equations in ``_table_equations``, which import nothing back. The
human formats (CSV, JSON) are not read here: ``certify.guesswho.textread``, outside the trusted base,
reads them into arrays whose form and equations this module checks (:func:`check_arrays`), and
converts them to NPZ (``python -m certify.guesswho.convert FILE OUT.npz``).

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

from certify.checkers import UNREADABLE, verdict
from certify.checkers._table_equations import check_equations
from certify.checkers._table_format import GAMES, price
from certify.checkers._table_npz import check_form, read_npz
from certify.checkers.strict_io import CheckError, kind_of, read_bytes


def load(path: Path, rules: str | None):
    """``(rules, N, S, offsets, runs)`` of an NPZ table, read and its recorded sha256 verified."""
    kind, parsed = kind_of(read_bytes(path))
    if kind == "npz":
        with parsed:
            return read_npz(parsed, rules)
    if kind in ("csv", "json"):
        raise CheckError(f"a {kind.upper()} table: the checker reads NPZ; convert it (python -m certify.guesswho.convert "
                         "FILE OUT.npz), or check it with certify check FILE, which converts it", UNREADABLE)
    raise CheckError(f"an AB-game certificate ({kind}), not a table: check it with certify.checkers.ab", UNREADABLE)


def check_arrays(rules, size, S, offsets, runs, workers: int = 2) -> CheckedTable:
    """The full check of a table given as arrays (read here from NPZ, or by a converter outside the
    trusted base): their types and shapes, their form (``_table_npz.check_form``), the equations."""
    price(rules, size, len(runs) if isinstance(runs, np.ndarray) else 0)
    for name, array, dtype, shape in (("scaled", S, "<i8", (size + 1, size + 1)), ("offsets", offsets, "<i8", ((size + 1) ** 2 + 1,)),
                                      ("runs", runs, "<i4", (len(runs) if isinstance(runs, np.ndarray) else -1, 4))):
        if not isinstance(array, np.ndarray) or array.dtype.str != dtype or array.shape != shape or not array.flags.c_contiguous:
            raise CheckError(f"{name}: expected a C-order array of {dtype} with shape {shape}")
    check_form(rules, size, S, offsets, runs)
    states, moves = check_equations(rules, size, S, offsets, runs, workers=workers)
    return CheckedTable(rules, size, S, offsets, runs, states, moves)


def load_checked(path, rules: str | None = None) -> CheckedTable:
    """Load and fully check an NPZ table; raise ``CheckError`` naming its first problem."""
    return check_arrays(*load(Path(path), rules))


def summary(table: CheckedTable) -> dict:
    return {"kind": "certify-table-npz", "rules": table.rules, "max": table.max, "states": table.states, "moves": table.moves}


def check_file(path, rules: str | None = None) -> dict:
    """The convention of the trusted base: a summary, or ``CheckError`` naming the first fault."""
    return summary(load_checked(path, rules))


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


def describe(found: dict) -> str:
    return f"({found['rules']}, N = {found['max']}, {found['states']} states, {found['moves']} optimal moves)"


def main(argv=None) -> int:
    """``python -m certify.checkers.tables FILE [RULES]``: exit 0 iff the NPZ table is valid."""
    usage = f"tables FILE [{'|'.join(GAMES)}]"
    return verdict(argv, usage, check_file, describe, counts=(1, 2))


if __name__ == "__main__":
    raise SystemExit(main())
