"""Independent checker for adaptive-game certificates (Paz-Peterfreund, beyond the paper): a
strategy table proves that q questions suffice, a table of losing states that they do not.

Standard library and the trusted base's ``strict_io`` only; under 250 lines. The checker only enumerates the moves of
the listed states: no recursion, no search.

The games (the guesser asks whether the chosen character is in a set; the chooser answers
after each question). Lies (Renyi-Ulam; d = 0 is the honest chooser): a state is
(x_0, ..., x_d), x_j the candidates that would have needed j lies so far; a question takes t_j
of each class; after "yes" class j holds t_j + (x_{j-1} - t_{j-1}), after "no"
x_j - t_j + t_{j-1} (candidates past d lies drop out). Erasures: a state is (candidates s,
"don't know" answers left e); a question takes p candidates; the answers lead to (p, e),
(s - p, e) and, if e > 0, (s, e - 1). By symmetry these counts are the whole state.

Trusted facts: a state with at most one candidate is won; with two or more and no question
left it is lost; Berlekamp's conservation of volume (1964): a liar-game state with
sum_j x_j V(q, d - j) > 2^q (V(q, r) = sum_{i<=r} C(q, i)) cannot be won in q questions; an
erasure-game state with more than 2^q candidates cannot (counting, the chooser never says
"don't know").

Formats: one JSON object in the sorted canonical form (keys sorted, no spaces, ASCII, one final
newline: :func:`certify.checkers.strict_io.sorted_json`), exactly the fields below, ``game`` "lies" or "erasures":

* ``certify-adversary-game-win/1`` {d, format, game, n, questions, strategy}: ``strategy`` rows
  [q, *state, *take] sorted, one per (q, state); every answer to a row's question leads to a
  won state or to the row of (q - 1, that state); the start (n candidates, none used) with
  ``questions`` is a row (or won); every row is reachable from it. Proves: ``questions``
  questions suffice.
* ``certify-adversary-game-loss/1`` {d, format, game, losing, n, questions}: ``losing`` rows
  [q, *state] sorted; for every question at a row (every take vector, all enumerated) the
  first answer leading to a lost state or, failing that, to a row with q - 1 exists; the start
  is lost or a row; every row is used so. Proves: ``questions`` questions do not suffice.

Limits (exit 4): ``LIMITS``: file bytes, JSON nesting, n, d, questions, rows, and the number
of questions a loss table makes the checker enumerate (computed before enumerating).
"""
from __future__ import annotations

import itertools
import math
from functools import lru_cache
from math import comb

from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict
from certify.checkers.strict_io import integer, load_sorted_json, sorted_json

FORMATS = {"certify-adversary-game-win/1": "strategy", "certify-adversary-game-loss/1": "losing"}
LIMITS = {"bytes": 32 << 20, "depth": 8, "n": 1024, "d": 3, "questions": 64, "rows": 200_000, "work": 5_000_000}


canonical = sorted_json  # the writers' name for the one accepted text of a certificate


def moves(game: str, d: int, state: tuple, take: tuple) -> list:
    """The states after each answer to the question taking ``take`` (the rules above)."""
    if game == "erasures":
        (s, e), (p,) = state, take
        return [(p, e), (s - p, e)] + ([(s, e - 1)] if e else [])
    yes = tuple(take[j] + (state[j - 1] - take[j - 1] if j else 0) for j in range(d + 1))
    no = tuple(state[j] - take[j] + (take[j - 1] if j else 0) for j in range(d + 1))
    return [yes, no]


def won(game: str, state: tuple) -> bool:
    return (state[0] if game == "erasures" else sum(state)) <= 1


@lru_cache(maxsize=None)
def ball(q: int, radius: int) -> int:
    """V(q, radius) = sum_{i <= radius} C(q, i)."""
    return sum(comb(q, i) for i in range(radius + 1))


def lost(game: str, d: int, state: tuple, q: int) -> bool:
    """Lost with q questions left, by the trusted facts."""
    if game == "erasures":
        return state[0] >= 2 and state[0] > 2 ** q
    volume = sum(x * ball(q, d - j) for j, x in enumerate(state))
    return sum(state) >= 2 and (q == 0 or volume > 2 ** q)


def takes(game: str, d: int, state: tuple):
    """Every question at ``state`` (as take vectors)."""
    return itertools.product(*(range(x + 1) for x in (state[:1] if game == "erasures" else state)))


def _table(rows, key: str, arity: int, width: int) -> dict:
    if not isinstance(rows, list):
        raise CheckError(f"{key} must be a list of rows")
    if len(rows) > LIMITS["rows"]:
        raise CheckError(f"{key} has {len(rows)} rows, beyond the limit {LIMITS['rows']}", LIMIT)
    for row in rows:
        if (not isinstance(row, list) or len(row) != 1 + arity + width
                or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= LIMITS["n"] for v in row)):
            raise CheckError(f"{key}: {row!r} is not a row of {1 + arity + width} integers in [0, {LIMITS['n']}]"[:200])
    bad = next((b for a, b in zip(rows, rows[1:]) if a[:1 + arity] >= b[:1 + arity]), None)
    if bad is not None:
        raise CheckError(f"{key}: row {bad} is out of order (rows sorted by (q, state), one per (q, state))")
    return {(r[0], tuple(r[1:1 + arity])): tuple(r[1 + arity:]) for r in rows}


def check_document(doc: dict) -> dict:
    """Check a parsed game certificate; return ``{kind, game, d, n, enough | not_enough}``."""
    key = FORMATS.get(doc.get("format")) if isinstance(doc.get("format"), str) else None
    if key is None:
        raise CheckError(f"unknown format {doc.get('format')!r}"[:200], UNREADABLE)
    win = key == "strategy"
    fields = {"format", "game", "d", "n", "questions", key}
    if set(doc) != fields:
        odd = sorted(set(doc) ^ fields)[0]
        raise CheckError(f"field {odd!r} is {'unknown' if odd in doc else 'missing'}: the fields must be exactly "
                         f"{sorted(fields)}")
    game = doc["game"]
    if game not in ("lies", "erasures"):
        raise CheckError(f"game must be 'lies' or 'erasures', got {game!r}"[:200])
    d, n = integer(doc["d"], "d", 0, most=LIMITS["d"]), integer(doc["n"], "n", 1, most=LIMITS["n"])
    questions = integer(doc["questions"], "questions", 0, most=LIMITS["questions"])
    arity = 2 if game == "erasures" else d + 1
    table = _table(doc[key], key, arity, (1 if game == "erasures" else d + 1) if win else 0)
    if not win and sum(math.prod(x + 1 for x in (s[:1] if game == "erasures" else s)) for _, s in table) > LIMITS["work"]:
        raise CheckError(f"the loss table makes the checker enumerate over {LIMITS['work']} questions", LIMIT)
    decided = (lambda s, q: won(game, s)) if win else (lambda s, q: lost(game, d, s, q))
    for q, state in table:
        if not 1 <= q <= questions or decided(state, q) or (game == "erasures" and state[1] > d):
            raise CheckError(f"row {[q, *state]}: q outside 1..{questions}, a decided state, or too many erasures")
    start = (n, d) if game == "erasures" else (n,) + (0,) * d
    reached = set() if decided(start, questions) else {(questions, start)}
    if reached and (questions, start) not in table:
        raise CheckError(f"the start {list(start)} with {questions} questions is neither decided nor a row")
    for (q, state), take in sorted(table.items(), reverse=True):  # q descending: parents first
        if (q, state) not in reached:
            raise CheckError(f"row {[q, *state]} is not {'reachable' if win else 'used'}")
        if win and any(not 0 <= t <= x for t, x in zip(take, state)):
            raise CheckError(f"row {[q, *state]}: the question takes more candidates than there are")
        for t in [take] if win else takes(game, d, state):
            children = moves(game, d, state, t)
            if win:
                pending = [c for c in children if not won(game, c)]
            elif any(lost(game, d, c, q - 1) for c in children):
                pending = []
            else:
                pending = [c for c in children if (q - 1, c) in table][:1]
                if not pending:
                    raise CheckError(f"row {[q, *state]}: no answer to the question {list(t)} leads to a lost state")
            for c in pending:
                if (q - 1, c) not in table:
                    raise CheckError(f"row {[q, *state]}: an answer leads to {list(c)} with {q - 1} questions, "
                                     "neither won nor a row")
                reached.add((q - 1, c))
    return {"kind": "game-win" if win else "game-loss", "game": game, "d": d, "n": n,
            ("enough" if win else "not_enough"): questions}


def check_file(path) -> dict:
    return check_document(load_sorted_json(path, LIMITS["bytes"], LIMITS["depth"]))


def describe(summary: dict) -> str:
    bound = f"{summary['enough']} questions suffice" if "enough" in summary else \
        f"{summary['not_enough']} questions do not suffice"
    return f"{summary['kind']}: {summary['game']}, d = {summary['d']}, n = {summary['n']}: {bound}"


def main(argv=None) -> int:
    """``python -m certify.checkers.games FILE``: exit 0 iff the game certificate is valid."""
    return verdict(argv, "games FILE", check_file, describe)


if __name__ == "__main__":
    raise SystemExit(main())
