"""The AB paper's sub-game graphs (Section 4, Figure 5; Tables 1-2) re-defined over a checked
2×n optimality table and a file of relabelling witnesses (imports nothing from the package;
under 250 lines). For :mod:`._claims`; ``python -m certify.checkers.ab_graphs WITNESSES PAIR``.

``certify-ab-relabel/1`` (docs/formats.md), canonical ``json.dumps(doc, separators=(",", ":"))``::

    {"format": "certify-ab-relabel/1", "symbols": n,
     "witnesses": [["MASK", entry, [labels], reversed], ...]}

``MASK`` (decimal, no leading zero, strictly increasing) is a state of the 2×n game, the set of
codes (i, j) with bit i·n + j set (i != j, two codes or more); ``[labels, reversed]`` renames
symbol v to labels[v] (and swaps the two positions when ``reversed``) and must carry the state
exactly onto the codes of entry ``entry`` of the 2×n table that :mod:`.ab` accepted. Trusted
facts: a renaming of the symbols, or the swap of the two positions, maps every guess's answer
classes onto the image guess's, so it preserves a state's least total and least worst case
(Section 2's symmetry); hence the state's values are the entry's. The check is linear: one map
and one comparison per witness, no search for a labelling.

The functions (``g`` 0: the complete graph on symbols 0..m-1, T and H, Figure 5(b); 1: the star
(0, y), 1 <= y <= m-1, T1 and H1, 5(c); 2: (0, y) and (y, 1), 2 <= y <= m-1, T2 and H2, 5(d);
each inside the 2×n game, m <= n; the other symbols usable in guesses):

* ``ab2_graph_total/worst(g, m, n)``: the graph's certified optimum;
* ``ab2_move_total(g, m, n, a, b)``: |S| plus the certified totals of the answer classes of
  guess (a, b) other than the hit [2, 0] (one code: total 1); a useless guess (a class equal to
  S) thus costs |S| + total(S); ``ab2_move_worst``: the largest of 1 (if the guess is in S) and
  1 + worst(class) (one code: worst 1);
* ``ab2_class_total/worst(g, m, n, a, b, A, B)``: the certified value of class [A, B] (0 for
  the hit or an empty class); ``ab2_class_size``: its number of codes.
"""
from __future__ import annotations

from fractions import Fraction

import certify.checkers.ab as ab
from certify.checkers import verdict
from certify.checkers.ab import _map
from certify.checkers.strict_io import CheckError, exact_keys, integer, read_compact_json

FORMAT = "certify-ab-relabel/1"


def codes_of(mask: int, n: int) -> frozenset:
    """The codes (i, j) whose bit i·n + j is set in ``mask``."""
    found = frozenset((b // n, b % n) for b in range(n * n) if mask >> b & 1)
    if mask >> (n * n) or any(i == j for i, j in found):
        raise CheckError(f"state {mask} is not a set of codes of the 2x{n} game")
    return found


def mask_of(codes, n: int) -> int:
    return sum(1 << (i * n + j) for i, j in codes)


def check_witnesses(doc: dict, n: int, rows: list) -> dict:
    """Verify every witness against the checked 2×n table ``rows`` (its ``states``); return
    state mask -> (total, worst)."""
    exact_keys(doc, ("format", "symbols", "witnesses"), "the witness file")
    if doc["format"] != FORMAT or doc["symbols"] != n or type(doc["symbols"]) is not int:
        raise CheckError(f"not a {FORMAT} file for the 2x{n} game")
    if not isinstance(doc["witnesses"], list):
        raise CheckError("witnesses must be a list")
    found, last = {}, 0
    for k, witness in enumerate(doc["witnesses"]):
        where = f"witness {k}"
        if not (isinstance(witness, list) and len(witness) == 4 and isinstance(witness[0], str)
                and witness[0].isascii() and witness[0].isdigit() and witness[0][0] != "0"):
            raise CheckError(f"{where}: a witness is [\"MASK\", entry, labels, reversed]")
        mask = int(witness[0])
        if mask <= last:
            raise CheckError(f"{where}: states not in increasing order (or repeated)")
        last = mask
        codes = codes_of(mask, n)
        if len(codes) < 2:
            raise CheckError(f"{where}: a state of fewer than two codes needs no witness")
        entry = integer(witness[1], f"{where}: the entry", 0, len(rows) - 1)
        if frozenset(map(_map(where, witness[2:], n), codes)) != frozenset(map(tuple, rows[entry]["codes"])):
            raise CheckError(f"{where}: the relabelling does not carry the state onto entry {entry}")
        found[mask] = (rows[entry]["total"], rows[entry]["worst"])
    return found


def check_file(path, pair_path=None, rows=None) -> dict:
    """Check a witness file against the 2×n table ``rows`` (or the one in ``pair_path``, which
    :mod:`.ab` checks first)."""
    doc = read_compact_json(str(path))
    if rows is None:
        ab.check_file(str(pair_path))
        rows = read_compact_json(str(pair_path))["states"]
    n = doc.get("symbols") if isinstance(doc, dict) else None
    values = check_witnesses(doc, n, rows)
    return {"kind": FORMAT, "symbols": n, "witnesses": len(values), "values": values}


# ---- the functions, for checkers/_claims.py ------------------------------------------------

def graph_codes(g: int, m: int, n: int) -> frozenset:
    if g not in (0, 1, 2):
        raise CheckError(f"graph kind {g} is not 0, 1 or 2")
    if not 2 <= m <= n:
        raise CheckError(f"a graph with {m} vertices inside the 2x{n} game needs 2 <= m <= n")
    if g == 0:
        return frozenset((i, j) for i in range(m) for j in range(m) if i != j)
    if g == 1:
        return frozenset((0, y) for y in range(1, m))
    return frozenset({(0, y) for y in range(2, m)} | {(y, 1) for y in range(2, m)})


def _answer(guess, secret) -> tuple[int, int]:
    a = sum(x == y for x, y in zip(guess, secret))
    return a, len(set(guess) & set(secret)) - a


def value(relabel: dict, codes: frozenset, n: int) -> tuple[int, int]:
    """(total, worst) of a state: one code or none directly, else through its checked witness."""
    if len(codes) <= 1:
        return len(codes), len(codes)
    table = relabel.get(n)
    if table is None:
        raise CheckError(f"no checked relabelling witnesses for the 2x{n} game")
    found = table.get(mask_of(codes, n))
    if found is None:
        raise CheckError(f"no relabelling witness for this {len(codes)}-code state of the 2x{n} game")
    return found


def _int(x) -> int:
    x = Fraction(x)
    if x.denominator != 1:
        raise CheckError(f"expected an integer, got {x}")
    return x.numerator


def _move(g, m, n, a, b):
    g, m, n, a, b = (_int(x) for x in (g, m, n, a, b))
    if not (0 <= a < n and 0 <= b < n and a != b):
        raise CheckError(f"({a}, {b}) is not a code of the 2x{n} game")
    codes, classes = graph_codes(g, m, n), {}
    for secret in codes:
        classes.setdefault(_answer((a, b), secret), set()).add(secret)
    return codes, n, {k: frozenset(v) for k, v in classes.items()}


def move(relabel, g, m, n, a, b, column: int) -> Fraction:
    codes, n, classes = _move(g, m, n, a, b)
    rest = [value(relabel, part, n)[column] for answer, part in classes.items() if answer != (2, 0)]
    if column == 0:
        return Fraction(len(codes) + sum(rest))
    return Fraction(max([1 if (2, 0) in classes else 0] + [1 + w for w in rest]))


def answer_class(relabel, g, m, n, a, b, A, B, column: int) -> Fraction:
    codes, n, classes = _move(g, m, n, a, b)
    key = (_int(A), _int(B))
    part = classes.get(key, frozenset())
    if key == (2, 0) or not part:
        return Fraction(0)
    return Fraction(value(relabel, part, n)[column])


def graph(relabel, g, m, n, column: int) -> Fraction:
    g, m, n = _int(g), _int(m), _int(n)
    return Fraction(value(relabel, graph_codes(g, m, n), n)[column])


FUNCTIONS = {  # name -> f(relabel: n -> {mask: (total, worst)}, *args)
    "ab2_graph_total": lambda r, g, m, n: graph(r, g, m, n, 0),
    "ab2_graph_worst": lambda r, g, m, n: graph(r, g, m, n, 1),
    "ab2_move_total": lambda r, g, m, n, a, b: move(r, g, m, n, a, b, 0),
    "ab2_move_worst": lambda r, g, m, n, a, b: move(r, g, m, n, a, b, 1),
    "ab2_class_total": lambda r, g, m, n, a, b, A, B: answer_class(r, g, m, n, a, b, A, B, 0),
    "ab2_class_worst": lambda r, g, m, n, a, b, A, B: answer_class(r, g, m, n, a, b, A, B, 1),
    "ab2_class_size": lambda r, g, m, n, a, b, A, B: Fraction(len(_move(g, m, n, a, b)[2].get((_int(A), _int(B)), ()))),
}


def main(argv=None) -> int:
    """``python -m certify.checkers.ab_graphs WITNESSES PAIR``: exit 0 iff every witness holds."""
    return verdict(argv, "ab_graphs WITNESSES.json 2xN-OPTIMALITY.json", check_file,
                   lambda found: f"{FORMAT}: {found['witnesses']} states of the 2x{found['symbols']} game relabelled",
                   counts=(2,))


if __name__ == "__main__":
    raise SystemExit(main())
