"""Checker of a trait-board certificate (Paz and Peterfreund, Section 2.2, Assumption 1; the
example board of ``paz.board.assumption-1``). Imports nothing from the package; under 250
lines. ``python -m certify.checkers.board FILE``.

``certify-board/1`` (docs/formats.md), canonical ``json.dumps(doc, separators=(",", ":"))``::

    {"format": "certify-board/1", "characters": [names], "traits": [names],
     "matrix": [[0|1 per trait] per character],
     "search": [[state, worst, total], ...],
     "fewest": {"traits": [j, ...], "excluded": [[i, i'], ...]}}

Trusted facts (Section 2): a question asks about one trait; its answer keeps the candidates
that agree. A state is a set of candidates (bit i: character i), a state of one candidate is
named with no further question, and for two or more the least worst case and least total of a
question tree restricted to the traits are

    worst(S) = 1 + min over traits t splitting S of max(worst(S ∩ t), worst(S \\ t)),
    total(S) = |S| + min over traits t splitting S of total(S ∩ t) + total(S \\ t)

(a trait not splitting S teaches nothing). ``search`` lists states (increasing, two candidates
or more) with claimed values; each is verified against these equations from the listed values
of its children, which must be listed; the full set is listed and every other state is some
listed state's child (induction on |S|: every listed value is exact). ``fewest``: the listed
traits tell every character apart (a predetermined strategy of that many questions), and for
every set of one trait fewer, in ``itertools.combinations`` order, ``excluded`` names two
characters agreeing on all of it (so no smaller set works either: a subset of a set that
fails fails). The work is linear in the certificate: no search.

The measures (``paz_board(i)``): 0 characters, 1 distinguishable (distinct rows), 2
Assumption 1 holds (every proper non-empty set of characters is the set having some trait:
as many distinct such columns as 2^n - 2), 3 least worst case, 4 least total, 5 fewest
predetermined traits.
"""
from __future__ import annotations

from itertools import combinations
from math import comb

from certify.checkers import verdict
from certify.checkers.strict_io import CheckError, exact_keys, integer, over_limit, read_compact_json

FORMAT = "certify-board/1"
MAX_SIDE = 64  # characters and traits
MAX_ROWS = 2_000_000  # search states, excluded sets


def _matrix(doc) -> tuple[int, int, list[int], list[tuple]]:
    names, traits, matrix = doc["characters"], doc["traits"], doc["matrix"]
    if not (isinstance(names, list) and isinstance(traits, list) and isinstance(matrix, list)
            and all(isinstance(x, str) for x in names + traits)):
        raise CheckError("characters and traits must be lists of names, matrix a list of rows")
    n, m = len(names), len(traits)
    over_limit("a board", max(n, m), "BOARD_SIDE", MAX_SIDE, " characters or traits")
    if n < 1 or len(matrix) != n or len(set(names)) != n or len(set(traits)) != m:
        raise CheckError("the board needs one row per character and distinct names")
    rows = []
    for i, row in enumerate(matrix):
        if not isinstance(row, list) or len(row) != m or any(type(x) is not int or x not in (0, 1) for x in row):
            raise CheckError(f"row {i} ({names[i]}) must hold {m} entries 0 or 1")
        rows.append(tuple(row))
    columns = [sum(1 << i for i in range(n) if rows[i][j]) for j in range(m)]
    return n, m, columns, rows


def _search(table, n: int, columns: list[int]) -> tuple[int, int]:
    """Verify the state table; return (worst, total) of the full set."""
    if not isinstance(table, list):
        raise CheckError("search must be a list")
    over_limit("a search table", len(table), "BOARD_ROWS", MAX_ROWS, " states")
    values, last = {}, 0
    for k, row in enumerate(table):
        if not isinstance(row, list) or len(row) != 3:
            raise CheckError(f"search state {k}: a row is [state, worst, total]")
        state = integer(row[0], f"search state {k}", 3, (1 << n) - 1)
        if state <= last or state.bit_count() < 2:
            raise CheckError(f"search state {k}: states increasing, of two candidates or more")
        last = state
        values[state] = (integer(row[1], f"search state {k} worst", 1), integer(row[2], f"search state {k} total", 2))
    full = (1 << n) - 1
    if (full in values) != (n >= 2):
        raise CheckError("the full set of characters must be listed iff there are two or more")
    referenced = {full} & set(values)
    for state, claimed in values.items():
        best = None
        for column in columns:
            yes = state & column
            if yes == 0 or yes == state:
                continue
            children = []
            for child in (yes, state ^ yes):
                if child.bit_count() == 1:
                    children.append((0, 0))
                elif child in values:
                    children.append(values[child])
                    referenced.add(child)
                else:
                    raise CheckError(f"state {state}: its child {child} is not listed")
            found = (1 + max(children[0][0], children[1][0]), state.bit_count() + children[0][1] + children[1][1])
            best = found if best is None else (min(best[0], found[0]), min(best[1], found[1]))
        if best is None:
            raise CheckError(f"state {state}: no trait splits it (characters not distinguishable)")
        if best != claimed:
            raise CheckError(f"state {state}: claimed worst {claimed[0]}, total {claimed[1]}; "
                             f"its traits give worst {best[0]}, total {best[1]}")
    if len(referenced) != len(values):
        raise CheckError(f"search state {min(set(values) - referenced)} is no listed state's child")
    return values.get(full, (0, 0))


def _fewest(doc, n: int, m: int, rows: list[tuple]) -> int:
    exact_keys(doc, ("traits", "excluded"), "fewest")
    chosen, excluded = doc["traits"], doc["excluded"]
    if not isinstance(chosen, list) or not isinstance(excluded, list):
        raise CheckError("fewest: traits and excluded must be lists")
    chosen = [integer(j, "fewest: a trait", 0, m - 1) for j in chosen]
    if any(a >= b for a, b in zip(chosen, chosen[1:])):
        raise CheckError("fewest: traits not increasing (or repeated)")
    if len({tuple(row[j] for j in chosen) for row in rows}) != n:
        raise CheckError("fewest: the listed traits do not tell every character apart")
    k = len(chosen)
    if k == 0:
        if excluded:
            raise CheckError("fewest: no set is smaller than the empty one")
        return 0
    over_limit("the excluded sets", len(excluded), "BOARD_ROWS", MAX_ROWS, " sets")
    count = 0
    for count, (subset, pair) in enumerate(zip(combinations(range(m), k - 1), excluded), start=1):
        if not (isinstance(pair, list) and len(pair) == 2):
            raise CheckError(f"fewest: excluded set {count - 1} needs a pair of characters")
        i, j = (integer(x, f"fewest: excluded set {count - 1}", 0, n - 1) for x in pair)
        if i >= j or any(rows[i][t] != rows[j][t] for t in subset):
            raise CheckError(f"fewest: characters {i}, {j} are told apart by traits {list(subset)}")
    if count != len(excluded) or count != comb(m, k - 1):
        raise CheckError(f"fewest: {len(excluded)} excluded sets; {comb(m, k - 1)} sets of {k - 1} traits exist")
    return k


def check_document(doc) -> dict:
    exact_keys(doc, ("format", "characters", "traits", "matrix", "search", "fewest"), "the board certificate")
    if doc["format"] != FORMAT:
        raise CheckError(f"format must be {FORMAT}")
    n, m, columns, rows = _matrix(doc)
    distinct = len(set(rows)) == n
    proper = {c for c in columns if 0 < c < (1 << n) - 1}
    worst, total = _search(doc["search"], n, columns)
    fewest = _fewest(doc["fewest"], n, m, rows)
    measures = [n, int(distinct), int(len(proper) == 2 ** n - 2), worst, total, fewest]
    return {"kind": FORMAT, "characters": n, "traits": m, "measures": measures}


def check_file(path) -> dict:
    return check_document(read_compact_json(str(path)))


def measure(found: dict, i) -> int:
    """``paz_board(i)`` from a checked certificate's measures."""
    if i not in range(6):
        raise CheckError(f"paz_board({i}): the measure must be 0..5")
    return found["measures"][i]


def main(argv=None) -> int:
    """``python -m certify.checkers.board FILE``: exit 0 iff the board certificate checks."""
    return verdict(argv, "board FILE", check_file,
                   lambda found: f"{FORMAT}: {found['characters']} characters, {found['traits']} traits; measures "
                   + ", ".join(map(str, found["measures"])))


if __name__ == "__main__":
    raise SystemExit(main())
